// File ▸ Get a model… and the Model view's offer while no model is open (get_model_panel.hpp).
// Nothing here waits for the network: the download runs on the DownloadSession's thread and
// every figure drawn comes from its latest snapshot; the Hugging Face cache is read when the
// list first shows, on "Look again" and after a download, never every frame.
#include "panels/get_model_panel.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <exception>
#include <string>
#include <vector>

#include "io/atomic_file.hpp"
#include "io/dir_listing.hpp"
#include "io/download_text.hpp"
#include "io/gguf.hpp"
#include "io/local_models.hpp"
#include "io/hf_cache.hpp"
#include "io/hf_download.hpp"
#include "io/http.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "model/session.hpp"
#include "model/session_files.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

constexpr const char* kMirror = "https://hf-mirror.com";
constexpr int kOfferedInModelView = 4;  // the list's first models the Model view offers
constexpr double kStalledSeconds = 5.0;  // nothing received for this long: say so, as the command line does

std::string settings_path(const AppState& state) {
  return state.session.data_dir.empty() ? "" : state.session.data_dir + "/hub-settings.json";
}

// The page downloads a turn at a time into the browser's storage (io/hf_download_page.hpp).
bool in_page() { return !io::http::downloads_available(); }

const char* offline_sentence() {
  return tr("Offline (HF_HUB_OFFLINE=1): nothing is fetched; the models on this computer open.");
}
const char* offline_short() { return tr("Offline (HF_HUB_OFFLINE=1): nothing is fetched"); }

// The environment's Hub settings (HF_ENDPOINT, HF_TOKEN or the token file, HF_HUB_OFFLINE),
// read when the window opens, and the window's own settings, once.
void read_settings(AppState& state) {
  GetModelUi& ui = state.get_model;
  const io::HubSettings environment = io::HubSettings::from_environment();
  ui.environment_endpoint = environment.endpoint;
  ui.environment_token = !environment.token.empty();
  ui.offline = environment.offline;
  if (ui.settings_read) return;
  ui.settings_read = true;
  const std::string path = settings_path(state);
  if (path.empty()) return;
  try {
    const HubPreferences p = load_hub_preferences(path);
    ui.endpoint = p.endpoint;
    ui.token = p.token;
  } catch (const std::exception& e) {
    ui.settings_error = fmt(tr("The Hub's settings are not used: {0}"), e.what());
  }
  ui.endpoint_typed = ui.endpoint;
}

void save_settings(AppState& state) {
  GetModelUi& ui = state.get_model;
  const std::string path = settings_path(state);
  ui.settings_error.clear();
  state.state_changed = true;
  if (path.empty()) {
    ui.settings_error = tr("Kept until the program closes (no folder to keep settings in)");
    return;
  }
  try {
    make_directories(state.session.data_dir);
    io::remove_stale_temporaries(path);
    save_hub_preferences(path, {ui.endpoint, ui.token});
  } catch (const std::exception& e) {
    ui.settings_error = fmt(tr("Cannot keep the Hub's settings: {0}"), e.what());
  }
}

void read_catalog(GetModelUi& ui) {
  if (ui.catalog_read) return;
  ui.catalog_read = true;
  const std::string path = shipped_catalog_path();
  if (path.empty()) {
    ui.catalog_error =
        tr("The list of models chosen for teaching (models/get-a-model.json) is not in the program's data folder");
    return;
  }
  try {
    ui.catalog = load_model_catalog(path);
  } catch (const std::exception& e) {
    ui.catalog_error = e.what();
  }
}

// The Hugging Face cache's models into the Model view's state: a walk of folders.
void read_model_cache(PretrainedUi& ui) {
  ui.cache_listed = true;
  ui.cache_dir = io::hub_cache_directory();
  ui.cached_models.clear();
  ui.cache_error.clear();
  try {
    ui.cached_models = io::list_cached_models(ui.cache_dir);
  } catch (const std::exception& e) {
    ui.cache_error = e.what();
  }  // Names and sizes only: no file is read.
  ui.ollama_dir = io::ollama_models_directory();
  ui.lmstudio_dir = io::lmstudio_models_directory();
  ui.ollama_models = io::list_ollama_models(ui.ollama_dir);
  ui.lmstudio_models = io::list_lmstudio_models(ui.lmstudio_dir);
}

// The snapshot of the cache that opens for REPO at `revision` ("" or "main": what main
// points at), or null.
const io::CachedModel* cached(const PretrainedUi& ui, const std::string& repo, const std::string& revision) {
  const std::string wanted = revision.empty() ? "main" : revision;
  for (const io::CachedModel& m : ui.cached_models) {
    if (m.repo != repo || !m.openable) continue;
    if (std::find(m.revisions.begin(), m.revisions.end(), wanted) != m.revisions.end()) return &m;
    if (wanted.size() >= 7 && m.commit.rfind(wanted, 0) == 0) return &m;
  }
  return nullptr;
}

void open_folder(AppState& state, const std::string& folder) {
  state.pretrained.folder = folder;
  state.commands.push_back(OpenModel{folder});
  if (state.view != View::Pretrained) {
    state.view = View::Pretrained;
    state.state_changed = true;
  }
}

// Starts downloading `reference` (ORG/NAME[@REVISION]) with the window's settings; a
// reference that is not one, or a download already running, is said on the status line.
void start_download(AppState& state, const Shown& shown, const std::string& reference) {
  read_settings(state);
  io::RepoRevision what;
  try {
    what = io::parse_repo_revision(reference);
  } catch (const std::exception& e) {
    set_status(state, e.what(), true);
    return;
  }
  const GetModelUi& ui = state.get_model;
  if (!shown.download.start(io::HubSettings::from_environment(ui.endpoint, ui.token), what)) {
    set_status(state, tr("A download is running: wait for it, or Cancel it first"), true);
    return;
  }
  set_status(state, fmt(in_page() ? tr("Downloading {0} into this browser's storage (File ▸ Get a model… shows its "
                                       "progress)")
                                   : tr("Downloading {0} into the Hugging Face cache (File ▸ Get a model… shows its "
                                       "progress)"),
                        what.repo));
}

// What to do after a failure, by its kind.
std::string advice(const DownloadSnapshot& d, const AppState& state) {
  using Kind = io::DownloadError::Kind;
  const GetModelUi& ui = state.get_model;
  const std::string endpoint = ui.endpoint.empty() ? ui.environment_endpoint : ui.endpoint;
  switch (d.error_kind) {
    case Kind::Gated:
      // TRANSLATORS: {0} is the Hub's address, {1} the repository (ORG/NAME).
      return fmt(tr("The model is gated: sign in on {0}, accept its conditions on its page ({0}/{1}), make a token "
                    "with read access ({0}/settings/tokens) and paste it under Where models come from ▸ Token, "
                    "or set HF_TOKEN."),
                 endpoint, d.repo);
    case Kind::NotFound:
      return tr("Check the name: ORG/NAME as in the address of its page, and the revision after @.");
    case Kind::Refused: break;  // the message says which weights and where the safetensors are
    case Kind::Offline:
      return tr("HF_HUB_OFFLINE=1 is set: nothing is fetched. The models under On this computer open.");
    case Kind::Network:
      // TRANSLATORS: {0} is the Hub's address, {1} a mirror's.
      return fmt(tr("Check the connection. Where {0} cannot be reached, set a mirror ({1}) as the Hub's address "
                    "under Where models come from."),
                 endpoint, kMirror);
    case Kind::Check:
      return tr("Nothing that failed its check was kept: Get fetches that file again.");
    case Kind::Disk:
      return fmt(tr("Make room on the disk of the cache ({0}), then Get again: what came is kept and resumes."),
                 state.pretrained.cache_dir);
    case Kind::Other: break;
  }
  return "";
}

// A failure or a stalled server, in the status line's red (readable on a projector in
// either theme).
void error_text(const AppState& state, const std::string& text) {
  const ImVec4 red = state.light_theme ? ImVec4(0.75f, 0.05f, 0.05f, 1.0f) : ImVec4(1.0f, 0.45f, 0.4f, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_Text, red);
  wrapped_text("⚠ %s", text.c_str());
  ImGui::PopStyleColor();
}

const char* file_state_text(io::DownloadProgress::FileState s) {
  using File = io::DownloadProgress::FileState;
  // TRANSLATORS: the state of one file of a download, in a column beside its progress bar.
  if (s == File::Waiting) return tr("waiting");
  // TRANSLATORS: the state of one file of a download, in a column beside its progress bar.
  if (s == File::Fetching) return tr("fetching");
  // TRANSLATORS: the state of one file of a download, in a column beside its progress bar.
  if (s == File::Done) return tr("done, checked");
  // TRANSLATORS: the state of one file of a download, in a column beside its progress bar.
  if (s == File::AlreadyThere) return tr("already here");
  // TRANSLATORS: the state of one file of a download, in a column beside its progress bar.
  return tr("checking");
}

float fraction(std::uint64_t done, std::uint64_t bytes) {
  return bytes == 0 ? 0.0f : static_cast<float>(static_cast<double>(std::min(done, bytes)) / static_cast<double>(bytes));
}

std::string of_text(std::uint64_t done, std::uint64_t bytes) {
  // TRANSLATORS: bytes received of a file's or a download's size ("3.2 MB of 12 MB").
  return fmt(tr("{0} of {1}"), io::bytes_text(done), io::bytes_text(bytes));
}

// ORG/NAME@refs/pr/N when a refusal of pickled weights names the pull request holding
// their safetensors ("… get ORG/NAME@refs/pr/N"), else "".
std::string safetensors_revision(const DownloadSnapshot& d) {
  const std::string prefix = d.repo + "@refs/pr/";
  const std::size_t at = d.error.find(prefix);
  if (at == std::string::npos) return "";
  const std::size_t end = d.error.find_first_not_of("0123456789", at + prefix.size());
  const std::string reference = d.error.substr(at, end == std::string::npos ? std::string::npos : end - at);
  return reference.size() > prefix.size() ? reference : "";
}

// "Get ORG/NAME again": the download that stopped, started again (it resumes what came).
void draw_resume(AppState& state, const Shown& shown, const std::string& reference) {
  const bool can = state.prompt == PromptKind::None && !state.get_model.offline;
  if (!can) ImGui::BeginDisabled();
  if (ImGui::Button(fmt(tr("Get {0} again"), reference).c_str())) start_download(state, shown, reference);
  if (!can) ImGui::EndDisabled();
  mark_last_item(state, "resume_button");
}

// The download's state: while it runs Cancel, the whole and (unless `compact`) each file
// with bytes, rate and time left, a stalled server; after it, how it ended.
void draw_download(AppState& state, const Shown& shown, bool compact) {
  const std::shared_ptr<const DownloadSnapshot> snap = shown.download.snapshot();
  const DownloadSnapshot& d = *snap;
  const io::DownloadProgress& p = d.progress;
  const std::string name = d.repo + (d.revision.empty() || d.revision == "main" ? "" : "@" + d.revision);
  switch (d.state) {
    case DownloadState::Idle: return;
    case DownloadState::Done:
      wrapped_text(tr("Downloaded %s: %s over the network (%s in all), opened in the Model view."), name.c_str(),
                         io::bytes_text(d.bytes_fetched).c_str(), io::bytes_text(p.bytes).c_str());
      return;
    case DownloadState::Cancelled:
      wrapped_text(tr("The download of %s was cancelled at %s. What came is kept in the cache: Get resumes it."),
                         name.c_str(), of_text(p.done, p.bytes).c_str());
      draw_resume(state, shown, name);
      return;
    case DownloadState::Failed: {
      error_text(state, d.error);
      const std::string what_to_do = advice(d, state);
      if (!what_to_do.empty()) wrapped_text("%s", what_to_do.c_str());
      if (d.error_kind != io::DownloadError::Kind::Refused) {
        draw_resume(state, shown, name);
      } else if (const std::string other = safetensors_revision(d); !other.empty()) {
        // Pickled weights refused: the pull request the message names, one click away.
        if (ImGui::Button(fmt(tr("Get {0}"), other).c_str())) start_download(state, shown, other);
        mark_last_item(state, "resume_button");
      }
      return;
    }
    case DownloadState::Running: break;
  }
  // Cancel on the first line, where it stays: the lines below come and go as the download
  // goes on (its time so far, a silent server), and a button below them moved under the
  // pointer reaching for it.
  ImGui::AlignTextToFramePadding();
  ImGui::Text(tr("Downloading %s"), name.c_str());
  ImGui::SameLine();
  if (shown.download.cancelling()) {
    ImGui::BeginDisabled();
    ImGui::Button(tr("Cancelling…"));
    ImGui::EndDisabled();
  } else if (ImGui::Button(tr("Cancel"))) {
    shown.download.cancel();
    state.state_changed = true;
  }
  mark_last_item(state, "cancel_button");
  if (!p.stage.empty()) ImGui::TextDisabled("%s", p.stage.c_str());
  // The whole: bytes, rate and time left, as the command line writes them (io/download_text.hpp).
  const float bar_w = compact ? ImGui::GetFontSize() * 24.0f : -1.0f;
  ImGui::ProgressBar(fraction(p.done, p.bytes), ImVec2(bar_w, 0.0f), p.bytes > 0 ? io::progress_text(p).c_str() : "…");
  // The last report's silence, and the time since it came.
  const double silent = p.seconds_without_bytes + std::max(0.0, now_seconds() - d.published);
  if (p.waiting_for_lock) {
    wrapped_text("%s", tr("Waiting for another download of the same files (another window, or Python) to finish."));
  } else if (silent >= kStalledSeconds && p.bytes > 0 && p.done < p.bytes) {
    error_text(state, fmt(tr("The server has sent nothing for {0}. Wait (the download asks again by itself), or "
                             "Cancel and Get again later: what came is kept."),
                          io::duration_text(silent)));
  } else if (d.seconds >= 1.0) {
    ImGui::TextDisabled(tr("%s so far"), io::duration_text(d.seconds).c_str());
  }
  if (!compact && !p.files.empty() &&
      ImGui::BeginTable("download_files", 3, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("file", ImGuiTableColumnFlags_WidthFixed);
    ImGui::TableSetupColumn("bar", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("state", ImGuiTableColumnFlags_WidthFixed);
    for (const io::DownloadProgress::File& f : p.files) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(f.name.c_str());
      ImGui::TableNextColumn();
      ImGui::ProgressBar(fraction(f.done, f.bytes), ImVec2(-1.0f, 0.0f), of_text(f.done, f.bytes).c_str());
      ImGui::TableNextColumn();
      ImGui::TextDisabled("%s", file_state_text(f.state));
    }
    ImGui::EndTable();
  }
}

// The models chosen for teaching, the first `count` of them (all when count < 0), each
// with Open when the cache holds it, else Get.
void draw_catalog(AppState& state, const Shown& shown, int count, bool free) {
  GetModelUi& ui = state.get_model;
  read_catalog(ui);
  if (!ui.catalog_error.empty()) {
    error_text(state, ui.catalog_error);
    return;
  }
  const bool downloading = shown.download.running();
  const std::size_t shown_count =
      count < 0 ? ui.catalog.models.size() : std::min(ui.catalog.models.size(), static_cast<std::size_t>(count));
  // "What it shows" in a column of its own where it has room to be read (a dozen
  // characters' width at least), else under the model's name.
  const float font = ImGui::GetFontSize();
  float name_w = 0.0f;
  for (std::size_t i = 0; i < shown_count; ++i) {
    const CatalogModel& m = ui.catalog.models[i];
    name_w = std::max({name_w, ImGui::CalcTextSize(m.name.c_str()).x, ImGui::CalcTextSize(m.reference().c_str()).x});
  }
  const bool stacked = ImGui::GetContentRegionAvail().x - name_w - font * 18.0f < font * 12.0f;
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingFixedFit;
  if (!ImGui::BeginTable("catalog", stacked ? 4 : 5, flags)) return;
  ImGui::TableSetupColumn(tr("Model"), stacked ? ImGuiTableColumnFlags_WidthStretch : ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn(tr("Size"), ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableSetupColumn(tr("Licence"), ImGuiTableColumnFlags_WidthFixed, font * 7.0f);
  if (!stacked) ImGui::TableSetupColumn(tr("What it shows"), ImGuiTableColumnFlags_WidthStretch);
  ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthFixed);
  ImGui::TableHeadersRow();
  for (std::size_t i = 0; i < shown_count; ++i) {
    const CatalogModel& m = ui.catalog.models[i];
    const io::CachedModel* here = cached(state.pretrained, m.repo, m.revision);
    ImGui::PushID(static_cast<int>(i));
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(m.name.c_str());
    ImGui::TextDisabled("%s", m.reference().c_str());
    if (stacked) wrapped_text_unformatted(m.shows.shown());
    ImGui::TableNextColumn();
    ImGui::Text("%s%s", here != nullptr ? "" : "~", io::bytes_text(here != nullptr ? here->bytes : m.bytes).c_str());
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", here != nullptr ? tr("On this computer")
                                              : tr("About what the download fetches (the Hub's list gives the exact size)"));
    }
    ImGui::TableNextColumn();
    wrapped_text_unformatted(m.licence);
    if (!stacked) {
      ImGui::TableNextColumn();
      wrapped_text_unformatted(m.shows.shown());
    }
    ImGui::TableNextColumn();
    if (here != nullptr) {
      if (!free) ImGui::BeginDisabled();
      if (ImGui::Button(tr("Open"))) open_folder(state, here->path);
      if (!free) ImGui::EndDisabled();
    } else {
      const bool can = free && !downloading && !ui.offline;
      if (!can) ImGui::BeginDisabled();
      if (ImGui::Button(tr("Get"))) start_download(state, shown, m.reference());
      if (!can) ImGui::EndDisabled();
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::SetTooltip("%s", ui.offline ? offline_short()
                                           : tr("Download it into the Hugging Face cache, then open it in the Model view"));
      }
    }
    ImGui::PopID();
  }
  ImGui::EndTable();
}

// The folders opened before but the snapshots the cache's list shows, newest first.
std::vector<std::string> recent_not_cached(const AppState& state) {
  std::vector<std::string> recent;
  for (const std::string& path : state.session.recent_models) {
    const auto listed = std::find_if(state.pretrained.cached_models.begin(), state.pretrained.cached_models.end(),
                                     [&](const io::CachedModel& m) { return m.openable && m.path == path; });
    if (listed == state.pretrained.cached_models.end()) recent.push_back(path);
  }
  return recent;
}

// The folders opened before (one that is gone greyed, with a way to drop it).
void draw_recent_models(AppState& state, bool free) {
  const std::vector<std::string> recent = recent_not_cached(state);  // a copy: forgetting edits the session's
  if (recent.empty()) return;
  ImGui::Spacing();
  ImGui::TextUnformatted(tr("Opened before:"));
  for (std::size_t i = 0; i < recent.size(); ++i) {
    const std::string& path = recent[i];
    // A folder with its config, or a GGUF file.
    const bool there = io::platform::file_info(path + "/config.json").is_file ||
                       (io::is_gguf_path(path) && io::platform::file_info(path).is_file);
    const std::string repo = io::repo_of_snapshot(path);  // a snapshot's folder is named by its commit
    ImGui::PushID(static_cast<int>(i));
    if (!there || !free) ImGui::BeginDisabled();
    if (ImGui::Button(repo.empty() ? path.substr(path.find_last_of('/') + 1).c_str() : repo.c_str())) {
      open_folder(state, path);
    }
    if (!there || !free) ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::TextDisabled("%s%s", path.c_str(), there ? "" : tr("  (no longer there)"));
    if (!there) {
      ImGui::SameLine();
      if (ImGui::SmallButton(tr("Forget"))) forget_recent_model(state, path);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Take this folder off the list"));
    }
    ImGui::PopID();
  }
}

// The models of the Hugging Face cache that a family's reader opens, one click each: the
// repository, its family, its size and the revisions pointing at it.
void draw_cached_models(AppState& state, bool free) {
  PretrainedUi& ui = state.pretrained;
  if (!ui.cache_listed) read_model_cache(ui);
  std::vector<const io::CachedModel*> openable;
  for (const io::CachedModel& m : ui.cached_models) {
    if (m.openable) openable.push_back(&m);
  }
  ImGui::Spacing();
  const std::string where = ui.cache_dir.empty() ? std::string(tr("no home folder to find it in")) : ui.cache_dir;
  if (!ui.cache_error.empty()) {
    ImGui::TextDisabled("%s", ui.cache_error.c_str());
  } else if (openable.empty()) {
    ImGui::TextDisabled(tr("No model that opens here in the Hugging Face cache (%s)"), where.c_str());
  } else {
    ImGui::Text(tr("In the Hugging Face cache (%s):"), where.c_str());
  }
  ImGui::SameLine();
  if (ImGui::SmallButton(tr("Look again"))) {
    read_model_cache(ui);
    return;  // `openable` points into the list just replaced
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Read the Hugging Face cache again (after a download by another program)"));
  for (std::size_t i = 0; i < openable.size(); ++i) {
    const io::CachedModel& m = *openable[i];
    std::string revision;
    for (const std::string& r : m.revisions) revision += (revision.empty() ? "" : ", ") + r;
    if (revision.empty()) revision = fmt(tr("commit {0}"), m.commit.substr(0, 12));
    ImGui::PushID(static_cast<int>(i));
    if (!free) ImGui::BeginDisabled();
    if (ImGui::Button(m.repo.c_str())) open_folder(state, m.path);
    if (!free) ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::TextDisabled("%s · %s · %s", m.family.c_str(), io::human_size(m.bytes).c_str(), revision.c_str());
    ImGui::PopID();
  }
}

// The field for any repository, with Get.
void draw_any_repository(AppState& state, const Shown& shown, bool free) {
  GetModelUi& ui = state.get_model;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Any model on the Hub:"));
  ImGui::SameLine();
  if (ui.just_opened) ImGui::SetKeyboardFocusHere();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.0f);
  const bool enter = ImGui::InputTextWithHint("##repository", tr("ORG/NAME or ORG/NAME@REVISION"), &ui.typed,
                                              ImGuiInputTextFlags_EnterReturnsTrue);
  mark_last_item(state, "repo_field");
  std::string problem;
  if (!ui.typed.empty()) {
    try {
      io::parse_repo_revision(ui.typed);
    } catch (const std::exception& e) {
      problem = e.what();
    }
  }
  ImGui::SameLine();
  const bool can = free && !ui.typed.empty() && problem.empty() && !shown.download.running() && !ui.offline;
  if (!can) ImGui::BeginDisabled();
  if (ImGui::Button(tr("Get##repository")) || (enter && can)) start_download(state, shown, ui.typed);
  if (!can) ImGui::EndDisabled();
  mark_last_item(state, "get_button");
  if (!problem.empty()) ImGui::TextDisabled("%s", problem.c_str());
  ImGui::TextDisabled(
      "%s", tr("Only what the program reads is fetched: config.json, the safetensors weights, the tokenizer's files."));
}

// The Hub's address and token, and offline.
void draw_settings(AppState& state) {
  GetModelUi& ui = state.get_model;
  wrapped_text(
      tr("Models come from the Hugging Face Hub, or from a mirror that serves the same files: where huggingface.co "
         "cannot be reached (mainland China), use %s. A token is needed only for gated models (such as Meta's "
         "Llama): it is kept in this program's settings and never shown."), kMirror);
  ImGui::Spacing();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("The Hub's address"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 26.0f);
  const bool from_environment = io::platform::environment("HF_ENDPOINT") != nullptr;
  const std::string hint = ui.environment_endpoint + (from_environment ? tr(" (from HF_ENDPOINT)") : tr(" (the default)"));
  const bool enter = ImGui::InputTextWithHint("##endpoint", hint.c_str(), &ui.endpoint_typed,
                                              ImGuiInputTextFlags_EnterReturnsTrue);
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip(tr("Where models come from: the Hugging Face Hub, or a mirror that speaks its protocol,\n"
                         "such as %s where huggingface.co cannot be reached (mainland China).\n"
                         "Empty: HF_ENDPOINT when it is set, else https://huggingface.co."), kMirror);
  }
  if ((enter || ImGui::IsItemDeactivatedAfterEdit()) && ui.endpoint_typed != ui.endpoint) {
    while (!ui.endpoint_typed.empty() && (ui.endpoint_typed.back() == '/' || ui.endpoint_typed.back() == ' ')) {
      ui.endpoint_typed.pop_back();
    }
    const std::string problem = endpoint_problem(ui.endpoint_typed);
    if (problem.empty()) {
      ui.endpoint = ui.endpoint_typed;
      save_settings(state);
      read_settings(state);
    } else {
      ui.settings_error = problem;
    }
  }
  ImGui::SameLine();
  if (ImGui::SmallButton(tr("Use the mirror"))) {
    ui.endpoint = ui.endpoint_typed = kMirror;
    save_settings(state);
  }
  if (ImGui::IsItemHovered()) ImGui::SetTooltip(tr("%s: a mirror of the Hub reachable from mainland China"), kMirror);
  // The token: never shown, only whether one is set and where.
  ImGui::AlignTextToFramePadding();
  ImGui::Text(tr("Token: %s"), !ui.token.empty()          ? tr("set (kept in this program's settings)")
                               : ui.environment_token ? tr("set (HF_TOKEN, or the token file of HF_HOME)")
                                                      : tr("not set (needed for gated models only)"));
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 18.0f);
  const bool token_enter = ImGui::InputTextWithHint("##token", tr("paste a token (hf_…), Enter"), &ui.token_typed,
                                                    ImGuiInputTextFlags_Password | ImGuiInputTextFlags_EnterReturnsTrue);
  mark_last_item(state, "token_field");
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", tr("A token with read access, made on the Hub under Settings ▸ Access Tokens"));
  }
  if (token_enter && !ui.token_typed.empty()) {
    ui.token = ui.token_typed;
    ui.token_typed.clear();
    save_settings(state);
  }
  if (!ui.token.empty()) {
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Forget the token"))) {
      ui.token.clear();
      save_settings(state);
    }
  }
  if (ui.offline) {
    wrapped_text("%s", offline_sentence());
  }
  if (!ui.settings_error.empty()) error_text(state, ui.settings_error);
}

void section(const char* title) {
  ImGui::Spacing();
  ImGui::Spacing();
  ImGui::TextUnformatted(title);
  ImGui::Separator();
}

// A download's end, acted on once: opened in the Model view, or its failure said.
void follow_download(AppState& state, const Shown& shown) {
  GetModelUi& ui = state.get_model;
  const std::shared_ptr<const DownloadSnapshot> d = shown.download.snapshot();
  if (d->version != ui.seen_version) {
    ui.seen_version = d->version;
    state.state_changed = true;
  }
  if (d->state == DownloadState::Idle || d->state == DownloadState::Running || d->id == ui.handled_download) return;
  ui.handled_download = d->id;
  state.pretrained.cache_listed = false;  // what it wrote shows under "On this computer"
  switch (d->state) {
    case DownloadState::Done:
      open_folder(state, d->snapshot);
      ui.open = false;
      set_status(state, fmt(in_page() ? tr("Downloaded {0} ({1} over the network) into this browser's storage; the "
                                           "Model view opens it")
                                      : tr("Downloaded {0} ({1} over the network) into the Hugging Face cache; the "
                                           "Model view opens it"),
                            d->repo, io::bytes_text(d->bytes_fetched)));
      break;
    case DownloadState::Failed:
      set_status(state, d->error, true);
      ui.show_settings =
          d->error_kind == io::DownloadError::Kind::Gated || d->error_kind == io::DownloadError::Kind::Network;
      break;
    case DownloadState::Cancelled:
      set_status(state, fmt(tr("The download of {0} was cancelled; what came is kept, and Get resumes it"), d->repo));
      break;
    default: break;
  }
}

}  // namespace

void mark_place(AppState& state, const char* name, ImVec2 centre) {
  const ImVec2 origin = ImGui::GetMainViewport()->Pos;
  const std::array<int, 2> at = {static_cast<int>(centre.x - origin.x), static_cast<int>(centre.y - origin.y)};
  auto& places = state.get_model.places;
  const auto it = places.find(name);
  if (it != places.end() && it->second == at) return;
  places[name] = at;
  state.state_changed = true;
}

void mark_last_item(AppState& state, const char* name) {
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  mark_place(state, name, ImVec2((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f));
}

void open_get_model_window(AppState& state) {
  state.get_model.open = true;
  state.get_model.just_opened = true;
  state.state_changed = true;
  read_settings(state);
  state.pretrained.cache_listed = false;  // read again: another program may have downloaded
}

void draw_get_model_window(AppState& state, const Shown& shown) {
  GetModelUi& ui = state.get_model;
  if (!ui.asked.empty()) {
    open_get_model_window(state);
    if (!ui.asked_endpoint.empty()) {
      if (const std::string problem = endpoint_problem(ui.asked_endpoint); problem.empty()) {
        ui.endpoint = ui.asked_endpoint;
      } else {
        set_status(state, problem, true);
      }
    }
    start_download(state, shown, ui.asked);
    ui.asked.clear();
    ui.asked_endpoint.clear();
  }
  follow_download(state, shown);
  if (!ui.open) return;
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.5f, vp->WorkPos.y + vp->WorkSize.y * 0.5f),
                          ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(vp->WorkSize.x * 0.8f, vp->WorkSize.y * 0.86f), ImGuiCond_Appearing);
  if (ui.just_opened) ImGui::SetNextWindowFocus();
  bool open = true;
  // A static id: the window keeps its place and size when the language changes.
  ImGui::Begin(fmt("{0}###get_model", tr("Get a model")).c_str(), &open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
  const bool free = state.prompt == PromptKind::None && !shown.pretrained.loading();
  if (!state.pretrained.cache_listed) read_model_cache(state.pretrained);
  if (in_page()) {
    // The page's cache is the browser's storage, which Python never reads.
    wrapped_text_unformatted(tr("A real model from the Hugging Face Hub (or a mirror), downloaded into this browser's "
                                "storage, where it stays for the next visit; or a model folder from this computer (File "
                                "▸ Open files from this computer…)."));
  } else {
    wrapped_text(
        tr("A real model from the Hugging Face Hub (or a mirror), downloaded into the Hugging Face cache that Python's "
           "transformers uses too (%s): a model downloaded by either opens in both. Once here, it opens offline."),
        state.pretrained.cache_dir.empty() ? tr("no home folder") : state.pretrained.cache_dir.c_str());
  }
  ImGui::Spacing();
  draw_any_repository(state, shown, free);
  if (shown.download.snapshot()->state != DownloadState::Idle) {
    section(tr("Download"));
    draw_download(state, shown, false);
  }
  // The rest in tabs, so that the window fits a projector's screen at large text.
  ImGui::Spacing();
  if (ImGui::BeginTabBar("get_model_tabs")) {
    if (ImGui::BeginTabItem(fmt("{0}###teaching", tr("Chosen for teaching")).c_str())) {
      mark_last_item(state, "teaching_tab");
      draw_catalog(state, shown, -1, free);
      ImGui::EndTabItem();
    } else {
      mark_last_item(state, "teaching_tab");
    }
    std::size_t here = recent_not_cached(state).size();
    for (const io::CachedModel& m : state.pretrained.cached_models) here += m.openable ? 1 : 0;
    for (const auto* list : {&state.pretrained.ollama_models, &state.pretrained.lmstudio_models}) {
      for (const io::LocalModel& m : *list) here += m.openable ? 1 : 0;
    }
    const std::string computer = fmt(tr("On this computer ({0})"), here) + "###on_this_computer";
    if (ImGui::BeginTabItem(computer.c_str())) {
      mark_last_item(state, "computer_tab");
      draw_on_this_computer(state, free);
      ImGui::EndTabItem();
    } else {
      mark_last_item(state, "computer_tab");
    }
    // A failure the settings answer (a gated model, an unreachable Hub) brings them forward.
    const ImGuiTabItemFlags settings_flags = ui.show_settings ? ImGuiTabItemFlags_SetSelected : 0;
    ui.show_settings = false;
    if (ImGui::BeginTabItem(fmt("{0}###hub_settings", tr("Where models come from")).c_str(), nullptr, settings_flags)) {
      mark_last_item(state, "settings_tab");
      draw_settings(state);
      ImGui::EndTabItem();
    } else {
      mark_last_item(state, "settings_tab");
    }
    ImGui::EndTabBar();
  }
  // Esc closes it when no field has the keyboard.
  if (ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) && !ImGui::GetIO().WantTextInput &&
      ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    open = false;
  }
  ImGui::End();
  ui.just_opened = false;
  if (!open) {
    ui.open = false;
    state.state_changed = true;
  }
}

void draw_model_offer(AppState& state, const Shown& shown, bool free) {
  GetModelUi& ui = state.get_model;
  read_catalog(ui);
  if (!ui.settings_read) read_settings(state);
  if (!state.pretrained.cache_listed) read_model_cache(state.pretrained);
  const std::shared_ptr<const DownloadSnapshot> d = shown.download.snapshot();
  // A repository the lesson, its scene or the Model folder field names that is not on this
  // computer: its download, offered first (never started without a click).
  const std::string& wanted = state.pretrained.offer;
  const bool fetching_it =
      d->state == DownloadState::Running && (d->repo == wanted || d->repo + "@" + d->revision == wanted);
  if (!wanted.empty() && !fetching_it) {
    ImGui::Spacing();
    const auto listed = std::find_if(ui.catalog.models.begin(), ui.catalog.models.end(),
                                     [&](const CatalogModel& m) { return m.reference() == wanted || m.repo == wanted; });
    const std::string size =
        listed != ui.catalog.models.end() ? fmt(tr(" (about {0})"), io::bytes_text(listed->bytes)) : "";
    // TRANSLATORS: the first %s is a repository (ORG/NAME), the second its size, " (about 500 MB)", or nothing.
    wrapped_text(tr("%s is not on this computer yet%s: Get downloads it from the Hub, then it opens here."),
                       wanted.c_str(), size.c_str());
    const bool can = free && !shown.download.running() && !ui.offline;
    if (!can) ImGui::BeginDisabled();
    if (ImGui::Button(fmt(tr("Get {0}"), wanted).c_str())) start_download(state, shown, wanted);
    if (!can) ImGui::EndDisabled();
    mark_last_item(state, "lesson_offer_button");
    if (ui.offline) ImGui::TextDisabled("%s", offline_short());
  }
  if (d->state != DownloadState::Idle) {
    ImGui::Spacing();
    draw_download(state, shown, true);
  }
  ImGui::Spacing();
  wrapped_text_unformatted(tr("Get a real model: downloaded once from the Hugging Face Hub, then offline."));
  draw_catalog(state, shown, kOfferedInModelView, free);
  if (ImGui::Button(tr("More models, any repository, a mirror… (File ▸ Get a model…)"))) open_get_model_window(state);
  mark_last_item(state, "offer_more_button");
}

// The GGUF files of a program that runs models locally, one click each; one whose file is
// missing greyed, saying why.
void draw_local_models(AppState& state, const char* mark, const char* heading, const std::string& dir,
                       const std::vector<io::LocalModel>& models, bool free) {
  if (models.empty()) return;
  ImGui::Spacing();
  ImGui::Text(heading, dir.c_str());
  for (std::size_t i = 0; i < models.size(); ++i) {
    const io::LocalModel& m = models[i];
    ImGui::PushID(heading);
    ImGui::PushID(static_cast<int>(i));
    const bool can = free && m.openable;
    if (!can) ImGui::BeginDisabled();
    if (ImGui::Button(m.name.c_str())) open_folder(state, m.path);
    if (!can) ImGui::EndDisabled();
    mark_last_item(state, (std::string(mark) + "_" + std::to_string(i)).c_str());
    ImGui::SameLine();
    if (m.openable) {
      ImGui::TextDisabled("GGUF · %s", io::human_size(m.bytes).c_str());
    } else {
      ImGui::TextDisabled("%s", m.missing.c_str());
    }
    ImGui::PopID();
    ImGui::PopID();
  }
}

void draw_on_this_computer(AppState& state, bool free) {
  if (!state.pretrained.cache_listed) read_model_cache(state.pretrained);
  draw_recent_models(state, free);
  draw_cached_models(state, free);
  const PretrainedUi& ui = state.pretrained;
  draw_local_models(state, "ollama_model", tr("In Ollama's store (%s):"), ui.ollama_dir, ui.ollama_models, free);
  draw_local_models(state, "lmstudio_model", tr("In LM Studio's folder (%s):"), ui.lmstudio_dir, ui.lmstudio_models,
                    free);
}

}  // namespace attn::app
