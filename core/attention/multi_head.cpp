// The fast path's steps in order; each step lives in its own file (projection.cpp,
// attend.cpp), the memory in workspace.cpp and the inner loops behind kernels::active().
#include "core/attention/multi_head.hpp"
#include "core/base/engine_calls.hpp"

#include <algorithm>
#include <limits>
#include <sstream>
#include <string>

#include "core/attention/attend.hpp"
#include "core/attention/linear.hpp"
#include "core/attention/mask.hpp"
#include "core/attention/projection.hpp"
#include "core/attention/workspace.hpp"
#include "core/base/checks.hpp"
#include "core/base/parallel.hpp"
#include "core/kernels/gemm.hpp"
#include "core/kernels/kernels.hpp"

namespace attn {
namespace {

// Shapes and sizes, before any work. Throws AttentionError naming the bad one.
void require_valid(const MatrixRef& x, const MatrixRef& y, const MhaWeights& weights,
                   const AttentionConfig& config) {
  validate_config(config);
  const int d = config.d_model;
  if (x.rows() < 1) throw AttentionError("the source X has no tokens (T1 must be at least 1)");
  require_shape(x, x.rows(), d, "X");
  if (config.mode == AttentionMode::Cross) {
    if (y.rows() < 1) throw AttentionError("the target Y has no tokens (T2 must be at least 1)");
    require_shape(y, y.rows(), d, "Y");
  }
  validate_weights(weights, config);
  const MatrixRef& queries = config.mode == AttentionMode::Cross ? y : x;
  const auto t_q = static_cast<std::size_t>(queries.rows());
  const auto t_k = static_cast<std::size_t>(x.rows());
  if (!config.rotation.empty()) {
    const auto last = static_cast<std::size_t>(config.rotation.first) + std::max(t_q, t_k);
    if (last > static_cast<std::size_t>(config.rotation.table->positions())) {
      throw AttentionError("position " + std::to_string(last - 1) +
                           " is past the rotation's table of " +
                           std::to_string(config.rotation.table->positions()) + " positions");
    }
  }
  validate_score_bias(config, static_cast<Eigen::Index>(t_q), static_cast<Eigen::Index>(t_k));
  const std::uint64_t need = estimate_trace_bytes(t_q, t_k, config);
  if (need > config.memory_limit_bytes) {
    std::ostringstream s;
    s << "this needs about " << (need >> 20) << " MiB for " << t_q << " queries × " << t_k
      << " keys × " << config.heads << " heads, over the limit of "
      << (config.memory_limit_bytes >> 20) << " MiB; use fewer tokens or heads";
    throw AttentionError(s.str());
  }
}

void compute_into(const MatrixRef& x, const MatrixRef& y, const MhaWeights& weights,
                  const AttentionConfig& config, AttentionTrace& trace) {
  require_valid(x, y, weights, config);
  const kernels::Kernels& k = kernels::active();
  const bool cross = config.mode == AttentionMode::Cross;
  const HeadShape shape = head_shape(config);
  const fast::Inputs in{x, cross ? y : x, weights, cross, shape, config.rotation, config.precision};
  const int threads = resolve_threads(config.threads);
  const int d_k = shape.d_k;
  const Eigen::Index rows = in.queries.rows();
  const Eigen::Index keys = x.rows();

  // Storage: kept where the shapes are unchanged, and with it the zeros past each row's
  // last visible key, which then need not be written again.
  const std::vector<Eigen::Index> zero_from = fast::known_zeros(trace, config.heads, rows, keys);
  trace.d_k = d_k;
  trace.warnings.clear();
  fill_mask(trace.mask, static_cast<int>(rows), static_cast<int>(keys), config);
  const MaskLayout layout = layout_of(trace.mask);
  fast::shape_heads(trace, config.heads, rows, keys, d_k, config.detail, config.map_room);
  trace.concat.resize(rows, shape.q_width());

  // 1. Q, K, V. The tiled products serve the projections whenever the kernel set has them
  // (so that Q, K, V and the output have the same bits at every detail), and the attention
  // itself when the trace keeps only the weights.
  const bool tiled_attention = k.tiled() && config.detail == TraceDetail::Weights;
  const float* packed_keys =
      fast::project_queries_keys_values(in, k, d_k, tiled_attention, threads, trace);

  // 2. The attention of every head.
  const auto stored_bytes = static_cast<std::size_t>(config.heads) * sizeof(float) *
                            static_cast<std::size_t>(rows) * static_cast<std::size_t>(keys + 2 * d_k);
  const fast::AttendJob job{k,           trace.mask,    layout,      zero_from,
                            score_divisor(d_k, config), config.detail, packed_keys, trace.concat,
                            config.score_bias.get(), config.softcap,
                            stored_bytes >= fast::kStreamingBytes};
  fast::attend_heads(job, threads, trace);

  // 3. The heads side by side (the tiled way has written concat as it went), ·W_o.
  if (!tiled_attention) fast::concatenate_heads(trace, threads);
  fast::project_output(in, k, threads, trace);

  int empty_rows = 0;
  for (const Eigen::Index end : layout.visible_end) {
    if (end == 0) ++empty_rows;
  }
  if (empty_rows > 0) {
    trace.warnings.push_back(std::to_string(empty_rows) +
                             " query row(s) have every key masked: their weights and context "
                             "are set to zero");
  }
}

}  // namespace

AttentionTrace multi_head_attention(const MatrixRef& x, const MatrixRef& y,
                                    const MhaWeights& weights, const AttentionConfig& config) {
  AttentionTrace trace;
  multi_head_attention(x, y, weights, config, trace);
  return trace;
}

void multi_head_attention(const MatrixRef& x, const MatrixRef& y, const MhaWeights& weights,
                          const AttentionConfig& config, AttentionTrace& trace) {
  note_engine_entry("multi_head_attention");
  try {
    compute_into(x, y, weights, config, trace);
  } catch (...) {
    trace = AttentionTrace{};  // half-written: nothing in it may be trusted or reused
    throw;
  }
}

Matrix head_projection(const MatrixRef& x, const MhaWeights& weights, const AttentionConfig& config,
                       int h, bool keys, bool rotated) {
  note_engine_entry("head_projection");
  validate_config(config);
  validate_weights(weights, config);
  require_shape(x, x.rows(), config.d_model, "X");
  const HeadShape shape = head_shape(config);
  if (h < 0 || h >= shape.heads) {
    throw AttentionError("head " + std::to_string(h + 1) + " does not exist: there are " +
                         std::to_string(shape.heads) + " heads");
  }
  const Eigen::Index c0 = static_cast<Eigen::Index>(keys ? shape.kv_head_of(h) : h) * shape.d_k;
  const WeightRef w = keys ? weights.k() : weights.q();
  const Matrix& b = keys ? weights.b_k : weights.b_q;
  const Matrix& norm = keys ? weights.k_norm : weights.q_norm;
  // A norm over every head's columns (OLMo 2) needs them all; else the head's alone.
  const bool whole = norm.size() != 0 && norm.size() != shape.d_k;
  const Eigen::Index from = whole ? 0 : c0;
  const Eigen::Index width = whole ? norm.size() : shape.d_k;
  Matrix out;
  if (w.bf16() && !w.quantized() && config.precision != Precision::Float32) {
    // Read as the projection reads it: rounded to BF16.
    const Matrix rounded = x.unaryExpr([](float v) { return bf16_to_float(float_to_bf16(v)); });
    out = rounded * w.columns(from, width);
  } else if (w.quantized() && config.precision == Precision::Int8) {
    // The projection's input rounded to 8 bits a row at a time, as it was: the whole row's
    // product, the head's columns kept.
    Matrix all;
    linear(x, w, Matrix(), 0, all, Precision::Int8);
    out = all.middleCols(from, width);
  } else {
    out = x * w.columns(from, width);
  }
  if (b.size() != 0) out.rowwise() += b.row(0).segment(from, width);
  if (whole) {
    rms_norm_rows(out.data(), out.outerStride(), out.rows(), width, norm.data(), weights.qk_norm_eps);
    out = out.middleCols(c0, shape.d_k).eval();
  }
  const bool turn = rotated && !config.rotation.empty();
  if (turn && config.rotation.first + out.rows() > config.rotation.table->positions()) {
    throw AttentionError("the rotation's table has too few positions for " + std::to_string(out.rows()) + " tokens");
  }
  finish_heads(out.data(), out.outerStride(), out.rows(), 1, shape.d_k, whole ? Matrix() : norm,
               weights.qk_norm_eps, turn ? config.rotation.table.get() : nullptr, config.rotation.first);
  return out;
}

HeadTrace head_detail(const AttentionTrace& trace, int h, const AttentionConfig& config) {
  note_engine_entry("head_detail");
  if (h < 0 || h >= static_cast<int>(trace.heads.size())) {
    throw AttentionError("head " + std::to_string(h + 1) + " does not exist: there are " +
                         std::to_string(trace.heads.size()) + " heads");
  }
  const HeadTrace& stored = trace.heads[static_cast<std::size_t>(h)];
  if (stored.scores.size() != 0) return stored;
  HeadTrace head = stored;
  head.scores.noalias() = head.q * head.k.transpose();
  head.scaled = head.scores / score_divisor(trace.d_k, config);
  if (config.score_bias && static_cast<std::size_t>(h) < config.score_bias->size()) {
    head.scaled += (*config.score_bias)[static_cast<std::size_t>(h)];
  }
  if (config.softcap > 0.0f) head.scaled = head.scaled.unaryExpr([&](float s) { return soft_cap(s, config.softcap); });
  if (trace.mask.size() != 0) {
    head.scaled = trace.mask.view().select(
        Matrix::Constant(head.scaled.rows(), head.scaled.cols(),
                         -std::numeric_limits<float>::infinity()),
        head.scaled);
  }
  return head;
}

}  // namespace attn
