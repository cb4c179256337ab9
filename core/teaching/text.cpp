// Tokenizer and deterministic embedding.
//
// Rules of the tokenizer, in order: white space separates; the markers <start> and <end>
// are one token each; every CJK character (ideographs, kana, hangul) is one token; a run
// of letters and digits is a word, keeping an apostrophe or hyphen between two letters
// ("don't", "well-known"); any other character (punctuation, symbols) is a token alone.
#include "core/teaching/text.hpp"

#include <cmath>
#include <cstring>

#include "core/base/random.hpp"

namespace attn {
namespace {

struct Decoded {
  char32_t cp;
  std::size_t length;  // bytes
};

// Decodes one UTF-8 code point at `at`; throws naming the byte offset when invalid.
Decoded decode_utf8(const std::string& s, std::size_t at) {
  const auto b0 = static_cast<unsigned char>(s[at]);
  auto bad = [&]() -> AttentionError {
    return AttentionError("the text is not valid UTF-8 at byte " + std::to_string(at));
  };
  if (b0 < 0x80) return {b0, 1};
  std::size_t n = 0;
  char32_t cp = 0;
  if ((b0 & 0xE0) == 0xC0) {
    n = 2;
    cp = b0 & 0x1Fu;
  } else if ((b0 & 0xF0) == 0xE0) {
    n = 3;
    cp = b0 & 0x0Fu;
  } else if ((b0 & 0xF8) == 0xF0) {
    n = 4;
    cp = b0 & 0x07u;
  } else {
    throw bad();
  }
  if (at + n > s.size()) throw bad();
  for (std::size_t i = 1; i < n; ++i) {
    const auto b = static_cast<unsigned char>(s[at + i]);
    if ((b & 0xC0) != 0x80) throw bad();
    cp = (cp << 6) | (b & 0x3Fu);
  }
  // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
  const char32_t min_for_length[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < min_for_length[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) throw bad();
  return {cp, n};
}

bool is_space(char32_t cp) {
  return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || cp == '\v' || cp == '\f' ||
         cp == 0x00A0 || cp == 0x3000 || (cp >= 0x2000 && cp <= 0x200B) || cp == 0x202F ||
         cp == 0x205F || cp == 0xFEFF;
}

bool is_ascii_alnum(char32_t cp) {
  return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
}

// Letters of other alphabets (accented Latin, Greek, Cyrillic, ...) join words too; we
// treat every code point past ASCII that is not CJK, punctuation or space as a letter.
bool is_general_punctuation(char32_t cp) {
  return (cp >= 0x2010 && cp <= 0x205E) || (cp >= 0x3000 && cp <= 0x303F) ||
         (cp >= 0xFF00 && cp <= 0xFF0F) || (cp >= 0xFF1A && cp <= 0xFF20) ||
         (cp >= 0xFF3B && cp <= 0xFF40) || (cp >= 0xFF5B && cp <= 0xFF65) ||
         (cp >= 0x00A1 && cp <= 0x00BF) || cp == 0x00D7 || cp == 0x00F7;
}

bool is_word_char(char32_t cp) {
  if (cp < 0x80) return is_ascii_alnum(cp);
  return !is_cjk(cp) && !is_space(cp) && !is_general_punctuation(cp);
}

bool starts_with_at(const std::string& s, std::size_t at, const char* marker) {
  const std::size_t n = std::strlen(marker);
  return s.compare(at, n, marker) == 0;
}

}  // namespace

bool is_cjk(char32_t cp) {
  return (cp >= 0x4E00 && cp <= 0x9FFF) ||    // CJK unified ideographs
         (cp >= 0x3400 && cp <= 0x4DBF) ||    // extension A
         (cp >= 0x20000 && cp <= 0x2FA1F) ||  // extensions B-F, compatibility supplement
         (cp >= 0xF900 && cp <= 0xFAFF) ||    // compatibility ideographs
         (cp >= 0x3040 && cp <= 0x30FF) ||    // hiragana, katakana
         (cp >= 0x31F0 && cp <= 0x31FF) ||    // katakana extensions
         (cp >= 0xAC00 && cp <= 0xD7AF) ||    // hangul syllables
         (cp >= 0x1100 && cp <= 0x11FF) ||    // hangul jamo
         (cp >= 0x3130 && cp <= 0x318F);      // hangul compatibility jamo
}

std::vector<std::string> tokenize(const std::string& text, const TokenizeOptions& options) {
  std::vector<std::string> tokens;
  auto push = [&](std::string token) {
    if (tokens.size() >= options.max_tokens) {
      throw AttentionError("the text has more than " + std::to_string(options.max_tokens) +
                           " tokens; shorten it");
    }
    tokens.push_back(std::move(token));
  };
  if (options.add_start) push(kStartToken);

  std::string word;
  char32_t prev_cp = 0;
  auto flush = [&]() {
    if (!word.empty()) push(std::move(word));
    word.clear();
  };
  std::size_t at = 0;
  while (at < text.size()) {
    if (text[at] == '<' && (starts_with_at(text, at, kStartToken) ||
                            starts_with_at(text, at, kEndToken))) {
      flush();
      const char* marker = starts_with_at(text, at, kStartToken) ? kStartToken : kEndToken;
      push(marker);
      at += std::strlen(marker);
      prev_cp = '>';
      continue;
    }
    const Decoded d = decode_utf8(text, at);
    const std::string bytes = text.substr(at, d.length);
    if (is_space(d.cp)) {
      flush();
    } else if (is_cjk(d.cp)) {
      flush();
      push(bytes);
    } else if (is_word_char(d.cp)) {
      word += bytes;
    } else if ((d.cp == '\'' || d.cp == '-' || d.cp == 0x2019) && !word.empty() &&
               is_word_char(prev_cp) && at + d.length < text.size() &&
               is_word_char(decode_utf8(text, at + d.length).cp)) {
      word += bytes;  // inside a word: "don't", "well-known"
    } else {
      flush();
      push(bytes);
    }
    prev_cp = d.cp;
    at += d.length;
  }
  flush();
  if (options.add_end) push(kEndToken);
  return tokens;
}

std::uint64_t token_hash(const std::string& token, std::uint64_t seed) {
  std::uint64_t h = 0xCBF29CE484222325ULL;  // FNV-1a offset basis
  for (char c : token) {
    auto b = static_cast<unsigned char>(c);
    if (b >= 'A' && b <= 'Z') b = static_cast<unsigned char>(b - 'A' + 'a');
    h ^= b;
    h *= 0x100000001B3ULL;  // FNV prime
  }
  SplitMix64 mix(h ^ (seed * 0x9E3779B97F4A7C15ULL));
  return mix.next();
}

Matrix token_vectors(const std::vector<std::string>& tokens, int d_model, std::uint64_t seed) {
  if (d_model < 1) throw AttentionError("d_model must be at least 1, got " + std::to_string(d_model));
  Matrix m(static_cast<Eigen::Index>(tokens.size()), d_model);
  for (std::size_t t = 0; t < tokens.size(); ++t) {
    SplitMix64 rng(token_hash(tokens[t], seed));
    for (int j = 0; j < d_model; ++j) m(static_cast<Eigen::Index>(t), j) = rng.normal();
  }
  return m;
}

Matrix position_encoding(int t, int d_model) {
  if (t < 0 || d_model < 1) {
    throw AttentionError("position encoding needs T >= 0 and D >= 1, got T=" +
                         std::to_string(t) + ", D=" + std::to_string(d_model));
  }
  Matrix pe(t, d_model);
  for (int p = 0; p < t; ++p) {
    for (int i = 0; i < d_model; ++i) {
      const int pair = i / 2;
      const double freq = std::pow(10000.0, -2.0 * pair / static_cast<double>(d_model));
      const double angle = p * freq;
      pe(p, i) = static_cast<float>(i % 2 == 0 ? std::sin(angle) : std::cos(angle));
    }
  }
  return pe;
}

Matrix embed(const std::vector<std::string>& tokens, int d_model, std::uint64_t seed) {
  if (tokens.empty()) throw AttentionError("there are no tokens to embed (the text is empty)");
  return token_vectors(tokens, d_model, seed) +
         position_encoding(static_cast<int>(tokens.size()), d_model);
}

}  // namespace attn
