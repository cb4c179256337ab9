#include "io/model_config.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "io/i18n.hpp"

namespace attn::io {
namespace {

using json = nlohmann::json;
using decoder::Architecture;

// "'<what>': <n> is not a multiple of <heads_name> <heads>".
void require_multiple(const ConfigFields& c, int n, const std::string& n_name, int heads, const std::string& heads_name,
                      bool unless_head_dim = false) {
  if (n % heads == 0) return;
  c.refuse(unless_head_dim ? fmt(tr("{0} {1} is not a multiple of {2} {3} and there is no head_dim"), n_name, n,
                                 heads_name, heads)
                           : fmt(tr("{0} {1} is not a multiple of {2} {3}"), n_name, n, heads_name, heads));
}

RopeScaling rope_scaling(const ConfigFields& c) {
  RopeScaling s;
  const json* r = c.find("rope_scaling");
  if (r == nullptr) return s;
  if (!r->is_object()) c.refuse(tr("rope_scaling must be an object or null"));
  const ConfigFields scaling(*r, c.what(), c.family());
  const json* type = scaling.find("rope_type");
  if (type == nullptr) type = scaling.find("type");
  const std::string kind = type != nullptr && type->is_string() ? type->get<std::string>() : "";
  if (kind == "default") return s;
  if (kind == "linear") {
    s.kind = RopeScaling::Kind::Linear;
  } else if (kind == "llama3") {
    s.kind = RopeScaling::Kind::Llama3;
    s.low_freq_factor = scaling.number("low_freq_factor", 1.0, 0.0, 1e9, true);
    s.high_freq_factor = scaling.number("high_freq_factor", 4.0, 0.0, 1e9, true);
    s.original_context = scaling.number("original_max_position_embeddings", 8192, 0.0, 1e12, true);
  } else {
    c.refuse(fmt(tr("rope_scaling type {0} is not supported; these are read: default, linear, llama3"),
                 type ? json_brief(*type) : std::string(tr("(none)"))));
  }
  s.factor = scaling.number("factor", 1.0, 0.0, 1e9, true);
  return s;
}

// The MLP of an activation name (Hugging Face's ACT2FN keys the seq2seq models use).
decoder::Mlp activation(const ConfigFields& c, const std::string& key, const json& name) {
  if (name == "swish" || name == "silu") return decoder::Mlp::Silu;
  if (name == "gelu") return decoder::Mlp::Gelu;
  if (name == "gelu_new" || name == "gelu_pytorch_tanh") return decoder::Mlp::GeluTanh;
  if (name == "relu") return decoder::Mlp::Relu;
  c.refuse(fmt(tr("{0} is {1}; these are read: swish, silu, gelu, gelu_new, relu"), key, json_brief(name)));
}

// What Marian's and BART's rows share: a post-norm encoder–decoder with biases everywhere,
// read up to the positions, where they part.
Architecture marian_or_bart(const ConfigFields& c) {
  Architecture a;
  a.stacks = decoder::Stacks::EncoderDecoder;
  a.d_model = c.size({"d_model"}, kMaxWidth);
  a.encoder_layers = c.size({"encoder_layers", "num_hidden_layers"}, kMaxLayers);
  a.layers = c.size({"decoder_layers", "num_hidden_layers"}, kMaxLayers);
  a.heads = c.size({"encoder_attention_heads"}, kMaxWidth);
  if (c.size_or("decoder_attention_heads", a.heads, kMaxWidth) != a.heads) {
    c.refuse(tr("the encoder and the decoder have different head counts; the models that open have one"));
  }
  a.kv_heads = a.heads;
  require_multiple(c, a.d_model, "d_model", a.heads, "encoder_attention_heads");
  a.head_dim = a.d_model / a.heads;
  a.mlp_width = c.size({"encoder_ffn_dim"}, kMaxWidth * 8);
  if (c.size_or("decoder_ffn_dim", a.mlp_width, kMaxWidth * 8) != a.mlp_width) {
    c.refuse(tr("the encoder and the decoder have MLPs of different widths; the models that open have one"));
  }
  a.context = c.size({"max_position_embeddings"}, kMaxContext);
  a.vocabulary = c.size({"vocab_size"}, kMaxVocabulary);
  if (c.flag("normalize_before", false)) {
    c.refuse(fmt(tr("normalize_before is true (mBART's pre-norm); the {0} models that open put each norm after its sum"),
                 c.family()));
  }
  a.norm = decoder::Norm::LayerNorm;
  a.norm_eps = 1e-5;  // Hugging Face's nn.LayerNorm default: these configs do not say
  a.post_norm = true;
  const json* act = c.find("activation_function");
  a.mlp = activation(c, "activation_function", act != nullptr ? *act : json("gelu"));
  if (c.flag("scale_embedding", false)) a.embed_scale = std::sqrt(static_cast<float>(a.d_model));
  return a;
}

// The rest of Marian's and BART's rows, after their positions.
Architecture with_logits_and_tokens(const ConfigFields& c, Architecture a) {
  a.output_bias = true;  // final_logits_bias
  a.tied_embeddings = c.flag("tie_word_embeddings", true);
  a.decoder_start = c.token_id("decoder_start_token_id", c.token_id("pad_token_id", 1));
  a.eos = c.token_id("eos_token_id", 2);
  return a;
}

// The classes a classifier's config names: id2label's entries, else num_labels, else
// Hugging Face's default of 2.
int label_count(const ConfigFields& c) {
  if (const json* labels = c.find("id2label"); labels != nullptr && labels->is_object() && !labels->empty()) {
    if (labels->size() > static_cast<std::size_t>(kMaxVocabulary)) c.refuse(tr("id2label has too many classes"));
    return static_cast<int>(labels->size());
  }
  return c.size_or("num_labels", 2, kMaxVocabulary);
}

// What ViT, DeiT and DINOv2 share: one pre-LayerNorm encoder over a picture's patches,
// biases everywhere, no mask, learned positions on a grid of image_size / patch_size.
Architecture vision_encoder(const ConfigFields& c, double default_eps) {
  Architecture a;
  a.stacks = decoder::Stacks::Encoder;
  a.input = decoder::Input::Patches;
  a.layers = c.size({"num_hidden_layers"}, kMaxLayers);
  a.d_model = c.size({"hidden_size"}, kMaxWidth);
  a.heads = c.size({"num_attention_heads"}, kMaxWidth);
  a.kv_heads = a.heads;
  require_multiple(c, a.d_model, "hidden_size", a.heads, "num_attention_heads");
  a.head_dim = a.d_model / a.heads;
  a.norm = decoder::Norm::LayerNorm;
  a.norm_eps = c.number("layer_norm_eps", default_eps, 0.0, 1.0, true);
  a.positions = decoder::Positions::Learned;
  a.causal = false;
  const json* act = c.find("hidden_act");
  a.mlp = activation(c, "hidden_act", act != nullptr ? *act : json("gelu"));
  a.qkv_bias = c.flag("qkv_bias", true);
  a.o_bias = true;
  a.mlp_bias = true;
  a.tied_embeddings = false;
  decoder::Vision& v = a.vision;
  // image_size is one number, or [height, width] for a grid that is not square.
  if (const json* size = c.find("image_size"); size != nullptr && size->is_array()) {
    if (size->size() != 2 || !(*size)[0].is_number_integer() || !(*size)[1].is_number_integer() ||
        (*size)[0].get<long long>() < 1 || (*size)[1].get<long long>() < 1 || (*size)[0].get<long long>() > 1 << 16 ||
        (*size)[1].get<long long>() > 1 << 16) {
      c.refuse(fmt(tr("image_size is {0}; it must be a size in pixels or [height, width]"), json_brief(*size)));
    }
    v.image_size = (*size)[0].get<int>();
    v.image_width = (*size)[1].get<int>();
  } else {
    v.image_size = c.size_or("image_size", 224, 1 << 16);
  }
  v.patch_size = c.size_or("patch_size", 16, 1 << 12);
  v.channels = c.size_or("num_channels", 3, 3);
  if (v.channels != 3) c.refuse(fmt(tr("num_channels is {0}; the vision models that open read RGB pictures (3)"), v.channels));
  if (v.grid_rows() < 1 || v.grid_cols() < 1) {
    c.refuse(fmt(tr("patch_size {0} is larger than the image ({1})"), v.patch_size, v.image_size));
  }
  a.vocabulary = label_count(c);
  return a;
}

// The context of a vision row: its prefix tokens' positions and its grid's.
Architecture with_positions(Architecture a) {
  const decoder::Vision& v = a.vision;
  const long long grid = static_cast<long long>(v.grid_rows()) * v.grid_cols();
  a.context = static_cast<int>(std::min<long long>(grid + v.positioned(), kMaxContext));
  return a;
}

}  // namespace

json parse_json_object(const std::string& text, const std::string& what) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error(fmt(tr("'{0}' is not JSON: {1}"), what, std::string(e.what()).substr(0, 200)));
  }
  if (!j.is_object()) throw std::runtime_error(fmt(tr("'{0}' must be a JSON object"), what));
  return j;
}

ConfigFields::ConfigFields(const json& config, const std::string& what, const std::string& family)
    : JsonFields(config, field_of(what), [](const std::string& m) { throw std::runtime_error(m); }),
      what_(what),
      family_(family) {}

int ConfigFields::size(const std::vector<std::string>& names, long long max) const {
  for (const std::string& name : names) {
    if (has(name)) return static_cast<int>(integer(name, 1, max));
  }
  return static_cast<int>(integer(names.front(), 1, max));  // missing: says so
}

int ConfigFields::size_or(const std::string& name, int fallback, long long max) const {
  return static_cast<int>(integer(name, fallback, 1, max));
}

int ConfigFields::token_id(const std::string& name, int fallback) const {
  const json* v = find(name);
  if (v != nullptr && v->is_array() && !v->empty()) {
    const json first{{name, v->front()}};
    return ConfigFields(first, what_, family_).token_id(name, fallback);
  }
  return static_cast<int>(integer(name, fallback, 0, kMaxVocabulary - 1));
}

void ConfigFields::refuse(const std::string& message) const { fail_whole("'" + what_ + "': " + message); }

Architecture gpt2_config(const ConfigFields& c) {
  if (const json* act = c.find("activation_function")) {
    if (*act != "gelu_new" && *act != "gelu_pytorch_tanh") {
      c.refuse(fmt(tr("activation_function is {0}; GPT-2 uses the tanh GELU (\"gelu_new\")"), json_brief(*act)));
    }
  }
  Architecture a;
  a.layers = c.size({"n_layer"}, kMaxLayers);
  a.heads = c.size({"n_head"}, kMaxWidth);
  a.kv_heads = a.heads;
  a.d_model = c.size({"n_embd"}, kMaxWidth);
  a.context = c.size({"n_positions", "n_ctx"}, kMaxContext);
  a.vocabulary = c.size({"vocab_size"}, kMaxVocabulary);
  a.norm_eps = c.number("layer_norm_epsilon", 1e-5, 0.0, 1.0, true);
  // Q, K and V lie side by side in one D×3D matrix: each head is D / H wide.
  require_multiple(c, a.d_model, "n_embd", a.heads, "n_head");
  a.head_dim = a.d_model / a.heads;
  a.mlp_width = 4 * a.d_model;
  return a;
}

Architecture llama_config(const ConfigFields& c) {
  if (const json* act = c.find("hidden_act")) {
    if (*act != "silu") c.refuse(fmt(tr("hidden_act is {0}; {1} models use SwiGLU with silu"), json_brief(*act), c.family()));
  }
  Architecture a;
  a.layers = c.size({"num_hidden_layers"}, kMaxLayers);
  a.d_model = c.size({"hidden_size"}, kMaxWidth);
  a.heads = c.size({"num_attention_heads"}, kMaxWidth);
  a.kv_heads = c.size_or("num_key_value_heads", a.heads, kMaxWidth);
  require_multiple(c, a.heads, "num_attention_heads", a.kv_heads, "num_key_value_heads");
  a.head_dim = c.size_or("head_dim", 0, kMaxWidth);
  if (a.head_dim == 0) {
    require_multiple(c, a.d_model, "hidden_size", a.heads, "num_attention_heads", true);
    a.head_dim = a.d_model / a.heads;
  }
  if (a.head_dim % 2 != 0) {
    c.refuse(fmt(tr("the head width {0} is odd; rotary positions turn pairs of values"), a.head_dim));
  }
  a.mlp_width = c.size({"intermediate_size"}, kMaxWidth * 8);
  a.context = c.size({"max_position_embeddings"}, kMaxContext);
  a.vocabulary = c.size({"vocab_size"}, kMaxVocabulary);
  a.norm = decoder::Norm::RmsNorm;
  a.norm_eps = c.number("rms_norm_eps", 1e-6, 0.0, 1.0, true);
  a.positions = decoder::Positions::Rotary;
  a.rope_theta = c.number("rope_theta", 10000.0, 1.0, 1e15, true);
  a.rope_scaling = rope_scaling(c);
  a.mlp = decoder::Mlp::SwiGlu;
  a.tied_embeddings = c.flag("tie_word_embeddings", false);
  const bool attention_bias = c.flag("attention_bias", false);
  a.qkv_bias = attention_bias;
  a.o_bias = attention_bias;
  a.mlp_bias = c.flag("mlp_bias", false);
  return a;
}

Architecture mistral_config(const ConfigFields& c) {
  Architecture a = llama_config(c);
  a.sliding_window = c.size_or("sliding_window", 0, kMaxContext);
  return a;
}

Architecture qwen2_config(const ConfigFields& c) {
  Architecture a = llama_config(c);
  a.qkv_bias = true;  // Qwen2's q, k and v always have biases, its o never
  a.o_bias = false;
  return a;
}

Architecture qwen3_config(const ConfigFields& c) {
  Architecture a = llama_config(c);
  a.qk_norm = decoder::QkNorm::PerHead;
  return a;
}

// The values of each head that turn, int(d_k · factor) as transformers cuts them: 0 for the
// whole head, else an even number of at least 2 (refused otherwise).
int rotary_part(const ConfigFields& c, int head_dim, double factor, const char* key) {
  const auto turned = static_cast<int>(static_cast<double>(head_dim) * factor);
  if (turned < 2 || turned % 2 != 0) {
    c.refuse(fmt(tr("{0} turns {1} of each head's {2} values; rotary positions turn an even number, at least 2"),
                 key, turned, head_dim));
  }
  return turned == head_dim ? 0 : turned;
}

Architecture phi3_config(const ConfigFields& c) {
  if (const json* r = c.find("rope_scaling"); r != nullptr && r->is_object()) {
    const json type = r->value("rope_type", r->value("type", json()));
    if (type == "longrope" || type == "su") {
      c.refuse(fmt(tr("rope_scaling type {0} (Phi-3's long-context RoPE, as in its 128k models) is not read yet; the "
                      "4k models open"),
                   json_brief(type)));
    }
  }
  Architecture a = llama_config(c);
  a.rotary_dims = rotary_part(c, a.head_dim, c.number("partial_rotary_factor", 1.0, 0.0, 1.0), "partial_rotary_factor");
  a.sliding_window = c.size_or("sliding_window", 0, kMaxContext);
  return a;
}

// What Gemma 2 and Gemma 3 share: a Llama-like decoder with its embeddings × √D, norms
// before and after each sublayer, GeGLU (tanh), scores ÷ √query_pre_attn_scalar, its own
// head width, and local layers with a sliding window between global ones: those
// `layer_types` names "sliding_attention" where the config lists them, else all but every
// `pattern`-th layer; tied embeddings unless it says otherwise.
Architecture gemma_config(const ConfigFields& c, int pattern) {
  const std::string act = c.text("hidden_activation", c.text("hidden_act", "gelu_pytorch_tanh"));
  if (act != "gelu_pytorch_tanh" && act != "gelu_new") {
    c.refuse(fmt(tr("hidden_activation is {0}; Gemma opens with the tanh GELU (\"gelu_pytorch_tanh\")"), act));
  }
  Architecture a;
  a.layers = c.size({"num_hidden_layers"}, kMaxLayers);
  a.d_model = c.size({"hidden_size"}, kMaxWidth);
  a.heads = c.size({"num_attention_heads"}, kMaxWidth);
  a.kv_heads = c.size_or("num_key_value_heads", a.heads, kMaxWidth);
  require_multiple(c, a.heads, "num_attention_heads", a.kv_heads, "num_key_value_heads");
  a.head_dim = c.size_or("head_dim", 256, kMaxWidth);
  if (a.head_dim % 2 != 0) {
    c.refuse(fmt(tr("the head width {0} is odd; rotary positions turn pairs of values"), a.head_dim));
  }
  a.mlp_width = c.size({"intermediate_size"}, kMaxWidth * 8);
  a.context = c.size({"max_position_embeddings"}, kMaxContext);
  a.vocabulary = c.size({"vocab_size"}, kMaxVocabulary);
  a.norm = decoder::Norm::RmsNorm;
  a.norm_eps = c.number("rms_norm_eps", 1e-6, 0.0, 1.0, true);
  a.norm_outputs = true;
  a.positions = decoder::Positions::Rotary;
  a.rope_theta = c.number("rope_theta", 10000.0, 1.0, 1e15, true);
  a.rope_scaling = rope_scaling(c);
  a.mlp = decoder::Mlp::GatedGelu;
  a.mlp_bias = false;
  const bool bias = c.flag("attention_bias", false);
  a.qkv_bias = bias;
  a.o_bias = bias;
  a.tied_embeddings = c.flag("tie_word_embeddings", true);
  a.embed_scale = static_cast<float>(std::sqrt(static_cast<double>(a.d_model)));
  a.score_scale_dim = c.number("query_pre_attn_scalar", a.head_dim, 0.0, 1e9, true);
  a.sliding_window = c.size_or("sliding_window", 4096, kMaxContext);
  a.local_layers.assign(static_cast<std::size_t>(a.layers), 0);
  if (const json* types = c.find("layer_types")) {
    if (!types->is_array() || types->size() != static_cast<std::size_t>(a.layers)) {
      c.refuse(fmt(tr("layer_types must list each of the {0} layers"), a.layers));
    }
    for (std::size_t l = 0; l < types->size(); ++l) {
      const json& t = (*types)[l];
      if (t != "sliding_attention" && t != "full_attention") {
        c.refuse(fmt(tr("layer_types names {0}; these are read: sliding_attention, full_attention"), json_brief(t)));
      }
      a.local_layers[l] = t == "sliding_attention" ? 1 : 0;
    }
  } else {
    for (int l = 0; l < a.layers; ++l) a.local_layers[static_cast<std::size_t>(l)] = (l + 1) % pattern != 0 ? 1 : 0;
  }
  return a;
}

Architecture gemma2_config(const ConfigFields& c) {
  Architecture a = gemma_config(c, 2);
  // Gemma 2's caps: absent or null, none.
  a.attention_softcap = static_cast<float>(c.number("attn_logit_softcapping", 0.0, 0.0, 1e9));
  a.logit_softcap = static_cast<float>(c.number("final_logit_softcapping", 0.0, 0.0, 1e9));
  return a;
}

Architecture gemma3_config(const ConfigFields& c) {
  const int pattern = c.has("sliding_window_pattern") ? c.size_or("sliding_window_pattern", 6, kMaxLayers)
                                                      : c.size_or("_sliding_window_pattern", 6, kMaxLayers);
  Architecture a = gemma_config(c, pattern);
  a.qk_norm = decoder::QkNorm::PerHead;
  // The local layers turn by their own base, without the global layers' scaling.
  a.local_rope_theta = c.number("rope_local_base_freq", 10000.0, 1.0, 1e15, true);
  // Gemma 3 does not cap its scores (its attention reads no attn_logit_softcapping).
  a.logit_softcap = static_cast<float>(c.number("final_logit_softcapping", 0.0, 0.0, 1e9));
  return a;
}

Architecture gpt_neox_config(const ConfigFields& c) {
  Architecture a;
  a.layers = c.size({"num_hidden_layers"}, kMaxLayers);
  a.d_model = c.size({"hidden_size"}, kMaxWidth);
  a.heads = c.size({"num_attention_heads"}, kMaxWidth);
  a.kv_heads = a.heads;  // q, k and v of each head lie together in query_key_value
  require_multiple(c, a.d_model, "hidden_size", a.heads, "num_attention_heads");
  a.head_dim = a.d_model / a.heads;
  a.mlp_width = c.size({"intermediate_size"}, kMaxWidth * 8);
  a.context = c.size({"max_position_embeddings"}, kMaxContext);
  a.vocabulary = c.size({"vocab_size"}, kMaxVocabulary);
  a.norm = decoder::Norm::LayerNorm;
  a.norm_eps = c.number("layer_norm_eps", 1e-5, 0.0, 1.0, true);
  a.positions = decoder::Positions::Rotary;
  a.rope_theta = c.has("rope_theta") ? c.number("rope_theta", 10000.0, 1.0, 1e15, true)
                                     : c.number("rotary_emb_base", 10000.0, 1.0, 1e15, true);
  a.rope_scaling = rope_scaling(c);
  // The first int(d_k · rotary_pct) values of each head turn.
  a.rotary_dims = c.has("partial_rotary_factor")
                      ? rotary_part(c, a.head_dim, c.number("partial_rotary_factor", 1.0, 0.0, 1.0), "partial_rotary_factor")
                      : rotary_part(c, a.head_dim, c.number("rotary_pct", 1.0, 0.0, 1.0), "rotary_pct");
  a.parallel_residual = c.flag("use_parallel_residual", true);
  const std::string act = c.text("hidden_act", "gelu");
  if (act == "gelu") {
    a.mlp = decoder::Mlp::Gelu;
  } else if (act == "gelu_new" || act == "gelu_fast" || act == "gelu_pytorch_tanh") {
    a.mlp = decoder::Mlp::GeluTanh;
  } else {
    c.refuse(fmt(tr("hidden_act is {0}; GPT-NeoX opens with GELU (\"gelu\", or its tanh forms)"), act));
  }
  a.tied_embeddings = c.flag("tie_word_embeddings", false);
  const bool bias = c.flag("attention_bias", true);
  a.qkv_bias = bias;
  a.o_bias = bias;
  a.mlp_bias = true;
  return a;
}

Architecture olmo2_config(const ConfigFields& c) {
  Architecture a = llama_config(c);
  a.qk_norm = decoder::QkNorm::Whole;  // q_norm over all heads' columns at once
  a.norm_inputs = false;
  a.norm_outputs = true;
  return a;
}

Architecture bert_config(const ConfigFields& c) {
  if (const json* act = c.find("hidden_act")) {
    if (*act != "gelu") c.refuse(fmt(tr("hidden_act is {0}; BERT uses the exact GELU (\"gelu\")"), json_brief(*act)));
  }
  if (const json* p = c.find("position_embedding_type")) {
    if (*p != "absolute") {
      c.refuse(fmt(tr("position_embedding_type is {0}; the BERT that opens has learned absolute positions "
                      "(\"absolute\")"),
                   json_brief(*p)));
    }
  }
  Architecture a;
  a.stacks = decoder::Stacks::Encoder;
  a.layers = c.size({"num_hidden_layers"}, kMaxLayers);
  a.d_model = c.size({"hidden_size"}, kMaxWidth);
  a.heads = c.size({"num_attention_heads"}, kMaxWidth);
  a.kv_heads = a.heads;
  require_multiple(c, a.d_model, "hidden_size", a.heads, "num_attention_heads");
  a.head_dim = a.d_model / a.heads;
  a.mlp_width = c.size({"intermediate_size"}, kMaxWidth * 8);
  a.context = c.size({"max_position_embeddings"}, kMaxContext);
  a.vocabulary = c.size({"vocab_size"}, kMaxVocabulary);
  c.size_or("type_vocab_size", 1, kMaxVocabulary);  // checked; token type 0 is the one read
  a.norm = decoder::Norm::LayerNorm;
  a.norm_eps = c.number("layer_norm_eps", 1e-12, 0.0, 1.0, true);
  a.positions = decoder::Positions::Learned;
  a.mlp = decoder::Mlp::Gelu;
  a.causal = false;
  a.post_norm = true;
  a.embedding_norm = true;
  a.token_types = true;
  a.mlm_head = true;  // whether the folder has it is known once its tensors are listed
  a.output_bias = true;
  a.tied_embeddings = true;
  return a;
}

// Marian: sinusoidal positions (computed, not stored), the embeddings scaled by √D.
Architecture marian_config(const ConfigFields& c) {
  Architecture a = marian_or_bart(c);
  a.positions = decoder::Positions::Sinusoidal;
  return with_logits_and_tokens(c, a);
}

// BART: learned positions read two rows on, the embeddings normalized.
Architecture bart_config(const ConfigFields& c) {
  Architecture a = marian_or_bart(c);
  a.positions = decoder::Positions::Learned;
  a.position_offset = 2;
  a.embedding_norm = true;
  return with_logits_and_tokens(c, a);
}

Architecture t5_config(const ConfigFields& c) {
  Architecture a;
  a.stacks = decoder::Stacks::EncoderDecoder;
  a.d_model = c.size({"d_model"}, kMaxWidth);
  a.encoder_layers = c.size({"num_layers"}, kMaxLayers);
  a.layers = c.size_or("num_decoder_layers", a.encoder_layers, kMaxLayers);
  a.heads = c.size({"num_heads"}, kMaxWidth);
  a.kv_heads = a.heads;
  a.head_dim = c.size({"d_kv"}, kMaxWidth);
  a.mlp_width = c.size({"d_ff"}, kMaxWidth * 8);
  a.vocabulary = c.size({"vocab_size"}, kMaxVocabulary);
  // Relative positions bound no length; n_positions, where given, is what the model was
  // trained on.
  a.context = c.size_or("n_positions", 512, kMaxContext);
  a.norm = decoder::Norm::RmsNorm;
  a.norm_eps = c.number("layer_norm_epsilon", 1e-6, 0.0, 1.0, true);
  a.positions = decoder::Positions::Relative;
  a.relative_buckets = c.size_or("relative_attention_num_buckets", 32, 1 << 16);
  a.relative_max_distance = c.size_or("relative_attention_max_distance", 128, 1 << 24);
  a.scale_scores = false;
  a.qkv_bias = false;
  a.o_bias = false;
  a.mlp_bias = false;
  const json* proj = c.find("feed_forward_proj");
  const std::string ff = proj != nullptr && proj->is_string() ? proj->get<std::string>() : "relu";
  if (ff == "relu") {
    a.mlp = decoder::Mlp::Relu;
  } else if (ff == "gated-gelu") {
    a.mlp = decoder::Mlp::GatedGelu;
  } else if (ff == "gated-silu") {
    a.mlp = decoder::Mlp::SwiGlu;
  } else {
    c.refuse(fmt(tr("feed_forward_proj is {0}; these are read: relu, gated-gelu, gated-silu"),
                 proj ? json_brief(*proj) : std::string(tr("(none)"))));
  }
  a.tied_embeddings = c.flag("tie_word_embeddings", true);
  if (a.tied_embeddings) a.output_scale = 1.0f / std::sqrt(static_cast<float>(a.d_model));
  a.decoder_start = c.token_id("decoder_start_token_id", 0);
  a.eos = c.token_id("eos_token_id", 1);
  return a;
}

Architecture vit_config(const ConfigFields& c) {
  Architecture a = vision_encoder(c, 1e-12);
  a.mlp_width = c.size_or("intermediate_size", 4 * a.d_model, kMaxWidth * 8);
  a.vision.classifier = decoder::Classifier::Cls;
  return with_positions(a);
}

Architecture deit_config(const ConfigFields& c) {
  Architecture a = vit_config(c);
  a.vision.distillation = true;
  a.vision.classifier = decoder::Classifier::ClsAndDistillation;
  return with_positions(a);
}

Architecture dinov2_config(const ConfigFields& c) {
  if (c.flag("use_swiglu_ffn", false)) {
    c.refuse(tr("use_swiglu_ffn is true (DINOv2 giant's SwiGLU MLP); the DINOv2 models that open have a GELU MLP"));
  }
  Architecture a = vision_encoder(c, 1e-6);
  a.vision.image_size = c.size_or("image_size", 518, 1 << 16);
  a.vision.patch_size = c.size_or("patch_size", 14, 1 << 12);
  // DINOv2's MLP is mlp_ratio times as wide, rounded down as int() rounds.
  const double ratio = c.number("mlp_ratio", 4.0, 0.0, 64.0, true);
  a.mlp_width = static_cast<int>(static_cast<double>(a.d_model) * ratio);
  if (a.mlp_width < 1) c.refuse(tr("mlp_ratio makes an MLP of no width"));
  a.layer_scale = true;
  a.vision.classifier = decoder::Classifier::ClsAndPatchMean;
  return with_positions(a);
}

Architecture dinov2_registers_config(const ConfigFields& c) {
  Architecture a = dinov2_config(c);
  a.vision.registers = static_cast<int>(c.integer("num_register_tokens", 4, 0, 1024));
  // Its positions are resized with antialias (the others' without).
  a.vision.position_resize = GridResize::BicubicAntialias;
  return with_positions(a);
}

}  // namespace attn::io
