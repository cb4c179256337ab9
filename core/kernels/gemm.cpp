#include "core/kernels/gemm.hpp"

#include <cassert>
#include <mutex>

#ifdef ATTN_HAVE_OPENBLAS
#include <cblas.h>
extern "C" void openblas_set_num_threads(int num_threads);
#endif

namespace attn::kernels {
namespace {

#ifdef ATTN_HAVE_OPENBLAS
// One thread for the BLAS from the start of the program, before any product, for every
// product: ours through gemm and Eigen's through EIGEN_USE_BLAS (training's). A product's
// blocking in OpenBLAS depends on its thread count, so a count that changed with the first
// caller (or OPENBLAS_NUM_THREADS) would change bits (base/parallel.hpp).
const bool kBlasOnOneThread = [] {
  openblas_set_num_threads(1);
  return true;
}();
#endif

}  // namespace

void gemm(const ConstBlockView& a, const ConstBlockView& b, bool transpose_b, const BlockView& c) {
  const Eigen::Index k = a.cols;
  assert(c.rows == a.rows);
  assert(transpose_b ? (b.cols == k && b.rows == c.cols) : (b.rows == k && b.cols == c.cols));
  (void)k;  // read by the asserts and the OpenBLAS path only
  if (c.rows == 0 || c.cols == 0) return;
#ifdef ATTN_HAVE_OPENBLAS
  if (k > 0 && c.rows == 1) {
    // One row: a matrix–vector product, which reads b once as it lies (sgemm would copy
    // all of it into packed panels first).
    if (transpose_b) {
      cblas_sgemv(CblasRowMajor, CblasNoTrans, static_cast<int>(b.rows), static_cast<int>(k), 1.0f, b.data,
                  static_cast<int>(b.stride), a.data, 1, 0.0f, c.data, 1);
    } else {
      cblas_sgemv(CblasRowMajor, CblasTrans, static_cast<int>(k), static_cast<int>(b.cols), 1.0f, b.data,
                  static_cast<int>(b.stride), a.data, 1, 0.0f, c.data, 1);
    }
    return;
  }
  if (k > 0) {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, transpose_b ? CblasTrans : CblasNoTrans,
                static_cast<int>(c.rows), static_cast<int>(c.cols), static_cast<int>(k), 1.0f,
                a.data, static_cast<int>(a.stride), b.data, static_cast<int>(b.stride), 0.0f,
                c.data, static_cast<int>(c.stride));
    return;
  }
#endif
  using RowMajor = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  using Map = Eigen::Map<RowMajor, 0, Eigen::OuterStride<>>;
  using ConstMap = Eigen::Map<const RowMajor, 0, Eigen::OuterStride<>>;
  Map out(c.data, c.rows, c.cols, Eigen::OuterStride<>(c.stride));
  const ConstMap lhs(a.data, a.rows, a.cols, Eigen::OuterStride<>(a.stride));
  const ConstMap rhs(b.data, b.rows, b.cols, Eigen::OuterStride<>(b.stride));
  if (transpose_b) {
    out.noalias() = lhs * rhs.transpose();
  } else {
    out.noalias() = lhs * rhs;
  }
}

void set_product_threads(int threads) {
#ifdef ATTN_HAVE_OPENBLAS
  (void)kBlasOnOneThread;
  static std::mutex mutex;
  static int current = 1;
  const std::lock_guard<std::mutex> lock(mutex);
  if (threads != current) {
    openblas_set_num_threads(threads);
    current = threads;
  }
#else
  (void)threads;
#endif
}

}  // namespace attn::kernels
