#include "model/layer_measures.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <optional>

#include <atomic>

#include "io/i18n.hpp"
#include "view/pooling.hpp"

namespace attn::app {
namespace {

// The most tokens taken away one at a time: each is a forward pass of the whole model.
constexpr int kMaxRemovals = kMaxFlowTokens;

// Ã, the means and rollout of one stack's traces (each layer's heads over one sample).
struct Stack {
  std::vector<Matrix> residual, mean;
};

Stack stack_of(const std::vector<const AttentionTrace*>& layers) {
  Stack s;
  for (const AttentionTrace* t : layers) {
    s.residual.push_back(residual_attention(*t));
    s.mean.push_back(mean_attention(*t));
  }
  return s;
}

// The layers' means alone: cross-attention (target × source) has no residual of its own.
std::vector<Matrix> means_of(const std::vector<const AttentionTrace*>& layers) {
  std::vector<Matrix> out;
  for (const AttentionTrace* t : layers) out.push_back(mean_attention(*t));
  return out;
}

std::vector<double> row_of(const Matrix& m, int row) {
  std::vector<double> out(static_cast<std::size_t>(m.cols()));
  for (Eigen::Index j = 0; j < m.cols(); ++j) out[static_cast<std::size_t>(j)] = m(row, j);
  return out;
}

// Flow to `query` through the stack's Ã, or why there is none.
void measure_flow(const std::vector<Matrix>& residual, int query, LayerMeasures& out) {
  const auto t = static_cast<int>(residual.front().rows());
  if (t > kMaxFlowTokens) {
    // TRANSLATORS: {0} the tokens of the text, {1} the most flow takes.
    out.flow_error = fmt(tr("{0} tokens: flow takes at most {1} (it solves one maximum flow for each token, through "
                            "every layer's {0}×{0} links; a longer text would take minutes)"),
                         t, kMaxFlowTokens);
    return;
  }
  out.flow = attention_flow(residual, query);
}

// The four answers side by side once removal's probabilities are known.
void explain(const LayerMeasures& m, float probability, const std::vector<float>& without, LayerMeasures& out) {
  Attributions& a = out.explanation;
  a.raw = row_of(m.mean.back(), m.query);
  a.rollout = row_of(m.rollout.back(), m.query);
  a.flow = m.flow;
  a.flow_error = m.flow_error;
  a.removal.clear();
  for (const float p : without) a.removal.push_back(static_cast<double>(probability) - static_cast<double>(p));
  rank_agreement(a);
  out.probability = probability;
  out.explained = true;
}

bool removable(int tokens, LayerMeasures& out) {
  if (tokens <= kMaxRemovals) return true;
  // TRANSLATORS: {0} the tokens, {1} the most taken away one at a time.
  out.explain_error = fmt(tr("{0} tokens: taking each away is {0} runs of the whole model; the comparison takes at most "
                             "{1}"),
                          tokens, kMaxRemovals);
  return false;
}

// A map divided by its largest value and max-pooled onto at most kShownTexels a side.
Matrix shown_map(const Matrix& m) {
  if (m.size() == 0) return Matrix();
  view::CellSource cells;
  cells.parts = {MatrixView(m)};
  const int rows = static_cast<int>(m.rows()), cols = static_cast<int>(m.cols());
  Matrix pooled = view::max_pool(cells, {0, 0, rows, cols}, std::min(rows, kShownTexels), std::min(cols, kShownTexels),
                                 view::PoolMode::Max);
  const float top = pooled.maxCoeff();
  if (top > 0.0f) pooled /= top;
  return pooled;
}

// What every measure ends with: the maps as drawn, and a serial of its own.
void finish(LayerMeasures& out) {
  static std::atomic<std::uint64_t> serials{0};
  out.serial = ++serials;
  for (const Matrix& m : out.mean) out.mean_shown.push_back(shown_map(m));
  for (const Matrix& m : out.rollout) out.rollout_shown.push_back(shown_map(m));
}

int clamp_query(int query, int rows, int fallback) {
  return query >= 0 && query < rows ? query : std::clamp(fallback, 0, std::max(rows - 1, 0));
}

}  // namespace

int default_query(const decoder::Architecture& a, const decoder::Run& run, int mask_id) {
  if (a.reads_pictures()) return 0;  // [CLS]
  if (a.stacks == decoder::Stacks::Encoder) {
    for (std::size_t i = 0; i < run.ids.size(); ++i) {
      if (mask_id >= 0 && run.ids[i] == mask_id) return static_cast<int>(i);
    }
    return 0;
  }
  return std::max(run.tokens() - 1, 0);
}

LayerMeasures measure_pretrained(const io::ModelFolder& model, const decoder::Run& run, const LayersWanted& wanted) {
  LayerMeasures out;
  out.wanted = wanted;
  const decoder::Architecture& a = model.weights.arch;
  try {
    const auto label = [&](int id) {
      if (a.reads_pictures()) return model.labels.at(static_cast<std::size_t>(id));
      return model.tokenizer->display(id);
    };
    std::vector<std::string> main_tokens, source_tokens;
    if (a.reads_pictures()) {
      main_tokens = decoder::picture_tokens(a, run.grid_rows, run.grid_cols);
    } else {
      for (const int id : run.ids) main_tokens.push_back(model.tokenizer->display(id));
      for (const int id : run.source) source_tokens.push_back(model.tokenizer->display(id));
    }
    LayersPart part = wanted.part;
    if (!a.encoder_decoder()) part = LayersPart::Self;
    out.wanted.part = part;
    std::vector<const AttentionTrace*> traces;
    const std::vector<decoder::LayerRecord>& records = part == LayersPart::Encoder ? run.encoder : run.layers;
    for (const decoder::LayerRecord& rec : records) traces.push_back(&rec.attention);
    if (traces.empty()) throw AttentionError(tr("the run has no layers to measure"));
    const Stack stack = stack_of(traces);
    if (part == LayersPart::Cross) {
      std::vector<const AttentionTrace*> encoder, cross;
      for (const decoder::LayerRecord& rec : run.encoder) encoder.push_back(&rec.attention);
      for (const decoder::LayerRecord& rec : run.layers) cross.push_back(&rec.cross);
      const std::vector<Matrix> encoder_rollout = attention_rollout(stack_of(encoder).residual);
      out.mean = means_of(cross);
      out.rollout = cross_rollout(stack.residual, out.mean, encoder_rollout.back());
      out.rows = main_tokens;
      out.columns = source_tokens;
    } else {
      out.mean = stack.mean;
      out.rollout = attention_rollout(stack.residual);
      out.rows = out.columns = part == LayersPart::Encoder ? source_tokens : main_tokens;
    }
    const int rows = static_cast<int>(out.rows.size());
    const int mask = a.reads_pictures() || !model.tokenizer ? -1 : model.tokenizer->id_of("[MASK]");
    out.query = clamp_query(wanted.query, rows,
                            part == LayersPart::Encoder ? 0 : default_query(a, run, mask));
    if (part == LayersPart::Cross) {
      out.flow_error = tr("flow follows one stack's layers; the decoder's path through cross-attention has rollout "
                          "alone");
    } else if (wanted.flow || wanted.explain) {
      measure_flow(stack.residual, out.query, out);
    }
    if (wanted.explain && part != LayersPart::Encoder) {
      if (!a.predicts) {
        out.explain_error = fmt(tr("{0} has no head that predicts: there is no prediction to explain"), model.name);
      } else if (removable(static_cast<int>(out.columns.size()), out)) {
        const decoder::Removal r =
            decoder::removal_effects(model.weights, run, out.query, part == LayersPart::Cross);
        out.predicted = label(r.predicted);
        explain(out, r.probability, r.without, out);
      }
    } else if (wanted.explain) {
      out.explain_error = tr("the encoder predicts nothing itself: choose the decoder's path through cross-attention");
    }
    if (wanted.lens) {
      if (!a.predicts || a.reads_pictures()) {
        out.lens_error = a.reads_pictures()
                             ? tr("a vision model's classifier reads its last layer's [CLS] alone: the lens is for "
                                  "models that predict tokens")
                             : fmt(tr("{0} has no head that predicts tokens, so its layers cannot be read as "
                                      "predictions"),
                                   model.name);
      } else {
        auto lens = std::make_shared<decoder::LogitLens>(decoder::logit_lens(model.weights, run));
        for (const decoder::LensCell& cell : lens->cells) {
          std::vector<std::string> texts;
          for (const decoder::Candidate& k : cell.top) texts.push_back(label(k.id));
          out.lens_texts.push_back(std::move(texts));
        }
        for (int t = lens->first; t < lens->first + lens->positions; ++t) {
          const bool follows = lens->ranks && t + 1 < static_cast<int>(run.ids.size());
          out.lens_next.push_back(follows ? label(run.ids[static_cast<std::size_t>(t + 1)]) : "");
        }
        out.lens = std::move(lens);
        out.lens_tokens = main_tokens;
        out.residual_bytes = decoder::residual_bytes(run);
      }
    }
  } catch (const std::exception& e) {
    out.error = e.what();
  }
  finish(out);
  return out;
}

LayerMeasures measure_trained(const Transformer& model, const Task& task, const ModelRun& run,
                              const std::vector<std::string>& source_tokens,
                              const std::vector<std::string>& decoder_tokens, const LayersWanted& wanted) {
  LayerMeasures out;
  out.wanted = wanted;
  try {
    const bool two = !task.decoder_only();
    LayersPart part = two ? wanted.part : LayersPart::Self;
    if (two && part == LayersPart::Self) part = LayersPart::Cross;  // the decoder's own path is through the source
    out.wanted.part = part;
    const ForwardRecord& r = run.record;
    std::vector<const AttentionTrace*> encoder, self, cross;
    for (const ForwardRecord::Block& b : r.encoder) encoder.push_back(&b.self.traces.at(0));
    for (const ForwardRecord::Block& b : r.decoder) {
      self.push_back(&b.self.traces.at(0));
      if (two) cross.push_back(&b.cross.traces.at(0));
    }
    if (part == LayersPart::Encoder) {
      const Stack s = stack_of(encoder);
      out.mean = s.mean;
      out.rollout = attention_rollout(s.residual);
      out.rows = out.columns = source_tokens;
      out.query = clamp_query(wanted.query, static_cast<int>(out.rows.size()), 0);
      if (wanted.flow || wanted.explain) measure_flow(s.residual, out.query, out);
      if (wanted.explain) {
        out.explain_error = tr("the encoder predicts nothing itself: choose the decoder's path through cross-attention");
      }
      finish(out);
      return out;
    }
    const Stack decoder_stack = stack_of(self);
    if (part == LayersPart::Cross) {
      out.mean = means_of(cross);
      out.rollout = cross_rollout(decoder_stack.residual, out.mean, attention_rollout(stack_of(encoder).residual).back());
      out.rows = decoder_tokens;
      out.columns = source_tokens;
      out.flow_error = tr("flow follows one stack's layers; the decoder's path through cross-attention has rollout "
                          "alone");
    } else {
      out.mean = decoder_stack.mean;
      out.rollout = attention_rollout(decoder_stack.residual);
      out.rows = out.columns = decoder_tokens;
      if (wanted.flow || wanted.explain) {
        out.query = clamp_query(wanted.query, static_cast<int>(out.rows.size()), static_cast<int>(out.rows.size()) - 1);
        measure_flow(decoder_stack.residual, out.query, out);
      }
    }
    out.query = clamp_query(wanted.query, static_cast<int>(out.rows.size()), static_cast<int>(out.rows.size()) - 1);
    if (wanted.lens) out.lens_error = tr("the logit lens reads a pretrained model's layers (the Model view)");
    if (wanted.explain && removable(static_cast<int>(out.columns.size()), out)) {
      // The prediction at the query row, with its decoder input as it is (teacher-forced on
      // the same tokens, so that taking a source token away cannot change the decoder's).
      const auto probability_at = [&](const ModelRun& m, int id) {
        const Matrix row = m.record.logits.row(out.query);
        const float top = row.maxCoeff();
        double sum = 0.0;
        for (Eigen::Index j = 0; j < row.cols(); ++j) sum += std::exp(static_cast<double>(row(0, j) - top));
        return static_cast<float>(std::exp(static_cast<double>(row(0, id) - top)) / sum);
      };
      const int predicted = run.predicted.at(static_cast<std::size_t>(out.query));
      const std::vector<int> source = task.decoder_only()
                                          ? std::vector<int>(run.decoder_input.begin() + 1, run.decoder_input.end())
                                          : run.source;
      std::optional<std::vector<int>> target;
      if (!task.decoder_only()) target = std::vector<int>(run.decoder_input.begin() + 1, run.decoder_input.end());
      std::vector<float> without;
      for (int j = 0; j < static_cast<int>(out.columns.size()); ++j) {
        Ablation removed;
        (task.decoder_only() ? removed.removed_target : removed.removed_source) = {j};
        without.push_back(probability_at(run_model(model, task, source, target, removed), predicted));
      }
      out.predicted = token_texts(task, {predicted}).front();
      explain(out, probability_at(run, predicted), without, out);
    }
  } catch (const std::exception& e) {
    out.error = e.what();
  }
  finish(out);
  return out;
}

}  // namespace attn::app
