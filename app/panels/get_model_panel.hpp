// Getting a real model inside the program (File ▸ Get a model…): a window with the models
// chosen for teaching (model/model_catalog.hpp), a field for any ORG/NAME[@REVISION] of the
// Hugging Face Hub, the download's progress (each file and the whole: bytes, rate, time
// left, a stalled server, Cancel), its failure with what to do, "On this computer" (the
// Hugging Face cache's models that open, and the folders opened before) and the Hub's
// address and token. The Model view offers the same while no model is open.
//
// The download is the DownloadSession's (model/download_session.hpp): these functions start
// and cancel it and read its snapshots; a finished download opens in the Model view through
// the OpenModel command (model/commands.hpp), never without the teacher's click.
#pragma once

#include <imgui.h>

#include "panels/panels.hpp"

namespace attn::app {

void open_get_model_window(AppState& state);

// Every frame, after the main window: acts on a download's end (a done one opens in the
// Model view, a failed one says why on the status line) and draws the window while open.
void draw_get_model_window(AppState& state, const Shown& shown);

// The Model view with no model open: a download's progress, the first models of the list
// with Get or Open, and a button to the window. `free`: no prompt is open and no model is
// being read.
void draw_model_offer(AppState& state, const Shown& shown, bool free);
// The folders opened before and the models of the Hugging Face cache, one click each.
void draw_on_this_computer(AppState& state, bool free);

// Where a control the end-to-end tests click was drawn (its middle, window pixels), for
// --dump-state: `centre`, or the last item's middle.
void mark_place(AppState& state, const char* name, ImVec2 centre);
void mark_last_item(AppState& state, const char* name);

}  // namespace attn::app
