// What the page (the WebAssembly build) asks of the browser, beside emscripten's GLFW: the
// address's parameters, the canvas fitted to the browser's window in device pixels, the
// Fullscreen API, and the frame counts the page's tests read. Defined in the page's build only.
#pragma once

#include <string>
#include <vector>

struct GLFWwindow;

namespace attn::app::web {

// index.html?lesson=default&fresh: address_parameter("lesson") == "default", "" when absent.
std::string address_parameter(const std::string& name);
bool has_address_parameter(const std::string& name);

// The browser's window in device pixels (the canvas fills it).
void page_size(int* width, int* height);

// The canvas follows the browser's window: its pixels are the device's (sharp on high-DPI
// screens) and the content scale is devicePixelRatio. True when the size or scale changed.
bool fit_canvas(GLFWwindow* window, float* content_scale);

// F11: the Fullscreen API (a browser grants it only inside a key or click handler, which a
// frame is not: the request waits for the next key or click). Returns the new state.
bool toggle_fullscreen();

// Dear ImGui's copy and paste through the browser's clipboard (emscripten's GLFW has none):
// what is copied goes to navigator.clipboard; Ctrl+V pastes what the browser's paste event
// brought (a page may read the clipboard only in that event). Once, after ImGui's backend.
void install_clipboard();

// After each frame: Module.attnFrames, attnFirstFrameMs, attnLastFrameMs and attnSettled
// (three frames drawn with every worker at rest: what the window shows is final) for the
// page's tests.
void report_frame(int frame, double frame_ms, double first_frame_ms, bool settled);

// The presenter's window (model/presenter_link.hpp says what the two tabs say): this page
// opened again as index.html?presenter=ID, the two linked by a BroadcastChannel named
// "attention-explorer-presenter". Messages are JSON texts; those received wait in a queue.
void channel_open();
void channel_post(const std::string& text);
std::vector<std::string> channel_take();  // oldest first; the queue is then empty
bool channel_waiting();                   // a message waits (the loop draws a frame for it)
// Posted by the page itself when this tab is closed or reloaded (pagehide), replacing the last.
void channel_on_leave(const std::string& text);
// Opens this page with `query` ("?presenter=ID&lang=zh-CN") in a window of its own (a
// second call shows the same one again); false when the browser refused (a pop-up blocker).
bool open_window(const std::string& query);
// Closes this tab: the browser does so for a window a page opened (open_window), and leaves
// a tab opened by hand as it is.
void close_this_tab();

}  // namespace attn::app::web
