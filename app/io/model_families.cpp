#include "io/model_families.hpp"

#include <algorithm>
#include <cstddef>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "io/i18n.hpp"

namespace attn::io {
namespace {

using json = nlohmann::json;
using decoder::Stacks;

// Beyond what this program opens: the parameters as floats.
constexpr std::uint64_t kMaxParameterBytes = std::uint64_t{64} << 30;

// The four projections of an attention under `prefix` (a pattern), named q, k, v, o, each
// "<name>.weight" and, where `biases`, "<name>.bias".
AttentionNames projections(const std::string& prefix, const std::string& q, const std::string& k,
                           const std::string& v, const std::string& o, bool biases) {
  AttentionNames n;
  n.q = prefix + q + ".weight";
  n.k = prefix + k + ".weight";
  n.v = prefix + v + ".weight";
  n.o = prefix + o + ".weight";
  if (biases) {
    n.q_bias = prefix + q + ".bias";
    n.k_bias = prefix + k + ".bias";
    n.v_bias = prefix + v + ".bias";
    n.o_bias = prefix + o + ".bias";
  }
  return n;
}

NormNames norm(const std::string& base) { return {base + ".weight", base + ".bias"}; }

// GPT-2: Conv1D weights (in×out) under h.N.*, with or without "transformer."; Q, K and V side
// by side in c_attn; the buffers attn.bias and attn.masked_bias are not read.
TensorNames gpt2_names() {
  TensorNames n;
  n.stored = Stored::Conv1D;
  n.embedding = "[transformer.]wte.weight";
  n.main.positions = "[transformer.]wpe.weight";
  LayerNames& y = n.main.layer;
  y.attention_norm = norm("[transformer.]h.%d.ln_1");
  y.attention.qkv = "[transformer.]h.%d.attn.c_attn.weight";
  y.attention.qkv_bias = "[transformer.]h.%d.attn.c_attn.bias";
  y.attention.o = "[transformer.]h.%d.attn.c_proj.weight";
  y.attention.o_bias = "[transformer.]h.%d.attn.c_proj.bias";
  y.mlp_norm = norm("[transformer.]h.%d.ln_2");
  y.up = "[transformer.]h.%d.mlp.c_fc.weight";
  y.up_bias = "[transformer.]h.%d.mlp.c_fc.bias";
  y.down = "[transformer.]h.%d.mlp.c_proj.weight";
  y.down_bias = "[transformer.]h.%d.mlp.c_proj.bias";
  n.main.final_norm = norm("[transformer.]ln_f");
  return n;
}

// Llama, Mistral, Qwen2 and Qwen3 name their tensors alike: model.layers.N.*, RMSNorm
// weights only, biases and q/k norms where their rows have them.
TensorNames llama_names() {
  TensorNames n;
  n.embedding = "model.embed_tokens.weight";
  LayerNames& y = n.main.layer;
  y.attention_norm.weight = "model.layers.%d.input_layernorm.weight";
  y.attention = projections("model.layers.%d.self_attn.", "q_proj", "k_proj", "v_proj", "o_proj", true);
  y.attention.q_norm = "model.layers.%d.self_attn.q_norm.weight";
  y.attention.k_norm = "model.layers.%d.self_attn.k_norm.weight";
  y.mlp_norm.weight = "model.layers.%d.post_attention_layernorm.weight";
  y.gate = "model.layers.%d.mlp.gate_proj.weight";
  y.gate_bias = "model.layers.%d.mlp.gate_proj.bias";
  y.up = "model.layers.%d.mlp.up_proj.weight";
  y.up_bias = "model.layers.%d.mlp.up_proj.bias";
  y.down = "model.layers.%d.mlp.down_proj.weight";
  y.down_bias = "model.layers.%d.mlp.down_proj.bias";
  n.main.final_norm.weight = "model.norm.weight";
  n.output = "lm_head.weight";
  return n;
}

// Phi-3 (and Phi-4-mini): Llama's names with Q, K and V in one qkv_proj and the gate and
// up projections in one gate_up_proj.
TensorNames phi3_names() {
  TensorNames n = llama_names();
  LayerNames& y = n.main.layer;
  y.attention = projections("model.layers.%d.self_attn.", "q_proj", "k_proj", "v_proj", "o_proj", false);
  y.attention.qkv = "model.layers.%d.self_attn.qkv_proj.weight";
  y.gate_up = "model.layers.%d.mlp.gate_up_proj.weight";
  return n;
}

// Gemma 2 and Gemma 3: Llama's names, a norm before and after each sublayer (here
// post_attention_layernorm is the attention's output's, pre_feedforward_layernorm the
// MLP's input's), weights w of norms that multiply by 1 + w.
TensorNames gemma_names() {
  TensorNames n = llama_names();
  n.norms_add_one = true;
  LayerNames& y = n.main.layer;
  y.mlp_norm.weight = "model.layers.%d.pre_feedforward_layernorm.weight";
  y.attention_output_norm.weight = "model.layers.%d.post_attention_layernorm.weight";
  y.mlp_output_norm.weight = "model.layers.%d.post_feedforward_layernorm.weight";
  return n;
}

// GPT-NeoX (Pythia): gpt_neox.layers.N.*, LayerNorms with biases, each head's q, k and v
// side by side in query_key_value, and an output matrix of its own (embed_out).
TensorNames gpt_neox_names() {
  TensorNames n;
  n.embedding = "gpt_neox.embed_in.weight";
  LayerNames& y = n.main.layer;
  const std::string l = "gpt_neox.layers.%d.";
  y.attention_norm = norm(l + "input_layernorm");
  y.attention.qkv = l + "attention.query_key_value.weight";
  y.attention.qkv_bias = l + "attention.query_key_value.bias";
  y.attention.qkv_per_head = true;
  y.attention.o = l + "attention.dense.weight";
  y.attention.o_bias = l + "attention.dense.bias";
  y.mlp_norm = norm(l + "post_attention_layernorm");
  y.up = l + "mlp.dense_h_to_4h.weight";
  y.up_bias = l + "mlp.dense_h_to_4h.bias";
  y.down = l + "mlp.dense_4h_to_h.weight";
  y.down_bias = l + "mlp.dense_4h_to_h.bias";
  n.main.final_norm = norm("gpt_neox.final_layer_norm");
  n.output = "embed_out.weight";
  return n;
}

// OLMo 2: Llama's names, with its norms on the sublayers' outputs (post_attention_layernorm
// is the attention's output's here, not the MLP's input's) and its q and k norms.
TensorNames olmo2_names() {
  TensorNames n = llama_names();
  LayerNames& y = n.main.layer;
  y.attention_norm = {};
  y.mlp_norm = {};
  y.attention_output_norm.weight = "model.layers.%d.post_attention_layernorm.weight";
  y.mlp_output_norm.weight = "model.layers.%d.post_feedforward_layernorm.weight";
  return n;
}

// A BERT LayerNorm: weight and bias, or in old files gamma and beta.
NormNames bert_norm(const std::string& base) {
  return {base + ".weight|" + base + ".gamma", base + ".bias|" + base + ".beta"};
}

// BERT (BertForMaskedLM, BertForPreTraining or a bare BertModel): its names with or
// without "bert."; the masked-LM head under cls.predictions, when the folder has it.
TensorNames bert_names() {
  TensorNames n;
  n.embedding = "[bert.]embeddings.word_embeddings.weight";
  n.main.positions = "[bert.]embeddings.position_embeddings.weight";
  n.main.token_types = "[bert.]embeddings.token_type_embeddings.weight";
  n.main.embedding_norm = bert_norm("[bert.]embeddings.LayerNorm");
  LayerNames& y = n.main.layer;
  y.attention = projections("[bert.]encoder.layer.%d.attention.", "self.query", "self.key", "self.value",
                            "output.dense", true);
  y.attention_norm = bert_norm("[bert.]encoder.layer.%d.attention.output.LayerNorm");
  y.up = "[bert.]encoder.layer.%d.intermediate.dense.weight";
  y.up_bias = "[bert.]encoder.layer.%d.intermediate.dense.bias";
  y.down = "[bert.]encoder.layer.%d.output.dense.weight";
  y.down_bias = "[bert.]encoder.layer.%d.output.dense.bias";
  y.mlp_norm = bert_norm("[bert.]encoder.layer.%d.output.LayerNorm");
  n.head = "cls.predictions.transform.dense.weight";
  n.head_bias = "cls.predictions.transform.dense.bias";
  n.head_norm = bert_norm("cls.predictions.transform.LayerNorm");
  n.output_bias = "cls.predictions.bias|cls.predictions.decoder.bias";
  return n;
}

// One stack of Marian or BART: model.encoder.* or model.decoder.* (the decoder's layers
// with their cross-attention, encoder_attn).
StackNames marian_bart_stack(const std::string& stack) {
  StackNames s;
  const std::string p = "model." + stack + ".layers.%d.";
  LayerNames& y = s.layer;
  y.attention = projections(p + "self_attn.", "q_proj", "k_proj", "v_proj", "out_proj", true);
  y.attention_norm = norm(p + "self_attn_layer_norm");
  y.cross = projections(p + "encoder_attn.", "q_proj", "k_proj", "v_proj", "out_proj", true);
  y.cross_norm = norm(p + "encoder_attn_layer_norm");
  y.up = p + "fc1.weight";
  y.up_bias = p + "fc1.bias";
  y.down = p + "fc2.weight";
  y.down_bias = p + "fc2.bias";
  y.mlp_norm = norm(p + "final_layer_norm");
  s.positions = "model." + stack + ".embed_positions.weight";
  s.embedding_norm = norm("model." + stack + ".layernorm_embedding");
  return s;
}

// Marian (MarianMTModel) and BART (BartForConditionalGeneration): shared embeddings, a
// bias on the logits (final_logits_bias, a 1×V buffer).
TensorNames marian_bart_names() {
  TensorNames n;
  n.embedding = "model.shared.weight|model.encoder.embed_tokens.weight";
  n.encoder = marian_bart_stack("encoder");
  n.main = marian_bart_stack("decoder");
  n.output = "lm_head.weight";
  n.output_bias = "final_logits_bias";
  n.output_bias_is_row = true;
  return n;
}

// One stack of T5: <stack>.block.N.layer.K.*, K counting the sublayers (the decoder's
// cross-attention is its layer 1, so its MLP is layer 2); the relative position bias in
// the first block; no biases.
StackNames t5_stack(const std::string& stack, bool decoder) {
  StackNames s;
  const std::string p = stack + ".block.%d.layer.";
  const std::string mlp = p + (decoder ? "2." : "1.") + "DenseReluDense.";
  LayerNames& y = s.layer;
  y.attention = projections(p + "0.SelfAttention.", "q", "k", "v", "o", false);
  y.attention_norm.weight = p + "0.layer_norm.weight";
  y.cross = projections(p + "1.EncDecAttention.", "q", "k", "v", "o", false);
  y.cross_norm.weight = p + "1.layer_norm.weight";
  y.up = mlp + "wi.weight";
  y.gate = mlp + "wi_0.weight";
  y.gated_up = mlp + "wi_1.weight";
  y.down = mlp + "wo.weight";
  y.mlp_norm.weight = p + (decoder ? "2." : "1.") + "layer_norm.weight";
  s.final_norm.weight = stack + ".final_layer_norm.weight";
  s.relative_bias = stack + ".block.0.layer.0.SelfAttention.relative_attention_bias.weight";
  return s;
}

// T5 and Flan-T5 (T5ForConditionalGeneration).
TensorNames t5_names() {
  TensorNames n;
  n.embedding = "shared.weight|encoder.embed_tokens.weight";
  n.encoder = t5_stack("encoder", false);
  n.main = t5_stack("decoder", true);
  n.output = "lm_head.weight";
  return n;
}

// What every Vision Transformer family names alike, under the optional prefix `p`
// ("[vit.]"): [CLS], the positions, the attention of layer `l` ("…encoder.layer.%d."),
// the final norm and the patch embedding.
TensorNames vision_names(const std::string& p, const std::string& l) {
  TensorNames n;
  n.embedding = p + "embeddings.cls_token";
  n.main.positions = p + "embeddings.position_embeddings";
  n.main.layer.attention =
      projections(l + "attention.", "attention.query", "attention.key", "attention.value", "output.dense", true);
  n.main.final_norm = norm(p + "layernorm");
  n.vision.patch = p + "embeddings.patch_embeddings.projection.weight";
  n.vision.patch_bias = p + "embeddings.patch_embeddings.projection.bias";
  return n;
}

// A Vision Transformer's tensors: ViT's names (and DeiT's, under "deit."), with or without
// the prefix its ...ForImageClassification files have; the [CLS] token's name decides it.
TensorNames vit_names(const std::string& prefix) {
  const std::string p = "[" + prefix + ".]";
  const std::string l = p + "encoder.layer.%d.";
  TensorNames n = vision_names(p, l);
  LayerNames& y = n.main.layer;
  y.attention_norm = norm(l + "layernorm_before");
  y.mlp_norm = norm(l + "layernorm_after");
  y.up = l + "intermediate.dense.weight";
  y.up_bias = l + "intermediate.dense.bias";
  y.down = l + "output.dense.weight";
  y.down_bias = l + "output.dense.bias";
  VisionNames& v = n.vision;
  v.distillation = p + "embeddings.distillation_token";
  v.classifier = "cls_classifier.weight|classifier.weight";
  v.classifier_bias = "cls_classifier.bias|classifier.bias";
  v.distillation_classifier = "distillation_classifier.weight";
  v.distillation_classifier_bias = "distillation_classifier.bias";
  return n;
}

// DINOv2's, with its layer scales and registers; "dinov2." or "dinov2_with_registers."
// before them in a classifier's file.
TensorNames dinov2_names(const std::string& prefix) {
  const std::string p = "[" + prefix + ".]";
  const std::string l = p + "encoder.layer.%d.";
  TensorNames n = vision_names(p, l);
  LayerNames& y = n.main.layer;
  y.attention_norm = norm(l + "norm1");
  y.scale1 = l + "layer_scale1.lambda1";
  y.mlp_norm = norm(l + "norm2");
  y.up = l + "mlp.fc1.weight";
  y.up_bias = l + "mlp.fc1.bias";
  y.down = l + "mlp.fc2.weight";
  y.down_bias = l + "mlp.fc2.bias";
  y.scale2 = l + "layer_scale2.lambda1";
  n.vision.registers = p + "embeddings.register_tokens";
  n.vision.classifier = "classifier.weight";
  n.vision.classifier_bias = "classifier.bias";
  return n;
}

// A vision model reads no tokenizer: its preprocessor_config.json (optional) says how a
// picture is made ready.
TokenizerFiles picture_files() {
  return {{}, N_("config.json, model.safetensors and preprocessor_config.json"), nullptr};
}

// What a decoder folder's tokenizer is read from: tokenizer.json, or GPT-2's vocab.json
// and merges.txt.
TokenizerFiles bpe_files() {
  return {{{"tokenizer.json"}, {"vocab.json", "merges.txt"}},
          N_("config.json, model.safetensors (or shards and model.safetensors.index.json) and tokenizer.json (a "
             "GPT-2 folder may have vocab.json and merges.txt instead)"),
          open_bpe_tokenizer};
}

std::vector<FamilyRow> make_table() {
  std::vector<FamilyRow> t;
  const decoder::Input text = decoder::Input::Tokens, picture = decoder::Input::Patches;
  t.push_back({Family::Gpt2, "GPT-2", "", {"gpt2"}, Stacks::Decoder, text, gpt2_config, gpt2_names(), bpe_files()});
  t.push_back({Family::Llama, "Llama", "Llama 3.2, TinyLlama, SmolLM2", {"llama"}, Stacks::Decoder, text, llama_config,
               llama_names(), bpe_files()});
  t.push_back({Family::Mistral, "Mistral", "", {"mistral"}, Stacks::Decoder, text, mistral_config, llama_names(),
               bpe_files()});
  t.push_back({Family::Qwen2, "Qwen2", "Qwen2.5", {"qwen2"}, Stacks::Decoder, text, qwen2_config, llama_names(),
               bpe_files()});
  t.push_back({Family::Qwen3, "Qwen3", "", {"qwen3"}, Stacks::Decoder, text, qwen3_config, llama_names(), bpe_files()});
  t.push_back({Family::Phi3, "Phi-3", "Phi-3.5, Phi-4-mini", {"phi3"}, Stacks::Decoder, text, phi3_config,
               phi3_names(), bpe_files()});
  t.push_back({Family::Gemma2, "Gemma 2", "", {"gemma2"}, Stacks::Decoder, text, gemma2_config, gemma_names(),
               bpe_files()});
  t.push_back({Family::Gemma3, "Gemma 3", "", {"gemma3_text"}, Stacks::Decoder, text, gemma3_config, gemma_names(),
               bpe_files()});
  t.push_back({Family::GptNeox, "GPT-NeoX", "Pythia", {"gpt_neox"}, Stacks::Decoder, text, gpt_neox_config,
               gpt_neox_names(), bpe_files()});
  t.push_back({Family::Olmo2, "OLMo 2", "", {"olmo2"}, Stacks::Decoder, text, olmo2_config, olmo2_names(),
               bpe_files()});
  t.push_back({Family::Bert, "BERT", "", {"bert"}, Stacks::Encoder, text, bert_config, bert_names(),
               {{{"vocab.txt"}, {"tokenizer.json"}}, N_("vocab.txt (or a WordPiece tokenizer.json)"), open_wordpiece_tokenizer}});
  t.push_back({Family::Marian, "Marian", "opus-mt", {"marian"}, Stacks::EncoderDecoder, text, marian_config,
               marian_bart_names(),
               {{{"source.spm", "target.spm", "vocab.json"}}, N_("source.spm, target.spm and vocab.json"), open_marian_tokenizer}});
  t.push_back({Family::T5, "T5", "Flan-T5", {"t5"}, Stacks::EncoderDecoder, text, t5_config, t5_names(),
               {{{"spiece.model"}}, N_("spiece.model, T5's SentencePiece model"), open_t5_tokenizer}});
  t.push_back({Family::Bart, "BART", "", {"bart"}, Stacks::EncoderDecoder, text, bart_config, marian_bart_names(),
               {{{"vocab.json", "merges.txt"}}, N_("vocab.json and merges.txt"), open_bart_tokenizer}});
  t.push_back({Family::Vit, "ViT", "DINO", {"vit"}, Stacks::Encoder, picture, vit_config, vit_names("vit"),
               picture_files()});
  t.push_back({Family::Deit, "DeiT", "", {"deit"}, Stacks::Encoder, picture, deit_config, vit_names("deit"),
               picture_files()});
  t.push_back({Family::Dinov2, "DINOv2", "", {"dinov2"}, Stacks::Encoder, picture, dinov2_config,
               dinov2_names("dinov2"), picture_files()});
  t.push_back({Family::Dinov2Registers, "DINOv2 with registers", "", {"dinov2_with_registers"}, Stacks::Encoder, picture,
               dinov2_registers_config, dinov2_names("dinov2_with_registers"), picture_files()});
  return t;
}

// The items with `separator` between them and `last` before the last: "a, b or c".
std::string listed(const std::vector<std::string>& items, const std::string& last, const std::string& separator = ", ") {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) s += i + 1 == items.size() ? last : separator;
    s += items[i];
  }
  return s;
}

// "source.spm, target.spm and vocab.json".
// TRANSLATORS: between the last two of a list of file names: "a, b and c".
std::string files_text(const std::vector<std::string>& files) { return listed(files, tr(" and ")); }

}  // namespace

const std::vector<FamilyRow>& family_table() {
  static const std::vector<FamilyRow> table = make_table();
  return table;
}

const FamilyRow& family_row(Family family) {
  for (const FamilyRow& row : family_table()) {
    if (row.family == family) return row;
  }
  throw std::logic_error("a family without a row");
}

const FamilyRow* family_of_model_type(const std::string& model_type) {
  for (const FamilyRow& row : family_table()) {
    for (const std::string& type : row.model_types) {
      if (type == model_type) return &row;
    }
  }
  return nullptr;
}

std::string model_types_text() {
  std::vector<std::string> types;
  for (const FamilyRow& row : family_table()) types.insert(types.end(), row.model_types.begin(), row.model_types.end());
  return listed(types, ", ");
}

std::string model_types_text(Stacks stacks) {
  std::vector<std::string> types;
  for (const FamilyRow& row : family_table()) {
    if (row.stacks == stacks) types.insert(types.end(), row.model_types.begin(), row.model_types.end());
  }
  return listed(types, ", ");
}

std::string family_names_text() {
  std::vector<std::string> names;
  for (const FamilyRow& row : family_table()) names.push_back(row.name);
  return listed(names, ", ");
}

std::string families_described() {
  const auto of = [](Stacks stacks) {
    std::vector<std::string> names;
    for (const FamilyRow& row : family_table()) {
      if (row.stacks == stacks && row.input == decoder::Input::Tokens) {
        names.push_back(row.known_as.empty() ? row.name : row.name + " (" + row.known_as + ")");
      }
    }
    return names;
  };
  std::vector<std::string> vision;
  for (const FamilyRow& row : family_table()) {
    if (row.input == decoder::Input::Patches) {
      vision.push_back(row.known_as.empty() ? row.name : row.name + " (" + row.known_as + ")");
    }
  }
  std::vector<std::string> groups;
  // TRANSLATORS: between the last two of a list of model families: "GPT-2, Llama or Qwen2".
  const std::string either = tr(" or ");
  if (const auto decoders = of(Stacks::Decoder); !decoders.empty()) groups.push_back(listed(decoders, either));
  if (const auto encoders = of(Stacks::Encoder); !encoders.empty()) {
    groups.push_back(fmt(trn("{0}, which reads with no mask and fills in a [MASK]",
                             "{0}, which read with no mask and fill in a [MASK]", encoders.size()),
                         listed(encoders, either)));
  }
  if (const auto both = of(Stacks::EncoderDecoder); !both.empty()) {
    groups.push_back(fmt(tr("a translation or summary model, {0}, whose decoder reads the encoder through cross-attention"),
                         listed(both, either)));
  }
  if (!vision.empty()) {
    groups.push_back(fmt(tr("a Vision Transformer, {0}, whose heads look at the patches of a picture"),
                         listed(vision, either)));
  }
  // TRANSLATORS: before the last of the kinds of models that open ("…; or a translation model, …").
  return listed(groups, tr("; or "), "; ");
}

std::string tokenizer_files_described() {
  std::vector<std::string> parts;
  for (const FamilyRow& row : family_table()) {
    if (row.tokenizer.choices.empty()) continue;  // a vision model's: no tokenizer
    const std::vector<std::string>& files = row.tokenizer.choices.front();
    const std::string part = files == std::vector<std::string>{"tokenizer.json"} ? "tokenizer.json"
                                                                                 : fmt(tr("{0}'s {1}"), row.name, files_text(files));
    if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(part);
  }
  return listed(parts, "; ", "; ");
}

ModelConfig read_model_config(const std::string& text, const std::string& what) {
  const json config = parse_json_object(text, what);
  std::string model_type = "gpt2";  // GPT-2's first configs had no model_type
  const FamilyRow* row = &family_row(Family::Gpt2);
  const auto type = config.find("model_type");
  if (type != config.end() && !type->is_null()) {
    row = type->is_string() ? family_of_model_type(type->get<std::string>()) : nullptr;
    if (row == nullptr) {
      throw std::runtime_error(
          fmt(tr("'{0}': model_type {1} is not supported; these open: {2}"), what, type->dump(), model_types_text()));
    }
    model_type = type->get<std::string>();
  }
  ModelConfig out;
  out.family = row;
  out.arch = row->config(ConfigFields(config, what, model_type));
  out.arch.family = model_type;
  try {
    decoder::validate(out.arch);
  } catch (const AttentionError& e) {
    throw std::runtime_error("'" + what + "': " + e.what());
  }
  if (decoder::parameter_bytes(out.arch) > kMaxParameterBytes) {
    throw std::runtime_error(fmt(tr("'{0}': these sizes need {1} GiB of parameters, more than this program opens (64 GiB)"),
                                 what, decoder::parameter_bytes(out.arch) >> 30));
  }
  return out;
}

}  // namespace attn::io
