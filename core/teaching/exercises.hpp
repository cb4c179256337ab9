// Shape exercises: questions on the shapes of self-, cross-, multi-head and masked
// attention, with random or chosen sizes, and the checking of typed answers.
//
// Legend: T tokens (T1 source, T2 target), D model width, H heads, d_k = D / H.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/base/types.hpp"

namespace attn {

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

}  // namespace attn
