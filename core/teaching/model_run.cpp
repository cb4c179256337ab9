#include "core/teaching/model_run.hpp"
#include "core/base/engine_calls.hpp"

namespace attn {

namespace {

void check_length(std::size_t length, int most, const std::string& what) {
  if (static_cast<int>(length) > most) {
    throw AttentionError(what + " has " + std::to_string(length) + " tokens; this model has " +
                         std::to_string(most) + " positions for it");
  }
}

}  // namespace

ModelRun run_model(const Transformer& model, const Task& task, const std::vector<int>& source,
                   const std::optional<std::vector<int>>& target, const Ablation& ablation) {
  note_engine_entry("run_model");
  const TransformerConfig& c = model.config();
  ModelRun run;
  Example e;
  if (task.decoder_only()) {
    if (target) throw AttentionError("a decoder-only model reads one sequence: give no target");
    if (source.empty()) throw AttentionError("the sequence is empty");
    check_length(source.size() + 1, c.max_target, "<start> and the sequence");
    e.target = source;
    run.teacher_forced = true;
  } else {
    if (source.empty()) throw AttentionError("the source sentence is empty");
    check_length(source.size(), c.max_source, "the source");
    run.source = source;
    e.source = source;
    run.greedy = greedy_decode(model, task, source, ablation);
    if (target) {
      check_length(target->size() + 1, c.max_target, "<start> and the target");
      e.target = *target;
      run.teacher_forced = true;
    } else {
      // <start> and the output within the decoder's positions (an output that never ended
      // fills them all).
      e.target = run.greedy.tokens;
      if (static_cast<int>(e.target.size()) + 1 > c.max_target) e.target.resize(static_cast<std::size_t>(c.max_target - 1));
    }
  }
  const Sample sample = to_sample(task, e);
  run.decoder_input = sample.decoder_input;
  model.forward({sample}, ablation, run.record);
  if (run.teacher_forced) {
    const Score score = Transformer::score(run.record, 1.0f, nullptr);
    run.scored = score.scored;
    run.loss = score.scored > 0 ? score.loss_sum / score.scored : 0;
  }
  const Matrix& logits = run.record.logits;
  for (Eigen::Index r = 0; r < logits.rows(); ++r) {
    Eigen::Index best = 0;
    logits.row(r).maxCoeff(&best);
    run.predicted.push_back(static_cast<int>(best));
  }
  return run;
}

LayerCases layer_cases(const Transformer& model, const Task& task, const ModelRun& run, int layer) {
  const TransformerConfig& c = model.config();
  if (layer < 0 || layer >= c.layers) {
    throw AttentionError("layer " + std::to_string(layer + 1) + " is not one of the model's " +
                         std::to_string(c.layers));
  }
  const auto l = static_cast<std::size_t>(layer);
  auto base = [&](const std::string& part, bool encoder) {
    AttentionCase k;
    k.from_text = false;
    k.config.d_model = c.d_model;
    k.config.heads = c.heads;
    k.config.scale = true;
    k.config.temperature = 1.0f;
    k.weights = model.attention_weights(encoder, layer, part);
    return k;
  };
  const std::vector<std::string> decoder_tokens = token_texts(task, run.decoder_input);
  LayerCases out;
  if (task.decoder_only()) {
    out.source = base("self", false);
    out.source.config.causal = true;
    out.source.x = run.record.decoder[l].self.normed;
    out.source.x_tokens = decoder_tokens;
    return out;
  }
  const std::vector<std::string> source_tokens = token_texts(task, run.source);
  out.source = base("self", true);
  out.source.x = run.record.encoder[l].self.normed;
  out.source.x_tokens = source_tokens;
  out.target = base("self", false);
  out.target.config.causal = true;
  out.target.x = run.record.decoder[l].self.normed;
  out.target.x_tokens = decoder_tokens;
  out.cross = base("cross", false);
  out.cross.config.mode = AttentionMode::Cross;
  out.cross.x = run.record.encoder_output;
  out.cross.y = run.record.decoder[l].cross.normed;
  out.cross.x_tokens = source_tokens;
  out.cross.y_tokens = decoder_tokens;
  out.has_target = true;
  return out;
}

std::vector<std::string> token_texts(const Task& task, const std::vector<int>& ids) {
  std::vector<std::string> out;
  const auto& tokens = task.vocabulary().tokens;
  for (const int id : ids) {
    if (id < 0 || id >= static_cast<int>(tokens.size())) {
      throw AttentionError("token id " + std::to_string(id) + " is outside the vocabulary");
    }
    out.push_back(tokens[static_cast<std::size_t>(id)]);
  }
  return out;
}

}  // namespace attn
