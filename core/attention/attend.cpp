#include "core/attention/attend.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>
#include <string>

#include "core/attention/workspace.hpp"
#include "core/base/checks.hpp"
#include "core/base/parallel.hpp"
#include "core/kernels/gemm.hpp"

namespace attn::fast {
namespace {

using kernels::kTileRows;
constexpr float kMasked = -std::numeric_limits<float>::infinity();

// Query rows per work item: a block's scores stay in cache between the product with K, the
// softmax and the product with V, and under a causal mask a block stops at the last key its
// last row sees (about 1/2 + 1/(2·blocks) of the dense work). Fixed, so that the numbers
// never depend on the number of threads; a whole number of tiles, so that only a head's
// last block ends in a tile of fewer rows (which costs as much as a whole one to stream the
// keys through).
constexpr Eigen::Index kRowBlock = 21 * kTileRows;

// Throws the error for a non-finite score in row `row` (its first `n` entries).
[[noreturn]] void throw_non_finite_scores(const float* scores, Eigen::Index n, int h,
                                          Eigen::Index row) {
  Eigen::Index j = 0;
  while (j + 1 < n && std::isfinite(scores[j])) ++j;
  std::ostringstream s;
  s << "the scores Q·Kᵀ of head " << h + 1 << " (inputs too large) has a non-finite value ("
    << scores[j] << ") at row " << row << ", column " << j;
  throw AttentionError(s.str());
}

// Softmax of one row in place, of the scores times `scale`. The first `visible` entries
// hold the scores, masked ones already -inf; the entries from `visible` to `zero_end`
// become 0 (the caller knows the rest of the row is 0 already). A row with every key
// masked is all zeros.
void softmax_row_in_place(const kernels::Kernels& k, float* row, Eigen::Index visible,
                          Eigen::Index zero_end, float scale) {
  if (zero_end > visible) std::fill(row + visible, row + zero_end, 0.0f);
  if (visible > 0) k.softmax(row, static_cast<std::size_t>(visible), scale);
}

// Rows [t0, t0 + rows) of one head's scores, held at scratch + i·ld, become their
// weights: a non-finite score is refused, the head's bias added (the scores scaled first),
// masked keys get -inf, then the softmax (times `scale` where there is no bias). Entries
// from a row's last visible key up to `width` become 0, so that a product over `width`
// keys adds nothing for them.
void softmax_scratch_rows(const AttendJob& job, int h, Eigen::Index t0, Eigen::Index rows,
                          float* scratch, Eigen::Index ld, Eigen::Index width, float scale) {
  const Matrix* bias = job.score_bias ? &(*job.score_bias)[static_cast<std::size_t>(h)] : nullptr;
  for (Eigen::Index i = 0; i < rows; ++i) {
    const auto row = static_cast<std::size_t>(t0 + i);
    const Eigen::Index end = job.layout.visible_end[row];
    float* s = scratch + i * ld;
    if (!job.kernels.all_finite(s, static_cast<std::size_t>(end))) {
      throw_non_finite_scores(s, end, h, t0 + i);
    }
    if (bias != nullptr) {
      const float* b = bias->row(t0 + i).data();
      for (Eigen::Index j = 0; j < end; ++j) s[j] = soft_cap(s[j] * scale + b[j], job.softcap);
    } else if (job.softcap > 0.0f) {
      for (Eigen::Index j = 0; j < end; ++j) s[j] = soft_cap(s[j] * scale, job.softcap);
    }
    if (job.layout.has_holes[row]) {
      for (Eigen::Index j = 0; j < end; ++j) {
        if (job.mask(t0 + i, j)) s[j] = kMasked;
      }
    }
    softmax_row_in_place(job.kernels, s, end, width, bias != nullptr || job.softcap > 0.0f ? 1.0f : scale);
  }
}

// Rows [t0, t0 + rows) of the weights: the finished rows from the scratch up to each
// row's last visible key, zeros after it (where the trace does not hold zeros already).
// A large trace's stores skip the cache: the weights are for the views, not for the next
// step (AttendJob::streaming).
void store_weight_rows(const AttendJob& job, Eigen::Index t0, Eigen::Index rows,
                       const float* scratch, Eigen::Index ld, StridedMatrix& weights) {
  for (Eigen::Index i = 0; i < rows; ++i) {
    const auto row = static_cast<std::size_t>(t0 + i);
    const Eigen::Index end = job.layout.visible_end[row];
    const Eigen::Index zero_end = std::max(end, job.zero_from[row]);
    float* dst = weights.row(t0 + i).data();
    if (!job.streaming) {
      std::copy(scratch + i * ld, scratch + i * ld + end, dst);
      std::fill(dst + end, dst + zero_end, 0.0f);
      continue;
    }
    // Past max(end, zero_from) the row holds zeros already: its last line may go out whole.
    job.kernels.store_row(dst, scratch + i * ld, static_cast<std::size_t>(end),
                          static_cast<std::size_t>(zero_end),
                          static_cast<std::size_t>(weights.cols()));
  }
}

// The tiled way: for each tile of a few rows, the scores against the keys the tile sees,
// the softmax and the weighted sum of the values, while the rows stay in the first-level
// cache. Under a causal mask each tile stops at its own last visible key.
void attend_block_tiled(const AttendJob& job, int h, Eigen::Index r0, Eigen::Index n,
                        HeadTrace& head) {
  const kernels::Kernels& k = job.kernels;
  const Eigen::Index d_k = head.q.cols();
  const Eigen::Index t_k = head.k.rows();
  const float* packed = job.packed_keys + h * kernels::packed_keys_floats(t_k, d_k);
  // Rows of the scratch are padded so that they do not all fall on the same cache sets.
  const Eigen::Index ld = (t_k + 15) / 16 * 16 + 16;
  // Then the tile's context, which goes out to the trace and to concat.
  const Eigen::Index context_ld = (d_k + 15) / 16 * 16;
  float* scratch = scratch_floats(static_cast<std::size_t>(kTileRows * (ld + context_ld)));
  float* context = scratch + kTileRows * ld;
  for (Eigen::Index t0 = r0; t0 < r0 + n; t0 += kTileRows) {
    const int rows = static_cast<int>(std::min<Eigen::Index>(kTileRows, r0 + n - t0));
    Eigen::Index tile_end = 0;
    for (int i = 0; i < rows; ++i) {
      tile_end = std::max(tile_end, job.layout.visible_end[static_cast<std::size_t>(t0 + i)]);
    }
    if (tile_end > 0) {
      k.scores(head.q.row(t0).data(), d_k, rows, packed, d_k, tile_end, scratch, ld);
      softmax_scratch_rows(job, h, t0, rows, scratch, ld, tile_end, 1.0f / job.divisor);
      k.weighted_sum(scratch, ld, rows, head.v.data(), d_k, tile_end, d_k, context, context_ld);
    } else {
      std::fill(context, context + rows * context_ld, 0.0f);
    }
    // Streaming stores for a large trace: neither is read again before the output
    // projection, and a plain store would first fetch each line from memory.
    for (int i = 0; i < rows; ++i) {
      const float* row = context + i * context_ld;
      float* in_concat = job.concat.row(t0 + i).data() + static_cast<Eigen::Index>(h) * d_k;
      if (!job.streaming) {
        std::copy(row, row + d_k, head.context.row(t0 + i).data());
        std::copy(row, row + d_k, in_concat);
        continue;
      }
      const auto width = static_cast<std::size_t>(d_k);
      k.copy_streaming(head.context.row(t0 + i).data(), row, width);
      k.copy_streaming(in_concat, row, width);
    }
    store_weight_rows(job, t0, rows, scratch, ld, head.weights);
  }
  k.fence();
}

// The weights way, through the BLAS: the block's scores live in a per-thread buffer that
// stays in the core's cache through the softmax and the product with V; only the finished
// weights go out to the trace. Keys from key_end on are hidden from every row.
void attend_block_weights(const AttendJob& job, int h, Eigen::Index r0, Eigen::Index n,
                          Eigen::Index key_end, HeadTrace& head) {
  auto context = head.context.middleRows(r0, n);
  const Eigen::Index ld = (key_end + 15) / 16 * 16;
  float* scratch = scratch_floats(static_cast<std::size_t>(n * std::max<Eigen::Index>(ld, 1)));
  if (key_end > 0) {
    kernels::gemm(kernels::const_view_of(head.q.middleRows(r0, n)),
                  kernels::const_view_of(head.k.topRows(key_end)), true,
                  kernels::BlockView{scratch, n, key_end, ld});
    softmax_scratch_rows(job, h, r0, n, scratch, ld, key_end, 1.0f / job.divisor);
    kernels::gemm(kernels::ConstBlockView{scratch, n, key_end, ld},
                  kernels::const_view_of(head.v.topRows(key_end)), false,
                  kernels::view_of(context));
  } else {
    context.setZero();
  }
  store_weight_rows(job, r0, n, scratch, ld, head.weights);
  job.kernels.fence();
}

// The full way: every intermediate into the trace's own matrices.
void attend_block_full(const AttendJob& job, int h, Eigen::Index r0, Eigen::Index n,
                       Eigen::Index key_end, HeadTrace& head) {
  const Eigen::Index t_k = head.k.rows();
  const auto q = head.q.middleRows(r0, n);
  auto weights = head.weights.middleRows(r0, n);
  auto scores = head.scores.middleRows(r0, n);
  kernels::gemm(kernels::const_view_of(q), kernels::const_view_of(head.k), true,
                kernels::view_of(scores));
  require_finite_block(scores, r0,
                       "the scores Q·Kᵀ of head " + std::to_string(h + 1) + " (inputs too large)");
  auto scaled = head.scaled.middleRows(r0, n);
  scaled = scores / job.divisor;
  if (job.score_bias != nullptr) scaled += (*job.score_bias)[static_cast<std::size_t>(h)].middleRows(r0, n);
  if (job.softcap > 0.0f) scaled = scaled.unaryExpr([&](float s) { return soft_cap(s, job.softcap); });
  for (Eigen::Index i = 0; i < n; ++i) {
    const Eigen::Index end = job.layout.visible_end[static_cast<std::size_t>(r0 + i)];
    scaled.row(i).tail(t_k - end).setConstant(kMasked);
  }
  weights.leftCols(key_end) = scaled.leftCols(key_end);
  for (Eigen::Index i = 0; i < n; ++i) {
    const auto row = static_cast<std::size_t>(r0 + i);
    const Eigen::Index end = job.layout.visible_end[row];
    if (job.layout.has_holes[row]) {
      for (Eigen::Index j = 0; j < end; ++j) {
        if (job.mask(r0 + i, j)) {
          weights(i, j) = kMasked;
          head.scaled(r0 + i, j) = kMasked;
        }
      }
    }
    softmax_row_in_place(job.kernels, weights.row(i).data(), end,
                         std::max(key_end, job.zero_from[row]), 1.0f);
  }
  auto context = head.context.middleRows(r0, n);
  if (key_end > 0) {
    kernels::gemm(kernels::const_view_of(weights.leftCols(key_end)),
                  kernels::const_view_of(head.v.topRows(key_end)), false,
                  kernels::view_of(context));
  } else {
    context.setZero();
  }
}

// Rows [r0, r0 + n) of one head: scores, softmax and context.
void attend_block(const AttendJob& job, int h, Eigen::Index r0, Eigen::Index n, HeadTrace& head) {
  if (job.packed_keys != nullptr) {  // the tiles find their own last visible keys
    attend_block_tiled(job, h, r0, n, head);
    return;
  }
  Eigen::Index key_end = 0;  // keys from here on are hidden from every row of the block
  for (Eigen::Index i = r0; i < r0 + n; ++i) {
    key_end = std::max(key_end, job.layout.visible_end[static_cast<std::size_t>(i)]);
  }
  if (job.detail == TraceDetail::Weights) {
    attend_block_weights(job, h, r0, n, key_end, head);
  } else {
    attend_block_full(job, h, r0, n, key_end, head);
  }
}

}  // namespace

void attend_heads(const AttendJob& job, int threads, AttentionTrace& trace) {
  const auto heads = static_cast<int>(trace.heads.size());
  const Eigen::Index rows = trace.mask.rows();
  const int blocks = static_cast<int>((rows + kRowBlock - 1) / kRowBlock);
  // One head after another, so that a thread's next block finds that head's K and V still
  // in its cache; within a head, the last blocks (the most keys under a causal mask) first.
  parallel_for(blocks * heads, threads, [&](int item) {
    const int h = item / blocks;
    const int block = blocks - 1 - item % blocks;
    const Eigen::Index r0 = static_cast<Eigen::Index>(block) * kRowBlock;
    attend_block(job, h, r0, std::min(kRowBlock, rows - r0),
                 trace.heads[static_cast<std::size_t>(h)]);
  });
}

}  // namespace attn::fast
