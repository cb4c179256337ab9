// From AppState to Results: the three attention cases every view reads, all through
// attn::run_case on the compute worker (compute.hpp), and the maps the views draw.
//
//   source: self-attention of X, causal as set          (heads view; compare, left)
//   target: self-attention of Y, always causal          (compare, middle)
//   cross:  queries from Y, keys and values from X      (compare, right)
//
// The teaching views read TeachingResults: the focused head's pipeline maps, the teacher-
// forcing table and the cost figures (made with the cases), and the leak test and the
// meaning shift (made only when their view asks, as each runs several cases).
#pragma once

#include "gui/app_state.hpp"

namespace attn::gui {

// Copies the inputs and hands them to the compute worker (gui/compute.hpp; made on first
// use), then waits up to a frame's time for the result, so that classroom-sized inputs show
// on the next frame as before while long ones compute as the window keeps drawing.
void recompute(AppState& state, Results& results);

// Between frames: swaps in a finished computation (on an error in the source case every old
// result is kept and the error goes to the status line; an error in the target only
// empties the target's maps), takes the focused head's scores when they arrive, and asks
// for them when a view needs them. Sets the computing status. Returns true when something
// changed (the maps are then rebuilt).
bool collect_results(AppState& state, Results& results);

// Waits until the worker has nothing queued or running, then collects (--screenshot and
// `render` show the finished result, whatever its size).
void finish_results(AppState& state, Results& results);

// A recompute or a head's scores are on the way.
bool results_pending(const Results& results);

// Rebuilds head_maps, compare_maps and the teaching views' maps from the results. Their
// textures are filled when they are drawn (heatmap.cpp), for the window and size drawn.
void build_maps(const AppState& state, Results& results);

// The leak test (causal on and off) for the source sentence and token state.leak_token.
// Runs four attention cases: called when need_leaks is set and the leaks view is shown;
// refused (with a message) above kLeakTestTokens tokens.
void recompute_leaks(AppState& state, Results& results);

// How context moves state.meaning_word between state.meaning_a and state.meaning_b.
void recompute_meaning(AppState& state, Results& results);

// Frees every texture (before the GL context goes away).
void release_textures(Results& results);

inline constexpr int kLeakTestTokens = 512;
// The most tokens a sentence may have (AttentionCase::max_tokens).
inline constexpr int kMaxSourceTokens = 4096;

// X as the engine gets it: the source sentence written state.source_repeat times.
std::string repeated_source(const AppState& state);

// The divisors of D among 1..16, ascending.
std::vector<int> valid_head_counts(int d_model);

}  // namespace attn::gui
