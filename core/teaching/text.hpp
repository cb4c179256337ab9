// Text to X: a tokenizer and a deterministic embedding.
//
// Legend: T tokens, D model width. embed() returns X, T×D (tokens are rows).
//
// The tokenizer splits space-separated scripts into words and punctuation, gives every
// CJK character its own token, and keeps the markers <start> and <end> whole. The
// embedding is a vector derived from a hash of the token's (lower-cased) text and the
// seed, plus the sinusoidal position encoding of "Attention Is All You Need". It is the
// same on every machine: no std:: distributions (their output is not portable).
// It deliberately learns nothing: it only makes equal words equal and positions distinct.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"

namespace attn {

inline constexpr const char* kStartToken = "<start>";
inline constexpr const char* kEndToken = "<end>";

struct TokenizeOptions {
  bool add_start = false;  // prepend <start> (decoder input under teacher forcing)
  bool add_end = false;    // append <end> (training target)
  std::size_t max_tokens = 100000;  // refuse longer texts with a message
};

// Splits UTF-8 text into tokens. Throws AttentionError for invalid UTF-8 (naming the
// byte offset) or more than max_tokens tokens.
std::vector<std::string> tokenize(const std::string& text, const TokenizeOptions& options = {});

// True when the code point is a CJK ideograph, kana or hangul (one token each).
bool is_cjk(char32_t cp);

// FNV-1a 64-bit hash of a token's lower-cased text, mixed with the seed.
std::uint64_t token_hash(const std::string& token, std::uint64_t seed);

// The identity part alone: one N(0, 1)-like vector (1×D) per token text and seed.
Matrix token_vectors(const std::vector<std::string>& tokens, int d_model, std::uint64_t seed);

// Sinusoidal position encoding, T×D: PE(p, 2i) = sin(p / 10000^(2i/D)), PE(p, 2i+1) = cos.
Matrix position_encoding(int t, int d_model);

// X = token_vectors + position_encoding. Throws for D < 1 or an empty token list.
Matrix embed(const std::vector<std::string>& tokens, int d_model, std::uint64_t seed);

}  // namespace attn
