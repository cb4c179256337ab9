// A model's weights against its row of the architecture table: every parameter's shape
// checked (the first that is not the row's named), what they take in memory, and a token's
// embedding read from floats or BF16. No reading of files (app/io does) and no forward.
#include <algorithm>
#include <string>
#include <vector>

#include "core/model/decoder_stack.hpp"

namespace attn::decoder {
namespace {

std::string shape_of(const WeightRef& m) {
  return std::to_string(m.rows()) + "×" + std::to_string(m.cols());
}

void require(const WeightRef& m, Eigen::Index rows, Eigen::Index cols, const std::string& name) {
  if (m.rows() != rows || m.cols() != cols) {
    throw AttentionError(name + " must be " + std::to_string(rows) + "×" + std::to_string(cols) +
                         ", got " + shape_of(m));
  }
}

// A bias the architecture has (1×n) or has not (empty).
void require_bias(const Matrix& m, bool present, Eigen::Index n, const std::string& name) {
  if (present) {
    require(m, 1, n, name);
  } else if (m.size() != 0) {
    throw AttentionError(name + " must be absent in this architecture, got " + shape_of(m));
  }
}

// encoder–decoder, which have a cross-attention.
void validate_layers(const Architecture& a, const std::vector<Layer>& layers, int count, bool cross,
                     const std::string& stack) {
  const Eigen::Index d = a.d_model;
  const Eigen::Index q = static_cast<Eigen::Index>(a.heads) * a.head_dim;
  const Eigen::Index kv = static_cast<Eigen::Index>(a.kv_heads) * a.head_dim;
  const Eigen::Index f = a.mlp_width;
  const bool layer_norm = a.norm == Norm::LayerNorm;
  if (layers.size() != static_cast<std::size_t>(count)) {
    throw AttentionError("the " + stack + " has " + std::to_string(layers.size()) +
                         " layers, its configuration says " + std::to_string(count));
  }
  const auto check_attention = [&](const MhaWeights& w, const std::string& p) {
    require(w.q(), d, q, p + "W_q");
    require(w.k(), d, kv, p + "W_k");
    require(w.v(), d, kv, p + "W_v");
    require(w.o(), q, d, p + "W_o");
    require_bias(w.b_q, a.qkv_bias, q, p + "b_q");
    require_bias(w.b_k, a.qkv_bias, kv, p + "b_k");
    require_bias(w.b_v, a.qkv_bias, kv, p + "b_v");
    require_bias(w.b_o, a.o_bias, d, p + "b_o");
    const bool whole = a.qk_norm == QkNorm::Whole;
    require_bias(w.q_norm, a.qk_norm != QkNorm::None, whole ? q : a.head_dim, p + "q norm");
    require_bias(w.k_norm, a.qk_norm != QkNorm::None, whole ? kv : a.head_dim, p + "k norm");
  };
  for (std::size_t l = 0; l < layers.size(); ++l) {
    const Layer& y = layers[l];
    const std::string p = (stack == "model" ? "" : stack + " ") + "layer " + std::to_string(l) + " ";
    // Norms before the sublayers (pre-norm), after their sums (post-norm), and of their
    // outputs (norm_outputs).
    const bool inputs = a.norm_inputs || a.post_norm;
    require_bias(y.norm1_w, inputs, d, p + "attention norm weight");
    require_bias(y.norm1_b, inputs && layer_norm, d, p + "attention norm bias");
    require_bias(y.out_norm1_w, a.norm_outputs, d, p + "attention output norm weight");
    require_bias(y.out_norm1_b, a.norm_outputs && layer_norm, d, p + "attention output norm bias");
    require_bias(y.out_norm2_w, a.norm_outputs, d, p + "MLP output norm weight");
    require_bias(y.out_norm2_b, a.norm_outputs && layer_norm, d, p + "MLP output norm bias");
    check_attention(y.attention, p);
    if (cross) {
      require(y.cross_norm_w, 1, d, p + "cross-attention norm weight");
      require_bias(y.cross_norm_b, layer_norm, d, p + "cross-attention norm bias");
      check_attention(y.cross, p + "cross-attention ");
    } else if (y.cross_norm_w.size() != 0 || y.cross.q().size() != 0) {
      throw AttentionError(p + "has a cross-attention, which only an encoder–decoder's decoder has");
    }
    require_bias(y.norm2_w, inputs, d, p + "MLP norm weight");
    require_bias(y.norm2_b, inputs && layer_norm, d, p + "MLP norm bias");
    require(y.up_w, d, f, p + (a.gated() ? "MLP up" : "MLP in"));
    require_bias(y.up_b, a.mlp_bias, f, p + "MLP in bias");
    if (a.gated()) {
      require(y.gate_w, d, f, p + "MLP gate");
      require_bias(y.gate_b, a.mlp_bias, f, p + "MLP gate bias");
    }
    require(y.down_w, f, d, p + "MLP out");
    require_bias(y.down_b, a.mlp_bias, d, p + "MLP out bias");
    require_bias(y.scale1, a.layer_scale, d, p + "attention's layer scale");
    require_bias(y.scale2, a.layer_scale, d, p + "MLP's layer scale");
  }
}

// What surrounds a stack's layers: positions, the embeddings' norm, the final norm, the
// relative bias.
void validate_around(const Architecture& a, const StackWeights& s, const std::string& stack) {
  const Eigen::Index d = a.d_model;
  const bool layer_norm = a.norm == Norm::LayerNorm;
  const std::string of = stack == "model" ? "" : " of the " + stack;
  if (a.learned_positions()) {
    require(s.positions, a.context + a.position_offset, d, "the position embedding" + of);
  } else if (s.positions.size() != 0) {
    throw AttentionError("a model without learned positions has no position embedding" + of);
  }
  require_bias(s.embed_norm_w, a.embedding_norm, d, "the embeddings' norm weight" + of);
  require_bias(s.embed_norm_b, a.embedding_norm && layer_norm, d, "the embeddings' norm bias" + of);
  require_bias(s.final_w, !a.post_norm, d, "the final norm weight" + of);
  require_bias(s.final_b, !a.post_norm && layer_norm, d, "the final norm bias" + of);
  if (a.positions == Positions::Relative) {
    require(s.relative_bias, a.relative_buckets, a.heads, "the relative position bias" + of);
  } else if (s.relative_bias.size() != 0) {
    throw AttentionError("a model without relative positions has no relative position bias" + of);
  }
}

// A Vision Transformer's patch embedding, special tokens and classifier, in place of the
// token embedding and the output.
void validate_vision(const Weights& w) {
  const Architecture& a = w.arch;
  const Vision& v = a.vision;
  const Eigen::Index d = a.d_model;
  if (w.embed.size() != 0 || w.embed16.size() != 0 || w.separate_output() || w.head_w.size() != 0) {
    throw AttentionError("a vision model has no token embedding and no output matrix");
  }
  require(w.patch_w, static_cast<Eigen::Index>(v.channels) * v.patch_size * v.patch_size, d, "the patch embedding");
  require(w.patch_b, 1, d, "the patch embedding's bias");
  require(w.cls_token, 1, d, "the [CLS] token");
  require_bias(w.distillation_token, v.distillation, d, "the distillation token");
  if (v.registers > 0) {
    require(w.register_tokens, v.registers, d, "the register tokens");
  } else if (w.register_tokens.size() != 0) {
    throw AttentionError("a model without registers has no register tokens");
  }
  const Eigen::Index classes = a.vocabulary;
  const bool classifies = v.classifier != Classifier::None;
  if (classifies) {
    require(w.classifier_w, v.classifier == Classifier::ClsAndPatchMean ? 2 * d : d, classes, "the classifier");
  } else if (w.classifier_w.size() != 0) {
    throw AttentionError("a model without a classifier has no classifier weights");
  }
  require_bias(w.classifier_b, classifies, classes, "the classifier's bias");
  const bool distills = v.classifier == Classifier::ClsAndDistillation;
  if (distills) {
    require(w.distillation_w, d, classes, "the distillation classifier");
  } else if (w.distillation_w.size() != 0) {
    throw AttentionError("only DeiT has a distillation classifier");
  }
  require_bias(w.distillation_b, distills, classes, "the distillation classifier's bias");
}

}  // namespace

void validate(const Weights& w) {
  const Architecture& a = w.arch;
  validate(a);
  const Eigen::Index d = a.d_model;
  if (a.reads_pictures()) {
    validate_around(a, main_stack(w), "model");
    validate_layers(a, w.layers, a.layers, false, "model");
    validate_vision(w);
    return;
  }
  if (w.embed16.size() != 0) {
    if (w.embed.size() != 0) throw AttentionError("the token embedding is held twice, as floats and in BF16");
    require(w.embed16, d, a.vocabulary, "the token embedding (BF16, as Eᵀ)");
  } else {
    require(w.embed, a.vocabulary, d, "the token embedding");
  }
  validate_around(a, main_stack(w), "model");
  validate_layers(a, w.layers, a.layers, a.encoder_decoder(), "model");
  if (a.encoder_decoder()) {
    validate_around(a, encoder_stack(w), "encoder");
    validate_layers(a, w.encoder.layers, a.encoder_layers, false, "encoder");
  } else if (!w.encoder.layers.empty()) {
    throw AttentionError("a model of one stack has no encoder layers of its own");
  }
  require_bias(w.token_type, a.token_types, d, "the token type embedding");
  const bool head = a.mlm_head && a.predicts;
  if (head) {
    require(w.head_w, d, d, "the masked-LM head's transform");
  } else if (w.head_w.size() != 0) {
    throw AttentionError("the masked-LM head's transform must be absent in this architecture");
  }
  require_bias(w.head_b, head, d, "the masked-LM head's transform bias");
  require_bias(w.head_norm_w, head, d, "the masked-LM head's norm weight");
  require_bias(w.head_norm_b, head, d, "the masked-LM head's norm bias");
  require_bias(w.output_bias, a.output_bias && a.predicts, a.vocabulary, "the output bias");
  if (!a.predicts) {
    if (w.separate_output()) throw AttentionError("a model without a prediction head has no output matrix");
  } else if (a.tied_embeddings) {
    if (w.separate_output()) throw AttentionError("a tied model has no separate output matrix");
  } else if (w.output16.size() != 0) {
    require(w.output16, d, a.vocabulary, "the output matrix (lm_head, BF16, as its transpose)");
  } else {
    require(w.output, a.vocabulary, d, "the output matrix (lm_head)");
  }
}

std::size_t held_bytes(const Weights& w) {
  const auto floats = [](const Matrix& m) { return sizeof(float) * static_cast<std::size_t>(m.size()); };
  const auto either = [&](const Matrix& m, const Bf16Matrix& h) { return floats(m) + h.bytes(); };
  const auto attention = [&](const MhaWeights& t) {
    return either(t.w_q, t.w_q16) + either(t.w_k, t.w_k16) + either(t.w_v, t.w_v16) + either(t.w_o, t.w_o16) +
           floats(t.b_q) + floats(t.b_k) + floats(t.b_v) + floats(t.b_o) + floats(t.q_norm) + floats(t.k_norm);
  };
  const auto layers = [&](const std::vector<Layer>& all) {
    std::size_t n = 0;
    for (const Layer& y : all) {
      n += floats(y.norm1_w) + floats(y.norm1_b) + floats(y.norm2_w) + floats(y.norm2_b) + attention(y.attention) +
           floats(y.cross_norm_w) + floats(y.cross_norm_b) + attention(y.cross) + y.up_w.bytes() + y.gate_w.bytes() +
           y.down_w.bytes() + floats(y.up_b) + floats(y.gate_b) + floats(y.down_b) + floats(y.scale1) +
           floats(y.scale2);
    }
    return n;
  };
  const Encoder& e = w.encoder;
  return either(w.embed, w.embed16) + floats(w.positions) + floats(w.token_type) + floats(w.embed_norm_w) +
         floats(w.embed_norm_b) + layers(w.layers) + floats(w.final_w) + floats(w.final_b) + floats(w.relative_bias) +
         either(w.output, w.output16) + floats(w.output_bias) + floats(w.head_w) + floats(w.head_b) +
         floats(w.head_norm_w) + floats(w.head_norm_b) + layers(e.layers) + floats(e.positions) +
         floats(e.embed_norm_w) + floats(e.embed_norm_b) + floats(e.final_w) + floats(e.final_b) +
         floats(e.relative_bias) + floats(w.patch_w) + floats(w.patch_b) + floats(w.cls_token) +
         floats(w.distillation_token) + floats(w.register_tokens) + floats(w.classifier_w) + floats(w.classifier_b) +
         floats(w.distillation_w) + floats(w.distillation_b);
}

void Weights::embedding(int id, float* row) const {
  if (embed16.size() != 0) {
    embed16.column_floats(id, row);
  } else {
    std::copy_n(embed.row(id).data(), embed.cols(), row);
  }
}

}  // namespace attn::decoder
