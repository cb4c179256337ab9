#include "core/model/gpt2.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

#include "core/attention/multi_head.hpp"
#include "core/base/parallel.hpp"
#include "core/base/random.hpp"
#include "core/kernels/gemm.hpp"
#include "core/kernels/kernels.hpp"

namespace attn::gpt2 {
namespace {

std::string shape_of(const Matrix& m) {
  return std::to_string(m.rows()) + "×" + std::to_string(m.cols());
}

void require(const Matrix& m, Eigen::Index rows, Eigen::Index cols, const std::string& name) {
  if (m.rows() != rows || m.cols() != cols) {
    throw AttentionError(name + " must be " + std::to_string(rows) + "×" + std::to_string(cols) +
                         ", got " + shape_of(m));
  }
}

// y = LayerNorm(x) row by row: (x − mean) / sqrt(var + eps) · w + b, the mean and the
// variance in double.
void layer_norm(const MatrixRef& x, const Matrix& w, const Matrix& b, double eps, Matrix& y) {
  y.resize(x.rows(), x.cols());
  const double n = static_cast<double>(x.cols());
  for (Eigen::Index i = 0; i < x.rows(); ++i) {
    double sum = 0.0;
    for (Eigen::Index j = 0; j < x.cols(); ++j) sum += x(i, j);
    const double mean = sum / n;
    double squares = 0.0;
    for (Eigen::Index j = 0; j < x.cols(); ++j) {
      const double c = x(i, j) - mean;
      squares += c * c;
    }
    const auto rstd = static_cast<float>(1.0 / std::sqrt(squares / n + eps));
    const auto m = static_cast<float>(mean);
    y.row(i) = ((x.row(i).array() - m) * rstd * w.row(0).array() + b.row(0).array()).matrix();
  }
}

// y = x·W + b (W in×out), in blocks of rows × columns spread over `threads`. With the
// tiled products (an AVX-512 kernel set) a block is made six rows at a time while its
// columns of W stay in the core's cache; through the BLAS otherwise.
void linear(const MatrixRef& x, const Matrix& w, const Matrix& b, int threads, Matrix& y) {
  const kernels::Kernels& k = kernels::active();
  const bool tiled = k.tiled();
  const Eigen::Index chunk_rows = tiled ? 16 * kernels::kTileRows : 64;
  const Eigen::Index chunk_cols = tiled ? 128 : 768;
  y.resize(x.rows(), w.cols());
  const Eigen::Index row_chunks = (x.rows() + chunk_rows - 1) / chunk_rows;
  const Eigen::Index col_chunks = (w.cols() + chunk_cols - 1) / chunk_cols;
  kernels::set_product_threads(1);
  parallel_for(static_cast<int>(row_chunks * col_chunks), threads, [&](int item) {
    const Eigen::Index r0 = (item / col_chunks) * chunk_rows;
    const Eigen::Index c0 = (item % col_chunks) * chunk_cols;
    const Eigen::Index rows = std::min(chunk_rows, x.rows() - r0);
    const Eigen::Index cols = std::min(chunk_cols, w.cols() - c0);
    auto out = y.block(r0, c0, rows, cols);
    if (tiled) {
      for (Eigen::Index t0 = 0; t0 < rows; t0 += kernels::kTileRows) {
        const int n = static_cast<int>(std::min<Eigen::Index>(kernels::kTileRows, rows - t0));
        k.weighted_sum(x.row(r0 + t0).data(), x.outerStride(), n, w.data() + c0, w.cols(), w.rows(), cols,
                       y.row(r0 + t0).data() + c0, y.outerStride());
      }
    } else {
      kernels::gemm(kernels::const_view_of(x.middleRows(r0, rows)),
                    kernels::const_view_of(w.middleCols(c0, cols)), false, kernels::view_of(out));
    }
    out.rowwise() += b.row(0).segment(c0, cols);
  });
}

// GELU, the tanh approximation: 0.5·x·(1 + tanh(sqrt(2/π)·(x + 0.044715·x³))).
void gelu_tanh(Matrix& x) {
  constexpr float kSqrt2OverPi = 0.7978845608028654f;
  auto a = x.array();
  a = 0.5f * a * (1.0f + (kSqrt2OverPi * (a + 0.044715f * a.cube())).tanh());
}

// x += MLP(LayerNorm(x; ln_2)), and the attention's output before it.
void mlp_block(const Layer& layer, double eps, int threads, Matrix& x) {
  // Kept between calls on this thread: a forward pass of the same length touches no new
  // memory.
  thread_local Matrix normed, hidden, out;
  layer_norm(x, layer.ln2_w, layer.ln2_b, eps, normed);
  linear(normed, layer.fc_w, layer.fc_b, threads, hidden);
  gelu_tanh(hidden);
  linear(hidden, layer.proj_w, layer.proj_b, threads, out);
  x += out;
}

bool any_ablated(const std::vector<std::vector<char>>& ablated, std::size_t layer) {
  if (layer >= ablated.size()) return false;
  return std::any_of(ablated[layer].begin(), ablated[layer].end(), [](char c) { return c != 0; });
}

bool is_ablated(const std::vector<std::vector<char>>& ablated, std::size_t layer, int head) {
  return layer < ablated.size() && static_cast<std::size_t>(head) < ablated[layer].size() &&
         ablated[layer][static_cast<std::size_t>(head)] != 0;
}

// The attention of one layer over rec.normed, into rec.attention; ablated heads add nothing.
void attend(const Weights& weights, std::size_t l, bool causal,
            const std::vector<std::vector<char>>& ablated, int threads, LayerRecord& rec) {
  const Config& c = weights.config;
  AttentionConfig config;
  config.d_model = c.d_model;
  config.heads = c.heads;
  config.causal = causal;
  config.detail = TraceDetail::Weights;
  config.threads = threads;
  const MhaWeights& w = weights.layers[l].attention;
  multi_head_attention(rec.normed, Matrix(), w, config, rec.attention);
  if (!any_ablated(ablated, l)) return;
  AttentionTrace& t = rec.attention;
  for (int h = 0; h < c.heads; ++h) {
    if (is_ablated(ablated, l, h)) t.concat.middleCols(static_cast<Eigen::Index>(h) * t.d_k, t.d_k).setZero();
  }
  t.output.noalias() = t.concat * w.w_o;
  t.output.rowwise() += w.b_o.row(0);
}

// Layers [from, L) of `run` from the residual stream x entering layer `from`.
void run_layers(const Weights& weights, std::size_t from, Matrix x, int threads, Run& run) {
  const Config& c = weights.config;
  for (std::size_t l = from; l < weights.layers.size(); ++l) {
    const Layer& layer = weights.layers[l];
    LayerRecord& rec = run.layers[l];
    rec.input = x;
    layer_norm(x, layer.ln1_w, layer.ln1_b, c.layer_norm_eps, rec.normed);
    attend(weights, l, run.causal, run.ablated, threads, rec);
    x += rec.attention.output;
    mlp_block(layer, c.layer_norm_eps, threads, x);
  }
  layer_norm(x, weights.lnf_w, weights.lnf_b, c.layer_norm_eps, run.final);
}

void require_ids(const Config& c, const std::vector<int>& ids, std::size_t tokens) {
  if (tokens == 0) throw AttentionError("there are no tokens: give the model some text");
  if (tokens > static_cast<std::size_t>(c.context)) {
    throw AttentionError(std::to_string(tokens) + " tokens; the model reads at most " +
                         std::to_string(c.context) + " (its context)");
  }
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] < 0 || ids[i] >= c.vocabulary) {
      throw AttentionError("token " + std::to_string(i + 1) + " has id " + std::to_string(ids[i]) +
                           ", outside the vocabulary of " + std::to_string(c.vocabulary));
    }
  }
}

// softmax(logits) in double.
std::vector<double> probabilities(const Matrix& logits) {
  const float top = logits.maxCoeff();
  std::vector<double> p(static_cast<std::size_t>(logits.size()));
  double sum = 0.0;
  for (Eigen::Index j = 0; j < logits.size(); ++j) {
    p[static_cast<std::size_t>(j)] = std::exp(static_cast<double>(logits(0, j)) - top);
    sum += p[static_cast<std::size_t>(j)];
  }
  for (double& v : p) v /= sum;
  return p;
}

}  // namespace

void validate(const Config& c) {
  const std::pair<int, const char*> sizes[] = {{c.layers, "layers (n_layer)"},
                                               {c.heads, "heads (n_head)"},
                                               {c.d_model, "width (n_embd)"},
                                               {c.context, "context (n_positions)"},
                                               {c.vocabulary, "vocabulary (vocab_size)"}};
  for (const auto& [value, name] : sizes) {
    if (value < 1) throw AttentionError(std::string(name) + " must be at least 1, got " + std::to_string(value));
  }
  if (c.d_model % c.heads != 0) {
    throw AttentionError("the width " + std::to_string(c.d_model) + " is not a multiple of the " +
                         std::to_string(c.heads) + " heads");
  }
  if (!(c.layer_norm_eps > 0.0) || !std::isfinite(c.layer_norm_eps)) {
    throw AttentionError("layer_norm_epsilon must be finite and > 0");
  }
}

void validate(const Weights& w) {
  const Config& c = w.config;
  validate(c);
  const Eigen::Index d = c.d_model;
  require(w.wte, c.vocabulary, d, "wte (the token embedding)");
  require(w.wpe, c.context, d, "wpe (the position embedding)");
  if (w.layers.size() != static_cast<std::size_t>(c.layers)) {
    throw AttentionError("the model has " + std::to_string(w.layers.size()) + " layers, its configuration says " +
                         std::to_string(c.layers));
  }
  for (std::size_t l = 0; l < w.layers.size(); ++l) {
    const Layer& y = w.layers[l];
    const std::string p = "layer " + std::to_string(l) + " ";
    require(y.ln1_w, 1, d, p + "ln_1.weight");
    require(y.ln1_b, 1, d, p + "ln_1.bias");
    const std::pair<const Matrix*, const char*> square[] = {
        {&y.attention.w_q, "W_q"}, {&y.attention.w_k, "W_k"}, {&y.attention.w_v, "W_v"}, {&y.attention.w_o, "W_o"}};
    for (const auto& [m, name] : square) require(*m, d, d, p + name);
    const std::pair<const Matrix*, const char*> biases[] = {
        {&y.attention.b_q, "b_q"}, {&y.attention.b_k, "b_k"}, {&y.attention.b_v, "b_v"}, {&y.attention.b_o, "b_o"}};
    for (const auto& [m, name] : biases) require(*m, 1, d, p + name);
    require(y.ln2_w, 1, d, p + "ln_2.weight");
    require(y.ln2_b, 1, d, p + "ln_2.bias");
    require(y.fc_w, d, 4 * d, p + "mlp.c_fc.weight");
    require(y.fc_b, 1, 4 * d, p + "mlp.c_fc.bias");
    require(y.proj_w, 4 * d, d, p + "mlp.c_proj.weight");
    require(y.proj_b, 1, d, p + "mlp.c_proj.bias");
  }
  require(w.lnf_w, 1, d, "ln_f.weight");
  require(w.lnf_b, 1, d, "ln_f.bias");
}

std::size_t parameter_bytes(const Config& c) {
  const auto d = static_cast<std::size_t>(c.d_model);
  const std::size_t per_layer = 4 * d * d + 4 * d + 8 * d * d + 5 * d + 4 * d;
  return sizeof(float) * (static_cast<std::size_t>(c.vocabulary) * d + static_cast<std::size_t>(c.context) * d +
                          static_cast<std::size_t>(c.layers) * per_layer + 2 * d);
}

Run forward(const Weights& weights, const std::vector<int>& ids, const Options& options) {
  Run run;
  forward(weights, ids, options, run);
  return run;
}

void forward(const Weights& weights, const std::vector<int>& ids, const Options& options, Run& run) {
  const Config& c = weights.config;
  require_ids(c, ids, ids.size());
  run.ids = ids;
  run.causal = options.causal;
  run.ablated = options.ablated;
  run.layers.resize(weights.layers.size());
  const auto t = static_cast<Eigen::Index>(ids.size());
  Matrix x(t, c.d_model);
  for (Eigen::Index i = 0; i < t; ++i) {
    x.row(i) = weights.wte.row(ids[static_cast<std::size_t>(i)]) + weights.wpe.row(i);
  }
  try {
    run_layers(weights, 0, std::move(x), options.threads, run);
  } catch (...) {
    run = Run{};  // half-written: nothing in it may be trusted
    throw;
  }
}

void extend(const Weights& weights, Run& run, int id, int threads) {
  const Config& c = weights.config;
  if (!run.causal) {
    throw AttentionError("a token can be added one at a time only under the causal mask: "
                         "without it the earlier tokens would see the new one too");
  }
  const auto t = static_cast<Eigen::Index>(run.ids.size());
  std::vector<int> one{id};
  require_ids(c, one, run.ids.size() + 1);
  const Eigen::Index d = c.d_model;
  Matrix x = weights.wte.row(id) + weights.wpe.row(t);
  for (std::size_t l = 0; l < weights.layers.size(); ++l) {
    const Layer& layer = weights.layers[l];
    LayerRecord& rec = run.layers[l];
    AttentionTrace& trace = rec.attention;
    rec.input.conservativeResize(t + 1, d);
    rec.input.row(t) = x;
    Matrix n;
    layer_norm(x, layer.ln1_w, layer.ln1_b, c.layer_norm_eps, n);
    rec.normed.conservativeResize(t + 1, d);
    rec.normed.row(t) = n;
    const MhaWeights& w = layer.attention;
    const Matrix q = n * w.w_q + w.b_q;
    const Matrix k = n * w.w_k + w.b_k;
    const Matrix v = n * w.w_v + w.b_v;
    const Eigen::Index dk = trace.d_k;
    const float divisor = std::sqrt(static_cast<float>(dk));
    trace.concat.conservativeResize(t + 1, d);
    for (int h = 0; h < c.heads; ++h) {
      HeadTrace& head = trace.heads[static_cast<std::size_t>(h)];
      const Eigen::Index c0 = static_cast<Eigen::Index>(h) * dk;
      // The cache grows by the new key and value; the earlier ones are read, not remade.
      head.q.conservativeResize(t + 1, dk);
      head.k.conservativeResize(t + 1, dk);
      head.v.conservativeResize(t + 1, dk);
      head.q.row(t) = q.row(0).segment(c0, dk);
      head.k.row(t) = k.row(0).segment(c0, dk);
      head.v.row(t) = v.row(0).segment(c0, dk);
      Matrix scores = head.q.row(t) * head.k.transpose() / divisor;  // 1×(t+1)
      const float top = scores.maxCoeff();
      scores = (scores.array() - top).exp().matrix();
      scores /= scores.sum();
      head.weights.conservativeResize(t + 1, t + 1);
      head.weights.col(t).setZero();  // no earlier token sees the new one
      head.weights.row(t) = scores;
      head.context.conservativeResize(t + 1, dk);
      head.context.row(t).noalias() = scores * head.v;
      if (is_ablated(run.ablated, l, h)) {
        trace.concat.block(t, c0, 1, dk).setZero();
      } else {
        trace.concat.block(t, c0, 1, dk) = head.context.row(t);
      }
    }
    trace.mask.conservativeResize(t + 1, t + 1);
    trace.mask.col(t).setConstant(true);
    trace.mask.row(t).setConstant(false);
    const Matrix out = trace.concat.row(t) * w.w_o + w.b_o;
    trace.output.conservativeResize(t + 1, d);
    trace.output.row(t) = out;
    x += out;
    mlp_block(layer, c.layer_norm_eps, threads, x);
  }
  Matrix f;
  layer_norm(x, weights.lnf_w, weights.lnf_b, c.layer_norm_eps, f);
  run.final.conservativeResize(t + 1, d);
  run.final.row(t) = f;
  run.ids.push_back(id);
}

std::size_t kv_cache_bytes(const Run& run) {
  std::size_t floats = 0;
  for (const LayerRecord& rec : run.layers) {
    for (const HeadTrace& h : rec.attention.heads) floats += static_cast<std::size_t>(h.k.size() + h.v.size());
  }
  return floats * sizeof(float);
}

Matrix logits(const Weights& weights, const Run& run, int position, int threads) {
  if (position < 0 || position >= run.final.rows()) {
    throw AttentionError("position " + std::to_string(position) + " is outside the " +
                         std::to_string(run.final.rows()) + " tokens");
  }
  const Eigen::Index v = weights.wte.rows();
  Matrix out(1, v);
  constexpr Eigen::Index kChunk = 4096;
  kernels::set_product_threads(1);
  parallel_for(static_cast<int>((v + kChunk - 1) / kChunk), threads, [&](int item) {
    const Eigen::Index r0 = item * kChunk;
    const Eigen::Index n = std::min(kChunk, v - r0);
    auto o = out.middleCols(r0, n);
    kernels::gemm(kernels::const_view_of(run.final.row(position)),
                  kernels::const_view_of(weights.wte.middleRows(r0, n)), true, kernels::view_of(o));
  });
  return out;
}

std::vector<Candidate> top_candidates(const Matrix& logits, int count) {
  const std::vector<double> p = probabilities(logits);
  std::vector<int> order(p.size());
  std::iota(order.begin(), order.end(), 0);
  const auto n = std::min<std::size_t>(static_cast<std::size_t>(std::max(count, 0)), order.size());
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), order.end(), [&](int a, int b) {
    return logits(0, a) > logits(0, b) || (logits(0, a) == logits(0, b) && a < b);
  });
  std::vector<Candidate> out;
  for (std::size_t i = 0; i < n; ++i) {
    const int id = order[i];
    out.push_back({id, static_cast<float>(p[static_cast<std::size_t>(id)]), logits(0, id)});
  }
  return out;
}

int choose_next(const Matrix& logits, float temperature, std::uint64_t seed, int step) {
  if (!(temperature > 0.0f)) return top_candidates(logits, 1).front().id;
  Matrix scaled = logits / temperature;
  const std::vector<double> p = probabilities(scaled);
  SplitMix64 stream(seed * std::uint64_t{0x9E3779B97F4A7C15} + static_cast<std::uint64_t>(step));
  // 53 random bits: the draw resolves probabilities far below float's.
  const double u = static_cast<double>(stream.next() >> 11) * 0x1.0p-53;
  double sum = 0.0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    sum += p[i];
    if (u < sum) return static_cast<int>(i);
  }
  return static_cast<int>(p.size() - 1);
}

Matrix head_effects(const Weights& weights, const Run& run, int threads) {
  const Config& c = weights.config;
  const int last = static_cast<int>(run.final.rows()) - 1;
  const std::vector<double> base = probabilities(logits(weights, run, last, threads));
  Matrix effects = Matrix::Zero(c.layers, c.heads);
  Run trial;
  trial.ids = run.ids;
  trial.causal = run.causal;
  trial.layers.resize(run.layers.size());
  for (std::size_t l = 0; l < run.layers.size(); ++l) {
    for (int h = 0; h < c.heads; ++h) {
      if (is_ablated(run.ablated, l, h)) continue;  // already off: removing it changes nothing
      trial.ablated = run.ablated;
      trial.ablated.resize(run.layers.size(), std::vector<char>(static_cast<std::size_t>(c.heads), 0));
      trial.ablated[l].resize(static_cast<std::size_t>(c.heads), 0);
      trial.ablated[l][static_cast<std::size_t>(h)] = 1;
      run_layers(weights, l, run.layers[l].input, threads, trial);
      const std::vector<double> p = probabilities(logits(weights, trial, last, threads));
      double distance = 0.0;
      for (std::size_t i = 0; i < p.size(); ++i) distance += std::abs(p[i] - base[i]);
      effects(static_cast<Eigen::Index>(l), h) = static_cast<float>(0.5 * distance);
    }
  }
  return effects;
}

}  // namespace attn::gpt2
