// C = A·B and C = A·Bᵀ on row-major float blocks through the BLAS, written straight into C:
// the matrix products of the portable kernel set (kernels.hpp), and of every Full trace.
//
// With OpenBLAS this is one cblas_sgemm with beta = 0. Eigen's `c.noalias() = a * b`
// would first clear C and then add the product into it: a second pass over C, which for
// the attention weights (T×T per head) costs as much as the softmax.
#pragma once

#include <Eigen/Core>

namespace attn::kernels {

// A view of a row-major block: first element, rows, columns, distance between rows.
struct BlockView {
  float* data;
  Eigen::Index rows, cols, stride;
};
struct ConstBlockView {
  const float* data;
  Eigen::Index rows, cols, stride;
};

template <typename Block>
BlockView view_of(Block&& b) {
  return {b.data(), b.rows(), b.cols(), b.outerStride()};
}
template <typename Block>
ConstBlockView const_view_of(const Block& b) {
  return {b.data(), b.rows(), b.cols(), b.outerStride()};
}

// c = a · b (transpose_b false: a m×k, b k×n) or c = a · bᵀ (b n×k); c is m×n.
void gemm(const ConstBlockView& a, const ConstBlockView& b, bool transpose_b, const BlockView& c);

// The threads the BLAS library (OpenBLAS) spreads each product over: 1 from the program's
// start, and the engine calls gemm from its own threads (base/parallel.hpp), so that no
// product's blocking depends on who calls it and the library's team does not spin between
// products, competing with ours. Only the benchmark sets more, to time the BLAS alone.
void set_product_threads(int threads);

}  // namespace attn::kernels
