// A model in one GGUF file (llama.cpp's, Ollama's, LM Studio's), opened as the same model a
// Hugging Face folder makes (model_folder.hpp): its metadata ({arch}.block_count,
// {arch}.embedding_length, …) read as the config.json its family's row reads, its tensors
// (blk.N.attn_q.weight, …) read by the family's names mapped part by part to llama.cpp's,
// its tokenizer from tokenizer.ggml.*. What differs from the folder llama.cpp's converter
// started from is undone or read as written:
//   - Llama's q and k rows, permuted within each head so that llama.cpp turns neighbouring
//     pairs, go back to Hugging Face's halves;
//   - Llama 3's RoPE scaling, written as a rope_freqs tensor of d_k / 2 divisors, divides
//     the frequencies as written;
//   - Gemma's norms with their 1 added, GPT-NeoX's q, k and v in three blocks and GPT-2's
//     matrices transposed are read as they are.
// The matrices (F16, BF16 and ggml's quantized blocks, quants.hpp) stay in the file's
// blocks, read in place; the norms are read as floats. A model too large for the
// computer's memory is refused before anything is read.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "io/gguf.hpp"
#include "io/model_folder.hpp"

namespace attn::io {

// "llama, qwen2": the general.architecture values that open.
std::string gguf_architectures_text();

// general.file_type's name, as llama.cpp names its files ("Q4_K_M", "F16"), or "" when the
// file has none.
std::string gguf_file_type(const GgufFile& file);

// Refuses (std::runtime_error naming `path` and the sizes) a model whose weights would take
// `needed` bytes as they are held (the file's blocks mapped, and what is copied out of
// it), more than three quarters of the computer's `memory` (0: unknown, nothing refused),
// before anything is read.
void check_gguf_fits(const std::string& path, std::uint64_t needed, std::uint64_t file_bytes, std::uint64_t memory);

// Opens the file. Throws std::runtime_error naming the file and the problem: the
// container's (gguf.hpp), general.architecture missing or one that does not open (naming
// those that do), a size missing from the metadata, a tensor missing or of another shape
// than the metadata makes it, a NaN or infinite value, a tokenizer that does not read
// (gguf_tokenizer.hpp).
ModelFolder open_gguf_model(const std::string& path, const std::function<void(float)>& progress = {});

}  // namespace attn::io
