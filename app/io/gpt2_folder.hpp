// A GPT-2 model as Hugging Face publishes it (huggingface.co/gpt2, distilgpt2, gpt2-medium,
// gpt2-large): a folder of four files,
//
//   config.json        n_layer, n_head, n_embd, n_positions (or n_ctx), vocab_size,
//                      layer_norm_epsilon, activation_function
//   model.safetensors  the parameters, F32, F16 or BF16 (read once into floats), named
//                      wte.weight, wpe.weight, h.N.ln_1.weight, h.N.attn.c_attn.weight
//                      [D, 3D] (Q, K, V side by side), h.N.attn.c_proj.weight, h.N.ln_2.*,
//                      h.N.mlp.c_fc.*, h.N.mlp.c_proj.*, ln_f.*, with or without the prefix
//                      "transformer."; the buffers h.N.attn.bias and h.N.attn.masked_bias and
//                      a tied lm_head.weight are not parameters and are skipped
//   vocab.json         token → id
//   merges.txt         the BPE merges, by rank
//
// The weights are Conv1D's, stored in×out, the row convention of core/model/gpt2.hpp: no
// transpose. The safetensors file is memory-mapped while it is read and closed after.
#pragma once

#include <functional>
#include <string>

#include "core/model/gpt2.hpp"
#include "io/gpt2_tokenizer.hpp"

namespace attn::io {

struct Gpt2Folder {
  std::string path;   // the folder
  std::string name;   // its last component ("gpt2")
  std::string dtype;  // of the parameters in the file: F32, F16 or BF16
  gpt2::Weights weights;
  Gpt2Tokenizer tokenizer;
};

// The configuration in config.json's text. Throws std::runtime_error naming `what` and
// the problem: not JSON, a field missing or not a number, a model_type other than gpt2, an
// activation other than GPT-2's tanh GELU, sizes out of range.
gpt2::Config parse_gpt2_config(const std::string& text, const std::string& what);

// Opens the folder. `progress`, when given, is called with the fraction of the parameters
// read so far (0 to 1), from the calling thread. Throws std::runtime_error naming the file
// and the problem: a file missing, a config that does not parse, a safetensors file that is
// truncated or malformed (safetensors.hpp), a tensor missing or of the wrong shape for the
// configuration, a dtype other than F32, F16 and BF16, non-finite parameters, a vocabulary
// or merges that do not parse or a vocabulary larger than the model's.
Gpt2Folder open_gpt2_folder(const std::string& dir,
                            const std::function<void(float)>& progress = {});

}  // namespace attn::io
