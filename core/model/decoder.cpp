#include "core/model/decoder.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <sstream>
#include <string>

#include "core/attention/linear.hpp"
#include "core/attention/multi_head.hpp"
#include "core/base/parallel.hpp"
#include "core/base/random.hpp"
#include "core/kernels/gemm.hpp"
#include "core/kernels/kernels.hpp"

namespace attn::decoder {
namespace {

// The tokens of generation every map has room for before its values move to larger storage.
constexpr int kMapRoom = 64;

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

// Rows [r0, r1) of y = Norm(x). LayerNorm: (x − mean) / sqrt(var + ε) · w + b; RMSNorm:
// x / sqrt(mean(x²) + ε) · w. The sums in double.
void normalize_rows(const Architecture& a, const MatrixRef& x, const Matrix& w, const Matrix& b, Eigen::Index r0,
                    Eigen::Index r1, Matrix& y) {
  const double n = static_cast<double>(x.cols());
  for (Eigen::Index i = r0; i < r1; ++i) {
    if (a.norm == Norm::RmsNorm) {
      double squares = 0.0;
      for (Eigen::Index j = 0; j < x.cols(); ++j) squares += static_cast<double>(x(i, j)) * x(i, j);
      const auto rstd = static_cast<float>(1.0 / std::sqrt(squares / n + a.norm_eps));
      y.row(i) = (x.row(i).array() * rstd * w.row(0).array()).matrix();
      continue;
    }
    double sum = 0.0;
    for (Eigen::Index j = 0; j < x.cols(); ++j) sum += x(i, j);
    const double mean = sum / n;
    double squares = 0.0;
    for (Eigen::Index j = 0; j < x.cols(); ++j) {
      const double c = x(i, j) - mean;
      squares += c * c;
    }
    const auto rstd = static_cast<float>(1.0 / std::sqrt(squares / n + a.norm_eps));
    const auto m = static_cast<float>(mean);
    y.row(i) = ((x.row(i).array() - m) * rstd * w.row(0).array() + b.row(0).array()).matrix();
  }
}

// y = Norm(x) row by row, the rows spread over the threads.
void normalize(const Architecture& a, const MatrixRef& x, const Matrix& w, const Matrix& b, Matrix& y,
               int threads = 0) {
  y.resize(x.rows(), x.cols());
  constexpr Eigen::Index kRows = 32;
  if (x.rows() <= kRows) {
    normalize_rows(a, x, w, b, 0, x.rows(), y);
    return;
  }
  parallel_for(static_cast<int>((x.rows() + kRows - 1) / kRows), threads, [&](int c) {
    const Eigen::Index r0 = c * kRows;
    normalize_rows(a, x, w, b, r0, std::min(x.rows(), r0 + kRows), y);
  });
}

// GELU, the tanh approximation: 0.5·x·(1 + tanh(sqrt(2/π)·(x + 0.044715·x³))), rows
// spread over the threads.
void gelu_tanh(Matrix& x, int threads) {
  constexpr float kSqrt2OverPi = 0.7978845608028654f;
  constexpr Eigen::Index kRows = 16;
  parallel_for(static_cast<int>((x.rows() + kRows - 1) / kRows), threads, [&](int c) {
    const Eigen::Index r0 = c * kRows;
    auto a = x.middleRows(r0, std::min(kRows, x.rows() - r0)).array();
    a = 0.5f * a * (1.0f + (kSqrt2OverPi * (a + 0.044715f * a.cube())).tanh());
  });
}

// SwiGLU's product: hidden = silu(gate) ⊙ hidden, silu(u) = u / (1 + e^−u), rows spread
// over the threads.
void swiglu(const Matrix& gate, int threads, Matrix& hidden) {
  constexpr Eigen::Index kRows = 16;
  const kernels::Kernels& k = kernels::active();
  parallel_for(static_cast<int>((gate.rows() + kRows - 1) / kRows), threads, [&](int c) {
    const Eigen::Index r0 = c * kRows;
    const Eigen::Index rows = std::min(kRows, gate.rows() - r0);
    k.silu_product(gate.row(r0).data(), hidden.row(r0).data(), static_cast<std::size_t>(rows * gate.cols()));
  });
}

// x += MLP(Norm(x; norm2)).
void mlp_block(const Architecture& a, const Layer& layer, Precision precision, int threads, Matrix& x) {
  // Kept between calls on this thread: a forward pass of the same length touches no new
  // memory.
  thread_local Matrix normed, hidden, gate, out;
  thread_local RowStorage storage;
  normalize(a, x, layer.norm2_w, layer.norm2_b, normed, threads);
  // Up and gate read the same rows: prepared once.
  const ProductRows rows = prepare_rows(normed, layer.up_w, precision, kernels::active(), threads, storage);
  linear(rows, layer.up_w, layer.up_b, threads, hidden);
  if (a.mlp == Mlp::GeluTanh) {
    gelu_tanh(hidden, threads);
  } else {
    linear(rows, layer.gate_w, layer.gate_b, threads, gate);
    swiglu(gate, threads, hidden);
  }
  linear(hidden, layer.down_w, layer.down_b, threads, out, precision);
  x += out;
}

// The causal mask of T tokens made the mask of T + 1: the new key hidden from every earlier
// query, the new query seeing every key. Row by row (Eigen's resize copies a bool matrix
// one element at a time).
void grow_causal_mask(MaskMatrix& mask) {
  const Eigen::Index t = mask.rows();
  MaskMatrix grown(t + 1, t + 1);
  for (Eigen::Index i = 0; i < t; ++i) {
    std::copy(mask.row(i).data(), mask.row(i).data() + t, grown.row(i).data());
    grown(i, t) = true;
  }
  std::fill(grown.row(t).data(), grown.row(t).data() + t + 1, false);
  mask.swap(grown);
}

bool any_ablated(const std::vector<std::vector<char>>& ablated, std::size_t layer) {
  if (layer >= ablated.size()) return false;
  return std::any_of(ablated[layer].begin(), ablated[layer].end(), [](char c) { return c != 0; });
}

bool is_ablated(const std::vector<std::vector<char>>& ablated, std::size_t layer, int head) {
  return layer < ablated.size() && static_cast<std::size_t>(head) < ablated[layer].size() &&
         ablated[layer][static_cast<std::size_t>(head)] != 0;
}

// The rotation table of a RoPE model covers `positions` (grown in steps, so that
// generation remakes it rarely).
void ensure_rotation(const Architecture& a, Run& run, std::size_t positions) {
  if (a.learned_positions) return;
  if (run.rotation && static_cast<std::size_t>(run.rotation->positions()) >= positions) return;
  const std::size_t have = run.rotation ? static_cast<std::size_t>(run.rotation->positions()) : 0;
  const std::size_t want = std::min<std::size_t>(static_cast<std::size_t>(a.context),
                                                 std::max({positions, 2 * have, std::size_t{256}}));
  run.rotation = make_rotation_table(rope_frequencies(a.head_dim, a.rope_theta, a.rope_scaling),
                                     static_cast<int>(want), a.rope_theta);
}

// The attention of one layer over rec.normed, into rec.attention; ablated heads add nothing.
void attend(const Weights& weights, std::size_t l, const Run& run, int threads, LayerRecord& rec) {
  const AttentionConfig config = attention_config(weights.arch, run, threads);
  const MhaWeights& w = weights.layers[l].attention;
  multi_head_attention(rec.normed, Matrix(), w, config, rec.attention);
  if (!any_ablated(run.ablated, l)) return;
  AttentionTrace& t = rec.attention;
  for (int h = 0; h < weights.arch.heads; ++h) {
    if (is_ablated(run.ablated, l, h)) t.concat.middleCols(static_cast<Eigen::Index>(h) * t.d_k, t.d_k).setZero();
  }
  linear(t.concat, w.o(), w.b_o, threads, t.output, run.precision);
}

// Layers [from, L) of `run` from the residual stream x entering layer `from`.
void run_layers(const Weights& weights, std::size_t from, Matrix x, int threads, Run& run) {
  const Architecture& a = weights.arch;
  for (std::size_t l = from; l < weights.layers.size(); ++l) {
    const Layer& layer = weights.layers[l];
    LayerRecord& rec = run.layers[l];
    rec.input = x;
    normalize(a, x, layer.norm1_w, layer.norm1_b, rec.normed, threads);
    attend(weights, l, run, threads, rec);
    x += rec.attention.output;
    mlp_block(a, layer, run.precision, threads, x);
  }
  normalize(a, x, weights.final_w, weights.final_b, run.final, threads);
}

// The most tokens the model reads, and why.
std::pair<int, const char*> reach(const Architecture& a) {
  if (a.sliding_window > 0 && a.sliding_window < a.context) return {a.sliding_window, "its sliding window"};
  return {a.context, "its context"};
}

void require_ids(const Architecture& a, const std::vector<int>& ids, std::size_t tokens) {
  if (tokens == 0) throw AttentionError("there are no tokens: give the model some text");
  const auto [most, why] = reach(a);
  if (tokens > static_cast<std::size_t>(most)) {
    throw AttentionError(std::to_string(tokens) + " tokens; the model reads at most " +
                         std::to_string(most) + " (" + why + ")");
  }
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] < 0 || ids[i] >= a.vocabulary) {
      throw AttentionError("token " + std::to_string(i + 1) + " has id " + std::to_string(ids[i]) +
                           ", outside the vocabulary of " + std::to_string(a.vocabulary));
    }
  }
}

// softmax(logits) in double.
std::vector<double> probabilities(const Matrix& logits) {
  const float top = logits.maxCoeff();
  std::vector<double> p(static_cast<std::size_t>(logits.size()));
  double sum = 0.0;
  for (Eigen::Index j = 0; j < logits.size(); ++j) {
    p[static_cast<std::size_t>(j)] = std::exp(static_cast<double>(logits(0, j)) - top);
    sum += p[static_cast<std::size_t>(j)];
  }
  for (double& v : p) v /= sum;
  return p;
}

std::string number(double v) {
  std::ostringstream s;
  if (v == std::floor(v) && std::abs(v) < 1e15) {
    s << static_cast<long long>(v);
  } else {
    s << v;
  }
  return s.str();
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
  if (a.heads % a.kv_heads != 0) {
    throw AttentionError("the " + std::to_string(a.heads) + " query heads are not a multiple of the " +
                         std::to_string(a.kv_heads) + " K/V heads (num_key_value_heads)");
  }
  if (a.learned_positions && a.heads * a.head_dim != a.d_model) {
    throw AttentionError("the width " + std::to_string(a.d_model) + " is not a multiple of the " +
                         std::to_string(a.heads) + " heads");
  }
  if (!(a.norm_eps > 0.0) || !std::isfinite(a.norm_eps)) {
    throw AttentionError("the norm's epsilon must be finite and > 0");
  }
  if (!a.learned_positions) rope_frequencies(a.head_dim, a.rope_theta, a.rope_scaling);
  if (a.sliding_window < 0) throw AttentionError("sliding_window must be at least 0");
}

std::string sharing(const Architecture& a) {
  if (a.kv_heads == a.heads) return std::to_string(a.heads) + " heads, each with its own K and V";
  if (a.kv_heads == 1) return std::to_string(a.heads) + " query heads share 1 K/V head";
  return std::to_string(a.heads) + " query heads share " + std::to_string(a.kv_heads) + " K/V heads";
}

std::string summary(const Architecture& a, const std::string& dtype) {
  std::string s = std::to_string(a.layers) + " layers · D " + std::to_string(a.d_model) + " · " +
                  std::to_string(a.heads) + " heads";
  if (a.kv_heads != a.heads) s += " (" + std::to_string(a.kv_heads) + " K/V)";
  s += " · d_k " + std::to_string(a.head_dim);
  if (a.learned_positions) {
    s += " · learned positions " + std::to_string(a.context);
  } else {
    s += " · RoPE θ " + number(a.rope_theta);
    if (a.rope_scaling.kind != RopeScaling::Kind::None) {
      s += " (" + rope_scaling_name(a.rope_scaling.kind) + " ×" + number(a.rope_scaling.factor) + ")";
    }
  }
  if (a.qk_norm) s += " · q/k norm";
  if (a.qkv_bias && a.norm == Norm::RmsNorm) s += " · q/k/v biases";
  s += a.norm == Norm::RmsNorm ? " · RMSNorm" : " · LayerNorm";
  s += (a.mlp == Mlp::SwiGlu ? " · SwiGLU " : " · GELU ") + std::to_string(a.mlp_width);
  s += a.tied_embeddings ? " · tied embeddings" : " · separate output matrix";
  if (a.sliding_window > 0) s += " · window " + std::to_string(a.sliding_window);
  if (!dtype.empty()) s += " · " + dtype;
  return s;
}

std::size_t parameter_count(const Architecture& a) {
  const auto d = static_cast<std::size_t>(a.d_model);
  const auto q = static_cast<std::size_t>(a.heads * a.head_dim);
  const auto kv = static_cast<std::size_t>(a.kv_heads * a.head_dim);
  const auto f = static_cast<std::size_t>(a.mlp_width);
  const std::size_t norm = a.norm == Norm::LayerNorm ? 2 * d : d;
  std::size_t layer = 2 * norm + d * (q + 2 * kv) + q * d;
  if (a.qkv_bias) layer += q + 2 * kv;
  if (a.o_bias) layer += d;
  if (a.qk_norm) layer += 2 * static_cast<std::size_t>(a.head_dim);
  layer += (a.mlp == Mlp::SwiGlu ? 3 : 2) * d * f;
  if (a.mlp_bias) layer += (a.mlp == Mlp::SwiGlu ? 2 : 1) * f + d;
  const auto v = static_cast<std::size_t>(a.vocabulary);
  std::size_t total = v * d + static_cast<std::size_t>(a.layers) * layer + norm;
  if (a.learned_positions) total += static_cast<std::size_t>(a.context) * d;
  if (!a.tied_embeddings) total += v * d;
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
  const double mlp = (a.mlp == Mlp::SwiGlu ? 3.0 : 2.0) * d * a.mlp_width;
  const double per_token = d * (q + 2.0 * kv) + q * d + mlp;
  // Scores and weighted sums: each query against the keys up to it.
  const double attention = 2.0 * q * t * (t + 1.0) / 2.0;
  return a.layers * (t * per_token + attention) + d * a.vocabulary;
}

void validate(const Weights& w) {
  const Architecture& a = w.arch;
  validate(a);
  const Eigen::Index d = a.d_model;
  const Eigen::Index q = static_cast<Eigen::Index>(a.heads) * a.head_dim;
  const Eigen::Index kv = static_cast<Eigen::Index>(a.kv_heads) * a.head_dim;
  const Eigen::Index f = a.mlp_width;
  const bool layer_norm = a.norm == Norm::LayerNorm;
  if (w.embed16.size() != 0) {
    if (w.embed.size() != 0) throw AttentionError("the token embedding is held twice, as floats and in BF16");
    require(w.embed16, d, a.vocabulary, "the token embedding (BF16, as Eᵀ)");
  } else {
    require(w.embed, a.vocabulary, d, "the token embedding");
  }
  if (a.learned_positions) {
    require(w.positions, a.context, d, "the position embedding");
  } else if (w.positions.size() != 0) {
    throw AttentionError("a model with rotary positions has no position embedding");
  }
  if (w.layers.size() != static_cast<std::size_t>(a.layers)) {
    throw AttentionError("the model has " + std::to_string(w.layers.size()) + " layers, its configuration says " +
                         std::to_string(a.layers));
  }
  for (std::size_t l = 0; l < w.layers.size(); ++l) {
    const Layer& y = w.layers[l];
    const std::string p = "layer " + std::to_string(l) + " ";
    require(y.norm1_w, 1, d, p + "attention norm weight");
    require_bias(y.norm1_b, layer_norm, d, p + "attention norm bias");
    require(y.attention.q(), d, q, p + "W_q");
    require(y.attention.k(), d, kv, p + "W_k");
    require(y.attention.v(), d, kv, p + "W_v");
    require(y.attention.o(), q, d, p + "W_o");
    require_bias(y.attention.b_q, a.qkv_bias, q, p + "b_q");
    require_bias(y.attention.b_k, a.qkv_bias, kv, p + "b_k");
    require_bias(y.attention.b_v, a.qkv_bias, kv, p + "b_v");
    require_bias(y.attention.b_o, a.o_bias, d, p + "b_o");
    require_bias(y.attention.q_norm, a.qk_norm, a.head_dim, p + "q norm");
    require_bias(y.attention.k_norm, a.qk_norm, a.head_dim, p + "k norm");
    require(y.norm2_w, 1, d, p + "MLP norm weight");
    require_bias(y.norm2_b, layer_norm, d, p + "MLP norm bias");
    require(y.up_w, d, f, p + (a.mlp == Mlp::SwiGlu ? "MLP up" : "MLP in"));
    require_bias(y.up_b, a.mlp_bias, f, p + "MLP in bias");
    if (a.mlp == Mlp::SwiGlu) {
      require(y.gate_w, d, f, p + "MLP gate");
      require_bias(y.gate_b, a.mlp_bias, f, p + "MLP gate bias");
    }
    require(y.down_w, f, d, p + "MLP out");
    require_bias(y.down_b, a.mlp_bias, d, p + "MLP out bias");
  }
  require(w.final_w, 1, d, "the final norm weight");
  require_bias(w.final_b, layer_norm, d, "the final norm bias");
  if (a.tied_embeddings) {
    if (w.separate_output()) throw AttentionError("a tied model has no separate output matrix");
  } else if (w.output16.size() != 0) {
    require(w.output16, d, a.vocabulary, "the output matrix (lm_head, BF16, as its transpose)");
  } else {
    require(w.output, a.vocabulary, d, "the output matrix (lm_head)");
  }
}

std::size_t parameter_bytes(const Architecture& a) { return sizeof(float) * parameter_count(a); }

std::size_t held_bytes(const Weights& w) {
  const auto floats = [](const Matrix& m) { return sizeof(float) * static_cast<std::size_t>(m.size()); };
  const auto either = [&](const Matrix& m, const Bf16Matrix& h) { return floats(m) + h.bytes(); };
  std::size_t total = either(w.embed, w.embed16) + floats(w.positions) + floats(w.final_w) +
                      floats(w.final_b) + either(w.output, w.output16);
  for (const Layer& y : w.layers) {
    const MhaWeights& t = y.attention;
    total += floats(y.norm1_w) + floats(y.norm1_b) + floats(y.norm2_w) + floats(y.norm2_b);
    total += either(t.w_q, t.w_q16) + either(t.w_k, t.w_k16) + either(t.w_v, t.w_v16) + either(t.w_o, t.w_o16);
    total += floats(t.b_q) + floats(t.b_k) + floats(t.b_v) + floats(t.b_o) + floats(t.q_norm) + floats(t.k_norm);
    total += y.up_w.bytes() + y.gate_w.bytes() + y.down_w.bytes();
    total += floats(y.up_b) + floats(y.gate_b) + floats(y.down_b);
  }
  return total;
}

void Weights::embedding(int id, float* row) const {
  if (embed16.size() != 0) {
    const bf16* c = embed16.column(id);
    for (Eigen::Index j = 0; j < embed16.rows(); ++j) row[j] = bf16_to_float(c[j]);
  } else {
    std::copy_n(embed.row(id).data(), embed.cols(), row);
  }
}

AttentionConfig attention_config(const Architecture& a, const Run& run, int threads) {
  AttentionConfig config;
  config.d_model = a.d_model;
  config.heads = a.heads;
  config.head_dim = a.head_dim;
  config.kv_heads = a.kv_heads;
  config.causal = run.causal;
  config.detail = TraceDetail::Weights;
  config.threads = threads;
  config.precision = run.precision;
  // A causal run may generate: its maps keep room for the tokens to come.
  if (run.causal) config.map_room = kMapRoom;
  if (!a.learned_positions) config.rotation = Rotation{run.rotation, 0};
  return config;
}

Run forward(const Weights& weights, const std::vector<int>& ids, const Options& options) {
  Run run;
  forward(weights, ids, options, run);
  return run;
}

void forward(const Weights& weights, const std::vector<int>& ids, const Options& options, Run& run) {
  const Architecture& a = weights.arch;
  require_ids(a, ids, ids.size());
  run.ids = ids;
  run.causal = options.causal;
  run.ablated = options.ablated;
  run.precision = options.precision;
  run.layers.resize(weights.layers.size());
  const auto t = static_cast<Eigen::Index>(ids.size());
  Matrix x(t, a.d_model);
  for (Eigen::Index i = 0; i < t; ++i) {
    weights.embedding(ids[static_cast<std::size_t>(i)], x.row(i).data());
    if (a.learned_positions) x.row(i) += weights.positions.row(i);
  }
  try {
    ensure_rotation(a, run, ids.size());
    run_layers(weights, 0, std::move(x), options.threads, run);
  } catch (...) {
    run = Run{};  // half-written: nothing in it may be trusted
    throw;
  }
}

void extend(const Weights& weights, Run& run, int id, int threads) {
  const Architecture& a = weights.arch;
  if (!run.causal) {
    throw AttentionError("a token can be added one at a time only under the causal mask: "
                         "without it the earlier tokens would see the new one too");
  }
  const auto t = static_cast<Eigen::Index>(run.ids.size());
  std::vector<int> one{id};
  require_ids(a, one, run.ids.size() + 1);
  ensure_rotation(a, run, run.ids.size() + 1);
  const Eigen::Index d = a.d_model;
  const Eigen::Index dk = a.head_dim;
  const int group = a.heads / a.kv_heads;
  Matrix x(1, d);
  weights.embedding(id, x.data());
  if (a.learned_positions) x += weights.positions.row(t);
  for (std::size_t l = 0; l < weights.layers.size(); ++l) {
    const Layer& layer = weights.layers[l];
    LayerRecord& rec = run.layers[l];
    AttentionTrace& trace = rec.attention;
    rec.input.conservativeResize(t + 1, d);
    rec.input.row(t) = x;
    Matrix n;
    normalize(a, x, layer.norm1_w, layer.norm1_b, n);
    rec.normed.conservativeResize(t + 1, d);
    rec.normed.row(t) = n;
    const MhaWeights& w = layer.attention;
    Matrix q, k, v;
    thread_local RowStorage storage;
    const ProductRows rows = prepare_rows(n, w.q(), run.precision, kernels::active(), threads, storage);
    linear(rows, w.q(), w.b_q, threads, q);  // 1×(H·d_k)
    linear(rows, w.k(), w.b_k, threads, k);  // 1×(H_kv·d_k)
    linear(rows, w.v(), w.b_v, threads, v);
    // Each head's q and k normalized and turned to the new token's position, as the whole
    // forward does: the cache holds rotated keys.
    const auto finish = [&](Matrix& m, int heads, const Matrix& norm) {
      for (int h = 0; h < heads; ++h) {
        float* row = m.data() + h * dk;
        if (norm.size() != 0) rms_norm_rows(row, m.cols(), 1, dk, norm.data(), w.qk_norm_eps);
        if (run.rotation) rotate_rows(row, m.cols(), 1, dk, *run.rotation, t);
      }
    };
    finish(q, a.heads, w.q_norm);
    finish(k, a.kv_heads, w.k_norm);
    const float divisor = std::sqrt(static_cast<float>(dk));
    trace.concat.conservativeResize(t + 1, static_cast<Eigen::Index>(a.heads) * dk);
    // The heads side by side: most of a step's time is each map growing by a row and a
    // column (a copy of T² floats per head), not the arithmetic.
    parallel_for(a.heads, threads, [&](int h) {
      HeadTrace& head = trace.heads[static_cast<std::size_t>(h)];
      const Eigen::Index c0 = static_cast<Eigen::Index>(h) * dk;
      const Eigen::Index kv0 = static_cast<Eigen::Index>(h / group) * dk;
      // The cache grows by the new key and value; the earlier ones are read, not remade.
      head.q.conservativeResize(t + 1, dk);
      head.k.conservativeResize(t + 1, dk);
      head.v.conservativeResize(t + 1, dk);
      head.q.row(t) = q.row(0).segment(c0, dk);
      head.k.row(t) = k.row(0).segment(kv0, dk);
      head.v.row(t) = v.row(0).segment(kv0, dk);
      Matrix scores = head.q.row(t) * head.k.transpose() / divisor;  // 1×(t+1)
      const float top = scores.maxCoeff();
      scores = (scores.array() - top).exp().matrix();
      scores /= scores.sum();
      // A row and a column more, in the room the map keeps for them: the new column is 0
      // (no earlier token sees the new one).
      head.weights.grow(t + 1, t + 1, kMapRoom);
      head.weights.row(t) = scores;
      head.context.conservativeResize(t + 1, dk);
      head.context.row(t).noalias() = scores * head.v;
      if (is_ablated(run.ablated, l, h)) {
        trace.concat.block(t, c0, 1, dk).setZero();
      } else {
        trace.concat.block(t, c0, 1, dk) = head.context.row(t);
      }
    });
    grow_causal_mask(trace.mask);
    Matrix out;
    linear(trace.concat.row(t), w.o(), w.b_o, threads, out, run.precision);
    trace.output.conservativeResize(t + 1, d);
    trace.output.row(t) = out;
    x += out;
    mlp_block(a, layer, run.precision, threads, x);
  }
  Matrix f;
  normalize(a, x, weights.final_w, weights.final_b, f);
  run.final.conservativeResize(t + 1, d);
  run.final.row(t) = f;
  run.ids.push_back(id);
}

std::size_t kv_cache_bytes(const Architecture& a, const Run& run) {
  return run.ids.size() * kv_bytes_per_token(a, sizeof(float));
}

std::size_t run_bytes(const Run& run) {
  const auto floats = [](const Matrix& m) { return sizeof(float) * static_cast<std::size_t>(m.size()); };
  std::size_t total = floats(run.final);
  for (const LayerRecord& r : run.layers) {
    const AttentionTrace& t = r.attention;
    total += floats(r.input) + floats(r.normed) + floats(t.concat) + floats(t.output) +
             static_cast<std::size_t>(t.mask.size());
    for (const HeadTrace& h : t.heads) {
      total += floats(h.q) + floats(h.k) + floats(h.v) + floats(h.scores) + floats(h.scaled) +
               sizeof(float) * h.weights.capacity() + floats(h.context);
    }
  }
  return total;
}

Matrix logits(const Weights& weights, const Run& run, int position, int threads) {
  if (position < 0 || position >= run.final.rows()) {
    throw AttentionError("position " + std::to_string(position) + " is outside the " +
                         std::to_string(run.final.rows()) + " tokens");
  }
  const Bf16Matrix& u16 = weights.separate_output() ? weights.output16 : weights.embed16;
  Matrix out;
  if (u16.size() != 0) {
    linear(run.final.row(position), u16, Matrix(), threads, out, run.precision);
    return out;
  }
  const Matrix& u = weights.separate_output() ? weights.output : weights.embed;
  const Eigen::Index v = u.rows();
  out.resize(1, v);
  constexpr Eigen::Index kChunk = 4096;
  kernels::set_product_threads(1);
  parallel_for(static_cast<int>((v + kChunk - 1) / kChunk), threads, [&](int item) {
    const Eigen::Index r0 = item * kChunk;
    const Eigen::Index n = std::min(kChunk, v - r0);
    auto o = out.middleCols(r0, n);
    kernels::gemm(kernels::const_view_of(run.final.row(position)),
                  kernels::const_view_of(u.middleRows(r0, n)), true, kernels::view_of(o));
  });
  return out;
}

std::vector<Candidate> top_candidates(const Matrix& logits, int count) {
  const std::vector<double> p = probabilities(logits);
  std::vector<int> order(p.size());
  std::iota(order.begin(), order.end(), 0);
  const auto n = std::min<std::size_t>(static_cast<std::size_t>(std::max(count, 0)), order.size());
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), order.end(), [&](int a, int b) {
    return logits(0, a) > logits(0, b) || (logits(0, a) == logits(0, b) && a < b);
  });
  std::vector<Candidate> out;
  for (std::size_t i = 0; i < n; ++i) {
    const int id = order[i];
    out.push_back({id, static_cast<float>(p[static_cast<std::size_t>(id)]), logits(0, id)});
  }
  return out;
}

int choose_next(const Matrix& logits, float temperature, std::uint64_t seed, int step) {
  if (!(temperature > 0.0f)) return top_candidates(logits, 1).front().id;
  Matrix scaled = logits / temperature;
  const std::vector<double> p = probabilities(scaled);
  SplitMix64 stream(seed * std::uint64_t{0x9E3779B97F4A7C15} + static_cast<std::uint64_t>(step));
  // 53 random bits: the draw resolves probabilities far below float's.
  const double u = static_cast<double>(stream.next() >> 11) * 0x1.0p-53;
  double sum = 0.0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    sum += p[i];
    if (u < sum) return static_cast<int>(i);
  }
  return static_cast<int>(p.size() - 1);
}

Matrix head_effects(const Weights& weights, const Run& run, int threads) {
  const Architecture& a = weights.arch;
  const int last = static_cast<int>(run.final.rows()) - 1;
  const std::vector<double> base = probabilities(logits(weights, run, last, threads));
  Matrix effects = Matrix::Zero(a.layers, a.heads);
  Run trial;
  trial.ids = run.ids;
  trial.causal = run.causal;
  trial.precision = run.precision;
  trial.rotation = run.rotation;
  trial.layers.resize(run.layers.size());
  for (std::size_t l = 0; l < run.layers.size(); ++l) {
    for (int h = 0; h < a.heads; ++h) {
      if (is_ablated(run.ablated, l, h)) continue;  // already off: removing it changes nothing
      trial.ablated = run.ablated;
      trial.ablated.resize(run.layers.size(), std::vector<char>(static_cast<std::size_t>(a.heads), 0));
      trial.ablated[l].resize(static_cast<std::size_t>(a.heads), 0);
      trial.ablated[l][static_cast<std::size_t>(h)] = 1;
      run_layers(weights, l, run.layers[l].input, threads, trial);
      const std::vector<double> p = probabilities(logits(weights, trial, last, threads));
      double distance = 0.0;
      for (std::size_t i = 0; i < p.size(); ++i) distance += std::abs(p[i] - base[i]);
      effects(static_cast<Eigen::Index>(l), h) = static_cast<float>(0.5 * distance);
    }
  }
  return effects;
}

}  // namespace attn::decoder
