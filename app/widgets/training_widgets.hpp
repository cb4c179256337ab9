// The Training view's own pieces: a line plot of several series over the steps, and a
// small attention map drawn cell by cell (a trained toy model's maps are at most 33×33,
// and change five times a second: no texture is kept for them).
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "core/base/types.hpp"

namespace attn::app {

struct PlotSeries {
  std::string label;
  ImU32 colour = 0;
  std::vector<float> x, y;  // x: steps
  float thickness = 1.5f;
};

// Draws at the cursor in `size`: the frame, the y range [y_lo, y_hi] (y_hi < y_lo: from the
// data), the x range 0..x_max, a legend at the top right, and the hovered step's values.
void draw_line_plot(const char* id, const char* title, const std::vector<PlotSeries>& series,
                    float x_max, float y_lo, float y_hi, ImVec2 size);

// A colour for series i of n (distinct on dark and light backgrounds).
ImU32 series_colour(int i);

// An attention map: rows are queries, columns keys, weights in [0, 1], labels at the left
// and along the top, values printed when the cells are large enough, the hovered cell's
// tokens and weight in a tooltip. `cell` is the side of a cell in pixels.
void draw_small_map(const char* id, const char* title, const MatrixRef& weights,
                    const std::vector<std::string>& row_tokens,
                    const std::vector<std::string>& col_tokens, float cell);

// The size draw_small_map takes for these labels and cells.
ImVec2 small_map_size(const MatrixRef& weights, const std::vector<std::string>& row_tokens,
                      const std::vector<std::string>& col_tokens, float cell);

}  // namespace attn::app
