// config.json read into a row of the architecture table (core/model/decoder.hpp): one
// reader a family, each reading only the fields of its own config (Llama's row serves
// Mistral, Qwen2 and Qwen3, which add to it). The readers take their fields through the
// program's one checked reader of JSON fields (io/json_fields.hpp), with what model configs
// add to it: a size that goes by several names, a token id given as a list.
//
// Which reader a config gets is the family table's choice (model_families.hpp); the row's
// checks against the engine (decoder::validate) and its size are made there too.
#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/model/decoder.hpp"
#include "io/json_fields.hpp"

namespace attn::io {

// Sizes beyond any model of these families by a wide margin (Llama 3.1 405B: 126 layers,
// D 16384, 128 heads, 53248 wide MLP, 128256 tokens, 131072 positions), so that a config
// cannot ask for absurd memory.
constexpr long long kMaxLayers = 512;
constexpr long long kMaxWidth = 65536;
constexpr long long kMaxContext = 1 << 24;
constexpr long long kMaxVocabulary = 1 << 22;

// The JSON object of a model folder's file (config.json, the shards' index). Throws
// std::runtime_error naming `what`: not JSON (a number beyond a double, 1e999, included),
// or not an object.
nlohmann::json parse_json_object(const std::string& text, const std::string& what);

// config.json's fields, named in messages as "'<what>': <field>"; every refusal is a
// std::runtime_error. `family`: the model_type being read, for messages.
class ConfigFields : public JsonFields {
 public:
  ConfigFields(const nlohmann::json& config, const std::string& what, const std::string& family);
  const std::string& what() const { return what_; }
  const std::string& family() const { return family_; }
  // A size from 1 to `max` under the first of `names` the config has (GPT-2's context is
  // n_positions or n_ctx); required.
  int size(const std::vector<std::string>& names, long long max) const;
  // A size from 1 to `max`, or `fallback` when absent.
  int size_or(const std::string& name, int fallback, long long max) const;
  // A token id, or `fallback` when absent; of a list (eos_token_id: [2, 32000]), its first.
  int token_id(const std::string& name, int fallback) const;
  // Throws "'<what>': <message>".
  [[noreturn]] void refuse(const std::string& message) const;

 private:
  std::string what_;
  std::string family_;
};

// The rows, one a family (the family table gives each its name in messages).
decoder::Architecture gpt2_config(const ConfigFields& c);
decoder::Architecture llama_config(const ConfigFields& c);
decoder::Architecture mistral_config(const ConfigFields& c);  // Llama's, with sliding_window
decoder::Architecture qwen2_config(const ConfigFields& c);    // Llama's, with biases on q, k, v
decoder::Architecture qwen3_config(const ConfigFields& c);    // Llama's, with q and k normalized
decoder::Architecture phi3_config(const ConfigFields& c);      // Llama's, its rotary part and window
decoder::Architecture gemma2_config(const ConfigFields& c);    // local and global layers, soft caps
decoder::Architecture gemma3_config(const ConfigFields& c);    // Gemma 2's, q/k norms, two RoPE bases
decoder::Architecture gpt_neox_config(const ConfigFields& c);  // GPT-NeoX, Pythia
decoder::Architecture olmo2_config(const ConfigFields& c);     // Llama's, its norms after the sublayers
decoder::Architecture bert_config(const ConfigFields& c);
decoder::Architecture marian_config(const ConfigFields& c);
decoder::Architecture bart_config(const ConfigFields& c);
decoder::Architecture t5_config(const ConfigFields& c);
// The Vision Transformers: ViT (and DINO, published as ViT models), DeiT with its
// distillation token, DINOv2 with layer scale, with registers too.
decoder::Architecture vit_config(const ConfigFields& c);
decoder::Architecture deit_config(const ConfigFields& c);
decoder::Architecture dinov2_config(const ConfigFields& c);
decoder::Architecture dinov2_registers_config(const ConfigFields& c);

}  // namespace attn::io
