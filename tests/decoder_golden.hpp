// The golden files of the decoder fixtures (scripts/make-decoder-fixtures,
// scripts/make-family-fixtures): one case a model folder and a text, checked whole.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/model/decoder.hpp"
#include "io/model_folder.hpp"
#include "test_helpers.hpp"

namespace attn::testing {

// How close a forward must come to a golden file: the largest difference of an attention
// weight, of a logit (relative to the largest of its row), of a next token's probability.
struct DecoderTolerance {
  double weight, logit, probability;
};

// Every case of a golden file: token ids, every head's weights, logits, the next tokens and
// greedy generation with and without the KV cache, in `precision`; counts the cases of each
// family in `families`. The folders are `dir`'s.
inline void check_decoder_golden(const std::string& dir, const nlohmann::json& g, Precision precision,
                                 const DecoderTolerance& tol, std::map<std::string, int>& families) {
  using json = nlohmann::json;
  decoder::Options options;
  options.precision = precision;
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    SCOPED_TRACE(name + ": " + c.at("text").get<std::string>());
    const io::ModelFolder& m = folder(dir, name);
    ++families[m.weights.arch.family];
    const std::vector<int> ids = m.tokenizer->encode(c.at("text"));
    ASSERT_EQ(ids, c.at("token_ids").get<std::vector<int>>()) << "the tokenizer's ids";
    const decoder::Run run = decoder::forward(m.weights, ids, options);
    ASSERT_EQ(run.layers.size(), c.at("layers").size());
    double worst = 0.0;
    for (std::size_t l = 0; l < run.layers.size(); ++l) {
      const json& heads = c.at("layers")[l].at("heads");
      ASSERT_EQ(run.layers[l].attention.heads.size(), heads.size()) << "one map per query head";
      for (std::size_t h = 0; h < heads.size(); ++h) {
        const MatrixRef w = run.layers[l].attention.heads[h].weights;
        const json& expected = heads[h].at("weights");
        ASSERT_EQ(w.rows(), static_cast<Eigen::Index>(expected.size()));
        for (Eigen::Index i = 0; i < w.rows(); ++i) {
          for (Eigen::Index j = 0; j < w.cols(); ++j) {
            const double e = expected[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            worst = std::max(worst, std::abs(w(i, j) - e));
          }
        }
      }
    }
    EXPECT_LE(worst, tol.weight) << "largest difference of an attention weight";
    // Logits at the chosen ids: 1e-4 of the largest of the row.
    const std::vector<int> logit_ids = c.at("logit_ids").get<std::vector<int>>();
    for (int p = 0; p < static_cast<int>(ids.size()); ++p) {
      const Matrix logits = decoder::logits(m.weights, run, p);
      ASSERT_EQ(logits.cols(), m.weights.arch.vocabulary);
      const json& expected = c.at("logits")[static_cast<std::size_t>(p)];
      double scale = 0.0;
      for (const json& v : expected) scale = std::max(scale, std::abs(v.get<double>()));
      for (std::size_t k = 0; k < logit_ids.size(); ++k) {
        ASSERT_NEAR(logits(0, logit_ids[k]), expected[k].get<double>(), tol.logit * scale)
            << "position " << p << " token " << logit_ids[k];
      }
    }
    const Matrix last = decoder::logits(m.weights, run, static_cast<int>(ids.size()) - 1);
    const std::vector<decoder::Candidate> top = decoder::top_candidates(last, 5);
    for (std::size_t k = 0; k < top.size(); ++k) {
      EXPECT_EQ(top[k].id, c.at("top_next")[k].at("id").get<int>()) << "next token " << k;
      EXPECT_NEAR(top[k].probability, c.at("top_next")[k].at("p").get<double>(), tol.probability);
    }
    // Greedy generation, on the KV cache and by whole forwards: the same tokens.
    const std::vector<int> expected_greedy = c.at("greedy").get<std::vector<int>>();
    decoder::Run cached = run;
    std::vector<int> by_cache, by_forward;
    std::vector<int> text = ids;
    for (std::size_t s = 0; s < expected_greedy.size(); ++s) {
      const int next = decoder::choose_next(decoder::logits(m.weights, cached, static_cast<int>(cached.ids.size()) - 1), 0.0f, 0, 0);
      by_cache.push_back(next);
      decoder::extend(m.weights, cached, next);
      const decoder::Run whole = decoder::forward(m.weights, text, options);
      const int again = decoder::choose_next(decoder::logits(m.weights, whole, static_cast<int>(text.size()) - 1), 0.0f, 0, 0);
      by_forward.push_back(again);
      text.push_back(again);
    }
    EXPECT_EQ(by_cache, expected_greedy);
    EXPECT_EQ(by_forward, expected_greedy);
  }
}

}  // namespace attn::testing
