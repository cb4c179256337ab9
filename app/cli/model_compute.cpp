#include "cli/model_compute.hpp"

#include <filesystem>
#include <optional>
#include <stdexcept>

#include "cli/case_json.hpp"
#include "core/teaching/model_run.hpp"
#include "core/teaching/rollout.hpp"
#include "io/checkpoint.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::cli {

namespace {

std::string text_field(const nlohmann::json& c, const char* key) {
  const auto it = c.find(key);
  if (it == c.end()) throw std::runtime_error(fmt(tr("the case has no \"{0}\""), key));
  if (!it->is_string()) throw std::runtime_error(fmt(tr("\"{0}\" must be text"), key));
  return it->get<std::string>();
}

}  // namespace

bool is_model_case(const nlohmann::json& c) { return c.is_object() && c.contains("checkpoint"); }

nlohmann::json run_model_case(const nlohmann::json& c, const std::string& case_folder) {
  std::filesystem::path path = io::platform::to_path(io::platform::generic_path(text_field(c, "checkpoint")));
  if (path.is_relative() && !case_folder.empty()) path = io::platform::to_path(case_folder) / path;
  const io::Checkpoint checkpoint = io::load_checkpoint(io::platform::from_path(path));
  const Task task(checkpoint.task);
  const std::vector<int> source = task.encode(text_field(c, "text"));
  std::optional<std::vector<int>> target;
  if (c.contains("target_text")) target = task.encode(text_field(c, "target_text"));
  const ModelRun run = run_model(*checkpoint.model, task, source, target);

  nlohmann::json out;
  out["task"] = task_name(checkpoint.task);
  out["tokens"] = token_texts(task, run.source);
  out["target_tokens"] = token_texts(task, run.decoder_input);
  out["teacher_forced"] = run.teacher_forced && !task.decoder_only();
  out["predicted"] = token_texts(task, run.predicted);
  out["output"] = task.decoder_only() ? task.decode(run.predicted) : task.decode(run.greedy.tokens);
  if (target || task.decoder_only()) out["loss"] = run.loss;
  nlohmann::json encoder = nlohmann::json::array();
  std::vector<const AttentionTrace*> encoder_traces, self_traces, cross_traces;
  for (const auto& block : run.record.encoder) {
    encoder.push_back({{"heads", heads_json(block.self.traces[0])}});
    encoder_traces.push_back(&block.self.traces[0]);
  }
  nlohmann::json decoder = nlohmann::json::array();
  for (const auto& block : run.record.decoder) {
    nlohmann::json layer;
    layer["self"] = {{"heads", heads_json(block.self.traces[0])}};
    self_traces.push_back(&block.self.traces[0]);
    if (!task.decoder_only()) {
      layer["cross"] = {{"heads", heads_json(block.cross.traces[0])}};
      cross_traces.push_back(&block.cross.traces[0]);
    }
    decoder.push_back(std::move(layer));
  }
  out["encoder"] = std::move(encoder);
  out["decoder"] = std::move(decoder);
  // Across layers, as the window's Across layers view follows them: rollout (the decoder's
  // self-attention; with an encoder also the encoder's and the decoder's through
  // cross-attention) and flow to the last decoder position through the decoder's layers.
  if (asked(c, "rollout")) add_rollouts(encoder_traces, self_traces, cross_traces, out);
  if (asked(c, "flow")) {
    const int query = static_cast<int>(run.decoder_input.size()) - 1;
    out["flow"] = {{"query", query}, {"values", attention_flow(residuals(self_traces), query)}};
  }
  return out;
}

}  // namespace attn::cli
