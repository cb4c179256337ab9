// The path prompt for opening and saving lessons (Ctrl+O, Ctrl+S): a small modal with the
// path prefilled; Enter confirms, Esc cancels. A failure keeps the prompt open and says why.
#include <imgui.h>
#include <imgui_stdlib.h>

#include "gui/lesson_state.hpp"
#include "panels/panels.hpp"

namespace attn::gui {

void draw_lesson_prompt(AppState& state, const Results& /*results*/) {
  const bool weights = state.prompt == PromptKind::LoadWeights;
  const char* id = weights ? "Weights file" : "Lesson file";
  if (state.prompt != PromptKind::None && state.prompt_just_opened) {
    state.prompt_just_opened = false;
    state.prompt_error.clear();
    if (state.prompt_path.empty()) {
      state.prompt_path = weights                    ? "weights.json"
                          : state.lesson_path.empty() ? "lesson.json"
                                                      : state.lesson_path;
    }
    ImGui::OpenPopup(id);
  }
  const ImVec2 centre = ImGui::GetMainViewport()->GetCenter();
  ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 36.0f, 0.0f), ImGuiCond_Appearing);
  if (!ImGui::BeginPopupModal(id, nullptr, ImGuiWindowFlags_NoSavedSettings)) return;

  const bool saving = state.prompt == PromptKind::Save;
  ImGui::TextUnformatted(weights  ? "Load W_q, W_k, W_v, W_o from this JSON file:"
                         : saving ? "Save the lesson to this file:"
                                  : "Open the lesson in this file:");
  if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(-1.0f);
  const bool enter = ImGui::InputText("##path", &state.prompt_path,
                                      ImGuiInputTextFlags_EnterReturnsTrue |
                                          ImGuiInputTextFlags_AutoSelectAll);
  if (!state.prompt_error.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextColored(ImVec4(0.85f, 0.15f, 0.1f, 1.0f), "%s", state.prompt_error.c_str());
    ImGui::PopTextWrapPos();
  }
  bool close = false;
  if (ImGui::Button(saving ? "Save" : weights ? "Load" : "Open") || enter) {
    const bool ok = weights  ? load_weights(state, state.prompt_path)
                    : saving ? save_lesson_as(state, state.prompt_path)
                             : open_lesson(state, state.prompt_path);
    if (ok) {
      close = true;
    } else {
      state.prompt_error = state.status;
    }
  }
  ImGui::SameLine();
  if (ImGui::Button("Cancel") || ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
    close = true;
  }
  if (close) {
    state.prompt = PromptKind::None;
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
}

}  // namespace attn::gui
