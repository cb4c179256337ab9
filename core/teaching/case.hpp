// One attention "case": the inputs (matrices or text), the configuration and the weights,
// run end to end. The GUI and the `compute` command both go through run_case, so every
// number the program shows or prints comes from the same path.
//
// Legend: T1 source tokens (X, keys and values), T2 target tokens (Y, queries in cross),
// D model width, H heads.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"
#include "core/teaching/designed.hpp"

namespace attn {

struct AttentionCase {
  AttentionConfig config;
  std::uint64_t seed = 0;
  // Inputs: either matrices (x, and y for cross) or text (text, and target_text for cross).
  bool from_text = false;
  std::string text;         // source sentence -> X
  std::string target_text;  // target sentence -> Y (cross only)
  Matrix x;                 // T1×D
  Matrix y;                 // T2×D (cross only)
  // Labels of matrix input's rows (a trained model's tokens); empty: none. When given,
  // one per row of x (and of y).
  std::vector<std::string> x_tokens, y_tokens;
  std::optional<MhaWeights> weights;  // absent: seeded Xavier weights (or designed)
  bool designed = false;  // the built-in designed heads and their structured embedding
  std::size_t max_tokens = 4096;      // per sentence, for text input
};

struct CaseResult {
  AttentionTrace trace;
  std::vector<std::string> k_tokens;  // tokens of the source (keys); empty for matrix input
  std::vector<std::string> q_tokens;  // tokens of the queries (= k_tokens for self)
  Matrix x;                           // the X actually used
  Matrix y;                           // the Y actually used (cross), else empty
  MhaWeights weights;                 // the weights actually used
  std::vector<DesignedHeadInfo> head_info;  // per head, when designed; else empty
};

// Validates everything, tokenizes and embeds text, makes weights, runs attention.
// Work whose weights, inputs and trace would exceed config.memory_limit_bytes is refused
// before anything large is allocated. Throws AttentionError naming the bad value.
CaseResult run_case(const AttentionCase& c);
// The same into `result`, whose trace keeps its storage where the shapes are unchanged
// (see multi_head_attention). On error `result` is left unspecified.
void run_case(const AttentionCase& c, CaseResult& result);

}  // namespace attn
