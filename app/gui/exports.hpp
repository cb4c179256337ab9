// What the program writes on request besides lessons: figures (PNG, figure.hpp), matrices
// (CSV, from the right-click menu of any heatmap) and the current weights (JSON).
//
// Files go to the working directory (where the program was started: a terminal's current
// folder, the home folder from a desktop menu) as attention-WHAT-YYYYMMDD-HHMMSS.EXT, with
// -2, -3, ... when that name is taken; the status line gives the full path.
#pragma once

#include <string>

#include "gui/app_state.hpp"
#include "gui/heatmap.hpp"

namespace attn::gui {

// The absolute path of a new file "STEM-YYYYMMDD-HHMMSS.EXT" in the working directory.
std::string export_path(const std::string& stem, const std::string& extension);

// "Head 2: first token" -> "head-2-first-token" (ASCII letters and digits, for file names).
std::string file_slug(const std::string& text);

// The most cells a map's CSV may have (1024×1024): a 4096×4096 map would make about 200 MB
// of text.
inline constexpr long long kCsvMaxCells = 1LL << 20;

// The CSV of what a map shows (weights, or scores when it shows them), labelled with its
// tokens or dimension numbers. Throws std::runtime_error for a map over kCsvMaxCells.
std::string map_csv(const Results& results, const MapView& map);

// Acts on the heatmap's right-click menu: copies the map's CSV to the clipboard or saves
// it as a file; the status line says what happened and where the file went.
void act_on_map_menu(AppState& state, const Results& results, const MapView& map,
                     MapMenuChoice choice);

// Writes W_q, W_k, W_v, W_o of the current model (random, designed or loaded) as a JSON
// weights file that `compute` and "Load file..." read back; the status line says where.
void save_current_weights(AppState& state, const Results& results);

}  // namespace attn::gui
