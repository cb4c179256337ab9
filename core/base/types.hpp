// The engine's one matrix type and its one error type, shared by every part of core/.
//
// Legend: T tokens, D model width. Tokens are rows: an input X is T×D.
#pragma once

#include <stdexcept>

#include <Eigen/Core>

namespace attn {

// Row-major float, rows are tokens (and data goes to textures row by row).
using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using MatrixRef = Eigen::Ref<const Matrix>;
// A Matrix's or a GrowingMatrix's storage (growing.hpp), written in place.
using MatrixMap = Eigen::Map<Matrix>;
// true = masked (the key is hidden from the query). Rows are queries, columns keys.
using MaskMatrix = Eigen::Matrix<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
// A mask read in place, compact or with its rows further apart (strided_mask.hpp).
using MaskRef = Eigen::Ref<const MaskMatrix, 0, Eigen::OuterStride<>>;

// Every error a public entry point of core/ raises: the message names the bad value.
class AttentionError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace attn
