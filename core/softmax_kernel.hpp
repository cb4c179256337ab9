// The inner loops of the engine's softmax, compiled for the CPU they run on.
//
// Each function has an AVX-512 version written with intrinsics, chosen once when the
// program loads if the CPU has AVX-512F, and a portable version that the compiler
// vectorizes for AVX2 or the baseline.
#pragma once

#include <cstddef>

namespace attn {

// row[j] = exp((row[j] - row_max) * scale) for j < n. Entries of -inf (masked keys)
// become exactly 0, as does anything whose exponent is below -87.
// exp is a polynomial within 2 float ulps of std::exp.
void exp_shifted_in_place(float* row, std::size_t n, float row_max, float scale);

// Softmax of row[0, n) times `scale`, in place: masked entries are -inf and become 0.
// At least one entry must be finite; all must be finite or -inf.
void softmax_in_place(float* row, std::size_t n, float scale);

// Whether every value of row[0, n) is finite (no NaN, no infinity).
bool all_finite(const float* row, std::size_t n);

// dst[0, n) = src[0, n), with stores that bypass the caches where the CPU has them: for
// results that are not read again soon (the attention weights of every head). Call
// streaming_fence() before another thread reads them.
void copy_streaming(float* dst, const float* src, std::size_t n);
// dst[0, n) = 0, the same way.
void zero_streaming(float* dst, std::size_t n);
// A row of weights: dst[0, n) = src[0, n) and dst[n, zero_end) = 0, streaming. The
// caller promises that dst[zero_end, room) holds zeros already, so that the last cache
// line may be written whole (room: where the row ends).
void store_row_streaming(float* dst, const float* src, std::size_t n, std::size_t zero_end,
                         std::size_t room);
void streaming_fence();

}  // namespace attn
