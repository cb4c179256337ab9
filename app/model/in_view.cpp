#include "model/in_view.hpp"

#include <algorithm>

#include "core/teaching/tasks.hpp"
#include "io/i18n.hpp"

namespace attn::app {
namespace {

// The views across layers show the Model view's model when one has run, else the Training
// view's (layer_requests.hpp, which this file cannot include: it reads snapshots alone).
bool across_layers(const AppState& state) { return state.view == View::Layers || state.view == View::Lens; }

bool across_pretrained(const AppState& state, const ModelSnapshot& pretrained) {
  const bool open = pretrained.model != nullptr && pretrained.run != nullptr;
  return across_layers(state) && open && state.layers.of != 1;
}

bool trained_model_shown(const AppState& state, const ModelSnapshot& pretrained) {
  return state.view == View::Training || (state.view == View::Diff && diff_of_trained_model(state.diff.between)) ||
         (across_layers(state) && !across_pretrained(state, pretrained));
}

}  // namespace

std::string sizes_text(int layers, int encoder_layers, int d_model, int heads, int kv_heads, int d_k) {
  // TRANSLATORS: an encoder–decoder's layers, encoder + decoder ("2 + 2 layers").
  std::string s = encoder_layers > 0 ? fmt(tr("{0} + {1} layers"), encoder_layers, layers)
                                     : fmt(trn("{0} layer", "{0} layers", static_cast<std::uint64_t>(layers)), layers);
  s += " · D = " + std::to_string(d_model) + " · H = " + std::to_string(heads);
  if (kv_heads != heads) s += " (" + std::to_string(kv_heads) + " K/V)";
  return s + " · d_k = " + std::to_string(d_k);
}

ModelInView model_in_view(const AppState& state, const TrainingSnapshot& training, const ModelSnapshot& pretrained) {
  ModelInView in;
  if (trained_model_shown(state, pretrained)) {
    if (training.model == nullptr) return in;
    const TransformerConfig& c = training.model->config();
    // TRANSLATORS: {0} is a task's name (translate, reverse, induction).
    in.name = fmt(tr("the {0} model, trained here"), task_name(training.settings.task));
    const bool both = c.architecture == Architecture::EncoderDecoder;
    in.sizes = sizes_text(c.layers, both ? c.layers : 0, c.d_model, c.heads, c.heads, c.d_model / std::max(c.heads, 1));
    in.settings_where = tr("Its sizes are set in the Training view.");
  } else if (state.view == View::Pretrained || across_pretrained(state, pretrained)) {
    if (pretrained.model == nullptr) return in;
    const decoder::Architecture& a = pretrained.model->weights.arch;
    in.name = pretrained.model->name;
    in.sizes = sizes_text(a.layers, a.encoder_layers, a.d_model, a.heads, a.kv_heads, a.head_dim);
    in.settings_where = tr("Its sizes are the model folder's own.");
  }
  return in;
}

TokensInView tokens_in_view(const AppState& state, const Results& results, const TrainingSnapshot& training,
                            const ModelSnapshot& pretrained) {
  TokensInView t;
  if ((state.view == View::Pretrained || across_pretrained(state, pretrained)) && pretrained.model != nullptr &&
      pretrained.run != nullptr && !pretrained.model->reads_pictures()) {
    t.reader = pretrained.model->name;
    if (pretrained.model->weights.arch.encoder_decoder()) {
      t.source = pretrained.source_tokens;
      t.target = pretrained.tokens;
      t.target_known = true;
    } else {
      // The text's own tokens: those generated after it are the model's, not X's.
      const auto prompt = std::min(pretrained.tokens.size(), static_cast<std::size_t>(std::max(pretrained.prompt_tokens, 0)));
      t.source.assign(pretrained.tokens.begin(), pretrained.tokens.begin() + static_cast<std::ptrdiff_t>(prompt));
      t.target_unread = true;
    }
    t.source_known = true;
    return t;
  }
  if (trained_model_shown(state, pretrained) && training.sentence && training.sentence->error.empty() &&
      !training.sentence->source_tokens.empty()) {
    t.reader = tr("the trained model");
    t.source = training.sentence->source_tokens;
    t.source_known = true;
    if (!training.sentence->decoder_tokens.empty()) {
      t.target = training.sentence->decoder_tokens;
      t.target_known = true;
    }
    return t;
  }
  if (results.source.ok) {
    t.source = results.source.result.k_tokens;
    t.source_known = true;
  }
  if (results.target.ok) {
    t.target = results.target.result.q_tokens;
    t.target_known = true;
  }
  return t;
}

}  // namespace attn::app
