#include "model/lesson_file.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <stdexcept>
#include <utility>

#include "core/teaching/text.hpp"
#include "io/atomic_file.hpp"
#include "io/dir_listing.hpp"
#include "io/gguf.hpp"
#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
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
        f.fail(row.name, fmt(tr("cannot be given with \"{0}\": {1}"), other.name, other.write(l).dump()));
      }
    }
  }
  if (l.quiz.row > 0) {
    if (l.focused_head == 0) f.fail("quiz", tr("needs a head open (\"focused_head\" from 1)"));
    // The sentence of each language the source is given in: the shortest.
    long long tokens = std::numeric_limits<long long>::max();
    for (const LessonText::Entry& e : l.source.entries()) {
      tokens = std::min(tokens, static_cast<long long>(tokenize(e.text).size()) * l.repeat);
    }
    if (l.source.entries().empty()) tokens = 0;
    if (l.checkpoint.empty() && l.model.empty() && l.quiz.row > tokens) {
      f.fail("quiz", fmt(trn("asks for row {0}, but the source has {1} token",
                             "asks for row {0}, but the source has {1} tokens", static_cast<std::uint64_t>(tokens)),
                         l.quiz.row, tokens));
    }
  }
}

// And what a scene must keep besides: its open head among its heads, and the lesson's inline
// weights of its D.
void check_scene(const Lesson& shown, const io::JsonFields& f) {
  check_rules(shown, f);
  if (shown.focused_head > shown.heads) {
    f.fail("focused_head", fmt(trn("is head {0}, but the scene has {1} head", "is head {0}, but the scene has {1} heads",
                                   static_cast<std::uint64_t>(shown.heads)),
                               shown.focused_head, shown.heads));
  }
  if (shown.weights && shown.weights->w_q.rows() != shown.d_model) {
    const auto d = static_cast<long long>(shown.weights->w_q.rows());
    f.fail("d_model", fmt(tr("is {0}, but the lesson's weights are {1}×{1}"), shown.d_model, d));
  }
}

// A scene names only its text (title, notes), the fields a scene sets and those older lessons had.
void check_scene_keys(const json& s, const io::JsonFields& f) {
  for (const auto& [key, value] : s.items()) {
    (void)value;
    bool known = false;
    for (const Field<LessonScene>& row : scene_text_fields()) known = known || row.name == key;
    for (const Field<Lesson>& row : lesson_fields()) known = known || (row.name == key && (row.scene || row.written == Written::Never));
    if (known) continue;
    std::string list;
    for (const Field<LessonScene>& row : scene_text_fields()) list += (list.empty() ? "" : ", ") + row.name;
    for (const std::string& name : scene_fields()) list += ", " + name;
    f.fail(key, fmt(tr("is not a scene's field (a scene sets {0})"), list));
  }
}

// A scene's title for a message about it: " \"title\"" in the interface's language, or nothing
// when it has none that reads.
std::string title_of_scene(const json& s) {
  if (!s.is_object()) return "";
  try {
    const std::string title = LanguagesCodec{}.read(fields_of(s), "title", LessonText()).shown();
    return title.empty() ? "" : " \"" + title + "\"";
  } catch (const std::exception&) {
    return "";
  }
}

// A model named by its repository (ORG/NAME, from the Hugging Face cache) or by Ollama's name
// ("ollama:NAME:TAG") rather than by a path.
bool names_no_path(const std::string& p, const std::string& folder) {
  return p.rfind("ollama:", 0) == 0 || !io::repo_reference(p, folder).empty();
}

// A checkpoint or model folder a scene names itself must be there (the lesson's own is
// opened, or refused, as a lesson without scenes); the Diff's are checked when compared.
void check_scene_paths(const json& s, const io::JsonFields& f, Lesson& shown, const std::string& folder) {
  if (folder.empty()) return;
  for (const Field<Lesson>& row : lesson_fields()) {
    if (!row.scene || !row.paths || !s.contains(row.name)) continue;
    row.paths(shown, [&](std::string& p, PathKind kind) {
      if (p.empty() || kind == PathKind::Unchecked || kind == PathKind::Model) return;
      if (kind == PathKind::ModelFolder && names_no_path(p, folder)) return;  // ORG/NAME, ollama:NAME
      const std::string path = lesson_file_path(folder, p);
      if (kind == PathKind::ModelFolder && !io::platform::file_info(path + "/config.json").is_file &&
          !(io::is_gguf_path(path) && io::platform::file_info(path).is_file)) {
        f.fail(row.name, fmt(tr("{0} is not a model folder (no config.json there)"), path));
      }
      if (kind == PathKind::File && !io::platform::file_info(path).is_file) {
        f.fail(row.name, fmt(tr("{0} is not a file"), path));
      }
    });
  }
}

// What the scenes of "scenes" hold, read onto the lesson's own fields: each scene's full
// settings, in order. A scene that does not parse is left out with its problem named; the
// next one starts from the scene before it. `given`: the lesson in the file's order, whose
// texts' languages keep it (null: in the order of their tags).
void read_scenes(const json& j, Lesson& l, const std::string& folder, const nlohmann::ordered_json* given) {
  const io::JsonFields top = fields_of(j);
  const json* scenes = top.find("scenes");
  if (scenes == nullptr) return;
  if (!scenes->is_array()) top.fail("scenes", fmt(tr("must be a list of scenes, got {0}"), io::json_brief(*scenes)));
  if (scenes->size() > static_cast<std::size_t>(kMaxScenes)) {
    top.fail("scenes", fmt(tr("holds {0} scenes; a lesson holds at most {1}"), scenes->size(), kMaxScenes));
  }
  static const Lesson kDefault{};
  Lesson shown = l;  // the scene's settings over the lesson's own fields (its weights, for the rules)
  SceneSettings before = l;
  for (std::size_t i = 0; i < scenes->size(); ++i) {
    const json& s = (*scenes)[i];
    try {
      if (!s.is_object()) throw std::runtime_error(fmt(tr("must be an object, got {0}"), io::json_brief(s)));
      const io::JsonFields f = fields_of(s);
      LessonScene scene;
      for (const Field<LessonScene>& row : scene_text_fields()) row.read(f, scene);
      if (given != nullptr) keep_language_order(scene_text_fields(), given->at("scenes").at(i), scene);
      check_scene_keys(s, f);
      static_cast<SceneSettings&>(shown) = before;
      for (const Field<Lesson>& row : lesson_fields()) {
        if (!row.scene) continue;
        if (!row.inherited) row.copy(kDefault, shown);  // a question is asked once: the next scene does not repeat it
        row.read(f, shown);
      }
      check_scene_paths(s, f, shown, folder);
      check_scene(shown, f);
      if (given != nullptr) keep_language_order(lesson_fields(), given->at("scenes").at(i), shown);
      scene.settings = shown;
      before = scene.settings;
      l.scenes.push_back(std::move(scene));
    } catch (const std::exception& e) {
      // TRANSLATORS: {1} is the scene's title in quotes after a space, or nothing.
      l.scene_problems.push_back(fmt(tr("scene {0}{1} is left out: {2}"), i + 1, title_of_scene(s), e.what()));
    }
  }
}

// Every path the lesson names, its own and its scenes', through `change`.
// A model named by its repository ("HuggingFaceTB/SmolLM2-135M") is no path: it is left as
// it is, and opened from the Hugging Face cache.
void for_each_path(Lesson& l, const std::string& folder, const std::function<void(std::string&)>& change) {
  const PathVisitor visit = [&](std::string& p, PathKind kind) {
    if ((kind == PathKind::ModelFolder || kind == PathKind::Model) && names_no_path(p, folder)) return;
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
    throw std::out_of_range(fmt(tr("there is no scene {0} (the lesson has {1})"), k + 1, l.scenes.size()));
  }
  Lesson own = l;
  own.scenes.clear();
  return lesson_in_scene(std::move(own), l.scenes[static_cast<std::size_t>(k)]);
}

std::string lesson_file_path(const std::string& folder, const std::string& path) {
  if (folder.empty() || path.empty() || io::platform::is_absolute(path)) return path;
  return folder.back() == '/' ? folder + path : folder + "/" + path;
}

namespace {

Lesson lesson_from(const json& j, const std::string& folder, const nlohmann::ordered_json* given) {
  if (!j.is_object()) throw std::runtime_error(tr("a lesson must be a JSON object"));
  const io::JsonFields f = fields_of(j);
  if (!f.has("version")) f.fail("version", fmt(tr("is missing (this format is version {0})"), kLessonVersion));
  const long long version = f.integer("version", 1, std::numeric_limits<int>::max());
  if (version > kLessonVersion) {
    throw std::runtime_error(fmt(tr("this lesson is format version {0}, written by a newer Attention Explorer; "
                                    "this one reads version {1}"),
                                 version, kLessonVersion));
  }
  Lesson l;
  for (const Field<Lesson>& row : lesson_fields()) {
    if (!row.required.empty() && !f.has(row.name)) {
      f.fail(row.name, fmt(tr("is missing ({0})"), tr(row.required.c_str())));
    }
    row.read(f, l);
  }
  if (given != nullptr) keep_language_order(lesson_fields(), *given, l);
  check_rules(l, f);
  read_scenes(j, l, folder, given);
  if (!folder.empty()) for_each_path(l, folder, [&](std::string& p) { p = lesson_file_path(folder, p); });
  return l;
}

}  // namespace

Lesson lesson_from_json(const json& j, const std::string& folder) { return lesson_from(j, folder, nullptr); }

Lesson lesson_from_json(const nlohmann::ordered_json& j, const std::string& folder) {
  return lesson_from(json(j), folder, &j);
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
  std::vector<nlohmann::ordered_json> before(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    if (rows[i].scene) before[i] = rows[i].write(shown);
  }
  for (const LessonScene& scene : l.scenes) {
    nlohmann::ordered_json s;
    for (const Field<LessonScene>& row : scene_text_fields()) {
      if (row.written == Written::Always || !is_default(row, scene)) s[row.name] = row.write(scene);
    }
    static_cast<SceneSettings&>(shown) = scene.settings;
    for (std::size_t i = 0; i < rows.size(); ++i) {
      if (!rows[i].scene) continue;
      nlohmann::ordered_json value = rows[i].write(shown);
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
  nlohmann::ordered_json j;  // in the file's order: a text's languages keep theirs
  try {
    j = nlohmann::ordered_json::parse(text);
  } catch (const nlohmann::ordered_json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error(fmt(tr("{0}: not valid JSON ({1})"), path, std::string(e.what()).substr(0, 200)));
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
