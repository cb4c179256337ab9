// Where a paragraph's lines end (app/view/line_break): English at its spaces, Chinese
// between its characters, never a closing mark at a line's start nor an opening one at
// its end, and every line within the width.
#include "view/line_break.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "io/utf8.hpp"

namespace attn::view {
namespace {

// A monospaced font: ASCII one pixel wide, everything else (CJK) two.
float advance(std::uint32_t c) { return c < 0x80 ? 1.0f : 2.0f; }

std::vector<std::string> lines_of(const std::string& text, float width) {
  std::vector<std::string> out;
  for (const LineSpan& l : break_lines(text, width, advance)) {
    out.push_back(text.substr(l.begin, l.end - l.begin));
  }
  return out;
}

float width_of(const std::string& line) {
  float w = 0.0f;
  for (std::uint32_t c : io::code_points(line)) w += advance(c);
  return w;
}

std::string without_spaces(const std::string& text) {
  std::string out;
  for (std::uint32_t c : io::code_points(text)) {
    if (c != ' ' && c != '\n') io::append_utf8(c, out);
  }
  return out;
}

using Lines = std::vector<std::string>;

TEST(LineBreak, EnglishBreaksAtItsSpacesAndDropsThem) {
  EXPECT_EQ(lines_of("the quick brown fox", 10.0f), (Lines{"the quick", "brown fox"}));
  EXPECT_EQ(lines_of("the quick brown fox", 9.0f), (Lines{"the quick", "brown fox"}));
  EXPECT_EQ(lines_of("the quick brown fox", 8.0f), (Lines{"the", "quick", "brown", "fox"}));
  EXPECT_EQ(lines_of("the quick   brown", 100.0f), (Lines{"the quick   brown"}));
}

TEST(LineBreak, AWordWiderThanALineIsCutWhereItOverflows) {
  EXPECT_EQ(lines_of("abcdefghij", 4.0f), (Lines{"abcd", "efgh", "ij"}));
  // A closing mark stays with the word it closes.
  EXPECT_EQ(lines_of("abcd, xy", 4.0f), (Lines{"abc", "d,", "xy"}));
  // Narrower than one character: still one character a line, never an endless loop.
  EXPECT_EQ(lines_of("我爱", 1.0f), (Lines{"我", "爱"}));
}

TEST(LineBreak, ChineseBreaksBetweenItsCharacters) {
  // Four characters a line.
  EXPECT_EQ(lines_of("注意力是怎样工作的", 8.0f), (Lines{"注意力是", "怎样工作", "的"}));
  EXPECT_EQ(lines_of("注意力是怎样工作的", 9.0f), (Lines{"注意力是", "怎样工作", "的"}));
}

TEST(LineBreak, NoLineStartsWithAClosingMark) {
  // "，" would start the second line: "课" goes down with it.
  EXPECT_EQ(lines_of("我爱水课，很好", 8.0f), (Lines{"我爱水", "课，很好"}));
  EXPECT_EQ(lines_of("行是查询。列是键", 8.0f), (Lines{"行是查", "询。列是", "键"}));
  EXPECT_EQ(lines_of("他说“好”。", 8.0f), (Lines{"他说", "“好”。"}));
  // A space before a closing mark is no place to break either.
  EXPECT_EQ(lines_of("ab )", 3.0f), (Lines{"a", "b )"}));
}

TEST(LineBreak, NoLineEndsWithAnOpeningMark) {
  EXPECT_EQ(lines_of("我们说「注意力」", 8.0f), (Lines{"我们说", "「注意", "力」"}));
  EXPECT_EQ(lines_of("词元（token）", 9.0f), (Lines{"词元", "（token）"}));
}

TEST(LineBreak, EnglishInsideChineseKeepsItsWords) {
  // "X 的自注意力：行是查询": the Latin word breaks from the Chinese around it, not inside.
  EXPECT_EQ(lines_of("X 的自注意力：行是查询", 10.0f), (Lines{"X 的自注意", "力：行是查", "询"}));
  EXPECT_EQ(lines_of("这是softmax的输出", 10.0f), (Lines{"这是", "softmax的", "输出"}));
  EXPECT_EQ(lines_of("每一行之和为 1。点击", 12.0f), (Lines{"每一行之和为", "1。点击"}));
}

TEST(LineBreak, NewlinesAreKeptAndEmptyTextIsOneLine) {
  EXPECT_EQ(lines_of("a\n\nb", 10.0f), (Lines{"a", "", "b"}));
  EXPECT_EQ(lines_of("第一行\n第二行", 100.0f), (Lines{"第一行", "第二行"}));
  EXPECT_EQ(lines_of("", 10.0f), (Lines{""}));
  EXPECT_EQ(lines_of("a  \nb", 10.0f), (Lines{"a", "b"}));
  const std::string text = "the quick brown fox";
  EXPECT_EQ(with_line_ends(text, break_lines(text, 10.0f, advance)), "the quick\nbrown fox");
}

TEST(LineBreak, PairsOfCharacters) {
  EXPECT_FALSE(may_break_between('a', 'b'));
  EXPECT_TRUE(may_break_between(U'我', 'a'));
  EXPECT_TRUE(may_break_between('a', U'我'));
  EXPECT_TRUE(may_break_between(U'我', U'爱'));
  EXPECT_FALSE(may_break_between(U'我', U'，'));
  EXPECT_FALSE(may_break_between(U'我', U'。'));
  EXPECT_FALSE(may_break_between(U'我', U'）'));
  EXPECT_FALSE(may_break_between(U'（', U'我'));
  EXPECT_FALSE(may_break_between(U'“', U'我'));
  EXPECT_FALSE(may_break_between(U'我', U'”'));
  EXPECT_FALSE(may_break_between(U'字', U'…'));
  EXPECT_TRUE(may_break_between(U'。', U'“'));
  EXPECT_TRUE(may_break_between(U'，', U'我'));
  EXPECT_TRUE(may_break_between(U'ト', U'ラ'));   // katakana
  EXPECT_FALSE(may_break_between(U'ト', U'ッ'));  // not before a small kana
  EXPECT_TRUE(may_break_between(U'한', U'국'));   // Hangul
}

TEST(LineBreak, EveryLineFitsAndNoCharacterIsLost) {
  const std::string paragraphs[] = {
      "注意力机制让每个词元在计算自己的表示时，参考序列中所有词元的信息：查询（Q）与键（K）"
      "的点积给出兼容性矩阵，除以 √d_k 后经过 softmax，得到每一行之和为 1 的权重；"
      "再用这些权重对值（V）加权求和，就得到上下文矩阵 Z。",
      "Attention lets each token draw on every other token: the dot products of queries and "
      "keys, scaled by the square root of d_k and passed through softmax, weigh the values.",
      "模型 GPT-2 有 12 层、12 个头；d_model = 768。「因果掩码」让第 i 个词元只看见它自己和之前的词元。"};
  for (const std::string& text : paragraphs) {
    for (float width = 6.0f; width <= 60.0f; width += 1.0f) {
      const std::vector<std::string> lines = lines_of(text, width);
      std::string joined;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        EXPECT_LE(width_of(lines[i]), width) << "line " << i << " \"" << lines[i] << "\" at " << width;
        const std::vector<std::uint32_t> cs = io::code_points(lines[i]);
        ASSERT_FALSE(cs.empty()) << "an empty line at " << width;
        if (i > 0) {
          EXPECT_FALSE(cs.front() == U'，' || cs.front() == U'。' || cs.front() == U'：' ||
                       cs.front() == U'；' || cs.front() == U'）' || cs.front() == U'」' ||
                       cs.front() == U'、' || cs.front() == ',' || cs.front() == '.')
              << "line " << i << " starts with a closing mark: \"" << lines[i] << "\" at " << width;
        }
        if (i + 1 < lines.size()) {
          EXPECT_FALSE(cs.back() == U'（' || cs.back() == U'「' || cs.back() == U'“')
              << "line " << i << " ends with an opening mark: \"" << lines[i] << "\" at " << width;
        }
        joined += lines[i];
      }
      EXPECT_EQ(without_spaces(joined), without_spaces(text)) << "at " << width;
    }
  }
}

TEST(LineBreak, ALineIsFilledAsFarAsItCanBe) {
  // Greedy: each line but the last would overflow with the next line's first character.
  const std::string text = "注意力机制让每个词元在计算自己的表示时参考序列中所有词元的信息";
  for (float width = 4.0f; width <= 30.0f; width += 2.0f) {
    const std::vector<std::string> lines = lines_of(text, width);
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
      EXPECT_GT(width_of(lines[i]) + 2.0f, width) << "line " << i << " at " << width;
    }
  }
}

}  // namespace
}  // namespace attn::view
