// Lesson files: what a teacher prepares once and opens again next term.
//
// A lesson is JSON with "version": 1 and the fields of `Lesson` below. Every field but
// "version" and "source" may be left out (the defaults below apply); unknown fields are
// ignored. A file written by a newer program ("version" > 1) is refused with a message
// rather than half understood. Saving goes through write_file_atomic: an old lesson is
// never left half written.
//
// This file knows nothing of windows or drawing; the GUI maps a Lesson to its state.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/attention/attention.hpp"

#include <nlohmann/json.hpp>

namespace attn::app {

inline constexpr int kLessonVersion = 1;

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
  std::string checkpoint_text;       // the sentence its maps show (empty: the task's example)
  // A model folder (model_folder.hpp) the Model view opens; a relative path is read from the
  // lesson's folder. Empty: none.
  std::string model;
};

// Throws std::runtime_error whose message names the field and the problem.
Lesson lesson_from_json(const nlohmann::json& j);
nlohmann::ordered_json lesson_to_json(const Lesson& lesson);  // keys in the order above

// Read and parse a lesson file; the message of any error starts with the path.
Lesson load_lesson(const std::string& path);
// Write a lesson file atomically; throws std::runtime_error naming the path.
void save_lesson(const std::string& path, const Lesson& lesson);

}  // namespace attn::app
