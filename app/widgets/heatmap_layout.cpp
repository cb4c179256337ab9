#include "widgets/heatmap_layout.hpp"

#include <algorithm>
#include <cmath>

#include "widgets/text.hpp"

namespace attn::app {
namespace {

constexpr float kWholeCellsBelow = 64.0f;  // zoomed to fewer cells a side: no partial cells

}  // namespace

float snap_cell(float cell) {
  if (!(cell > 0.0f)) return 0.0f;
  return cell >= 1.0f ? std::floor(cell) : cell;
}

view::VisibleCells visible_cells_of(const MapView& map, const view::MapZoom* zoom) {
  if (zoom == nullptr || map.zoom_group < 0) {
    return {0.0f, 0.0f, static_cast<float>(std::max(map.rows, 1)), static_cast<float>(std::max(map.cols, 1))};
  }
  view::VisibleCells v = view::visible_cells(*zoom, std::max(map.rows, 1), std::max(map.cols, 1));
  // Zoomed in to cells large enough for labels: whole cells at the edges.
  if (v.rows <= kWholeCellsBelow && v.cols <= kWholeCellsBelow) {
    v.row = std::clamp(std::round(v.row), 0.0f, static_cast<float>(map.rows) - v.rows);
    v.col = std::clamp(std::round(v.col), 0.0f, static_cast<float>(map.cols) - v.cols);
  }
  return v;
}

void measure_labels(const MapView& map, float cap, float* row_w, float* col_w,
                    const view::MapZoom* zoom) {
  const view::VisibleCells v = visible_cells_of(map, zoom);
  const view::Window w = view::covering(v, std::max(map.rows, 1), std::max(map.cols, 1));
  *row_w = max_label_width(map.row_tokens, cap, w.row, w.rows);
  *col_w = max_label_width(map.col_tokens, cap, w.col, w.cols);
}

HeatmapLayout layout_heatmap(const MapView& map, ImVec2 box, const HeatmapOptions& options) {
  HeatmapLayout l;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float font = ImGui::GetFontSize();
  l.title_h = (options.shape_below_title ? 2.0f * line : line) + 2.0f;
  l.colorbar_h = options.colorbar_below ? font * 0.7f + line + 6.0f : 0.0f;
  // Zoomed in, the cells on screen are laid out as if they were the whole map.
  const view::VisibleCells v = visible_cells_of(map, options.zoom);
  const float rows = v.rows;
  const float cols = v.cols;
  const view::Window shown = view::covering(v, std::max(map.rows, 1), std::max(map.cols, 1));
  auto fit = [&](float rw, float ch) {
    const float w = box.x - rw;
    const float h = box.y - l.title_h - ch - l.colorbar_h;
    return std::max(0.0f, std::min({w / cols, h / rows, options.max_cell}));
  };
  const float pad = font * 0.5f;
  bool labelled = false;
  // Zoomed in, cells are not on whole pixels anyway (the window starts part way into a
  // cell): the exact size keeps the map the same size at every zoom.
  const bool zoomed = options.zoom != nullptr && map.zoom_group >= 0 && options.zoom->zoom > 1.0f;
  auto whole = [&](float cell) { return zoomed ? cell : std::floor(cell); };
  if (options.fixed_cell > 0.0f) {
    l.cell = options.fixed_cell;
    if (options.labels && l.cell >= font * 0.95f) {
      float rw = 0.0f, cw = 0.0f;
      measure_labels(map, font * 10.0f, &rw, &cw, options.zoom);
      if (options.row_labels) l.row_label_w = rw + pad;
      if (options.col_labels) {
        l.col_labels_upright = cw + pad * 0.5f <= l.cell;
        l.col_label_h = l.col_labels_upright ? line : cw + pad;
      }
    }
    l.cell_h = l.cell;
    l.size = ImVec2(l.row_label_w + cols * l.cell,
                    l.title_h + l.col_label_h + rows * l.cell + l.colorbar_h);
    return l;
  }
  // Labels only when a cell can be as tall as a line of text (never for 4096 cells a side).
  if (options.labels && fit(0.0f, 0.0f) >= font * 0.95f) {
    const float rw = max_label_width(map.row_tokens, box.x * 0.34f, shown.row, shown.rows) + pad;
    const float col_w = max_label_width(map.col_tokens, box.y * 0.28f, shown.col, shown.cols);
    // Level column labels when each fits its cell, else rotated to read upwards.
    const float level_cell = fit(rw, line);
    if (level_cell >= col_w + pad * 0.5f && level_cell >= font * 0.95f) {
      l.cell = whole(level_cell);
      l.row_label_w = rw;
      l.col_label_h = line;
      l.col_labels_upright = true;
      labelled = true;
    } else {
      const float ch = col_w + pad;
      const float cell = fit(rw, ch);
      if (cell >= font * 0.95f) {
        l.cell = whole(cell);
        l.row_label_w = rw;
        l.col_label_h = ch;
        labelled = true;
      }
    }
  }
  l.cell_h = l.cell;
  if (!labelled) {
    l.cell = l.cell_h = zoomed ? fit(0.0f, 0.0f) : snap_cell(fit(0.0f, 0.0f));
    // A few rows of many columns (cross-attention to a long source) would be a sliver:
    // their cells grow taller, up to a line of text, as the room allows.
    const float h = box.y - l.title_h - l.colorbar_h;
    if (l.cell < 1.0f && rows * l.cell < font * 3.0f) {
      l.cell_h = std::max(l.cell, std::min(h / rows, font * 1.2f));
    }
  }
  l.size = ImVec2(l.row_label_w + cols * l.cell,
                  l.title_h + l.col_label_h + rows * l.cell_h + l.colorbar_h);
  return l;
}

}  // namespace attn::app
