// SentencePiece's tokenizers, read with Debian's libsentencepiece: T5's spiece.model (its
// pieces' ids are the model's, </s> appended) and Marian's source.spm and target.spm, whose
// pieces are looked up in the folder's vocab.json (an id for every piece of both, </s>
// appended; a piece the vocabulary lacks is <unk>). The model's own normalizer (NFKC and
// its rules) applies, and its pieces begin words with '▁', shown as a space.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "io/tokenizer.hpp"

namespace attn::io {

class SentencePieceTokenizer final : public Tokenizer {
 public:
  // T5: spiece.model. Throws naming the file when it is missing or not a SentencePiece
  // model, or has no </s>.
  static SentencePieceTokenizer open_t5(const std::string& model_path);
  // Marian: source.spm and target.spm, and vocab.json (piece → id). Throws naming the file
  // and the problem: a file missing, not a model, vocab.json not JSON or not an object of
  // piece → id, an id repeated or negative, no </s> or <unk> in it.
  static SentencePieceTokenizer open_marian(const std::string& source_path, const std::string& target_path,
                                            const std::string& vocab_path);
  // The same with vocab.json's text; `what` names it in messages. For the fuzzer.
  static SentencePieceTokenizer from_marian_text(const std::string& source_path, const std::string& target_path,
                                                 const std::string& vocab_text, const std::string& what);
  // Marian's vocab.json alone (piece → id), from its text: `what` names it in messages.
  // Throws as open_marian does. For the tests and the fuzzer.
  static std::unordered_map<std::string, int> parse_marian_vocab(const std::string& text, const std::string& what);

  std::vector<int> encode(const std::string& text) const override;
  std::vector<int> encode_target(const std::string& text) const override;
  // The pieces' text joined, '▁' a space, the first one dropped.
  std::string decode(const std::vector<int>& ids) const override;
  std::string text(int id) const override;
  std::string display(int id) const override;
  int size() const override;
  int id_of(const std::string& token) const override;

  struct Impl;

 private:
  explicit SentencePieceTokenizer(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<const Impl> impl_;
};

}  // namespace attn::io
