#include "view/zoom.hpp"

#include <algorithm>
#include <cmath>

namespace attn::view {
namespace {

// Cells visible along an axis of n cells at zoom z.
float visible_along(int n, float zoom) {
  const float floor_cells = static_cast<float>(std::min(n, kMinVisibleCells));
  return std::min(static_cast<float>(n), std::max(static_cast<float>(n) / zoom, floor_cells));
}

}  // namespace

float max_zoom(int rows, int cols) {
  const int longest = std::max(rows, cols);
  return std::max(1.0f, static_cast<float>(longest) / static_cast<float>(kMinVisibleCells));
}

MapZoom clamp_zoom(MapZoom z, int rows, int cols) {
  if (!std::isfinite(z.zoom)) z.zoom = 1.0f;
  z.zoom = std::clamp(z.zoom, 1.0f, max_zoom(rows, cols));
  const float vr = visible_along(rows, z.zoom);
  const float vc = visible_along(cols, z.zoom);
  z.row = std::isfinite(z.row) ? std::clamp(z.row, 0.0f, static_cast<float>(rows) - vr) : 0.0f;
  z.col = std::isfinite(z.col) ? std::clamp(z.col, 0.0f, static_cast<float>(cols) - vc) : 0.0f;
  if (z.zoom == 1.0f) z.row = z.col = 0.0f;
  return z;
}

VisibleCells visible_cells(const MapZoom& zoom, int rows, int cols) {
  const MapZoom z = clamp_zoom(zoom, rows, cols);
  return {z.row, z.col, visible_along(rows, z.zoom), visible_along(cols, z.zoom)};
}

MapZoom zoom_about(const MapZoom& z, int rows, int cols, float factor, float at_row,
                   float at_col) {
  const VisibleCells before = visible_cells(z, rows, cols);
  const float fr = before.rows > 0.0f ? (at_row - before.row) / before.rows : 0.0f;
  const float fc = before.cols > 0.0f ? (at_col - before.col) / before.cols : 0.0f;
  MapZoom out = z;
  out.zoom = std::clamp(z.zoom * factor, 1.0f, max_zoom(rows, cols));
  const float vr = visible_along(rows, out.zoom);
  const float vc = visible_along(cols, out.zoom);
  out.row = at_row - fr * vr;
  out.col = at_col - fc * vc;
  return clamp_zoom(out, rows, cols);
}

MapZoom pan(const MapZoom& z, int rows, int cols, float d_rows, float d_cols) {
  MapZoom out = z;
  out.row += d_rows;
  out.col += d_cols;
  return clamp_zoom(out, rows, cols);
}

Window covering(const VisibleCells& v, int rows, int cols) {
  Window w;
  w.row = std::clamp(static_cast<int>(std::floor(v.row)), 0, std::max(rows - 1, 0));
  w.col = std::clamp(static_cast<int>(std::floor(v.col)), 0, std::max(cols - 1, 0));
  const int r_end = std::clamp(static_cast<int>(std::ceil(v.row + v.rows - 1e-4f)), w.row + 1, rows);
  const int c_end = std::clamp(static_cast<int>(std::ceil(v.col + v.cols - 1e-4f)), w.col + 1, cols);
  w.rows = r_end - w.row;
  w.cols = c_end - w.col;
  return w;
}

}  // namespace attn::view
