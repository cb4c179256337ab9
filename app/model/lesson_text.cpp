#include "model/lesson_text.hpp"

#include <algorithm>
#include <cctype>
#include <ostream>

#include "io/i18n.hpp"

namespace attn::app {
namespace {

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string language_of(const std::string& tag) { return lower(tag.substr(0, tag.find('-'))); }

const std::string& no_text() {
  static const std::string kEmpty;
  return kEmpty;
}

}  // namespace

LessonText::LessonText(std::string text) {
  if (!text.empty()) entries_.push_back({"", std::move(text)});
}

LessonText::LessonText(const char* text) : LessonText(std::string(text == nullptr ? "" : text)) {}

LessonText LessonText::by_languages(std::vector<Entry> entries) {
  LessonText t;
  t.entries_ = std::move(entries);
  t.by_language_ = true;
  return t;
}

const std::string& LessonText::in(const std::string& tag) const {
  if (entries_.empty()) return no_text();
  if (!by_language_) return entries_.front().text;
  const std::string wanted = lower(tag);
  for (const Entry& e : entries_) {
    if (lower(e.tag) == wanted) return e.text;
  }
  for (const Entry& e : entries_) {
    if (language_of(e.tag) == language_of(wanted)) return e.text;
  }
  for (const Entry& e : entries_) {
    if (language_of(e.tag) == "en") return e.text;
  }
  return entries_.front().text;
}

const std::string& LessonText::shown() const { return in(i18n::language()); }

void LessonText::set(const std::string& tag, std::string text) {
  if (!by_language_) {
    *this = LessonText(std::move(text));
    return;
  }
  const std::string wanted = lower(tag == i18n::kPseudoTag ? std::string("en") : tag);
  for (Entry& e : entries_) {
    if (lower(e.tag) == wanted) {
      e.text = std::move(text);
      return;
    }
  }
  entries_.push_back({tag == i18n::kPseudoTag ? std::string("en") : tag, std::move(text)});
}

void LessonText::set_shown(std::string text) { set(i18n::language(), std::move(text)); }

void LessonText::order_as(const std::vector<std::string>& tags) {
  std::vector<Entry> ordered;
  for (const std::string& tag : tags) {
    const auto it = std::find_if(entries_.begin(), entries_.end(), [&](const Entry& e) { return e.tag == tag; });
    if (it == entries_.end()) continue;
    ordered.push_back(std::move(*it));
    entries_.erase(it);
  }
  for (Entry& e : entries_) ordered.push_back(std::move(e));
  entries_ = std::move(ordered);
}

bool LessonText::empty() const {
  return std::all_of(entries_.begin(), entries_.end(), [](const Entry& e) { return e.text.empty(); });
}

std::string LessonText::all() const {
  std::string out;
  for (const Entry& e : entries_) out += e.text;
  return out;
}

std::ostream& operator<<(std::ostream& out, const LessonText& text) {
  if (!text.by_language()) return out << '"' << text.in("") << '"';
  const char* comma = "";
  out << '{';
  for (const LessonText::Entry& e : text.entries()) {
    out << comma << '"' << e.tag << "\": \"" << e.text << '"';
    comma = ", ";
  }
  return out << '}';
}

bool is_language_tag(const std::string& tag) {
  const auto all = [](const std::string& s, int (*is)(int)) {
    return std::all_of(s.begin(), s.end(), [is](char c) { return is(static_cast<unsigned char>(c)) != 0; });
  };
  std::size_t start = 0;
  for (int part = 0; start <= tag.size(); ++part) {
    const std::size_t end = std::min(tag.find('-', start), tag.size());
    const std::string sub = tag.substr(start, end - start);
    const bool fits = part == 0 ? sub.size() >= 2 && sub.size() <= 3 && all(sub, std::isalpha)
                                : !sub.empty() && sub.size() <= 8 && all(sub, std::isalnum);
    if (!fits) return false;
    start = end + 1;
  }
  return true;
}

}  // namespace attn::app
