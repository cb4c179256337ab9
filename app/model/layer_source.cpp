#include "model/layer_source.hpp"

#include <optional>
#include <utility>

namespace attn::app {
namespace {

bool blank(const std::string& s) { return s.find_first_not_of(" \t\r\n") == std::string::npos; }

class TrainedSource : public LayerSource {
 public:
  TrainedSource(std::shared_ptr<const Transformer> model, TaskKind task) : model_(std::move(model)), task_(task) {}
  int layers() const override { return model_->config().layers; }
  int d_model() const override { return model_->config().d_model; }
  int heads() const override { return model_->config().heads; }
  std::string input_hint() const override {
    return task_ == TaskKind::Induction ? "X: the sequence (causal self-attention)"
                                        : "X: the English (encoder), Y: the French (decoder, causal)";
  }
  LayerCases cases(const std::string& x_text, const std::string& y_text, int layer) const override {
    const Task task(task_);
    const std::vector<int> source = task.encode(x_text);
    std::optional<std::vector<int>> target;
    const std::string& y = y_text;
    if (task.decoder_only() && !blank(y)) {
      throw AttentionError("the trained " + std::string(task_name(task_)) +
                           " model reads one sequence (X): leave Y blank");
    }
    if (!task.decoder_only() && !blank(y)) target = task.encode(y);
    const ModelRun run = run_model(*model_, task, source, target);
    return layer_cases(*model_, task, run, layer);
  }

 private:
  std::shared_ptr<const Transformer> model_;
  TaskKind task_;
};

class PretrainedSource : public LayerSource {
 public:
  explicit PretrainedSource(std::shared_ptr<const io::ModelFolder> model) : model_(std::move(model)) {}
  int layers() const override { return model_->weights.arch.layers; }
  int d_model() const override { return model_->weights.arch.d_model; }
  int heads() const override { return model_->weights.arch.heads; }
  std::string input_hint() const override {
    return "X: the text (causal self-attention, as " + model_->name + " reads)";
  }
  LayerCases cases(const std::string& x_text, const std::string& y_text, int layer) const override {
    if (!blank(y_text)) {
      throw AttentionError(model_->name + " reads one sequence (X): leave Y blank");
    }
    const decoder::Architecture& c = model_->weights.arch;
    if (layer < 0 || layer >= c.layers) {
      throw AttentionError("layer " + std::to_string(layer + 1) + " is not one of the model's " +
                           std::to_string(c.layers));
    }
    const std::vector<int> ids = model_->tokenizer->encode(x_text);
    const decoder::Run run = decoder::forward(model_->weights, ids, {});
    LayerCases out;
    AttentionCase& k = out.source;
    k.from_text = false;
    // The layer's own head shape and rotation: every view computes what the model computes.
    const AttentionConfig model_config = decoder::attention_config(c, run, 0);
    k.config.d_model = c.d_model;
    k.config.heads = c.heads;
    k.config.head_dim = model_config.head_dim;
    k.config.kv_heads = model_config.kv_heads;
    k.config.rotation = model_config.rotation;
    k.config.causal = true;
    k.weights = model_->weights.layers[static_cast<std::size_t>(layer)].attention;
    k.x = run.layers[static_cast<std::size_t>(layer)].normed;
    for (const int id : ids) k.x_tokens.push_back(model_->tokenizer->display(id));
    return out;
  }

 private:
  std::shared_ptr<const io::ModelFolder> model_;
};

}  // namespace

std::shared_ptr<const LayerSource> trained_source(std::shared_ptr<const Transformer> model, TaskKind task) {
  return std::make_shared<TrainedSource>(std::move(model), task);
}

std::shared_ptr<const LayerSource> pretrained_source(std::shared_ptr<const io::ModelFolder> model) {
  return std::make_shared<PretrainedSource>(std::move(model));
}

}  // namespace attn::app
