// The menu bar: lesson files (open, recent, save), models (open a folder, get one from the
// Hub), export, views and the classroom settings, each with the keyboard shortcut written
// beside it, and Help: the teacher's guide.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>
#include <vector>

#include "io/model_families.hpp"
#include "io/platform.hpp"
#include "model/lessons.hpp"
#include "model/scenes.hpp"
#include "model/session.hpp"
#include "panels/get_model_panel.hpp"
#include "panels/panels.hpp"
#include "widgets/map_menu.hpp"

namespace attn::app {
namespace {

bool file_exists(const std::string& path) {
  return io::platform::file_info(path).is_file;
}

// File ▸ Open recent: the last lessons opened or saved, newest first. A file that is gone
// is shown greyed; "Remove missing files" drops those.
void draw_recent_menu(AppState& state) {
  const std::vector<std::string> recent = state.session.recent;  // a copy: the menu edits it
  if (recent.empty()) {
    ImGui::MenuItem(state.session.enabled ? "No recent lessons yet" : "Recent lessons are not kept",
                    nullptr, false, false);
    return;
  }
  int missing = 0;
  for (std::size_t i = 0; i < recent.size(); ++i) {
    const std::string& path = recent[i];
    const auto slash = path.find_last_of('/');
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    const std::string dir = slash == std::string::npos ? "" : path.substr(0, slash);
    const bool there = file_exists(path);
    missing += there ? 0 : 1;
    ImGui::PushID(static_cast<int>(i));
    const std::string label = there ? name : name + "  (missing)";
    if (ImGui::MenuItem(label.c_str(), dir.c_str(), false, there)) request_open(state, path);
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip(there ? "%s" : "%s\nis no longer there (moved, renamed or deleted)", path.c_str());
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  if (missing > 0 && ImGui::MenuItem("Remove missing files")) {
    for (const std::string& path : recent) {
      if (!file_exists(path)) forget_recent(state, path);
    }
    set_status(state, "Removed " + std::to_string(missing) + " missing " +
                          (missing == 1 ? "file" : "files") + " from the recent lessons");
  }
  if (ImGui::MenuItem("Clear the list")) {
    clear_recent(state);
    set_status(state, "The recent lessons list is empty");
  }
}

}  // namespace

void draw_menu_bar(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  if (!ImGui::BeginMenuBar()) return;
  {
    // Where "File" is drawn (the tests click it): the menu bar's next item at the cursor.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::CalcTextSize("File");
    mark_place(state, "file_menu", ImVec2(at.x + ImGui::GetStyle().ItemSpacing.x + size.x * 0.5f,
                                          at.y + ImGui::GetFrameHeight() * 0.5f));
  }
  if (ImGui::BeginMenu("File")) {
    const bool free = state.prompt == PromptKind::None;
    if (ImGui::MenuItem("Open lesson…", "Ctrl+O", false, free)) request_open(state, "");
    if (ImGui::BeginMenu("Open recent", free)) {
      draw_recent_menu(state);
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem("Open model…", nullptr, false, free)) open_model_browser(state);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("A model folder as Hugging Face publishes it (%s), for the Model view", io::family_names_text().c_str());
    if (ImGui::MenuItem("Get a model…", nullptr, false, free)) open_get_model_window(state);
    mark_last_item(state, "get_model_item");
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("Download a real model from the Hugging Face Hub (or a mirror), or open one already on this computer");
    }
    if (ImGui::MenuItem("Save lesson", "Ctrl+S", false, free)) save_lesson(state);
    if (ImGui::MenuItem("Save lesson as…", "Ctrl+Shift+S", false, free)) {
      state.prompt = PromptKind::Save;
      state.prompt_just_opened = true;
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Export view as PNG figure", "Ctrl+E")) state.need_export = true;
    if (ImGui::MenuItem("Save weights as JSON")) save_current_weights(state, results);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("W_q, W_k, W_v, W_o of the current model, in the working folder,\n"
                        "as the weights file that `compute` and Load file... read");
    }
    ImGui::Separator();
    if (ImGui::MenuItem("Quit", "Ctrl+Q")) state.quit_requested = true;
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
    if (ImGui::MenuItem("Presenter window", "F5", state.presenter)) {
      set_presenter(state, !state.presenter, now_seconds());
    }
    if (ImGui::MenuItem("Light theme", nullptr, state.light_theme)) {
      state.light_theme = !state.light_theme;
      state.need_style = true;
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Scenes")) {
    const bool any = scene_count(state) > 0;
    const int k = state.scenes.current;
    if (ImGui::MenuItem("Next scene", "PageDown", false, any && k + 1 < scene_count(state))) next_scene(state, +1);
    if (ImGui::MenuItem("Previous scene", "PageUp", false, any && k > 0)) next_scene(state, -1);
    if (ImGui::MenuItem("Undo the scene change", "Ctrl+Z", false, !state.scenes.undo.empty())) {
      undo_scene_change(state);
    }
    ImGui::Separator();
    if (ImGui::MenuItem(any ? "Add scene (this screen, after this one)" : "Add scene (this screen as scene 1)")) {
      add_scene(state, "");
    }
    if (ImGui::MenuItem("Update this scene from the screen", nullptr, false, any)) update_scene(state);
    if (any) {
      if (state.scenes.rename.empty()) state.scenes.rename = state.scenes.list[static_cast<std::size_t>(k)].title.shown();
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14.0f);
      if (ImGui::InputText("title##scene", &state.scenes.rename)) rename_scene(state, state.scenes.rename);
    }
    if (ImGui::MenuItem("Move earlier", nullptr, false, any && k > 0)) move_scene(state, -1);
    if (ImGui::MenuItem("Move later", nullptr, false, any && k + 1 < scene_count(state))) move_scene(state, +1);
    if (ImGui::MenuItem("Delete this scene", nullptr, false, any)) delete_scene(state);
    if (any) {
      ImGui::Separator();
      // Every scene, to jump to (a long lesson's list scrolls).
      ImGui::BeginChild("scene_list", ImVec2(ImGui::GetFontSize() * 20.0f,
                                             std::min(ImGui::GetTextLineHeightWithSpacing() * static_cast<float>(scene_count(state)),
                                                      ImGui::GetFontSize() * 16.0f)));
      ImGuiListClipper clipper;
      clipper.Begin(scene_count(state));
      while (clipper.Step()) {
        for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
          const std::string label = std::to_string(i + 1) + ". " + state.scenes.list[static_cast<std::size_t>(i)].title.shown();
          ImGui::PushID(i);
          if (ImGui::Selectable(label.c_str(), i == k)) go_to_scene(state, i);
          ImGui::PopID();
        }
      }
      ImGui::EndChild();
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Keys")) {
    // Two columns, so the descriptions line up in any font.
    static constexpr const char* kKeys[][2] = {
        {"C", "causal mask on / off (in the Model view: the model's)"},
        {"N", "Model view: generate one more token"},
        {"+  −", "more / fewer heads (divisors of D)"},
        {"1 … 9", "open head 1 … 9;  Esc or 0: all heads"},
        {"Tab", "next view (Shift+Tab: previous)"},
        {"PageDown / PageUp", "next / previous scene (a clicker's keys)"},
        {"Q / Space", "All heads: hide a row to predict / reveal it"},
        {"W", "All heads: which head is this? (its name hidden)"},
        {"Ctrl+Z", "back to the screen before the last scene change"},
        {"← →", "pipeline step; query token (why); token j (leaks)"},
        {"Ctrl+O / Ctrl+S", "open / save a lesson"},
        {"Ctrl+Shift+S", "save the lesson under another name"},
        {"Ctrl+E", "save the view as a figure (PNG)"},
        {"right-click a map", "copy or save it as CSV"},
        {"Ctrl + / Ctrl −", "larger / smaller text"},
        {"F9", "hide / show the controls (hidden: labels at full size)"},
        {"F5", "presenter window: notes, next scene, clock (Ctrl+W closes)"},
        {"F11", "full screen"},
        {"F1", "the teacher's guide (Esc closes it)"},
        {"Ctrl+Q", "quit (asks first when there are unsaved changes)"},
    };
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) {
      for (const auto& row : kKeys) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row[0]);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(row[1]);
      }
      ImGui::EndTable();
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Help")) {
    if (ImGui::MenuItem("Teacher's guide", "F1", state.guide.open)) {
      state.guide.open = !state.guide.open;
      state.state_changed = true;
    }
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("The views, lessons, scenes, quizzes, the presenter window and the keys,\n"
                        "from the copy installed with the program (no network needed)");
    }
    ImGui::EndMenu();
  }
  if (!state.title.empty()) {
    const float w = ImGui::CalcTextSize(state.title.shown().c_str()).x;
    const float right = ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetCursorPosX() + w + ImGui::GetFontSize() < right) {
      ImGui::SetCursorPosX(right - w);
      ImGui::TextDisabled("%s", state.title.shown().c_str());
    }
  }
  ImGui::EndMenuBar();
}

}  // namespace attn::app
