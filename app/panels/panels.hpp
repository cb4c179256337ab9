// The panels: one panel, one function, one file. Each draws from AppState and Results,
// changes only AppState, and asks for heavy work through AppState's request flags.
#pragma once

#include "gui/app_state.hpp"

namespace attn::gui {

void draw_menu_bar(AppState& state, const Results& results);       // menu_bar.cpp
void draw_input_panel(AppState& state, const Results& results);    // input_panel.cpp
void draw_model_panel(AppState& state, const Results& results);    // model_panel.cpp
void draw_heads_panel(AppState& state, const Results& results);    // heads_panel.cpp
void draw_compare_panel(AppState& state, const Results& results);  // compare_panel.cpp
void draw_pipeline_panel(AppState& state, const Results& results);   // pipeline_panel.cpp
void draw_why_panel(AppState& state, const Results& results);        // why_panel.cpp
void draw_assembly_panel(AppState& state, const Results& results);   // assembly_panel.cpp
void draw_exercises_panel(AppState& state, const Results& results);  // exercises_panel.cpp
void draw_decoder_panel(AppState& state, const Results& results);    // decoder_panel.cpp
void draw_leaks_panel(AppState& state, const Results& results);      // leaks_panel.cpp
void draw_cost_panel(AppState& state, const Results& results);       // cost_panel.cpp
void draw_meaning_panel(AppState& state, const Results& results);    // meaning_panel.cpp
void draw_status_bar(AppState& state, const Results& results);     // status_bar.cpp
// The modals: the file browser, then the question before quitting (draw_quit_prompt).
void draw_lesson_prompt(AppState& state, const Results& results);  // lesson_prompt.cpp
void draw_quit_prompt(AppState& state, const Results& results);    // quit_prompt.cpp

// Shared by the panels and the keyboard: H to the next (+1) or previous (-1) divisor of D
// in 1..16. Returns false (and says why in the status line) at either end.
bool step_head_count(AppState& state, int direction);
void set_head_count(AppState& state, int heads);

}  // namespace attn::gui
