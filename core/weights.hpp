// Weights for multi-head attention: seeded Xavier/Glorot initialisation and checks.
//
// Legend: D model width. Every matrix is D×D (row convention: Q = X·W_q).
//
// The random stream is SplitMix64, and uniform floats are made from its top 24 bits, so
// a seed gives the same weights on every machine, compiler and run.
#pragma once

#include <cstdint>

#include "attention.hpp"

namespace attn {

// A small deterministic generator (SplitMix64). Portable, unlike std:: distributions.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  float uniform();          // [0, 1), 24 random bits
  float uniform(float lo, float hi);
  float normal();           // Box-Muller, mean 0, deviation 1

 private:
  std::uint64_t state_;
};

// Xavier/Glorot uniform: U(-a, a), a = sqrt(6 / (fan_in + fan_out)).
Matrix xavier_uniform(int rows, int cols, std::uint64_t seed);

// W_q, W_k, W_v, W_o for width D, each from its own stream derived from the seed.
MhaWeights random_weights(int d_model, std::uint64_t seed);

// Throws AttentionError unless all four are D×D and finite; names the bad matrix.
void validate_weights(const MhaWeights& weights, int d_model);

}  // namespace attn
