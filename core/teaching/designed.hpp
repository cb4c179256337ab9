// Designed heads: a structured embedding and hand-set weights whose heads each do one
// recognisable thing, so that comparing heads teaches something (random heads are noise).
//
// Legend: T tokens, D model width, H heads, d_k = D / H.
//
// The embedding X (T×D) is made of named blocks of columns; the rest of D is zero:
//   [0, 32)   identity   a unit vector from a hash of the token's text (same word, same vector)
//   [32, 36)  part of speech: adjective, noun, other, and a constant 1
//   [36, 68)  position   16 sine/cosine pairs, frequencies from 1 down to 0.01
// Each designed head reads its query and key features from these blocks through the first
// 32 columns of its slice of W_q and W_k, so it needs d_k >= 32 (and D >= 68 for the
// blocks): D >= max(kDesignedMinDModel, 32·H).
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
  std::string name;         // "previous token"
  std::string description;  // one line: what it looks for
};

// The built-in heads, in the order they fill heads 1, 2, ...
const std::vector<DesignedHeadInfo>& designed_heads();

inline constexpr int kDesignedMinDModel = 96;   // blocks (68) rounded up to 32 per head
inline constexpr int kDesignedMinHeadWidth = 32;

// The smallest D that is >= kDesignedMinDModel, a multiple of H and gives d_k >= 32.
int designed_min_d_model(int heads);

// Throws AttentionError saying why when D or H cannot hold the designed heads.
void validate_designed(int d_model, int heads);

// X for the designed heads, T×D (blocks above).
Matrix designed_embedding(const std::vector<std::string>& tokens, int d_model, std::uint64_t seed);

// W_q, W_k, W_v, W_o (D×D): the first min(H, 5) heads designed, the rest seeded random.
MhaWeights designed_weights(int d_model, int heads, std::uint64_t seed);

// Name and description of head h (0-based) under the designed weights; heads past the
// built-in ones are "random".
DesignedHeadInfo designed_head_info(int head);

}  // namespace attn
