// One helper to compare matrices with a stated tolerance, reporting the first mismatch.
#pragma once

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "core/attention/attention.hpp"
#include "core/kernels/kernels.hpp"

namespace attn::testing {

// Passes when the shapes agree and, for every cell,
//   |a - e| <= max(abs_tol, rel_tol * max(1, |e|)).
// Infinities of the same sign match (masked logits); NaN never does.
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
      const double allowed = std::max(abs_tol, rel_tol * std::max(1.0, std::fabs(e)));
      if (!(std::fabs(a - e) <= allowed)) {
        return ::testing::AssertionFailure()
               << name << "(" << i << ", " << j << ") = " << a
               << ", expected " << e << ": |difference| " << std::fabs(a - e) << " > "
               << allowed << " (abs_tol " << abs_tol << ", rel_tol " << rel_tol << ")";
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// Each test of a suite derived from this runs with one kernel set made active (skipped where
// the CPU cannot run it): instantiate it with both sets and kernel_set_name.
class EachKernelSet : public ::testing::TestWithParam<kernels::KernelSet> {
 protected:
  void SetUp() override {
    before_ = kernels::active().set;
    if (!kernels::select(GetParam())) GTEST_SKIP() << "this CPU cannot run the " << kernels::set_name(GetParam()) << " kernels";
  }
  void TearDown() override { kernels::select(before_); }
  const kernels::Kernels& k() const { return kernels::active(); }

 private:
  kernels::KernelSet before_ = kernels::KernelSet::Portable;
};

inline std::string kernel_set_name(const ::testing::TestParamInfo<kernels::KernelSet>& info) {
  switch (info.param) {
    case kernels::KernelSet::Portable: return "Portable";
    case kernels::KernelSet::Avx512: return "Avx512";
    case kernels::KernelSet::Avx512Bf16: return "Avx512Bf16";
  }
  return "Unknown";
}

// Every kernel set, for the suites that run on each.
inline auto every_kernel_set() {
  return ::testing::Values(kernels::KernelSet::Portable, kernels::KernelSet::Avx512, kernels::KernelSet::Avx512Bf16);
}

}  // namespace attn::testing
