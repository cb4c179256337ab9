// Designed heads: a structured embedding and hand-set weights whose heads each do one
// recognisable thing, so that comparing heads teaches something (random heads are noise).
//
// Legend: T tokens, D model width, H heads, d_k = D / H.
//
// The embedding X (T×D) is made of named blocks of columns; the rest of D is zero:
//   [0, 32)   identity   a unit vector from a hash of the token's text (same word, same vector)
//   [32, 36)  part of speech: adjective, noun, other, and a constant 1
//   [36, 68)  position   16 sine/cosine pairs, frequencies from 1 down to 0.01
// Each designed head reads its query and key features from these blocks through its own d_k
// columns of W_q and W_k. D never has to grow for them: a head narrower than it needs is
// still built from what fits, and its name says that it no longer does its job
// (designed_head_min_width). Heads with d_k >= 32 have all the room they use.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"

namespace attn {

enum class PartOfSpeech { Adjective, Noun, Other };

// From a small built-in English lexicon (lower-cased lookup); unknown words are Other.
PartOfSpeech part_of_speech(const std::string& token);

struct DesignedHeadInfo {
  std::string name;         // "previous token", or "same word (needs d_k ≥ 16)" when too narrow
  std::string description;  // one line: what it looks for, or what it does instead
  bool works = true;        // false when d_k < designed_head_min_width(head)
};

// The built-in heads, in the order they fill heads 1, 2, ..., as they are with room enough.
const std::vector<DesignedHeadInfo>& designed_heads();

inline constexpr int kDesignedMinDModel = 96;   // the blocks (68 columns), rounded up to 3·32

// The smallest D that is >= kDesignedMinDModel and a multiple of H (any d_k will do).
int designed_min_d_model(int heads);

// Throws AttentionError naming the minimum and the D given when D < kDesignedMinDModel.
// D not a multiple of H, or H < 1, is left to validate_config.
void validate_designed(int d_model, int heads);

// X for the designed heads, T×D (blocks above).
Matrix designed_embedding(const std::vector<std::string>& tokens, int d_model, std::uint64_t seed);

// W_q, W_k, W_v, W_o (D×D): the first min(H, 5) heads designed, the rest seeded random.
MhaWeights designed_weights(int d_model, int heads, std::uint64_t seed);

// The smallest d_k at which head `head` (0-based) reliably does its job, on texts up to
// the program's 4096 tokens; 1 for heads past the built-in ones (random: nothing to lose).
// What "reliably" means for each head, and the numbers, are established in
// tests/test_designed.cpp. Throws AttentionError for head < 0.
int designed_head_min_width(int head);

// Name and description of head `head` (0-based) under the designed weights at width d_k;
// heads past the built-in ones are "random". Below its minimum width the name carries
// "(needs d_k ≥ N)", the description says what the head does instead and works is false.
// Throws AttentionError for head < 0 or d_k < 1.
DesignedHeadInfo designed_head_info(int head, int d_k);

}  // namespace attn
