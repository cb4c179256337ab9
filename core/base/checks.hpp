// Checks at the engine's boundary, with messages that name the bad value and where it is.
#pragma once

#include <cmath>
#include <sstream>
#include <string>

#include "core/base/types.hpp"
#include "core/kernels/kernels.hpp"

namespace attn {

// "3×4"
std::string shape_text(Eigen::Index rows, Eigen::Index cols);

// Throws AttentionError "WHAT must be R×C, got r×c" unless m is rows×cols.
void require_shape(const MatrixRef& m, Eigen::Index rows, Eigen::Index cols,
                   const std::string& what);

// Throws AttentionError naming `what` and the position of the first NaN or infinity.
void require_finite(const MatrixRef& m, const std::string& what);

// The same for a block whose first row is row0 (and first column col0) of the matrix
// the message names. Rows are scanned with the active kernel first; only a block that
// fails is searched for the cell at fault.
template <typename Block>
void require_finite_block(const Block& block, Eigen::Index row0, const std::string& what,
                          Eigen::Index col0 = 0) {
  const kernels::Kernels& k = kernels::active();
  bool finite = true;
  for (Eigen::Index i = 0; i < block.rows() && finite; ++i) {
    finite = k.all_finite(block.row(i).data(), static_cast<std::size_t>(block.cols()));
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

}  // namespace attn
