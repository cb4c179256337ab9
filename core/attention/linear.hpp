// y = x·W + b, the products a model makes with its weights outside the attention's
// scores: the projections to Q, K, V and out of the heads, and the MLP. One loop for all
// of them, in blocks of rows × columns spread over the engine's threads.
//
// With the tiled products (an AVX-512 kernel set) a block is made six rows at a time while
// its columns of W stay in the core's cache; through the BLAS otherwise. BF16 weights
// (base/weight.hpp) are widened to floats a block of columns at a time, so the sums are
// the ones float weights of the same values give; a single row is a dot product per
// output, read straight from the BF16 values.
//
// Legend: T rows (tokens), N inputs, M outputs. Row convention: x T×N, W N×M, b 1×M.
#pragma once

#include <algorithm>
#include <vector>

#include "core/base/types.hpp"
#include "core/base/weight.hpp"
#include "core/kernels/gemm.hpp"
#include "core/kernels/kernels.hpp"

namespace attn {

// out rows [r0, r0 + n), columns [out_c0, out_c0 + width) = in rows [r0, r0 + n) · w
// columns [c0, c0 + width), tile by tile, on the calling thread (the tiled set only).
template <typename In, typename Out>
void tiled_product(const kernels::Kernels& k, const In& in, const WeightRef& w, Eigen::Index c0,
                   Eigen::Index width, Eigen::Index r0, Eigen::Index n, Out& out,
                   Eigen::Index out_c0 = 0) {
  const float* v = nullptr;
  Eigen::Index ld_v = 0;
  if (w.bf16()) {
    thread_local std::vector<float> panel;
    panel.resize(static_cast<std::size_t>(w.rows() * width));
    k.widen_columns(w.h->column(c0), w.rows(), 0, w.rows(), width, panel.data(), width);
    v = panel.data();
    ld_v = width;
  } else {
    v = w.f->data() + c0;
    ld_v = w.cols();
  }
  for (Eigen::Index t0 = r0; t0 < r0 + n; t0 += kernels::kTileRows) {
    const int rows = static_cast<int>(std::min<Eigen::Index>(kernels::kTileRows, r0 + n - t0));
    k.weighted_sum(in.row(t0).data(), in.outerStride(), rows, v, ld_v, w.rows(), width,
                   out.row(t0).data() + out_c0, out.outerStride());
  }
}

// out = x · (columns [c0, c0 + out.cols) of w), through the BLAS on the calling thread (the
// portable set's products); BF16 weights are widened a block of columns at a time.
void blas_product(const MatrixRef& x, const WeightRef& w, Eigen::Index c0, const kernels::BlockView& out);

// y = x·w (+ b when b is not empty), T×M, on `threads` threads (0: one per core). The
// shapes are the caller's to check.
void linear(const MatrixRef& x, const WeightRef& w, const Matrix& b, int threads, Matrix& y);

}  // namespace attn
