// Between the state, the worker and the results, on the frame loop's thread: asking for
// computations when the inputs change, and swapping finished ones in between frames. No
// computation runs here: every one goes through the worker (worker.hpp).
#pragma once

#include "model/results.hpp"
#include "model/state.hpp"
#include "model/training_session.hpp"

namespace attn::app {

// Copies the inputs and hands them to the worker (made on first use), then waits up to a
// frame's time for the result, so that classroom-sized inputs show on the next frame while
// long ones compute as the window keeps drawing.
void recompute(AppState& state, Results& results);

// Between frames: swaps in a finished computation (on an error in the source case every old
// result is kept and the error goes to the status line; an error in the target only
// empties the target's maps), takes the focused head's scores and the teaching views'
// results when they arrive, and asks for the scores when a view needs them. Sets the
// computing status. Returns true when something changed (the maps are then rebuilt).
bool collect_results(AppState& state, Results& results);

// The leak test (causal on and off) for the source sentence and token state.leak_token,
// refused with a message above kLeakTestTokens tokens; and the meaning shift of
// state.meaning_word. Each asks the worker and waits up to a frame's time.
void ask_leaks(AppState& state, Results& results);
void ask_meaning(AppState& state, Results& results);

// The Diff view's job (diff_job.hpp), asked when what the view shows changed: the settings,
// the results A comes from, or the Training view's model, sentence, kept models or files.
// Waits up to a frame's time, as recompute does; the maps are made again when it arrives.
void ask_diff(AppState& state, Results& results, const TrainingSnapshot& training);

// Waits until the worker has nothing queued or running, then collects (--screenshot and
// `render` show the finished result, whatever its size).
void finish_results(AppState& state, Results& results);

// A computation, a head's scores or a teaching view's job is on the way.
bool results_pending(const Results& results);

}  // namespace attn::app
