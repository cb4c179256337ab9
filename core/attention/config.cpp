#include "core/attention/config.hpp"

#include <cmath>
#include <sstream>
#include <string>
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
  if (config.d_model % config.heads != 0) {
    throw AttentionError("d_model " + std::to_string(config.d_model) +
                         " is not divisible by heads " + std::to_string(config.heads) +
                         " (each head needs d_k = D / H columns)");
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

float score_divisor(int d_k, const AttentionConfig& config) {
  const float base = config.scale ? std::sqrt(static_cast<float>(d_k)) : 1.0f;
  return base * config.temperature;
}

std::size_t estimate_trace_bytes(std::size_t t_q, std::size_t t_k, const AttentionConfig& config) {
  const auto h = static_cast<std::size_t>(config.heads > 0 ? config.heads : 1);
  const auto d = static_cast<std::size_t>(config.d_model > 0 ? config.d_model : 1);
  // Per head: scores, scaled, weights (Tq×Tk each; weights only with TraceDetail::Weights);
  // q, context (Tq×d_k); k, v (Tk×d_k). Plus concat and output (Tq×D) and the mask
  // (Tq×Tk bytes).
  const std::size_t per_head_cells = (config.detail == TraceDetail::Full ? 3 : 1) * t_q * t_k;
  const std::size_t vectors = 2 * (t_q + t_k) * d;  // q, k, v, context over all heads
  const std::size_t cells = h * per_head_cells + vectors + 2 * t_q * d;
  return cells * sizeof(float) + t_q * t_k;
}

void validate_biases(const MhaWeights& weights, int d_model) {
  const std::pair<const Matrix*, const char*> biases[] = {
      {&weights.b_q, "b_q"}, {&weights.b_k, "b_k"}, {&weights.b_v, "b_v"}, {&weights.b_o, "b_o"}};
  for (const auto& [b, name] : biases) {
    if (b->size() == 0) continue;
    if (b->rows() != 1 || b->cols() != d_model) {
      throw AttentionError(std::string(name) + " must be empty or 1×" + std::to_string(d_model) +
                           ", got " + std::to_string(b->rows()) + "×" + std::to_string(b->cols()));
    }
    require_finite(*b, name);
  }
}

}  // namespace attn
