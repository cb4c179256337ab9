#pragma once
// The interface's words in the user's language. English is the source text; each other
// language is a gettext catalog, assets/locale/LL_CC.po, read at run time (io/po_file.hpp).
//
// In the code, a string the window or a human-readable message shows is marked with one
// short function, which `scripts/update-catalog` finds with xgettext:
//
//   ImGui::Checkbox(tr("Causal mask"), &causal);
//   ImGui::Text(tr("%d heads of %d dimensions"), h, dk);      // printf formats checked as before
//   ImGui::TextUnformatted(fmt(tr("{0} of {1}"), part, whole).c_str());  // word order free
//   ImGui::Text(trn("%d head", "%d heads", n), n);             // plural forms of the language
//   trc("menu", "View")                                         // same English, other sense
//   static const char* const kNames[] = {N_("Heads"), N_("Pipeline")};  ... tr(kNames[i])
//
// An ImGui label keeps its id after "##" (translators leave it as it is); a window whose
// title is translated names its id with "###" so that switching language keeps its place.
// Tokens, model names, numbers and formula symbols (Q·Kᵀ, d_k, softmax) are data: not marked.
//
// Switching language is immediate and thread-safe; a pointer returned by tr() stays valid
// for the life of the program (catalogs, once read, are never freed).

#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#if defined(__GNUC__)
#define ATTN_FORMAT_ARG(i) __attribute__((format_arg(i)))
#else
#define ATTN_FORMAT_ARG(i)
#endif

namespace attn {

// `english` in the interface's language (itself when the catalog lacks it).
const char* tr(const char* english) ATTN_FORMAT_ARG(1);
// The same with a context, for English words that translate differently by use.
const char* trc(const char* context, const char* english) ATTN_FORMAT_ARG(2);
// The form for n of a message with plural forms (formats are filled by the caller).
const char* trn(const char* singular, const char* plural, std::uint64_t n) ATTN_FORMAT_ARG(1) ATTN_FORMAT_ARG(2);
// Marks a string for the catalog where it is defined (a table), translated where shown.
constexpr const char* N_(const char* english) { return english; }

namespace i18n_detail {
inline std::string text_of(const std::string& s) { return s; }
inline std::string text_of(std::string_view s) { return std::string(s); }
inline std::string text_of(const char* s) { return s == nullptr ? std::string() : std::string(s); }
inline std::string text_of(char c) { return std::string(1, c); }
template <typename T, typename = std::enable_if_t<std::is_integral_v<T>>>
std::string text_of(T v) { return std::to_string(v); }
std::string format(std::string_view pattern, const std::vector<std::string>& args);
}  // namespace i18n_detail

// "{0}", "{1}", … in `pattern` replaced by the arguments (strings or integers; format a
// floating-point number to text first, with its precision). "{{" and "}}" are braces.
template <typename... A>
std::string fmt(std::string_view pattern, const A&... args) {
  return i18n_detail::format(pattern, {i18n_detail::text_of(args)...});
}

namespace i18n {

// A language the program offers: its tag ("en", "zh-CN", "en-XA") and its own name.
struct Language {
  std::string tag;
  std::string name;  // "English", "简体中文"
};

// Where the catalogs are (the shipped data's locale/ folder); set once at start.
void set_catalog_folder(const std::string& folder);
// English, each catalog in the folder with a name the program knows, and the pseudo-language.
std::vector<Language> languages();

// Chooses the language by tag (any spelling normalize_tag reads). Returns "" on success or
// a message naming the problem (an unknown tag, an unreadable or malformed catalog), in
// which case the language does not change.
std::string set_language(const std::string& tag);
// The current language's tag.
std::string language();
// Bumped at each change of language, so that whatever was made from text is made again.
int generation();

// "zh_CN.UTF-8", "zh-Hans-CN", "zh" -> "zh-CN"; "en_GB", "C", "POSIX" -> "en"; "en-XA" as is;
// "" for a language the program has no catalog name for.
std::string normalize_tag(const std::string& tag);
// The user's language as the system says it: LANGUAGE, LC_ALL, LC_MESSAGES, LANG on Linux
// (the first one set; LANGUAGE's list in order), the user's UI language on Windows; each
// normalized, the first the program offers; "en" when none is.
std::string system_language();

// Every character the current catalog can show (its translations), for the font atlas.
std::string catalog_text();

// The pseudo-language's form of an English string: letters accented (å, é, î, ö, ü, ñ, ç, …)
// and the whole in [ ], with printf formats, {N} placeholders and an ImGui "##id" kept.
// A test draws every view in it and finds any text that was not marked.
std::string pseudo(const std::string& english);
// The tag of the pseudo-language.
inline constexpr const char* kPseudoTag = "en-XA";

}  // namespace i18n
}  // namespace attn
