// What a panel or a key asks of the Training view's or the Model view's session: one route.
// The panels (training_panel.cpp, pretrained_panel.cpp) and the keys (gui/shortcuts.cpp) push
// a command onto AppState::commands; run_commands, called by the frame (gui/frame.cpp) before
// and after the panels are drawn, hands each to its session, in the order pushed, with the
// state's text (X and Y) where a run needs it. Nothing here waits for a session: each only
// queues work on the session's thread (background.hpp).
//
// The lesson's requests to open a checkpoint or a model folder (need_checkpoint_open,
// pretrained.need_open) are handed over there too, before the commands.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/base/weight.hpp"
#include "core/model/transformer.hpp"
#include "core/teaching/training.hpp"

namespace attn::app {

// The Training view's model.
struct StartTraining {
  Ablation ablation;  // the heads switched off, as it starts
};
struct PauseTraining {};
struct StepTraining {};  // one step, when paused
struct ResetTraining {
  TrainingSettings settings;  // refused with a message on the status line when not valid
};
struct OpenCheckpoint {
  std::string path;
};
struct SaveCheckpoint {
  std::string path;
};
struct SwitchTrainingHeads {
  Ablation ablation;
};

// The Model view's model. A run reads the Input panel's X (and Y: an encoder–decoder's target).
struct OpenModel {
  std::string folder;
};
struct RunModelText {};  // the text again (after a change of it, or back from generating)
struct SetModelMask {
  std::optional<bool> causal;  // nullopt: the mask of the model shown, flipped (C)
};
struct SetModelPrecision {
  Precision precision;
};
struct SwitchModelHead {
  int layer = 0;
  int head = 0;  // -1: every head of the layer
};
struct AllModelHeadsOn {};
struct GenerateTokens {
  int steps = 1;
  float temperature = 0.0f;  // 0: the most likely
  std::uint64_t seed = 0;
};
// N: one token, as the view's Step button makes it, when that button could be pressed (a
// model that generates, not busy, its context not full, a translation not finished).
struct StepModel {};
struct MeasureHeadEffects {};
// A vision model's picture, a PNG or JPEG file (AppState::picture is set with it).
struct SetModelPicture {
  std::string path;
};

using SessionCommand =
    std::variant<StartTraining, PauseTraining, StepTraining, ResetTraining, OpenCheckpoint, SaveCheckpoint,
                 SwitchTrainingHeads, OpenModel, RunModelText, SetModelMask, SetModelPrecision, SwitchModelHead,
                 AllModelHeadsOn, GenerateTokens, StepModel, MeasureHeadEffects, SetModelPicture>;

struct AppState;          // state.hpp
class TrainingSession;    // training_session.hpp
class ModelSession;       // model_session.hpp

// The picture a vision model reads: the one chosen, else the first shipped one
// (pictures/chelsea.png in the shipped data), else "".
std::string picture_to_read(const AppState& state);

// Files dropped on the window: a picture goes to the vision model, a folder holding
// config.json opens in the Model view, a lesson opens (asking first about unsaved
// changes). Anything else is named on the status line.
void take_dropped_files(AppState& state);

// Hands the lesson's requests and every queued command to the sessions, and empties the queue.
// Returns true when anything was handed over.
bool run_commands(AppState& state, TrainingSession& training, ModelSession& model);

}  // namespace attn::app
