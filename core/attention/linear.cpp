#include "core/attention/linear.hpp"

#include "core/base/parallel.hpp"
#include "core/kernels/gemm.hpp"

namespace attn {

void linear(const MatrixRef& x, const Matrix& w, const Matrix& b, int threads, Matrix& y) {
  const kernels::Kernels& k = kernels::active();
  const bool tiled = k.tiled();
  const Eigen::Index chunk_rows = tiled ? 16 * kernels::kTileRows : 64;
  const Eigen::Index chunk_cols = tiled ? 128 : 768;
  y.resize(x.rows(), w.cols());
  const Eigen::Index row_chunks = (x.rows() + chunk_rows - 1) / chunk_rows;
  const Eigen::Index col_chunks = (w.cols() + chunk_cols - 1) / chunk_cols;
  kernels::set_product_threads(1);
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
    if (b.size() != 0) out.rowwise() += b.row(0).segment(c0, cols);
  });
}

}  // namespace attn
