// What the layers of a run say on their own (decoder.hpp): the logit lens, each layer's
// residual stream through the model's final norm and output; and what each input token
// contributes to a prediction, the prediction again with the token's embedding taken away.
//
// Legend: L layers, T tokens, D width, V vocabulary.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

#include "core/base/parallel.hpp"
#include "core/model/decoder_stack.hpp"

namespace attn::decoder {
namespace {

// The `count` most likely of one row of logits (ties: the lower id first), with their
// probabilities, and the rank of `id` (1: the most likely; 0 when id < 0).
void top_of_row(const float* logits, Eigen::Index v, int count, int id, LensCell& cell) {
  float top = logits[0];
  for (Eigen::Index j = 1; j < v; ++j) top = std::max(top, logits[j]);
  double sum = 0.0;
  for (Eigen::Index j = 0; j < v; ++j) sum += std::exp(static_cast<double>(logits[j]) - top);
  std::vector<int> order(static_cast<std::size_t>(v));
  std::iota(order.begin(), order.end(), 0);
  const auto n = std::min<std::size_t>(static_cast<std::size_t>(count), order.size());
  std::partial_sort(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), order.end(),
                    [&](int a, int b) { return logits[a] > logits[b] || (logits[a] == logits[b] && a < b); });
  cell.top.clear();
  for (std::size_t i = 0; i < n; ++i) {
    const int j = order[i];
    cell.top.push_back({j, static_cast<float>(std::exp(static_cast<double>(logits[j]) - top) / sum), logits[j]});
  }
  cell.next_rank = 0;
  if (id < 0) return;
  int above = 0;
  for (Eigen::Index j = 0; j < v; ++j) {
    if (logits[j] > logits[id]) ++above;
  }
  cell.next_rank = above + 1;
}

// softmax(row)[id] in double.
float probability_of(const Matrix& row, int id) {
  const float top = row.maxCoeff();
  double sum = 0.0;
  for (Eigen::Index j = 0; j < row.cols(); ++j) sum += std::exp(static_cast<double>(row(0, j)) - top);
  return static_cast<float>(std::exp(static_cast<double>(row(0, id)) - top) / sum);
}

}  // namespace

std::size_t residual_bytes(const Run& run) {
  return sizeof(float) * static_cast<std::size_t>(run.layers.size() + 1) * static_cast<std::size_t>(run.final.size());
}

LogitLens logit_lens(const Weights& weights, const Run& run, int top, int threads) {
  const Architecture& a = weights.arch;
  if (!a.predicts || a.reads_pictures()) {
    throw AttentionError("the logit lens reads the layers through the model's output, and this " + a.family +
                         " folder has none that predicts tokens");
  }
  const int t = run.tokens();
  if (t == 0 || run.layers.empty()) throw AttentionError("the logit lens needs a run of the model");
  LogitLens lens;
  lens.rows = static_cast<int>(run.layers.size()) + 1;
  lens.positions = std::min(t, kMaxLensPositions);
  lens.first = t - lens.positions;
  lens.ranks = !a.mlm_head;
  lens.cells.resize(static_cast<std::size_t>(lens.rows) * static_cast<std::size_t>(lens.positions));
  const StackWeights main = main_stack(weights);
  Matrix normed;
  for (int row = 0; row < lens.rows; ++row) {
    // The stream entering layer row + 1; after the last layer, the run's output (its final
    // norm applied already, pre-norm).
    const bool last = row + 1 == lens.rows;
    const GrowingMatrix& stream = last ? run.final : run.layers[static_cast<std::size_t>(row)].input;
    const auto rows = stream.middleRows(lens.first, lens.positions);
    if (!last && !a.post_norm) {
      normalize(a, rows, main.final_w, main.final_b, normed, threads);
    } else {
      normed = rows;
    }
    const Matrix logits = logits_of(weights, normed, run.precision, threads);
    parallel_for(lens.positions, threads, [&](int i) {
      const int position = lens.first + i;
      const int next = lens.ranks && position + 1 < static_cast<int>(run.ids.size())
                           ? run.ids[static_cast<std::size_t>(position + 1)]
                           : -1;
      top_of_row(logits.row(i).data(), logits.cols(), top, next,
                 lens.cells[static_cast<std::size_t>(row) * static_cast<std::size_t>(lens.positions) +
                            static_cast<std::size_t>(i)]);
    });
  }
  return lens;
}

Removal removal_effects(const Weights& weights, const Run& run, int query, bool source, int threads) {
  const Architecture& a = weights.arch;
  if (query < 0 || query >= run.tokens()) {
    throw AttentionError("position " + std::to_string(query) + " is outside the " + std::to_string(run.tokens()) +
                         " tokens");
  }
  Removal r;
  r.query = query;
  const Matrix base = logits(weights, run, query, threads);
  r.predicted = top_candidates(base, 1).front().id;
  r.probability = probability_of(base, r.predicted);
  Options options;
  options.causal = run.causal;
  options.ablated = run.ablated;
  options.precision = run.precision;
  options.source = run.source;
  options.threads = threads;
  if (source && !a.encoder_decoder()) throw AttentionError("only an encoder–decoder reads a source");
  const int count = source ? static_cast<int>(run.source.size()) : run.tokens();
  Run trial;
  for (int j = 0; j < count; ++j) {
    (source ? options.removed_source : options.removed) = {j};
    if (a.reads_pictures()) {
      if (!run.pixels) throw AttentionError("the run keeps no picture to take patches away from");
      forward_picture(weights, *run.pixels, options, trial);
    } else {
      forward(weights, run.ids, options, trial);
    }
    r.without.push_back(probability_of(logits(weights, trial, query, threads), r.predicted));
  }
  return r;
}

}  // namespace attn::decoder
