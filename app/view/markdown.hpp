// The Markdown of the guides (docs/*.md) as blocks a reader draws: headings, paragraphs,
// list items, code blocks, pictures, tables and rules, each with its text already plain.
// A subset of CommonMark and GitHub's tables, enough for what the guides write: ATX
// headings (# … ######), paragraphs, bulleted and numbered lists (nested by indentation),
// fenced code blocks (``` or ~~~), a picture alone in its paragraph, pipe tables and
// thematic breaks (---). Inline, `code`, **bold** and *emphasis* are shown plainly,
// [links](target) and <https://autolinks> as their text, \-escapes as the character.
// Not read: HTML, setext headings, indented code blocks, reference links, block quotes
// (their text is kept as a paragraph). No drawing here (panels/help_panel.cpp draws).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace attn::view {

enum class BlockKind { Heading, Paragraph, ListItem, Code, Picture, Table, Rule };

struct MarkdownBlock {
  BlockKind kind = BlockKind::Paragraph;
  // Heading: 1 … 6. ListItem: its depth from 0; a paragraph continuing an item after a
  // blank line is a ListItem with an empty marker.
  int level = 0;
  std::string text;    // plain text (Heading, Paragraph, ListItem); the lines (Code); the
                       // alt text (Picture)
  std::string marker;  // ListItem: "•", or the number as written ("3.")
  std::string target;  // Picture: its path or address as written
  std::vector<std::vector<std::string>> rows;  // Table: the header row, then the body's
  int line = 0;        // the source line it starts on, from 1
};

struct MarkdownLink {
  std::string text;    // as shown
  std::string target;  // as written: "models.md", "#keys", "https://…"
  int line = 0;
};

struct MarkdownDocument {
  std::vector<MarkdownBlock> blocks;
  std::vector<int> headings;       // the blocks that are headings, in order: the contents
  std::vector<MarkdownLink> links;  // every link and picture, for checks (tests/test_markdown.cpp)
};

MarkdownDocument parse_markdown(std::string_view text);

// One line's inline markup as plain text: "**Tab** (or `Shift+Tab`)" → "Tab (or Shift+Tab)".
// Links found are appended to `links` when it is given.
std::string plain_inline(std::string_view text, std::vector<MarkdownLink>* links = nullptr,
                         int line = 0);

// The anchor GitHub gives a heading: lower case, spaces to '-', punctuation but '-' and '_'
// dropped ("Keys: the whole list" → "keys-the-whole-list").
std::string heading_anchor(std::string_view heading_text);

}  // namespace attn::view
