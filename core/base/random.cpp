#include "core/base/random.hpp"

namespace attn {

std::uint64_t SplitMix64::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

float SplitMix64::uniform() {
  return static_cast<float>(next() >> 40) * (1.0f / 16777216.0f);
}

float SplitMix64::uniform(float lo, float hi) { return lo + (hi - lo) * uniform(); }

float SplitMix64::normal() {
  // Irwin-Hall: the sum of 12 uniforms minus 6 has mean 0 and variance 1. Unlike
  // Box-Muller it needs no log or cos, so the bits are the same on every libm.
  double sum = 0.0;
  for (int i = 0; i < 12; ++i) sum += static_cast<double>(uniform());
  return static_cast<float>(sum - 6.0);
}

}  // namespace attn
