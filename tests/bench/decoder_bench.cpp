// decoder_bench: a forward pass of a model opened from its folder (io/model_folder.hpp:
// GPT-2, Llama, Mistral, Qwen2, Qwen3), every head's attention map of every layer kept, the
// logits of the last position computed; and one step of generation on the KV cache. On an
// encoder–decoder's folder (Marian, T5, BART), Seq2seq and Translate instead (below).
//
//   decoder_bench --model=DIR [--lengths=128,1024] [benchmark flags]
//
// DIR is a model folder: scripts/bench makes them with random weights in the shapes of
// GPT-2 small (scripts/make-gpt2-fixtures --real-shapes) and SmolLM2-135M
// (scripts/make-decoder-fixtures --real-shapes), so that no download is needed, and times
// tests/bench/pytorch_gpt2.py and pytorch_decoder.py on the same folders.
//
//   Forward/T:N/reused   the run's storage kept between passes (forward into a Run of the
//                        same length: every map written where the last one was), as the
//                        window recomputes
//   Forward/T:N/fresh    a new Run each pass: every map in new memory
//   Generate/T:N         one more token after N on the KV cache (extend and its logits), as
//                        the Model view's N key does; next_ms: the median of the 16 tokens
//                        after it on the same run
//   Float32/T:N          the reused forward in float32 precision (a BF16 folder's products
//                        reading their inputs as floats); the others run in the default, BF16
//   Int8/T:N, Int8Generate/T:N  the reused forward and Generate in Int8 precision (a GGUF
//                        file's quantized products reading their inputs rounded to 8 bits,
//                        as llama.cpp computes)
//   Seq2seq/S:N/T:N      an encoder–decoder's teacher-forced forward, N source and N target
//                        tokens, every map kept
//   Translate/S:N/steps:30  a greedy translation of 30 tokens from N source tokens
//   Picture/S:N          a vision model's folder (ViT, DeiT, DINOv2): one N×N picture's
//                        forward with every map kept, its classes, and the overlay the
//                        Model view draws, the rollout after every layer (float64)
// Counters: ms (mean wall time of a pass); maps (L·H); the first pass also reports
// open_ms, the time to open the folder (the file is in the page cache by then);
// peak_rss_mb, the process's peak resident memory from that opening on (the warm-up
// opening before it is not counted), through the passes so far; held_mb, what the
// parameters take in memory; run_mb, what the run keeps for the views (every map).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/base/memory.hpp"
#include "core/base/random.hpp"
#include "core/model/decoder.hpp"
#include "core/teaching/rollout.hpp"
#include "io/model_folder.hpp"

namespace {

std::string g_model_dir;
std::unique_ptr<attn::io::ModelFolder> g_model;
double g_open_ms = 0.0;

const attn::io::ModelFolder& model() {
  if (!g_model) {
    // Once to bring the file into the page cache, then timed.
    attn::io::open_model_folder(g_model_dir);
    // The peak resident memory from here on: the opening that counts, and the runs.
    std::ofstream("/proc/self/clear_refs") << "5";
    const auto start = std::chrono::steady_clock::now();
    g_model = std::make_unique<attn::io::ModelFolder>(attn::io::open_model_folder(g_model_dir));
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
  const attn::io::ModelFolder& m = model();
  const int t = static_cast<int>(state.range(0));
  const bool reuse = state.range(1) != 0;
  attn::decoder::Options options;
  if (state.range(2) == 1) options.precision = attn::Precision::Float32;
  if (state.range(2) == 2) options.precision = attn::Precision::Int8;
  const std::vector<int> ids = token_ids(t, m.weights.arch.vocabulary);
  attn::decoder::Run run;
  attn::decoder::forward(m.weights, ids, options, run);  // warm-up
  double seconds = 0.0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    if (reuse) {
      attn::decoder::forward(m.weights, ids, options, run);
    } else {
      run = attn::decoder::forward(m.weights, ids, options);
    }
    const attn::Matrix logits = attn::decoder::logits(m.weights, run, t - 1);
    benchmark::DoNotOptimize(logits.data());
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  state.counters["ms"] = seconds / static_cast<double>(state.iterations()) * 1e3;
  state.counters["maps"] = static_cast<double>(m.weights.arch.layers * m.weights.arch.heads);
  state.counters["open_ms"] = g_open_ms;
  state.counters["peak_rss_mb"] = peak_rss_mb();
  state.counters["held_mb"] = static_cast<double>(attn::decoder::held_bytes(m.weights)) / (1 << 20);
  state.counters["run_mb"] = static_cast<double>(attn::decoder::run_bytes(run)) / (1 << 20);
  state.SetLabel(m.name + " " + m.dtype);
}

// The median of the next kNext tokens on one run, after its first (each a token and its
// logits): what a text growing token by token costs, where `ms` is the first token after the
// prompt's forward, which also gives every growing matrix of the run its first move.
double next_tokens_ms(const attn::io::ModelFolder& m, const attn::decoder::Run& prompt, int first, int t) {
  constexpr int kNext = 16;
  attn::decoder::Run run = prompt;
  attn::decoder::extend(m.weights, run, first);
  const std::vector<int> next = token_ids(kNext, m.weights.arch.vocabulary);
  std::vector<double> ms;
  for (int k = 0; k < kNext; ++k) {
    const auto start = std::chrono::steady_clock::now();
    attn::decoder::extend(m.weights, run, next[static_cast<std::size_t>(k)]);
    const attn::Matrix logits = attn::decoder::logits(m.weights, run, t + 1 + k);
    benchmark::DoNotOptimize(logits.data());
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  }
  std::nth_element(ms.begin(), ms.begin() + kNext / 2, ms.end());
  return ms[kNext / 2];
}

// One token more after T on the KV cache: each pass extends a copy of the T-token run.
void generate_in(benchmark::State& state, attn::Precision precision) {
  const attn::io::ModelFolder& m = model();
  const int t = static_cast<int>(state.range(0));
  const std::vector<int> ids = token_ids(t + 1, m.weights.arch.vocabulary);
  attn::decoder::Options options;
  options.precision = precision;
  const attn::decoder::Run prompt =
      attn::decoder::forward(m.weights, std::vector<int>(ids.begin(), ids.end() - 1), options);
  double seconds = 0.0;
  for (auto _ : state) {
    state.PauseTiming();
    attn::decoder::Run run = prompt;
    state.ResumeTiming();
    const auto start = std::chrono::steady_clock::now();
    attn::decoder::extend(m.weights, run, ids.back());
    const attn::Matrix logits = attn::decoder::logits(m.weights, run, t);
    benchmark::DoNotOptimize(logits.data());
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  state.counters["ms"] = seconds / static_cast<double>(state.iterations()) * 1e3;
  state.counters["next_ms"] = next_tokens_ms(m, prompt, ids.back(), t);
  state.counters["open_ms"] = g_open_ms;
  state.SetLabel(m.name + " " + m.dtype);
}

void generate(benchmark::State& state) { generate_in(state, attn::decoder::Options().precision); }
void generate_int8(benchmark::State& state) { generate_in(state, attn::Precision::Int8); }

// An encoder–decoder (Marian, T5, BART): the encoder over S source tokens and the decoder
// teacher-forced over T target tokens (the start token first), every encoder, decoder-self
// and cross-attention map kept, the last position's logits; the run's storage kept between
// passes, as the window recomputes.
void seq2seq(benchmark::State& state) {
  const attn::io::ModelFolder& m = model();
  const attn::decoder::Architecture& a = m.weights.arch;
  attn::decoder::Options options = attn::decoder::options_for(a);
  options.source = token_ids(static_cast<int>(state.range(0)), a.vocabulary);
  std::vector<int> target = token_ids(static_cast<int>(state.range(1)), a.vocabulary);
  target.front() = a.decoder_start;
  attn::decoder::Run run;
  attn::decoder::forward(m.weights, target, options, run);  // warm-up
  double seconds = 0.0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    attn::decoder::forward(m.weights, target, options, run);
    const attn::Matrix logits = attn::decoder::logits(m.weights, run, static_cast<int>(target.size()) - 1);
    benchmark::DoNotOptimize(logits.data());
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  state.counters["ms"] = seconds / static_cast<double>(state.iterations()) * 1e3;
  state.counters["maps"] = static_cast<double>((a.encoder_layers + 2 * a.layers) * a.heads);
  state.counters["open_ms"] = g_open_ms;
  state.counters["peak_rss_mb"] = peak_rss_mb();
  state.counters["held_mb"] = static_cast<double>(attn::decoder::held_bytes(m.weights)) / (1 << 20);
  state.counters["run_mb"] = static_cast<double>(attn::decoder::run_bytes(run)) / (1 << 20);
  state.SetLabel(m.name + " " + m.dtype);
}

// A greedy translation of N tokens from S source tokens, as the window's Step makes it: the
// encoder once, then one decoder token at a time on the caches (the cross-attention's keys
// and values made once), each step's most likely token chosen; it does not stop at </s>,
// so that every pass makes N tokens.
void translate(benchmark::State& state) {
  const attn::io::ModelFolder& m = model();
  const attn::decoder::Architecture& a = m.weights.arch;
  attn::decoder::Options options = attn::decoder::options_for(a);
  options.source = token_ids(static_cast<int>(state.range(0)), a.vocabulary);
  const int steps = static_cast<int>(state.range(1));
  double seconds = 0.0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    attn::decoder::Run run = attn::decoder::forward(m.weights, {a.decoder_start}, options);
    for (int s = 0; s < steps; ++s) {
      const attn::Matrix logits = attn::decoder::logits(m.weights, run, static_cast<int>(run.ids.size()) - 1);
      const int id = attn::decoder::top_candidates(logits, 1).front().id;
      if (s + 1 < steps) attn::decoder::extend(m.weights, run, id);
    }
    benchmark::DoNotOptimize(run.ids.data());
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  state.counters["ms"] = seconds / static_cast<double>(state.iterations()) * 1e3;
  state.counters["open_ms"] = g_open_ms;
  state.SetLabel(m.name + " " + m.dtype);
}

// A vision model on one picture of N×N pixels (values drawn in [−1, 1) from a fixed seed, as
// tests/bench/pytorch_vit.py draws them): the forward with every map, the classes where the
// folder has a classifier, and the rollout the overlay draws.
void picture(benchmark::State& state) {
  const attn::io::ModelFolder& m = model();
  const attn::decoder::Architecture& a = m.weights.arch;
  const int side = static_cast<int>(state.range(0));
  attn::Pixels pixels;
  pixels.height = pixels.width = side;
  attn::SplitMix64 random(11);
  pixels.values.resize(pixels.offset(3, 0, 0));
  for (float& v : pixels.values) v = random.uniform(-1.0f, 1.0f);
  attn::decoder::Options options = attn::decoder::options_for(a);
  attn::decoder::Run run;
  double seconds = 0.0, rollout_seconds = 0.0;
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    attn::decoder::forward_picture(m.weights, pixels, options, run);
    if (a.predicts) benchmark::DoNotOptimize(attn::decoder::logits(m.weights, run, 0).data());
    const auto maps = std::chrono::steady_clock::now();
    std::vector<attn::Matrix> residual;
    for (const attn::decoder::LayerRecord& rec : run.layers) residual.push_back(attn::residual_attention(rec.attention));
    const std::vector<attn::Matrix> rollout = attn::attention_rollout(residual);
    benchmark::DoNotOptimize(rollout.back().data());
    const auto end = std::chrono::steady_clock::now();
    seconds += std::chrono::duration<double>(end - start).count();
    rollout_seconds += std::chrono::duration<double>(end - maps).count();
  }
  state.counters["ms"] = seconds / static_cast<double>(state.iterations()) * 1e3;
  state.counters["rollout_ms"] = rollout_seconds / static_cast<double>(state.iterations()) * 1e3;
  state.counters["maps"] = static_cast<double>(a.layers * a.heads);
  state.counters["tokens"] = static_cast<double>(run.tokens());
  state.counters["open_ms"] = g_open_ms;
  state.counters["peak_rss_mb"] = peak_rss_mb();
  state.SetLabel(m.name + " " + m.dtype);
}

}  // namespace

void register_decoder(const std::vector<long>& lengths);

int main(int argc, char** argv) {
  // As the program does (app/main.cpp).
  attn::prefer_mapped_blocks();
  std::vector<char*> rest;
  std::vector<long> lengths{128, 1024};
  for (int i = 0; i < argc; ++i) {
    if (std::strncmp(argv[i], "--model=", 8) == 0) {
      g_model_dir = argv[i] + 8;
    } else if (std::strncmp(argv[i], "--lengths=", 10) == 0) {
      lengths.clear();
      std::stringstream list(argv[i] + 10);
      std::string item;
      while (std::getline(list, item, ',')) lengths.push_back(std::stol(item));
    } else {
      rest.push_back(argv[i]);
    }
  }
  if (g_model_dir.empty() || lengths.empty()) {
    std::cerr << "usage: decoder_bench --model=DIR [--lengths=128,1024] [benchmark flags]\n";
    return 2;
  }
  if (model().weights.arch.reads_pictures()) {
    // The lengths are the picture's side in pixels.
    auto* f = benchmark::RegisterBenchmark("Picture", picture)->ArgNames({"S"});
    for (const long s : lengths) f->Args({s});
    f->Unit(benchmark::kMillisecond)->UseRealTime();
  } else if (model().weights.arch.encoder_decoder()) {
    // Source and target of the same length each, and a translation of 30 tokens.
    auto* f = benchmark::RegisterBenchmark("Seq2seq", seq2seq)->ArgNames({"S", "T"});
    for (const long t : lengths) f->Args({t, t});
    f->Unit(benchmark::kMillisecond)->UseRealTime();
    auto* g = benchmark::RegisterBenchmark("Translate", translate)->ArgNames({"S", "steps"});
    for (const long t : lengths) g->Args({t, 30});
    g->Unit(benchmark::kMillisecond)->UseRealTime();
  } else {
    register_decoder(lengths);
  }
  int n = static_cast<int>(rest.size());
  benchmark::Initialize(&n, rest.data());
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

void register_decoder(const std::vector<long>& lengths) {
  auto* f = benchmark::RegisterBenchmark("Forward", forward)->ArgNames({"T", "reused", "float32"});
  for (const long t : lengths) f->Args({t, 1, 0})->Args({t, 0, 0});
  f->Unit(benchmark::kMillisecond)->UseRealTime();
  auto* e = benchmark::RegisterBenchmark("Float32", forward)->ArgNames({"T", "reused", "float32"});
  for (const long t : lengths) e->Args({t, 1, 1});
  e->Unit(benchmark::kMillisecond)->UseRealTime();
  auto* g = benchmark::RegisterBenchmark("Generate", generate)->ArgNames({"T"});
  for (const long t : lengths) g->Args({t});
  g->Unit(benchmark::kMillisecond)->UseRealTime();
  // A GGUF file's products also as llama.cpp computes them.
  const std::string suffix = ".gguf";
  if (g_model_dir.size() > suffix.size() && g_model_dir.compare(g_model_dir.size() - suffix.size(), suffix.size(), suffix) == 0) {
    auto* i = benchmark::RegisterBenchmark("Int8", forward)->ArgNames({"T", "reused", "precision"});
    for (const long t : lengths) i->Args({t, 1, 2});
    i->Unit(benchmark::kMillisecond)->UseRealTime();
    auto* j = benchmark::RegisterBenchmark("Int8Generate", generate_int8)->ArgNames({"T"});
    for (const long t : lengths) j->Args({t});
    j->Unit(benchmark::kMillisecond)->UseRealTime();
  }
}
