#include "core/model/optimizer.hpp"

#include <cmath>
#include <string>
#include <utility>

#include "core/base/types.hpp"

namespace attn {

AdamW::AdamW(const std::vector<ParameterInfo>& table, std::size_t size,
             const AdamWSettings& settings)
    : settings_(settings), decay_(size, 0), m_(size, 0.0f), v_(size, 0.0f) {
  for (const ParameterInfo& p : table) {
    const auto n = static_cast<std::size_t>(p.rows * p.cols);
    for (std::size_t i = 0; i < n && p.offset + i < size; ++i) decay_[p.offset + i] = p.decay ? 1 : 0;
  }
}

float AdamW::learning_rate(int t) const {
  const double lr = settings_.learning_rate;
  const int warmup = settings_.warmup_steps;
  if (warmup > 0 && t <= warmup) return static_cast<float>(lr * t / warmup);
  const int total = settings_.total_steps;
  if (total <= warmup || t >= total) return static_cast<float>(total > warmup ? lr / 10 : lr);
  const double progress = static_cast<double>(t - warmup) / (total - warmup);
  const double kPi = 3.14159265358979323846;
  return static_cast<float>(lr / 10 + (lr - lr / 10) * 0.5 * (1 + std::cos(kPi * progress)));
}

UpdateReport AdamW::step(std::vector<float>& values, std::vector<float>& g) {
  UpdateReport report;
  const std::size_t n = values.size();
  double sum = 0;
  for (std::size_t i = 0; i < n; ++i) sum += static_cast<double>(g[i]) * g[i];
  report.gradient_norm = std::sqrt(sum);
  if (!std::isfinite(report.gradient_norm)) {
    report.finite = false;
    return report;
  }
  const int t = steps_ + 1;
  report.learning_rate = learning_rate(t);
  float clip_scale = 1.0f;
  if (settings_.clip > 0 && report.gradient_norm > settings_.clip) {
    clip_scale = static_cast<float>(settings_.clip / report.gradient_norm);
  }
  const float b1 = settings_.beta1, b2 = settings_.beta2;
  const float correction1 = 1.0f - static_cast<float>(std::pow(static_cast<double>(b1), t));
  const float correction2 = 1.0f - static_cast<float>(std::pow(static_cast<double>(b2), t));
  const float lr = report.learning_rate;
  const float decay = lr * settings_.weight_decay;
  const float eps = settings_.epsilon;
  for (std::size_t i = 0; i < n; ++i) {
    const float gi = g[i] * clip_scale;
    g[i] = gi;
    m_[i] = b1 * m_[i] + (1.0f - b1) * gi;
    v_[i] = b2 * v_[i] + (1.0f - b2) * gi * gi;
    const float update = (m_[i] / correction1) / (std::sqrt(v_[i] / correction2) + eps);
    // Decoupled decay, applied to the value before this step's update (as torch.optim.AdamW).
    if (decay_[i] != 0) values[i] -= decay * values[i];
    values[i] -= lr * update;
  }
  steps_ = t;
  return report;
}

void AdamW::restore(std::vector<float> m, std::vector<float> v, int steps) {
  if (m.size() != m_.size() || v.size() != v_.size()) {
    throw AttentionError("the optimizer's moments hold " + std::to_string(m.size()) + " and " +
                         std::to_string(v.size()) + " values; the model has " + std::to_string(m_.size()));
  }
  if (steps < 0) throw AttentionError("the optimizer's step count is negative");
  for (std::size_t i = 0; i < m.size(); ++i) {
    if (!std::isfinite(m[i]) || !std::isfinite(v[i]) || v[i] < 0.0f) {
      throw AttentionError("the optimizer's moments hold a value that is not finite (or a negative v)");
    }
  }
  m_ = std::move(m);
  v_ = std::move(v);
  steps_ = steps;
}

}  // namespace attn
