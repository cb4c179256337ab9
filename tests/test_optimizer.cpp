// AdamW with clipping and the warm-up (core/model/optimizer.hpp) against torch.optim.AdamW,
// clip_grad_norm_ and LambdaLR on the fixture that fixtures/make_model_fixtures.py writes.
// Tolerance: each step is a few float operations per value, so the values agree with
// torch's float64 within a few u ≈ 6e-8 of their size per step; 8 steps, 1e-6 relative.
#include <cmath>
#include <fstream>
#include <limits>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/model/optimizer.hpp"

#ifndef ATTN_OPTIMIZER_FIXTURE
#error "ATTN_OPTIMIZER_FIXTURE must name the AdamW fixture"
#endif

namespace {

std::vector<attn::ParameterInfo> table_of(const std::vector<int>& decay) {
  std::vector<attn::ParameterInfo> table;
  for (std::size_t i = 0; i < decay.size(); ++i) {
    attn::ParameterInfo p;
    p.name = "p" + std::to_string(i);
    p.rows = 1;
    p.cols = 1;
    p.offset = i;
    p.decay = decay[i] != 0;
    table.push_back(p);
  }
  return table;
}

TEST(AdamW, MatchesTorchWithClippingWarmUpAndCosine) {
  std::ifstream in(ATTN_OPTIMIZER_FIXTURE);
  const nlohmann::json f = nlohmann::json::parse(in);
  const auto& s = f.at("settings");
  attn::AdamWSettings settings;
  settings.learning_rate = s.at("learning_rate");
  settings.beta1 = s.at("beta1");
  settings.beta2 = s.at("beta2");
  settings.epsilon = s.at("epsilon");
  settings.weight_decay = s.at("weight_decay");
  settings.clip = s.at("clip");
  settings.warmup_steps = s.at("warmup_steps");
  settings.total_steps = s.at("total_steps");
  const auto decay = f.at("decay").get<std::vector<int>>();
  std::vector<float> values = f.at("initial").get<std::vector<float>>();
  attn::AdamW adam(table_of(decay), values.size(), settings);
  const auto gradients = f.at("gradients").get<std::vector<std::vector<float>>>();
  const auto expected = f.at("expected").get<std::vector<std::vector<double>>>();
  int clipped = 0;
  for (std::size_t t = 0; t < gradients.size(); ++t) {
    std::vector<float> g = gradients[t];
    const attn::UpdateReport r = adam.step(values, g);
    ASSERT_TRUE(r.finite);
    if (r.gradient_norm > settings.clip) ++clipped;
    for (std::size_t i = 0; i < values.size(); ++i) {
      ASSERT_NEAR(values[i], expected[t][i], 1e-6 * std::max(1.0, std::fabs(expected[t][i])))
          << "value " << i << " after step " << t + 1;
    }
  }
  EXPECT_GT(clipped, 0);
  EXPECT_LT(clipped, static_cast<int>(gradients.size()));
}

TEST(AdamW, LearningRateWarmsUpThenFallsToATenth) {
  attn::AdamWSettings s;
  s.learning_rate = 1.0f;
  s.warmup_steps = 4;
  s.total_steps = 14;
  attn::AdamW adam({}, 0, s);
  EXPECT_FLOAT_EQ(adam.learning_rate(1), 0.25f);
  EXPECT_FLOAT_EQ(adam.learning_rate(4), 1.0f);
  EXPECT_FLOAT_EQ(adam.learning_rate(9), 0.55f);  // half way down the cosine
  EXPECT_FLOAT_EQ(adam.learning_rate(14), 0.1f);
  EXPECT_FLOAT_EQ(adam.learning_rate(100), 0.1f);
}

TEST(AdamW, ANonFiniteGradientChangesNothing) {
  attn::AdamW adam(table_of({1, 0}), 2, {});
  std::vector<float> values = {1.0f, 2.0f};
  std::vector<float> g = {0.5f, std::numeric_limits<float>::quiet_NaN()};
  const attn::UpdateReport r = adam.step(values, g);
  EXPECT_FALSE(r.finite);
  EXPECT_EQ(values[0], 1.0f);
  EXPECT_EQ(values[1], 2.0f);
  EXPECT_EQ(adam.steps(), 0);
}

}  // namespace
