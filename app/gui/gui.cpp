// The window and the frame loop: GLFW + OpenGL 3.3 core + Dear ImGui 1.86.
//
// Each frame runs run_frame (frame.hpp: the state's requests, the panels, the render, the
// same as `render` without a display), then writes a screenshot or a figure if asked. Heavy
// work happens only when a request flag is set, never per frame, and a long recompute runs
// on its own thread (compute.hpp) while the loop draws about 60 frames a second; when
// nothing happens the loop sleeps in glfwWaitEventsTimeout.
#include "gui/gui.hpp"

#include "widgets/gl.hpp"
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <stb_image.h>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>

#include "gui/web_page.hpp"
#include "io/browser.hpp"
#include "io/download_text.hpp"
#endif

#include <algorithm>
#include <cfloat>
#include <chrono>
#include <exception>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "core/base/engine_calls.hpp"
#include "gui/drawn_text.hpp"
#include "gui/figure.hpp"
#include "gui/fonts.hpp"
#include "gui/frame.hpp"
#include "gui/frame_report.hpp"
#include "gui/presenter.hpp"
#include "gui/presenter_tab.hpp"
#include "gui/state_dump.hpp"
#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "model/recompute.hpp"
#include "model/scenes.hpp"
#include "model/session.hpp"
#include "model/shipped_data.hpp"
#include "io/platform.hpp"
#include "model/state.hpp"
#include "model/background.hpp"
#include "model/worker.hpp"

namespace attn::app {
namespace {

// Reached from GLFW callbacks through the window's user pointer.
struct WindowContext {
  AppState* state = nullptr;
  int events = 0;  // input events since the last frame
  // ImGui 1.86 samples whether a key is down once per frame, so a key pressed and
  // released between two frames would never be seen (Enter in a prompt, for one). Such
  // releases wait here and reach ImGui after the frame that saw the key down.
  std::vector<int> pressed_since_frame;
  struct Release {
    int key, scancode, mods;
  };
  std::vector<Release> deferred_releases;
};

WindowContext* context_of(GLFWwindow* w) {
  return static_cast<WindowContext*>(glfwGetWindowUserPointer(w));
}

void on_glfw_error(int code, const char* description) {
  std::cerr << "attention-explorer: " << fmt(tr("GLFW error {0}: {1}"), code, description) << "\n";
}

void install_activity_callbacks(GLFWwindow* window) {
  // Installed before ImGui's backend, which chains to them.
  glfwSetKeyCallback(window, [](GLFWwindow* w, int key, int, int action, int mods) {
    WindowContext* c = context_of(w);
    c->events++;
    if (action == GLFW_PRESS || action == GLFW_REPEAT) c->state->key_presses.push_back({key, mods});
  });
  glfwSetCharCallback(window, [](GLFWwindow* w, unsigned) { context_of(w)->events++; });
  glfwSetMouseButtonCallback(window, [](GLFWwindow* w, int, int, int) { context_of(w)->events++; });
  glfwSetCursorPosCallback(window, [](GLFWwindow* w, double, double) { context_of(w)->events++; });
  glfwSetScrollCallback(window, [](GLFWwindow* w, double, double) { context_of(w)->events++; });
  glfwSetWindowFocusCallback(window, [](GLFWwindow* w, int) { context_of(w)->events++; });
  glfwSetCursorEnterCallback(window, [](GLFWwindow* w, int) { context_of(w)->events++; });
  // Files dropped from a file manager: a picture, a model folder, a lesson (commands.hpp).
  glfwSetDropCallback(window, [](GLFWwindow* w, int count, const char** paths) {
    WindowContext* c = context_of(w);
    c->events++;
    for (int i = 0; i < count; ++i) c->state->dropped.push_back(io::platform::generic_path(paths[i]));
  });
  glfwSetWindowSizeCallback(window, [](GLFWwindow* w, int, int) {
    context_of(w)->events++;
    context_of(w)->state->state_changed = true;
  });
#ifndef __EMSCRIPTEN__  // the page follows devicePixelRatio itself (web_page.hpp)
  glfwSetWindowContentScaleCallback(window, [](GLFWwindow* w, float xs, float ys) {
    WindowContext* c = context_of(w);
    c->events++;
    c->state->content_scale = std::max(1.0f, std::max(xs, ys));
    c->state->need_fonts = c->state->need_style = true;
  });
#endif
}

// Installed over ImGui's key callback (which chains to the activity callback above).
void deferring_key_callback(GLFWwindow* w, int key, int scancode, int action, int mods) {
  WindowContext* c = context_of(w);
  if (action == GLFW_PRESS) c->pressed_since_frame.push_back(key);
  if (action == GLFW_RELEASE && std::find(c->pressed_since_frame.begin(),
                                          c->pressed_since_frame.end(),
                                          key) != c->pressed_since_frame.end()) {
    c->deferred_releases.push_back({key, scancode, mods});
    return;
  }
  ImGui_ImplGlfw_KeyCallback(w, key, scancode, action, mods);
}

void deliver_deferred_releases(GLFWwindow* window, WindowContext& c) {
  c.pressed_since_frame.clear();
  const std::vector<WindowContext::Release> releases = std::move(c.deferred_releases);
  c.deferred_releases.clear();
  for (const auto& r : releases) {
    ImGui_ImplGlfw_KeyCallback(window, r.key, r.scancode, GLFW_RELEASE, r.mods);
  }
}

// The monitor that holds the middle of the window (the projector, when the window was
// moved there), else the primary one.
GLFWmonitor* monitor_of(GLFWwindow* window) {
  int x = 0, y = 0, w = 0, h = 0;
  glfwGetWindowPos(window, &x, &y);
  glfwGetWindowSize(window, &w, &h);
  const int cx = x + w / 2, cy = y + h / 2;
  int count = 0;
  GLFWmonitor** monitors = glfwGetMonitors(&count);
  for (int i = 0; i < count; ++i) {
    int mx = 0, my = 0;
    glfwGetMonitorPos(monitors[i], &mx, &my);
    const GLFWvidmode* mode = glfwGetVideoMode(monitors[i]);
    if (mode != nullptr && cx >= mx && cx < mx + mode->width && cy >= my && cy < my + mode->height) {
      return monitors[i];
    }
  }
  return glfwGetPrimaryMonitor();
}

void toggle_fullscreen(AppState& state, GLFWwindow* window, int saved[4]) {
  state.need_fullscreen_toggle = false;
#ifdef __EMSCRIPTEN__
  static_cast<void>(window);
  static_cast<void>(saved);
  state.fullscreen = web::toggle_fullscreen();
  state.state_changed = true;
  return;
#endif
  if (!state.fullscreen) {
    GLFWmonitor* monitor = monitor_of(window);
    const GLFWvidmode* mode = monitor ? glfwGetVideoMode(monitor) : nullptr;
    if (mode == nullptr) {
      set_status(state, tr("Full screen is not available on this display"), true);
      return;
    }
    glfwGetWindowPos(window, &saved[0], &saved[1]);
    glfwGetWindowSize(window, &saved[2], &saved[3]);
    glfwSetWindowMonitor(window, monitor, 0, 0, mode->width, mode->height, mode->refreshRate);
    state.fullscreen = true;
  } else {
    glfwSetWindowMonitor(window, nullptr, saved[0], saved[1], saved[2], saved[3], 0);
    state.fullscreen = false;
  }
  state.state_changed = true;
}

// The icon the window manager shows in the task bar and the window switcher: the PNGs
// the program ships (shipped_data.hpp). Without them the window keeps the default icon.
void set_window_icon(GLFWwindow* window) {
  const std::string dir = shipped_data_dir();
  if (dir.empty()) return;
  std::vector<GLFWimage> images;
  std::vector<unsigned char*> pixels;
  for (const int size : {16, 32, 48, 64, 128, 256}) {
    const std::string path = dir + "/icons/attention-explorer-" + std::to_string(size) + ".png";
    int w = 0, h = 0, channels = 0;
    unsigned char* p = stbi_load(path.c_str(), &w, &h, &channels, 4);
    if (p == nullptr) continue;
    pixels.push_back(p);
    images.push_back(GLFWimage{w, h, p});
  }
  if (!images.empty()) glfwSetWindowIcon(window, static_cast<int>(images.size()), images.data());
  for (unsigned char* p : pixels) stbi_image_free(p);
}

void write_dump(AppState& state, const Scene& scene, const std::string& path,
                GLFWwindow* window) {
  state.state_changed = false;
  if (path.empty()) return;
  int w = 0, h = 0;
  glfwGetWindowSize(window, &w, &h);
  try {
    io::write_file_atomic(path, describe_state(state, scene, w, h));
  } catch (const std::exception& e) {
    std::cerr << "attention-explorer: " << e.what() << "\n";
  }
}

#ifdef __EMSCRIPTEN__
AppState* g_page_state = nullptr;  // the page's one window, for attn_page_hidden
#endif

// A window's frames: what run_gui kept in its locals, so that the page's main loop can call
// one frame at a time.
struct WindowLoop {
  using Clock = std::chrono::steady_clock;

  GuiOptions options;
  GLFWwindow* window;
  bool screenshot;
  AppState state;
  Scene scene;
  WindowContext context;
  FontState fonts;
  PresenterWindow presenter;
  std::string window_title;
  int saved_geometry[4];
  std::unique_ptr<TextRecorder> text_record;
  int frame = 0;
  int quiet_frames = 0;
  int frames_at_rest = 0;
  int exit_code = 0;
  FrameTimes times;
  Clock::time_point last_frame = Clock::now();

  WindowLoop(const GuiOptions& o, GLFWwindow* w)
      : options(o), window(w), screenshot(!o.screenshot_path.empty()),
        saved_geometry{100, 100, o.width, o.height} {
    Results& results = scene.results;
    // The recompute runs on its own thread; a finished one ends the wait for events.
    results.worker = std::make_shared<ComputeWorker>([] { glfwPostEmptyEvent(); });
    scene.download.set_wake([] { glfwPostEmptyEvent(); });  // each report of a download redraws
    context.state = &state;
    glfwSetWindowUserPointer(window, &context);
    install_activity_callbacks(window);
    // The close button asks, like Ctrl+Q, when the lesson has unsaved changes.
    glfwSetWindowCloseCallback(window, [](GLFWwindow* win) {
      glfwSetWindowShouldClose(win, GLFW_FALSE);
      context_of(win)->state->quit_requested = true;
      context_of(win)->events++;
    });
#ifndef __EMSCRIPTEN__
    {
      float xs = 1.0f, ys = 1.0f;
      glfwGetWindowContentScale(window, &xs, &ys);
      state.content_scale = std::max(1.0f, std::max(xs, ys));
    }
#else
    web::fit_canvas(window, &state.content_scale);
#endif

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;  // nothing written to the working directory
    ImGui_ImplGlfw_InitForOpenGL(window, true);
#ifdef __EMSCRIPTEN__
    web::install_clipboard();
#endif
    glfwSetKeyCallback(window, deferring_key_callback);
    init_renderer(scene);

    fonts = find_fonts();
    load_start_lesson(state, options);
    // The last session, autosaves and recent lessons; never for --screenshot (reproducible).
    start_session(state, {options.lesson_path, !screenshot, options.fresh, options.view,
                          options.font_scale});
    if (!options.model_path.empty()) {
      state.pretrained.folder = options.model_path;
      state.pretrained.need_open = true;
      if (options.view.empty()) state.view = View::Pretrained;
    }
    if (!options.picture_path.empty()) {
      state.picture = io::platform::generic_path(options.picture_path);
      state.commands.push_back(SetModelPicture{state.picture});
    }
    // --train: the Training view's Start, handed over after the lesson's checkpoint is opened.
    if (options.train) state.commands.push_back(StartTraining{});
    install_stop_signals();
#ifdef __EMSCRIPTEN__
    io::browser::listen_for_drops();
    g_page_state = &state;
#endif
    if (options.presenter) set_presenter(state, true, now_seconds());
    state.get_model.asked = options.get_model;
    state.get_model.asked_endpoint = options.endpoint;
    if (!options.dump_text_path.empty()) {
      text_record = std::make_unique<TextRecorder>(options.dump_text_path);
      set_text_recorder(text_record.get());
    }
  }
  WindowLoop(const WindowLoop&) = delete;
  WindowLoop& operator=(const WindowLoop&) = delete;

  // A worker computes: the views', a training run's or a pretrained model's.
  bool working() const {
    return results_pending(scene.results) || !scene.training.settled() || scene.pretrained.busy();
  }

  // Waits for the next frame as the desktop does; false when there is no frame to draw yet
  // (the page: the browser calls step again at its next animation frame).
  bool wait_for_frame() {
    ImGuiIO& io = ImGui::GetIO();
    // Training redraws its maps as it goes: the loop keeps drawing while it runs.
    const bool busy = state.need_recompute || state.need_maps || state.need_fonts ||
                      state.need_style || io.WantTextInput || quiet_frames < 3 ||
                      scene.training.running() || !scene.training.settled() || scene.pretrained.busy();
    const double since_last = std::chrono::duration<double>(Clock::now() - last_frame).count();
#ifdef __EMSCRIPTEN__
    // The browser paces the frames (about 60 a second). Without threads the workers' turns run
    // here, a few milliseconds at a time, so that the page keeps drawing while they compute;
    // at rest a frame is drawn only for an event, or twice a second.
    glfwPollEvents();
    for (std::string& path : io::browser::take_given()) {  // dropped on the page, or picked
      state.dropped.push_back(std::move(path));
      context.events++;
    }
    for (const io::browser::Refusal& r : io::browser::take_refused()) {
      set_status(state,
                 fmt(tr("'{0}' is {1}: more than the page holds ({2}). Open it in the desktop program."), r.name,
                     io::bytes_text(r.bytes), io::bytes_text(io::browser::kLargestGiven)),
                 true);
      context.events++;
    }
    const float scale = state.content_scale;
    if (web::fit_canvas(window, &state.content_scale)) {
      context.events++;
      state.state_changed = true;
      if (scale != state.content_scale) state.need_fonts = state.need_style = true;
    }
    // The turns share the page's thread with the drawing. A turn lasts as long as the last
    // frame took to draw, from 12 to 50 ms, so that a computation has at least half the time
    // however slow the drawing; while they run, a frame is drawn for an event, for what the
    // window must show anew, or every tenth of a second.
    const double last_draw = times.frame_ms.empty() ? 0.0 : times.frame_ms.back() / 1000.0;
    if (run_background_turns(std::clamp(last_draw, 0.012, 0.05))) {
      return context.events > 0 || state.need_recompute || state.need_maps || state.need_fonts ||
             state.need_style || io.WantTextInput || quiet_frames < 3 || screenshot || since_last >= 0.1;
    }
    return busy || context.events > 0 || web::channel_waiting() || working() || screenshot || options.stop_after_frames ||
           since_last >= 0.5;
#else
    if (working() && !state.need_recompute && !state.need_maps && !io.WantTextInput) {
      // About 60 frames a second for the workers' progress, no more, so that the drawing
      // leaves the cores to them (software GL drawing flat out took half of them). The
      // views' computation wakes the loop as it ends; the others are seen within the
      // sixtieth. A screenshot has no one watching: ten frames a second, unless its frame
      // times are reported, which are those of a window watched.
      const double period = screenshot && !options.report_frame_times ? 0.1 : 1.0 / 60.0;
      glfwWaitEventsTimeout(std::max(period - since_last, 0.0));
    } else if (screenshot || options.stop_after_frames || busy) {
      glfwPollEvents();
    } else {
      glfwWaitEventsTimeout(0.5);
    }
    return true;
#endif
  }

  // One frame; false when the loop ends (the window closed, quit, or the last frame drawn).
  bool step() {
    if (glfwWindowShouldClose(window) || state.quit) return false;
    if (!wait_for_frame()) return true;
    ImGuiIO& io = ImGui::GetIO();
    Results& results = scene.results;
    const Clock::time_point frame_start = Clock::now();
    last_frame = frame_start;
    quiet_frames = context.events > 0 ? 0 : quiet_frames + 1;
    context.events = 0;

    session_tick(state, now_seconds());
    if (state.quit) return false;

    // A worker that finishes while a frame is drawn can leave that frame half old (the
    // Training view's status new, its figures not yet), and ImGui sizes a window's scroll
    // bar from the frame before: the picture is the third frame to begin with every worker
    // at rest.
    const bool workers_at_rest = !working();
    frames_at_rest = workers_at_rest ? frames_at_rest + 1 : 0;
    FramePlatform platform;
    platform.new_frame = [&] {
      if (state.need_fullscreen_toggle) toggle_fullscreen(state, window, saved_geometry);
      const std::string title = window_title_for(state);
      if (title != window_title) {
        window_title = title;
        glfwSetWindowTitle(window, title.c_str());
      }
      ImGui_ImplGlfw_NewFrame();
      // A screenshot shows the views as they are, not whatever the pointer happens to hover.
      if (screenshot) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    };
    platform.after_render = [&] { deliver_deferred_releases(window, context); };
    platform.framebuffer_size = [&](int* w, int* h) { glfwGetFramebufferSize(window, w, h); };
    if (run_frame(state, scene, fonts, platform)) quiet_frames = 0;
    int fb_w = 0, fb_h = 0;
    glfwGetFramebufferSize(window, &fb_w, &fb_h);
    if (text_record) {
      int w = 0, h = 0;
      glfwGetWindowSize(window, &w, &h);
      text_record->set_data_words(data_words_of_dump(describe_state(state, scene, w, h)));
      text_record->record(*ImGui::GetDrawData(), *io.Fonts, view_name(state.view));
    }

    if (state.need_export) export_figure(state, scene);
    ++frame;
    auto frame_done = [&] {
      const Clock::time_point now = Clock::now();
      times.frame_ms.push_back(std::chrono::duration<double, std::milli>(now - frame_start).count());
      if (times.frame_ms.size() == 1) {
        times.first_frame_ms = std::chrono::duration<double, std::milli>(now - options.started).count();
      }
#ifdef __EMSCRIPTEN__
      web::report_frame(frame, times.frame_ms.back(), times.first_frame_ms,
                        frames_at_rest >= 3 && !results_pending(results) && !state.need_maps &&
                            scene.training.settled() && !scene.pretrained.busy());
#endif
    };
    // The picture waits for a computation still running: it shows the finished result.
    const bool last = (screenshot || options.stop_after_frames) && frame >= options.frames &&
                      (frames_at_rest >= 3 || scene.training.running()) &&
                      !results_pending(results) && !state.need_maps &&
                      (scene.training.settled() || scene.training.running()) && !scene.pretrained.busy();
    if (last && !screenshot) {
      glfwSwapBuffers(window);
      frame_done();
      return false;
    }
    if (last) {
      try {
        io::write_file_atomic(options.screenshot_path, read_png(GL_BACK, 0, 0, fb_w, fb_h, fb_h));
      } catch (const std::exception& e) {
        std::cerr << "attention-explorer: " << e.what() << "\n";
        exit_code = 1;
      }
      frame_done();
      return false;
    }
    glfwSwapBuffers(window);
    frame_done();
    // The teacher's screen, after the projector's; its keys reach the next frame.
    presenter.frame(state, window, &context.events);
    if (state.state_changed) write_dump(state, scene, options.dump_state_path, window);
    return true;
  }

  // After the last frame: saves, reports, and closes the window. Returns the exit status.
  int finish() {
#ifdef __EMSCRIPTEN__
    g_page_state = nullptr;
#endif
    presenter.close(window);
    if (text_record) {
      text_record->write();
      set_text_recorder(nullptr);
    }
    autosave_now(state);
    write_dump(state, scene, options.dump_state_path, window);
    times.frames_while_computing = scene.results.frames_while_computing;
    if (options.report_frame_times) std::cout << frame_report(times) << std::flush;
    scene.results.worker.reset();  // waits for a computation still running

    release_renderer(scene);
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
    glfwDestroyWindow(window);
    glfwTerminate();
    return exit_code;
  }
};

}  // namespace

#ifdef __EMSCRIPTEN__
// The page's script, when the tab is hidden or closed and before it writes the browser's
// storage (web/pre.js): the autosave now, as the desktop writes it at exit (a tab's close
// runs no exit).
extern "C" EMSCRIPTEN_KEEPALIVE void attn_page_hidden() {
  if (g_page_state != nullptr) autosave_now(*g_page_state);
}
#endif

int run_gui(const GuiOptions& options) {
  glfwSetErrorCallback(on_glfw_error);
  if (!glfwInit()) {
    std::cerr << "attention-explorer: "
              << tr("cannot open a window: no display found. Run it on a desktop, or under xvfb-run, or "
                    "use `attention-explorer compute`.")
              << "\n";
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
#ifndef __EMSCRIPTEN__
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  // WM_CLASS, which the desktop entry's StartupWMClass names: the menu's entry and its icon
  // stand for this window in the task bar.
  glfwWindowHintString(GLFW_X11_CLASS_NAME, "attention-explorer");
  glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "attention-explorer");
#endif
  GLFWwindow* window =
      glfwCreateWindow(options.width, options.height, "Attention Explorer", nullptr, nullptr);
  if (window == nullptr) {
    std::cerr << "attention-explorer: " << tr("cannot create an OpenGL 3.3 window") << "\n";
    glfwTerminate();
    return 1;
  }
  set_window_icon(window);
  glfwMakeContextCurrent(window);
  if (!load_gl_functions()) {
    std::cerr << "attention-explorer: " << tr("the OpenGL driver lacks framebuffer objects (OpenGL 3.0)") << "\n";
    glfwDestroyWindow(window);
    glfwTerminate();
    return 1;
  }
  const bool screenshot = !options.screenshot_path.empty();
  glfwSwapInterval(screenshot ? 0 : 1);

  mark_frame_thread();  // this thread draws (engine_calls.hpp)
#ifdef __EMSCRIPTEN__
  if (options.presenter_tab) {
    run_presenter_tab(options, window);
    return 0;
  }
#endif
  // On the heap: the page's main loop (emscripten_set_main_loop) runs the frames after
  // run_gui has returned to the browser.
  auto loop = std::make_unique<WindowLoop>(options, window);
#ifdef __EMSCRIPTEN__
  emscripten_set_main_loop_arg(
      [](void* arg) {
        auto* l = static_cast<WindowLoop*>(arg);
        if (l->step()) return;
        emscripten_cancel_main_loop();
        l->finish();
        delete l;
      },
      loop.release(), 0, true);
  return 0;
#else
  while (loop->step()) {
  }
  const int exit_code = loop->finish();
  loop.reset();
  return exit_code;
#endif
}

}  // namespace attn::app
