// quant_bench: one token through one matrix of weights, as generation multiplies it, in
// each type the engine holds: F32, BF16 and ggml's blocks (Q8_0, Q6_K, Q4_K, and Q5_0,
// which most of a small model's Q4_K_M file holds where its rows are no whole super-block;
// read in place inside the products, kernels/quant_products.cpp), the blocks both with the float input
// and with the input rounded to 8 bits as llama.cpp rounds it (Precision::Int8, ".../int8":
// ggml's own arithmetic, integers by integers). The
// shape is ggml's own benchmark's (test-backend-ops perf -o MUL_MAT: 14336 inputs, 4096
// outputs, one row), so that the figures can stand beside ggml's.
//
//   quant_bench [benchmark flags]
//
// Counters: ms (mean wall time of one product), gb_per_s (the weights' bytes read per
// second), mb (the weights' bytes). Memory/read: the same counters for a plain read of
// 256 MB on every core, the ceiling of the others in the same minutes. The weights are
// random values, the blocks random bytes with finite scales: the time does not depend on
// the values.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>
#include <vector>

#include "core/attention/linear.hpp"
#include "core/base/parallel.hpp"
#include "core/base/random.hpp"
#include "core/base/weight.hpp"
#include "core/kernels/quants.hpp"

namespace {

using attn::kernels::QuantType;
constexpr Eigen::Index kIn = 14336, kOut = 4096;

attn::Matrix random_floats(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed) {
  attn::SplitMix64 random(seed);
  attn::Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) {
    m.data()[i] = static_cast<float>(static_cast<double>(random.next() >> 11) * 0x1.0p-53 - 0.5) * 0.05f;
  }
  return m;
}

// Random blocks of type t, each block's scales a small finite half.
attn::Bf16Matrix random_blocks(QuantType t) {
  const std::size_t row = attn::kernels::quant_row_bytes(t, kIn);
  auto bytes = std::make_shared<std::vector<unsigned char>>(row * kOut);
  attn::SplitMix64 random(7);
  for (auto& b : *bytes) b = static_cast<unsigned char>(random.next() >> 56);
  const std::size_t block = attn::kernels::quant_block_bytes(t);
  const std::size_t scale_at = t == QuantType::Q6_K ? 208 : 0;
  for (std::size_t at = 0; at < bytes->size(); at += block) {
    (*bytes)[at + scale_at] = 0x00;
    (*bytes)[at + scale_at + 1] = 0x20;  // 2^-7
    if (t == QuantType::Q4_K) {
      (*bytes)[at + 2] = 0x00;
      (*bytes)[at + 3] = 0x20;
    }
  }
  const unsigned char* data = bytes->data();
  return attn::Bf16Matrix::blocks(kIn, kOut, t, data, std::move(bytes), true);
}

// The counters of a pass that reads `bytes`.
void count(benchmark::State& state, double bytes) {
  // Inverted, a rate of 10^-3 a pass is milliseconds a pass.
  state.counters["ms"] =
      benchmark::Counter(1e-3, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["gb_per_s"] = benchmark::Counter(bytes * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
  state.counters["mb"] = bytes / 1e6;
}

void run(benchmark::State& state, const attn::WeightRef& w, std::size_t bytes,
         attn::Precision precision = attn::Precision::Float32) {
  const attn::Matrix x = random_floats(1, kIn, 3);
  attn::Matrix y;
  for (auto _ : state) {
    attn::linear(x, w, attn::Matrix(), 0, y, precision);
    benchmark::DoNotOptimize(y.data());
  }
  count(state, static_cast<double>(bytes));
}

void F32(benchmark::State& state) {
  static const attn::Matrix w = random_floats(kIn, kOut, 1);
  run(state, w, sizeof(float) * static_cast<std::size_t>(w.size()));
}

void BF16(benchmark::State& state) {
  // In panels, as a model folder's weights are held (base/weight.hpp).
  static const attn::Bf16Matrix w = attn::Bf16Matrix::round(random_floats(kIn, kOut, 1)).paired();
  run(state, w, w.bytes());
}

void Blocks(benchmark::State& state, QuantType t) {
  const attn::Bf16Matrix w = random_blocks(t);
  run(state, w, w.bytes());
}

void Int8(benchmark::State& state, QuantType t) {
  const attn::Bf16Matrix w = random_blocks(t);
  run(state, w, w.bytes(), attn::Precision::Int8);
}

// The memory's own speed in the same run: 256 MB of floats summed on every core, as the
// products read their weights, with nothing to compute beside. A product's gb_per_s near
// this one is bound by the memory; far below it, by its arithmetic.
void Read(benchmark::State& state) {
  static const attn::Matrix m = random_floats(1 << 13, 1 << 13, 5);  // 256 MB
  constexpr int kParts = 256;
  const Eigen::Index per = m.size() / kParts;
  std::vector<float> sums(kParts);
  for (auto _ : state) {
    attn::parallel_for(kParts, 0, [&](int p) {
      sums[static_cast<std::size_t>(p)] = Eigen::Map<const Eigen::VectorXf>(m.data() + p * per, per).sum();
    });
    benchmark::DoNotOptimize(sums.data());
  }
  count(state, static_cast<double>(sizeof(float) * static_cast<std::size_t>(m.size())));
}

}  // namespace

BENCHMARK(Read)->Name("Memory/read")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(F32)->Name("Token/F32")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(BF16)->Name("Token/BF16")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Blocks, q8_0, QuantType::Q8_0)->Name("Token/Q8_0")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Blocks, q6_k, QuantType::Q6_K)->Name("Token/Q6_K")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Blocks, q4_k, QuantType::Q4_K)->Name("Token/Q4_K")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Blocks, q5_0, QuantType::Q5_0)->Name("Token/Q5_0")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Int8, q8_0, QuantType::Q8_0)->Name("Token/Q8_0/int8")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Int8, q6_k, QuantType::Q6_K)->Name("Token/Q6_K/int8")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Int8, q4_k, QuantType::Q4_K)->Name("Token/Q4_K/int8")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(Int8, q5_0, QuantType::Q5_0)->Name("Token/Q5_0/int8")->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
