// Lesson files: what a teacher prepares once and opens again next term.
//
// A lesson is JSON with "version": 1 and the fields of `Lesson` below. Every field but
// "version" and "source" may be left out (the defaults below apply); unknown fields are
// ignored. A file written by a newer program ("version" > 1) is refused with a message
// rather than half understood. Saving goes through write_file_atomic: an old lesson is
// never left half written.
//
// Scenes: "scenes" is an ordered list, each {"title", "notes", and the scene fields that
// differ from the scene before} (scene_fields(): the sentences, the model's settings, the
// view and its open head, a checkpoint or model folder). The lesson's own fields are where
// the first scene starts from; the display (colours, text size, theme) is the lesson's.
// A lesson without scenes is one scene. A scene that cannot be shown (an unknown view, a
// head the scene's H lacks, a checkpoint or model folder that is not there, an unknown
// field) is left out on loading, named in scene_problems, and the others stay.
//
// This file knows nothing of windows or drawing; the GUI maps a Lesson to its state.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"

#include <nlohmann/json.hpp>

namespace attn::app {

inline constexpr int kLessonVersion = 1;
// The most scenes a lesson holds.
inline constexpr int kMaxScenes = 10000;

// One scene of a lesson, as held in memory: every scene field of what it shows (not only
// those that differ from the scene before: the file stores those).
struct LessonScene {
  std::string title;
  std::string notes;
  nlohmann::json settings = nlohmann::json::object();
};

// The fields a scene sets, in the order written.
const std::vector<std::string>& scene_fields();

struct Lesson {
  std::string title;          // shown in the window title (may be empty)
  std::string source;         // source sentence X (keys and values; self-attention)
  int repeat = 1;             // X is `source` written this many times, up to kMaxSourceTokens
  std::string target;         // target sentence Y (queries of cross-attention); may be empty
  int d_model = 64;           // D, kMinDModel..kMaxDModel (limits.hpp)
  int heads = 4;              // H, 1..kMaxHeads, dividing D (else the lesson is refused)
  std::uint64_t seed = 0;     // weights and embeddings
  bool designed = false;      // the built-in designed heads (needs D >= 96)
  // Weights given inline ("weights": {"w_q", "w_k", "w_v", "w_o"}, each D×D), as loaded
  // from a weights file; absent: seeded random (or designed) weights.
  std::optional<MhaWeights> weights;
  bool causal = false;        // causal mask on the source's self-attention
  bool scale = true;          // divide scores by sqrt(d_k)
  float temperature = 1.0f;   // > 0
  std::string view = "heads";        // one of view_names() (views.hpp)
  int focused_head = 0;              // 0: all heads; k: head k (1-based) open large
  std::string colormap = "viridis";  // "viridis" | "cividis" | "magma" | "grayscale"
  float font_scale = 1.0f;           // kMinFontScale..kMaxFontScale (100% to 300%)
  std::string theme = "light";       // "light" | "dark"
  std::string notes;                 // the teacher's notes, shown beside the controls
  // A trained model (a checkpoint, checkpoint.hpp) the Training view opens; a relative path
  // is read from the lesson file's folder. Empty: none.
  std::string checkpoint;
  // A model folder (model_folder.hpp) the Model view opens; a relative path is read from the
  // lesson's folder. Empty: none.
  std::string model;
  // Predict, then reveal: the query row (from 1) of the open head hidden for the room to
  // guess where it looks ("quiz": {"row": K}); 0: none.
  int quiz_row = 0;
  // The Diff view's comparison: "diff": {"between": "mask" | "heads" | "sentences" |
  // "layers" | "steps" | "checkpoints", "heads": [a, b], "sentence": "…", and for the
  // Training view's model "attention": "encoder" | "decoder" | "cross", "head": K,
  // "layers": [a, b], "steps": [a, b], "checkpoints": ["A.safetensors", "B.safetensors"]}
  // (numbers from 1; paths from the lesson's folder).
  std::string diff_between = "mask";
  int diff_head_a = 1, diff_head_b = 2;
  std::string diff_sentence;
  std::string diff_attention = "encoder";
  int diff_head = 1;
  int diff_layer_a = 1, diff_layer_b = 2;
  int diff_step_a = 0, diff_step_b = -1;  // -1: the last step kept
  std::string diff_checkpoint_a, diff_checkpoint_b;
  std::vector<LessonScene> scenes;                // empty: the lesson is one scene
  std::vector<std::string> scene_problems;  // the scenes left out on loading, and why
  int open_scene = 0;  // the scene shown (0-based); kept in the autosave, not in the file
};

// The lesson's "diff" object.
nlohmann::json diff_json(const Lesson& lesson);
// The scene fields of a lesson's own fields (a JSON object).
nlohmann::json scene_settings_of(const Lesson& lesson);
// `lesson` with the scene fields in `settings` set (the others kept). Throws
// std::runtime_error naming the field for settings that do not parse.
Lesson with_scene_settings(Lesson lesson, const nlohmann::json& settings);
// `own` (a lesson's fields, its notes the lesson's) as `scene` shows it, no scenes.
Lesson lesson_in_scene(Lesson own, const LessonScene& scene);
// The lesson as scene k shows it: its fields with scene k's settings over them, the
// scene's notes (its title stays the lesson's); no scenes. Throws std::out_of_range for k
// outside the scenes, std::runtime_error naming the field for settings that do not parse.
Lesson lesson_at_scene(const Lesson& lesson, int k);

// Throws std::runtime_error whose message names the field and the problem.
// `folder`: the lesson file's, from which relative checkpoint and model paths are read (a
// scene's are also checked to be there); "" keeps paths as they are.
Lesson lesson_from_json(const nlohmann::json& j, const std::string& folder = "");
nlohmann::ordered_json lesson_to_json(const Lesson& lesson);  // keys in the order above

// Read and parse a lesson file; the message of any error starts with the path.
Lesson load_lesson(const std::string& path);
// Write a lesson file atomically; throws std::runtime_error naming the path.
void save_lesson(const std::string& path, const Lesson& lesson);

}  // namespace attn::app
