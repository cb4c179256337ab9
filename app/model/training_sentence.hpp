// One sentence for every source: the Training view's model reads the Input panel's X, and
// Y as its target (teacher forcing) when it knows every word of it, else its own output.
#pragma once

#include <string>

#include "model/state.hpp"
#include "model/training_session.hpp"

namespace attn::app {

// Y as a trained model of `task` reads it: without the <start> (and an <end>) the other
// views' Y carries; "" (its own output) when the task has no target or Y has a word it
// lacks, which `note` then names.
std::string training_target(TaskKind task, const std::string& y, std::string* note);

// Each frame: hands X and Y to the session when they, or its model, changed. When the model
// is of another task than before and cannot read X, X becomes that task's example (the
// status line says so).
void sync_training_sentence(AppState& state, TrainingSession& session);

}  // namespace attn::app
