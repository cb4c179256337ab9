// attention_bench: the engine's speed on the shapes issue-sized lessons and long inputs use.
// Self-attention at T = 128 ... 4096 (D = 512, H = 8, causal, every head's weights kept as
// the views need them) and cross-attention; each case is named with its mode and T.
// Compare with PyTorch through scripts/bench, which runs both in one go.
#include <benchmark/benchmark.h>

#include "attention.hpp"
#include "weights.hpp"

namespace {

attn::Matrix random_input(int t, int d, std::uint64_t seed) {
  attn::SplitMix64 rng(seed);
  attn::Matrix m(t, d);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = rng.normal();
  return m;
}

void run(benchmark::State& state, attn::AttentionMode mode, bool causal) {
  const int t = static_cast<int>(state.range(0));
  constexpr int kD = 512;
  constexpr int kH = 8;
  attn::AttentionConfig config;
  config.d_model = kD;
  config.heads = kH;
  config.mode = mode;
  config.causal = causal;
  const attn::Matrix x = random_input(t, kD, 1);
  const attn::Matrix y = random_input(mode == attn::AttentionMode::Cross ? t / 2 : t, kD, 2);
  const attn::MhaWeights w = attn::random_weights(kD, 3);
  for (auto _ : state) {
    attn::AttentionTrace trace = attn::multi_head_attention(x, y, w, config);
    benchmark::DoNotOptimize(trace.output.data());
  }
  const double t_q = mode == attn::AttentionMode::Cross ? t / 2.0 : t;
  // FLOPs of the dense computation: projections, Q·Kᵀ, weights·V, output projection.
  const double flops = 2.0 * kD * kD * (2.0 * t_q + 2.0 * t) + 2.0 * 2.0 * t_q * t * kD;
  state.counters["GFLOP"] = flops * 1e-9;
  state.counters["T"] = t;
}

void Self(benchmark::State& state) { run(state, attn::AttentionMode::Self, true); }
void Cross(benchmark::State& state) { run(state, attn::AttentionMode::Cross, false); }

}  // namespace

BENCHMARK(Self)->Arg(128)->Arg(512)->Arg(1024)->Arg(2048)->Arg(4096)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Cross)->Arg(512)->Arg(1024)->Arg(2048)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_MAIN();
