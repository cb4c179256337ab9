// The attention of today's decoders in the engine: grouped K/V heads, a head width apart
// from D / H, biases, the per-head q/k RMSNorm and rotary positions, on every kernel set and
// detail, against the same attention written out in double here; and RoPE's frequencies,
// llama3's rescaling and the property that makes it a position code (the score depends on
// the distance only).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "core/attention/multi_head.hpp"
#include "core/attention/reference.hpp"
#include "core/attention/rotary.hpp"
#include "core/base/random.hpp"
#include "core/kernels/kernels.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using kernels::KernelSet;
using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

Matrix random_matrix(Eigen::Index rows, Eigen::Index cols, float scale, std::uint64_t seed) {
  SplitMix64 r(seed);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) {
    m.data()[i] = scale * (static_cast<float>(r.next() >> 40) / static_cast<float>(1 << 24) * 2.0f - 1.0f);
  }
  return m;
}

// Sizes: T = 37 tokens, D = 24, H = 6 query heads of d_k = 6 (H·d_k = 36 ≠ D), H_kv = 2.
// Each head's q and k normalized and all of it turned; or (whole) q and k normalized over
// every head's columns at once (OLMo 2) and only the first `turned` values of each head
// turned (GPT-NeoX, Phi).
struct GqaCase {
  static constexpr int kT = 37, kD = 24, kH = 6, kKv = 2, kDk = 6;
  Matrix x = random_matrix(kT, kD, 1.0f, 1);
  MhaWeights w;
  AttentionConfig config;
  bool whole = false;
  int turned = kDk;
  explicit GqaCase(bool whole_norm = false, int turned_values = kDk) : whole(whole_norm), turned(turned_values) {
    w.w_q = random_matrix(kD, kH * kDk, 0.5f, 2);
    w.w_k = random_matrix(kD, kKv * kDk, 0.5f, 3);
    w.w_v = random_matrix(kD, kKv * kDk, 0.5f, 4);
    w.w_o = random_matrix(kH * kDk, kD, 0.3f, 5);
    w.b_q = random_matrix(1, kH * kDk, 0.2f, 6);
    w.b_k = random_matrix(1, kKv * kDk, 0.2f, 7);
    w.b_v = random_matrix(1, kKv * kDk, 0.2f, 8);
    w.q_norm = (random_matrix(1, whole ? kH * kDk : kDk, 0.3f, 9).array() + 1.0f).matrix();
    w.k_norm = (random_matrix(1, whole ? kKv * kDk : kDk, 0.3f, 10).array() + 1.0f).matrix();
    w.qk_norm_eps = 1e-6f;
    config.d_model = kD;
    config.heads = kH;
    config.kv_heads = kKv;
    config.head_dim = kDk;
    config.causal = true;
    config.rotation = Rotation{make_rotation_table(rope_frequencies(turned, 100.0, {}), 64), 0};
  }
};

// The definition in double: each head's q and k normalized and turned by position, query
// head h reading K/V head h / (H / H_kv), causal softmax; the weights of every head.
std::vector<MatrixD> weights_in_double(const GqaCase& s) {
  const MatrixD x = s.x.cast<double>();
  MatrixD q = x * s.w.w_q.cast<double>();
  MatrixD k = x * s.w.w_k.cast<double>();
  MatrixD v = x * s.w.w_v.cast<double>();
  q.rowwise() += s.w.b_q.cast<double>().row(0);
  k.rowwise() += s.w.b_k.cast<double>().row(0);
  v.rowwise() += s.w.b_v.cast<double>().row(0);
  const int dk = GqaCase::kDk;
  const int r = s.turned;
  const auto finish = [&](MatrixD& m, int heads, const Matrix& norm) {
    if (s.whole) {
      for (Eigen::Index i = 0; i < m.rows(); ++i) {
        const double rms = std::sqrt(m.row(i).squaredNorm() / static_cast<double>(m.cols()) + 1e-6);
        for (Eigen::Index c = 0; c < m.cols(); ++c) m(i, c) = m(i, c) / rms * norm(0, c);
      }
    }
    for (int h = 0; h < heads; ++h) {
      for (Eigen::Index i = 0; i < m.rows(); ++i) {
        auto row = m.row(i).segment(h * dk, dk);
        if (!s.whole) {
          const double rms = std::sqrt(row.squaredNorm() / dk + 1e-6);
          for (int c = 0; c < dk; ++c) row(c) = row(c) / rms * norm(0, c);
        }
        // The pairs (c, c + r/2) of the first r values, at frequencies of width r.
        for (int c = 0; c < r / 2; ++c) {
          const double angle = static_cast<double>(i) * std::pow(100.0, -2.0 * c / r);
          const double a = row(c), b = row(c + r / 2);
          row(c) = a * std::cos(angle) - b * std::sin(angle);
          row(c + r / 2) = b * std::cos(angle) + a * std::sin(angle);
        }
      }
    }
  };
  finish(q, GqaCase::kH, s.w.q_norm);
  finish(k, GqaCase::kKv, s.w.k_norm);
  std::vector<MatrixD> out;
  // Scores ÷ sqrt(scale_dim or d_k), soft-capped, keys within the window up to the query.
  const double dim = s.config.scale_dim > 0.0f ? s.config.scale_dim : dk;
  const double cap = s.config.softcap;
  const Eigen::Index window = s.config.window;
  for (int h = 0; h < GqaCase::kH; ++h) {
    const int g = h / (GqaCase::kH / GqaCase::kKv);
    MatrixD scores = q.middleCols(h * dk, dk) * k.middleCols(g * dk, dk).transpose() / std::sqrt(dim);
    if (cap > 0.0) scores = scores.unaryExpr([&](double v) { return cap * std::tanh(v / cap); });
    MatrixD w = MatrixD::Zero(scores.rows(), scores.cols());
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
      const Eigen::Index first = window > 0 ? std::max<Eigen::Index>(0, i - window + 1) : 0;
      const double top = scores.row(i).segment(first, i + 1 - first).maxCoeff();
      double sum = 0.0;
      for (Eigen::Index j = first; j <= i; ++j) sum += w(i, j) = std::exp(scores(i, j) - top);
      w.row(i) /= sum;
    }
    out.push_back(w);
  }
  return out;
}


using GroupedRotary = attn::testing::EachKernelSet;
INSTANTIATE_TEST_SUITE_P(Paths, GroupedRotary, attn::testing::every_kernel_set(), attn::testing::kernel_set_name);

TEST_P(GroupedRotary, EveryDetailAndTheReferenceGiveTheWeightsComputedInDouble) {
  GqaCase s;
  const std::vector<MatrixD> expected = weights_in_double(s);
  // Sums of d_k = 6 products and softmaxes over at most 37 keys, in float: a few ulps of 1.
  const double tolerance = 2e-6;
  for (const TraceDetail detail : {TraceDetail::Full, TraceDetail::Weights}) {
    s.config.detail = detail;
    const AttentionTrace fast = multi_head_attention(s.x, Matrix(), s.w, s.config);
    const AttentionTrace plain = reference_multi_head_attention(s.x, Matrix(), s.w, s.config);
    ASSERT_EQ(fast.heads.size(), 6u);
    EXPECT_EQ(fast.concat.cols(), 36);
    EXPECT_EQ(fast.output.cols(), 24);
    for (int h = 0; h < GqaCase::kH; ++h) {
      const Matrix e = expected[static_cast<std::size_t>(h)].cast<float>();
      EXPECT_TRUE(testing::check_matrix("fast head " + std::to_string(h), fast.heads[static_cast<std::size_t>(h)].weights, e, tolerance));
      EXPECT_TRUE(testing::check_matrix("reference head " + std::to_string(h), plain.heads[static_cast<std::size_t>(h)].weights, e, tolerance));
    }
    EXPECT_TRUE(testing::check_matrix("output", fast.output, plain.output, 1e-5, 1e-5));
    // Heads 0, 1, 2 share K/V head 0: their keys are the same rotated rows.
    EXPECT_EQ(fast.heads[0].k, fast.heads[2].k);
    EXPECT_EQ(fast.heads[1].v, fast.heads[0].v);
    EXPECT_NE(fast.heads[0].k, fast.heads[3].k);
  }
}

TEST_P(GroupedRotary, ANormOverEveryHeadAndAPartRotatedAreComputedAsWrittenOut) {
  for (const auto& [whole, turned] : {std::pair{true, 6}, std::pair{false, 4}, std::pair{true, 2}}) {
    SCOPED_TRACE(std::string(whole ? "whole-row norm, " : "per-head norm, ") + std::to_string(turned) + " of 6 turned");
    GqaCase s(whole, turned);
    const std::vector<MatrixD> expected = weights_in_double(s);
    for (const TraceDetail detail : {TraceDetail::Full, TraceDetail::Weights}) {
      s.config.detail = detail;
      const AttentionTrace fast = multi_head_attention(s.x, Matrix(), s.w, s.config);
      const AttentionTrace plain = reference_multi_head_attention(s.x, Matrix(), s.w, s.config);
      for (int h = 0; h < GqaCase::kH; ++h) {
        const Matrix e = expected[static_cast<std::size_t>(h)].cast<float>();
        const auto at = static_cast<std::size_t>(h);
        EXPECT_TRUE(testing::check_matrix("fast head " + std::to_string(h), fast.heads[at].weights, e, 2e-6));
        EXPECT_TRUE(testing::check_matrix("reference head " + std::to_string(h), plain.heads[at].weights, e, 2e-6));
        // One head's q and k made alone (the Pipeline's) are the trace's.
        EXPECT_TRUE(testing::check_matrix("q alone", head_projection(s.x, s.w, s.config, h, false, true),
                                          fast.heads[at].q, 1e-5, 1e-5));
        EXPECT_TRUE(testing::check_matrix("k alone", head_projection(s.x, s.w, s.config, h, true, true),
                                          fast.heads[at].k, 1e-5, 1e-5));
      }
    }
  }
  // A rotation wider than the head, or of an odd width, is refused.
  GqaCase s;
  s.config.rotation = Rotation{make_rotation_table(rope_frequencies(8, 100.0, {}), 64), 0};
  EXPECT_THROW(multi_head_attention(s.x, Matrix(), s.w, s.config), AttentionError);
  // A norm neither one head's nor every head's width is refused.
  s = GqaCase();
  s.w.q_norm = Matrix::Ones(1, 12);
  EXPECT_THROW(multi_head_attention(s.x, Matrix(), s.w, s.config), AttentionError);
}

TEST_P(GroupedRotary, AWindowSoftCappedScoresAndAnotherScaleAreComputedAsWrittenOut) {
  // Gemma's local layers: a window of 5 keys, scores capped at 1.5 after ÷ √9 in place of √6.
  GqaCase s;
  s.config.window = 5;
  s.config.softcap = 1.5f;
  s.config.scale_dim = 9.0f;
  const std::vector<MatrixD> expected = weights_in_double(s);
  for (const TraceDetail detail : {TraceDetail::Full, TraceDetail::Weights}) {
    s.config.detail = detail;
    const AttentionTrace fast = multi_head_attention(s.x, Matrix(), s.w, s.config);
    const AttentionTrace plain = reference_multi_head_attention(s.x, Matrix(), s.w, s.config);
    for (int h = 0; h < GqaCase::kH; ++h) {
      const Matrix e = expected[static_cast<std::size_t>(h)].cast<float>();
      const auto at = static_cast<std::size_t>(h);
      EXPECT_TRUE(testing::check_matrix("fast head " + std::to_string(h), fast.heads[at].weights, e, 2e-6));
      EXPECT_TRUE(testing::check_matrix("reference head " + std::to_string(h), plain.heads[at].weights, e, 2e-6));
      // Query 10 sees keys 6 … 10 only.
      EXPECT_EQ(fast.heads[at].weights.view().row(10).head(6).maxCoeff(), 0.0f);
      EXPECT_GT(fast.heads[at].weights.view()(10, 6), 0.0f);
    }
    // The scaled scores the Pipeline shows are capped, and one head's detail is the same.
    const HeadTrace detail0 = head_detail(fast, 0, s.config);
    const Matrix visible = detail0.scaled.unaryExpr([](float v) { return std::isfinite(v) ? v : 0.0f; });
    EXPECT_LE(visible.cwiseAbs().maxCoeff(), 1.5f);
    EXPECT_TRUE(testing::check_matrix("scaled", visible,
                                      plain.heads[0].scaled.unaryExpr([](float v) { return std::isfinite(v) ? v : 0.0f; }),
                                      1e-5, 1e-5));
  }
  // A negative cap is refused.
  s.config.softcap = -1.0f;
  EXPECT_THROW(multi_head_attention(s.x, Matrix(), s.w, s.config), AttentionError);
}

TEST_P(GroupedRotary, ShapesThatDoNotFitAreRefusedByName) {
  GqaCase s;
  s.config.kv_heads = 4;  // 6 query heads cannot share 4 K/V heads evenly
  EXPECT_THROW(
      {
        try {
          multi_head_attention(s.x, Matrix(), s.w, s.config);
        } catch (const AttentionError& e) {
          EXPECT_NE(std::string(e.what()).find("not a multiple of the 4 K/V heads"), std::string::npos) << e.what();
          throw;
        }
      },
      AttentionError);
  GqaCase t;
  t.w.w_k = random_matrix(GqaCase::kD, GqaCase::kH * GqaCase::kDk, 0.5f, 3);  // one K per query head
  try {
    multi_head_attention(t.x, Matrix(), t.w, t.config);
    FAIL() << "a W_k for 6 heads was taken for 2 K/V heads";
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("W_k must be 24×12"), std::string::npos) << e.what();
  }
  GqaCase u;
  u.config.rotation = Rotation{make_rotation_table(rope_frequencies(GqaCase::kDk, 100.0, {}), 16), 0};
  try {
    multi_head_attention(u.x, Matrix(), u.w, u.config);
    FAIL() << "37 tokens were rotated by a table of 16 positions";
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("past the rotation's table"), std::string::npos) << e.what();
  }
}

TEST_P(GroupedRotary, TheScoreByDistanceIsTheTracesScoreOfEveryPairThatFarApart) {
  GqaCase s;
  s.config.detail = TraceDetail::Full;
  const AttentionTrace trace = multi_head_attention(s.x, Matrix(), s.w, s.config);
  const int h = 4;  // reads K/V head 1
  const Matrix q = head_projection(s.x, s.w, s.config, h, false, false);
  const Matrix k = head_projection(s.x, s.w, s.config, h, true, false);
  EXPECT_TRUE(testing::check_matrix("rotated q", head_projection(s.x, s.w, s.config, h, false, true),
                                    trace.heads[h].q, 1e-5, 1e-5));
  EXPECT_TRUE(testing::check_matrix("rotated k", head_projection(s.x, s.w, s.config, h, true, true),
                                    trace.heads[h].k, 1e-5, 1e-5));
  // Query 30 against key 12 in the trace, and the same two vectors moved to distance 18.
  const std::vector<float> by_distance =
      scores_by_distance(q.row(30).data(), k.row(12).data(), GqaCase::kDk, *s.config.rotation.table, 19,
                         std::sqrt(static_cast<float>(GqaCase::kDk)));
  EXPECT_NEAR(by_distance[18], trace.heads[h].scaled(30, 12), 1e-5);
  EXPECT_NEAR(by_distance[0], (q.row(30) * k.row(12).transpose())(0, 0) / std::sqrt(6.0f), 1e-5);
}

TEST(Rotary, TheScoreOfARotatedPairDependsOnlyOnTheirDistance) {
  const auto table = make_rotation_table(rope_frequencies(8, 10000.0, {}), 64);
  const Matrix q0 = random_matrix(1, 8, 1.0f, 11);
  const Matrix k0 = random_matrix(1, 8, 1.0f, 12);
  const auto score = [&](int i, int j) {
    Matrix q = q0, k = k0;
    rotate_rows(q.data(), 8, 1, 8, *table, i);
    rotate_rows(k.data(), 8, 1, 8, *table, j);
    return (q * k.transpose())(0, 0);
  };
  EXPECT_NEAR(score(5, 2), score(40, 37), 1e-5);
  EXPECT_NEAR(score(9, 9), score(0, 0), 1e-5);
  EXPECT_NEAR(score(0, 0), (q0 * k0.transpose())(0, 0), 1e-6);  // position 0 turns nothing
  EXPECT_GT(std::abs(score(5, 2) - score(5, 4)), 1e-3);          // the distance does matter
}

TEST(Rotary, Llama3KeepsTheHighFrequenciesSlowsTheLowOnesAndBlendsBetween) {
  // Llama 3.1's settings on d_k = 128, θ = 500000.
  RopeScaling s;
  s.kind = RopeScaling::Kind::Llama3;
  s.factor = 8.0;
  s.low_freq_factor = 1.0;
  s.high_freq_factor = 4.0;
  s.original_context = 8192;
  const std::vector<double> plain = rope_frequencies(128, 500000.0, {});
  const std::vector<double> scaled = rope_frequencies(128, 500000.0, s);
  ASSERT_EQ(scaled.size(), 64u);
  int kept = 0, slowed = 0, blended = 0;
  for (std::size_t c = 0; c < 64; ++c) {
    const double wavelength = 2.0 * 3.14159265358979323846 / plain[c];
    if (wavelength < 8192.0 / 4.0) {
      EXPECT_DOUBLE_EQ(scaled[c], plain[c]);
      ++kept;
    } else if (wavelength > 8192.0) {
      EXPECT_DOUBLE_EQ(scaled[c], plain[c] / 8.0);
      ++slowed;
    } else {
      const double smooth = (8192.0 / wavelength - 1.0) / 3.0;
      EXPECT_NEAR(scaled[c], (1.0 - smooth) * plain[c] / 8.0 + smooth * plain[c], 1e-15);
      ++blended;
    }
  }
  EXPECT_GT(kept, 0);
  EXPECT_GT(slowed, 0);
  EXPECT_GT(blended, 0);
  EXPECT_DOUBLE_EQ(plain[0], 1.0);
  EXPECT_NEAR(plain[1], std::pow(500000.0, -2.0 / 128.0), 1e-15);
  RopeScaling linear;
  linear.kind = RopeScaling::Kind::Linear;
  linear.factor = 4.0;
  EXPECT_DOUBLE_EQ(rope_frequencies(128, 500000.0, linear)[5], plain[5] / 4.0);
  EXPECT_THROW(rope_frequencies(7, 10000.0, {}), AttentionError);
  EXPECT_THROW(rope_frequencies(8, 0.5, {}), AttentionError);
}

}  // namespace
}  // namespace attn
