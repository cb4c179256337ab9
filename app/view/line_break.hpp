// Where a paragraph's lines end, for text in English and in Chinese alike. Dear ImGui 1.86
// breaks lines only at spaces and after ASCII punctuation, so a Chinese sentence, which
// has no spaces, runs past the edge or is cut wherever it overflows, a line then starting
// with "，". Here a line may also end between two CJK characters, as Chinese and Japanese
// are set, never before a closing mark (，。、：；！？）」』》 and their kin, ASCII's too)
// and never after an opening one (（「『《“). No drawing here: the widths come from the
// caller's font (widgets/text.cpp), so that the rules are tested without a display
// (tests/test_line_break.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace attn::view {

// One line of a paragraph: bytes [begin, end) of the text, the spaces where it broke
// left out (they are neither drawn nor counted).
struct LineSpan {
  std::size_t begin = 0, end = 0;
};

// Whether a line may end between characters a and b that stand side by side (no space
// between): when either is CJK (ideographs, kana, Hangul, full-width forms, CJK marks),
// unless b is a closing mark or a is an opening one.
bool may_break_between(std::uint32_t a, std::uint32_t b);

// The lines of UTF-8 `text` no wider than `width` pixels, where a character is
// `advance(c)` pixels wide. A line ends at a newline, after spaces, or where
// may_break_between allows, as late as fits; a run with no place to break that is wider
// than a line is cut at the character that would overflow (at least one character a
// line). Spaces after a wrapped line's end are skipped, as ImGui skips them. Empty text
// is one empty line.
std::vector<LineSpan> break_lines(const std::string& text, float width,
                                  const std::function<float(std::uint32_t)>& advance);

// `text` with a '\n' where each of its lines ends, the spaces of each break left out.
std::string with_line_ends(const std::string& text, const std::vector<LineSpan>& lines);

}  // namespace attn::view
