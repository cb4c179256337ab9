#include "core/model/ops.hpp"

#include <cassert>
#include <cmath>
#include <limits>

#include <unsupported/Eigen/SpecialFunctions>

namespace attn::ops {

// ---- Embedding ---------------------------------------------------------------------------

template <typename S>
void embedding_forward(const ConstMatMap<S>& table, const ConstMatMap<S>& positions,
                       const std::vector<int>& ids, Eigen::Ref<Mat<S>> out) {
  const auto n = static_cast<Eigen::Index>(ids.size());
  assert(n <= positions.rows() && out.rows() == n && out.cols() == table.cols());
  for (Eigen::Index i = 0; i < n; ++i) {
    out.row(i) = table.row(ids[static_cast<std::size_t>(i)]) + positions.row(i);
  }
}

template <typename S>
void embedding_backward(const MatRef<S>& d_out, const std::vector<int>& ids, MatMap<S>& d_table,
                        MatMap<S>& d_positions) {
  for (Eigen::Index i = 0; i < d_out.rows(); ++i) {
    d_table.row(ids[static_cast<std::size_t>(i)]) += d_out.row(i);
    d_positions.row(i) += d_out.row(i);
  }
}

// ---- LayerNorm ------------------------------------------------------------------------------

template <typename S>
void layernorm_forward(const MatRef<S>& x, const ConstVecMap<S>& w, const ConstVecMap<S>& b,
                       Mat<S>& y, LayerNormCache<S>& cache) {
  const Eigen::Index n = x.rows(), d = x.cols();
  cache.normed.resize(n, d);
  cache.rstd.resize(n);
  y.resize(n, d);
  const S eps = static_cast<S>(kLayerNormEps);
  for (Eigen::Index i = 0; i < n; ++i) {
    const S mean = x.row(i).mean();
    const S var = (x.row(i).array() - mean).square().mean();  // biased, as PyTorch
    const S rstd = S(1) / std::sqrt(var + eps);
    cache.rstd(i) = rstd;
    cache.normed.row(i) = (x.row(i).array() - mean) * rstd;
    y.row(i) = cache.normed.row(i).cwiseProduct(w) + b;
  }
}

template <typename S>
void layernorm_backward(const MatRef<S>& d_y, const ConstVecMap<S>& w,
                        const LayerNormCache<S>& cache, Mat<S>& d_x, VecMap<S>& d_w,
                        VecMap<S>& d_b) {
  const Eigen::Index n = d_y.rows(), d = d_y.cols();
  d_x.resize(n, d);
  d_w += d_y.cwiseProduct(cache.normed).colwise().sum();
  d_b += d_y.colwise().sum();
  Vec<S> dn(d);
  for (Eigen::Index i = 0; i < n; ++i) {
    dn = d_y.row(i).cwiseProduct(w);
    const S mean_dn = dn.mean();
    const S mean_dn_normed = dn.cwiseProduct(cache.normed.row(i)).mean();
    d_x.row(i) = cache.rstd(i) *
                 (dn.array() - mean_dn - cache.normed.row(i).array() * mean_dn_normed).matrix();
  }
}

// ---- Linear ---------------------------------------------------------------------------------

template <typename S>
void linear_forward(const MatRef<S>& x, const ConstMatMap<S>& w, const ConstVecMap<S>& b,
                    Mat<S>& y) {
  y.resize(x.rows(), w.cols());
  y.noalias() = x * w;
  if (b.size() > 0) y.rowwise() += b;
}

template <typename S>
void linear_backward(const MatRef<S>& x, const ConstMatMap<S>& w, const MatRef<S>& d_y,
                     Mat<S>* d_x, MatMap<S>& d_w, VecMap<S>* d_b) {
  d_w.noalias() += x.transpose() * d_y;
  if (d_b != nullptr) *d_b += d_y.colwise().sum();
  if (d_x != nullptr) {
    d_x->resize(d_y.rows(), w.rows());
    d_x->noalias() = d_y * w.transpose();
  }
}

// ---- GELU -----------------------------------------------------------------------------------
// Φ(x) = (1 + erf(x / √2)) / 2. Eigen's erf is vectorised for float (a rational
// approximation to float precision) and is the C library's for double.

template <typename S>
void gelu_forward(const MatRef<S>& x, Mat<S>& y) {
  const S inv_sqrt2 = static_cast<S>(0.70710678118654752440);
  y.resize(x.rows(), x.cols());
  y.array() = x.array() * (S(0.5) * ((x.array() * inv_sqrt2).erf() + S(1)));
}

template <typename S>
void gelu_backward(const MatRef<S>& x, const MatRef<S>& d_y, Mat<S>& d_x) {
  const S inv_sqrt2 = static_cast<S>(0.70710678118654752440);
  const S inv_sqrt_2pi = static_cast<S>(0.39894228040143267794);
  d_x.resize(x.rows(), x.cols());
  const auto a = x.array();
  d_x.array() = d_y.array() * (S(0.5) * ((a * inv_sqrt2).erf() + S(1)) +
                               a * inv_sqrt_2pi * (S(-0.5) * a.square()).exp());
}

// ---- MLP ------------------------------------------------------------------------------------

template <typename S>
void mlp_forward(const MatRef<S>& x, const ConstMatMap<S>& w1, const ConstVecMap<S>& b1,
                 const ConstMatMap<S>& w2, const ConstVecMap<S>& b2, Mat<S>& y,
                 MlpCache<S>& cache) {
  linear_forward<S>(x, w1, b1, cache.hidden);
  gelu_forward<S>(cache.hidden, cache.activated);
  linear_forward<S>(cache.activated, w2, b2, y);
}

template <typename S>
void mlp_backward(const MatRef<S>& x, const ConstMatMap<S>& w1, const ConstMatMap<S>& w2,
                  const MlpCache<S>& cache, const MatRef<S>& d_y, Mat<S>& d_x, MatMap<S>& d_w1,
                  VecMap<S>& d_b1, MatMap<S>& d_w2, VecMap<S>& d_b2, Mat<S>& d_activated,
                  Mat<S>& d_hidden) {
  linear_backward<S>(cache.activated, w2, d_y, &d_activated, d_w2, &d_b2);
  gelu_backward<S>(cache.hidden, d_activated, d_hidden);
  linear_backward<S>(x, w1, d_hidden, &d_x, d_w1, &d_b1);
}

// ---- Softmax cross-entropy --------------------------------------------------------------------

template <typename S>
S cross_entropy(const MatRef<S>& logits, const std::vector<int>& labels, S scale,
                Mat<S>& d_logits, int* counted) {
  const Eigen::Index n = logits.rows(), v = logits.cols();
  assert(static_cast<Eigen::Index>(labels.size()) == n);
  d_logits.setZero(n, v);
  S total = 0;
  int rows = 0;
  for (Eigen::Index i = 0; i < n; ++i) {
    const int label = labels[static_cast<std::size_t>(i)];
    if (label < 0) continue;
    assert(label < v);
    const S top = logits.row(i).maxCoeff();
    d_logits.row(i) = (logits.row(i).array() - top).exp().matrix();
    const S sum = d_logits.row(i).sum();
    // −log softmax(label) = log Σ exp(z − top) − (z_label − top)
    total += std::log(sum) - (logits(i, label) - top);
    d_logits.row(i) *= scale / sum;
    d_logits(i, label) -= scale;
    ++rows;
  }
  if (counted != nullptr) *counted = rows;
  return total;
}

// ---- Attention backward -----------------------------------------------------------------------

template <typename S>
void attention_heads_backward(const AttentionCache<S>& cache, const MatRef<S>& d_concat,
                              Eigen::Ref<Mat<S>> d_q, Eigen::Ref<Mat<S>> d_k,
                              Eigen::Ref<Mat<S>> d_v, Mat<S>& d_p) {
  const auto heads = static_cast<Eigen::Index>(cache.p.size());
  const Eigen::Index d = d_concat.cols();
  const Eigen::Index d_k_width = d / heads;
  const Eigen::Index t_q = d_q.rows(), t_k = d_k.rows();
  assert(d_concat.rows() == t_q && d_v.rows() == t_k);
  d_p.resize(t_q, t_k);
  const S inv_divisor = S(1) / cache.divisor;
  for (Eigen::Index h = 0; h < heads; ++h) {
    const auto hs = static_cast<std::size_t>(h);
    auto dq_h = d_q.middleCols(h * d_k_width, d_k_width);
    auto dk_h = d_k.middleCols(h * d_k_width, d_k_width);
    auto dv_h = d_v.middleCols(h * d_k_width, d_k_width);
    if (!cache.ablated.empty() && cache.ablated[hs] != 0) {
      dq_h.setZero();
      dk_h.setZero();
      dv_h.setZero();
      continue;
    }
    const StridedMap<S>& p = cache.p[hs];
    const auto dc_h = d_concat.middleCols(h * d_k_width, d_k_width);
    d_p.noalias() = dc_h * cache.v[hs].transpose();
    dv_h.noalias() = p.transpose() * dc_h;
    // dS = P ∘ (dP − rowsum(dP ∘ P)), then / divisor. Masked entries have P = 0.
    for (Eigen::Index i = 0; i < t_q; ++i) {
      const S dot = d_p.row(i).dot(p.row(i));
      d_p.row(i) = (p.row(i).array() * (d_p.row(i).array() - dot) * inv_divisor).matrix();
    }
    dq_h.noalias() = d_p * cache.k[hs];
    dk_h.noalias() = d_p.transpose() * cache.q[hs];
  }
}

template <typename S>
void attention_backward(const AttentionCache<S>& cache, const MatRef<S>& x_q,
                        const MatRef<S>& x_kv, const ConstMatMap<S>& w_q,
                        const ConstMatMap<S>& w_k, const ConstMatMap<S>& w_v,
                        const ConstMatMap<S>& w_o, const MatRef<S>& d_out, Mat<S>& d_x_q,
                        Mat<S>& d_x_kv, MatMap<S>& d_w_q, MatMap<S>& d_w_k, MatMap<S>& d_w_v,
                        MatMap<S>& d_w_o) {
  const Eigen::Index d = w_o.rows();
  const Eigen::Index t_q = x_q.rows(), t_k = x_kv.rows();
  assert(cache.concat.rows() == t_q);

  d_w_o.noalias() += cache.concat.transpose() * d_out;
  const Mat<S> d_concat = d_out * w_o.transpose();  // Tq×D
  Mat<S> d_q(t_q, d), d_k(t_k, d), d_v(t_k, d), d_p;
  attention_heads_backward<S>(cache, d_concat, d_q, d_k, d_v, d_p);
  d_w_q.noalias() += x_q.transpose() * d_q;
  d_w_k.noalias() += x_kv.transpose() * d_k;
  d_w_v.noalias() += x_kv.transpose() * d_v;
  d_x_q.resize(t_q, d);
  d_x_q.noalias() = d_q * w_q.transpose();
  d_x_kv.resize(t_k, d);
  d_x_kv.noalias() = d_k * w_k.transpose();
  d_x_kv.noalias() += d_v * w_v.transpose();
}

// ---- The two scalars --------------------------------------------------------------------------

#define ATTN_OPS_INSTANTIATE(S)                                                                  \
  template void embedding_forward<S>(const ConstMatMap<S>&, const ConstMatMap<S>&,              \
                                     const std::vector<int>&, Eigen::Ref<Mat<S>>);              \
  template void embedding_backward<S>(const MatRef<S>&, const std::vector<int>&, MatMap<S>&,    \
                                      MatMap<S>&);                                              \
  template void layernorm_forward<S>(const MatRef<S>&, const ConstVecMap<S>&,                   \
                                     const ConstVecMap<S>&, Mat<S>&, LayerNormCache<S>&);       \
  template void layernorm_backward<S>(const MatRef<S>&, const ConstVecMap<S>&,                  \
                                      const LayerNormCache<S>&, Mat<S>&, VecMap<S>&,            \
                                      VecMap<S>&);                                              \
  template void linear_forward<S>(const MatRef<S>&, const ConstMatMap<S>&,                      \
                                  const ConstVecMap<S>&, Mat<S>&);                              \
  template void linear_backward<S>(const MatRef<S>&, const ConstMatMap<S>&, const MatRef<S>&,   \
                                   Mat<S>*, MatMap<S>&, VecMap<S>*);                            \
  template void gelu_forward<S>(const MatRef<S>&, Mat<S>&);                                     \
  template void gelu_backward<S>(const MatRef<S>&, const MatRef<S>&, Mat<S>&);                  \
  template void mlp_forward<S>(const MatRef<S>&, const ConstMatMap<S>&, const ConstVecMap<S>&,  \
                               const ConstMatMap<S>&, const ConstVecMap<S>&, Mat<S>&,           \
                               MlpCache<S>&);                                                   \
  template void mlp_backward<S>(const MatRef<S>&, const ConstMatMap<S>&, const ConstMatMap<S>&, \
                                const MlpCache<S>&, const MatRef<S>&, Mat<S>&, MatMap<S>&,      \
                                VecMap<S>&, MatMap<S>&, VecMap<S>&, Mat<S>&, Mat<S>&);          \
  template S cross_entropy<S>(const MatRef<S>&, const std::vector<int>&, S, Mat<S>&, int*);     \
  template void attention_heads_backward<S>(const AttentionCache<S>&, const MatRef<S>&,         \
                                           Eigen::Ref<Mat<S>>, Eigen::Ref<Mat<S>>,              \
                                           Eigen::Ref<Mat<S>>, Mat<S>&);                        \
  template void attention_backward<S>(                                                          \
      const AttentionCache<S>&, const MatRef<S>&, const MatRef<S>&, const ConstMatMap<S>&,      \
      const ConstMatMap<S>&, const ConstMatMap<S>&, const ConstMatMap<S>&, const MatRef<S>&,    \
      Mat<S>&, Mat<S>&, MatMap<S>&, MatMap<S>&, MatMap<S>&, MatMap<S>&);

ATTN_OPS_INSTANTIATE(float)
ATTN_OPS_INSTANTIATE(double)

#undef ATTN_OPS_INSTANTIATE

}  // namespace attn::ops
