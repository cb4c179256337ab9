#include "view/line_break.hpp"

#include <algorithm>

#include "io/utf8.hpp"

namespace attn::view {
namespace {

template <std::size_t N>
constexpr bool ascending(const std::uint32_t (&list)[N]) {
  for (std::size_t i = 1; i < N; ++i) {
    if (list[i - 1] >= list[i]) return false;
  }
  return true;
}

bool is_space(std::uint32_t c) { return c == ' ' || c == '\t' || c == 0x3000; }

// Ideographs, kana, Hangul, bopomofo, CJK marks and the full-width forms: the characters
// between which Chinese, Japanese and Korean text may break.
bool is_cjk(std::uint32_t c) {
  return (c >= 0x1100 && c <= 0x11FF) || (c >= 0x2E80 && c <= 0x9FFF) ||
         (c >= 0xA960 && c <= 0xA97F) || (c >= 0xAC00 && c <= 0xD7AF) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
         (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0x20000 && c <= 0x3FFFF);
}

// Marks a line must not start with: closing brackets and quotes, stops and commas, the
// ellipsis and dash, small kana and the iteration marks (UAX #14's CL, CP, EX, IS, NS).
bool is_closing(std::uint32_t c) {
  static constexpr std::uint32_t kClosing[] = {
      '!', '%', ')', ',', '.', ':', ';', '?', ']', '}', 0x00B7, 0x2014, 0x2019, 0x201D, 0x2025,
      0x2026, 0x2030, 0x2032, 0x2033, 0x2103, 0x3001, 0x3002, 0x3005, 0x3009, 0x300B, 0x300D,
      0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F, 0x303B, 0x3041, 0x3043,
      0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096, 0x309D,
      0x309E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE,
      0x30F5, 0x30F6, 0x30FB, 0x30FC, 0x30FD, 0x30FE, 0xFF01, 0xFF05, 0xFF09, 0xFF0C, 0xFF0E,
      0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF5E, 0xFF60, 0xFF61, 0xFF63, 0xFF64};
  static_assert(ascending(kClosing), "kClosing is searched by halves");
  return std::binary_search(std::begin(kClosing), std::end(kClosing), c);
}

// Marks a line must not end with: opening brackets and quotes (UAX #14's OP and the
// opening quotes), and the full-width currency signs that lead a figure.
bool is_opening(std::uint32_t c) {
  static constexpr std::uint32_t kOpening[] = {
      '(', '[', '{', 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016,
      0x3018, 0x301A, 0x301D, 0xFF04, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62, 0xFFE5};
  static_assert(ascending(kOpening), "kOpening is searched by halves");
  return std::binary_search(std::begin(kOpening), std::end(kOpening), c);
}

struct Char {
  std::uint32_t c;
  std::size_t at;  // its first byte
};

std::vector<Char> decode(const std::string& text) {
  std::vector<Char> chars;
  chars.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = io::utf8_length(text, i);
    chars.push_back({n > 0 ? io::code_point(text, i, n) : 0xFFFDu, i});
    i += n > 0 ? n : 1;
  }
  return chars;
}

}  // namespace

bool may_break_between(std::uint32_t a, std::uint32_t b) {
  if (is_space(a) || is_space(b)) return false;  // spaces are breaks of their own
  if (!is_cjk(a) && !is_cjk(b)) return false;
  return !is_closing(b) && !is_opening(a);
}

std::vector<LineSpan> break_lines(const std::string& text, float width,
                                  const std::function<float(std::uint32_t)>& advance) {
  const std::vector<Char> chars = decode(text);
  const std::size_t n = chars.size();
  const auto byte_at = [&](std::size_t i) { return i < n ? chars[i].at : text.size(); };
  std::vector<LineSpan> lines;
  std::size_t start = 0;
  while (true) {
    float w = 0.0f;
    std::size_t content_end = start;           // after the line's last character not a space
    std::size_t break_end = 0, break_next = 0;  // the latest place to break: the line's end, the next's start
    bool can_break = false, wrapped = false;
    std::size_t j = start;
    for (; j < n; ++j) {
      const std::uint32_t c = chars[j].c;
      if (c == '\n') break;
      if (c == '\r') continue;
      if (j > start) {
        const std::uint32_t prev = chars[j - 1].c;
        const bool after_space = is_space(prev) && !is_space(c) && !is_closing(c);
        if (after_space || may_break_between(prev, c)) {
          can_break = true;
          break_end = after_space ? content_end : j;
          break_next = j;
        }
      }
      const float cw = advance(c);
      if (!is_space(c) && j > start && w + cw > width) {
        wrapped = true;
        break;
      }
      w += cw;
      if (!is_space(c)) content_end = j + 1;
    }
    if (!wrapped) {
      lines.push_back({byte_at(start), byte_at(content_end)});
      if (j >= n) break;
      start = j + 1;  // after the newline
      continue;
    }
    std::size_t end = j, next = j;
    if (can_break) {
      end = break_end;
      next = break_next;
    } else if (is_closing(chars[j].c) && content_end - 1 > start) {
      end = next = content_end - 1;  // a word cut: the closing mark keeps what it closes
    }
    lines.push_back({byte_at(start), byte_at(end)});
    start = next;
    while (start < n && is_space(chars[start].c)) ++start;
    if (start >= n) break;
  }
  return lines;
}

std::string with_line_ends(const std::string& text, const std::vector<LineSpan>& lines) {
  std::string out;
  out.reserve(text.size() + lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += '\n';
    out.append(text, lines[i].begin, lines[i].end - lines[i].begin);
  }
  return out;
}

}  // namespace attn::view
