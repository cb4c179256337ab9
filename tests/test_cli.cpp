// The real program's command line: --version, --help, and `compute` on good and bad cases.
// Runs the built executable (ATTN_EXE) as a user would and reads what it prints.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "temp_dir.hpp"

using nlohmann::json;

namespace {

struct Outcome {
  int status = -1;
  std::string out;
  std::string err;
};

class Cli : public attn::testing::TempDirTest {
 protected:
  Outcome run(const std::string& args) const {
    const std::string command = std::string("'") + ATTN_EXE + "' " + args + " >'" + path("out") +
                                "' 2>'" + path("err") + "' </dev/null";
    const int raw = std::system(command.c_str());
    Outcome r;
    r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    r.out = read(path("out"));
    r.err = read(path("err"));
    return r;
  }

  // A bad case: status 2, exactly one line on stderr containing `expected`, no result file.
  void expect_refused(const std::string& case_json, const std::string& expected) {
    const std::string c = write("bad.json", case_json);
    const std::string result = path("result.json");
    std::remove(result.c_str());
    const Outcome r = run("compute '" + c + "' -o '" + result + "'");
    EXPECT_EQ(r.status, 2) << case_json;
    EXPECT_NE(r.err.find(expected), std::string::npos) << "stderr: " << r.err;
    EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
    struct stat st {};
    EXPECT_NE(stat(result.c_str(), &st), 0) << "a result file was written for a bad case";
  }
};

}  // namespace

TEST_F(Cli, VersionAndHelp) {
  Outcome v = run("--version");
  EXPECT_EQ(v.status, 0);
  EXPECT_NE(v.out.find("attention-explorer 0."), std::string::npos) << v.out;
  Outcome h = run("--help");
  EXPECT_EQ(h.status, 0);
  EXPECT_NE(h.out.find("compute"), std::string::npos);
  EXPECT_NE(h.out.find("--screenshot"), std::string::npos);
  EXPECT_NE(h.out.find("--lesson"), std::string::npos);
  Outcome ch = run("compute --help");
  EXPECT_EQ(ch.status, 0);
  EXPECT_NE(ch.out.find("--output"), std::string::npos);
}

TEST_F(Cli, UnknownOptionIsAnError) {
  Outcome r = run("--no-such-option");
  EXPECT_EQ(r.status, 2);
  EXPECT_FALSE(r.err.empty());
}

TEST_F(Cli, ComputeTextSelfToStdout) {
  const std::string c = write("case.json", R"({"d_model": 16, "heads": 4, "causal": true,
      "seed": 3, "text": "a fluffy blue creature roamed the verdant forest"})");
  const Outcome r = run("compute '" + c + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const json out = json::parse(r.out);
  EXPECT_EQ(out["tokens"].size(), 8u);
  ASSERT_EQ(out["heads"].size(), 4u);
  const json& w = out["heads"][2]["weights"];
  ASSERT_EQ(w.size(), 8u);
  for (std::size_t i = 0; i < 8; ++i) {
    double sum = 0;
    for (std::size_t j = 0; j < 8; ++j) {
      sum += w[i][j].get<double>();
      if (j > i) {
        EXPECT_EQ(w[i][j].get<double>(), 0.0);
        EXPECT_TRUE(out["heads"][2]["scaled"][i][j].is_null());
      }
    }
    EXPECT_NEAR(sum, 1.0, 1e-5);
  }
  EXPECT_EQ(out["heads"][0]["q"][0].size(), 4u);  // d_k = 16 / 4
  EXPECT_EQ(out["concat"][0].size(), 16u);
  EXPECT_EQ(out["output"].size(), 8u);
  EXPECT_TRUE(out["warnings"].empty());
  // The same case gives the same numbers every time.
  EXPECT_EQ(run("compute '" + c + "'").out, r.out);
}

TEST_F(Cli, ComputeMatrixCrossToFile) {
  const std::string c = write("case.json", R"({"d_model": 2, "heads": 1, "mode": "cross",
      "x": [[1, 0], [0, 1], [1, 1]], "y": [[0.5, 0.5], [2, 0]],
      "weights": {"w_q": [[1,0],[0,1]], "w_k": [[1,0],[0,1]], "w_v": [[1,0],[0,1]],
                  "w_o": [[1,0],[0,1]]}})");
  const Outcome r = run("compute '" + c + "' -o '" + path("r.json") + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.empty());
  const json out = json::parse(read(path("r.json")));
  ASSERT_EQ(out["heads"][0]["weights"].size(), 2u);     // T2 rows
  ASSERT_EQ(out["heads"][0]["weights"][0].size(), 3u);  // T1 columns
  // Query (2, 0): scores 2, 0, 2 scaled by 1/√2.
  EXPECT_NEAR(out["heads"][0]["scaled"][1][0].get<double>(), 2 / std::sqrt(2.0), 1e-6);
}

TEST_F(Cli, ComputeReadsStandardInput) {
  write("case.json", R"({"d_model": 4, "heads": 2, "text": "one mole of carbon dioxide"})");
  const std::string command = std::string("'") + ATTN_EXE + "' compute - <'" + path("case.json") +
                              "' >'" + path("out") + "'";
  ASSERT_EQ(std::system(command.c_str()), 0);
  EXPECT_EQ(json::parse(read(path("out")))["tokens"].size(), 5u);
}

TEST_F(Cli, FullyMaskedRowWarns) {
  const std::string c = write("case.json", R"({"d_model": 2, "heads": 1, "causal": true,
      "x": [[1, 0], [0, 1]], "key_padding": [true, false]})");
  const Outcome r = run("compute '" + c + "'");
  ASSERT_EQ(r.status, 0) << r.err;
  const json out = json::parse(r.out);
  ASSERT_EQ(out["warnings"].size(), 1u);
  EXPECT_NE(r.err.find("warning: 1 query row"), std::string::npos);
  EXPECT_EQ(out["heads"][0]["weights"][0][0].get<double>(), 0.0);
}

TEST_F(Cli, BadCasesExitTwoWithOneLine) {
  expect_refused("{ not json", "is not valid JSON");
  expect_refused(R"({"d_model": 8, "heads": 2})", "needs an input");
  expect_refused(R"({"d_model": 6, "heads": 4, "text": "a b"})", "not divisible by heads 4");
  expect_refused(R"({"d_model": 2, "heads": true, "text": "a b"})", "'heads' must be an integer");
  expect_refused(R"({"d_model": 2, "heads": 1, "x": [[1, 2]], "temperature": -1})",
                 "temperature must be a finite number > 0");
  expect_refused(R"({"d_model": 2, "heads": 1, "mode": "cross", "causal": true,
                     "text": "a", "target_text": "b"})",
                 "causal mask is refused for cross-attention");
  expect_refused("", "is not valid JSON");
}

TEST_F(Cli, HugeAndNonFiniteInputsAreRefusedClearly) {
  // 10 MB of text: far more tokens than a case may have.
  std::string words;
  while (words.size() < (10u << 20)) words += "the murderer was the butler ";
  expect_refused(R"({"d_model": 16, "heads": 4, "text": ")" + words + R"("})",
                 "more than 4096 tokens");
  // 100 000 tokens given as a matrix: the trace would not fit; the message gives the size.
  std::string rows = "[";
  for (int i = 0; i < 100000; ++i) rows += i ? ",[1,2]" : "[1,2]";
  rows += "]";
  expect_refused(R"({"d_model": 2, "heads": 1, "x": )" + rows + "}", "MiB");
  // Weights so large the scores overflow a float.
  expect_refused(R"({"d_model": 2, "heads": 1, "x": [[1e20, 1e20]],
      "weights": {"w_q": [[1e20, 0], [0, 1e20]], "w_k": [[1e20, 0], [0, 1e20]],
                  "w_v": [[1, 0], [0, 1]], "w_o": [[1, 0], [0, 1]]}})",
                 "non-finite");
  // JSON has no NaN: a NaN written into a file is a syntax error at its byte.
  expect_refused(R"({"d_model": 2, "heads": 1, "x": [[NaN, 1]]})", "not valid JSON (at byte");
}

TEST_F(Cli, UnreadableAndUnwritablePaths) {
  Outcome missing = run("compute '" + path("nope.json") + "'");
  EXPECT_EQ(missing.status, 2);
  EXPECT_NE(missing.err.find("nope.json"), std::string::npos);
  EXPECT_NE(missing.err.find("No such file"), std::string::npos);
  Outcome dir = run("compute '" + dir_ + "'");
  EXPECT_EQ(dir.status, 2);
  EXPECT_NE(dir.err.find("is a directory"), std::string::npos);
  const std::string c = write("case.json", R"({"d_model": 2, "heads": 1, "x": [[1, 2]]})");
  Outcome out = run("compute '" + c + "' -o '" + path("no/such/dir/r.json") + "'");
  EXPECT_EQ(out.status, 2);
  EXPECT_NE(out.err.find("no/such/dir/r.json"), std::string::npos);
}

TEST_F(Cli, ExistingResultSurvivesAFailedRun) {
  const std::string result = write("result.json", "previous contents\n");
  const std::string bad = write("bad.json", R"({"d_model": 3, "heads": 2, "text": "x"})");
  EXPECT_EQ(run("compute '" + bad + "' -o '" + result + "'").status, 2);
  EXPECT_EQ(read(result), "previous contents\n");
}
