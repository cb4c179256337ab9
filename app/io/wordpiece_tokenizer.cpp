#include "io/wordpiece_tokenizer.hpp"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <unordered_map>

#include <nlohmann/json.hpp>
#include <utf8proc.h>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/utf8.hpp"
#include "io/platform.hpp"

namespace attn::io {

struct WordPieceTokenizer::Impl {
  Options options;
  std::vector<std::string> tokens;               // by id ("" where no token has the id)
  std::unordered_map<std::string, int> ids;
  std::vector<std::string> specials;             // matched whole in the text, longest first
  int unk = -1, cls = -1, sep = -1;
};

namespace {

using json = nlohmann::json;
using Impl = WordPieceTokenizer::Impl;

utf8proc_category_t category(std::uint32_t c) { return utf8proc_category(static_cast<utf8proc_int32_t>(c)); }

bool is_control(std::uint32_t c) {
  if (c == '\t' || c == '\n' || c == '\r') return false;
  const auto k = category(c);
  return k == UTF8PROC_CATEGORY_CC || k == UTF8PROC_CATEGORY_CF || k == UTF8PROC_CATEGORY_CN ||
         k == UTF8PROC_CATEGORY_CO || k == UTF8PROC_CATEGORY_CS;
}

bool is_punctuation(std::uint32_t c) {
  if ((c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126)) return true;
  const auto k = category(c);
  return k >= UTF8PROC_CATEGORY_PC && k <= UTF8PROC_CATEGORY_PO;
}

bool is_chinese(std::uint32_t c) {
  return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x20000 && c <= 0x2A6DF) ||
         (c >= 0x2A700 && c <= 0x2B73F) || (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B920 && c <= 0x2CEAF) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x2F800 && c <= 0x2FA1F);
}

// BertNormalizer, on code points.
std::vector<std::uint32_t> normalize(const std::vector<std::uint32_t>& in, const WordPieceTokenizer::Options& o) {
  std::vector<std::uint32_t> out;
  out.reserve(in.size());
  for (const std::uint32_t c : in) {
    if (o.clean_text) {
      if (c == 0 || c == 0xFFFD || is_control(c)) continue;
      if (is_white_space(c)) {
        out.push_back(' ');
        continue;
      }
    }
    if (o.chinese_chars && is_chinese(c)) {
      out.insert(out.end(), {' ', c, ' '});
      continue;
    }
    out.push_back(c);
  }
  if (o.strip_accents) {
    std::vector<std::uint32_t> stripped;
    stripped.reserve(out.size());
    utf8proc_int32_t parts[32];
    int last_boundclass = 0;
    for (const std::uint32_t c : out) {
      const utf8proc_ssize_t n = utf8proc_decompose_char(static_cast<utf8proc_int32_t>(c), parts, 32,
                                                         UTF8PROC_DECOMPOSE, &last_boundclass);
      if (n < 0 || n > 32) {
        stripped.push_back(c);
        continue;
      }
      for (utf8proc_ssize_t k = 0; k < n; ++k) {
        const auto p = static_cast<std::uint32_t>(parts[k]);
        if (category(p) != UTF8PROC_CATEGORY_MN) stripped.push_back(p);
      }
    }
    out.swap(stripped);
  }
  if (o.lowercase) {
    for (std::uint32_t& c : out) c = static_cast<std::uint32_t>(utf8proc_tolower(static_cast<utf8proc_int32_t>(c)));
  }
  return out;
}

std::string utf8(const std::vector<std::uint32_t>& cps, std::size_t first, std::size_t last) {
  std::string s;
  for (std::size_t i = first; i < last; ++i) append_utf8(cps[i], s);
  return s;
}

// One word into ids, greedily longest-first; [UNK] when no split exists.
void word_pieces(const Impl& t, const std::vector<std::uint32_t>& word, std::vector<int>& out) {
  if (static_cast<int>(word.size()) > t.options.max_chars) {
    out.push_back(t.unk);
    return;
  }
  std::vector<int> pieces;
  std::size_t start = 0;
  while (start < word.size()) {
    std::size_t end = word.size();
    int found = -1;
    while (end > start) {
      std::string piece = utf8(word, start, end);
      if (start > 0) piece = t.options.prefix + piece;
      const auto it = t.ids.find(piece);
      if (it != t.ids.end()) {
        found = it->second;
        break;
      }
      --end;
    }
    if (found < 0) {
      out.push_back(t.unk);
      return;
    }
    pieces.push_back(found);
    start = end;
  }
  out.insert(out.end(), pieces.begin(), pieces.end());
}

// Normalized, pre-tokenized and split into pieces: a stretch of text without special tokens.
void encode_plain(const Impl& t, const std::string& text, std::vector<int>& out) {
  require_utf8(text);
  const std::vector<std::uint32_t> cps = normalize(code_points(text), t.options);
  std::vector<std::uint32_t> word;
  const auto flush = [&] {
    if (!word.empty()) word_pieces(t, word, out);
    word.clear();
  };
  for (const std::uint32_t c : cps) {
    if (is_white_space(c)) {
      flush();
    } else if (is_punctuation(c)) {
      flush();
      word.push_back(c);
      flush();
    } else {
      word.push_back(c);
    }
  }
  flush();
}

std::shared_ptr<Impl> finish(std::shared_ptr<Impl> t, const std::vector<std::string>& special_names,
                             const std::string& what) {
  // `missing`: "'{0}' has no unknown token '{1}'" or its twins for the class and separator tokens.
  const auto id = [&](const std::string& token, const char* missing) {
    const auto it = t->ids.find(token);
    if (it == t->ids.end()) throw std::runtime_error(fmt(missing, what, token));
    return it->second;
  };
  t->unk = id(t->options.unk, tr("'{0}' has no unknown token '{1}'"));
  t->cls = id(t->options.cls, tr("'{0}' has no class token '{1}'"));
  t->sep = id(t->options.sep, tr("'{0}' has no separator token '{1}'"));
  for (const std::string& s : special_names) {
    if (!s.empty() && t->ids.count(s) != 0) t->specials.push_back(s);
  }
  std::sort(t->specials.begin(), t->specials.end(),
            [](const std::string& a, const std::string& b) { return a.size() > b.size() || (a.size() == b.size() && a < b); });
  t->specials.erase(std::unique(t->specials.begin(), t->specials.end()), t->specials.end());
  return t;
}

void add_token(Impl& t, const std::string& token, int id, const std::string& what) {
  if (utf8_length(token, 0) == 0 && !token.empty()) {
    throw std::runtime_error(fmt(tr("'{0}': token {1} is not UTF-8"), what, id));
  }
  for (std::size_t i = 0; i < token.size();) {
    const std::size_t n = utf8_length(token, i);
    if (n == 0) throw std::runtime_error(fmt(tr("'{0}': token {1} is not UTF-8"), what, id));
    i += n;
  }
  if (static_cast<std::size_t>(id) >= t.tokens.size()) t.tokens.resize(static_cast<std::size_t>(id) + 1);
  t.tokens[static_cast<std::size_t>(id)] = token;
  t.ids[token] = id;  // a token listed twice keeps its last line's id, as Hugging Face's reader does
}

const std::vector<std::string> kBertSpecials{"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"};

}  // namespace

WordPieceTokenizer WordPieceTokenizer::from_vocab_text(const std::string& text, const Options& options,
                                                       const std::string& what) {
  auto t = std::make_shared<Impl>();
  t->options = options;
  std::size_t start = 0;
  int id = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string token = text.substr(start, end - start);
    if (!token.empty() && token.back() == '\r') token.pop_back();
    add_token(*t, token, id, what);
    ++id;
    start = end + 1;
  }
  if (id == 0) throw std::runtime_error(fmt(tr("'{0}' holds no token"), what));
  return WordPieceTokenizer(finish(std::move(t), kBertSpecials, what));
}

WordPieceTokenizer WordPieceTokenizer::open_vocab(const std::string& vocab_path, const std::string& config_path) {
  Options o;
  if (platform::file_info(config_path).is_file) {
    json c;
    try {
      c = json::parse(read_file(config_path, std::size_t{16} << 20));
    } catch (const json::exception& e) {
      throw std::runtime_error(fmt(tr("'{0}' is not JSON: {1}"), config_path, std::string(e.what()).substr(0, 200)));
    }
    const auto flag = [&](const char* name, bool fallback) {
      const auto it = c.find(name);
      if (it == c.end() || it->is_null()) return fallback;
      if (!it->is_boolean()) throw std::runtime_error(fmt(tr("'{0}': {1} must be true or false"), config_path, name));
      return it->get<bool>();
    };
    o.lowercase = flag("do_lower_case", true);
    o.strip_accents = flag("strip_accents", o.lowercase);
    o.chinese_chars = flag("tokenize_chinese_chars", true);
  }
  return from_vocab_text(read_file(vocab_path, std::size_t{64} << 20), o, vocab_path);
}

WordPieceTokenizer WordPieceTokenizer::from_json_text(const std::string& text, const std::string& what) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {
    throw std::runtime_error(fmt(tr("'{0}' is not JSON: {1}"), what, std::string(e.what()).substr(0, 200)));
  }
  const auto kind = [&](const json& part) -> std::string {
    if (!part.is_object() || !part.contains("type") || !part["type"].is_string()) return "";
    return part["type"].get<std::string>();
  };
  if (!j.is_object() || !j.contains("model") || kind(j["model"]) != "WordPiece") {
    throw std::runtime_error(fmt(tr("'{0}': a BERT tokenizer.json has a WordPiece model"), what));
  }
  const json& model = j["model"];
  Options o;
  try {
    o.unk = model.value("unk_token", o.unk);
    o.prefix = model.value("continuing_subword_prefix", o.prefix);
    o.max_chars = model.value("max_input_chars_per_word", o.max_chars);
    if (j.contains("normalizer") && !j["normalizer"].is_null()) {
      const json& n = j["normalizer"];
      if (kind(n) != "BertNormalizer") {
        throw std::runtime_error(fmt(tr("'{0}': normalizer {1} is not supported with WordPiece; BertNormalizer is"), what,
                                     n.dump().substr(0, 80)));
      }
      o.clean_text = n.value("clean_text", true);
      o.chinese_chars = n.value("handle_chinese_chars", true);
      o.lowercase = n.value("lowercase", true);
      o.strip_accents = n.contains("strip_accents") && !n["strip_accents"].is_null() ? n["strip_accents"].get<bool>()
                                                                                   : o.lowercase;
    }
    if (j.contains("pre_tokenizer") && !j["pre_tokenizer"].is_null() && kind(j["pre_tokenizer"]) != "BertPreTokenizer") {
      throw std::runtime_error(fmt(tr("'{0}': pre-tokenizer {1} is not supported with WordPiece; BertPreTokenizer is"),
                                   what, j["pre_tokenizer"].dump().substr(0, 80)));
    }
    if (j.contains("post_processor") && !j["post_processor"].is_null()) {
      const json& p = j["post_processor"];
      if (kind(p) == "BertProcessing") {
        o.cls = p.at("cls").at(0).get<std::string>();
        o.sep = p.at("sep").at(0).get<std::string>();
      } else if (kind(p) == "TemplateProcessing") {
        const json& single = p.at("single");
        if (single.size() != 3 || !single[0].contains("SpecialToken") || !single[2].contains("SpecialToken")) {
          throw std::runtime_error(fmt(tr("'{0}': the template must be [CLS] $A [SEP]"), what));
        }
        o.cls = single[0]["SpecialToken"].at("id").get<std::string>();
        o.sep = single[2]["SpecialToken"].at("id").get<std::string>();
      } else {
        throw std::runtime_error(
            fmt(tr("'{0}': post-processor {1} is not supported with WordPiece"), what, p.dump().substr(0, 80)));
      }
    }
  } catch (const json::exception& e) {
    throw std::runtime_error("'" + what + "': " + std::string(e.what()).substr(0, 200));
  }
  auto t = std::make_shared<Impl>();
  t->options = o;
  const json& vocab = model.contains("vocab") ? model["vocab"] : json();
  if (!vocab.is_object() || vocab.empty()) throw std::runtime_error(fmt(tr("'{0}': the WordPiece model has no vocab"), what));
  for (auto it = vocab.begin(); it != vocab.end(); ++it) {
    if (!it.value().is_number_integer() || it.value().get<long long>() < 0 || it.value().get<long long>() > (1 << 22)) {
      throw std::runtime_error(fmt(tr("'{0}': the id of '{1}' must be an integer from 0 to 4194304"), what, it.key()));
    }
    add_token(*t, it.key(), it.value().get<int>(), what);
  }
  std::vector<std::string> specials = kBertSpecials;
  if (j.contains("added_tokens") && j["added_tokens"].is_array()) {
    for (const json& a : j["added_tokens"]) {
      if (!a.is_object() || !a.contains("content") || !a["content"].is_string() || !a.contains("id") ||
          !a["id"].is_number_integer() || a["id"].get<long long>() < 0 || a["id"].get<long long>() > (1 << 22)) {
        throw std::runtime_error(fmt(tr("'{0}': an added token needs a content and an id"), what));
      }
      add_token(*t, a["content"].get<std::string>(), a["id"].get<int>(), what);
      specials.push_back(a["content"].get<std::string>());
    }
  }
  return WordPieceTokenizer(finish(std::move(t), specials, what));
}

std::vector<int> WordPieceTokenizer::encode(const std::string& text) const {
  const Impl& t = *impl_;
  std::vector<int> out{t.cls};
  std::size_t start = 0;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::string* hit = nullptr;
    for (const std::string& s : t.specials) {
      if (text.compare(i, s.size(), s) == 0) {
        hit = &s;
        break;
      }
    }
    if (hit == nullptr) {
      ++i;
      continue;
    }
    encode_plain(t, text.substr(start, i - start), out);
    out.push_back(t.ids.at(*hit));
    i += hit->size();
    start = i;
  }
  encode_plain(t, text.substr(start), out);
  out.push_back(t.sep);
  return out;
}

std::string WordPieceTokenizer::decode(const std::vector<int>& ids) const {
  const Impl& t = *impl_;
  std::string out;
  for (const int id : ids) {
    if (id < 0 || static_cast<std::size_t>(id) >= t.tokens.size()) continue;
    const std::string& token = t.tokens[static_cast<std::size_t>(id)];
    if (token.compare(0, t.options.prefix.size(), t.options.prefix) == 0 && !out.empty()) {
      out += token.substr(t.options.prefix.size());
    } else {
      if (!out.empty()) out += ' ';
      out += token;
    }
  }
  return out;
}

std::string WordPieceTokenizer::text(int id) const {
  if (id < 0 || static_cast<std::size_t>(id) >= impl_->tokens.size()) return "";
  return impl_->tokens[static_cast<std::size_t>(id)];
}

int WordPieceTokenizer::size() const { return static_cast<int>(impl_->tokens.size()); }

int WordPieceTokenizer::id_of(const std::string& token) const {
  const auto it = impl_->ids.find(token);
  return it == impl_->ids.end() ? -1 : it->second;
}

}  // namespace attn::io
