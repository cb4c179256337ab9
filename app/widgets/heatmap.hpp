// A heatmap widget for one attention matrix (a MapView): the colours from the map's texture
// (heatmap_texture.hpp), and on top, each frame, the token labels, the highlight of the
// linked row and column, masked-cell hatching, printed values and the tooltip, for the
// cells on screen. Where its parts go: heatmap_layout.hpp.
//
// Zoom (maps with a zoom group): the wheel zooms about the pointer, a drag pans, a double
// click shows the whole map again; zoomed in far enough, the cells get their labels, values
// and exact tooltips.
//
// Legend: rows are queries (Tq), columns keys (Tk).
#pragma once

#include <imgui.h>

#include "model/maps.hpp"
#include "widgets/colorbar.hpp"
#include "widgets/heatmap_layout.hpp"
#include "widgets/heatmap_texture.hpp"
#include "widgets/text.hpp"

namespace attn::app {

// The right-click menu of every heatmap (the panel acts on it, map_menu.hpp).
enum class MapMenuChoice { None, CopyCsv, SaveCsv };

struct HeatmapHover {
  bool hovered = false;  // over the widget
  bool clicked = false;  // left click anywhere on the widget
  int row = -1;          // the hovered query (cell or row label)
  int col = -1;          // the hovered key (cell or column label)
  MapMenuChoice menu = MapMenuChoice::None;  // chosen in the right-click menu this frame
  bool zoom_changed = false;  // the wheel, a drag or a double click moved options.zoom
};

// Draws at the cursor, inside `box`, and advances the cursor by box. A right click opens a
// menu to copy the map as CSV or save it (the choice comes back in HeatmapHover::menu).
HeatmapHover draw_heatmap(const char* id, const MapView& map, MapTextures& textures, ImVec2 box,
                          const HeatmapOptions& options);

}  // namespace attn::app
