// Which model the views across layers show, and what they ask of its session: the frame
// hands the wants over between frames (gui/frame.cpp), once for each run and choice, so that
// the sessions measure on their threads and the panels only draw (layer_measures.hpp).
//
//   Across layers   rollout after each layer; flow to the query (Flow, and the explanation);
//                   raw attention, rollout, flow and removal side by side (the explanation)
//   Logit lens      each layer's stream read through the model's output
//   Model view      a vision model's rollout, for the picture's overlay
#pragma once

#include "model/layer_measures.hpp"
#include "model/model_session.hpp"
#include "model/state.hpp"
#include "model/training_session.hpp"

namespace attn::app {

// Whether the views across layers show the Model view's pretrained model (else the Training
// view's): as LayersUi::of chooses, and by default whenever a pretrained model has run.
bool layers_show_pretrained(const AppState& state, const ModelSnapshot& pretrained);

// What the current view wants measured of a model with (or without) an encoder–decoder.
LayersWanted layers_wanted(const AppState& state, bool encoder_decoder);

// Asks the sessions for what the current view wants (and tells the Training view's session
// when nothing is wanted any more). Returns true when anything was asked.
bool ask_layer_measures(AppState& state, TrainingSession& training, ModelSession& pretrained);

}  // namespace attn::app
