#include "io/po_file.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace attn::io {

bool PoEntry::translated() const {
  if (str.empty()) return false;
  return std::none_of(str.begin(), str.end(), [](const std::string& s) { return s.empty(); });
}

std::string po_key(const std::string& context, const std::string& id) {
  return context.empty() ? id : context + '\x04' + id;
}

// ---------------------------------------------------------------- the plural expression

struct PluralRule::Node {
  enum class Kind { Number, N, Not, Negate, Binary, Choose } kind = Kind::Number;
  std::uint64_t value = 0;
  std::string op;  // for Binary
  std::shared_ptr<const Node> a, b, c;

  std::uint64_t eval(std::uint64_t n) const {
    switch (kind) {
      case Kind::Number: return value;
      case Kind::N: return n;
      case Kind::Not: return a->eval(n) == 0 ? 1 : 0;
      case Kind::Negate: return 0 - a->eval(n);
      case Kind::Choose: return a->eval(n) != 0 ? b->eval(n) : c->eval(n);
      case Kind::Binary: break;
    }
    const std::uint64_t x = a->eval(n);
    if (op == "&&") return x != 0 && b->eval(n) != 0 ? 1 : 0;
    if (op == "||") return x != 0 || b->eval(n) != 0 ? 1 : 0;
    const std::uint64_t y = b->eval(n);
    if (op == "==") return x == y;
    if (op == "!=") return x != y;
    if (op == "<") return x < y;
    if (op == ">") return x > y;
    if (op == "<=") return x <= y;
    if (op == ">=") return x >= y;
    if (op == "+") return x + y;
    if (op == "-") return x - y;
    if (op == "*") return x * y;
    if (op == "/") return y == 0 ? 0 : x / y;
    if (op == "%") return y == 0 ? 0 : x % y;
    return 0;
  }
};

namespace {

using NodePtr = std::shared_ptr<const PluralRule::Node>;
using Kind = PluralRule::Node::Kind;

// A recursive-descent reader of gettext's plural grammar, C's precedence.
class ExpressionReader {
 public:
  explicit ExpressionReader(const std::string& text) : s_(text) {}

  NodePtr read() {
    NodePtr e = conditional();
    skip();
    if (i_ != s_.size()) fail("unexpected '" + s_.substr(i_, 1) + "'");
    return e;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw PoError("the plural expression \"" + s_ + "\": " + what);
  }
  void skip() {
    while (i_ < s_.size() && std::isspace(static_cast<unsigned char>(s_[i_])) != 0) ++i_;
  }
  bool take(const std::string& token) {
    skip();
    if (s_.compare(i_, token.size(), token) != 0) return false;
    // "<" is not "<=", "!" is not "!=", "=" alone is no operator.
    if ((token == "<" || token == ">" || token == "!") && i_ + 1 < s_.size() && s_[i_ + 1] == '=') return false;
    i_ += token.size();
    return true;
  }
  static NodePtr binary(const std::string& op, NodePtr a, NodePtr b) {
    auto node = std::make_shared<PluralRule::Node>();
    node->kind = Kind::Binary;
    node->op = op;
    node->a = std::move(a);
    node->b = std::move(b);
    return node;
  }
  NodePtr conditional() {
    NodePtr test = level(0);
    if (!take("?")) return test;
    NodePtr yes = conditional();
    if (!take(":")) fail("a '?' without its ':'");
    NodePtr no = conditional();
    auto node = std::make_shared<PluralRule::Node>();
    node->kind = Kind::Choose;
    node->a = std::move(test);
    node->b = std::move(yes);
    node->c = std::move(no);
    return node;
  }
  // Binary levels from the loosest: || && (== !=) (< > <= >=) (+ -) (* / %).
  NodePtr level(int k) {
    static const std::vector<std::vector<std::string>> kLevels = {
        {"||"}, {"&&"}, {"==", "!="}, {"<=", ">=", "<", ">"}, {"+", "-"}, {"*", "/", "%"}};
    if (k == static_cast<int>(kLevels.size())) return unary();
    NodePtr left = level(k + 1);
    for (;;) {
      bool found = false;
      for (const std::string& op : kLevels[static_cast<std::size_t>(k)]) {
        if (take(op)) {
          left = binary(op, left, level(k + 1));
          found = true;
          break;
        }
      }
      if (!found) return left;
    }
  }
  NodePtr unary() {
    if (take("!")) {
      auto node = std::make_shared<PluralRule::Node>();
      node->kind = Kind::Not;
      node->a = unary();
      return node;
    }
    if (take("-")) {
      auto node = std::make_shared<PluralRule::Node>();
      node->kind = Kind::Negate;
      node->a = unary();
      return node;
    }
    if (take("(")) {
      NodePtr e = conditional();
      if (!take(")")) fail("a '(' without its ')'");
      return e;
    }
    skip();
    if (i_ < s_.size() && s_[i_] == 'n') {
      ++i_;
      auto node = std::make_shared<PluralRule::Node>();
      node->kind = Kind::N;
      return node;
    }
    if (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_])) != 0) {
      auto node = std::make_shared<PluralRule::Node>();
      while (i_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[i_])) != 0) {
        node->value = node->value * 10 + static_cast<std::uint64_t>(s_[i_] - '0');
        ++i_;
      }
      return node;
    }
    fail(i_ < s_.size() ? "unexpected '" + s_.substr(i_, 1) + "'" : "it ends too soon");
  }

  const std::string& s_;
  std::size_t i_ = 0;
};

std::string trimmed(const std::string& s) {
  std::size_t a = 0, b = s.size();
  while (a < b && std::isspace(static_cast<unsigned char>(s[a])) != 0) ++a;
  while (b > a && std::isspace(static_cast<unsigned char>(s[b - 1])) != 0) --b;
  return s.substr(a, b - a);
}

}  // namespace

PluralRule::PluralRule() : root_(ExpressionReader("n != 1").read()) {}

PluralRule PluralRule::parse(const std::string& plural_forms) {
  // "nplurals=2; plural=(n != 1);"
  PluralRule rule;
  const auto np = plural_forms.find("nplurals");
  const auto pl = plural_forms.find("plural", np == std::string::npos ? 0 : np + 8);
  if (np == std::string::npos || pl == std::string::npos) {
    throw PoError("Plural-Forms \"" + plural_forms + "\" lacks nplurals= or plural=");
  }
  const auto eq1 = plural_forms.find('=', np);
  const auto semi1 = plural_forms.find(';', eq1);
  try {
    rule.forms_ = std::stoi(plural_forms.substr(eq1 + 1, semi1 - eq1 - 1));
  } catch (const std::exception&) {
    throw PoError("Plural-Forms \"" + plural_forms + "\": nplurals is not a number");
  }
  if (rule.forms_ < 1 || rule.forms_ > 6) throw PoError("Plural-Forms: nplurals must be 1 to 6");
  const auto eq2 = plural_forms.find('=', pl);
  std::string expression = plural_forms.substr(eq2 + 1);
  const auto semi2 = expression.rfind(';');
  if (semi2 != std::string::npos) expression = expression.substr(0, semi2);
  rule.root_ = ExpressionReader(trimmed(expression)).read();
  return rule;
}

int PluralRule::index(std::uint64_t n) const {
  const std::uint64_t k = root_->eval(n);
  return static_cast<int>(std::min<std::uint64_t>(k, static_cast<std::uint64_t>(forms_ - 1)));
}

// ---------------------------------------------------------------- the catalog

namespace {

[[noreturn]] void fail_at(int line, const std::string& what) {
  throw PoError("line " + std::to_string(line) + ": " + what);
}

// `"text"` with C escapes, from position `from` of the line.
std::string quoted_string(const std::string& line, std::size_t from, int line_number) {
  std::size_t i = line.find('"', from);
  if (i == std::string::npos) fail_at(line_number, "a string in double quotes was expected");
  std::string out;
  for (++i; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '"') {
      if (!trimmed(line.substr(i + 1)).empty()) fail_at(line_number, "text after the closing quote");
      return out;
    }
    if (c != '\\') {
      out += c;
      continue;
    }
    if (++i == line.size()) break;
    switch (line[i]) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'v': out += '\v'; break;
      case '\\': out += '\\'; break;
      case '"': out += '"'; break;
      case '\'': out += '\''; break;
      case '?': out += '?'; break;
      default: fail_at(line_number, std::string("an unknown escape \\") + line[i]);
    }
  }
  fail_at(line_number, "a string without its closing quote");
}

}  // namespace

PoCatalog parse_po(const std::string& text) {
  PoCatalog catalog;
  std::vector<PoEntry> entries;
  PoEntry entry;
  bool started = false;        // the entry has a keyword line
  std::string* last = nullptr; // where a continuation line goes
  std::vector<std::string> pending_refs;
  bool pending_fuzzy = false;

  auto finish = [&] {
    if (!started) return;
    if (entry.str.empty()) fail_at(entry.line, "an entry without msgstr");
    entries.push_back(std::move(entry));
    entry = PoEntry{};
    started = false;
    last = nullptr;
  };

  std::istringstream in(text);
  std::string raw;
  int number = 0;
  while (std::getline(in, raw)) {
    ++number;
    if (!raw.empty() && raw.back() == '\r') raw.pop_back();
    if (number == 1 && raw.rfind("\xEF\xBB\xBF", 0) == 0) raw = raw.substr(3);  // a byte order mark
    const std::string line = trimmed(raw);
    if (line.empty()) {
      finish();
      continue;
    }
    if (line[0] == '#') {
      // A comment after an entry's strings begins the next entry.
      if (started && !entry.str.empty()) finish();
      if (line.rfind("#~", 0) == 0) continue;  // an obsolete entry
      if (line.rfind("#,", 0) == 0 && line.find("fuzzy") != std::string::npos) pending_fuzzy = true;
      if (line.rfind("#:", 0) == 0) {
        std::istringstream refs(line.substr(2));
        std::string r;
        while (refs >> r) pending_refs.push_back(r);
      }
      continue;
    }
    if (line[0] == '"') {
      if (last == nullptr) fail_at(number, "a continued string with nothing before it");
      *last += quoted_string(line, 0, number);
      continue;
    }
    const std::size_t space = line.find_first_of(" \t");
    const std::string keyword = line.substr(0, space);
    if (space == std::string::npos) fail_at(number, "\"" + keyword + "\" without its string");
    const std::string value = quoted_string(line, space, number);
    // msgctxt or msgid after an entry's msgstr begins the next entry.
    if ((keyword == "msgctxt" || keyword == "msgid") && started && !entry.str.empty()) finish();
    if (!started) {
      started = true;
      entry.line = number;
      entry.fuzzy = pending_fuzzy;
      entry.references = std::move(pending_refs);
      pending_refs.clear();
      pending_fuzzy = false;
    }
    if (keyword == "msgctxt") {
      entry.context = value;
      last = &entry.context;
    } else if (keyword == "msgid") {
      entry.id = value;
      last = &entry.id;
    } else if (keyword == "msgid_plural") {
      entry.id_plural = value;
      last = &entry.id_plural;
    } else if (keyword == "msgstr") {
      if (!entry.id_plural.empty()) fail_at(number, "a plural entry needs msgstr[0], msgstr[1], …");
      entry.str.assign(1, value);
      last = &entry.str[0];
    } else if (keyword.rfind("msgstr[", 0) == 0 && keyword.back() == ']') {
      std::size_t k = 0;
      try {
        k = static_cast<std::size_t>(std::stoul(keyword.substr(7, keyword.size() - 8)));
      } catch (const std::exception&) {
        fail_at(number, "\"" + keyword + "\" is not msgstr[N]");
      }
      if (entry.id_plural.empty()) fail_at(number, "msgstr[N] in an entry without msgid_plural");
      if (k != entry.str.size()) fail_at(number, "\"" + keyword + "\" out of order");
      entry.str.push_back(value);
      last = &entry.str.back();
    } else {
      fail_at(number, "an unknown keyword \"" + keyword + "\"");
    }
  }
  finish();

  for (PoEntry& e : entries) {
    if (e.id.empty() && e.context.empty()) {
      // The header: "Name: value\n" lines.
      std::istringstream lines(e.str.empty() ? std::string() : e.str[0]);
      std::string l;
      while (std::getline(lines, l)) {
        const auto colon = l.find(':');
        if (colon == std::string::npos) continue;
        catalog.header[trimmed(l.substr(0, colon))] = trimmed(l.substr(colon + 1));
      }
      continue;
    }
    catalog.entries.push_back(std::move(e));
  }
  if (const auto it = catalog.header.find("Plural-Forms"); it != catalog.header.end()) {
    catalog.plural = PluralRule::parse(it->second);
  }
  for (const PoEntry& e : catalog.entries) {
    if (!e.id_plural.empty() && e.str.size() != static_cast<std::size_t>(catalog.plural.forms()) &&
        e.translated()) {
      fail_at(e.line, "the entry has " + std::to_string(e.str.size()) + " plural forms, Plural-Forms says " +
                          std::to_string(catalog.plural.forms()));
    }
  }
  return catalog;
}

}  // namespace attn::io
