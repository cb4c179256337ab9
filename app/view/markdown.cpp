#include "view/markdown.hpp"

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <optional>
#include <utility>

namespace attn::view {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// ASCII punctuation, as CommonMark's escapes and flanking rules read it.
bool is_punct(char c) {
  return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') ||
         (c >= '{' && c <= '~');
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

// --- inline --------------------------------------------------------------------------------

// A run of * or _ that may open or close emphasis, and where it sits in the output.
struct Delimiter {
  std::size_t at = 0;  // index into the output pieces
  char c = '*';
  int count = 0;
  bool can_open = false, can_close = false;
};

// `text` from `open` (a backtick run of `n`): the index just past the matching run, or npos.
std::size_t code_span_end(std::string_view text, std::size_t open, std::size_t n) {
  std::size_t i = open + n;
  while (i < text.size()) {
    if (text[i] != '`') {
      ++i;
      continue;
    }
    std::size_t run = 0;
    while (i + run < text.size() && text[i + run] == '`') ++run;
    if (run == n) return i + run;
    i += run;
  }
  return std::string_view::npos;
}

// The index of the ']' closing the '[' at `open` (brackets nest; escapes and code spans
// are skipped), or npos.
std::size_t closing_bracket(std::string_view text, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '\\') {
      ++i;
    } else if (c == '`') {
      std::size_t n = 0;
      while (i + n < text.size() && text[i + n] == '`') ++n;
      const std::size_t end = code_span_end(text, i, n);
      i = (end == std::string_view::npos ? i + n : end) - 1;
    } else if (c == '[') {
      ++depth;
    } else if (c == ']' && --depth == 0) {
      return i;
    }
  }
  return std::string_view::npos;
}

// After "](" at `from`: the destination (without a "title") and the index past ')'.
std::optional<std::pair<std::string, std::size_t>> link_destination(std::string_view text,
                                                                      std::size_t from) {
  std::size_t i = from;
  while (i < text.size() && text[i] == ' ') ++i;
  std::string dest;
  if (i < text.size() && text[i] == '<') {
    const std::size_t close = text.find('>', i);
    if (close == std::string_view::npos) return std::nullopt;
    dest = std::string(text.substr(i + 1, close - i - 1));
    i = close + 1;
  } else {
    int parens = 0;
    while (i < text.size() && !is_space(text[i])) {
      if (text[i] == '(') ++parens;
      if (text[i] == ')' && parens-- == 0) break;
      if (text[i] == '\\' && i + 1 < text.size() && is_punct(text[i + 1])) ++i;
      dest += text[i++];
    }
  }
  while (i < text.size() && text[i] == ' ') ++i;
  if (i < text.size() && (text[i] == '"' || text[i] == '\'')) {  // a title: not shown
    const std::size_t close = text.find(text[i], i + 1);
    if (close == std::string_view::npos) return std::nullopt;
    i = close + 1;
    while (i < text.size() && text[i] == ' ') ++i;
  }
  if (i >= text.size() || text[i] != ')') return std::nullopt;
  return std::make_pair(dest, i + 1);
}

// <https://…> or <name@host>: the address, or nothing.
std::optional<std::string_view> autolink(std::string_view text, std::size_t open) {
  const std::size_t close = text.find('>', open);
  if (close == std::string_view::npos) return std::nullopt;
  const std::string_view inside = text.substr(open + 1, close - open - 1);
  if (inside.empty() || std::any_of(inside.begin(), inside.end(), is_space)) return std::nullopt;
  const std::size_t colon = inside.find(':');
  const bool scheme = colon != std::string_view::npos && colon >= 2 &&
                      std::all_of(inside.begin(), inside.begin() + static_cast<std::ptrdiff_t>(colon),
                                  [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '+' || c == '.' || c == '-'; });
  if (!scheme && inside.find('@') == std::string_view::npos) return std::nullopt;
  return inside;
}

// Removes the * and _ runs that pair up (CommonMark's rule, simplified: a closer takes
// the nearest opener of its character; runs between them no longer pair); the rest stay.
std::string resolve_emphasis(std::vector<std::string>& pieces, std::vector<Delimiter>& delims) {
  for (std::size_t k = 0; k < delims.size(); ++k) {
    Delimiter& closer = delims[k];
    if (!closer.can_close) continue;
    for (std::size_t j = k; j-- > 0;) {
      Delimiter& opener = delims[j];
      if (opener.c != closer.c || !opener.can_open || opener.count == 0) continue;
      const int used = std::min(opener.count, closer.count);
      opener.count -= used;
      closer.count -= used;
      for (std::size_t m = j + 1; m < k; ++m) delims[m].can_open = delims[m].can_close = false;
      break;
    }
  }
  for (const Delimiter& d : delims) pieces[d.at] = std::string(static_cast<std::size_t>(d.count), d.c);
  std::string out;
  for (const std::string& p : pieces) out += p;
  return out;
}

}  // namespace

std::string plain_inline(std::string_view text, std::vector<MarkdownLink>* links, int line) {
  std::vector<std::string> pieces(1);
  std::vector<Delimiter> delims;
  const auto literal = [&](std::string_view s) { pieces.back() += s; };
  std::size_t i = 0;
  while (i < text.size()) {
    const char c = text[i];
    if (c == '\\' && i + 1 < text.size() && is_punct(text[i + 1])) {
      literal(text.substr(i + 1, 1));
      i += 2;
    } else if (c == '`') {
      std::size_t n = 0;
      while (i + n < text.size() && text[i + n] == '`') ++n;
      const std::size_t end = code_span_end(text, i, n);
      if (end == std::string_view::npos) {
        literal(text.substr(i, n));
        i += n;
        continue;
      }
      std::string_view code = text.substr(i + n, end - n - i - n);
      if (code.size() >= 2 && code.front() == ' ' && code.back() == ' ' && trim(code).size() > 0) {
        code = code.substr(1, code.size() - 2);
      }
      literal(code);
      i = end;
    } else if (c == '[' || (c == '!' && i + 1 < text.size() && text[i + 1] == '[')) {
      const std::size_t open = c == '!' ? i + 1 : i;
      const std::size_t close = closing_bracket(text, open);
      std::optional<std::pair<std::string, std::size_t>> dest;
      if (close != std::string_view::npos && close + 1 < text.size() && text[close + 1] == '(') {
        dest = link_destination(text, close + 2);
      }
      if (!dest) {
        literal(text.substr(i, open + 1 - i));
        i = open + 1;
        continue;
      }
      // Links inside the text are recorded by the inner call, after this one.
      MarkdownLink link{plain_inline(text.substr(open + 1, close - open - 1), nullptr, line),
                        dest->first, line};
      if (links != nullptr) links->push_back(link);
      plain_inline(text.substr(open + 1, close - open - 1), links, line);
      literal(link.text);
      i = dest->second;
    } else if (c == '<' && autolink(text, i)) {
      const std::string_view address = *autolink(text, i);
      if (links != nullptr) links->push_back({std::string(address), std::string(address), line});
      literal(address);
      i += address.size() + 2;
    } else if (c == '*' || c == '_') {
      std::size_t n = 0;
      while (i + n < text.size() && text[i + n] == c) ++n;
      const char before = i == 0 ? ' ' : text[i - 1];
      const char after = i + n >= text.size() ? ' ' : text[i + n];
      const bool left = !is_space(after) && (!is_punct(after) || is_space(before) || is_punct(before));
      const bool right = !is_space(before) && (!is_punct(before) || is_space(after) || is_punct(after));
      Delimiter d;
      d.c = c;
      d.count = static_cast<int>(n);
      d.can_open = c == '*' ? left : left && (!right || is_punct(before));
      d.can_close = c == '*' ? right : right && (!left || is_punct(after));
      d.at = pieces.size();
      pieces.emplace_back();  // the run's own piece, filled by resolve_emphasis
      pieces.emplace_back();
      delims.push_back(d);
      i += n;
    } else {
      literal(text.substr(i, 1));
      ++i;
    }
  }
  return resolve_emphasis(pieces, delims);
}

std::string heading_anchor(std::string_view heading_text) {
  std::string out;
  std::size_t i = 0;
  while (i < heading_text.size()) {
    const auto c = static_cast<unsigned char>(heading_text[i]);
    if (c < 0x80) {
      if (std::isalnum(c) || c == '_' || c == '-') out += static_cast<char>(std::tolower(c));
      if (c == ' ') out += '-';
      ++i;
      continue;
    }
    // A UTF-8 sequence: letters stay; punctuation and symbols go, as GitHub drops them
    // (the Latin-1 signs, general punctuation, arrows, mathematical operators, shapes).
    std::size_t len = (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
    len = std::min(len, heading_text.size() - i);
    unsigned cp = len == 2 ? c & 0x1Fu : len == 3 ? c & 0x0Fu : c & 0x07u;
    for (std::size_t k = 1; k < len; ++k) cp = (cp << 6) | (static_cast<unsigned char>(heading_text[i + k]) & 0x3Fu);
    const bool symbol = (cp >= 0xA0 && cp <= 0xBF) || cp == 0xD7 || cp == 0xF7 ||
                        (cp >= 0x2000 && cp <= 0x2BFF) || (cp >= 0x3000 && cp <= 0x303F) ||
                        (cp >= 0xFF00 && cp <= 0xFF0F);
    if (!symbol) out += heading_text.substr(i, len);
    i += len;
  }
  return out;
}

namespace {

// --- blocks --------------------------------------------------------------------------------

struct Line {
  int indent = 0;         // leading spaces (a tab counts 4)
  std::string_view rest;  // after them
};

Line split_indent(std::string_view s) {
  Line l;
  std::size_t i = 0;
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) {
    l.indent += s[i] == '\t' ? 4 - l.indent % 4 : 1;
    ++i;
  }
  l.rest = s.substr(i);
  return l;
}

bool is_rule(std::string_view rest) {
  const std::string_view t = trim(rest);
  if (t.empty() || (t[0] != '-' && t[0] != '*' && t[0] != '_')) return false;
  int marks = 0;
  for (char c : t) {
    if (c == t[0]) ++marks;
    else if (c != ' ') return false;
  }
  return marks >= 3;
}

// "- ", "* ", "+ ", "12. ", "3) ": the marker and the width up to the item's text.
std::optional<std::pair<std::string, int>> list_marker(std::string_view rest) {
  std::size_t n = 0;
  std::string marker;
  if (!rest.empty() && (rest[0] == '-' || rest[0] == '*' || rest[0] == '+')) {
    n = 1;
    marker = "•";
  } else {
    while (n < rest.size() && n < 9 && std::isdigit(static_cast<unsigned char>(rest[n]))) ++n;
    if (n == 0 || n >= rest.size() || (rest[n] != '.' && rest[n] != ')')) return std::nullopt;
    ++n;
    marker = std::string(rest.substr(0, n));
  }
  if (n < rest.size() && rest[n] != ' ') return std::nullopt;
  std::size_t spaces = 0;
  while (n + spaces < rest.size() && rest[n + spaces] == ' ') ++spaces;
  if (n + spaces == rest.size()) spaces = 1;  // an empty item
  if (spaces > 4) spaces = 1;                 // the text is indented code: not read
  return std::make_pair(marker, static_cast<int>(n + spaces));
}

// A table row's cells: between the pipes that are neither escaped nor in a code span.
std::vector<std::string> table_cells(std::string_view row) {
  row = trim(row);
  if (!row.empty() && row.front() == '|') row.remove_prefix(1);
  if (!row.empty() && row.back() == '|' && (row.size() < 2 || row[row.size() - 2] != '\\')) row.remove_suffix(1);
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = 0; i < row.size(); ++i) {
    if (row[i] == '\\' && i + 1 < row.size() && row[i + 1] == '|') {
      cell += '|';  // GitHub unescapes \| before reading the cell
      ++i;
    } else if (row[i] == '`') {
      std::size_t n = 0;
      while (i + n < row.size() && row[i + n] == '`') ++n;
      const std::size_t end = code_span_end(row, i, n);
      const std::size_t stop = end == std::string_view::npos ? i + n : end;
      for (std::size_t k = i; k < stop; ++k) {
        if (row[k] == '\\' && k + 1 < stop && row[k + 1] == '|') continue;
        cell += row[k];
      }
      i = stop - 1;
    } else if (row[i] == '|') {
      cells.emplace_back(trim(cell));
      cell.clear();
    } else {
      cell += row[i];
    }
  }
  cells.emplace_back(trim(cell));
  return cells;
}

bool is_table_separator(std::string_view s) {
  const std::string_view t = trim(s);
  if (t.empty() || t.find('-') == std::string_view::npos) return false;
  for (const std::string& cell : table_cells(t)) {
    if (cell.empty()) return false;
    for (char c : cell) {
      if (c != '-' && c != ':' && c != ' ') return false;
    }
  }
  return true;
}

// The fence that opens a code block: "```" or "~~~" (three or more), or nothing.
std::optional<std::string> fence(std::string_view rest) {
  if (rest.size() < 3 || (rest[0] != '`' && rest[0] != '~')) return std::nullopt;
  std::size_t n = 0;
  while (n < rest.size() && rest[n] == rest[0]) ++n;
  if (n < 3) return std::nullopt;
  if (rest[0] == '`' && rest.substr(n).find('`') != std::string_view::npos) return std::nullopt;
  return std::string(rest.substr(0, n));
}

class Parser {
 public:
  explicit Parser(MarkdownDocument& doc) : doc_(doc) {}

  void run(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view l = text.substr(start, end - start);
      if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
      lines.push_back(l);
      start = end + 1;
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const int number = static_cast<int>(i) + 1;
      if (code_) {
        code_line(lines[i]);
        continue;
      }
      const Line l = split_indent(lines[i]);
      if (trim(l.rest).empty()) {
        flush();
        blank_ = true;
        continue;
      }
      if (const auto f = fence(l.rest); f && l.indent < list_indent() + 4) {
        flush();
        close_lists_beyond(l.indent);
        code_ = MarkdownBlock{BlockKind::Code, static_cast<int>(lists_.size()), "", "", "", {}, number};
        code_fence_ = *f;
        code_indent_ = l.indent;
        code_first_ = true;
      } else if (l.indent < 4 && heading_level(l.rest) > 0) {
        flush();
        lists_.clear();
        heading(l.rest, number);
      } else if (l.indent < 4 && is_rule(l.rest)) {
        flush();
        lists_.clear();
        add({BlockKind::Rule, 0, "", "", "", {}, number});
      } else if (l.indent < 4 && l.rest.front() == '|' && i + 1 < lines.size() && is_table_separator(lines[i + 1])) {
        flush();
        lists_.clear();
        i = table(lines, i);
      } else if (const auto m = starts_item(l)) {
        flush();
        close_lists_beyond(l.indent);
        const int depth = static_cast<int>(lists_.size());
        lists_.push_back(l.indent + m->second);
        para_ = MarkdownBlock{BlockKind::ListItem, depth, "", m->first, "", {}, number};
        para_lines_.push_back(l.rest.substr(std::min(static_cast<std::size_t>(m->second), l.rest.size())));
      } else {
        std::string_view rest = l.rest;
        if (rest.front() == '>') {  // a block quote's line: its text
          rest.remove_prefix(1);
          if (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
        }
        if (!para_) {
          // After a blank line, text indented to an item's text continues that item; text
          // less indented ends the lists.
          if (blank_ || !lists_.empty()) close_lists_beyond(l.indent);
          if (lists_.empty()) {
            para_ = MarkdownBlock{BlockKind::Paragraph, 0, "", "", "", {}, number};
          } else {
            para_ = MarkdownBlock{BlockKind::ListItem, static_cast<int>(lists_.size()) - 1, "", "", "", {}, number};
          }
        }
        para_lines_.emplace_back(rest);
      }
      blank_ = false;
    }
    if (code_) add(*std::exchange(code_, std::nullopt));  // an unclosed fence runs to the end
    flush();
  }

 private:
  static int heading_level(std::string_view rest) {
    int n = 0;
    while (n < static_cast<int>(rest.size()) && rest[static_cast<std::size_t>(n)] == '#') ++n;
    if (n == 0 || n > 6) return 0;
    if (static_cast<std::size_t>(n) < rest.size() && rest[static_cast<std::size_t>(n)] != ' ' &&
        rest[static_cast<std::size_t>(n)] != '\t') {
      return 0;
    }
    return n;
  }

  void heading(std::string_view rest, int number) {
    const int level = heading_level(rest);
    std::string_view t = trim(rest.substr(static_cast<std::size_t>(level)));
    // An optional closing run of #, after a space.
    std::size_t end = t.size();
    while (end > 0 && t[end - 1] == '#') --end;
    if (end == 0 || t[end - 1] == ' ') t = trim(t.substr(0, end));
    doc_.headings.push_back(static_cast<int>(doc_.blocks.size()));
    add({BlockKind::Heading, level, plain_inline(t, &doc_.links, number), "", "", {}, number});
  }

  std::size_t table(const std::vector<std::string_view>& lines, std::size_t i) {
    MarkdownBlock t{BlockKind::Table, 0, "", "", "", {}, static_cast<int>(i) + 1};
    const auto row = [&](std::string_view line, int number) {
      std::vector<std::string> cells;
      for (const std::string& c : table_cells(line)) cells.push_back(plain_inline(c, &doc_.links, number));
      return cells;
    };
    t.rows.push_back(row(lines[i], static_cast<int>(i) + 1));
    const std::size_t columns = t.rows.front().size();
    std::size_t k = i + 2;
    for (; k < lines.size(); ++k) {
      const std::string_view l = trim(lines[k]);
      if (l.empty() || l.front() != '|') break;
      std::vector<std::string> cells = row(l, static_cast<int>(k) + 1);
      cells.resize(columns);  // GitHub pads a short row and drops a long row's excess
      t.rows.push_back(std::move(cells));
    }
    add(std::move(t));
    return k - 1;
  }

  void code_line(std::string_view line) {
    const Line l = split_indent(line);
    const std::string_view t = trim(l.rest);
    if (t.size() >= code_fence_.size() && t.find_first_not_of(code_fence_[0]) == std::string_view::npos &&
        t.front() == code_fence_[0]) {
      add(*std::exchange(code_, std::nullopt));
      blank_ = false;
      return;
    }
    // The fence's own indentation is not part of the code.
    std::size_t drop = 0;
    while (drop < line.size() && static_cast<int>(drop) < code_indent_ && line[drop] == ' ') ++drop;
    if (!code_first_) code_->text += '\n';
    code_first_ = false;
    code_->text += line.substr(drop);
  }

  int list_indent() const { return lists_.empty() ? 0 : lists_.back(); }

  // A list item's marker on this line. Within a paragraph (not an item) only a bullet with
  // text or the number 1 starts a list, as in CommonMark: "2019. was the year" goes on.
  std::optional<std::pair<std::string, int>> starts_item(const Line& l) const {
    if (l.indent >= list_indent() + 4) return std::nullopt;
    auto m = list_marker(l.rest);
    if (!m || !para_ || para_->kind != BlockKind::Paragraph) return m;
    const bool bullet = m->first == "•";
    const bool has_text = trim(l.rest.substr(std::min(static_cast<std::size_t>(m->second), l.rest.size()))).size() > 0;
    if (!has_text || (!bullet && m->first.substr(0, m->first.size() - 1) != "1")) return std::nullopt;
    return m;
  }

  // Leaves the lists whose items' text is indented more than `indent`.
  void close_lists_beyond(int indent) {
    while (!lists_.empty() && indent < lists_.back()) lists_.pop_back();
  }

  void flush() {
    if (!para_) return;
    std::string joined;
    for (std::string_view l : para_lines_) {
      if (!joined.empty()) joined += ' ';
      joined += trim(l);
    }
    MarkdownBlock b = *std::exchange(para_, std::nullopt);
    para_lines_.clear();
    // A picture alone in its paragraph is a picture block.
    if (b.kind == BlockKind::Paragraph && joined.size() > 4 && joined.compare(0, 2, "![") == 0 &&
        joined.back() == ')') {
      std::vector<MarkdownLink> found;
      const std::string alt = plain_inline(joined, &found, b.line);
      if (found.size() == 1 && alt == found.front().text) {
        b.kind = BlockKind::Picture;
        b.text = alt;
        b.target = found.front().target;
        doc_.links.push_back(found.front());
        add(std::move(b));
        return;
      }
    }
    b.text = plain_inline(joined, &doc_.links, b.line);
    add(std::move(b));
  }

  void add(MarkdownBlock b) { doc_.blocks.push_back(std::move(b)); }

  MarkdownDocument& doc_;
  std::optional<MarkdownBlock> para_;  // the paragraph or list item being read
  std::vector<std::string_view> para_lines_;
  std::vector<int> lists_;  // the open lists: the column of each one's item text
  bool blank_ = false;      // the line before was blank
  std::optional<MarkdownBlock> code_;
  std::string code_fence_;
  int code_indent_ = 0;
  bool code_first_ = true;
};

}  // namespace

MarkdownDocument parse_markdown(std::string_view text) {
  MarkdownDocument doc;
  Parser(doc).run(text);
  return doc;
}

}  // namespace attn::view
