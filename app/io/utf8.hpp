// UTF-8 and GPT-2's byte table, as the tokenizers (gpt2_tokenizer, hf_tokenizer) read and
// write them. Nothing here allocates beyond the strings it returns.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace attn::io {

// The length of the UTF-8 character starting at text[i], or 0 when it is not one (a bad
// lead byte, a cut or bad continuation, an overlong form, a surrogate, past U+10FFFF).
std::size_t utf8_length(const std::string& text, std::size_t i);

// The UTF-8 bytes of code point c (at most U+10FFFF), appended to out.
void append_utf8(std::uint32_t c, std::string& out);

// A token's bytes as text: UTF-8 characters kept, each byte that is not part of a whole
// character as <0xNN> (a token may hold half of one).
std::string bytes_as_text(const std::string& bytes);
// The same as a map label shows it: a space as '␣', a newline as '↵', a tab as '⇥', other
// control bytes as <0xNN> too.
std::string bytes_as_label(const std::string& bytes);

// GPT-2's byte table (bytes_to_unicode in OpenAI's encoder.py, Hugging Face's ByteLevel):
// the printable bytes ('!'..'~', '¡'..'¬', '®'..'ÿ') stand for themselves; the others, in
// order, become the characters from U+0100 on (a space is 'Ġ', a newline 'Ċ'). By byte,
// each character's UTF-8.
const std::array<std::string, 256>& byte_level_chars();

}  // namespace attn::io
