// A heatmap widget for one attention matrix: the colours come from a GL texture (nearest
// filtering) filled when the data, the colours, the zoom window or the size on screen
// change, never otherwise: one texel per cell when every cell has a pixel, else the cells
// max-pooled onto the pixels (view/pooling.hpp), so a map of 4096×4096 keeps its sharp
// cells. Labels, the highlight of the linked row and column, masked-cell hatching, printed
// values and the tooltip are drawn on top each frame from the same matrices, for the cells
// on screen.
//
// Zoom (maps with a zoom group): the wheel zooms about the pointer, a drag pans, a double
// click shows the whole map again; zoomed in far enough, the cells get their labels, values
// and exact tooltips.
//
// Legend: rows are queries (Tq), columns keys (Tk).
#pragma once

#include <imgui.h>

#include "gui/app_state.hpp"
#include "gui/colormap.hpp"

namespace attn::gui {

// GL textures: the masked-cell stripes, and deleting a map's texture.
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
  float title_room = 0.0f;     // width the title and shape may take, when wider than the box
  ColorMapId cmap = ColorMapId::Viridis;
  int highlight_row = -1;
  int highlight_col = -1;
  // The zoom of the map's group (state.zoom[map.zoom_group]); null: the map stays whole.
  view::MapZoom* zoom = nullptr;
};

struct HeatmapLayout {
  float cell = 0.0f;         // side of a (square) cell; below 1 pixel for long maps
  float cell_h = 0.0f;       // its height: taller than `cell` only for a few rows of many
                             // columns, which would otherwise be a sliver
  float row_label_w = 0.0f;  // 0: no row labels
  float col_label_h = 0.0f;  // 0: no column labels
  bool col_labels_upright = false;  // every column label fits its cell: written level
  float title_h = 0.0f;
  float colorbar_h = 0.0f;
  ImVec2 size;               // the whole widget
};

// The right-click menu of every heatmap (the panel acts on it, exports.hpp).
enum class MapMenuChoice { None, CopyCsv, SaveCsv };

struct HeatmapHover {
  bool hovered = false;  // over the widget
  bool clicked = false;  // left click anywhere on the widget
  int row = -1;          // the hovered query (cell or row label)
  int col = -1;          // the hovered key (cell or column label)
  MapMenuChoice menu = MapMenuChoice::None;  // chosen in the right-click menu this frame
  bool zoom_changed = false;  // the wheel, a drag or a double click moved options.zoom
};

// The widest row and column labels (pixels, at the current font), each capped at `cap`,
// among the rows and columns on screen under `zoom` (null: all).
void measure_labels(const MapView& map, float cap, float* row_w, float* col_w,
                    const view::MapZoom* zoom = nullptr);

// The rows and columns on screen under `zoom` (null: the whole map).
view::VisibleCells visible_cells_of(const MapView& map, const view::MapZoom* zoom);

// A cell size that fills the room: whole pixels from 1 pixel up, the exact fraction below.
float snap_cell(float cell);

// The value of a cell as the map shows it (weights, or scaled scores when signed; the mean
// over heads for an average).
float map_cell_value(const MapView& map, int r, int c);

// How the map fits in `box` (pixels).
HeatmapLayout layout_heatmap(const MapView& map, ImVec2 box, const HeatmapOptions& options);

// Draws at the cursor, inside `box`, and advances the cursor by box. A right click opens a
// menu to copy the map as CSV or save it (the choice comes back in HeatmapHover::menu).
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
