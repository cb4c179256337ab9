// Lesson files: what a teacher prepares once and opens again next term.
//
// A lesson is JSON with "version": 1 and the fields of `Lesson` below, named and checked in
// the table of lesson_fields.hpp. Every field but "version" and "source" may be left out
// (the defaults of lesson_parts.hpp apply); unknown fields are ignored. A file written by a
// newer program ("version" > 1) is refused with a message rather than half understood.
// Saving goes through write_file_atomic: an old lesson is never left half written.
//
// Human text (the lesson's and the scenes' titles and notes) is a string, or an object of the
// text in each language keyed by language tag, {"en": "…", "zh-CN": "…"} (lesson_text.hpp):
// the window shows the interface's language, and a lesson saved keeps what it read.
//
// Scenes: "scenes" is an ordered list, each {"title", "notes", and the scene fields that
// differ from the scene before} (scene_fields(): the sentences, the model's settings, the
// view and its open head, a checkpoint or model folder, a question, the Diff view's
// comparison). The lesson's own fields are where the first scene starts from; the display
// (colours, text size, theme) is the lesson's. A lesson without scenes is one scene. A scene
// that cannot be shown (an unknown view, a head the scene's H lacks, a checkpoint or model
// folder that is not there, an unknown field) is left out on loading, named in
// scene_problems, and the others stay.
//
// Paths (a checkpoint, a model folder, the Diff's checkpoints) may be relative to the
// lesson's folder: opened, a lesson holds them as the program opens them; saved, those under
// its folder are written relative to it again.
//
// This file knows nothing of windows or drawing; the GUI maps a Lesson to its state.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"
#include "model/lesson_parts.hpp"
#include "model/lesson_text.hpp"

#include <nlohmann/json.hpp>

namespace attn::app {

inline constexpr int kLessonVersion = 1;
// The most scenes a lesson holds.
inline constexpr int kMaxScenes = 10000;

// One scene of a lesson, as held in memory: every setting of what it shows (not only those
// that differ from the scene before: the file stores those).
struct LessonScene {
  LessonText title;
  LessonText notes;
  SceneSettings settings;
};

// The names of the fields a scene sets, in the order written (lesson_fields()).
const std::vector<std::string>& scene_fields();

// A lesson: its first scene's settings (the parts of lesson_parts.hpp), how it is shown, and
// what only the lesson has. The fields' JSON names, defaults and checks: lesson_fields.hpp.
struct Lesson : SceneSettings, Display {
  LessonText title;  // shown in the window title (may be empty)
  // Weights given inline ("weights": {"w_q", "w_k", "w_v", "w_o"}, each D×D), as loaded
  // from a weights file; absent: seeded random (or designed) weights.
  std::optional<MhaWeights> weights;
  LessonText notes;                         // the teacher's notes, shown beside the controls
  std::vector<LessonScene> scenes;          // empty: the lesson is one scene
  std::vector<std::string> scene_problems;  // the scenes left out on loading, and why
  int open_scene = 0;  // the scene shown (0-based); kept in the autosave, not in the file
};

// The settings a lesson's scenes start from: its own.
SceneSettings scene_settings_of(const Lesson& lesson);
// `lesson` showing `settings` (the inline weights dropped for the designed heads).
Lesson with_scene_settings(Lesson lesson, const SceneSettings& settings);
// The scene settings as JSON, every field written (for messages and tests).
nlohmann::json scene_settings_json(const SceneSettings& settings);
// `own` (a lesson's fields, its notes the lesson's) as `scene` shows it, no scenes.
Lesson lesson_in_scene(Lesson own, const LessonScene& scene);
// The lesson as scene k shows it: its fields with scene k's settings over them, the
// scene's notes (its title stays the lesson's); no scenes. Throws std::out_of_range for k
// outside the scenes.
Lesson lesson_at_scene(const Lesson& lesson, int k);

// The path of a file or folder a lesson names, as the program opens it: a relative one is
// read from the lesson file's folder `folder` ("": kept as it is). The one place that decides
// what is relative (io::platform::is_absolute: "C:/x" and "C:\x" too on Windows).
std::string lesson_file_path(const std::string& folder, const std::string& path);

// Throws std::runtime_error whose message names the field and the problem.
// `folder`: the lesson file's, from which relative checkpoint and model paths are read (a
// scene's are also checked to be there); "" keeps paths as they are.
Lesson lesson_from_json(const nlohmann::json& j, const std::string& folder = "");
// The same from JSON read in the file's order, whose texts keep the order of their languages
// (nlohmann::json sorts an object's keys).
Lesson lesson_from_json(const nlohmann::ordered_json& j, const std::string& folder = "");
nlohmann::ordered_json lesson_to_json(const Lesson& lesson);  // keys in the table's order

// Read and parse a lesson file; the message of any error starts with the path. Its paths
// are read from its folder.
Lesson load_lesson(const std::string& path);
// What save_lesson writes to `path`: the paths under its folder written relative to it again,
// so that a lesson opened and saved keeps the relative paths the teacher gave.
std::string lesson_file_text(const Lesson& lesson, const std::string& path);
// Write a lesson file atomically; throws std::runtime_error naming the path.
void save_lesson(const std::string& path, const Lesson& lesson);

}  // namespace attn::app
