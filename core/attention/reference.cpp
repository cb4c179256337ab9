#include "core/attention/reference.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "core/attention/mask.hpp"
#include "core/base/checks.hpp"

namespace attn {

Matrix softmax_rows(const MatrixRef& logits, const MaskRef& mask, int* fully_masked_rows) {
  const bool has_mask = mask.size() != 0;
  if (has_mask && (mask.rows() != logits.rows() || mask.cols() != logits.cols())) {
    throw AttentionError("softmax mask must be " + shape_text(logits.rows(), logits.cols()) +
                         ", got " + shape_text(mask.rows(), mask.cols()));
  }
  Matrix out = Matrix::Zero(logits.rows(), logits.cols());
  int empty_rows = 0;
  for (Eigen::Index i = 0; i < logits.rows(); ++i) {
    float row_max = -std::numeric_limits<float>::infinity();
    for (Eigen::Index j = 0; j < logits.cols(); ++j) {
      if (has_mask && mask(i, j)) continue;
      row_max = std::max(row_max, logits(i, j));
    }
    if (row_max == -std::numeric_limits<float>::infinity()) {
      ++empty_rows;  // every key masked (or every logit -inf): the row stays zero
      continue;
    }
    double sum = 0.0;
    for (Eigen::Index j = 0; j < logits.cols(); ++j) {
      if (has_mask && mask(i, j)) continue;
      const float e = std::exp(logits(i, j) - row_max);
      out(i, j) = e;
      sum += static_cast<double>(e);
    }
    out.row(i) /= static_cast<float>(sum);  // sum >= 1: the maximum contributes exp(0)
  }
  if (fully_masked_rows != nullptr) *fully_masked_rows = empty_rows;
  return out;
}

HeadTrace scaled_dot_product_attention(const MatrixRef& q, const MatrixRef& k,
                                       const MatrixRef& v, const MaskRef& mask,
                                       float divisor, const Matrix* bias, float softcap) {
  if (q.cols() != k.cols()) {
    throw AttentionError("queries have width " + std::to_string(q.cols()) +
                         " but keys have width " + std::to_string(k.cols()));
  }
  if (k.rows() != v.rows()) {
    throw AttentionError("there are " + std::to_string(k.rows()) + " keys but " +
                         std::to_string(v.rows()) + " values");
  }
  if (!(divisor > 0.0f) || !std::isfinite(divisor)) {
    throw AttentionError("the score divisor must be finite and > 0");
  }
  HeadTrace h;
  h.q = q;
  h.k = k;
  h.v = v;
  h.scores.noalias() = q * k.transpose();
  h.scaled = h.scores / divisor;
  if (bias != nullptr) h.scaled += *bias;
  if (softcap > 0.0f) h.scaled = h.scaled.unaryExpr([&](float s) { return soft_cap(s, softcap); });
  const bool has_mask = mask.size() != 0;
  if (has_mask) {
    if (mask.rows() != q.rows() || mask.cols() != k.rows()) {
      throw AttentionError("mask must be " + shape_text(q.rows(), k.rows()) + ", got " +
                           shape_text(mask.rows(), mask.cols()));
    }
    h.scaled = mask.select(Matrix::Constant(q.rows(), k.rows(),
                                            -std::numeric_limits<float>::infinity()),
                           h.scaled);
  }
  h.weights = softmax_rows(h.scaled, mask);
  h.context.noalias() = h.weights.view() * v;
  return h;
}

AttentionTrace reference_multi_head_attention(const MatrixRef& x, const MatrixRef& y,
                                              const MhaWeights& weights,
                                              const AttentionConfig& config) {
  validate_config(config);
  const int d = config.d_model;
  const bool cross = config.mode == AttentionMode::Cross;
  const MatrixRef queries_from = cross ? y : x;
  require_shape(x, x.rows(), d, "X");
  require_shape(queries_from, queries_from.rows(), d, cross ? "Y" : "X");
  validate_weights(weights, config);
  const HeadShape shape = head_shape(config);
  // Float weights as they are, BF16 ones widened.
  const auto times = [](const MatrixRef& a, const WeightRef& w) -> Matrix {
    return w.f ? Matrix(a * *w.f) : Matrix(a * w.columns(0, w.cols()));
  };
  Matrix q = times(queries_from, weights.q());
  Matrix k = times(x, weights.k());
  Matrix v = times(x, weights.v());
  if (weights.b_q.size() != 0) q.rowwise() += weights.b_q.row(0);
  if (weights.b_k.size() != 0) k.rowwise() += weights.b_k.row(0);
  if (weights.b_v.size() != 0) v.rowwise() += weights.b_v.row(0);
  // Each head's q and k normalized, then turned by its position.
  const auto finish = [&](Matrix& m, int heads, const Matrix& norm) {
    if (!config.rotation.empty() && config.rotation.first + m.rows() > config.rotation.table->positions()) {
      throw AttentionError("the rotation's table has too few positions for " + std::to_string(m.rows()) + " tokens");
    }
    finish_heads(m.data(), m.outerStride(), m.rows(), heads, shape.d_k, norm, weights.qk_norm_eps,
                 config.rotation.empty() ? nullptr : config.rotation.table.get(), config.rotation.first);
  };
  finish(q, shape.heads, weights.q_norm);
  finish(k, shape.kv_heads, weights.k_norm);

  validate_score_bias(config, q.rows(), k.rows());
  AttentionTrace trace;
  trace.d_k = shape.d_k;
  trace.mask = build_mask(static_cast<int>(q.rows()), static_cast<int>(k.rows()), config);
  trace.concat.resize(q.rows(), shape.q_width());
  const float divisor = score_divisor(trace.d_k, config);
  int empty_rows = 0;
  for (int h = 0; h < config.heads; ++h) {
    const Eigen::Index c0 = static_cast<Eigen::Index>(h) * trace.d_k;
    const Eigen::Index kv0 = static_cast<Eigen::Index>(shape.kv_head_of(h)) * trace.d_k;
    HeadTrace head = scaled_dot_product_attention(q.middleCols(c0, trace.d_k),
                                                  k.middleCols(kv0, trace.d_k),
                                                  v.middleCols(kv0, trace.d_k), trace.mask,
                                                  divisor,
                                                  config.score_bias ? &(*config.score_bias)[static_cast<std::size_t>(h)] : nullptr,
                                                  config.softcap);
    trace.concat.middleCols(c0, trace.d_k) = head.context;
    trace.heads.push_back(std::move(head));
  }
  for (Eigen::Index i = 0; i < trace.mask.rows(); ++i) {
    if (trace.mask.row(i).all()) ++empty_rows;
  }
  if (empty_rows > 0) {
    trace.warnings.push_back(std::to_string(empty_rows) +
                             " query row(s) have every key masked: their weights and context "
                             "are set to zero");
  }
  trace.output = times(trace.concat, weights.o());
  if (weights.b_o.size() != 0) trace.output.rowwise() += weights.b_o.row(0);
  return trace;
}

}  // namespace attn
