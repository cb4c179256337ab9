// One helper to compare matrices with a stated tolerance, reporting the first mismatch.
#pragma once

#include <cmath>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "attention.hpp"

namespace attn::testing {

// Passes when |a - e| <= abs_tol + rel_tol * |e| for every cell and the shapes agree.
inline ::testing::AssertionResult check_matrix(const std::string& name, const MatrixRef& actual,
                                               const MatrixRef& expected, double abs_tol,
                                               double rel_tol = 0.0) {
  if (actual.rows() != expected.rows() || actual.cols() != expected.cols()) {
    return ::testing::AssertionFailure()
           << name << ": shape " << actual.rows() << "x" << actual.cols() << ", expected "
           << expected.rows() << "x" << expected.cols();
  }
  for (Eigen::Index i = 0; i < actual.rows(); ++i) {
    for (Eigen::Index j = 0; j < actual.cols(); ++j) {
      const double a = actual(i, j);
      const double e = expected(i, j);
      const bool both_inf = std::isinf(a) && std::isinf(e) && (a > 0) == (e > 0);
      if (both_inf) continue;
      if (!(std::fabs(a - e) <= abs_tol + rel_tol * std::fabs(e))) {
        return ::testing::AssertionFailure()
               << name << "(" << i << ", " << j << ") = " << a << ", expected " << e
               << " (tolerance " << abs_tol << " + " << rel_tol << "·|expected|)";
      }
    }
  }
  return ::testing::AssertionSuccess();
}

}  // namespace attn::testing
