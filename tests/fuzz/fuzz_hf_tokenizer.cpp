// libFuzzer target: arbitrary bytes read as a tokenizer.json, then a few fixed texts encoded,
// decoded and shown. A file is refused or works; a working one gives ids it knows and
// decodes and shows them as valid UTF-8.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "io/hf_tokenizer.hpp"
#include "io/utf8.hpp"

using attn::io::is_utf8;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  static const std::vector<std::string> kTexts = {
      "", "Hello world", " a  b\n\n\tc ", "DON'T 1234567 caf\u00e9 e\u0301", "<s>hi</s><|endoftext|>",
      "\u6ce8\u610f \U0001F916\u200d", std::string("nul\0x", 5)};
  try {
    const attn::io::HfTokenizer t = attn::io::HfTokenizer::from_json_text(text, "fuzz.json");
    if (t.size() != t.max_id() + 1) __builtin_trap();
    for (const std::string& s : kTexts) {
      std::vector<int> ids;
      try {
        ids = t.encode(s);
      } catch (const std::runtime_error&) {
        continue;  // a pattern beyond PCRE2's limits, or an unknown token missing
      }
      for (const int id : ids) {
        if (id < 0 || id > t.max_id()) __builtin_trap();  // only ids the tokenizer has
        if (!is_utf8(t.display(id)) || !is_utf8(t.text(id))) __builtin_trap();
      }
      if (!is_utf8(t.decode(ids))) __builtin_trap();
    }
    (void)t.decode({-1, 0, 1, 1 << 30});
  } catch (const std::runtime_error&) {
  }
  return 0;
}
