// run_case and the JSON case format: text and matrix inputs, and the messages of bad cases.
#include <string>

#include <gtest/gtest.h>

#include "core/model/weights.hpp"
#include "core/teaching/case.hpp"
#include "core/teaching/text.hpp"
#include "io/case_json.hpp"
#include "test_helpers.hpp"

using namespace attn;
using nlohmann::json;

namespace {

std::string case_error(const std::string& text) {
  try {
    run_case(io::case_from_json(io::parse_json_text(text, "the case")));
  } catch (const AttentionError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST(Case, TextSelfAttention) {
  AttentionCase c;
  c.config.d_model = 16;
  c.config.heads = 4;
  c.from_text = true;
  c.text = "a fluffy blue creature";
  c.seed = 5;
  const CaseResult r = run_case(c);
  EXPECT_EQ(r.k_tokens.size(), 4u);
  EXPECT_EQ(r.q_tokens, r.k_tokens);
  EXPECT_EQ(r.trace.heads.size(), 4u);
  EXPECT_EQ(r.trace.heads[0].weights.rows(), 4);
  EXPECT_TRUE(attn::testing::check_matrix("X", r.x, embed(r.k_tokens, 16, 5), 0));
  EXPECT_TRUE(r.weights.w_q == random_weights(16, 5).w_q);
}

TEST(Case, TranslationCrossShapes) {
  AttentionCase c;
  c.config.d_model = 8;
  c.config.heads = 2;
  c.config.mode = AttentionMode::Cross;
  c.from_text = true;
  c.text = "我爱水课";
  c.target_text = "<start> I love easy courses";
  const CaseResult r = run_case(c);
  EXPECT_EQ(r.trace.heads[0].weights.rows(), 5);  // T2 queries
  EXPECT_EQ(r.trace.heads[0].weights.cols(), 4);  // T1 keys
  EXPECT_EQ(r.trace.output.rows(), 5);
  EXPECT_EQ(r.q_tokens.front(), "<start>");
}

TEST(Case, EmptySentencesAreRefused) {
  AttentionCase c;
  c.config.d_model = 8;
  c.config.heads = 2;
  c.from_text = true;
  c.text = "   ";
  EXPECT_THROW(run_case(c), AttentionError);
}

TEST(Case, HugeWidthIsRefusedBeforeAllocating) {
  // D = 100 000 would need 160 GB of weights alone: refused with the figure, not attempted.
  AttentionCase c;
  c.config.d_model = 100000;
  c.config.heads = 1;
  c.from_text = true;
  c.text = "a b";
  try {
    run_case(c);
    FAIL() << "no error";
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("D = 100000"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("MiB"), std::string::npos) << e.what();
  }
  c.from_text = false;
  c.x = Matrix::Zero(1, 100000);
  EXPECT_THROW(run_case(c), AttentionError);
}

TEST(CaseJson, ReadsEveryField) {
  const json j = json::parse(R"({
    "d_model": 2, "heads": 1, "mode": "cross", "causal": false, "scale": false,
    "temperature": 2.0, "seed": 9,
    "x": [[1, 0], [0, 1], [1, 1]], "y": [[0.5, 0.5]],
    "weights": {"w_q": [[1,0],[0,1]], "w_k": [[1,0],[0,1]], "w_v": [[1,0],[0,1]],
                "w_o": [[2,0],[0,2]]},
    "key_padding": [false, false, true]})");
  const AttentionCase c = io::case_from_json(j);
  EXPECT_EQ(c.config.mode, AttentionMode::Cross);
  EXPECT_FALSE(c.config.scale);
  EXPECT_FLOAT_EQ(c.config.temperature, 2.0f);
  EXPECT_EQ(c.seed, 9u);
  EXPECT_EQ(c.x.rows(), 3);
  EXPECT_EQ(c.y.rows(), 1);
  ASSERT_TRUE(c.weights.has_value());
  EXPECT_EQ(c.config.key_padding, (std::vector<bool>{false, false, true}));
  const CaseResult r = run_case(c);
  // q = (.5, .5); scores with keys (1,0), (0,1), (1,1) = .5, .5, 1; /2; key 2 padded.
  EXPECT_NEAR(r.trace.heads[0].weights(0, 0), 0.5f, 1e-6f);
  EXPECT_EQ(r.trace.heads[0].weights(0, 2), 0.0f);
  // output = context·W_o = (.5, .5)·2
  EXPECT_NEAR(r.trace.output(0, 0), 1.0f, 1e-6f);
  const json out = io::result_to_json(c, r);
  EXPECT_TRUE(out["heads"][0]["scaled"][0][2].is_null());
  EXPECT_EQ(out["heads"][0]["weights"][0].size(), 3u);
  EXPECT_EQ(out["output"].size(), 1u);
  EXPECT_FALSE(out.contains("tokens"));
}

TEST(CaseJson, TextResultHasTokens) {
  const json j = json::parse(R"({"d_model": 8, "heads": 2, "mode": "cross",
    "text": "我爱水课", "target_text": "<start> I love easy courses"})");
  const AttentionCase c = io::case_from_json(j);
  const json out = io::result_to_json(c, run_case(c));
  EXPECT_EQ(out["q_tokens"].size(), 5u);
  EXPECT_EQ(out["k_tokens"][0], "我");
  EXPECT_EQ(out["heads"].size(), 2u);
}

TEST(CaseJson, WeightsRoundTrip) {
  const MhaWeights w = random_weights(4, 77);
  const MhaWeights back = io::weights_from_json(io::weights_to_json(w), 4);
  EXPECT_TRUE(back.w_q == w.w_q && back.w_o == w.w_o);  // float -> double -> float is exact
}

TEST(CaseJson, BadCasesNameTheProblem) {
  EXPECT_NE(case_error(R"({"d_model": 8, "heads": 2)").find("not valid JSON"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 8, "heads": 1e999})").find("not valid JSON"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": "8", "heads": 2, "text": "a"})")
                .find("'d_model' must be an integer, got \"8\""),
            std::string::npos);
  EXPECT_NE(case_error(R"({"heads": 2, "text": "a"})").find("'d_model' is missing"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 8, "heads": 3, "text": "a"})")
                .find("d_model 8 is not divisible by heads 3"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 8, "heads": 2, "mode": "both", "text": "a"})")
                .find("'mode' must be one of self, cross, got \"both\""),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "x": [[1, 2], [3]]})")
                .find("'x' row 1 has 1 numbers but row 0 has 2"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "x": [[1, "a"]]})")
                .find("'x[0][1]' must be a number"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "x": [[1, 1e39]]})")
                .find("fits in a float"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 3, "heads": 1, "x": [[1, 2]]})")
                .find("'x' rows must have d_model = 3 numbers, got 2"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "mode": "cross", "x": [[1, 2]]})")
                .find("'y' is missing"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "mode": "cross", "causal": true,
                           "x": [[1, 2]], "y": [[1, 2]]})")
                .find("causal mask is refused for cross-attention"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "x": [[1, 2]],
                           "weights": {"w_q": [[1]], "w_k": [[1]], "w_v": [[1]], "w_o": [[1]]}})")
                .find("'weights.w_q' must be 2×2"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "x": [[1, 2]], "key_padding": [true, false]})")
                .find("key_padding has 2 entries but there are 1 keys"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "x": [[1, 2]], "colour": 1})")
                .find("unknown field 'colour'"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1})").find("needs an input"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 2, "heads": 1, "seed": -1, "text": "a"})")
                .find("'seed' must be a whole number"),
            std::string::npos);
  EXPECT_NE(case_error(R"({"d_model": 8, "heads": 2, "text": ""})").find("empty"),
            std::string::npos);
  EXPECT_NE(case_error("[1, 2]").find("must be a JSON object"), std::string::npos);
}
