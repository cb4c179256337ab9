// The window and the frame loop: GLFW + OpenGL 3.3 core + Dear ImGui 1.86.
//
// Each frame: act on the state's requests (recompute, new textures, fonts, style), draw
// the panels, render, then write a screenshot or an export if asked. Heavy work happens
// only when a request flag is set, never per frame; when nothing happens the loop sleeps
// in glfwWaitEventsTimeout.
#include "gui/gui.hpp"

#define GL_GLEXT_PROTOTYPES
#include <GL/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <stb_image_write.h>

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <ctime>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "gui/app_state.hpp"
#include "gui/fonts.hpp"
#include "gui/heatmap.hpp"
#include "gui/lesson_state.hpp"
#include "gui/presets.hpp"
#include "gui/results.hpp"
#include "gui/shortcuts.hpp"
#include "gui/state_dump.hpp"
#include "io/atomic_file.hpp"
#include "panels/panels.hpp"

namespace attn::gui {
namespace {

constexpr float kBaseFontPixels = 17.0f;  // at 100%, before the monitor's content scale

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
  std::cerr << "attention-explorer: GLFW error " << code << ": " << description << "\n";
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
  glfwSetWindowSizeCallback(window, [](GLFWwindow* w, int, int) {
    context_of(w)->events++;
    context_of(w)->state->state_changed = true;
  });
  glfwSetWindowContentScaleCallback(window, [](GLFWwindow* w, float xs, float ys) {
    WindowContext* c = context_of(w);
    c->events++;
    c->state->content_scale = std::max(1.0f, std::max(xs, ys));
    c->state->need_fonts = c->state->need_style = true;
  });
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

void apply_style(const AppState& state) {
  ImGuiStyle style;
  if (state.light_theme) {
    ImGui::StyleColorsLight(&style);
    style.Colors[ImGuiCol_WindowBg] = ImVec4(0.98f, 0.98f, 0.98f, 1.0f);
    style.Colors[ImGuiCol_ChildBg] = ImVec4(0.98f, 0.98f, 0.98f, 0.0f);
    style.Colors[ImGuiCol_Text] = ImVec4(0.0f, 0.0f, 0.0f, 1.0f);
    style.Colors[ImGuiCol_TextDisabled] = ImVec4(0.33f, 0.33f, 0.36f, 1.0f);
    style.Colors[ImGuiCol_Border] = ImVec4(0.0f, 0.0f, 0.0f, 0.25f);
    style.Colors[ImGuiCol_FrameBg] = ImVec4(0.88f, 0.89f, 0.91f, 1.0f);
    style.Colors[ImGuiCol_FrameBgHovered] = ImVec4(0.80f, 0.86f, 0.95f, 1.0f);
  } else {
    ImGui::StyleColorsDark(&style);
    style.Colors[ImGuiCol_TextDisabled] = ImVec4(0.65f, 0.65f, 0.68f, 1.0f);
  }
  style.WindowRounding = 0.0f;
  style.ChildRounding = 4.0f;
  style.FrameRounding = 4.0f;
  style.GrabRounding = 4.0f;
  style.PopupRounding = 4.0f;
  style.WindowPadding = ImVec2(10.0f, 10.0f);
  style.FramePadding = ImVec2(7.0f, 4.0f);
  style.ItemSpacing = ImVec2(8.0f, 6.0f);
  style.ScrollbarSize = 16.0f;
  style.ScaleAllSizes(state.font_scale * state.content_scale);
  ImGui::GetStyle() = style;
}

std::set<unsigned> glyphs_needed(const AppState& state) {
  std::string all = state.source_text + state.target_text + state.notes + state.title;
  for (const Preset& p : kPresets) all += p.source;
  return cjk_codepoints_in(all);
}

// Reads the back buffer's rectangle (x, y from the top left, in framebuffer pixels) as PNG.
std::string read_png(int x, int y, int w, int h, int fb_h) {
  std::vector<unsigned char> px(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 3u);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_BACK);
  glReadPixels(x, fb_h - y - h, w, h, GL_RGB, GL_UNSIGNED_BYTE, px.data());
  // OpenGL's rows go bottom up; PNG's top down.
  const std::size_t stride = static_cast<std::size_t>(w) * 3u;
  std::vector<unsigned char> flipped(px.size());
  for (int r = 0; r < h; ++r) {
    std::copy_n(px.data() + static_cast<std::size_t>(h - 1 - r) * stride, stride,
                flipped.data() + static_cast<std::size_t>(r) * stride);
  }
  std::string png;
  stbi_write_png_to_func(
      [](void* ctx, void* data, int size) {
        static_cast<std::string*>(ctx)->append(static_cast<const char*>(data),
                                               static_cast<std::size_t>(size));
      },
      &png, w, h, 3, flipped.data(), static_cast<int>(stride));
  return png;
}

void export_view(AppState& state, GLFWwindow* window) {
  state.need_export = false;
  int win_w = 0, win_h = 0, fb_w = 0, fb_h = 0;
  glfwGetWindowSize(window, &win_w, &win_h);
  glfwGetFramebufferSize(window, &fb_w, &fb_h);
  const float sx = win_w > 0 ? static_cast<float>(fb_w) / static_cast<float>(win_w) : 1.0f;
  const float sy = win_h > 0 ? static_cast<float>(fb_h) / static_cast<float>(win_h) : 1.0f;
  int x = static_cast<int>(state.view_rect[0] * sx);
  int y = static_cast<int>(state.view_rect[1] * sy);
  int w = static_cast<int>(state.view_rect[2] * sx);
  int h = static_cast<int>(state.view_rect[3] * sy);
  x = std::clamp(x, 0, fb_w - 1);
  y = std::clamp(y, 0, fb_h - 1);
  w = std::clamp(w, 1, fb_w - x);
  h = std::clamp(h, 1, fb_h - y);
  char stamp[32];
  const std::time_t now = std::time(nullptr);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
  const std::string path = std::string("attention-") + view_name(state.view) + "-" + stamp + ".png";
  try {
    io::write_file_atomic(path, read_png(x, y, w, h, fb_h));
    set_status(state, "Exported the view to " + path);
  } catch (const std::exception& e) {
    set_status(state, std::string("Could not export: ") + e.what(), true);
  }
}

void toggle_fullscreen(AppState& state, GLFWwindow* window, int saved[4]) {
  state.need_fullscreen_toggle = false;
  if (!state.fullscreen) {
    GLFWmonitor* monitor = glfwGetPrimaryMonitor();
    const GLFWvidmode* mode = monitor ? glfwGetVideoMode(monitor) : nullptr;
    if (mode == nullptr) {
      set_status(state, "Full screen is not available on this display", true);
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

void draw_view_switch(AppState& state, const Results& results) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float right_edge = ImGui::GetWindowContentRegionMax().x;
  auto tab = [&](View v) {
    const char* label = view_label(v);
    const bool on = state.view == v;
    const float w = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.0f;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + w > right_edge) ImGui::NewLine();
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(label) && !on) {
      state.view = v;
      state.state_changed = true;
    }
    if (on) ImGui::PopStyleColor();
  };
  if (ImGui::Button(state.show_controls ? "◂" : "▸ Controls")) {
    state.show_controls = !state.show_controls;
    state.state_changed = true;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Hide or show the controls (F9)");
  for (int i = 0; i < kViewCount; ++i) tab(static_cast<View>(i));
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextDisabled("(Tab)");
  if (results.source.ok) {
    const ModelSettings& m = state.model;
    char summary[160];
    std::snprintf(summary, sizeof summary, "D = %d   H = %d   d_k = %d   %s   %s", m.d_model,
                  static_cast<int>(results.source.result.trace.heads.size()),
                  results.source.result.trace.d_k, m.causal ? "causal mask ON" : "no mask",
                  m.scale ? "÷√d_k" : "not scaled");
    const float w = ImGui::CalcTextSize(summary).x;
    const float right = ImGui::GetWindowContentRegionMax().x;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + w + ImGui::GetFontSize() < right) {
      ImGui::SetCursorPosX(right - w);
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(summary);
    } else {
      ImGui::NewLine();
    }
  }
  ImGui::Separator();
}

void draw_frame(AppState& state, const Results& results) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_MenuBar | ImGuiWindowFlags_NoBringToFrontOnFocus |
                                 ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
  ImGui::Begin("Attention Explorer", nullptr, flags);
  ImGui::PopStyleVar();
  draw_menu_bar(state, results);

  const ImGuiStyle& style = ImGui::GetStyle();
  const float font = ImGui::GetFontSize();
  const float status_h = ImGui::GetTextLineHeight() + style.ItemSpacing.y * 2.0f + 2.0f;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float side_w = std::clamp(font * 24.0f, std::min(font * 16.0f, avail.x * 0.5f), avail.x * 0.36f);
  const float body_h = std::max(avail.y - status_h, font * 4.0f);

  if (state.show_controls) {
    ImGui::BeginChild("controls", ImVec2(side_w, body_h), true);
    // Tab switches views; it must not also jump into the text fields.
    ImGui::PushAllowKeyboardFocus(false);
    draw_input_panel(state, results);
    draw_model_panel(state, results);
    ImGui::PopAllowKeyboardFocus();
    ImGui::EndChild();
    ImGui::SameLine();
  }
  ImGui::BeginChild("view", ImVec2(0.0f, body_h), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  const ImVec2 wp = ImGui::GetWindowPos();
  const ImVec2 ws = ImGui::GetWindowSize();
  const float rect[4] = {wp.x - vp->Pos.x, wp.y - vp->Pos.y, ws.x, ws.y};
  if (!std::equal(rect, rect + 4, state.view_rect)) {
    std::copy(rect, rect + 4, state.view_rect);
    state.state_changed = true;
  }
  draw_view_switch(state, results);
  switch (state.view) {
    case View::Heads: draw_heads_panel(state, results); break;
    case View::Compare: draw_compare_panel(state, results); break;
    case View::Pipeline: draw_pipeline_panel(state, results); break;
    case View::Why: draw_why_panel(state, results); break;
    case View::Assembly: draw_assembly_panel(state, results); break;
    case View::Exercises: draw_exercises_panel(state, results); break;
    case View::Decoder: draw_decoder_panel(state, results); break;
    case View::Leaks: draw_leaks_panel(state, results); break;
    case View::Cost: draw_cost_panel(state, results); break;
    case View::Meaning: draw_meaning_panel(state, results); break;
  }
  ImGui::EndChild();

  draw_status_bar(state, results);
  ImGui::End();
  draw_lesson_prompt(state, results);
}

void load_start_lesson(AppState& state, const GuiOptions& options) {
  apply_lesson(state, builtin_lesson());
  set_status(state, "Ready: the built-in example (no lesson file found).");
  if (!options.lesson_path.empty()) {
    open_lesson(state, options.lesson_path);
  } else {
    const std::string path = find_default_lesson();
    if (!path.empty()) open_lesson(state, path);
  }
  if (const auto v = view_from_name(options.view)) state.view = *v;
  if (options.font_scale > 0.0f) state.font_scale = std::clamp(options.font_scale, 1.0f, 3.0f);
}

void write_dump(AppState& state, const Results& results, const std::string& path,
                GLFWwindow* window) {
  state.state_changed = false;
  if (path.empty()) return;
  int w = 0, h = 0;
  glfwGetWindowSize(window, &w, &h);
  try {
    io::write_file_atomic(path, describe_state(state, results, w, h));
  } catch (const std::exception& e) {
    std::cerr << "attention-explorer: " << e.what() << "\n";
  }
}

}  // namespace

int run_gui(const GuiOptions& options) {
  glfwSetErrorCallback(on_glfw_error);
  if (!glfwInit()) {
    std::cerr << "attention-explorer: cannot open a window: no display found. Run it on a "
                 "desktop, or under xvfb-run, or use `attention-explorer compute`.\n";
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE);
  GLFWwindow* window =
      glfwCreateWindow(options.width, options.height, "Attention Explorer", nullptr, nullptr);
  if (window == nullptr) {
    std::cerr << "attention-explorer: cannot create an OpenGL 3.3 window\n";
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(window);
  const bool screenshot = !options.screenshot_path.empty();
  glfwSwapInterval(screenshot ? 0 : 1);

  AppState state;
  Results results;
  WindowContext context;
  context.state = &state;
  glfwSetWindowUserPointer(window, &context);
  install_activity_callbacks(window);
  {
    float xs = 1.0f, ys = 1.0f;
    glfwGetWindowContentScale(window, &xs, &ys);
    state.content_scale = std::max(1.0f, std::max(xs, ys));
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing written to the working directory
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  glfwSetKeyCallback(window, deferring_key_callback);
  ImGui_ImplOpenGL3_Init("#version 330 core");
  ImGui_ImplOpenGL3_CreateDeviceObjects();
  results.hatch_texture = create_hatch_texture();

  FontState fonts = find_fonts();
  load_start_lesson(state, options);
  std::string window_title;
  int saved_geometry[4] = {100, 100, options.width, options.height};

  int frame = 0;
  int quiet_frames = 0;
  int exit_code = 0;
  while (!glfwWindowShouldClose(window) && !state.quit) {
    const bool busy = state.need_recompute || state.need_maps || state.need_fonts ||
                      state.need_style || io.WantTextInput || quiet_frames < 3;
    if (screenshot || busy) {
      glfwPollEvents();
    } else {
      glfwWaitEventsTimeout(0.5);
    }
    quiet_frames = context.events > 0 ? 0 : quiet_frames + 1;
    context.events = 0;

    // Requests, between frames.
    if (state.need_recompute) {
      recompute(state, results);
      const std::set<unsigned> glyphs = glyphs_needed(state);
      if (fonts_missing_glyphs(fonts, glyphs)) state.need_fonts = true;
      if (fonts.cjk_path.empty() && !glyphs.empty() && !state.cjk_font_missing) {
        state.cjk_font_missing = true;
        set_status(state, "No Chinese/Japanese/Korean font found (install fonts-wqy-microhei): "
                          "those tokens show as boxes.", true);
      }
      quiet_frames = 0;
    }
    if (state.need_fonts) {
      state.need_fonts = false;
      rebuild_fonts(fonts, kBaseFontPixels * state.font_scale * state.content_scale,
                    glyphs_needed(state));
      quiet_frames = 0;
    }
    if (state.need_style) {
      state.need_style = false;
      apply_style(state);
    }
    if (state.need_maps) {
      state.need_maps = false;
      build_maps(state, results);
      state.state_changed = true;
      quiet_frames = 0;
    }
    // The leak test and the meaning shift run several cases: only for their own view.
    if (state.need_leaks && state.view == View::Leaks) {
      recompute_leaks(state, results);
      quiet_frames = 0;
    }
    if (state.need_meaning && state.view == View::Meaning) {
      recompute_meaning(state, results);
      quiet_frames = 0;
    }
    if (state.need_fullscreen_toggle) toggle_fullscreen(state, window, saved_geometry);
    const std::string title =
        state.title.empty() ? "Attention Explorer" : "Attention Explorer — " + state.title;
    if (title != window_title) {
      window_title = title;
      glfwSetWindowTitle(window, title.c_str());
    }

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    // A screenshot shows the views as they are, not whatever the pointer happens to hover.
    if (screenshot) io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    ImGui::NewFrame();
    state.hover = state.hover_next;
    state.hover_next = LinkedHover{};
    handle_shortcuts(state, results);
    draw_frame(state, results);
    ImGui::Render();
    deliver_deferred_releases(window, context);

    int fb_w = 0, fb_h = 0;
    glfwGetFramebufferSize(window, &fb_w, &fb_h);
    glViewport(0, 0, fb_w, fb_h);
    const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());

    if (state.need_export) export_view(state, window);
    ++frame;
    if (screenshot && frame >= options.frames) {
      try {
        io::write_file_atomic(options.screenshot_path, read_png(0, 0, fb_w, fb_h, fb_h));
      } catch (const std::exception& e) {
        std::cerr << "attention-explorer: " << e.what() << "\n";
        exit_code = 1;
      }
      break;
    }
    glfwSwapBuffers(window);
    if (state.state_changed) write_dump(state, results, options.dump_state_path, window);
  }
  write_dump(state, results, options.dump_state_path, window);

  release_textures(results);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return exit_code;
}

}  // namespace attn::gui
