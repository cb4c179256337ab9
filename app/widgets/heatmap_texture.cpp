#include "widgets/heatmap_texture.hpp"

#include "widgets/texture_upload.hpp"

#include <algorithm>
#include <cmath>

namespace attn::app {
namespace {

// 8×8 diagonal stripes: white lines on transparent, repeated across masked runs.
unsigned create_hatch_texture() {
  constexpr int n = 8;
  std::vector<unsigned char> px(n * n * 4, 0);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const int d = (x + y) % n;
      const bool line = d == 0 || d == 1;
      const auto i = static_cast<std::size_t>((y * n + x) * 4);
      px[i] = px[i + 1] = px[i + 2] = 255;
      px[i + 3] = line ? 200 : 0;
    }
  }
  unsigned tex = 0;
  upload_rgba_texture(&tex, n, n, px.data(), TextureFilter::Linear, TextureWrap::Repeat);
  return tex;
}

}  // namespace

void MapTextures::init() {
  if (hatch_ == 0) hatch_ = create_hatch_texture();
}

void MapTextures::release() {
  for (MapTexture& t : textures_) delete_texture(&t.id);
  textures_.clear();
  delete_texture(&hatch_);
}

void MapTextures::renumber(const Maps& maps) {
  const auto slots = static_cast<std::size_t>(std::max(maps.slots, 0));
  for (std::size_t i = slots; i < textures_.size(); ++i) delete_texture(&textures_[i].id);
  textures_.resize(slots);
  generation_ = maps.generation;
}

MapTexture* MapTextures::of(const MapView& map) {
  if (map.slot < 0 || static_cast<std::size_t>(map.slot) >= textures_.size()) return nullptr;
  return &textures_[static_cast<std::size_t>(map.slot)];
}

const MapTexture* MapTextures::of(const MapView& map) const {
  if (map.slot < 0 || static_cast<std::size_t>(map.slot) >= textures_.size()) return nullptr;
  return &textures_[static_cast<std::size_t>(map.slot)];
}

void fill_texture(MapTexture& t, const MapView& map, const view::Window& window, int out_rows,
                  int out_cols, view::ColorMapId cmap, std::uint64_t generation) {
  if (t.id != 0 && t.generation == generation && t.want_rows == out_rows && t.want_cols == out_cols &&
      t.window.row == window.row && t.window.col == window.col && t.window.rows == window.rows &&
      t.window.cols == window.cols) {
    return;
  }
  const view::PoolMode mode = map.signed_values ? view::PoolMode::MaxAbs : view::PoolMode::Max;
  const Matrix* overview = map.signed_values ? map.overview_scaled : map.overview_weights;
  t.want_rows = out_rows;
  t.want_cols = out_cols;
  Matrix values;
  const bool one_per_cell = out_rows == window.rows && out_cols == window.cols;
  if (!one_per_cell && overview != nullptr && overview->size() != 0) {
    // The overview serves while it has a block for at least every other texel: the texture
    // then has one texel per block (a little coarser than the screen, every peak still in
    // it), and reads a few hundred thousand values instead of millions.
    const int blocks_r = static_cast<int>(window.rows * overview->rows() / map.rows);
    const int blocks_c = static_cast<int>(window.cols * overview->cols() / map.cols);
    if (2 * blocks_r >= out_rows && 2 * blocks_c >= out_cols) {
      values = view::max_pool_overview(*overview, map.rows, map.cols, window,
                                       std::min(out_rows, std::max(blocks_r, 1)),
                                       std::min(out_cols, std::max(blocks_c, 1)), mode);
    }
  }
  if (values.size() == 0) values = view::max_pool(cells_of(map), window, out_rows, out_cols, mode);

  const int rows = static_cast<int>(values.rows());
  const int cols = static_cast<int>(values.cols());
  std::vector<unsigned char> pixels(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols) * 4u);
  const view::Rgb8 masked = view::masked_colour(cmap);
  std::size_t o = 0;
  for (Eigen::Index i = 0; i < values.size(); ++i) {
    const float v = values.data()[i];
    const view::Rgb8 col = std::isnan(v) ? masked : map_colour(map, v, cmap);  // NaN: all masked
    pixels[o++] = col.r;
    pixels[o++] = col.g;
    pixels[o++] = col.b;
    pixels[o++] = 255;
  }
  upload_rgba_texture(&t.id, cols, rows, pixels.data(), TextureFilter::Nearest, TextureWrap::Clamp);
  t.generation = generation;
  t.window = window;
  t.out_rows = rows;
  t.out_cols = cols;
}

}  // namespace attn::app
