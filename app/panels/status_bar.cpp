// The status line: the last message (errors in red, the program keeps running on the last
// good result) and, when there is room, a reminder of the keys.
#include <imgui.h>

#include "panels/panels.hpp"

namespace attn::gui {

void draw_status_bar(AppState& state, const Results& /*results*/) {
  ImGui::Separator();
  const char* keys = "C mask   + − heads   1–9 head   Tab view   Ctrl+S/O lesson   Ctrl+E PNG   F11";
  const float keys_w = ImGui::CalcTextSize(keys).x;
  const float avail = ImGui::GetContentRegionAvail().x;
  const bool show_keys = ImGui::CalcTextSize(state.status.c_str()).x + keys_w +
                             ImGui::GetFontSize() * 2.0f < avail;
  if (state.status_is_error) {
    const ImVec4 red = state.light_theme ? ImVec4(0.75f, 0.05f, 0.05f, 1.0f)
                                         : ImVec4(1.0f, 0.45f, 0.4f, 1.0f);
    ImGui::TextColored(red, "⚠ %s", state.status.c_str());
  } else {
    ImGui::TextUnformatted(state.status.c_str());
  }
  if (show_keys) {
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - keys_w);
    ImGui::TextDisabled("%s", keys);
  }
}

}  // namespace attn::gui
