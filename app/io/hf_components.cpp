// Normalizers, pre-tokenizers and decoders applied (hf_components.hpp), each as the
// `tokenizers` library's Rust source does it (NormalizedString's transformations, the
// pre-tokenizers' pre_tokenize_str, the decoders' decode_chain), including empty matches
// and stretches left empty, since those decide ids too.
//
// Reading them from the file is hf_component_readers.cpp's; post-processors are templates
// the tokenizer applies (hf_tokenizer.cpp).
#include "io/hf_components.hpp"

#include <utf8proc.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <utility>

#include "io/i18n.hpp"
#include "io/utf8.hpp"

namespace attn::io::hf {
namespace {

std::string unicode_map(const std::string& text, int options) {
  if (std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; })) {
    return text;  // ASCII is the same in every normalization form
  }
  utf8proc_uint8_t* mapped = nullptr;
  const utf8proc_ssize_t n =
      utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()),
                   static_cast<utf8proc_ssize_t>(text.size()), &mapped, static_cast<utf8proc_option_t>(options));
  if (n < 0) throw std::runtime_error(fmt(tr("Unicode normalization failed: {0}"), utf8proc_errmsg(n)));
  std::string out(reinterpret_cast<const char*>(mapped), static_cast<std::size_t>(n));
  std::free(mapped);
  return out;
}

// The bytes a ByteLevel token stands for, or false when one of its characters is not in
// GPT-2's byte table (Hugging Face then keeps the token's own bytes).
bool byte_level_decode(const std::string& token, std::string& out) {
  std::string bytes;
  for (const std::uint32_t c : code_points(token)) {
    const int b = byte_level_byte(c);
    if (b < 0) return false;
    bytes += static_cast<char>(b);
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

}  // namespace

void Normalizer::apply(std::string& s) const {
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

void pre_tokenize(const std::vector<PreTokenizer>& pre_tokenizers, std::vector<Piece>& pieces) {
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

std::string decode_chain(const std::vector<Decoder>& decoders, std::vector<std::string> tokens) {
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
            const std::size_t n = utf8_step(tokens[i], k);
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
          for (std::size_t k = 0; k < t.size(); k += utf8_step(t, k)) starts.push_back(k);
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

std::string decode_alone(const std::vector<Decoder>& decoders, std::string s) {
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
          const std::size_t n = utf8_step(s, k);
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

}  // namespace attn::io::hf
