// The tokenizer a GGUF file carries in its metadata (llama.cpp's tokenizer.ggml.* keys, as
// its convert_hf_to_gguf.py writes them), made back into the Hugging Face tokenizer the file
// was converted from, so that a text becomes the ids the model's tokenizer.json gives:
//
//   "gpt2"   byte-level BPE: tokenizer.ggml.tokens (byte-level strings, "Ġ" a space),
//            merges ("a b", the first the strongest) and pre, the pre-tokenizer's name:
//              llama-bpe  Llama 3's split pattern (digits in threes), whole words in the
//                         vocabulary taken whole (ignore_merges), as its tokenizer.json does
//              qwen2      Qwen's pattern (digits one by one), NFC first
//              gpt-2      GPT-2's ByteLevel pattern (olmo and mpt, GPT-NeoX's tokenizer, too)
//              dbrx       Llama 3's pattern without ignore_merges (OLMo 2's dolma2)
//   "llama"  SentencePiece's BPE (Llama 2, Mistral 7B): tokens with scores, "▁" for a space
//            and one put before each stretch of text (tokenizer.ggml.add_space_prefix), bytes
//            the vocabulary lacks as its <0xNN> tokens, the rest <unk>. The file has no
//            merges: they are derived from the scores as Hugging Face's converter derives
//            them for a tokenizer.json (every cut of a piece into two pieces of the
//            vocabulary, the highest piece score first).
//
// For both, token_type 3 (control) and 2 (unknown) are special tokens and 4 (user-defined)
// added tokens, each found whole in the typed text; tokenizer.ggml.add_bos_token and
// add_eos_token put bos_token_id before the text and eos_token_id after it ("llama" adds the
// BOS unless told not to, "gpt2" only when told).
//
// Not read: other tokenizer models (bert, t5, rwkv, ...) and other pre-tokenizer names, each
// refused by name; the chat template.
#pragma once

#include <memory>

#include "io/gguf.hpp"
#include "io/tokenizer.hpp"

namespace attn::io {

// The file's tokenizer. Throws std::runtime_error naming the file (file.what()) and the key:
// a tokenizer.ggml.model or pre this program does not read (listing those it does), a key
// missing or of the wrong type, token_type or scores not as long as tokens, a merge of
// tokens the vocabulary lacks, a bos, eos or unknown token id that is no token's.
std::shared_ptr<const Tokenizer> gguf_tokenizer(const GgufFile& file);

}  // namespace attn::io
