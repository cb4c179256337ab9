// libFuzzer target: arbitrary bytes read as a Marian folder's vocab.json (SentencePiece
// piece → id), beside the source.spm and target.spm of tests/data/seq2seq/marian-f32. A file
// is refused or works; a working one cuts a few fixed texts into ids the vocabulary has,
// </s> last, and shows and decodes them as valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "io/sentencepiece_tokenizer.hpp"
#include "io/utf8.hpp"

using attn::io::is_utf8;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using attn::io::SentencePieceTokenizer;
  const std::string text(reinterpret_cast<const char*>(data), size);
  static const std::vector<std::string> kTexts = {
      "", "The blue creature sees a small cat.", " a  b\n\n\tc ", "caf\u00e9 e\u0301 \uff21\u2167",
      "</s><unk><pad>", "\u4f60\u597d \U0001F916\u200d"};
  try {
    (void)SentencePieceTokenizer::parse_marian_vocab(text, "vocab.json");
  } catch (const std::runtime_error&) {
    return 0;
  }
  try {
    const SentencePieceTokenizer t = SentencePieceTokenizer::from_marian_text(
        ATTN_MARIAN_DIR "/source.spm", ATTN_MARIAN_DIR "/target.spm", text, "vocab.json");
    const int eos = t.id_of("</s>");
    if (eos < 0 || t.id_of("<unk>") < 0) __builtin_trap();
    for (const std::string& s : kTexts) {
      for (const bool target : {false, true}) {
        const std::vector<int> ids = target ? t.encode_target(s) : t.encode(s);
        if (ids.empty() || ids.back() != eos) __builtin_trap();
        for (const int id : ids) {
          if (id < 0 || id >= t.size()) __builtin_trap();
          if (!is_utf8(t.text(id)) || !is_utf8(t.display(id))) __builtin_trap();
        }
        if (!is_utf8(t.decode(ids))) __builtin_trap();
      }
    }
    (void)t.decode({-1, 0, 1 << 30});
  } catch (const std::runtime_error&) {
    __builtin_trap();  // a vocabulary that parsed must make a tokenizer
  }
  return 0;
}
