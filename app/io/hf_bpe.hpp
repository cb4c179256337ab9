// The model of a tokenizer.json: byte-pair encoding as Hugging Face's `tokenizers` runs it
// (BPE::merge_word, Word::merge_all): merges by rank, the lowest first and the leftmost
// among equals; `byte_fallback` (<0xNN> tokens), `ignore_merges`, `unk_token` and
// `fuse_unk`, `continuing_subword_prefix` and `end_of_word_suffix`.
//
// It reads only the file's "model" and cuts one word at a time: added tokens, the
// normalizer, pre-tokenizer and post-processor are the tokenizer's (hf_tokenizer.cpp).
// Dropout (random merges) is refused.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "io/hf_json.hpp"

namespace attn::io::hf {

struct BpeModel {
  std::unordered_map<std::string, int> vocab;
  std::unordered_map<int, std::string> token_of;                  // vocabulary id → token
  std::unordered_map<std::uint64_t, std::pair<int, int>> merges;  // pair_key(a, b) → (rank, merged id)
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

  // From the file's "model" object. Throws Invalid: a type other than BPE, dropout, an id
  // out of range or given twice, a merge of tokens the vocabulary lacks.
  void read(const json& model);

  // The ids of one word (a piece the pre-tokenizer cut), appended to `ids`: with
  // ignore_merges a word in the vocabulary is its id; otherwise merge_word.
  void word_ids(const std::string& word, std::vector<int>& ids) const;
  // BPE::merge_word and Word::merge_all: the word's characters become symbols (through the
  // vocabulary, byte fallback or the unknown token), then the pair of lowest rank, the
  // leftmost among equals, is merged until no pair of neighbours is a merge.
  void merge_word(const std::string& word, std::vector<int>& ids) const;
};

}  // namespace attn::io::hf
