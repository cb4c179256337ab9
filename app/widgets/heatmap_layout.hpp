// Where a heatmap's parts go in a box of pixels: its title, the token labels (level, or
// rotated to read upwards), the cells and a colour bar; and which cells are on screen under
// a zoom. The labels measure their text with the current ImGui font.
//
// Legend: rows are queries (Tq), columns keys (Tk).
#pragma once

#include <imgui.h>

#include <cstddef>
#include <string>

#include "model/maps.hpp"
#include "view/colormap.hpp"
#include "view/zoom.hpp"

namespace attn::app {

struct HeatmapOptions {
  float max_cell = 1e9f;       // cap on the cell size in pixels (to share one size)
  bool labels = true;          // token labels on both axes, when they fit
  // A cell size decided by the caller (a grid of maps sharing axes): the labels asked for
  // below are drawn as they are, without checking the fit again.
  float fixed_cell = 0.0f;
  bool row_labels = true;
  bool col_labels = true;
  // The labels at the small font (a grid that chose it, view/grid.hpp); with fixed_cell.
  bool small_labels = false;
  // The height of the title above the cells, when the caller shares one among several maps
  // (a grid); 0: the title's own.
  float title_h = 0.0f;
  // The title in the small font even where the interface's would fit: a grid whose titles
  // must look alike because one of them needs it.
  bool small_title = false;
  bool values = false;         // numbers printed in the cells, when they fit
  bool colorbar_below = false; // a horizontal colour bar under the map
  bool shape_below_title = false;  // the shape on its own line under the title
  float title_room = 0.0f;     // width the title and shape may take, when wider than the box
  view::ColorMapId cmap = view::ColorMapId::Viridis;
  int highlight_row = -1;
  int highlight_col = -1;
  // Predict, then reveal (model/quiz.hpp): this row's cells covered, without their values or
  // tooltip (-1: none); and the cell (marked_row, marked_col) ringed: the key picked.
  bool tooltip = true;         // the cell's tooltip on hover (a panel may draw its own)
  int hidden_row = -1;
  int marked_row = -1;
  int marked_col = -1;
  // The zoom of the map's group (state.zoom[map.zoom_group]); null: the map stays whole.
  view::MapZoom* zoom = nullptr;
};

// A map's title as it fits a width: one line of the interface's text, else up to three
// lines of the small font, broken between its pieces first ("Head 1:" / "previous token" /
// "(needs d_k ≥ 14)"); cut with an ellipsis only when even that is too narrow, never to
// nothing. With `small`, the small font from the start.
inline constexpr std::size_t kTitleLines = 3;
struct TitleLayout {
  ImFont* font = nullptr;  // null: the interface font
  std::string lines[kTitleLines];
  int count = 1;
  float height = 0.0f;     // of its lines, with the spacing under them
};
TitleLayout fit_title(const std::string& title, float room, bool small = false);

struct HeatmapLayout {
  float cell = 0.0f;         // side of a (square) cell; below 1 pixel for long maps
  float cell_h = 0.0f;       // its height: taller than `cell` only for a few rows of many
                             // columns, which would otherwise be a sliver
  float row_label_w = 0.0f;  // 0: no row labels
  float col_label_h = 0.0f;  // 0: no column labels
  bool col_labels_upright = false;  // every column label fits its cell: written level
  ImFont* label_font = nullptr;     // the labels' font; null: the interface font
  TitleLayout title;                // the title's lines, fitted to the room it has
  float title_h = 0.0f;             // the title, and the shape under it when asked for
  float colorbar_h = 0.0f;
  ImVec2 size;               // the whole widget
};

// The rows and columns on screen under `zoom` (null: the whole map). Zoomed in to cells
// large enough for labels, the window starts and ends on whole cells.
view::VisibleCells visible_cells_of(const MapView& map, const view::MapZoom* zoom);

// The widest row and column labels (pixels, at the current font), each capped at `cap`,
// among the rows and columns on screen under `zoom` (null: all).
void measure_labels(const MapView& map, float cap, float* row_w, float* col_w,
                    const view::MapZoom* zoom = nullptr);

// A cell size that fills the room: whole pixels from 1 pixel up, the exact fraction below.
float snap_cell(float cell);

// How the map fits in `box` (pixels).
HeatmapLayout layout_heatmap(const MapView& map, ImVec2 box, const HeatmapOptions& options);

}  // namespace attn::app
