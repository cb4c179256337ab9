// Multi-head attention, fast: the numbers of the definition (reference.hpp) made in named
// steps, on the engine's threads and kernels, into storage kept between calls.
//
//   1. project   Q, K, V from X (Q from Y in cross-attention), dealt to the heads
//   2. attend    each head's scores, mask, softmax and context, block by block of queries
//   3. output    the heads' contexts side by side, ·W_o
//
// Legend: T1 source tokens (keys, values), T2 target tokens (queries in cross-attention),
// Tq = T (self) or T2 (cross) queries, Tk = T (self) or T1 (cross) keys, D model width,
// H heads, d_k = D / H. Tokens are rows: X is T1×D, Y is T2×D.
#pragma once

#include "core/attention/config.hpp"
#include "core/attention/trace.hpp"

namespace attn {

// The whole multi-head attention. Self: Q, K, V from x (y ignored, may be empty).
// Cross: Q from y (T2×D), K and V from x (T1×D); causal is refused.
// Work is spread over config.threads threads. Under a mask, the key columns that a whole
// block of query rows cannot see are skipped (see TraceDetail::Weights). The numbers do not
// depend on the number of threads.
// Throws AttentionError for any bad shape, value or configuration.
AttentionTrace multi_head_attention(const MatrixRef& x, const MatrixRef& y,
                                    const MhaWeights& weights, const AttentionConfig& config);
// The same into `trace`, reusing its matrices' storage where their shapes are unchanged:
// recomputing after an edit then touches no new memory. On error `trace` is left empty.
void multi_head_attention(const MatrixRef& x, const MatrixRef& y, const MhaWeights& weights,
                          const AttentionConfig& config, AttentionTrace& trace);

// Query head h's q (keys = false) or the k of the K/V head it reads (keys = true) from the
// rows of `x`, as the projection makes them: x·W + b, the per-head norm, and the rotation
// when `rotated` (the numbers the trace holds) or not (what the rotation starts from, for
// the views that show it). Tq×d_k (or Tk×d_k). Throws AttentionError for a bad head or shape.
Matrix head_projection(const MatrixRef& x, const MhaWeights& weights, const AttentionConfig& config,
                       int h, bool keys, bool rotated);

// Head h of `trace` with every intermediate, scores and scaled included, whatever detail
// the trace was made with (the same numbers as a Full trace). `config` is the one the
// trace was made with.
HeadTrace head_detail(const AttentionTrace& trace, int h, const AttentionConfig& config);

}  // namespace attn
