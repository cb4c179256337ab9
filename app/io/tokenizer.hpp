// What the model views need of any tokenizer: text to ids, and ids back to what a map label
// shows. GPT-2's vocab.json and merges.txt (gpt2_tokenizer.hpp, BART's too), Hugging Face's
// tokenizer.json (hf_tokenizer.hpp), BERT's WordPiece (wordpiece_tokenizer.hpp) and
// SentencePiece's models (sentencepiece_tokenizer.hpp: T5, Marian) are its kinds.
#pragma once

#include <string>
#include <vector>

namespace attn::io {

class Tokenizer {
 public:
  virtual ~Tokenizer() = default;
  // The ids of `text`, the post-processor included (Llama's BOS first). Throws
  // std::runtime_error when the text is not valid UTF-8 (naming the byte).
  virtual std::vector<int> encode(const std::string& text) const = 0;
  // The ids of a target text, the decoder's side of an encoder–decoder, as its labels are
  // made (Marian reads targets with a vocabulary of their own); others as encode.
  virtual std::vector<int> encode_target(const std::string& text) const { return encode(text); }
  // The text of the ids, as the decoder makes it (special tokens included).
  virtual std::string decode(const std::vector<int>& ids) const = 0;
  // A token's text: what decoding it alone gives (a Metaspace '▁' is a space), with <0xNN>
  // for each byte that is not part of a whole UTF-8 character.
  virtual std::string text(int id) const = 0;
  // A token as a map label shows it: its text with a leading space shown as '␣', a newline
  // '↵', a tab '⇥', bytes that are not whole UTF-8 characters as <0xNN>; a Metaspace '▁'
  // shown as '␣' too.
  virtual std::string display(int id) const = 0;
  // One more than the largest id (added tokens included).
  virtual int size() const = 0;
  // One more than the largest id of the tokenizer's own vocabulary, without the tokens
  // added to it: Gemma 3 adds an image token past the text model's embedding, which no text
  // becomes unless it is typed (and the forward then refuses the id by name).
  virtual int vocabulary_size() const { return size(); }
  // The id of a token string (as in the vocabulary or added tokens), or -1.
  virtual int id_of(const std::string& token) const = 0;
};

}  // namespace attn::io
