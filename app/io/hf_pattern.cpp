// Oniguruma's patterns on PCRE2 and the cuts Split and Replace make with them
// (hf_pattern.hpp).
#include "io/hf_pattern.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <memory>
#include <new>
#include <stdexcept>

#include "io/hf_json.hpp"
#include "io/i18n.hpp"
#include "io/utf8.hpp"

namespace attn::io::hf {
namespace {

// Oniguruma's Ruby syntax, which Hugging Face compiles patterns with, written for PCRE2:
// \s there is White_Space (PCRE2's \s lacks U+0085), \h a hexadecimal digit (in PCRE2 a
// horizontal space), \w has marks and no other numbers, \uHHHH is a code point, and the
// option m makes '.' match newlines (PCRE2's s). Classes nested inside classes and the
// other constructs Oniguruma alone has are left as they are: PCRE2 refuses most of them.
std::string onig_to_pcre2(const std::string& p) {
  static const std::string kSpace = R"(\s\x{85})";
  static const std::string kWord = R"(\p{L}\p{M}\p{Nd}\p{Pc}\x{200C}\x{200D})";
  static const std::string kHex = "0-9a-fA-F";
  std::string out;
  int in_class = 0;
  const std::size_t n = p.size();
  for (std::size_t i = 0; i < n; ++i) {
    const char c = p[i];
    if (c == '\\' && i + 1 < n) {
      const char d = p[i + 1];
      const bool outside = in_class == 0;
      auto cls = [&](const std::string& set, bool negated) {
        out += outside ? (negated ? "[^" : "[") + set + "]" : set;
      };
      if (d == 's') {
        cls(kSpace, false);
      } else if (d == 'S' && outside) {
        cls(kSpace, true);
      } else if (d == 'w') {
        cls(kWord, false);
      } else if (d == 'W' && outside) {
        cls(kWord, true);
      } else if (d == 'h') {
        cls(kHex, false);
      } else if (d == 'H' && outside) {
        cls(kHex, true);
      } else if (d == 'u' && i + 5 < n &&
                 std::all_of(p.begin() + static_cast<std::ptrdiff_t>(i) + 2,
                             p.begin() + static_cast<std::ptrdiff_t>(i) + 6,
                             [](char h) { return std::isxdigit(static_cast<unsigned char>(h)) != 0; })) {
        out += "\\x{" + p.substr(i + 2, 4) + "}";
        i += 4;
      } else {
        out += c;
        out += d;
      }
      ++i;
      continue;
    }
    if (in_class > 0 && c == '[' && i + 1 < n && p[i + 1] == ':') {
      const std::size_t close = p.find(":]", i + 2);
      if (close != std::string::npos) {
        out.append(p, i, close + 2 - i);
        i = close + 1;
        continue;
      }
    }
    if (c == '[') {
      ++in_class;
      out += c;
      // A ']' first in a class (after '^') is a character of it.
      if (i + 1 < n && p[i + 1] == '^') out += p[++i];
      if (i + 1 < n && p[i + 1] == ']') out += p[++i];
      continue;
    }
    if (c == ']' && in_class > 0) {
      --in_class;
      out += c;
      continue;
    }
    if (in_class == 0 && c == '(' && i + 1 < n && p[i + 1] == '?') {
      // (?imx-imx) and (?imx-imx: ... ): Ruby's m is PCRE2's s.
      std::size_t j = i + 2;
      while (j < n && (p[j] == 'i' || p[j] == 'm' || p[j] == 'x' || p[j] == '-')) ++j;
      if (j > i + 2 && j < n && (p[j] == ':' || p[j] == ')')) {
        out += "(?";
        for (std::size_t k = i + 2; k < j; ++k) out += p[k] == 'm' ? 's' : p[k];
        i = j - 1;
        continue;
      }
    }
    out += c;
  }
  return out;
}

}  // namespace

Regex::Regex(const std::string& pattern, bool literal) : source_(pattern) {
  const std::string translated = literal ? pattern : onig_to_pcre2(pattern);
  int error = 0;
  PCRE2_SIZE offset = 0;
  // Ruby's ^ and $ match at every line.
  const std::uint32_t options = literal ? PCRE2_UTF | PCRE2_LITERAL : PCRE2_UTF | PCRE2_UCP | PCRE2_MULTILINE;
  code_ = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(translated.data()), translated.size(), options, &error,
                        &offset, nullptr);
  if (code_ == nullptr) {
    PCRE2_UCHAR text[256];
    pcre2_get_error_message(error, text, sizeof text);
    throw Invalid(fmt(tr("the pattern {0} does not compile: {1} (at character {2} of {3})"), json_brief(pattern),
                      reinterpret_cast<const char*>(text), offset + 1, json_brief(translated)));
  }
  pcre2_jit_compile(code_, PCRE2_JIT_COMPLETE);  // when JIT is missing, matching still works
}

Regex::~Regex() { pcre2_code_free(code_); }

std::vector<std::pair<std::size_t, std::size_t>> Regex::find_iter(const std::string& text) const {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  std::unique_ptr<pcre2_match_data, decltype(&pcre2_match_data_free)> data(
      pcre2_match_data_create_from_pattern(code_, nullptr), &pcre2_match_data_free);
  if (!data) throw std::bad_alloc();
  std::size_t from = 0;
  bool matched_before = false;
  std::size_t last_match_end = 0;
  while (from <= text.size()) {
    const auto subject = reinterpret_cast<PCRE2_SPTR>(text.data());
    int rc = pcre2_match(code_, subject, text.size(), from, PCRE2_NO_UTF_CHECK, data.get(), nullptr);
    if (rc == PCRE2_ERROR_JIT_STACKLIMIT) {
      rc = pcre2_match(code_, subject, text.size(), from, PCRE2_NO_UTF_CHECK | PCRE2_NO_JIT, data.get(),
                       nullptr);
    }
    if (rc == PCRE2_ERROR_NOMATCH) break;
    if (rc < 0) {
      PCRE2_UCHAR message[256];
      pcre2_get_error_message(rc, message, sizeof message);
      throw std::runtime_error(fmt(tr("the pattern {0} fails on this text: {1}"), json_brief(source_),
                                   reinterpret_cast<const char*>(message)));
    }
    const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(data.get());
    const std::size_t start = ov[0];
    const std::size_t end = ov[1];
    if (start == end && matched_before && last_match_end == end) {
      from += from < text.size() ? utf8_step(text, from) : 1;
      continue;
    }
    from = end;
    matched_before = true;
    last_match_end = end;
    out.emplace_back(start, end);
  }
  return out;
}

// Pattern::find_matches: the whole of `text` cut into matches and the stretches between.
std::vector<Span> find_matches(const Regex& re, const std::string& text, bool invert) {
  if (text.empty()) return {{0, 0, invert}};
  std::vector<Span> out;
  std::size_t prev = 0;
  for (const auto& [start, end] : re.find_iter(text)) {
    if (prev != start) out.push_back({prev, start, invert});
    out.push_back({start, end, !invert});
    prev = end;
  }
  if (prev != text.size()) out.push_back({prev, text.size(), invert});
  return out;
}

// NormalizedString::split: the stretches kept, empty ones left out.
std::vector<std::pair<std::size_t, std::size_t>> split_spans(const std::vector<Span>& matches,
                                                             Behavior behavior) {
  std::vector<Span> cut;  // is_match here means: removed
  bool previous = false;
  switch (behavior) {
    case Behavior::Isolated:
      for (const Span& m : matches) cut.push_back({m.start, m.end, false});
      break;
    case Behavior::Removed:
      cut = matches;
      break;
    case Behavior::Contiguous:
      for (const Span& m : matches) {
        if (m.is_match == previous && !cut.empty()) {
          cut.back().end = m.end;
        } else {
          cut.push_back({m.start, m.end, false});
        }
        previous = m.is_match;
      }
      break;
    case Behavior::MergedWithPrevious:
      for (const Span& m : matches) {
        if (m.is_match && !previous && !cut.empty()) {
          cut.back().end = m.end;
        } else {
          cut.push_back({m.start, m.end, false});
        }
        previous = m.is_match;
      }
      break;
    case Behavior::MergedWithNext:
      for (auto m = matches.rbegin(); m != matches.rend(); ++m) {
        if (m->is_match && !previous && !cut.empty()) {
          cut.back().start = m->start;
        } else {
          cut.push_back({m->start, m->end, false});
        }
        previous = m->is_match;
      }
      std::reverse(cut.begin(), cut.end());
      break;
  }
  std::vector<std::pair<std::size_t, std::size_t>> kept;
  for (const Span& s : cut) {
    if (!s.is_match && s.end > s.start) kept.emplace_back(s.start, s.end);
  }
  return kept;
}

// NormalizedString::replace and the Replace decoder: every match, empty ones too, becomes
// `content`.
std::string replace_all(const Regex& re, const std::string& text, const std::string& content) {
  std::string out;
  for (const Span& s : find_matches(re, text, false)) {
    if (s.is_match) {
      out += content;
    } else {
      out.append(text, s.start, s.end - s.start);
    }
  }
  return out;
}

}  // namespace attn::io::hf
