// A lesson's human text (a title, notes): one string, or the same text in several languages
// keyed by language tag, as a lesson file gives it:
//
//   "notes": "Four heads read the same sentence."
//   "notes": {"en": "Four heads read the same sentence.", "zh-CN": "四个头读同一个句子。"}
//
// The lesson holds every language; the window chooses the one to show each frame (so a switch
// of language shows on the next frame): the interface's language, else the same language of
// another region ("zh" for "zh-CN"), else English, else the first given. A string is shown in
// every language. What was read is written back as it was: a string stays a string, an object
// keeps its languages in their order. Editing changes the text of one language only.
//
// Reading and refusing a malformed object is the lesson file's (lesson_fields.hpp); this file
// knows no JSON.
#pragma once

#include <iosfwd>
#include <string>
#include <utility>
#include <vector>

namespace attn::app {

class LessonText {
 public:
  struct Entry {
    std::string tag;   // "en", "zh-CN"; "" for a plain string
    std::string text;
    bool operator==(const Entry& o) const { return tag == o.tag && text == o.text; }
  };

  LessonText() = default;
  // A plain string (implicit: a title or notes written by the program are one string).
  LessonText(std::string text);
  LessonText(const char* text);
  // The text by language, in the order given; `entries` must not be empty and each tag a
  // language tag (the lesson reader checks both first).
  static LessonText by_languages(std::vector<Entry> entries);

  bool by_language() const { return by_language_; }
  const std::vector<Entry>& entries() const { return entries_; }

  // The text for language `tag` (any case): the chooser above.
  const std::string& in(const std::string& tag) const;
  // In the interface's language (i18n::language()).
  const std::string& shown() const;
  // Sets the text of language `tag` (the pseudo-language's is English's): its entry, added
  // after the others when the text has none; a plain string is replaced, and stays one.
  void set(const std::string& tag, std::string text);
  // Sets the text shown in the interface's language.
  void set_shown(std::string text);

  // The languages in the order of `tags` (those it does not name after them, as they were).
  void order_as(const std::vector<std::string>& tags);

  // No text in any language.
  bool empty() const;
  // Every language's text, one after the other (for the font's glyphs).
  std::string all() const;

  bool operator==(const LessonText& o) const { return by_language_ == o.by_language_ && entries_ == o.entries_; }
  bool operator!=(const LessonText& o) const { return !(*this == o); }

 private:
  std::vector<Entry> entries_;  // plain: none (empty) or one, tagged ""
  bool by_language_ = false;
};

// For messages and tests: the text, or {"en": "…", …} by language.
std::ostream& operator<<(std::ostream& out, const LessonText& text);

// Whether `tag` is a language tag as lessons write them (BCP 47's shape): a language of 2 or
// 3 letters, then subtags of 1 to 8 letters or digits after '-': "en", "zh-CN", "zh-Hans-CN".
bool is_language_tag(const std::string& tag);

}  // namespace attn::app
