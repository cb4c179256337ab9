#include "core/teaching/rollout.hpp"

#include <cmath>
#include <string>

#include "core/teaching/max_flow.hpp"

namespace attn {
namespace {

using Doubles = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

void require_square_stack(const std::vector<Matrix>& maps, const char* what) {
  if (maps.empty()) throw AttentionError(std::string("no ") + what);
  const Eigen::Index t = maps[0].rows();
  for (std::size_t i = 0; i < maps.size(); ++i) {
    if (maps[i].rows() != t || maps[i].cols() != t || t == 0) {
      throw AttentionError(std::string(what) + " " + std::to_string(i + 1) + " is " + std::to_string(maps[i].rows()) +
                           "×" + std::to_string(maps[i].cols()) + ", not " + std::to_string(t) + "×" +
                           std::to_string(t) + " as the first");
    }
  }
}

}  // namespace

Matrix residual_attention(const std::vector<Matrix>& heads) {
  require_square_stack(heads, "heads");
  const Eigen::Index t = heads[0].rows();
  Doubles mean = Doubles::Zero(t, t);
  for (std::size_t h = 0; h < heads.size(); ++h) {
    if (!heads[h].allFinite() || heads[h].minCoeff() < 0.0f) {
      throw AttentionError("head " + std::to_string(h + 1) + "'s weights must be finite and at least 0");
    }
    mean += heads[h].cast<double>();
  }
  mean /= static_cast<double>(heads.size());
  Doubles a = 0.5 * mean + 0.5 * Doubles::Identity(t, t);
  for (Eigen::Index i = 0; i < t; ++i) {
    const double sum = a.row(i).sum();
    if (!(sum > 0.0)) throw AttentionError("row " + std::to_string(i + 1) + " of the averaged attention sums to 0");
    a.row(i) /= sum;
  }
  return a.cast<float>();
}

std::vector<Matrix> attention_rollout(const std::vector<Matrix>& residual) {
  require_square_stack(residual, "layer");
  std::vector<Matrix> out;
  out.reserve(residual.size());
  Doubles joint = residual[0].cast<double>();
  out.push_back(joint.cast<float>());
  for (std::size_t l = 1; l < residual.size(); ++l) {
    joint = residual[l].cast<double>() * joint;
    out.push_back(joint.cast<float>());
  }
  return out;
}

std::vector<double> attention_flow(const std::vector<Matrix>& residual, int query) {
  require_square_stack(residual, "layer");
  const int t = static_cast<int>(residual[0].rows());
  const int layers = static_cast<int>(residual.size());
  if (t > kMaxFlowTokens) {
    throw AttentionError("attention flow takes at most " + std::to_string(kMaxFlowTokens) + " tokens, got " +
                         std::to_string(t));
  }
  if (query < 0 || query >= t) {
    throw AttentionError("query " + std::to_string(query) + " is outside the " + std::to_string(t) + " tokens");
  }
  // Node (l, j) is l·T + j: layer 0 the input tokens, layer L the top.
  FlowNetwork net((layers + 1) * t);
  for (int l = 1; l <= layers; ++l) {
    const Matrix& a = residual[static_cast<std::size_t>(l - 1)];
    if (!a.allFinite() || a.minCoeff() < 0.0f) {
      throw AttentionError("layer " + std::to_string(l) + "'s attention must be finite and at least 0");
    }
    for (int i = 0; i < t; ++i) {
      for (int j = 0; j < t; ++j) {
        if (a(i, j) > 0.0f) net.add_edge((l - 1) * t + j, l * t + i, static_cast<double>(a(i, j)));
      }
    }
  }
  std::vector<double> flow(static_cast<std::size_t>(t), 0.0);
  for (int j = 0; j < t; ++j) flow[static_cast<std::size_t>(j)] = net.max_flow(j, layers * t + query);
  return flow;
}

}  // namespace attn
