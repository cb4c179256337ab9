// The model of a tokenizer.json: byte-pair encoding as Hugging Face's `tokenizers` runs it
// (BPE::merge_word, Word::merge_all): merges by rank, the lowest first and the leftmost
// among equals; `byte_fallback` (<0xNN> tokens), `ignore_merges`, `unk_token` and
// `fuse_unk`, `continuing_subword_prefix` and `end_of_word_suffix`.
//
// It reads only the file's "model" and cuts one word at a time: added tokens, the
// normalizer, pre-tokenizer and post-processor are the tokenizer's (hf_tokenizer.cpp).
// Dropout (random merges) is refused.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "io/hf_json.hpp"
#include "io/token_tables.hpp"

namespace attn::io::hf {

// The vocabulary and merges of a tokenizer.json's "model", taken out of the text as it is
// read (hf_tokenizer.cpp) instead of becoming a JSON value each: a large vocabulary (Gemma's
// 262,000 tokens, half a million merges) as a document was most of the time to open it.
// The document keeps an empty object and list in their places. Entries are in the file's
// order; an entry that is not what a vocabulary or merge holds keeps its JSON, for the message.
struct BpeLists {
  struct Token {
    std::string text;
    long long id;      // -1 when the value is not an integer 0..kMaxId: see `odd`
    std::size_t odd;   // with id -1, the index of the value in `odd_values`
  };
  // A merge's text is merge_text[begin, end): "a b" whole, or with a pair ["a", "b"] a in
  // [begin, middle) and b in [middle, end). One buffer for all: half a million strings
  // otherwise.
  struct Merge {
    std::uint32_t begin;
    std::uint32_t middle;  // kWhole for "a b"
    std::uint32_t end;
    std::uint32_t odd;     // an entry neither "a b" nor ["a", "b"]: its value in odd_values; else kNotOdd
  };
  static constexpr std::uint32_t kWhole = ~std::uint32_t{0};
  static constexpr std::uint32_t kNotOdd = ~std::uint32_t{0};
  std::vector<Token> vocab;
  std::vector<Merge> merges;
  std::string merge_text;
  std::vector<json> odd_values;

  void add_merge(const std::string& whole) {
    const auto begin = static_cast<std::uint32_t>(merge_text.size());
    merge_text += whole;
    merges.push_back({begin, kWhole, static_cast<std::uint32_t>(merge_text.size()), kNotOdd});
  }
  void add_merge(const std::string& a, const std::string& b) {
    const auto begin = static_cast<std::uint32_t>(merge_text.size());
    merge_text += a;
    const auto middle = static_cast<std::uint32_t>(merge_text.size());
    merge_text += b;
    merges.push_back({begin, middle, static_cast<std::uint32_t>(merge_text.size()), kNotOdd});
  }
};

struct BpeModel {
  TokenIds vocab;  // token → id and id → token
  PairMerges merges;  // pair_key(a, b) → (rank, merged id)
  std::string unk_token;
  bool has_unk = false;
  bool fuse_unk = false;
  bool byte_fallback = false;
  bool ignore_merges = false;
  std::string prefix;  // continuing_subword_prefix
  std::string suffix;  // end_of_word_suffix
  bool has_prefix = false;
  bool has_suffix = false;
  int max_id = -1;  // the vocabulary's largest id

  static std::uint64_t pair_key(int a, int b) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) | static_cast<std::uint32_t>(b);
  }

  // From the file's "model" object, its vocabulary and merges from `lists`, which the
  // reader took out of it (and which are used up). Throws Invalid: a type other than BPE,
  // dropout, an id out of range or given twice, a merge of tokens the vocabulary lacks.
  void read(const json& model, BpeLists& lists);

  // The ids of one word (a piece the pre-tokenizer cut), appended to `ids`: with
  // ignore_merges a word in the vocabulary is its id; otherwise merge_word.
  void word_ids(const std::string& word, std::vector<int>& ids) const;
  // BPE::merge_word and Word::merge_all: the word's characters become symbols (through the
  // vocabulary, byte fallback or the unknown token), then the pair of lowest rank, the
  // leftmost among equals, is merged until no pair of neighbours is a merge.
  void merge_word(const std::string& word, std::vector<int>& ids) const;
};

}  // namespace attn::io::hf
