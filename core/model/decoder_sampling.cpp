// What a run predicts and what each head does to it: the logits of a position (through
// BERT's masked-LM head where there is one), the most likely tokens, the next token chosen
// greedily or drawn at a temperature, and every head's effect on the prediction when it is
// switched off.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <vector>

#include "core/attention/linear.hpp"
#include "core/base/parallel.hpp"
#include "core/base/random.hpp"
#include "core/kernels/gemm.hpp"
#include "core/model/decoder_stack.hpp"

namespace attn::decoder {
namespace {

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

Matrix logits(const Weights& weights, const Run& run, int position, int threads) {
  if (position < 0 || position >= run.final.rows()) {
    throw AttentionError("position " + std::to_string(position) + " is outside the " +
                         std::to_string(run.final.rows()) + " tokens");
  }
  if (weights.arch.reads_pictures()) return classifier_logits(weights, run);
  return logits_of(weights, run.final.row(position), run.precision, threads);
}

Matrix logits_of(const Weights& weights, const MatrixRef& rows, Precision precision, int threads) {
  const Architecture& a = weights.arch;
  if (!a.predicts || a.reads_pictures()) {
    throw AttentionError("this " + a.family + " folder has no head that predicts tokens (a bare encoder): "
                         "its attention can be shown, not its guesses");
  }
  Matrix h = rows;
  if (a.mlm_head) {
    Matrix t;
    linear(h, weights.head_w, weights.head_b, threads, t);
    gelu_erf(t, threads);
    normalize(a, t, weights.head_norm_w, weights.head_norm_b, h, threads);
  }
  if (a.output_scale != 1.0f) h *= a.output_scale;
  const Bf16Matrix& u16 = weights.separate_output() ? weights.output16 : weights.embed16;
  Matrix out;
  // Gemma 2's logits soft-capped, c·tanh(z / c).
  const auto capped = [&](Matrix& z) {
    if (a.logit_softcap > 0.0f) z = z.unaryExpr([&](float v) { return soft_cap(v, a.logit_softcap); });
    return z;
  };
  if (u16.size() != 0) {
    linear(h, u16, weights.output_bias, threads, out, precision);
    return capped(out);
  }
  const Matrix& u = weights.separate_output() ? weights.output : weights.embed;
  const Eigen::Index v = u.rows();
  out.resize(h.rows(), v);
  constexpr Eigen::Index kChunk = 4096;
  parallel_for(static_cast<int>((v + kChunk - 1) / kChunk), threads, [&](int item) {
    const Eigen::Index r0 = item * kChunk;
    const Eigen::Index n = std::min(kChunk, v - r0);
    auto o = out.middleCols(r0, n);
    kernels::gemm(kernels::const_view_of(h), kernels::const_view_of(u.middleRows(r0, n)), true, kernels::view_of(o));
  });
  if (weights.output_bias.size() != 0) out.rowwise() += weights.output_bias.row(0);
  return capped(out);
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
  const Architecture& a = weights.arch;
  const int last = static_cast<int>(run.final.rows()) - 1;
  const std::vector<double> base = probabilities(logits(weights, run, last, threads));
  Matrix effects = Matrix::Zero(a.layers, a.heads);
  Run trial;
  trial.ids = run.ids;
  trial.causal = run.causal;
  trial.precision = run.precision;
  trial.rotation = run.rotation;
  trial.local_rotation = run.local_rotation;
  trial.position_bias = run.position_bias;
  trial.source = run.source;
  trial.encoder_output = run.encoder_output;
  trial.layers.resize(run.layers.size());
  const StackWeights main = main_stack(weights);
  for (std::size_t l = 0; l < run.layers.size(); ++l) {
    for (int h = 0; h < a.heads; ++h) {
      if (is_ablated(run.ablated, l, h)) continue;  // already off: removing it changes nothing
      trial.ablated = run.ablated;
      trial.ablated.resize(run.layers.size(), std::vector<char>(static_cast<std::size_t>(a.heads), 0));
      trial.ablated[l].resize(static_cast<std::size_t>(a.heads), 0);
      trial.ablated[l][static_cast<std::size_t>(h)] = 1;
      run_stack(weights, main, Part::Self, l, Matrix(run.layers[l].input.view()), threads, trial, trial.layers,
                trial.final);
      const std::vector<double> p = probabilities(logits(weights, trial, last, threads));
      double distance = 0.0;
      for (std::size_t i = 0; i < p.size(); ++i) distance += std::abs(p[i] - base[i]);
      effects(static_cast<Eigen::Index>(l), h) = static_cast<float>(0.5 * distance);
    }
  }
  return effects;
}

}  // namespace attn::decoder
