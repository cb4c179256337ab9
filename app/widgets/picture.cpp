#include "widgets/picture.hpp"

#include <stb_image.h>

#include <exception>

#include "io/atomic_file.hpp"
#include "widgets/gl.hpp"

namespace attn::app {

void load_picture(const std::string& path, PictureTexture& picture) {
  if (picture.tried) return;
  picture.tried = true;
  std::string bytes;
  try {
    bytes = io::read_file(path);
  } catch (const std::exception& e) {
    picture.problem = e.what();
    return;
  }
  int w = 0, h = 0, channels = 0;
  unsigned char* rgba = stbi_load_from_memory(reinterpret_cast<const unsigned char*>(bytes.data()),
                                              static_cast<int>(bytes.size()), &w, &h, &channels, 4);
  if (rgba == nullptr) {
    picture.problem = "not a picture that can be read: " + path;
    return;
  }
  GLuint id = 0;
  glGenTextures(1, &id);
  glBindTexture(GL_TEXTURE_2D, id);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
  stbi_image_free(rgba);
  // Drawn smaller than it is (the column of text): averaged by the mipmaps, not sampled.
  glGenerateMipmap(GL_TEXTURE_2D);
  const GLint filters[][2] = {{GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR},
                              {GL_TEXTURE_MAG_FILTER, GL_LINEAR},
                              {GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE},
                              {GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE}};
  for (const auto& f : filters) glTexParameteri(GL_TEXTURE_2D, static_cast<GLenum>(f[0]), f[1]);
  picture.id = id;
  picture.width = w;
  picture.height = h;
}

void release_picture(PictureTexture& picture) {
  if (picture.id != 0) {
    const GLuint id = picture.id;
    glDeleteTextures(1, &id);
  }
  picture = PictureTexture{};
}

}  // namespace attn::app
