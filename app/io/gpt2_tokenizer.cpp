#include "io/gpt2_tokenizer.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <limits>
#include <memory>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/utf8.hpp"

namespace attn::io {
namespace {

using json = nlohmann::json;

const std::string kEndOfText = "<|endoftext|>";

constexpr const char* kPattern =
    R"('s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+)";

// The compiled pattern, made once for the whole program.
class Pattern {
 public:
  Pattern() {
    int error = 0;
    PCRE2_SIZE offset = 0;
    code_ = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(kPattern), PCRE2_ZERO_TERMINATED,
                          PCRE2_UTF | PCRE2_UCP, &error, &offset, nullptr);
    if (code_ == nullptr) {
      PCRE2_UCHAR text[256];
      pcre2_get_error_message(error, text, sizeof text);
      throw std::runtime_error(fmt(tr("GPT-2's pattern does not compile: {0}"), reinterpret_cast<const char*>(text)));
    }
    pcre2_jit_compile(code_, PCRE2_JIT_COMPLETE);  // when JIT is missing, matching still works
  }
  ~Pattern() { pcre2_code_free(code_); }
  Pattern(const Pattern&) = delete;
  Pattern& operator=(const Pattern&) = delete;

  // The pieces of `text` (valid UTF-8), in order.
  std::vector<std::string> split(const std::string& text) const {
    std::vector<std::string> pieces;
    std::unique_ptr<pcre2_match_data, decltype(&pcre2_match_data_free)> data(
        pcre2_match_data_create_from_pattern(code_, nullptr), &pcre2_match_data_free);
    PCRE2_SIZE at = 0;
    while (at < text.size()) {
      const int rc = pcre2_match(code_, reinterpret_cast<PCRE2_SPTR>(text.data()), text.size(), at,
                                 PCRE2_NO_UTF_CHECK, data.get(), nullptr);
      if (rc < 0) break;  // the last alternatives match any character: only at the end
      const PCRE2_SIZE* ov = pcre2_get_ovector_pointer(data.get());
      if (ov[1] <= at) break;
      pieces.emplace_back(text, ov[0], ov[1] - ov[0]);
      at = ov[1];
    }
    return pieces;
  }

 private:
  pcre2_code* code_ = nullptr;
};

const Pattern& pattern() {
  static const Pattern p;
  return p;
}

}  // namespace

Gpt2Tokenizer Gpt2Tokenizer::from_texts(const std::string& vocab_json, const std::string& merges,
                                        const std::string& vocab_what,
                                        const std::string& merges_what) {
  Gpt2Tokenizer t;
  t.byte_symbol_.assign(byte_level_chars().begin(), byte_level_chars().end());
  json vocab;
  try {
    vocab = json::parse(vocab_json);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error(fmt(tr("'{0}' is not JSON: {1}"), vocab_what, std::string(e.what()).substr(0, 200)));
  }
  if (!vocab.is_object() || vocab.empty()) {
    throw std::runtime_error(fmt(tr("'{0}' must be a JSON object of token → id"), vocab_what));
  }
  // Symbol characters back to bytes.
  std::unordered_map<std::string, unsigned char> byte_of;
  for (int b = 0; b < 256; ++b) byte_of[t.byte_symbol_[static_cast<std::size_t>(b)]] = static_cast<unsigned char>(b);
  constexpr int kMaxId = 1 << 24;
  std::vector<char> seen;
  for (const auto& [symbol, id_json] : vocab.items()) {
    if (!id_json.is_number_integer() || id_json.get<long long>() < 0 || id_json.get<long long>() >= kMaxId) {
      throw std::runtime_error(fmt(tr("'{0}': the id of '{1}' must be an integer from 0 to {2}, got {3}"), vocab_what, symbol,
                                   kMaxId - 1, id_json.dump()));
    }
    const int id = id_json.get<int>();
    if (static_cast<std::size_t>(id) >= seen.size()) {
      seen.resize(static_cast<std::size_t>(id) + 1, 0);
      t.bytes_of_.resize(static_cast<std::size_t>(id) + 1);
    }
    if (seen[static_cast<std::size_t>(id)] != 0) {
      throw std::runtime_error(fmt(tr("'{0}': the id {1} is given twice"), vocab_what, id));
    }
    seen[static_cast<std::size_t>(id)] = 1;
    // The bytes the symbol stands for: each of its characters is one byte of the table;
    // a symbol outside the table (a special token such as <|endoftext|>) stands for itself.
    std::string bytes;
    bool in_table = true;
    for (std::size_t i = 0; i < symbol.size();) {
      const std::size_t n = utf8_length(symbol, i);
      if (n == 0) throw std::runtime_error(fmt(tr("'{0}': a token is not valid UTF-8"), vocab_what));
      const auto found = byte_of.find(symbol.substr(i, n));
      if (found == byte_of.end()) {
        in_table = false;
        break;
      }
      bytes += static_cast<char>(found->second);
      i += n;
    }
    t.bytes_of_[static_cast<std::size_t>(id)] = in_table ? bytes : symbol;
    t.ids_[symbol] = id;
  }
  if (const auto special = t.ids_.find(kEndOfText); special != t.ids_.end()) t.specials_.emplace_back(kEndOfText, special->second);
  for (int b = 0; b < 256; ++b) {
    if (t.ids_.count(t.byte_symbol_[static_cast<std::size_t>(b)]) == 0) {
      throw std::runtime_error(
          fmt(tr("'{0}' has no token for the byte {1}: a byte-level vocabulary holds all 256"), vocab_what, b));
    }
  }

  std::istringstream lines(merges);
  std::string line;
  int number = 0;
  int rank = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || (number == 1 && line.rfind("#version", 0) == 0)) continue;
    const std::size_t space = line.find(' ');
    if (space == std::string::npos || space == 0 || space + 1 == line.size() ||
        line.find(' ', space + 1) != std::string::npos) {
      throw std::runtime_error(
          fmt(tr("'{0}' line {1}: a merge is two symbols separated by one space"), merges_what, number));
    }
    const std::string joined = line.substr(0, space) + line.substr(space + 1);
    if (t.ids_.count(joined) == 0) {
      throw std::runtime_error(
          fmt(tr("'{0}' line {1}: '{2}' is not in the vocabulary"), merges_what, number, joined));
    }
    t.ranks_.emplace(line, rank++);
  }
  return t;
}

Gpt2Tokenizer Gpt2Tokenizer::open(const std::string& vocab_path, const std::string& merges_path) {
  return from_texts(read_file(vocab_path), read_file(merges_path), vocab_path, merges_path);
}

std::vector<int> Gpt2Tokenizer::encode(const std::string& text) const {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_length(text, i);
    if (n == 0) {
      throw std::runtime_error(fmt(tr("the text is not valid UTF-8 at byte {0}"), i + 1));
    }
    i += n;
  }
  std::vector<int> ids;
  if (bos_ >= 0) ids.push_back(bos_);
  std::size_t from = 0;
  for (std::size_t at = 0; at < text.size();) {
    const auto hit = std::find_if(specials_.begin(), specials_.end(),
                                  [&](const auto& s) { return text.compare(at, s.first.size(), s.first) == 0; });
    if (hit == specials_.end()) {
      ++at;
      continue;
    }
    encode_ordinary(text.substr(from, at - from), ids);
    ids.push_back(hit->second);
    at += hit->first.size();
    from = at;
  }
  encode_ordinary(text.substr(from), ids);
  if (eos_ >= 0) ids.push_back(eos_);
  return ids;
}

Gpt2Tokenizer Gpt2Tokenizer::open_bart(const std::string& vocab_path, const std::string& merges_path) {
  Gpt2Tokenizer t = open(vocab_path, merges_path);
  for (const char* name : {"<s>", "</s>"}) {
    if (t.ids_.count(name) == 0) throw std::runtime_error(fmt(tr("'{0}' has no {1}: BART's has"), vocab_path, name));
  }
  t.specials_.clear();
  for (const std::string name : {"<mask>", "<pad>", "<unk>", "</s>", "<s>"}) {
    if (const auto it = t.ids_.find(name); it != t.ids_.end()) t.specials_.emplace_back(name, it->second);
  }
  std::stable_sort(t.specials_.begin(), t.specials_.end(),
                   [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
  t.bos_ = t.ids_.at("<s>");
  t.eos_ = t.ids_.at("</s>");
  return t;
}

void Gpt2Tokenizer::encode_ordinary(const std::string& text, std::vector<int>& ids) const {
  std::vector<std::string> symbols;
  for (const std::string& piece : pattern().split(text)) {
    symbols.clear();
    for (const char c : piece) symbols.push_back(byte_symbol_[static_cast<unsigned char>(c)]);
    while (symbols.size() > 1) {
      int best = std::numeric_limits<int>::max();
      std::size_t at = 0;
      for (std::size_t i = 0; i + 1 < symbols.size(); ++i) {
        const auto r = ranks_.find(symbols[i] + ' ' + symbols[i + 1]);
        if (r != ranks_.end() && r->second < best) best = r->second, at = i;
      }
      if (best == std::numeric_limits<int>::max()) break;
      // Join every occurrence of that pair, left to right.
      const std::string a = symbols[at];
      const std::string b = symbols[at + 1];
      std::vector<std::string> joined;
      for (std::size_t i = 0; i < symbols.size(); ++i) {
        if (i + 1 < symbols.size() && symbols[i] == a && symbols[i + 1] == b) {
          joined.push_back(a + b);
          ++i;
        } else {
          joined.push_back(symbols[i]);
        }
      }
      symbols.swap(joined);
    }
    for (const std::string& s : symbols) ids.push_back(ids_.at(s));
  }
}

int Gpt2Tokenizer::id_of(const std::string& token) const {
  const auto found = ids_.find(token);
  return found == ids_.end() ? -1 : found->second;
}

std::string Gpt2Tokenizer::decode(const std::vector<int>& ids) const {
  std::string out;
  for (const int id : ids) out += token_bytes(id);
  return out;
}

std::string Gpt2Tokenizer::token_bytes(int id) const {
  if (id < 0 || id >= size()) return {};
  return bytes_of_[static_cast<std::size_t>(id)];
}

std::string Gpt2Tokenizer::text(int id) const { return bytes_as_text(token_bytes(id)); }

std::string Gpt2Tokenizer::display(int id) const { return bytes_as_label(token_bytes(id)); }

}  // namespace attn::io
