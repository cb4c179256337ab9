#include "core/attention/projection.hpp"

#include <algorithm>

#include "core/attention/linear.hpp"
#include "core/attention/workspace.hpp"
#include "core/base/parallel.hpp"
#include "core/kernels/gemm.hpp"
#include "core/base/per_thread.hpp"

namespace attn::fast {
namespace {

// Rows per work item: 16 tiles on the tiled products, 512 through the BLAS; BF16 weights,
// whose columns a work item widens or pairs before its rows, up to 42 tiles.
constexpr Eigen::Index kTiledChunkRows = 16 * kernels::kTileRows;
constexpr Eigen::Index kBf16ChunkRows = 42 * kernels::kTileRows;
constexpr Eigen::Index kBlasChunkRows = 512;

int chunks_of(Eigen::Index rows, Eigen::Index per_chunk) {
  return static_cast<int>((rows + per_chunk - 1) / per_chunk);
}

// One work item of the Q, K, V projections: a chunk of rows of one of the three.
struct Item {
  int which;  // 0 Q, 1 K, 2 V
  Eigen::Index r0, n;
  const ProductRows& in;
  WeightRef w;
  const Matrix& b;  // empty or 1×D
  const char* what;
};

// Items [0, q_chunks) are Q's chunks of `per_chunk` rows, then K's k_chunks, then V's.
Item item_of(int item, int q_chunks, int k_chunks, Eigen::Index per_chunk, const Inputs& in,
             const ProductRows& queries, const ProductRows& x) {
  const bool is_q = item < q_chunks;
  const int which = is_q ? 0 : 1 + (item - q_chunks) / k_chunks;
  const int chunk = is_q ? item : (item - q_chunks) % k_chunks;
  const ProductRows& rows = is_q ? queries : x;
  const Eigen::Index r0 = static_cast<Eigen::Index>(chunk) * per_chunk;
  const MhaWeights& w = in.weights;
  return {which,
          r0,
          std::min(per_chunk, rows.rows - r0),
          rows,
          which == 0 ? w.q() : which == 1 ? w.k() : w.v(),
          which == 0 ? w.b_q : which == 1 ? w.b_k : w.b_v,
          which == 0 ? "Q = X·W_q" : which == 1 ? "K = X·W_k" : "V = X·W_v"};
}

GrowingMatrix& part_of(HeadTrace& head, int which) {
  return which == 0 ? head.q : which == 1 ? head.k : head.v;
}

const Matrix& norm_of(const Inputs& in, int which) { return which == 0 ? in.weights.q_norm : in.weights.k_norm; }

// The norm and the rotation of rows [r0, r0 + n) of a block of heads' columns (`heads`
// blocks of d_k side by side from `first`, rows ld apart): q and k only. A norm over the
// whole row is applied where the block holds every head (rotary.hpp: finish_heads).
void finish_rows(const Inputs& in, int which, float* first, Eigen::Index ld, int heads,
                 Eigen::Index r0, Eigen::Index n) {
  if (which == 2) return;
  finish_heads(first + r0 * ld, ld, n, heads, in.shape.d_k, norm_of(in, which), in.weights.qk_norm_eps,
               in.rotation.empty() ? nullptr : in.rotation.table.get(), in.rotation.first + r0);
}

// OLMo 2's norm over every head's columns at once (a 1×(heads·d_k) norm) where each head's
// block lies in a matrix of its own: rows [r0, r0 + n) of heads[m·stride], m < made.
void whole_row_norm(const Inputs& in, int which, AttentionTrace& trace, int made, int stride, Eigen::Index r0,
                    Eigen::Index n) {
  const Matrix& norm = norm_of(in, which);
  const Eigen::Index d_k = in.shape.d_k;
  const Eigen::Index width = static_cast<Eigen::Index>(made) * d_k;
  if (which == 2 || norm.size() != width || width == d_k) return;
  for (Eigen::Index r = r0; r < r0 + n; ++r) {
    double squares = 0.0;
    for (int m = 0; m < made; ++m) {
      const GrowingMatrix& head = part_of(trace.heads[static_cast<std::size_t>(m * stride)], which);
      for (Eigen::Index i = 0; i < d_k; ++i) squares += static_cast<double>(head(r, i)) * head(r, i);
    }
    const auto scale = static_cast<float>(1.0 / std::sqrt(squares / static_cast<double>(width) +
                                                          static_cast<double>(in.weights.qk_norm_eps)));
    for (int m = 0; m < made; ++m) {
      GrowingMatrix& head = part_of(trace.heads[static_cast<std::size_t>(m * stride)], which);
      for (Eigen::Index i = 0; i < d_k; ++i) head(r, i) = head(r, i) * scale * norm(0, m * d_k + i);
    }
  }
}

}  // namespace

void Inputs::require_finite() const {
  attn::require_finite(x, "X");
  if (cross) attn::require_finite(queries, "Y");
  const std::pair<WeightRef, const char*> all[] = {
      {weights.q(), "W_q"}, {weights.k(), "W_k"}, {weights.v(), "W_v"}, {weights.o(), "W_o"}};
  for (const auto& [w, name] : all) {
    if (w.f) {
      attn::require_finite(*w.f, name);
    } else if (!w.finite()) {
      throw AttentionError(std::string(name) + " holds NaN or infinity");
    }
  }
  validate_biases(weights, shape, static_cast<int>(weights.o().cols()));
}

float* project_queries_keys_values(const Inputs& in, const kernels::Kernels& k, int d_k,
                                   bool pack_keys, int threads, AttentionTrace& trace) {
  const bool tiled = k.tiled();
  const auto heads = static_cast<int>(trace.heads.size());
  const int group = in.shape.group();
  const Eigen::Index rows = in.queries.rows();
  const Eigen::Index keys = in.x.rows();
  const Eigen::Index packed_floats = pack_keys ? kernels::packed_keys_floats(keys, d_k) : 0;
  float* packed = nullptr;
  if (pack_keys) packed = packed_keys_workspace().reserve(static_cast<std::size_t>(heads * packed_floats));
  // A reference, so that the worker threads below see this thread's workspace.
  ProjectionWorkspace& all = projection_workspace();
  if (!tiled) {
    all.q.resize(rows, in.shape.q_width());
    all.k.resize(keys, in.shape.kv_width());
    all.v.resize(keys, in.shape.kv_width());
  }
  // The inputs as the products read them (rounded to BF16 once, where they ask for it).
  struct Storage { RowStorage x, queries; };
  Storage& stored = per_thread<Storage>();
  RowStorage& x_storage = stored.x;
  RowStorage& queries_storage = stored.queries;
  const ProductRows x_rows = prepare_rows(in.x, in.weights.k(), in.precision, k, threads, x_storage);
  const ProductRows query_rows =
      in.cross ? prepare_rows(in.queries, in.weights.q(), in.precision, k, threads, queries_storage) : x_rows;
  Eigen::Index per_chunk = tiled ? kTiledChunkRows : kBlasChunkRows;
  if (tiled && in.weights.q().bf16()) {
    // As few chunks as the longest of the inputs needs, of even sizes.
    const Eigen::Index longest = std::max(rows, keys);
    const Eigen::Index chunks = (longest + kBf16ChunkRows - 1) / kBf16ChunkRows;
    const Eigen::Index tiles = (longest + kernels::kTileRows - 1) / kernels::kTileRows;
    per_chunk = (tiles + chunks - 1) / chunks * kernels::kTileRows;
  }
  const int q_chunks = chunks_of(rows, per_chunk);
  const int k_chunks = chunks_of(keys, per_chunk);
  parallel_for(q_chunks + 2 * k_chunks, threads, [&](int item) {
    const Item p = item_of(item, q_chunks, k_chunks, per_chunk, in, query_rows, x_rows);
    if (tiled) {
      // Each head's columns straight into the head: every query head's own, and each K/V
      // head's into the first head of its group, then copied to the others.
      const int made = p.which == 0 ? heads : in.shape.kv_heads;
      const int stride = p.which == 0 ? 1 : group;
      for (int m = 0; m < made; ++m) {
        GrowingMatrix& dest = part_of(trace.heads[static_cast<std::size_t>(m * stride)], p.which);
        const Eigen::Index c0 = static_cast<Eigen::Index>(m) * d_k;
        const Eigen::Index next = m + 1 < made ? c0 + d_k : -1;
        tiled_product(k, p.in, p.w, c0, d_k, p.r0, p.n, dest, 0, next);
        if (p.b.size() != 0) dest.middleRows(p.r0, p.n).rowwise() += p.b.row(0).segment(c0, d_k);
      }
      whole_row_norm(in, p.which, trace, made, stride, p.r0, p.n);
      for (int m = 0; m < made; ++m) {
        const int h = m * stride;
        GrowingMatrix& dest = part_of(trace.heads[static_cast<std::size_t>(h)], p.which);
        const Eigen::Index c0 = static_cast<Eigen::Index>(m) * d_k;
        finish_rows(in, p.which, dest.data(), dest.outerStride(), 1, p.r0, p.n);
        in.check_product(dest.middleRows(p.r0, p.n), p.r0, p.what, c0);
        for (int j = 0; j < stride; ++j) {
          GrowingMatrix& mine = part_of(trace.heads[static_cast<std::size_t>(h + j)], p.which);
          if (j > 0) mine.middleRows(p.r0, p.n) = dest.middleRows(p.r0, p.n);
          if (pack_keys && p.which == 1) {
            float* panel = packed + (h + j) * packed_floats;
            k.pack_keys(mine.row(p.r0).data(), d_k, p.r0, p.n, d_k, panel);
            if (p.r0 + p.n == keys) kernels::pad_keys(keys, d_k, panel);
          }
        }
      }
      return;
    }
    // All heads at once, then dealt out.
    Matrix& whole = p.which == 0 ? all.q : p.which == 1 ? all.k : all.v;
    auto part = whole.middleRows(p.r0, p.n);
    blas_product(p.in, p.r0, p.w, 0, kernels::view_of(part));
    if (p.b.size() != 0) part.rowwise() += p.b.row(0);
    finish_rows(in, p.which, whole.data(), whole.outerStride(),
                p.which == 0 ? heads : in.shape.kv_heads, p.r0, p.n);
    in.check_product(part, p.r0, p.what, 0);
    for (int h = 0; h < heads; ++h) {
      const int source = p.which == 0 ? h : in.shape.kv_head_of(h);
      part_of(trace.heads[static_cast<std::size_t>(h)], p.which).middleRows(p.r0, p.n) =
          part.middleCols(static_cast<Eigen::Index>(source) * d_k, d_k);
    }
  });
  return packed;
}

void concatenate_heads(AttentionTrace& trace, int threads) {
  const Eigen::Index rows = trace.concat.rows();
  const Eigen::Index d_k = trace.d_k;
  parallel_for(chunks_of(rows, kBlasChunkRows), threads, [&](int c) {
    const Eigen::Index r0 = static_cast<Eigen::Index>(c) * kBlasChunkRows;
    const Eigen::Index n = std::min(kBlasChunkRows, rows - r0);
    for (std::size_t h = 0; h < trace.heads.size(); ++h) {
      trace.concat.block(r0, static_cast<Eigen::Index>(h) * d_k, n, d_k) =
          trace.heads[h].context.middleRows(r0, n);
    }
  });
}

void project_output(const Inputs& in, const kernels::Kernels& k, int threads,
                    AttentionTrace& trace) {
  struct Storage { RowStorage s; };
  RowStorage& storage = per_thread<Storage>().s;
  const ProductRows concat = prepare_rows(trace.concat, in.weights.o(), in.precision, k, threads, storage);
  linear(concat, in.weights.o(), in.weights.b_o, threads, trace.output);
  GrowingMatrix& out = trace.output;
  parallel_for(chunks_of(out.rows(), kBlasChunkRows), threads, [&](int c) {
    const Eigen::Index r0 = static_cast<Eigen::Index>(c) * kBlasChunkRows;
    const Eigen::Index n = std::min(kBlasChunkRows, out.rows() - r0);
    in.check_product(out.middleRows(r0, n), r0, "the output concat·W_o (inputs too large)", 0);
  });
}

}  // namespace attn::fast
