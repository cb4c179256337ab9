// Scaled dot-product and multi-head attention, keeping every intermediate.
//
// Legend: Tq queries, Tk keys, D model width, H heads, d_k = D / H.
// Masked logits are -inf in `scaled` and exactly 0 in `weights`; a row whose every key is
// masked gets zero weights and zero context (PyTorch would give NaN), plus a warning.
#include "attention.hpp"

#include "gemm.hpp"
#include "parallel.hpp"
#include "softmax_kernel.hpp"
#include "tile_kernel.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <new>
#include <limits>
#include <sstream>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace attn {
namespace {

std::string shape_text(Eigen::Index rows, Eigen::Index cols) {
  std::ostringstream s;
  s << rows << "×" << cols;
  return s.str();
}

void require_shape(const MatrixRef& m, Eigen::Index rows, Eigen::Index cols,
                   const std::string& what) {
  if (m.rows() != rows || m.cols() != cols) {
    throw AttentionError(what + " must be " + shape_text(rows, cols) + ", got " +
                         shape_text(m.rows(), m.cols()));
  }
}

// Throws if `block` (rows from row0 of the full matrix) holds a NaN or an infinity.
template <typename Block>
void require_finite_block(const Block& block, Eigen::Index row0, const std::string& what,
                          Eigen::Index col0 = 0) {
  // Fast path: rows are contiguous.
  bool finite = true;
  for (Eigen::Index i = 0; i < block.rows() && finite; ++i) {
    finite = all_finite(block.row(i).data(), static_cast<std::size_t>(block.cols()));
  }
  if (finite) return;
  for (Eigen::Index i = 0; i < block.rows(); ++i) {
    for (Eigen::Index j = 0; j < block.cols(); ++j) {
      if (!std::isfinite(block(i, j))) {
        std::ostringstream s;
        s << what << " has a non-finite value (" << block(i, j) << ") at row " << row0 + i
          << ", column " << col0 + j;
        throw AttentionError(s.str());
      }
    }
  }
}

}  // namespace

void require_finite(const MatrixRef& m, const std::string& what) {
  require_finite_block(m, 0, what);
}

void validate_config(const AttentionConfig& config) {
  if (config.heads < 1) {
    throw AttentionError("heads must be at least 1, got " + std::to_string(config.heads));
  }
  if (config.d_model < 1) {
    throw AttentionError("d_model must be at least 1, got " + std::to_string(config.d_model));
  }
  if (config.d_model % config.heads != 0) {
    throw AttentionError("d_model " + std::to_string(config.d_model) +
                         " is not divisible by heads " + std::to_string(config.heads) +
                         " (each head needs d_k = D / H columns)");
  }
  if (!std::isfinite(config.temperature) || config.temperature <= 0.0f) {
    std::ostringstream s;
    s << "temperature must be a finite number > 0, got " << config.temperature;
    throw AttentionError(s.str());
  }
  if (config.mode == AttentionMode::Cross && config.causal) {
    throw AttentionError(
        "a causal mask is refused for cross-attention: the queries come from the target "
        "and the keys from the source, so there is no future of the query to hide");
  }
}

std::size_t estimate_trace_bytes(std::size_t t_q, std::size_t t_k, const AttentionConfig& config) {
  const auto h = static_cast<std::size_t>(config.heads > 0 ? config.heads : 1);
  const auto d = static_cast<std::size_t>(config.d_model > 0 ? config.d_model : 1);
  // Per head: scores, scaled, weights (Tq×Tk each; weights only with TraceDetail::Weights);
  // q, context (Tq×d_k); k, v (Tk×d_k). Plus concat and output (Tq×D) and the mask
  // (Tq×Tk bytes).
  const std::size_t per_head_cells = (config.detail == TraceDetail::Full ? 3 : 1) * t_q * t_k;
  const std::size_t vectors = 2 * (t_q + t_k) * d;  // q, k, v, context over all heads
  const std::size_t cells = h * per_head_cells + vectors + 2 * t_q * d;
  return cells * sizeof(float) + t_q * t_k;
}

namespace {

// build_mask into `mask`, keeping its storage when the shape is unchanged.
void fill_mask(MaskMatrix& mask, int t_q, int t_k, const AttentionConfig& config) {
  mask.resize(t_q, t_k);
  mask.setConstant(false);
  if (config.causal) {
    for (int i = 0; i + 1 < t_k && i < t_q; ++i) mask.row(i).tail(t_k - i - 1).setConstant(true);
  }
  if (!config.key_padding.empty()) {
    if (static_cast<int>(config.key_padding.size()) != t_k) {
      throw AttentionError("key_padding has " + std::to_string(config.key_padding.size()) +
                           " entries but there are " + std::to_string(t_k) + " keys");
    }
    for (int j = 0; j < t_k; ++j) {
      if (config.key_padding[static_cast<std::size_t>(j)]) mask.col(j).setConstant(true);
    }
  }
  if (config.mask.size() != 0) {
    if (config.mask.rows() != t_q || config.mask.cols() != t_k) {
      throw AttentionError("mask must be " + shape_text(t_q, t_k) + " (queries × keys), got " +
                           shape_text(config.mask.rows(), config.mask.cols()));
    }
    mask = mask.array() || config.mask.array();
  }
}

// Asks the kernel to back `bytes` from `data` with huge pages where it can. The weights
// of all heads span thousands of 4 KB pages, each written once per computation: with
// 2 MB pages the stores no longer miss the TLB at every row.
void advise_huge_pages(void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
  const auto begin = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t first = (begin + kHuge - 1) / kHuge * kHuge;
  const std::uintptr_t last = (begin + bytes) / kHuge * kHuge;
  // Only whole 2 MB pages can be huge; a failure only means 4 KB pages, as before.
  if (last > first) {
    (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
  }
#else
  (void)data, (void)bytes;
#endif
}

}  // namespace

MaskMatrix build_mask(int t_q, int t_k, const AttentionConfig& config) {
  MaskMatrix mask;
  fill_mask(mask, t_q, t_k, config);
  return mask;
}

Matrix softmax_rows(const MatrixRef& logits, const MaskMatrix& mask, int* fully_masked_rows) {
  const bool has_mask = mask.size() != 0;
  if (has_mask && (mask.rows() != logits.rows() || mask.cols() != logits.cols())) {
    throw AttentionError("softmax mask must be " + shape_text(logits.rows(), logits.cols()) +
                         ", got " + shape_text(mask.rows(), mask.cols()));
  }
  Matrix out = Matrix::Zero(logits.rows(), logits.cols());
  int empty_rows = 0;
  for (Eigen::Index i = 0; i < logits.rows(); ++i) {
    float row_max = -std::numeric_limits<float>::infinity();
    for (Eigen::Index j = 0; j < logits.cols(); ++j) {
      if (has_mask && mask(i, j)) continue;
      row_max = std::max(row_max, logits(i, j));
    }
    if (row_max == -std::numeric_limits<float>::infinity()) {
      ++empty_rows;  // every key masked (or every logit -inf): the row stays zero
      continue;
    }
    double sum = 0.0;
    for (Eigen::Index j = 0; j < logits.cols(); ++j) {
      if (has_mask && mask(i, j)) continue;
      const float e = std::exp(logits(i, j) - row_max);
      out(i, j) = e;
      sum += static_cast<double>(e);
    }
    out.row(i) /= static_cast<float>(sum);  // sum >= 1: the maximum contributes exp(0)
  }
  if (fully_masked_rows != nullptr) *fully_masked_rows = empty_rows;
  return out;
}

float score_divisor(int d_k, const AttentionConfig& config) {
  const float base = config.scale ? std::sqrt(static_cast<float>(d_k)) : 1.0f;
  return base * config.temperature;
}

HeadTrace scaled_dot_product_attention(const MatrixRef& q, const MatrixRef& k,
                                       const MatrixRef& v, const MaskMatrix& mask,
                                       float divisor) {
  if (q.cols() != k.cols()) {
    throw AttentionError("queries have width " + std::to_string(q.cols()) +
                         " but keys have width " + std::to_string(k.cols()));
  }
  if (k.rows() != v.rows()) {
    throw AttentionError("there are " + std::to_string(k.rows()) + " keys but " +
                         std::to_string(v.rows()) + " values");
  }
  if (!(divisor > 0.0f) || !std::isfinite(divisor)) {
    throw AttentionError("the score divisor must be finite and > 0");
  }
  HeadTrace h;
  h.q = q;
  h.k = k;
  h.v = v;
  h.scores.noalias() = q * k.transpose();
  h.scaled = h.scores / divisor;
  const bool has_mask = mask.size() != 0;
  if (has_mask) {
    if (mask.rows() != q.rows() || mask.cols() != k.rows()) {
      throw AttentionError("mask must be " + shape_text(q.rows(), k.rows()) + ", got " +
                           shape_text(mask.rows(), mask.cols()));
    }
    h.scaled = mask.select(Matrix::Constant(q.rows(), k.rows(),
                                            -std::numeric_limits<float>::infinity()),
                           h.scaled);
  }
  h.weights = softmax_rows(h.scaled, mask);
  h.context.noalias() = h.weights * v;
  return h;
}

namespace {

// Where each query row's visible keys end, read once from the mask for every head.
struct MaskLayout {
  // One past the last visible key of each row (0: every key masked).
  std::vector<Eigen::Index> visible_end;
  // Whether the row also hides keys before visible_end, which must then be masked one
  // by one. A causal mask has none: row i sees exactly the keys 0 … i.
  std::vector<char> has_holes;
};

MaskLayout layout_of(const MaskMatrix& mask) {
  static_assert(sizeof(bool) == 1, "mask rows are scanned as bytes");
  MaskLayout m;
  const Eigen::Index rows = mask.rows();
  const auto cols = static_cast<std::size_t>(mask.cols());
  m.visible_end.resize(static_cast<std::size_t>(rows));
  m.has_holes.resize(static_cast<std::size_t>(rows));
  for (Eigen::Index i = 0; i < rows; ++i) {
    const bool* row = mask.data() + static_cast<std::size_t>(i) * cols;
    // Usual rows are "visible, then masked to the end" (causal, padding at the end): two
    // memchr calls settle them.
    const void* first_masked = std::memchr(row, 1, cols);
    std::size_t end = cols;
    bool holes = false;
    if (first_masked != nullptr) {
      const auto start = static_cast<std::size_t>(static_cast<const bool*>(first_masked) - row);
      if (std::memchr(row + start, 0, cols - start) == nullptr) {
        end = start;
      } else {
        while (end > 0 && row[end - 1]) --end;
        holes = true;
      }
    }
    m.visible_end[static_cast<std::size_t>(i)] = static_cast<Eigen::Index>(end);
    m.has_holes[static_cast<std::size_t>(i)] = holes;
  }
  return m;
}

// Query rows per work item of the attention itself: a block's scores stay in cache
// between the product with K, the softmax and the product with V, and under a causal
// mask a block stops at the last key its last row sees (about 1/2 + 1/(2·blocks) of the
// dense work). Fixed, so that the numbers never depend on the number of threads; a
// whole number of the tiled path's tiles, so that only a head's last block ends in a
// tile of fewer rows (which costs as much as a whole one to stream the keys through).
constexpr Eigen::Index kRowBlock = 21 * tile::kTileRows;
// Rows per work item of the projections (·W_q, ·W_k, ·W_v, ·W_o) and of the copies.
constexpr Eigen::Index kProjectionRows = 512;

int chunks_of(Eigen::Index rows, Eigen::Index per_chunk) {
  return static_cast<int>((rows + per_chunk - 1) / per_chunk);
}

// Softmax of one row in place, of the scores times `scale`. The first `visible` entries
// hold the scores, masked ones already -inf; the entries from `visible` to `zero_end`
// become 0 (the caller knows the rest of the row is 0 already). A row with every key
// masked is all zeros.
void softmax_row_in_place(float* row, Eigen::Index visible, Eigen::Index zero_end, float scale) {
  if (zero_end > visible) std::fill(row + visible, row + zero_end, 0.0f);
  if (visible > 0) softmax_in_place(row, static_cast<std::size_t>(visible), scale);
}

struct HeadJob {
  const MaskMatrix& mask;
  const MaskLayout& layout;
  // zero_from[i]: the weights of row i are known to be 0 from this column on (an earlier
  // computation into the same storage), so only the columns before it need clearing.
  const std::vector<Eigen::Index>& zero_from;
  float divisor;
  TraceDetail detail;
  // The concatenated contexts (Tq × D), filled in by the tiled path as it goes.
  Matrix& concat;
};

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

// Floats aligned to 64 bytes, kept between calls (grown, never shrunk).
class AlignedFloats {
 public:
  AlignedFloats() = default;
  AlignedFloats(const AlignedFloats&) = delete;
  AlignedFloats& operator=(const AlignedFloats&) = delete;
  ~AlignedFloats() { std::free(data_); }
  float* reserve(std::size_t count) {
    if (size_ < count) {
      std::free(data_);
      data_ = nullptr;
      size_ = 0;
      const std::size_t bytes = (count * sizeof(float) + 63) / 64 * 64;
      data_ = static_cast<float*>(std::aligned_alloc(64, bytes));
      if (data_ == nullptr) throw std::bad_alloc();
      size_ = count;
    }
    return data_;
  }

 private:
  float* data_ = nullptr;
  std::size_t size_ = 0;
};

// A per-thread buffer for one block's or one tile's scores.
float* scratch_floats(std::size_t count) {
  thread_local AlignedFloats buffer;
  return buffer.reserve(count);
}

// Rows [t0, t0 + rows) of one head's scores, held at scratch + i·ld, become their
// weights: a non-finite score is refused, masked keys get -inf, then the softmax (times
// `scale`). Entries from a row's last visible key up to `width` become 0, so that a
// product over `width` keys adds nothing for them.
void softmax_scratch_rows(const HeadJob& job, int h, Eigen::Index t0, Eigen::Index rows,
                          float* scratch, Eigen::Index ld, Eigen::Index width, float scale) {
  for (Eigen::Index i = 0; i < rows; ++i) {
    const auto row = static_cast<std::size_t>(t0 + i);
    const Eigen::Index end = job.layout.visible_end[row];
    float* s = scratch + i * ld;
    if (!all_finite(s, static_cast<std::size_t>(end))) throw_non_finite_scores(s, end, h, t0 + i);
    if (job.layout.has_holes[row]) {
      for (Eigen::Index j = 0; j < end; ++j) {
        if (job.mask(t0 + i, j)) s[j] = -std::numeric_limits<float>::infinity();
      }
    }
    softmax_row_in_place(s, end, width, scale);
  }
}

// Rows [t0, t0 + rows) of the weights: the finished rows from the scratch up to each
// row's last visible key, zeros after it (where the trace does not hold zeros already).
// The stores skip the cache: the weights are for the views, not for the next step.
void store_weight_rows(const HeadJob& job, Eigen::Index t0, Eigen::Index rows,
                       const float* scratch, Eigen::Index ld, Matrix& weights) {
  for (Eigen::Index i = 0; i < rows; ++i) {
    const auto row = static_cast<std::size_t>(t0 + i);
    const Eigen::Index end = job.layout.visible_end[row];
    // Past max(end, zero_from) the row holds zeros already: its last line may go out whole.
    store_row_streaming(weights.row(t0 + i).data(), scratch + i * ld,
                        static_cast<std::size_t>(end),
                        static_cast<std::size_t>(std::max(end, job.zero_from[row])),
                        static_cast<std::size_t>(weights.cols()));
  }
}

// Rows [r0, r0 + n) of one head with TraceDetail::Weights, through the BLAS. The block's
// scores live in a per-thread buffer that stays in the core's cache through the softmax
// and the product with V; only the finished weights go out to the trace.
void run_block_weights(const HeadJob& job, int h, Eigen::Index r0, Eigen::Index n,
                       Eigen::Index key_end, HeadTrace& head) {
  auto context = head.context.middleRows(r0, n);
  const Eigen::Index ld = (key_end + 15) / 16 * 16;
  float* scratch = scratch_floats(static_cast<std::size_t>(n * std::max<Eigen::Index>(ld, 1)));
  if (key_end > 0) {
    gemm(const_view_of(head.q.middleRows(r0, n)), const_view_of(head.k.topRows(key_end)), true,
         BlockView{scratch, n, key_end, ld});
    softmax_scratch_rows(job, h, r0, n, scratch, ld, key_end, 1.0f / job.divisor);
    gemm(ConstBlockView{scratch, n, key_end, ld}, const_view_of(head.v.topRows(key_end)), false,
         view_of(context));
  } else {
    context.setZero();
  }
  store_weight_rows(job, r0, n, scratch, ld, head.weights);
  streaming_fence();
}

// Rows [r0, r0 + n) of one head with TraceDetail::Weights, on the tiled products: for
// each tile of a few rows, the scores against the keys the tile sees, the softmax and the
// weighted sum of the values run while the rows stay in the first-level cache. Under a
// causal mask each tile stops at its own last visible key.
void run_block_tiled(const HeadJob& job, int h, Eigen::Index r0, Eigen::Index n,
                     const float* packed_keys, HeadTrace& head) {
  const Eigen::Index d_k = head.q.cols();
  const Eigen::Index t_k = head.k.rows();
  // Rows of the scratch are padded so that they do not all fall on the same cache sets.
  const Eigen::Index ld = (t_k + 15) / 16 * 16 + 16;
  // Then the tile's context, which goes out to the trace and to concat.
  const Eigen::Index context_ld = (d_k + 15) / 16 * 16;
  float* scratch = scratch_floats(static_cast<std::size_t>(tile::kTileRows * (ld + context_ld)));
  float* context = scratch + tile::kTileRows * ld;
  for (Eigen::Index t0 = r0; t0 < r0 + n; t0 += tile::kTileRows) {
    const int rows = static_cast<int>(std::min<Eigen::Index>(tile::kTileRows, r0 + n - t0));
    Eigen::Index tile_end = 0;
    for (int i = 0; i < rows; ++i) {
      tile_end = std::max(tile_end, job.layout.visible_end[static_cast<std::size_t>(t0 + i)]);
    }
    if (tile_end > 0) {
      tile::scores(head.q.row(t0).data(), d_k, rows, packed_keys, d_k, tile_end, scratch, ld);
      softmax_scratch_rows(job, h, t0, rows, scratch, ld, tile_end, 1.0f / job.divisor);
      tile::weighted_sum(scratch, ld, rows, head.v.data(), d_k, tile_end, d_k, context,
                         context_ld);
    } else {
      std::fill(context, context + rows * context_ld, 0.0f);
    }
    // Streaming stores: neither is read again before the output projection, and a plain
    // store would first fetch each line from memory.
    for (int i = 0; i < rows; ++i) {
      const float* row = context + i * context_ld;
      const auto width = static_cast<std::size_t>(d_k);
      copy_streaming(head.context.row(t0 + i).data(), row, width);
      copy_streaming(job.concat.row(t0 + i).data() + static_cast<Eigen::Index>(h) * d_k, row,
                     width);
    }
    store_weight_rows(job, t0, rows, scratch, ld, head.weights);
  }
  streaming_fence();
}

// Rows [r0, r0 + n) of one head: scores, softmax and context.
void run_block(const HeadJob& job, int h, Eigen::Index r0, Eigen::Index n,
               const float* packed_keys, HeadTrace& head) {
  if (packed_keys != nullptr) {  // the tiles find their own last visible keys
    run_block_tiled(job, h, r0, n, packed_keys, head);
    return;
  }
  const Eigen::Index t_k = head.k.rows();
  constexpr float kMasked = -std::numeric_limits<float>::infinity();
  Eigen::Index key_end = 0;  // keys from here on are hidden from every row of the block
  for (Eigen::Index i = r0; i < r0 + n; ++i) {
    key_end = std::max(key_end, job.layout.visible_end[static_cast<std::size_t>(i)]);
  }
  if (job.detail == TraceDetail::Weights) {
    run_block_weights(job, h, r0, n, key_end, head);
    return;
  }
  // Every intermediate is kept: the trace's own matrices hold each step.
  const auto q = head.q.middleRows(r0, n);
  auto weights = head.weights.middleRows(r0, n);
  auto scores = head.scores.middleRows(r0, n);
  gemm(const_view_of(q), const_view_of(head.k), true, view_of(scores));
  require_finite_block(scores, r0,
                       "the scores Q·Kᵀ of head " + std::to_string(h + 1) + " (inputs too large)");
  auto scaled = head.scaled.middleRows(r0, n);
  scaled = scores / job.divisor;
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
    softmax_row_in_place(weights.row(i).data(), end, std::max(key_end, job.zero_from[row]),
                         1.0f);
  }
  auto context = head.context.middleRows(r0, n);
  if (key_end > 0) {
    gemm(const_view_of(weights.leftCols(key_end)), const_view_of(head.v.topRows(key_end)),
         false, view_of(context));
  } else {
    context.setZero();
  }
}

// Rows per work item of the projections on the tiled products: 16 tiles.
constexpr Eigen::Index kTiledProjectionRows = 16 * tile::kTileRows;

// out rows [r0, r0 + n) = in rows [r0, r0 + n) · w columns [c0, c0 + width), with the
// tiled products; out has `width` columns.
template <typename In, typename Out>
void tiled_product(const In& in, const Matrix& w, Eigen::Index c0, Eigen::Index width,
                   Eigen::Index r0, Eigen::Index n, Out& out) {
  for (Eigen::Index t0 = r0; t0 < r0 + n; t0 += tile::kTileRows) {
    const int rows = static_cast<int>(std::min<Eigen::Index>(tile::kTileRows, r0 + n - t0));
    tile::weighted_sum(in.row(t0).data(), in.outerStride(), rows, w.data() + c0, w.cols(),
                       w.rows(), width, out.row(t0).data(), out.outerStride());
  }
}

// One work item of the Q, K, V projections: a chunk of rows of one of the three.
struct ProjectionItem {
  int which;  // 0 Q, 1 K, 2 V
  Eigen::Index r0, n;
  const MatrixRef& in;
  const Matrix& w;
  const char* what;
};

// Items [0, q_chunks) are Q's chunks of `per_chunk` rows, then K's k_chunks, then V's.
ProjectionItem projection_item(int item, int q_chunks, int k_chunks, Eigen::Index per_chunk,
                               const MatrixRef& queries_from, const MatrixRef& x,
                               const MhaWeights& weights) {
  const bool is_q = item < q_chunks;
  const int which = is_q ? 0 : 1 + (item - q_chunks) / k_chunks;
  const int chunk = is_q ? item : (item - q_chunks) % k_chunks;
  const MatrixRef& in = is_q ? queries_from : x;
  const Eigen::Index r0 = static_cast<Eigen::Index>(chunk) * per_chunk;
  return {which,
          r0,
          std::min(per_chunk, in.rows() - r0),
          in,
          which == 0 ? weights.w_q : which == 1 ? weights.w_k : weights.w_v,
          which == 0 ? "Q = X·W_q" : which == 1 ? "K = X·W_k" : "V = X·W_v"};
}

// out = in · w, in chunks of rows spread over the threads; check(r0, n) runs on each
// chunk of rows of out once it is made.
template <typename Check>
void project(const MatrixRef& in, const Matrix& w, Matrix& out, int threads, bool tiled,
             const Check& check) {
  out.resize(in.rows(), w.cols());
  const Eigen::Index per_chunk = tiled ? kTiledProjectionRows : kProjectionRows;
  parallel_for(chunks_of(in.rows(), per_chunk), threads, [&](int c) {
    const Eigen::Index r0 = static_cast<Eigen::Index>(c) * per_chunk;
    const Eigen::Index n = std::min(per_chunk, in.rows() - r0);
    if (tiled) {
      tiled_product(in, w, 0, w.cols(), r0, n, out);
    } else {
      gemm(const_view_of(in.middleRows(r0, n)), const_view_of(w), false,
           view_of(out.middleRows(r0, n)));
    }
    check(r0, n);
  });
}

void compute_into(const MatrixRef& x, const MatrixRef& y, const MhaWeights& weights,
                  const AttentionConfig& config, AttentionTrace& trace) {
  validate_config(config);
  const int d = config.d_model;
  const bool cross = config.mode == AttentionMode::Cross;
  if (x.rows() < 1) throw AttentionError("the source X has no tokens (T1 must be at least 1)");
  require_shape(x, x.rows(), d, "X");
  if (cross) {
    if (y.rows() < 1) throw AttentionError("the target Y has no tokens (T2 must be at least 1)");
    require_shape(y, y.rows(), d, "Y");
  }
  require_shape(weights.w_q, d, d, "W_q");
  require_shape(weights.w_k, d, d, "W_k");
  require_shape(weights.w_v, d, d, "W_v");
  require_shape(weights.w_o, d, d, "W_o");
  const int threads = resolve_threads(config.threads);
  // The inputs are not scanned beforehand: a NaN or an infinity anywhere in X, Y or a
  // weight matrix makes a whole row or column of its product non-finite (x·0 is NaN for
  // an infinite x), and every product is checked as it is made, while it is in cache.
  // Only then are the inputs searched, so that the message names the input at fault.
  const auto require_finite_inputs = [&] {
    require_finite(x, "X");
    if (cross) require_finite(y, "Y");
    require_finite(weights.w_q, "W_q");
    require_finite(weights.w_k, "W_k");
    require_finite(weights.w_v, "W_v");
    require_finite(weights.w_o, "W_o");
  };
  // Throws if a block of a product is not finite: the input's error if an input is at
  // fault, otherwise the block's own (finite inputs too large).
  const auto require_finite_product = [&](const auto& block, Eigen::Index row0,
                                          const std::string& what, Eigen::Index col0) {
    try {
      require_finite_block(block, row0, what, col0);
    } catch (const AttentionError&) {
      require_finite_inputs();
      throw;
    }
  };

  const MatrixRef& queries_from = cross ? y : x;
  const auto t_q = static_cast<std::size_t>(queries_from.rows());
  const auto t_k = static_cast<std::size_t>(x.rows());
  const std::size_t need = estimate_trace_bytes(t_q, t_k, config);
  if (need > config.memory_limit_bytes) {
    std::ostringstream s;
    s << "this needs about " << (need >> 20) << " MiB for " << t_q << " queries × " << t_k
      << " keys × " << config.heads << " heads, over the limit of "
      << (config.memory_limit_bytes >> 20) << " MiB; use fewer tokens or heads";
    throw AttentionError(s.str());
  }
  // Every product runs on the thread that asks for it; the threads are ours.
  set_product_threads(1);
  const int heads = config.heads;
  const int d_k = d / heads;
  const auto rows = static_cast<Eigen::Index>(t_q);
  const auto keys = static_cast<Eigen::Index>(t_k);
  const bool full = config.detail == TraceDetail::Full;

  // A trace of the same shapes from an earlier call has zeros past each row's last
  // visible key: those need not be written again.
  bool same_shapes = trace.heads.size() == static_cast<std::size_t>(heads) &&
                     trace.mask.rows() == rows && trace.mask.cols() == keys;
  for (const HeadTrace& head : trace.heads) {
    same_shapes = same_shapes && head.weights.rows() == rows && head.weights.cols() == keys;
  }
  std::vector<Eigen::Index> zero_from(static_cast<std::size_t>(rows), keys);
  if (same_shapes) zero_from = layout_of(trace.mask).visible_end;

  trace.d_k = d_k;
  trace.warnings.clear();
  fill_mask(trace.mask, static_cast<int>(t_q), static_cast<int>(t_k), config);
  const MaskLayout layout = layout_of(trace.mask);

  // Storage first (kept when `trace` already has these shapes), then the work.
  trace.heads.resize(static_cast<std::size_t>(heads));
  for (HeadTrace& head : trace.heads) {
    head.q.resize(rows, d_k);
    head.k.resize(keys, d_k);
    head.v.resize(keys, d_k);
    const float* before = head.weights.data();
    head.weights.resize(rows, keys);
    if (head.weights.data() != before) {
      advise_huge_pages(head.weights.data(), static_cast<std::size_t>(head.weights.size()) *
                                                 sizeof(float));
    }
    head.context.resize(rows, d_k);
    head.scores.resize(full ? rows : 0, full ? keys : 0);
    head.scaled.resize(full ? rows : 0, full ? keys : 0);
  }

  // With the tiled products, each head's Kᵀ is packed in panels as its K is made.
  // The tiled products serve the projections whenever the CPU has them (so that Q, K, V
  // and the output have the same bits at every detail), and the attention itself when
  // the trace keeps only the weights.
  const bool tiled = tile::available();
  const bool tiled_attention = tiled && config.detail == TraceDetail::Weights;
  const Eigen::Index packed_floats = tiled_attention ? tile::packed_keys_floats(keys, d_k) : 0;
  float* packed_keys = nullptr;

  // Q, K, V. With the tiled products, each head's columns go straight into the head
  // (and its Kᵀ is packed in panels as its K is made); otherwise Q, K and V for all
  // heads come from three large products and are then dealt out to the heads.
  if (tiled) {
    thread_local AlignedFloats packed_workspace;
    // A reference, so that the worker threads below see this thread's workspace.
    AlignedFloats& packed_storage = packed_workspace;
    if (tiled_attention) {
      packed_keys = packed_storage.reserve(static_cast<std::size_t>(heads * packed_floats));
    }
    const int q_chunks = chunks_of(rows, kTiledProjectionRows);
    const int k_chunks = chunks_of(keys, kTiledProjectionRows);
    parallel_for(q_chunks + 2 * k_chunks, threads, [&](int item) {
      const ProjectionItem p = projection_item(item, q_chunks, k_chunks, kTiledProjectionRows,
                                               queries_from, x, weights);
      const int which = p.which;
      const Eigen::Index r0 = p.r0;
      const Eigen::Index n = p.n;
      for (int h = 0; h < heads; ++h) {
        HeadTrace& head = trace.heads[static_cast<std::size_t>(h)];
        Matrix& dest = which == 0 ? head.q : which == 1 ? head.k : head.v;
        const Eigen::Index c0 = static_cast<Eigen::Index>(h) * d_k;
        tiled_product(p.in, p.w, c0, d_k, r0, n, dest);
        require_finite_product(dest.middleRows(r0, n), r0, p.what, c0);
        if (tiled_attention && which == 1) {
          float* packed = packed_keys + h * packed_floats;
          tile::pack_keys(dest.row(r0).data(), d_k, r0, n, d_k, packed);
          if (r0 + n == keys) tile::pad_keys(keys, d_k, packed);
        }
      }
    });
  } else {
    thread_local Matrix q_workspace, k_workspace, v_workspace;
    // References, so that the worker threads below see this thread's workspace.
    Matrix& q_all = q_workspace;
    Matrix& k_all = k_workspace;
    Matrix& v_all = v_workspace;
    q_all.resize(rows, d);
    k_all.resize(keys, d);
    v_all.resize(keys, d);
    const int q_chunks = chunks_of(rows, kProjectionRows);
    const int k_chunks = chunks_of(keys, kProjectionRows);
    parallel_for(q_chunks + 2 * k_chunks, threads, [&](int item) {
      const ProjectionItem p = projection_item(item, q_chunks, k_chunks, kProjectionRows,
                                               queries_from, x, weights);
      const int which = p.which;
      const Eigen::Index r0 = p.r0;
      const Eigen::Index n = p.n;
      Matrix& all = which == 0 ? q_all : which == 1 ? k_all : v_all;
      auto part = all.middleRows(r0, n);
      gemm(const_view_of(p.in.middleRows(r0, n)), const_view_of(p.w), false, view_of(part));
      require_finite_product(part, r0, p.what, 0);
      for (int h = 0; h < heads; ++h) {
        HeadTrace& head = trace.heads[static_cast<std::size_t>(h)];
        Matrix& dest = which == 0 ? head.q : which == 1 ? head.k : head.v;
        dest.middleRows(r0, n) = part.middleCols(static_cast<Eigen::Index>(h) * d_k, d_k);
      }
    });
  }

  trace.concat.resize(rows, d);
  const HeadJob job{trace.mask,     layout,        zero_from, score_divisor(d_k, config),
                    config.detail, trace.concat};
  const int blocks = chunks_of(rows, kRowBlock);
  // One head after another, so that a thread's next block finds that head's K and V
  // still in its cache; within a head, the last blocks (the most keys under a causal
  // mask) first.
  parallel_for(blocks * heads, threads, [&](int item) {
    const int h = item / blocks;
    const int block = blocks - 1 - item % blocks;
    const Eigen::Index r0 = static_cast<Eigen::Index>(block) * kRowBlock;
    run_block(job, h, r0, std::min(kRowBlock, rows - r0),
              tiled_attention ? packed_keys + h * packed_floats : nullptr,
              trace.heads[static_cast<std::size_t>(h)]);
  });

  // (The tiled path has written each tile's context into concat already.)
  if (!tiled_attention) parallel_for(chunks_of(rows, kProjectionRows), threads, [&](int c) {
    const Eigen::Index r0 = static_cast<Eigen::Index>(c) * kProjectionRows;
    const Eigen::Index n = std::min(kProjectionRows, rows - r0);
    for (int h = 0; h < heads; ++h) {
      trace.concat.block(r0, static_cast<Eigen::Index>(h) * d_k, n, d_k) =
          trace.heads[static_cast<std::size_t>(h)].context.middleRows(r0, n);
    }
  });
  project(trace.concat, weights.w_o, trace.output, threads, tiled,
          [&](Eigen::Index r0, Eigen::Index n) {
            require_finite_product(trace.output.middleRows(r0, n), r0,
                                   "the output concat·W_o (inputs too large)", 0);
          });

  int empty_rows = 0;
  for (const Eigen::Index end : layout.visible_end) {
    if (end == 0) ++empty_rows;
  }
  if (empty_rows > 0) {
    trace.warnings.push_back(std::to_string(empty_rows) +
                             " query row(s) have every key masked: their weights and context "
                             "are set to zero");
  }
}

}  // namespace

AttentionTrace multi_head_attention(const MatrixRef& x, const MatrixRef& y,
                                    const MhaWeights& weights, const AttentionConfig& config) {
  AttentionTrace trace;
  multi_head_attention(x, y, weights, config, trace);
  return trace;
}

void multi_head_attention(const MatrixRef& x, const MatrixRef& y, const MhaWeights& weights,
                          const AttentionConfig& config, AttentionTrace& trace) {
  try {
    compute_into(x, y, weights, config, trace);
  } catch (...) {
    trace = AttentionTrace{};  // half-written: nothing in it may be trusted or reused
    throw;
  }
}

HeadTrace head_detail(const AttentionTrace& trace, int h, const AttentionConfig& config) {
  if (h < 0 || h >= static_cast<int>(trace.heads.size())) {
    throw AttentionError("head " + std::to_string(h + 1) + " does not exist: there are " +
                         std::to_string(trace.heads.size()) + " heads");
  }
  const HeadTrace& stored = trace.heads[static_cast<std::size_t>(h)];
  if (stored.scores.size() != 0) return stored;
  HeadTrace head = stored;
  head.scores.noalias() = head.q * head.k.transpose();
  head.scaled = head.scores / score_divisor(trace.d_k, config);
  if (trace.mask.size() != 0) {
    head.scaled = trace.mask.select(
        Matrix::Constant(head.scaled.rows(), head.scaled.cols(),
                         -std::numeric_limits<float>::infinity()),
        head.scaled);
  }
  return head;
}

}  // namespace attn
