#include "io/tensor_names.hpp"

#include <cstdint>
#include <vector>

namespace attn::io {
namespace {

using decoder::Architecture;

// One alternative of a pattern made a name: %d the layer, [prefix] kept or dropped.
std::string expand(const std::string& alternative, int layer, bool prefixed) {
  std::string out;
  for (std::size_t i = 0; i < alternative.size(); ++i) {
    const char c = alternative[i];
    if (c == '[') {
      const std::size_t close = alternative.find(']', i);
      if (close == std::string::npos) break;
      if (prefixed) out += alternative.substr(i + 1, close - i - 1);
      i = close;
    } else if (c == '%' && i + 1 < alternative.size() && alternative[i + 1] == 'd') {
      out += std::to_string(layer);
      ++i;
    } else {
      out += c;
    }
  }
  return out;
}

std::vector<std::string> alternatives(const std::string& pattern) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t bar = pattern.find('|'); bar != std::string::npos; bar = pattern.find('|', start)) {
    out.push_back(pattern.substr(start, bar - start));
    start = bar + 1;
  }
  out.push_back(pattern.substr(start));
  return out;
}

// The walk of one family's names over one folder's files into one model's weights, with
// the shapes its row gives. Legend: D width, V vocabulary, F the MLP's width, q = H·d_k,
// kv = H_kv·d_k.
class WeightReader {
 public:
  WeightReader(TensorFiles& files, const TensorNames& names, const Architecture& a)
      : files_(files), a_(a), conv1d_(names.stored == Stored::Conv1D), add_one_(names.norms_add_one) {
    const std::string first = alternatives(names.embedding).front();
    prefixed_ = first.find('[') != std::string::npos && files.has(expand(first, -1, true)) &&
                !files.has(expand(first, -1, false));
  }

  std::string name(const std::string& pattern, int layer = -1) const {
    return tensor_name(files_, pattern, layer, prefixed_);
  }
  bool has(const std::string& pattern) const { return files_.has(name(pattern)); }

  Matrix vector(const std::string& pattern, int layer, std::int64_t n) { return files_.read(name(pattern, layer), {n}); }

  // A norm's weight of n values (1 + w where the family stores w).
  Matrix norm_weight(const std::string& pattern, int layer, std::int64_t n) {
    Matrix w = vector(pattern, layer, n);
    if (add_one_) w.array() += 1.0f;
    return w;
  }

  // Weight and, under LayerNorm, bias of a norm of D.
  void norm(const NormNames& n, int layer, Matrix& weight, Matrix& bias) {
    weight = norm_weight(n.weight, layer, a_.d_model);
    if (a_.norm == decoder::Norm::LayerNorm) bias = vector(n.bias, layer, a_.d_model);
  }

  // A V×D matrix (the embedding, the output matrix): floats V×D, or in BF16 as Eᵀ, in
  // panels like the layers' weights: the logits are a one-row product over all of it each
  // generated token, which panels stream at the memory's speed (a dot product per token's
  // column read half as fast), and a token's vector is gathered from them as cheaply.
  void table(const std::string& pattern, Matrix& f, Bf16Matrix& h) {
    const std::string n = name(pattern);
    if (!conv1d_ && files_.is_compact(n)) {
      h = files_.read_paired(n, a_.vocabulary, a_.d_model);
    } else {
      f = files_.read(n, {a_.vocabulary, a_.d_model});
    }
  }

  // A projection's weight as W (in×out) into the float or the BF16 member.
  void projection(const std::string& pattern, int layer, std::int64_t out, std::int64_t in, Matrix& f, Bf16Matrix& h) {
    const std::string n = name(pattern, layer);
    if (conv1d_) {
      f = files_.read(n, {in, out});
    } else if (files_.is_compact(n)) {
      h = files_.read_paired(n, out, in);
    } else {
      f = files_.read(n, {out, in}, true);
    }
  }

  // An MLP's weight as W (in×out).
  Weight linear(const std::string& pattern, int layer, std::int64_t out, std::int64_t in) {
    const std::string n = name(pattern, layer);
    if (conv1d_) return files_.read(n, {in, out});
    return files_.read_linear(n, out, in);
  }

  void attention(const AttentionNames& n, int layer, MhaWeights& w) {
    const std::int64_t d = a_.d_model;
    const std::int64_t q = static_cast<std::int64_t>(a_.heads) * a_.head_dim;
    const std::int64_t kv = static_cast<std::int64_t>(a_.kv_heads) * a_.head_dim;
    if (!n.qkv.empty() && n.qkv_per_head) {
      // Head h's q, k and v rows one after the other (GPT-NeoX's query_key_value), dealt
      // out to the three: every head has its own K and V here.
      const std::string fused = name(n.qkv, layer);
      const Matrix all = files_.read(fused, {3 * q, d}, true);
      const Matrix b = a_.qkv_bias ? vector(n.qkv_bias, layer, 3 * q) : Matrix();
      const Eigen::Index dk = a_.head_dim;
      Matrix* parts[] = {&w.w_q, &w.w_k, &w.w_v};
      Matrix* biases[] = {&w.b_q, &w.b_k, &w.b_v};
      for (int s = 0; s < 3; ++s) {
        parts[s]->resize(d, q);
        if (a_.qkv_bias) biases[s]->resize(1, q);
        for (int h = 0; h < a_.heads; ++h) {
          const Eigen::Index from = (3 * h + s) * dk;
          parts[s]->middleCols(h * dk, dk) = all.middleCols(from, dk);
          if (a_.qkv_bias) biases[s]->middleCols(h * dk, dk) = b.middleCols(from, dk);
        }
      }
    } else if (!n.qkv.empty()) {
      const std::string fused = name(n.qkv, layer);
      if (conv1d_) {
        const Matrix all = files_.read(fused, {d, q + 2 * kv});
        w.w_q = all.middleCols(0, q);
        w.w_k = all.middleCols(q, kv);
        w.w_v = all.middleCols(q + kv, kv);
      } else {
        // nn.Linear rows: q's, then k's, then v's; BF16 kept BF16.
        const auto part = [&](std::int64_t first, std::int64_t count, Matrix& f, Bf16Matrix& h) {
          const Weight wt = files_.read_linear_rows(fused, q + 2 * kv, d, first, count);
          f = wt.floats();
          h = wt.halves();
        };
        part(0, q, w.w_q, w.w_q16);
        part(q, kv, w.w_k, w.w_k16);
        part(q + kv, kv, w.w_v, w.w_v16);
      }
      if (a_.qkv_bias) {
        const Matrix b = vector(n.qkv_bias, layer, q + 2 * kv);
        w.b_q = b.middleCols(0, q);
        w.b_k = b.middleCols(q, kv);
        w.b_v = b.middleCols(q + kv, kv);
      }
    } else {
      projection(n.q, layer, q, d, w.w_q, w.w_q16);
      projection(n.k, layer, kv, d, w.w_k, w.w_k16);
      projection(n.v, layer, kv, d, w.w_v, w.w_v16);
    }
    projection(n.o, layer, d, q, w.w_o, w.w_o16);
    if (a_.qkv_bias && n.qkv.empty()) {
      w.b_q = vector(n.q_bias, layer, q);
      w.b_k = vector(n.k_bias, layer, kv);
      w.b_v = vector(n.v_bias, layer, kv);
    }
    if (a_.o_bias) w.b_o = vector(n.o_bias, layer, d);
    if (a_.qk_norm != decoder::QkNorm::None) {
      const bool whole = a_.qk_norm == decoder::QkNorm::Whole;
      w.q_norm = norm_weight(n.q_norm, layer, whole ? q : a_.head_dim);
      w.k_norm = norm_weight(n.k_norm, layer, whole ? kv : a_.head_dim);
      w.qk_norm_eps = static_cast<float>(a_.norm_eps);
    }
  }

  void layer(const LayerNames& n, int l, bool cross, decoder::Layer& y) {
    const std::int64_t d = a_.d_model;
    const std::int64_t f = a_.mlp_width;
    const bool inputs = a_.norm_inputs || a_.post_norm;
    if (inputs) norm(n.attention_norm, l, y.norm1_w, y.norm1_b);
    attention(n.attention, l, y.attention);
    if (a_.norm_outputs) {
      norm(n.attention_output_norm, l, y.out_norm1_w, y.out_norm1_b);
      norm(n.mlp_output_norm, l, y.out_norm2_w, y.out_norm2_b);
    }
    if (cross) {
      norm(n.cross_norm, l, y.cross_norm_w, y.cross_norm_b);
      attention(n.cross, l, y.cross);
    }
    if (inputs) norm(n.mlp_norm, l, y.norm2_w, y.norm2_b);
    if (a_.gated() && !n.gate_up.empty()) {
      const std::string fused = name(n.gate_up, l);
      y.gate_w = files_.read_linear_rows(fused, 2 * f, d, 0, f);
      y.up_w = files_.read_linear_rows(fused, 2 * f, d, f, f);
    } else {
      if (a_.gated()) y.gate_w = linear(n.gate, l, f, d);
      y.up_w = linear(a_.gated() && !n.gated_up.empty() ? n.gated_up : n.up, l, f, d);
    }
    y.down_w = linear(n.down, l, d, f);
    if (a_.mlp_bias) {
      if (a_.gated()) y.gate_b = vector(n.gate_bias, l, f);
      y.up_b = vector(n.up_bias, l, f);
      y.down_b = vector(n.down_bias, l, d);
    }
    if (a_.layer_scale) {
      y.scale1 = vector(n.scale1, l, d);
      y.scale2 = vector(n.scale2, l, d);
    }
  }

  // A Vision Transformer's patch embedding, special tokens, positions and classifier.
  void vision(const TensorNames& n, decoder::Weights& w) {
    decoder::Architecture& a = w.arch;
    const decoder::Vision& v = a.vision;
    const std::int64_t d = a.d_model, p = v.patch_size, c = v.channels;
    // The convolution's kernel D×C×p×p is the product's D×(C·p·p), read transposed.
    w.patch_w = files_.read(name(n.vision.patch), {d, c, p, p}, d, c * p * p, true);
    w.patch_b = vector(n.vision.patch_bias, -1, d);
    w.cls_token = files_.read(name(n.embedding), {1, 1, d}, 1, d);
    if (v.distillation) w.distillation_token = files_.read(name(n.vision.distillation), {1, 1, d}, 1, d);
    if (v.registers > 0) {
      w.register_tokens = files_.read(name(n.vision.registers), {1, v.registers, d}, v.registers, d);
    }
    w.positions = files_.read(name(n.main.positions), {1, a.context, d}, a.context, d);
    // The classifier the configuration names, where the folder has it (DINO and DINOv2
    // are published without one; DeiT without its teacher's head has one head).
    if (a.vision.classifier == decoder::Classifier::None || !has(n.vision.classifier)) {
      a.vision.classifier = decoder::Classifier::None;
      a.predicts = false;
      return;
    }
    const bool distilled = !n.vision.distillation_classifier.empty() && has(n.vision.distillation_classifier);
    if (a.vision.classifier == decoder::Classifier::ClsAndDistillation && !distilled) {
      a.vision.classifier = decoder::Classifier::Cls;
    }
    const std::int64_t classes = a.vocabulary;
    const std::int64_t in = a.vision.classifier == decoder::Classifier::ClsAndPatchMean ? 2 * d : d;
    w.classifier_w = files_.read(name(n.vision.classifier), {classes, in}, true);
    w.classifier_b = vector(n.vision.classifier_bias, -1, classes);
    if (a.vision.classifier == decoder::Classifier::ClsAndDistillation) {
      w.distillation_w = files_.read(name(n.vision.distillation_classifier), {classes, d}, true);
      w.distillation_b = vector(n.vision.distillation_classifier_bias, -1, classes);
    }
  }

  // A stack: its positions, the embeddings' norm, its layers, its final norm, its relative
  // position bias, as the row has them.
  void stack(const StackNames& n, int count, bool cross, std::vector<decoder::Layer>& layers, Matrix& positions,
             Matrix& embed_norm_w, Matrix& embed_norm_b, Matrix& final_w, Matrix& final_b, Matrix& relative_bias) {
    if (a_.learned_positions()) {
      positions = files_.read(name(n.positions), {a_.context + a_.position_offset, a_.d_model});
    }
    if (a_.embedding_norm) norm(n.embedding_norm, -1, embed_norm_w, embed_norm_b);
    layers.resize(static_cast<std::size_t>(count));
    for (int l = 0; l < count; ++l) layer(n.layer, l, cross, layers[static_cast<std::size_t>(l)]);
    if (!a_.post_norm) norm(n.final_norm, -1, final_w, final_b);
    if (a_.positions == decoder::Positions::Relative) {
      relative_bias = files_.read(name(n.relative_bias), {a_.relative_buckets, a_.heads});
    }
  }

 private:
  TensorFiles& files_;
  const Architecture& a_;
  bool conv1d_;
  bool add_one_;
  bool prefixed_ = false;
};

}  // namespace

std::string tensor_name(const TensorFiles& files, const std::string& pattern, int layer, bool prefixed) {
  const std::vector<std::string> choices = alternatives(pattern);
  for (const std::string& choice : choices) {
    const std::string name = expand(choice, layer, prefixed);
    if (files.has(name)) return name;
  }
  return expand(choices.front(), layer, prefixed);
}

void read_weights(TensorFiles& files, const TensorNames& names, decoder::Weights& w) {
  Architecture& a = w.arch;
  WeightReader r(files, names, a);
  const std::int64_t d = a.d_model;
  if (a.reads_pictures()) {
    w.layers.resize(static_cast<std::size_t>(a.layers));
    for (int l = 0; l < a.layers; ++l) r.layer(names.main.layer, l, false, w.layers[static_cast<std::size_t>(l)]);
    r.norm(names.main.final_norm, -1, w.final_w, w.final_b);
    r.vision(names, w);
    return;
  }
  if (a.mlm_head && !names.head.empty() && !r.has(names.head)) {
    a.predicts = false;  // a bare encoder: its attention can be shown, not its guesses
    a.mlm_head = false;
    a.output_bias = false;
  }
  r.table(names.embedding, w.embed, w.embed16);
  if (a.token_types) {
    const std::string table = r.name(names.main.token_types);
    const std::int64_t types = files.shape(table).at(0);
    w.token_type = files.read(table, {types, d}).topRows(1);
  }
  if (a.encoder_decoder()) {
    decoder::Encoder& e = w.encoder;
    r.stack(names.encoder, a.encoder_layers, false, e.layers, e.positions, e.embed_norm_w, e.embed_norm_b, e.final_w,
            e.final_b, e.relative_bias);
  }
  r.stack(names.main, a.layers, a.encoder_decoder(), w.layers, w.positions, w.embed_norm_w, w.embed_norm_b, w.final_w,
          w.final_b, w.relative_bias);
  if (!a.predicts) return;
  if (a.mlm_head) {
    w.head_w = files.read(r.name(names.head), {d, d}, names.stored == Stored::Linear);
    w.head_b = r.vector(names.head_bias, -1, d);
    r.norm(names.head_norm, -1, w.head_norm_w, w.head_norm_b);
  }
  if (a.output_bias) {
    const std::string bias = r.name(names.output_bias);
    w.output_bias = names.output_bias_is_row ? files.read(bias, {1, a.vocabulary}) : files.read(bias, {a.vocabulary});
  }
  if (!a.tied_embeddings) r.table(names.output, w.output, w.output16);
}

}  // namespace attn::io
