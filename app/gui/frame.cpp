#include "gui/frame.hpp"

#define GL_GLEXT_PROTOTYPES
#include <GL/gl.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <stb_image_write.h>

#include <algorithm>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "gui/heatmap.hpp"
#include "gui/lesson_state.hpp"
#include "gui/presets.hpp"
#include "gui/results.hpp"
#include "gui/shortcuts.hpp"
#include "panels/panels.hpp"

namespace attn::gui {
namespace {

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
  draw_view_body(state, results);
  ImGui::EndChild();

  draw_status_bar(state, results);
  ImGui::End();
  draw_lesson_prompt(state, results);
}

}  // namespace

void init_renderer(Results& results) {
  ImGui_ImplOpenGL3_Init("#version 330 core");
  ImGui_ImplOpenGL3_CreateDeviceObjects();
  results.hatch_texture = create_hatch_texture();
}

void release_renderer(Results& results) {
  release_textures(results);
  ImGui_ImplOpenGL3_Shutdown();
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

void draw_view_body(AppState& state, const Results& results) {
  if (!results.source.ok && results.computing) {  // the first result of a long input
    ImGui::Spacing();
    ImGui::TextDisabled("Computing %s…", results.computing_what.c_str());
    return;
  }
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
}

bool run_frame(AppState& state, Results& results, FontState& fonts, const FramePlatform& platform) {
  bool worked = false;
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
    worked = true;
  }
  // A computation finished off the frame loop (or a head's scores arrived): swap it in.
  if (collect_results(state, results)) worked = true;
  if (results.computing) ++results.frames_while_computing;
  if (state.need_fonts) {
    state.need_fonts = false;
    rebuild_fonts(fonts, kBaseFontPixels * state.font_scale * state.content_scale,
                  glyphs_needed(state));
    worked = true;
  }
  if (state.need_style) {
    state.need_style = false;
    apply_style(state);
  }
  if (state.need_maps) {
    state.need_maps = false;
    build_maps(state, results);
    state.state_changed = true;
    worked = true;
  }
  // The leak test and the meaning shift run several cases: only for their own view.
  if (state.need_leaks && state.view == View::Leaks) {
    recompute_leaks(state, results);
    worked = true;
  }
  if (state.need_meaning && state.view == View::Meaning) {
    recompute_meaning(state, results);
    worked = true;
  }

  ImGui_ImplOpenGL3_NewFrame();
  platform.new_frame();
  ImGui::NewFrame();
  state.hover = state.hover_next;
  state.hover_next = LinkedHover{};
  handle_shortcuts(state, results);
  draw_frame(state, results);
  ImGui::Render();
  if (platform.after_render) platform.after_render();

  int fb_w = 0, fb_h = 0;
  platform.framebuffer_size(&fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  return worked;
}

std::string read_png(unsigned read_buffer, int x, int y, int w, int h, int fb_h) {
  std::vector<unsigned char> px(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 3u);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(read_buffer);
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

}  // namespace attn::gui
