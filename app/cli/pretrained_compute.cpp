#include "cli/pretrained_compute.hpp"

#include <filesystem>
#include <stdexcept>

#include "io/model_folder.hpp"

namespace attn::cli {
namespace {

using json = nlohmann::json;

constexpr int kTopNext = 10;

}  // namespace

bool is_pretrained_case(const json& c) { return c.is_object() && c.contains("model"); }

json run_pretrained_case(const json& c, const std::string& case_folder) {
  if (!c.at("model").is_string()) throw std::runtime_error("\"model\" must be a folder's path (a string)");
  if (!c.contains("text") || !c.at("text").is_string()) {
    throw std::runtime_error("a model case needs \"text\": the text to run through the model");
  }
  for (const auto& [key, value] : c.items()) {
    if (key != "model" && key != "text" && key != "logits" && key != "causal" && key != "ablate" &&
        key != "precision") {
      throw std::runtime_error("unknown field \"" + key + "\" in a model case (it takes model, text, "
                               "logits, causal, ablate, precision)");
    }
    (void)value;
  }
  std::filesystem::path path = c.at("model").get<std::string>();
  if (path.is_relative() && !case_folder.empty()) path = std::filesystem::path(case_folder) / path;
  const io::ModelFolder model = io::open_model_folder(path.string());
  const decoder::Architecture& config = model.weights.arch;

  decoder::Options options;
  if (c.contains("causal")) {
    if (!c.at("causal").is_boolean()) throw std::runtime_error("\"causal\" must be true or false");
    options.causal = c.at("causal").get<bool>();
  }
  if (c.contains("ablate")) {
    const json& a = c.at("ablate");
    if (!a.is_array()) throw std::runtime_error("\"ablate\" must be a list of [layer, head] pairs");
    options.ablated.assign(static_cast<std::size_t>(config.layers),
                           std::vector<char>(static_cast<std::size_t>(config.heads), 0));
    for (const json& pair : a) {
      if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() || !pair[1].is_number_integer()) {
        throw std::runtime_error("\"ablate\" holds [layer, head] pairs of integers, got " + pair.dump());
      }
      const long long l = pair[0].get<long long>();
      const long long h = pair[1].get<long long>();
      if (l < 0 || l >= config.layers || h < 0 || h >= config.heads) {
        throw std::runtime_error("\"ablate\": there is no head " + pair.dump() + " (layers 0–" +
                                 std::to_string(config.layers - 1) + ", heads 0–" +
                                 std::to_string(config.heads - 1) + ")");
      }
      options.ablated[static_cast<std::size_t>(l)][static_cast<std::size_t>(h)] = 1;
    }
  }
  if (c.contains("precision")) {
    const json& p = c.at("precision");
    if (p == "bf16") {
      options.precision = Precision::Bf16;
    } else if (p == "float32") {
      options.precision = Precision::Float32;
    } else {
      throw std::runtime_error("\"precision\" must be \"bf16\" (the products with BF16 weights read their inputs "
                               "rounded to BF16, the default) or \"float32\" (as floats), got " + p.dump());
    }
  }
  if (c.contains("logits") && !c.at("logits").is_boolean()) {
    throw std::runtime_error("\"logits\" must be true or false");
  }

  const std::vector<int> ids = model.tokenizer->encode(c.at("text").get<std::string>());
  const decoder::Run run = decoder::forward(model.weights, ids, options);
  json out;
  out["model"] = model.name;
  out["family"] = config.family;
  out["architecture"] = model.summary();
  // What the products with the weights computed in: BF16 only where the weights are BF16.
  out["precision"] = model.dtype == "BF16" && options.precision == Precision::Bf16 ? "bf16" : "float32";
  json tokens = json::array();
  for (const int id : ids) tokens.push_back(model.tokenizer->text(id));
  out["tokens"] = tokens;
  out["token_ids"] = ids;
  json layers = json::array();
  for (const decoder::LayerRecord& rec : run.layers) {
    json heads = json::array();
    for (const HeadTrace& h : rec.attention.heads) {
      json rows = json::array();
      for (Eigen::Index i = 0; i < h.weights.rows(); ++i) {
        rows.push_back(std::vector<float>(h.weights.row(i).data(), h.weights.row(i).data() + h.weights.cols()));
      }
      heads.push_back({{"weights", rows}});
    }
    layers.push_back({{"heads", heads}});
  }
  out["layers"] = layers;
  const Matrix logits = decoder::logits(model.weights, run, static_cast<int>(ids.size()) - 1);
  json top = json::array();
  for (const decoder::Candidate& k : decoder::top_candidates(logits, kTopNext)) {
    top.push_back({{"token", model.tokenizer->text(k.id)}, {"id", k.id}, {"p", k.probability}});
  }
  out["top_next"] = top;
  if (c.value("logits", false)) out["logits"] = std::vector<float>(logits.data(), logits.data() + logits.size());
  return out;
}

}  // namespace attn::cli
