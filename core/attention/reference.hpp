// Attention as the lesson defines it, written plainly: the reference the fast path
// (multi_head.hpp) is checked against, one step per line.
//
//   scores  = Q·Kᵀ                      Tq×Tk
//   scaled  = scores ÷ (√d_k) ÷ τ, masked entries set to −∞
//   weights = the softmax of each row   (a row with every key masked is all zeros)
//   context = weights·V                 Tq×d_v
//
// and multi-head attention: Q = X·W_q (Y·W_q in cross-attention), K = X·W_k, V = X·W_v,
// head h on columns [h·d_k, (h+1)·d_k), the heads' contexts side by side, ·W_o.
//
// Legend: Tq queries, Tk keys, D model width, H heads, d_k = D / H (or as configured;
// config.hpp has the general shapes: grouped K/V heads, a head width of its own, RoPE).
// Nothing here is tuned: no blocks, threads, kernels or reuse of storage.
#pragma once

#include "core/attention/config.hpp"
#include "core/attention/trace.hpp"

namespace attn {

// Row-wise numerically stable softmax (row maximum subtracted). Entries where mask is
// true get weight 0; a row with every entry masked is all zeros. mask may be empty.
// Returns the number of fully masked rows through fully_masked_rows when non-null.
Matrix softmax_rows(const MatrixRef& logits, const MaskRef& mask,
                    int* fully_masked_rows = nullptr);

// Scaled dot-product attention for one head: q Tq×d, k Tk×d, v Tk×dv, mask Tq×Tk or
// empty; divisor = sqrt(d) when scaling, times the temperature; `bias` (Tq×Tk, or null)
// added to the scaled scores, then each soft-capped at `softcap` (0: none), before the mask.
HeadTrace scaled_dot_product_attention(const MatrixRef& q, const MatrixRef& k,
                                       const MatrixRef& v, const MaskRef& mask,
                                       float divisor, const Matrix* bias = nullptr, float softcap = 0.0f);

// The whole multi-head attention by the definition: every intermediate, for any sizes
// (it keeps T×T per head). Throws AttentionError for a bad configuration or shape.
AttentionTrace reference_multi_head_attention(const MatrixRef& x, const MatrixRef& y,
                                              const MhaWeights& weights,
                                              const AttentionConfig& config);

}  // namespace attn
