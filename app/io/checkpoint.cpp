#include "io/checkpoint.hpp"

#include <cmath>
#include <cstdio>
#include <map>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "io/safetensors.hpp"

namespace attn::io {

namespace {

constexpr const char* kFormat = "attention-explorer-model/1";
constexpr int kMaxPositions = 4096;

std::vector<std::int64_t> shape_of(const ParameterInfo& p) {
  if (p.rows == 1) return {static_cast<std::int64_t>(p.cols)};
  return {static_cast<std::int64_t>(p.rows), static_cast<std::int64_t>(p.cols)};
}

std::string number_text(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", value);
  return text;
}

[[noreturn]] void refuse(const std::string& what, const std::string& problem) {
  throw std::runtime_error(what + ": " + problem);
}

const std::string& required(const std::map<std::string, std::string>& metadata,
                            const std::string& key, const std::string& what) {
  const auto it = metadata.find(key);
  if (it == metadata.end()) {
    refuse(what, "not a model of this program: its metadata has no \"" + key + "\"");
  }
  return it->second;
}

int integer(const std::map<std::string, std::string>& metadata, const std::string& key,
            const std::string& what, int least, int most) {
  const std::string& text = required(metadata, key, what);
  std::size_t used = 0;
  long long value = 0;
  try {
    value = std::stoll(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size()) {
    refuse(what, "metadata \"" + key + "\" is \"" + text + "\", not a whole number");
  }
  if (value < least || value > most) {
    refuse(what, "metadata \"" + key + "\" is " + text + ", outside " + std::to_string(least) +
                     " to " + std::to_string(most));
  }
  return static_cast<int>(value);
}

double optional_number(const std::map<std::string, std::string>& metadata,
                       const std::string& key, double fallback) {
  const auto it = metadata.find(key);
  if (it == metadata.end()) return fallback;
  try {
    std::size_t used = 0;
    const double value = std::stod(it->second, &used);
    return used == it->second.size() && std::isfinite(value) ? value : fallback;
  } catch (const std::exception&) {
    return fallback;
  }
}

std::vector<std::string> vocabulary_list(const std::string& text, const std::string& what) {
  nlohmann::json list;
  try {
    list = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception&) {
    refuse(what, "metadata \"vocabulary\" is not JSON");
  }
  if (!list.is_array()) refuse(what, "metadata \"vocabulary\" is not a JSON list");
  std::vector<std::string> tokens;
  for (const auto& token : list) {
    if (!token.is_string()) refuse(what, "metadata \"vocabulary\" holds a value that is not text");
    tokens.push_back(token.get<std::string>());
  }
  return tokens;
}

Checkpoint read(const SafeTensorsFile& file, const std::string& what) {
  const auto& metadata = file.metadata();
  const std::string& format = required(metadata, "format", what);
  if (format != kFormat) {
    refuse(what, "its format is \"" + format + "\"; this program reads \"" + kFormat + "\"");
  }
  const std::string& task_text = required(metadata, "task", what);
  const std::optional<TaskKind> kind = task_from_name(task_text);
  if (!kind) {
    refuse(what, "its task \"" + task_text + "\" is not one of translate, reverse, induction");
  }
  const Task task(*kind);

  const std::vector<std::string> tokens = vocabulary_list(required(metadata, "vocabulary", what), what);
  if (tokens != task.vocabulary().tokens) {
    refuse(what, "its vocabulary (" + std::to_string(tokens.size()) + " tokens) is not the " +
                     task_text + " task's (" + std::to_string(task.vocabulary().size()) +
                     " tokens): the file was made for another version of the task");
  }

  Checkpoint c;
  c.task = *kind;
  c.settings = default_settings(*kind);
  c.settings.layers = integer(metadata, "layers", what, 1, 64);
  c.settings.d_model = integer(metadata, "d_model", what, 1, 4096);
  c.settings.heads = integer(metadata, "heads", what, 1, 4096);
  const std::string& mlp = required(metadata, "mlp", what);
  if (mlp != "true" && mlp != "false") refuse(what, "metadata \"mlp\" is \"" + mlp + "\", not true or false");
  c.settings.mlp = mlp == "true";
  const auto positions = metadata.find("positions");
  const std::string position_text = positions == metadata.end() ? "learned" : positions->second;
  if (position_text != "learned" && position_text != "sinusoidal") {
    refuse(what, "metadata \"positions\" is \"" + position_text + "\", not learned or sinusoidal");
  }
  c.settings.positions = position_text == "learned" ? Positions::Learned : Positions::Sinusoidal;
  c.steps = integer(metadata, "steps", what, 0, 1'000'000'000);
  c.held_out_accuracy = optional_number(metadata, "held_out_accuracy", -1);

  try {
    validate(c.settings);  // bounds the sizes, so a hostile header cannot ask for gigabytes
  } catch (const AttentionError& e) {
    refuse(what, e.what());
  }
  TransformerConfig config = model_config(task, c.settings);
  const std::string architecture = task.decoder_only() ? "decoder-only" : "encoder-decoder";
  if (required(metadata, "architecture", what) != architecture) {
    refuse(what, "its architecture \"" + metadata.at("architecture") + "\" is not " +
                     architecture + ", which the " + task_text + " task needs");
  }
  config.d_ff = integer(metadata, "d_ff", what, 0, 4 * c.settings.d_model);
  const int max_source = integer(metadata, "max_source", what, 0, kMaxPositions);
  const int max_target = integer(metadata, "max_target", what, 1, kMaxPositions);
  if (max_source < config.max_source || max_target < config.max_target) {
    refuse(what, "its positions (" + std::to_string(max_source) + " source, " +
                     std::to_string(max_target) + " target) are fewer than the " + task_text +
                     " task needs (" + std::to_string(config.max_source) + ", " +
                     std::to_string(config.max_target) + ")");
  }
  config.max_source = max_source;
  config.max_target = max_target;
  std::shared_ptr<Transformer> model;
  try {
    model = std::make_shared<Transformer>(config);
  } catch (const AttentionError& e) {
    refuse(what, e.what());
  }

  for (const ParameterInfo& p : model->parameters()) {
    if (file.find(p.name) == nullptr) refuse(what, "it has no tensor \"" + p.name + "\"");
    // floats() refuses another dtype or shape, naming the file, the tensor and the shapes.
    const std::vector<float> values = file.floats(p.name, shape_of(p));
    for (float v : values) {
      if (!std::isfinite(v)) refuse(what, "tensor \"" + p.name + "\" holds a value that is not finite");
    }
    std::copy(values.begin(), values.end(), model->values().begin() + static_cast<long>(p.offset));
  }
  if (file.tensors().size() != model->parameters().size()) {
    for (const TensorView& t : file.tensors()) {
      if (model->find(t.name) < 0) {
        refuse(what, "it has a tensor \"" + t.name + "\" that a " + task_text +
                         " model of these sizes does not");
      }
    }
  }
  c.model = std::move(model);
  return c;
}

}  // namespace

void save_checkpoint(const std::string& path, const Checkpoint& c) {
  if (!c.model) throw std::runtime_error(path + ": there is no model to save");
  const Transformer& model = *c.model;
  const TransformerConfig& config = model.config();
  const Task task(c.task);
  std::map<std::string, std::string> metadata;
  metadata["format"] = kFormat;
  metadata["task"] = task_name(c.task);
  metadata["architecture"] =
      config.architecture == Architecture::DecoderOnly ? "decoder-only" : "encoder-decoder";
  metadata["layers"] = std::to_string(config.layers);
  metadata["d_model"] = std::to_string(config.d_model);
  metadata["heads"] = std::to_string(config.heads);
  metadata["d_ff"] = std::to_string(config.d_ff);
  metadata["mlp"] = config.mlp ? "true" : "false";
  metadata["positions"] = config.positions == Positions::Learned ? "learned" : "sinusoidal";
  metadata["max_source"] = std::to_string(config.max_source);
  metadata["max_target"] = std::to_string(config.max_target);
  metadata["vocabulary"] = nlohmann::json(task.vocabulary().tokens).dump();
  metadata["steps"] = std::to_string(c.steps);
  metadata["seed"] = std::to_string(c.settings.seed);
  metadata["batch"] = std::to_string(c.settings.batch);
  metadata["learning_rate"] = number_text(c.settings.learning_rate);
  if (c.held_out_accuracy >= 0) metadata["held_out_accuracy"] = number_text(c.held_out_accuracy);

  std::vector<TensorToWrite> tensors;
  for (const ParameterInfo& p : model.parameters()) {
    tensors.push_back({p.name, shape_of(p), model.values().data() + p.offset});
  }
  for (float v : model.values()) {
    if (!std::isfinite(v)) throw std::runtime_error(path + ": the model holds a weight that is not finite");
  }
  write_safetensors(path, tensors, metadata);
}

Checkpoint load_checkpoint(const std::string& path) {
  const SafeTensorsFile file = SafeTensorsFile::open(path);
  return read(file, path);
}

Checkpoint checkpoint_from_bytes(std::string bytes, const std::string& what) {
  const SafeTensorsFile file = SafeTensorsFile::from_bytes(std::move(bytes), what);
  return read(file, what);
}

}  // namespace attn::io
