// A grid of maps of one shape that share their axes (the heads view): how many columns,
// how large a cell, and whether the token labels fit, and at which size of text. No
// drawing here: the sizes of the text come in measured (widgets/heatmap_layout.cpp), so
// that the choice can be tested without a display (tests/test_grid.cpp).
//
// Legend: n maps of R×C cells (rows queries, columns keys), in a room of W×H pixels.
#pragma once

#include <functional>
#include <vector>

namespace attn::view {

// The labels at one size of text.
struct LabelFont {
  float size = 0.0f;   // the text's height in pixels: a labelled cell is at least 95% of it
  float line = 0.0f;   // a line of it, with spacing (the height of level column labels)
  float row_w = 0.0f;  // the widest row label on screen
  float col_w = 0.0f;  // the widest column label on screen (the height when rotated)
  float pad = 0.0f;    // between a label and the cells
};

struct GridRequest {
  int maps = 1;
  float rows = 1.0f, cols = 1.0f;  // the cells of each map on screen (fractional under a zoom)
  float width = 0.0f, height = 0.0f;
  float gap = 0.0f;          // between two maps
  float colorbar_h = 0.0f;   // under each map
  // The sizes the labels may take, the interface's first; a second, smaller one is tried
  // when the first fits nowhere.
  std::vector<LabelFont> fonts;
  // The room the titles take above a row of maps whose cells are this wide.
  std::function<float(float map_width)> title_height;
  bool whole_pixels = true;  // cells of whole pixels from 1 up (not under a zoom)
};

struct GridPlan {
  int cols = 1, rows = 1;
  float cell = 0.0f;
  int font = -1;               // the labels' size in GridRequest::fonts; -1: no labels
  float row_label_w = 0.0f;    // left of the first column of maps
  float col_label_h = 0.0f;    // above the first row
  bool col_labels_upright = false;  // level, each within its cell; else rotated
  float title_h = 0.0f;        // above each row of maps
};

// The largest cells, fewer columns unless more give clearly larger cells (half a pixel,
// or 5% below one pixel), labels at the interface's size where a labelled cell can be a
// line tall. When no layout fits them, the smaller labels are taken if their cells are at
// least 70% of the unlabelled ones: a map whose rows and columns say their tokens is worth
// that much of its size.
GridPlan plan_grid(const GridRequest& request);

}  // namespace attn::view
