// The page's presenter window (index.html?presenter=ID): the page opened again, in a window of
// its own, drawing only what the desktop's presenter window draws (panels/presenter_panel.cpp)
// for the tab presenting, which it follows through the page's channel
// (model/presenter_link.hpp). The tab presenting opens it from View ▸ Presenter window;
// index.html?presenter with no ID, opened by hand, follows the first tab that answers.
//
// Its keys act in the tab presenting, as the desktop presenter's act in the main window,
// except the browser's own (F5 reloads it, Ctrl+W closes it) and F11 (full screen here). It
// draws the next scene's picture itself (gui/scene_pictures.hpp), at the size of the tab
// presenting, and writes nothing to the browser's storage (the tab presenting keeps it).
// For the page's tests, Module.attnPresenter holds what it shows, as JSON.
#pragma once

struct GLFWwindow;

namespace attn::app {

struct GuiOptions;

// Starts the presenter tab's frames in `window` (its OpenGL context current) on the
// browser's main loop, and returns; the frames run after. Defined in the page's build only.
void run_presenter_tab(const GuiOptions& options, GLFWwindow* window);

}  // namespace attn::app
