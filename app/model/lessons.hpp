// Between lesson files (lesson_file.hpp) and the program's state, and the weights file of
// the current model.
#pragma once

#include <string>

#include "model/lesson_file.hpp"
#include "model/results.hpp"
#include "model/state.hpp"

namespace attn::app {

// Copies the lesson into the state and asks for a recompute, new maps, fonts and style; a
// lesson with scenes opens at its open_scene.
void apply_lesson(AppState& state, const app::Lesson& lesson);
// The lesson as it would be saved: with scenes, the screen stored as the current scene.
app::Lesson lesson_from_state(const AppState& state);
// The lesson with its scenes as stored (the screen's changes left out, the lesson's own scene
// fields the first scene's): what the presenter draws its pictures of the scenes from, the
// same while the screen changes.
app::Lesson stored_lesson(const AppState& state);
// The lesson's fields as the screen shows them, without scenes, and back.
app::Lesson screen_lesson(const AppState& state);
void apply_screen(AppState& state, const app::Lesson& lesson);

// The sentences in the interface's language, when it has changed since they were chosen (a
// sentence the lesson gives in one string stays as it is); asks for a recompute when they
// change. Called before each frame.
void follow_language(AppState& state);

// The adjective example, used when no lesson file can be read at start-up.
app::Lesson builtin_lesson();

// lessons/default.lesson.json in the shipped data (shipped_data.hpp); "" when it is not
// there.
std::string find_default_lesson();

// Opens a lesson into the state; on failure the state is unchanged and the status line
// says why. Returns true on success. The path is kept absolute in state.lesson_path and,
// with `remember`, goes to the front of the recent lessons.
bool open_lesson(AppState& state, const std::string& path, bool remember = true);
// Saves atomically (first removing temporaries a killed save left beside the file), makes
// it the lesson's file and a recent lesson. Returns true on success.
bool save_lesson_as(AppState& state, const std::string& path);

// Loads W_q, W_k, W_v, W_o from a JSON file (the "weights" object of a compute case):
// turns the designed heads off and sets D to the file's; on failure nothing changes and
// the status line says why. Returns true on success.
bool load_weights(AppState& state, const std::string& path);

// Writes W_q, W_k, W_v, W_o of the current model (random, designed or loaded) as a JSON
// weights file that `compute` and "Load file..." read back, to the export folder
// (io/export_paths.hpp); the status line says where.
void save_current_weights(AppState& state, const Results& results);

}  // namespace attn::app
