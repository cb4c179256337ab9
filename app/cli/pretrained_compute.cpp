#include "cli/pretrained_compute.hpp"

#include <stdexcept>

#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/model_folder.hpp"
#include "io/platform.hpp"

namespace attn::cli {
namespace {

using json = nlohmann::json;

constexpr int kTopNext = 10;
// The most tokens a translation without target_text generates (it stops at </s> first).
constexpr int kMaxOutput = 64;

json heads_json(const AttentionTrace& trace) {
  json heads = json::array();
  for (const HeadTrace& h : trace.heads) {
    json rows = json::array();
    for (Eigen::Index i = 0; i < h.weights.rows(); ++i) {
      rows.push_back(std::vector<float>(h.weights.row(i).data(), h.weights.row(i).data() + h.weights.cols()));
    }
    heads.push_back({{"weights", rows}});
  }
  return heads;
}

json candidates_json(const io::ModelFolder& model, const Matrix& logits) {
  json top = json::array();
  for (const decoder::Candidate& k : decoder::top_candidates(logits, kTopNext)) {
    top.push_back({{"token", model.tokenizer->text(k.id)}, {"id", k.id}, {"p", k.probability}});
  }
  return top;
}

json tokens_json(const io::ModelFolder& model, const std::vector<int>& ids) {
  json tokens = json::array();
  for (const int id : ids) tokens.push_back(model.tokenizer->text(id));
  return tokens;
}

}  // namespace

bool is_pretrained_case(const json& c) { return c.is_object() && c.contains("model"); }

json run_pretrained_case(const json& c, const std::string& case_folder) {
  if (!c.at("model").is_string()) {
    throw std::runtime_error(tr("\"model\" must be a folder's path or a Hugging Face repository (a string)"));
  }
  if (!c.contains("text") || !c.at("text").is_string()) {
    throw std::runtime_error(tr("a model case needs \"text\": the text to run through the model"));
  }
  for (const auto& [key, value] : c.items()) {
    if (key != "model" && key != "text" && key != "logits" && key != "causal" && key != "ablate" &&
        key != "precision" && key != "target_text" && key != "steps") {
      throw std::runtime_error(fmt(tr("unknown field \"{0}\" in a model case (it takes model, text, target_text, "
                                      "steps, logits, causal, ablate, precision)"),
                                   key));
    }
    (void)value;
  }
  // A folder (relative to the case's), or a repository in the Hugging Face cache.
  const io::ModelFolder model = io::open_model_folder(
      io::resolve_model_reference(io::platform::generic_path(c.at("model").get<std::string>()), case_folder));
  const decoder::Architecture& config = model.weights.arch;

  decoder::Options options = decoder::options_for(config);
  if (c.contains("target_text")) {
    if (!c.at("target_text").is_string()) throw std::runtime_error(tr("\"target_text\" must be a string"));
    if (!config.encoder_decoder()) {
      throw std::runtime_error(fmt(tr("\"target_text\" is for an encoder–decoder ({0}); this {1} model reads one text"),
                                   io::model_types_text(decoder::Stacks::EncoderDecoder), config.family));
    }
  }
  int steps = kMaxOutput;
  if (c.contains("steps")) {
    if (!config.encoder_decoder() || c.contains("target_text")) {
      throw std::runtime_error(tr("\"steps\" is how many tokens an encoder–decoder generates without \"target_text\""));
    }
    if (!c.at("steps").is_number_integer() || c.at("steps").get<int>() < 1 || c.at("steps").get<int>() > kMaxOutput) {
      throw std::runtime_error(fmt(tr("\"steps\" must be a whole number from 1 to {0}"), kMaxOutput));
    }
    steps = c.at("steps").get<int>();
  }
  if (c.contains("causal")) {
    if (!c.at("causal").is_boolean()) throw std::runtime_error(tr("\"causal\" must be true or false"));
    options.causal = c.at("causal").get<bool>();
  }
  if (c.contains("ablate")) {
    const json& a = c.at("ablate");
    if (!a.is_array()) throw std::runtime_error(tr("\"ablate\" must be a list of [layer, head] pairs"));
    options.ablated.assign(static_cast<std::size_t>(config.layers),
                           std::vector<char>(static_cast<std::size_t>(config.heads), 0));
    for (const json& pair : a) {
      if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() || !pair[1].is_number_integer()) {
        throw std::runtime_error(fmt(tr("\"ablate\" holds [layer, head] pairs of integers, got {0}"), pair.dump()));
      }
      const long long l = pair[0].get<long long>();
      const long long h = pair[1].get<long long>();
      if (l < 0 || l >= config.layers || h < 0 || h >= config.heads) {
        throw std::runtime_error(fmt(tr("\"ablate\": there is no head {0} (layers 0–{1}, heads 0–{2})"), pair.dump(),
                                     config.layers - 1, config.heads - 1));
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
      throw std::runtime_error(fmt(tr("\"precision\" must be \"bf16\" (the products with BF16 weights read their inputs "
                                      "rounded to BF16, the default) or \"float32\" (as floats), got {0}"),
                                   p.dump()));
    }
  }
  if (c.contains("logits") && !c.at("logits").is_boolean()) {
    throw std::runtime_error(tr("\"logits\" must be true or false"));
  }

  const std::string text = c.at("text").get<std::string>();
  json out;
  out["model"] = model.name;
  out["family"] = config.family;
  out["architecture"] = model.summary();
  // What the products with the weights computed in: BF16 only where the weights are BF16.
  out["precision"] = model.dtype == "BF16" && options.precision == Precision::Bf16 ? "bf16" : "float32";
  if (config.encoder_decoder()) {
    // The source through the encoder; the decoder on the target (teacher forcing: its
    // input is the start token and the target's labels but the last, as Hugging Face's
    // shift_tokens_right makes it), or on its own greedy output.
    options.source = model.tokenizer->encode(text);
    decoder::Run run;
    std::vector<int> target{config.decoder_start};
    if (c.contains("target_text")) {
      const std::vector<int> labels = model.tokenizer->encode_target(c.at("target_text").get<std::string>());
      target.insert(target.end(), labels.begin(), labels.end() - 1);
      decoder::forward(model.weights, target, options, run);
    } else {
      std::vector<int> chosen;
      run = decoder::greedy_translation(model.weights, options.source, steps, chosen, options);
      std::vector<int> words = chosen;
      if (!words.empty() && words.back() == config.eos) words.pop_back();
      out["output"] = model.tokenizer->decode(words);
      out["output_ids"] = chosen;
      target = run.ids;
    }
    out["tokens"] = tokens_json(model, options.source);
    out["token_ids"] = options.source;
    out["target_tokens"] = tokens_json(model, target);
    out["target_token_ids"] = target;
    json encoder = json::array();
    for (const decoder::LayerRecord& rec : run.encoder) encoder.push_back({{"heads", heads_json(rec.attention)}});
    json decoder_layers = json::array();
    for (const decoder::LayerRecord& rec : run.layers) {
      decoder_layers.push_back({{"self", {{"heads", heads_json(rec.attention)}}}, {"cross", {{"heads", heads_json(rec.cross)}}}});
    }
    out["encoder"] = encoder;
    out["decoder"] = decoder_layers;
    const Matrix logits = decoder::logits(model.weights, run, static_cast<int>(target.size()) - 1);
    out["top_next"] = candidates_json(model, logits);
    if (c.value("logits", false)) out["logits"] = std::vector<float>(logits.data(), logits.data() + logits.size());
    return out;
  }

  const std::vector<int> ids = model.tokenizer->encode(text);
  const decoder::Run run = decoder::forward(model.weights, ids, options);
  out["tokens"] = tokens_json(model, ids);
  out["token_ids"] = ids;
  json layers = json::array();
  for (const decoder::LayerRecord& rec : run.layers) layers.push_back({{"heads", heads_json(rec.attention)}});
  out["layers"] = layers;
  if (config.stacks == decoder::Stacks::Encoder) {
    // BERT: what the masked-LM head puts in each [MASK] typed in the text.
    const int mask = model.tokenizer->id_of("[MASK]");
    json masked = json::array();
    for (std::size_t p = 0; p < ids.size(); ++p) {
      if (ids[p] != mask || mask < 0) continue;
      if (!config.predicts) {
        throw std::runtime_error(
            fmt(tr("the text has a [MASK], but this {0} folder has no masked-LM head to fill it (a bare BertModel)"),
                model.name));
      }
      masked.push_back({{"position", p}, {"top", candidates_json(model, decoder::logits(model.weights, run, static_cast<int>(p)))}});
    }
    out["masked"] = masked;
    return out;
  }
  const Matrix logits = decoder::logits(model.weights, run, static_cast<int>(ids.size()) - 1);
  out["top_next"] = candidates_json(model, logits);
  if (c.value("logits", false)) out["logits"] = std::vector<float>(logits.data(), logits.data() + logits.size());
  return out;
}

}  // namespace attn::cli
