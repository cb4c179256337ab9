// Seeded weights, from the portable random stream of base/random.hpp.
#include "core/model/weights.hpp"

#include <cmath>
#include <string>
#include <utility>

#include "core/base/checks.hpp"
#include "core/base/random.hpp"

namespace attn {

Matrix xavier_uniform(int rows, int cols, std::uint64_t seed) {
  if (rows < 1 || cols < 1) {
    throw AttentionError("a weight matrix needs at least one row and column, got " +
                         std::to_string(rows) + "×" + std::to_string(cols));
  }
  const float a = std::sqrt(6.0f / static_cast<float>(rows + cols));
  SplitMix64 rng(seed);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    for (Eigen::Index j = 0; j < m.cols(); ++j) m(i, j) = rng.uniform(-a, a);
  }
  return m;
}

MhaWeights random_weights(int d_model, std::uint64_t seed) {
  // Each matrix draws from its own stream derived from the seed.
  SplitMix64 seeds(seed ^ 0x5EED5EED5EED5EEDULL);
  MhaWeights w;
  w.w_q = xavier_uniform(d_model, d_model, seeds.next());
  w.w_k = xavier_uniform(d_model, d_model, seeds.next());
  w.w_v = xavier_uniform(d_model, d_model, seeds.next());
  w.w_o = xavier_uniform(d_model, d_model, seeds.next());
  return w;
}

void validate_weights(const MhaWeights& weights, int d_model) {
  const std::pair<const Matrix*, const char*> all[] = {
      {&weights.w_q, "w_q"}, {&weights.w_k, "w_k"}, {&weights.w_v, "w_v"}, {&weights.w_o, "w_o"}};
  for (const auto& [m, name] : all) {
    if (m->rows() != d_model || m->cols() != d_model) {
      throw AttentionError(std::string(name) + " must be " + std::to_string(d_model) + "×" +
                           std::to_string(d_model) + " (d_model × d_model), got " +
                           std::to_string(m->rows()) + "×" + std::to_string(m->cols()));
    }
    require_finite(*m, name);
  }
  validate_biases(weights, d_model);
}

}  // namespace attn
