// The menu bar: lesson files, export, views and the classroom settings, each with the
// keyboard shortcut written beside it.
#include <imgui.h>

#include "panels/panels.hpp"

namespace attn::gui {

void draw_menu_bar(AppState& state, const Results& /*results*/) {
  if (!ImGui::BeginMenuBar()) return;
  if (ImGui::BeginMenu("Lesson")) {
    if (ImGui::MenuItem("Open…", "Ctrl+O")) {
      state.prompt = PromptKind::Open;
      state.prompt_just_opened = true;
    }
    if (ImGui::MenuItem("Save as…", "Ctrl+S")) {
      state.prompt = PromptKind::Save;
      state.prompt_just_opened = true;
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Export view as PNG", "Ctrl+E")) state.need_export = true;
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Ctrl+Q")) state.quit = true;
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("View")) {
    for (int i = 0; i < kViewCount; ++i) {
      const View v = static_cast<View>(i);
      if (ImGui::MenuItem(view_label(v), i == 0 ? "Tab" : nullptr, state.view == v)) {
        state.view = v;
        state.state_changed = true;
      }
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Controls", "F9", state.show_controls)) {
      state.show_controls = !state.show_controls;
    }
    if (ImGui::MenuItem("Full screen", "F11", state.fullscreen)) state.need_fullscreen_toggle = true;
    if (ImGui::MenuItem("Light theme", nullptr, state.light_theme)) {
      state.light_theme = !state.light_theme;
      state.need_style = true;
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Keys")) {
    ImGui::TextUnformatted("C          causal mask on / off");
    ImGui::TextUnformatted("+  −       more / fewer heads (divisors of D)");
    ImGui::TextUnformatted("1 … 9      open head 1 … 9;  Esc or 0: all heads");
    ImGui::TextUnformatted("Tab        next view (Shift+Tab: previous)");
    ImGui::TextUnformatted("← →        pipeline step; query token (why); token j (leaks)");
    ImGui::TextUnformatted("Ctrl+O / Ctrl+S   open / save a lesson");
    ImGui::TextUnformatted("Ctrl+E     export the view as PNG");
    ImGui::TextUnformatted("Ctrl + / Ctrl −   larger / smaller text");
    ImGui::TextUnformatted("F9         hide / show the controls");
    ImGui::TextUnformatted("F11        full screen");
    ImGui::EndMenu();
  }
  if (!state.title.empty()) {
    const float w = ImGui::CalcTextSize(state.title.c_str()).x;
    const float right = ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetCursorPosX() + w + ImGui::GetFontSize() < right) {
      ImGui::SetCursorPosX(right - w);
      ImGui::TextDisabled("%s", state.title.c_str());
    }
  }
  ImGui::EndMenuBar();
}

}  // namespace attn::gui
