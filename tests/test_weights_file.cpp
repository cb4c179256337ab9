// The weights writer (app/io/weights_file.hpp): what it writes, load_weights_file and a
// `compute` case read back exactly, and the case then gives the very same output.
#include <sys/stat.h>

#include <cmath>
#include <limits>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/model/weights.hpp"
#include "core/teaching/case.hpp"
#include "core/teaching/designed.hpp"
#include "io/case_json.hpp"
#include "io/weights_file.hpp"
#include "temp_dir.hpp"

using attn::Matrix;
using attn::MhaWeights;

namespace {

class WeightsFile : public attn::testing::TempDirTest {};

void expect_identical(const MhaWeights& a, const MhaWeights& b) {
  // Exact equality: every float must come back bit for bit.
  EXPECT_TRUE(a.w_q == b.w_q) << "w_q differs";
  EXPECT_TRUE(a.w_k == b.w_k) << "w_k differs";
  EXPECT_TRUE(a.w_v == b.w_v) << "w_v differs";
  EXPECT_TRUE(a.w_o == b.w_o) << "w_o differs";
}

}  // namespace

TEST_F(WeightsFile, RandomAndDesignedWeightsReadBackIdentical) {
  const MhaWeights random = attn::random_weights(24, 11);
  attn::io::save_weights_file(path("random.json"), random);
  expect_identical(attn::io::load_weights_file(path("random.json")), random);

  const MhaWeights designed = attn::designed_weights(128, 4, 0);
  attn::io::save_weights_file(path("designed.json"), designed);
  expect_identical(attn::io::load_weights_file(path("designed.json")), designed);
}

TEST_F(WeightsFile, ExtremeValuesReadBackIdentical) {
  MhaWeights w = attn::random_weights(2, 1);
  w.w_q(0, 0) = std::numeric_limits<float>::max();
  w.w_q(0, 1) = std::numeric_limits<float>::denorm_min();
  w.w_k(1, 1) = -1.0e-30f;
  w.w_v(1, 0) = 0.1f;
  w.w_o(0, 0) = -0.0f;
  attn::io::save_weights_file(path("w.json"), w);
  const MhaWeights back = attn::io::load_weights_file(path("w.json"));
  expect_identical(back, w);
  EXPECT_TRUE(std::signbit(back.w_o(0, 0)));
}

TEST_F(WeightsFile, IsTheObjectACaseTakesAsWeights) {
  const std::string text = attn::io::weights_file_text(attn::random_weights(2, 3));
  const nlohmann::json j = nlohmann::json::parse(text);
  ASSERT_TRUE(j.is_object());
  EXPECT_EQ(j.size(), 4u);
  for (const char* key : {"w_q", "w_k", "w_v", "w_o"}) {
    ASSERT_TRUE(j.contains(key)) << key;
    EXPECT_EQ(j.at(key).size(), 2u) << key;
  }
  // One matrix row per line.
  EXPECT_NE(text.find("\"w_q\": [\n  ["), std::string::npos) << text;
}

TEST_F(WeightsFile, AComputeCaseWithTheSavedWeightsGivesTheSameOutput) {
  // The program's current model: seeded random weights for a sentence.
  attn::AttentionCase original;
  original.from_text = true;
  original.text = "a fluffy blue creature roamed the verdant forest";
  original.seed = 5;
  original.config.d_model = 16;
  original.config.heads = 4;
  original.config.causal = true;
  const attn::CaseResult before = attn::run_case(original);
  attn::io::save_weights_file(path("weights.json"), before.weights);

  // What `compute` reads: the same case with "weights" taken from the file.
  nlohmann::json c = {{"d_model", 16}, {"heads", 4}, {"causal", true}, {"seed", 5},
                      {"text", original.text}};
  c["weights"] = nlohmann::json::parse(read(path("weights.json")));
  const attn::AttentionCase reread = attn::io::case_from_json(c);
  ASSERT_TRUE(reread.weights.has_value());
  expect_identical(*reread.weights, before.weights);
  const attn::CaseResult after = attn::run_case(reread);
  EXPECT_TRUE(after.trace.output == before.trace.output);
  ASSERT_EQ(after.trace.heads.size(), before.trace.heads.size());
  for (std::size_t h = 0; h < after.trace.heads.size(); ++h) {
    EXPECT_TRUE(after.trace.heads[h].weights.view() == before.trace.heads[h].weights.view()) << "head " << h;
  }
  // And the JSON `compute` prints is the same text.
  EXPECT_EQ(attn::io::result_to_json(reread, after).dump(),
            attn::io::result_to_json(original, before).dump());
}

TEST_F(WeightsFile, BadWeightsAreRefusedAndNothingIsWritten) {
  MhaWeights w = attn::random_weights(3, 1);
  w.w_v(2, 2) = std::numeric_limits<float>::infinity();
  EXPECT_THROW(attn::io::save_weights_file(path("inf.json"), w), attn::AttentionError);
  MhaWeights bad_shape = attn::random_weights(3, 1);
  bad_shape.w_o = Matrix::Zero(3, 2);
  try {
    attn::io::weights_file_text(bad_shape);
    FAIL() << "a 3×2 w_o was written";
  } catch (const attn::AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("w_o is 3×2"), std::string::npos) << e.what();
  }
  EXPECT_THROW(attn::io::save_weights_file(path("no/such/dir/w.json"), attn::random_weights(2, 1)),
               std::runtime_error);
  struct stat st {};
  EXPECT_NE(::stat(path("inf.json").c_str(), &st), 0);
}
