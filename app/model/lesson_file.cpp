#include "model/lesson_file.hpp"

#include <functional>
#include <limits>
#include <stdexcept>
#include <utility>

#include "core/teaching/text.hpp"
#include "io/atomic_file.hpp"
#include "io/dir_listing.hpp"
#include "io/hf_cache.hpp"
#include "io/json_fields.hpp"
#include "io/platform.hpp"
#include "model/lesson_fields.hpp"
#include "model/rules.hpp"

namespace attn::app {
namespace {
using nlohmann::json;

// The fields of a lesson or of a scene, read in the lesson's words: "'heads' must be ...",
// thrown as std::runtime_error. A null is a value (refused where a value is wanted).
io::JsonFields fields_of(const json& j) {
  return io::JsonFields(j, io::quoted_field(), [](const std::string& message) { throw std::runtime_error(message); },
                        io::JsonFields::Null::IsAValue);
}

// Scene settings held by a lesson, so that the table's rows (a lesson's) walk them.
Lesson as_lesson(SceneSettings settings) {
  Lesson l;
  static_cast<SceneSettings&>(l) = std::move(settings);
  return l;
}

// The rules between fields, for a lesson's own fields and for each scene's.
void check_rules(const Lesson& l, const io::JsonFields& f) {
  if (const std::string problem = model_problem(l.d_model, l.heads); !problem.empty()) f.fail("heads", problem);
  // A field given with the one it excludes (inline weights with the designed heads).
  for (const Field<Lesson>& row : lesson_fields()) {
    if (row.excludes.empty() || is_default(row, l)) continue;
    for (const Field<Lesson>& other : lesson_fields()) {
      if (other.name == row.excludes && !is_default(other, l)) {
        f.fail(row.name, "cannot be given with \"" + other.name + "\": " + other.write(l).dump());
      }
    }
  }
  if (l.quiz.row > 0) {
    if (l.focused_head == 0) f.fail("quiz", "needs a head open (\"focused_head\" from 1)");
    const long long tokens = static_cast<long long>(tokenize(l.source).size()) * l.repeat;
    if (l.checkpoint.empty() && l.model.empty() && l.quiz.row > tokens) {
      f.fail("quiz", "asks for row " + std::to_string(l.quiz.row) + ", but the source has " + std::to_string(tokens) +
                         " tokens");
    }
  }
}

// And what a scene must keep besides: its open head among its heads, and the lesson's inline
// weights of its D.
void check_scene(const Lesson& shown, const io::JsonFields& f) {
  check_rules(shown, f);
  if (shown.focused_head > shown.heads) {
    f.fail("focused_head", "is head " + std::to_string(shown.focused_head) + ", but the scene has " +
                               std::to_string(shown.heads) + " heads");
  }
  if (shown.weights && shown.weights->w_q.rows() != shown.d_model) {
    const std::string d = std::to_string(shown.weights->w_q.rows());
    f.fail("d_model", "is " + std::to_string(shown.d_model) + ", but the lesson's weights are " + d + "×" + d);
  }
}

// A scene names only title, notes, the fields a scene sets and those older lessons had.
void check_scene_keys(const json& s, const io::JsonFields& f) {
  for (const auto& [key, value] : s.items()) {
    (void)value;
    if (key == "title" || key == "notes") continue;
    bool known = false;
    for (const Field<Lesson>& row : lesson_fields()) known = known || (row.name == key && (row.scene || row.written == Written::Never));
    if (known) continue;
    std::string list;
    for (const std::string& name : scene_fields()) list += (list.empty() ? "" : ", ") + name;
    f.fail(key, "is not a scene's field (a scene sets title, notes, " + list + ")");
  }
}

// A checkpoint or model folder a scene names itself must be there (the lesson's own is
// opened, or refused, as a lesson without scenes); the Diff's are checked when compared.
void check_scene_paths(const json& s, const io::JsonFields& f, Lesson& shown, const std::string& folder) {
  if (folder.empty()) return;
  for (const Field<Lesson>& row : lesson_fields()) {
    if (!row.scene || !row.paths || !s.contains(row.name)) continue;
    row.paths(shown, [&](std::string& p, PathKind kind) {
      if (p.empty() || kind == PathKind::Unchecked) return;
      if (kind == PathKind::ModelFolder && !io::repo_reference(p, folder).empty()) return;  // ORG/NAME: from the cache
      const std::string path = lesson_file_path(folder, p);
      if (kind == PathKind::ModelFolder && !io::platform::file_info(path + "/config.json").is_file) {
        f.fail(row.name, path + " is not a model folder (no config.json there)");
      }
      if (kind == PathKind::File && !io::platform::file_info(path).is_file) f.fail(row.name, path + " is not a file");
    });
  }
}

// What the scenes of "scenes" hold, read onto the lesson's own fields: each scene's full
// settings, in order. A scene that does not parse is left out with its problem named; the
// next one starts from the scene before it.
void read_scenes(const json& j, Lesson& l, const std::string& folder) {
  const io::JsonFields top = fields_of(j);
  const json* scenes = top.find("scenes");
  if (scenes == nullptr) return;
  if (!scenes->is_array()) top.fail("scenes", "must be a list of scenes, got " + io::json_brief(*scenes));
  if (scenes->size() > static_cast<std::size_t>(kMaxScenes)) {
    top.fail("scenes", "holds " + std::to_string(scenes->size()) + " scenes; a lesson holds at most " +
                           std::to_string(kMaxScenes));
  }
  static const Lesson kDefault{};
  Lesson shown = l;  // the scene's settings over the lesson's own fields (its weights, for the rules)
  SceneSettings before = l;
  for (std::size_t i = 0; i < scenes->size(); ++i) {
    const json& s = (*scenes)[i];
    try {
      if (!s.is_object()) throw std::runtime_error("must be an object, got " + io::json_brief(s));
      const io::JsonFields f = fields_of(s);
      LessonScene scene;
      scene.title = f.text("title", "");
      scene.notes = f.text("notes", "");
      check_scene_keys(s, f);
      static_cast<SceneSettings&>(shown) = before;
      for (const Field<Lesson>& row : lesson_fields()) {
        if (!row.scene) continue;
        if (!row.inherited) row.copy(kDefault, shown);  // a question is asked once: the next scene does not repeat it
        row.read(f, shown);
      }
      check_scene_paths(s, f, shown, folder);
      check_scene(shown, f);
      scene.settings = shown;
      before = scene.settings;
      l.scenes.push_back(std::move(scene));
    } catch (const std::exception& e) {
      const std::string title = s.is_object() && s.contains("title") && s.at("title").is_string()
                                    ? " \"" + s.at("title").get<std::string>() + "\""
                                    : "";
      l.scene_problems.push_back("scene " + std::to_string(i + 1) + title + " is left out: " + e.what());
    }
  }
}

// Every path the lesson names, its own and its scenes', through `change`.
// A model named by its repository ("HuggingFaceTB/SmolLM2-135M") is no path: it is left as
// it is, and opened from the Hugging Face cache.
void for_each_path(Lesson& l, const std::string& folder, const std::function<void(std::string&)>& change) {
  const PathVisitor visit = [&](std::string& p, PathKind kind) {
    if (kind == PathKind::ModelFolder && !io::repo_reference(p, folder).empty()) return;
    change(p);
  };
  for (const Field<Lesson>& row : lesson_fields()) {
    if (row.paths) row.paths(l, visit);
  }
  for (LessonScene& scene : l.scenes) {
    Lesson shown = as_lesson(std::move(scene.settings));
    for (const Field<Lesson>& row : lesson_fields()) {
      if (row.scene && row.paths) row.paths(shown, visit);
    }
    scene.settings = std::move(static_cast<SceneSettings&>(shown));
  }
}

// The inverse of lesson_file_path: a path under `folder` relative to it.
std::string relative_to(const std::string& folder, const std::string& path) {
  if (folder.empty()) return path;
  const std::string prefix = folder.back() == '/' ? folder : folder + "/";
  if (path.size() <= prefix.size() || path.compare(0, prefix.size(), prefix) != 0) return path;
  std::string rest = path.substr(prefix.size());
  return io::platform::is_absolute(rest) ? path : rest;
}

}  // namespace

const std::vector<std::string>& scene_fields() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const Field<Lesson>& row : lesson_fields()) {
      if (row.scene) out.push_back(row.name);
    }
    return out;
  }();
  return names;
}

SceneSettings scene_settings_of(const Lesson& l) { return l; }

Lesson with_scene_settings(Lesson l, const SceneSettings& settings) {
  static_cast<SceneSettings&>(l) = settings;
  if (l.designed) l.weights.reset();  // the designed heads replace weights given inline
  return l;
}

json scene_settings_json(const SceneSettings& settings) {
  const Lesson shown = as_lesson(settings);
  json out = json::object();
  for (const Field<Lesson>& row : lesson_fields()) {
    if (row.scene) out[row.name] = row.write(shown);
  }
  return out;
}

Lesson lesson_in_scene(Lesson own, const LessonScene& scene) {
  own.scenes.clear();
  own.scene_problems.clear();
  Lesson out = with_scene_settings(std::move(own), scene.settings);
  if (!scene.notes.empty()) out.notes = scene.notes;
  out.open_scene = 0;
  return out;
}

Lesson lesson_at_scene(const Lesson& l, int k) {
  if (k < 0 || k >= static_cast<int>(l.scenes.size())) {
    throw std::out_of_range("there is no scene " + std::to_string(k + 1) + " (the lesson has " +
                            std::to_string(l.scenes.size()) + ")");
  }
  Lesson own = l;
  own.scenes.clear();
  return lesson_in_scene(std::move(own), l.scenes[static_cast<std::size_t>(k)]);
}

std::string lesson_file_path(const std::string& folder, const std::string& path) {
  if (folder.empty() || path.empty() || io::platform::is_absolute(path)) return path;
  return folder.back() == '/' ? folder + path : folder + "/" + path;
}

Lesson lesson_from_json(const json& j, const std::string& folder) {
  if (!j.is_object()) throw std::runtime_error("a lesson must be a JSON object");
  const io::JsonFields f = fields_of(j);
  if (!f.has("version")) f.fail("version", "is missing (this format is version 1)");
  const long long version = f.integer("version", 1, std::numeric_limits<int>::max());
  if (version > kLessonVersion) {
    throw std::runtime_error("this lesson is format version " + std::to_string(version) +
                             ", written by a newer Attention Explorer; this one reads version " +
                             std::to_string(kLessonVersion));
  }
  Lesson l;
  for (const Field<Lesson>& row : lesson_fields()) {
    if (!row.required.empty() && !f.has(row.name)) f.fail(row.name, "is missing (" + row.required + ")");
    row.read(f, l);
  }
  check_rules(l, f);
  read_scenes(j, l, folder);
  if (!folder.empty()) for_each_path(l, folder, [&](std::string& p) { p = lesson_file_path(folder, p); });
  return l;
}

nlohmann::ordered_json lesson_to_json(const Lesson& l) {
  nlohmann::ordered_json j;
  j["version"] = kLessonVersion;
  const std::vector<Field<Lesson>>& rows = lesson_fields();
  for (const Field<Lesson>& row : rows) {
    if (row.written == Written::Never || (row.written == Written::WhenSet && is_default(row, l))) continue;
    j[row.name] = row.write(l);
  }
  if (l.scenes.empty()) return j;
  // Each scene with what differs from the scene before (the first: from the lesson's own
  // fields), in the table's order; a question where it is asked.
  nlohmann::ordered_json scenes = nlohmann::ordered_json::array();
  Lesson shown = as_lesson(scene_settings_of(l));
  std::vector<json> before(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i].scene) before[i] = rows[i].write(shown);
  }
  for (const LessonScene& scene : l.scenes) {
    nlohmann::ordered_json s;
    s["title"] = scene.title;
    if (!scene.notes.empty()) s["notes"] = scene.notes;
    static_cast<SceneSettings&>(shown) = scene.settings;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      if (!rows[i].scene) continue;
      json value = rows[i].write(shown);
      if (rows[i].inherited ? value != before[i] : !is_default(rows[i], shown)) s[rows[i].name] = value;
      before[i] = std::move(value);
    }
    scenes.push_back(std::move(s));
  }
  j["scenes"] = std::move(scenes);
  return j;
}

Lesson load_lesson(const std::string& path) {
  std::string text;
  try {
    // Up to read_file's 64 MiB: a lesson that carries D = 512 weights inline is ~16 MB.
    text = io::read_file(path);
  } catch (const std::exception& e) {
    throw std::runtime_error(e.what());
  }
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error(path + ": not valid JSON (" + std::string(e.what()).substr(0, 200) + ")");
  }
  try {
    return lesson_from_json(j, io::directory_of(path));
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
}

std::string lesson_file_text(const Lesson& lesson, const std::string& path) {
  Lesson written = lesson;
  const std::string folder = io::directory_of(path);
  for_each_path(written, folder, [&](std::string& p) { p = relative_to(folder, p); });
  return lesson_to_json(written).dump(2) + "\n";
}

void save_lesson(const std::string& path, const Lesson& lesson) {
  io::write_file_atomic(path, lesson_file_text(lesson, path));
}

}  // namespace attn::app
