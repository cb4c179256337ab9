#include "widgets/thumbnails.hpp"

#include <algorithm>
#include <cstdint>

#include "widgets/texture_upload.hpp"

namespace attn::app {

void Thumbnails::release() {
  for (Slot& s : slots_) delete_texture(&s.id);
  slots_.clear();
}

void Thumbnails::fill(std::size_t i, const Matrix& pooled, std::uint64_t version, view::ColorMapId colours) {
  if (slots_.size() <= i) slots_.resize(i + 1);
  Slot& s = slots_[i];
  if (s.version == version && s.id != 0) return;
  const int rows = std::max(1, static_cast<int>(pooled.rows()));
  const int cols = std::max(1, static_cast<int>(pooled.cols()));
  std::vector<unsigned char> px(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols) * 4);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const float v = pooled.size() == 0 ? 0.0f : pooled(r, c);
      const view::Rgb8 rgb = view::sample_colormap(colours, v);
      unsigned char* p = &px[(static_cast<std::size_t>(r) * static_cast<std::size_t>(cols) + static_cast<std::size_t>(c)) * 4];
      p[0] = rgb.r;
      p[1] = rgb.g;
      p[2] = rgb.b;
      p[3] = 255;
    }
  }
  upload_rgba_texture(&s.id, cols, rows, px.data(), TextureFilter::Nearest, TextureWrap::Clamp);
  s.version = version;
}

void Thumbnails::fill_picture(std::size_t i, const Picture& picture, std::uint64_t version) {
  if (slots_.size() <= i) slots_.resize(i + 1);
  Slot& s = slots_[i];
  if (s.version == version && s.id != 0) return;
  std::vector<unsigned char> px(picture.offset(0, picture.height) * 4);
  for (std::size_t k = 0; k < picture.offset(0, picture.height); ++k) {
    for (std::size_t c = 0; c < 3; ++c) px[k * 4 + c] = picture.rgb[k * 3 + c];
    px[k * 4 + 3] = 255;
  }
  upload_rgba_texture(&s.id, std::max(1, picture.width), std::max(1, picture.height), px.data(), TextureFilter::Linear,
                      TextureWrap::Clamp);
  s.version = version;
}

ImTextureID Thumbnails::texture(std::size_t i) const {
  if (i >= slots_.size()) return nullptr;
  return reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(slots_[i].id));
}

}  // namespace attn::app
