// Every backward operation of core/model/ops.hpp against central finite differences, in
// double precision.
//
// Each test makes a scalar loss L = Σ R ∘ y from the operation's output y and a fixed random
// R, so that dL/dy = R is what the backward function is given. The numerical derivative of L
// by each input value, (L(x + h) − L(x − h)) / 2h with h = 1e-6, has a truncation error of
// order h²·L''' (about 1e-12 here) and a rounding error of order ε·|L| / h (about 1e-9), so
// the analytical gradient must agree within 1e-6 relative to the larger of 1 and its size.
#include <cmath>
#include <functional>
#include <new>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/base/random.hpp"
#include "core/model/ops.hpp"

namespace {

using namespace attn::ops;
using MatD = Mat<double>;
using VecD = Vec<double>;

constexpr double kStep = 1e-6;
constexpr double kTolerance = 1e-6;

MatD random_matrix(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed, double scale = 1.0) {
  attn::SplitMix64 rng(seed);
  MatD m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = scale * rng.uniform(-1.0f, 1.0f);
  return m;
}

// Compares `analytic` with the central difference of loss() by each value of `values`
// (which loss() reads), restoring each value after use.
::testing::AssertionResult matches_finite_differences(const std::string& name, double* values,
                                                      Eigen::Index count,
                                                      const std::function<double()>& loss,
                                                      const double* analytic) {
  for (Eigen::Index i = 0; i < count; ++i) {
    const double saved = values[i];
    values[i] = saved + kStep;
    const double up = loss();
    values[i] = saved - kStep;
    const double down = loss();
    values[i] = saved;
    const double numeric = (up - down) / (2 * kStep);
    const double allowed = kTolerance * std::max(1.0, std::fabs(numeric));
    if (!(std::fabs(analytic[i] - numeric) <= allowed)) {
      return ::testing::AssertionFailure()
             << "d loss / d " << name << "[" << i << "] = " << analytic[i]
             << ", central difference " << numeric << ": |difference| "
             << std::fabs(analytic[i] - numeric) << " > " << allowed;
    }
  }
  return ::testing::AssertionSuccess();
}

double weighted_sum(const MatD& y, const MatD& r) { return y.cwiseProduct(r).sum(); }

template <typename M>
ConstMatMap<double> cmap(const M& m) {
  return ConstMatMap<double>(m.data(), m.rows(), m.cols());
}
template <typename M>
MatMap<double> map(M& m) {
  return MatMap<double>(m.data(), m.rows(), m.cols());
}
ConstVecMap<double> cvec(const VecD& v) { return ConstVecMap<double>(v.data(), v.size()); }
VecMap<double> vmap(VecD& v) { return VecMap<double>(v.data(), v.size()); }

TEST(OpsGradients, EmbeddingAddsEachRowToItsTokenAndPosition) {
  MatD table = random_matrix(7, 5, 1);
  MatD positions = random_matrix(6, 5, 2);
  const std::vector<int> ids = {3, 0, 3, 6, 1};  // token 3 twice: its gradient sums both
  const MatD r = random_matrix(5, 5, 3);
  auto loss = [&] {
    MatD y(static_cast<Eigen::Index>(ids.size()), table.cols());
    embedding_forward<double>(cmap(table), cmap(positions), ids, y);
    return weighted_sum(y, r);
  };
  MatD d_table = MatD::Zero(7, 5), d_positions = MatD::Zero(6, 5);
  auto dt = map(d_table);
  auto dp = map(d_positions);
  embedding_backward<double>(r, ids, dt, dp);
  EXPECT_TRUE(matches_finite_differences("table", table.data(), table.size(), loss,
                                         d_table.data()));
  EXPECT_TRUE(matches_finite_differences("positions", positions.data(), positions.size(), loss,
                                         d_positions.data()));
  EXPECT_EQ(d_positions.row(5).cwiseAbs().sum(), 0.0);  // a position past the sequence
}

TEST(OpsGradients, LayerNormByItsInputWeightAndBias) {
  MatD x = random_matrix(4, 6, 10, 2.0);
  x.row(2).array() += 5.0;  // a row far from zero mean
  VecD w = random_matrix(1, 6, 11).array() + 1.0;
  VecD b = random_matrix(1, 6, 12);
  const MatD r = random_matrix(4, 6, 13);
  auto loss = [&] {
    MatD y;
    LayerNormCache<double> cache;
    layernorm_forward<double>(x, cvec(w), cvec(b), y, cache);
    return weighted_sum(y, r);
  };
  MatD y, d_x;
  LayerNormCache<double> cache;
  layernorm_forward<double>(x, cvec(w), cvec(b), y, cache);
  // Before w and b, every row has mean 0.
  for (Eigen::Index i = 0; i < 4; ++i) EXPECT_NEAR(cache.normed.row(i).mean(), 0.0, 1e-12);
  VecD d_w = VecD::Zero(6), d_b = VecD::Zero(6);
  auto dw = vmap(d_w);
  auto db = vmap(d_b);
  layernorm_backward<double>(r, cvec(w), cache, d_x, dw, db);
  EXPECT_TRUE(matches_finite_differences("x", x.data(), x.size(), loss, d_x.data()));
  EXPECT_TRUE(matches_finite_differences("w", w.data(), w.size(), loss, d_w.data()));
  EXPECT_TRUE(matches_finite_differences("b", b.data(), b.size(), loss, d_b.data()));
}

TEST(OpsGradients, LinearByItsInputWeightAndBiasAndAddsIntoGradients) {
  MatD x = random_matrix(5, 4, 20);
  MatD w = random_matrix(4, 3, 21);
  VecD b = random_matrix(1, 3, 22);
  const MatD r = random_matrix(5, 3, 23);
  auto loss = [&] {
    MatD y;
    linear_forward<double>(x, cmap(w), cvec(b), y);
    return weighted_sum(y, r);
  };
  // The parameter gradients start at 1: backward must add, not overwrite.
  MatD d_w = MatD::Constant(4, 3, 1.0), d_x;
  VecD d_b = VecD::Constant(3, 1.0);
  auto dw = map(d_w);
  auto db = vmap(d_b);
  linear_backward<double>(x, cmap(w), r, &d_x, dw, &db);
  d_w.array() -= 1.0;
  d_b.array() -= 1.0;
  EXPECT_TRUE(matches_finite_differences("x", x.data(), x.size(), loss, d_x.data()));
  EXPECT_TRUE(matches_finite_differences("W", w.data(), w.size(), loss, d_w.data()));
  EXPECT_TRUE(matches_finite_differences("b", b.data(), b.size(), loss, d_b.data()));
}

TEST(OpsGradients, GeluIsExactAndItsDerivativeToo) {
  MatD x = random_matrix(3, 7, 30, 4.0);
  x(0, 0) = 0.0;
  x(0, 1) = -6.0;  // far in the tail: gelu ≈ 0
  const MatD r = random_matrix(3, 7, 31);
  MatD y;
  gelu_forward<double>(x, y);
  EXPECT_NEAR(y(0, 0), 0.0, 1e-15);
  // gelu(1) = Φ(1) = 0.841344746068543 (the normal distribution's table).
  MatD one = MatD::Constant(1, 1, 1.0), y1;
  gelu_forward<double>(one, y1);
  EXPECT_NEAR(y1(0, 0), 0.841344746068543, 1e-14);
  auto loss = [&] {
    MatD out;
    gelu_forward<double>(x, out);
    return weighted_sum(out, r);
  };
  MatD d_x;
  gelu_backward<double>(x, r, d_x);
  EXPECT_TRUE(matches_finite_differences("x", x.data(), x.size(), loss, d_x.data()));
}

TEST(OpsGradients, MlpByItsInputAndFourParameters) {
  MatD x = random_matrix(4, 5, 40);
  MatD w1 = random_matrix(5, 8, 41), w2 = random_matrix(8, 5, 42);
  VecD b1 = random_matrix(1, 8, 43), b2 = random_matrix(1, 5, 44);
  const MatD r = random_matrix(4, 5, 45);
  auto loss = [&] {
    MatD y;
    MlpCache<double> cache;
    mlp_forward<double>(x, cmap(w1), cvec(b1), cmap(w2), cvec(b2), y, cache);
    return weighted_sum(y, r);
  };
  MatD y, d_x;
  MlpCache<double> cache;
  mlp_forward<double>(x, cmap(w1), cvec(b1), cmap(w2), cvec(b2), y, cache);
  MatD d_w1 = MatD::Zero(5, 8), d_w2 = MatD::Zero(8, 5);
  VecD d_b1 = VecD::Zero(8), d_b2 = VecD::Zero(5);
  auto dw1 = map(d_w1);
  auto dw2 = map(d_w2);
  auto db1 = vmap(d_b1);
  auto db2 = vmap(d_b2);
  MatD d_activated, d_hidden;
  mlp_backward<double>(x, cmap(w1), cmap(w2), cache, r, d_x, dw1, db1, dw2, db2, d_activated,
                       d_hidden);
  EXPECT_TRUE(matches_finite_differences("x", x.data(), x.size(), loss, d_x.data()));
  EXPECT_TRUE(matches_finite_differences("W1", w1.data(), w1.size(), loss, d_w1.data()));
  EXPECT_TRUE(matches_finite_differences("b1", b1.data(), b1.size(), loss, d_b1.data()));
  EXPECT_TRUE(matches_finite_differences("W2", w2.data(), w2.size(), loss, d_w2.data()));
  EXPECT_TRUE(matches_finite_differences("b2", b2.data(), b2.size(), loss, d_b2.data()));
}

TEST(OpsGradients, CrossEntropyIgnoresPaddingAndIsTheMeanOverCountedRows) {
  MatD logits = random_matrix(5, 6, 50, 3.0);
  logits(3, 2) = 40.0;  // a confident row: log-sum-exp must not overflow
  const std::vector<int> labels = {2, -1, 0, 2, -1};
  const double scale = 1.0 / 3.0;
  auto loss = [&] {
    MatD d;
    int counted = 0;
    return scale * cross_entropy<double>(logits, labels, scale, d, &counted);
  };
  MatD d_logits;
  int counted = 0;
  const double total = cross_entropy<double>(logits, labels, scale, d_logits, &counted);
  EXPECT_EQ(counted, 3);
  // The loss of row 0 by its definition, −log softmax.
  double sum = 0;
  for (int j = 0; j < 6; ++j) sum += std::exp(logits(0, j));
  double expected = -std::log(std::exp(logits(0, 2)) / sum);
  sum = 0;
  for (int j = 0; j < 6; ++j) sum += std::exp(logits(2, j));
  expected += -std::log(std::exp(logits(2, 0)) / sum);
  EXPECT_NEAR(total, expected + 0.0, 1e-12 + std::fabs(expected) * 1e-12 + 1e-9);
  EXPECT_EQ(d_logits.row(1).cwiseAbs().sum(), 0.0);  // ignored rows give no gradient
  EXPECT_EQ(d_logits.row(4).cwiseAbs().sum(), 0.0);
  EXPECT_TRUE(matches_finite_differences("logits", logits.data(), logits.size(), loss,
                                         d_logits.data()));
}

// ---- Attention --------------------------------------------------------------------------------
// Its forward pass in double, as the lesson defines it, keeping what the backward needs.

struct AttentionForward {
  std::vector<MatD> q, k, v, p;
  MatD concat, output;
};

AttentionForward attention_forward(const MatD& x_q, const MatD& x_kv, const MatD& w_q,
                                   const MatD& w_k, const MatD& w_v, const MatD& w_o, int heads,
                                   const Eigen::Matrix<bool, -1, -1, Eigen::RowMajor>& mask,
                                   double divisor, const std::vector<char>& ablated) {
  const Eigen::Index d = w_q.rows(), d_k = d / heads;
  AttentionForward f;
  const MatD q = x_q * w_q, k = x_kv * w_k, v = x_kv * w_v;
  f.concat = MatD::Zero(x_q.rows(), d);
  for (int h = 0; h < heads; ++h) {
    f.q.push_back(q.middleCols(h * d_k, d_k));
    f.k.push_back(k.middleCols(h * d_k, d_k));
    f.v.push_back(v.middleCols(h * d_k, d_k));
    MatD s = f.q.back() * f.k.back().transpose() / divisor;
    MatD p = MatD::Zero(s.rows(), s.cols());
    for (Eigen::Index i = 0; i < s.rows(); ++i) {
      double top = -INFINITY;
      for (Eigen::Index j = 0; j < s.cols(); ++j) {
        if (!mask(i, j)) top = std::max(top, s(i, j));
      }
      double sum = 0;
      for (Eigen::Index j = 0; j < s.cols(); ++j) {
        if (!mask(i, j)) sum += (p(i, j) = std::exp(s(i, j) - top));
      }
      if (sum > 0) p.row(i) /= sum;
    }
    f.p.push_back(p);
    if (ablated.empty() || ablated[static_cast<std::size_t>(h)] == 0) {
      f.concat.middleCols(h * d_k, d_k) = p * f.v.back();
    }
  }
  f.output = f.concat * w_o;
  return f;
}

AttentionCache<double> cache_of(const AttentionForward& f, double divisor,
                                const std::vector<char>& ablated) {
  AttentionCache<double> c;
  for (std::size_t h = 0; h < f.p.size(); ++h) {
    c.q.emplace_back(f.q[h].data(), f.q[h].rows(), f.q[h].cols());
    c.k.emplace_back(f.k[h].data(), f.k[h].rows(), f.k[h].cols());
    c.v.emplace_back(f.v[h].data(), f.v[h].rows(), f.v[h].cols());
    c.p.emplace_back(f.p[h].data(), f.p[h].rows(), f.p[h].cols(), Eigen::OuterStride<>(f.p[h].outerStride()));
  }
  new (&c.concat) ConstMatMap<double>(f.concat.data(), f.concat.rows(), f.concat.cols());
  c.divisor = divisor;
  c.ablated = ablated;
  return c;
}

struct GradientCase {
  std::string name;
  bool self;
  bool causal;
  std::vector<char> ablated;
};

class AttentionGradients : public ::testing::TestWithParam<GradientCase> {};

TEST_P(AttentionGradients, ByTheInputsAndTheFourWeights) {
  const GradientCase& c = GetParam();
  const int heads = 3, d = 6;
  const Eigen::Index t_q = 5, t_k = c.self ? 5 : 4;
  MatD x_q = random_matrix(t_q, d, 60, 1.5);
  MatD x_kv = c.self ? x_q : random_matrix(t_k, d, 61, 1.5);
  MatD w_q = random_matrix(d, d, 62), w_k = random_matrix(d, d, 63);
  MatD w_v = random_matrix(d, d, 64), w_o = random_matrix(d, d, 65);
  Eigen::Matrix<bool, -1, -1, Eigen::RowMajor> mask =
      Eigen::Matrix<bool, -1, -1, Eigen::RowMajor>::Constant(t_q, t_k, false);
  for (Eigen::Index i = 0; i < t_q; ++i) {
    for (Eigen::Index j = 0; j < t_k; ++j) mask(i, j) = c.causal && j > i;
  }
  if (!c.self) mask.col(t_k - 1).setConstant(true);  // a padded source key
  const double divisor = std::sqrt(2.0);
  const MatD r = random_matrix(t_q, d, 66);
  auto loss = [&] {
    const MatD& kv = c.self ? x_q : x_kv;
    return weighted_sum(
        attention_forward(x_q, kv, w_q, w_k, w_v, w_o, heads, mask, divisor, c.ablated).output,
        r);
  };
  const AttentionForward f =
      attention_forward(x_q, x_kv, w_q, w_k, w_v, w_o, heads, mask, divisor, c.ablated);
  const AttentionCache<double> cache = cache_of(f, divisor, c.ablated);
  MatD d_wq = MatD::Zero(d, d), d_wk = MatD::Zero(d, d), d_wv = MatD::Zero(d, d),
       d_wo = MatD::Zero(d, d), d_xq, d_xkv;
  auto dwq = map(d_wq);
  auto dwk = map(d_wk);
  auto dwv = map(d_wv);
  auto dwo = map(d_wo);
  attention_backward<double>(cache, x_q, x_kv, cmap(w_q), cmap(w_k), cmap(w_v), cmap(w_o), r,
                             d_xq, d_xkv, dwq, dwk, dwv, dwo);
  if (c.self) {
    const MatD d_x = d_xq + d_xkv;
    EXPECT_TRUE(matches_finite_differences("x", x_q.data(), x_q.size(), loss, d_x.data()));
  } else {
    EXPECT_TRUE(matches_finite_differences("y (queries)", x_q.data(), x_q.size(), loss,
                                           d_xq.data()));
    EXPECT_TRUE(matches_finite_differences("x (keys, values)", x_kv.data(), x_kv.size(), loss,
                                           d_xkv.data()));
    EXPECT_EQ(d_xkv.row(t_k - 1).cwiseAbs().sum(), 0.0);  // the padded key learns nothing
  }
  EXPECT_TRUE(matches_finite_differences("W_q", w_q.data(), w_q.size(), loss, d_wq.data()));
  EXPECT_TRUE(matches_finite_differences("W_k", w_k.data(), w_k.size(), loss, d_wk.data()));
  EXPECT_TRUE(matches_finite_differences("W_v", w_v.data(), w_v.size(), loss, d_wv.data()));
  EXPECT_TRUE(matches_finite_differences("W_o", w_o.data(), w_o.size(), loss, d_wo.data()));
  if (!c.ablated.empty()) {
    // Head 1 is off: its columns of W_q, W_k, W_v get nothing.
    EXPECT_EQ(d_wq.middleCols(2, 2).cwiseAbs().sum(), 0.0);
    EXPECT_EQ(d_wv.middleCols(2, 2).cwiseAbs().sum(), 0.0);
  }
}

INSTANTIATE_TEST_SUITE_P(
    Ops, AttentionGradients,
    ::testing::Values(GradientCase{"Self", true, false, {}},
                      GradientCase{"CausalSelf", true, true, {}},
                      GradientCase{"CrossWithPaddedKey", false, false, {}},
                      GradientCase{"CausalSelfWithHeadOff", true, true, {0, 1, 0}}),
    [](const ::testing::TestParamInfo<GradientCase>& info) { return info.param.name; });

}  // namespace
