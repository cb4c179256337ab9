// The definition of multi-head attention in double precision, with a bound on how far a
// float computation of the same steps, in any order of summation, may be from it.
//
// Legend: Tq queries, Tk keys, D model width, H heads, d_k = D / H. u = 2⁻²⁴ (the unit
// roundoff of float), γ_n = n·u / (1 − n·u).
//
// A sum of n float products, in any order, with or without fused multiply-adds, is within
// γ_n · Σ|a_i·b_i| of the exact sum. Each step below keeps its exact value (in double) and
// a bound: the rounding of the step itself, plus the errors of its inputs carried through
// to first order. A test then asks |engine − value| <= slack · bound: a tolerance set by
// the length of each sum and the size of its terms, the same on every CPU, instead of a
// constant that one machine's order of summation happened to meet.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/attention/attention.hpp"
#include "core/kernels/kernels.hpp"

namespace attn::testing {

using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// γ_n: the relative bound on a float sum of n terms.
double gamma_n(Eigen::Index n);

// A matrix as exactly as double holds it, and how far a float computation may be from it.
struct Bounded {
  MatrixD value;
  MatrixD bound;
};

// A float input: exact, bound 0.
Bounded exact(const MatrixRef& m);
// a·b (a m×k, b k×n), or a·bᵀ (b n×k) with transpose_b: the value in double and the
// bound γ_k·|a|·|b| + a.bound·|b| + |a|·b.bound.
Bounded product(const Bounded& a, const Bounded& b, bool transpose_b = false);

// The row softmax of `scaled` (masked entries skipped: weight 0, bound 0), with the bound
// of a float softmax computed from float scores that are within scaled.bound.
Bounded softmax_bounded(const Bounded& scaled, const MaskMatrix& mask);

struct ReferenceHead {
  Bounded q, k, v;   // Tq×d_k, Tk×d_k, Tk×d_k
  Bounded scores;    // Tq×Tk Q·Kᵀ
  Bounded scaled;    // Tq×Tk scores / divisor, masked = −∞ (bound 0 there)
  Bounded weights;   // Tq×Tk row softmax, masked = 0 exactly
  Bounded context;   // Tq×d_k weights·V
};

struct ReferenceTrace {
  std::vector<ReferenceHead> heads;
  MaskMatrix mask;  // Tq×Tk, true = masked
  Bounded concat;   // Tq×D
  Bounded output;   // Tq×D concat·W_o
};

// The definition, step by step, as the lesson states it: Q = X·W_q (Y·W_q for
// cross-attention), K = X·W_k, V = X·W_v, per head Q_h·K_hᵀ ÷ (√d_k if scaled) ÷ τ, the
// mask to −∞, the row softmax (a fully masked row is all zeros), ·V_h; the heads side by
// side, ·W_o. The mask is made here from config, independently of the engine's.
ReferenceTrace reference_attention(const MatrixRef& x, const MatrixRef& y,
                                   const MhaWeights& weights, const AttentionConfig& config);

// Passes when the shapes agree and every cell has |actual − value| <= slack·bound, with
// infinities of the same sign equal. The failure names the first cell outside.
::testing::AssertionResult check_bounded(const std::string& name, const MatrixRef& actual,
                                         const Bounded& expected, double slack = 2.0);

// The same for two float computations a and b of one quantity, each within its own
// bound of the exact value: |a − b| <= slack·(bound_a + bound_b).
::testing::AssertionResult check_agree(const std::string& name, const MatrixRef& a,
                                       const MatrixRef& b, const MatrixD& bound_a,
                                       const MatrixD& bound_b, double slack = 2.0);

}  // namespace attn::testing

namespace attn::kernels {
// Test names and messages say which kernel set ran.
inline void PrintTo(KernelSet set, std::ostream* out) {
  *out << set_name(set);
}
}  // namespace attn::kernels
