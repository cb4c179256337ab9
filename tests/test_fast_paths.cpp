// The engine's fast paths give the numbers of the plain definition: TraceDetail::Weights
// against Full, head_detail, recomputing into a used trace, the thread count, the tiled
// products against the BLAS, the vectorised softmax, and the pool that spreads the work.
#include <atomic>
#include <cstring>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "attention.hpp"
#include "parallel.hpp"
#include "softmax_kernel.hpp"
#include "tile_kernel.hpp"
#include "test_helpers.hpp"
#include "weights.hpp"

using namespace attn;
using attn::testing::check_matrix;

namespace {

Matrix random_matrix(int rows, int cols, std::uint64_t seed, float spread = 1.0f) {
  SplitMix64 rng(seed);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = spread * rng.normal();
  return m;
}

// One configuration of each kind of mask the bands and blocks must handle. T = 300 spans
// three blocks of query rows, the last one partial.
struct Shape {
  const char* name;
  AttentionMode mode;
  bool causal;
  bool padding;     // the last 40 keys masked, and key 7
  bool holes;       // an arbitrary mask with gaps inside rows and one fully masked row
  int t_q, t_k;
};

const Shape kShapes[] = {
    {"causal", AttentionMode::Self, true, false, false, 300, 300},
    {"no mask", AttentionMode::Self, false, false, false, 300, 300},
    {"causal + padding", AttentionMode::Self, true, true, false, 300, 300},
    {"arbitrary mask", AttentionMode::Self, false, false, true, 300, 300},
    {"cross", AttentionMode::Cross, false, false, false, 130, 300},
    {"cross + padding", AttentionMode::Cross, false, true, false, 257, 300},
};

AttentionConfig config_for(const Shape& s, TraceDetail detail, int threads = 0) {
  AttentionConfig c;
  c.d_model = 64;
  c.heads = 4;
  c.mode = s.mode;
  c.causal = s.causal;
  c.detail = detail;
  c.threads = threads;
  if (s.padding) {
    c.key_padding.assign(static_cast<std::size_t>(s.t_k), false);
    for (int j = s.t_k - 40; j < s.t_k; ++j) c.key_padding[static_cast<std::size_t>(j)] = true;
    c.key_padding[7] = true;
  }
  if (s.holes) {
    c.mask = MaskMatrix::Constant(s.t_q, s.t_k, false);
    for (int i = 0; i < s.t_q; ++i) {
      for (int j = 0; j < s.t_k; ++j) c.mask(i, j) = (i * 7 + j * 3) % 5 == 0;
    }
    c.mask.row(11).setConstant(true);
  }
  return c;
}

AttentionTrace run(const Shape& s, TraceDetail detail, int threads = 0) {
  const Matrix x = random_matrix(s.t_k, 64, 1);
  const Matrix y = random_matrix(s.t_q, 64, 2);
  return multi_head_attention(x, y, random_weights(64, 3), config_for(s, detail, threads));
}

::testing::AssertionResult same_bits(const Matrix& a, const Matrix& b) {
  if (a.rows() != b.rows() || a.cols() != b.cols()) {
    return ::testing::AssertionFailure() << "shapes differ";
  }
  for (Eigen::Index i = 0; i < a.size(); ++i) {
    if (std::memcmp(a.data() + i, b.data() + i, sizeof(float)) != 0) {
      return ::testing::AssertionFailure() << "cell " << i << ": " << a.data()[i] << " vs "
                                           << b.data()[i];
    }
  }
  return ::testing::AssertionSuccess();
}

void expect_same_trace(const AttentionTrace& a, const AttentionTrace& b) {
  ASSERT_EQ(a.heads.size(), b.heads.size());
  for (std::size_t h = 0; h < a.heads.size(); ++h) {
    EXPECT_TRUE(same_bits(a.heads[h].q, b.heads[h].q)) << "q of head " << h;
    EXPECT_TRUE(same_bits(a.heads[h].scores, b.heads[h].scores)) << "scores of head " << h;
    EXPECT_TRUE(same_bits(a.heads[h].weights, b.heads[h].weights)) << "weights of head " << h;
    EXPECT_TRUE(same_bits(a.heads[h].context, b.heads[h].context)) << "context of head " << h;
  }
  EXPECT_TRUE(same_bits(a.output, b.output));
  EXPECT_EQ(a.mask, b.mask);
  EXPECT_EQ(a.warnings, b.warnings);
}

// Every engine test runs twice: on the tiled products (where the CPU has AVX-512) and
// through the BLAS.
class FastPaths : public ::testing::TestWithParam<bool> {
 protected:
  void SetUp() override { tile::set_enabled(GetParam()); }
  void TearDown() override { tile::set_enabled(true); }
};

}  // namespace

INSTANTIATE_TEST_SUITE_P(Paths, FastPaths, ::testing::Values(true, false),
                         [](const ::testing::TestParamInfo<bool>& info) {
                           return info.param ? "Tiled" : "Blas";
                         });

TEST(FastPathKernels, TheTiledAndTheBlasPathsGiveTheSameNumbers) {
  if (!tile::available()) GTEST_SKIP() << "this CPU has no AVX-512: only the BLAS path runs";
  for (const Shape& s : kShapes) {
    SCOPED_TRACE(s.name);
    for (TraceDetail detail : {TraceDetail::Weights, TraceDetail::Full}) {
      const AttentionTrace tiled = run(s, detail);
      tile::set_enabled(false);
      const AttentionTrace blas = run(s, detail);
      tile::set_enabled(true);
      for (std::size_t h = 0; h < 4; ++h) {
        EXPECT_TRUE(check_matrix("q", tiled.heads[h].q, blas.heads[h].q, 1e-5, 1e-5));
        EXPECT_TRUE(check_matrix("v", tiled.heads[h].v, blas.heads[h].v, 1e-5, 1e-5));
        EXPECT_TRUE(check_matrix("weights", tiled.heads[h].weights, blas.heads[h].weights, 1e-6,
                                 1e-5));
        EXPECT_TRUE(check_matrix("context", tiled.heads[h].context, blas.heads[h].context, 1e-5,
                                 1e-5));
      }
      EXPECT_TRUE(check_matrix("output", tiled.output, blas.output, 1e-5, 1e-5));
      EXPECT_EQ(tiled.warnings, blas.warnings);
    }
  }
  // Head widths that are not a multiple of 16, and one wider than a panel.
  for (const auto& [d_model, heads] : {std::pair{60, 4}, std::pair{96, 1}, std::pair{36, 6}}) {
    SCOPED_TRACE("D " + std::to_string(d_model) + ", H " + std::to_string(heads));
    AttentionConfig c;
    c.d_model = d_model;
    c.heads = heads;
    c.causal = true;
    c.detail = TraceDetail::Weights;
    const Matrix x = random_matrix(77, d_model, 8);
    const MhaWeights w = random_weights(d_model, 9);
    const AttentionTrace tiled = multi_head_attention(x, x, w, c);
    tile::set_enabled(false);
    const AttentionTrace blas = multi_head_attention(x, x, w, c);
    tile::set_enabled(true);
    for (std::size_t h = 0; h < static_cast<std::size_t>(heads); ++h) {
      EXPECT_TRUE(check_matrix("weights", tiled.heads[h].weights, blas.heads[h].weights, 1e-6,
                               1e-5));
      EXPECT_TRUE(check_matrix("context", tiled.heads[h].context, blas.heads[h].context, 1e-5,
                               1e-5));
    }
    EXPECT_TRUE(check_matrix("output", tiled.output, blas.output, 1e-5, 1e-5));
  }
}

TEST_P(FastPaths, WeightsDetailGivesTheNumbersOfTheFullTrace) {
  for (const Shape& s : kShapes) {
    SCOPED_TRACE(s.name);
    const AttentionTrace full = run(s, TraceDetail::Full);
    const AttentionTrace lean = run(s, TraceDetail::Weights);
    ASSERT_EQ(lean.heads.size(), 4u);
    for (std::size_t h = 0; h < 4; ++h) {
      EXPECT_EQ(lean.heads[h].scores.size(), 0) << "Weights detail keeps no scores";
      EXPECT_EQ(lean.heads[h].scaled.size(), 0);
      EXPECT_TRUE(same_bits(lean.heads[h].q, full.heads[h].q));
      EXPECT_TRUE(same_bits(lean.heads[h].k, full.heads[h].k));
      EXPECT_TRUE(check_matrix("weights", lean.heads[h].weights, full.heads[h].weights, 1e-6,
                               1e-5));
      EXPECT_TRUE(check_matrix("context", lean.heads[h].context, full.heads[h].context, 1e-5,
                               1e-5));
      // Masked keys get exactly zero weight in both.
      for (Eigen::Index i = 0; i < full.mask.rows(); ++i) {
        for (Eigen::Index j = 0; j < full.mask.cols(); ++j) {
          if (full.mask(i, j)) ASSERT_EQ(lean.heads[h].weights(i, j), 0.0f) << i << "," << j;
        }
      }
    }
    EXPECT_TRUE(check_matrix("output", lean.output, full.output, 1e-5, 1e-5));
    EXPECT_EQ(lean.warnings, full.warnings);
  }
}

TEST_P(FastPaths, FullTraceMatchesTheOneHeadDefinition) {
  // The blocked kernel against scaled_dot_product_attention, which is written plainly.
  for (const Shape& s : kShapes) {
    SCOPED_TRACE(s.name);
    const AttentionTrace full = run(s, TraceDetail::Full);
    const float divisor = score_divisor(full.d_k, config_for(s, TraceDetail::Full));
    for (const HeadTrace& head : full.heads) {
      const HeadTrace plain =
          scaled_dot_product_attention(head.q, head.k, head.v, full.mask, divisor);
      EXPECT_TRUE(check_matrix("scores", head.scores, plain.scores, 1e-5, 1e-5));
      EXPECT_TRUE(check_matrix("scaled", head.scaled, plain.scaled, 1e-5, 1e-5));
      EXPECT_TRUE(check_matrix("weights", head.weights, plain.weights, 1e-6, 1e-5));
      EXPECT_TRUE(check_matrix("context", head.context, plain.context, 1e-5, 1e-5));
    }
  }
}

TEST_P(FastPaths, HeadDetailFillsInTheScoresOfOneHead) {
  const Shape& s = kShapes[2];  // causal + padding
  const AttentionTrace full = run(s, TraceDetail::Full);
  const AttentionTrace lean = run(s, TraceDetail::Weights);
  const AttentionConfig config = config_for(s, TraceDetail::Weights);
  for (int h = 0; h < 4; ++h) {
    const HeadTrace detail = head_detail(lean, h, config);
    EXPECT_TRUE(check_matrix("scores", detail.scores, full.heads[h].scores, 1e-5, 1e-5));
    EXPECT_TRUE(check_matrix("scaled", detail.scaled, full.heads[h].scaled, 1e-5, 1e-5));
    EXPECT_TRUE(same_bits(detail.weights, lean.heads[h].weights));
  }
  // A Full trace's head comes back as it is.
  EXPECT_TRUE(same_bits(head_detail(full, 1, config).scores, full.heads[1].scores));
  EXPECT_THROW(head_detail(lean, 4, config), AttentionError);
  EXPECT_THROW(head_detail(lean, -1, config), AttentionError);
}

TEST_P(FastPaths, TheThreadCountDoesNotChangeOneBit) {
  for (const Shape& s : kShapes) {
    SCOPED_TRACE(s.name);
    expect_same_trace(run(s, TraceDetail::Full, 1), run(s, TraceDetail::Full, 2));
    expect_same_trace(run(s, TraceDetail::Weights, 1), run(s, TraceDetail::Weights, 3));
  }
}

TEST_P(FastPaths, RecomputingIntoAUsedTraceEqualsAFreshOne) {
  // Every order of shapes and details: a used trace may hold larger, smaller or
  // differently masked matrices, and its zeros must not be trusted where they are not.
  const Matrix x = random_matrix(300, 64, 1);
  const Matrix y = random_matrix(300, 64, 2);
  const MhaWeights w = random_weights(64, 3);
  AttentionTrace used;
  for (int round = 0; round < 2; ++round) {
    for (const Shape& s : kShapes) {
      for (TraceDetail detail : {TraceDetail::Weights, TraceDetail::Full}) {
        SCOPED_TRACE(std::string(s.name) + (detail == TraceDetail::Full ? " full" : " weights"));
        const AttentionConfig c = config_for(s, detail);
        const Matrix xs = x.topRows(s.t_k);
        const Matrix ys = y.topRows(s.t_q);
        multi_head_attention(xs, ys, w, c, used);
        expect_same_trace(used, multi_head_attention(xs, ys, w, c));
      }
    }
  }
}

TEST_P(FastPaths, AFailedComputationLeavesAnEmptyTraceThatCanBeUsedAgain) {
  const Matrix x = random_matrix(200, 64, 1);
  const MhaWeights w = random_weights(64, 3);
  AttentionConfig c;
  c.d_model = 64;
  c.heads = 4;
  c.causal = true;
  c.detail = TraceDetail::Weights;
  AttentionTrace trace;
  multi_head_attention(x, x, w, c, trace);
  // Inputs so large that the scores overflow to infinity.
  const Matrix huge = random_matrix(200, 64, 1, 1e20f);
  EXPECT_THROW(multi_head_attention(huge, huge, w, c, trace), AttentionError);
  EXPECT_TRUE(trace.heads.empty());
  EXPECT_EQ(trace.mask.size(), 0);
  multi_head_attention(x, x, w, c, trace);
  expect_same_trace(trace, multi_head_attention(x, x, w, c));
}

TEST_P(FastPaths, ANonFiniteInputIsNamedWithItsRowAndColumn) {
  // The inputs are searched only once a product comes out non-finite: the message must
  // still name the input at fault, for each input, on both paths.
  const Matrix x = random_matrix(150, 32, 1);
  const Matrix y = random_matrix(70, 32, 2);
  const MhaWeights w = random_weights(32, 3);
  AttentionConfig c;
  c.d_model = 32;
  c.heads = 4;
  for (const TraceDetail detail : {TraceDetail::Weights, TraceDetail::Full}) {
    c.detail = detail;
    for (const char* input : {"X", "Y", "W_q", "W_k", "W_v", "W_o"}) {
      for (const float bad : {std::nanf(""), std::numeric_limits<float>::infinity()}) {
        Matrix bx = x;
        Matrix by = y;
        MhaWeights bw = w;
        const std::string name = input;
        Matrix& target = name == "X"     ? bx
                         : name == "Y"   ? by
                         : name == "W_q" ? bw.w_q
                         : name == "W_k" ? bw.w_k
                         : name == "W_v" ? bw.w_v
                                         : bw.w_o;
        target(5, 7) = bad;
        c.mode = name == "Y" ? AttentionMode::Cross : AttentionMode::Self;
        c.causal = c.mode == AttentionMode::Self;
        AttentionTrace trace;
        std::string message;
        try {
          multi_head_attention(bx, by, bw, c, trace);
        } catch (const AttentionError& e) {
          message = e.what();
        }
        EXPECT_EQ(message.rfind(name + " has a non-finite value (", 0), 0u)
            << name << ": " << message;
        EXPECT_NE(message.find("at row 5, column 7"), std::string::npos) << message;
        EXPECT_TRUE(trace.heads.empty());
      }
    }
  }
  // Finite inputs whose output overflows are refused too, naming the output.
  MhaWeights loud = w;
  loud.w_o *= 1e37f;
  AttentionConfig self;
  self.d_model = 32;
  self.heads = 4;
  const Matrix big = random_matrix(150, 32, 1, 1e3f);
  std::string message;
  try {
    multi_head_attention(big, big, loud, self);
  } catch (const AttentionError& e) {
    message = e.what();
  }
  EXPECT_NE(message.find("the output concat·W_o (inputs too large)"), std::string::npos)
      << message;
}

TEST(FastPathKernels, ExpIsWithinTwoUlpsOfStdExpAndUnderflowsToExactZero) {
  std::vector<float> row;
  std::vector<float> expected;
  for (float v = -87.0f; v <= 0.0f; v += 0.0137f) row.push_back(v);
  for (float v : row) expected.push_back(std::exp(v));
  exp_shifted_in_place(row.data(), row.size(), 0.0f, 1.0f);
  for (std::size_t i = 0; i < row.size(); ++i) {
    ASSERT_NEAR(row[i], expected[i], 2.5e-7f * expected[i]) << "exp(" << i << ")";
  }
  float extremes[] = {-std::numeric_limits<float>::infinity(), -88.0f, -1e4f, 0.0f};
  exp_shifted_in_place(extremes, 4, 0.0f, 1.0f);
  EXPECT_EQ(extremes[0], 0.0f);
  EXPECT_EQ(extremes[1], 0.0f);
  EXPECT_EQ(extremes[2], 0.0f);
  EXPECT_EQ(extremes[3], 1.0f);
}

TEST(FastPathKernels, VectorisedSoftmaxMatchesTheReference) {
  // Lengths around the vector widths, scaled, with masked (-inf) entries.
  for (int n : {1, 2, 15, 16, 17, 33, 100, 1000}) {
    Matrix logits = random_matrix(1, n, static_cast<std::uint64_t>(n), 3.0f);
    MaskMatrix mask = MaskMatrix::Constant(1, n, false);
    for (int j = 1; j < n; j += 3) mask(0, j) = true;
    Matrix fast = logits * 0.5f;
    for (int j = 0; j < n; ++j) {
      if (mask(0, j)) fast(0, j) = -std::numeric_limits<float>::infinity();
    }
    softmax_in_place(fast.data(), static_cast<std::size_t>(n), 1.0f);
    const Matrix reference = softmax_rows(logits * 0.5f, mask);
    EXPECT_TRUE(check_matrix("softmax n=" + std::to_string(n), fast, reference, 1e-7, 1e-6));
    EXPECT_NEAR(fast.sum(), 1.0f, 1e-6f);
  }
}

TEST(FastPathKernels, ParallelForRunsEveryItemOnceAndRethrows) {
  std::vector<std::atomic<int>> hits(1000);
  parallel_for(1000, 2, [&](int i) { hits[static_cast<std::size_t>(i)]++; });
  for (const auto& h : hits) ASSERT_EQ(h.load(), 1);
  // A parallel_for inside another runs on its caller's thread, and still covers everything.
  std::atomic<int> inner{0};
  parallel_for(8, 2, [&](int) { parallel_for(10, 2, [&](int) { inner++; }); });
  EXPECT_EQ(inner.load(), 80);
  EXPECT_THROW(parallel_for(100, 2,
                            [](int i) {
                              if (i == 37) throw std::runtime_error("item 37");
                            }),
               std::runtime_error);
  // The pool is usable after an item threw.
  std::atomic<int> after{0};
  parallel_for(50, 2, [&](int) { after++; });
  EXPECT_EQ(after.load(), 50);
}
