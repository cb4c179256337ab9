#include "widgets/texture_upload.hpp"

#include "widgets/gl.hpp"

namespace attn::app {

void upload_rgba_texture(unsigned* id, int width, int height, const unsigned char* pixels, TextureFilter filter,
                         TextureWrap wrap) {
  GLuint tex = *id;
  if (tex == 0) glGenTextures(1, &tex);
  glBindTexture(GL_TEXTURE_2D, tex);
  // Rows of RGBA8 are whole words, packed one after the other.
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, width, height, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels);
  if (filter == TextureFilter::Mipmapped) glGenerateMipmap(GL_TEXTURE_2D);
  const GLint min = filter == TextureFilter::Nearest  ? GL_NEAREST
                    : filter == TextureFilter::Linear ? GL_LINEAR
                                                      : GL_LINEAR_MIPMAP_LINEAR;
  const GLint mag = filter == TextureFilter::Nearest ? GL_NEAREST : GL_LINEAR;
  const GLint edge = wrap == TextureWrap::Clamp ? GL_CLAMP_TO_EDGE : GL_REPEAT;
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, min);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, mag);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, edge);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, edge);
  glBindTexture(GL_TEXTURE_2D, 0);
  *id = tex;
}

void delete_texture(unsigned* id) {
  if (*id == 0) return;
  GLuint t = *id;
  glDeleteTextures(1, &t);
  *id = 0;
}

}  // namespace attn::app
