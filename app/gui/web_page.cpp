#ifdef __EMSCRIPTEN__
#include "gui/web_page.hpp"

#include <emscripten.h>
#include <emscripten/html5.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include <cmath>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

namespace attn::app::web {
namespace {

// The parameter's value, decoded; null when absent (malloc'd, freed by the caller).
EM_JS(char*, attn_address_parameter, (const char* name), {
  const value = new URLSearchParams(window.location.search).get(UTF8ToString(name));
  if (value === null) return 0;
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});

EM_JS(double, attn_device_pixel_ratio, (), { return window.devicePixelRatio || 1; });
EM_JS(int, attn_inner_width, (), { return window.innerWidth; });
EM_JS(int, attn_inner_height, (), { return window.innerHeight; });

// The canvas's CSS size stays the window's; its pixels are set by GLFW's window size (which
// writes a CSS size of its own). Written only when it differs: a frame at rest changes no style.
EM_JS(void, attn_canvas_css_size, (int w, int h), {
  const style = Module["canvas"].style;
  if (style.width !== w + "px") style.width = w + "px";
  if (style.height !== h + "px") style.height = h + "px";
});

EM_JS(int, attn_toggle_fullscreen, (), {
  if (document.fullscreenElement) {
    document.exitFullscreen();
    return 0;
  }
  // Granted only in a user's gesture: asked at the next key or click if this one is refused.
  const ask = () => document.documentElement.requestFullscreen().catch(() => {});
  ask();
  const again = () => { if (!document.fullscreenElement) ask(); };
  window.addEventListener("keyup", again, {once: true});
  window.addEventListener("mouseup", again, {once: true});
  return 1;
});

EM_JS(void, attn_report_frame, (int frame, double ms, double first_ms, int settled), {
  Module["attnFrames"] = frame;
  Module["attnLastFrameMs"] = ms;
  Module["attnSettled"] = settled !== 0;
  if (frame === 1) {
    Module["attnFirstFrameMs"] = first_ms;
    Module["attnFirstFramePageMs"] = performance.now();  // from the page's navigation
  }
  if (Module["onFrame"]) Module["onFrame"](frame, ms);
});

// The text of the last paste event (or of the last copy made here), kept by the page.
EM_JS(void, attn_clipboard_listen, (), {
  Module["attnClipboard"] = "";
  window.addEventListener("paste", (e) => {
    Module["attnClipboard"] = (e.clipboardData && e.clipboardData.getData("text/plain")) || "";
  }, true);
});

EM_JS(char*, attn_clipboard_text, (), {
  const value = Module["attnClipboard"] || "";
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});

EM_JS(void, attn_clipboard_copy, (const char* text), {
  const value = UTF8ToString(text);
  Module["attnClipboard"] = value;
  if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(value).catch(() => {});
});

EM_JS(void, attn_channel_open, (), {
  if (Module["attnChannel"]) return;
  Module["attnInbox"] = [];
  if (typeof BroadcastChannel === "undefined") return;  // no presenter's window then
  const channel = new BroadcastChannel("attention-explorer-presenter");
  channel.onmessage = (e) => { if (typeof e.data === "string") Module["attnInbox"].push(e.data); };
  Module["attnChannel"] = channel;
  window.addEventListener("pagehide", () => {
    if (Module["attnLeaving"]) channel.postMessage(Module["attnLeaving"]);
  });
});

EM_JS(void, attn_channel_post, (const char* text), {
  if (Module["attnChannel"]) Module["attnChannel"].postMessage(UTF8ToString(text));
});

EM_JS(int, attn_channel_count, (), { return Module["attnInbox"] ? Module["attnInbox"].length : 0; });

// The next message waiting (malloc'd), null when none.
EM_JS(char*, attn_channel_next, (), {
  const inbox = Module["attnInbox"];
  if (!inbox || inbox.length === 0) return 0;
  const value = inbox.shift();
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});

EM_JS(void, attn_channel_on_leave, (const char* text), { Module["attnLeaving"] = UTF8ToString(text); });

EM_JS(int, attn_open_window, (const char* query), {
  const w = window.open(window.location.pathname + UTF8ToString(query), "attention-explorer-presenter",
                        "popup,width=1000,height=680");
  if (!w) return 0;
  w.focus();
  return 1;
});

EM_JS(void, attn_close_this_tab, (), { window.close(); });

}  // namespace

void channel_open() { attn_channel_open(); }
void channel_post(const std::string& text) { attn_channel_post(text.c_str()); }
bool channel_waiting() { return attn_channel_count() > 0; }
void channel_on_leave(const std::string& text) { attn_channel_on_leave(text.c_str()); }
bool open_window(const std::string& query) { return attn_open_window(query.c_str()) != 0; }
void close_this_tab() { attn_close_this_tab(); }

std::vector<std::string> channel_take() {
  std::vector<std::string> out;
  while (char* text = attn_channel_next()) {
    out.emplace_back(text);
    std::free(text);
  }
  return out;
}

void install_clipboard() {
  attn_clipboard_listen();
  ImGuiIO& io = ImGui::GetIO();
  io.SetClipboardTextFn = [](void*, const char* text) { attn_clipboard_copy(text); };
  io.GetClipboardTextFn = [](void*) -> const char* {
    static std::string text;  // ImGui reads it before asking again
    char* value = attn_clipboard_text();
    text = value;
    std::free(value);
    return text.c_str();
  };
  io.ClipboardUserData = nullptr;
}

std::string address_parameter(const std::string& name) {
  char* value = attn_address_parameter(name.c_str());
  if (value == nullptr) return "";
  std::string out(value);
  std::free(value);
  return out;
}

bool has_address_parameter(const std::string& name) {
  char* value = attn_address_parameter(name.c_str());
  std::free(value);
  return value != nullptr;
}

void page_size(int* width, int* height) {
  const double ratio = attn_device_pixel_ratio();
  *width = static_cast<int>(std::lround(attn_inner_width() * ratio));
  *height = static_cast<int>(std::lround(attn_inner_height() * ratio));
}

bool fit_canvas(GLFWwindow* window, float* content_scale) {
  const float ratio = static_cast<float>(attn_device_pixel_ratio());
  int want_w = 0, want_h = 0;
  page_size(&want_w, &want_h);
  int w = 0, h = 0;
  glfwGetWindowSize(window, &w, &h);
  const bool resized = w != want_w || h != want_h;
  if (resized) glfwSetWindowSize(window, want_w, want_h);
  attn_canvas_css_size(attn_inner_width(), attn_inner_height());
  const float scale = ratio < 1.0f ? 1.0f : ratio;
  const bool rescaled = scale != *content_scale;
  *content_scale = scale;
  return resized || rescaled;
}

bool toggle_fullscreen() { return attn_toggle_fullscreen() != 0; }

void report_frame(int frame, double frame_ms, double first_frame_ms, bool settled) {
  attn_report_frame(frame, frame_ms, first_frame_ms, settled ? 1 : 0);
}

}  // namespace attn::app::web
#endif
