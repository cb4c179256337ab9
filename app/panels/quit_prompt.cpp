// The question about unsaved changes, before quitting or before opening another lesson:
// Save / Don't save / Cancel (Enter is Save, Esc is Cancel). Save writes the lesson's own
// file, or opens the file browser when it has none: a quit then follows once it is saved
// there; an open is left for the teacher to ask again. Whatever is chosen at quit, the
// session is autosaved at exit (model/session.hpp), so it also comes back at the next start.
#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <string>

#include "io/i18n.hpp"
#include "model/session.hpp"
#include "panels/panels.hpp"

namespace attn::app {

void draw_quit_prompt(AppState& state, const Shown& /*shown*/) {
  // The title follows the language; the id after ### keeps the popup across a switch.
  const std::string title = fmt("{0}###quit_prompt", tr("Unsaved changes"));
  const char* id = title.c_str();
  const bool quitting = state.prompt == PromptKind::Quit;
  if ((quitting || state.prompt == PromptKind::Unsaved) && state.prompt_just_opened) {
    state.prompt_just_opened = false;
    state.state_changed = true;
    ImGui::OpenPopup(id);
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_PopupBg);
  bg.w = 1.0f;  // opaque over the heatmaps
  ImGui::PushStyleColor(ImGuiCol_PopupBg, bg);
  const bool open = ImGui::BeginPopupModal(
      id, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleColor();
  if (!open) return;
  if (state.prompt != PromptKind::Quit && state.prompt != PromptKind::Unsaved) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const std::string question =
      fmt(quitting ? tr("Save changes to {0} before quitting?")
                   : tr("Save changes to {0} before opening another lesson?"),
          lesson_display_name(state));
  ImGui::TextUnformatted(question.c_str());
  ImGui::TextDisabled("%s", quitting
                                ? tr("Either way, this session is autosaved and comes back at the next start.")
                                : tr("Don't save discards them: the autosave then follows the lesson you open."));
  ImGui::Spacing();

  const char* save = tr("Save");
  const char* discard = tr("Don't save");
  const char* cancel = tr("Cancel");
  // The three buttons as wide as the widest label (in any language).
  const float w = std::max({ImGui::CalcTextSize(save).x, ImGui::CalcTextSize(discard).x,
                            ImGui::CalcTextSize(cancel).x}) +
                  ImGui::GetStyle().FramePadding.x * 2.0f;
  const bool enter = ImGui::IsKeyPressed(GLFW_KEY_ENTER, false) ||
                     ImGui::IsKeyPressed(GLFW_KEY_KP_ENTER, false);
  const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  enum class Choice { None, Save, Discard, Cancel } choice = Choice::None;
  if (ImGui::Button(save, ImVec2(w, 0.0f)) || enter) choice = Choice::Save;
  ImGui::SameLine();
  if (ImGui::Button(discard, ImVec2(w, 0.0f))) choice = Choice::Discard;
  ImGui::SameLine();
  if (ImGui::Button(cancel, ImVec2(w, 0.0f)) || escape) choice = Choice::Cancel;

  switch (choice) {
    case Choice::None: break;
    case Choice::Save:
      state.prompt = PromptKind::None;
      ImGui::CloseCurrentPopup();
      save_lesson(state);  // saves in place, or opens the file browser
      if (!quitting) {
        if (state.prompt == PromptKind::Save) {
          state.session.open_after.reset();  // saved through the browser: open again after
          set_status(state, tr("Choose where to save the lesson, then open the other one."));
        } else if (!state.status_is_error) {
          continue_open(state);
        }
      } else if (state.prompt == PromptKind::Save) {
        state.session.quit_after_save = true;
      } else if (!state.status_is_error) {
        state.quit = true;
      }
      break;
    case Choice::Discard:
      state.prompt = PromptKind::None;
      ImGui::CloseCurrentPopup();
      if (quitting) {
        state.quit = true;
      } else {
        continue_open(state);
      }
      break;
    case Choice::Cancel:
      state.prompt = PromptKind::None;
      ImGui::CloseCurrentPopup();
      state.session.open_after.reset();
      set_status(state, quitting ? tr("Quit cancelled") : tr("Open cancelled: the lesson is as it was"));
      break;
  }
  state.state_changed = state.state_changed || choice != Choice::None;
  ImGui::EndPopup();
}

}  // namespace attn::app
