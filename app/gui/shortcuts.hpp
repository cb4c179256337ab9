// Keyboard shortcuts for the classroom. Plain keys act only when no text field has the
// keyboard (ImGuiIO::WantTextInput); Ctrl combinations and F11 always.
//   C causal mask · + / − (also keypad, and =) heads · 1–9 open a head, 0 / Esc all heads
//   Tab next view · Ctrl+O open, Ctrl+S save, Ctrl+Shift+S save as · Ctrl+E export PNG
//   Ctrl +/− text size · Ctrl+Q quit (asks first when there are unsaved changes)
//   F9 hide or show the controls · F11 full screen
#pragma once

#include "model/results.hpp"
#include "model/state.hpp"

namespace attn::app {

void handle_shortcuts(AppState& state, const Results& results);

}  // namespace attn::app
