// libFuzzer target: arbitrary bytes read as BERT's vocabulary, its first byte choosing how:
// a vocab.txt uncased or cased, or a tokenizer.json. A file is refused or works; a working
// one cuts a few fixed texts into ids it has, and shows and decodes them as valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "io/utf8.hpp"
#include "io/wordpiece_tokenizer.hpp"

using attn::io::is_utf8;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  static const std::vector<std::string> kTexts = {
      "", "The [MASK] sat on the mat.", " a  b\n\n\tc ", "H\u00e9llo, WORLD! unaffable caf\u00e9 e\u0301",
      "[CLS][SEP][UNK] [PAD]", "\u4f60\u597d \U0001F916\u200d\u0000x", std::string(300, 'a') + " ##"};
  try {
    attn::io::WordPieceTokenizer::Options options;
    options.lowercase = options.strip_accents = (data[0] & 1) == 0;
    const attn::io::WordPieceTokenizer t =
        (data[0] & 2) != 0 ? attn::io::WordPieceTokenizer::from_json_text(text, "tokenizer.json")
                           : attn::io::WordPieceTokenizer::from_vocab_text(text, options, "vocab.txt");
    if (t.size() <= 0) __builtin_trap();
    for (const std::string& s : kTexts) {
      std::vector<int> ids;
      try {
        ids = t.encode(s);
      } catch (const std::runtime_error&) {
        continue;  // text that is not UTF-8
      }
      if (ids.size() < 2) __builtin_trap();  // [CLS] … [SEP] at least
      for (const int id : ids) {
        if (id < 0 || id >= t.size()) __builtin_trap();
        if (!is_utf8(t.text(id)) || !is_utf8(t.display(id))) __builtin_trap();
      }
      if (!is_utf8(t.decode(ids))) __builtin_trap();
    }
    (void)t.decode({-1, 0, 1 << 30});
    (void)t.id_of(text);
  } catch (const std::runtime_error&) {
  }
  return 0;
}
