// A decoder language model as Hugging Face publishes it: a folder with
//
//   config.json                     model_type and sizes (read into one row of the
//                                   architecture table, core/model/decoder.hpp)
//   model.safetensors               the parameters, F32, F16 or BF16; or shards
//   or model-0000N-of-0000M.safetensors with model.safetensors.index.json naming the file
//                                   of every tensor
//   tokenizer.json                  the tokenizer (hf_tokenizer.hpp); a GPT-2 folder may
//                                   have vocab.json and merges.txt instead
//
// The families, by model_type, and where each differs (the rest is Llama's row):
//   gpt2     LayerNorm, learned positions, biases, tanh-GELU MLP of 4D; Conv1D weights
//            stored in×out under h.N.* (with or without "transformer."), Q, K, V side by
//            side in c_attn; the buffers attn.bias / attn.masked_bias are skipped
//   llama    RMSNorm, RoPE (rope_theta, rope_scaling llama3 or linear), grouped K/V heads,
//            SwiGLU, biases when attention_bias / mlp_bias say; nn.Linear weights stored
//            out×in (transposed on reading) under model.layers.N.*
//   mistral  llama's, with sliding_window (a text may not be longer)
//   qwen2    llama's, with biases on q, k and v
//   qwen3    llama's, with head_dim of its own and an RMSNorm of each head's q and k
//
// F32 and F16 parameters are read into floats, converted on every core, and their pages of
// the mapping given back. BF16 weights stay BF16 and are read in place: the model keeps
// the files' mappings (the page cache's copy, nothing more) for as long as it is open.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/model/decoder.hpp"
#include "io/tokenizer.hpp"

namespace attn::io {

struct ModelFolder {
  std::string path;   // the folder
  std::string name;   // its last component ("SmolLM2-135M")
  std::string dtype;  // of the parameters in the files: F32, F16 or BF16
  decoder::Weights weights;
  std::shared_ptr<const Tokenizer> tokenizer;
  // "30 layers · D 576 · 9 heads (3 K/V) · … · BF16"
  std::string summary() const { return decoder::summary(weights.arch, dtype); }
};

// The families that open, as config.json's model_type names them.
const std::vector<std::string>& supported_model_types();

// The architecture in config.json's text. Throws std::runtime_error naming `what` and the
// problem: not JSON, a model_type that is not supported (naming those that are), a size
// missing or out of range, H not a multiple of H_kv, an activation the family does not
// use, an unknown rope_scaling type, sizes whose parameters would not fit in memory.
decoder::Architecture parse_model_config(const std::string& text, const std::string& what);

// The weight_map of model.safetensors.index.json's text: tensor name → shard file name.
// Throws std::runtime_error naming `what` and the problem: not JSON, no weight_map object,
// a file that is not a string or not a plain file name (a shard lies in the folder itself).
std::map<std::string, std::string> parse_safetensors_index(const std::string& text,
                                                           const std::string& what);

// Opens the folder. `progress`, when given, is called with the fraction of the parameters
// read so far (0 to 1), from the calling thread. Throws std::runtime_error naming the file
// and the problem: a file missing (a shard the index names included), a config that does
// not parse, a safetensors file that is truncated or malformed (safetensors.hpp), an index
// that is not JSON or maps a tensor to a file that does not hold it, a tensor missing or
// of the wrong shape for the configuration, a dtype other than F32, F16 and BF16, a NaN or
// infinite parameter, a tokenizer that does not parse or has ids past the embedding.
ModelFolder open_model_folder(const std::string& dir,
                              const std::function<void(float)>& progress = {});

}  // namespace attn::io
