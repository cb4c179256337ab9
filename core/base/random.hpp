// A small deterministic random stream (SplitMix64, Steele, Lea and Flood 2014): tiny, fast,
// and with no platform-dependent parts, unlike the std:: distributions. Floats take its top
// 24 bits, so every value is exactly representable and a seed gives the same numbers on
// every machine, compiler and run.
#pragma once

#include <cstdint>

namespace attn {

class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  float uniform();          // [0, 1), 24 random bits
  float uniform(float lo, float hi);
  float normal();           // mean 0, deviation 1 (Irwin–Hall: 12 uniforms, minus 6)
  // Where the stream is: a stream made from state() goes on with the same numbers.
  std::uint64_t state() const { return state_; }

 private:
  std::uint64_t state_;
};

}  // namespace attn
