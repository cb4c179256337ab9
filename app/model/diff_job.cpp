#include "model/diff_job.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <mutex>
#include <utility>
#include <vector>

#include "core/base/parallel.hpp"
#include "core/model/quantize.hpp"
#include "io/checkpoint.hpp"
#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "model/in_view.hpp"
#include "model/open_models.hpp"
#include "model/requests.hpp"

namespace attn::app {
namespace {

bool same_settings(const DiffSettings& a, const DiffSettings& b) {
  return a.between == b.between && a.head_a == b.head_a && a.head_b == b.head_b && a.sentence == b.sentence &&
         a.attention == b.attention && a.head == b.head && a.layer_a == b.layer_a && a.layer_b == b.layer_b &&
         a.step_a == b.step_a && a.step_b == b.step_b && a.checkpoint_a == b.checkpoint_a &&
         a.checkpoint_b == b.checkpoint_b && a.model_a == b.model_a && a.model_b == b.model_b && a.quantize == b.quantize;
}

// The kept model nearest `step` (−1: the last).
const KeptModel& nearest_kept(const std::vector<KeptModel>& kept, int step) {
  if (step < 0) return kept.back();
  const KeptModel* best = &kept.front();
  for (const KeptModel& k : kept) {
    if (std::abs(k.step - step) < std::abs(best->step - step)) best = &k;
  }
  return *best;
}

const char* attention_words(DiffAttention a, bool decoder_only) {
  if (decoder_only) return tr("self-attention");
  // TRANSLATORS: which attention of an encoder–decoder, in "head 2 (encoder self)".
  return a == DiffAttention::Encoder ? tr("encoder self") : a == DiffAttention::Decoder ? tr("decoder self") : tr("cross");
}

// One head's weights in one layer of a run.
Matrix head_weights(const ModelRun& run, DiffAttention a, bool decoder_only, int layer, int head) {
  const auto l = static_cast<std::size_t>(layer);
  const ForwardRecord& r = run.record;
  const AttentionTrace* trace = nullptr;
  if (decoder_only || a == DiffAttention::Decoder) {
    trace = &r.decoder.at(l).self.traces.at(0);
  } else if (a == DiffAttention::Encoder) {
    trace = &r.encoder.at(l).self.traces.at(0);
  } else {
    trace = &r.decoder.at(l).cross.traces.at(0);
  }
  return trace->heads.at(static_cast<std::size_t>(head)).weights.view();
}

std::string file_name(const std::string& path) { return path.substr(path.find_last_of('/') + 1); }

// Mask, sentences: B of every head.
void make_views_diff(DiffRequest& request, DiffSlot& slot) {
  if (!request.refused.empty()) throw AttentionError(request.refused);
  const DiffSettings& d = request.key.settings;
  if (d.between == DiffBetween::Sentences && d.sentence.find_first_not_of(" \t\r\n") == std::string::npos) {
    throw AttentionError(tr("Type the second sentence (B) above: it is compared with X token by token."));
  }
  const CaseResult b = run_case(request.other);
  if (d.between == DiffBetween::Sentences) {
    const auto t2 = static_cast<std::ptrdiff_t>(b.q_tokens.size());
    if (t2 != request.tokens) {
      throw AttentionError(fmt(tr("B has {0} tokens and X {1}: compared position by position, the two sentences need as "
                                  "many tokens."),
                               t2, request.tokens));
    }
    slot.tokens_b = b.q_tokens;
  }
  slot.b_causal = request.other.config.causal;
  for (const HeadTrace& h : b.trace.heads) slot.heads_b.emplace_back(h.weights.view());
}

// Layers, steps, checkpoints: A and B of the head compared, on the Training view's sentence.
void make_trained_diff(DiffRequest& request, DiffSlot& slot) {
  const DiffSettings& d = request.key.settings;
  if (!request.model || !request.sentence) {
    throw AttentionError(tr("The Training view has no model yet: open a checkpoint there, or press Start."));
  }
  const SentenceRun& sentence = *request.sentence;
  if (!sentence.error.empty()) {
    throw AttentionError(fmt(tr("The Training view's sentence cannot be read: {0}"), sentence.error));
  }
  const Task task(request.task);
  const bool decoder_only = task.decoder_only();
  const ModelRun& shown = sentence.run;
  if (decoder_only && d.attention == DiffAttention::Cross) {
    throw AttentionError(tr("A decoder-only model has no cross-attention: choose its self-attention."));
  }
  // Every model reads the sentence the Training view shows, fed to the decoder as shown
  // there, so that A and B have the same shape.
  std::vector<int> source = shown.source;
  std::optional<std::vector<int>> target;
  if (decoder_only) {
    source.assign(shown.decoder_input.begin() + 1, shown.decoder_input.end());
  } else {
    target = std::vector<int>(shown.decoder_input.begin() + 1, shown.decoder_input.end());
  }
  auto check = [&](const Transformer& m, const std::string& which, int layer) {
    const TransformerConfig& c = m.config();
    if (layer < 0 || layer >= c.layers) {
      throw AttentionError(fmt(tr("{0}: layer {1} is not one of the model's {2}"), which, layer + 1, c.layers));
    }
    if (d.head < 0 || d.head >= c.heads) {
      throw AttentionError(fmt(tr("{0}: head {1} is not one of the model's {2}"), which, d.head + 1, c.heads));
    }
  };
  auto weights_of = [&](const Transformer& m) {
    return head_weights(run_model(m, task, source, target), d.attention, decoder_only, d.layer_a, d.head);
  };
  const std::string what = fmt(tr("head {0} ({1})"), d.head + 1, attention_words(d.attention, decoder_only));
  if (d.between == DiffBetween::Layers) {
    check(*request.model, "A", d.layer_a);
    check(*request.model, "B", d.layer_b);
    slot.a = head_weights(shown, d.attention, decoder_only, d.layer_a, d.head);
    slot.b = head_weights(shown, d.attention, decoder_only, d.layer_b, d.head);
    slot.title_a = fmt(tr("A: layer {0}, {1}"), d.layer_a + 1, what);
    slot.title_b = fmt(tr("B: layer {0}, {1}"), d.layer_b + 1, what);
  } else if (d.between == DiffBetween::Steps) {
    if (!request.kept_a.model || !request.kept_b.model) {
      throw AttentionError(fmt(tr("The Training view keeps its model at each held-out evaluation while it trains: press "
                                  "Start there, then compare two steps (it has kept {0})."),
                               request.kept_a.step));
    }
    check(*request.kept_a.model, "A", d.layer_a);
    slot.a = weights_of(*request.kept_a.model);
    slot.b = weights_of(*request.kept_b.model);
    slot.title_a = fmt(tr("A: step {0}, layer {1}, {2}"), request.kept_a.step, d.layer_a + 1, what);
    slot.title_b = fmt(tr("B: step {0}"), request.kept_b.step);
  } else {
    auto open = [&](const std::string& path, const std::string& which) -> std::shared_ptr<const Transformer> {
      if (path.empty()) {
        if (which == "A") return request.model;
        throw AttentionError(
            fmt(tr("Name checkpoint B (a .safetensors file of the {0} task) to compare with A."), task_name(task.kind())));
      }
      const io::Checkpoint c = io::load_checkpoint(path);
      if (c.task != task.kind()) {
        throw AttentionError(fmt(tr("{0} ({1}) is a model of the {2} task; the Training view's is of the {3} task: both "
                                    "must read the same sentence."),
                                 which, file_name(path), task_name(c.task), task_name(task.kind())));
      }
      return c.model;
    };
    const auto ma = open(d.checkpoint_a, "A");
    const auto mb = open(d.checkpoint_b, "B");
    check(*ma, "A", d.layer_a);
    check(*mb, "B", d.layer_a);
    slot.a = weights_of(*ma);
    slot.b = weights_of(*mb);
    slot.title_a = fmt(tr("A: {0}, layer {1}, {2}"),
                       d.checkpoint_a.empty() ? std::string(tr("the Training view's model")) : file_name(d.checkpoint_a),
                       d.layer_a + 1, what);
    slot.title_b = "B: " + file_name(d.checkpoint_b);
  }
  const bool queries_decoder = decoder_only || d.attention != DiffAttention::Encoder;
  const bool keys_decoder = decoder_only || d.attention == DiffAttention::Decoder;
  slot.row_tokens = queries_decoder ? sentence.decoder_tokens : sentence.source_tokens;
  slot.col_tokens = keys_decoder ? sentence.decoder_tokens : sentence.source_tokens;
  if (slot.a.rows() != slot.b.rows() || slot.a.cols() != slot.b.cols() ||
      slot.a.rows() != static_cast<Eigen::Index>(slot.row_tokens.size()) ||
      slot.a.cols() != static_cast<Eigen::Index>(slot.col_tokens.size())) {
    throw AttentionError(tr("A and B are not of one shape: they cannot be compared cell by cell."));
  }
  slot.shape = shape_text(queries_decoder ? "T2" : "T1", keys_decoder ? "T2" : "T1", slot.a.rows(), slot.a.cols());
}

// Models: the two open and their runs of the text, kept between jobs, so that another head
// or layer reads and runs nothing again. The worker's; the lock is for the tests.
struct HeldModels {
  std::string a, b, text;
  std::shared_ptr<const io::ModelFolder> model_a, model_b;
  decoder::Run run_a, run_b;
};

HeldModels& held_models(std::unique_lock<std::mutex>& lock) {
  static std::mutex mutex;
  static HeldModels held;
  lock = std::unique_lock<std::mutex>(mutex);
  return held;
}

std::string number_text(float v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3f", static_cast<double>(v));
  return text;
}

// Two pretrained models of one shape on the Model view's text: A and B of the head asked
// for, and the head whose weights move most, named.
void make_models_diff(DiffRequest& request, DiffSlot& slot) {
  const DiffSettings& d = request.key.settings;
  const std::string& text = request.key.text;
  const std::string path_a = d.model_a.empty() ? request.key.model_a : d.model_a;
  if (path_a.empty()) {
    throw AttentionError(tr("Open a model in the Model view (it is A), or name model A, to compare it with model B."));
  }
  if (d.model_b.empty() && d.quantize.empty()) {
    throw AttentionError(tr("Name model B (a folder, a .gguf file or ollama:NAME) with the same layers and heads as A, or "
                            "quantize B here."));
  }
  // B: the model named, or A, quantized here when asked.
  const std::string path_b = d.model_b.empty() ? path_a : d.model_b;
  const std::string key_b = path_b + "\n" + d.quantize;
  if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
    throw AttentionError(tr("Type a text in the Input panel: both models read it."));
  }
  std::unique_lock<std::mutex> lock;
  HeldModels& held = held_models(lock);
  const auto open = [](const std::string& reference) {
    return open_shared_model_folder(io::resolve_model_reference(reference, ""));
  };
  if (!held.model_a || held.a != path_a) {
    held.model_a.reset();
    held.text.clear();
    held.model_a = open(path_a);
    held.a = path_a;
  }
  if (!held.model_b || held.b != key_b) {
    held.model_b.reset();
    held.text.clear();
    held.model_b = open(path_b);
    if (!d.quantize.empty()) {
      const kernels::QuantType t = d.quantize == "Q8_0" ? kernels::QuantType::Q8_0 : kernels::QuantType::Q4_0;
      auto copy = std::make_shared<io::ModelFolder>(*held.model_b);
      if (decoder::quantize_matrices(copy->weights, t, std::max(1, resolve_threads(0) - 1)) == 0) {
        throw AttentionError(fmt(tr("None of {0}'s matrices has inputs in whole blocks of 32: it cannot be quantized as {1}"),
                                 copy->name, d.quantize));
      }
      // TRANSLATORS: a model's type, then the type its matrices were quantized to here: "BF16 → Q4_0 here".
      copy->dtype = fmt(tr("{0} → {1} here"), copy->dtype, d.quantize);
      held.model_b = std::move(copy);
    }
    held.b = key_b;
  }
  const io::ModelFolder& a = *held.model_a;
  const io::ModelFolder& b = *held.model_b;
  for (const io::ModelFolder* m : {&a, &b}) {
    if (m->reads_pictures() || m->weights.arch.encoder_decoder()) {
      throw AttentionError(fmt(tr("{0} is not a model of one text: two models are compared on the Model view's text"),
                               m->name));
    }
  }
  const decoder::Architecture& ca = a.weights.arch;
  const decoder::Architecture& cb = b.weights.arch;
  if (ca.layers != cb.layers || ca.heads != cb.heads) {
    throw AttentionError(fmt(tr("A ({0}) has {1} layers of {2} heads and B ({3}) {4} of {5}: the models compared need "
                                "the same layers and heads"),
                             a.name, ca.layers, ca.heads, b.name, cb.layers, cb.heads));
  }
  if (held.text != text) {
    held.text.clear();
    const std::vector<int> ids = a.tokenizer->encode(text);
    if (b.tokenizer->encode(text) != ids) {
      throw AttentionError(tr("A and B read the text as different tokens: the models compared need one tokenizer."));
    }
    if (static_cast<std::ptrdiff_t>(ids.size()) > kDiffMaxTokens) {
      throw AttentionError(fmt(tr("The Diff view compares up to {0} tokens; X has {1}."), kDiffMaxTokens, ids.size()));
    }
    for (auto [m, run] : {std::pair{&a, &held.run_a}, std::pair{&b, &held.run_b}}) {
      decoder::Options options = decoder::options_for(m->weights.arch);
      options.threads = std::max(1, resolve_threads(0) - 1);  // one core left to the window
      decoder::forward(m->weights, ids, options, *run);
    }
    held.text = text;
  }
  slot.layers = ca.layers;
  slot.heads = ca.heads;
  slot.sizes = sizes_text(ca.layers, ca.encoder_layers, ca.d_model, ca.heads, ca.kv_heads, ca.head_dim);
  if (d.layer_a < 0 || d.layer_a >= ca.layers) {
    throw AttentionError(fmt(tr("layer {0} is not one of the model's {1}"), d.layer_a + 1, ca.layers));
  }
  if (d.head < 0 || d.head >= ca.heads) {
    throw AttentionError(fmt(tr("{0}: head {1} is not one of the model's {2}"), "A", d.head + 1, ca.heads));
  }
  // Every head's largest change of one weight.
  int best_layer = 0, best_head = 0;
  float best = -1.0f, here = 0.0f;
  for (int l = 0; l < ca.layers; ++l) {
    for (int h = 0; h < ca.heads; ++h) {
      const auto& ha = held.run_a.layers[static_cast<std::size_t>(l)].attention.heads[static_cast<std::size_t>(h)];
      const auto& hb = held.run_b.layers[static_cast<std::size_t>(l)].attention.heads[static_cast<std::size_t>(h)];
      const float most = (ha.weights.view() - hb.weights.view()).cwiseAbs().maxCoeff();
      if (most > best) {
        best = most;
        best_layer = l;
        best_head = h;
      }
      if (l == d.layer_a && h == d.head) {
        here = most;
        slot.a = ha.weights.view();
        slot.b = hb.weights.view();
      }
    }
  }
  slot.title_a = fmt(tr("A: {0} ({1}), layer {2}, head {3}"), a.name, a.dtype, d.layer_a + 1, d.head + 1);
  slot.title_b = fmt(tr("B: {0} ({1})"), b.name, b.dtype);
  // TRANSLATORS: {0} and {1} a layer and a head, {2} and {3} the largest |A − B| of one weight.
  slot.note = fmt(tr("Largest change of any head: layer {0}, head {1}, by up to {2}; this head's, up to {3}."),
                  best_layer + 1, best_head + 1, number_text(best), number_text(here));
  for (const int id : held.run_a.ids) slot.row_tokens.push_back(a.tokenizer->display(id));
  slot.col_tokens = slot.row_tokens;
  slot.shape = shape_text("T", "T", slot.a.rows(), slot.a.cols());
}

}  // namespace

void release_diff_models() {
  std::unique_lock<std::mutex> lock;
  HeldModels& held = held_models(lock);
  held = HeldModels{};
}

std::optional<DiffKey> diff_key(const AppState& s, const Results& results, const TrainingSnapshot& training) {
  const DiffSettings& d = s.diff;
  if (s.view != View::Diff || d.between == DiffBetween::Heads) return std::nullopt;
  DiffKey key;
  key.settings = d;
  if (d.between == DiffBetween::Models) {
    key.text = s.source_text;
    key.model_a = s.pretrained.folder;
    return key;
  }
  if (!diff_of_trained_model(d.between)) {
    if (!results.source.ok || static_cast<std::ptrdiff_t>(results.source.result.q_tokens.size()) > kDiffMaxTokens) {
      return std::nullopt;
    }
    key.generation = results.generation;
    return key;
  }
  // The Training view's model: what each kind reads of it.
  key.generation = training.model_generation;
  key.files = training.files_saved;
  const std::shared_ptr<const SentenceRun>& sentence = training.sentence;
  if (d.between == DiffBetween::Layers || !training.model || !sentence || !sentence->error.empty()) {
    key.sentence = sentence;  // read as it is (or why there is nothing)
  } else {
    key.source = sentence->run.source;
    key.decoder_input = sentence->run.decoder_input;
  }
  if (d.between == DiffBetween::Steps && training.kept && training.kept->size() >= 2) {
    key.step_a = nearest_kept(*training.kept, d.step_a).model;
    key.step_b = nearest_kept(*training.kept, d.step_b).model;
  }
  if (d.between == DiffBetween::Layers || (d.between == DiffBetween::Checkpoints && d.checkpoint_a.empty())) {
    key.model = training.model;
  }
  return key;
}

bool same_diff(const DiffKey& a, const DiffKey& b) {
  return same_settings(a.settings, b.settings) && a.generation == b.generation && a.model == b.model &&
         a.sentence == b.sentence && a.step_a == b.step_a && a.step_b == b.step_b && a.source == b.source &&
         a.decoder_input == b.decoder_input && a.files == b.files && a.text == b.text && a.model_a == b.model_a;
}

bool diff_edited(const DiffKey& now, const std::optional<DiffKey>& before) {
  if (!before || !same_settings(now.settings, before->settings)) return true;
  if (now.text != before->text || now.model_a != before->model_a) return true;
  return !diff_of_trained_model(now.settings.between) && now.generation != before->generation;
}

DiffRequest diff_request(const AppState& s, const Results& results, const TrainingSnapshot& training, DiffKey key,
                         std::uint64_t id) {
  DiffRequest r;
  r.id = id;
  const DiffSettings& d = key.settings;
  if (d.between == DiffBetween::Models) {
    // All in the key.
  } else if (diff_of_trained_model(d.between)) {
    r.task = training.settings.task;
    r.model = training.model;
    r.sentence = training.sentence;
    if (d.between == DiffBetween::Steps) {
      const std::vector<KeptModel> none;
      const std::vector<KeptModel>& kept = training.kept ? *training.kept : none;
      if (kept.size() >= 2) {
        r.kept_a = nearest_kept(kept, d.step_a);
        r.kept_b = nearest_kept(kept, d.step_b);
      } else {
        r.kept_a.step = static_cast<int>(kept.size());  // how many it has kept, for the message
      }
    }
  } else if (s.model.trained) {
    r.refused = tr("with a model's layer as the weights, the Diff view compares two heads");
  } else {
    r.tokens = static_cast<std::ptrdiff_t>(results.source.result.q_tokens.size());
    r.other = model_case(s);
    r.other.config.threads = std::max(1, resolve_threads(0) - 1);  // one core left to the window
    if (d.between == DiffBetween::Mask) {
      r.other.text = repeated_source(s);
      r.other.config.causal = !s.model.causal;
    } else {
      r.other.text = d.sentence;
      r.other.config.causal = s.model.causal;
    }
  }
  r.key = std::move(key);
  return r;
}

DiffSlot make_diff(DiffRequest& request) {
  DiffSlot slot;
  slot.id = request.id;
  slot.between = request.key.settings.between;
  slot.generation = request.key.generation;
  // Two models are held only while they are compared.
  if (slot.between != DiffBetween::Models) release_diff_models();
  try {
    if (slot.between == DiffBetween::Models) {
      make_models_diff(request, slot);
    } else if (diff_of_trained_model(slot.between)) {
      make_trained_diff(request, slot);
    } else {
      make_views_diff(request, slot);
    }
  } catch (const std::exception& e) {
    DiffSlot failed;
    failed.id = slot.id;
    failed.between = slot.between;
    failed.generation = slot.generation;
    failed.layers = slot.layers;
    failed.heads = slot.heads;
    failed.sizes = slot.sizes;
    failed.error = e.what();
    return failed;
  }
  return slot;
}

std::string shape_text(const char* rows_name, const char* cols_name, std::ptrdiff_t rows, std::ptrdiff_t cols) {
  return std::string(rows_name) + "×" + cols_name + " = " + std::to_string(rows) + "×" + std::to_string(cols);
}

std::string diff_words(const DiffRequest& request) {
  switch (request.key.settings.between) {
    case DiffBetween::Mask: return tr("the Diff view's B: the mask flipped");
    case DiffBetween::Sentences: return tr("the Diff view's B: the second sentence");
    case DiffBetween::Steps: return tr("the Diff view: two kept models");
    case DiffBetween::Checkpoints: return tr("the Diff view: two checkpoints");
    case DiffBetween::Models: return tr("the Diff view: two models");
    default: return tr("the Diff view");
  }
}

}  // namespace attn::app
