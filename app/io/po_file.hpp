#pragma once
// gettext's PO catalogs (https://www.gnu.org/software/gettext/manual/html_node/PO-Files.html),
// read as Poedit, Weblate and msgmerge write them: entries of msgctxt, msgid, msgid_plural
// and msgstr / msgstr[N], strings continued over lines, C escapes, `#,` flags, and the
// header's Plural-Forms expression.

#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace attn::io {

struct PoEntry {
  std::string context;          // msgctxt, empty when none
  std::string id;               // msgid: the English source text
  std::string id_plural;        // msgid_plural, empty when the entry has no plural
  std::vector<std::string> str; // msgstr (one) or msgstr[0..N-1]
  bool fuzzy = false;           // `#, fuzzy`: not yet checked by a translator, not used
  std::vector<std::string> references;  // `#: file:line` comments
  int line = 0;                 // where the entry begins, from 1

  // True when every form is written (a translator's empty msgstr means "not translated").
  bool translated() const;
};

// An error in a catalog, naming its line.
struct PoError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The plural rule of the header, e.g. "nplurals=2; plural=(n != 1);": the C expression of
// gettext's grammar (n, numbers, ! * / % + - < > <= >= == != && || ?: and parentheses).
class PluralRule {
 public:
  PluralRule();  // English's: nplurals=2; plural=(n != 1)
  static PluralRule parse(const std::string& plural_forms);  // throws PoError
  int forms() const { return forms_; }
  // The index of the form for n, clamped to [0, forms).
  int index(std::uint64_t n) const;

  struct Node;

 private:
  int forms_ = 2;
  std::shared_ptr<const Node> root_;
};

struct PoCatalog {
  std::map<std::string, std::string> header;  // "Language" -> "zh_CN", "Plural-Forms" -> ...
  PluralRule plural;
  std::vector<PoEntry> entries;  // the header entry (msgid "") left out
};

// Reads a catalog's text; throws PoError naming the line of the first malformed one.
PoCatalog parse_po(const std::string& text);

// The key gettext looks an entry up by: context, U+0004, msgid (or msgid alone).
std::string po_key(const std::string& context, const std::string& id);

}  // namespace attn::io
