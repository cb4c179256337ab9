// The rules of the model's settings, each in one place, with the limits of limits.hpp:
// which head counts D allows, what changes with D, the mask, the designed heads and loaded
// weights. The panels, the keyboard, lessons and weights files all go through these.
// D never changes by itself: only set_d_model and a weights file (whose matrices are D×D)
// set it.
//
// Legend: D model width, H heads, d_k = D / H.
#pragma once

#include <string>
#include <vector>

#include "model/state.hpp"

namespace attn::app {

// The divisors of D in 1..kMaxHeads, ascending.
std::vector<int> valid_head_counts(int d_model);
// The largest valid head count for D that is at most `at_most` (1 when none is).
int largest_head_count(int d_model, int at_most);
// Why D and H cannot be a model ("" when they can): D out of its limits, H out of its
// limits, or H not dividing D.
std::string model_problem(int d_model, int heads);

// H = heads, which must be a valid head count for D (else nothing changes and the status
// line says why). D stays; d_k = D / H follows. Returns true when H changed.
bool set_head_count(AppState& state, int heads);
// H to the next (+1) or previous (−1) valid head count. Returns false (and says why in the
// status line) at either end.
bool step_head_count(AppState& state, int direction);
// D = d, clamped to its limits and, with the designed heads, to their minimum (saying so);
// H becomes the largest valid head count not above it. Returns true when D changed.
bool set_d_model(AppState& state, int d);
// The causal mask on the source's self-attention, on or off (the status line says what it
// hides).
void set_causal(AppState& state, bool causal);
// The designed heads on or off. On needs D >= their minimum (the embedding's blocks):
// below it nothing changes and the status line says so. Returns true when it changed.
bool set_designed(AppState& state, bool designed);

}  // namespace attn::app
