// The patterns of a tokenizer.json (Split, Replace) as Hugging Face's `tokenizers` applies
// them: written in Oniguruma's Ruby syntax there, compiled here by PCRE2 after the escapes
// that mean something else in PCRE2 are rewritten; matches found from the left as
// Oniguruma's find_iter in Rust finds them (empty matches included), text cut around them
// as NormalizedString::split cuts it, and replaced as NormalizedString::replace does.
//
// It does not read JSON (hf_component_readers.cpp does) and knows nothing of tokens.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

// PCRE2's compiled pattern (pcre2_code with 8-bit code units), without pcre2.h here.
struct pcre2_real_code_8;

namespace attn::io::hf {

// A pattern compiled by PCRE2 (UTF, Unicode properties, JIT when there is one).
class Regex {
 public:
  // `literal`: the pattern is a string to find as it is; otherwise Oniguruma's syntax.
  // Throws hf::Invalid when it does not compile.
  Regex(const std::string& pattern, bool literal);
  ~Regex();
  Regex(const Regex&) = delete;
  Regex& operator=(const Regex&) = delete;

  // The matches [start, end) in `text` (valid UTF-8), as Oniguruma's find_iter in Rust
  // gives them: from the left, each search starting where the last match ended, and an
  // empty match right where the last match ended skipped by one character. Throws
  // std::runtime_error when PCRE2 fails on the text (a limit reached).
  std::vector<std::pair<std::size_t, std::size_t>> find_iter(const std::string& text) const;

 private:
  pcre2_real_code_8* code_ = nullptr;
  std::string source_;
};

// A stretch [start, end) of text and whether a pattern matched it.
struct Span {
  std::size_t start;
  std::size_t end;
  bool is_match;
};

// Pattern::find_matches: the whole of `text` cut into matches and the stretches between;
// `invert` swaps which are the matches.
std::vector<Span> find_matches(const Regex& re, const std::string& text, bool invert);

// What NormalizedString::split does with the matches.
enum class Behavior { Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous };

// NormalizedString::split: the stretches [start, end) kept, empty ones left out.
std::vector<std::pair<std::size_t, std::size_t>> split_spans(const std::vector<Span>& matches, Behavior behavior);

// NormalizedString::replace and the Replace decoder: every match, empty ones too, becomes
// `content`.
std::string replace_all(const Regex& re, const std::string& text, const std::string& content);

}  // namespace attn::io::hf
