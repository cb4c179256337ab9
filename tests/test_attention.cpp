// multi_head_attention: hand-worked cases, properties, and refusals. Where a result is
// compared with numbers computed another way, the comparison is with the definition in
// double, within the bound of a float computation of that size (reference.hpp).
#include <cmath>
#include <limits>
#include <string>

#include <gtest/gtest.h>

#include "core/attention/attention.hpp"
#include "core/model/weights.hpp"
#include "reference.hpp"
#include "test_helpers.hpp"

using namespace attn;
using attn::testing::check_agree;
using attn::testing::check_bounded;
using attn::testing::check_matrix;
using attn::testing::message_of;
using attn::testing::reference_attention;
using attn::testing::ReferenceTrace;
using attn::testing::uniform_matrix;

namespace {

MhaWeights identity_weights(int d) {
  return {Matrix::Identity(d, d), Matrix::Identity(d, d), Matrix::Identity(d, d),
          Matrix::Identity(d, d)};
}

AttentionConfig config_of(int d, int h, bool causal = false) {
  AttentionConfig c;
  c.d_model = d;
  c.heads = h;
  c.causal = causal;
  return c;
}

}  // namespace

TEST(Attention, HandWorkedTwoTokensOneHead) {
  // X = I (2×2), identity weights: Q = K = V = I, scores = I, scaled = I/√2.
  const Matrix x = Matrix::Identity(2, 2);
  const AttentionTrace t = multi_head_attention(x, x, identity_weights(2), config_of(2, 1));
  const float a = std::exp(1.0f / std::sqrt(2.0f));  // e^{0.7071} = 2.028115
  Matrix expected(2, 2);
  expected << a / (a + 1), 1 / (a + 1), 1 / (a + 1), a / (a + 1);
  ASSERT_EQ(t.heads.size(), 1u);
  EXPECT_NEAR(expected(0, 0), 0.669762f, 1e-6f);  // the lesson's hand calculation
  EXPECT_TRUE(check_matrix("scores", t.heads[0].scores, Matrix::Identity(2, 2), 0));
  const ReferenceTrace r = reference_attention(x, x, identity_weights(2), config_of(2, 1));
  EXPECT_NEAR(r.heads[0].weights.value(0, 0), 0.669762, 1e-6);
  EXPECT_TRUE(check_bounded("weights", t.heads[0].weights, r.heads[0].weights));
  EXPECT_TRUE(check_bounded("context", t.heads[0].context, r.heads[0].context));
  EXPECT_TRUE(check_bounded("output", t.output, r.output));
  EXPECT_EQ(t.d_k, 2);
  EXPECT_TRUE(t.warnings.empty());
}

TEST(Attention, HandWorkedThreeTokensTwoHeadsCausal) {
  // d_k = 1. Head 0 sees column 0 of X = (1, 0, 2); head 1 column 1 = (2, 1, 0).
  Matrix x(3, 2);
  x << 1, 2, 0, 1, 2, 0;
  const AttentionTrace t =
      multi_head_attention(x, x, identity_weights(2), config_of(2, 2, /*causal=*/true));
  Matrix scores0(3, 3);
  scores0 << 1, 0, 2, 0, 0, 0, 2, 0, 4;
  EXPECT_TRUE(check_matrix("head 0 scores", t.heads[0].scores, scores0, 0));
  const float inf = std::numeric_limits<float>::infinity();
  Matrix scaled0(3, 3);
  scaled0 << 1, -inf, -inf, 0, 0, -inf, 2, 0, 4;
  EXPECT_TRUE(check_matrix("head 0 scaled", t.heads[0].scaled, scaled0, 0));
  const double e2 = std::exp(2.0), e4 = std::exp(4.0), s = e2 + 1 + e4;
  const ReferenceTrace r = reference_attention(x, x, identity_weights(2), config_of(2, 2, true));
  attn::testing::MatrixD w0(3, 3);
  w0 << 1, 0, 0, 0.5, 0.5, 0, e2 / s, 1 / s, e4 / s;
  EXPECT_LT((r.heads[0].weights.value - w0).cwiseAbs().maxCoeff(), 1e-15);
  EXPECT_TRUE(check_bounded("head 0 weights", t.heads[0].weights, r.heads[0].weights));
  // Head 1: scores = (2,1,0)ᵀ(2,1,0) = [[4,2,0],[2,1,0],[0,0,0]]. Row 1 sees logits
  // (2, 1); row 2 has logits (0, 0, 0), so uniform weights over the three values.
  attn::testing::MatrixD context(3, 2);
  const double a = std::exp(2.0), b = std::exp(1.0);
  context << 1, 2,                                   //
      0.5, (a * 2 + b * 1) / (a + b),                //
      (e2 * 1 + e4 * 2) / s, (2.0 + 1.0 + 0.0) / 3.0;
  EXPECT_LT((r.concat.value - context).cwiseAbs().maxCoeff(), 1e-15);
  EXPECT_TRUE(check_bounded("concat", t.concat, r.concat));
}

TEST(Attention, RowsSumToOneAndMaskedAreZero) {
  const Matrix x = uniform_matrix(9, 16, 1);
  const AttentionTrace t =
      multi_head_attention(x, x, random_weights(16, 7), config_of(16, 4, true));
  const ReferenceTrace r = reference_attention(x, x, random_weights(16, 7), config_of(16, 4, true));
  for (std::size_t head = 0; head < t.heads.size(); ++head) {
    const HeadTrace& h = t.heads[head];
    for (Eigen::Index i = 0; i < h.weights.rows(); ++i) {
      // Each weight within its bound, and the float sum of i + 1 of them.
      const double allowed = r.heads[head].weights.bound.row(i).sum() + attn::testing::gamma_n(i + 1);
      EXPECT_NEAR(h.weights.row(i).cast<double>().sum(), 1.0, allowed);
      for (Eigen::Index j = i + 1; j < h.weights.cols(); ++j) {
        EXPECT_EQ(h.weights(i, j), 0.0f);
        EXPECT_TRUE(std::isinf(h.scaled(i, j)) && h.scaled(i, j) < 0);
      }
    }
  }
}

TEST(Attention, PermutingKeysPermutesWeightColumns) {
  // Cross-attention: permute the rows of X (the keys); Y (queries) stays.
  const Matrix x = uniform_matrix(5, 8, 2), y = uniform_matrix(3, 8, 3);
  const MhaWeights w = random_weights(8, 11);
  AttentionConfig c = config_of(8, 2);
  c.mode = AttentionMode::Cross;
  const int perm[] = {3, 0, 4, 1, 2};
  Matrix xp(5, 8);
  for (int i = 0; i < 5; ++i) xp.row(i) = x.row(perm[i]);
  const AttentionTrace a = multi_head_attention(x, y, w, c);
  const AttentionTrace b = multi_head_attention(xp, y, w, c);
  const ReferenceTrace ra = reference_attention(x, y, w, c);
  const ReferenceTrace rb = reference_attention(xp, y, w, c);
  for (std::size_t h = 0; h < a.heads.size(); ++h) {
    Matrix permuted(3, 5);
    attn::testing::MatrixD permuted_bound(3, 5);
    for (int j = 0; j < 5; ++j) {
      permuted.col(j) = a.heads[h].weights.view().col(perm[j]);
      permuted_bound.col(j) = ra.heads[h].weights.bound.col(perm[j]);
    }
    EXPECT_TRUE(check_agree("weights", b.heads[h].weights, permuted, rb.heads[h].weights.bound,
                            permuted_bound));
  }
  EXPECT_TRUE(check_agree("output", b.output, a.output, rb.output.bound, ra.output.bound));
}

TEST(Attention, OneHeadEqualsPlainScaledDotProduct) {
  const Matrix x = uniform_matrix(6, 8, 4);
  const MhaWeights w = random_weights(8, 5);
  const AttentionTrace t = multi_head_attention(x, x, w, config_of(8, 1));
  // softmax(X·W_q·(X·W_k)ᵀ / √8)·X·W_v·W_o, written out in double.
  const attn::testing::MatrixD xd = x.cast<double>();
  const attn::testing::MatrixD q = xd * w.w_q.cast<double>(), k = xd * w.w_k.cast<double>();
  const attn::testing::MatrixD v = xd * w.w_v.cast<double>();
  attn::testing::MatrixD logits = q * k.transpose() / std::sqrt(8.0);
  attn::testing::MatrixD p = (logits.colwise() - logits.rowwise().maxCoeff()).array().exp();
  p = p.array().colwise() / p.rowwise().sum().array();
  const ReferenceTrace r = reference_attention(x, x, w, config_of(8, 1));
  EXPECT_TRUE(check_bounded("weights", t.heads[0].weights, {p, r.heads[0].weights.bound}));
  EXPECT_TRUE(check_bounded("output", t.output, {p * v * w.w_o.cast<double>(), r.output.bound}));
}

TEST(Attention, CrossWithYEqualToXEqualsSelf) {
  const Matrix x = uniform_matrix(5, 12, 6);
  const MhaWeights w = random_weights(12, 8);
  AttentionConfig self = config_of(12, 3);
  AttentionConfig cross = self;
  cross.mode = AttentionMode::Cross;
  const AttentionTrace a = multi_head_attention(x, x, w, self);
  const AttentionTrace b = multi_head_attention(x, x, w, cross);
  for (std::size_t h = 0; h < 3; ++h) {
    EXPECT_TRUE(check_matrix("weights", b.heads[h].weights, a.heads[h].weights, 0));
  }
  EXPECT_TRUE(check_matrix("output", b.output, a.output, 0));
}

TEST(Attention, ScalingOffEqualsTemperatureSqrtDk) {
  const Matrix x = uniform_matrix(4, 16, 9);
  const MhaWeights w = random_weights(16, 10);
  AttentionConfig off = config_of(16, 4);
  off.scale = false;
  off.temperature = std::sqrt(4.0f);  // d_k = 4
  AttentionConfig on = config_of(16, 4);
  const AttentionTrace a = multi_head_attention(x, x, w, off);
  const AttentionTrace b = multi_head_attention(x, x, w, on);
  const ReferenceTrace ra = reference_attention(x, x, w, off);
  const ReferenceTrace rb = reference_attention(x, x, w, on);
  for (std::size_t h = 0; h < 4; ++h) {
    EXPECT_TRUE(check_agree("weights", a.heads[h].weights, b.heads[h].weights,
                            ra.heads[h].weights.bound, rb.heads[h].weights.bound));
  }
}

TEST(Attention, HigherTemperatureFlattens) {
  const Matrix x = uniform_matrix(6, 8, 12);
  const MhaWeights w = random_weights(8, 13);
  AttentionConfig hot = config_of(8, 1);
  hot.temperature = 100.0f;
  const AttentionTrace t = multi_head_attention(x, x, w, hot);
  EXPECT_LT((t.heads[0].weights.view().array() - 1.0f / 6.0f).abs().maxCoeff(), 0.01f);
}

TEST(Attention, KeyPaddingHidesKeys) {
  const Matrix x = uniform_matrix(4, 8, 14);
  AttentionConfig c = config_of(8, 2);
  c.key_padding = {false, true, false, true};
  const AttentionTrace t = multi_head_attention(x, x, random_weights(8, 1), c);
  const ReferenceTrace r = reference_attention(x, x, random_weights(8, 1), c);
  for (std::size_t head = 0; head < t.heads.size(); ++head) {
    const HeadTrace& h = t.heads[head];
    EXPECT_EQ(h.weights.view().col(1).cwiseAbs().sum(), 0.0f);
    EXPECT_EQ(h.weights.view().col(3).cwiseAbs().sum(), 0.0f);
    EXPECT_TRUE(check_bounded("weights", h.weights, r.heads[head].weights));
  }
}

TEST(Attention, FullyMaskedRowGivesZerosAndWarning) {
  const Matrix x = uniform_matrix(3, 4, 15);
  AttentionConfig c = config_of(4, 1, true);
  c.key_padding = {true, false, false};  // query 0 sees only key 0, which is padded
  const AttentionTrace t = multi_head_attention(x, x, random_weights(4, 2), c);
  EXPECT_TRUE(t.output.allFinite());
  EXPECT_EQ(t.heads[0].weights.row(0).sum(), 0.0f);
  EXPECT_EQ(t.heads[0].context.row(0).cwiseAbs().sum(), 0.0f);
  ASSERT_EQ(t.warnings.size(), 1u);
  EXPECT_NE(t.warnings[0].find("1 query row"), std::string::npos);
}

TEST(Attention, ArbitraryMaskIsApplied) {
  const Matrix x = uniform_matrix(3, 4, 16);
  AttentionConfig c = config_of(4, 1);
  c.mask = MaskMatrix::Constant(3, 3, false);
  c.mask(2, 0) = true;
  const AttentionTrace t = multi_head_attention(x, x, random_weights(4, 3), c);
  EXPECT_EQ(t.heads[0].weights(2, 0), 0.0f);
  EXPECT_GT(t.heads[0].weights(1, 0), 0.0f);
}

TEST(Attention, RefusalsNameTheBadValue) {
  const Matrix x = uniform_matrix(3, 6, 17);
  const MhaWeights w = random_weights(6, 4);
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(x, x, w, config_of(6, 4)); })
                .find("d_model 6 is not divisible by heads 4"),
            std::string::npos);
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(x, x, w, config_of(6, 0)); })
                .find("heads must be at least 1, got 0"),
            std::string::npos);
  AttentionConfig cross = config_of(6, 2, true);
  cross.mode = AttentionMode::Cross;
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(x, x, w, cross); }).find("causal"),
            std::string::npos);
  AttentionConfig cold = config_of(6, 2);
  cold.temperature = 0.0f;
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(x, x, w, cold); }).find("temperature"),
            std::string::npos);
  Matrix bad = x;
  bad(1, 2) = std::nanf("");
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(bad, bad, w, config_of(6, 2)); })
                .find("X has a non-finite value (nan) at row 1, column 2"),
            std::string::npos);
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(uniform_matrix(3, 5, 1), x, w, config_of(6, 2)); })
                .find("X must be 3×6, got 3×5"),
            std::string::npos);
  MhaWeights small = w;
  small.w_k = Matrix::Identity(5, 5);
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(x, x, small, config_of(6, 2)); })
                .find("W_k must be 6×6"),
            std::string::npos);
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(Matrix(0, 6), x, w, config_of(6, 2)); })
                .find("no tokens"),
            std::string::npos);
  MhaWeights huge = w;
  huge.w_q *= 1e30f;
  huge.w_k *= 1e30f;
  EXPECT_NE(message_of<AttentionError>([&] { multi_head_attention(x, x, huge, config_of(6, 2)); })
                .find("non-finite"),
            std::string::npos);
}

TEST(Attention, TooLargeIsRefusedBeforeAllocating) {
  // 200 000 tokens × 8 heads would need ~4.8 TB of intermediates: refused with the figure.
  const Matrix x = Matrix::Zero(200000, 8);
  const std::string message =
      message_of<AttentionError>([&] { multi_head_attention(x, x, random_weights(8, 1), config_of(8, 8)); });
  EXPECT_NE(message.find("MiB"), std::string::npos) << message;
  EXPECT_NE(message.find("200000 queries"), std::string::npos) << message;
}
