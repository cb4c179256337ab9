// No leaks from the future: move one token's embedding and see which output rows change,
// with and without the causal mask.
//
// Legend: T tokens (T1 source, T2 target), D model width, H heads, d_k = D / H.
#pragma once

#include <vector>

#include "core/teaching/case.hpp"

namespace attn {

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

}  // namespace attn
