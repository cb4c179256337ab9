// Figures for slides (Ctrl+E in the window, `render --figure` without one): the current
// view drawn again by its own panel, off screen, without buttons, under a title (the
// lesson's title, then the view, the head shown and the model) and above a colour bar
// that says what the colours are and their range ("attention weight  0 … 0.87"). The
// token labels are the heatmaps' own.
//
// The figure is one extra ImGui frame rendered into a framebuffer object between two
// frames of the window; the window's own frame is not touched.
#pragma once

#include <string>

#include "gui/frame.hpp"
#include "model/state.hpp"

namespace attn::app {

// The figure's title and the line under it.
struct FigureText {
  std::string title;     // the lesson's title, or "Attention Explorer"
  std::string subtitle;  // "All heads: 4 heads and their average   D = 128 …"
};
FigureText figure_text(const AppState& state, const Scene& scene);

// What the colours of the current view mean and their range ("attention weight (after
// softmax)", 0, 0.87); `has_bar` is false for views without heatmaps or with one range
// per map under each map (the pipeline's). An empty caption: no legend at all.
struct FigureLegend {
  bool has_bar = false;
  std::string caption;
  std::string note;  // one more line: the colour map, one range or one per map, masking
  float lo = 0.0f, hi = 1.0f;
  bool signed_values = false;
  bool relative = false;  // each map has its own range: ticks −max, 0, max
  bool masked = false;    // some cell is masked: a hatched swatch explains it
};
FigureLegend figure_legend(const AppState& state, const Scene& scene);

// Draws the figure in an ImGui frame covering the whole display: the legend goes right
// under what the view drew. Returns the height used, from the top.
float draw_figure(AppState& state, Scene& scene);

// Renders the figure, w×h in ImGui units (times the display's framebuffer scale in
// pixels), into a framebuffer object and returns it as PNG bytes. With `crop`, rows below
// the legend are cut off and *used_h says how many were kept. Call between frames, with
// the fonts and maps of the current state built. Throws std::runtime_error when the
// framebuffer cannot be made.
std::string render_figure_png(AppState& state, Scene& scene, int w, int h,
                              bool crop = false, int* used_h = nullptr);

// The figure's size for Ctrl+E: the view's rectangle, taller by the title and the legend
// (then cropped to what was drawn).
void figure_size_for_view(const AppState& state, const Scene& scene, int* w, int* h);

// Ctrl+E: renders the figure, writes it to the export folder (io/export_paths.hpp) and says where
// in the status line.
void export_figure(AppState& state, Scene& scene);

}  // namespace attn::app
