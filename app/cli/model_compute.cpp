#include "cli/model_compute.hpp"

#include <filesystem>
#include <optional>
#include <stdexcept>

#include "core/teaching/model_run.hpp"
#include "io/checkpoint.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::cli {

namespace {

nlohmann::json heads_json(const AttentionTrace& trace) {
  nlohmann::json heads = nlohmann::json::array();
  for (const HeadTrace& h : trace.heads) {
    nlohmann::json rows = nlohmann::json::array();
    for (Eigen::Index r = 0; r < h.weights.rows(); ++r) {
      nlohmann::json row = nlohmann::json::array();
      for (Eigen::Index k = 0; k < h.weights.cols(); ++k) row.push_back(h.weights(r, k));
      rows.push_back(std::move(row));
    }
    heads.push_back({{"weights", std::move(rows)}});
  }
  return {{"heads", std::move(heads)}};
}

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
  for (const auto& block : run.record.encoder) encoder.push_back(heads_json(block.self.traces[0]));
  nlohmann::json decoder = nlohmann::json::array();
  for (const auto& block : run.record.decoder) {
    nlohmann::json layer;
    layer["self"] = heads_json(block.self.traces[0]);
    if (!task.decoder_only()) layer["cross"] = heads_json(block.cross.traces[0]);
    decoder.push_back(std::move(layer));
  }
  out["encoder"] = std::move(encoder);
  out["decoder"] = std::move(decoder);
  return out;
}

}  // namespace attn::cli
