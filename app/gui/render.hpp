// `attention-explorer render FILE.json -o OUT.png`: draws what the window would show, or
// the Ctrl+E figure, into a PNG with no display at all.
//
// An OpenGL 3.3 core context comes from EGL on Mesa's surfaceless platform (no X, no
// Wayland, no window); ImGui runs without a platform backend (display size and time step
// set by hand) and draws through run_frame (frame.hpp), the same code as the window.
#pragma once

#include <iosfwd>
#include <string>

namespace attn::app {

struct RenderOptions {
  std::string input_path;   // a lesson ("version" present) or a `compute` case
  std::string output_path;  // the PNG, written atomically
  std::string view;         // empty: the lesson's view (a case: heads, or compare for cross)
  int head = -1;            // -1: the lesson's; 0: all heads / average; 1..H: that head
  int width = 1600;         // pixels
  int height = 1000;
  float font_scale = 0.0f;  // 0: the lesson's; else 1..3
  bool figure = false;      // the Ctrl+E figure (title, view, colour bar) instead of the window
  int frames = 3;           // frames drawn before the picture is taken, as --screenshot
  int scene = 0;            // a lesson's scene K (from 1); 0: the one it opens at
  bool all_scenes = false;  // every scene, one PNG each, into the folder output_path
  bool projector = false;   // as the projector shows it while presenting: no controls, the
                            // maps' labels at the interface's size (F9)
  std::string language;     // --lang TAG: the words drawn in it; "" keeps the current one
};

struct FramePlatform;

// The platform of a frame drawn with no window (render, the presenter's pictures): a display
// of width×height pixels, a time step of 1/60 s, no pointer.
FramePlatform fixed_size_platform(int width, int height);

// With all_scenes, output_path is a folder (made when missing) and scene K is drawn into
// scene-K.png there (K from 1, as wide as the last: scene-01.png … scene-12.png).
// Returns 0 on success; 2 with one line on `err` for bad input (file, view, head, size,
// output path, a scene the lesson lacks), no PNG written; 1 when no OpenGL context can be made without a display.
int run_render(const RenderOptions& options, std::ostream& err);

}  // namespace attn::app
