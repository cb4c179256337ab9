// The window's contents: the menu bar, the controls (Input, Model and Display panels) at
// the left, the view switch and the current view at the right, the status line below and
// any open prompt over it all. The same for the window and for `render`.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "io/i18n.hpp"
#include "panels/get_model_panel.hpp"
#include "panels/panels.hpp"

namespace attn::app {
namespace {

// How many lines the views take as buttons from the cursor to the right edge.
int view_button_lines(float start_x, float right_edge) {
  const ImGuiStyle& style = ImGui::GetStyle();
  int lines = 1;
  float x = start_x;
  for (int i = 0; i < kViewCount; ++i) {
    const char* label = view_label(static_cast<View>(i));
    const float w = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.0f;
    x += style.ItemSpacing.x;
    if (x + w > right_edge) {
      ++lines;
      x = ImGui::GetCursorStartPos().x;
    }
    x += w;
  }
  return lines;
}

void select_view(AppState& state, View v) {
  if (state.view == v) return;
  state.view = v;
  state.state_changed = true;
}

// The views as buttons, wrapping onto a second line as the text grows; beyond two lines
// (large text in a small window) one line instead: the view's name in a list, with the
// previous and next beside it, so that the maps keep the room. Then the model in one line
// at the right when there is room.
void draw_view_switch(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  const ImGuiStyle& style = ImGui::GetStyle();
  const float right_edge = ImGui::GetWindowContentRegionMax().x;
  auto tab = [&](View v) {
    const char* label = view_label(v);
    const bool on = state.view == v;
    const float w = ImGui::CalcTextSize(label).x + style.FramePadding.x * 2.0f;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + w > right_edge) ImGui::NewLine();
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(label) && !on) select_view(state, v);
    if (on) ImGui::PopStyleColor();
  };
  if (ImGui::Button(state.show_controls ? "◂" : tr("▸ Controls"))) {
    state.show_controls = !state.show_controls;
    state.state_changed = true;
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Hide or show the controls (F9)"));
  ImGui::SameLine();
  // With the controls hidden (the projector) the maps keep every line they can: the views
  // take one line of buttons or the list.
  const bool compact = view_button_lines(ImGui::GetCursorPosX() - style.ItemSpacing.x, right_edge) >
                       (state.show_controls ? 2 : 1);
  if (compact) {
    if (ImGui::ArrowButton("##previous_view", ImGuiDir_Left)) select_view(state, next_view(state.view, -1));
    ImGui::SameLine();
    float widest = 0.0f;
    for (int i = 0; i < kViewCount; ++i) {
      widest = std::max(widest, ImGui::CalcTextSize(view_label(static_cast<View>(i))).x);
    }
    ImGui::SetNextItemWidth(widest + ImGui::GetFrameHeight() + style.FramePadding.x * 2.0f);
    if (ImGui::BeginCombo("##view", view_label(state.view))) {
      for (int i = 0; i < kViewCount; ++i) {
        const View v = static_cast<View>(i);
        if (ImGui::Selectable(view_label(v), state.view == v)) select_view(state, v);
      }
      ImGui::EndCombo();
    }
    ImGui::SameLine();
    if (ImGui::ArrowButton("##next_view", ImGuiDir_Right)) select_view(state, next_view(state.view, +1));
  } else {
    for (int i = 0; i < kViewCount; ++i) tab(static_cast<View>(i));
  }
  // The key's hint where it fits beside the last button, else not at all.
  // TRANSLATORS: the key that goes to the next view.
  const char* hint = tr("(Tab)");
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + ImGui::CalcTextSize(hint).x <= right_edge) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", hint);
  } else {
    ImGui::Dummy(ImVec2(0.0f, 0.0f));  // ends the buttons' line where they end
  }
  const ModelInView in_view = model_in_view(state, shown);
  // The Diff of two pretrained models shows theirs (A's; B has the same layers and heads).
  const std::string& compared =
      state.view == View::Diff && state.diff.between == DiffBetween::Models ? results.diff.sizes : std::string();
  if (results.source.ok || !in_view.name.empty() || !compared.empty()) {
    const ModelSettings& m = state.model;
    char summary[160];
    if (!compared.empty()) {
      std::snprintf(summary, sizeof summary, "%s", compared.c_str());
    } else if (!in_view.name.empty()) {
      // The model whose maps the view shows, not the settings of the others.
      std::snprintf(summary, sizeof summary, "%s", in_view.sizes.c_str());
    } else {
      std::snprintf(summary, sizeof summary, "D = %d   H = %d   d_k = %d   %s   %s", m.d_model,
                    static_cast<int>(results.source.result.trace.heads.size()),
                    results.source.result.trace.d_k, m.causal ? tr("causal mask ON") : tr("no mask"),
                    m.scale ? "÷√d_k" : tr("not scaled"));
    }
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

}  // namespace

void draw_main_window(AppState& state, const Shown& shown) {
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
  draw_menu_bar(state, shown);

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
    draw_input_panel(state, shown);
    draw_model_panel(state, shown);
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
  draw_view_switch(state, shown);
  draw_view_body(state, shown);
  ImGui::EndChild();

  draw_status_bar(state, shown);
  ImGui::End();
  draw_get_model_window(state, shown);
  draw_lesson_prompt(state, shown);
}

void draw_view_body(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  if (!results.source.ok && results.computing) {  // the first result of a long input
    ImGui::Spacing();
    ImGui::TextDisabled(tr("Computing %s…"), results.computing_what.c_str());
    return;
  }
  switch (state.view) {
    case View::Heads: draw_heads_panel(state, shown); break;
    case View::Compare: draw_compare_panel(state, shown); break;
    case View::Pipeline: draw_pipeline_panel(state, shown); break;
    case View::Why: draw_why_panel(state, shown); break;
    case View::Assembly: draw_assembly_panel(state, shown); break;
    case View::Exercises: draw_exercises_panel(state, shown); break;
    case View::Decoder: draw_decoder_panel(state, shown); break;
    case View::Leaks: draw_leaks_panel(state, shown); break;
    case View::Cost: draw_cost_panel(state, shown); break;
    case View::Meaning: draw_meaning_panel(state, shown); break;
    case View::Training: draw_training_panel(state, shown); break;
    case View::Pretrained: draw_pretrained_panel(state, shown); break;
    case View::Layers: draw_layers_panel(state, shown); break;
    case View::Lens: draw_lens_panel(state, shown); break;
    case View::Diff: draw_diff_panel(state, shown); break;
  }
}

}  // namespace attn::app
