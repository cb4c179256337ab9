// UTF-8 and GPT-2's byte table, as the tokenizers (gpt2_tokenizer, hf_tokenizer,
// wordpiece_tokenizer, sentencepiece_tokenizer) and the font loader read and write them:
// the one decoder of UTF-8 in app/ (core/teaching/text.cpp has the engine's own, since the
// engine cannot include app/). Unicode's character tables (categories, normalization) are
// utf8proc's, not here. Nothing here allocates beyond the strings and lists it returns.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace attn::io {

// The length of the UTF-8 character starting at text[i], or 0 when it is not one (a bad
// lead byte, a cut or bad continuation, an overlong form, a surrogate, past U+10FFFF).
std::size_t utf8_length(const std::string& text, std::size_t i);
// The length of the character at text[i], at least 1: the step through text that may not
// be UTF-8 (a byte that begins no character is a step of its own).
std::size_t utf8_step(const std::string& text, std::size_t i);
// Whether `text` is UTF-8 throughout.
bool is_utf8(const std::string& text);
// Throws std::runtime_error("the text is not valid UTF-8 at byte N"), N counted from 1, at
// the first byte that begins no character; a tokenizer's check of the text it is given.
void require_utf8(const std::string& text);

// The code point of the valid UTF-8 character of `n` bytes (n = utf8_length(text, i) > 0)
// at text[i].
std::uint32_t code_point(const std::string& text, std::size_t i, std::size_t n);
// The code points of UTF-8 text; a byte that begins no character is U+FFFD.
std::vector<std::uint32_t> code_points(const std::string& text);
// Bytes as UTF-8, as Rust's String::from_utf8_lossy makes them: each maximal part of an
// invalid sequence becomes one U+FFFD.
std::string utf8_lossy(const std::string& bytes);

// Unicode's White_Space property (Rust's char::is_whitespace, Oniguruma's \s).
bool is_white_space(std::uint32_t c);

// The UTF-8 bytes of code point c (at most U+10FFFF), appended to out.
void append_utf8(std::uint32_t c, std::string& out);

// A byte as the token that stands for it in byte-fallback vocabularies: "<0x0A>".
std::string byte_token(unsigned char b);

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
// The byte a character of that table stands for, by code point; -1 for one outside it.
int byte_level_byte(std::uint32_t c);

}  // namespace attn::io
