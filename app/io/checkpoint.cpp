#include "io/checkpoint.hpp"
#include "core/base/engine_calls.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "io/i18n.hpp"
#include "io/safetensors.hpp"

namespace attn::io {

namespace {

constexpr const char* kFormat = "attention-explorer-model/1";
constexpr int kMaxPositions = 4096;
constexpr const char* kMoment1 = "optimizer.m";
constexpr const char* kMoment2 = "optimizer.v";

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
    refuse(what, fmt(tr("not a model of this program: its metadata has no \"{0}\""), key));
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
    refuse(what, fmt(tr("metadata \"{0}\" is \"{1}\", not a whole number"), key, text));
  }
  if (value < least || value > most) {
    refuse(what, fmt(tr("metadata \"{0}\" is {1}, outside {2} to {3}"), key, text, least, most));
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
    refuse(what, tr("metadata \"vocabulary\" is not JSON"));
  }
  if (!list.is_array()) refuse(what, tr("metadata \"vocabulary\" is not a JSON list"));
  std::vector<std::string> tokens;
  for (const auto& token : list) {
    if (!token.is_string()) refuse(what, tr("metadata \"vocabulary\" holds a value that is not text"));
    tokens.push_back(token.get<std::string>());
  }
  return tokens;
}

std::string integer_text(std::uint64_t value) { return std::to_string(value); }

// A setting of how it was trained, when the file says (older files do not).
template <typename T>
void read_setting(const std::map<std::string, std::string>& metadata, const std::string& key,
                  const std::string& what, T& value) {
  const auto it = metadata.find(key);
  if (it == metadata.end()) return;
  std::size_t used = 0;
  double v = 0;
  try {
    v = std::stod(it->second, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != it->second.size() || !std::isfinite(v) || v < 0 || v > 1e12) {
    refuse(what, fmt(tr("metadata \"{0}\" is \"{1}\", not a number of the right kind"), key, it->second));
  }
  value = static_cast<T>(v);
}

nlohmann::json history_json(const TrainingHistory& h) {
  auto round6 = [](double v) { return std::isfinite(v) ? std::stod(number_text(v)) : 0.0; };
  nlohmann::json losses = nlohmann::json::array(), evaluations = nlohmann::json::array(),
                 scores = nlohmann::json::array();
  for (const TrainingPoint& p : h.losses) losses.push_back({p.step, round6(p.loss)});
  for (const EvaluationPoint& p : h.evaluations) evaluations.push_back({p.step, round6(p.loss), round6(p.accuracy)});
  for (const ScorePoint& p : h.scores) {
    nlohmann::json jobs = nlohmann::json::array();
    for (const auto& job : p.scores) {
      nlohmann::json layers = nlohmann::json::array();
      for (const auto& layer : job) {
        nlohmann::json heads = nlohmann::json::array();
        for (const double v : layer) heads.push_back(round6(v));
        layers.push_back(std::move(heads));
      }
      jobs.push_back(std::move(layers));
    }
    scores.push_back({p.step, std::move(jobs)});
  }
  return {{"losses", losses}, {"evaluations", evaluations}, {"scores", scores}};
}

TrainingHistory read_history(const std::string& text, const std::string& what, int steps, int layers, int heads) {
  auto bad = [&](const std::string& why) { refuse(what, fmt(tr("metadata \"history\" {0}"), why)); };
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception&) {
    bad(tr("is not JSON"));
  }
  if (!j.is_object()) bad(tr("is not a JSON object"));
  auto list = [&](const char* key) -> const nlohmann::json& {
    static const nlohmann::json empty = nlohmann::json::array();
    if (!j.contains(key)) return empty;
    if (!j[key].is_array()) bad(fmt(tr("has \"{0}\" that is not a list"), key));
    return j[key];
  };
  auto number = [&](const nlohmann::json& v, const char* key) {
    if (!v.is_number() || !std::isfinite(v.get<double>())) bad(fmt(tr("has a value in \"{0}\" that is not a number"), key));
    return v.get<double>();
  };
  auto step_of = [&](const nlohmann::json& v, const char* key) {
    const double s = number(v, key);
    if (s < 0 || s > steps || s != std::floor(s)) bad(fmt(tr("has a step in \"{0}\" outside 0 to {1}"), key, steps));
    return static_cast<int>(s);
  };
  TrainingHistory h;
  for (const auto& p : list("losses")) {
    if (!p.is_array() || p.size() != 2) bad(tr("has an entry of \"losses\" that is not [step, loss]"));
    h.losses.push_back({step_of(p[0], "losses"), number(p[1], "losses")});
  }
  for (const auto& p : list("evaluations")) {
    if (!p.is_array() || p.size() != 3) bad(tr("has an entry of \"evaluations\" that is not [step, loss, accuracy]"));
    h.evaluations.push_back({step_of(p[0], "evaluations"), number(p[1], "evaluations"), number(p[2], "evaluations")});
  }
  for (const auto& p : list("scores")) {
    if (!p.is_array() || p.size() != 2 || !p[1].is_array()) bad(tr("has an entry of \"scores\" that is not [step, scores]"));
    ScorePoint point;
    point.step = step_of(p[0], "scores");
    for (const auto& job : p[1]) {
      if (!job.is_array() || static_cast<int>(job.size()) != layers) bad(tr("has scores that are not one list per layer"));
      std::vector<std::vector<double>> per_layer;
      for (const auto& layer : job) {
        if (!layer.is_array() || static_cast<int>(layer.size()) != heads) bad(tr("has scores that are not one per head"));
        std::vector<double> per_head;
        for (const auto& v : layer) per_head.push_back(number(v, "scores"));
        per_layer.push_back(std::move(per_head));
      }
      point.scores.push_back(std::move(per_layer));
    }
    h.scores.push_back(std::move(point));
  }
  return h;
}

Checkpoint read(const SafeTensorsFile& file, const std::string& what) {
  const auto& metadata = file.metadata();
  const std::string& format = required(metadata, "format", what);
  if (format != kFormat) {
    refuse(what, fmt(tr("its format is \"{0}\"; this program reads \"{1}\""), format, kFormat));
  }
  const std::string& task_text = required(metadata, "task", what);
  const std::optional<TaskKind> kind = task_from_name(task_text);
  if (!kind) {
    refuse(what, fmt(tr("its task \"{0}\" is not one of translate, reverse, induction"), task_text));
  }
  const Task task(*kind);

  const std::vector<std::string> tokens = vocabulary_list(required(metadata, "vocabulary", what), what);
  if (tokens != task.vocabulary().tokens) {
    refuse(what, fmt(tr("its vocabulary ({0} tokens) is not the {1} task's ({2} tokens): the file was made for another "
                        "version of the task"),
                     tokens.size(), task_text, task.vocabulary().size()));
  }

  Checkpoint c;
  c.task = *kind;
  c.settings = default_settings(*kind);
  c.settings.layers = integer(metadata, "layers", what, 1, 64);
  c.settings.d_model = integer(metadata, "d_model", what, 1, 4096);
  c.settings.heads = integer(metadata, "heads", what, 1, 4096);
  const std::string& mlp = required(metadata, "mlp", what);
  if (mlp != "true" && mlp != "false") refuse(what, fmt(tr("metadata \"mlp\" is \"{0}\", not true or false"), mlp));
  c.settings.mlp = mlp == "true";
  const auto positions = metadata.find("positions");
  const std::string position_text = positions == metadata.end() ? "learned" : positions->second;
  if (position_text != "learned" && position_text != "sinusoidal") {
    refuse(what, fmt(tr("metadata \"positions\" is \"{0}\", not learned or sinusoidal"), position_text));
  }
  c.settings.positions = position_text == "learned" ? Positions::Learned : Positions::Sinusoidal;
  c.steps = integer(metadata, "steps", what, 0, 1'000'000'000);
  c.held_out_accuracy = optional_number(metadata, "held_out_accuracy", -1);
  if (const auto seed = metadata.find("seed"); seed != metadata.end()) {
    std::size_t used = 0;
    try {
      c.settings.seed = std::stoull(seed->second, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != seed->second.size()) refuse(what, fmt(tr("metadata \"seed\" is \"{0}\", not a whole number"), seed->second));
  }
  read_setting(metadata, "batch", what, c.settings.batch);
  read_setting(metadata, "learning_rate", what, c.settings.learning_rate);
  read_setting(metadata, "total_steps", what, c.settings.steps);
  read_setting(metadata, "warmup_steps", what, c.settings.warmup_steps);
  read_setting(metadata, "weight_decay", what, c.settings.weight_decay);
  read_setting(metadata, "clip", what, c.settings.clip);
  read_setting(metadata, "held_out", what, c.settings.held_out);  // older files: the default

  try {
    validate(c.settings);  // bounds the sizes, so a hostile header cannot ask for gigabytes
  } catch (const AttentionError& e) {
    refuse(what, e.what());
  }
  TransformerConfig config = model_config(task, c.settings);
  const std::string architecture = task.decoder_only() ? "decoder-only" : "encoder-decoder";
  if (required(metadata, "architecture", what) != architecture) {
    refuse(what, fmt(tr("its architecture \"{0}\" is not {1}, which the {2} task needs"), metadata.at("architecture"),
                     architecture, task_text));
  }
  config.d_ff = integer(metadata, "d_ff", what, 0, 4 * c.settings.d_model);
  const int max_source = integer(metadata, "max_source", what, 0, kMaxPositions);
  const int max_target = integer(metadata, "max_target", what, 1, kMaxPositions);
  if (max_source < config.max_source || max_target < config.max_target) {
    refuse(what, fmt(tr("its positions ({0} source, {1} target) are fewer than the {2} task needs ({3}, {4})"), max_source,
                     max_target, task_text, config.max_source, config.max_target));
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
    if (file.find(p.name) == nullptr) refuse(what, fmt(tr("it has no tensor \"{0}\""), p.name));
    // floats() refuses another dtype or shape, naming the file, the tensor and the shapes.
    const std::vector<float> values = file.floats(p.name, shape_of(p));
    for (float v : values) {
      if (!std::isfinite(v)) refuse(what, fmt(tr("tensor \"{0}\" holds a value that is not finite"), p.name));
    }
    std::copy(values.begin(), values.end(), model->values().begin() + static_cast<std::ptrdiff_t>(p.offset));
  }
  // Where the run stopped: both moments and both numbers, or none of them.
  const bool has_m = file.find(kMoment1) != nullptr, has_v = file.find(kMoment2) != nullptr;
  const bool has_steps = metadata.count("optimizer_steps") != 0, has_stream = metadata.count("example_stream") != 0;
  if (has_m || has_v || has_steps || has_stream) {
    if (!(has_m && has_v && has_steps && has_stream)) {
      refuse(what, tr("its optimizer state is partial (it needs the tensors \"optimizer.m\" and \"optimizer.v\" and the "
                      "metadata \"optimizer_steps\" and \"example_stream\")"));
    }
    TrainerState state;
    const std::vector<std::int64_t> flat{static_cast<std::int64_t>(model->size())};
    state.m = file.floats(kMoment1, flat);
    state.v = file.floats(kMoment2, flat);
    state.steps = integer(metadata, "optimizer_steps", what, 0, 1'000'000'000);
    if (state.steps != c.steps) {
      refuse(what, fmt(tr("its optimizer has taken {0} steps, its weights {1}"), state.steps, c.steps));
    }
    const std::string& stream = metadata.at("example_stream");
    std::size_t used = 0;
    try {
      state.stream = std::stoull(stream, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (used == 0 || used != stream.size()) refuse(what, fmt(tr("metadata \"example_stream\" is \"{0}\", not a whole number"), stream));
    for (std::size_t i = 0; i < state.m.size(); ++i) {
      if (!std::isfinite(state.m[i]) || !std::isfinite(state.v[i]) || state.v[i] < 0.0f) {
        refuse(what, tr("its optimizer state holds a value that is not finite (or a negative v)"));
      }
    }
    c.state = std::move(state);
  }
  if (const auto h = metadata.find("history"); h != metadata.end()) {
    c.history = read_history(h->second, what, c.steps, c.settings.layers, c.settings.heads);
  }
  const std::size_t extra = (has_m ? 1u : 0u) + (has_v ? 1u : 0u);
  if (file.tensors().size() != model->parameters().size() + extra) {
    for (const TensorView& t : file.tensors()) {
      if (model->find(t.name) < 0 && t.name != kMoment1 && t.name != kMoment2) {
        refuse(what, fmt(tr("it has a tensor \"{0}\" that a {1} model of these sizes does not"), t.name, task_text));
      }
    }
  }
  c.model = std::move(model);
  return c;
}

}  // namespace

void save_checkpoint(const std::string& path, const Checkpoint& c) {
  if (!c.model) throw std::runtime_error(fmt(tr("{0}: there is no model to save"), path));
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
  metadata["total_steps"] = std::to_string(c.settings.steps);
  metadata["warmup_steps"] = std::to_string(c.settings.warmup_steps);
  metadata["weight_decay"] = number_text(c.settings.weight_decay);
  metadata["clip"] = number_text(c.settings.clip);
  metadata["held_out"] = std::to_string(c.settings.held_out);
  if (c.held_out_accuracy >= 0) metadata["held_out_accuracy"] = number_text(c.held_out_accuracy);
  const TrainingHistory& h = c.history;
  if (!h.losses.empty() || !h.evaluations.empty() || !h.scores.empty()) {
    metadata["history"] = history_json(h).dump();
  }

  std::vector<TensorToWrite> tensors;
  for (const ParameterInfo& p : model.parameters()) {
    tensors.push_back({p.name, shape_of(p), model.values().data() + p.offset});
  }
  if (c.state) {
    const std::int64_t n = static_cast<std::int64_t>(model.size());
    if (c.state->m.size() != model.size() || c.state->v.size() != model.size()) {
      throw std::runtime_error(fmt(tr("{0}: the optimizer's state is not the model's size"), path));
    }
    tensors.push_back({kMoment1, {n}, c.state->m.data()});
    tensors.push_back({kMoment2, {n}, c.state->v.data()});
    metadata["optimizer_steps"] = std::to_string(c.state->steps);
    metadata["example_stream"] = integer_text(c.state->stream);
  }
  for (float v : model.values()) {
    if (!std::isfinite(v)) throw std::runtime_error(fmt(tr("{0}: the model holds a weight that is not finite"), path));
  }
  write_safetensors(path, tensors, metadata);
}

Checkpoint load_checkpoint(const std::string& path) {
  note_engine_entry("load_checkpoint");
  const SafeTensorsFile file = SafeTensorsFile::open(path);
  return read(file, path);
}

Checkpoint checkpoint_from_bytes(std::string bytes, const std::string& what) {
  const SafeTensorsFile file = SafeTensorsFile::from_bytes(std::move(bytes), what);
  return read(file, what);
}

}  // namespace attn::io
