#include "model/lessons.hpp"

#include <algorithm>
#include <exception>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/case_json.hpp"
#include "io/dir_listing.hpp"
#include "io/export_paths.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "io/weights_file.hpp"
#include "model/presets.hpp"
#include "model/rules.hpp"
#include "model/session.hpp"
#include "model/shipped_data.hpp"

namespace attn::app {
namespace {

bool file_exists(const std::string& path) {
  return io::platform::file_info(path).is_file;
}

// A sentence in every language with the one shown (in `language`) as the window has it.
LessonText with_shown(LessonText languages, const std::string& language, const std::string& shown) {
  if (languages.in(language) != shown) languages.set(language, shown);
  return languages;
}

}  // namespace

// The lesson's fields as the window holds them: the attention's settings and the Diff's
// comparison are the same parts in both; the rest under the window's names and numbering
// (heads from 0, views and colour maps by value). tests/test_lesson_fields.cpp sends every
// field of the table through here and back.
void apply_screen(AppState& s, const app::Lesson& l) {
  s.title = l.title;
  s.sentence_language = i18n::language();
  s.source_languages = l.source;
  s.target_languages = l.target;
  s.source_text = l.source.in(s.sentence_language);
  s.source_repeat = l.repeat;
  s.target_text = l.target.in(s.sentence_language);
  s.notes = l.notes;
  s.checkpoint = l.checkpoint;
  s.need_checkpoint_open = !l.checkpoint.empty();
  s.pretrained.folder = l.model;
  s.pretrained.need_open = !l.model.empty();
  if (l.image != s.picture) {
    s.picture = l.image;
    if (!l.image.empty()) s.commands.push_back(SetModelPicture{l.image});
  }
  s.layers.show = l.layers.show == "flow" ? 1 : l.layers.show == "explanation" ? 2 : 0;
  s.layers.query = l.layers.query;
  s.layers.of = l.layers.of == "training" ? 1 : l.layers.of == "model" ? 2 : 0;
  static_cast<AttentionSettings&>(s.model) = l;
  s.model.weights = l.weights;
  // TRANSLATORS: where the weights come from, as in "Weights: the lesson".
  s.model.weights_name = l.weights ? tr("the lesson") : "";
  s.view = view_from_name(l.view).value_or(View::Heads);
  s.focused_head = l.focused_head - 1;
  s.diff = l.diff;
  // A question the scene asks (the score stays).
  s.quiz.head = l.quiz.row > 0 ? s.focused_head : -1;
  s.quiz.row = l.quiz.row - 1;
  s.quiz.picked = -1;
  s.quiz.revealed = false;
  s.quiz.message.clear();
  s.quiz.which = false;
  s.quiz.names.clear();
  s.quiz.answer = s.quiz.chosen = -1;
  view::ColorMapId cmap = view::ColorMapId::Viridis;
  if (view::colormap_from_name(l.colormap.c_str(), &cmap)) s.colormap = cmap;
  s.font_scale = std::clamp(l.font_scale, kMinFontScale, kMaxFontScale);
  s.light_theme = l.theme != "dark";
  s.need_recompute = s.need_maps = s.need_fonts = s.need_style = true;
  s.state_changed = true;
}

app::Lesson screen_lesson(const AppState& s) {
  app::Lesson l;
  l.title = s.title;
  l.source = with_shown(s.source_languages, s.sentence_language, s.source_text);
  l.repeat = s.source_repeat;
  l.target = with_shown(s.target_languages, s.sentence_language, s.target_text);
  l.notes = s.notes;
  l.checkpoint = s.checkpoint;
  l.model = s.pretrained.folder;
  l.image = s.picture;
  const char* shows[] = {"rollout", "flow", "explanation"};
  l.layers.show = shows[std::clamp(s.layers.show, 0, 2)];
  l.layers.query = s.layers.query;
  l.layers.of = s.layers.of == 1 ? "training" : s.layers.of == 2 ? "model" : "";
  static_cast<AttentionSettings&>(l) = s.model;
  if (!s.model.designed) l.weights = s.model.weights;
  l.view = view_name(s.view);
  l.focused_head = s.focused_head + 1;
  l.diff = s.diff;
  // Numbers a lesson file can hold (from 1, a head of the model).
  l.diff.head_a = std::clamp(s.diff.head_a, 0, std::max(1, s.model.heads) - 1);
  l.diff.head_b = std::clamp(s.diff.head_b, 0, std::max(1, s.model.heads) - 1);
  l.diff.head = std::max(0, s.diff.head);
  l.diff.layer_a = std::max(0, s.diff.layer_a);
  l.diff.layer_b = std::max(0, s.diff.layer_b);
  l.quiz.row = s.quiz.row >= 0 && s.quiz.head == s.focused_head && s.focused_head >= 0 ? s.quiz.row + 1 : 0;
  l.colormap = view::colormap_name(s.colormap);
  l.font_scale = s.font_scale;
  l.theme = s.light_theme ? "light" : "dark";
  return l;
}

void apply_lesson(AppState& s, const app::Lesson& l) {
  s.scenes = SceneState{};
  if (l.scenes.empty()) {
    apply_screen(s, l);
    return;
  }
  s.scenes.list = l.scenes;
  s.scenes.lesson_notes = l.notes;
  s.scenes.current = std::clamp(l.open_scene, 0, static_cast<int>(l.scenes.size()) - 1);
  apply_screen(s, app::lesson_at_scene(l, s.scenes.current));
}

app::Lesson lesson_from_state(const AppState& s) {
  app::Lesson screen = screen_lesson(s);
  if (s.scenes.list.empty()) return screen;
  // The screen is the current scene's (saving stores it there); the lesson's own fields are
  // where the first scene starts.
  std::vector<app::LessonScene> scenes = s.scenes.list;
  const auto k = static_cast<std::size_t>(std::clamp(s.scenes.current, 0, static_cast<int>(scenes.size()) - 1));
  scenes[k].settings = app::scene_settings_of(screen);
  // A scene without notes of its own shows the lesson's, and keeps none.
  if (!(scenes[k].notes.empty() && screen.notes == s.scenes.lesson_notes)) scenes[k].notes = screen.notes;
  app::Lesson own = app::with_scene_settings(std::move(screen), scenes.front().settings);
  own.notes = s.scenes.lesson_notes;
  own.scenes = std::move(scenes);
  own.open_scene = static_cast<int>(k);
  return own;
}

app::Lesson stored_lesson(const AppState& s) {
  app::Lesson l = lesson_from_state(s);
  if (s.scenes.list.empty()) return l;
  l = app::with_scene_settings(std::move(l), s.scenes.list.front().settings);
  l.scenes = s.scenes.list;
  l.open_scene = 0;
  return l;
}

void follow_language(AppState& s) {
  const std::string now = i18n::language();
  if (now == s.sentence_language) return;
  s.source_languages = with_shown(std::move(s.source_languages), s.sentence_language, s.source_text);
  s.target_languages = with_shown(std::move(s.target_languages), s.sentence_language, s.target_text);
  s.sentence_language = now;
  std::string source = s.source_languages.in(now), target = s.target_languages.in(now);
  if (source == s.source_text && target == s.target_text) return;
  s.source_text = std::move(source);
  s.target_text = std::move(target);
  s.need_recompute = true;
  s.state_changed = true;
}

app::Lesson builtin_lesson() {
  app::Lesson l;
  const Preset& p = kPresets[0];
  // Made in the interface's language of the moment: a lesson's own words once made.
  l.title = tr("Adjectives update nouns");
  l.source = p.source;
  l.target = p.target;
  l.d_model = 128;
  l.heads = 4;
  l.designed = true;
  l.notes = tr(p.note);
  return l;
}

std::string find_default_lesson() {
  const std::string dir = shipped_data_dir();
  if (dir.empty()) return "";
  const std::string path = dir + "/lessons/default.lesson.json";
  return file_exists(path) ? path : "";
}

bool open_lesson(AppState& s, const std::string& path, bool remember) {
  try {
    const app::Lesson l = app::load_lesson(path);
    apply_lesson(s, l);
    s.lesson_path = io::absolute_path(path);
    mark_saved(s);
    if (remember) remember_recent(s, s.lesson_path);
    if (!l.scene_problems.empty()) {
      // The other scenes are there; the first one left out is named, and how many.
      const std::size_t more = l.scene_problems.size() - 1;
      set_status(s,
                 more == 0 ? fmt(tr("Opened {0}, but {1}"), path, l.scene_problems.front())
                           : fmt(trn("Opened {0}, but {1} (and {2} more scene left out)",
                                     "Opened {0}, but {1} (and {2} more scenes left out)", more),
                                 path, l.scene_problems.front(), more),
                 true);
    } else {
      std::string opened =
          l.title.empty() ? fmt(tr("Opened {0}"), path) : fmt(tr("Opened {0}: {1}"), path, l.title.shown());
      if (!l.scenes.empty()) {
        opened = fmt(trn("{0} ({1} scene: PageDown for the next)", "{0} ({1} scenes: PageDown for the next)",
                         l.scenes.size()),
                     opened, l.scenes.size());
      }
      set_status(s, opened);
    }
    return true;
  } catch (const std::exception& e) {
    set_status(s, fmt(tr("Could not open the lesson: {0}"), e.what()), true);
    return false;
  }
}

bool save_lesson_as(AppState& s, const std::string& path) {
  try {
    io::remove_stale_temporaries(path);
    app::save_lesson(path, lesson_from_state(s));
    s.lesson_path = io::absolute_path(path);
    mark_saved(s);
    remember_recent(s, s.lesson_path);
    set_status(s, fmt(tr("Saved {0}"), path));
    return true;
  } catch (const std::exception& e) {
    set_status(s, fmt(tr("Could not save the lesson: {0}"), e.what()), true);
    return false;
  }
}

bool load_weights(AppState& s, const std::string& path) {
  try {
    MhaWeights w = io::load_weights_file(path);
    const int d = static_cast<int>(w.w_q.rows());
    s.model.weights = std::move(w);
    const auto slash = path.find_last_of('/');
    s.model.weights_name = slash == std::string::npos ? path : path.substr(slash + 1);
    s.model.designed = false;
    s.model.d_model = d;
    s.model.heads = largest_head_count(d, s.model.heads);
    if (s.focused_head >= s.model.heads) s.focused_head = -1;
    s.need_recompute = true;
    s.state_changed = true;
    set_status(s, fmt(tr("Weights from {0} (D = {1}, H = {2})"), s.model.weights_name, d, s.model.heads));
    return true;
  } catch (const std::exception& e) {
    set_status(s, e.what(), true);
    return false;
  }
}

void save_current_weights(AppState& state, const Results& results) {
  if (!results.source.ok) {
    set_status(state, tr("No weights to save: the model has no result yet (see the message above)"), true);
    return;
  }
  const MhaWeights& w = results.source.result.weights;
  // TRANSLATORS: what the weights are, in "Saved W_q, W_k, W_v, W_o (D = 64, designed) to …".
  const std::string kind = state.model.designed ? std::string(tr("designed"))
                           : state.model.weights ? fmt(tr("from {0}"), state.model.weights_name)
                                                 : std::string(tr("seeded random"));
  try {
    const std::string path = io::export_path("attention-weights", "json");
    io::save_weights_file(path, w);
    set_status(state, fmt(tr("Saved W_q, W_k, W_v, W_o (D = {0}, {1}) to {2}"), w.w_q.rows(), kind, path));
  } catch (const std::exception& e) {
    set_status(state, fmt(tr("Could not save the weights: {0}"), e.what()), true);
  }
}

}  // namespace attn::app
