// What the Across layers view, the Logit lens and the picture's overlay read
// (app/model/layer_measures.hpp): a pretrained model's measures are the values Python wrote
// apart (tests/data/layers/), for each attention the view follows; a model trained here is
// followed through its encoder, its decoder's own layers and its decoder through
// cross-attention, and the shipped models say what their lessons say they do; a vision
// model looks from [CLS]; and what cannot be measured says why.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/io/image_processor.hpp"
#include "app/io/picture_file.hpp"
#include "app/model/layer_measures.hpp"
#include "core/teaching/model_run.hpp"
#include "io/checkpoint.hpp"
#include "test_helpers.hpp"

namespace attn::app {
namespace {

using json = nlohmann::json;
using testing::folder;
using testing::golden;
using testing::worst_difference;

const std::string kMeasuresData = ATTN_TEST_DATA_DIR;

// Every row of every layer's rollout sums to 1 (each Ã is row-stochastic, and so is their
// product) and no value is negative. Through cross-attention the rows hold the source's
// part alone: each layer halves what the decoder's own tokens carry and gives the other
// half to the source, so after layer l the source holds 1 − 2^−l.
void expect_rows_whole(const std::vector<Matrix>& maps, bool through_cross = false) {
  for (std::size_t l = 0; l < maps.size(); ++l) {
    const double whole = through_cross ? 1.0 - std::ldexp(1.0, -static_cast<int>(l + 1)) : 1.0;
    for (Eigen::Index i = 0; i < maps[l].rows(); ++i) {
      EXPECT_NEAR(maps[l].row(i).cast<double>().sum(), whole, 1e-5) << "layer " << l + 1 << ", row " << i;
    }
    EXPECT_GE(maps[l].minCoeff(), 0.0f) << "layer " << l + 1;
  }
}

// The shown maps are each map divided by its largest value, at most kShownTexels a side.
void expect_shown(const LayerMeasures& m) {
  ASSERT_EQ(m.rollout_shown.size(), m.rollout.size());
  ASSERT_EQ(m.mean_shown.size(), m.mean.size());
  for (std::size_t l = 0; l < m.rollout.size(); ++l) {
    const Matrix& s = m.rollout_shown[l];
    EXPECT_EQ(s.rows(), std::min<Eigen::Index>(m.rollout[l].rows(), kShownTexels));
    EXPECT_EQ(s.cols(), std::min<Eigen::Index>(m.rollout[l].cols(), kShownTexels));
    EXPECT_FLOAT_EQ(s.maxCoeff(), 1.0f);
  }
}

decoder::Run run_of(const io::ModelFolder& m, const json& c) {
  decoder::Options options = decoder::options_for(m.weights.arch);
  options.precision = Precision::Float32;
  if (m.weights.arch.encoder_decoder()) options.source = c.at("source_ids").get<std::vector<int>>();
  return decoder::forward(m.weights, c.at("token_ids").get<std::vector<int>>(), options);
}

// The removal column is the prediction's probability less its probability without each token.
void expect_removal(const LayerMeasures& m, const json& removal) {
  ASSERT_TRUE(m.explained) << m.explain_error;
  EXPECT_NEAR(m.probability, removal.at("p").get<double>(), 1e-5);
  ASSERT_EQ(m.explanation.removal.size(), removal.at("values").size());
  for (std::size_t j = 0; j < m.explanation.removal.size(); ++j) {
    EXPECT_NEAR(m.explanation.removal[j], removal.at("p").get<double>() - removal.at("values")[j].get<double>(), 2e-5)
        << "taking token " << j << " away";
  }
  EXPECT_EQ(m.explanation.agreement.size(), std::size(kAttributionPairs));
}

TEST(LayerMeasures, APretrainedModelsMeasuresAreThoseWrittenApart) {
  const json g = golden(kMeasuresData + "/layers");
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    SCOPED_TRACE(name + ": " + c.at("text").get<std::string>());
    const io::ModelFolder& m = folder(kMeasuresData, name);
    const decoder::Run run = run_of(m, c);
    if (!m.weights.arch.encoder_decoder()) {
      LayersWanted wanted;
      wanted.query = c.at("removal").at("query");
      wanted.flow = wanted.explain = wanted.lens = true;
      const LayerMeasures got = measure_pretrained(m, run, wanted);
      ASSERT_EQ(got.error, "");
      EXPECT_EQ(got.query, wanted.query);
      EXPECT_EQ(got.rows.size(), run.ids.size());
      EXPECT_EQ(got.columns, got.rows);
      ASSERT_EQ(got.rollout.size(), c.at("rollout").size());
      for (std::size_t l = 0; l < got.rollout.size(); ++l) {
        EXPECT_LE(worst_difference(got.rollout[l], c.at("rollout")[l]), 1e-5) << "rollout after layer " << l + 1;
      }
      expect_rows_whole(got.rollout);
      expect_shown(got);
      if (c.at("flow").at("query") == wanted.query) {
        ASSERT_EQ(got.flow.size(), c.at("flow").at("values").size()) << got.flow_error;
        for (std::size_t j = 0; j < got.flow.size(); ++j) {
          EXPECT_NEAR(got.flow[j], c.at("flow").at("values")[j].get<double>(), 1e-5) << "flow from token " << j;
        }
      }
      expect_removal(got, c.at("removal"));
      ASSERT_TRUE(got.lens) << got.lens_error;
      EXPECT_EQ(got.lens_texts.size(), got.lens->cells.size());
      EXPECT_EQ(got.lens_tokens, got.rows);
      EXPECT_EQ(got.residual_bytes, decoder::residual_bytes(run));
      continue;
    }
    // An encoder–decoder: the decoder through cross-attention, then the encoder alone.
    LayersWanted cross;
    cross.part = LayersPart::Cross;
    cross.query = c.at("source_removal").at("query");
    cross.flow = cross.explain = true;
    const LayerMeasures through = measure_pretrained(m, run, cross);
    ASSERT_EQ(through.error, "");
    EXPECT_EQ(through.rows.size(), run.ids.size());
    EXPECT_EQ(through.columns.size(), run.source.size());
    ASSERT_EQ(through.rollout.size(), c.at("cross_rollout").size());
    for (std::size_t l = 0; l < through.rollout.size(); ++l) {
      EXPECT_LE(worst_difference(through.rollout[l], c.at("cross_rollout")[l]), 1e-5) << "through cross-attention, layer " << l + 1;
    }
    expect_rows_whole(through.rollout, true);
    EXPECT_TRUE(through.flow.empty());
    EXPECT_NE(through.flow_error, "") << "flow follows one stack";
    expect_removal(through, c.at("source_removal"));

    LayersWanted encoder;
    encoder.part = LayersPart::Encoder;
    encoder.flow = encoder.explain = true;
    const LayerMeasures own = measure_pretrained(m, run, encoder);
    ASSERT_EQ(own.error, "");
    for (std::size_t l = 0; l < own.rollout.size(); ++l) {
      EXPECT_LE(worst_difference(own.rollout[l], c.at("encoder_rollout")[l]), 1e-5) << "encoder rollout, layer " << l + 1;
    }
    EXPECT_EQ(own.flow.size(), run.source.size());
    EXPECT_FALSE(own.explained);
    EXPECT_NE(own.explain_error, "") << "the encoder predicts nothing itself";
  }
}

struct Trained {
  io::Checkpoint checkpoint;
  Task task;
  ModelRun run;
  std::vector<std::string> source, decoder;
};

Trained trained(TaskKind kind, const std::string& source, const std::string& target) {
  Trained t{io::load_checkpoint(std::string(ATTN_ASSET_DIR) + "/models/" + task_name(kind) + ".safetensors"),
            Task(kind), {}, {}, {}};
  std::optional<std::vector<int>> forced;
  if (!target.empty()) forced = t.task.encode(target);
  t.run = run_model(*t.checkpoint.model, t.task, t.task.encode(source), forced);
  t.source = token_texts(t.task, t.run.source);
  t.decoder = token_texts(t.task, t.run.decoder_input);
  return t;
}

std::size_t index_of(const std::vector<std::string>& tokens, const std::string& token) {
  const auto it = std::find(tokens.begin(), tokens.end(), token);
  EXPECT_NE(it, tokens.end()) << token;
  return static_cast<std::size_t>(it - tokens.begin());
}

TEST(LayerMeasures, ATranslationModelTrainedHereIsFollowedThroughEachOfItsStacks) {
  const Trained t = trained(TaskKind::Translate, "the blue creature sees a small cat", "la créature bleue voit un petit chat");
  const Transformer& model = *t.checkpoint.model;
  ASSERT_EQ(t.source.size(), 7u);
  ASSERT_EQ(t.decoder.size(), 8u) << "<start> and the seven French words";

  // Its decoder through cross-attention (what the view shows first): decoder rows, source
  // columns, one map a decoder layer; and the rows sum to 1.
  LayersWanted wanted;
  wanted.part = LayersPart::Cross;
  wanted.flow = wanted.explain = true;
  const LayerMeasures cross = measure_trained(model, t.task, t.run, t.source, t.decoder, wanted);
  ASSERT_EQ(cross.error, "");
  EXPECT_EQ(cross.rows, t.decoder);
  EXPECT_EQ(cross.columns, t.source);
  ASSERT_EQ(cross.rollout.size(), t.run.record.decoder.size());
  ASSERT_EQ(cross.mean.size(), t.run.record.decoder.size());
  for (const Matrix& m : cross.rollout) EXPECT_EQ(m.rows() * 10 + m.cols(), 8 * 10 + 7);
  expect_rows_whole(cross.rollout, true);
  expect_rows_whole(cross.mean);
  expect_shown(cross);
  EXPECT_NE(cross.flow_error, "");
  // The lesson's claim (across-layers, scene 1): the position that reads "créature" and
  // writes "bleue" carries more from "blue" after the last layer than from any other
  // English word, and less sharply than the last layer's heads alone say.
  const auto row = static_cast<Eigen::Index>(index_of(t.decoder, "créature"));
  Eigen::Index from = 0, alone = 0;
  const float carried = cross.rollout.back().row(row).maxCoeff(&from);
  const float said = cross.mean.back().row(row).maxCoeff(&alone);
  EXPECT_EQ(t.source[static_cast<std::size_t>(from)], "blue");
  EXPECT_EQ(t.source[static_cast<std::size_t>(alone)], "blue");
  EXPECT_LT(carried, said);
  // The last position's prediction explained, taking each source word away.
  ASSERT_TRUE(cross.explained) << cross.explain_error;
  EXPECT_EQ(cross.query, 7);
  EXPECT_EQ(cross.explanation.raw.size(), 7u);
  EXPECT_EQ(cross.explanation.removal.size(), 7u);
  EXPECT_GT(cross.probability, 0.5f);

  // The decoder's own path is through the source: asking for its self-attention follows it.
  wanted.part = LayersPart::Self;
  EXPECT_EQ(measure_trained(model, t.task, t.run, t.source, t.decoder, wanted).wanted.part, LayersPart::Cross);

  // The encoder alone: square, flow from each English word, nothing to explain.
  wanted.part = LayersPart::Encoder;
  wanted.query = 2;
  const LayerMeasures encoder = measure_trained(model, t.task, t.run, t.source, t.decoder, wanted);
  ASSERT_EQ(encoder.error, "");
  EXPECT_EQ(encoder.rows, t.source);
  EXPECT_EQ(encoder.columns, t.source);
  expect_rows_whole(encoder.rollout);
  ASSERT_EQ(encoder.flow.size(), 7u) << encoder.flow_error;
  EXPECT_GT(encoder.flow[2], 0.0) << "a token always reaches itself through the residual half";
  EXPECT_FALSE(encoder.explained);
  EXPECT_NE(encoder.explain_error, "");

  // No lens for a model trained here, and said so.
  wanted.part = LayersPart::Cross;
  wanted.lens = true;
  EXPECT_NE(measure_trained(model, t.task, t.run, t.source, t.decoder, wanted).lens_error, "");
}

TEST(LayerMeasures, AnInductionModelTrainedHereUsesTheTokenAfterTheEarlierCopy) {
  // q d m a h q d m a h q d: after the last d the model predicts m, the token that followed
  // d before; taking that m away (its embedding gone, its position kept) costs the
  // prediction most among the tokens before the query.
  const Trained t = trained(TaskKind::Induction, "q d m a h q d m a h q d", "");
  LayersWanted wanted;
  wanted.flow = wanted.explain = true;
  const LayerMeasures m = measure_trained(*t.checkpoint.model, t.task, t.run, t.source, t.decoder, wanted);
  ASSERT_EQ(m.error, "");
  EXPECT_EQ(m.rows, t.decoder);
  EXPECT_EQ(m.query, static_cast<int>(t.decoder.size()) - 1);
  ASSERT_TRUE(m.explained) << m.explain_error;
  EXPECT_EQ(m.predicted, "m");
  // Causal: nothing after a row's own position, in every layer's rollout.
  for (const Matrix& r : m.rollout) {
    for (Eigen::Index i = 0; i < r.rows(); ++i) {
      for (Eigen::Index j = i + 1; j < r.cols(); ++j) EXPECT_EQ(r(i, j), 0.0f);
    }
  }
  // The lesson's claims (across-layers, scenes 2 and 3): after the last layer the query's
  // rollout row puts more on that m than on any token before the query; flow spreads its
  // credit more evenly than rollout (a higher entropy of the row made to sum to 1).
  const auto query = static_cast<Eigen::Index>(m.query);
  Eigen::Index copied = 0;
  m.rollout.back().row(query).head(query).maxCoeff(&copied);
  EXPECT_EQ(t.decoder[static_cast<std::size_t>(copied)], "m");
  const auto entropy = [](std::vector<double> p) {
    double sum = 0.0, h = 0.0;
    for (const double v : p) sum += v;
    for (const double v : p) h -= v > 0.0 ? v / sum * std::log(v / sum) : 0.0;
    return h;
  };
  EXPECT_GT(entropy(m.flow), entropy(m.explanation.rollout));
  ASSERT_EQ(m.explanation.removal.size(), t.decoder.size());
  std::size_t most = 0;
  for (std::size_t j = 1; j + 1 < t.decoder.size(); ++j) {
    if (m.explanation.removal[j] > m.explanation.removal[most]) most = j;
  }
  EXPECT_EQ(t.decoder[most], "m");
  EXPECT_EQ(m.flow.size(), t.decoder.size());
  for (const double rho : m.explanation.agreement) EXPECT_LE(std::abs(rho), 1.0 + 1e-12);
}

TEST(LayerMeasures, AVisionModelLooksFromItsClsTokenAndHasNoLens) {
  const io::ModelFolder& m = folder(kMeasuresData + "/vision", "vit-f32");
  const io::PreparedPicture p = io::prepare_picture(*m.processor, io::read_picture(kMeasuresData + "/vision/images/cat.png"));
  decoder::Options options = decoder::options_for(m.weights.arch);
  options.precision = Precision::Float32;
  const decoder::Run run = decoder::forward_picture(m.weights, p.pixels, options);
  LayersWanted wanted;
  wanted.explain = wanted.lens = true;
  const LayerMeasures got = measure_pretrained(m, run, wanted);
  ASSERT_EQ(got.error, "");
  EXPECT_EQ(got.query, 0) << "[CLS]";
  EXPECT_EQ(got.rows.front(), "[CLS]");
  EXPECT_EQ(got.rows.size(), static_cast<std::size_t>(run.tokens()));
  expect_rows_whole(got.rollout);
  ASSERT_TRUE(got.explained) << got.explain_error;
  EXPECT_NE(std::find(m.labels.begin(), m.labels.end(), got.predicted), m.labels.end()) << got.predicted;
  EXPECT_FALSE(got.lens);
  EXPECT_NE(got.lens_error, "");
}

TEST(LayerMeasures, AStackOfAnyOtherShapeIsRefusedByName) {
  // An empty run (no layers) is named, not a crash, and the view draws the message.
  const io::ModelFolder& m = folder(kMeasuresData, "gpt2/tiny-f32");
  const LayerMeasures got = measure_pretrained(m, decoder::Run(), LayersWanted());
  EXPECT_NE(got.error, "");
}

}  // namespace
}  // namespace attn::app
