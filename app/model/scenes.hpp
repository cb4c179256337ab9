// Stepping through a lesson's scenes in the window (PageDown / PageUp, the scene strip)
// and making them (Add, Update, Rename, Move, Delete). Each scene change first keeps the
// screen as it was, so that Ctrl+Z brings back what the teacher had changed by hand.
#pragma once

#include <string>

#include "model/state.hpp"

namespace attn::app {

int scene_count(const AppState& state);  // 0: a lesson without scenes
// "3 / 8 · Turn the mask off"; "" without scenes.
std::string scene_label(const AppState& state);

// Shows scene k (0-based): its settings over the screen, its notes; the checkpoint and the
// model folder opened again only when the scene names another. Out of range: the status
// line says so and nothing changes. Returns whether the scene changed.
bool go_to_scene(AppState& state, int k);
bool next_scene(AppState& state, int direction);  // PageDown +1, PageUp −1
// Ctrl+Z: the screen and scene before the last scene change. Returns false when there is none.
bool undo_scene_change(AppState& state);

// The screen as a new scene after the current one (titled `title`), shown; on a lesson
// without scenes the screen becomes its first scene.
void add_scene(AppState& state, const std::string& title);
// The screen stored as the current scene.
void update_scene(AppState& state);
void rename_scene(AppState& state, const std::string& title);
// The current scene moved one place earlier (−1) or later (+1); it stays shown.
void move_scene(AppState& state, int direction);
// The current scene taken out; the next one (or the one before, at the end) is shown.
void delete_scene(AppState& state);

// The presenter window opened (the controls hidden, the clock started) or closed (the
// controls as they were). `now` is now_seconds().
void set_presenter(AppState& state, bool on, double now);

}  // namespace attn::app
