#include "core/base/checks.hpp"

namespace attn {

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

void require_finite(const MatrixRef& m, const std::string& what) {
  require_finite_block(m, 0, what);
}

}  // namespace attn
