// GPT-2's tokenizer: byte-level BPE (Radford et al., 2019), as its vocab.json and
// merges.txt define it, exactly:
//
//   1. pre-tokenize: the text is cut by GPT-2's pattern
//        's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
//      (PCRE2 with Unicode properties), so a word keeps the space before it;
//   2. each piece's UTF-8 bytes become characters by GPT-2's byte table (printable bytes
//      stand for themselves, the others move up past 255: a space is 'Ġ', a newline 'Ċ');
//   3. merges by rank: the adjacent pair with the lowest line in merges.txt is joined, again
//      and again, until no pair of the piece is listed;
//   4. each symbol left is looked up in vocab.json.
//
// "<|endoftext|>" typed in the text is the special token (its id in vocab.json, 50256 in
// GPT-2's), as in Hugging Face's GPT-2 tokenizer: the text on either side of it is encoded
// on its own.
//
// BART reads text with the same BPE over its own vocab.json (GPT-2's tokens, other ids):
// its special tokens <s>, </s>, <pad>, <unk> and <mask> are kept whole where typed, and the
// ids come between <s> and </s>.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "io/tokenizer.hpp"

namespace attn::io {

class Gpt2Tokenizer final : public Tokenizer {
 public:
  // From the texts of vocab.json and merges.txt; `vocab_what` and `merges_what` name them
  // in messages. Throws std::runtime_error naming the file and the problem: JSON that does
  // not parse or is not an object of token → id, an id repeated or negative, a byte
  // token missing, a merges line that is not two symbols, a merge whose result is not in
  // the vocabulary.
  static Gpt2Tokenizer from_texts(const std::string& vocab_json, const std::string& merges,
                                  const std::string& vocab_what, const std::string& merges_what);
  // From the two files (each read whole, at most 64 MiB).
  static Gpt2Tokenizer open(const std::string& vocab_path, const std::string& merges_path);
  // BART's (above). Throws as open does, and when vocab.json has no <s> or </s>.
  static Gpt2Tokenizer open_bart(const std::string& vocab_path, const std::string& merges_path);

  // The ids of `text`. Throws std::runtime_error when the text is not valid UTF-8 (naming
  // the byte).
  std::vector<int> encode(const std::string& text) const override;
  // The bytes of the tokens, joined (a token may end inside a UTF-8 character).
  std::string decode(const std::vector<int>& ids) const override;
  // The bytes a token stands for ("" for an unknown id).
  std::string token_bytes(int id) const;
  // A token's text: its bytes, where they are UTF-8, and <0xNN> for each byte that is not
  // part of a whole UTF-8 character (a token may hold half of one).
  std::string text(int id) const override;
  // A token as it is shown: its text, a leading space shown as '␣', a newline as '↵', a
  // tab as '⇥', and bytes that are not whole UTF-8 characters as <0xNN>.
  std::string display(int id) const override;
  // One more than the largest id.
  int size() const override { return static_cast<int>(bytes_of_.size()); }
  // The id of a token as vocab.json spells it (GPT-2's characters: " the" is "Ġthe"), or -1.
  int id_of(const std::string& token) const override;

 private:
  // The ids of text without special tokens.
  void encode_ordinary(const std::string& text, std::vector<int>& ids) const;

  // Special tokens kept whole where typed, longest first: GPT-2's "<|endoftext|>", BART's
  // five.
  std::vector<std::pair<std::string, int>> specials_;
  int bos_ = -1, eos_ = -1;                         // BART's <s> and </s> around the ids
  std::unordered_map<std::string, int> ids_;        // symbol (GPT-2's characters) → id
  std::vector<std::string> bytes_of_;               // id → the bytes it stands for
  std::unordered_map<std::string, int> ranks_;      // "a b" → line of merges.txt
  std::vector<std::string> byte_symbol_;            // byte → its symbol (UTF-8)
};

}  // namespace attn::io
