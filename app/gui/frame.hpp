// One frame of the program, shared by the window (gui.cpp, GLFW) and by `render` (render.cpp,
// no display): act on the state's requests (recompute, fonts, style, maps), start an ImGui
// frame, draw every panel, render into the bound framebuffer. Both paths call run_frame, so
// what `render` writes is what the window shows.
//
// Only the platform differs, and it comes in through FramePlatform: GLFW's NewFrame and
// window chores, or a fixed display size and time step.
#pragma once

#include <functional>
#include <string>

#include "gui/fonts.hpp"
#include "gui/gui.hpp"
#include "model/maps.hpp"
#include "model/results.hpp"
#include "model/state.hpp"
#include "panels/help_panel.hpp"
#include "panels/panels.hpp"
#include "widgets/heatmap_texture.hpp"

namespace attn::app {

// What the frame loop owns beside the state: the results of the model, the maps made from
// them and their textures, the Training view's model, the Model view's pretrained model with
// the textures of its maps, the teacher's guide's window and a model's download.
struct Scene {
  Results results;
  Maps maps;
  MapTextures textures;
  TrainingSession training;
  ModelSession pretrained;
  Thumbnails thumbnails;
  Thumbnails across;  // the views across layers' maps, and a vision model's picture
  GuideReader guide;
  DownloadSession download;
  Shown shown() { return {results, maps, textures, training, pretrained, thumbnails, across, download}; }
};

inline constexpr float kBaseFontPixels = 17.0f;  // at 100%, before the monitor's content scale

struct FramePlatform {
  // Runs after the requests and the renderer's NewFrame, just before ImGui::NewFrame: the
  // platform backend's NewFrame, or setting io.DisplaySize and io.DeltaTime by hand.
  std::function<void()> new_frame;
  // Runs right after ImGui::Render (GLFW: hand ImGui the key releases held back a frame).
  std::function<void()> after_render;
  // The framebuffer's size in pixels, read after ImGui::Render.
  std::function<void(int* w, int* h)> framebuffer_size;
};

// After ImGui::CreateContext, with an OpenGL 3.3 context current: the renderer's objects
// and the hatch texture. release_renderer undoes it (before the context goes away).
void init_renderer(Scene& scene);
void release_renderer(Scene& scene);

// The interface's colours and sizes, in the current ImGui context: the light or the dark
// theme, every size times `scale`.
void apply_style(bool light_theme, float scale);

// The lesson the program starts with: options.lesson_path, else the default lesson, else
// the built-in example; then --view and --font-scale over it.
void load_start_lesson(AppState& state, const GuiOptions& options);

// One frame into the framebuffer bound for drawing. Returns true when it acted on a
// request (the window then keeps polling for a few frames instead of waiting).
bool run_frame(AppState& state, Scene& scene, FontState& fonts, const FramePlatform& platform);

// The maps again, when a request asks for them: after a computation is swapped in, and
// before anything is drawn from the maps (they point into the results).
void rebuild_maps_if_needed(AppState& state, Scene& scene);

// The rectangle (x, y from the top left, framebuffer pixels) of the framebuffer bound for
// reading, from `read_buffer` (GL_BACK, GL_COLOR_ATTACHMENT0), as PNG bytes.
std::string read_png(unsigned read_buffer, int x, int y, int w, int h, int fb_h);

}  // namespace attn::app
