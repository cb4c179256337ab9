// From AppState to Results: the three attention cases every view reads, all through
// attn::run_case, and the maps (with their textures) the views draw.
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

// Runs the cases. On an error in the source case every old result is kept and the error
// goes to the status line; an error in the target only empties the target's maps.
void recompute(AppState& state, Results& results);

// Rebuilds head_maps, compare_maps and the teaching views' maps from the results and
// uploads their textures.
void build_maps(const AppState& state, Results& results);

// The leak test (causal on and off) for the source sentence and token state.leak_token.
// Runs four attention cases: called when need_leaks is set and the leaks view is shown.
void recompute_leaks(AppState& state, Results& results);

// How context moves state.meaning_word between state.meaning_a and state.meaning_b.
void recompute_meaning(AppState& state, Results& results);

// Frees every texture (before the GL context goes away).
void release_textures(Results& results);

// The divisors of D among 1..16, ascending.
std::vector<int> valid_head_counts(int d_model);

}  // namespace attn::gui
