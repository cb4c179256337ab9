// BERT's tokenizer, WordPiece, as Hugging Face's fast tokenizer runs it, from a BERT
// folder's vocab.txt (one token a line, its id the line's number, with tokenizer_config.json's
// do_lower_case) or from a tokenizer.json whose model is WordPiece:
//
//   special tokens typed in the text ([CLS], [SEP], [MASK], [PAD], [UNK]) are found first
//   and kept whole; the text between them is
//   normalized    control characters dropped, every kind of space a space, CJK ideographs
//                 spaced apart, and for an uncased vocabulary lower case with the accents
//                 stripped (NFD, then the combining marks left out)
//   pre-tokenized split at spaces (dropped) and around each punctuation character (ASCII
//                 punctuation or a Unicode P* character, each a word of its own)
//   WordPiece     each word greedily into the longest piece of the vocabulary from its
//                 start, the pieces after the first written "##piece"; a word with no such
//                 split, or longer than 100 characters, is [UNK]
//   [CLS] … [SEP] around the whole.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "io/tokenizer.hpp"

namespace attn::io {

class WordPieceTokenizer final : public Tokenizer {
 public:
  struct Options {
    bool lowercase = true;       // do_lower_case
    bool strip_accents = true;   // strip_accents, which follows do_lower_case when not given
    bool chinese_chars = true;   // tokenize_chinese_chars
    bool clean_text = true;
    std::string unk = "[UNK]";
    std::string cls = "[CLS]";
    std::string sep = "[SEP]";
    std::string prefix = "##";   // continuing_subword_prefix
    int max_chars = 100;         // max_input_chars_per_word
  };

  // From vocab.txt's text; `what` names it in messages. Throws std::runtime_error naming
  // `what` and the problem: no token, a token that is not UTF-8, the unknown, [CLS] or
  // [SEP] token missing.
  static WordPieceTokenizer from_vocab_text(const std::string& text, const Options& options,
                                            const std::string& what);
  // A BERT folder's tokenizer: `vocab_path` (vocab.txt) with the settings of
  // `config_path` (tokenizer_config.json) when that file exists.
  static WordPieceTokenizer open_vocab(const std::string& vocab_path, const std::string& config_path);
  // From the text of a tokenizer.json whose model is WordPiece (BertNormalizer,
  // BertPreTokenizer, the [CLS] … [SEP] template). Throws naming `what` and the problem:
  // not JSON, a model, normalizer, pre-tokenizer or post-processor of another kind.
  static WordPieceTokenizer from_json_text(const std::string& text, const std::string& what);

  std::vector<int> encode(const std::string& text) const override;
  // The tokens joined by spaces, a "##" piece joined to the one before it.
  std::string decode(const std::vector<int>& ids) const override;
  // The token as the vocabulary writes it ("##ing" keeps its "##": it continues a word).
  std::string text(int id) const override;
  std::string display(int id) const override { return text(id); }
  int size() const override;
  int id_of(const std::string& token) const override;

  struct Impl;

 private:
  explicit WordPieceTokenizer(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<const Impl> impl_;
};

}  // namespace attn::io
