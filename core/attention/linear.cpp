#include "core/attention/linear.hpp"

#include "core/base/parallel.hpp"
#include "core/kernels/gemm.hpp"

namespace attn {
namespace {

// Rows up to this many read BF16 weights a dot product at a time (generation's one token).
constexpr Eigen::Index kDotRows = 4;
// Columns of a BF16 block widened at once.
constexpr Eigen::Index kWideColumns = 64;

void add_bias(const Matrix& b, Eigen::Index c0, Eigen::Index cols, Eigen::Block<Matrix> out) {
  if (b.size() != 0) out.rowwise() += b.row(0).segment(c0, cols);
}

// Float weights: blocks of rows × columns.
void linear_float(const kernels::Kernels& k, const MatrixRef& x, const Matrix& w, const Matrix& b,
                  int threads, Matrix& y) {
  const bool tiled = k.tiled();
  const Eigen::Index chunk_rows = tiled ? 16 * kernels::kTileRows : 64;
  const Eigen::Index chunk_cols = tiled ? 128 : 768;
  const Eigen::Index row_chunks = (x.rows() + chunk_rows - 1) / chunk_rows;
  const Eigen::Index col_chunks = (w.cols() + chunk_cols - 1) / chunk_cols;
  parallel_for(static_cast<int>(row_chunks * col_chunks), threads, [&](int item) {
    const Eigen::Index r0 = (item / col_chunks) * chunk_rows;
    const Eigen::Index c0 = (item % col_chunks) * chunk_cols;
    const Eigen::Index rows = std::min(chunk_rows, x.rows() - r0);
    const Eigen::Index cols = std::min(chunk_cols, w.cols() - c0);
    auto out = y.block(r0, c0, rows, cols);
    if (tiled) {
      tiled_product(k, x, w, c0, cols, r0, rows, y, c0);
    } else {
      kernels::gemm(kernels::const_view_of(x.middleRows(r0, rows)),
                    kernels::const_view_of(w.middleCols(c0, cols)), false, kernels::view_of(out));
    }
    add_bias(b, c0, cols, out);
  });
}

// BF16 weights, many rows: a block of columns widened once for a group of rows, the groups
// as few as keep every thread busy.
void linear_bf16(const kernels::Kernels& k, const MatrixRef& x, const Bf16Matrix& w,
                 const Matrix& b, int threads, Matrix& y) {
  const Eigen::Index col_chunks = (w.cols() + kWideColumns - 1) / kWideColumns;
  const Eigen::Index tiles = (x.rows() + kernels::kTileRows - 1) / kernels::kTileRows;
  const Eigen::Index wanted = 8 * resolve_threads(threads);
  const Eigen::Index groups = std::clamp<Eigen::Index>((wanted + col_chunks - 1) / col_chunks, 1, tiles);
  const Eigen::Index group_rows = (tiles + groups - 1) / groups * kernels::kTileRows;
  const Eigen::Index row_chunks = (x.rows() + group_rows - 1) / group_rows;
  parallel_for(static_cast<int>(row_chunks * col_chunks), threads, [&](int item) {
    const Eigen::Index r0 = (item / col_chunks) * group_rows;
    const Eigen::Index c0 = (item % col_chunks) * kWideColumns;
    const Eigen::Index rows = std::min(group_rows, x.rows() - r0);
    const Eigen::Index cols = std::min(kWideColumns, w.cols() - c0);
    auto out = y.block(r0, c0, rows, cols);
    if (k.tiled()) {
      tiled_product(k, x, WeightRef(w), c0, cols, r0, rows, y, c0);
    } else {
      blas_product(x.middleRows(r0, rows), WeightRef(w), c0, kernels::view_of(out));
    }
    add_bias(b, c0, cols, out);
  });
}

// BF16 weights, a few rows: each output's weights read once, as a dot product per row.
void dot_bf16(const kernels::Kernels& k, const MatrixRef& x, const Bf16Matrix& w, const Matrix& b,
              int threads, Matrix& y) {
  constexpr Eigen::Index kChunk = 256;
  const Eigen::Index chunks = (w.cols() + kChunk - 1) / kChunk;
  parallel_for(static_cast<int>(chunks), threads, [&](int item) {
    const Eigen::Index c0 = item * kChunk;
    const Eigen::Index cols = std::min(kChunk, w.cols() - c0);
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
      k.dot_columns(x.row(r).data(), w.rows(), w.column(c0), w.rows(), cols, y.row(r).data() + c0);
    }
    add_bias(b, c0, cols, y.block(0, c0, x.rows(), cols));
  });
}

}  // namespace

void blas_product(const MatrixRef& x, const WeightRef& w, Eigen::Index c0, const kernels::BlockView& out) {
  if (!w.bf16()) {
    kernels::gemm(kernels::const_view_of(x), kernels::const_view_of(w.f->middleCols(c0, out.cols)), false, out);
    return;
  }
  thread_local Matrix panel;
  for (Eigen::Index j0 = 0; j0 < out.cols; j0 += kWideColumns) {
    const Eigen::Index cols = std::min(kWideColumns, out.cols - j0);
    panel.resize(w.rows(), cols);
    kernels::active().widen_columns(w.h->column(c0 + j0), w.rows(), 0, w.rows(), cols, panel.data(), cols);
    kernels::gemm(kernels::const_view_of(x), kernels::const_view_of(panel), false,
                  {out.data + j0, out.rows, cols, out.stride});
  }
}

void linear(const MatrixRef& x, const WeightRef& w, const Matrix& b, int threads, Matrix& y) {
  const kernels::Kernels& k = kernels::active();
  y.resize(x.rows(), w.cols());
  kernels::set_product_threads(1);
  if (!w.bf16()) {
    linear_float(k, x, *w.f, b, threads, y);
  } else if (x.rows() <= kDotRows) {
    dot_bf16(k, x, *w.h, b, threads, y);
  } else {
    linear_bf16(k, x, *w.h, b, threads, y);
  }
}

}  // namespace attn
