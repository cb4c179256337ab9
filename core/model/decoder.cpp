#include "core/model/decoder.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>
#include <sstream>
#include <string>

#include "core/attention/linear.hpp"
#include "core/attention/multi_head.hpp"
#include "core/base/parallel.hpp"
#include "core/base/random.hpp"
#include "core/kernels/gemm.hpp"
#include "core/kernels/kernels.hpp"
#include "core/base/per_thread.hpp"

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

// GELU, the exact one: 0.5·x·(1 + erf(x/√2)); ReLU; rows spread over the threads.
void gelu_erf(Matrix& x, int threads) {
  constexpr float kInvSqrt2 = 0.7071067811865476f;
  constexpr Eigen::Index kRows = 16;
  parallel_for(static_cast<int>((x.rows() + kRows - 1) / kRows), threads, [&](int c) {
    const Eigen::Index r0 = c * kRows;
    auto a = x.middleRows(r0, std::min(kRows, x.rows() - r0)).array();
    a = a.unaryExpr([](float v) { return 0.5f * v * (1.0f + std::erf(v * kInvSqrt2)); });
  });
}

void relu(Matrix& x, int threads) {
  constexpr Eigen::Index kRows = 16;
  parallel_for(static_cast<int>((x.rows() + kRows - 1) / kRows), threads, [&](int c) {
    const Eigen::Index r0 = c * kRows;
    auto a = x.middleRows(r0, std::min(kRows, x.rows() - r0)).array();
    a = a.max(0.0f);
  });
}

// silu(x) = x / (1 + e^−x) in place: the kernel's silu product with ones (rows spread over
// the threads).
void silu(Matrix& x, int threads) {
  constexpr Eigen::Index kRows = 16;
  const kernels::Kernels& k = kernels::active();
  parallel_for(static_cast<int>((x.rows() + kRows - 1) / kRows), threads, [&](int c) {
    const Eigen::Index r0 = c * kRows;
    struct Ones { std::vector<float> v; };
    std::vector<float>& ones = per_thread<Ones>().v;
    for (Eigen::Index i = r0; i < std::min(x.rows(), r0 + kRows); ++i) {
      ones.assign(static_cast<std::size_t>(x.cols()), 1.0f);
      k.silu_product(x.row(i).data(), ones.data(), ones.size());
      std::copy(ones.begin(), ones.end(), x.row(i).data());
    }
  });
}

// The gated products: hidden = act(gate) ⊙ hidden, rows spread over the threads. SwiGLU:
// act = silu; T5's gated-gelu: act = gelu_tanh (gate is changed).
void gated(Mlp mlp, Matrix& gate, int threads, Matrix& hidden) {
  if (mlp == Mlp::GatedGelu) {
    gelu_tanh(gate, threads);
    hidden.array() *= gate.array();
    return;
  }
  constexpr Eigen::Index kRows = 16;
  const kernels::Kernels& k = kernels::active();
  parallel_for(static_cast<int>((gate.rows() + kRows - 1) / kRows), threads, [&](int c) {
    const Eigen::Index r0 = c * kRows;
    const Eigen::Index rows = std::min(kRows, gate.rows() - r0);
    k.silu_product(gate.row(r0).data(), hidden.row(r0).data(), static_cast<std::size_t>(rows * gate.cols()));
  });
}

// x += MLP(Norm(x; norm2)); post-norm: x = Norm(x + MLP(x); norm2).
void mlp_block(const Architecture& a, const Layer& layer, Precision precision, int threads, Matrix& x) {
  // Kept between calls on this thread: a forward pass of the same length touches no new
  // memory.
  struct Scratch { Matrix normed, hidden, gate, out; RowStorage storage; };
  Scratch& scratch = per_thread<Scratch>();
  Matrix& normed = scratch.normed;
  Matrix& hidden = scratch.hidden;
  Matrix& gate = scratch.gate;
  Matrix& out = scratch.out;
  RowStorage& storage = scratch.storage;
  const Matrix* in = &x;
  if (!a.post_norm) {
    normalize(a, x, layer.norm2_w, layer.norm2_b, normed, threads);
    in = &normed;
  }
  // Up and gate read the same rows: prepared once.
  const ProductRows rows = prepare_rows(*in, layer.up_w, precision, kernels::active(), threads, storage);
  linear(rows, layer.up_w, layer.up_b, threads, hidden);
  switch (a.mlp) {
    case Mlp::GeluTanh: gelu_tanh(hidden, threads); break;
    case Mlp::Gelu: gelu_erf(hidden, threads); break;
    case Mlp::Relu: relu(hidden, threads); break;
    case Mlp::Silu: silu(hidden, threads); break;
    case Mlp::SwiGlu:
    case Mlp::GatedGelu:
      linear(rows, layer.gate_w, layer.gate_b, threads, gate);
      gated(a.mlp, gate, threads, hidden);
      break;
  }
  linear(hidden, layer.down_w, layer.down_b, threads, out, precision);
  x += out;
  if (a.post_norm) {
    normed = x;
    normalize(a, normed, layer.norm2_w, layer.norm2_b, x, threads);
  }
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
  if (!a.rotary()) return;
  if (run.rotation && static_cast<std::size_t>(run.rotation->positions()) >= positions) return;
  const std::size_t have = run.rotation ? static_cast<std::size_t>(run.rotation->positions()) : 0;
  const std::size_t want = std::min<std::size_t>(static_cast<std::size_t>(a.context),
                                                 std::max({positions, 2 * have, std::size_t{256}}));
  run.rotation = make_rotation_table(rope_frequencies(a.head_dim, a.rope_theta, a.rope_scaling),
                                     static_cast<int>(want), a.rope_theta);
}

// One stack's weights, whichever Weights holds them: the main stack (the decoder, or an
// encoder alone) or an encoder–decoder's encoder.
struct StackWeights {
  const std::vector<Layer>& layers;
  const Matrix& positions;
  const Matrix& embed_norm_w;
  const Matrix& embed_norm_b;
  const Matrix& final_w;
  const Matrix& final_b;
  const Matrix& relative_bias;
  bool is_encoder;  // T5 counts its buckets both ways in an encoder
};

StackWeights main_stack(const Weights& w) {
  return {w.layers, w.positions, w.embed_norm_w, w.embed_norm_b, w.final_w, w.final_b, w.relative_bias,
          w.arch.stacks == Stacks::Encoder};
}

StackWeights encoder_stack(const Weights& w) {
  const Encoder& e = w.encoder;
  return {e.layers, e.positions, e.embed_norm_w, e.embed_norm_b, e.final_w, e.final_b, e.relative_bias, true};
}

// Marian's sinusoidal position p into row (D floats, added): sin(p / 10000^(2j/D)) in the
// first half, cos of the same in the second, computed in double.
void add_sinusoidal(Eigen::Index p, Eigen::Index d, float* row) {
  const Eigen::Index half = (d + 1) / 2;
  for (Eigen::Index j = 0; j < d; ++j) {
    const Eigen::Index i = j < half ? j : j - half;
    const double angle = static_cast<double>(p) / std::pow(10000.0, 2.0 * static_cast<double>(i) / static_cast<double>(d));
    row[j] += static_cast<float>(j < half ? std::sin(angle) : std::cos(angle));
  }
}

// The embeddings of `count` tokens at positions [first, first + count) into x (count×D):
// the token's (times the scale), its position's when learned (offset) or sinusoidal, token
// type 0's (BERT), then their norm where the stack has one.
void embed(const Weights& weights, const StackWeights& stack, const int* ids, Eigen::Index first, Eigen::Index count,
           Matrix& x) {
  const Architecture& a = weights.arch;
  x.resize(count, a.d_model);
  for (Eigen::Index i = 0; i < count; ++i) {
    weights.embedding(ids[i], x.row(i).data());
    if (a.embed_scale != 1.0f) x.row(i) *= a.embed_scale;
    if (a.positions == Positions::Learned) x.row(i) += stack.positions.row(first + i + a.position_offset);
    if (a.positions == Positions::Sinusoidal) add_sinusoidal(first + i, a.d_model, x.row(i).data());
    if (a.token_types) x.row(i) += weights.token_type;
  }
  if (stack.embed_norm_w.size() != 0) {
    const Matrix raw = x;
    normalize(a, raw, stack.embed_norm_w, stack.embed_norm_b, x);
  }
}

// The relative position bias of a stack over `tokens` tokens (T5), or null.
std::shared_ptr<const std::vector<Matrix>> stack_bias(const Architecture& a, const StackWeights& stack,
                                                      Eigen::Index tokens) {
  if (a.positions != Positions::Relative) return nullptr;
  return std::make_shared<const std::vector<Matrix>>(relative_position_bias(
      stack.relative_bias, tokens, tokens, stack.is_encoder, a.relative_buckets, a.relative_max_distance));
}

// One layer's self-attention over rec.normed into rec.attention; ablated heads add nothing.
void attend(const Weights& weights, const MhaWeights& w, std::size_t l, const Run& run, int threads, Part part,
            LayerRecord& rec) {
  const AttentionConfig config = attention_config(weights.arch, run, threads, part);
  multi_head_attention(rec.normed, Matrix(), w, config, rec.attention);
  if (part == Part::Encoder || !any_ablated(run.ablated, l)) return;
  AttentionTrace& t = rec.attention;
  for (int h = 0; h < weights.arch.heads; ++h) {
    if (is_ablated(run.ablated, l, h)) t.concat.middleCols(static_cast<Eigen::Index>(h) * t.d_k, t.d_k).setZero();
  }
  linear(t.concat, w.o(), w.b_o, threads, t.output, run.precision);
}

// x with a sublayer's output added: x += out pre-norm, x = Norm(x + out) post-norm.
void add_sublayer(const Architecture& a, const Matrix& out, const Matrix& norm_w, const Matrix& norm_b, int threads,
                  Matrix& x) {
  x += out;
  if (!a.post_norm) return;
  struct Sum { Matrix m; };
  Matrix& sum = per_thread<Sum>().m;
  sum = x;
  normalize(a, sum, norm_w, norm_b, x, threads);
}

// Layers [from, L) of a stack from the residual stream x entering layer `from`, into
// `records` and its output h into `out`. A decoder of an encoder–decoder reads
// run.encoder_output in its cross-attention.
void run_stack(const Weights& weights, const StackWeights& stack, Part part, std::size_t from, Matrix x, int threads,
               Run& run, std::vector<LayerRecord>& records, Matrix& out) {
  const Architecture& a = weights.arch;
  const bool cross = part == Part::Self && a.encoder_decoder();
  for (std::size_t l = from; l < stack.layers.size(); ++l) {
    const Layer& layer = stack.layers[l];
    LayerRecord& rec = records[l];
    rec.input = x;
    if (a.post_norm) {
      rec.normed = x;  // the attention reads the stream itself; its norm comes after the sum
    } else {
      normalize(a, x, layer.norm1_w, layer.norm1_b, rec.normed, threads);
    }
    attend(weights, layer.attention, l, run, threads, part, rec);
    add_sublayer(a, rec.attention.output, layer.norm1_w, layer.norm1_b, threads, x);
    if (cross) {
      if (a.post_norm) {
        rec.cross_input = x;
      } else {
        normalize(a, x, layer.cross_norm_w, layer.cross_norm_b, rec.cross_input, threads);
      }
      const AttentionConfig config = attention_config(a, run, threads, Part::Cross);
      multi_head_attention(run.encoder_output, rec.cross_input, layer.cross, config, rec.cross);
      add_sublayer(a, rec.cross.output, layer.cross_norm_w, layer.cross_norm_b, threads, x);
    }
    mlp_block(a, layer, run.precision, threads, x);
  }
  if (a.post_norm) {
    out = std::move(x);
  } else {
    normalize(a, x, stack.final_w, stack.final_b, out, threads);
  }
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
  if (a.encoder_decoder() && a.encoder_layers < 1) {
    throw AttentionError("an encoder–decoder needs encoder layers, got " + std::to_string(a.encoder_layers));
  }
  if (a.heads % a.kv_heads != 0) {
    throw AttentionError("the " + std::to_string(a.heads) + " query heads are not a multiple of the " +
                         std::to_string(a.kv_heads) + " K/V heads (num_key_value_heads)");
  }
  if (a.family == "gpt2" && a.heads * a.head_dim != a.d_model) {
    throw AttentionError("the width " + std::to_string(a.d_model) + " is not a multiple of the " +
                         std::to_string(a.heads) + " heads");
  }
  if (!(a.norm_eps > 0.0) || !std::isfinite(a.norm_eps)) {
    throw AttentionError("the norm's epsilon must be finite and > 0");
  }
  if (a.rotary()) rope_frequencies(a.head_dim, a.rope_theta, a.rope_scaling);
  if (a.positions == Positions::Relative && (a.relative_buckets < 2 || a.relative_max_distance < 2)) {
    throw AttentionError("relative positions need at least 2 buckets and a distance of at least 2");
  }
  if (a.position_offset < 0) throw AttentionError("the position offset must be at least 0");
  if (a.sliding_window < 0) throw AttentionError("sliding_window must be at least 0");
  if (!(a.embed_scale > 0.0f) || !std::isfinite(a.embed_scale) || !(a.output_scale > 0.0f) ||
      !std::isfinite(a.output_scale)) {
    throw AttentionError("the embedding's and the output's scales must be finite and > 0");
  }
  if (a.encoder_decoder() && (a.decoder_start < 0 || a.decoder_start >= a.vocabulary)) {
    throw AttentionError("the decoder's start token " + std::to_string(a.decoder_start) +
                         " is outside the vocabulary of " + std::to_string(a.vocabulary));
  }
}

std::string sharing(const Architecture& a) {
  if (a.kv_heads == a.heads) return std::to_string(a.heads) + " heads, each with its own K and V";
  if (a.kv_heads == 1) return std::to_string(a.heads) + " query heads share 1 K/V head";
  return std::to_string(a.heads) + " query heads share " + std::to_string(a.kv_heads) + " K/V heads";
}

std::string summary(const Architecture& a, const std::string& dtype) {
  std::string s;
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
      if (a.rope_scaling.kind != RopeScaling::Kind::None) {
        s += " (" + rope_scaling_name(a.rope_scaling.kind) + " ×" + number(a.rope_scaling.factor) + ")";
      }
      break;
    case Positions::Sinusoidal:
      s += " · sinusoidal positions";
      break;
    case Positions::Relative:
      s += " · relative positions (" + std::to_string(a.relative_buckets) + " buckets)";
      break;
  }
  if (!a.scale_scores) s += " · no ÷√d_k";
  if (a.qk_norm) s += " · q/k norm";
  if (a.qkv_bias && a.norm == Norm::RmsNorm) s += " · q/k/v biases";
  s += a.post_norm ? " · post-" : " · ";
  s += a.norm == Norm::RmsNorm ? "RMSNorm" : "LayerNorm";
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
  std::size_t attention = d * (q + 2 * kv) + q * d;
  if (a.qkv_bias) attention += q + 2 * kv;
  if (a.o_bias) attention += d;
  if (a.qk_norm) attention += 2 * static_cast<std::size_t>(a.head_dim);
  std::size_t layer = 2 * norm + attention;
  layer += (a.gated() ? 3 : 2) * d * f;
  if (a.mlp_bias) layer += (a.gated() ? 2 : 1) * f + d;
  const auto v = static_cast<std::size_t>(a.vocabulary);
  const auto l = static_cast<std::size_t>(a.layers);
  const auto e = static_cast<std::size_t>(a.encoder_layers);
  std::size_t total = v * d + l * layer;
  // The decoder layers of an encoder–decoder have a cross-attention and its norm too.
  if (a.encoder_decoder()) total += e * layer + l * (attention + norm);
  const std::size_t stacks = a.encoder_decoder() ? 2 : 1;
  if (!a.post_norm) total += stacks * norm;  // the final norms
  if (a.embedding_norm) total += stacks * 2 * d;
  if (a.learned_positions()) total += stacks * static_cast<std::size_t>(a.context + a.position_offset) * d;
  if (a.positions == Positions::Relative) total += stacks * static_cast<std::size_t>(a.relative_buckets * a.heads);
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

namespace {

// One stack's layers against the architecture; `cross`: the decoder layers of an
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
    require_bias(w.q_norm, a.qk_norm, a.head_dim, p + "q norm");
    require_bias(w.k_norm, a.qk_norm, a.head_dim, p + "k norm");
  };
  for (std::size_t l = 0; l < layers.size(); ++l) {
    const Layer& y = layers[l];
    const std::string p = (stack == "model" ? "" : stack + " ") + "layer " + std::to_string(l) + " ";
    require(y.norm1_w, 1, d, p + "attention norm weight");
    require_bias(y.norm1_b, layer_norm, d, p + "attention norm bias");
    check_attention(y.attention, p);
    if (cross) {
      require(y.cross_norm_w, 1, d, p + "cross-attention norm weight");
      require_bias(y.cross_norm_b, layer_norm, d, p + "cross-attention norm bias");
      check_attention(y.cross, p + "cross-attention ");
    } else if (y.cross_norm_w.size() != 0 || y.cross.q().size() != 0) {
      throw AttentionError(p + "has a cross-attention, which only an encoder–decoder's decoder has");
    }
    require(y.norm2_w, 1, d, p + "MLP norm weight");
    require_bias(y.norm2_b, layer_norm, d, p + "MLP norm bias");
    require(y.up_w, d, f, p + (a.gated() ? "MLP up" : "MLP in"));
    require_bias(y.up_b, a.mlp_bias, f, p + "MLP in bias");
    if (a.gated()) {
      require(y.gate_w, d, f, p + "MLP gate");
      require_bias(y.gate_b, a.mlp_bias, f, p + "MLP gate bias");
    }
    require(y.down_w, f, d, p + "MLP out");
    require_bias(y.down_b, a.mlp_bias, d, p + "MLP out bias");
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

}  // namespace

void validate(const Weights& w) {
  const Architecture& a = w.arch;
  validate(a);
  const Eigen::Index d = a.d_model;
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

std::size_t parameter_bytes(const Architecture& a) { return sizeof(float) * parameter_count(a); }

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
           y.down_w.bytes() + floats(y.up_b) + floats(y.gate_b) + floats(y.down_b);
    }
    return n;
  };
  const Encoder& e = w.encoder;
  return either(w.embed, w.embed16) + floats(w.positions) + floats(w.token_type) + floats(w.embed_norm_w) +
         floats(w.embed_norm_b) + layers(w.layers) + floats(w.final_w) + floats(w.final_b) + floats(w.relative_bias) +
         either(w.output, w.output16) + floats(w.output_bias) + floats(w.head_w) + floats(w.head_b) +
         floats(w.head_norm_w) + floats(w.head_norm_b) + layers(e.layers) + floats(e.positions) +
         floats(e.embed_norm_w) + floats(e.embed_norm_b) + floats(e.final_w) + floats(e.final_b) +
         floats(e.relative_bias);
}

void Weights::embedding(int id, float* row) const {
  if (embed16.size() != 0) {
    const bf16* c = embed16.column(id);
    for (Eigen::Index j = 0; j < embed16.rows(); ++j) row[j] = bf16_to_float(c[j]);
  } else {
    std::copy_n(embed.row(id).data(), embed.cols(), row);
  }
}

AttentionConfig attention_config(const Architecture& a, const Run& run, int threads, Part part) {
  AttentionConfig config;
  config.d_model = a.d_model;
  config.heads = a.heads;
  config.head_dim = a.head_dim;
  config.kv_heads = a.kv_heads;
  config.scale = a.scale_scores;
  config.detail = TraceDetail::Weights;
  config.threads = threads;
  config.precision = run.precision;
  switch (part) {
    case Part::Self:
      config.causal = run.causal;
      // A causal run may generate: its maps keep room for the tokens to come.
      if (run.causal) config.map_room = kMapRoom;
      if (a.rotary()) config.rotation = Rotation{run.rotation, 0};
      config.score_bias = run.position_bias;
      break;
    case Part::Encoder:
      config.score_bias = run.encoder_position_bias;
      break;
    case Part::Cross:
      // Queries from the decoder, keys and values from the encoder: the decoder grows by
      // rows only.
      config.mode = AttentionMode::Cross;
      config.map_room = kMapRoom;
      break;
  }
  return config;
}

Options options_for(const Architecture& a) {
  Options o;
  o.causal = a.causal;
  return o;
}

int relative_bucket(int relative, bool bidirectional, int buckets, int max_distance) {
  int bucket = 0;
  int n = buckets;
  if (bidirectional) {
    n /= 2;
    if (relative > 0) bucket += n;
    relative = std::abs(relative);
  } else {
    relative = -std::min(relative, 0);
  }
  const int exact = n / 2;
  if (relative < exact) return bucket + relative;
  // As Hugging Face's: the logarithm of a float32 ratio over log(max_distance / exact) taken
  // in double and used as a float32, times the buckets left, truncated.
  const float ratio = std::log(static_cast<float>(relative) / static_cast<float>(exact)) /
                      static_cast<float>(std::log(static_cast<double>(max_distance) / exact));
  const int large = exact + static_cast<int>(ratio * static_cast<float>(n - exact));
  return bucket + std::min(large, n - 1);
}

std::vector<Matrix> relative_position_bias(const Matrix& table, Eigen::Index t_q, Eigen::Index t_k, bool bidirectional,
                                           int buckets, int max_distance, Eigen::Index first) {
  std::vector<Matrix> bias(static_cast<std::size_t>(table.cols()), Matrix(t_q, t_k));
  // A bucket depends on the distance j − (first + i) alone: each distance's once.
  const Eigen::Index lowest = -(first + t_q - 1);
  std::vector<int> bucket(static_cast<std::size_t>(t_k - lowest));
  for (Eigen::Index r = lowest; r < t_k; ++r) {
    bucket[static_cast<std::size_t>(r - lowest)] = relative_bucket(static_cast<int>(r), bidirectional, buckets, max_distance);
  }
  for (Eigen::Index i = 0; i < t_q; ++i) {
    for (Eigen::Index j = 0; j < t_k; ++j) {
      const int b = bucket[static_cast<std::size_t>(j - (first + i) - lowest)];
      for (std::size_t h = 0; h < bias.size(); ++h) bias[h](i, j) = table(b, static_cast<Eigen::Index>(h));
    }
  }
  return bias;
}

Run forward(const Weights& weights, const std::vector<int>& ids, const Options& options) {
  Run run;
  forward(weights, ids, options, run);
  return run;
}

void forward(const Weights& weights, const std::vector<int>& ids, const Options& options, Run& run) {
  const Architecture& a = weights.arch;
  if (a.encoder_decoder() && options.source.empty()) {
    throw AttentionError("this " + a.family + " model translates a source: give it a source text (X)");
  }
  if (!a.encoder_decoder() && !options.source.empty()) {
    throw AttentionError("this " + a.family + " model reads one text; only an encoder–decoder reads a source");
  }
  require_ids(a, ids, ids.size());
  if (a.encoder_decoder()) require_ids(a, options.source, options.source.size());
  run.ids = ids;
  run.causal = options.causal;
  run.ablated = options.ablated;
  run.precision = options.precision;
  run.layers.resize(weights.layers.size());
  try {
    if (a.encoder_decoder()) {
      run.source = options.source;
      run.encoder.resize(weights.encoder.layers.size());
      const StackWeights encoder = encoder_stack(weights);
      const auto t1 = static_cast<Eigen::Index>(run.source.size());
      run.encoder_position_bias = stack_bias(a, encoder, t1);
      Matrix source;
      embed(weights, encoder, run.source.data(), 0, t1, source);
      run_stack(weights, encoder, Part::Encoder, 0, std::move(source), options.threads, run, run.encoder,
                run.encoder_output);
    } else {
      run.source.clear();
      run.encoder.clear();
      run.encoder_output.resize(0, 0);
      run.encoder_position_bias.reset();
    }
    ensure_rotation(a, run, ids.size());
    const StackWeights main = main_stack(weights);
    const auto t = static_cast<Eigen::Index>(ids.size());
    run.position_bias = stack_bias(a, main, t);
    Matrix x;
    embed(weights, main, ids.data(), 0, t, x);
    run_stack(weights, main, Part::Self, 0, std::move(x), options.threads, run, run.layers, run.final);
  } catch (...) {
    run = Run{};  // half-written: nothing in it may be trusted
    throw;
  }
}

namespace {

// Appends row `t` to a row-major matrix.
template <typename Row>
void append_row(Matrix& m, Eigen::Index t, const Row& row) {
  m.conservativeResize(t + 1, row.cols());
  m.row(t) = row;
}

// One new query row t of every head of `trace` against the first `keys` keys each head
// holds: scores (divided, plus the bias row), softmax, the map grown by the row (and by a
// column when the keys grew too), the context row, and concat's row (ablated heads 0).
void attend_new_row(const Architecture& a, AttentionTrace& trace, Eigen::Index t, Eigen::Index keys,
                    const std::vector<Matrix>* bias, const std::vector<char>* ablated, int threads) {
  const Eigen::Index dk = a.head_dim;
  const float divisor = a.scale_scores ? std::sqrt(static_cast<float>(dk)) : 1.0f;
  trace.concat.conservativeResize(t + 1, static_cast<Eigen::Index>(a.heads) * dk);
  parallel_for(a.heads, threads, [&](int h) {
    HeadTrace& head = trace.heads[static_cast<std::size_t>(h)];
    const Eigen::Index c0 = static_cast<Eigen::Index>(h) * dk;
    Matrix scores = head.q.row(t) * head.k.topRows(keys).transpose() / divisor;  // 1×keys
    if (bias != nullptr) scores += (*bias)[static_cast<std::size_t>(h)].row(t).head(keys);
    const float top = scores.maxCoeff();
    scores = (scores.array() - top).exp().matrix();
    scores /= scores.sum();
    // A row more (and a column, for self-attention), in the room the map keeps: the new
    // column is 0 (no earlier token sees the new one).
    head.weights.grow(t + 1, keys, kMapRoom);
    head.weights.row(t) = scores;
    head.context.conservativeResize(t + 1, dk);
    head.context.row(t).noalias() = scores * head.v.topRows(keys);
    const bool off = ablated != nullptr && static_cast<std::size_t>(h) < ablated->size() && (*ablated)[static_cast<std::size_t>(h)] != 0;
    if (off) {
      trace.concat.block(t, c0, 1, dk).setZero();
    } else {
      trace.concat.block(t, c0, 1, dk) = head.context.row(t);
    }
  });
}

}  // namespace

void extend(const Weights& weights, Run& run, int id, int threads) {
  const Architecture& a = weights.arch;
  if (!a.causal) {
    throw AttentionError("this " + a.family + " model reads a whole text at once, every token seeing every "
                         "other; it was not trained to add tokens one by one");
  }
  if (!run.causal) {
    throw AttentionError("a token can be added one at a time only under the causal mask: "
                         "without it the earlier tokens would see the new one too");
  }
  const auto t = static_cast<Eigen::Index>(run.ids.size());
  std::vector<int> one{id};
  require_ids(a, one, run.ids.size() + 1);
  ensure_rotation(a, run, run.ids.size() + 1);
  const StackWeights main = main_stack(weights);
  if (a.positions == Positions::Relative) run.position_bias = stack_bias(a, main, t + 1);
  const Eigen::Index dk = a.head_dim;
  const int group = a.heads / a.kv_heads;
  Matrix x;
  embed(weights, main, &id, t, 1, x);
  for (std::size_t l = 0; l < weights.layers.size(); ++l) {
    const Layer& layer = weights.layers[l];
    LayerRecord& rec = run.layers[l];
    AttentionTrace& trace = rec.attention;
    append_row(rec.input, t, x);
    Matrix n;
    if (a.post_norm) {
      n = x;
    } else {
      normalize(a, x, layer.norm1_w, layer.norm1_b, n);
    }
    append_row(rec.normed, t, n);
    const MhaWeights& w = layer.attention;
    Matrix q, k, v;
    struct Storage { RowStorage s; };
    RowStorage& storage = per_thread<Storage>().s;
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
    // The cache grows by the new key and value; the earlier ones are read, not remade.
    for (int h = 0; h < a.heads; ++h) {
      HeadTrace& head = trace.heads[static_cast<std::size_t>(h)];
      const Eigen::Index kv0 = static_cast<Eigen::Index>(h / group) * dk;
      append_row(head.q, t, q.row(0).segment(static_cast<Eigen::Index>(h) * dk, dk));
      append_row(head.k, t, k.row(0).segment(kv0, dk));
      append_row(head.v, t, v.row(0).segment(kv0, dk));
    }
    attend_new_row(a, trace, t, t + 1, run.position_bias.get(), l < run.ablated.size() ? &run.ablated[l] : nullptr,
                   threads);
    grow_causal_mask(trace.mask);
    Matrix out;
    linear(trace.concat.row(t), w.o(), w.b_o, threads, out, run.precision);
    append_row(trace.output, t, out);
    add_sublayer(a, out, layer.norm1_w, layer.norm1_b, threads, x);
    if (a.encoder_decoder()) {
      // The cross-attention of the new row: its query against the encoder's keys and
      // values, made once by the forward and kept in the trace.
      AttentionTrace& cross = rec.cross;
      Matrix cn;
      if (a.post_norm) {
        cn = x;
      } else {
        normalize(a, x, layer.cross_norm_w, layer.cross_norm_b, cn);
      }
      append_row(rec.cross_input, t, cn);
      Matrix cq;
      linear(cn, layer.cross.q(), layer.cross.b_q, threads, cq, run.precision);
      for (int h = 0; h < a.heads; ++h) {
        append_row(cross.heads[static_cast<std::size_t>(h)].q, t, cq.row(0).segment(static_cast<Eigen::Index>(h) * dk, dk));
      }
      const auto keys = static_cast<Eigen::Index>(run.source.size());
      attend_new_row(a, cross, t, keys, nullptr, nullptr, threads);
      cross.mask.conservativeResize(t + 1, keys);
      cross.mask.row(t).setConstant(false);
      Matrix cout;
      linear(cross.concat.row(t), layer.cross.o(), layer.cross.b_o, threads, cout, run.precision);
      append_row(cross.output, t, cout);
      add_sublayer(a, cout, layer.cross_norm_w, layer.cross_norm_b, threads, x);
    }
    mlp_block(a, layer, run.precision, threads, x);
  }
  Matrix f;
  if (a.post_norm) {
    f = x;
  } else {
    normalize(a, x, weights.final_w, weights.final_b, f);
  }
  append_row(run.final, t, f);
  run.ids.push_back(id);
}

Run greedy_translation(const Weights& weights, const std::vector<int>& source, int steps, std::vector<int>& chosen,
                       const Options& options) {
  const Architecture& a = weights.arch;
  if (!a.encoder_decoder()) throw AttentionError("this " + a.family + " model does not translate: it has no encoder and decoder");
  Options o = options;
  o.source = source;
  o.causal = true;
  Run run = forward(weights, {a.decoder_start}, o);
  chosen.clear();
  for (int s = 0; s < steps; ++s) {
    const int id = choose_next(logits(weights, run, static_cast<int>(run.ids.size()) - 1, options.threads), 0.0f, 0, s);
    chosen.push_back(id);
    if (id == a.eos || s + 1 == steps || run.ids.size() >= static_cast<std::size_t>(a.context)) break;
    extend(weights, run, id, options.threads);
  }
  return run;
}

std::size_t kv_cache_bytes(const Architecture& a, const Run& run) {
  // An encoder–decoder's cache also holds every cross-attention's keys and values of the
  // source, made once.
  return (run.ids.size() + run.source.size()) * kv_bytes_per_token(a, sizeof(float));
}

std::size_t run_bytes(const Run& run) {
  const auto floats = [](const Matrix& m) { return sizeof(float) * static_cast<std::size_t>(m.size()); };
  const auto trace_bytes = [&](const AttentionTrace& t) {
    std::size_t n = floats(t.concat) + floats(t.output) + static_cast<std::size_t>(t.mask.size());
    for (const HeadTrace& h : t.heads) {
      n += floats(h.q) + floats(h.k) + floats(h.v) + floats(h.scores) + floats(h.scaled) +
           sizeof(float) * h.weights.capacity() + floats(h.context);
    }
    return n;
  };
  std::size_t total = floats(run.final) + floats(run.encoder_output);
  for (const std::vector<LayerRecord>* records : {&run.layers, &run.encoder}) {
    for (const LayerRecord& r : *records) {
      total += floats(r.input) + floats(r.normed) + floats(r.cross_input) + trace_bytes(r.attention) +
               trace_bytes(r.cross);
    }
  }
  return total;
}

Matrix logits(const Weights& weights, const Run& run, int position, int threads) {
  if (position < 0 || position >= run.final.rows()) {
    throw AttentionError("position " + std::to_string(position) + " is outside the " +
                         std::to_string(run.final.rows()) + " tokens");
  }
  const Architecture& a = weights.arch;
  if (!a.predicts) {
    throw AttentionError("this " + a.family + " folder has no head that predicts tokens (a bare encoder): "
                         "its attention can be shown, not its guesses");
  }
  Matrix h = run.final.row(position);
  if (a.mlm_head) {
    Matrix t;
    linear(h, weights.head_w, weights.head_b, 1, t);
    gelu_erf(t, 1);
    normalize(a, t, weights.head_norm_w, weights.head_norm_b, h);
  }
  if (a.output_scale != 1.0f) h *= a.output_scale;
  const Bf16Matrix& u16 = weights.separate_output() ? weights.output16 : weights.embed16;
  Matrix out;
  if (u16.size() != 0) {
    linear(h, u16, weights.output_bias, threads, out, run.precision);
    return out;
  }
  const Matrix& u = weights.separate_output() ? weights.output : weights.embed;
  const Eigen::Index v = u.rows();
  out.resize(1, v);
  constexpr Eigen::Index kChunk = 4096;
  parallel_for(static_cast<int>((v + kChunk - 1) / kChunk), threads, [&](int item) {
    const Eigen::Index r0 = item * kChunk;
    const Eigen::Index n = std::min(kChunk, v - r0);
    auto o = out.middleCols(r0, n);
    kernels::gemm(kernels::const_view_of(h), kernels::const_view_of(u.middleRows(r0, n)), true, kernels::view_of(o));
  });
  if (weights.output_bias.size() != 0) out += weights.output_bias;
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
  trial.position_bias = run.position_bias;
  trial.source = run.source;
  trial.encoder_output = run.encoder_output;
  trial.layers.resize(run.layers.size());
  const StackWeights main = main_stack(weights);
  for (std::size_t l = 0; l < run.layers.size(); ++l) {
    for (int h = 0; h < a.heads; ++h) {
      if (is_ablated(run.ablated, l, h)) continue;  // already off: removing it changes nothing
      trial.ablated = run.ablated;
      trial.ablated.resize(run.layers.size(), std::vector<char>(static_cast<std::size_t>(a.heads), 0));
      trial.ablated[l].resize(static_cast<std::size_t>(a.heads), 0);
      trial.ablated[l][static_cast<std::size_t>(h)] = 1;
      run_stack(weights, main, Part::Self, l, run.layers[l].input, threads, trial, trial.layers, trial.final);
      const std::vector<double> p = probabilities(logits(weights, trial, last, threads));
      double distance = 0.0;
      for (std::size_t i = 0; i < p.size(); ++i) distance += std::abs(p[i] - base[i]);
      effects(static_cast<Eigen::Index>(l), h) = static_cast<float>(0.5 * distance);
    }
  }
  return effects;
}

}  // namespace attn::decoder
