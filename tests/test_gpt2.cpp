// GPT-2 from its Hugging Face files: the forward pass against golden values made by PyTorch
// (scripts/make-gpt2-fixtures, in float64 from each folder's stored weights), in F32, F16
// and BF16 files; the KV cache against the whole forward; switching heads off; the limits.
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "core/attention/reference.hpp"
#include "core/model/decoder.hpp"
#include "io/model_folder.hpp"

#include "test_helpers.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
using testing::folder;
using testing::golden;
using testing::worst_difference;

const std::string kData = ATTN_GPT2_FIXTURE_DIR;

TEST(Gpt2, AgreesWithPyTorchInEveryDtype) {
  const json g = golden(kData);
  ASSERT_EQ(g.at("cases").size(), 6u);
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    SCOPED_TRACE(name + ": " + c.at("text").get<std::string>());
    const io::ModelFolder& m = folder(kData, name);
    const std::vector<int> ids = m.tokenizer->encode(c.at("text"));
    ASSERT_EQ(ids, c.at("token_ids").get<std::vector<int>>());
    const decoder::Run run = decoder::forward(m.weights, ids, {});
    ASSERT_EQ(run.layers.size(), c.at("layers").size());
    double worst = 0.0;
    for (std::size_t l = 0; l < run.layers.size(); ++l) {
      const json& heads = c.at("layers")[l].at("heads");
      ASSERT_EQ(run.layers[l].attention.heads.size(), heads.size());
      for (std::size_t h = 0; h < heads.size(); ++h) {
        const MatrixRef w = run.layers[l].attention.heads[h].weights;
        const json& expected = heads[h].at("weights");
        ASSERT_EQ(w.rows(), static_cast<Eigen::Index>(expected.size()));
        for (Eigen::Index i = 0; i < w.rows(); ++i) {
          for (Eigen::Index j = 0; j < w.cols(); ++j) {
            const double e = expected[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            worst = std::max(worst, std::abs(w(i, j) - e));
            if (j > i) EXPECT_EQ(w(i, j), 0.0f) << "a later token is seen under the causal mask";
          }
        }
      }
    }
    EXPECT_LE(worst, 1e-5) << "largest difference of an attention weight";
    // Logits: 1e-4 of the largest logit of the row.
    for (int p = 0; p < static_cast<int>(ids.size()); ++p) {
      const Matrix logits = decoder::logits(m.weights, run, p);
      const json& expected = c.at("logits")[static_cast<std::size_t>(p)];
      ASSERT_EQ(logits.cols(), static_cast<Eigen::Index>(expected.size()));
      double scale = 0.0;
      for (const json& v : expected) scale = std::max(scale, std::abs(v.get<double>()));
      for (Eigen::Index j = 0; j < logits.cols(); ++j) {
        ASSERT_NEAR(logits(0, j), expected[static_cast<std::size_t>(j)].get<double>(), 1e-4 * scale)
            << "position " << p << " token " << j;
      }
    }
  }
}

TEST(Gpt2, OneTokenAtATimeWithTheKvCacheEqualsTheWholeForward) {
  const io::ModelFolder& m = folder(kData, "tiny-f32");
  const std::vector<int> ids = m.tokenizer->encode("it isn't 42, it's 7 of them and the cat");
  const decoder::Run whole = decoder::forward(m.weights, ids, {});
  decoder::Run grown = decoder::forward(m.weights, std::vector<int>(ids.begin(), ids.begin() + 3), {});
  for (std::size_t t = 3; t < ids.size(); ++t) decoder::extend(m.weights, grown, ids[t]);
  ASSERT_EQ(grown.ids, ids);
  EXPECT_EQ(decoder::kv_cache_bytes(m.weights.arch, grown), 2 * m.weights.arch.layers * ids.size() *
                                             static_cast<std::size_t>(m.weights.arch.d_model) * sizeof(float));
  for (std::size_t l = 0; l < whole.layers.size(); ++l) {
    for (std::size_t h = 0; h < whole.layers[l].attention.heads.size(); ++h) {
      const MatrixRef a = whole.layers[l].attention.heads[h].weights;
      const MatrixRef b = grown.layers[l].attention.heads[h].weights;
      ASSERT_EQ(a.rows(), b.rows());
      EXPECT_LE((a - b).cwiseAbs().maxCoeff(), 1e-5f) << "layer " << l << " head " << h;
    }
  }
  const Matrix la = decoder::logits(m.weights, whole, static_cast<int>(ids.size()) - 1);
  const Matrix lb = decoder::logits(m.weights, grown, static_cast<int>(ids.size()) - 1);
  EXPECT_LE((la - lb).cwiseAbs().maxCoeff(), 1e-4f * la.cwiseAbs().maxCoeff());
}

TEST(Gpt2, GenerationIsGreedyAtTemperatureZeroAndReplaysItsSeed) {
  const io::ModelFolder& m = folder(kData, "tiny-f32");
  const decoder::Run run = decoder::forward(m.weights, m.tokenizer->encode("The cat"), {});
  const Matrix logits = decoder::logits(m.weights, run, 1);
  const std::vector<decoder::Candidate> top = decoder::top_candidates(logits, 10);
  ASSERT_EQ(top.size(), 10u);
  double sum = 0.0;
  for (std::size_t i = 0; i < top.size(); ++i) {
    if (i > 0) EXPECT_GE(top[i - 1].probability, top[i].probability);
    sum += top[i].probability;
  }
  EXPECT_LE(sum, 1.0 + 1e-6);
  EXPECT_EQ(decoder::choose_next(logits, 0.0f, 7, 0), top[0].id);
  // A seed draws the same token again; over many draws the most likely token comes most.
  EXPECT_EQ(decoder::choose_next(logits, 1.0f, 7, 3), decoder::choose_next(logits, 1.0f, 7, 3));
  std::map<int, int> counts;
  for (int step = 0; step < 2000; ++step) ++counts[decoder::choose_next(logits, 1.0f, 11, step)];
  const double share = counts[top[0].id] / 2000.0;
  EXPECT_NEAR(share, top[0].probability, 4 * std::sqrt(top[0].probability / 2000.0) + 0.01);
}

TEST(Gpt2, AHeadSwitchedOffAddsNothingAndItsEffectIsMeasured) {
  const io::ModelFolder& m = folder(kData, "tiny-f32");
  const decoder::Architecture& c = m.weights.arch;
  const std::vector<int> ids = m.tokenizer->encode("The cat sat on the mat. The cat");
  const decoder::Run base = decoder::forward(m.weights, ids, {});
  decoder::Options off;
  off.ablated.assign(static_cast<std::size_t>(c.layers), std::vector<char>(static_cast<std::size_t>(c.heads), 0));
  off.ablated[1][2] = 1;
  const decoder::Run ablated = decoder::forward(m.weights, ids, off);
  // Layer 1's output equals concat·W_o + b_o with head 2's columns zeroed.
  const AttentionTrace& t = ablated.layers[1].attention;
  Matrix concat = base.layers[1].attention.concat;
  concat.middleCols(2 * t.d_k, t.d_k).setZero();
  const MhaWeights& w = m.weights.layers[1].attention;
  Matrix expected = concat * w.w_o;
  expected.rowwise() += w.b_o.row(0);
  EXPECT_LE((t.output - expected).cwiseAbs().maxCoeff(), 1e-5f);
  // The effect of each head: a distance in [0, 1], that of head (1, 2) equal to what its
  // removal does to the next-token distribution.
  const Matrix effects = decoder::head_effects(m.weights, base);
  ASSERT_EQ(effects.rows(), c.layers);
  ASSERT_EQ(effects.cols(), c.heads);
  EXPECT_GE(effects.minCoeff(), 0.0f);
  EXPECT_LE(effects.maxCoeff(), 1.0f);
  EXPECT_GT(effects.maxCoeff(), 0.0f);
  const Matrix p = decoder::logits(m.weights, base, 8);
  const Matrix q = decoder::logits(m.weights, ablated, 8);
  auto softmax = [](const Matrix& l) {
    Eigen::ArrayXd e = (l.cast<double>().array() - l.maxCoeff()).exp().transpose();
    return Eigen::ArrayXd(e / e.sum());
  };
  EXPECT_NEAR(effects(1, 2), 0.5 * (softmax(p) - softmax(q)).abs().sum(), 1e-5);
}

TEST(Gpt2, WithoutTheCausalMaskEveryTokenSeesTheLaterOnes) {
  const io::ModelFolder& m = folder(kData, "tiny-f32");
  decoder::Options open;
  open.causal = false;
  const decoder::Run run = decoder::forward(m.weights, m.tokenizer->encode("The cat sat"), open);
  EXPECT_GT(run.layers[0].attention.heads[0].weights(0, 2), 0.0f);
  decoder::Run copy = run;
  EXPECT_THROW(decoder::extend(m.weights, copy, 5), AttentionError);
}

TEST(Gpt2, RefusesTooManyTokensAndUnknownIds) {
  const io::ModelFolder& m = folder(kData, "tiny-f32");
  const int context = m.weights.arch.context;
  try {
    decoder::forward(m.weights, std::vector<int>(static_cast<std::size_t>(context + 1), 5), {});
    FAIL() << "more tokens than the context went through";
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("at most " + std::to_string(context)), std::string::npos) << e.what();
  }
  EXPECT_THROW(decoder::forward(m.weights, {1, m.weights.arch.vocabulary}, {}), AttentionError);
  EXPECT_THROW(decoder::forward(m.weights, {}, {}), AttentionError);
  decoder::Run full = decoder::forward(m.weights, std::vector<int>(static_cast<std::size_t>(context), 5), {});
  EXPECT_THROW(decoder::extend(m.weights, full, 5), AttentionError);
}

TEST(Gpt2, TheEngineAddsBiasesOnEveryPathAsTheDefinitionDoes) {
  const io::ModelFolder& m = folder(kData, "tiny-f32");
  const decoder::Run run = decoder::forward(m.weights, m.tokenizer->encode("The cat sat on the mat"), {});
  AttentionConfig config;
  config.d_model = m.weights.arch.d_model;
  config.heads = m.weights.arch.heads;
  config.causal = true;
  const AttentionTrace reference =
      reference_multi_head_attention(run.layers[0].normed, Matrix(), m.weights.layers[0].attention, config);
  EXPECT_LE((reference.output - run.layers[0].attention.output).cwiseAbs().maxCoeff(), 1e-5f);
  for (std::size_t h = 0; h < reference.heads.size(); ++h) {
    EXPECT_LE((reference.heads[h].weights.view() - run.layers[0].attention.heads[h].weights.view()).cwiseAbs().maxCoeff(), 1e-5f);
  }
}

}  // namespace
}  // namespace attn
