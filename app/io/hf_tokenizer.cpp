// Hugging Face's tokenizer.json (see hf_tokenizer.hpp): the steps in their order, each as
// the `tokenizers` library's Rust source takes it. Here: added tokens
// (AddedVocabulary::find_matches, with single_word, lstrip, rstrip and normalized),
// truncation, the post-processors' templates, padding, and decode() and a token's text.
// The parts are beside it, each in its own file:
//   utf8.hpp                  UTF-8: code points, validity, Rust's from_utf8_lossy
//   hf_json.hpp               how the file's fields are read and named in messages
//   hf_pattern.hpp            Oniguruma's patterns on PCRE2; Split's and Replace's cuts
//   hf_components.hpp         normalizers, pre-tokenizers, decoders (applied in
//                             hf_components.cpp, read in hf_component_readers.cpp)
//   hf_bpe.hpp                the BPE model
//
// Text is UTF-8 throughout; a piece remembers whether it begins at the start of the typed
// text, which is all Metaspace's prepend_scheme "first" needs of Hugging Face's offsets.
#include "io/hf_tokenizer.hpp"

#include <utf8proc.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include "io/atomic_file.hpp"
#include "io/hf_bpe.hpp"
#include "io/hf_components.hpp"
#include "io/hf_json.hpp"
#include "io/i18n.hpp"
#include "io/utf8.hpp"

namespace attn::io {
namespace {

using hf::Invalid;
using hf::json;
using hf::Piece;

// Rust regex's \w, which decides whether an added token with single_word stands alone:
// letters, marks, decimal digits, connector punctuation, joiners.
bool is_word_character(std::uint32_t c) {
  switch (utf8proc_category(static_cast<utf8proc_int32_t>(c))) {
    case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO: case UTF8PROC_CATEGORY_MN:
    case UTF8PROC_CATEGORY_MC: case UTF8PROC_CATEGORY_ME: case UTF8PROC_CATEGORY_ND:
    case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_PC:
      return true;
    default:
      return c == 0x200C || c == 0x200D;
  }
}

struct AddedToken {
  std::string content;
  int id = 0;
  bool special = false;
  bool single_word = false;
  bool lstrip = false;
  bool rstrip = false;
  bool normalized = false;
};

// The added tokens to look for in a text, by their bytes: at each place the longest one
// (Aho-Corasick's leftmost-longest, which Hugging Face uses).
class Trie {
 public:
  void add(const std::string& key, std::size_t token) {
    if (nodes_.empty()) nodes_.emplace_back();
    std::size_t node = 0;
    for (const char c : key) {
      const auto b = static_cast<unsigned char>(c);
      auto& next = nodes_[node].next;
      const auto found = std::find_if(next.begin(), next.end(), [b](const auto& e) { return e.first == b; });
      if (found != next.end()) {
        node = found->second;
      } else {
        next.emplace_back(b, nodes_.size());
        node = nodes_.size();
        nodes_.emplace_back();
      }
    }
    if (nodes_[node].token < 0) nodes_[node].token = static_cast<long long>(token);
  }
  bool empty() const { return nodes_.empty(); }
  // The length of the longest key at text[i] and its token, or {0, -1}.
  std::pair<std::size_t, long long> longest_at(const std::string& text, std::size_t i) const {
    std::pair<std::size_t, long long> best{0, -1};
    std::size_t node = 0;
    for (std::size_t j = i; j < text.size(); ++j) {
      const auto b = static_cast<unsigned char>(text[j]);
      const auto& next = nodes_[node].next;
      const auto found = std::find_if(next.begin(), next.end(), [b](const auto& e) { return e.first == b; });
      if (found == next.end()) break;
      node = found->second;
      if (nodes_[node].token >= 0) best = {j + 1 - i, nodes_[node].token};
    }
    return best;
  }

 private:
  struct Node {
    std::vector<std::pair<unsigned char, std::size_t>> next;
    long long token = -1;
  };
  std::vector<Node> nodes_;
};

// A tokenizer.json read as nlohmann's own parser reads a document (json_sax_dom_parser),
// except the top-level "model"'s "vocab" object and "merges" list: their entries go into
// hf::BpeLists as they come, the document keeping an empty object and list in their places.
class TokenizerReader {
 public:
  json root;
  hf::BpeLists lists;

  bool null() { return value(json(nullptr)); }
  bool boolean(bool v) { return value(json(v)); }
  bool number_integer(json::number_integer_t v) {
    if (role() == Role::Vocab && v >= 0 && v <= hf::kMaxId) return token(v);
    return value(json(v));
  }
  bool number_unsigned(json::number_unsigned_t v) {
    if (role() == Role::Vocab && v <= static_cast<json::number_unsigned_t>(hf::kMaxId)) {
      return token(static_cast<long long>(v));
    }
    return value(json(v));
  }
  bool number_float(json::number_float_t v, const std::string& /*text*/) { return value(json(v)); }
  bool string(std::string& v) {
    if (role() == Role::Merges) {
      lists.add_merge(v);
      return true;
    }
    return value(json(std::move(v)));
  }
  bool binary(json::binary_t& v) { return value(json(std::move(v))); }
  bool start_object(std::size_t /*elements*/) { return open(json::value_t::object); }
  bool start_array(std::size_t /*elements*/) { return open(json::value_t::array); }
  bool key(std::string& k) {
    Frame& top = stack_.back();
    if (top.role == Role::Vocab) {
      token_ = std::move(k);
    } else {
      key_ = k;
      slot_ = &(*top.value)[k];
    }
    return true;
  }
  bool end_object() { return close(); }
  bool end_array() { return close(); }
  template <class Exception>
  bool parse_error(std::size_t /*position*/, const std::string& /*last_token*/, const Exception& e) {
    throw e;
  }

 private:
  // Document: a value of the document. Vocab, Merges: the taken-out object and list (in
  // the document, empty). Entry: a value in one of them that is an object or a list, made
  // whole in `entry_` (a merge ["a", "b"], or a value to name in a message).
  enum class Role { Document, Vocab, Merges, Entry };
  struct Frame {
    json* value;
    Role role;
    bool is_model;  // the top-level "model"
  };
  std::vector<Frame> stack_;
  json* slot_ = nullptr;  // where an object's next value goes (Document frames)
  std::string key_;       // the key of that value
  std::string token_;     // the vocabulary's key whose value comes next
  json entry_;

  Role role() const { return stack_.empty() ? Role::Document : stack_.back().role; }

  bool token(long long id) {
    lists.vocab.push_back({std::move(token_), id, 0});
    return true;
  }
  // A value of the vocabulary or merges that is not what they hold, kept for the message.
  void odd(json v, Role role) {
    lists.odd_values.push_back(std::move(v));
    const auto at = static_cast<std::uint32_t>(lists.odd_values.size() - 1);
    if (role == Role::Vocab) {
      lists.vocab.push_back({std::move(token_), -1, at});
    } else {
      lists.merges.push_back({0, 0, 0, at});
    }
  }

  // Where a new value goes in the document; nullptr when it is the root.
  json* place(json v) {
    if (stack_.empty()) {
      root = std::move(v);
      return &root;
    }
    json& parent = *stack_.back().value;
    if (parent.is_array()) {
      parent.push_back(std::move(v));
      return &parent.back();
    }
    *slot_ = std::move(v);
    return slot_;
  }
  bool value(json v) {
    const Role r = role();
    if (r == Role::Vocab || r == Role::Merges) {
      odd(std::move(v), r);
    } else {
      place(std::move(v));
    }
    return true;
  }
  bool open(json::value_t type) {
    const Role r = role();
    if (r == Role::Vocab || r == Role::Merges) {
      entry_ = json(type);
      stack_.push_back({&entry_, Role::Entry, false});
      return true;
    }
    // The top-level "model"'s vocabulary and merges, as what they should be.
    if (stack_.size() == 2 && stack_.back().is_model && stack_[0].value->is_object()) {
      if (key_ == "vocab" && type == json::value_t::object) {
        lists.vocab.clear();
        stack_.push_back({place(json(type)), Role::Vocab, false});
        return true;
      }
      if (key_ == "merges" && type == json::value_t::array) {
        lists.merges.clear();
        stack_.push_back({place(json(type)), Role::Merges, false});
        return true;
      }
    }
    const bool is_model = stack_.size() == 1 && stack_[0].value->is_object() && key_ == "model" &&
                          type == json::value_t::object;
    stack_.push_back({place(json(type)), r, is_model});
    return true;
  }
  bool close() {
    const Frame done = stack_.back();
    stack_.pop_back();
    if (done.role == Role::Entry && done.value == &entry_) {
      const Role r = role();
      if (r == Role::Merges && entry_.is_array() && entry_.size() == 2 && entry_[0].is_string() && entry_[1].is_string()) {
        lists.add_merge(entry_[0].get_ref<const std::string&>(), entry_[1].get_ref<const std::string&>());
      } else {
        odd(std::move(entry_), r);
      }
    }
    return true;
  }
};

}  // namespace

// ---------------------------------------------------------------------------------------
// The tokenizer

struct HfTokenizer::Impl {
  hf::BpeModel model;
  std::vector<hf::Normalizer> normalizers;
  std::vector<hf::PreTokenizer> pre_tokenizers;
  std::vector<hf::Decoder> decoders;
  bool has_decoder = false;
  std::vector<hf::Template> templates;  // post-processors in order

  std::vector<AddedToken> added;
  std::unordered_map<std::string, std::size_t> added_by_content;
  std::unordered_map<int, std::size_t> added_by_id;
  Trie raw_trie;         // added tokens matched before normalization
  Trie normalized_trie;  // the others, normalized, matched after

  bool truncate = false;
  std::size_t max_length = 0;
  bool truncate_left = false;
  bool pad = false;
  std::size_t pad_length = 0;  // 0: as long as the text (BatchLongest)
  std::size_t pad_multiple = 0;
  bool pad_left = false;
  int pad_id = 0;

  int max_id = -1;

  // The file's parts, the model's vocabulary and merges from `lists` (TokenizerReader); without
  // lists, all but "model" (already in `model`).
  void read(const json& root, hf::BpeLists* lists);
  void read_added_tokens(const json& list);
  void read_truncation(const json& truncation);
  void read_padding(const json& padding);

  void normalize(std::string& s) const {
    for (const hf::Normalizer& n : normalizers) n.apply(s);
  }
  std::vector<Piece> split_added(const Piece& piece, const Trie& trie) const;
  std::vector<int> encode(const std::string& text) const;
  std::string decode(const std::vector<int>& ids) const;
  std::string token_bytes(int id) const;
};

void HfTokenizer::Impl::read(const json& root, hf::BpeLists* lists) {
  if (!root.is_object()) throw Invalid(tr("a tokenizer.json is a JSON object"));
  const JsonFields f = hf::fields(root, "");
  if (lists != nullptr) {
    const json* m = f.find("model");
    if (m == nullptr || !m->is_object()) f.fail("model", tr("is missing"));
    model.read(*m, *lists);
  }
  max_id = model.max_id;
  if (const json* n = f.find("normalizer")) hf::read_normalizer(*n, "normalizer", normalizers);
  if (const json* p = f.find("pre_tokenizer")) hf::read_pre_tokenizer(*p, "pre_tokenizer", pre_tokenizers);
  if (const json* d = f.find("decoder")) {
    has_decoder = true;
    hf::read_decoder(*d, "decoder", decoders);
  }
  if (const json* list = f.find("added_tokens")) {
    if (!list->is_array()) f.fail("added_tokens", tr("must be a list"));
    read_added_tokens(*list);
  }
  if (const json* p = f.find("post_processor")) {
    const auto is_known = [this](int id) { return model.vocab.token(id) != nullptr || added_by_id.count(id) != 0; };
    hf::read_post_processor(*p, "post_processor", is_known, templates);
  }
  if (const json* t = f.find("truncation")) {
    if (!t->is_object()) f.fail("truncation", tr("must be an object or null"));
    read_truncation(*t);
  }
  if (const json* p = f.find("padding")) {
    if (!p->is_object()) f.fail("padding", tr("must be an object or null"));
    read_padding(*p);
  }
}

void HfTokenizer::Impl::read_added_tokens(const json& list) {
  const int vocab_size = static_cast<int>(model.vocab.size());
  int max_added = -1;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const json& entry = list[i];
    const std::string where = "added_tokens[" + std::to_string(i) + "]";
    if (!entry.is_object()) throw Invalid(fmt(tr("{0} must be an object"), where));
    const JsonFields f = hf::fields(entry, where);
    AddedToken t;
    t.content = f.text("content");
    const json* id_json = f.find("id");
    if (id_json == nullptr) f.fail("id", tr("is missing"));
    t.id = hf::read_id(*id_json, where);
    t.special = f.flag("special", false);
    t.single_word = f.flag("single_word", false);
    t.lstrip = f.flag("lstrip", false);
    t.rstrip = f.flag("rstrip", false);
    t.normalized = f.flag("normalized", !t.special);
    if (t.content.empty()) continue;  // Hugging Face ignores it
    const std::string name = where + " '" + t.content + "'";
    if (const auto seen = added_by_content.find(t.content); seen != added_by_content.end()) {
      AddedToken& before = added[seen->second];
      if (before.id != t.id) {
        throw Invalid(fmt(tr("{0} has the id {1} and, earlier, {2}"), name, t.id, before.id));
      }
      before = t;  // the later flags stand
      continue;
    }
    // Hugging Face gives an added token the id the vocabulary has for it, or else the next
    // one after the vocabulary and the added tokens before it; the file's id must agree.
    int expected = 0;
    if (const auto in_vocab = model.vocab.find(t.content); in_vocab != model.vocab.end()) {
      expected = in_vocab->second;
    } else {
      expected = max_added >= 0 && (max_added >= vocab_size || vocab_size == 0) ? max_added + 1 : vocab_size;
      if (const std::string* taken = model.vocab.token(t.id)) {
        throw Invalid(fmt(tr("{0} has the id {1}, which the vocabulary gives to '{2}'"), name, t.id, *taken));
      }
    }
    if (t.id != expected) {
      throw Invalid(fmt(tr("{0} has the id {1}, but Hugging Face's tokenizers gives it {2}"), name, t.id, expected));
    }
    if (const auto taken = added_by_id.find(t.id); taken != added_by_id.end()) {
      throw Invalid(fmt(tr("{0} has the id {1} of the added token '{2}'"), name, t.id, added[taken->second].content));
    }
    max_added = std::max(max_added, t.id);
    max_id = std::max(max_id, t.id);
    added_by_content.emplace(t.content, added.size());
    added_by_id.emplace(t.id, added.size());
    added.push_back(std::move(t));
  }
  for (std::size_t i = 0; i < added.size(); ++i) {
    if (!added[i].normalized) {
      raw_trie.add(added[i].content, i);
    } else {
      std::string key = added[i].content;
      normalize(key);
      if (!key.empty()) normalized_trie.add(key, i);
    }
  }
}

void HfTokenizer::Impl::read_truncation(const json& truncation) {
  const JsonFields f = hf::fields(truncation, "truncation");
  truncate = true;
  max_length = static_cast<std::size_t>(f.integer("max_length", 512, 0, hf::kMaxId));
  truncate_left = f.choice("direction", "Right", {"Right", "Left"}) == "Left";
}

void HfTokenizer::Impl::read_padding(const json& padding) {
  const JsonFields f = hf::fields(padding, "padding");
  pad = true;
  if (const json* strategy = f.find("strategy")) {
    const JsonFields fixed = hf::fields(*strategy, "padding.strategy");
    if (fixed.has("Fixed")) {
      pad_length = static_cast<std::size_t>(fixed.integer("Fixed", 0, 0, hf::kMaxId));
    } else if (!(strategy->is_string() && strategy->get<std::string>() == "BatchLongest")) {
      f.fail("strategy", tr("must be \"BatchLongest\" or {\"Fixed\": n}"));
    }
  }
  pad_multiple = static_cast<std::size_t>(f.integer("pad_to_multiple_of", 0, 0, hf::kMaxId));
  pad_left = f.text("direction", "Right") == "Left";
  pad_id = static_cast<int>(f.integer("pad_id", 0, 0, hf::kMaxId));
  max_id = std::max(max_id, pad_id);
}

// AddedVocabulary::find_matches on a piece of text: the added tokens in it, longest first
// at each place, with the text between.
std::vector<Piece> HfTokenizer::Impl::split_added(const Piece& piece, const Trie& trie) const {
  const std::string& s = piece.text;
  std::vector<Piece> out;
  auto keep = [&](std::size_t from, std::size_t to) {
    if (to > from) out.push_back({s.substr(from, to - from), piece.at_start && from == 0, -1});
  };
  if (trie.empty()) {
    keep(0, s.size());
    return out;
  }
  auto first_char = [&](std::size_t at) { return code_point(s, at, utf8_length(s, at)); };
  auto last_char_before = [&](std::size_t at) {
    std::size_t k = at - 1;
    while (k > 0 && (static_cast<unsigned char>(s[k]) & 0xC0) == 0x80) --k;
    return std::make_pair(k, code_point(s, k, at - k));
  };
  std::size_t start_offset = 0;
  std::size_t i = 0;
  while (i < s.size()) {
    const auto [length, index] = trie.longest_at(s, i);
    if (index < 0) {
      ++i;
      continue;
    }
    const AddedToken& token = added[static_cast<std::size_t>(index)];
    std::size_t start = i;
    std::size_t stop = i + length;
    i = stop;
    if (token.single_word) {
      const bool space_before = start == 0 || !is_word_character(last_char_before(start).second);
      const bool space_after = stop == s.size() || !is_word_character(first_char(stop));
      if (!space_before || !space_after) continue;
    }
    if (token.lstrip) {
      std::size_t new_start = start;
      while (new_start > 0) {
        const auto [k, c] = last_char_before(new_start);
        if (!is_white_space(c)) break;
        new_start = k;
      }
      start = std::max(new_start, start_offset);
    }
    if (token.rstrip) {
      while (stop < s.size() && is_white_space(first_char(stop))) stop += utf8_length(s, stop);
      i = stop;
    }
    keep(start_offset, start);
    out.push_back({s.substr(start, stop - start), false, token.id});
    start_offset = stop;
  }
  keep(start_offset, s.size());
  return out;
}

std::vector<int> HfTokenizer::Impl::encode(const std::string& text) const {
  require_utf8(text);
  // Added tokens, then the normalizer on the text between them, then the added tokens
  // that are matched in normalized text.
  std::vector<Piece> pieces;
  for (Piece& piece : split_added(Piece{text, true, -1}, raw_trie)) {
    if (piece.id >= 0) {
      pieces.push_back(std::move(piece));
      continue;
    }
    normalize(piece.text);
    if (piece.text.empty()) continue;
    for (Piece& p : split_added(piece, normalized_trie)) pieces.push_back(std::move(p));
  }
  hf::pre_tokenize(pre_tokenizers, pieces);

  std::vector<int> ids;
  std::unordered_map<std::string, std::vector<int>> cache;  // a word seen before has its ids
  for (const Piece& piece : pieces) {
    if (piece.id >= 0) {
      ids.push_back(piece.id);
      continue;
    }
    if (piece.text.empty()) continue;
    const bool cacheable = piece.text.size() < 256;
    if (cacheable) {
      if (const auto hit = cache.find(piece.text); hit != cache.end()) {
        ids.insert(ids.end(), hit->second.begin(), hit->second.end());
        continue;
      }
    }
    const std::size_t first = ids.size();
    model.word_ids(piece.text, ids);
    if (cacheable) cache.emplace(piece.text, std::vector<int>(ids.begin() + static_cast<std::ptrdiff_t>(first), ids.end()));
  }

  // Truncation leaves room for the post-processor's tokens. Hugging Face subtracts them
  // from max_length unsigned, so more of them than max_length leaves the text whole.
  if (truncate) {
    std::size_t added_count = 0;
    for (const auto& tmpl : templates) {
      added_count += static_cast<std::size_t>(std::count_if(tmpl.begin(), tmpl.end(), [](int id) { return id != hf::kSequenceA; }));
    }
    const bool wraps = added_count > max_length;
    const std::size_t limit = max_length - (wraps ? 0 : added_count);
    if (!wraps && ids.size() > limit) {
      if (truncate_left) {
        ids.erase(ids.begin(), ids.end() - static_cast<std::ptrdiff_t>(limit));
      } else {
        ids.resize(limit);
      }
    }
  }
  for (const auto& tmpl : templates) {
    std::vector<int> out;
    for (const int id : tmpl) {
      if (id == hf::kSequenceA) {
        out.insert(out.end(), ids.begin(), ids.end());
      } else {
        out.push_back(id);
      }
    }
    ids.swap(out);
  }
  if (pad) {
    std::size_t target = pad_length == 0 ? ids.size() : pad_length;
    if (pad_multiple > 0 && target % pad_multiple != 0) target += pad_multiple - target % pad_multiple;
    if (ids.size() < target) {
      ids.insert(pad_left ? ids.begin() : ids.end(), target - ids.size(), pad_id);
    }
  }
  return ids;
}

// Tokenizer::decode: the tokens of the ids (unknown ids left out) through the decoders in
// turn, joined; without a decoder, joined by spaces.
std::string HfTokenizer::Impl::decode(const std::vector<int>& ids) const {
  std::vector<std::string> tokens;
  for (const int id : ids) {
    if (const auto a = added_by_id.find(id); a != added_by_id.end()) {
      tokens.push_back(added[a->second].content);
    } else if (const std::string* t = model.vocab.token(id)) {
      tokens.push_back(*t);
    }
  }
  if (!has_decoder) {
    std::string out;
    for (std::size_t i = 0; i < tokens.size(); ++i) out += (i > 0 ? " " : "") + tokens[i];
    return out;
  }
  return hf::decode_chain(decoders, std::move(tokens));
}

// What a token alone stands for: an added token its text; a vocabulary token through the
// decoders, each piece on its own (a Metaspace '▁' is a space, a <0xNN> token its byte,
// nothing stripped), bytes kept as they are.
std::string HfTokenizer::Impl::token_bytes(int id) const {
  if (const auto a = added_by_id.find(id); a != added_by_id.end()) return added[a->second].content;
  const std::string* t = model.vocab.token(id);
  if (t == nullptr) return {};
  return hf::decode_alone(decoders, *t);
}

HfTokenizer HfTokenizer::from_json_text(const std::string& text, const std::string& what) {
  TokenizerReader reader;
  try {
    json::sax_parse(text, &reader);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error(fmt(tr("'{0}' is not JSON: {1}"), what, std::string(e.what()).substr(0, 300)));
  }
  auto impl = std::make_shared<Impl>();
  try {
    impl->read(reader.root, &reader.lists);
  } catch (const Invalid& e) {
    throw std::runtime_error("'" + what + "': " + e.what());
  } catch (const json::exception& e) {
    throw std::runtime_error("'" + what + "': " + std::string(e.what()).substr(0, 300));
  }
  return HfTokenizer(std::move(impl));
}

HfTokenizer HfTokenizer::from_model(hf::BpeModel model, const json& rest, const std::string& what) {
  auto impl = std::make_shared<Impl>();
  impl->model = std::move(model);
  try {
    impl->read(rest, nullptr);
  } catch (const Invalid& e) {
    throw std::runtime_error("'" + what + "': " + e.what());
  } catch (const json::exception& e) {
    throw std::runtime_error("'" + what + "': " + std::string(e.what()).substr(0, 300));
  }
  return HfTokenizer(std::move(impl));
}

HfTokenizer HfTokenizer::open(const std::string& path) {
  // A tokenizer.json is at most tens of MB.
  return from_json_text(read_file(path, std::size_t{256} << 20), path);
}

std::vector<int> HfTokenizer::encode(const std::string& text) const { return impl_->encode(text); }

std::string HfTokenizer::decode(const std::vector<int>& ids) const { return impl_->decode(ids); }

std::string HfTokenizer::text(int id) const { return bytes_as_text(impl_->token_bytes(id)); }

std::string HfTokenizer::display(int id) const { return bytes_as_label(impl_->token_bytes(id)); }

int HfTokenizer::id_of(const std::string& token) const {
  if (const auto a = impl_->added_by_content.find(token); a != impl_->added_by_content.end()) {
    return impl_->added[a->second].id;
  }
  const auto found = impl_->model.vocab.find(token);
  return found == impl_->model.vocab.end() ? -1 : found->second;
}

int HfTokenizer::max_id() const { return impl_->max_id; }

int HfTokenizer::vocabulary_size() const { return impl_->model.max_id + 1; }

}  // namespace attn::io
