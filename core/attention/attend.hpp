// The attention of the heads, block by block of query rows (multi_head.cpp): for each
// block, its scores against the keys it sees, the softmax and the product with V, while
// the block's rows stay in the core's cache. Only the finished weights and contexts go
// out to the trace.
//
// Legend: Tq queries, Tk keys, H heads, d_k = D / H.
//
// Three ways, by what the trace keeps and the kernel set:
//   tiled    (Weights detail, AVX-512 set): six rows at a time on the register-tiled
//            products, Kᵀ read from its packed panels; each tile stops at its own last
//            visible key and writes its context into concat as it goes;
//   weights  (Weights detail, portable set): a block's scores in a per-thread buffer,
//            through the BLAS;
//   full     (Full detail): every step into the trace's own matrices, through the BLAS.
// Under a mask, the keys a whole block (or tile) cannot see are skipped.
#pragma once

#include <cstddef>
#include <vector>

#include "core/attention/config.hpp"
#include "core/attention/mask.hpp"
#include "core/attention/trace.hpp"
#include "core/kernels/kernels.hpp"

namespace attn::fast {

struct AttendJob {
  const kernels::Kernels& kernels;
  const StridedMask& mask;
  const MaskLayout& layout;
  // zero_from[i]: the weights of row i are known to be 0 from this column on (an earlier
  // computation into the same storage), so only the columns before it need clearing.
  const std::vector<Eigen::Index>& zero_from;
  float divisor;
  TraceDetail detail;
  // Every head's packed Kᵀ (the tiled way), H panels of packed_keys_floats(Tk, d_k); else null.
  const float* packed_keys;
  // The concatenated contexts (Tq×D), which the tiled way fills in as it goes.
  GrowingMatrix& concat;
  // Each head's bias added to its scaled scores (Tq×Tk), or null.
  const std::vector<Matrix>* score_bias = nullptr;
  // The soft cap of the scaled scores (AttentionConfig::softcap), 0: none.
  float softcap = 0.0f;
  // Whether the finished weights and contexts go out with stores that skip the cache (a
  // large trace, whose lines would only push out what the next block reads), or with
  // plain ones (a small trace, read again soon from the cache: the output projection
  // reads concat next, and a training step's backward reads the weights).
  bool streaming = true;
};
// Traces of fewer bytes of weights and contexts than this are stored through the cache.
inline constexpr std::size_t kStreamingBytes = std::size_t{256} << 10;

// The weights and context of every head of `trace` (q, k, v made; storage shaped), on
// `threads` threads. The numbers do not depend on the number of threads.
void attend_heads(const AttendJob& job, int threads, AttentionTrace& trace);

}  // namespace attn::fast
