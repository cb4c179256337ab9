#include "model/session.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <iostream>
#include <stdexcept>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/dir_listing.hpp"
#include "io/platform.hpp"
#include "model/lessons.hpp"
#include "model/session_files.hpp"

namespace attn::app {
namespace {

// Set when the user asks the program to stop from outside the window (io/platform.hpp:
// SIGTERM, SIGINT, SIGHUP; Ctrl+C or a closed console on Windows), read by session_tick. A signal handler
// can reach nothing else, so this one flag is global.
volatile std::sig_atomic_t g_stop_signal = 0;

std::string recent_path(const AppState& s) {
  return s.session.data_dir.empty() ? "" : s.session.data_dir + "/recent.json";
}

std::string recent_models_path(const AppState& s) {
  return s.session.data_dir.empty() ? "" : s.session.data_dir + "/recent-models.json";
}

// A recent list changed: saved at once (failures to standard error, the list kept in
// memory).
void save_list(AppState& s, const std::string& path, const std::vector<std::string>& list, const char* what) {
  try {
    app::make_directories(s.session.data_dir);
    io::remove_stale_temporaries(path);
    app::save_recent(path, list);
  } catch (const std::exception& e) {
    // TRANSLATORS: {0} is "recent lessons" or "recent model folders", {1} the reason.
    std::cerr << "attention-explorer: " << fmt(tr("cannot keep the {0}: {1}"), tr(what), e.what()) << "\n";
  }
  s.state_changed = true;
}

std::string file_name_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// "3 Mar 14:32", from the file's modification time; "" when unknown.
std::string modified_time(const std::string& path) {
  const io::platform::FileInfo info = io::platform::file_info(path);
  if (!info.exists) return "";
  char buf[32];
  const auto when = static_cast<std::time_t>(info.modified);
  const std::tm tm = io::platform::local_time(when);
  std::strftime(buf, sizeof buf, "%d %b %H:%M", &tm);  // not %e: Windows' C library lacks it
  std::string s = buf;
  return s[0] == '0' ? s.substr(1) : s;
}

bool is_default_lesson(const std::string& path) {
  const std::string d = find_default_lesson();
  return !path.empty() && !d.empty() && io::absolute_path(d) == io::absolute_path(path);
}

// Loads the autosave into the state. Returns "" on success, else why not.
std::string restore_autosave(AppState& s, const std::string& file) {
  app::Autosave a;
  try {
    a = app::load_autosave(file);
  } catch (const std::exception& e) {
    return e.what();
  }
  apply_lesson(s, a.lesson);
  s.lesson_path = a.lesson_path;
  s.session.autosaved = app::snapshot_of(a.lesson, a.lesson_path);
  // Unsaved changes are measured against the file the session came from, as it is now.
  s.session.saved = app::LessonSnapshot{};
  if (!a.lesson_path.empty()) {
    try {
      s.session.saved = app::snapshot_of(app::load_lesson(a.lesson_path));
    } catch (const std::exception&) {
      // The file is gone or changed beyond reading: everything is unsaved.
    }
  }
  check_dirty(s, now_seconds(), true);
  std::string what = a.lesson_path.empty() ? (a.lesson.title.empty() ? std::string(tr("untitled"))
                                                                     : a.lesson.title.shown())
                                           : file_name_of(a.lesson_path);
  if (s.session.dirty) what = fmt(tr("{0} with unsaved changes"), what);
  const std::string when = modified_time(file);
  // TRANSLATORS: {0} is the lesson; {1} when it was autosaved ("27 Nov 17:40").
  set_status(s, when.empty() ? fmt(tr("Restored your last session ({0}). Start with --fresh to skip it."), what)
                             : fmt(tr("Restored your last session ({0}, autosaved {1}). Start with --fresh to skip it."),
                                   what, when));
  return "";
}

}  // namespace

double now_seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

void start_session(AppState& s, const SessionStart& start) {
  Session& ss = s.session;
  if (s.lesson_path.empty()) mark_saved(s);  // the built-in example: nothing to save yet
  ss.enabled = start.keep;
  if (!ss.enabled) return;
  ss.data_dir = app::data_directory();
  if (ss.data_dir.empty()) {
    std::cerr << "attention-explorer: "
              << tr("neither XDG_DATA_HOME nor HOME is an absolute path: the session is not autosaved and no recent "
                    "lessons are kept")
              << "\n";
    ss.enabled = false;
    return;
  }
  ss.interval = app::autosave_interval(io::platform::environment("ATTN_AUTOSAVE_SECONDS"));
  ss.next_autosave = now_seconds() + ss.interval;
  try {
    ss.recent = app::load_recent(recent_path(s));
  } catch (const std::exception& e) {
    std::cerr << "attention-explorer: " << fmt(tr("the recent lessons are forgotten: {0}"), e.what()) << "\n";
  }
  try {
    ss.recent_models = app::load_recent(recent_models_path(s));
  } catch (const std::exception& e) {
    std::cerr << "attention-explorer: " << fmt(tr("the recent model folders are forgotten: {0}"), e.what()) << "\n";
  }

  if (!start.lesson_path.empty()) {
    if (s.lesson_path == io::absolute_path(start.lesson_path)) {
      remember_recent(s, s.lesson_path);
    } else {
      // The start went wrong: the last session's autosave stays until something changes.
      ss.autosaved = app::snapshot_of(lesson_from_state(s), s.lesson_path);
    }
    return;
  }
  const std::string file = autosave_path(s);
  if (start.fresh) {
    // The last session is skipped, not lost: it stays until this one changes.
    ss.autosaved = app::snapshot_of(lesson_from_state(s), s.lesson_path);
    return;
  }
  if (!io::platform::file_info(file).exists) return;
  const std::string problem = restore_autosave(s, file);
  if (problem.empty()) {
    if (const auto v = view_from_name(start.view)) s.view = *v;
    if (start.font_scale > 0.0f) s.font_scale = std::clamp(start.font_scale, 1.0f, 3.0f);
    return;
  }
  // The default lesson stays; the autosave is left alone until a good one replaces it.
  ss.rejected_autosave = ss.data_dir + "/autosave.rejected.json";
  ss.autosaved = app::snapshot_of(lesson_from_state(s), s.lesson_path);
  set_status(s,
             fmt(tr("Could not restore your last session: {0}. Opened the default lesson instead; the old autosave "
                    "will be kept as autosave.rejected.json."),
                 problem),
             true);
}

void session_tick(AppState& s, double now) {
  if (g_stop_signal != 0) {
    s.quit = true;
    return;
  }
  check_dirty(s, now, s.quit_requested);
  if (s.quit_requested) {
    s.quit_requested = false;
    if (!s.session.dirty) {
      s.quit = true;
    } else if (s.prompt != PromptKind::Quit) {  // over the file browser, if it is open
      s.session.quit_after_save = false;
      s.prompt = PromptKind::Quit;
      s.prompt_just_opened = true;
      s.state_changed = true;
    }
  }
  autosave_if_due(s, now);
}

void install_stop_signals() {
  io::platform::on_stop_request([] { g_stop_signal = 1; });
}

void mark_saved(AppState& s) {
  s.session.saved = app::snapshot_of(lesson_from_state(s));
  s.session.dirty = false;
  s.state_changed = true;
}

void check_dirty(AppState& s, double now, bool force) {
  if (!force && now < s.session.next_dirty_check) return;
  s.session.next_dirty_check = now + 0.2;
  const bool dirty = !app::same_snapshot(app::snapshot_of(lesson_from_state(s)), s.session.saved);
  if (dirty != s.session.dirty) {
    s.session.dirty = dirty;
    s.state_changed = true;
  }
}

std::string autosave_path(const AppState& s) {
  return s.session.data_dir.empty() ? "" : s.session.data_dir + "/autosave.json";
}

void autosave_now(AppState& s) {
  Session& ss = s.session;
  if (!ss.enabled) return;
  app::Lesson lesson = lesson_from_state(s);
  app::LessonSnapshot snap = app::snapshot_of(lesson, s.lesson_path);
  if (ss.autosaved && app::same_snapshot(snap, *ss.autosaved)) return;
  const std::string file = autosave_path(s);
  try {
    app::make_directories(ss.data_dir);
    if (!ss.rejected_autosave.empty()) {
      // Kept, not replaced: it may hold a newer version's lesson.
      if (io::platform::file_info(file).exists) {
        try {
          io::platform::replace_file(file, ss.rejected_autosave);
        } catch (const std::exception&) {
          throw std::runtime_error(fmt(tr("cannot keep the unreadable autosave as '{0}'"), ss.rejected_autosave));
        }
      }
      ss.rejected_autosave.clear();
    }
    io::remove_stale_temporaries(file);
    io::write_file_atomic(file, app::autosave_text(lesson, s.lesson_path));
    ss.autosaved = std::move(snap);
    if (!ss.autosave_error.empty()) set_status(s, fmt(tr("Autosaving again to {0}"), file));
    ss.autosave_error.clear();
  } catch (const std::exception& e) {
    const std::string message = fmt(tr("Could not autosave: {0}"), e.what());
    if (message != ss.autosave_error) set_status(s, message, true);
    ss.autosave_error = message;
  }
}

void autosave_if_due(AppState& s, double now) {
  if (!s.session.enabled || now < s.session.next_autosave) return;
  s.session.next_autosave = now + s.session.interval;
  autosave_now(s);
}

void remember_recent(AppState& s, const std::string& path) {
  if (!s.session.enabled || path.empty()) return;
  s.session.recent = app::add_recent(std::move(s.session.recent), io::absolute_path(path));
  save_list(s, recent_path(s), s.session.recent, N_("recent lessons"));
}

void forget_recent(AppState& s, const std::string& path) {
  if (!s.session.enabled) return;
  s.session.recent = app::remove_recent(std::move(s.session.recent), path);
  save_list(s, recent_path(s), s.session.recent, N_("recent lessons"));
}

void clear_recent(AppState& s) {
  if (!s.session.enabled) return;
  s.session.recent.clear();
  save_list(s, recent_path(s), s.session.recent, N_("recent lessons"));
}

void remember_recent_model(AppState& s, const std::string& folder) {
  if (!s.session.enabled || folder.empty()) return;
  const std::string path = io::absolute_path(folder);
  if (!s.session.recent_models.empty() && s.session.recent_models.front() == path) return;
  s.session.recent_models = app::add_recent(std::move(s.session.recent_models), path);
  save_list(s, recent_models_path(s), s.session.recent_models, N_("recent model folders"));
}

void forget_recent_model(AppState& s, const std::string& folder) {
  if (!s.session.enabled) return;
  s.session.recent_models = app::remove_recent(std::move(s.session.recent_models), folder);
  save_list(s, recent_models_path(s), s.session.recent_models, N_("recent model folders"));
}

std::string lesson_display_name(const AppState& s) {
  return s.lesson_path.empty() ? std::string(tr("the untitled lesson")) : file_name_of(s.lesson_path);
}

std::string window_title_for(const AppState& s) {
  std::string t = s.title.empty() ? "Attention Explorer" : "Attention Explorer — " + s.title.shown();
  if (!s.scenes.list.empty()) {
    // The scene too: "Attention Explorer — Lesson — 3 / 8 · Turn the mask off".
    const LessonScene& scene = s.scenes.list[static_cast<std::size_t>(std::clamp(s.scenes.current, 0, static_cast<int>(s.scenes.list.size()) - 1))];
    t += " — " + std::to_string(s.scenes.current + 1) + " / " + std::to_string(s.scenes.list.size()) +
         (scene.title.empty() ? "" : " · " + scene.title.shown());
  }
  return s.session.dirty ? "• " + t : t;
}

void request_open(AppState& s, const std::string& path) {
  check_dirty(s, now_seconds(), true);
  s.session.open_after = path;
  if (s.session.dirty) {
    s.prompt = PromptKind::Unsaved;
    s.prompt_just_opened = true;
    s.state_changed = true;
  } else {
    continue_open(s);
  }
}

void open_model_browser(AppState& s) {
  s.prompt = PromptKind::OpenModel;
  s.prompt_just_opened = true;
  s.state_changed = true;
}

void open_picture_browser(AppState& s) {
  s.prompt = PromptKind::OpenPicture;
  s.prompt_just_opened = true;
  s.state_changed = true;
}

void continue_open(AppState& s) {
  if (!s.session.open_after) return;
  const std::string path = *s.session.open_after;
  s.session.open_after.reset();
  s.state_changed = true;
  if (path.empty()) {
    s.prompt = PromptKind::Open;
    s.prompt_just_opened = true;
  } else if (!open_lesson(s, path)) {
    forget_recent(s, path);
    set_status(s, fmt(tr("{0} It is removed from the recent lessons."), s.status), true);
  }
}

void save_lesson(AppState& s) {
  // The shipped default lesson is a starting point, not the teacher's file.
  const bool own_file = !s.lesson_path.empty() && !is_default_lesson(s.lesson_path);
  if (own_file && save_lesson_as(s, s.lesson_path)) return;
  s.prompt = PromptKind::Save;
  s.prompt_just_opened = true;
  s.prompt_path.clear();
  if (own_file) s.browser.error = s.status;  // why saving in place failed
}

}  // namespace attn::app
