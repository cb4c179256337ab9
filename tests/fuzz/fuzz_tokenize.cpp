// libFuzzer target: the tokenizer and embedding on arbitrary bytes (invalid UTF-8 included).
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/teaching/text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    attn::TokenizeOptions options;
    options.max_tokens = 4096;
    const auto tokens = attn::tokenize(text, options);
    std::size_t bytes = 0;
    for (const std::string& t : tokens) {
      if (t.empty()) __builtin_trap();  // no empty tokens
      bytes += t.size();
    }
    if (bytes > text.size()) __builtin_trap();  // tokens come from the text
    if (!tokens.empty()) (void)attn::embed(tokens, 8, 1);
  } catch (const attn::AttentionError&) {
  }
  return 0;
}
