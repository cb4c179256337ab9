// The architecture table's row as people read it and what it costs: the checks of a row,
// its one-line summary, and its parameters, KV cache and arithmetic from its sizes alone.
// No weights and no forward here (decoder_weights.cpp, decoder.cpp).
#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>
#include <utility>

#include "core/model/decoder.hpp"

namespace attn::decoder {
namespace {

std::string number(double v) {
  std::ostringstream s;
  if (v == std::floor(v) && std::abs(v) < 1e15) {
    s << static_cast<long long>(v);
  } else {
    s << v;
  }
  return s.str();
}

// A Vision Transformer's row: one encoder over patches with learned positions, no mask.
void validate_vision(const Architecture& a) {
  const Vision& v = a.vision;
  if (a.stacks != Stacks::Encoder || a.causal || !a.learned_positions() || a.post_norm) {
    throw AttentionError("a vision model is one pre-norm encoder with learned positions and no mask");
  }
  if (v.patch_size < 1 || v.channels < 1 || v.registers < 0) {
    throw AttentionError("patch_size and num_channels must be at least 1, num_register_tokens at least 0");
  }
  if (v.grid_rows() < 1 || v.grid_cols() < 1) {
    throw AttentionError("image_size " + std::to_string(v.image_size) + " is smaller than one patch of " +
                         std::to_string(v.patch_size));
  }
  const long long grid = static_cast<long long>(v.grid_rows()) * v.grid_cols();
  if (grid > kMaxPatches) {
    throw AttentionError("a grid of " + std::to_string(v.grid_rows()) + "×" + std::to_string(v.grid_cols()) +
                         " patches is more than the " + std::to_string(kMaxPatches) + " this program reads");
  }
  if (a.context != v.positioned() + grid) {
    throw AttentionError("a vision model's positions are its prefix's and its grid's, " +
                         std::to_string(v.positioned() + grid) + ", not " + std::to_string(a.context));
  }
}

}  // namespace

void validate(const Architecture& a) {
  const std::pair<int, const char*> sizes[] = {{a.layers, "layers (num_hidden_layers)"},
                                               {a.heads, "heads (num_attention_heads)"},
                                               {a.kv_heads, "K/V heads (num_key_value_heads)"},
                                               {a.head_dim, "the head width (head_dim)"},
                                               {a.d_model, "width (hidden_size)"},
                                               {a.mlp_width, "the MLP's width (intermediate_size)"},
                                               {a.context, "context (max_position_embeddings)"},
                                               {a.vocabulary, "vocabulary (vocab_size)"}};
  for (const auto& [value, name] : sizes) {
    if (value < 1) throw AttentionError(std::string(name) + " must be at least 1, got " + std::to_string(value));
  }
  if (a.encoder_decoder() && a.encoder_layers < 1) {
    throw AttentionError("an encoder–decoder needs encoder layers, got " + std::to_string(a.encoder_layers));
  }
  if (a.heads % a.kv_heads != 0) {
    throw AttentionError("the " + std::to_string(a.heads) + " query heads are not a multiple of the " +
                         std::to_string(a.kv_heads) + " K/V heads (num_key_value_heads)");
  }
  if (!(a.norm_eps > 0.0) || !std::isfinite(a.norm_eps)) {
    throw AttentionError("the norm's epsilon must be finite and > 0");
  }
  if (a.rotary()) {
    if (a.rotary_dims < 0 || a.rotary_dims > a.head_dim || a.rotary_dims % 2 != 0) {
      throw AttentionError("the rotary part of a head must be an even number of values up to d_k " +
                           std::to_string(a.head_dim) + ", got " + std::to_string(a.rotary_dims));
    }
    rope_frequencies(a.rotated(), a.rope_theta, a.rope_scaling);
  }
  if (a.encoder_decoder() && (a.norm_outputs || a.parallel_residual)) {
    throw AttentionError("an encoder–decoder's sublayers are added one after the other, their outputs as they are");
  }
  if (a.post_norm && (a.norm_outputs || !a.norm_inputs || a.parallel_residual)) {
    throw AttentionError("a post-norm model normalises each sum; it has no norms of its own before or after a sublayer");
  }
  if (a.positions == Positions::Relative && (a.relative_buckets < 2 || a.relative_max_distance < 2)) {
    throw AttentionError("relative positions need at least 2 buckets and a distance of at least 2");
  }
  if (a.position_offset < 0) throw AttentionError("the position offset must be at least 0");
  if (a.sliding_window < 0) throw AttentionError("sliding_window must be at least 0");
  if (!a.local_layers.empty() && a.local_layers.size() != static_cast<std::size_t>(a.layers)) {
    throw AttentionError("the local layers are listed for " + std::to_string(a.local_layers.size()) + " layers, not " +
                         std::to_string(a.layers));
  }
  if (!(a.score_scale_dim >= 0.0) || !std::isfinite(a.score_scale_dim) || !(a.attention_softcap >= 0.0f) ||
      !std::isfinite(a.attention_softcap) || !(a.logit_softcap >= 0.0f) || !std::isfinite(a.logit_softcap) ||
      !(a.local_rope_theta >= 0.0) || !std::isfinite(a.local_rope_theta)) {
    throw AttentionError("the scaling width, the soft caps and the local RoPE base must be finite and at least 0");
  }
  if (!(a.embed_scale > 0.0f) || !std::isfinite(a.embed_scale) || !(a.output_scale > 0.0f) ||
      !std::isfinite(a.output_scale)) {
    throw AttentionError("the embedding's and the output's scales must be finite and > 0");
  }
  if (a.encoder_decoder() && (a.decoder_start < 0 || a.decoder_start >= a.vocabulary)) {
    throw AttentionError("the decoder's start token " + std::to_string(a.decoder_start) +
                         " is outside the vocabulary of " + std::to_string(a.vocabulary));
  }
  if (a.reads_pictures()) validate_vision(a);
}

std::string sharing(const Architecture& a) {
  if (a.kv_heads == a.heads) return std::to_string(a.heads) + " heads, each with its own K and V";
  if (a.kv_heads == 1) return std::to_string(a.heads) + " query heads share 1 K/V head";
  return std::to_string(a.heads) + " query heads share " + std::to_string(a.kv_heads) + " K/V heads";
}

std::string summary(const Architecture& a, const std::string& dtype) {
  std::string s;
  if (a.reads_pictures()) {
    const Vision& v = a.vision;
    s = std::to_string(a.layers) + " layers · D " + std::to_string(a.d_model) + " · " + std::to_string(a.heads) +
        " heads · d_k " + std::to_string(a.head_dim) + " · patches " + std::to_string(v.patch_size) + "×" +
        std::to_string(v.patch_size) + " of " +
        (v.image_width > 0 && v.image_width != v.image_size
             ? std::to_string(v.image_size) + "×" + std::to_string(v.image_width)
             : std::to_string(v.image_size) + "²") +
        " (" + std::to_string(v.grid_rows()) + "×" + std::to_string(v.grid_cols()) + ")";
    if (v.distillation) s += " · distillation token";
    if (v.registers > 0) s += " · " + std::to_string(v.registers) + " registers";
    if (a.layer_scale) s += " · layer scale";
    s += " · LayerNorm · GELU " + std::to_string(a.mlp_width) + " · no mask";
    s += v.classifier == Classifier::None ? " · no classifier" : " · " + std::to_string(a.vocabulary) + " classes";
    if (!dtype.empty()) s += " · " + dtype;
    return s;
  }
  if (a.encoder_decoder()) {
    s = std::to_string(a.encoder_layers) + " + " + std::to_string(a.layers) + " layers (encoder + decoder)";
  } else {
    s = std::to_string(a.layers) + " layers";
  }
  s += " · D " + std::to_string(a.d_model) + " · " + std::to_string(a.heads) + " heads";
  if (a.kv_heads != a.heads) s += " (" + std::to_string(a.kv_heads) + " K/V)";
  s += " · d_k " + std::to_string(a.head_dim);
  switch (a.positions) {
    case Positions::Learned:
      s += " · learned positions " + std::to_string(a.context);
      break;
    case Positions::Rotary:
      s += " · RoPE θ " + number(a.rope_theta);
      if (a.rotated() < a.head_dim) s += " on " + std::to_string(a.rotated()) + " of " + std::to_string(a.head_dim);
      if (a.rope_scaling.kind != RopeScaling::Kind::None) {
        s += " (" + rope_scaling_name(a.rope_scaling.kind) + " ×" + number(a.rope_scaling.factor) + ")";
      }
      if (a.local_rope_theta > 0.0) s += ", local θ " + number(a.local_rope_theta);
      break;
    case Positions::Sinusoidal:
      s += " · sinusoidal positions";
      break;
    case Positions::Relative:
      s += " · relative positions (" + std::to_string(a.relative_buckets) + " buckets)";
      break;
  }
  if (!a.scale_scores) s += " · no ÷√d_k";
  if (a.scale_scores && a.score_scale_dim > 0.0 && a.score_scale_dim != a.head_dim) {
    s += " · scores ÷√" + number(a.score_scale_dim);
  }
  if (a.attention_softcap > 0.0f) s += " · scores capped at " + number(a.attention_softcap);
  if (a.qk_norm == QkNorm::PerHead) s += " · q/k norm";
  if (a.qk_norm == QkNorm::Whole) s += " · q/k norm (whole width)";
  if (a.qkv_bias && a.norm == Norm::RmsNorm) s += " · q/k/v biases";
  s += a.post_norm ? " · post-" : " · ";
  s += a.norm == Norm::RmsNorm ? "RMSNorm" : "LayerNorm";
  if (a.norm_outputs) s += a.norm_inputs ? " before and after each sublayer" : " after each sublayer";
  if (a.parallel_residual) s += " · attention ∥ MLP";
  const char* mlp = "";
  switch (a.mlp) {
    case Mlp::GeluTanh:
    case Mlp::Gelu: mlp = " · GELU "; break;
    case Mlp::SwiGlu: mlp = " · SwiGLU "; break;
    case Mlp::Silu: mlp = " · SiLU "; break;
    case Mlp::Relu: mlp = " · ReLU "; break;
    case Mlp::GatedGelu: mlp = " · gated GELU "; break;
  }
  s += mlp + std::to_string(a.mlp_width);
  if (!a.causal) s += " · no mask";
  if (!a.predicts) {
    s += " · no prediction head";
  } else if (a.mlm_head) {
    s += " · masked-LM head";
  } else {
    s += a.tied_embeddings ? " · tied embeddings" : " · separate output matrix";
  }
  if (a.sliding_window > 0) {
    s += " · window " + std::to_string(a.sliding_window);
    if (!a.local_layers.empty()) {
      const auto local = std::count(a.local_layers.begin(), a.local_layers.end(), 1);
      s += " on " + std::to_string(local) + " of " + std::to_string(a.layers) + " layers";
    }
  }
  if (a.logit_softcap > 0.0f) s += " · logits capped at " + number(a.logit_softcap);
  if (!dtype.empty()) s += " · " + dtype;
  return s;
}

std::uint64_t parameter_count(const Architecture& a) {
  const auto d = static_cast<std::uint64_t>(a.d_model);
  if (a.reads_pictures()) {
    // The layers as a text encoder's, with a patch embedding, the special tokens, the
    // positions, the layer scales and the classifier in place of the token embedding.
    Architecture text = a;
    text.input = Input::Tokens;
    text.vocabulary = 0;
    text.predicts = false;
    text.context = 0;
    const Vision& v = a.vision;
    const auto p = static_cast<std::uint64_t>(v.patch_size);
    std::uint64_t total = parameter_count(text);
    total += static_cast<std::uint64_t>(v.channels) * p * p * d + d;
    total += static_cast<std::uint64_t>(v.prefix()) * d;
    total += static_cast<std::uint64_t>(a.context) * d;
    if (a.layer_scale) total += 2 * d * static_cast<std::uint64_t>(a.layers);
    const auto classes = static_cast<std::uint64_t>(a.vocabulary);
    switch (v.classifier) {
      case Classifier::None: break;
      case Classifier::Cls: total += d * classes + classes; break;
      case Classifier::ClsAndDistillation: total += 2 * (d * classes + classes); break;
      case Classifier::ClsAndPatchMean: total += 2 * d * classes + classes; break;
    }
    return total;
  }
  const auto q = static_cast<std::uint64_t>(a.heads * a.head_dim);
  const auto kv = static_cast<std::uint64_t>(a.kv_heads * a.head_dim);
  const auto f = static_cast<std::uint64_t>(a.mlp_width);
  const std::uint64_t norm = a.norm == Norm::LayerNorm ? 2 * d : d;
  std::uint64_t attention = d * (q + 2 * kv) + q * d;
  if (a.qkv_bias) attention += q + 2 * kv;
  if (a.o_bias) attention += d;
  if (a.qk_norm == QkNorm::PerHead) attention += 2 * static_cast<std::uint64_t>(a.head_dim);
  if (a.qk_norm == QkNorm::Whole) attention += q + kv;
  std::uint64_t layer = (a.norm_inputs || a.post_norm ? 2 * norm : 0) + (a.norm_outputs ? 2 * norm : 0) + attention;
  layer += (a.gated() ? 3 : 2) * d * f;
  if (a.mlp_bias) layer += (a.gated() ? 2 : 1) * f + d;
  const auto v = static_cast<std::uint64_t>(a.vocabulary);
  const auto l = static_cast<std::uint64_t>(a.layers);
  const auto e = static_cast<std::uint64_t>(a.encoder_layers);
  std::uint64_t total = v * d + l * layer;
  // The decoder layers of an encoder–decoder have a cross-attention and its norm too.
  if (a.encoder_decoder()) total += e * layer + l * (attention + norm);
  const std::uint64_t stacks = a.encoder_decoder() ? 2 : 1;
  if (!a.post_norm) total += stacks * norm;  // the final norms
  if (a.embedding_norm) total += stacks * 2 * d;
  if (a.learned_positions()) total += stacks * static_cast<std::uint64_t>(a.context + a.position_offset) * d;
  if (a.positions == Positions::Relative) total += stacks * static_cast<std::uint64_t>(a.relative_buckets * a.heads);
  if (a.token_types) total += 2 * d;
  if (a.mlm_head) total += d * d + d + 2 * d;
  if (a.output_bias) total += v;
  if (!a.tied_embeddings && a.predicts) total += v * d;
  return total;
}

std::size_t kv_bytes_per_token(const Architecture& a, std::size_t bytes_per_value) {
  return 2 * static_cast<std::size_t>(a.layers) * static_cast<std::size_t>(a.kv_heads) *
         static_cast<std::size_t>(a.head_dim) * bytes_per_value;
}

double forward_flops(const Architecture& a, std::size_t tokens) {
  const double t = static_cast<double>(tokens);
  const double d = a.d_model;
  const double q = static_cast<double>(a.heads) * a.head_dim;
  const double kv = static_cast<double>(a.kv_heads) * a.head_dim;
  const double mlp = (a.gated() ? 3.0 : 2.0) * d * a.mlp_width;
  const double per_token = d * (q + 2.0 * kv) + q * d + mlp;
  // Scores and weighted sums: each query against the keys up to it (all of them without
  // the mask).
  const double attention = a.causal ? 2.0 * q * t * (t + 1.0) / 2.0 : 2.0 * q * t * t;
  double total = a.layers * (t * per_token + attention);
  if (a.encoder_decoder()) {
    // The encoder over as many tokens (no mask), and each decoder layer's cross-attention.
    total += a.encoder_layers * (t * per_token + 2.0 * q * t * t);
    total += a.layers * (t * (d * q + q * d) + t * 2.0 * kv * d + 2.0 * q * t * t);
  }
  const double head = a.mlm_head ? d * d : 0.0;
  return total + (a.predicts ? head + d * a.vocabulary : 0.0);
}

std::uint64_t parameter_bytes(const Architecture& a) { return sizeof(float) * parameter_count(a); }

Options options_for(const Architecture& a) {
  Options o;
  o.causal = a.causal;
  return o;
}

}  // namespace attn::decoder
