// What the teaching views compute beyond the attention trace itself: shape exercises,
// parameter and FLOP counts, the "no leaks from the future" test, the decoder's
// teacher-forcing table and how context changes a word's vector.
//
// Legend: T tokens (T1 source, T2 target), D model width, H heads, d_k = D / H.
// Pure functions on plain structs; every number the views show comes from here or from
// the trace (attention.hpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "attention.hpp"
#include "case.hpp"

namespace attn {

// ---- Shape exercises --------------------------------------------------------------------

enum class ExerciseKind {
  SelfSingle,   // single-head self-attention on X
  CrossSingle,  // single-head cross-attention, Y attends to X
  MultiHead,    // H heads of self-attention: per-head shapes, concat, output
  Masked,       // causal self-attention on the decoder input Y
};

struct ExerciseSizes {
  int t1 = 4;    // tokens of X
  int t2 = 5;    // tokens of Y
  int d = 512;   // D
  int h = 8;     // H (MultiHead only; others use one head of width d_k = D)
};

struct ShapeItem {
  std::string name;         // "Q", "K", "V", "QKᵀ", "Z", "Z_h", "concat", "output"
  long rows = 0;
  long cols = 0;
  std::string symbolic;     // "T2×D"
  std::string explanation;  // why: "Q = Y·W_q: one row per query token of Y, D columns"
};

struct ShapeQuestion {
  ExerciseKind kind = ExerciseKind::SelfSingle;
  ExerciseSizes sizes;
  std::string prompt;            // the question in words, with the sizes
  std::vector<ShapeItem> items;  // what is asked, in order, with the answers
};

const char* exercise_kind_name(ExerciseKind kind);  // "self-attention", ...

// Throws AttentionError for sizes < 1 or (MultiHead) D not divisible by H.
ShapeQuestion make_shape_question(ExerciseKind kind, const ExerciseSizes& sizes);

// Random sizes a student can work with: T1, T2 in [2, 12], D from {64, 128, 256, 512,
// 768, 1024}, H a divisor of D in [2, 16]. The same seed gives the same sizes.
ExerciseSizes random_exercise_sizes(std::uint64_t seed);

// Reads "5x64", "5 × 64", "[5, 64]", "(5,64)", "5 by 64"; nullopt when it is not a shape.
std::optional<std::pair<long, long>> parse_shape(const std::string& typed);

struct ShapeVerdict {
  bool correct = false;
  std::string message;  // "Right: 5×64." or why the typed answer is wrong and the answer
};
ShapeVerdict check_shape_answer(const ShapeItem& item, const std::string& typed);

// ---- Cost and parameters ----------------------------------------------------------------

struct CostFigures {
  int d = 0, h = 0, d_k = 0;
  long long t = 0;
  long long params_per_matrix = 0;       // D×D: W_q (all heads), likewise W_k, W_v, W_o
  long long params_one_head_wq = 0;      // D×d_k: one head's slice of W_q
  long long params_total = 0;            // 4·D² (no biases)
  long long value_full = 0;              // D×D value map
  long long value_low_rank = 0;          // value-down D×d_k plus value-up d_k×D = 2·D·d_k
  double flops_one_wide_head = 0;        // one head of width D on T tokens (scores and ·V)
  double flops_h_heads = 0;              // H heads of width D/H: the same count
  double flops_projections = 0;          // X·W_q, X·W_k, X·W_v and concat·W_o
  long long pattern_cells = 0;           // T×T per head
  long long pattern_bytes_all_heads = 0; // H·T²·4 bytes (float weights)
};

// Throws AttentionError for D < 1, H < 1, D not divisible by H, or T < 1.
CostFigures cost_figures(int d, int h, long long t);

struct ModelPreset {
  const char* name;  // "Transformer (2017)", "GPT-3 175B"
  int d;
  int h;
  long long context;  // tokens
};
const std::vector<ModelPreset>& model_presets();

// ---- No leaks from the future -----------------------------------------------------------

struct LeakReport {
  int perturbed_token = 0;
  // Per query row, the largest absolute change of any output entry after adding
  // `epsilon` to every entry of X's row `perturbed_token`.
  std::vector<float> attention_change;  // Attention(X)
  std::vector<float> residual_change;   // X + Attention(X)
  int first_changed_row = -1;           // -1 when no row changed
};

// Runs the case (self-attention) twice, unperturbed and with token j's embedding moved.
// With the causal mask only rows >= j change; without it, every row. Throws for cross
// cases (use the target's self-attention) or j out of range.
LeakReport leak_test(const AttentionCase& self_case, int token, float epsilon = 0.5f);

// ---- The decoder under teacher forcing --------------------------------------------------

struct TeacherForcingRow {
  int position = 0;          // i
  std::string input;         // decoder input token i (<start> first)
  std::string predicts;      // the training target at i: the next token (<end> last)
  int visible_count = 0;     // tokens 0..i: i + 1
};

// For a target sentence (without markers): the decoder input is <start> + target, the
// training target is target + <end>; row i may attend to inputs 0..i. A leading <start>
// or trailing <end> already in the text is not doubled. Throws for an empty target.
std::vector<TeacherForcingRow> teacher_forcing_table(const std::string& target_sentence);

// ---- Context changes meaning ------------------------------------------------------------

float cosine_similarity(const Eigen::Ref<const Eigen::RowVectorXf>& a,
                        const Eigen::Ref<const Eigen::RowVectorXf>& b);

struct MeaningShift {
  std::string word;
  int position_a = -1, position_b = -1;  // where the word is in each sentence
  float cosine_before = 0;  // the word's token vectors (no position): 1 for the same word
  float cosine_embedded = 0;  // the rows of X (token + position)
  float cosine_after = 0;   // the rows of X + Attention(X): context has moved them apart
};

// Runs `base` (self-attention; its text replaced) on both sentences and compares the
// word's vectors. Throws when the word is missing from either sentence.
MeaningShift context_changes_meaning(const AttentionCase& base, const std::string& sentence_a,
                                     const std::string& sentence_b, const std::string& word);

}  // namespace attn
