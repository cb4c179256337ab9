// The whole Transformer (core/model/transformer.hpp) against PyTorch's autograd: every
// fixture in ATTN_MODEL_FIXTURE_DIR (made by fixtures/make_model_fixtures.py, in float64,
// from padded batches) gives parameters, samples and an ablation; the engine's loss,
// logits and the gradient of every parameter must agree with torch's.
//
// Tolerance: the engine computes in float32 through about 30 chained steps (each layer's
// LayerNorm, products of at most F terms, softmax, and their backward), each with a
// relative rounding of a few u = 2⁻²⁴ ≈ 6e-8 of the size of the values it combines. The
// error of a gradient is therefore a small multiple of 30·u ≈ 2e-6 of the largest values
// of its tensor, not of each entry (an entry near zero is a difference of large terms).
// Each tensor must agree within 1e-4 of its largest |value| (50× that estimate), and the
// loss and logits within 1e-5 relative.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/model/transformer.hpp"
#include "test_helpers.hpp"

#ifndef ATTN_MODEL_FIXTURE_DIR
#error "ATTN_MODEL_FIXTURE_DIR must name the directory of the model fixtures"
#endif

using nlohmann::json;

namespace {

using attn::testing::read_json;

std::vector<std::string> transformer_fixture_files() { return attn::testing::json_files_in(ATTN_MODEL_FIXTURE_DIR); }

attn::TransformerConfig config_of(const json& c) {
  attn::TransformerConfig config;
  config.architecture = c.at("architecture") == "decoder-only" ? attn::Architecture::DecoderOnly
                                                               : attn::Architecture::EncoderDecoder;
  config.layers = c.at("layers");
  config.d_model = c.at("d_model");
  config.heads = c.at("heads");
  config.mlp = c.at("mlp");
  config.d_ff = c.at("d_ff");
  config.vocabulary = c.at("vocabulary");
  config.max_source = c.at("max_source");
  config.max_target = c.at("max_target");
  return config;
}

std::vector<char> flags(const json& j) {
  std::vector<char> out;
  for (const auto& v : j) out.push_back(v.get<int>() != 0 ? 1 : 0);
  return out;
}

std::string file_name(const ::testing::TestParamInfo<std::string>& info) {
  return std::filesystem::path(info.param).stem().string();
}

class ModelAgainstTorch : public ::testing::TestWithParam<std::string> {};

TEST_P(ModelAgainstTorch, LossLogitsAndEveryGradient) {
  const json fixture = read_json(GetParam());
  SCOPED_TRACE(fixture.value("description", std::string()));
  attn::Transformer model(config_of(fixture.at("config")));

  // The same parameters, by name, in the same number.
  const json& parameters = fixture.at("parameters");
  ASSERT_EQ(model.parameters().size(), parameters.size());
  for (const attn::ParameterInfo& p : model.parameters()) {
    ASSERT_TRUE(parameters.contains(p.name)) << "torch has no " << p.name;
    const auto values = parameters.at(p.name).get<std::vector<float>>();
    ASSERT_EQ(values.size(), static_cast<std::size_t>(p.rows * p.cols)) << p.name;
    std::copy(values.begin(), values.end(), model.values().begin() + static_cast<long>(p.offset));
  }

  std::vector<attn::Sample> samples;
  for (const json& s : fixture.at("samples")) {
    samples.push_back({s.at("source").get<std::vector<int>>(),
                       s.at("decoder_input").get<std::vector<int>>(),
                       s.at("labels").get<std::vector<int>>()});
  }
  const json& a = fixture.at("ablation");
  attn::Ablation ablation{flags(a.at("encoder_self")), flags(a.at("decoder_self")),
                          flags(a.at("decoder_cross"))};

  attn::ForwardRecord record;
  model.forward(samples, ablation, record);
  const json& expected = fixture.at("expected");
  const int scored = expected.at("scored");
  attn::Matrix d_logits;
  const attn::Score score =
      attn::Transformer::score(record, 1.0f / static_cast<float>(scored), &d_logits);
  ASSERT_EQ(score.scored, scored);
  const double loss = expected.at("loss");
  EXPECT_NEAR(score.loss_sum / scored, loss, 1e-5 * std::max(1.0, std::fabs(loss)));

  const auto logits = expected.at("logits").get<std::vector<std::vector<double>>>();
  ASSERT_EQ(static_cast<std::size_t>(record.logits.rows()), logits.size());
  for (std::size_t i = 0; i < logits.size(); ++i) {
    for (std::size_t j = 0; j < logits[i].size(); ++j) {
      const double e = logits[i][j];
      ASSERT_NEAR(record.logits(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)), e,
                  1e-5 * std::max(1.0, std::fabs(e)))
          << "logit (" << i << ", " << j << ")";
    }
  }

  std::vector<float> gradients(model.size(), 0.0f);
  model.backward(record, ablation, d_logits, gradients);
  const json& torch_gradients = expected.at("gradients");
  double worst = 0;
  std::string worst_name;
  for (const attn::ParameterInfo& p : model.parameters()) {
    const auto e = torch_gradients.at(p.name).get<std::vector<double>>();
    double largest = 0;
    for (const double v : e) largest = std::max(largest, std::fabs(v));
    const double allowed = 1e-4 * largest + 1e-9;
    for (std::size_t i = 0; i < e.size(); ++i) {
      const double ours = gradients[p.offset + i];
      const double diff = std::fabs(ours - e[i]);
      if (largest > 0 && diff / largest > worst) {
        worst = diff / largest;
        worst_name = p.name;
      }
      ASSERT_LE(diff, allowed) << "d loss / d " << p.name << "[" << i << "] = " << ours
                               << ", torch " << e[i] << " (largest in the tensor " << largest
                               << ")";
    }
  }
  RecordProperty("worst_relative_to_tensor", std::to_string(worst) + " in " + worst_name);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, ModelAgainstTorch, ::testing::ValuesIn(transformer_fixture_files()),
                         file_name);

// ---- Without fixtures -------------------------------------------------------------------

attn::TransformerConfig small_config(attn::Architecture a) {
  attn::TransformerConfig c;
  c.architecture = a;
  c.layers = 2;
  c.d_model = 16;
  c.heads = 4;
  c.vocabulary = 10;
  c.max_source = 6;
  c.max_target = 6;
  return c;
}

TEST(Transformer, ParameterNamesAreUniqueAndTileTheBuffer) {
  for (const auto arch : {attn::Architecture::EncoderDecoder, attn::Architecture::DecoderOnly}) {
    attn::Transformer model(small_config(arch));
    std::set<std::string> names;
    std::size_t next = 0;
    for (const attn::ParameterInfo& p : model.parameters()) {
      EXPECT_TRUE(names.insert(p.name).second) << p.name;
      EXPECT_EQ(p.offset, next) << p.name;
      next += static_cast<std::size_t>(p.rows * p.cols);
    }
    EXPECT_EQ(next, model.size());
    EXPECT_GE(model.find("dec.1.self.w_q"), 0);
    EXPECT_EQ(model.find("dec.1.cross.w_q") >= 0, arch == attn::Architecture::EncoderDecoder);
  }
}

TEST(Transformer, ForwardKeepsEveryHeadOfEveryLayerAndAnAblatedHeadAddsNothing) {
  attn::Transformer model(small_config(attn::Architecture::EncoderDecoder));
  model.initialise(7);
  const std::vector<attn::Sample> one = {{{3, 4, 5}, {1, 6, 7, 8}, {6, 7, 8, 2}}};
  attn::ForwardRecord r;
  model.forward(one, {}, r);
  ASSERT_EQ(r.encoder.size(), 2u);
  ASSERT_EQ(r.decoder.size(), 2u);
  const attn::AttentionTrace& cross = r.decoder[1].cross.traces[0];
  ASSERT_EQ(cross.heads.size(), 4u);
  EXPECT_EQ(cross.heads[2].weights.rows(), 4);  // target tokens
  EXPECT_EQ(cross.heads[2].weights.cols(), 3);  // source tokens
  const attn::AttentionTrace& self = r.decoder[0].self.traces[0];
  EXPECT_EQ(self.heads[0].weights(0, 3), 0.0f);  // causal
  const attn::Matrix logits = r.logits;

  attn::Ablation off;
  off.decoder_cross = {0, 0, 0, 0, 0, 0, 1, 0};  // layer 2, head 3
  model.forward(one, off, r);
  const attn::AttentionTrace& ablated = r.decoder[1].cross.traces[0];
  EXPECT_EQ(ablated.concat.middleCols(8, 4).cwiseAbs().sum(), 0.0f);
  EXPECT_GT(ablated.heads[2].weights.view().sum(), 0.0f);  // its pattern is still there to see
  EXPECT_GT((r.logits - logits).cwiseAbs().maxCoeff(), 0.0f);
}

TEST(Transformer, RefusesSamplesItCannotRead) {
  attn::Transformer model(small_config(attn::Architecture::EncoderDecoder));
  attn::ForwardRecord r;
  auto message = [&](const attn::Sample& s) {
    try {
      model.forward({s}, {}, r);
    } catch (const attn::AttentionError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message({{}, {1}, {2}}).find("no source tokens"), std::string::npos);
  EXPECT_NE(message({{1, 2, 3, 4, 5, 6, 7}, {1}, {2}}).find("at most 6"), std::string::npos);
  EXPECT_NE(message({{1}, {1, 12}, {2, 2}}).find("token id 12"), std::string::npos);
  EXPECT_NE(message({{1}, {1, 2}, {2}}).find("1 labels for 2"), std::string::npos);
  attn::TransformerConfig bad = small_config(attn::Architecture::DecoderOnly);
  bad.heads = 5;
  EXPECT_THROW(attn::Transformer{bad}, attn::AttentionError);
}

}  // namespace

namespace {

TEST(Transformer, SinusoidalPositionsAreTheFixedWavesAndGetNoGradient) {
  attn::TransformerConfig c;
  c.architecture = attn::Architecture::EncoderDecoder;
  c.layers = 1;
  c.d_model = 8;
  c.heads = 2;
  c.vocabulary = 7;
  c.max_source = 5;
  c.max_target = 6;
  c.positions = attn::Positions::Sinusoidal;
  attn::Transformer model(c);
  model.initialise(3);
  for (const char* name : {"enc_pos.weight", "dec_pos.weight"}) {
    const int index = model.find(name);
    ASSERT_GE(index, 0) << name;
    const attn::ParameterInfo& p = model.parameters()[static_cast<std::size_t>(index)];
    EXPECT_FALSE(p.trainable);
    const auto table = model.matrix(index);
    for (Eigen::Index pos = 0; pos < table.rows(); ++pos) {
      for (Eigen::Index i = 0; i < c.d_model / 2; ++i) {
        const double angle = static_cast<double>(pos) / std::pow(10000.0, 2.0 * static_cast<double>(i) / c.d_model);
        EXPECT_NEAR(table(pos, 2 * i), std::sin(angle), 1e-6) << name << " " << pos << "," << i;
        EXPECT_NEAR(table(pos, 2 * i + 1), std::cos(angle), 1e-6) << name << " " << pos << "," << i;
      }
    }
  }
  attn::Sample s;
  s.source = {3, 4, 5};
  s.decoder_input = {1, 6, 3};
  s.labels = {6, 3, 2};
  attn::ForwardRecord record;
  model.forward({s}, {}, record);
  attn::Matrix d_logits;
  attn::Transformer::score(record, 1.0f, &d_logits);
  std::vector<float> g(model.size(), 0.0f);
  model.backward(record, {}, d_logits, g);
  double position_gradient = 0, other_gradient = 0;
  for (const attn::ParameterInfo& p : model.parameters()) {
    for (std::size_t i = 0; i < static_cast<std::size_t>(p.rows * p.cols); ++i) {
      (p.trainable ? other_gradient : position_gradient) += std::abs(g[p.offset + i]);
    }
  }
  EXPECT_EQ(position_gradient, 0.0);
  EXPECT_GT(other_gradient, 0.0);
}

}  // namespace
