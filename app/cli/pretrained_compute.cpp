#include "cli/pretrained_compute.hpp"

#include <functional>
#include <stdexcept>

#include "cli/case_json.hpp"
#include "core/teaching/rollout.hpp"

#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/model_folder.hpp"
#include "io/picture_file.hpp"
#include "io/platform.hpp"

namespace attn::cli {
namespace {

using json = nlohmann::json;

constexpr int kTopNext = 10;
constexpr int kTopClasses = 5;
// The most tokens a translation without target_text generates (it stops at </s> first).
constexpr int kMaxOutput = 64;

// The attention of each layer of a stack (or its cross-attention).
std::vector<const AttentionTrace*> traces(const std::vector<decoder::LayerRecord>& layers, bool cross = false) {
  std::vector<const AttentionTrace*> out;
  for (const decoder::LayerRecord& rec : layers) out.push_back(cross ? &rec.cross : &rec.attention);
  return out;
}

// What the products with the weights computed in: BF16 only where the weights are BF16,
// inputs rounded to 8 bits only where they are quantized (a GGUF file's Q4_K_M, Q8_0, ...).
const char* precision_name(const io::ModelFolder& model, Precision p) {
  const bool quantized = model.dtype != "F32" && model.dtype != "F16" && model.dtype != "BF16";
  if (p == Precision::Int8 && quantized) return "int8";
  if (p != Precision::Float32 && model.dtype == "BF16") return "bf16";
  return "float32";
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

// What the stack does as a whole, where the case asks: "flow" from each token to the query
// (the prediction's position), "lens" (the logit lens), "removal" (each token taken away).
void add_layer_measures(const json& c, const io::ModelFolder& model, const decoder::Run& run, int query,
                        const std::function<std::string(int)>& label, json& out) {
  if (asked(c, "flow")) {
    out["flow"] = {{"query", query}, {"values", attention_flow(residuals(traces(run.layers)), query)}};
  }
  if (asked(c, "lens")) {
    const decoder::LogitLens lens = decoder::logit_lens(model.weights, run);
    json rows = json::array();
    for (int row = 0; row < lens.rows; ++row) {
      json cells = json::array();
      for (int t = lens.first; t < lens.first + lens.positions; ++t) {
        const decoder::LensCell& cell = lens.at(row, t);
        json top = json::array();
        for (const decoder::Candidate& k : cell.top) top.push_back({{"token", label(k.id)}, {"id", k.id}, {"p", k.probability}});
        json entry = {{"top", top}};
        if (cell.next_rank > 0) entry["next_rank"] = cell.next_rank;
        cells.push_back(entry);
      }
      rows.push_back(cells);
    }
    out["lens"] = {{"first", lens.first}, {"layers", rows}};
  }
  if (asked(c, "removal")) {
    // An encoder–decoder's source tokens, each taken away; else the text's. Each is a run of
    // the whole model: as many as the window's comparison takes (layer_measures.cpp).
    const int tokens = model.weights.arch.encoder_decoder() ? static_cast<int>(run.source.size()) : run.tokens();
    if (tokens > kMaxFlowTokens) {
      throw std::runtime_error(fmt(tr("{0} tokens: taking each away is {0} runs of the whole model; the comparison "
                                      "takes at most {1}"),
                                   tokens, kMaxFlowTokens));
    }
    const decoder::Removal r = decoder::removal_effects(model.weights, run, query, model.weights.arch.encoder_decoder());
    out["removal"] = {{"query", r.query},
                      {"predicted", label(r.predicted)},
                      {"predicted_id", r.predicted},
                      {"p", r.probability},
                      {"without", r.without}};
  }
}

// A vision model's case: the picture made ready by the folder's processor, every head,
// the classes, rollout.
json run_picture_case(const json& c, const io::ModelFolder& model, const decoder::Options& options,
                      const std::string& case_folder, json out) {
  if (c.contains("text")) throw std::runtime_error(fmt(tr("{0} reads pictures: give \"image\", not \"text\""), model.name));
  if (!c.at("image").is_string()) throw std::runtime_error(tr("\"image\" must be a picture file's path (PNG or JPEG)"));
  std::string path = io::platform::generic_path(c.at("image").get<std::string>());
  if (!io::platform::is_absolute(path) && !case_folder.empty()) path = case_folder + "/" + path;
  const io::PreparedPicture picture = io::prepare_picture(*model.processor, io::read_picture(path));
  const decoder::Run run = decoder::forward_picture(model.weights, picture.pixels, options);
  out["image"] = path;
  out["size"] = {picture.pixels.height, picture.pixels.width};
  out["preprocessing"] = io::describe(*model.processor);
  out["grid"] = {run.grid_rows, run.grid_cols};
  out["tokens"] = decoder::picture_tokens(model.weights.arch, run.grid_rows, run.grid_cols);
  json layers = json::array();
  for (const decoder::LayerRecord& rec : run.layers) layers.push_back({{"heads", heads_json(rec.attention)}});
  out["layers"] = layers;
  const auto label = [&](int id) { return model.labels.at(static_cast<std::size_t>(id)); };
  if (model.weights.arch.predicts) {
    const Matrix logits = decoder::logits(model.weights, run, 0);
    json top = json::array();
    for (const decoder::Candidate& k : decoder::top_candidates(logits, kTopClasses)) {
      top.push_back({{"label", label(k.id)}, {"id", k.id}, {"p", k.probability}});
    }
    out["top_classes"] = top;
    if (asked(c, "logits")) out["logits"] = std::vector<float>(logits.data(), logits.data() + logits.size());
  }
  asked(c, "rollout");  // checked: a picture's rollout is always given
  add_rollouts({}, traces(run.layers), {}, out);
  if (asked(c, "lens")) throw std::runtime_error(tr("the logit lens reads a text model's output; a vision model has none"));
  if (asked(c, "removal") && !model.weights.arch.predicts) {
    throw std::runtime_error(fmt(tr("{0} has no classifier: there is no prediction to take patches away from"),
                                 model.name));
  }
  add_layer_measures(c, model, run, 0, label, out);
  return out;
}

}  // namespace

bool is_pretrained_case(const json& c) { return c.is_object() && c.contains("model"); }

json run_pretrained_case(const json& c, const std::string& case_folder) {
  if (!c.at("model").is_string()) {
    throw std::runtime_error(tr("\"model\" must be a folder's path or a Hugging Face repository (a string)"));
  }
  for (const auto& [key, value] : c.items()) {
    if (key != "model" && key != "text" && key != "image" && key != "logits" && key != "causal" && key != "ablate" &&
        key != "precision" && key != "target_text" && key != "steps" && key != "rollout" && key != "flow" &&
        key != "lens" && key != "removal") {
      throw std::runtime_error(fmt(tr("unknown field \"{0}\" in a model case (it takes model, text or image, "
                                      "target_text, steps, logits, causal, ablate, precision, rollout, flow, lens, "
                                      "removal)"),
                                   key));
    }
    (void)value;
  }
  if (!c.contains("image") && (!c.contains("text") || !c.at("text").is_string())) {
    throw std::runtime_error(tr("a model case needs \"text\": the text to run through the model (or \"image\": a "
                                "picture, for a vision model)"));
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
    } else if (p == "int8") {
      options.precision = Precision::Int8;
    } else {
      throw std::runtime_error(fmt(tr("\"precision\" must be \"bf16\" (the products with BF16 weights read their inputs "
                                      "rounded to BF16, the default), \"float32\" (as floats) or \"int8\" (as llama.cpp "
                                      "computes: quantized weights read their inputs rounded to 8 bits), got {0}"),
                                   p.dump()));
    }
  }
  if (c.contains("logits") && !c.at("logits").is_boolean()) {
    throw std::runtime_error(tr("\"logits\" must be true or false"));
  }

  json out;
  out["model"] = model.name;
  out["family"] = config.family;
  out["architecture"] = model.summary();
  // What the products with the weights computed in: BF16 only where the weights are BF16.
  out["precision"] = precision_name(model, options.precision);
  if (config.reads_pictures()) {
    if (c.contains("causal") || c.contains("target_text") || c.contains("steps")) {
      throw std::runtime_error(fmt(tr("{0} reads a picture with no mask and no target: causal, target_text and steps "
                                      "are for text models"),
                                   model.name));
    }
    if (!c.contains("image")) throw std::runtime_error(fmt(tr("{0} reads pictures: give \"image\", a PNG or JPEG file"), model.name));
    return run_picture_case(c, model, options, case_folder, out);
  }
  if (c.contains("image")) {
    throw std::runtime_error(fmt(tr("\"image\" is for a vision model (ViT, DeiT, DINOv2); this {0} model reads text"),
                                 config.family));
  }
  const std::string text = c.at("text").get<std::string>();
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
    if (asked(c, "rollout")) {
      // The encoder's own, and the decoder's through cross-attention (rollout.hpp).
      add_rollouts(traces(run.encoder), traces(run.layers), traces(run.layers, true), out);
    }
    add_layer_measures(c, model, run, static_cast<int>(target.size()) - 1,
                       [&](int id) { return model.tokenizer->text(id); }, out);
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
    if (asked(c, "rollout")) add_rollouts({}, traces(run.layers), {}, out);
    // The measures are of the first [MASK]'s prediction (else the last token's).
    int query = static_cast<int>(ids.size()) - 1;
    if (!masked.empty()) query = masked.front().at("position").get<int>();
    add_layer_measures(c, model, run, query, [&](int id) { return model.tokenizer->text(id); }, out);
    return out;
  }
  const Matrix logits = decoder::logits(model.weights, run, static_cast<int>(ids.size()) - 1);
  out["top_next"] = candidates_json(model, logits);
  if (c.value("logits", false)) out["logits"] = std::vector<float>(logits.data(), logits.data() + logits.size());
  if (asked(c, "rollout")) add_rollouts({}, traces(run.layers), {}, out);
  add_layer_measures(c, model, run, static_cast<int>(ids.size()) - 1, [&](int id) { return model.tokenizer->text(id); },
                     out);
  return out;
}

}  // namespace attn::cli
