// The helpers both task grammars share: see task_words.hpp.
#include "core/teaching/task_words.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <sstream>

namespace attn::task_words {

int uniform_index(SplitMix64& rng, int n) {
  const auto range = static_cast<std::uint64_t>(n);
  const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  const std::uint64_t limit = max - max % range;  // a multiple of range
  std::uint64_t x = rng.next();
  while (x >= limit) x = rng.next();
  return static_cast<int>(x % range);
}

std::string lower_case(const std::string& text) {
  std::string out = text;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const auto c = static_cast<unsigned char>(out[i]);
    if (c >= 'A' && c <= 'Z') {
      out[i] = static_cast<char>(c - 'A' + 'a');
    } else if ((c == 0xC3 || c == 0xC5) && i + 1 < out.size()) {
      const auto d = static_cast<unsigned char>(out[i + 1]);
      if (c == 0xC3 && d >= 0x80 && d <= 0x9E && d != 0x97)
        out[i + 1] = static_cast<char>(d + 0x20);
      if (c == 0xC5 && d == 0x92) out[i + 1] = static_cast<char>(0x93);
      ++i;
    }
  }
  return out;
}

std::vector<std::string> split_on_space(const std::string& text) {
  std::vector<std::string> words;
  std::istringstream in(text);  // >> splits on the C locale's white space
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

std::string quoted(const std::string& word) { return "\"" + word + "\""; }

int exact_id(const Vocabulary& vocabulary, const std::string& token) {
  const auto at = std::find(vocabulary.tokens.begin(), vocabulary.tokens.end(), token);
  return at == vocabulary.tokens.end() ? -1 : static_cast<int>(at - vocabulary.tokens.begin());
}

namespace {

bool is_ascii_letter(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\'' || c == '-';
}

// The bytes of the UTF-8 character that starts at `at` (1 for a stray continuation byte, so
// that the message shows something and the loop moves on).
std::size_t character_length(const std::string& text, std::size_t at) {
  const auto c = static_cast<unsigned char>(text[at]);
  const std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
  return std::min(n, text.size() - at);
}

}  // namespace

std::vector<int> segment_by_lexicon(const std::string& text, const Vocabulary& vocabulary,
                                    const UnknownWordMessage& unknown) {
  std::vector<int> ids;
  auto push = [&](int id, const std::string& written) {
    if (id < kFirstWord) {
      throw AttentionError(quoted(written) +
                           " is a marker, which the program adds itself; type words only");
    }
    ids.push_back(id);
  };
  for (const std::string& piece : split_on_space(text)) {
    const int whole = vocabulary.id(piece);
    if (whole >= 0) {
      push(whole, piece);
      continue;
    }
    if (std::all_of(piece.begin(), piece.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
      throw AttentionError(unknown(piece, piece));  // an unknown word of a spaced script
    std::size_t at = 0;
    while (at < piece.size()) {
      if (is_ascii_letter(static_cast<unsigned char>(piece[at]))) {
        std::size_t end = at;
        while (end < piece.size() && is_ascii_letter(static_cast<unsigned char>(piece[end]))) ++end;
        const std::string word = piece.substr(at, end - at);
        const int id = vocabulary.id(word);
        if (id < 0) throw AttentionError(unknown(word, piece));
        push(id, word);
        at = end;
        continue;
      }
      // The longest word of the vocabulary written at `at` (V is small: a scan is enough).
      int best = -1;
      std::size_t best_length = 0;
      for (int id = kFirstWord; id < vocabulary.size(); ++id) {
        const std::string& token = vocabulary.tokens[static_cast<std::size_t>(id)];
        if (token.size() > best_length && piece.compare(at, token.size(), token) == 0 &&
            !is_ascii_letter(static_cast<unsigned char>(token[0]))) {
          best = id;
          best_length = token.size();
        }
      }
      if (best < 0) throw AttentionError(unknown(piece.substr(at, character_length(piece, at)), piece));
      ids.push_back(best);
      at += best_length;
    }
  }
  return ids;
}

}  // namespace attn::task_words
