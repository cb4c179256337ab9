// Between lesson files (io/lesson.hpp) and the program's state.
#pragma once

#include <string>

#include "gui/app_state.hpp"
#include "io/lesson.hpp"

namespace attn::gui {

// Copies the lesson into the state and asks for a recompute, new maps, fonts and style.
void apply_lesson(AppState& state, const io::Lesson& lesson);
io::Lesson lesson_from_state(const AppState& state);

// The adjective example, used when no lesson file can be read at start-up.
io::Lesson builtin_lesson();

// assets/lessons/default.json next to the executable (installed or in the build tree),
// else in the source tree (ATTN_ASSET_DIR); "" when none exists.
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

}  // namespace attn::gui
