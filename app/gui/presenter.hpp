// The presenter window (F5, View ▸ Presenter window, --presenter): a second GLFW window with
// its own OpenGL and ImGui contexts, for the teacher's laptop screen, drawn after the main
// window each frame from the same AppState (panels/presenter_panel.cpp). Its keys join the
// main window's queue, so PageDown / PageUp, F5 and the rest act the same in both.
//
// The next scene's picture is drawn in this process whenever the lesson's scenes change, a
// frame at a time so that the window never waits for it (scene_pictures.hpp), as `render
// LESSON --scene K --projector` draws it.
//
// In the page (one canvas) the presenter's window is the page opened again in a window of its
// own (presenter_tab.hpp): here the tab presenting opens it and exchanges messages with it
// (model/presenter_link.hpp) each frame.
#pragma once

#include <memory>
#include <string>

#include "gui/fonts.hpp"

struct GLFWwindow;

namespace attn::app {

struct AppState;

// What both presenter windows (this one and the page's, presenter_tab.hpp) share, in the
// current ImGui context: the fonts at the presenter's size (larger than the interface's) for
// `content_scale`, rebuilt when the size, the theme or the glyphs needed change; the time of
// day ("14:05"); and ImGui's frame drawn into `window` over the theme's background.
struct PresenterFonts {
  FontState fonts;
  float pixels = 0.0f;
  bool light_theme = true;
};
void update_presenter_fonts(PresenterFonts& fonts, const AppState& state, float content_scale);
std::string presenter_clock();
void render_presenter_frame(GLFWwindow* window);

class PresenterWindow {
 public:
  PresenterWindow();
  ~PresenterWindow();
  PresenterWindow(const PresenterWindow&) = delete;
  PresenterWindow& operator=(const PresenterWindow&) = delete;

  // Opens or closes the window as state.presenter asks (its close button clears it), then
  // draws a frame of it. Called with the main window's contexts current, and leaves them
  // current. `events` counts input that reached the presenter window (the loop keeps
  // drawing while there is some).
  void frame(AppState& state, GLFWwindow* main_window, int* events);
  // Closes the window and stops a drawing of the pictures on the way.
  void close(GLFWwindow* main_window);
  bool is_open() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace attn::app
