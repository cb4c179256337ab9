// What the stack does as a whole, on the tiny text fixtures (GPT-2, Llama, BERT, BART):
// attention rollout and flow, the decoder's rollout through cross-attention, the logit lens,
// and each token taken away, against float64 values written apart from the engine
// (scripts/make-layer-fixtures, tests/data/layers/); and the rank correlation under the
// "is attention an explanation?" scene.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/model/decoder.hpp"
#include "core/teaching/rollout.hpp"
#include "io/model_folder.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
using testing::folder;
using testing::golden;
using testing::worst_difference;

const std::string kLayersData = ATTN_TEST_DATA_DIR;

std::vector<Matrix> residuals(const std::vector<decoder::LayerRecord>& layers, bool cross = false) {
  std::vector<Matrix> out;
  for (const decoder::LayerRecord& rec : layers) {
    out.push_back(cross ? mean_attention(rec.cross) : residual_attention(rec.attention));
  }
  return out;
}

// The lens's cells against the golden's: the ten probabilities in order within 1e-5, and
// the same ids except where two neighbours' probabilities lie within 1e-5 of each other
// (their order is then the rounding's); ranks within 2 of Python's (Llama's 128 256
// logits hold a few within 1e-5 of any token's, README.md).
void expect_lens(const decoder::LogitLens& lens, const json& expected, const json* ranks) {
  ASSERT_EQ(lens.rows, static_cast<int>(expected.size()));
  int rank_cells = 0;
  for (int row = 0; row < lens.rows; ++row) {
    const json& cells = expected[static_cast<std::size_t>(row)];
    ASSERT_EQ(lens.positions, static_cast<int>(cells.size()));
    for (int t = 0; t < lens.positions; ++t) {
      const decoder::LensCell& cell = lens.at(row, t);
      const json& top = cells[static_cast<std::size_t>(t)];
      ASSERT_EQ(cell.top.size(), top.size());
      for (std::size_t k = 0; k < top.size(); ++k) {
        const double p = top[k].at("p");
        EXPECT_NEAR(cell.top[k].probability, p, 1e-5) << "layer row " << row << ", position " << t << ", rank " << k + 1;
        const bool tied = (k > 0 && std::abs(top[k - 1].at("p").get<double>() - p) <= 1e-5) ||
                          (k + 1 < top.size() && std::abs(top[k + 1].at("p").get<double>() - p) <= 1e-5);
        if (!tied) EXPECT_EQ(cell.top[k].id, top[k].at("id").get<int>()) << "row " << row << ", position " << t;
      }
      if (ranks != nullptr && t + 1 < lens.positions) {
        const int r = (*ranks)[static_cast<std::size_t>(row)][static_cast<std::size_t>(t)];
        EXPECT_NEAR(cell.next_rank, r, 2) << "the next token's rank, row " << row << ", position " << t;
        ++rank_cells;
      }
    }
  }
  if (ranks != nullptr) EXPECT_GT(rank_cells, 0);
}

TEST(Layers, RolloutFlowLensAndRemovalAgreeWithPython) {
  const json g = golden(kLayersData + "/layers");
  int cases = 0;
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    SCOPED_TRACE(name + ": " + c.at("text").get<std::string>());
    ++cases;
    const io::ModelFolder& m = folder(kLayersData, name);
    const decoder::Architecture& a = m.weights.arch;
    decoder::Options options = decoder::options_for(a);
    options.precision = Precision::Float32;
    if (a.encoder_decoder()) options.source = c.at("source_ids").get<std::vector<int>>();
    const decoder::Run run = decoder::forward(m.weights, c.at("token_ids").get<std::vector<int>>(), options);
    double worst = 0.0;
    for (std::size_t l = 0; l < run.layers.size(); ++l) {
      worst = std::max(worst, worst_difference(run.layers[l].attention, c.at("layers")[l].at("heads")));
    }
    EXPECT_LE(worst, 1e-5) << "the maps the measures read";

    const std::vector<Matrix> residual = residuals(run.layers);
    const std::vector<Matrix> rollout = attention_rollout(residual);
    for (std::size_t l = 0; l < rollout.size(); ++l) {
      EXPECT_LE(worst_difference(rollout[l], c.at("rollout")[l]), 1e-5) << "rollout after layer " << l + 1;
    }
    const int query = c.at("flow").at("query");
    const std::vector<double> flow = attention_flow(residual, query);
    for (std::size_t j = 0; j < flow.size(); ++j) {
      EXPECT_NEAR(flow[j], c.at("flow").at("values")[j].get<double>(), 1e-5) << "flow from token " << j;
    }

    const decoder::LogitLens lens = decoder::logit_lens(m.weights, run, 10);
    EXPECT_EQ(lens.ranks, c.contains("lens_rank"));
    expect_lens(lens, c.at("lens"), c.contains("lens_rank") ? &c.at("lens_rank") : nullptr);
    EXPECT_EQ(decoder::residual_bytes(run), sizeof(float) * (run.layers.size() + 1) * run.final.size());

    // Removal: of the source's tokens for an encoder–decoder (and of its decoder's), else of
    // the text's.
    const json& removal = c.at(a.encoder_decoder() ? "source_removal" : "removal");
    const decoder::Removal r = decoder::removal_effects(m.weights, run, removal.at("query"), a.encoder_decoder());
    EXPECT_EQ(r.predicted, removal.at("predicted").get<int>());
    EXPECT_NEAR(r.probability, removal.at("p").get<double>(), 1e-5);
    ASSERT_EQ(r.without.size(), removal.at("values").size());
    for (std::size_t j = 0; j < r.without.size(); ++j) {
      EXPECT_NEAR(r.without[j], removal.at("values")[j].get<double>(), 1e-5) << "without token " << j;
    }

    if (a.encoder_decoder()) {
      const decoder::Removal own = decoder::removal_effects(m.weights, run, c.at("removal").at("query"), false);
      for (std::size_t j = 0; j < own.without.size(); ++j) {
        EXPECT_NEAR(own.without[j], c.at("removal").at("values")[j].get<double>(), 1e-5) << "without decoder token " << j;
      }
      const std::vector<Matrix> encoder = attention_rollout(residuals(run.encoder));
      for (std::size_t l = 0; l < encoder.size(); ++l) {
        EXPECT_LE(worst_difference(encoder[l], c.at("encoder_rollout")[l]), 1e-5) << "encoder rollout, layer " << l + 1;
      }
      const std::vector<Matrix> cross = cross_rollout(residual, residuals(run.layers, true), encoder.back());
      for (std::size_t l = 0; l < cross.size(); ++l) {
        EXPECT_LE(worst_difference(cross[l], c.at("cross_rollout")[l]), 1e-5) << "through cross-attention, layer " << l + 1;
      }
    }
  }
  EXPECT_EQ(cases, 5);
}

TEST(Layers, TheLensShowsTheLastPositionsOfALongText) {
  const io::ModelFolder& m = folder(kLayersData, "decoders/mistral-f32");
  std::vector<int> ids(decoder::kMaxLensPositions + 20);
  for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = static_cast<int>(i % 200) + 1;
  const decoder::Run run = decoder::forward(m.weights, ids, decoder::options_for(m.weights.arch));
  const decoder::LogitLens lens = decoder::logit_lens(m.weights, run, 3);
  EXPECT_EQ(lens.positions, decoder::kMaxLensPositions);
  EXPECT_EQ(lens.first, 20);
  // Its last row is the model's own prediction.
  const int last = static_cast<int>(ids.size()) - 1;
  const std::vector<decoder::Candidate> own = decoder::top_candidates(decoder::logits(m.weights, run, last), 3);
  for (std::size_t k = 0; k < own.size(); ++k) EXPECT_EQ(lens.at(lens.rows - 1, last).top[k].id, own[k].id);
  EXPECT_EQ(lens.at(0, last).next_rank, 0) << "nothing follows the last token";
}

TEST(Layers, SpearmanRanksAsItsDefinitionSays) {
  EXPECT_DOUBLE_EQ(spearman({1, 2, 3, 4}, {10, 20, 30, 40}), 1.0);
  EXPECT_DOUBLE_EQ(spearman({1, 2, 3, 4}, {4, 3, 2, 1}), -1.0);
  // Ties take their mean rank: ranks (1, 2.5, 2.5, 4) against (1, 2, 3, 4).
  const double r = spearman({0.1, 0.5, 0.5, 0.9}, {1, 2, 3, 4});
  EXPECT_NEAR(r, 4.5 / std::sqrt(4.5 * 5.0), 1e-12);
  EXPECT_TRUE(std::isnan(spearman({1, 1, 1}, {1, 2, 3}))) << "a list of one value orders nothing";
  EXPECT_THROW(spearman({1, 2}, {1, 2, 3}), AttentionError);
}

TEST(Layers, CrossRolloutKeepsEveryRowWhole) {
  // Rows of [D | S] sum to 1: with D not returned, S's rows sum to 1 − ½^L·(D's share).
  const std::vector<Matrix> self = {Matrix::Identity(2, 2), Matrix::Identity(2, 2)};
  Matrix cross(2, 3);
  cross << 1, 0, 0, 0, 0.5, 0.5;
  const Matrix encoder = Matrix::Identity(3, 3);
  const std::vector<Matrix> s = cross_rollout(self, {cross, cross}, encoder);
  ASSERT_EQ(s.size(), 2u);
  EXPECT_NEAR(s[0].row(0).sum(), 0.5, 1e-7);
  EXPECT_NEAR(s[1].row(0).sum(), 0.75, 1e-7);
  EXPECT_NEAR(s[1](1, 1), 0.375, 1e-7);
}

}  // namespace
}  // namespace attn
