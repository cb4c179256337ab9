// The menu bar: lesson files (open, recent, save), models (open a folder, get one from the
// Hub), export, views and the classroom settings, each with the keyboard shortcut written
// beside it, and Help: the teacher's guide.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <exception>
#include <string>
#include <vector>

#include "io/browser.hpp"
#include "io/i18n.hpp"
#include "io/model_families.hpp"
#include "io/platform.hpp"
#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "model/scenes.hpp"
#include "model/session.hpp"
#include "panels/get_model_panel.hpp"
#include "panels/language_menu.hpp"
#include "panels/panels.hpp"
#include "widgets/map_menu.hpp"

namespace attn::app {
namespace {

#ifdef __EMSCRIPTEN__
// The page: the lesson written to the page's files, then handed to the browser as a download.
void download_lesson(AppState& state) {
  std::string name = state.lesson_path.substr(state.lesson_path.find_last_of('/') + 1);
  if (name.empty()) name = "lesson.lesson.json";
  const std::string path = "/tmp/download/" + name;
  try {
    io::platform::make_directories("/tmp/download");
    app::save_lesson(path, lesson_from_state(state));
    io::browser::download(path, name);
    set_status(state, fmt(tr("Downloaded {0}"), name));
  } catch (const std::exception& e) {
    set_status(state, fmt(tr("Could not save the lesson: {0}"), e.what()), true);
  }
}
#endif

bool file_exists(const std::string& path) {
  return io::platform::file_info(path).is_file;
}

// File ▸ Open recent: the last lessons opened or saved, newest first. A file that is gone
// is shown greyed; "Remove missing files" drops those.
void draw_recent_menu(AppState& state) {
  const std::vector<std::string> recent = state.session.recent;  // a copy: the menu edits it
  if (recent.empty()) {
    ImGui::MenuItem(state.session.enabled ? tr("No recent lessons yet") : tr("Recent lessons are not kept"),
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
    const std::string label = there ? name : fmt(tr("{0}  (missing)"), name);
    if (ImGui::MenuItem(label.c_str(), dir.c_str(), false, there)) request_open(state, path);
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip(there ? "%s" : tr("%s\nis no longer there (moved, renamed or deleted)"), path.c_str());
    }
    ImGui::PopID();
  }
  ImGui::Separator();
  if (missing > 0 && ImGui::MenuItem(tr("Remove missing files"))) {
    for (const std::string& path : recent) {
      if (!file_exists(path)) forget_recent(state, path);
    }
    set_status(state, fmt(trn("Removed {0} missing file from the recent lessons",
                              "Removed {0} missing files from the recent lessons", static_cast<std::uint64_t>(missing)),
                          missing));
  }
  if (ImGui::MenuItem(tr("Clear the list"))) {
    clear_recent(state);
    set_status(state, tr("The recent lessons list is empty"));
  }
}

}  // namespace

void draw_menu_bar(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  if (!ImGui::BeginMenuBar()) return;
  {
    // Where "File" is drawn (the tests click it): the menu bar's next item at the cursor.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 size = ImGui::CalcTextSize(trc("menu", "File"));
    mark_place(state, "file_menu", ImVec2(at.x + ImGui::GetStyle().ItemSpacing.x + size.x * 0.5f,
                                          at.y + ImGui::GetFrameHeight() * 0.5f));
  }
  if (ImGui::BeginMenu(trc("menu", "File"))) {
    const bool free = state.prompt == PromptKind::None;
    if (ImGui::MenuItem(tr("Open lesson…"), "Ctrl+O", false, free)) request_open(state, "");
    if (ImGui::BeginMenu(tr("Open recent"), free)) {
      draw_recent_menu(state);
      ImGui::EndMenu();
    }
    if (ImGui::MenuItem(tr("Open model…"), nullptr, false, free)) open_model_browser(state);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(tr("A model folder as Hugging Face publishes it (%s), for the Model view"), io::family_names_text().c_str());
#ifdef __EMSCRIPTEN__
    // The page: the student's own files, through the browser (io/browser.hpp).
    if (ImGui::MenuItem(tr("Open files from this computer…"), nullptr, false, free)) io::browser::pick(false);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("A lesson, a picture or a GGUF file; or every file of a model folder, chosen together.\n"
                                 "Dropping them on the page does the same."));
    }
    if (ImGui::MenuItem(tr("Open a model folder from this computer…"), nullptr, false, free)) io::browser::pick(true);
#endif
    if (ImGui::MenuItem(tr("Get a model…"), nullptr, false, free)) open_get_model_window(state);
    mark_last_item(state, "get_model_item");
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(tr("Download a real model from the Hugging Face Hub (or a mirror), or open one already on this computer"));
    }
    if (ImGui::MenuItem(tr("Save lesson"), "Ctrl+S", false, free)) save_lesson(state);
    if (ImGui::MenuItem(tr("Save lesson as…"), "Ctrl+Shift+S", false, free)) {
      state.prompt = PromptKind::Save;
      state.prompt_just_opened = true;
    }
#ifdef __EMSCRIPTEN__
    if (ImGui::MenuItem(tr("Download the lesson"))) download_lesson(state);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("The lesson as a file in the browser's downloads, to keep or to share.\n"
                                 "Lessons saved with Save stay in this browser."));
    }
#endif
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Export view as PNG figure"), "Ctrl+E")) state.need_export = true;
    if (ImGui::MenuItem(tr("Save weights as JSON"))) save_current_weights(state, results);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("W_q, W_k, W_v, W_o of the current model, in the working folder,\n"
                                 "as the weights file that `compute` and Load file... read"));
    }
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Quit"), "Ctrl+Q")) state.quit_requested = true;
    ImGui::EndMenu();
  }
  {
    const ImVec2 at = ImGui::GetCursorScreenPos();  // where "View" is drawn (the tests click it)
    mark_place(state, "view_menu", ImVec2(at.x + ImGui::GetStyle().ItemSpacing.x + ImGui::CalcTextSize(trc("menu", "View")).x * 0.5f,
                                          at.y + ImGui::GetFrameHeight() * 0.5f));
  }
  if (ImGui::BeginMenu(trc("menu", "View"))) {
    for (int i = 0; i < kViewCount; ++i) {
      const View v = static_cast<View>(i);
      if (ImGui::MenuItem(view_label(v), i == 0 ? "Tab" : nullptr, state.view == v)) {
        state.view = v;
        state.state_changed = true;
      }
    }
    ImGui::Separator();
    if (ImGui::MenuItem(tr("Controls"), "F9", state.show_controls)) {
      state.show_controls = !state.show_controls;
    }
    if (ImGui::MenuItem(tr("Full screen"), "F11", state.fullscreen)) state.need_fullscreen_toggle = true;
#ifdef __EMSCRIPTEN__
    // The page: F5 is the browser's (reload); the presenter opens in a window of its own.
    if (ImGui::MenuItem(tr("Presenter window"), nullptr, state.presenter)) {
      set_presenter(state, !state.presenter, now_seconds());
    }
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("The notes, the next scene and a clock in a second window of this page,\n"
                                 "for the laptop's screen while this one is on the projector"));
    }
#else
    if (ImGui::MenuItem(tr("Presenter window"), "F5", state.presenter)) {
      set_presenter(state, !state.presenter, now_seconds());
    }
#endif
    if (ImGui::MenuItem(tr("Light theme"), nullptr, state.light_theme)) {
      state.light_theme = !state.light_theme;
      state.need_style = true;
    }
    draw_language_menu(state);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(trc("menu", "Scenes"))) {
    const bool any = scene_count(state) > 0;
    const int k = state.scenes.current;
    if (ImGui::MenuItem(tr("Next scene"), "PageDown", false, any && k + 1 < scene_count(state))) next_scene(state, +1);
    if (ImGui::MenuItem(tr("Previous scene"), "PageUp", false, any && k > 0)) next_scene(state, -1);
    if (ImGui::MenuItem(tr("Undo the scene change"), "Ctrl+Z", false, !state.scenes.undo.empty())) {
      undo_scene_change(state);
    }
    ImGui::Separator();
    if (ImGui::MenuItem(any ? tr("Add scene (this screen, after this one)") : tr("Add scene (this screen as scene 1)"))) {
      add_scene(state, "");
    }
    if (ImGui::MenuItem(tr("Update this scene from the screen"), nullptr, false, any)) update_scene(state);
    if (any) {
      if (state.scenes.rename.empty()) state.scenes.rename = state.scenes.list[static_cast<std::size_t>(k)].title.shown();
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 14.0f);
      if (ImGui::InputText(tr("title##scene"), &state.scenes.rename)) rename_scene(state, state.scenes.rename);
    }
    if (ImGui::MenuItem(tr("Move earlier"), nullptr, false, any && k > 0)) move_scene(state, -1);
    if (ImGui::MenuItem(tr("Move later"), nullptr, false, any && k + 1 < scene_count(state))) move_scene(state, +1);
    if (ImGui::MenuItem(tr("Delete this scene"), nullptr, false, any)) delete_scene(state);
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
  if (ImGui::BeginMenu(trc("menu", "Keys"))) {
    // Two columns, so the descriptions line up in any font. The keys' own names (Ctrl, Tab,
    // PageDown) are printed on the keyboard and stay; words beside them are translated.
    static constexpr const char* kKeys[][2] = {
        {"C", N_("causal mask on / off (in the Model view: the model's)")},
        {"N", N_("Model view: generate one more token")},
        {"+  −", N_("more / fewer heads (divisors of D)")},
        {"1 … 9", N_("open head 1 … 9;  Esc or 0: all heads")},
        {"Tab", N_("next view (Shift+Tab: previous)")},
        {"PageDown / PageUp", N_("next / previous scene (a clicker's keys)")},
        {N_("Q / Space"), N_("All heads: hide a row to predict / reveal it")},
        {"W", N_("All heads: which head is this? (its name hidden)")},
        {"Ctrl+Z", N_("back to the screen before the last scene change")},
        {"← →", N_("pipeline step; query token (why); token j (leaks)")},
        {"Ctrl+O / Ctrl+S", N_("open / save a lesson")},
        {"Ctrl+Shift+S", N_("save the lesson under another name")},
        {"Ctrl+E", N_("save the view as a figure (PNG)")},
        {N_("right-click a map"), N_("copy or save it as CSV")},
        {"Ctrl + / Ctrl −", N_("larger / smaller text")},
        {"F9", N_("hide / show the controls (hidden: labels at full size)")},
#ifndef __EMSCRIPTEN__
        {"F5", N_("presenter window: notes, next scene, clock (Ctrl+W closes)")},
#endif
        {"F11", N_("full screen")},
        {"F1", N_("the teacher's guide (Esc closes it)")},
        {"Ctrl+Q", N_("quit (asks first when there are unsaved changes)")},
    };
    if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit)) {
      for (const auto& row : kKeys) {
        ImGui::TableNextRow();
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(tr(row[0]));  // a key's name alone is not in the catalog: itself
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(tr(row[1]));
      }
      ImGui::EndTable();
    }
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu(trc("menu", "Help"))) {
    if (ImGui::MenuItem(tr("Teacher's guide"), "F1", state.guide.open)) {
      state.guide.open = !state.guide.open;
      state.state_changed = true;
    }
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("The views, lessons, scenes, quizzes, the presenter window and the keys,\n"
                                 "from the copy installed with the program (no network needed)"));
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
