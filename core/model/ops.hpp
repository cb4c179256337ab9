// The operations of a Transformer, each forward beside its backward, with the cache the
// backward needs written in shapes. Templates on the scalar: the model runs them in float,
// the gradient tests in double against central differences (tests/test_ops.cpp).
//
// Legend: N rows (tokens, one sequence or several stacked), D model width, F the MLP's
// inner width, V vocabulary size, H heads, d_k = D / H, Tq queries, Tk keys.
// Row convention throughout: a token is a row, y = x·W + b with W in×out.
//
// Backward functions ADD into the parameter gradients they are given (a batch sums its
// sequences into one buffer) and WRITE the gradient of their input. Nothing here
// allocates a model or knows its layout (transformer.hpp does).
#pragma once

#include <vector>

#include <Eigen/Core>

namespace attn::ops {

template <typename S>
using Mat = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename S>
using Vec = Eigen::Matrix<S, 1, Eigen::Dynamic, Eigen::RowMajor>;
template <typename S>
using MatRef = Eigen::Ref<const Mat<S>>;
template <typename S>
using MatMap = Eigen::Map<Mat<S>>;
template <typename S>
using VecMap = Eigen::Map<Vec<S>>;
template <typename S>
using ConstMatMap = Eigen::Map<const Mat<S>>;
// Rows further apart than the width (an attention map: base/strided.hpp).
template <typename S>
using StridedMap = Eigen::Map<const Mat<S>, 0, Eigen::OuterStride<>>;
template <typename S>
using ConstVecMap = Eigen::Map<const Vec<S>>;

// ---- Embedding: out[i] = table[ids[i]] + positions[i] ---------------------------------
//   table V×D, positions (at least N)×D, ids N → out N×D (rows of a larger matrix, say).
template <typename S>
void embedding_forward(const ConstMatMap<S>& table, const ConstMatMap<S>& positions,
                       const std::vector<int>& ids, Eigen::Ref<Mat<S>> out);
// d_table[ids[i]] += d_out[i]; d_positions[i] += d_out[i].
template <typename S>
void embedding_backward(const MatRef<S>& d_out, const std::vector<int>& ids, MatMap<S>& d_table,
                        MatMap<S>& d_positions);

// ---- LayerNorm over each row: y = (x − mean) / sqrt(var + eps) · w + b -----------------
inline constexpr double kLayerNormEps = 1e-5;  // PyTorch's default
template <typename S>
struct LayerNormCache {
  Mat<S> normed;  // N×D, (x − mean) / sqrt(var + eps)
  Vec<S> rstd;    // N, 1 / sqrt(var + eps)
};
template <typename S>
void layernorm_forward(const MatRef<S>& x, const ConstVecMap<S>& w, const ConstVecMap<S>& b,
                       Mat<S>& y, LayerNormCache<S>& cache);
// dx = rstd · (dn − mean(dn) − normed · mean(dn · normed)), dn = dy · w.
template <typename S>
void layernorm_backward(const MatRef<S>& d_y, const ConstVecMap<S>& w,
                        const LayerNormCache<S>& cache, Mat<S>& d_x, VecMap<S>& d_w,
                        VecMap<S>& d_b);

// ---- Linear: y = x·W + b ------------------------------------------------------------
//   x N×in, W in×out, b out (may be absent: a zero-size map) → y N×out.
template <typename S>
void linear_forward(const MatRef<S>& x, const ConstMatMap<S>& w, const ConstVecMap<S>& b,
                    Mat<S>& y);
// dW += xᵀ·dy; db += Σ_rows dy; dx = dy·Wᵀ (dx may be null: not needed).
template <typename S>
void linear_backward(const MatRef<S>& x, const ConstMatMap<S>& w, const MatRef<S>& d_y,
                     Mat<S>* d_x, MatMap<S>& d_w, VecMap<S>* d_b);

// ---- GELU, exact (with erf, as PyTorch's default): gelu(x) = x·Φ(x) -----------------------
template <typename S>
void gelu_forward(const MatRef<S>& x, Mat<S>& y);
// d_x = d_y · (Φ(x) + x·φ(x)).
template <typename S>
void gelu_backward(const MatRef<S>& x, const MatRef<S>& d_y, Mat<S>& d_x);

// ---- MLP: y = gelu(x·W1 + b1)·W2 + b2 -----------------------------------------------------
template <typename S>
struct MlpCache {
  Mat<S> hidden;     // N×F, x·W1 + b1
  Mat<S> activated;  // N×F, gelu(hidden)
};
template <typename S>
void mlp_forward(const MatRef<S>& x, const ConstMatMap<S>& w1, const ConstVecMap<S>& b1,
                 const ConstMatMap<S>& w2, const ConstVecMap<S>& b2, Mat<S>& y,
                 MlpCache<S>& cache);
// d_activated and d_hidden: working matrices (N×F once written), their storage reused.
template <typename S>
void mlp_backward(const MatRef<S>& x, const ConstMatMap<S>& w1, const ConstMatMap<S>& w2,
                  const MlpCache<S>& cache, const MatRef<S>& d_y, Mat<S>& d_x, MatMap<S>& d_w1,
                  VecMap<S>& d_b1, MatMap<S>& d_w2, VecMap<S>& d_b2, Mat<S>& d_activated,
                  Mat<S>& d_hidden);

// ---- Softmax cross-entropy, padding ignored ------------------------------------------
// logits N×V, labels N (−1: ignored). Returns the summed loss over the rows that count and
// sets *counted to their number; d_logits = (softmax − one_hot) · scale for counted rows, 0
// for ignored ones (scale: 1 / the batch's counted rows, given by the caller).
template <typename S>
S cross_entropy(const MatRef<S>& logits, const std::vector<int>& labels, S scale,
                Mat<S>& d_logits, int* counted);

// ---- Multi-head attention, backward -----------------------------------------------------
// What the forward pass kept of one sequence's attention, per head (the engine's trace
// holds exactly these): Q Tq×d_k, K and V Tk×d_k, the weights P Tq×Tk (masked = 0), and
// the heads' contexts side by side (Tq×D, an ablated head's columns zeroed).
template <typename S>
struct AttentionCache {
  std::vector<ConstMatMap<S>> q, k, v;  // H entries each
  std::vector<StridedMap<S>> p;         // the weights of each head
  ConstMatMap<S> concat{nullptr, 0, 0};
  S divisor = 1;              // the scores were divided by it (sqrt(d_k), times τ)
  std::vector<char> ablated;  // per head (or empty): its context was zeroed, no gradient flows
};
// The heads' part of attention_backward, for one sequence: from dC = d_out·W_oᵀ (Tq×D) to
// dQ (Tq×D), dK and dV (Tk×D), every head's columns side by side (an ablated head's zero).
// A batch stacks its sequences' rows and makes the products with the four weights once
// for all of them (Transformer::backward); attention_backward does both for one sequence.
// d_p: a working matrix (Tq×Tk once written), its storage reused.
template <typename S>
void attention_heads_backward(const AttentionCache<S>& cache, const MatRef<S>& d_concat,
                              Eigen::Ref<Mat<S>> d_q, Eigen::Ref<Mat<S>> d_k,
                              Eigen::Ref<Mat<S>> d_v, Mat<S>& d_p);
// Gradients of out = concat·W_o with concat_h = softmax(Q_h·K_hᵀ / divisor)·V_h, Q = x_q·W_q,
// K = x_kv·W_k, V = x_kv·W_v (every W D×D). Adds into d_w_q, d_w_k, d_w_v, d_w_o; writes
// d_x_q (Tq×D) and d_x_kv (Tk×D). In self-attention x_q is x_kv and the caller adds the two.
//   dP_h = dC_h·V_hᵀ,  dS_h = P_h ∘ (dP_h − rowsum(dP_h ∘ P_h)) / divisor
//   dQ_h = dS_h·K_h,   dK_h = dS_hᵀ·Q_h,   dV_h = P_hᵀ·dC_h
template <typename S>
void attention_backward(const AttentionCache<S>& cache, const MatRef<S>& x_q,
                        const MatRef<S>& x_kv, const ConstMatMap<S>& w_q,
                        const ConstMatMap<S>& w_k, const ConstMatMap<S>& w_v,
                        const ConstMatMap<S>& w_o, const MatRef<S>& d_out, Mat<S>& d_x_q,
                        Mat<S>& d_x_kv, MatMap<S>& d_w_q, MatMap<S>& d_w_k, MatMap<S>& d_w_v,
                        MatMap<S>& d_w_o);

}  // namespace attn::ops
