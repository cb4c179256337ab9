#ifdef __EMSCRIPTEN__
#include "gui/presenter_tab.hpp"

#include <emscripten.h>

#include "widgets/gl.hpp"
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <ctime>
#include <memory>
#include <set>
#include <string>

#include "gui/fonts.hpp"
#include "gui/frame.hpp"
#include "gui/gui.hpp"
#include "gui/presenter.hpp"
#include "gui/scene_pictures.hpp"
#include "gui/web_page.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "model/background.hpp"
#include "model/presenter_link.hpp"
#include "model/scenes.hpp"
#include "model/session.hpp"
#include "model/state.hpp"
#include "panels/panels.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

// A hello again this often until the tab presenting answers (it may still be loading).
constexpr double kHelloEvery = 1.0;

// What Module.attnPresenter holds for the page's tests.
EM_JS(void, attn_presenter_report, (const char* json), { Module["attnPresenter"] = UTF8ToString(json); });

struct TabLoop {
  GLFWwindow* window;
  AppState state;
  presenter_link::PresenterTab tab;
  PresenterFonts fonts;
  ScenePictures pictures;
  int events = 1;
  bool pictures_busy = false;
  int frame = 0;
  double last_draw = -1.0;
  double last_hello = -1e9;
  std::string reported;
  std::string title;
  std::chrono::steady_clock::time_point started;

  TabLoop(const GuiOptions& options, GLFWwindow* w, const std::string& id) : window(w), started(options.started) {
    tab.id = id;
    glfwSetWindowUserPointer(window, this);
    // Installed before ImGui's backend, which chains to them.
    glfwSetKeyCallback(window, [](GLFWwindow* win, int key, int, int action, int mods) {
      auto* self = static_cast<TabLoop*>(glfwGetWindowUserPointer(win));
      self->events++;
      if (action != GLFW_PRESS && action != GLFW_REPEAT) return;
      if (key == GLFW_KEY_F11) {
        web::toggle_fullscreen();
        return;
      }
      // The browser's own (reload, close, new tab, next tab), and nothing before a tab answers.
      const bool ctrl = (mods & (GLFW_MOD_CONTROL | GLFW_MOD_SUPER)) != 0;
      if (key == GLFW_KEY_F5 || (ctrl && (key == GLFW_KEY_W || key == GLFW_KEY_T || key == GLFW_KEY_TAB ||
                                          key == GLFW_KEY_R || key == GLFW_KEY_L))) {
        return;
      }
      if (self->tab.shown) web::channel_post(presenter_link::key_message(self->tab.id, key, mods));
    });
    glfwSetMouseButtonCallback(window, [](GLFWwindow* win, int, int, int) {
      static_cast<TabLoop*>(glfwGetWindowUserPointer(win))->events++;
    });
    glfwSetCursorPosCallback(window, [](GLFWwindow* win, double, double) {
      static_cast<TabLoop*>(glfwGetWindowUserPointer(win))->events++;
    });
    glfwSetScrollCallback(window, [](GLFWwindow* win, double, double) {
      static_cast<TabLoop*>(glfwGetWindowUserPointer(win))->events++;
    });
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(window, true);
    ImGui_ImplOpenGL3_Init("#version 300 es");  // WebGL 2
    // Now, as init_renderer does: rebuild_fonts frees the atlas's pixels once they are a
    // texture, and objects made later would build a texture from the emptied atlas.
    ImGui_ImplOpenGL3_CreateDeviceObjects();
    fonts = PresenterFonts{find_fonts()};
    web::fit_canvas(window, &state.content_scale);
    web::channel_open();
    leave_as_bye();
    state.presenter = true;
    state.presenter_since = now_seconds();
  }

  // This tab closed or reloaded: the tab presenting stops.
  void leave_as_bye() {
    if (!tab.id.empty()) web::channel_on_leave(presenter_link::bye_message(tab.id));
  }

  void step() {
    glfwPollEvents();
    const double now = now_seconds();
    if (web::fit_canvas(window, &state.content_scale)) events++;
    const std::string id_before = tab.id;
    for (const std::string& message : web::channel_take()) {
      if (presenter_link::take_in_presenter_tab(state, tab, message, now)) events++;
    }
    if (tab.id != id_before) leave_as_bye();
    if (tab.closed) {
      // Presenting ended: the browser closes a window the page opened; a tab opened by hand
      // stays, and waits for the next time a tab presents.
      tab.closed = tab.shown = false;
      tab.id.clear();
      tab.lesson.clear();
      web::channel_on_leave("");
      web::close_this_tab();
      events++;
    }
    if (!tab.shown && now - last_hello >= kHelloEvery) {
      last_hello = now;
      web::channel_post(presenter_link::hello_message(tab.id));
    }
    // The pictures' workers take their turns here, as the main tab's between its frames.
    const bool worked = run_background_turns(0.012);
    if (events == 0 && !pictures_busy && !worked && now - last_draw < 0.5) return;
    events = 0;
    last_draw = now;
    draw(now);
  }

  void draw(double now) {
    const auto frame_start = std::chrono::steady_clock::now();
    update_presenter_fonts(fonts, state, state.content_scale);
    // The browser's title for the window, as the desktop presenter's.
    const std::string t = std::string(tr("Attention Explorer · Presenter")) +
                          (tab.shown && scene_count(state) > 0 ? " · " + scene_label(state) : std::string());
    if (t != title) {
      title = t;
      glfwSetWindowTitle(window, title.c_str());
    }
    PresenterShown shown;
    const int next = state.scenes.current + 1;
    if (tab.shown) {
      pictures_busy = pictures.update(state, tab.width, tab.height, now);
      float aspect = 1.6f;
      if (const unsigned texture = pictures.texture(next, &aspect); texture != 0) {
        shown.next_picture = reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(texture));
        shown.picture_aspect = aspect;
      }
      shown.picture_note = pictures.note(next);
    }
    shown.clock = presenter_clock();
    shown.elapsed = now - state.presenter_since;

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    if (tab.shown) {
      const int before = state.scenes.current;
      draw_presenter_window(state, shown);
      if (!state.presenter) {  // Close
        web::channel_post(presenter_link::stop_message(tab.id));
        state.presenter = true;  // until the tab presenting says it stopped
      } else if (state.scenes.current != before) {  // Previous, Next
        web::channel_post(presenter_link::scene_message(tab.id, state.scenes.current));
      }
    } else {
      draw_waiting();
    }
    ImGui::Render();
    render_presenter_frame(window);

    const auto end = std::chrono::steady_clock::now();
    ++frame;
    const double first_ms = std::chrono::duration<double, std::milli>(end - started).count();
    web::report_frame(frame, std::chrono::duration<double, std::milli>(end - frame_start).count(), first_ms,
                      tab.shown && !pictures_busy && shown.picture_note.empty());
    report(shown);
  }

  // Before a tab presents: what this window is, and how to link it.
  void draw_waiting() {
    const ImGuiViewport* vp = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(vp->WorkPos);
    ImGui::SetNextWindowSize(vp->WorkSize);
    ImGui::Begin("Waiting", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoSavedSettings);
    ImGui::PushFont(title_font());
    wrapped_text("%s", tr("Attention Explorer · Presenter"));
    ImGui::PopFont();
    ImGui::Spacing();
    wrapped_text("%s", tr("Waiting for a tab of this page to present. In the tab that shows the lesson, choose "
                          "View ▸ Presenter window: this window then shows its scene, notes and next scene."));
    ImGui::End();
  }

  void report(const PresenterShown& shown) {
    // As --dump-state names them: the scene from 1 (0 without scenes).
    const nlohmann::json j = {{"linked", tab.shown},
                              {"scene", scene_count(state) > 0 ? state.scenes.current + 1 : 0},
                              {"scene_count", scene_count(state)},
                              {"label", scene_count(state) > 0 ? scene_label(state) : std::string()},
                              {"notes", state.notes.shown()},
                              {"quiz", {state.quiz.asked, state.quiz.right}},
                              {"next_picture", shown.next_picture != nullptr},
                              {"picture_note", shown.picture_note},
                              {"language", i18n::language()}};
    std::string text = j.dump();
    if (text == reported) return;
    reported = std::move(text);
    attn_presenter_report(reported.c_str());
  }
};

}  // namespace

void run_presenter_tab(const GuiOptions& options, GLFWwindow* window) {
  glfwSwapInterval(1);
  auto* loop = new TabLoop(options, window, options.presenter_id);  // lives as long as the page
  emscripten_set_main_loop_arg([](void* arg) { static_cast<TabLoop*>(arg)->step(); }, loop, 0, true);
}

}  // namespace attn::app
#endif
