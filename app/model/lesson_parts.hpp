// The typed parts of a lesson: what a scene sets (the sentences, the attention's settings,
// the view and its open head; the model source; the quiz; the Diff view's comparison) and
// what only the lesson has (the display). Parts that are flat in the lesson file are base
// classes of the lesson, so `lesson.heads` is a lesson's H; parts that are objects in the
// file ("quiz", "diff") are members. Their JSON names, checks and defaults are written once,
// in the table of lesson_fields.hpp.
//
// The window holds the same parts where it can: its ModelSettings is AttentionSettings
// and more, and its Diff view edits a DiffSettings, so a lesson and the window exchange
// them whole. Nothing here reads or writes files.
//
// Legend: D model width, H heads.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/teaching/case.hpp"
#include "model/lesson_text.hpp"

namespace attn::app {

// The attention a lesson, a `compute` case and the window share.
struct AttentionSettings {
  int d_model = 64;          // D, kMinDModel..kMaxDModel (limits.hpp)
  int heads = 4;             // H, 1..kMaxHeads, dividing D
  std::uint64_t seed = 0;    // weights and embeddings
  bool designed = false;     // the built-in designed heads (need D >= 96)
  bool causal = false;       // the causal mask on the source's self-attention
  bool scale = true;         // divide scores by sqrt(d_k)
  float temperature = 1.0f;  // > 0
};

// What a scene sets besides its model source, question and comparison: the sentences, the
// attention and what is shown. A lesson may give each sentence per language (lesson_text.hpp:
// the trained models read English and French, but designed heads read any words).
struct LessonSettings : AttentionSettings {
  LessonText source;           // source sentence X (keys and values; self-attention)
  int repeat = 1;              // X is `source` written this many times, up to kMaxSourceTokens
  LessonText target;           // target sentence Y (queries of cross-attention); may be empty
  std::string view = "heads";  // one of view_names() (views.hpp)
  int focused_head = 0;        // 0: all heads; k: head k (from 1) open large
};

// A trained model (a checkpoint, checkpoint.hpp) the Training view opens, and a model folder
// (model_folder.hpp) the Model view opens. Empty: none. Relative paths in a lesson file are
// read from its folder (lesson_file_path).
struct ModelSource {
  std::string checkpoint;
  std::string model;
  std::string image;  // the picture a vision model reads (PNG or JPEG); empty: the first shipped one
};

// The Across layers view (views.hpp "layers"): what it shows, from which query, of whose
// model. Numbers from 0 here; the file writes the query from 1 (0: the prediction's).
struct LayersSettings {
  std::string show = "rollout";  // "rollout" | "flow" | "explanation"
  int query = -1;                // -1: the prediction's
  std::string of = "";           // "" the Model view's when one is open, "model", "training"
};

// Predict, then reveal: the query row (from 1) of the open head hidden for the room to guess
// where it looks; 0: none. Asked by one scene, not inherited by the next.
struct QuizSettings {
  int row = 0;
};

// The Diff view: two maps of the same shape, A and B, and A − B. What is compared, from the
// views' weights: the open head with the causal mask on (A) and off (B); two heads of the
// layer; the open head on the source (A) and on a second sentence of as many tokens (B),
// aligned by position. From the Training view's model, on its sentence: one head in two
// layers; the model at two of the training steps it kept; two checkpoint files.
enum class DiffBetween { Mask, Heads, Sentences, Layers, Steps, Checkpoints, Models };
inline constexpr int kDiffKinds = 7;
const char* diff_between_name(DiffBetween between);  // "mask", "heads", … (lesson files)
std::optional<DiffBetween> diff_between_from_name(const std::string& name);
inline bool diff_of_trained_model(DiffBetween b) {
  return b == DiffBetween::Layers || b == DiffBetween::Steps || b == DiffBetween::Checkpoints;
}
// Which attention of the trained model: the encoder's self-attention (a decoder-only
// model's own), the decoder's masked self-attention, or the cross-attention.
enum class DiffAttention { Encoder, Decoder, Cross };
inline constexpr int kDiffAttentions = 3;
const char* diff_attention_name(DiffAttention attention);  // "encoder", "decoder", "cross"

// Numbers from 0 here; a lesson file writes heads and layers from 1.
struct DiffSettings {
  DiffBetween between = DiffBetween::Mask;
  int head_a = 0, head_b = 1;  // for Heads
  std::string sentence;        // B's sentence, for Sentences
  DiffAttention attention = DiffAttention::Encoder;  // the trained model's kinds below
  int head = 0;                // the trained model's head compared
  int layer_a = 0, layer_b = 1;  // for Layers (Steps and Checkpoints: layer_a)
  int step_a = 0, step_b = -1;   // for Steps: the kept model nearest each; −1: the last
  std::string checkpoint_a, checkpoint_b;  // for Checkpoints
  // For Models: two pretrained models of one architecture (folders, GGUF files, "ollama:"
  // names) on the Model view's text, head `head` of layer `layer_a`; A empty: the Model
  // view's model. `quantize` ("Q8_0", "Q4_0"; empty: none): B's matrices quantized here
  // (core/model/quantize.hpp), B empty then being A.
  std::string model_a, model_b, quantize;
};

// Everything a scene sets; a lesson's own are where its first scene starts.
struct SceneSettings : LessonSettings, ModelSource {
  QuizSettings quiz;
  DiffSettings diff;
  LayersSettings layers;
};

// How the lesson is shown, the lesson's alone.
struct Display {
  std::string colormap = "viridis";  // "viridis" | "cividis" | "magma" | "grayscale"
  float font_scale = 1.0f;           // kMinFontScale..kMaxFontScale (100% to 300%)
  std::string theme = "light";       // "light" | "dark"
};

// A case with these settings (D, H, the seed, the designed heads, the mask, the scaling and
// the temperature); its text, weights and mode left for the caller.
AttentionCase attention_case(const AttentionSettings& settings);
// The settings of a case: the other way.
AttentionSettings attention_settings(const AttentionCase& c);

}  // namespace attn::app
