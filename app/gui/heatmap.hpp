// A heatmap widget for one attention matrix: the colours come from a GL texture uploaded
// when the data changes (one texel per cell, nearest filtering); labels, the highlight of
// the linked row and column, masked-cell hatching, printed values and the tooltip are
// drawn on top each frame from the same matrices.
//
// Legend: rows are queries (Tq), columns keys (Tk).
#pragma once

#include <imgui.h>

#include "gui/app_state.hpp"
#include "gui/colormap.hpp"

namespace attn::gui {

// GL textures. upload_map_texture (re)fills map.texture (creating it when 0) from the
// map's weights (or scaled scores when signed_values), coloured over [lo, hi].
void upload_map_texture(MapView& map, ColorMapId cmap);
unsigned create_hatch_texture();
void delete_texture(unsigned texture);

struct HeatmapOptions {
  float max_cell = 1e9f;       // cap on the cell size in pixels (to share one size)
  bool labels = true;          // token labels on both axes, when they fit
  // A cell size decided by the caller (a grid of maps sharing axes): the labels asked for
  // below are drawn as they are, without checking the fit again.
  float fixed_cell = 0.0f;
  bool row_labels = true;
  bool col_labels = true;
  bool values = false;         // numbers printed in the cells, when they fit
  bool colorbar_below = false; // a horizontal colour bar under the map
  bool shape_below_title = false;  // the shape on its own line under the title
  ColorMapId cmap = ColorMapId::Viridis;
  int highlight_row = -1;
  int highlight_col = -1;
};

struct HeatmapLayout {
  float cell = 0.0f;         // side of a (square) cell
  float row_label_w = 0.0f;  // 0: no row labels
  float col_label_h = 0.0f;  // 0: no column labels
  bool col_labels_upright = false;  // every column label fits its cell: written level
  float title_h = 0.0f;
  float colorbar_h = 0.0f;
  ImVec2 size;               // the whole widget
};

struct HeatmapHover {
  bool hovered = false;  // over the widget
  bool clicked = false;  // left click anywhere on the widget
  int row = -1;          // the hovered query (cell or row label)
  int col = -1;          // the hovered key (cell or column label)
};

// The widest row and column labels (pixels, at the current font), each capped at `cap`.
void measure_labels(const MapView& map, float cap, float* row_w, float* col_w);

// How the map fits in `box` (pixels).
HeatmapLayout layout_heatmap(const MapView& map, ImVec2 box, const HeatmapOptions& options);

// Draws at the cursor, inside `box`, and advances the cursor by box.
HeatmapHover draw_heatmap(const char* id, const MapView& map, const Results& results, ImVec2 box,
                          const HeatmapOptions& options);

// A colour bar with its scale: vertical (ticks to the right) or horizontal (ticks below).
void draw_colorbar(ImVec2 pos, ImVec2 size, bool vertical, float lo, float hi, bool signed_values,
                   ColorMapId cmap, const char* caption);

// Text rotated to read bottom to top; `bottom_left` is where its first letter starts.
void add_vertical_text(ImDrawList* dl, ImVec2 bottom_left, ImU32 colour, const char* text);

// `text` cut with an ellipsis to fit `max_width` pixels at the current font.
std::string fit_text(const std::string& text, float max_width);

// Value formats shared by cells, tooltips and colour bars.
std::string format_value(float v, bool is_signed);

}  // namespace attn::gui
