// The engine against PyTorch: every fixture in ATTN_FIXTURE_DIR (made by
// fixtures/make_fixtures.py from torch.nn.MultiheadAttention) is run through the same
// path as the `compute` command (case_from_json, then run_case), and every head's weights
// and the output are compared with torch's.
//
// Fixture: {"description", "case": <compute case>, "expected": {"weights": [H][Tq][Tk],
// "output": [Tq][D]}}. Tolerance: PyTorch and the engine are two float computations of
// the same sums, each within the bound of reference.hpp (the length of each sum and the
// size of its terms) of the exact value, so they may differ by the sum of both bounds.
#include <cctype>
#include <filesystem>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/teaching/case.hpp"
#include "io/case_json.hpp"
#include "reference.hpp"
#include "test_helpers.hpp"

#ifndef ATTN_FIXTURE_DIR
#error "ATTN_FIXTURE_DIR must name the directory of the PyTorch fixtures"
#endif

using attn::testing::check_agree;
using attn::testing::read_json;
using nlohmann::json;

namespace {

constexpr std::size_t kMinFixtures = 10;

std::vector<std::string> fixture_files() { return attn::testing::json_files_in(ATTN_FIXTURE_DIR); }

// A test name from the file name: letters, digits and '_' only.
std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string name = std::filesystem::path(info.param).stem().string();
  for (char& ch : name) {
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  }
  return name;
}

class PytorchReference : public ::testing::TestWithParam<std::string> {};

TEST_P(PytorchReference, MatchesTorch) {
  const std::string& path = GetParam();
  const json fixture = read_json(path);
  ASSERT_TRUE(fixture.contains("case") && fixture.contains("expected"))
      << path << ": a fixture needs \"case\" and \"expected\"";
  SCOPED_TRACE(path + ": " + fixture.value("description", std::string()));

  const attn::AttentionCase c = attn::io::case_from_json(fixture.at("case"));
  const attn::CaseResult r = attn::run_case(c);

  const bool cross = c.config.mode == attn::AttentionMode::Cross;
  const attn::testing::ReferenceTrace bound =
      attn::testing::reference_attention(r.x, cross ? r.y : r.x, r.weights, c.config);
  const json& expected_weights = fixture.at("expected").at("weights");
  ASSERT_EQ(r.trace.heads.size(), expected_weights.size()) << "number of heads";
  for (std::size_t h = 0; h < r.trace.heads.size(); ++h) {
    const attn::Matrix expected =
        attn::io::matrix_from_json(expected_weights[h], "expected.weights");
    const attn::testing::MatrixD& b = bound.heads[h].weights.bound;
    EXPECT_TRUE(check_agree("head " + std::to_string(h) + " weights", r.trace.heads[h].weights,
                            expected, b, b));
  }
  const attn::Matrix expected_output =
      attn::io::matrix_from_json(fixture.at("expected").at("output"), "expected.output");
  EXPECT_TRUE(check_agree("output", r.trace.output, expected_output, bound.output.bound,
                          bound.output.bound));
}

INSTANTIATE_TEST_SUITE_P(Fixtures, PytorchReference, ::testing::ValuesIn(fixture_files()),
                         test_name);

TEST(PytorchReferenceFixtures, AtLeastTenPresent) {
  const std::vector<std::string> files = fixture_files();
  ASSERT_GE(files.size(), kMinFixtures)
      << "expected at least " << kMinFixtures << " PyTorch fixtures (*.json) in "
      << ATTN_FIXTURE_DIR << ", found " << files.size()
      << "; run tests/fixtures/make_fixtures.py to make them";
}

}  // namespace
