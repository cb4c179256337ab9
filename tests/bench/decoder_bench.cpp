// gpt2_bench: a forward pass of GPT-2 opened from its folder (io/gpt2_folder.hpp), every
// head's attention map of every layer kept, the logits of the last position computed.
//
//   gpt2_bench --model=DIR [benchmark flags]
//
// DIR is a GPT-2 folder: scripts/bench makes one in GPT-2 small's shapes with random weights
// (scripts/make-gpt2-fixtures --real-shapes), so that no download is needed, and times
// tests/bench/pytorch_gpt2.py on the same folder.
//
//   Forward/T:N/reused   the run's storage kept between passes (forward into a Run of the
//                        same length: every map written where the last one was), as the
//                        window recomputes
//   Forward/T:N/fresh    a new Run each pass: every map in new memory
// Counters: ms (mean wall time of a pass); maps (L·H); the first pass also reports
// open_ms, the time to open the folder (the file is in the page cache by then), and
// peak_rss_mb, the process's peak resident memory after the T = 1024 passes.
#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/model/gpt2.hpp"
#include "io/gpt2_folder.hpp"

namespace {

std::string g_model_dir;
std::unique_ptr<attn::io::Gpt2Folder> g_model;
double g_open_ms = 0.0;

const attn::io::Gpt2Folder& model() {
  if (!g_model) {
    // Once to bring the file into the page cache, then timed.
    attn::io::open_gpt2_folder(g_model_dir);
    const auto start = std::chrono::steady_clock::now();
    g_model = std::make_unique<attn::io::Gpt2Folder>(attn::io::open_gpt2_folder(g_model_dir));
    g_open_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  }
  return *g_model;
}

double peak_rss_mb() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) return std::strtod(line.c_str() + 6, nullptr) / 1024.0;
  }
  return 0.0;
}

std::vector<int> token_ids(int t, int vocabulary) {
  attn::SplitMix64 random(7);
  std::vector<int> ids(static_cast<std::size_t>(t));
  for (int& id : ids) id = static_cast<int>(random.next() % static_cast<std::uint64_t>(vocabulary));
  return ids;
}

void forward(benchmark::State& state) {
  const attn::io::Gpt2Folder& m = model();
  const int t = static_cast<int>(state.range(0));
  const bool reuse = state.range(1) != 0;
  const std::vector<int> ids = token_ids(t, m.weights.config.vocabulary);
  attn::gpt2::Run run;
  attn::gpt2::forward(m.weights, ids, {}, run);  // warm-up
  double seconds = 0.0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    if (reuse) {
      attn::gpt2::forward(m.weights, ids, {}, run);
    } else {
      run = attn::gpt2::forward(m.weights, ids, {});
    }
    const attn::Matrix logits = attn::gpt2::logits(m.weights, run, t - 1);
    benchmark::DoNotOptimize(logits.data());
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  state.counters["ms"] = seconds / static_cast<double>(state.iterations()) * 1e3;
  state.counters["maps"] = static_cast<double>(m.weights.config.layers * m.weights.config.heads);
  state.counters["open_ms"] = g_open_ms;
  state.counters["peak_rss_mb"] = peak_rss_mb();
  state.SetLabel(m.name + " " + m.dtype);
}

BENCHMARK(forward)
    ->Name("Forward")
    ->ArgNames({"T", "reused"})
    ->Args({128, 1})
    ->Args({128, 0})
    ->Args({1024, 1})
    ->Args({1024, 0})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

int main(int argc, char** argv) {
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    if (std::strncmp(argv[i], "--model=", 8) == 0) {
      g_model_dir = argv[i] + 8;
    } else {
      rest.push_back(argv[i]);
    }
  }
  if (g_model_dir.empty()) {
    std::cerr << "usage: gpt2_bench --model=DIR [benchmark flags]\n";
    return 2;
  }
  int n = static_cast<int>(rest.size());
  benchmark::Initialize(&n, rest.data());
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
