// Hugging Face's tokenizer.json, applied as the `tokenizers` library applies it, for the
// byte-pair-encoding tokenizers of Llama 2 and 3, Mistral, Qwen2 and 3, SmolLM2 and GPT-2:
// the same ids as its encode(text, add_special_tokens=true), the same text as its
// decode(ids, skip_special_tokens=false).
//
//   1. added tokens: the special tokens (and the other added ones) are found in the typed
//      text first, longest first, and stand for themselves; `single_word`, `lstrip`,
//      `rstrip` and `normalized` act as Hugging Face's AddedVocabulary makes them act;
//   2. normalizer, on each stretch of text between added tokens: NFC, NFD, NFKC, NFKD
//      (utf8proc), Replace, Prepend, Lowercase, Strip, StripAccents, Sequence;
//   3. pre-tokenizer: Split, ByteLevel (GPT-2's pattern and byte table), Metaspace, Digits,
//      Sequence. Patterns are Oniguruma's in Hugging Face; here PCRE2 compiles them, after
//      the escapes that mean something else in PCRE2 (\s, \h, \w, \uHHHH) are rewritten;
//   4. model BPE: merges by rank (the lowest rank first, the leftmost among equals),
//      `byte_fallback` (<0xNN> tokens), `ignore_merges`, `unk_token` and `fuse_unk`,
//      `continuing_subword_prefix` and `end_of_word_suffix`;
//   5. post-processor: TemplateProcessing (Llama's BOS), ByteLevel, RobertaProcessing,
//      BertProcessing, Sequence; then the file's truncation and padding, if any;
//   6. decoder, for decode() and for showing tokens: ByteLevel, Metaspace, Replace,
//      ByteFallback, Fuse, Strip, Sequence.
//
// Not supported, and refused with a message naming the file and the part: the WordPiece,
// WordLevel and Unigram models, BPE dropout, the Bert-style and Precompiled normalizers,
// the pre-tokenizers and decoders not listed above, and pairs of texts.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "io/tokenizer.hpp"

namespace attn::io {

namespace hf {
struct BpeModel;
}

class HfTokenizer final : public Tokenizer {
 public:
  // From the text of a tokenizer.json; `what` names it in messages. Throws
  // std::runtime_error naming `what` and the problem: text that is not JSON (with its line
  // and column) or has a number out of range, a model, normalizer, pre-tokenizer,
  // post-processor or decoder of a kind not supported, a pattern that does not compile, a
  // merge naming a token the vocabulary does not have, an id that is negative, repeated or
  // given to two tokens, an added token whose id is not the one Hugging Face gives it.
  static HfTokenizer from_json_text(const std::string& text, const std::string& what);
  // From a tokenizer.json file, read whole (at most 256 MiB).
  static HfTokenizer open(const std::string& path);
  // From a BPE model already made (hf_bpe.hpp) and the other parts of a tokenizer.json as
  // JSON ("added_tokens", "normalizer", "pre_tokenizer", "post_processor", "decoder"; a
  // "model" there is not read): a GGUF file's 128,000 tokens and 280,000 merges go in
  // without being written out as JSON and parsed again. Throws as from_json_text.
  static HfTokenizer from_model(hf::BpeModel model, const nlohmann::json& rest, const std::string& what);

  std::vector<int> encode(const std::string& text) const override;
  // Ids the tokenizer does not know are left out, as Hugging Face leaves them out. Bytes
  // that do not make whole UTF-8 characters become U+FFFD, as there.
  std::string decode(const std::vector<int>& ids) const override;
  std::string text(int id) const override;
  std::string display(int id) const override;
  int size() const override { return max_id() + 1; }
  int vocabulary_size() const override;
  int id_of(const std::string& token) const override;
  // The largest id the tokenizer can produce (vocabulary and added tokens); -1 when it has
  // none.
  int max_id() const;

  struct Impl;

 private:
  explicit HfTokenizer(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<const Impl> impl_;
};

}  // namespace attn::io
