// The file browser for opening and saving lessons and loading weights (Ctrl+O, Ctrl+S,
// Ctrl+Shift+S, Model ▸ Load file...): a modal with the folder's path, Up, the folders
// and *.json files in it (all files with a tick), and a name field that also takes a
// relative or absolute path. Double-click or Enter opens a folder or chooses a file;
// saving over an existing file asks first; Esc cancels. Errors (an unreadable folder, a
// file that is not a lesson) are shown in the browser, which stays open.
//
// Reading and sorting folders is io/dir_listing.hpp; this file only draws and reacts.
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>

#include "io/dir_listing.hpp"
#include "io/gguf_model.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "model/lessons.hpp"
#include "model/session.hpp"
#include "panels/panels.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

bool is_directory(const std::string& path) { return io::platform::file_info(path).is_directory; }

bool exists(const std::string& path) { return io::platform::file_info(path).exists; }

std::string home_directory() {
  const std::string h = io::platform::home_directory();
  return io::platform::is_absolute(h) ? h : io::platform::roots().front();
}

// "/home/ana" + "x" and "C:/" + "x": one '/' between them.
std::string child_of(const std::string& directory, const std::string& name) {
  return directory + (!directory.empty() && directory.back() == '/' ? "" : "/") + name;
}

// "Adjectives update nouns" -> "adjectives-update-nouns.lesson.json": the double extension
// is the lesson files' MIME type (assets/desktop/attention-explorer-mime.xml).
std::string file_name_from_title(const std::string& title) {
  std::string slug;
  for (const char c : title) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) != 0) {
      slug += static_cast<char>(std::tolower(u));
    } else if (!slug.empty() && slug.back() != '-') {
      slug += '-';
    }
  }
  while (!slug.empty() && slug.back() == '-') slug.pop_back();
  if (slug.size() > 40) slug.resize(40);
  return (slug.empty() ? "lesson" : slug) + ".lesson.json";
}

void go_to(FileBrowser& b, const std::string& directory) {
  b.directory = directory;
  b.need_listing = true;
  b.error.clear();
  b.confirm_replace.clear();
  b.focus_name = true;  // keep typing after Enter opened a folder
}

// A field that has the keyboard edits its own copy of the text: a name chosen in the list
// reaches it through this callback.
int replace_active_name(ImGuiInputTextCallbackData* data) {
  auto* b = static_cast<FileBrowser*>(data->UserData);
  if (b->name_replaced) {
    b->name_replaced = false;
    data->DeleteChars(0, data->BufTextLen);
    data->InsertChars(0, b->file_name.c_str());
    data->SelectAll();
  }
  return 0;
}

// Sets up the browser each time it opens: its folder and the name to start with.
void open_browser(AppState& state) {
  FileBrowser& b = state.browser;
  const bool own_lesson = !state.lesson_path.empty() && state.lesson_path != find_default_lesson();
  if (b.directory.empty() || !is_directory(b.directory)) {
    b.directory = own_lesson ? io::directory_of(state.lesson_path) : io::absolute_path(".");
  }
  if (state.prompt == PromptKind::OpenPicture) {
    b.all_files = true;  // pictures are not .json files
    if (!state.picture.empty() && is_directory(io::directory_of(state.picture))) b.directory = io::directory_of(state.picture);
  }
  if (!state.prompt_path.empty()) {
    b.file_name = state.prompt_path;
    state.prompt_path.clear();
  } else if (state.prompt == PromptKind::Save) {
    b.file_name = own_lesson ? state.lesson_path.substr(state.lesson_path.find_last_of('/') + 1)
                             : file_name_from_title(state.title.shown());
  } else {
    b.file_name.clear();
  }
  b.name_replaced = false;
  b.need_listing = true;
  b.confirm_replace.clear();
  b.focus_name = true;
}

void close_browser(AppState& state, bool cancelled) {
  state.prompt = PromptKind::None;
  state.browser.error.clear();
  state.browser.confirm_replace.clear();
  if (cancelled && state.session.quit_after_save) {
    state.session.quit_after_save = false;
    set_status(state, tr("Quit cancelled: the lesson was not saved"));
  }
  ImGui::CloseCurrentPopup();
}

// Acts on a path the user chose: a folder is entered, a file opened, loaded or saved.
// Returns true when the browser is done.
bool choose(AppState& state, const std::string& typed) {
  FileBrowser& b = state.browser;
  if (state.prompt == PromptKind::OpenPicture) {
    if (typed.empty()) {
      b.error = tr("Choose a picture (PNG or JPEG)");
      return false;
    }
    const std::string path = io::resolve_typed_path(b.directory, typed, home_directory());
    if (is_directory(path)) {
      go_to(b, path);
      b.file_name.clear();
      return false;
    }
    if (!exists(path)) {
      b.error = fmt(tr("'{0}' does not exist"), path);
      return false;
    }
    state.commands.push_back(SetModelPicture{path});
    b.directory = io::directory_of(path);
    return true;
  }
  if (state.prompt == PromptKind::OpenModel) {
    // A model folder: the one shown (nothing typed), a folder holding config.json, or the
    // folder of one of its files; or a GGUF file.
    const std::string path = typed.empty() ? b.directory : io::resolve_typed_path(b.directory, typed, home_directory());
    if (!is_directory(path) && io::is_gguf_path(path) && exists(path)) {
      state.pretrained.folder = path;
      state.pretrained.need_open = true;
      state.view = View::Pretrained;
      state.state_changed = true;
      b.directory = io::directory_of(path);
      return true;
    }
    const std::string folder = is_directory(path) ? path : io::directory_of(path);
    if (!exists(folder + "/config.json")) {
      if (is_directory(path) && path != b.directory) {
        go_to(b, path);
        b.file_name.clear();
      } else {
        b.error = fmt(tr("'{0}' holds no config.json: a model folder holds config.json, model.safetensors "
                         "(or its shards) and tokenizer.json; or choose a .gguf file"),
                      folder);
      }
      return false;
    }
    state.pretrained.folder = folder;
    state.pretrained.need_open = true;
    state.view = View::Pretrained;
    state.state_changed = true;
    b.directory = io::directory_of(folder);
    return true;
  }
  if (typed.empty()) {
    b.error = state.prompt == PromptKind::Save ? tr("Type a name for the lesson file")
                                               : tr("Choose a file, or type its name or path");
    return false;
  }
  std::string path = io::resolve_typed_path(b.directory, typed, home_directory());
  if (is_directory(path)) {
    go_to(b, path);
    b.file_name.clear();
    return false;
  }
  bool ok = false;
  if (state.prompt == PromptKind::Save) {
    path = io::with_json_extension(path, ".lesson.json");  // the lessons' MIME type
    if (is_directory(path)) {
      b.error = fmt(tr("'{0}' is a folder"), path);
      return false;
    }
    if (!is_directory(io::directory_of(path))) {
      b.error = fmt(tr("Cannot save to '{0}': the folder '{1}' does not exist"), path, io::directory_of(path));
      return false;
    }
    if (exists(path) && b.confirm_replace != path) {
      b.confirm_replace = path;
      b.error.clear();
      return false;
    }
    ok = save_lesson_as(state, path);
    if (ok && state.session.quit_after_save) state.quit = true;
  } else if (state.prompt == PromptKind::LoadWeights) {
    ok = load_weights(state, path);
  } else {
    ok = open_lesson(state, path);
  }
  b.confirm_replace.clear();
  if (!ok) b.error = state.status;
  if (ok) b.directory = io::directory_of(path);
  return ok;
}

// Readable on a projector in either theme (the status line uses the same red).
ImVec4 error_colour(const AppState& state) {
  return state.light_theme ? ImVec4(0.75f, 0.05f, 0.05f, 1.0f) : ImVec4(1.0f, 0.45f, 0.4f, 1.0f);
}
ImVec4 warning_colour(const AppState& state) {
  return state.light_theme ? ImVec4(0.62f, 0.28f, 0.0f, 1.0f) : ImVec4(1.0f, 0.72f, 0.35f, 1.0f);
}

const char* title_of(PromptKind kind) {
  switch (kind) {
    case PromptKind::Save: return tr("Save the lesson###file_browser");
    case PromptKind::LoadWeights: return tr("Load weights (W_q, W_k, W_v, W_o)###file_browser");
    case PromptKind::OpenModel: return tr("Open a model folder (config.json, model.safetensors, tokenizer.json) or a GGUF file###file_browser");
    case PromptKind::OpenPicture: return tr("Open a picture for the vision model (PNG or JPEG)###file_browser");
    default: return tr("Open a lesson###file_browser");
  }
}

void draw_file_browser(AppState& state) {
  const PromptKind kind = state.prompt;
  const bool browsing =
      kind == PromptKind::Open || kind == PromptKind::Save || kind == PromptKind::LoadWeights ||
      kind == PromptKind::OpenModel || kind == PromptKind::OpenPicture;
  if (browsing && state.prompt_just_opened) {
    state.prompt_just_opened = false;
    state.state_changed = true;
    open_browser(state);
    ImGui::OpenPopup("###file_browser");
  }
  const float font = ImGui::GetFontSize();
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->GetCenter(), ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  // A fixed width; the height follows the content (an error or the replace question).
  ImGui::SetNextWindowSize(ImVec2(std::min(font * 46.0f, vp->WorkSize.x * 0.95f), 0.0f),
                           ImGuiCond_Always);
  // Opaque: the heatmaps behind would show through the light theme's popup colour.
  ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_PopupBg);
  bg.w = 1.0f;
  ImGui::PushStyleColor(ImGuiCol_PopupBg, bg);
  const bool open = ImGui::BeginPopupModal(title_of(kind), nullptr, ImGuiWindowFlags_NoSavedSettings);
  ImGui::PopStyleColor();
  if (!open) return;
  if (!browsing) {  // the prompt was replaced while open
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }

  FileBrowser& b = state.browser;
  // A text field that had the keyboard at the start of the frame handles Enter itself.
  const bool typing = ImGui::GetIO().WantTextInput;
  if (b.need_listing) {
    b.need_listing = false;
    b.listing = io::list_directory(b.directory, b.all_files, state.prompt == PromptKind::OpenModel);
    b.directory = b.listing.directory;
    b.path_bar = b.directory;
    b.selected = -1;
  }
  const auto& entries = b.listing.entries;
  const int count = static_cast<int>(entries.size());
  bool done = false;
  bool cancelled = false;

  // Folder: Up, Home, the path.
  if (ImGui::Button(tr("↑ Up")) || b.request_up) {
    go_to(b, io::parent_directory(b.directory));
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("The folder above (Alt+↑)"));
  ImGui::SameLine();
  if (ImGui::Button(tr("Home"))) go_to(b, home_directory());
  // Windows' drives ("C:", "D:"); Linux has the one root, reached by Up.
  if (const std::vector<std::string> roots = io::platform::roots(); roots.size() > 1) {
    for (const std::string& root : roots) {
      ImGui::SameLine();
      if (ImGui::Button(root.substr(0, root.size() - 1).c_str())) go_to(b, root);
    }
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::InputText("##folder", &b.path_bar, ImGuiInputTextFlags_EnterReturnsTrue)) {
    const std::string target = io::resolve_typed_path(b.directory, b.path_bar, home_directory());
    if (is_directory(target)) {
      go_to(b, target);
    } else {
      b.error = fmt(tr("'{0}' is not a folder"), target);
    }
  }

  // The folder's contents.
  int activated = -1;  // double-clicked or Enter
  // At most 15 rows, fewer when large text would push the buttons off the screen.
  const float list_h = std::clamp(vp->WorkSize.y * 0.9f - font * 11.0f, font * 4.0f, font * 15.0f);
  ImGui::BeginChild("entries", ImVec2(0.0f, list_h), true);
  if (!b.listing.error.empty()) {
    wrapped_text_colored(error_colour(state), "⚠ %s", b.listing.error.c_str());
  } else if (count == 0) {
    ImGui::TextDisabled("%s", b.all_files ? tr("This folder is empty.") : tr("No folders or .json files here."));
  }
  bool scroll_to_selected = false;
  // Up / Down move the selection even while the name field has the keyboard (a one-line
  // field has no use for them).
  if (count > 0 && !b.request_up) {  // Alt+↑ is not also a move in the list
    int step = 0;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_DownArrow))) step = +1;
    if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_UpArrow)) && !ImGui::GetIO().KeyAlt) step = -1;
    if (step != 0) {
      b.selected = std::clamp(b.selected < 0 ? (step > 0 ? 0 : count - 1) : b.selected + step, 0,
                              count - 1);
      if (!entries[static_cast<std::size_t>(b.selected)].is_directory) {
        b.file_name = entries[static_cast<std::size_t>(b.selected)].name;
        b.name_replaced = true;
      }
      scroll_to_selected = true;
    }
  }
  const float name_x = ImGui::GetCursorPosX() + ImGui::CalcTextSize("▸ ").x;
  for (int i = 0; i < count; ++i) {
    const io::DirEntry& e = entries[static_cast<std::size_t>(i)];
    ImGui::PushID(i);
    const float row_x = ImGui::GetCursorPosX();
    const bool selected = b.selected == i;
    if (ImGui::Selectable("##entry", selected, ImGuiSelectableFlags_AllowDoubleClick)) {
      b.selected = i;
      if (!e.is_directory) {
        b.file_name = e.name;
        b.name_replaced = true;
      }
      if (ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) activated = i;
    }
    if (selected && scroll_to_selected) ImGui::SetScrollHereY(0.5f);
    if (e.is_directory) {
      ImGui::SameLine(row_x);
      ImGui::TextUnformatted("▸");
      ImGui::SameLine(name_x);
      ImGui::Text("%s/", e.name.c_str());
    } else {
      ImGui::SameLine(name_x);
      ImGui::TextUnformatted(e.name.c_str());
      const std::string size = io::human_size(e.size);
      ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - ImGui::CalcTextSize(size.c_str()).x);
      ImGui::TextDisabled("%s", size.c_str());
    }
    ImGui::PopID();
  }
  ImGui::EndChild();

  if (ImGui::Checkbox(tr("Show all files"), &b.all_files)) b.need_listing = true;
  if (!b.all_files && b.listing.left_out > 0) {
    ImGui::SameLine();
    ImGui::TextDisabled(trn("(%d other or hidden entry not shown)", "(%d other or hidden entries not shown)",
                            static_cast<std::uint64_t>(b.listing.left_out)),
                        b.listing.left_out);
  }

  // The name field: a file name here, or a relative or absolute path.
  ImGui::AlignTextToFramePadding();
  // TRANSLATORS: the label before the file name field of the file browser.
  ImGui::TextUnformatted(kind == PromptKind::Save ? tr("Save as") : trc("file browser", "File"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1.0f);
  if (b.focus_name) {
    ImGui::SetKeyboardFocusHere();
    b.focus_name = false;
  }
  const bool name_enter = ImGui::InputText(
      "##name", &b.file_name,
      ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll |
          ImGuiInputTextFlags_CallbackAlways,
      replace_active_name, &b);
  if (ImGui::IsItemEdited()) {
    b.selected = -1;
    b.confirm_replace.clear();
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", tr("A name in this folder, or a path: lessons/moles.json, ~/x.json, /tmp/y.json"));
  }

  const bool enter_key = !typing && (ImGui::IsKeyPressed(GLFW_KEY_ENTER, false) ||
                                     ImGui::IsKeyPressed(GLFW_KEY_KP_ENTER, false));
  const bool escape = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);

  if (!b.error.empty()) {
    wrapped_text_colored(error_colour(state), "⚠ %s", b.error.c_str());
  }

  bool act = false;  // act on the selection or the name field
  if (!b.confirm_replace.empty()) {
    wrapped_text_colored(warning_colour(state), tr("'%s' already exists. Replace it?"),
                       b.confirm_replace.c_str());
    if (ImGui::Button(tr("Replace")) || enter_key || name_enter) {
      done = choose(state, b.confirm_replace);
    }
    ImGui::SameLine();
    if (ImGui::Button(tr("Keep the old file")) || escape) {
      b.confirm_replace.clear();
      b.focus_name = true;
    }
  } else {
    const char* verb = kind == PromptKind::Save          ? tr("Save")
                       : kind == PromptKind::LoadWeights ? tr("Load")
                       : kind == PromptKind::OpenModel   ? tr("Open this model folder")
                       : kind == PromptKind::OpenPicture ? tr("Open this picture")
                                                         : tr("Open");
    if (ImGui::Button(verb)) act = true;
    ImGui::SameLine();
    if (ImGui::Button(tr("Cancel")) || escape) cancelled = true;
    act = act || name_enter || enter_key;
  }

  if (activated >= 0) {
    const io::DirEntry& e = entries[static_cast<std::size_t>(activated)];
    if (e.is_directory) {
      go_to(b, child_of(b.directory, e.name));
    } else {
      done = choose(state, e.name);
    }
  } else if (act) {
    if (b.selected >= 0 && b.selected < count && entries[static_cast<std::size_t>(b.selected)].is_directory) {
      const std::string name = entries[static_cast<std::size_t>(b.selected)].name;
      go_to(b, child_of(b.directory, name));
    } else {
      done = choose(state, kind == PromptKind::OpenModel && b.selected < 0 ? std::string() : b.file_name);
    }
  }
  b.request_up = false;
  if (done || cancelled) {
    close_browser(state, cancelled);
  } else if (act || activated >= 0) {
    b.focus_name = true;  // after an error or a question: type again at once
  }
  ImGui::EndPopup();
}

}  // namespace

void draw_lesson_prompt(AppState& state, const Shown& shown) {
  // What --dump-state shows of the browser; rewritten when any of it changes.
  const FileBrowser& b = state.browser;
  auto seen = [&] {
    return std::to_string(static_cast<int>(state.prompt)) + '\n' + b.directory + '\n' + b.error +
           '\n' + b.confirm_replace + '\n' + b.file_name + '\n' +
           std::to_string(b.listing.entries.size()) + (b.all_files ? "a" : "j");
  };
  const std::string before = seen();
  draw_file_browser(state);
  draw_quit_prompt(state, shown);
  if (seen() != before) state.state_changed = true;
}

}  // namespace attn::app
