// The double-precision definition of attention and its error bounds (see reference.hpp).
#include "reference.hpp"

#include <cmath>
#include <limits>
#include <sstream>

namespace attn::testing {
namespace {

constexpr double kUnitRoundoff = 1.0 / 16777216.0;  // 2⁻²⁴

MatrixD to_double(const MatrixRef& m) { return m.cast<double>(); }

Bounded columns(const Bounded& m, Eigen::Index first, Eigen::Index count) {
  return {m.value.middleCols(first, count), m.bound.middleCols(first, count)};
}

MaskMatrix mask_of(Eigen::Index t_q, Eigen::Index t_k, const AttentionConfig& config) {
  MaskMatrix mask = MaskMatrix::Constant(t_q, t_k, false);
  for (Eigen::Index i = 0; i < t_q; ++i) {
    for (Eigen::Index j = 0; j < t_k; ++j) {
      const bool future = config.causal && j > i;
      const bool padded = !config.key_padding.empty() && config.key_padding[static_cast<std::size_t>(j)];
      const bool given = config.mask.size() != 0 && config.mask(i, j);
      mask(i, j) = future || padded || given;
    }
  }
  return mask;
}

}  // namespace

// Row softmax of `scaled` over the visible keys. The bound of p_j carries the scores'
// errors e (∂p_j/∂s_k = p_j·(δ_jk − p_k), so |Δp_j| <= p_j·(e_j + Σ_k p_k·e_k)) and adds
// the softmax's own rounding: the argument s_j − max (4u of it), exp (within 2 ulps), the
// sum of n terms (γ_n) and the division.
Bounded softmax_bounded(const Bounded& scaled, const MaskMatrix& mask) {
  const Eigen::Index rows = scaled.value.rows();
  const Eigen::Index cols = scaled.value.cols();
  Bounded p{MatrixD::Zero(rows, cols), MatrixD::Zero(rows, cols)};
  for (Eigen::Index i = 0; i < rows; ++i) {
    double row_max = -std::numeric_limits<double>::infinity();
    Eigen::Index visible = 0;
    for (Eigen::Index j = 0; j < cols; ++j) {
      if (mask(i, j)) continue;
      row_max = std::max(row_max, scaled.value(i, j));
      ++visible;
    }
    if (visible == 0) continue;  // every key masked: weights and bounds stay 0
    double sum = 0.0;
    for (Eigen::Index j = 0; j < cols; ++j) {
      if (!mask(i, j)) sum += std::exp(scaled.value(i, j) - row_max);
    }
    double carried = 0.0;  // Σ_k p_k·e_k
    for (Eigen::Index j = 0; j < cols; ++j) {
      if (mask(i, j)) continue;
      p.value(i, j) = std::exp(scaled.value(i, j) - row_max) / sum;
      carried += p.value(i, j) * scaled.bound(i, j);
    }
    const double rounding = gamma_n(visible) + 10.0 * kUnitRoundoff;
    for (Eigen::Index j = 0; j < cols; ++j) {
      if (mask(i, j)) continue;
      const double argument = 4.0 * kUnitRoundoff * std::fabs(scaled.value(i, j) - row_max);
      p.bound(i, j) = p.value(i, j) * (scaled.bound(i, j) + carried + argument + rounding);
    }
  }
  return p;
}


double gamma_n(Eigen::Index n) {
  const double nu = static_cast<double>(n) * kUnitRoundoff;
  return nu / (1.0 - nu);
}

Bounded exact(const MatrixRef& m) {
  return {to_double(m), MatrixD::Zero(m.rows(), m.cols())};
}

Bounded product(const Bounded& a, const Bounded& b, bool transpose_b) {
  const MatrixD bv = transpose_b ? MatrixD(b.value.transpose()) : b.value;
  const MatrixD bb = transpose_b ? MatrixD(b.bound.transpose()) : b.bound;
  const MatrixD a_abs = a.value.cwiseAbs();
  const MatrixD b_abs = bv.cwiseAbs();
  Bounded out;
  out.value = a.value * bv;
  out.bound = gamma_n(a.value.cols()) * (a_abs * b_abs) + a.bound * b_abs + a_abs * bb;
  return out;
}

ReferenceTrace reference_attention(const MatrixRef& x, const MatrixRef& y,
                                   const MhaWeights& weights, const AttentionConfig& config) {
  const bool cross = config.mode == AttentionMode::Cross;
  const Bounded from_keys = exact(x);
  const Bounded from_queries = exact(cross ? y : x);
  const Bounded q_all = product(from_queries, exact(weights.w_q));
  const Bounded k_all = product(from_keys, exact(weights.w_k));
  const Bounded v_all = product(from_keys, exact(weights.w_v));
  const Eigen::Index d = config.d_model;
  const Eigen::Index d_k = d / config.heads;
  const Eigen::Index t_q = q_all.value.rows();
  const Eigen::Index t_k = k_all.value.rows();
  // The engine's divisor is a float (√d_k, times τ): 2u of it, and u for the division.
  const double divisor = (config.scale ? std::sqrt(static_cast<double>(d_k)) : 1.0) *
                         static_cast<double>(config.temperature);
  ReferenceTrace r;
  r.mask = mask_of(t_q, t_k, config);
  r.concat = {MatrixD::Zero(t_q, d), MatrixD::Zero(t_q, d)};
  for (int h = 0; h < config.heads; ++h) {
    ReferenceHead head;
    const Eigen::Index c0 = h * d_k;
    head.q = columns(q_all, c0, d_k);
    head.k = columns(k_all, c0, d_k);
    head.v = columns(v_all, c0, d_k);
    head.scores = product(head.q, head.k, /*transpose_b=*/true);
    head.scaled.value = head.scores.value / divisor;
    head.scaled.bound = head.scores.bound / divisor +
                        3.0 * kUnitRoundoff * head.scaled.value.cwiseAbs();
    if (config.score_bias) {
      // The bias added in float: u of the sum.
      head.scaled.value += (*config.score_bias)[static_cast<std::size_t>(h)].cast<double>();
      head.scaled.bound += kUnitRoundoff * head.scaled.value.cwiseAbs();
    }
    for (Eigen::Index i = 0; i < t_q; ++i) {
      for (Eigen::Index j = 0; j < t_k; ++j) {
        if (!r.mask(i, j)) continue;
        head.scaled.value(i, j) = -std::numeric_limits<double>::infinity();
        head.scaled.bound(i, j) = 0.0;
      }
    }
    head.weights = softmax_bounded(head.scaled, r.mask);
    head.context = product(head.weights, head.v);
    r.concat.value.middleCols(c0, d_k) = head.context.value;
    r.concat.bound.middleCols(c0, d_k) = head.context.bound;
    r.heads.push_back(std::move(head));
  }
  r.output = product(r.concat, exact(weights.w_o));
  return r;
}

namespace {

// |actual − expected| <= allowed, cell by cell (infinities of the same sign equal);
// `expected_word` says what the expected value is in the message.
::testing::AssertionResult within(const std::string& name, const MatrixD& actual,
                                  const MatrixD& expected, const MatrixD& allowed, double slack,
                                  const char* expected_word) {
  if (actual.rows() != expected.rows() || actual.cols() != expected.cols() ||
      allowed.rows() != actual.rows() || allowed.cols() != actual.cols()) {
    return ::testing::AssertionFailure()
           << name << ": shape " << actual.rows() << "×" << actual.cols() << ", expected "
           << expected.rows() << "×" << expected.cols();
  }
  for (Eigen::Index i = 0; i < actual.rows(); ++i) {
    for (Eigen::Index j = 0; j < actual.cols(); ++j) {
      const double a = actual(i, j);
      const double e = expected(i, j);
      if (std::isinf(a) && std::isinf(e) && (a > 0) == (e > 0)) continue;
      if (!(std::fabs(a - e) <= allowed(i, j))) {
        std::ostringstream s;
        s.precision(9);
        s << name << "(" << i << ", " << j << ") = " << a << ", " << expected_word << " " << e
          << ": |difference| " << std::fabs(a - e) << " > " << allowed(i, j)
          << " (the bound from the length of the sums, times " << slack << ")";
        return ::testing::AssertionFailure() << s.str();
      }
    }
  }
  return ::testing::AssertionSuccess();
}

}  // namespace

::testing::AssertionResult check_agree(const std::string& name, const MatrixRef& a,
                                       const MatrixRef& b, const MatrixD& bound_a,
                                       const MatrixD& bound_b, double slack) {
  if (bound_a.rows() != bound_b.rows() || bound_a.cols() != bound_b.cols()) {
    return ::testing::AssertionFailure() << name << ": the two bounds differ in shape";
  }
  return within(name, to_double(a), to_double(b), slack * (bound_a + bound_b), slack,
                "expected");
}

::testing::AssertionResult check_bounded(const std::string& name, const MatrixRef& actual,
                                         const Bounded& expected, double slack) {
  return within(name, to_double(actual), expected.value, slack * expected.bound, slack,
                "exactly");
}

}  // namespace attn::testing
