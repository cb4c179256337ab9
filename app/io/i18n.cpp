#include "io/i18n.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "io/atomic_file.hpp"
#include "io/platform.hpp"
#include "io/po_file.hpp"

namespace attn {
namespace {

// The names of languages whose catalogs the program knows, in their own words.
struct KnownLanguage {
  const char* tag;
  const char* name;
};
constexpr KnownLanguage kKnown[] = {
    {"en", "English"}, {"zh-CN", "简体中文"}, {"zh-TW", "繁體中文"}, {"ja", "日本語"}, {"ko", "한국어"},
    {"fr", "Français"}, {"de", "Deutsch"},   {"es", "Español"},   {"pt-BR", "Português (Brasil)"},
    {"ru", "Русский"},  {"vi", "Tiếng Việt"}, {"en-XA", "[Pšéüðö]"}};

// One language's catalog, read once and kept for the program's life.
struct Catalog {
  std::string tag;
  std::string path;  // where it was read
  io::PoCatalog po;
  std::deque<std::string> keys;
  std::unordered_map<std::string_view, const io::PoEntry*> by_key;
  std::string text;  // every translation, for the font atlas
};

struct Registry {
  std::mutex mutex;
  std::string folder;
  std::deque<std::unique_ptr<Catalog>> catalogs;  // never freed: tr()'s pointers stay valid
  std::unordered_map<std::string, std::string> pseudo;  // English -> its pseudo form
};

Registry& registry() {
  static Registry* r = new Registry();  // never destroyed: threads may translate at exit
  return *r;
}

std::atomic<const Catalog*> g_catalog{nullptr};  // null: English (or the pseudo-language)
std::atomic<bool> g_pseudo{false};
std::atomic<int> g_generation{0};

const char* pseudo_of(const char* english) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.pseudo.find(english);
  if (it == r.pseudo.end()) it = r.pseudo.emplace(english, i18n::pseudo(english)).first;
  return it->second.c_str();
}

const char* lookup(const std::string_view key, const char* english, std::uint64_t n, bool plural) {
  const Catalog* c = g_catalog.load(std::memory_order_acquire);
  if (c == nullptr) return english;
  const auto it = c->by_key.find(key);
  if (it == c->by_key.end() || !it->second->translated()) return english;
  const io::PoEntry& e = *it->second;
  if (!plural) return e.str[0].c_str();
  const auto k = static_cast<std::size_t>(c->po.plural.index(n));
  return e.str[std::min(k, e.str.size() - 1)].c_str();
}

std::string lower(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return s;
}

std::string file_name_of(const std::string& tag) {  // "zh-CN" -> "zh_CN.po"
  std::string f = tag;
  std::replace(f.begin(), f.end(), '-', '_');
  return f + ".po";
}

bool offered(const std::string& tag) {
  if (tag == "en" || tag == i18n::kPseudoTag) return true;
  for (const i18n::Language& l : i18n::languages()) {
    if (l.tag == tag) return true;
  }
  return false;
}

}  // namespace

const char* tr(const char* english) {
  if (english == nullptr || english[0] == '\0') return english;
  if (g_pseudo.load(std::memory_order_acquire)) return pseudo_of(english);
  return lookup(english, english, 0, false);
}

const char* trc(const char* context, const char* english) {
  if (english == nullptr || english[0] == '\0') return english;
  if (g_pseudo.load(std::memory_order_acquire)) return pseudo_of(english);
  return lookup(io::po_key(context, english), english, 0, false);
}

const char* trn(const char* singular, const char* plural, std::uint64_t n) {
  if (g_pseudo.load(std::memory_order_acquire)) return pseudo_of(n == 1 ? singular : plural);
  const char* english = n == 1 ? singular : plural;
  return lookup(singular, english, n, true);
}

namespace i18n_detail {

std::string format(std::string_view pattern, const std::vector<std::string>& args) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      out += c;
      ++i;
      continue;
    }
    if (c == '{') {
      std::size_t j = i + 1;
      std::size_t k = 0;
      while (j < pattern.size() && std::isdigit(static_cast<unsigned char>(pattern[j])) != 0) {
        k = k * 10 + static_cast<std::size_t>(pattern[j] - '0');
        ++j;
      }
      if (j > i + 1 && j < pattern.size() && pattern[j] == '}' && k < args.size()) {
        out += args[k];
        i = j;
        continue;
      }
    }
    out += c;
  }
  return out;
}

}  // namespace i18n_detail

namespace i18n {

void set_catalog_folder(const std::string& folder) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  r.folder = folder;
}

std::vector<Language> languages() {
  std::vector<Language> out = {{"en", "English"}};
  std::string folder;
  {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    folder = r.folder;
  }
  if (!folder.empty()) {
    for (const KnownLanguage& k : kKnown) {
      const std::string tag = k.tag;
      if (tag == "en" || tag == kPseudoTag) continue;
      if (io::platform::file_info(folder + "/" + file_name_of(tag)).is_file) out.push_back({tag, k.name});
    }
  }
  out.push_back({kPseudoTag, "[Pšéüðö]"});
  return out;
}

std::string normalize_tag(const std::string& raw) {
  std::string t = raw;
  if (const auto dot = t.find('.'); dot != std::string::npos) t = t.substr(0, dot);  // .UTF-8
  if (const auto at = t.find('@'); at != std::string::npos) t = t.substr(0, at);     // @euro
  std::replace(t.begin(), t.end(), '_', '-');
  if (t.empty() || t == "C" || t == "POSIX") return "en";
  std::vector<std::string> parts;
  for (std::size_t a = 0; a <= t.size();) {
    const auto b = std::min(t.find('-', a), t.size());
    parts.push_back(t.substr(a, b - a));
    a = b + 1;
  }
  const std::string language = lower(parts[0]);
  if (language.size() < 2 || language.size() > 3 ||
      !std::all_of(language.begin(), language.end(), [](char ch) { return ch >= 'a' && ch <= 'z'; })) {
    return "";
  }
  std::string script, region;
  for (std::size_t i = 1; i < parts.size(); ++i) {
    const std::string& p = parts[i];
    if (p.size() == 4) script = lower(p);
    if (p.size() == 2 || (p.size() == 3 && std::isdigit(static_cast<unsigned char>(p[0])) != 0)) {
      region = p;
      for (char& ch : region) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    }
  }
  if (language == "en") return region == "XA" ? kPseudoTag : "en";
  if (language == "zh") {
    if (script == "hant" || region == "TW" || region == "HK" || region == "MO") return "zh-TW";
    return "zh-CN";
  }
  return region.empty() ? language : language + "-" + region;
}

std::string system_language() {
  std::vector<std::string> wanted;
  if (const char* v = io::platform::environment("LANGUAGE"); v != nullptr && *v != '\0') {
    std::string list = v;
    for (std::size_t a = 0; a <= list.size();) {
      const auto b = std::min(list.find(':', a), list.size());
      if (b > a) wanted.push_back(list.substr(a, b - a));
      a = b + 1;
    }
  }
  for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
    if (const char* v = io::platform::environment(name); v != nullptr && *v != '\0') {
      wanted.push_back(v);
      break;  // the first one set decides, as setlocale reads them
    }
  }
  if (wanted.empty()) {
    const std::string ui = io::platform::user_interface_language();
    if (!ui.empty()) wanted.push_back(ui);
  }
  for (const std::string& w : wanted) {
    std::string tag = normalize_tag(w);
    if (tag.empty()) continue;
    if (offered(tag)) return tag;
    const auto dash = tag.find('-');  // "fr-CA" falls back to "fr"
    if (dash != std::string::npos && offered(tag.substr(0, dash))) return tag.substr(0, dash);
    if (tag == "en") return tag;
  }
  return "en";
}

std::string set_language(const std::string& requested) {
  const std::string tag = normalize_tag(requested);
  if (tag.empty() || !offered(tag)) {
    std::string names;
    for (const Language& l : languages()) names += (names.empty() ? "" : ", ") + l.tag;
    return "no language \"" + requested + "\" here: the languages are " + names;
  }
  if (tag == "en" || tag == kPseudoTag) {
    g_catalog.store(nullptr, std::memory_order_release);
    g_pseudo.store(tag == kPseudoTag, std::memory_order_release);
    ++g_generation;
    return "";
  }
  Registry& r = registry();
  const Catalog* chosen = nullptr;
  {
    std::lock_guard<std::mutex> lock(r.mutex);
    const std::string path = r.folder + "/" + file_name_of(tag);
    for (const auto& c : r.catalogs) {
      if (c->path == path) chosen = c.get();
    }
    if (chosen == nullptr) {
      auto catalog = std::make_unique<Catalog>();
      catalog->tag = tag;
      catalog->path = path;
      try {
        catalog->po = io::parse_po(io::read_file(path));
      } catch (const std::exception& e) {
        return "the catalog " + path + " cannot be read: " + e.what();
      }
      for (const io::PoEntry& e : catalog->po.entries) {
        if (e.fuzzy || !e.translated()) continue;
        catalog->keys.push_back(io::po_key(e.context, e.id));
        catalog->by_key.emplace(catalog->keys.back(), &e);
        for (const std::string& s : e.str) catalog->text += s;
      }
      chosen = catalog.get();
      r.catalogs.push_back(std::move(catalog));
    }
  }
  g_catalog.store(chosen, std::memory_order_release);
  g_pseudo.store(false, std::memory_order_release);
  ++g_generation;
  return "";
}

std::string language() {
  if (g_pseudo.load()) return kPseudoTag;
  const Catalog* c = g_catalog.load();
  return c == nullptr ? "en" : c->tag;
}

int generation() { return g_generation.load(); }

std::string catalog_text() {
  const Catalog* c = g_catalog.load();
  return c == nullptr ? std::string() : c->text;
}

std::string pseudo(const std::string& english) {
  // Each ASCII letter with an accented twin in Latin-1 or Latin Extended-A (the interface
  // font has both); b f m p q v x stay as they are.
  static const std::map<char, const char*> kAccent = {
      {'a', "å"}, {'c', "ç"}, {'d', "ď"}, {'e', "é"}, {'g', "ĝ"}, {'h', "ĥ"}, {'i', "î"}, {'j', "ĵ"},
      {'k', "ķ"}, {'l', "ļ"}, {'n', "ñ"}, {'o', "ö"}, {'r', "ŕ"}, {'s', "š"}, {'t', "ţ"}, {'u', "ü"},
      {'w', "ŵ"}, {'y', "ý"}, {'z', "ž"}, {'A', "Å"}, {'C', "Ç"}, {'D', "Ď"}, {'E', "É"}, {'G', "Ĝ"},
      {'H', "Ĥ"}, {'I', "Î"}, {'J', "Ĵ"}, {'K', "Ķ"}, {'L', "Ļ"}, {'N', "Ñ"}, {'O', "Ö"}, {'R', "Ŕ"},
      {'S', "Š"}, {'T', "Ţ"}, {'U', "Ü"}, {'W', "Ŵ"}, {'Y', "Ý"}, {'Z', "Ž"}};
  std::string text = english, id;
  if (const auto hashes = text.find("##"); hashes != std::string::npos) {
    id = text.substr(hashes);
    text = text.substr(0, hashes);
  }
  if (text.empty()) return english;
  std::string out = "[";
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '%') {  // a printf conversion, kept whole: %d %5.2f %zu %s %%
      std::size_t j = i + 1;
      while (j < text.size() && std::string_view("-+ #0123456789.*hlLzjt").find(text[j]) != std::string_view::npos) ++j;
      if (j < text.size()) ++j;
      out += text.substr(i, j - i);
      i = j - 1;
      continue;
    }
    if (c == '{') {  // a {N} placeholder
      const auto close = text.find('}', i);
      if (close != std::string::npos && close > i + 1 &&
          std::all_of(text.begin() + static_cast<std::ptrdiff_t>(i) + 1, text.begin() + static_cast<std::ptrdiff_t>(close),
                      [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; })) {
        out += text.substr(i, close - i + 1);
        i = close;
        continue;
      }
    }
    const auto it = kAccent.find(c);
    if (it != kAccent.end()) {
      out += it->second;
    } else {
      out += c;
    }
  }
  return out + "]" + id;
}

}  // namespace i18n
}  // namespace attn
