// The panels: one panel, one function, one file. Each draws from the state and what is
// shown, changes only AppState, and asks for heavy work through AppState's request flags.
#pragma once

#include <imgui.h>

#include <string>

#include "model/download_session.hpp"
#include "model/in_view.hpp"
#include "model/maps.hpp"
#include "model/model_session.hpp"
#include "model/training_session.hpp"
#include "model/results.hpp"
#include "model/state.hpp"
#include "widgets/heatmap_texture.hpp"
#include "widgets/thumbnails.hpp"

namespace attn::app {

// What the panels draw from: the results of the model, the maps made from them, and the
// maps' textures (filled as they are drawn).
struct Shown {
  const Results& results;
  const Maps& maps;
  MapTextures& textures;
  // The Training view's model and its thread: the panel queues work and reads snapshots.
  TrainingSession& training;
  // The Model view's pretrained model, its thread, and the textures of its maps.
  ModelSession& pretrained;
  Thumbnails& thumbnails;
  // The Across layers and Logit lens views' maps, and a vision model's picture, as textures.
  Thumbnails& across;
  // A model's download from the Hub (File ▸ Get a model…): the panels start and cancel it
  // and read its snapshots.
  DownloadSession& download;
};

// The whole window's contents for one frame: the menu bar, the controls, the view switch,
// the current view, the status line and any open prompt (main_window.cpp).
void draw_main_window(AppState& state, const Shown& shown);

// The model whose maps the current view shows (model/in_view.hpp), from the sessions'
// latest snapshots.
ModelInView model_in_view(const AppState& state, const Shown& shown);  // model_panel.cpp
// The body of the current view (the panel of state.view) at the cursor (main_window.cpp).
void draw_view_body(AppState& state, const Shown& shown);

void draw_menu_bar(AppState& state, const Shown& shown);       // menu_bar.cpp
void draw_input_panel(AppState& state, const Shown& shown);    // input_panel.cpp
void draw_model_panel(AppState& state, const Shown& shown);    // model_panel.cpp
void draw_heads_panel(AppState& state, const Shown& shown);    // heads_panel.cpp
void draw_compare_panel(AppState& state, const Shown& shown);  // compare_panel.cpp
void draw_pipeline_panel(AppState& state, const Shown& shown);   // pipeline_panel.cpp
void draw_why_panel(AppState& state, const Shown& shown);        // why_panel.cpp
void draw_assembly_panel(AppState& state, const Shown& shown);   // assembly_panel.cpp
void draw_exercises_panel(AppState& state, const Shown& shown);  // exercises_panel.cpp
void draw_decoder_panel(AppState& state, const Shown& shown);    // decoder_panel.cpp
void draw_leaks_panel(AppState& state, const Shown& shown);      // leaks_panel.cpp
void draw_cost_panel(AppState& state, const Shown& shown);       // cost_panel.cpp
void draw_meaning_panel(AppState& state, const Shown& shown);    // meaning_panel.cpp
void draw_diff_panel(AppState& state, const Shown& shown);       // diff_panel.cpp
void draw_training_panel(AppState& state, const Shown& shown);   // training_panel.cpp
void draw_pretrained_panel(AppState& state, const Shown& shown);       // pretrained_panel.cpp
void draw_layers_panel(AppState& state, const Shown& shown);     // layers_panel.cpp
void draw_lens_panel(AppState& state, const Shown& shown);       // lens_panel.cpp
void draw_status_bar(AppState& state, const Shown& shown);     // status_bar.cpp
// The modals: the file browser, then the question before quitting (draw_quit_prompt).
void draw_lesson_prompt(AppState& state, const Shown& shown);  // lesson_prompt.cpp
void draw_quit_prompt(AppState& state, const Shown& shown);    // quit_prompt.cpp

// The presenter window's contents (presenter_panel.cpp), in its own ImGui context: the
// scene and its notes, the next scene's title and picture, a clock and the quiz's score,
// and buttons that step the scenes of the same state as the main window.
struct PresenterShown {
  ImTextureID next_picture = nullptr;  // null: no picture (yet)
  float picture_aspect = 1.6f;         // its width over its height
  std::string picture_note;            // why there is none ("Drawing the scenes…")
  std::string clock;                   // the local time, "14:05"
  double elapsed = 0.0;                // seconds since the presenter window opened
};
void draw_presenter_window(AppState& state, const PresenterShown& shown);

}  // namespace attn::app
