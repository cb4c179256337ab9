// The session between runs: which lesson the program starts with (--lesson FILE, else the
// autosave of the last run, else the default lesson), the autosave every
// Session::interval seconds and at exit, the recent-lessons list, and the "unsaved
// changes" mark of the window title and the quit prompt.
//
// Files live in the XDG data directory (session_files.hpp). A --screenshot run keeps
// nothing and restores nothing, so its pictures are the same on every machine.
#pragma once

#include <string>

#include "model/state.hpp"

namespace attn::app {

struct SessionStart {
  std::string lesson_path;  // --lesson FILE ("" for none)
  bool keep = true;         // restore and autosave (false for --screenshot)
  bool fresh = false;       // --fresh: do not restore the autosave
  std::string view;         // --view and --font-scale, which win over a restored session
  float font_scale = 0.0f;
};

// Runs after load_start_lesson (frame.hpp) has opened --lesson FILE or the default lesson:
// finds the data directory, reads the recent list and the interval, and, when no --lesson
// was given, restores the last session over the default lesson. The status line says what
// was restored, or why the autosave could not be (it is then left as it is).
void start_session(AppState& state, const SessionStart& start);

// Once per frame, before drawing: acts on a quit request (the question when there are
// unsaved changes, else quit), on SIGTERM / SIGINT / SIGHUP (quit, still autosaving),
// refreshes the unsaved-changes mark and autosaves when due.
void session_tick(AppState& state, double now);

// SIGTERM, SIGINT and SIGHUP end the program through the frame loop (so the session is
// autosaved at exit) instead of killing it on the spot; a second one kills it at once.
void install_stop_signals();

double now_seconds();  // a steady clock, for the timers below

// The lesson as it is now is what its file holds (after opening or saving).
void mark_saved(AppState& state);
// Compares the lesson with the one last opened or saved (at most every 0.2 s unless
// `force`) and updates state.session.dirty.
void check_dirty(AppState& state, double now, bool force = false);

// Writes autosave.json when the interval has passed and the session changed since the
// last autosave; autosave_now writes it whenever it changed (at exit). Failures go to the
// status line once, not every interval.
void autosave_if_due(AppState& state, double now);
void autosave_now(AppState& state);
std::string autosave_path(const AppState& state);  // "" when nothing is kept

// The recent-lessons list, saved to recent.json at once.
void remember_recent(AppState& state, const std::string& path);
void forget_recent(AppState& state, const std::string& path);
void clear_recent(AppState& state);
// The model folders opened last (recent-models.json, the same format), newest first: the
// Model view offers them while no model is open.
void remember_recent_model(AppState& state, const std::string& folder);
void forget_recent_model(AppState& state, const std::string& folder);

// "lesson.json", or "the untitled lesson" when it came from no file.
std::string lesson_display_name(const AppState& state);
// "• Attention Explorer — TITLE": the dot while there are unsaved changes.
std::string window_title_for(const AppState& state);

// Ctrl+O, File > Open lesson (path "": the file browser) or Open recent (the path): with
// unsaved changes, asks first (PromptKind::Unsaved); otherwise opens at once.
void request_open(AppState& state, const std::string& path);
// File ▸ Open model… and the Model view's Browse…: the file browser, to choose a model folder.
void open_model_browser(AppState& state);
// The file browser, to choose a picture for a vision model (PNG or JPEG).
void open_picture_browser(AppState& state);
// Opens what request_open was asked for (after the question, or at once). A recent
// lesson that cannot be opened is dropped from the list, with the reason.
void continue_open(AppState& state);

// Ctrl+S: saves to the lesson's own file when it has one (not the shipped default
// lesson); otherwise, or when that fails, opens the file browser to choose where.
void save_lesson(AppState& state);

}  // namespace attn::app
