#include "widgets/picture.hpp"

#include <stb_image.h>

#include <algorithm>
#include <chrono>
#include <exception>
#include <future>
#include <vector>

#include "core/base/threads.hpp"
#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "widgets/gl.hpp"

namespace attn::app {

// A picture and its mipmaps, each level half the one before (rounded down, at least 1),
// down to 1×1: made on the decoding thread, since building them on the OpenGL thread
// (glGenerateMipmap) stalls a frame by a tenth of a second on a software renderer.
struct DecodedPicture {
  struct Level {
    std::vector<unsigned char> rgba;  // w × h × 4
    int w = 0, h = 0;
  };
  std::vector<Level> levels;
  std::string problem;
};

struct PendingPicture {
  std::future<DecodedPicture> decoded;
};

namespace {

// The next mipmap level: each pixel the mean of the (up to) 2×2 pixels above it.
DecodedPicture::Level halve(const DecodedPicture::Level& a) {
  DecodedPicture::Level b;
  b.w = std::max(a.w / 2, 1);
  b.h = std::max(a.h / 2, 1);
  b.rgba.resize(static_cast<std::size_t>(b.w) * static_cast<std::size_t>(b.h) * 4u);
  for (int y = 0; y < b.h; ++y) {
    const int y0 = std::min(2 * y, a.h - 1), y1 = std::min(2 * y + 1, a.h - 1);
    for (int x = 0; x < b.w; ++x) {
      const int x0 = std::min(2 * x, a.w - 1), x1 = std::min(2 * x + 1, a.w - 1);
      for (int c = 0; c < 4; ++c) {
        const auto at = [&](int yy, int xx) {
          return static_cast<unsigned>(a.rgba[(static_cast<std::size_t>(yy) * static_cast<std::size_t>(a.w) +
                                               static_cast<std::size_t>(xx)) * 4u + static_cast<std::size_t>(c)]);
        };
        const unsigned sum = at(y0, x0) + at(y0, x1) + at(y1, x0) + at(y1, x1);
        b.rgba[(static_cast<std::size_t>(y) * static_cast<std::size_t>(b.w) + static_cast<std::size_t>(x)) * 4u +
               static_cast<std::size_t>(c)] = static_cast<unsigned char>((sum + 2u) / 4u);
      }
    }
  }
  return b;
}

DecodedPicture decode(const std::string& path) {
  DecodedPicture d;
  std::string bytes;
  try {
    bytes = io::read_file(path);
  } catch (const std::exception& e) {
    d.problem = e.what();
    return d;
  }
  int w = 0, h = 0, channels = 0;
  unsigned char* rgba = stbi_load_from_memory(reinterpret_cast<const unsigned char*>(bytes.data()),
                                              static_cast<int>(bytes.size()), &w, &h, &channels, 4);
  if (rgba == nullptr) {
    d.problem = fmt(tr("not a picture that can be read: {0}"), path);
    return d;
  }
  DecodedPicture::Level top;
  top.w = w;
  top.h = h;
  top.rgba.assign(rgba, rgba + static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 4u);
  stbi_image_free(rgba);
  d.levels.push_back(std::move(top));
  while (d.levels.back().w > 1 || d.levels.back().h > 1) d.levels.push_back(halve(d.levels.back()));
  return d;
}

void upload(const DecodedPicture& d, PictureTexture& picture) {
  GLuint id = 0;
  glGenTextures(1, &id);
  glBindTexture(GL_TEXTURE_2D, id);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  // Drawn smaller than it is (the column of text): averaged by the mipmaps, not sampled.
  for (std::size_t level = 0; level < d.levels.size(); ++level) {
    const DecodedPicture::Level& l = d.levels[level];
    glTexImage2D(GL_TEXTURE_2D, static_cast<GLint>(level), GL_RGBA, l.w, l.h, 0, GL_RGBA, GL_UNSIGNED_BYTE,
                 l.rgba.data());
  }
  const GLint filters[][2] = {{GL_TEXTURE_MIN_FILTER, GL_LINEAR_MIPMAP_LINEAR},
                              {GL_TEXTURE_MAG_FILTER, GL_LINEAR},
                              {GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE},
                              {GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE}};
  for (const auto& f : filters) glTexParameteri(GL_TEXTURE_2D, static_cast<GLenum>(f[0]), f[1]);
  picture.id = id;
  picture.width = d.levels.front().w;
  picture.height = d.levels.front().h;
}

}  // namespace

bool load_picture(const std::string& path, PictureTexture& picture) {
  if (!picture.tried) {
    picture.tried = true;
    picture.pending = std::make_shared<PendingPicture>();
    picture.pending->decoded = std::async(kBesideCaller, decode, path);
  }
  if (picture.pending && picture.pending->decoded.wait_for(std::chrono::seconds(0)) != std::future_status::timeout) {
    const DecodedPicture d = picture.pending->decoded.get();
    picture.pending.reset();
    if (d.problem.empty()) {
      upload(d, picture);
    } else {
      picture.problem = d.problem;
    }
  }
  return picture.id != 0;
}

void release_picture(PictureTexture& picture) {
  if (picture.pending && picture.pending->decoded.valid()) picture.pending->decoded.wait();
  if (picture.id != 0) {
    const GLuint id = picture.id;
    glDeleteTextures(1, &id);
  }
  picture = PictureTexture{};
}

}  // namespace attn::app
