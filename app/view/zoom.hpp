// Zoom and pan of a heatmap: which of its cells are on screen. A zoom of n shows 1/n of the
// map along each axis (never fewer than kMinVisibleCells cells, or the whole axis when it
// is shorter), starting at a fractional first row and column, always inside the map.
//
// No drawing here: the heatmap widget turns the wheel and drags into these calls
// (tests/test_pooling.cpp checks them with the pooling).
#pragma once

#include "view/pooling.hpp"

namespace attn::view {

inline constexpr int kMinVisibleCells = 8;

struct MapZoom {
  float zoom = 1.0f;  // 1: the whole map
  float row = 0.0f;   // first row on screen (fractional)
  float col = 0.0f;   // first column on screen
};

inline bool operator==(const MapZoom& a, const MapZoom& b) {
  return a.zoom == b.zoom && a.row == b.row && a.col == b.col;
}
inline bool operator!=(const MapZoom& a, const MapZoom& b) { return !(a == b); }

// The cells on screen: fractional first row and column, and how many of each.
struct VisibleCells {
  float row = 0.0f;
  float col = 0.0f;
  float rows = 0.0f;
  float cols = 0.0f;
};

// The largest zoom for a rows×cols map (1 when it has no more than kMinVisibleCells a side).
float max_zoom(int rows, int cols);

// `z` made valid for a rows×cols map: zoom in [1, max_zoom], the window inside the map.
MapZoom clamp_zoom(MapZoom z, int rows, int cols);

VisibleCells visible_cells(const MapZoom& z, int rows, int cols);

// Zooms by `factor` (> 1 in, < 1 out) keeping the point at (at_row, at_col), in cells of
// the map, where it is on screen (the cell under the pointer stays under the pointer).
MapZoom zoom_about(const MapZoom& z, int rows, int cols, float factor, float at_row,
                   float at_col);

// Moves the window by d_rows, d_cols cells (a drag moves it against the pointer).
MapZoom pan(const MapZoom& z, int rows, int cols, float d_rows, float d_cols);

// The whole cells that the visible part touches: [⌊row⌋, ⌈row + rows⌉) and the same for
// columns, inside the map.
Window covering(const VisibleCells& v, int rows, int cols);

}  // namespace attn::view
