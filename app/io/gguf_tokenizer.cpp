// A GGUF file's tokenizer (gguf_tokenizer.hpp), made as the tokenizer.json it came from:
// the vocabulary and merges go straight into Hugging Face's BPE model (hf_bpe.hpp), and the
// small parts around it (added tokens, normalizer, pre-tokenizer, post-processor, decoder)
// are written as the JSON that file has and read by HfTokenizer, which then does the
// tokenizing. The parts for each tokenizer.ggml.pre are those of Llama 3's, Qwen2's and
// GPT-2's tokenizer.json; "llama"'s are Llama 2's (Mistral 7B's is the same).
//
//   n tokens (tokenizer.ggml.tokens); a token's id is its place in that list
//   types, scores  one per token (token_type, scores)
//
// No JSON is made per token or merge: Llama 3's 128,256 tokens are two hash-map insertions
// each, its 280,147 merges three look-ups and one insertion each.
#include "io/gguf_tokenizer.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "io/hf_bpe.hpp"
#include "io/hf_json.hpp"
#include "io/hf_tokenizer.hpp"
#include "io/i18n.hpp"

namespace attn::io {
namespace {

using json = nlohmann::json;

// llama.cpp's token types (tokenizer.ggml.token_type); 1 normal, 5 unused and 6 byte are
// vocabulary like any other.
constexpr long long kUnknownToken = 2;
constexpr long long kControlToken = 3;
constexpr long long kUserDefinedToken = 4;

// A byte-level BPE's pre-tokenizer, by the name llama.cpp's converter gives it in
// tokenizer.ggml.pre: the Split pattern of its tokenizer.json (none: GPT-2's own pattern,
// inside ByteLevel), whether NFC comes first, and ignore_merges (a word the vocabulary has
// is its token, merges or not). The patterns are copied from Llama 3's and Qwen2's
// tokenizer.json.
struct PreTokenizerRow {
  const char* name;
  const char* split_pattern;
  bool nfc;
  bool ignore_merges;
};

constexpr PreTokenizerRow kPreTokenizers[] = {
    {"llama-bpe",
     R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)",
     false, true},
    {"qwen2",
     R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)",
     true, false},
    {"gpt-2", nullptr, false, false},
    // GPT-NeoX's tokenizer (Pythia's, OLMo 1's, MPT's): GPT-2's pattern.
    {"olmo", nullptr, false, false},
    {"mpt", nullptr, false, false},
    // cl100k's pattern without Llama 3's ignore_merges (DBRX's, OLMo 2's dolma2).
    {"dbrx",
     R"((?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+)",
     false, false},
};

const char* const kModels = "gpt2, llama";

const std::vector<GgufType> kIntegerTypes = {GgufType::U8,  GgufType::I8,  GgufType::U16, GgufType::I16,
                                             GgufType::U32, GgufType::I32, GgufType::U64, GgufType::I64};

// SentencePiece's space.
const char* const kMetaspace = "\u2581";

// The tokenizer.ggml.* keys of one file, each read checked: present when required, of the
// type llama.cpp writes (any integer type for integers), ids within the tokens.
class Keys {
 public:
  explicit Keys(const GgufFile& file) : file_(file) {}

  [[noreturn]] void fail(const std::string& problem) const {
    throw std::runtime_error("'" + file_.what() + "': " + problem);
  }

  const std::string& text(const std::string& key) const {
    const json& v = required(key);
    expect(key, {GgufType::String}, false);
    return v.get_ref<const std::string&>();
  }

  bool flag(const std::string& key, bool fallback) const {
    const json* v = file_.find(key);
    if (v == nullptr) return fallback;
    expect(key, {GgufType::Bool}, false);
    return v->get<bool>();
  }

  // An array of strings, numbers or integers.
  const json::array_t& strings(const std::string& key) const {
    const json& v = required(key);
    expect(key, {GgufType::String}, true);
    return v.get_ref<const json::array_t&>();
  }
  const json::array_t* integers(const std::string& key, std::size_t n) const {
    return sized(key, n, kIntegerTypes);
  }
  const json::array_t* numbers(const std::string& key, std::size_t n) const {
    return sized(key, n, {GgufType::F32, GgufType::F64});
  }

  // A token id; when the key is absent `fallback` if it is a token's, else -1. An id that is
  // no token's is refused.
  long long id(const std::string& key, long long fallback, std::size_t n) const {
    const json* v = file_.find(key);
    if (v == nullptr) return fallback >= 0 && static_cast<std::uint64_t>(fallback) < n ? fallback : -1;
    expect(key, kIntegerTypes, false);
    const bool valid = v->is_number_unsigned() ? v->get<std::uint64_t>() < n
                                               : v->get<std::int64_t>() >= 0 && static_cast<std::uint64_t>(v->get<std::int64_t>()) < n;
    // TRANSLATORS: {0} a metadata key (tokenizer.ggml.bos_token_id), {1} its value, {2} how many tokens there are.
    if (!valid) fail(fmt(tr("{0} is {1}, which is not the id of one of the {2} tokens"), key, v->dump(), n));
    return v->get<long long>();
  }

 private:
  const json& required(const std::string& key) const {
    const json* v = file_.find(key);
    if (v == nullptr) fail(fmt(tr("the tokenizer key {0} is missing"), key));
    return *v;
  }

  // The key's type is one of `types` (as an array's elements when `array`).
  void expect(const std::string& key, const std::vector<GgufType>& types, bool array) const {
    const GgufType t = file_.type_of(key);
    const bool is_array = t == GgufType::Array;
    const GgufType got = is_array ? file_.array_type_of(key) : t;
    if (is_array == array && std::find(types.begin(), types.end(), got) != types.end()) return;
    auto name = [array](GgufType type) { return array ? "ARRAY[" + gguf_type_name(type) + "]" : gguf_type_name(type); };
    std::string wanted;
    for (const GgufType type : types) wanted += (wanted.empty() ? "" : ", ") + name(type);
    const std::string found = is_array ? "ARRAY[" + gguf_type_name(got) + "]" : gguf_type_name(t);
    // TRANSLATORS: {0} a metadata key, {1} its GGUF type (UINT32, ARRAY[STRING]), {2} the types it may have.
    fail(fmt(tr("{0} has the type {1}; it must be one of: {2}"), key, found, wanted));
  }

  // An optional array of n values of one of `types`.
  const json::array_t* sized(const std::string& key, std::size_t n, const std::vector<GgufType>& types) const {
    const json* v = file_.find(key);
    if (v == nullptr) return nullptr;
    expect(key, types, true);
    const auto& a = v->get_ref<const json::array_t&>();
    if (a.size() != n) {
      // TRANSLATORS: {0} a metadata key (tokenizer.ggml.token_type), {1} and {2} counts.
      fail(fmt(tr("{0} has {1} entries, but tokenizer.ggml.tokens has {2}"), key, a.size(), n));
    }
    return &a;
  }

  const GgufFile& file_;
};

// The vocabulary as a BPE model's (merges still to add): a token's string maps to its id,
// a string given twice to its last id (as llama.cpp's and Hugging Face's readers keep it).
hf::BpeModel vocabulary(const json::array_t& tokens) {
  hf::BpeModel model;
  model.vocab.reserve(tokens.size());
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    model.vocab.add(tokens[i].get_ref<const std::string&>(), static_cast<int>(i));
  }
  model.max_id = static_cast<int>(tokens.size()) - 1;
  return model;
}

// tokenizer.ggml.merges, "a b" each (llama.cpp cuts at the first space after the first
// byte), ranked in order: the first merges first. A pair given twice keeps its later rank,
// as Hugging Face's reader of merges does.
void read_merges(const json::array_t& merges, const Keys& keys, hf::BpeModel& model) {
  model.merges.reserve(merges.size());
  std::string a, b, joined;  // kept between merges: 280,000 of them
  int rank = 0;
  for (std::size_t line = 0; line < merges.size(); ++line) {
    const std::string& s = merges[line].get_ref<const std::string&>();
    const std::size_t space = s.empty() ? std::string::npos : s.find(' ', 1);
    if (space == std::string::npos || space + 1 == s.size()) {
      // TRANSLATORS: {0} the merge's place in the list, {1} the merge as written.
      keys.fail(fmt(tr("tokenizer.ggml.merges[{0}] is '{1}', not two tokens separated by a space"), line, s));
    }
    a.assign(s, 0, space);
    b.assign(s, space + 1, std::string::npos);
    joined.assign(a).append(b);
    int ids[3] = {0, 0, 0};
    const std::string* parts[3] = {&a, &b, &joined};
    for (int k = 0; k < 3; ++k) {
      const auto found = model.vocab.find(*parts[k]);
      if (found == model.vocab.end()) {
        // TRANSLATORS: {0} the merge's place in the list, {1} the merge, {2} a token it names or makes.
        keys.fail(fmt(tr("tokenizer.ggml.merges[{0}] '{1}': '{2}' is not in tokenizer.ggml.tokens"), line, s, *parts[k]));
      }
      ids[k] = found->second;
    }
    model.merges.set(hf::BpeModel::pair_key(ids[0], ids[1]), {rank, ids[2]});
    ++rank;
  }
}

// The merges a SentencePiece vocabulary implies, as Hugging Face's converter derives them
// (SentencePieceExtractor.extract with the pieces' scores, which wrote Llama 2's and Mistral
// 7B's tokenizer.json): for each piece in id order, every cut of it into two pieces of the
// vocabulary, at a character boundary, ordered by the two pieces' ids; then all of them by
// the score of the piece they make, highest first, ties kept in that order. (Newer
// converters break ties by the pieces' lengths, longest first; Llama 2's and Mistral 7B's
// tokenizer.json were made before that.)
void derive_merges(const json::array_t& tokens, const std::vector<float>& scores, hf::BpeModel& model) {
  struct Merge {
    int left;
    int right;
    int merged;
    float score;
  };
  std::vector<Merge> merges;
  std::vector<Merge> local;
  std::string left, right;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string& piece = tokens[i].get_ref<const std::string&>();
    const int id = static_cast<int>(i);
    if (model.vocab.at(piece) != id) continue;  // a piece given twice counts once, at its last id
    local.clear();
    for (std::size_t cut = 1; cut < piece.size(); ++cut) {
      if ((static_cast<unsigned char>(piece[cut]) & 0xC0) == 0x80) continue;  // inside a character
      left.assign(piece, 0, cut);
      right.assign(piece, cut, std::string::npos);
      const auto l = model.vocab.find(left);
      if (l == model.vocab.end()) continue;
      const auto r = model.vocab.find(right);
      if (r == model.vocab.end()) continue;
      local.push_back({l->second, r->second, id, scores[i]});
    }
    std::sort(local.begin(), local.end(),
              [](const Merge& x, const Merge& y) { return x.left != y.left ? x.left < y.left : x.right < y.right; });
    merges.insert(merges.end(), local.begin(), local.end());
  }
  std::stable_sort(merges.begin(), merges.end(), [](const Merge& x, const Merge& y) { return x.score > y.score; });
  model.merges.reserve(merges.size());
  for (std::size_t rank = 0; rank < merges.size(); ++rank) {
    const Merge& m = merges[rank];
    model.merges.set(hf::BpeModel::pair_key(m.left, m.right), {static_cast<int>(rank), m.merged});
  }
}

// {"SpecialToken": {"id": token, "type_id": 0}} or {"Sequence": {"id": "A", ...}}, pieces of
// a TemplateProcessing's "single".
json template_piece(const char* kind, const std::string& id) {
  json inner = json::object();
  inner["id"] = id;
  inner["type_id"] = 0;
  json piece = json::object();
  piece[kind] = std::move(inner);
  return piece;
}

// The post-processor: BOS before the text, EOS after it, each when asked for (null: none).
json post_processor(const json::array_t& tokens, long long bos, long long eos) {
  if (bos < 0 && eos < 0) return nullptr;
  json single = json::array();
  json specials = json::object();
  auto add = [&](long long id) {
    const std::string& token = tokens[static_cast<std::size_t>(id)].get_ref<const std::string&>();
    single.push_back(template_piece("SpecialToken", token));
    json entry = json::object();
    entry["id"] = token;
    entry["ids"] = json::array({id});
    entry["tokens"] = json::array({token});
    specials[token] = std::move(entry);
  };
  if (bos >= 0) add(bos);
  single.push_back(template_piece("Sequence", "A"));
  if (eos >= 0) add(eos);
  json processor = json::object();
  processor["type"] = "TemplateProcessing";
  processor["single"] = std::move(single);
  processor["special_tokens"] = std::move(specials);
  return processor;
}

// Tokens of type control and unknown (special) and user-defined, as the added tokens of a
// tokenizer.json: found whole in the typed text, before anything else is done to it.
json added_tokens(const json::array_t& tokens, const json::array_t* types, const hf::BpeModel& model) {
  json added = json::array();
  if (types == nullptr) return added;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const long long type = (*types)[i].get<long long>();
    if (type != kUnknownToken && type != kControlToken && type != kUserDefinedToken) continue;
    const std::string& token = tokens[i].get_ref<const std::string&>();
    if (token.empty() || model.vocab.at(token) != static_cast<int>(i)) continue;  // given twice: its last id
    json entry = json::object();
    entry["id"] = i;
    entry["content"] = token;
    entry["special"] = type != kUserDefinedToken;
    entry["normalized"] = false;
    added.push_back(std::move(entry));
  }
  return added;
}

json byte_level(bool use_regex) {
  json part = json::object();
  part["type"] = "ByteLevel";
  part["add_prefix_space"] = false;
  part["use_regex"] = use_regex;
  return part;
}

json replace(const std::string& from, const std::string& to) {
  json part = json::object();
  part["type"] = "Replace";
  part["pattern"] = json::object({{"String", from}});
  part["content"] = to;
  return part;
}

json of_type(const char* type) {
  json part = json::object();
  part["type"] = type;
  return part;
}

json sequence(const char* list, json parts) {
  json part = json::object();
  part["type"] = "Sequence";
  part[list] = std::move(parts);
  return part;
}

// "gpt2": byte-level BPE with the merges of the file and the pre-tokenizer it names.
std::pair<hf::BpeModel, json> byte_level_bpe(const Keys& keys, const json::array_t& tokens) {
  const std::string& pre = keys.text("tokenizer.ggml.pre");
  const PreTokenizerRow* row = nullptr;
  std::string names;
  for (const PreTokenizerRow& r : kPreTokenizers) {
    if (pre == r.name) row = &r;
    names += (names.empty() ? "" : ", ") + std::string(r.name);
  }
  if (row == nullptr) {
    // TRANSLATORS: {0} the name the file gives (tokenizer.ggml.pre), {1} the names this program reads.
    keys.fail(fmt(tr("the pre-tokenizer '{0}' (tokenizer.ggml.pre) is not supported; supported: {1}"), pre, names));
  }
  hf::BpeModel model = vocabulary(tokens);
  model.ignore_merges = row->ignore_merges;
  read_merges(keys.strings("tokenizer.ggml.merges"), keys, model);

  json rest = json::object();
  if (row->nfc) rest["normalizer"] = of_type("NFC");
  if (row->split_pattern != nullptr) {
    json split = of_type("Split");
    split["pattern"] = json::object({{"Regex", row->split_pattern}});
    split["behavior"] = "Isolated";
    rest["pre_tokenizer"] = sequence("pretokenizers", json::array({std::move(split), byte_level(false)}));
  } else {
    rest["pre_tokenizer"] = byte_level(true);
  }
  rest["decoder"] = byte_level(false);
  return {std::move(model), std::move(rest)};
}

// "llama": SentencePiece's BPE, merges from the scores, Llama 2's tokenizer.json around it.
std::pair<hf::BpeModel, json> sentencepiece_bpe(const Keys& keys, const json::array_t& tokens) {
  const json::array_t* score_list = keys.numbers("tokenizer.ggml.scores", tokens.size());
  if (score_list == nullptr) keys.fail(fmt(tr("the tokenizer key {0} is missing"), "tokenizer.ggml.scores"));
  std::vector<float> scores(tokens.size());
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    scores[i] = static_cast<float>((*score_list)[i].get<double>());
    if (std::isnan(scores[i])) {
      // TRANSLATORS: {0} a token's id.
      keys.fail(fmt(tr("tokenizer.ggml.scores[{0}] is not a number"), i));
    }
  }
  const long long unknown = keys.id("tokenizer.ggml.unknown_token_id", 0, tokens.size());
  hf::BpeModel model = vocabulary(tokens);
  derive_merges(tokens, scores, model);
  model.unk_token = tokens[static_cast<std::size_t>(unknown)].get_ref<const std::string&>();
  model.has_unk = true;
  model.fuse_unk = true;
  model.byte_fallback = true;

  // Llama 2's: a "▁" before each stretch of text between added tokens (as llama.cpp puts a
  // space after each special token), spaces as "▁"; decoded back, the first one dropped.
  const bool prefix = keys.flag("tokenizer.ggml.add_space_prefix", true);
  json normalizers = json::array();
  if (prefix) {
    json prepend = of_type("Prepend");
    prepend["prepend"] = kMetaspace;
    normalizers.push_back(std::move(prepend));
  }
  normalizers.push_back(replace(" ", kMetaspace));
  json decoders = json::array({replace(kMetaspace, " "), of_type("ByteFallback"), of_type("Fuse")});
  if (prefix) {
    json strip = of_type("Strip");
    strip["content"] = " ";
    strip["start"] = 1;
    strip["stop"] = 0;
    decoders.push_back(std::move(strip));
  }
  json rest = json::object();
  rest["normalizer"] = sequence("normalizers", std::move(normalizers));
  rest["decoder"] = sequence("decoders", std::move(decoders));
  return {std::move(model), std::move(rest)};
}

}  // namespace

std::shared_ptr<const Tokenizer> gguf_tokenizer(const GgufFile& file) {
  const Keys keys(file);
  const std::string& kind = keys.text("tokenizer.ggml.model");
  const bool sentencepiece = kind == "llama";
  if (kind != "gpt2" && !sentencepiece) {
    // TRANSLATORS: {0} the model the file names (bert, t5, ...), {1} the ones this program reads.
    keys.fail(fmt(tr("the tokenizer model '{0}' (tokenizer.ggml.model) is not supported; supported: {1}"), kind, kModels));
  }
  const json::array_t& tokens = keys.strings("tokenizer.ggml.tokens");
  const std::size_t n = tokens.size();
  if (n == 0 || n > static_cast<std::size_t>(hf::kMaxId) + 1) {
    // TRANSLATORS: {0} how many tokens the file has, {1} the most this program reads.
    keys.fail(fmt(tr("tokenizer.ggml.tokens has {0} tokens; there must be 1 to {1}"), n, hf::kMaxId + 1));
  }
  const json::array_t* types = keys.integers("tokenizer.ggml.token_type", n);
  if (!sentencepiece) keys.numbers("tokenizer.ggml.scores", n);  // unused, but checked

  // llama.cpp's defaults: SentencePiece vocabularies have <s> at 1 and </s> at 2 and add
  // the BOS; byte-level ones add nothing unless told.
  const bool add_bos = keys.flag("tokenizer.ggml.add_bos_token", sentencepiece);
  const bool add_eos = keys.flag("tokenizer.ggml.add_eos_token", false);
  const long long bos = keys.id("tokenizer.ggml.bos_token_id", sentencepiece ? 1 : -1, n);
  const long long eos = keys.id("tokenizer.ggml.eos_token_id", sentencepiece ? 2 : -1, n);
  if (add_bos && bos < 0) keys.fail(fmt(tr("the tokenizer key {0} is missing"), "tokenizer.ggml.bos_token_id"));
  if (add_eos && eos < 0) keys.fail(fmt(tr("the tokenizer key {0} is missing"), "tokenizer.ggml.eos_token_id"));

  auto [model, rest] = sentencepiece ? sentencepiece_bpe(keys, tokens) : byte_level_bpe(keys, tokens);
  rest["added_tokens"] = added_tokens(tokens, types, model);
  rest["post_processor"] = post_processor(tokens, add_bos ? bos : -1, add_eos ? eos : -1);
  return std::make_shared<HfTokenizer>(HfTokenizer::from_model(std::move(model), rest, file.what()));
}

}  // namespace attn::io
