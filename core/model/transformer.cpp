// The Transformer's forward pass (attention by the engine, the rest by ops.hpp) and its
// backward pass, the same steps in reverse.
#include "core/model/transformer.hpp"
#include "core/base/engine_calls.hpp"

#include <cmath>
#include <string>

#include "core/attention/multi_head.hpp"
#include "core/base/checks.hpp"
#include "core/base/random.hpp"

namespace attn {
namespace {

std::string block_name(bool encoder, int layer) {
  return std::string(encoder ? "enc." : "dec.") + std::to_string(layer) + ".";
}

bool is_ablated(const std::vector<char>& flags, int layer, int heads, int h) {
  const auto i = static_cast<std::size_t>(layer * heads + h);
  return i < flags.size() && flags[i] != 0;
}

std::vector<char> layer_flags(const std::vector<char>& flags, int layer, int heads) {
  std::vector<char> out(static_cast<std::size_t>(heads), 0);
  bool any = false;
  for (int h = 0; h < heads; ++h) {
    out[static_cast<std::size_t>(h)] = is_ablated(flags, layer, heads, h) ? 1 : 0;
    any = any || out[static_cast<std::size_t>(h)] != 0;
  }
  if (!any) out.clear();
  return out;
}

void require_tokens(const std::vector<int>& ids, int vocabulary, bool labels,
                    const std::string& what) {
  for (std::size_t i = 0; i < ids.size(); ++i) {
    const int id = ids[i];
    if (id >= vocabulary || id < (labels ? -1 : 0)) {
      throw AttentionError(what + " has token id " + std::to_string(id) + " at position " +
                           std::to_string(i + 1) + ", outside the vocabulary of " +
                           std::to_string(vocabulary));
    }
  }
}

}  // namespace

void validate(const TransformerConfig& c) {
  auto at_least = [](int value, int least, const std::string& what) {
    if (value < least) {
      throw AttentionError(what + " must be at least " + std::to_string(least) + ", got " +
                           std::to_string(value));
    }
  };
  at_least(c.layers, 1, "the number of layers");
  at_least(c.d_model, 1, "d_model");
  at_least(c.heads, 1, "the number of heads");
  if (c.d_model % c.heads != 0) {
    throw AttentionError("the number of heads (" + std::to_string(c.heads) +
                         ") must divide d_model (" + std::to_string(c.d_model) + ")");
  }
  at_least(c.d_ff, 0, "the MLP width");
  at_least(c.vocabulary, 1, "the vocabulary");
  at_least(c.max_target, 1, "the longest target");
  if (c.architecture == Architecture::EncoderDecoder) at_least(c.max_source, 1, "the longest source");
  if (c.layers > 64 || c.d_model > 4096 || c.vocabulary > 1'000'000 || c.max_source > 65536 ||
      c.max_target > 65536) {
    throw AttentionError("the model is too large for this program (at most 64 layers, d_model "
                         "4096, a vocabulary of 1000000 and 65536 positions)");
  }
}

int mlp_width(const TransformerConfig& c) { return c.d_ff > 0 ? c.d_ff : 4 * c.d_model; }

bool Ablation::any() const {
  for (const auto* v : {&encoder_self, &decoder_self, &decoder_cross}) {
    for (const char f : *v) {
      if (f != 0) return true;
    }
  }
  return false;
}

// ---- The parameter table ------------------------------------------------------------------

int Transformer::add(const std::string& name, Eigen::Index rows, Eigen::Index cols, bool decay,
                     bool trainable) {
  ParameterInfo p;
  p.name = name;
  p.rows = rows;
  p.cols = cols;
  p.offset = table_.empty() ? 0 : table_.back().offset +
                                      static_cast<std::size_t>(table_.back().rows * table_.back().cols);
  p.decay = decay;
  p.trainable = trainable;
  table_.push_back(p);
  return static_cast<int>(table_.size()) - 1;
}

Transformer::Transformer(const TransformerConfig& config) : config_(config) {
  validate(config_);
  const Eigen::Index d = config_.d_model, v = config_.vocabulary, f = mlp_width(config_);
  const bool encoder_decoder = config_.architecture == Architecture::EncoderDecoder;
  tok_emb_ = add("tok_emb.weight", v, d, false);
  const bool learned = config_.positions == Positions::Learned;
  if (encoder_decoder) enc_pos_ = add("enc_pos.weight", config_.max_source, d, false, learned);
  dec_pos_ = add("dec_pos.weight", config_.max_target, d, false, learned);

  auto attention = [&](const std::string& prefix, const std::string& part) {
    AttentionIndex a;
    a.ln_w = add(prefix + "ln_" + part + ".weight", 1, d, false);
    a.ln_b = add(prefix + "ln_" + part + ".bias", 1, d, false);
    a.w_q = add(prefix + part + ".w_q", d, d, true);
    a.w_k = add(prefix + part + ".w_k", d, d, true);
    a.w_v = add(prefix + part + ".w_v", d, d, true);
    a.w_o = add(prefix + part + ".w_o", d, d, true);
    return a;
  };
  auto block = [&](bool encoder, int layer, bool cross) {
    const std::string prefix = block_name(encoder, layer);
    BlockIndex b;
    b.self = attention(prefix, "self");
    if (cross) b.cross = attention(prefix, "cross");
    if (config_.mlp) {
      b.ln_mlp_w = add(prefix + "ln_mlp.weight", 1, d, false);
      b.ln_mlp_b = add(prefix + "ln_mlp.bias", 1, d, false);
      b.w1 = add(prefix + "mlp.w1", d, f, true);
      b.b1 = add(prefix + "mlp.b1", 1, f, false);
      b.w2 = add(prefix + "mlp.w2", f, d, true);
      b.b2 = add(prefix + "mlp.b2", 1, d, false);
    }
    return b;
  };
  if (encoder_decoder) {
    for (int l = 0; l < config_.layers; ++l) encoder_.push_back(block(true, l, false));
    enc_ln_f_w_ = add("enc.ln_f.weight", 1, d, false);
    enc_ln_f_b_ = add("enc.ln_f.bias", 1, d, false);
  }
  for (int l = 0; l < config_.layers; ++l) decoder_.push_back(block(false, l, encoder_decoder));
  dec_ln_f_w_ = add("dec.ln_f.weight", 1, d, false);
  dec_ln_f_b_ = add("dec.ln_f.bias", 1, d, false);
  head_w_ = add("lm_head.weight", d, v, true);
  head_b_ = add("lm_head.bias", 1, v, false);
  values_.assign(table_.back().offset + static_cast<std::size_t>(table_.back().rows * table_.back().cols),
                 0.0f);
  for (const ParameterInfo& p : table_) {
    if (p.trainable) continue;
    float* table = values_.data() + p.offset;
    for (Eigen::Index pos = 0; pos < p.rows; ++pos) {
      for (Eigen::Index j = 0; j < p.cols; ++j) {
        const double frequency = std::pow(10000.0, -static_cast<double>(j - j % 2) / static_cast<double>(p.cols));
        const double angle = static_cast<double>(pos) * frequency;
        table[pos * p.cols + j] = static_cast<float>(j % 2 == 0 ? std::sin(angle) : std::cos(angle));
      }
    }
  }
}

void Transformer::initialise(std::uint64_t seed) {
  SplitMix64 rng(seed);
  const int blocks = config_.layers * (config_.architecture == Architecture::EncoderDecoder ? 2 : 1);
  const float residual_scale = 1.0f / std::sqrt(2.0f * static_cast<float>(blocks));
  auto ends_with = [](const std::string& s, const std::string& tail) {
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
  };
  for (const ParameterInfo& p : table_) {
    if (!p.trainable) continue;
    float* data = values_.data() + p.offset;
    const auto n = static_cast<std::size_t>(p.rows * p.cols);
    const bool layer_norm = p.name.find(".ln_") != std::string::npos;
    if (layer_norm) {
      std::fill(data, data + n, ends_with(p.name, ".weight") ? 1.0f : 0.0f);
    } else if (p.rows == 1) {  // a bias
      std::fill(data, data + n, 0.0f);
    } else {
      const bool residual = ends_with(p.name, ".w_o") || ends_with(p.name, "mlp.w2");
      const float scale = 0.02f * (residual ? residual_scale : 1.0f);
      for (std::size_t i = 0; i < n; ++i) data[i] = scale * rng.normal();
    }
  }
}

int Transformer::find(const std::string& name) const {
  for (std::size_t i = 0; i < table_.size(); ++i) {
    if (table_[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

ops::ConstMatMap<float> Transformer::matrix(int index) const {
  const ParameterInfo& p = table_[static_cast<std::size_t>(index)];
  return {values_.data() + p.offset, p.rows, p.cols};
}

ops::ConstVecMap<float> Transformer::vec(int index) const {
  const ParameterInfo& p = table_[static_cast<std::size_t>(index)];
  return {values_.data() + p.offset, p.rows * p.cols};
}

ops::MatMap<float> Transformer::grad(std::vector<float>& g, int index) const {
  const ParameterInfo& p = table_[static_cast<std::size_t>(index)];
  return {g.data() + p.offset, p.rows, p.cols};
}

ops::VecMap<float> Transformer::grad_vec(std::vector<float>& g, int index) const {
  const ParameterInfo& p = table_[static_cast<std::size_t>(index)];
  return {g.data() + p.offset, p.rows * p.cols};
}

MhaWeights Transformer::attention_weights(bool encoder, int layer, const std::string& part) const {
  const auto& blocks = encoder ? encoder_ : decoder_;
  if (layer < 0 || layer >= static_cast<int>(blocks.size())) {
    throw AttentionError("layer " + std::to_string(layer + 1) + " does not exist: the " +
                         (encoder ? "encoder" : "decoder") + " has " +
                         std::to_string(blocks.size()) + " layers");
  }
  const BlockIndex& b = blocks[static_cast<std::size_t>(layer)];
  const AttentionIndex& a = part == "cross" ? b.cross : b.self;
  if (a.w_q < 0) throw AttentionError("this model has no " + part + "-attention there");
  return {matrix(a.w_q), matrix(a.w_k), matrix(a.w_v), matrix(a.w_o), {}, {}, {}, {}, {}, {}, 1e-6f, {}, {}, {}, {}};
}

// ---- Forward ----------------------------------------------------------------------------

void Transformer::forward(const std::vector<Sample>& samples, const Ablation& ablation,
                          ForwardRecord& r) const {
  note_engine_entry("Transformer::forward");
  const bool encoder_decoder = config_.architecture == Architecture::EncoderDecoder;
  const int heads = config_.heads;
  const auto count = samples.size();
  r.source_offset.assign(1, 0);
  r.target_offset.assign(1, 0);
  r.labels.clear();
  r.source_ids.clear();
  r.decoder_ids.clear();
  for (std::size_t s = 0; s < count; ++s) {
    const Sample& x = samples[s];
    const std::string which = "sample " + std::to_string(s + 1);
    if (encoder_decoder) {
      if (x.source.empty()) throw AttentionError(which + " has no source tokens");
      if (static_cast<int>(x.source.size()) > config_.max_source) {
        throw AttentionError(which + " has " + std::to_string(x.source.size()) +
                             " source tokens; this model reads at most " +
                             std::to_string(config_.max_source));
      }
      require_tokens(x.source, config_.vocabulary, false, which + "'s source");
    }
    if (x.decoder_input.empty()) throw AttentionError(which + " has no decoder tokens");
    if (static_cast<int>(x.decoder_input.size()) > config_.max_target) {
      throw AttentionError(which + " has " + std::to_string(x.decoder_input.size()) +
                           " decoder tokens; this model reads at most " +
                           std::to_string(config_.max_target));
    }
    if (x.labels.size() != x.decoder_input.size()) {
      throw AttentionError(which + " has " + std::to_string(x.labels.size()) + " labels for " +
                           std::to_string(x.decoder_input.size()) + " decoder tokens");
    }
    require_tokens(x.decoder_input, config_.vocabulary, false, which + "'s decoder input");
    require_tokens(x.labels, config_.vocabulary, true, which + "'s labels");
    r.source_offset.push_back(r.source_offset.back() + static_cast<int>(x.source.size()));
    r.target_offset.push_back(r.target_offset.back() + static_cast<int>(x.decoder_input.size()));
    r.labels.insert(r.labels.end(), x.labels.begin(), x.labels.end());
    r.source_ids.push_back(x.source);
    r.decoder_ids.push_back(x.decoder_input);
  }

  AttentionConfig attention;
  attention.d_model = config_.d_model;
  attention.heads = heads;
  attention.detail = TraceDetail::Weights;
  attention.threads = 1;  // the samples are spread over threads by the caller

  auto embed = [&](int positions, bool source, const std::vector<int>& offset, Matrix& out) {
    out.resize(offset.back(), config_.d_model);
    const std::vector<int>& removed = source ? ablation.removed_source : ablation.removed_target;
    for (std::size_t s = 0; s < count; ++s) {
      const auto& ids = source ? samples[s].source : samples[s].decoder_input;
      auto rows = out.middleRows(offset[s], offset[s + 1] - offset[s]);
      ops::embedding_forward<float>(matrix(tok_emb_), matrix(positions), ids, rows);
      for (const int j : removed) {
        if (j >= 0 && j < rows.rows()) rows.row(j) = matrix(positions).row(j);
      }
    }
  };
  // x += attention(ln(x)) over every sample; kv: the keys' input for cross-attention.
  auto attend = [&](Matrix& x, const AttentionIndex& a, const std::vector<int>& q_offset,
                    const Matrix* kv, const std::vector<int>* kv_offset,
                    const std::vector<char>& off, ForwardRecord::AttentionLayer& layer) {
    ops::layernorm_forward<float>(x, vec(a.ln_w), vec(a.ln_b), layer.normed, layer.ln);
    MhaWeights& w = layer.weights;  // kept in the record: the same storage step after step
    w.w_q = matrix(a.w_q);
    w.w_k = matrix(a.w_k);
    w.w_v = matrix(a.w_v);
    w.w_o = matrix(a.w_o);
    layer.traces.resize(count);
    const int d_k = config_.d_model / heads;
    for (std::size_t s = 0; s < count; ++s) {
      const auto q_rows = layer.normed.middleRows(q_offset[s], q_offset[s + 1] - q_offset[s]);
      AttentionTrace& t = layer.traces[s];
      if (kv == nullptr) {
        multi_head_attention(q_rows, Matrix(), w, attention, t);
      } else {
        const auto kv_rows = kv->middleRows((*kv_offset)[s], (*kv_offset)[s + 1] - (*kv_offset)[s]);
        multi_head_attention(kv_rows, q_rows, w, attention, t);
      }
      if (!off.empty()) {
        for (int h = 0; h < heads; ++h) {
          if (off[static_cast<std::size_t>(h)] != 0) t.concat.middleCols(h * d_k, d_k).setZero();
        }
        t.output.noalias() = t.concat * w.w_o;
      }
      x.middleRows(q_offset[s], t.output.rows()) += t.output;
    }
  };
  auto mlp = [&](Matrix& x, const BlockIndex& b, ForwardRecord::Block& block) {
    if (!config_.mlp) return;
    ops::layernorm_forward<float>(x, vec(b.ln_mlp_w), vec(b.ln_mlp_b), block.mlp_input,
                                  block.ln_mlp);
    ops::mlp_forward<float>(block.mlp_input, matrix(b.w1), vec(b.b1), matrix(b.w2), vec(b.b2),
                            block.mlp_output, block.mlp);
    x += block.mlp_output;
  };

  Matrix& x = r.residual;
  if (encoder_decoder) {
    attention.mode = AttentionMode::Self;
    attention.causal = false;
    embed(enc_pos_, true, r.source_offset, x);
    r.encoder.resize(encoder_.size());
    for (std::size_t l = 0; l < encoder_.size(); ++l) {
      attend(x, encoder_[l].self, r.source_offset, nullptr, nullptr,
             layer_flags(ablation.encoder_self, static_cast<int>(l), heads), r.encoder[l].self);
      mlp(x, encoder_[l], r.encoder[l]);
    }
    ops::layernorm_forward<float>(x, vec(enc_ln_f_w_), vec(enc_ln_f_b_), r.encoder_output,
                                  r.encoder_ln_f);
  } else {
    r.encoder.clear();
    r.encoder_output.resize(0, config_.d_model);
  }

  embed(dec_pos_, false, r.target_offset, x);
  r.decoder.resize(decoder_.size());
  for (std::size_t l = 0; l < decoder_.size(); ++l) {
    const int layer = static_cast<int>(l);
    attention.mode = AttentionMode::Self;
    attention.causal = true;
    attend(x, decoder_[l].self, r.target_offset, nullptr, nullptr,
           layer_flags(ablation.decoder_self, layer, heads), r.decoder[l].self);
    if (encoder_decoder) {
      attention.mode = AttentionMode::Cross;
      attention.causal = false;
      attend(x, decoder_[l].cross, r.target_offset, &r.encoder_output, &r.source_offset,
             layer_flags(ablation.decoder_cross, layer, heads), r.decoder[l].cross);
    }
    mlp(x, decoder_[l], r.decoder[l]);
  }
  ops::layernorm_forward<float>(x, vec(dec_ln_f_w_), vec(dec_ln_f_b_), r.decoder_output,
                                r.decoder_ln_f);
  ops::linear_forward<float>(r.decoder_output, matrix(head_w_), vec(head_b_), r.logits);
  require_finite(r.logits, "the logits");
}

Score Transformer::score(const ForwardRecord& r, float scale, Matrix* d_logits) {
  Score s;
  Matrix scratch;
  Matrix& d = d_logits != nullptr ? *d_logits : scratch;
  s.loss_sum = ops::cross_entropy<float>(r.logits, r.labels, scale, d, &s.scored);
  for (Eigen::Index i = 0; i < r.logits.rows(); ++i) {
    const int label = r.labels[static_cast<std::size_t>(i)];
    if (label < 0) continue;
    Eigen::Index best = 0;
    r.logits.row(i).maxCoeff(&best);
    if (best == label) ++s.correct;
  }
  return s;
}

// ---- Backward ---------------------------------------------------------------------------

void Transformer::backward(const ForwardRecord& r, const Ablation& ablation,
                           const Matrix& d_logits, std::vector<float>& g) const {
  BackwardWork work;
  backward(r, ablation, d_logits, g, work);
}

void Transformer::backward(const ForwardRecord& r, const Ablation& ablation,
                           const Matrix& d_logits, std::vector<float>& g,
                           BackwardWork& work) const {
  note_engine_entry("Transformer::backward");
  const bool encoder_decoder = config_.architecture == Architecture::EncoderDecoder;
  const int heads = config_.heads;
  const std::size_t count = r.target_offset.size() - 1;
  const int d_k = config_.d_model / heads;
  AttentionConfig scale_config;
  scale_config.d_model = config_.d_model;
  scale_config.heads = heads;
  const float divisor = score_divisor(d_k, scale_config);

  // d_x += ln-backward(attention-backward(d_x)): the gradient through one attention
  // sub-layer. For cross-attention d_kv gets the keys' and values' part. The heads'
  // gradients are per sequence; the products with the four weights are made once over all
  // the sequences' rows stacked (one product of N rows, not one per sequence of ~30 rows).
  auto attention_back = [&](Matrix& d_x, const AttentionIndex& a, const std::vector<int>& q_offset,
                            const Matrix* kv, const std::vector<int>* kv_offset, Matrix* d_kv,
                            const std::vector<char>& off, const ForwardRecord::AttentionLayer& layer) {
    auto dwq = grad(g, a.w_q);
    auto dwk = grad(g, a.w_k);
    auto dwv = grad(g, a.w_v);
    auto dwo = grad(g, a.w_o);
    const std::vector<int>& k_offset = kv == nullptr ? q_offset : *kv_offset;
    const Matrix& x_kv = kv == nullptr ? layer.normed : *kv;
    const Eigen::Index d = d_x.cols();
    Matrix& concat = work.concat;
    concat.resize(d_x.rows(), d);
    for (std::size_t s = 0; s < count; ++s) {
      concat.middleRows(q_offset[s], q_offset[s + 1] - q_offset[s]) = layer.traces[s].concat;
    }
    dwo.noalias() += concat.transpose() * d_x;
    Matrix& d_concat = work.d_concat;
    d_concat.noalias() = d_x * matrix(a.w_o).transpose();
    Matrix &d_q = work.d_q, &d_keys = work.d_k, &d_v = work.d_v;
    d_q.resize(d_x.rows(), d);
    d_keys.resize(k_offset.back(), d);
    d_v.resize(k_offset.back(), d);
    ops::AttentionCache<float> cache;
    cache.divisor = divisor;
    cache.ablated = off;
    for (std::size_t s = 0; s < count; ++s) {
      const AttentionTrace& t = layer.traces[s];
      cache.q.clear();
      cache.k.clear();
      cache.v.clear();
      cache.p.clear();
      for (const HeadTrace& h : t.heads) {
        cache.q.emplace_back(h.q.data(), h.q.rows(), h.q.cols());
        cache.k.emplace_back(h.k.data(), h.k.rows(), h.k.cols());
        cache.v.emplace_back(h.v.data(), h.v.rows(), h.v.cols());
        cache.p.push_back(h.weights.view());
      }
      const int q0 = q_offset[s], tq = q_offset[s + 1] - q_offset[s];
      const int k0 = k_offset[s], tk = k_offset[s + 1] - k_offset[s];
      ops::attention_heads_backward<float>(cache, d_concat.middleRows(q0, tq),
                                           d_q.middleRows(q0, tq), d_keys.middleRows(k0, tk),
                                           d_v.middleRows(k0, tk), work.d_p);
    }
    dwq.noalias() += layer.normed.transpose() * d_q;
    dwk.noalias() += x_kv.transpose() * d_keys;
    dwv.noalias() += x_kv.transpose() * d_v;
    Matrix& d_normed = work.d_normed;
    d_normed.noalias() = d_q * matrix(a.w_q).transpose();
    Matrix& d_keys_values = kv == nullptr ? d_normed : *d_kv;
    d_keys_values.noalias() += d_keys * matrix(a.w_k).transpose();
    d_keys_values.noalias() += d_v * matrix(a.w_v).transpose();
    auto dlw = grad_vec(g, a.ln_w);
    auto dlb = grad_vec(g, a.ln_b);
    ops::layernorm_backward<float>(d_normed, vec(a.ln_w), layer.ln, work.d_in, dlw, dlb);
    d_x += work.d_in;
  };
  auto mlp_back = [&](Matrix& d_x, const BlockIndex& b, const ForwardRecord::Block& block) {
    if (!config_.mlp) return;
    auto dw1 = grad(g, b.w1);
    auto db1 = grad_vec(g, b.b1);
    auto dw2 = grad(g, b.w2);
    auto db2 = grad_vec(g, b.b2);
    ops::mlp_backward<float>(block.mlp_input, matrix(b.w1), matrix(b.w2), block.mlp, d_x,
                             work.d_mlp_input, dw1, db1, dw2, db2, work.d_activated,
                             work.d_hidden);
    auto dlw = grad_vec(g, b.ln_mlp_w);
    auto dlb = grad_vec(g, b.ln_mlp_b);
    ops::layernorm_backward<float>(work.d_mlp_input, vec(b.ln_mlp_w), block.ln_mlp, work.d_in,
                                   dlw, dlb);
    d_x += work.d_in;
  };

  // lm_head and the decoder's final LayerNorm.
  Matrix &d_out = work.d_out, &d_y = work.d_y;
  {
    auto dw = grad(g, head_w_);
    auto db = grad_vec(g, head_b_);
    ops::linear_backward<float>(r.decoder_output, matrix(head_w_), d_logits, &d_out, dw, &db);
    auto dlw = grad_vec(g, dec_ln_f_w_);
    auto dlb = grad_vec(g, dec_ln_f_b_);
    ops::layernorm_backward<float>(d_out, vec(dec_ln_f_w_), r.decoder_ln_f, d_y, dlw, dlb);
  }
  Matrix& d_encoder_output = work.d_encoder_output;
  if (encoder_decoder) d_encoder_output.setZero(r.encoder_output.rows(), r.encoder_output.cols());
  for (std::size_t l = decoder_.size(); l-- > 0;) {
    const int layer = static_cast<int>(l);
    mlp_back(d_y, decoder_[l], r.decoder[l]);
    if (encoder_decoder) {
      attention_back(d_y, decoder_[l].cross, r.target_offset, &r.encoder_output, &r.source_offset,
                     &d_encoder_output, layer_flags(ablation.decoder_cross, layer, heads),
                     r.decoder[l].cross);
    }
    attention_back(d_y, decoder_[l].self, r.target_offset, nullptr, nullptr, nullptr,
                   layer_flags(ablation.decoder_self, layer, heads), r.decoder[l].self);
  }
  {
    auto d_table = grad(g, tok_emb_);
    auto d_positions = grad(g, dec_pos_);
    for (std::size_t s = 0; s < count; ++s) {
      const int t0 = r.target_offset[s], n = r.target_offset[s + 1] - t0;
      ops::embedding_backward<float>(d_y.middleRows(t0, n), r.decoder_ids[s], d_table,
                                     d_positions);
    }
    if (!table_[static_cast<std::size_t>(dec_pos_)].trainable) d_positions.setZero();
  }
  if (!encoder_decoder) return;

  Matrix& d_x = work.d_x;
  {
    auto dlw = grad_vec(g, enc_ln_f_w_);
    auto dlb = grad_vec(g, enc_ln_f_b_);
    ops::layernorm_backward<float>(d_encoder_output, vec(enc_ln_f_w_), r.encoder_ln_f, d_x, dlw,
                                   dlb);
  }
  for (std::size_t l = encoder_.size(); l-- > 0;) {
    mlp_back(d_x, encoder_[l], r.encoder[l]);
    attention_back(d_x, encoder_[l].self, r.source_offset, nullptr, nullptr, nullptr,
                   layer_flags(ablation.encoder_self, static_cast<int>(l), heads),
                   r.encoder[l].self);
  }
  auto d_table = grad(g, tok_emb_);
  auto d_positions = grad(g, enc_pos_);
  for (std::size_t s = 0; s < count; ++s) {
    const int s0 = r.source_offset[s], n = r.source_offset[s + 1] - s0;
    ops::embedding_backward<float>(d_x.middleRows(s0, n), r.source_ids[s], d_table, d_positions);
  }
  if (!table_[static_cast<std::size_t>(enc_pos_)].trainable) d_positions.setZero();
}

}  // namespace attn
