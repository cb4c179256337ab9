// Generation on the KV cache: one more token at the end of a causal run, through the same
// layer step as the whole forward (decoder_stack.hpp), its attentions computing the new
// token's query, key and value alone and reading the earlier ones from the run's traces;
// greedy translation on it; and what a run's cache and traces take in memory.
//
// Legend as in decoder.hpp: t the tokens before the new one, d_k a head's width.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/attention/linear.hpp"
#include "core/attention/multi_head.hpp"
#include "core/base/parallel.hpp"
#include "core/base/per_thread.hpp"
#include "core/kernels/kernels.hpp"
#include "core/model/decoder_stack.hpp"

namespace attn::decoder {
namespace {

// Appends row `t` to a row-major matrix.
template <typename Row>
void append_row(GrowingMatrix& m, Eigen::Index t, const Row& row) {
  m.conservativeResize(t + 1, row.cols());
  m.row(t) = row;
}

// One new query row t of every head of `trace` against the first `keys` keys each head
// holds (`group` heads in a row sharing theirs), as `config` says the layer attends:
// scores (divided, plus the bias row, soft-capped), the keys outside its window masked,
// softmax, the map grown by the row (and by a column when the keys grew too), the context
// row, and concat's row (ablated heads 0).
void attend_new_row(const Architecture& a, const AttentionConfig& config, AttentionTrace& trace, Eigen::Index t,
                    Eigen::Index keys, int group, const std::vector<Matrix>* bias, const std::vector<char>* ablated,
                    int threads) {
  const Eigen::Index dk = a.head_dim;
  const float divisor = score_divisor(static_cast<int>(dk), config);
  // Keys before `first` are out of a sliding window.
  const Eigen::Index first = config.window > 0 ? std::max<Eigen::Index>(0, t - config.window + 1) : 0;
  trace.concat.conservativeResize(t + 1, static_cast<Eigen::Index>(a.heads) * dk);
  const kernels::Kernels& set = kernels::active();
  parallel_for(a.heads, threads, [&](int h) {
    HeadTrace& head = trace.heads[static_cast<std::size_t>(h)];
    const Eigen::Index c0 = static_cast<Eigen::Index>(h) * dk;
    // The keys and values as the first head of the group holds them (every head of a group
    // holds the same): the group's heads, taken one after another, read them from the cache.
    const HeadTrace& shared = trace.heads[static_cast<std::size_t>(h / group * group)];
    // Products too small for the BLAS to pay off its call: a dot product per key, then the
    // values' rows added up by weight.
    Matrix scores(1, keys);
    set.key_dots(head.q.row(t).data(), shared.k.data(), shared.k.cols(), keys, dk, scores.data());
    scores /= divisor;
    if (bias != nullptr) scores += (*bias)[static_cast<std::size_t>(h)].row(t).head(keys);
    if (config.softcap > 0.0f) scores = scores.unaryExpr([&](float s) { return soft_cap(s, config.softcap); });
    const float top = scores.rightCols(keys - first).maxCoeff();
    scores = (scores.array() - top).exp().matrix();
    scores.leftCols(first).setZero();
    scores /= scores.sum();
    // A row more (and a column, for self-attention), in the room the map keeps: the new
    // column is 0 (no earlier token sees the new one).
    head.weights.grow(t + 1, keys, map_room(keys));
    head.weights.row(t) = scores;
    head.context.conservativeResize(t + 1, dk);
    set.value_sum(scores.data() + first, shared.v.row(first).data(), shared.v.cols(), keys - first, dk,
                  head.context.row(t).data());
    const bool off = ablated != nullptr && static_cast<std::size_t>(h) < ablated->size() && (*ablated)[static_cast<std::size_t>(h)] != 0;
    if (off) {
      trace.concat.block(t, c0, 1, dk).setZero();
    } else {
      trace.concat.block(t, c0, 1, dk) = head.context.row(t);
    }
  });
}

// A layer's attentions for the one new token t: its query, key and value alone (each
// head's q and k normalized and turned to position t, as the whole forward does, so that
// the cache holds rotated keys), the earlier keys and values read from the traces; every
// map grows by a row (and a column only the new row sees).
class CachedAttention final : public LayerAttention {
 public:
  CachedAttention(const Architecture& a, Run& run, int threads) : a_(a), run_(run), threads_(threads) {}

  void self(std::size_t l, const Layer& layer, LayerRecord& rec, Eigen::Index t) override {
    const Eigen::Index dk = a_.head_dim;
    const int group = a_.heads / a_.kv_heads;
    const MhaWeights& w = layer.attention;
    AttentionTrace& trace = rec.attention;
    const Matrix n = rec.normed.middleRows(t, 1);
    Matrix q, k, v;
    struct Storage { RowStorage s; };
    RowStorage& storage = per_thread<Storage>().s;
    const ProductRows rows = prepare_rows(n, w.q(), run_.precision, kernels::active(), threads_, storage);
    linear(rows, w.q(), w.b_q, threads_, q);  // 1×(H·d_k)
    linear(rows, w.k(), w.b_k, threads_, k);  // 1×(H_kv·d_k)
    linear(rows, w.v(), w.b_v, threads_, v);
    const RotationTable* rotation = rotation_of(a_, run_, l);
    const auto finish = [&](Matrix& m, int heads, const Matrix& norm) {
      finish_heads(m.data(), m.cols(), 1, heads, dk, norm, w.qk_norm_eps, rotation, t);
    };
    finish(q, a_.heads, w.q_norm);
    finish(k, a_.kv_heads, w.k_norm);
    // The cache grows by the new key and value; the earlier ones are read, not remade.
    for (int h = 0; h < a_.heads; ++h) {
      HeadTrace& head = trace.heads[static_cast<std::size_t>(h)];
      const Eigen::Index kv0 = static_cast<Eigen::Index>(h / group) * dk;
      append_row(head.q, t, q.row(0).segment(static_cast<Eigen::Index>(h) * dk, dk));
      append_row(head.k, t, k.row(0).segment(kv0, dk));
      append_row(head.v, t, v.row(0).segment(kv0, dk));
    }
    const AttentionConfig config = attention_config(a_, run_, threads_, Part::Self, l);
    attend_new_row(a_, config, trace, t, t + 1, group, run_.position_bias.get(),
                   l < run_.ablated.size() ? &run_.ablated[l] : nullptr, threads_);
    trace.mask.grow_causal(config.window, map_room(t + 1));
    Matrix out;
    linear(trace.concat.row(t), w.o(), w.b_o, threads_, out, run_.precision);
    append_row(trace.output, t, out);
  }

  // The new row's query against the encoder's keys and values, made once by the forward and
  // kept in the trace.
  void cross(const Layer& layer, LayerRecord& rec, Eigen::Index t) override {
    const Eigen::Index dk = a_.head_dim;
    AttentionTrace& cross = rec.cross;
    const Matrix cn = rec.cross_input.middleRows(t, 1);
    Matrix cq;
    linear(cn, layer.cross.q(), layer.cross.b_q, threads_, cq, run_.precision);
    for (int h = 0; h < a_.heads; ++h) {
      append_row(cross.heads[static_cast<std::size_t>(h)].q, t, cq.row(0).segment(static_cast<Eigen::Index>(h) * dk, dk));
    }
    const auto keys = static_cast<Eigen::Index>(run_.source.size());
    attend_new_row(a_, attention_config(a_, run_, threads_, Part::Cross, 0), cross, t, keys, 1, nullptr, nullptr, threads_);
    cross.mask.append_row(false);
    Matrix out;
    linear(cross.concat.row(t), layer.cross.o(), layer.cross.b_o, threads_, out, run_.precision);
    append_row(cross.output, t, out);
  }

 private:
  const Architecture& a_;
  Run& run_;
  int threads_;
};

}  // namespace

void extend(const Weights& weights, Run& run, int id, int threads) {
  const Architecture& a = weights.arch;
  if (!a.causal) {
    throw AttentionError("this " + a.family + " model reads a whole text at once, every token seeing every "
                         "other; it was not trained to add tokens one by one");
  }
  if (!run.causal) {
    throw AttentionError("a token can be added one at a time only under the causal mask: "
                         "without it the earlier tokens would see the new one too");
  }
  const auto t = static_cast<Eigen::Index>(run.ids.size());
  std::vector<int> one{id};
  require_ids(a, one, run.ids.size() + 1);
  ensure_rotation(a, run, run.ids.size() + 1);
  const StackWeights main = main_stack(weights);
  if (a.positions == Positions::Relative) run.position_bias = stack_bias(a, main, t + 1);
  Matrix x;
  embed(weights, main, &id, t, 1, x);
  CachedAttention attention(a, run, threads);
  for (std::size_t l = 0; l < weights.layers.size(); ++l) {
    layer_step(a, weights.layers[l], l, a.encoder_decoder(), t, run.precision, threads, attention, run.layers[l], x);
  }
  stack_output(a, main, t, threads, x, run.final);
  run.ids.push_back(id);
}

Run greedy_translation(const Weights& weights, const std::vector<int>& source, int steps, std::vector<int>& chosen,
                       const Options& options) {
  const Architecture& a = weights.arch;
  if (!a.encoder_decoder()) throw AttentionError("this " + a.family + " model does not translate: it has no encoder and decoder");
  Options o = options;
  o.source = source;
  o.causal = true;
  Run run = forward(weights, {a.decoder_start}, o);
  chosen.clear();
  for (int s = 0; s < steps; ++s) {
    const int id = choose_next(logits(weights, run, static_cast<int>(run.ids.size()) - 1, options.threads), 0.0f, 0, s);
    chosen.push_back(id);
    if (id == a.eos || s + 1 == steps || run.ids.size() >= static_cast<std::size_t>(a.context)) break;
    extend(weights, run, id, options.threads);
  }
  return run;
}

std::size_t kv_cache_bytes(const Architecture& a, const Run& run) {
  // An encoder–decoder's cache also holds every cross-attention's keys and values of the
  // source, made once.
  return (run.ids.size() + run.source.size()) * kv_bytes_per_token(a, sizeof(float));
}

std::size_t run_bytes(const Run& run) {
  const auto floats = [](const MatrixRef& m) { return sizeof(float) * static_cast<std::size_t>(m.size()); };
  const auto trace_bytes = [&](const AttentionTrace& t) {
    std::size_t n = floats(t.concat) + floats(t.output) + static_cast<std::size_t>(t.mask.size());
    for (const HeadTrace& h : t.heads) {
      n += floats(h.q) + floats(h.k) + floats(h.v) + floats(h.scores) + floats(h.scaled) +
           sizeof(float) * h.weights.capacity() + floats(h.context);
    }
    return n;
  };
  std::size_t total = floats(run.final) + floats(run.encoder_output);
  for (const std::vector<LayerRecord>* records : {&run.layers, &run.encoder}) {
    for (const LayerRecord& r : *records) {
      total += floats(r.input) + floats(r.normed) + floats(r.cross_input) + trace_bytes(r.attention) +
               trace_bytes(r.cross);
    }
  }
  return total;
}

}  // namespace attn::decoder
