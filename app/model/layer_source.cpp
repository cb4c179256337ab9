#include "model/layer_source.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "io/i18n.hpp"

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
    if (task_ == TaskKind::Induction) return tr("X: the sequence (causal self-attention)");
    if (task_ == TaskKind::TranslateZh) return tr("X: the Chinese (encoder), Y: the English (decoder, causal)");
    return tr("X: the English (encoder), Y: the French (decoder, causal)");
  }
  LayerCases cases(const std::string& x_text, const std::string& y_text, int layer) const override {
    const Task task(task_);
    const std::vector<int> source = task.encode(x_text);
    std::optional<std::vector<int>> target;
    const std::string& y = y_text;
    if (task.decoder_only() && !blank(y)) {
      throw AttentionError(fmt(tr("the trained {0} model reads one sequence (X): leave Y blank"), task_name(task_)));
    }
    if (!task.decoder_only() && !blank(y)) target = task.encode(y);
    const ModelRun run = run_model(*model_, task, source, target);
    return layer_cases(*model_, task, run, layer);
  }

 private:
  std::shared_ptr<const Transformer> model_;
  TaskKind task_;
};

// An encoder–decoder without a target makes its own, this many tokens at most, as the
// trained translate model does.
constexpr int kOwnOutput = 32;

class PretrainedSource : public LayerSource {
 public:
  PretrainedSource(std::shared_ptr<const io::ModelFolder> model, std::shared_ptr<const io::PreparedPicture> picture)
      : model_(std::move(model)), picture_(std::move(picture)) {}
  int layers() const override { return model_->weights.arch.layers; }
  int d_model() const override { return model_->weights.arch.d_model; }
  int heads() const override { return model_->weights.arch.heads; }
  std::string input_hint() const override {
    const decoder::Architecture& c = model_->weights.arch;
    if (c.reads_pictures()) {
      // TRANSLATORS: {0} is the model's name.
      return fmt(tr("the picture: {0} reads [CLS] and its patches, not X or Y (choose the picture in the Model view)"),
                 model_->name);
    }
    if (c.encoder_decoder()) {
      // TRANSLATORS: {0} is the model's name.
      return fmt(tr("X: the source ({0}'s encoder), Y: the target (its decoder, causal; blank: its own greedy output)"),
                 model_->name);
    }
    if (!c.causal) return fmt(tr("X: the text (no mask: every token sees every token, as {0} reads)"), model_->name);
    return fmt(tr("X: the text (causal self-attention, as {0} reads)"), model_->name);
  }
  LayerCases cases(const std::string& x_text, const std::string& y_text, int layer) const override {
    const decoder::Architecture& c = model_->weights.arch;
    if (c.reads_pictures()) return picture_cases(layer);
    if (!c.encoder_decoder() && !blank(y_text)) {
      throw AttentionError(fmt(tr("{0} reads one sequence (X): leave Y blank"), model_->name));
    }
    if (layer < 0 || layer >= c.layers) {
      throw AttentionError(fmt(tr("layer {0} is not one of the model's {1}"), layer + 1, c.layers));
    }
    const auto l = static_cast<std::size_t>(layer);
    const io::Tokenizer& tok = *model_->tokenizer;
    decoder::Options options = decoder::options_for(c);
    decoder::Run run;
    if (c.encoder_decoder()) {
      options.source = tok.encode(x_text);
      std::vector<int> target{c.decoder_start};
      if (blank(y_text)) {
        std::vector<int> chosen;
        run = decoder::greedy_translation(model_->weights, options.source, kOwnOutput, chosen, options);
      } else {
        const std::vector<int> labels = tok.encode_target(y_text);
        target.insert(target.end(), labels.begin(), labels.end() - (labels.empty() ? 0 : 1));
        run = decoder::forward(model_->weights, target, options);
      }
    } else {
      run = decoder::forward(model_->weights, tok.encode(x_text), options);
    }
    std::vector<std::string> main_tokens, source_tokens;
    for (const int id : run.ids) main_tokens.push_back(tok.display(id));
    for (const int id : run.source) source_tokens.push_back(tok.display(id));

    // Each part's own head shape, rotation, scaling and position bias: every view computes
    // what the model computes.
    auto base = [&](decoder::Part part, const MhaWeights& weights, std::size_t at) {
      AttentionCase k;
      k.from_text = false;
      const AttentionConfig m = decoder::attention_config(c, run, 0, part, at);
      k.config.d_model = c.d_model;
      k.config.heads = c.heads;
      k.config.head_dim = m.head_dim;
      k.config.kv_heads = m.kv_heads;
      k.config.rotation = m.rotation;
      k.config.scale = m.scale;
      k.config.score_bias = m.score_bias;
      k.config.window = m.window;
      k.config.softcap = m.softcap;
      k.config.scale_dim = m.scale_dim;
      k.config.mode = m.mode;
      k.config.causal = part == decoder::Part::Self && run.causal;
      k.weights = weights;
      return k;
    };
    LayerCases out;
    if (!c.encoder_decoder()) {
      out.source = base(decoder::Part::Self, model_->weights.layers[l].attention, l);
      out.source.x = run.layers[l].normed;
      out.source.x_tokens = main_tokens;
      return out;
    }
    // The encoder's layer `layer` (the last one when the encoder is shallower).
    const std::size_t le = std::min(l, model_->weights.encoder.layers.size() - 1);
    out.source = base(decoder::Part::Encoder, model_->weights.encoder.layers[le].attention, le);
    out.source.x = run.encoder[le].normed;
    out.source.x_tokens = source_tokens;
    out.target = base(decoder::Part::Self, model_->weights.layers[l].attention, l);
    out.target.x = run.layers[l].normed;
    out.target.x_tokens = main_tokens;
    out.cross = base(decoder::Part::Cross, model_->weights.layers[l].cross, l);
    out.cross.x = run.encoder_output;
    out.cross.y = run.layers[l].cross_input;
    out.cross.x_tokens = source_tokens;
    out.cross.y_tokens = main_tokens;
    out.has_target = true;
    return out;
  }

 private:
  // A vision model's layer on its picture: the patches' and [CLS]'s attention, no mask.
  LayerCases picture_cases(int layer) const {
    const decoder::Architecture& c = model_->weights.arch;
    if (!picture_) throw AttentionError(fmt(tr("{0} reads a picture: open one in the Model view"), model_->name));
    if (layer < 0 || layer >= c.layers) {
      throw AttentionError(fmt(tr("layer {0} is not one of the model's {1}"), layer + 1, c.layers));
    }
    const decoder::Run run = decoder::forward_picture(model_->weights, picture_->pixels, decoder::options_for(c));
    LayerCases out;
    AttentionCase& k = out.source;
    k.from_text = false;
    k.config.d_model = c.d_model;
    k.config.heads = c.heads;
    k.config.head_dim = c.head_dim;
    k.config.kv_heads = c.kv_heads;
    k.config.scale = c.scale_scores;
    k.config.causal = false;
    k.weights = model_->weights.layers[static_cast<std::size_t>(layer)].attention;
    k.x = run.layers[static_cast<std::size_t>(layer)].normed;
    k.x_tokens = decoder::picture_tokens(c, run.grid_rows, run.grid_cols);
    return out;
  }

  std::shared_ptr<const io::ModelFolder> model_;
  std::shared_ptr<const io::PreparedPicture> picture_;
};

}  // namespace

std::shared_ptr<const LayerSource> trained_source(std::shared_ptr<const Transformer> model, TaskKind task) {
  return std::make_shared<TrainedSource>(std::move(model), task);
}

std::shared_ptr<const LayerSource> pretrained_source(std::shared_ptr<const io::ModelFolder> model,
                                                     std::shared_ptr<const io::PreparedPicture> picture) {
  return std::make_shared<PretrainedSource>(std::move(model), std::move(picture));
}

}  // namespace attn::app
