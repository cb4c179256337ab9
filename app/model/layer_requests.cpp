#include "model/layer_requests.hpp"

#include "model/training_sentence.hpp"

namespace attn::app {

bool layers_show_pretrained(const AppState& state, const ModelSnapshot& pretrained) {
  const bool open = pretrained.model != nullptr && pretrained.run != nullptr;
  switch (state.layers.of) {
    case 1: return false;
    case 2: return open;
    default: return open;
  }
}

LayersWanted layers_wanted(const AppState& state, bool encoder_decoder) {
  LayersWanted w;
  if (encoder_decoder) {
    w.part = state.layers.part == 1 ? LayersPart::Encoder : state.layers.part == 2 ? LayersPart::Self : LayersPart::Cross;
  }
  w.query = state.layers.query;
  if (state.view == View::Layers) {
    w.flow = state.layers.show == 1 || state.layers.show == 2;
    w.explain = state.layers.show == 2;
  }
  w.lens = state.view == View::Lens;
  return w;
}

bool ask_layer_measures(AppState& state, TrainingSession& training, ModelSession& pretrained) {
  LayersUi& ui = state.layers;
  const std::shared_ptr<const ModelSnapshot> snap = pretrained.snapshot();
  const bool across = state.view == View::Layers || state.view == View::Lens;
  const bool vision = state.view == View::Pretrained && snap->model && snap->run && snap->model->reads_pictures();
  const bool model_shown = vision || (across && layers_show_pretrained(state, *snap));
  bool asked = false;
  if (model_shown) {
    LayersWanted w = layers_wanted(state, snap->model->weights.arch.encoder_decoder());
    if (vision) w = LayersWanted{};  // the overlay's rollout, from [CLS]
    if (!ui.asked_model || ui.asked != w || ui.asked_run != snap->run_version) {
      pretrained.want_layers(w);
      ui.asked = w;
      ui.asked_run = snap->run_version;
      ui.asked_model = true;
      asked = true;
    }
  } else {
    ui.asked_model = false;
  }
  std::optional<LayersWanted> trained;
  if (across && !model_shown) {
    const TrainingSnapshot t = training.snapshot();
    trained = layers_wanted(state, t.model != nullptr && t.model->config().architecture == Architecture::EncoderDecoder);
    sync_training_sentence(state, training);
  }
  if (trained != ui.asked_training) {
    training.want_layers(trained);
    ui.asked_training = trained;
    asked = true;
  }
  return asked;
}

}  // namespace attn::app
