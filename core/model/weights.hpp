// The parameters of a model, made from a seed, and their checks. Today: one multi-head
// attention layer's W_q, W_k, W_v and W_o, with the Xavier/Glorot initialisation.
//
// Legend: D model width. Every matrix is D×D (row convention: Q = X·W_q).
//
// The random stream is base/random.hpp's, so a seed gives the same weights on every
// machine, compiler and run.
#pragma once

#include <cstdint>

#include "core/attention/config.hpp"

namespace attn {

// Xavier/Glorot uniform: U(-a, a), a = sqrt(6 / (fan_in + fan_out)).
Matrix xavier_uniform(int rows, int cols, std::uint64_t seed);

// W_q, W_k, W_v, W_o for width D, each from its own stream derived from the seed.
MhaWeights random_weights(int d_model, std::uint64_t seed);

// Throws AttentionError unless all four are D×D and finite; names the bad matrix.
void validate_weights(const MhaWeights& weights, int d_model);

}  // namespace attn
