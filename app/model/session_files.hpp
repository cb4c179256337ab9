// What the program remembers between runs, in the XDG data directory
// ($XDG_DATA_HOME/attention-explorer, else ~/.local/share/attention-explorer):
//   autosave.json  the last session: a lesson file (lesson_file.hpp) plus "lesson_path",
//                  the file it was last opened from or saved to ("" when none)
//   recent.json    {"version": 1, "files": [...]}: the last lessons opened or saved,
//                  newest first, absolute paths
//   recent-models.json  the same for the model folders opened last
//   hub-settings.json   {"version": 1, "endpoint": "https://hf-mirror.com", "token": "hf_…"}:
//                  the Hub's address and token set in File ▸ Get a model… ("" for each not
//                  set there: the environment's then holds). The token is read and written
//                  here only; no message of this file ever quotes it.
// Each is written with write_file_atomic. Also here: whether two lessons differ (the
// "unsaved changes" mark) and the autosave interval.
//
// No drawing and no program state here (session.cpp uses these).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"
#include "model/lesson_file.hpp"

namespace attn::app {

// <base>/attention-explorer where <base> is xdg_data_home when it is an absolute path,
// else <home>/.local/share; "" when neither gives an absolute path (the XDG rule: a
// relative XDG_DATA_HOME is ignored). Null arguments count as unset.
std::string data_directory(const char* xdg_data_home, const char* home);
// The same, from the environment.
std::string data_directory();

// Creates the directory and its parents (mode 0700 for new ones: lessons are private
// until saved elsewhere). Throws std::runtime_error naming the directory and the reason.
void make_directories(const std::string& dir);

// --- autosave.json ---
struct Autosave {
  Lesson lesson;
  std::string lesson_path;  // "" when the session came from no file
};
std::string autosave_text(const Lesson& lesson, const std::string& lesson_path);
// Throws std::runtime_error whose message starts with the path: unreadable, not JSON, not
// a lesson, or a lesson from a newer version.
Autosave load_autosave(const std::string& path);

// --- recent.json ---
inline constexpr std::size_t kRecentMax = 10;
// `path` moved (or added) to the front, other copies of it removed, at most `max` kept.
std::vector<std::string> add_recent(std::vector<std::string> list, const std::string& path,
                                    std::size_t max = kRecentMax);
std::vector<std::string> remove_recent(std::vector<std::string> list, const std::string& path);
// A missing file is an empty list; anything unreadable throws, naming the path.
std::vector<std::string> load_recent(const std::string& path);
void save_recent(const std::string& path, const std::vector<std::string>& list);

// --- hub-settings.json ---
struct HubPreferences {
  std::string endpoint;  // "" : HF_ENDPOINT, else https://huggingface.co
  std::string token;     // "" : HF_TOKEN, else $HF_HOME/token, else none
};
// "" when `endpoint` is "" or an http:// or https:// address with a host; else what is wrong.
std::string endpoint_problem(const std::string& endpoint);
// A missing file holds nothing set. Throws std::runtime_error naming the path and the
// field (never a value of the token) when it cannot be read.
HubPreferences load_hub_preferences(const std::string& path);
void save_hub_preferences(const std::string& path, const HubPreferences& preferences);

// --- unsaved changes ---
// A lesson as compared for "unsaved changes" and "changed since the last autosave": the
// JSON text of every field but the weights, and the weights as matrices (comparing
// D×D matrices is fast; writing them as text on every check would not be).
struct LessonSnapshot {
  std::string text;
  std::optional<MhaWeights> weights;
};
// `lesson_path` is part of the text when given (the autosave records it too).
LessonSnapshot snapshot_of(Lesson lesson, const std::string& lesson_path = "");
bool same_snapshot(const LessonSnapshot& a, const LessonSnapshot& b);

// The autosave interval in seconds: the value of ATTN_AUTOSAVE_SECONDS when it is a
// positive number (fractions allowed, for tests), else `fallback`.
double autosave_interval(const char* env_value, double fallback = 30.0);

}  // namespace attn::app
