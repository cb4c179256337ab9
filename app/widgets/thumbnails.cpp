#include "widgets/thumbnails.hpp"

#include "widgets/gl.hpp"

#include <algorithm>
#include <cstdint>

namespace attn::app {

void Thumbnails::release() {
  for (const Slot& s : slots_) {
    if (s.id != 0) {
      GLuint t = s.id;
      glDeleteTextures(1, &t);
    }
  }
  slots_.clear();
}

void Thumbnails::fill(std::size_t i, const MatrixRef& weights, std::uint64_t version, view::ColorMapId colours) {
  if (slots_.size() <= i) slots_.resize(i + 1);
  Slot& s = slots_[i];
  if (s.version == version && s.id != 0) return;
  const auto rows = static_cast<int>(weights.rows());
  const auto cols = static_cast<int>(weights.cols());
  const int out_rows = std::max(1, std::min(rows, kThumbnailTexels));
  const int out_cols = std::max(1, std::min(cols, kThumbnailTexels));
  std::vector<unsigned char> px(static_cast<std::size_t>(out_rows) * static_cast<std::size_t>(out_cols) * 4);
  for (int r = 0; r < out_rows; ++r) {
    const int r0 = r * rows / out_rows;
    const int r1 = std::max(r0 + 1, (r + 1) * rows / out_rows);
    for (int c = 0; c < out_cols; ++c) {
      const int c0 = c * cols / out_cols;
      const int c1 = std::max(c0 + 1, (c + 1) * cols / out_cols);
      // Max-pooled: one strong weight in the block stays visible.
      const float v = rows == 0 || cols == 0 ? 0.0f : weights.block(r0, c0, r1 - r0, c1 - c0).maxCoeff();
      const view::Rgb8 rgb = view::sample_colormap(colours, v);
      unsigned char* p = &px[(static_cast<std::size_t>(r) * static_cast<std::size_t>(out_cols) + static_cast<std::size_t>(c)) * 4];
      p[0] = rgb.r;
      p[1] = rgb.g;
      p[2] = rgb.b;
      p[3] = 255;
    }
  }
  if (s.id == 0) {
    GLuint t = 0;
    glGenTextures(1, &t);
    s.id = t;
  }
  glBindTexture(GL_TEXTURE_2D, s.id);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, out_cols, out_rows, 0, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
  glBindTexture(GL_TEXTURE_2D, 0);
  s.version = version;
}

ImTextureID Thumbnails::texture(std::size_t i) const {
  if (i >= slots_.size()) return nullptr;
  return reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(slots_[i].id));
}

}  // namespace attn::app
