#include "view/grid.hpp"

#include <algorithm>
#include <cmath>

namespace attn::view {
namespace {

// The share of the unlabelled cell that a layout with the smaller labels may keep.
constexpr float kLabelledShare = 0.7f;

float snapped(const GridRequest& q, float cell) {
  if (!(cell > 0.0f)) return 0.0f;
  return q.whole_pixels && cell >= 1.0f ? std::floor(cell) : cell;
}

// The cell of c columns × r rows of maps, with row labels rw wide and column labels ch
// tall; the titles' room follows the maps' width (narrower maps may need more lines).
GridPlan layout(const GridRequest& q, int c, int r, float rw, float ch) {
  GridPlan g;
  g.cols = c;
  g.rows = r;
  g.row_label_w = rw;
  g.col_label_h = ch;
  const float fc = static_cast<float>(c);
  const float fr = static_cast<float>(r);
  const float w = (q.width - rw - (fc - 1.0f) * q.gap) / (fc * q.cols);
  const auto cell_for = [&](float title_h) {
    const float h = (q.height - ch - fr * (title_h + q.colorbar_h) - (fr - 1.0f) * q.gap) /
                    (fr * q.rows);
    return snapped(q, std::min(w, h));
  };
  const auto titles_for = [&](float cell) {
    return q.title_height ? q.title_height(cell * q.cols) : 0.0f;
  };
  // The titles take the room they need above maps of the width the cells give, which in
  // turn depends on that room: settle on a height the titles fit, the least that does.
  float title_h = titles_for(w);
  float cell = cell_for(title_h);
  for (int round = 0; round < 4; ++round) {
    const float needed = titles_for(cell);
    if (needed == title_h) break;
    const float tried = cell_for(needed);
    if (needed < title_h && titles_for(tried) > needed) break;  // the wider maps need more
    title_h = needed;
    cell = tried;
  }
  // Never less room than the titles of the final width need.
  for (int round = 0; round < 4 && titles_for(cell) > title_h; ++round) {
    title_h = titles_for(cell);
    cell = cell_for(title_h);
  }
  g.cell = std::max(cell, 0.0f);
  g.title_h = title_h;
  return g;
}

// c columns with the labels of font f, level when every column label fits its cell.
GridPlan labelled(const GridRequest& q, int c, int r, int f) {
  const LabelFont& lf = q.fonts[static_cast<std::size_t>(f)];
  GridPlan g = layout(q, c, r, lf.row_w + lf.pad, lf.col_w + lf.pad);
  if (g.cell >= lf.col_w + lf.pad * 0.5f) {
    GridPlan level = layout(q, c, r, lf.row_w + lf.pad, lf.line);
    if (level.cell >= lf.col_w + lf.pad * 0.5f) {
      g = level;
      g.col_labels_upright = true;
    }
  }
  g.font = g.cell >= lf.size * 0.95f ? f : -1;
  return g;
}

bool clearly_larger(const GridPlan& g, const GridPlan& best) {
  return g.cell > best.cell + std::min(0.5f, std::max(best.cell, 0.0f) * 0.05f);
}

}  // namespace

GridPlan plan_grid(const GridRequest& q) {
  const int n = std::max(q.maps, 1);
  GridPlan best;
  best.cell = -1.0f;
  for (int c = 1; c <= n; ++c) {
    const int r = (n + c - 1) / c;
    GridPlan g = q.fonts.empty() ? GridPlan{} : labelled(q, c, r, 0);
    if (g.font < 0) g = layout(q, c, r, 0.0f, 0.0f);
    if (clearly_larger(g, best)) best = g;
  }
  if (best.font < 0 && q.fonts.size() > 1) {
    GridPlan small;
    small.cell = -1.0f;
    for (int c = 1; c <= n; ++c) {
      const GridPlan g = labelled(q, c, (n + c - 1) / c, 1);
      if (g.font == 1 && clearly_larger(g, small)) small = g;
    }
    if (small.font == 1 && small.cell >= kLabelledShare * best.cell) best = small;
  }
  best.cell = std::max(best.cell, 0.0f);
  return best;
}

}  // namespace attn::view
