// The inner loops of the engine's softmax, compiled for the CPU they run on.
#pragma once

#include <cstddef>

namespace attn {

// row[j] = exp((row[j] - row_max) * scale) for j < n. Entries of -inf (masked keys)
// become exactly 0, as does anything whose exponent is below -87.
// exp is a polynomial within 2 float ulps of std::exp, evaluated with the widest vector
// instructions the CPU has (AVX-512, AVX2 or the baseline, chosen when the program loads).
void exp_shifted_in_place(float* row, std::size_t n, float row_max, float scale);

// Softmax of row[0, n) times `scale`, in place: masked entries are -inf and become 0.
// At least one entry must be finite; all must be finite or -inf.
void softmax_in_place(float* row, std::size_t n, float scale);

}  // namespace attn
