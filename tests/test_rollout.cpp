// Attention rollout and flow (core/teaching/rollout) and the maximum flow behind the flow
// (core/teaching/max_flow): networks worked by hand, every cut of small random networks
// tried by brute force, and rollout against its definition in double.
#include "core/teaching/rollout.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "core/teaching/max_flow.hpp"

namespace attn {
namespace {

struct Arc {
  int from, to;
  double capacity;
};

// The capacity of the smallest cut between 0 and n−1, every cut tried.
double brute_force_min_cut(int n, const std::vector<Arc>& arcs) {
  double best = std::numeric_limits<double>::infinity();
  // Bits of the inner nodes 1 … n−2 on the source's side; node 0 always, n−1 never.
  for (unsigned mask = 0; mask < (1u << (n - 2)); ++mask) {
    const auto source_side = [&](int v) { return v == 0 || (v != n - 1 && ((mask >> (v - 1)) & 1u)); };
    double cut = 0.0;
    for (const Arc& a : arcs) {
      if (source_side(a.from) && !source_side(a.to)) cut += a.capacity;
    }
    best = std::min(best, cut);
  }
  return best;
}

TEST(MaxFlow, TheTextbookNetworkCarries23AndCutsWhereItIsFull) {
  // s = 0, v1 … v4 = 1 … 4, t = 5 (Cormen et al., Figure 26.1).
  FlowNetwork net(6);
  const std::vector<Arc> arcs = {{0, 1, 16}, {0, 2, 13}, {2, 1, 4}, {1, 3, 12}, {3, 2, 9},
                                 {2, 4, 14}, {4, 3, 7},  {3, 5, 20}, {4, 5, 4}};
  for (const Arc& a : arcs) net.add_edge(a.from, a.to, a.capacity);
  EXPECT_DOUBLE_EQ(net.max_flow(0, 5), 23.0);
  EXPECT_EQ(net.source_side(), (std::vector<bool>{true, true, true, false, true, false}));
  // The same network answers again from no flow.
  EXPECT_DOUBLE_EQ(net.max_flow(0, 5), 23.0);
  EXPECT_DOUBLE_EQ(net.max_flow(1, 5), 12.0);  // v1 reaches t only through v1 → v3
}

TEST(MaxFlow, ParallelEdgesAddAndAnUnreachableSinkGetsNothing) {
  FlowNetwork net(4);
  net.add_edge(0, 1, 0.25);
  net.add_edge(0, 1, 0.5);
  net.add_edge(1, 2, 1.0);
  net.add_edge(2, 2, 5.0);  // a loop carries nothing
  net.add_edge(3, 2, 9.0);
  EXPECT_DOUBLE_EQ(net.max_flow(0, 2), 0.75);
  EXPECT_DOUBLE_EQ(net.max_flow(0, 3), 0.0);
  EXPECT_DOUBLE_EQ(net.max_flow(2, 0), 0.0);
}

TEST(MaxFlow, BadQuestionsAreNamed) {
  FlowNetwork net(3);
  EXPECT_THROW(net.add_edge(0, 3, 1.0), AttentionError);
  EXPECT_THROW(net.add_edge(-1, 0, 1.0), AttentionError);
  EXPECT_THROW(net.add_edge(0, 1, -0.5), AttentionError);
  EXPECT_THROW(net.add_edge(0, 1, std::nan("")), AttentionError);
  EXPECT_THROW(net.add_edge(0, 1, std::numeric_limits<double>::infinity()), AttentionError);
  EXPECT_THROW(net.max_flow(1, 1), AttentionError);
  EXPECT_THROW(net.max_flow(0, 7), AttentionError);
  EXPECT_THROW(FlowNetwork(-1), AttentionError);
}

TEST(MaxFlow, EqualsTheSmallestCutOfRandomNetworks) {
  std::mt19937 rng(20201);
  std::uniform_real_distribution<double> capacity(0.0, 1.0);
  std::bernoulli_distribution present(0.45);
  for (int round = 0; round < 300; ++round) {
    const int n = 3 + round % 8;  // 3 … 10 nodes: up to 256 cuts
    std::vector<Arc> arcs;
    for (int u = 0; u < n; ++u) {
      for (int v = 0; v < n; ++v) {
        if (u != v && present(rng)) arcs.push_back({u, v, round % 5 == 0 ? std::floor(capacity(rng) * 4) : capacity(rng)});
      }
    }
    FlowNetwork net(n);
    for (const Arc& a : arcs) net.add_edge(a.from, a.to, a.capacity);
    const double flow = net.max_flow(0, n - 1);
    const double cut = brute_force_min_cut(n, arcs);
    // Each augmenting path adds a few roundings of values at most 4: the error grows with the
    // number of edges, not with what one machine gives.
    const double tolerance = 1e-14 * 4.0 * static_cast<double>(arcs.size() + 1) * static_cast<double>(n);
    ASSERT_NEAR(flow, cut, tolerance) << "round " << round << ", " << n << " nodes, " << arcs.size() << " edges";
    // The cut the flow leaves is a smallest one.
    const std::vector<bool> side = net.source_side();
    ASSERT_TRUE(side[0]);
    ASSERT_FALSE(side[static_cast<std::size_t>(n - 1)]);
    double across = 0.0;
    for (const Arc& a : arcs) {
      if (side[static_cast<std::size_t>(a.from)] && !side[static_cast<std::size_t>(a.to)]) across += a.capacity;
    }
    ASSERT_NEAR(across, cut, tolerance) << "round " << round;
  }
}

Matrix square(std::initializer_list<std::initializer_list<float>> rows) {
  Matrix m(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(rows.begin()->size()));
  Eigen::Index i = 0;
  for (const auto& row : rows) {
    Eigen::Index j = 0;
    for (float v : row) m(i, j++) = v;
    ++i;
  }
  return m;
}

// Random attention maps: rows of softmax weights, zero above the diagonal when causal.
Matrix random_map(std::mt19937& rng, int t, bool causal) {
  std::normal_distribution<float> score(0.0f, 1.5f);
  Matrix a = Matrix::Zero(t, t);
  for (int i = 0; i < t; ++i) {
    const int last = causal ? i : t - 1;
    double sum = 0.0;
    for (int j = 0; j <= last; ++j) sum += (a(i, j) = std::exp(score(rng)));
    for (int j = 0; j <= last; ++j) a(i, j) = static_cast<float>(a(i, j) / sum);
  }
  return a;
}

TEST(Rollout, TheResidualHalfAndTheMeanOfTheHeads) {
  const Matrix a = residual_attention({square({{1, 0}, {1, 0}}), square({{0, 1}, {1, 0}})});
  // mean = [[.5, .5], [1, 0]]; ½·mean + ½·I = [[.75, .25], [.5, .5]].
  EXPECT_FLOAT_EQ(a(0, 0), 0.75f);
  EXPECT_FLOAT_EQ(a(0, 1), 0.25f);
  EXPECT_FLOAT_EQ(a(1, 0), 0.5f);
  EXPECT_FLOAT_EQ(a(1, 1), 0.5f);
  // Rows that do not sum to 1 (a masked row of zeros, rounding) are renormalised.
  const Matrix z = residual_attention({square({{0, 0}, {0.5f, 0.5f}})});
  EXPECT_FLOAT_EQ(z(0, 0), 1.0f);
  EXPECT_FLOAT_EQ(z(0, 1), 0.0f);
  EXPECT_FLOAT_EQ(z(1, 0), 0.25f);
  EXPECT_FLOAT_EQ(z(1, 1), 0.75f);
  EXPECT_THROW(residual_attention(std::vector<Matrix>{}), AttentionError);
  EXPECT_THROW(residual_attention({square({{1, 0}, {0, 1}}), Matrix::Identity(3, 3)}), AttentionError);
  EXPECT_THROW(residual_attention({square({{1, 0}, {-0.5f, 1.5f}})}), AttentionError);
  EXPECT_THROW(residual_attention({square({{1, 0}, {std::nanf(""), 1}})}), AttentionError);
}

TEST(Rollout, TwoLayersWorkedByHandAndFlowBeside) {
  // Both layers: every head puts all its weight on token 0, so Ã = [[1, 0], [.5, .5]].
  const Matrix ones = square({{1, 0}, {1, 0}});
  const Matrix layer = residual_attention({ones});
  const std::vector<Matrix> rollout = attention_rollout({layer, layer});
  ASSERT_EQ(rollout.size(), 2u);
  EXPECT_FLOAT_EQ(rollout[0](1, 0), 0.5f);
  // Ã·Ã = [[1, 0], [.75, .25]]: mixing twice, token 1 keeps a quarter of itself.
  EXPECT_FLOAT_EQ(rollout[1](0, 0), 1.0f);
  EXPECT_FLOAT_EQ(rollout[1](0, 1), 0.0f);
  EXPECT_FLOAT_EQ(rollout[1](1, 0), 0.75f);
  EXPECT_FLOAT_EQ(rollout[1](1, 1), 0.25f);
  // Flow to token 1 at the top: from token 0 by (1,0) and (1,1), ½ each; from token 1 only
  // through (1,1), ½. Flow is what can pass at once, not what is mixed: 1 and ½.
  const std::vector<double> flow = attention_flow({layer, layer}, 1);
  ASSERT_EQ(flow.size(), 2u);
  EXPECT_NEAR(flow[0], 1.0, 1e-7);
  EXPECT_NEAR(flow[1], 0.5, 1e-7);
  const std::vector<double> top0 = attention_flow({layer, layer}, 0);
  EXPECT_NEAR(top0[0], 1.0, 1e-7);
  EXPECT_NEAR(top0[1], 0.0, 1e-7);
}

TEST(Rollout, IsTheProductOfTheLayersInDoubleAndKeepsTheCausalZeros) {
  std::mt19937 rng(7);
  for (bool causal : {false, true}) {
    const int t = 9, layers = 6, heads = 4;
    std::vector<Matrix> residual;
    for (int l = 0; l < layers; ++l) {
      std::vector<Matrix> maps;
      for (int h = 0; h < heads; ++h) maps.push_back(random_map(rng, t, causal));
      residual.push_back(residual_attention(maps));
    }
    const std::vector<Matrix> rollout = attention_rollout(residual);
    ASSERT_EQ(rollout.size(), static_cast<std::size_t>(layers));
    // The definition, term by term in double.
    std::vector<std::vector<double>> joint(t, std::vector<double>(t));
    for (int i = 0; i < t; ++i) {
      for (int j = 0; j < t; ++j) joint[i][j] = residual[0](i, j);
    }
    for (int l = 0; l < layers; ++l) {
      if (l > 0) {
        std::vector<std::vector<double>> next(t, std::vector<double>(t, 0.0));
        for (int i = 0; i < t; ++i) {
          for (int j = 0; j < t; ++j) {
            for (int k = 0; k < t; ++k) next[i][j] += static_cast<double>(residual[l](i, k)) * joint[k][j];
          }
        }
        joint = next;
      }
      for (int i = 0; i < t; ++i) {
        double row = 0.0;
        for (int j = 0; j < t; ++j) {
          // Weights ≤ 1 summed over t terms per layer: float's rounding of the result only.
          EXPECT_NEAR(rollout[l](i, j), joint[i][j], 2e-7 * (1.0 + joint[i][j])) << "layer " << l;
          if (causal && j > i) EXPECT_EQ(rollout[l](i, j), 0.0f);
          row += rollout[l](i, j);
        }
        EXPECT_NEAR(row, 1.0, 1e-6 * t);
      }
    }
  }
}

TEST(Rollout, FlowEqualsTheSmallestCutOfTheLayeredGraph) {
  std::mt19937 rng(11);
  for (int round = 0; round < 40; ++round) {
    const int t = 2 + round % 3, layers = 1 + round % 3;  // up to 4 layers of 4 nodes: 2^14 cuts
    const bool causal = round % 2 == 1;
    std::vector<Matrix> residual;
    for (int l = 0; l < layers; ++l) residual.push_back(residual_attention({random_map(rng, t, causal), random_map(rng, t, causal)}));
    const int query = round % t;
    const std::vector<double> flow = attention_flow(residual, query);
    for (int j = 0; j < t; ++j) {
      // The same graph with input token j as node 0 and the query at the top as the last node.
      const int n = (layers + 1) * t;
      const auto renumber = [&](int node) { return node == j ? 0 : node == 0 ? j : node; };
      const int top = layers * t + query;
      const auto place = [&](int node) {
        const int v = renumber(node);
        return v == top ? n - 1 : v == n - 1 ? top : v;
      };
      std::vector<Arc> arcs;
      for (int l = 1; l <= layers; ++l) {
        for (int i = 0; i < t; ++i) {
          for (int k = 0; k < t; ++k) {
            const double c = residual[static_cast<std::size_t>(l - 1)](i, k);
            if (c > 0) arcs.push_back({place((l - 1) * t + k), place(l * t + i), c});
          }
        }
      }
      const double cut = brute_force_min_cut(n, arcs);
      EXPECT_NEAR(flow[static_cast<std::size_t>(j)], cut, 1e-12 * static_cast<double>(arcs.size()))
          << "round " << round << ", input " << j;
      EXPECT_LE(flow[static_cast<std::size_t>(j)], 1.0 + 1e-6);  // a row of Ã sums to 1
    }
    if (causal) {
      for (int j = query + 1; j < t; ++j) EXPECT_EQ(flow[static_cast<std::size_t>(j)], 0.0) << "a later token reached " << query;
    }
  }
}

TEST(Rollout, FlowRefusesMoreTokensThanItTakesAndBadQueries) {
  const Matrix big = Matrix::Identity(kMaxFlowTokens + 1, kMaxFlowTokens + 1);
  try {
    attention_flow({big}, 0);
    FAIL() << "65 tokens were taken";
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("at most 64 tokens"), std::string::npos) << e.what();
  }
  const Matrix ok = Matrix::Identity(3, 3);
  EXPECT_THROW(attention_flow({ok}, 3), AttentionError);
  EXPECT_THROW(attention_flow({ok}, -1), AttentionError);
  EXPECT_THROW(attention_flow({}, 0), AttentionError);
  EXPECT_THROW(attention_flow({ok, Matrix::Identity(2, 2)}, 0), AttentionError);
  EXPECT_THROW(attention_rollout({}), AttentionError);
  // At the limit it answers.
  const Matrix limit = residual_attention({Matrix::Constant(kMaxFlowTokens, kMaxFlowTokens, 1.0f / kMaxFlowTokens)});
  EXPECT_EQ(attention_flow({limit, limit, limit}, kMaxFlowTokens - 1).size(), static_cast<std::size_t>(kMaxFlowTokens));
}

}  // namespace
}  // namespace attn
