#include "core/teaching/rollout.hpp"

#include <algorithm>
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

// Ã = ½·(mean of the heads) + ½·I, each row renormalized; head(h) gives the h-th map
// where it is kept (no copy of each).
template <typename Head>
Matrix residual_of(std::size_t count, Head head) {
  if (count == 0) throw AttentionError("no heads");
  const Eigen::Index t = head(0).rows();
  Doubles sum = Doubles::Zero(t, t);
  for (std::size_t h = 0; h < count; ++h) {
    const auto w = head(h);
    if (w.rows() != t || w.cols() != t || t == 0) {
      throw AttentionError("head " + std::to_string(h + 1) + " is " + std::to_string(w.rows()) + "×" +
                           std::to_string(w.cols()) + ", not " + std::to_string(t) + "×" + std::to_string(t) +
                           " as the first");
    }
    if (!w.allFinite() || w.minCoeff() < 0.0f) {
      throw AttentionError("head " + std::to_string(h + 1) + "'s weights must be finite and at least 0");
    }
    sum += w.template cast<double>();
  }
  sum *= 0.5 / static_cast<double>(count);
  sum.diagonal().array() += 0.5;
  for (Eigen::Index i = 0; i < t; ++i) {
    const double s = sum.row(i).sum();
    if (!(s > 0.0)) throw AttentionError("row " + std::to_string(i + 1) + " of the averaged attention sums to 0");
    sum.row(i) /= s;
  }
  return sum.cast<float>();
}

}  // namespace

Matrix residual_attention(const std::vector<Matrix>& heads) {
  return residual_of(heads.size(), [&](std::size_t h) -> const Matrix& { return heads[h]; });
}

Matrix mean_attention(const AttentionTrace& layer) {
  if (layer.heads.empty()) throw AttentionError("no heads");
  Doubles mean = Doubles::Zero(layer.heads[0].weights.rows(), layer.heads[0].weights.cols());
  for (const HeadTrace& h : layer.heads) {
    if (h.weights.rows() != mean.rows() || h.weights.cols() != mean.cols()) {
      throw AttentionError("the heads' maps are not all " + std::to_string(mean.rows()) + "×" +
                           std::to_string(mean.cols()));
    }
    mean += h.weights.view().cast<double>();
  }
  mean /= static_cast<double>(layer.heads.size());
  return mean.cast<float>();
}

Matrix residual_attention(const AttentionTrace& layer) {
  return residual_of(layer.heads.size(), [&](std::size_t h) { return layer.heads[h].weights.view(); });
}

std::vector<Matrix> attention_rollout(const std::vector<Matrix>& residual) {
  require_square_stack(residual, "layer");
  std::vector<Matrix> out;
  out.reserve(residual.size());
  // Three matrices for the whole stack: the joint so far, the layer's Ã, the next joint.
  Doubles joint = residual[0].cast<double>();
  Doubles a(joint.rows(), joint.cols()), next(joint.rows(), joint.cols());
  out.push_back(joint.cast<float>());
  for (std::size_t l = 1; l < residual.size(); ++l) {
    a = residual[l].cast<double>();
    next.noalias() = a * joint;
    joint.swap(next);
    out.push_back(joint.cast<float>());
  }
  return out;
}

std::vector<Matrix> cross_rollout(const std::vector<Matrix>& decoder_residual, const std::vector<Matrix>& cross_mean,
                                  const Matrix& encoder_rollout) {
  require_square_stack(decoder_residual, "decoder layer");
  if (cross_mean.size() != decoder_residual.size()) {
    throw AttentionError(std::to_string(cross_mean.size()) + " cross-attention layers for " +
                         std::to_string(decoder_residual.size()) + " decoder layers");
  }
  const Eigen::Index t2 = decoder_residual[0].rows();
  const Eigen::Index t1 = encoder_rollout.rows();
  if (encoder_rollout.cols() != t1 || t1 == 0) throw AttentionError("the encoder's rollout must be square");
  Doubles d = Doubles::Identity(t2, t2);
  Doubles s = Doubles::Zero(t2, t1);
  const Doubles e = encoder_rollout.cast<double>();
  std::vector<Matrix> out;
  for (std::size_t l = 0; l < decoder_residual.size(); ++l) {
    if (cross_mean[l].rows() != t2 || cross_mean[l].cols() != t1) {
      throw AttentionError("cross-attention " + std::to_string(l + 1) + " is " + std::to_string(cross_mean[l].rows()) +
                           "×" + std::to_string(cross_mean[l].cols()) + ", not " + std::to_string(t2) + "×" +
                           std::to_string(t1));
    }
    const Doubles a = decoder_residual[l].cast<double>();
    d = (a * d).eval();
    s = (a * s).eval();
    s = 0.5 * s + 0.5 * (cross_mean[l].cast<double>() * e);
    d *= 0.5;
    out.push_back(s.cast<float>());
  }
  return out;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  if (a.size() != b.size()) {
    throw AttentionError("rank correlation of " + std::to_string(a.size()) + " and " + std::to_string(b.size()) +
                         " values");
  }
  const auto ranks = [](const std::vector<double>& v) {
    std::vector<std::size_t> order(v.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return v[x] < v[y]; });
    std::vector<double> r(v.size());
    for (std::size_t i = 0; i < order.size();) {
      std::size_t j = i;
      while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
      const double mean = 0.5 * static_cast<double>(i + j) + 1.0;  // ranks from 1, ties their mean
      for (std::size_t k = i; k <= j; ++k) r[order[k]] = mean;
      i = j + 1;
    }
    return r;
  };
  if (a.size() < 2) return std::nan("");
  const std::vector<double> ra = ranks(a), rb = ranks(b);
  const double n = static_cast<double>(a.size());
  const double mean = (n + 1.0) / 2.0;
  double sab = 0.0, saa = 0.0, sbb = 0.0;
  for (std::size_t i = 0; i < ra.size(); ++i) {
    sab += (ra[i] - mean) * (rb[i] - mean);
    saa += (ra[i] - mean) * (ra[i] - mean);
    sbb += (rb[i] - mean) * (rb[i] - mean);
  }
  if (saa == 0.0 || sbb == 0.0) return std::nan("");
  return sab / std::sqrt(saa * sbb);
}

void rank_agreement(Attributions& a) {
  const std::vector<double>* lists[4] = {&a.raw, &a.rollout, &a.flow, &a.removal};
  a.agreement.clear();
  for (const auto& pair : kAttributionPairs) {
    const std::vector<double>& x = *lists[pair[0]];
    const std::vector<double>& y = *lists[pair[1]];
    a.agreement.push_back(x.empty() || y.empty() || x.size() != y.size() ? std::nan("") : spearman(x, y));
  }
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
