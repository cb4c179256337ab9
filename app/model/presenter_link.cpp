#include "model/presenter_link.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <exception>
#include <utility>

#include "io/i18n.hpp"
#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "model/scenes.hpp"
#include "model/state.hpp"

namespace attn::app::presenter_link {
namespace {

using nlohmann::json;

// The message as JSON, or null when it is not an object with a type.
json parse_message(const std::string& text) {
  json m = json::parse(text, nullptr, false);
  if (m.is_discarded() || !m.is_object() || !m.contains("type") || !m["type"].is_string()) return nullptr;
  return m;
}

std::string string_field(const json& m, const char* key) {
  const auto it = m.find(key);
  return it != m.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// An integer field within [lo, hi], or `fallback` when absent, of another kind or outside.
int int_field(const json& m, const char* key, int lo, int hi, int fallback) {
  const auto it = m.find(key);
  if (it == m.end() || !it->is_number_integer()) return fallback;
  const long long v = it->get<long long>();
  return v < lo || v > hi ? fallback : static_cast<int>(v);
}

json addressed(const char* type, const std::string& id) { return json{{"type", type}, {"to", id}}; }

}  // namespace

std::string show_message(const AppState& state, const std::string& id, int width, int height, double elapsed) {
  const json m = {{"type", "show"},
                  {"id", id},
                  {"lesson", json::parse(lesson_to_json(stored_lesson(state)).dump())},
                  {"scene", state.scenes.current},
                  {"title", state.title.shown()},
                  {"notes", state.notes.shown()},
                  {"quiz", {state.quiz.asked, state.quiz.right}},
                  {"light", state.light_theme},
                  {"language", i18n::language()},
                  {"elapsed", static_cast<long long>(std::max(0.0, elapsed))},
                  {"width", width},
                  {"height", height}};
  return m.dump();
}

std::string close_message(const std::string& id) { return json{{"type", "close"}, {"id", id}}.dump(); }

Taken take_in_presenting_tab(AppState& state, const std::string& id, const std::string& message, double now) {
  Taken taken;
  const json m = parse_message(message);
  if (m.is_null()) return taken;
  const std::string type = m["type"].get<std::string>();
  const std::string to = string_field(m, "to");
  // A tab opened by hand says hello to anyone; everything else is for one tab.
  if (to != id && !(type == "hello" && to.empty())) return taken;
  if (type == "hello") {
    set_presenter(state, true, now);
    taken.acted = taken.linked = taken.send_again = true;
  } else if (type == "key") {
    const int key = int_field(m, "key", 0, 1 << 16, -1);
    if (key < 0 || !state.presenter) return taken;
    state.key_presses.push_back({key, int_field(m, "mods", 0, 0xff, 0)});
    taken.acted = true;
  } else if (type == "scene") {
    const int k = int_field(m, "scene", 0, 1 << 20, -1);
    if (k < 0 || !state.presenter) return taken;
    go_to_scene(state, std::min(k, std::max(0, scene_count(state) - 1)));
    taken.acted = true;
  } else if (type == "stop" || type == "bye") {
    set_presenter(state, false, now);
    taken.acted = taken.unlinked = true;
  }
  return taken;
}

std::string hello_message(const std::string& id) { return addressed("hello", id).dump(); }

std::string key_message(const std::string& id, int key, int mods) {
  json m = addressed("key", id);
  m["key"] = key;
  m["mods"] = mods;
  return m.dump();
}

std::string scene_message(const std::string& id, int scene) {
  json m = addressed("scene", id);
  m["scene"] = scene;
  return m.dump();
}

std::string stop_message(const std::string& id) { return addressed("stop", id).dump(); }
std::string bye_message(const std::string& id) { return addressed("bye", id).dump(); }

bool take_in_presenter_tab(AppState& state, PresenterTab& tab, const std::string& message, double now) {
  const json m = parse_message(message);
  if (m.is_null()) return false;
  const std::string type = m["type"].get<std::string>();
  const std::string from = string_field(m, "id");
  if (from.empty() || (!tab.id.empty() && from != tab.id)) return false;
  if (type == "close") {
    tab.closed = !tab.id.empty();  // a tab opened by hand and not yet shown anything stays
    return tab.closed;
  }
  if (type != "show") return false;
  tab.id = from;  // a tab opened by hand follows the first that answers
  const auto lesson = m.find("lesson");
  if (lesson != m.end() && lesson->is_object()) {
    std::string text = lesson->dump();
    if (text != tab.lesson) {
      try {
        apply_lesson(state, lesson_from_json(*lesson));
        tab.lesson = std::move(text);
      } catch (const std::exception& e) {
        set_status(state, fmt(tr("The presenting tab's lesson could not be read: {0}"), e.what()), true);
      }
    }
  }
  const std::string language = string_field(m, "language");
  if (!language.empty() && language != i18n::language()) static_cast<void>(i18n::set_language(language));
  tab.scene = int_field(m, "scene", 0, 1 << 20, 0);
  state.scenes.current = std::min(tab.scene, std::max(0, scene_count(state) - 1));
  state.title = LessonText(string_field(m, "title"));
  state.notes = LessonText(string_field(m, "notes"));
  const auto quiz = m.find("quiz");
  if (quiz != m.end() && quiz->is_array() && quiz->size() == 2 && (*quiz)[0].is_number_integer() &&
      (*quiz)[1].is_number_integer()) {
    state.quiz.asked = std::max(0, (*quiz)[0].get<int>());
    state.quiz.right = std::clamp((*quiz)[1].get<int>(), 0, state.quiz.asked);
  }
  const auto light = m.find("light");
  if (light != m.end() && light->is_boolean()) state.light_theme = light->get<bool>();
  state.presenter = true;
  state.presenter_since = now - int_field(m, "elapsed", 0, 1 << 30, 0);
  // The pictures' size, as the desktop's presenter takes the main window's.
  tab.width = std::clamp(int_field(m, "width", 1, 1 << 16, tab.width), 320, 4096);
  tab.height = std::clamp(int_field(m, "height", 1, 1 << 16, tab.height), 240, 4096);
  tab.shown = true;
  return true;
}

}  // namespace attn::app::presenter_link
