#include "gui/presenter.hpp"

#include "widgets/gl.hpp"
#ifdef __EMSCRIPTEN__
#include "gui/web_page.hpp"
#endif
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <ctime>
#include <random>
#include <set>
#include <string>

#include "gui/drawn_text.hpp"
#include "gui/fonts.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "gui/frame.hpp"
#include "gui/scene_pictures.hpp"
#include "model/presenter_link.hpp"
#include "model/scenes.hpp"
#include "model/session.hpp"
#include "model/state.hpp"
#include "panels/panels.hpp"

namespace attn::app {
namespace {

// The presenter's text is larger than the interface's 100%: read at a glance, from a step
// back, on a laptop's screen.
constexpr float kPresenterTextScale = 1.35f;

// Reached from the presenter window's GLFW callbacks through its user pointer.
struct Link {
  AppState* state = nullptr;
  ImGuiContext* imgui = nullptr;
  int* events = nullptr;
};

Link* link_of(GLFWwindow* w) { return static_cast<Link*>(glfwGetWindowUserPointer(w)); }

// ImGui's GLFW callbacks act on the current ImGui context: the presenter's, for its window.
template <typename F>
void in_presenter_context(GLFWwindow* w, F&& f) {
  Link* link = link_of(w);
  if (link->events != nullptr) ++*link->events;
  ImGuiContext* before = ImGui::GetCurrentContext();
  ImGui::SetCurrentContext(link->imgui);
  f();
  ImGui::SetCurrentContext(before);
}

void install_callbacks(GLFWwindow* window) {
  // Keys join the main window's queue: the same shortcuts act from either window.
  glfwSetKeyCallback(window, [](GLFWwindow* w, int key, int, int action, int mods) {
    Link* link = link_of(w);
    if (link->events != nullptr) ++*link->events;
    if (action == GLFW_PRESS || action == GLFW_REPEAT) link->state->key_presses.push_back({key, mods});
  });
  glfwSetMouseButtonCallback(window, [](GLFWwindow* w, int button, int action, int mods) {
    in_presenter_context(w, [&] { ImGui_ImplGlfw_MouseButtonCallback(w, button, action, mods); });
  });
  glfwSetScrollCallback(window, [](GLFWwindow* w, double x, double y) {
    in_presenter_context(w, [&] { ImGui_ImplGlfw_ScrollCallback(w, x, y); });
  });
  glfwSetCursorEnterCallback(window, [](GLFWwindow* w, int entered) {
    in_presenter_context(w, [&] { ImGui_ImplGlfw_CursorEnterCallback(w, entered); });
  });
  glfwSetWindowFocusCallback(window, [](GLFWwindow* w, int focused) {
    in_presenter_context(w, [&] { ImGui_ImplGlfw_WindowFocusCallback(w, focused); });
  });
  glfwSetCursorPosCallback(window, [](GLFWwindow* w, double, double) {
    if (link_of(w)->events != nullptr) ++*link_of(w)->events;
  });
  glfwSetWindowSizeCallback(window, [](GLFWwindow* w, int, int) {
    if (link_of(w)->events != nullptr) ++*link_of(w)->events;
  });
}

}  // namespace

std::string presenter_clock() {
  const std::time_t t = std::time(nullptr);
  const std::tm tm = io::platform::local_time(t);
  char buf[16];
  std::strftime(buf, sizeof buf, "%H:%M", &tm);
  return buf;
}

void update_presenter_fonts(PresenterFonts& f, const AppState& state, float content_scale) {
  const float pixels = std::round(kBaseFontPixels * kPresenterTextScale * std::max(1.0f, content_scale));
  const std::set<unsigned> glyphs = cjk_codepoints_in(state.notes.all() + state.title.all() + scene_label(state));
  if (pixels != f.pixels || f.light_theme != state.light_theme || fonts_missing_glyphs(f.fonts, glyphs)) {
    f.pixels = pixels;
    f.light_theme = state.light_theme;
    rebuild_fonts(f.fonts, pixels, pixels, glyphs);
    apply_style(state.light_theme, pixels / kBaseFontPixels);
  }
}

void render_presenter_frame(GLFWwindow* window) {
  int w = 0, h = 0;
  glfwGetFramebufferSize(window, &w, &h);
  glViewport(0, 0, w, h);
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

struct PresenterWindow::Impl {
  GLFWwindow* window = nullptr;
  ImGuiContext* imgui = nullptr;
  Link link;
  PresenterFonts fonts;
  std::string title;
  ScenePictures pictures;  // in this window's OpenGL context, which shares nothing with the main one
#ifdef __EMSCRIPTEN__
  // The page: the presenter's window is another tab, linked through the page's channel.
  std::string page_id;    // this tab's, in every message
  bool page_opened = false;  // a window was opened for it
  bool page_linked = false;  // a presenter tab said hello
  std::string page_sent;     // the last "show" sent (with no clock)
  void page_frame(AppState& state, GLFWwindow* main_window, int* events);
#endif

  bool open(AppState& state, GLFWwindow* main_window) {
#ifndef __EMSCRIPTEN__
    glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "attention-explorer-presenter");
#endif
    window = glfwCreateWindow(1000, 680, tr("Attention Explorer · Presenter"), nullptr, nullptr);
#ifndef __EMSCRIPTEN__
    glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "attention-explorer");
#endif
    if (window == nullptr) return false;
    link.state = &state;
    glfwSetWindowUserPointer(window, &link);
    install_callbacks(window);
    ImGuiContext* main_imgui = ImGui::GetCurrentContext();
    glfwMakeContextCurrent(window);
    load_gl_functions();  // the main window's context found them all
    glfwSwapInterval(0);  // the main window waits for the screen; this one need not
    imgui = ImGui::CreateContext();
    link.imgui = imgui;
    ImGui::SetCurrentContext(imgui);
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(window, false);
    ImGui_ImplOpenGL3_Init("#version 330 core");
    fonts = PresenterFonts{find_fonts()};
    ImGui::SetCurrentContext(main_imgui);
    glfwMakeContextCurrent(main_window);
    return true;
  }

  void close(GLFWwindow* main_window) {
    if (window == nullptr) return;
    ImGuiContext* main_imgui = ImGui::GetCurrentContext();
    glfwMakeContextCurrent(window);
    ImGui::SetCurrentContext(imgui);
    pictures.release();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext(imgui);
    imgui = nullptr;
    ImGui::SetCurrentContext(main_imgui);
    glfwMakeContextCurrent(main_window);
    glfwDestroyWindow(window);
    window = nullptr;
    title.clear();
  }

  void draw(AppState& state, GLFWwindow* main_window) {
    ImGuiContext* main_imgui = ImGui::GetCurrentContext();
    glfwMakeContextCurrent(window);
    ImGui::SetCurrentContext(imgui);

    float xs = 1.0f, ys = 1.0f;
#ifndef __EMSCRIPTEN__
    glfwGetWindowContentScale(window, &xs, &ys);
#endif
    update_presenter_fonts(fonts, state, std::max(xs, ys));
    const std::string t =
        std::string(tr("Attention Explorer · Presenter")) + (scene_count(state) > 0 ? " · " + scene_label(state) : std::string());
    if (t != title) {
      title = t;
      glfwSetWindowTitle(window, title.c_str());
    }

    int main_w = 0, main_h = 0;
    glfwGetFramebufferSize(main_window, &main_w, &main_h);
    // A frame of a picture at most; while one is on the way the loop keeps its frames coming.
    if (pictures.update(state, std::clamp(main_w, 320, 4096), std::clamp(main_h, 240, 4096), now_seconds()) &&
        link.events != nullptr) {
      ++*link.events;
    }
    PresenterShown shown;
    float aspect = 1.6f;
    const int next = state.scenes.current + 1;
    if (const unsigned tex = pictures.texture(next, &aspect); tex != 0) {
      shown.next_picture = reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(tex));
      shown.picture_aspect = aspect;
    }
    shown.picture_note = pictures.note(next);
    shown.clock = presenter_clock();
    shown.elapsed = now_seconds() - state.presenter_since;

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    draw_presenter_window(state, shown);
    ImGui::Render();
    if (TextRecorder* record = text_recorder()) record->record(*ImGui::GetDrawData(), *ImGui::GetIO().Fonts, "presenter");
    render_presenter_frame(window);
    glfwSwapBuffers(window);

    ImGui::SetCurrentContext(main_imgui);
    glfwMakeContextCurrent(main_window);
  }
};

#ifdef __EMSCRIPTEN__
void PresenterWindow::Impl::page_frame(AppState& state, GLFWwindow* main_window, int* events) {
  const double now = now_seconds();
  if (page_id.empty()) {
    std::random_device random;
    page_id = std::to_string(random()) + std::to_string(random());
    web::channel_open();
    // This tab closed or reloaded: its presenter's window closes too.
    web::channel_on_leave(presenter_link::close_message(page_id));
  }
  bool send_again = false;
  for (const std::string& message : web::channel_take()) {
    const presenter_link::Taken taken = presenter_link::take_in_presenting_tab(state, page_id, message, now);
    if (taken.acted && events != nullptr) ++*events;
    if (taken.linked) page_linked = true;
    if (taken.unlinked) page_linked = page_opened = false;
    send_again = send_again || taken.send_again;
  }
  if (!state.presenter) {
    if (page_linked || page_opened) web::channel_post(presenter_link::close_message(page_id));
    page_linked = page_opened = false;
    page_sent.clear();
    return;
  }
  if (!page_linked && !page_opened) {
    // Turned on here (View ▸ Presenter window): the page again, in a window of its own. A
    // browser allows it for a few seconds after a click or key, which this frame follows.
    page_opened = web::open_window("?presenter=" + page_id + "&lang=" + i18n::language());
    if (!page_opened) {
      set_presenter(state, false, now);
      set_status(state,
                 tr("The browser did not open the presenter's window: allow pop-ups for this page, or open this "
                    "page's address again in a new tab with ?presenter at its end"),
                 true);
      return;
    }
  }
  int w = 0, h = 0;
  glfwGetFramebufferSize(main_window, &w, &h);
  // Sent when what it shows changes (the clock's start only with the rest).
  const std::string unchanged = presenter_link::show_message(state, page_id, w, h, 0.0);
  if (unchanged != page_sent || send_again) {
    page_sent = unchanged;
    web::channel_post(presenter_link::show_message(state, page_id, w, h, now - state.presenter_since));
  }
}
#endif

PresenterWindow::PresenterWindow() : impl_(std::make_unique<Impl>()) {}
PresenterWindow::~PresenterWindow() = default;

bool PresenterWindow::is_open() const { return impl_->window != nullptr; }

void PresenterWindow::close(GLFWwindow* main_window) { impl_->close(main_window); }

void PresenterWindow::frame(AppState& state, GLFWwindow* main_window, int* events) {
  Impl& p = *impl_;
  p.link.events = events;
#ifdef __EMSCRIPTEN__
  // The page has one canvas: the presenter's window is the page opened again, which follows
  // this one (presenter_tab.cpp).
  p.page_frame(state, main_window, events);
  return;
#endif
  if (state.presenter && p.window == nullptr && !p.open(state, main_window)) {
    set_presenter(state, false, now_seconds());
    set_status(state, tr("The presenter window could not be opened on this display"), true);
    return;
  }
  if (p.window != nullptr && glfwWindowShouldClose(p.window)) set_presenter(state, false, now_seconds());
  if (!state.presenter) {
    p.close(main_window);
    return;
  }
  p.draw(state, main_window);
}

}  // namespace attn::app
