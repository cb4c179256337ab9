#include "cli/case_json.hpp"

#include <stdexcept>

#include "core/teaching/rollout.hpp"
#include "io/i18n.hpp"

namespace attn::cli {

using json = nlohmann::json;

json matrix_json(const MatrixRef& m) {
  json rows = json::array();
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    std::vector<float> row(static_cast<std::size_t>(m.cols()));
    for (Eigen::Index j = 0; j < m.cols(); ++j) row[static_cast<std::size_t>(j)] = m(i, j);
    rows.push_back(std::move(row));
  }
  return rows;
}

json heads_json(const AttentionTrace& trace) {
  json heads = json::array();
  for (const HeadTrace& h : trace.heads) heads.push_back({{"weights", matrix_json(h.weights)}});
  return heads;
}

bool asked(const json& c, const char* key) {
  if (!c.contains(key)) return false;
  if (!c.at(key).is_boolean()) throw std::runtime_error(fmt(tr("\"{0}\" must be true or false"), key));
  return c.at(key).get<bool>();
}

std::vector<Matrix> residuals(const std::vector<const AttentionTrace*>& layers) {
  std::vector<Matrix> out;
  for (const AttentionTrace* t : layers) out.push_back(residual_attention(*t));
  return out;
}

void add_rollouts(const std::vector<const AttentionTrace*>& encoder, const std::vector<const AttentionTrace*>& self,
                  const std::vector<const AttentionTrace*>& cross, json& out) {
  const auto maps = [](const std::vector<Matrix>& ms) {
    json a = json::array();
    for (const Matrix& m : ms) a.push_back(matrix_json(m));
    return a;
  };
  out["rollout"] = maps(attention_rollout(residuals(self)));
  if (encoder.empty()) return;
  const std::vector<Matrix> encoder_rollout = attention_rollout(residuals(encoder));
  std::vector<Matrix> cross_mean;
  for (const AttentionTrace* t : cross) cross_mean.push_back(mean_attention(*t));
  out["encoder_rollout"] = maps(encoder_rollout);
  out["cross_rollout"] = maps(cross_rollout(residuals(self), cross_mean, encoder_rollout.back()));
}

}  // namespace attn::cli
