// The helpers several test files share: comparing matrices with a stated tolerance, the
// suites run on each kernel set, random matrices from a seed, the message an error
// carries, JSON fixtures and golden files, an environment variable set for one test, the largest difference of attention maps from
// golden ones, and model folders opened once per test program.
//
// Each test file keeps what only it needs; the files of one fixture set keep their
// directory (golden(kData), folder(kData, name)).
#pragma once

#include <stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/attention/attention.hpp"
#include "core/base/random.hpp"
#include "core/kernels/kernels.hpp"

// The model folders exist only in the test programs that link the app's io library (the
// Windows engine tests do not).
#if __has_include("io/model_folder.hpp")
#include "io/model_folder.hpp"
#define ATTN_TEST_HELPERS_MODEL_FOLDERS 1
#endif

namespace attn::testing {

// Passes when the shapes agree and, for every cell,
//   |a - e| <= max(abs_tol, rel_tol * max(1, |e|)).
// Infinities of the same sign match (masked logits); NaN never does.
inline ::testing::AssertionResult check_matrix(const std::string& name, const MatrixRef& actual,
                                               const MatrixRef& expected, double abs_tol,
                                               double rel_tol = 0.0) {
  if (actual.rows() != expected.rows() || actual.cols() != expected.cols()) {
    return ::testing::AssertionFailure()
           << name << ": shape " << actual.rows() << "x" << actual.cols() << ", expected "
           << expected.rows() << "x" << expected.cols();
  }
  for (Eigen::Index i = 0; i < actual.rows(); ++i) {
    for (Eigen::Index j = 0; j < actual.cols(); ++j) {
      const double a = actual(i, j);
      const double e = expected(i, j);
      const bool both_inf = std::isinf(a) && std::isinf(e) && (a > 0) == (e > 0);
      if (both_inf) continue;
      const double allowed = std::max(abs_tol, rel_tol * std::max(1.0, std::fabs(e)));
      if (!(std::fabs(a - e) <= allowed)) {
        return ::testing::AssertionFailure()
               << name << "(" << i << ", " << j << ") = " << a
               << ", expected " << e << ": |difference| " << std::fabs(a - e) << " > "
               << allowed << " (abs_tol " << abs_tol << ", rel_tol " << rel_tol << ")";
      }
    }
  }
  return ::testing::AssertionSuccess();
}

// Each test of a suite derived from this runs with one kernel set made active (skipped where
// the CPU cannot run it): instantiate it with both sets and kernel_set_name.
class EachKernelSet : public ::testing::TestWithParam<kernels::KernelSet> {
 protected:
  void SetUp() override {
    before_ = kernels::active().set;
    if (!kernels::select(GetParam())) GTEST_SKIP() << "this CPU cannot run the " << kernels::set_name(GetParam()) << " kernels";
  }
  void TearDown() override { kernels::select(before_); }
  const kernels::Kernels& k() const { return kernels::active(); }

 private:
  kernels::KernelSet before_ = kernels::KernelSet::Portable;
};

inline std::string kernel_set_name(const ::testing::TestParamInfo<kernels::KernelSet>& info) {
  switch (info.param) {
    case kernels::KernelSet::Portable: return "Portable";
    case kernels::KernelSet::Avx2: return "Avx2";
    case kernels::KernelSet::Avx512: return "Avx512";
    case kernels::KernelSet::Avx512Bf16: return "Avx512Bf16";
    case kernels::KernelSet::Simd128: return "Simd128";
  }
  return "Unknown";
}

// Every kernel set this build has, for the suites that run on each (those the CPU cannot
// run are skipped).
inline auto every_kernel_set() {
#if defined(__wasm_simd128__)
  return ::testing::Values(kernels::KernelSet::Portable, kernels::KernelSet::Simd128);
#elif defined(__wasm__)
  return ::testing::Values(kernels::KernelSet::Portable);
#else
  return ::testing::Values(kernels::KernelSet::Portable, kernels::KernelSet::Avx2, kernels::KernelSet::Avx512,
                           kernels::KernelSet::Avx512Bf16);
#endif
}

// A rows×cols matrix of SplitMix64(seed)'s uniform values in [-1, 1), row by row.
// rows×cols holding 1, 2, 3, … row after row: every cell's value names its place.
inline Matrix counting_matrix(Eigen::Index rows, Eigen::Index cols) {
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = static_cast<float>(i + 1);
  return m;
}

inline Matrix uniform_matrix(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed) {
  SplitMix64 rng(seed);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = rng.uniform(-1.0f, 1.0f);
  return m;
}

// A rows×cols matrix of SplitMix64(seed)'s normal values (mean 0, deviation 1) times
// `spread`, row by row.
inline Matrix normal_matrix(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed, float spread = 1.0f) {
  SplitMix64 rng(seed);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = spread * rng.normal();
  return m;
}

// The message of the `Error` that act() throws, "(nothing thrown)" when it throws none
// (any other exception goes on to the test, which fails).
template <typename Error = std::exception, typename Act>
std::string message_of(Act&& act) {
  try {
    act();
  } catch (const Error& e) {
    return e.what();
  }
  return "(nothing thrown)";
}

// The JSON file at `path`; throws naming it when it cannot be opened or is not JSON.
inline nlohmann::json read_json(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(path + " is not JSON: " + e.what());
  }
}

// The .json files of directory `dir`, sorted by path; none when it cannot be read (a
// suite instantiated from them says so with its count of cases).
inline std::vector<std::string> json_files_in(const std::string& dir) {
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.is_regular_file() && entry.path().extension() == ".json") files.push_back(entry.path().string());
  }
  std::sort(files.begin(), files.end());
  return files;
}

// The golden values of a fixture set: `name` in directory `dir`.
inline nlohmann::json golden(const std::string& dir, const std::string& name = "golden.json") {
  return read_json(dir + "/" + name);
}

// The largest difference between a map and golden rows (Tq×Tk nested arrays); a differing
// count of rows or columns fails the test.
inline double worst_difference(const MatrixRef& actual, const nlohmann::json& expected) {
  EXPECT_EQ(actual.rows(), static_cast<Eigen::Index>(expected.size()));
  double worst = 0.0;
  for (Eigen::Index i = 0; i < std::min<Eigen::Index>(actual.rows(), static_cast<Eigen::Index>(expected.size())); ++i) {
    const nlohmann::json& row = expected[static_cast<std::size_t>(i)];
    EXPECT_EQ(actual.cols(), static_cast<Eigen::Index>(row.size()));
    for (Eigen::Index j = 0; j < std::min<Eigen::Index>(actual.cols(), static_cast<Eigen::Index>(row.size())); ++j) {
      worst = std::max(worst, std::abs(actual(i, j) - row[static_cast<std::size_t>(j)].get<double>()));
    }
  }
  return worst;
}

// The largest difference between the maps of `trace` and the golden heads (a list of
// {"weights": Tq×Tk}); a differing count of heads, rows or columns fails the test.
inline double worst_difference(const AttentionTrace& trace, const nlohmann::json& heads) {
  EXPECT_EQ(trace.heads.size(), heads.size()) << "one map per head";
  double worst = 0.0;
  for (std::size_t h = 0; h < std::min(trace.heads.size(), heads.size()); ++h) {
    worst = std::max(worst, worst_difference(trace.heads[h].weights, heads[h].at("weights")));
  }
  return worst;
}

#ifdef ATTN_TEST_HELPERS_MODEL_FOLDERS
// The model folder `name` of directory `dir`, opened once for the whole test program (a
// folder is read-only to the tests; opening one takes most of a test's time).
inline const io::ModelFolder& folder(const std::string& dir, const std::string& name) {
  static std::map<std::string, io::ModelFolder> open;
  const std::string path = dir + "/" + name;
  auto it = open.find(path);
  if (it == open.end()) it = open.emplace(path, io::open_model_folder(path)).first;
  return it->second;
}
#endif

#ifndef _WIN32
// An environment variable set (or unset, for null) for one test, put back afterwards.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = std::string(old);
    if (value != nullptr) {
      ::setenv(name, value, 1);
    } else {
      ::unsetenv(name);
    }
  }
  ~ScopedEnv() {
    if (old_) {
      ::setenv(name_.c_str(), old_->c_str(), 1);
    } else {
      ::unsetenv(name_.c_str());
    }
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  std::string name_;
  std::optional<std::string> old_;
};
#endif

}  // namespace attn::testing
