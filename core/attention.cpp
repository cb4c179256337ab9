// Scaled dot-product and multi-head attention, keeping every intermediate.
//
// Legend: Tq queries, Tk keys, D model width, H heads, d_k = D / H.
// Masked logits are -inf in `scaled` and exactly 0 in `weights`; a row whose every key is
// masked gets zero weights and zero context (PyTorch would give NaN), plus a warning.
#include "attention.hpp"

#include <cmath>
#include <limits>
#include <sstream>

namespace attn {
namespace {

std::string shape_text(Eigen::Index rows, Eigen::Index cols) {
  std::ostringstream s;
  s << rows << "×" << cols;
  return s.str();
}

void require_shape(const MatrixRef& m, Eigen::Index rows, Eigen::Index cols,
                   const std::string& what) {
  if (m.rows() != rows || m.cols() != cols) {
    throw AttentionError(what + " must be " + shape_text(rows, cols) + ", got " +
                         shape_text(m.rows(), m.cols()));
  }
}

}  // namespace

void require_finite(const MatrixRef& m, const std::string& what) {
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      if (!std::isfinite(m(i, j))) {
        std::ostringstream s;
        s << what << " has a non-finite value (" << m(i, j) << ") at row " << i << ", column "
          << j;
        throw AttentionError(s.str());
      }
    }
  }
}

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

std::size_t estimate_trace_bytes(std::size_t t_q, std::size_t t_k, const AttentionConfig& config) {
  const auto h = static_cast<std::size_t>(config.heads > 0 ? config.heads : 1);
  const auto d = static_cast<std::size_t>(config.d_model > 0 ? config.d_model : 1);
  // Per head: scores, scaled, weights (Tq×Tk each); q, context (Tq×d_k); k, v (Tk×d_k).
  // Plus concat and output (Tq×D) and the mask (Tq×Tk bytes).
  const std::size_t per_head_cells = 3 * t_q * t_k;
  const std::size_t vectors = 2 * (t_q + t_k) * d;  // q, k, v, context over all heads
  const std::size_t cells = h * per_head_cells + vectors + 2 * t_q * d;
  return cells * sizeof(float) + t_q * t_k;
}

MaskMatrix build_mask(int t_q, int t_k, const AttentionConfig& config) {
  MaskMatrix mask = MaskMatrix::Constant(t_q, t_k, false);
  if (config.causal) {
    for (int i = 0; i < t_q; ++i) {
      for (int j = i + 1; j < t_k; ++j) mask(i, j) = true;
    }
  }
  if (!config.key_padding.empty()) {
    if (static_cast<int>(config.key_padding.size()) != t_k) {
      throw AttentionError("key_padding has " + std::to_string(config.key_padding.size()) +
                           " entries but there are " + std::to_string(t_k) + " keys");
    }
    for (int j = 0; j < t_k; ++j) {
      if (config.key_padding[static_cast<std::size_t>(j)]) mask.col(j).setConstant(true);
    }
  }
  if (config.mask.size() != 0) {
    if (config.mask.rows() != t_q || config.mask.cols() != t_k) {
      throw AttentionError("mask must be " + shape_text(t_q, t_k) + " (queries × keys), got " +
                           shape_text(config.mask.rows(), config.mask.cols()));
    }
    mask = mask.array() || config.mask.array();
  }
  return mask;
}

Matrix softmax_rows(const MatrixRef& logits, const MaskMatrix& mask, int* fully_masked_rows) {
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

float score_divisor(int d_k, const AttentionConfig& config) {
  const float base = config.scale ? std::sqrt(static_cast<float>(d_k)) : 1.0f;
  return base * config.temperature;
}

HeadTrace scaled_dot_product_attention(const MatrixRef& q, const MatrixRef& k,
                                       const MatrixRef& v, const MaskMatrix& mask,
                                       float divisor) {
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
  h.context.noalias() = h.weights * v;
  return h;
}

AttentionTrace multi_head_attention(const MatrixRef& x, const MatrixRef& y,
                                    const MhaWeights& weights, const AttentionConfig& config) {
  validate_config(config);
  const int d = config.d_model;
  const bool cross = config.mode == AttentionMode::Cross;
  if (x.rows() < 1) throw AttentionError("the source X has no tokens (T1 must be at least 1)");
  require_shape(x, x.rows(), d, "X");
  if (cross) {
    if (y.rows() < 1) throw AttentionError("the target Y has no tokens (T2 must be at least 1)");
    require_shape(y, y.rows(), d, "Y");
  }
  require_shape(weights.w_q, d, d, "W_q");
  require_shape(weights.w_k, d, d, "W_k");
  require_shape(weights.w_v, d, d, "W_v");
  require_shape(weights.w_o, d, d, "W_o");
  require_finite(x, "X");
  if (cross) require_finite(y, "Y");
  require_finite(weights.w_q, "W_q");
  require_finite(weights.w_k, "W_k");
  require_finite(weights.w_v, "W_v");
  require_finite(weights.w_o, "W_o");

  const MatrixRef& queries_from = cross ? y : x;
  const auto t_q = static_cast<std::size_t>(queries_from.rows());
  const auto t_k = static_cast<std::size_t>(x.rows());
  const std::size_t need = estimate_trace_bytes(t_q, t_k, config);
  if (need > config.memory_limit_bytes) {
    std::ostringstream s;
    s << "this needs about " << (need >> 20) << " MiB for " << t_q << " queries × " << t_k
      << " keys × " << config.heads << " heads, over the limit of "
      << (config.memory_limit_bytes >> 20) << " MiB; use fewer tokens or heads";
    throw AttentionError(s.str());
  }

  AttentionTrace trace;
  trace.d_k = d / config.heads;
  trace.mask = build_mask(static_cast<int>(t_q), static_cast<int>(t_k), config);

  const Matrix q_all = queries_from * weights.w_q;
  const Matrix k_all = x * weights.w_k;
  const Matrix v_all = x * weights.w_v;
  require_finite(q_all, "Q = X·W_q");
  require_finite(k_all, "K = X·W_k");
  require_finite(v_all, "V = X·W_v");

  const float divisor = score_divisor(trace.d_k, config);
  trace.concat.resize(static_cast<Eigen::Index>(t_q), d);
  trace.heads.reserve(static_cast<std::size_t>(config.heads));
  for (int h = 0; h < config.heads; ++h) {
    const Eigen::Index c0 = static_cast<Eigen::Index>(h) * trace.d_k;
    trace.heads.push_back(scaled_dot_product_attention(
        q_all.middleCols(c0, trace.d_k), k_all.middleCols(c0, trace.d_k),
        v_all.middleCols(c0, trace.d_k), trace.mask, divisor));
    require_finite(trace.heads.back().scores,
                   "the scores Q·Kᵀ of head " + std::to_string(h + 1) + " (inputs too large)");
    trace.concat.middleCols(c0, trace.d_k) = trace.heads.back().context;
  }
  trace.output.noalias() = trace.concat * weights.w_o;

  int empty_rows = 0;
  for (Eigen::Index i = 0; i < trace.mask.rows(); ++i) {
    if (trace.mask.row(i).all()) ++empty_rows;
  }
  if (empty_rows > 0) {
    trace.warnings.push_back(std::to_string(empty_rows) +
                             " query row(s) have every key masked: their weights and context "
                             "are set to zero");
  }
  return trace;
}

}  // namespace attn
