// y = x·W + b, the products a model makes with its weights outside the attention's
// scores: the projections to Q, K, V and out of the heads, and the MLP. One loop for all
// of them, in blocks of rows × columns spread over the engine's threads.
//
// With the tiled products (an AVX-512 kernel set) a block is made six rows at a time while
// its columns of W stay in the core's cache; through the BLAS otherwise. BF16 weights
// (base/weight.hpp) are multiplied in one of two precisions:
//   Float32  widened to floats a block of columns at a time, so that the sums are the ones
//            float weights of the same values give;
//   Bf16     the inputs rounded to BF16 too, each product then exact in float32 and the
//            sums in float32: what AVX-512 BF16's dot products compute (and what PyTorch's
//            bf16 matmul reads), twice as many products a cycle as float FMAs. Sets without
//            them round the inputs and multiply floats: the same sums, in their own order.
// Float weights always multiply in float32. A single row is a dot product per output,
// read straight from the BF16 values. Quantized weights multiply float inputs, or in Int8
// inputs rounded to 8 bits as llama.cpp rounds them (kernels.hpp's quant_dot_int8), for
// every row: a token's sums are the same whether it came in a prompt or alone.
//
// Legend: T rows (tokens), N inputs, M outputs. Row convention: x T×N, W N×M, b 1×M.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/base/growing.hpp"
#include "core/base/types.hpp"
#include "core/base/weight.hpp"
#include "core/kernels/gemm.hpp"
#include "core/kernels/kernels.hpp"

namespace attn {

// The rows of an input as a product reads them, made once for all its blocks: the floats
// (x itself, or x rounded to BF16 values when the set multiplies floats), and x rounded
// to BF16 for the set's BF16 products (null otherwise; ld_h even, a row in whole pairs).
struct ProductRows {
  const float* f = nullptr;
  Eigen::Index ld_f = 0;
  const bf16* h = nullptr;
  Eigen::Index ld_h = 0;
  Eigen::Index rows = 0, cols = 0;
  // Products with quantized weights round the rows to 8 bits first (Precision::Int8).
  bool int8 = false;
  const float* row(Eigen::Index r) const { return f + r * ld_f; }
};

// Where prepare_rows keeps what it makes; a caller keeps one per input it prepares.
struct RowStorage {
  Matrix rounded;
  std::vector<bf16> values;
};

// x as products with `w` in `precision` on kernel set k read it, on `threads` threads.
// Points into x or into `storage`: both must outlive the result.
ProductRows prepare_rows(const MatrixRef& x, const WeightRef& w, Precision precision,
                         const kernels::Kernels& k, int threads, RowStorage& storage);

// out rows [r0, r0 + n), columns [out_c0, out_c0 + width) = in rows [r0, r0 + n) · w
// columns [c0, c0 + width), tile by tile, on the calling thread (the tiled sets only).
// BF16 weights: the columns [next_c0, next_c0 + width) this thread multiplies next, when
// next_c0 >= 0, are fetched from memory meanwhile.
void tiled_product(const kernels::Kernels& k, const ProductRows& in, const WeightRef& w, Eigen::Index c0,
                   Eigen::Index width, Eigen::Index r0, Eigen::Index n, float* out, Eigen::Index ld_out,
                   Eigen::Index out_c0 = 0, Eigen::Index next_c0 = -1);
template <typename Out>
void tiled_product(const kernels::Kernels& k, const ProductRows& in, const WeightRef& w, Eigen::Index c0,
                   Eigen::Index width, Eigen::Index r0, Eigen::Index n, Out& out, Eigen::Index out_c0 = 0,
                   Eigen::Index next_c0 = -1) {
  tiled_product(k, in, w, c0, width, r0, n, out.data(), out.outerStride(), out_c0, next_c0);
}

// out = rows [r0, r0 + out.rows) of `in` · (columns [c0, c0 + out.cols) of w), through the
// BLAS on the calling thread (the portable set's products); BF16 weights are widened a
// block of columns at a time.
void blas_product(const ProductRows& in, Eigen::Index r0, const WeightRef& w, Eigen::Index c0,
                  const kernels::BlockView& out);

// y = x·w (+ b when b is not empty), T×M, on `threads` threads (0: one per core). The
// shapes are the caller's to check.
void linear(const MatrixRef& x, const WeightRef& w, const Matrix& b, int threads, Matrix& y,
            Precision precision = Precision::Float32);
void linear(const MatrixRef& x, const WeightRef& w, const Matrix& b, int threads, GrowingMatrix& y,
            Precision precision = Precision::Float32);
// The same from rows prepared for w (prepare_rows): an input several products read.
void linear(const ProductRows& x, const WeightRef& w, const Matrix& b, int threads, Matrix& y);
void linear(const ProductRows& x, const WeightRef& w, const Matrix& b, int threads, GrowingMatrix& y);

}  // namespace attn
