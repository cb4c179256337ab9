// The GL textures of the heatmaps: one per map slot (model/maps.hpp), filled when a map is
// drawn with a window of cells or a size on screen it does not hold yet, never otherwise:
// one texel per cell when every cell has a pixel, else the cells max-pooled onto the pixels
// (view/pooling.hpp), so a map of 4096×4096 keeps its sharp cells. And the stripes drawn
// over masked cells.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/maps.hpp"
#include "view/colormap.hpp"
#include "view/pooling.hpp"

namespace attn::app {

// The texture of one map and what it holds: the window of cells it was made for, pooled
// onto about want_rows×want_cols texels (out_rows×out_cols), and the colours of build
// `generation`.
struct MapTexture {
  unsigned id = 0;
  std::uint64_t generation = 0;  // Maps::generation when it was filled; 0: never
  view::Window window;
  int want_rows = 0;  // the texels asked for (the pixels of the window on screen)
  int want_cols = 0;
  int out_rows = 0;   // the texels it has
  int out_cols = 0;
  float drawn[4] = {0, 0, 0, 0};  // where the cells were last drawn: x, y, w, h in window pixels
  // What was last drawn around them (for --dump-state): the title's lines, and the size of
  // the labels' text in pixels (0: no labels).
  std::string title_drawn;
  float label_px = 0.0f;
};

// Every map's texture, by slot, and the masked-cell stripes. Owned by the frame loop; GL
// objects are made and freed with an OpenGL context current.
class MapTextures {
 public:
  MapTextures() = default;
  MapTextures(const MapTextures&) = delete;
  MapTextures& operator=(const MapTextures&) = delete;

  // After the GL context is made: the stripes. release() frees everything, before the
  // context goes away.
  void init();
  void release();
  // After a build of the maps: one texture per slot (extra ones freed), each to be filled
  // again for the maps of `generation`.
  void renumber(const Maps& maps);

  MapTexture* of(const MapView& map);              // null for a map without a slot
  const MapTexture* of(const MapView& map) const;
  unsigned hatch() const { return hatch_; }
  std::uint64_t generation() const { return generation_; }

 private:
  std::vector<MapTexture> textures_;
  unsigned hatch_ = 0;
  std::uint64_t generation_ = 0;
};

// Fills `t` with `window` of the map pooled onto out_rows×out_cols texels (from its
// overview while that has a block for at least every other texel), unless it holds exactly
// that already for this build of the maps.
void fill_texture(MapTexture& t, const MapView& map, const view::Window& window, int out_rows,
                  int out_cols, view::ColorMapId cmap, std::uint64_t generation);

}  // namespace attn::app
