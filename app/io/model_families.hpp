// The model families that open, as one table (llama.cpp's LLM_ARCH and LLM_TENSOR_NAMES are
// the model): a family is one row, its name, the model_type strings of config.json it
// answers to, its config reader (to a row of the architecture table, core/model/decoder.hpp),
// its tensors' names as patterns, and its tokenizer's files and reader. What a family does
// differently in the forward is data in its architecture row, never a code path of its own:
// a new family is a new row here, plus whatever is new in it (a config field, a tensor
// name's pattern, a tokenizer).
//
// config.json's model_type is parsed once, into a Family; the lists of families in the
// program's messages, its --help and its help texts are made from this table.
#pragma once

#include <string>
#include <vector>

#include "core/model/decoder.hpp"
#include "io/model_config.hpp"
#include "io/model_tokenizer.hpp"
#include "io/tensor_names.hpp"

namespace attn::io {

enum class Family {
  Gpt2, Llama, Mistral, Qwen2, Qwen3, Phi3, Gemma2, Gemma3, GptNeox, Olmo2, Bert, Marian, T5, Bart, Vit, Deit, Dinov2, Dinov2Registers
};

struct FamilyRow {
  Family family;
  std::string name;                      // as people write it: "GPT-2", "Qwen2"
  std::string known_as;                  // models of it people know ("Qwen2.5"), or ""
  std::vector<std::string> model_types;  // config.json's model_type values it answers to
  decoder::Stacks stacks;                // decoder, encoder or encoder–decoder, for the lists
  decoder::Input input;                  // token ids, or a picture's patches (a vision model)
  decoder::Architecture (*config)(const ConfigFields&);
  TensorNames tensors;
  TokenizerFiles tokenizer;              // none for a vision model: it reads
                                         // preprocessor_config.json (image_processor.hpp)
};

// Every family, in the order the lists show them.
const std::vector<FamilyRow>& family_table();
const FamilyRow& family_row(Family family);
// The row that answers to `model_type`, or null.
const FamilyRow* family_of_model_type(const std::string& model_type);

// "gpt2, llama, mistral, …": every model_type that opens (of the families with `stacks`).
std::string model_types_text();
std::string model_types_text(decoder::Stacks stacks);
// "GPT-2, Llama, Mistral, …": the families as people name them.
std::string family_names_text();
// The families for a help text, grouped by what they are: "GPT-2, Llama (Llama 3.2,
// TinyLlama, SmolLM2), …, Qwen3; BERT, which reads with no mask and fills in a [MASK]; or a
// translation or summary model, Marian (opus-mt), T5 (Flan-T5) or BART, whose decoder reads
// the encoder through cross-attention".
std::string families_described();
// The tokenizers' files for a help text: "tokenizer.json; BERT's vocab.txt; …".
std::string tokenizer_files_described();

struct ModelConfig {
  const FamilyRow* family = nullptr;
  decoder::Architecture arch;  // arch.family: the model_type read
};
// config.json's text read by its family's row (GPT-2's first configs have no model_type:
// gpt2). Throws std::runtime_error naming `what` and the problem: not JSON, a model_type that
// is not supported (naming those that are), a size missing or out of range, H not a
// multiple of H_kv, an activation the family does not use, an unknown rope_scaling type, a
// row the engine refuses, sizes whose parameters would not fit in memory.
ModelConfig read_model_config(const std::string& text, const std::string& what);

}  // namespace attn::io
