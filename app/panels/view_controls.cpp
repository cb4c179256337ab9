#include "panels/view_controls.hpp"

#include <imgui.h>

namespace attn::gui {

void draw_value_controls(AppState& state) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Show");
  ImGui::SameLine();
  int v = state.values == ValueKind::Weights ? 0 : 1;
  bool changed = ImGui::RadioButton("weights (after softmax)", &v, 0);
  ImGui::SameLine();
  if (ImGui::GetContentRegionAvail().x <
      ImGui::CalcTextSize("scores (before softmax)").x + ImGui::GetFrameHeight() * 1.5f) {
    ImGui::NewLine();
  }
  changed |= ImGui::RadioButton("scores (before softmax)", &v, 1);
  if (changed) {
    state.values = v == 0 ? ValueKind::Weights : ValueKind::Scores;
    state.need_maps = true;
    state.state_changed = true;
  }
  ImGui::SameLine(0.0f, ImGui::GetFontSize() * 1.5f);
  if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize("Colour range  each map ▾").x) {
    ImGui::NewLine();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Colour range");
  ImGui::SameLine();
  const char* names[] = {"shared by all maps", "each map its own", "fixed 0 to 1"};
  int mode = static_cast<int>(state.scale_mode);
  ImGui::SetNextItemWidth(ImGui::CalcTextSize("shared by all maps").x +
                          ImGui::GetFrameHeight() * 1.5f);
  if (ImGui::Combo("##range", &mode, names, 3)) {
    state.scale_mode = static_cast<ScaleMode>(mode);
    state.need_maps = true;
    state.state_changed = true;
  }
}

}  // namespace attn::gui
