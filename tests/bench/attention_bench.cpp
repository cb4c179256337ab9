// attention_bench: the engine's speed on the shapes of long inputs, and this machine's
// sgemm rate to set it against.
//
//   Self/T          self-attention, T = 128 … 4096, D = 512, H = 8, causal, every head's
//                   weights kept as the views need them (TraceDetail::Weights), computed
//                   again into the same trace, as the program does after each edit
//   SelfFresh/T     the same into a new trace each time (its memory is touched anew)
//   SelfFullTrace/T every intermediate of every head, as `compute` prints them
//   Cross/T         cross-attention, T keys and T/2 queries, no mask
//   Sgemm/N         an N×N×N single-precision product through the same BLAS, all threads
//
// scripts/bench runs this beside PyTorch and prints the two side by side.
#include <benchmark/benchmark.h>

#include "core/attention/attention.hpp"
#include "core/kernels/gemm.hpp"
#include "core/base/parallel.hpp"
#include "core/base/random.hpp"
#include "core/model/weights.hpp"

namespace {

constexpr int kD = 512;
constexpr int kH = 8;

attn::Matrix random_input(int t, int d, std::uint64_t seed) {
  attn::SplitMix64 rng(seed);
  attn::Matrix m(t, d);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = rng.normal();
  return m;
}

// FLOPs of the dense computation: Q, K, V and output projections, Q·Kᵀ and weights·V.
double dense_flops(double t_q, double t_k) {
  return 2.0 * kD * kD * (2.0 * t_q + 2.0 * t_k) + 2.0 * 2.0 * t_q * t_k * kD;
}

void run(benchmark::State& state, attn::AttentionMode mode, bool causal,
         attn::TraceDetail detail, bool reuse) {
  const int t = static_cast<int>(state.range(0));
  const bool cross = mode == attn::AttentionMode::Cross;
  attn::AttentionConfig config;
  config.d_model = kD;
  config.heads = kH;
  config.mode = mode;
  config.causal = causal;
  config.detail = detail;
  const attn::Matrix x = random_input(t, kD, 1);
  const attn::Matrix y = random_input(cross ? t / 2 : t, kD, 2);
  const attn::MhaWeights w = attn::random_weights(kD, 3);
  attn::AttentionTrace trace;
  for (auto _ : state) {
    if (reuse) {
      attn::multi_head_attention(x, y, w, config, trace);
      benchmark::DoNotOptimize(trace.output.data());
    } else {
      attn::AttentionTrace fresh = attn::multi_head_attention(x, y, w, config);
      benchmark::DoNotOptimize(fresh.output.data());
    }
  }
  const double t_q = cross ? t / 2.0 : t;
  state.counters["T"] = t;
  state.counters["dense_GFLOP"] = dense_flops(t_q, t) * 1e-9;
}

void Self(benchmark::State& state) {
  run(state, attn::AttentionMode::Self, true, attn::TraceDetail::Weights, true);
}
void SelfFresh(benchmark::State& state) {
  run(state, attn::AttentionMode::Self, true, attn::TraceDetail::Weights, false);
}
void SelfFullTrace(benchmark::State& state) {
  run(state, attn::AttentionMode::Self, true, attn::TraceDetail::Full, true);
}
void Cross(benchmark::State& state) {
  run(state, attn::AttentionMode::Cross, false, attn::TraceDetail::Weights, true);
}

void Sgemm(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const attn::Matrix a = random_input(n, n, 4);
  const attn::Matrix b = random_input(n, n, 5);
  attn::Matrix c(n, n);
  attn::kernels::set_product_threads(attn::resolve_threads(0));
  for (auto _ : state) {
    attn::kernels::gemm(attn::kernels::const_view_of(a), attn::kernels::const_view_of(b), false, attn::kernels::view_of(c));
    benchmark::DoNotOptimize(c.data());
  }
  attn::kernels::set_product_threads(1);
  state.counters["GFLOPS"] = benchmark::Counter(2.0 * n * n * n, benchmark::Counter::kIsIterationInvariantRate);
}

}  // namespace

BENCHMARK(Sgemm)->Arg(2048)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Self)->Arg(128)->Arg(512)->Arg(1024)->Arg(2048)->Arg(4096)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(SelfFresh)->Arg(1024)->Arg(4096)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(SelfFullTrace)->Arg(1024)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Cross)->Arg(512)->Arg(1024)->Arg(2048)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK_MAIN();
