#include "model/scenes.hpp"

#include <algorithm>
#include <utility>

#include "io/i18n.hpp"
#include "model/lessons.hpp"

namespace attn::app {
namespace {

// At most this many scene changes are kept for Ctrl+Z.
constexpr std::size_t kUndoDepth = 64;

void keep_for_undo(AppState& s) {
  s.scenes.undo.push_back({screen_lesson(s), s.scenes.current});
  if (s.scenes.undo.size() > kUndoDepth) s.scenes.undo.erase(s.scenes.undo.begin());
}

// The screen of `l`, opening the checkpoint and the model folder again only when they
// change, and the fonts and style only when the display does.
void show(AppState& s, const Lesson& l) {
  const std::string checkpoint = s.checkpoint;
  const std::string model = s.pretrained.folder;
  const bool fonts = s.need_fonts, style = s.need_style;
  // An opening still to come (the lesson's first frame not drawn yet) stays asked for.
  const bool checkpoint_pending = s.need_checkpoint_open, model_pending = s.pretrained.need_open;
  const LessonText title = s.title;
  apply_screen(s, l);
  s.title = title;
  if (l.checkpoint == checkpoint && !checkpoint_pending) s.need_checkpoint_open = false;
  if (l.model == model && !model_pending) s.pretrained.need_open = false;
  s.need_fonts = fonts;
  s.need_style = style;
  s.scenes.rename.clear();
}

}  // namespace

int scene_count(const AppState& s) { return static_cast<int>(s.scenes.list.size()); }

std::string scene_label(const AppState& s) {
  if (s.scenes.list.empty()) return "";
  const LessonScene& scene = s.scenes.list[static_cast<std::size_t>(s.scenes.current)];
  return std::to_string(s.scenes.current + 1) + " / " + std::to_string(s.scenes.list.size()) +
         (scene.title.empty() ? "" : " · " + scene.title.shown());
}

bool go_to_scene(AppState& s, int k) {
  if (s.scenes.list.empty()) {
    set_status(s, tr("This lesson has no scenes: Scenes ▸ Add scene stores the screen as one"));
    return false;
  }
  if (k < 0 || k >= scene_count(s)) {
    set_status(s, k < 0 ? std::string(tr("This is the first scene"))
                        : fmt(tr("This is the last scene ({0})"), scene_label(s)));
    return false;
  }
  Lesson l;
  try {
    Lesson own = screen_lesson(s);
    own.notes = s.scenes.lesson_notes;
    l = lesson_in_scene(std::move(own), s.scenes.list[static_cast<std::size_t>(k)]);
  } catch (const std::exception& e) {
    set_status(s, fmt(tr("Scene {0} cannot be shown: {1}"), k + 1, e.what()), true);
    return false;
  }
  keep_for_undo(s);
  s.scenes.current = k;
  show(s, l);
  if (s.quiz.row >= 0) {
    set_status(s, fmt(tr("A question: where does token {0} look in head {1}? Click the key you predict in its hidden "
                         "row, then Space"),
                      s.quiz.row + 1, s.quiz.head + 1));
  } else {
    set_status(s, tr("PageDown: the next scene · PageUp: the one before · Ctrl+Z: back to the screen before"));
  }
  return true;
}

bool next_scene(AppState& s, int direction) { return go_to_scene(s, s.scenes.current + direction); }

bool undo_scene_change(AppState& s) {
  if (s.scenes.undo.empty()) {
    set_status(s, tr("No scene change to take back"));
    return false;
  }
  SceneState::Undo u = std::move(s.scenes.undo.back());
  s.scenes.undo.pop_back();
  if (!s.scenes.list.empty()) s.scenes.current = std::clamp(u.scene, 0, scene_count(s) - 1);
  show(s, u.screen);
  set_status(s, s.scenes.list.empty() ? std::string(tr("Back to the screen before the scene change"))
                                      : fmt(tr("Back to the screen before the scene change (scene {0})"), scene_label(s)));
  return true;
}

void add_scene(AppState& s, const std::string& title) {
  const Lesson screen = screen_lesson(s);
  LessonScene scene;
  scene.settings = scene_settings_of(screen);
  if (s.scenes.list.empty()) {
    // A title the lesson keeps: written in the interface's language of the moment.
    scene.title = title.empty() ? fmt(tr("Scene {0}"), 1) : title;
    scene.notes = s.notes;
    s.scenes.lesson_notes = s.notes;
    s.scenes.list.push_back(std::move(scene));
    s.scenes.current = 0;
    set_status(s, tr("The screen is scene 1 of 1: change it and Add scene again for the next"));
  } else {
    if (scene_count(s) >= kMaxScenes) {
      set_status(s, fmt(trn("A lesson holds at most {0} scene", "A lesson holds at most {0} scenes", kMaxScenes), kMaxScenes),
                 true);
      return;
    }
    scene.title = title.empty() ? fmt(tr("Scene {0}"), scene_count(s) + 1) : title;
    scene.notes = s.notes == s.scenes.lesson_notes ? LessonText() : s.notes;
    s.scenes.list.insert(s.scenes.list.begin() + s.scenes.current + 1, std::move(scene));
    ++s.scenes.current;
    set_status(s, fmt(tr("Added scene {0}"), scene_label(s)));
  }
  s.scenes.rename.clear();
  s.state_changed = true;
}

void update_scene(AppState& s) {
  if (s.scenes.list.empty()) {
    add_scene(s, "");
    return;
  }
  LessonScene& scene = s.scenes.list[static_cast<std::size_t>(s.scenes.current)];
  scene.settings = scene_settings_of(screen_lesson(s));
  if (!(scene.notes.empty() && s.notes == s.scenes.lesson_notes)) scene.notes = s.notes;
  set_status(s, fmt(tr("Scene {0} now shows this screen"), scene_label(s)));
  s.state_changed = true;
}

void rename_scene(AppState& s, const std::string& title) {
  if (s.scenes.list.empty()) return;
  // The title in the interface's language: a title given in several keeps the others.
  s.scenes.list[static_cast<std::size_t>(s.scenes.current)].title.set_shown(title);
  s.state_changed = true;
}

void move_scene(AppState& s, int direction) {
  const int to = s.scenes.current + direction;
  if (s.scenes.list.empty() || to < 0 || to >= scene_count(s)) return;
  std::swap(s.scenes.list[static_cast<std::size_t>(s.scenes.current)], s.scenes.list[static_cast<std::size_t>(to)]);
  s.scenes.current = to;
  s.scenes.rename.clear();
  set_status(s, fmt(tr("Moved to {0}"), scene_label(s)));
  s.state_changed = true;
}

void delete_scene(AppState& s) {
  if (s.scenes.list.empty()) return;
  const std::string gone = scene_label(s);
  s.scenes.list.erase(s.scenes.list.begin() + s.scenes.current);
  s.scenes.rename.clear();
  s.scenes.undo.clear();  // the scene numbers they name have moved
  if (s.scenes.list.empty()) {
    s.scenes.current = 0;
    set_status(s, tr("Deleted the last scene: the lesson is one screen again"));
  } else {
    s.scenes.current = std::min(s.scenes.current, scene_count(s) - 1);
    Lesson own = screen_lesson(s);
    own.notes = s.scenes.lesson_notes;
    show(s, lesson_in_scene(std::move(own), s.scenes.list[static_cast<std::size_t>(s.scenes.current)]));
    set_status(s, fmt(tr("Deleted scene {0}; now {1}"), gone, scene_label(s)));
  }
  s.state_changed = true;
}

void set_presenter(AppState& s, bool on, double now) {
  if (on == s.presenter) return;
  s.presenter = on;
  if (on) {
    s.controls_before_presenter = s.show_controls;
    s.show_controls = false;
    s.presenter_since = now;
#ifdef __EMSCRIPTEN__
    set_status(s, tr("Presenter window: notes, the next scene and the clock in a window of its own; PageDown / "
                     "PageUp in either window; closing it, or View ▸ Presenter window, ends it"));
#else
    set_status(s, tr("Presenter window: notes, the next scene and the clock on this screen; PageDown / PageUp in "
                     "either window; F5 or Ctrl+W closes it"));
#endif
  } else {
    s.show_controls = s.controls_before_presenter;
  }
  s.state_changed = true;
}

}  // namespace attn::app
