#include "core/attention/config.hpp"

#include <cmath>
#include <sstream>
#include <algorithm>
#include <string>
#include <tuple>
#include <utility>

#include "core/base/checks.hpp"

namespace attn {

void validate_config(const AttentionConfig& config) {
  if (config.heads < 1) {
    throw AttentionError("heads must be at least 1, got " + std::to_string(config.heads));
  }
  if (config.d_model < 1) {
    throw AttentionError("d_model must be at least 1, got " + std::to_string(config.d_model));
  }
  if (config.head_dim < 0) {
    throw AttentionError("head_dim must be at least 1 (or 0: D / H), got " +
                         std::to_string(config.head_dim));
  }
  if (config.head_dim == 0 && config.d_model % config.heads != 0) {
    throw AttentionError("d_model " + std::to_string(config.d_model) +
                         " is not divisible by heads " + std::to_string(config.heads) +
                         " (each head needs d_k = D / H columns)");
  }
  if (config.kv_heads < 0 || (config.kv_heads > 0 && config.heads % config.kv_heads != 0)) {
    throw AttentionError("the " + std::to_string(config.heads) +
                         " query heads are not a multiple of the " +
                         std::to_string(config.kv_heads) +
                         " K/V heads (each K/V head serves the same number of query heads)");
  }
  if (!config.rotation.empty()) {
    const HeadShape shape = head_shape(config);
    if (config.mode == AttentionMode::Cross) {
      throw AttentionError("rotary positions are for self-attention: the queries and the keys "
                           "of cross-attention come from two texts with positions of their own");
    }
    if (config.rotation.table->d_k() > shape.d_k || config.rotation.table->d_k() < 2) {
      throw AttentionError("the rotation turns " + std::to_string(config.rotation.table->d_k()) +
                           " values of each head, and the heads have " + std::to_string(shape.d_k));
    }
    if (config.rotation.first < 0) {
      throw AttentionError("the rotation's first position must be at least 0, got " +
                           std::to_string(config.rotation.first));
    }
  }
  if (config.window < 0) throw AttentionError("the window must be at least 0, got " + std::to_string(config.window));
  if (config.window > 0 && config.mode == AttentionMode::Cross) {
    throw AttentionError("a sliding window is for self-attention: a query and a key of cross-attention have no distance");
  }
  if (!std::isfinite(config.softcap) || config.softcap < 0.0f || !std::isfinite(config.scale_dim) ||
      config.scale_dim < 0.0f) {
    throw AttentionError("the soft cap and the scaling width must be finite and at least 0");
  }
  if (!std::isfinite(config.temperature) || config.temperature <= 0.0f) {
    std::ostringstream s;
    s << "temperature must be a finite number > 0, got " << config.temperature;
    throw AttentionError(s.str());
  }
  if (config.mode == AttentionMode::Cross && config.causal) {
    throw AttentionError(
        "a causal mask is refused for cross-attention: the queries come from the target "
        "and the keys from the source, so there is no future of the query to hide");
  }
}

HeadShape head_shape(const AttentionConfig& config) {
  HeadShape s;
  s.heads = config.heads > 0 ? config.heads : 1;
  s.kv_heads = config.kv_heads > 0 ? config.kv_heads : s.heads;
  s.d_k = config.head_dim > 0 ? config.head_dim : std::max(1, config.d_model / s.heads);
  return s;
}

float score_divisor(int d_k, const AttentionConfig& config) {
  const float dim = config.scale_dim > 0.0f ? config.scale_dim : static_cast<float>(d_k);
  const float base = config.scale ? std::sqrt(dim) : 1.0f;
  return base * config.temperature;
}

std::uint64_t estimate_trace_bytes(std::size_t t_q, std::size_t t_k, const AttentionConfig& config) {
  // In 64 bits whatever size_t is: on a 32-bit target (WebAssembly) the product of a long
  // text's queries and keys would wrap and let through what cannot fit.
  const HeadShape shape = head_shape(config);
  const auto h = static_cast<std::uint64_t>(shape.heads);
  const auto d = static_cast<std::uint64_t>(config.d_model > 0 ? config.d_model : 1);
  const auto width = static_cast<std::uint64_t>(shape.q_width());
  const std::uint64_t q = t_q, k = t_k;
  // Per head: scores, scaled, weights (Tq×Tk each; weights only with TraceDetail::Weights);
  // q, context (Tq×d_k); k, v (Tk×d_k, kept by every query head of a group). Plus concat
  // (Tq×H·d_k), output (Tq×D) and the mask (Tq×Tk bytes).
  const std::uint64_t per_head_cells = (config.detail == TraceDetail::Full ? 3u : 1u) * q * k;
  const std::uint64_t vectors = 2 * (q + k) * width;  // q, k, v, context over all heads
  const std::uint64_t cells = h * per_head_cells + vectors + q * (width + d);
  return cells * sizeof(float) + q * k;
}

void validate_biases(const MhaWeights& weights, int d_model) {
  HeadShape square;
  square.d_k = d_model;
  validate_biases(weights, square, d_model);
}

void validate_biases(const MhaWeights& weights, const HeadShape& shape, int d_model) {
  const std::tuple<const Matrix*, const char*, int> rows[] = {
      {&weights.b_q, "b_q", shape.q_width()}, {&weights.b_k, "b_k", shape.kv_width()},
      {&weights.b_v, "b_v", shape.kv_width()}, {&weights.b_o, "b_o", d_model},
      {&weights.q_norm, "the q norm", shape.d_k}, {&weights.k_norm, "the k norm", shape.d_k}};
  for (const auto& [b, name, width] : rows) {
    if (b->size() == 0) continue;
    // A q or k norm is each head's (1×d_k) or the whole row's (OLMo 2: 1×(H·d_k), 1×(H_kv·d_k)).
    const int whole = b == &weights.q_norm ? shape.q_width() : b == &weights.k_norm ? shape.kv_width() : width;
    if (b->rows() == 1 && b->cols() == whole) {
      require_finite(*b, name);
      continue;
    }
    if (b->rows() != 1 || b->cols() != width) {
      throw AttentionError(std::string(name) + " must be empty or 1×" + std::to_string(width) +
                           ", got " + std::to_string(b->rows()) + "×" + std::to_string(b->cols()));
    }
    require_finite(*b, name);
  }
  if (weights.q_norm.size() != 0 || weights.k_norm.size() != 0) {
    if (!(weights.qk_norm_eps > 0.0f) || !std::isfinite(weights.qk_norm_eps)) {
      throw AttentionError("the q/k norm's epsilon must be finite and > 0");
    }
  }
}

void validate_weights(const MhaWeights& weights, const AttentionConfig& config) {
  const HeadShape s = head_shape(config);
  const int d = config.d_model;
  const int held = (weights.w_q16.size() != 0) + (weights.w_k16.size() != 0) +
                   (weights.w_v16.size() != 0) + (weights.w_o16.size() != 0);
  if (held != 0 && held != 4) {
    throw AttentionError("W_q, W_k, W_v and W_o are held in BF16 all four or none; " +
                         std::to_string(held) + " are");
  }
  const struct {
    WeightRef w;
    int rows, cols;
    const char* name;
  } all[] = {{weights.q(), d, s.q_width(), "W_q"},
             {weights.k(), d, s.kv_width(), "W_k"},
             {weights.v(), d, s.kv_width(), "W_v"},
             {weights.o(), s.q_width(), d, "W_o"}};
  for (const auto& one : all) {
    if (one.w.rows() != one.rows || one.w.cols() != one.cols) {
      throw AttentionError(std::string(one.name) + " must be " + shape_text(one.rows, one.cols) +
                           ", got " + shape_text(one.w.rows(), one.w.cols()));
    }
  }
  validate_biases(weights, s, d);
}

void validate_score_bias(const AttentionConfig& config, Eigen::Index t_q, Eigen::Index t_k) {
  if (!config.score_bias) return;
  const std::vector<Matrix>& bias = *config.score_bias;
  if (static_cast<int>(bias.size()) != config.heads) {
    throw AttentionError("the score bias has " + std::to_string(bias.size()) + " maps for " +
                         std::to_string(config.heads) + " heads");
  }
  for (std::size_t h = 0; h < bias.size(); ++h) {
    if (bias[h].rows() != t_q || bias[h].cols() != t_k) {
      throw AttentionError("the score bias of head " + std::to_string(h + 1) + " must be " + shape_text(t_q, t_k) +
                           ", got " + shape_text(bias[h].rows(), bias[h].cols()));
    }
    if (!bias[h].allFinite()) throw AttentionError("the score bias of head " + std::to_string(h + 1) + " is not finite");
  }
}

}  // namespace attn
