// Hugging Face's tokenizer.json (see hf_tokenizer.hpp): each step follows the `tokenizers`
// library's Rust source (AddedVocabulary::find_matches, NormalizedString::split and
// replace, BPE::merge_word, Word::merge_all, the decoders' decode_chain), including its
// treatment of empty matches and of stretches left empty, since those decide ids too.
//
// Text is UTF-8 throughout; a piece remembers whether it begins at the start of the typed
// text, which is all Metaspace's prepend_scheme "first" needs of Hugging Face's offsets.
#include "io/hf_tokenizer.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <utf8proc.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <new>
#include <queue>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/utf8.hpp"

namespace attn::io {
namespace {

using json = nlohmann::json;

// A problem with the tokenizer.json, said without the file's name (added at the boundary).
class Invalid : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

constexpr long long kMaxId = (1LL << 24) - 1;  // the largest vocabularies have about 2^18

// ---------------------------------------------------------------------------------------
// UTF-8

bool is_utf8(const std::string& text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_length(text, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

// The code point of the valid UTF-8 character of `n` bytes at text[i].
std::uint32_t code_point(const std::string& text, std::size_t i, std::size_t n) {
  static constexpr std::uint32_t kLead[] = {0, 0x7F, 0x1F, 0x0F, 0x07};
  std::uint32_t value = static_cast<std::uint32_t>(static_cast<unsigned char>(text[i])) & kLead[n];
  for (std::size_t k = 1; k < n; ++k) {
    value = (value << 6) | (static_cast<std::uint32_t>(static_cast<unsigned char>(text[i + k])) & 0x3Fu);
  }
  return value;
}

// The code points of UTF-8 text; a byte that does not begin a character is U+FFFD.
std::vector<std::uint32_t> code_points(const std::string& text) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_length(text, i);
    out.push_back(n == 0 ? 0xFFFD : code_point(text, i, n));
    i += std::max<std::size_t>(n, 1);
  }
  return out;
}

// The length of the character at text[i], at least 1: the step through text that may not
// be UTF-8.
std::size_t step(const std::string& text, std::size_t i) { return std::max<std::size_t>(utf8_length(text, i), 1); }

// Rust's String::from_utf8_lossy: each maximal part of an invalid sequence becomes U+FFFD.
std::string utf8_lossy(const std::string& bytes) {
  std::string out;
  std::size_t i = 0;
  const std::size_t n = bytes.size();
  auto at = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
  while (i < n) {
    const unsigned char b = at(i);
    if (b < 0x80) {
      out += static_cast<char>(b);
      ++i;
      continue;
    }
    std::size_t need = 0;
    int lo = 0x80;  // the range of the second byte
    int hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
      need = 1;
    } else if (b >= 0xE0 && b <= 0xEF) {
      need = 2;
      if (b == 0xE0) lo = 0xA0;
      if (b == 0xED) hi = 0x9F;
    } else if (b >= 0xF0 && b <= 0xF4) {
      need = 3;
      if (b == 0xF0) lo = 0x90;
      if (b == 0xF4) hi = 0x8F;
    }
    std::size_t j = i + 1;
    bool whole = need > 0;
    for (std::size_t k = 0; k < need && whole; ++k) {
      const int min = k == 0 ? lo : 0x80;
      const int max = k == 0 ? hi : 0xBF;
      if (j < n && at(j) >= min && at(j) <= max) {
        ++j;
      } else {
        whole = false;
      }
    }
    if (whole) {
      out.append(bytes, i, j - i);
    } else {
      out += "\xEF\xBF\xBD";
    }
    i = j;
  }
  return out;
}

// Unicode's White_Space (Rust's char::is_whitespace, Oniguruma's \s).
bool is_white_space(std::uint32_t c) {
  return (c >= 0x09 && c <= 0x0D) || c == 0x20 || c == 0x85 || c == 0xA0 || c == 0x1680 ||
         (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F || c == 0x205F ||
         c == 0x3000;
}

// Rust regex's \w: letters, marks, decimal digits, connector punctuation, joiners.
bool is_word_character(std::uint32_t c) {
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(c))) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO: case UTF8PROC_CATEGORY_MN:
    case UTF8PROC_CATEGORY_MC: case UTF8PROC_CATEGORY_ME: case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_PC:
      return true;
    default:
      return c == 0x200C || c == 0x200D;
  }
}

std::string hex_byte(unsigned char b) {
  static const char* hex = "0123456789ABCDEF";
  return std::string("<0x") + hex[b >> 4] + hex[b & 0xF] + ">";
}

// A value for a message: at most 80 characters of its JSON.
std::string brief(const json& value) {
  const std::string s = value.dump(-1, ' ', false, json::error_handler_t::replace);
  return s.size() <= 80 ? s : s.substr(0, 77) + "...";
}

// ---------------------------------------------------------------------------------------
// Patterns

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

// A pattern compiled by PCRE2 (UTF, Unicode properties, JIT when there is one).
class Regex {
 public:
  // `literal`: the pattern is a string to find as it is. Throws Invalid when it does not
  // compile.
  Regex(const std::string& pattern, bool literal) : source_(pattern) {
    const std::string translated = literal ? pattern : onig_to_pcre2(pattern);
    int error = 0;
    PCRE2_SIZE offset = 0;
    // Ruby's ^ and $ match at every line.
    const std::uint32_t options = literal ? PCRE2_UTF | PCRE2_LITERAL : PCRE2_UTF | PCRE2_UCP | PCRE2_MULTILINE;
    code_ = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(translated.data()), translated.size(), options,
                          &error, &offset, nullptr);
    if (code_ == nullptr) {
      PCRE2_UCHAR text[256];
      pcre2_get_error_message(error, text, sizeof text);
      throw Invalid("the pattern " + brief(pattern) + " does not compile: " +
                    reinterpret_cast<const char*>(text) + " (at character " + std::to_string(offset + 1) +
                    " of " + brief(translated) + ")");
    }
    pcre2_jit_compile(code_, PCRE2_JIT_COMPLETE);  // when JIT is missing, matching still works
  }
  ~Regex() { pcre2_code_free(code_); }
  Regex(const Regex&) = delete;
  Regex& operator=(const Regex&) = delete;

  // The matches in `text` (valid UTF-8), as Oniguruma's find_iter in Rust gives them: from
  // the left, each search starting where the last match ended, and an empty match right
  // where the last match ended skipped by one character.
  std::vector<std::pair<std::size_t, std::size_t>> find_iter(const std::string& text) const {
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
        throw std::runtime_error("the pattern " + brief(source_) + " fails on this text: " +
                                 reinterpret_cast<const char*>(message));
      }
      const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(data.get());
      const std::size_t start = ov[0];
      const std::size_t end = ov[1];
      if (start == end && matched_before && last_match_end == end) {
        from += from < text.size() ? step(text, from) : 1;
        continue;
      }
      from = end;
      matched_before = true;
      last_match_end = end;
      out.emplace_back(start, end);
    }
    return out;
  }

 private:
  pcre2_code* code_ = nullptr;
  std::string source_;
};

// A stretch of text and whether a pattern matched it.
struct Span {
  std::size_t start;
  std::size_t end;
  bool is_match;
};

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

enum class Behavior { Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous };

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

// ---------------------------------------------------------------------------------------
// The parts of a tokenizer.json

std::string unicode_map(const std::string& text, int options) {
  if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
    return text;  // ASCII is the same in every normalization form
  }
  utf8proc_uint8_t* mapped = nullptr;
  const utf8proc_ssize_t n =
      utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()),
                   static_cast<utf8proc_ssize_t>(text.size()), &mapped, static_cast<utf8proc_option_t>(options));
  if (n < 0) throw std::runtime_error(std::string("Unicode normalization failed: ") + utf8proc_errmsg(n));
  std::string out(reinterpret_cast<const char*>(mapped), static_cast<std::size_t>(n));
  std::free(mapped);
  return out;
}

struct Normalizer {
  enum class Kind { Nfc, Nfd, Nfkc, Nfkd, Replace, Prepend, Lowercase, Strip, StripAccents };
  Kind kind = Kind::Nfc;
  std::shared_ptr<const Regex> pattern;  // Replace
  std::string content;                   // Replace, Prepend
  bool left = false;                     // Strip
  bool right = false;

  void apply(std::string& s) const {
    switch (kind) {
      case Kind::Nfc:
        s = unicode_map(s, UTF8PROC_STABLE | UTF8PROC_COMPOSE);
        break;
      case Kind::Nfd:
        s = unicode_map(s, UTF8PROC_STABLE | UTF8PROC_DECOMPOSE);
        break;
      case Kind::Nfkc:
        s = unicode_map(s, UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT);
        break;
      case Kind::Nfkd:
        s = unicode_map(s, UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT);
        break;
      case Kind::Replace:
        s = replace_all(*pattern, s, content);
        break;
      case Kind::Prepend:
        if (!s.empty()) s = content + s;
        break;
      case Kind::Lowercase: {
        std::string out;
        for (const std::uint32_t c : code_points(s)) {
          if (c == 0x130) {
            out += "i\xCC\x87";  // İ, the one letter whose lowercase is two characters
          } else {
            append_utf8(static_cast<std::uint32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(c))), out);
          }
        }
        s = out;
        break;
      }
      case Kind::Strip: {
        const std::vector<std::uint32_t> cps = code_points(s);
        std::size_t first = 0;
        std::size_t last = cps.size();
        if (left) {
          while (first < last && is_white_space(cps[first])) ++first;
        }
        if (right) {
          while (last > first && is_white_space(cps[last - 1])) --last;
        }
        std::string out;
        for (std::size_t i = first; i < last; ++i) append_utf8(cps[i], out);
        s = out;
        break;
      }
      case Kind::StripAccents: {
        std::string out;
        for (const std::uint32_t c : code_points(s)) {
          const auto category = utf8proc_category(static_cast<utf8proc_int32_t>(c));
          if (category != UTF8PROC_CATEGORY_MN && category != UTF8PROC_CATEGORY_MC &&
              category != UTF8PROC_CATEGORY_ME) {
            append_utf8(c, out);
          }
        }
        s = out;
        break;
      }
    }
  }
};

enum class PrependScheme { Always, First, Never };

struct PreTokenizer {
  enum class Kind { Split, ByteLevel, Metaspace };
  Kind kind = Kind::Split;
  std::shared_ptr<const Regex> pattern;  // Split; ByteLevel's GPT-2 pattern; Metaspace's replacement
  Behavior behavior = Behavior::Isolated;
  bool invert = false;
  bool add_prefix_space = false;  // ByteLevel
  bool use_regex = true;          // ByteLevel
  std::string replacement;        // Metaspace
  PrependScheme prepend = PrependScheme::Always;
  bool split = true;  // Metaspace
};

struct Decoder {
  enum class Kind { ByteLevel, Metaspace, Replace, ByteFallback, Fuse, Strip };
  Kind kind = Kind::Fuse;
  std::shared_ptr<const Regex> pattern;  // Replace
  std::string content;                   // Replace's content; Metaspace's and Strip's character
  PrependScheme prepend = PrependScheme::Always;
  std::size_t start = 0;  // Strip
  std::size_t stop = 0;
};

constexpr int kSequenceA = -1;  // in a template, where the text's ids go

struct AddedToken {
  std::string content;
  int id = 0;
  bool special = false;
  bool single_word = false;
  bool lstrip = false;
  bool rstrip = false;
  bool normalized = false;
};

// The added tokens to look for in a text, by their bytes: at each place the longest one
// (Aho-Corasick's leftmost-longest, which Hugging Face uses).
class Trie {
 public:
  void add(const std::string& key, std::size_t token) {
    if (nodes_.empty()) nodes_.emplace_back();
    std::size_t node = 0;
    for (const char c : key) {
      const auto b = static_cast<unsigned char>(c);
      auto& next = nodes_[node].next;
      const auto found = std::find_if(next.begin(), next.end(), [b](const auto& e) { return e.first == b; });
      if (found != next.end()) {
        node = found->second;
      } else {
        next.emplace_back(b, nodes_.size());
        node = nodes_.size();
        nodes_.emplace_back();
      }
    }
    if (nodes_[node].token < 0) nodes_[node].token = static_cast<long long>(token);
  }
  bool empty() const { return nodes_.empty(); }
  // The length of the longest key at text[i] and its token, or {0, -1}.
  std::pair<std::size_t, long long> longest_at(const std::string& text, std::size_t i) const {
    std::pair<std::size_t, long long> best{0, -1};
    std::size_t node = 0;
    for (std::size_t j = i; j < text.size(); ++j) {
      const auto b = static_cast<unsigned char>(text[j]);
      const auto& next = nodes_[node].next;
      const auto found = std::find_if(next.begin(), next.end(), [b](const auto& e) { return e.first == b; });
      if (found == next.end()) break;
      node = found->second;
      if (nodes_[node].token >= 0) best = {j + 1 - i, nodes_[node].token};
    }
    return best;
  }

 private:
  struct Node {
    std::vector<std::pair<unsigned char, std::size_t>> next;
    long long token = -1;
  };
  std::vector<Node> nodes_;
};

// A stretch of the text on its way to ids: an added token already (id ≥ 0), or text still
// to cut, with whether it begins at the first character of the typed text.
struct Piece {
  std::string text;
  bool at_start = false;
  int id = -1;
};

// The byte of each character of the table, by code point (U+0000..U+0143).
std::array<int, 0x144> byte_level_bytes() {
  std::array<int, 0x144> bytes{};
  bytes.fill(-1);
  std::uint32_t next = 256;
  for (int b = 0; b < 256; ++b) {
    const bool printable = (b >= 33 && b <= 126) || (b >= 161 && b <= 172) || (b >= 174 && b <= 255);
    bytes[printable ? static_cast<std::size_t>(b) : next++] = b;
  }
  return bytes;
}

// The bytes a ByteLevel token stands for, or nullopt-like false when one of its characters
// is not in the table (Hugging Face then keeps the token's own bytes).
bool byte_level_decode(const std::string& token, std::string& out) {
  static const std::array<int, 0x144> table = byte_level_bytes();
  std::string bytes;
  for (const std::uint32_t c : code_points(token)) {
    if (c >= table.size() || table[c] < 0) return false;
    bytes += static_cast<char>(table[c]);
  }
  out += bytes;
  return true;
}

// The byte of a byte-fallback token "<0xNN>" (Rust's u8::from_str_radix, so "+F" counts),
// or -1.
int fallback_byte(const std::string& token) {
  if (token.size() != 6 || token.compare(0, 3, "<0x") != 0 || token[5] != '>') return -1;
  auto digit = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  if (token[3] == '+') return digit(token[4]);
  const int hi = digit(token[3]);
  const int lo = digit(token[4]);
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

// ---------------------------------------------------------------------------------------
// Reading the JSON

// Sequences inside sequences: a real file nests one deep; more than this is refused
// before the reading recurses through it.
constexpr int kMaxNesting = 16;

void check_nesting(int depth, const std::string& where) {
  if (depth > kMaxNesting) throw Invalid(where + ": sequences nested more than " + std::to_string(kMaxNesting) + " deep");
}

const json* member(const json& object, const std::string& key) {
  const auto found = object.find(key);
  return found == object.end() || found->is_null() ? nullptr : &*found;
}

std::string get_string(const json& object, const char* key, const std::string& where) {
  const json* value = member(object, key);
  if (value == nullptr || !value->is_string()) {
    throw Invalid(where + ": \"" + key + "\" must be a string");
  }
  return value->get<std::string>();
}

bool get_bool(const json& object, const char* key, bool fallback, const std::string& where) {
  const json* value = member(object, key);
  if (value == nullptr) return fallback;
  if (!value->is_boolean()) throw Invalid(where + ": \"" + key + "\" must be true or false");
  return value->get<bool>();
}

long long get_count(const json& object, const char* key, long long fallback, const std::string& where) {
  const json* value = member(object, key);
  if (value == nullptr) return fallback;
  if (!value->is_number_integer() || value->get<long long>() < 0 || value->get<long long>() > kMaxId) {
    throw Invalid(where + ": \"" + key + "\" must be an integer from 0 to " + std::to_string(kMaxId) +
                  ", got " + brief(*value));
  }
  return value->get<long long>();
}

int get_id(const json& value, const std::string& where) {
  if (!value.is_number_integer() || value.get<long long>() < 0 || value.get<long long>() > kMaxId) {
    throw Invalid(where + ": an id must be an integer from 0 to " + std::to_string(kMaxId) + ", got " +
                  brief(value));
  }
  return static_cast<int>(value.get<long long>());
}

std::string type_of(const json& part, const std::string& where) {
  if (!part.is_object()) throw Invalid(where + " must be an object or null");
  return get_string(part, "type", where);
}

// A pattern object: {"String": "..."} or {"Regex": "..."}.
std::shared_ptr<const Regex> get_pattern(const json& object, const std::string& where) {
  const json* pattern = member(object, "pattern");
  if (pattern == nullptr || !pattern->is_object()) {
    throw Invalid(where + ": \"pattern\" must be {\"String\": ...} or {\"Regex\": ...}");
  }
  if (const json* s = member(*pattern, "String")) {
    if (!s->is_string()) throw Invalid(where + ": the pattern's \"String\" must be a string");
    return std::make_shared<const Regex>(s->get<std::string>(), true);
  }
  if (const json* r = member(*pattern, "Regex")) {
    if (!r->is_string()) throw Invalid(where + ": the pattern's \"Regex\" must be a string");
    try {
      return std::make_shared<const Regex>(r->get<std::string>(), false);
    } catch (const Invalid& e) {
      throw Invalid(where + ": " + e.what());
    }
  }
  throw Invalid(where + ": \"pattern\" must be {\"String\": ...} or {\"Regex\": ...}");
}

// One character, as Hugging Face's `char` fields are.
std::string get_char(const json& object, const char* key, const std::string& where) {
  const std::string s = get_string(object, key, where);
  if (s.empty() || utf8_length(s, 0) != s.size()) {
    throw Invalid(where + ": \"" + key + "\" must be one character, got '" + s + "'");
  }
  return s;
}

PrependScheme get_prepend_scheme(const json& object, const std::string& where) {
  if (const json* scheme = member(object, "prepend_scheme")) {
    const std::string s = scheme->is_string() ? scheme->get<std::string>() : brief(*scheme);
    if (s == "always") return PrependScheme::Always;
    if (s == "first") return PrependScheme::First;
    if (s == "never") return PrependScheme::Never;
    throw Invalid(where + ": \"prepend_scheme\" must be \"always\", \"first\" or \"never\", got " + s);
  }
  // Files from before prepend_scheme: add_prefix_space false meant never.
  return get_bool(object, "add_prefix_space", true, where) ? PrependScheme::Always : PrependScheme::Never;
}

const std::shared_ptr<const Regex>& gpt2_pattern() {
  static const std::shared_ptr<const Regex> re = std::make_shared<const Regex>(
      R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)", false);
  return re;
}

const std::shared_ptr<const Regex>& numeric_pattern() {
  static const std::shared_ptr<const Regex> re = std::make_shared<const Regex>(R"(\p{N})", false);
  return re;
}

void read_normalizer(const json& part, const std::string& where, std::vector<Normalizer>& out, int depth = 0) {
  check_nesting(depth, where);
  if (part.is_null()) return;
  const std::string type = type_of(part, where);
  Normalizer n;
  if (type == "Sequence") {
    const json* list = member(part, "normalizers");
    if (list == nullptr || !list->is_array()) throw Invalid(where + ": \"normalizers\" must be a list");
    for (std::size_t i = 0; i < list->size(); ++i) {
      read_normalizer((*list)[i], where + ".normalizers[" + std::to_string(i) + "]", out, depth + 1);
    }
    return;
  }
  if (type == "NFC") {
    n.kind = Normalizer::Kind::Nfc;
  } else if (type == "NFD") {
    n.kind = Normalizer::Kind::Nfd;
  } else if (type == "NFKC") {
    n.kind = Normalizer::Kind::Nfkc;
  } else if (type == "NFKD") {
    n.kind = Normalizer::Kind::Nfkd;
  } else if (type == "Replace") {
    n.kind = Normalizer::Kind::Replace;
    n.pattern = get_pattern(part, where);
    n.content = get_string(part, "content", where);
  } else if (type == "Prepend") {
    n.kind = Normalizer::Kind::Prepend;
    n.content = get_string(part, "prepend", where);
  } else if (type == "Lowercase") {
    n.kind = Normalizer::Kind::Lowercase;
  } else if (type == "Strip") {
    n.kind = Normalizer::Kind::Strip;
    n.left = get_bool(part, "strip_left", false, where);
    n.right = get_bool(part, "strip_right", false, where);
  } else if (type == "StripAccents") {
    n.kind = Normalizer::Kind::StripAccents;
  } else {
    throw Invalid(where + ": the normalizer type '" + type +
                  "' is not supported (supported: NFC, NFD, NFKC, NFKD, Replace, Prepend, Lowercase, "
                  "Strip, StripAccents, Sequence)");
  }
  out.push_back(std::move(n));
}

void read_pre_tokenizer(const json& part, const std::string& where, std::vector<PreTokenizer>& out, int depth = 0) {
  check_nesting(depth, where);
  if (part.is_null()) return;
  const std::string type = type_of(part, where);
  PreTokenizer p;
  if (type == "Sequence") {
    const json* list = member(part, "pretokenizers");
    if (list == nullptr || !list->is_array()) throw Invalid(where + ": \"pretokenizers\" must be a list");
    for (std::size_t i = 0; i < list->size(); ++i) {
      read_pre_tokenizer((*list)[i], where + ".pretokenizers[" + std::to_string(i) + "]", out, depth + 1);
    }
    return;
  }
  if (type == "Split") {
    p.pattern = get_pattern(part, where);
    const std::string behavior = get_string(part, "behavior", where);
    if (behavior == "Removed") {
      p.behavior = Behavior::Removed;
    } else if (behavior == "Isolated") {
      p.behavior = Behavior::Isolated;
    } else if (behavior == "MergedWithPrevious") {
      p.behavior = Behavior::MergedWithPrevious;
    } else if (behavior == "MergedWithNext") {
      p.behavior = Behavior::MergedWithNext;
    } else if (behavior == "Contiguous") {
      p.behavior = Behavior::Contiguous;
    } else {
      throw Invalid(where + ": the behavior '" + behavior +
                    "' is not one of Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous");
    }
    p.invert = get_bool(part, "invert", false, where);
  } else if (type == "ByteLevel") {
    p.kind = PreTokenizer::Kind::ByteLevel;
    p.add_prefix_space = get_bool(part, "add_prefix_space", true, where);
    p.use_regex = get_bool(part, "use_regex", true, where);
    if (p.use_regex) p.pattern = gpt2_pattern();
  } else if (type == "Metaspace") {
    p.kind = PreTokenizer::Kind::Metaspace;
    p.replacement = get_char(part, "replacement", where);
    p.prepend = get_prepend_scheme(part, where);
    p.split = get_bool(part, "split", true, where);
    p.pattern = std::make_shared<const Regex>(p.replacement, true);
  } else if (type == "Digits") {
    // Each numeric character is a match of \p{N}: Isolated keeps them apart, Contiguous
    // joins runs of them, as Hugging Face's Digits does with char::is_numeric.
    p.pattern = numeric_pattern();
    p.behavior = get_bool(part, "individual_digits", false, where) ? Behavior::Isolated : Behavior::Contiguous;
  } else {
    throw Invalid(where + ": the pre-tokenizer type '" + type +
                  "' is not supported (supported: Split, ByteLevel, Metaspace, Digits, Sequence)");
  }
  out.push_back(std::move(p));
}

void read_decoder(const json& part, const std::string& where, std::vector<Decoder>& out, int depth = 0) {
  check_nesting(depth, where);
  if (part.is_null()) return;
  const std::string type = type_of(part, where);
  Decoder d;
  if (type == "Sequence") {
    const json* list = member(part, "decoders");
    if (list == nullptr || !list->is_array()) throw Invalid(where + ": \"decoders\" must be a list");
    for (std::size_t i = 0; i < list->size(); ++i) {
      read_decoder((*list)[i], where + ".decoders[" + std::to_string(i) + "]", out, depth + 1);
    }
    return;
  }
  if (type == "ByteLevel") {
    d.kind = Decoder::Kind::ByteLevel;
  } else if (type == "Metaspace") {
    d.kind = Decoder::Kind::Metaspace;
    d.content = get_char(part, "replacement", where);
    d.prepend = get_prepend_scheme(part, where);
  } else if (type == "Replace") {
    d.kind = Decoder::Kind::Replace;
    d.pattern = get_pattern(part, where);
    d.content = get_string(part, "content", where);
  } else if (type == "ByteFallback") {
    d.kind = Decoder::Kind::ByteFallback;
  } else if (type == "Fuse") {
    d.kind = Decoder::Kind::Fuse;
  } else if (type == "Strip") {
    d.kind = Decoder::Kind::Strip;
    d.content = get_char(part, "content", where);
    d.start = static_cast<std::size_t>(get_count(part, "start", 0, where));
    d.stop = static_cast<std::size_t>(get_count(part, "stop", 0, where));
  } else {
    throw Invalid(where + ": the decoder type '" + type +
                  "' is not supported (supported: ByteLevel, Metaspace, Replace, ByteFallback, Fuse, "
                  "Strip, Sequence)");
  }
  out.push_back(std::move(d));
}

}  // namespace

// ---------------------------------------------------------------------------------------
// The tokenizer

struct HfTokenizer::Impl {
  // Model BPE.
  std::unordered_map<std::string, int> vocab;
  std::unordered_map<int, std::string> token_of;  // vocabulary id → token
  std::unordered_map<std::uint64_t, std::pair<int, int>> merges;  // (a, b) → (rank, merged id)
  std::string unk_token;
  bool has_unk = false;
  bool fuse_unk = false;
  bool byte_fallback = false;
  bool ignore_merges = false;
  std::string prefix;  // continuing_subword_prefix
  std::string suffix;  // end_of_word_suffix
  bool has_prefix = false;
  bool has_suffix = false;

  std::vector<Normalizer> normalizers;
  std::vector<PreTokenizer> pre_tokenizers;
  std::vector<Decoder> decoders;
  bool has_decoder = false;
  std::vector<std::vector<int>> templates;  // post-processors in order; kSequenceA marks the text

  std::vector<AddedToken> added;
  std::unordered_map<std::string, std::size_t> added_by_content;
  std::unordered_map<int, std::size_t> added_by_id;
  Trie raw_trie;         // added tokens matched before normalization
  Trie normalized_trie;  // the others, normalized, matched after

  bool truncate = false;
  std::size_t max_length = 0;
  bool truncate_left = false;
  bool pad = false;
  std::size_t pad_length = 0;  // 0: as long as the text (BatchLongest)
  std::size_t pad_multiple = 0;
  bool pad_left = false;
  int pad_id = 0;

  int max_id = -1;

  static std::uint64_t pair_key(int a, int b) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) | static_cast<std::uint32_t>(b);
  }

  void read(const json& root);
  void read_model(const json& model);
  void read_added_tokens(const json& list);
  void read_post_processor(const json& part, const std::string& where, int depth = 0);
  void read_padding(const json& root);

  void normalize(std::string& s) const {
    for (const Normalizer& n : normalizers) n.apply(s);
  }
  std::vector<Piece> split_added(const Piece& piece, const Trie& trie) const;
  void pre_tokenize(std::vector<Piece>& pieces) const;
  void bpe(const std::string& word, std::vector<int>& ids) const;
  std::vector<int> encode(const std::string& text) const;
  std::string decode(const std::vector<int>& ids) const;
  std::string token_bytes(int id) const;
};

void HfTokenizer::Impl::read(const json& root) {
  if (!root.is_object()) throw Invalid("a tokenizer.json is a JSON object");
  const json* model = member(root, "model");
  if (model == nullptr || !model->is_object()) throw Invalid("\"model\" is missing");
  read_model(*model);
  if (const json* n = member(root, "normalizer")) read_normalizer(*n, "normalizer", normalizers);
  if (const json* p = member(root, "pre_tokenizer")) read_pre_tokenizer(*p, "pre_tokenizer", pre_tokenizers);
  if (const json* d = member(root, "decoder")) {
    has_decoder = true;
    read_decoder(*d, "decoder", decoders);
  }
  if (const json* list = member(root, "added_tokens")) read_added_tokens(*list);
  if (const json* p = member(root, "post_processor")) read_post_processor(*p, "post_processor");
  if (const json* t = member(root, "truncation")) {
    if (!t->is_object()) throw Invalid("\"truncation\" must be an object or null");
    truncate = true;
    max_length = static_cast<std::size_t>(get_count(*t, "max_length", 512, "truncation"));
    const std::string direction = member(*t, "direction") ? get_string(*t, "direction", "truncation") : "Right";
    if (direction != "Right" && direction != "Left") {
      throw Invalid("truncation: \"direction\" must be \"Right\" or \"Left\", got '" + direction + "'");
    }
    truncate_left = direction == "Left";
  }
  read_padding(root);
}

void HfTokenizer::Impl::read_model(const json& model) {
  std::string type = member(model, "type") ? get_string(model, "type", "model") : "";
  if (type.empty() && member(model, "merges") != nullptr) type = "BPE";  // files from before "type"
  if (type.empty()) throw Invalid("model: \"type\" is missing (only BPE is supported)");
  if (type != "BPE") {
    throw Invalid("the model type '" + type + "' is not supported (only BPE, the byte-pair encoding of "
                  "GPT-2, Llama, Mistral and Qwen)");
  }
  if (const json* dropout = member(model, "dropout")) {
    throw Invalid("model: \"dropout\" is " + brief(*dropout) +
                  "; a tokenizer with dropout gives random ids, only null is supported");
  }
  const json* v = member(model, "vocab");
  if (v == nullptr || !v->is_object()) throw Invalid("model: \"vocab\" must be an object of token → id");
  vocab.reserve(v->size());
  token_of.reserve(v->size());
  for (const auto& [token, id_json] : v->items()) {
    // The place for a message made only when there is one: 150,000 strings otherwise.
    const bool valid = id_json.is_number_integer() && id_json.get<long long>() >= 0 && id_json.get<long long>() <= kMaxId;
    const int id = valid ? static_cast<int>(id_json.get<long long>()) : get_id(id_json, "model.vocab['" + token + "']");
    const auto [at, fresh] = token_of.emplace(id, token);
    if (!fresh) {
      throw Invalid("model.vocab: the id " + std::to_string(id) + " is given to both '" + at->second +
                    "' and '" + token + "'");
    }
    vocab.emplace(token, id);
    max_id = std::max(max_id, id);
  }
  if (const json* unk = member(model, "unk_token")) {
    if (!unk->is_string()) throw Invalid("model: \"unk_token\" must be a string or null");
    unk_token = unk->get<std::string>();
    has_unk = true;
  }
  fuse_unk = get_bool(model, "fuse_unk", false, "model");
  byte_fallback = get_bool(model, "byte_fallback", false, "model");
  ignore_merges = get_bool(model, "ignore_merges", false, "model");
  if (member(model, "continuing_subword_prefix") != nullptr) {
    prefix = get_string(model, "continuing_subword_prefix", "model");
    has_prefix = true;
  }
  if (member(model, "end_of_word_suffix") != nullptr) {
    suffix = get_string(model, "end_of_word_suffix", "model");
    has_suffix = true;
  }

  const json* m = member(model, "merges");
  if (m == nullptr) return;
  if (!m->is_array()) throw Invalid("model: \"merges\" must be a list");
  merges.reserve(m->size());
  int rank = 0;
  // Kept between merges: their strings are reused, not made anew for each of 150,000.
  std::string a, b, joined;
  for (std::size_t line = 0; line < m->size(); ++line) {
    const json& entry = (*m)[line];
    const auto where = [line] { return "model.merges[" + std::to_string(line) + "]"; };
    if (entry.is_string()) {
      // "a b", as in merges.txt; Hugging Face skips a "#version" line and wants one space.
      const std::string& s = entry.get_ref<const std::string&>();
      if (s.rfind("#version", 0) == 0) continue;
      const std::size_t space = s.find(' ');
      if (space == std::string::npos || s.find(' ', space + 1) != std::string::npos) {
        throw Invalid(where() + ": '" + s + "' is not two tokens separated by one space");
      }
      a.assign(s, 0, space);
      b.assign(s, space + 1, std::string::npos);
    } else if (entry.is_array() && entry.size() == 2 && entry[0].is_string() && entry[1].is_string()) {
      a = entry[0].get_ref<const std::string&>();
      b = entry[1].get_ref<const std::string&>();
    } else {
      throw Invalid(where() + " must be \"a b\" or [\"a\", \"b\"], got " + brief(entry));
    }
    const auto ia = vocab.find(a);
    if (ia == vocab.end()) throw Invalid(where() + ": '" + a + "' is not in the vocabulary");
    const auto ib = vocab.find(b);
    if (ib == vocab.end()) throw Invalid(where() + ": '" + b + "' is not in the vocabulary");
    if (b.size() < prefix.size() || b.compare(0, prefix.size(), prefix) != 0) {
      throw Invalid(where() + ": '" + b + "' does not begin with the continuing_subword_prefix '" + prefix + "'");
    }
    joined.assign(a).append(b, prefix.size(), std::string::npos);
    const auto ij = vocab.find(joined);
    if (ij == vocab.end()) {
      throw Invalid(where() + ": the merged token '" + joined + "' is not in the vocabulary");
    }
    // A pair listed twice keeps its later rank, as Hugging Face's map of merges does.
    merges[pair_key(ia->second, ib->second)] = {rank, ij->second};
    ++rank;
  }
}

void HfTokenizer::Impl::read_added_tokens(const json& list) {
  if (!list.is_array()) throw Invalid("\"added_tokens\" must be a list");
  const int vocab_size = static_cast<int>(vocab.size());
  int max_added = -1;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& entry = list[i];
    const std::string where = "added_tokens[" + std::to_string(i) + "]";
    if (!entry.is_object()) throw Invalid(where + " must be an object");
    AddedToken t;
    t.content = get_string(entry, "content", where);
    const json* id_json = member(entry, "id");
    if (id_json == nullptr) throw Invalid(where + ": \"id\" is missing");
    t.id = get_id(*id_json, where);
    t.special = get_bool(entry, "special", false, where);
    t.single_word = get_bool(entry, "single_word", false, where);
    t.lstrip = get_bool(entry, "lstrip", false, where);
    t.rstrip = get_bool(entry, "rstrip", false, where);
    t.normalized = get_bool(entry, "normalized", !t.special, where);
    if (t.content.empty()) continue;  // Hugging Face ignores it
    const std::string name = where + " '" + t.content + "'";
    if (const auto seen = added_by_content.find(t.content); seen != added_by_content.end()) {
      AddedToken& before = added[seen->second];
      if (before.id != t.id) {
        throw Invalid(name + " has the id " + std::to_string(t.id) + " and, earlier, " + std::to_string(before.id));
      }
      before = t;  // the later flags stand
      continue;
    }
    // Hugging Face gives an added token the id the vocabulary has for it, or else the next
    // one after the vocabulary and the added tokens before it; the file's id must agree.
    int expected = 0;
    if (const auto in_vocab = vocab.find(t.content); in_vocab != vocab.end()) {
      expected = in_vocab->second;
    } else {
      expected = max_added >= 0 && (max_added >= vocab_size || vocab_size == 0) ? max_added + 1 : vocab_size;
      if (const auto taken = token_of.find(t.id); taken != token_of.end()) {
        throw Invalid(name + " has the id " + std::to_string(t.id) + ", which the vocabulary gives to '" +
                      taken->second + "'");
      }
    }
    if (t.id != expected) {
      throw Invalid(name + " has the id " + std::to_string(t.id) + ", but Hugging Face's tokenizers gives it " +
                    std::to_string(expected));
    }
    if (const auto taken = added_by_id.find(t.id); taken != added_by_id.end()) {
      throw Invalid(name + " has the id " + std::to_string(t.id) + " of the added token '" +
                    added[taken->second].content + "'");
    }
    max_added = std::max(max_added, t.id);
    max_id = std::max(max_id, t.id);
    added_by_content.emplace(t.content, added.size());
    added_by_id.emplace(t.id, added.size());
    added.push_back(std::move(t));
  }
  for (std::size_t i = 0; i < added.size(); ++i) {
    if (!added[i].normalized) {
      raw_trie.add(added[i].content, i);
    } else {
      std::string key = added[i].content;
      normalize(key);
      if (!key.empty()) normalized_trie.add(key, i);
    }
  }
}

void HfTokenizer::Impl::read_post_processor(const json& part, const std::string& where, int depth) {
  check_nesting(depth, where);
  const std::string type = type_of(part, where);
  if (type == "Sequence") {
    const json* list = member(part, "processors");
    if (list == nullptr || !list->is_array()) throw Invalid(where + ": \"processors\" must be a list");
    for (std::size_t i = 0; i < list->size(); ++i) {
      const json& p = (*list)[i];
      if (!p.is_null()) read_post_processor(p, where + ".processors[" + std::to_string(i) + "]", depth + 1);
    }
    return;
  }
  auto check_id = [&](int id, const std::string& name) {
    if (token_of.count(id) == 0 && added_by_id.count(id) == 0) {
      throw Invalid(where + ": the special token '" + name + "' has the id " + std::to_string(id) +
                    ", which is neither in the vocabulary nor an added token");
    }
  };
  if (type == "ByteLevel") return;  // it changes offsets only
  if (type == "RobertaProcessing" || type == "BertProcessing") {
    std::vector<int> tmpl;
    for (const char* key : {"cls", "sep"}) {
      const json* pair = member(part, key);
      if (pair == nullptr || !pair->is_array() || pair->size() != 2 || !(*pair)[0].is_string()) {
        throw Invalid(where + ": \"" + key + "\" must be [token, id]");
      }
      const int id = get_id((*pair)[1], where + "." + key);
      check_id(id, (*pair)[0].get<std::string>());
      tmpl.push_back(id);
      if (std::string(key) == "cls") tmpl.push_back(kSequenceA);
    }
    templates.push_back(std::move(tmpl));
    return;
  }
  if (type != "TemplateProcessing") {
    throw Invalid(where + ": the post-processor type '" + type +
                  "' is not supported (supported: TemplateProcessing, ByteLevel, RobertaProcessing, "
                  "BertProcessing, Sequence)");
  }
  const json* specials = member(part, "special_tokens");
  if (specials != nullptr && !specials->is_object()) throw Invalid(where + ": \"special_tokens\" must be an object");
  const json* single = member(part, "single");
  if (single == nullptr || !single->is_array()) throw Invalid(where + ": \"single\" must be a list");
  std::vector<int> tmpl;
  for (std::size_t i = 0; i < single->size(); ++i) {
    const json& piece = (*single)[i];
    const std::string at = where + ".single[" + std::to_string(i) + "]";
    std::string special;
    std::string sequence;
    if (piece.is_object() && member(piece, "Sequence") != nullptr && (*member(piece, "Sequence")).is_object()) {
      sequence = get_string(*member(piece, "Sequence"), "id", at);
    } else if (piece.is_object() && member(piece, "SpecialToken") != nullptr &&
               (*member(piece, "SpecialToken")).is_object()) {
      special = get_string(*member(piece, "SpecialToken"), "id", at);
    } else if (piece.is_string()) {
      // The short form: "$A", "$B", "$", "$1" or a special token, each with an optional ":type".
      const std::string s = piece.get<std::string>();
      const std::string body = s.substr(0, s.find(':'));
      if (!body.empty() && body[0] == '$') {
        sequence = body == "$B" || body == "$b" ? "B" : "A";
      } else {
        special = body;
      }
    } else {
      throw Invalid(at + " must be {\"Sequence\": ...} or {\"SpecialToken\": ...}");
    }
    if (!sequence.empty()) {
      if (sequence != "A") throw Invalid(at + ": a single text's template can hold only $A, not $" + sequence);
      tmpl.push_back(kSequenceA);
      continue;
    }
    const json* entry = specials != nullptr ? member(*specials, special) : nullptr;
    if (entry == nullptr || !entry->is_object()) {
      throw Invalid(at + ": the special token '" + special + "' is not in \"special_tokens\"");
    }
    const json* ids = member(*entry, "ids");
    if (ids == nullptr || !ids->is_array()) throw Invalid(at + ": \"" + special + "\" has no list of \"ids\"");
    for (const json& id_json : *ids) {
      const int id = get_id(id_json, where + ".special_tokens['" + special + "']");
      check_id(id, special);
      tmpl.push_back(id);
    }
  }
  templates.push_back(std::move(tmpl));
}

void HfTokenizer::Impl::read_padding(const json& root) {
  const json* p = member(root, "padding");
  if (p == nullptr) return;
  if (!p->is_object()) throw Invalid("\"padding\" must be an object or null");
  pad = true;
  if (const json* strategy = member(*p, "strategy")) {
    if (strategy->is_object() && member(*strategy, "Fixed") != nullptr) {
      pad_length = static_cast<std::size_t>(get_count(*strategy, "Fixed", 0, "padding.strategy"));
    } else if (!(strategy->is_string() && strategy->get<std::string>() == "BatchLongest")) {
      throw Invalid("padding: \"strategy\" must be \"BatchLongest\" or {\"Fixed\": n}");
    }
  }
  pad_multiple = static_cast<std::size_t>(get_count(*p, "pad_to_multiple_of", 0, "padding"));
  pad_left = member(*p, "direction") != nullptr && get_string(*p, "direction", "padding") == "Left";
  pad_id = static_cast<int>(get_count(*p, "pad_id", 0, "padding"));
  max_id = std::max(max_id, pad_id);
}

// AddedVocabulary::find_matches on a piece of text: the added tokens in it, longest first
// at each place, with the text between.
std::vector<Piece> HfTokenizer::Impl::split_added(const Piece& piece, const Trie& trie) const {
  const std::string& s = piece.text;
  std::vector<Piece> out;
  auto keep = [&](std::size_t from, std::size_t to) {
    if (to > from) out.push_back({s.substr(from, to - from), piece.at_start && from == 0, -1});
  };
  if (trie.empty()) {
    keep(0, s.size());
    return out;
  }
  auto first_char = [&](std::size_t at) { return code_point(s, at, utf8_length(s, at)); };
  auto last_char_before = [&](std::size_t at) {
    std::size_t k = at - 1;
    while (k > 0 && (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80) --k;
    return std::make_pair(k, code_point(s, k, at - k));
  };
  std::size_t start_offset = 0;
  std::size_t i = 0;
  while (i < s.size()) {
    const auto [length, index] = trie.longest_at(s, i);
    if (index < 0) {
      ++i;
      continue;
    }
    const AddedToken& token = added[static_cast<std::size_t>(index)];
    std::size_t start = i;
    std::size_t stop = i + length;
    i = stop;
    if (token.single_word) {
      const bool space_before = start == 0 || !is_word_character(last_char_before(start).second);
      const bool space_after = stop == s.size() || !is_word_character(first_char(stop));
      if (!space_before || !space_after) continue;
    }
    if (token.lstrip) {
      std::size_t new_start = start;
      while (new_start > 0) {
        const auto [k, c] = last_char_before(new_start);
        if (!is_white_space(c)) break;
        new_start = k;
      }
      start = std::max(new_start, start_offset);
    }
    if (token.rstrip) {
      while (stop < s.size() && is_white_space(first_char(stop))) stop += utf8_length(s, stop);
      i = stop;
    }
    keep(start_offset, start);
    out.push_back({s.substr(start, stop - start), false, token.id});
    start_offset = stop;
  }
  keep(start_offset, s.size());
  return out;
}

void HfTokenizer::Impl::pre_tokenize(std::vector<Piece>& pieces) const {
  const std::array<std::string, 256>& byte_chars = byte_level_chars();
  for (const PreTokenizer& p : pre_tokenizers) {
    std::vector<Piece> next;
    next.reserve(pieces.size());
    auto cut = [&](const Piece& piece, const Regex& re, Behavior behavior, bool invert) {
      for (const auto& [from, to] : split_spans(find_matches(re, piece.text, invert), behavior)) {
        next.push_back({piece.text.substr(from, to - from), piece.at_start && from == 0, -1});
      }
    };
    for (Piece& piece : pieces) {
      if (piece.id >= 0) {
        next.push_back(std::move(piece));
        continue;
      }
      switch (p.kind) {
        case PreTokenizer::Kind::Split:
          cut(piece, *p.pattern, p.behavior, p.invert);
          break;
        case PreTokenizer::Kind::ByteLevel: {
          if (p.add_prefix_space && piece.text[0] != ' ') piece.text.insert(0, 1, ' ');
          const std::size_t first = next.size();
          if (p.use_regex) {
            cut(piece, *p.pattern, Behavior::Isolated, false);
          } else {
            next.push_back(std::move(piece));
          }
          for (std::size_t k = first; k < next.size(); ++k) {
            std::string mapped;
            for (const char c : next[k].text) mapped += byte_chars[static_cast<unsigned char>(c)];
            next[k].text = std::move(mapped);
          }
          break;
        }
        case PreTokenizer::Kind::Metaspace: {
          std::string s;
          for (const char c : piece.text) {
            if (c == ' ') {
              s += p.replacement;
            } else {
              s += c;
            }
          }
          const bool prepend = p.prepend == PrependScheme::Always || (p.prepend == PrependScheme::First && piece.at_start);
          if (prepend && s.compare(0, p.replacement.size(), p.replacement) != 0) s.insert(0, p.replacement);
          piece.text = std::move(s);
          if (p.split) {
            cut(piece, *p.pattern, Behavior::MergedWithNext, false);
          } else {
            next.push_back(std::move(piece));
          }
          break;
        }
      }
    }
    pieces.swap(next);
  }
}

// BPE::merge_word and Word::merge_all: the word's characters become symbols (through the
// vocabulary, byte fallback or the unknown token), then the pair of lowest rank, the
// leftmost among equals, is merged until no pair of neighbours is a merge.
void HfTokenizer::Impl::bpe(const std::string& word, std::vector<int>& ids) const {
  struct Symbol {
    int id;
    std::ptrdiff_t prev;
    std::ptrdiff_t next;
    std::size_t len;
  };
  std::vector<Symbol> symbols;
  auto add = [&symbols](int id, std::size_t len) {
    const auto n = static_cast<std::ptrdiff_t>(symbols.size());
    if (!symbols.empty()) symbols.back().next = n;
    symbols.push_back({id, n - 1, -1, len});
  };
  int unk_id = -1;
  std::size_t unk_len = 0;
  auto unknown_id = [this]() {
    const auto found = vocab.find(unk_token);
    if (found == vocab.end()) {
      throw std::runtime_error("the unknown token '" + unk_token + "' of this tokenizer is not in its vocabulary");
    }
    return found->second;
  };
  for (std::size_t i = 0; i < word.size();) {
    const std::size_t n = step(word, i);
    std::string s = word.substr(i, n);
    if (i > 0 && has_prefix) s = prefix + s;
    if (i + n >= word.size() && has_suffix) s += suffix;
    i += n;
    if (const auto found = vocab.find(s); found != vocab.end()) {
      if (unk_id >= 0) add(unk_id, unk_len), unk_id = -1;
      add(found->second, n);
      continue;
    }
    if (byte_fallback) {
      std::vector<int> bytes;
      for (const char c : s) {
        const auto found_byte = vocab.find(hex_byte(static_cast<unsigned char>(c)));
        if (found_byte == vocab.end()) break;
        bytes.push_back(found_byte->second);
      }
      if (bytes.size() == s.size()) {
        // Hugging Face adds them without first adding an unknown token waiting before them.
        for (const int b : bytes) add(b, 1);
        continue;
      }
    }
    if (has_unk) {
      if (unk_id >= 0 && fuse_unk) {
        unk_len += n;
      } else {
        if (unk_id >= 0) add(unk_id, unk_len);
        unk_id = unknown_id();
        unk_len = n;
      }
    }
    // Without an unknown token, a character the vocabulary lacks is left out.
  }
  if (unk_id >= 0) add(unk_id, unk_len);

  struct Merge {
    std::size_t pos;
    int rank;
    int new_id;
    bool operator<(const Merge& o) const { return rank != o.rank ? rank > o.rank : pos > o.pos; }
  };
  std::priority_queue<Merge> queue;
  auto find_merge = [this](int a, int b) -> const std::pair<int, int>* {
    const auto found = merges.find(pair_key(a, b));
    return found == merges.end() ? nullptr : &found->second;
  };
  for (std::size_t k = 0; k + 1 < symbols.size(); ++k) {
    if (const auto* m = find_merge(symbols[k].id, symbols[k + 1].id)) queue.push({k, m->first, m->second});
  }
  while (!queue.empty()) {
    const Merge top = queue.top();
    queue.pop();
    Symbol& current = symbols[top.pos];
    if (current.len == 0 || current.next == -1) continue;
    const auto next_pos = static_cast<std::size_t>(current.next);
    const Symbol right = symbols[next_pos];
    const auto* still = find_merge(current.id, right.id);
    if (still == nullptr || still->second != top.new_id) continue;  // an expired entry
    current.id = top.new_id;
    current.len += right.len;
    current.next = right.next;
    symbols[next_pos].len = 0;
    if (right.next >= 0) symbols[static_cast<std::size_t>(right.next)].prev = static_cast<std::ptrdiff_t>(top.pos);
    if (current.prev >= 0) {
      const auto prev = static_cast<std::size_t>(current.prev);
      if (const auto* m = find_merge(symbols[prev].id, current.id)) queue.push({prev, m->first, m->second});
    }
    if (current.next >= 0) {
      const auto next = static_cast<std::size_t>(current.next);
      if (const auto* m = find_merge(current.id, symbols[next].id)) queue.push({top.pos, m->first, m->second});
    }
  }
  for (const Symbol& s : symbols) {
    if (s.len != 0) ids.push_back(s.id);
  }
}

std::vector<int> HfTokenizer::Impl::encode(const std::string& text) const {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_length(text, i);
    if (n == 0) throw std::runtime_error("the text is not valid UTF-8 at byte " + std::to_string(i + 1));
    i += n;
  }
  // Added tokens, then the normalizer on the text between them, then the added tokens
  // that are matched in normalized text.
  std::vector<Piece> pieces;
  for (Piece& piece : split_added(Piece{text, true, -1}, raw_trie)) {
    if (piece.id >= 0) {
      pieces.push_back(std::move(piece));
      continue;
    }
    normalize(piece.text);
    if (piece.text.empty()) continue;
    for (Piece& p : split_added(piece, normalized_trie)) pieces.push_back(std::move(p));
  }
  pre_tokenize(pieces);

  std::vector<int> ids;
  std::unordered_map<std::string, std::vector<int>> cache;  // a word seen before has its ids
  for (const Piece& piece : pieces) {
    if (piece.id >= 0) {
      ids.push_back(piece.id);
      continue;
    }
    if (piece.text.empty()) continue;
    if (ignore_merges) {
      if (const auto found = vocab.find(piece.text); found != vocab.end()) {
        ids.push_back(found->second);
        continue;
      }
    }
    const bool cacheable = piece.text.size() < 256;
    if (cacheable) {
      if (const auto hit = cache.find(piece.text); hit != cache.end()) {
        ids.insert(ids.end(), hit->second.begin(), hit->second.end());
        continue;
      }
    }
    const std::size_t first = ids.size();
    bpe(piece.text, ids);
    if (cacheable) cache.emplace(piece.text, std::vector<int>(ids.begin() + static_cast<std::ptrdiff_t>(first), ids.end()));
  }

  // Truncation leaves room for the post-processor's tokens. Hugging Face subtracts them
  // from max_length unsigned, so more of them than max_length leaves the text whole.
  if (truncate) {
    std::size_t added_count = 0;
    for (const auto& tmpl : templates) {
      added_count += static_cast<std::size_t>(std::count_if(tmpl.begin(), tmpl.end(), [](int id) { return id != kSequenceA; }));
    }
    const bool wraps = added_count > max_length;
    const std::size_t limit = max_length - (wraps ? 0 : added_count);
    if (!wraps && ids.size() > limit) {
      if (truncate_left) {
        ids.erase(ids.begin(), ids.end() - static_cast<std::ptrdiff_t>(limit));
      } else {
        ids.resize(limit);
      }
    }
  }
  for (const auto& tmpl : templates) {
    std::vector<int> out;
    for (const int id : tmpl) {
      if (id == kSequenceA) {
        out.insert(out.end(), ids.begin(), ids.end());
      } else {
        out.push_back(id);
      }
    }
    ids.swap(out);
  }
  if (pad) {
    std::size_t target = pad_length == 0 ? ids.size() : pad_length;
    if (pad_multiple > 0 && target % pad_multiple != 0) target += pad_multiple - target % pad_multiple;
    if (ids.size() < target) {
      ids.insert(pad_left ? ids.begin() : ids.end(), target - ids.size(), pad_id);
    }
  }
  return ids;
}

// Tokenizer::decode: the tokens of the ids (unknown ids left out) through the decoders in
// turn, joined; without a decoder, joined by spaces.
std::string HfTokenizer::Impl::decode(const std::vector<int>& ids) const {
  std::vector<std::string> tokens;
  for (const int id : ids) {
    if (const auto a = added_by_id.find(id); a != added_by_id.end()) {
      tokens.push_back(added[a->second].content);
    } else if (const auto t = token_of.find(id); t != token_of.end()) {
      tokens.push_back(t->second);
    }
  }
  if (!has_decoder) {
    std::string out;
    for (std::size_t i = 0; i < tokens.size(); ++i) out += (i > 0 ? " " : "") + tokens[i];
    return out;
  }
  for (const Decoder& d : decoders) {
    std::vector<std::string> next;
    switch (d.kind) {
      case Decoder::Kind::ByteLevel: {
        std::string bytes;
        for (const std::string& t : tokens) {
          if (!byte_level_decode(t, bytes)) bytes += t;
        }
        next.push_back(utf8_lossy(bytes));
        break;
      }
      case Decoder::Kind::Metaspace:
        for (std::size_t i = 0; i < tokens.size(); ++i) {
          const bool drop = i == 0 && d.prepend != PrependScheme::Never;
          std::string s;
          for (std::size_t k = 0; k < tokens[i].size();) {
            const std::size_t n = step(tokens[i], k);
            if (tokens[i].compare(k, n, d.content) == 0) {
              if (!drop) s += ' ';
            } else {
              s.append(tokens[i], k, n);
            }
            k += n;
          }
          next.push_back(std::move(s));
        }
        break;
      case Decoder::Kind::Replace:
        for (const std::string& t : tokens) next.push_back(replace_all(*d.pattern, t, d.content));
        break;
      case Decoder::Kind::ByteFallback: {
        std::string bytes;
        std::size_t count = 0;
        auto flush = [&]() {
          if (count == 0) return;
          if (is_utf8(bytes)) {
            next.push_back(bytes);
          } else {
            for (std::size_t k = 0; k < count; ++k) next.emplace_back("\xEF\xBF\xBD");  // one per byte
          }
          bytes.clear();
          count = 0;
        };
        for (const std::string& t : tokens) {
          const int b = fallback_byte(t);
          if (b >= 0) {
            bytes += static_cast<char>(b);
            ++count;
          } else {
            flush();
            next.push_back(t);
          }
        }
        flush();
        break;
      }
      case Decoder::Kind::Fuse: {
        std::string all;
        for (const std::string& t : tokens) all += t;
        next.push_back(std::move(all));
        break;
      }
      case Decoder::Kind::Strip:
        for (const std::string& t : tokens) {
          std::vector<std::size_t> starts;  // where each character begins
          for (std::size_t k = 0; k < t.size(); k += step(t, k)) starts.push_back(k);
          starts.push_back(t.size());
          const std::size_t chars = starts.size() - 1;
          auto is_content = [&](std::size_t c) {
            return t.compare(starts[c], starts[c + 1] - starts[c], d.content) == 0;
          };
          std::size_t first = 0;
          while (first < std::min(d.start, chars) && is_content(first)) ++first;
          std::size_t last = chars;
          for (std::size_t k = 0; k < std::min(d.stop, chars) && is_content(chars - k - 1); ++k) last = chars - k - 1;
          next.push_back(first < last ? t.substr(starts[first], starts[last] - starts[first]) : std::string());
        }
        break;
    }
    tokens.swap(next);
  }
  std::string out;
  for (const std::string& t : tokens) out += t;
  return out;
}

// What a token alone stands for: an added token its text; a vocabulary token through the
// decoders, each piece on its own (a Metaspace '▁' is a space, a <0xNN> token its byte,
// nothing stripped), bytes kept as they are.
std::string HfTokenizer::Impl::token_bytes(int id) const {
  if (const auto a = added_by_id.find(id); a != added_by_id.end()) return added[a->second].content;
  const auto t = token_of.find(id);
  if (t == token_of.end()) return {};
  std::string s = t->second;
  for (const Decoder& d : decoders) {
    switch (d.kind) {
      case Decoder::Kind::ByteLevel: {
        std::string bytes;
        if (byte_level_decode(s, bytes)) s = bytes;
        break;
      }
      case Decoder::Kind::Metaspace: {
        std::string out;
        for (std::size_t k = 0; k < s.size();) {
          const std::size_t n = step(s, k);
          if (s.compare(k, n, d.content) == 0) {
            out += ' ';
          } else {
            out.append(s, k, n);
          }
          k += n;
        }
        s = out;
        break;
      }
      case Decoder::Kind::Replace:
        if (is_utf8(s)) s = replace_all(*d.pattern, s, d.content);
        break;
      case Decoder::Kind::ByteFallback: {
        const int b = fallback_byte(s);
        if (b >= 0) s = std::string(1, static_cast<char>(b));
        break;
      }
      case Decoder::Kind::Fuse:
      case Decoder::Kind::Strip:
        break;
    }
  }
  return s;
}

HfTokenizer HfTokenizer::from_json_text(const std::string& text, const std::string& what) {
  json root;
  try {
    root = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error("'" + what + "' is not JSON: " + std::string(e.what()).substr(0, 300));
  }
  auto impl = std::make_shared<Impl>();
  try {
    impl->read(root);
  } catch (const Invalid& e) {
    throw std::runtime_error("'" + what + "': " + e.what());
  } catch (const json::exception& e) {
    throw std::runtime_error("'" + what + "': " + std::string(e.what()).substr(0, 300));
  }
  return HfTokenizer(std::move(impl));
}

HfTokenizer HfTokenizer::open(const std::string& path) {
  // A tokenizer.json is at most tens of MB.
  return from_json_text(read_file(path, std::size_t{256} << 20), path);
}

std::vector<int> HfTokenizer::encode(const std::string& text) const { return impl_->encode(text); }

std::string HfTokenizer::decode(const std::vector<int>& ids) const { return impl_->decode(ids); }

std::string HfTokenizer::text(int id) const { return bytes_as_text(impl_->token_bytes(id)); }

std::string HfTokenizer::display(int id) const { return bytes_as_label(impl_->token_bytes(id)); }

int HfTokenizer::id_of(const std::string& token) const {
  if (const auto a = impl_->added_by_content.find(token); a != impl_->added_by_content.end()) {
    return impl_->added[a->second].id;
  }
  const auto found = impl_->vocab.find(token);
  return found == impl_->vocab.end() ? -1 : found->second;
}

int HfTokenizer::max_id() const { return impl_->max_id; }

}  // namespace attn::io
