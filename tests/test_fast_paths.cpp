// The engine's fast path gives the numbers of the definition, on every kernel set: each
// trace (Weights and Full detail, head_detail, recomputing into a used trace) against the
// definition computed in double, within the bound a float computation of that size may
// be from it (reference.hpp); the thread count changes no bit; a bad input is named; and
// the pool that spreads the work.
#include <atomic>
#include <cstring>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "core/attention/attend.hpp"
#include "core/attention/attention.hpp"
#include "core/base/parallel.hpp"
#include "core/base/threads.hpp"
#include "core/kernels/kernels.hpp"
#include "core/model/weights.hpp"
#include "reference.hpp"
#include "test_helpers.hpp"

using namespace attn;
using attn::kernels::KernelSet;
using attn::testing::check_agree;
using attn::testing::check_bounded;
using attn::testing::reference_attention;
using attn::testing::ReferenceTrace;
using attn::testing::normal_matrix;

namespace {

// One configuration of each kind of mask the bands and blocks must handle. T = 300 spans
// three blocks of query rows, the last one partial; its trace goes out with streaming
// stores. The two of T = 40 are small enough to be stored through the cache (attend.hpp's
// kStreamingBytes).
struct PathShape {
  const char* name;
  AttentionMode mode;
  bool causal;
  bool padding;     // the last 40 keys masked, and key 7
  bool holes;       // an arbitrary mask with gaps inside rows and one fully masked row
  int t_q, t_k;
};

const PathShape kShapes[] = {
    {"causal", AttentionMode::Self, true, false, false, 300, 300},
    {"no mask", AttentionMode::Self, false, false, false, 300, 300},
    {"causal + padding", AttentionMode::Self, true, true, false, 300, 300},
    {"arbitrary mask", AttentionMode::Self, false, false, true, 300, 300},
    {"cross", AttentionMode::Cross, false, false, false, 130, 300},
    {"cross + padding", AttentionMode::Cross, false, true, false, 257, 300},
    {"small causal", AttentionMode::Self, true, false, false, 40, 40},
    {"small arbitrary mask", AttentionMode::Self, false, false, true, 40, 40},
};
static_assert(4 * 40 * (40 + 2 * 16) * sizeof(float) < attn::fast::kStreamingBytes,
              "the small shapes are stored through the cache");
static_assert(4 * 300 * (300 + 2 * 16) * sizeof(float) >= attn::fast::kStreamingBytes,
              "the others with streaming stores");

AttentionConfig config_for(const PathShape& s, TraceDetail detail, int threads = 0) {
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

AttentionTrace run(const PathShape& s, TraceDetail detail, int threads = 0) {
  const Matrix x = normal_matrix(s.t_k, 64, 1);
  const Matrix y = normal_matrix(s.t_q, 64, 2);
  return multi_head_attention(x, y, random_weights(64, 3), config_for(s, detail, threads));
}

// The definition in double, for the inputs of run().
ReferenceTrace reference_of(const PathShape& s) {
  const Matrix x = normal_matrix(s.t_k, 64, 1);
  const Matrix y = normal_matrix(s.t_q, 64, 2);
  return reference_attention(x, y, random_weights(64, 3), config_for(s, TraceDetail::Full));
}

// Every head's q, k, v, weights and context, concat and output, within the bound of the
// definition; scores and scaled too when the trace keeps them.
void expect_definition(const AttentionTrace& t, const ReferenceTrace& r) {
  ASSERT_EQ(t.heads.size(), r.heads.size());
  for (std::size_t h = 0; h < t.heads.size(); ++h) {
    SCOPED_TRACE("head " + std::to_string(h + 1));
    const HeadTrace& a = t.heads[h];
    const attn::testing::ReferenceHead& e = r.heads[h];
    EXPECT_TRUE(check_bounded("q", a.q, e.q));
    EXPECT_TRUE(check_bounded("k", a.k, e.k));
    EXPECT_TRUE(check_bounded("v", a.v, e.v));
    if (a.scores.size() != 0) {
      EXPECT_TRUE(check_bounded("scores", a.scores, e.scores));
      EXPECT_TRUE(check_bounded("scaled", a.scaled, e.scaled));
    }
    EXPECT_TRUE(check_bounded("weights", a.weights, e.weights));
    EXPECT_TRUE(check_bounded("context", a.context, e.context));
  }
  EXPECT_TRUE(t.mask.compact() == r.mask);
  EXPECT_TRUE(check_bounded("concat", t.concat, r.concat));
  EXPECT_TRUE(check_bounded("output", t.output, r.output));
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
    EXPECT_TRUE(same_bits(a.heads[h].weights.view(), b.heads[h].weights.view())) << "weights of head " << h;
    EXPECT_TRUE(same_bits(a.heads[h].context, b.heads[h].context)) << "context of head " << h;
  }
  EXPECT_TRUE(same_bits(a.output, b.output));
  EXPECT_EQ(a.mask, b.mask);
  EXPECT_EQ(a.warnings, b.warnings);
}

// Every engine test runs on each kernel set the CPU has: portable (products through the
// BLAS) and AVX-512 (the tiled products).
using FastPaths = attn::testing::EachKernelSet;

}  // namespace

INSTANTIATE_TEST_SUITE_P(Paths, FastPaths,
                         attn::testing::every_kernel_set(), attn::testing::kernel_set_name);

TEST_P(FastPaths, EveryDetailGivesTheNumbersOfTheDefinition) {
  for (const PathShape& s : kShapes) {
    SCOPED_TRACE(s.name);
    const ReferenceTrace r = reference_of(s);
    for (TraceDetail detail : {TraceDetail::Weights, TraceDetail::Full}) {
      SCOPED_TRACE(detail == TraceDetail::Full ? "full" : "weights");
      const AttentionTrace t = run(s, detail);
      expect_definition(t, r);
      EXPECT_EQ(t.warnings.size(), s.holes ? 1u : 0u);
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
    const Matrix x = normal_matrix(77, d_model, 8);
    const MhaWeights w = random_weights(d_model, 9);
    expect_definition(multi_head_attention(x, x, w, c), reference_attention(x, x, w, c));
  }
}

TEST_P(FastPaths, WeightsDetailKeepsNoScoresAndTheProjectionsOfTheFullTrace) {
  for (const PathShape& s : kShapes) {
    SCOPED_TRACE(s.name);
    const AttentionTrace full = run(s, TraceDetail::Full);
    const AttentionTrace lean = run(s, TraceDetail::Weights);
    ASSERT_EQ(lean.heads.size(), 4u);
    for (std::size_t h = 0; h < 4; ++h) {
      EXPECT_EQ(lean.heads[h].scores.size(), 0) << "Weights detail keeps no scores";
      EXPECT_EQ(lean.heads[h].scaled.size(), 0);
      EXPECT_TRUE(same_bits(lean.heads[h].q, full.heads[h].q));
      EXPECT_TRUE(same_bits(lean.heads[h].k, full.heads[h].k));
      // Masked keys get exactly zero weight in both.
      for (Eigen::Index i = 0; i < full.mask.rows(); ++i) {
        for (Eigen::Index j = 0; j < full.mask.cols(); ++j) {
          if (full.mask(i, j)) ASSERT_EQ(lean.heads[h].weights(i, j), 0.0f) << i << "," << j;
        }
      }
    }
    EXPECT_EQ(lean.warnings, full.warnings);
  }
}

TEST_P(FastPaths, TheReferenceCodeGivesTheNumbersOfTheDefinition) {
  // reference.hpp's plain float code (the one-head definition and the whole layer), so
  // that a reader can trust it as the statement of what the fast path computes.
  for (const PathShape& s : kShapes) {
    SCOPED_TRACE(s.name);
    const Matrix x = normal_matrix(s.t_k, 64, 1);
    const Matrix y = normal_matrix(s.t_q, 64, 2);
    const MhaWeights w = random_weights(64, 3);
    const AttentionConfig c = config_for(s, TraceDetail::Full);
    const ReferenceTrace r = reference_attention(x, y, w, c);
    expect_definition(reference_multi_head_attention(x, y, w, c), r);
    const float divisor = score_divisor(64 / 4, c);
    for (std::size_t h = 0; h < 4; ++h) {
      const attn::testing::ReferenceHead& e = r.heads[h];
      const HeadTrace plain = scaled_dot_product_attention(
          e.q.value.cast<float>(), e.k.value.cast<float>(), e.v.value.cast<float>(), r.mask,
          divisor);
      // From Q, K, V rounded to float: their rounding is half a unit each, on top.
      EXPECT_TRUE(check_bounded("weights", plain.weights, e.weights, 4.0));
    }
  }
}

TEST_P(FastPaths, HeadDetailFillsInTheScoresOfOneHead) {
  const PathShape& s = kShapes[2];  // causal + padding
  const AttentionTrace full = run(s, TraceDetail::Full);
  const AttentionTrace lean = run(s, TraceDetail::Weights);
  const AttentionConfig config = config_for(s, TraceDetail::Weights);
  const ReferenceTrace reference = reference_of(s);
  for (std::size_t h = 0; h < 4; ++h) {
    const HeadTrace detail = head_detail(lean, static_cast<int>(h), config);
    EXPECT_TRUE(check_bounded("scores", detail.scores, reference.heads[h].scores));
    EXPECT_TRUE(check_bounded("scaled", detail.scaled, reference.heads[h].scaled));
    EXPECT_TRUE(same_bits(detail.weights.view(), lean.heads[h].weights.view()));
  }
  // A Full trace's head comes back as it is.
  EXPECT_TRUE(same_bits(head_detail(full, 1, config).scores, full.heads[1].scores));
  EXPECT_THROW(head_detail(lean, 4, config), AttentionError);
  EXPECT_THROW(head_detail(lean, -1, config), AttentionError);
}

TEST_P(FastPaths, TheThreadCountDoesNotChangeOneBit) {
  for (const PathShape& s : kShapes) {
    SCOPED_TRACE(s.name);
    expect_same_trace(run(s, TraceDetail::Full, 1), run(s, TraceDetail::Full, 2));
    expect_same_trace(run(s, TraceDetail::Weights, 1), run(s, TraceDetail::Weights, 3));
  }
}

TEST_P(FastPaths, RecomputingIntoAUsedTraceEqualsAFreshOne) {
  // Every order of shapes and details: a used trace may hold larger, smaller or
  // differently masked matrices, and its zeros must not be trusted where they are not.
  const Matrix x = normal_matrix(300, 64, 1);
  const Matrix y = normal_matrix(300, 64, 2);
  const MhaWeights w = random_weights(64, 3);
  AttentionTrace used;
  for (int round = 0; round < 2; ++round) {
    for (const PathShape& s : kShapes) {
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
  const Matrix x = normal_matrix(200, 64, 1);
  const MhaWeights w = random_weights(64, 3);
  AttentionConfig c;
  c.d_model = 64;
  c.heads = 4;
  c.causal = true;
  c.detail = TraceDetail::Weights;
  AttentionTrace trace;
  multi_head_attention(x, x, w, c, trace);
  // Inputs so large that the scores overflow to infinity.
  const Matrix huge = normal_matrix(200, 64, 1, 1e20f);
  EXPECT_THROW(multi_head_attention(huge, huge, w, c, trace), AttentionError);
  EXPECT_TRUE(trace.heads.empty());
  EXPECT_EQ(trace.mask.size(), 0);
  multi_head_attention(x, x, w, c, trace);
  expect_same_trace(trace, multi_head_attention(x, x, w, c));
}

TEST_P(FastPaths, ANonFiniteInputIsNamedWithItsRowAndColumn) {
  // The inputs are searched only once a product comes out non-finite: the message must
  // still name the input at fault, for each input, on both paths.
  const Matrix x = normal_matrix(150, 32, 1);
  const Matrix y = normal_matrix(70, 32, 2);
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
  const Matrix big = normal_matrix(150, 32, 1, 1e3f);
  std::string message;
  try {
    multi_head_attention(big, big, loud, self);
  } catch (const AttentionError& e) {
    message = e.what();
  }
  EXPECT_NE(message.find("the output concat·W_o (inputs too large)"), std::string::npos)
      << message;
}

TEST(ParallelFor, RunsEveryItemOnceAndRethrows) {
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

// Without threads (the page's program without them), the item hook runs after every item,
// on the calling thread, in order: the page pauses a long computation there.
int g_hook_calls = 0;
TEST(ParallelFor, CallsTheItemHookAfterEachItemWithoutThreads) {
  if (kHaveThreads) GTEST_SKIP() << "the item hook is called only without threads";
  std::vector<int> order;
  g_hook_calls = 0;
  set_item_hook([] { ++g_hook_calls; });
  parallel_for(5, 4, [&](int i) {
    EXPECT_EQ(g_hook_calls, i);  // each earlier item's hook has run, this one's not yet
    order.push_back(i);
  });
  set_item_hook(nullptr);
  EXPECT_EQ(g_hook_calls, 5);
  EXPECT_EQ(order, (std::vector<int>{0, 1, 2, 3, 4}));
  parallel_for(3, 2, [](int) {});
  EXPECT_EQ(g_hook_calls, 5);  // unset: not called
}

// A bias on every head's scores (T5's relative positions): each detail and kernel set gives
// the definition's weights, and head_detail's scaled scores carry it.
TEST_P(FastPaths, AScoreBiasIsAddedAfterTheScalingAndBeforeTheMask) {
  for (const PathShape& s : {kShapes[0], kShapes[3], kShapes[4]}) {
    SCOPED_TRACE(s.name);
    auto bias = std::make_shared<std::vector<Matrix>>();
    for (int h = 0; h < 4; ++h) bias->push_back(normal_matrix(s.t_q, s.t_k, 40 + static_cast<std::uint64_t>(h), 2.0f));
    const Matrix x = normal_matrix(s.t_k, 64, 1);
    const Matrix y = normal_matrix(s.t_q, 64, 2);
    AttentionConfig full = config_for(s, TraceDetail::Full);
    full.score_bias = bias;
    const ReferenceTrace r = reference_attention(x, y, random_weights(64, 3), full);
    for (TraceDetail detail : {TraceDetail::Weights, TraceDetail::Full}) {
      SCOPED_TRACE(detail == TraceDetail::Full ? "full" : "weights");
      AttentionConfig c = config_for(s, detail);
      c.score_bias = bias;
      const AttentionTrace t = multi_head_attention(x, y, random_weights(64, 3), c);
      expect_definition(t, r);
      const HeadTrace one = head_detail(t, 2, c);
      EXPECT_TRUE(check_bounded("scaled", one.scaled, r.heads[2].scaled));
    }
    // A bias of the wrong shape is refused by name.
    AttentionConfig bad = config_for(s, TraceDetail::Weights);
    bad.score_bias = std::make_shared<std::vector<Matrix>>(4, Matrix::Zero(s.t_q, s.t_k + 1));
    try {
      multi_head_attention(x, y, random_weights(64, 3), bad);
      ADD_FAILURE() << "a bias of the wrong shape was taken";
    } catch (const AttentionError& e) {
      EXPECT_NE(std::string(e.what()).find("score bias of head 1"), std::string::npos) << e.what();
    }
  }
}
