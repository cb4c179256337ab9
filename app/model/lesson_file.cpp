#include "model/lesson_file.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <limits>
#include <stdexcept>

#include "io/atomic_file.hpp"
#include "core/teaching/text.hpp"
#include "io/case_json.hpp"
#include "model/limits.hpp"
#include "model/rules.hpp"
#include "model/views.hpp"
#include "view/colormap.hpp"
#include "io/platform.hpp"

namespace attn::app {
namespace {
using nlohmann::json;

std::vector<std::string> colormap_names() {
  std::vector<std::string> out;
  for (const view::ColorMapId id : view::kSequentialMaps) out.emplace_back(view::colormap_name(id));
  return out;
}

std::runtime_error field_error(const std::string& field, const std::string& problem) {
  return std::runtime_error("'" + field + "' " + problem);
}

std::string get_string(const json& j, const char* field, const std::string& fallback) {
  if (!j.contains(field)) return fallback;
  const json& v = j.at(field);
  if (!v.is_string()) throw field_error(field, "must be a string, got " + v.dump());
  return v.get<std::string>();
}

long long get_integer(const json& j, const char* field, long long fallback, long long lo,
                      long long hi) {
  if (!j.contains(field)) return fallback;
  const json& v = j.at(field);
  if (!v.is_number_integer()) throw field_error(field, "must be an integer, got " + v.dump());
  long long value = 0;
  if (v.is_number_unsigned()) {
    const auto u = v.get<unsigned long long>();
    if (u > static_cast<unsigned long long>(hi)) {
      throw field_error(field, "must be between " + std::to_string(lo) + " and " +
                                   std::to_string(hi) + ", got " + v.dump());
    }
    value = static_cast<long long>(u);
  } else {
    value = v.get<long long>();
  }
  if (value < lo || value > hi) {
    throw field_error(field, "must be between " + std::to_string(lo) + " and " +
                                 std::to_string(hi) + ", got " + v.dump());
  }
  return value;
}

float get_number(const json& j, const char* field, float fallback, float lo, float hi) {
  if (!j.contains(field)) return fallback;
  const json& v = j.at(field);
  if (!v.is_number()) throw field_error(field, "must be a number, got " + v.dump());
  const double value = v.get<double>();
  if (!std::isfinite(value) || value < lo || value > hi) {
    throw field_error(field, "must be between " + json(lo).dump() + " and " + json(hi).dump() +
                                 ", got " + v.dump());
  }
  return static_cast<float>(value);
}

bool get_bool(const json& j, const char* field, bool fallback) {
  if (!j.contains(field)) return fallback;
  const json& v = j.at(field);
  if (!v.is_boolean()) throw field_error(field, "must be true or false, got " + v.dump());
  return v.get<bool>();
}

std::string get_choice(const json& j, const char* field, const std::string& fallback,
                       const std::vector<std::string>& choices) {
  const std::string value = get_string(j, field, fallback);
  std::string list;
  for (const std::string& c : choices) {
    if (value == c) return value;
    list += list.empty() ? "" : ", ";
    list += c;
  }
  throw field_error(field, "must be one of " + list + ", got \"" + value + "\"");
}

// What the scenes of "scenes" hold, read onto the lesson's own fields `base` (the scene
// fields of the lesson, a JSON object): each scene's full settings, in order. A scene that
// does not parse is left out with its problem named; the next one starts from the scene
// before it.
void read_scenes(const json& j, Lesson& l, const std::string& folder) {
  if (!j.contains("scenes")) return;
  const json& scenes = j.at("scenes");
  if (!scenes.is_array()) throw field_error("scenes", "must be a list of scenes, got " + scenes.dump().substr(0, 80));
  if (scenes.size() > static_cast<std::size_t>(kMaxScenes)) {
    throw field_error("scenes", "holds " + std::to_string(scenes.size()) + " scenes; a lesson holds at most " +
                                    std::to_string(kMaxScenes));
  }
  const std::vector<std::string>& fields = scene_fields();
  json lesson = lesson_to_json(l);
  json before = scene_settings_of(l);
  for (std::size_t i = 0; i < scenes.size(); ++i) {
    const json& s = scenes[i];
    const std::string name = "scene " + std::to_string(i + 1);
    try {
      if (!s.is_object()) throw std::runtime_error("must be an object, got " + s.dump().substr(0, 80));
      LessonScene scene;
      scene.title = get_string(s, "title", "");
      scene.notes = get_string(s, "notes", "");
      json settings = before;
      settings["quiz"] = nullptr;  // a question is asked once: the next scene does not repeat it
      for (const auto& [key, value] : s.items()) {
        if (key == "title" || key == "notes" || key == "checkpoint_text") continue;  // the last: older lessons'
        if (std::find(fields.begin(), fields.end(), key) == fields.end()) {
          std::string list;
          for (const std::string& f : fields) list += (list.empty() ? "" : ", ") + f;
          throw field_error(key, "is not a scene's field (a scene sets title, notes, " + list + ")");
        }
        settings[key] = value;
      }
      // A checkpoint or model folder the scene names itself: read from the lesson's folder,
      // and there (the lesson's own is opened, or refused, as a lesson without scenes).
      for (const char* key : {"checkpoint", "model"}) {
        if (!s.contains(key) || !settings.at(key).is_string()) continue;
        std::string p = settings.at(key).get<std::string>();
        if (p.empty()) continue;
        if (!folder.empty() && !io::platform::is_absolute(p)) p = folder + "/" + p;
        settings[key] = p;
        if (folder.empty()) continue;
        const bool model = std::string(key) == "model";
        if (model ? !io::platform::file_info(p + "/config.json").is_file : !io::platform::file_info(p).is_file) {
          throw field_error(key, p + (model ? " is not a model folder (no config.json there)" : " is not a file"));
        }
      }
      // The Diff's two checkpoints likewise (checked when compared: a scene may name a file
      // a run will write).
      if (settings.contains("diff") && settings["diff"].is_object() && settings["diff"].contains("checkpoints") &&
          settings["diff"]["checkpoints"].is_array() && !folder.empty()) {
        for (json& p : settings["diff"]["checkpoints"]) {
          if (p.is_string() && !p.get<std::string>().empty() && p.get<std::string>().front() != '/') {
            p = folder + "/" + p.get<std::string>();
          }
        }
      }
      json whole = lesson;
      for (const auto& [key, value] : settings.items()) whole[key] = value;
      const Lesson shown = lesson_from_json(whole);  // names the field and the problem
      if (shown.focused_head > shown.heads) {
        throw field_error("focused_head", "is head " + std::to_string(shown.focused_head) + ", but the scene has " +
                                              std::to_string(shown.heads) + " heads");
      }
      scene.settings = scene_settings_of(shown);
      before = scene.settings;
      l.scenes.push_back(std::move(scene));
    } catch (const std::exception& e) {
      const std::string title = s.is_object() && s.contains("title") && s.at("title").is_string()
                                    ? " \"" + s.at("title").get<std::string>() + "\""
                                    : "";
      l.scene_problems.push_back(name + title + " is left out: " + e.what());
    }
  }
}

}  // namespace

json diff_json(const Lesson& l) {
  json d = {{"between", l.diff_between}, {"heads", {l.diff_head_a, l.diff_head_b}}};
  if (!l.diff_sentence.empty()) d["sentence"] = l.diff_sentence;
  if (l.diff_attention != "encoder") d["attention"] = l.diff_attention;
  if (l.diff_head != 1) d["head"] = l.diff_head;
  if (l.diff_layer_a != 1 || l.diff_layer_b != 2) d["layers"] = {l.diff_layer_a, l.diff_layer_b};
  if (l.diff_step_a != 0 || l.diff_step_b != -1) d["steps"] = {l.diff_step_a, l.diff_step_b};
  if (!l.diff_checkpoint_a.empty() || !l.diff_checkpoint_b.empty()) {
    d["checkpoints"] = {l.diff_checkpoint_a, l.diff_checkpoint_b};
  }
  return d;
}

bool diff_is_default(const Lesson& l) { return diff_json(l) == diff_json(Lesson{}); }

void copy_diff(Lesson& to, const Lesson& from) {
  to.diff_between = from.diff_between;
  to.diff_head_a = from.diff_head_a;
  to.diff_head_b = from.diff_head_b;
  to.diff_sentence = from.diff_sentence;
  to.diff_attention = from.diff_attention;
  to.diff_head = from.diff_head;
  to.diff_layer_a = from.diff_layer_a;
  to.diff_layer_b = from.diff_layer_b;
  to.diff_step_a = from.diff_step_a;
  to.diff_step_b = from.diff_step_b;
  to.diff_checkpoint_a = from.diff_checkpoint_a;
  to.diff_checkpoint_b = from.diff_checkpoint_b;
}

const std::vector<std::string>& scene_fields() {
  static const std::vector<std::string> fields{"source",      "repeat", "target",       "d_model",
                                               "heads",       "seed",   "designed",     "causal",
                                               "scale",       "temperature", "view",    "focused_head",
                                               "checkpoint",  "model", "quiz", "diff"};
  return fields;
}

json scene_settings_of(const Lesson& l) {
  json out = json::object();
  out["source"] = l.source;
  out["repeat"] = l.repeat;
  out["target"] = l.target;
  out["d_model"] = l.d_model;
  out["heads"] = l.heads;
  out["seed"] = l.seed;
  out["designed"] = l.designed;
  out["causal"] = l.causal;
  out["scale"] = l.scale;
  out["temperature"] = std::round(static_cast<double>(l.temperature) * 1e4) / 1e4;
  out["view"] = l.view;
  out["focused_head"] = l.focused_head;
  out["checkpoint"] = l.checkpoint;
  out["model"] = l.model;
  out["quiz"] = l.quiz_row > 0 ? json{{"row", l.quiz_row}} : json(nullptr);
  out["diff"] = diff_json(l);
  return out;
}

Lesson with_scene_settings(Lesson l, const json& settings) {
  json j = json::object();
  j["version"] = kLessonVersion;
  for (const auto& [key, value] : settings.items()) j[key] = value;
  if (!j.contains("source")) j["source"] = l.source;
  const Lesson t = lesson_from_json(j);
  for (const auto& [key, value] : settings.items()) {
    (void)value;
    if (key == "source") l.source = t.source;
    if (key == "repeat") l.repeat = t.repeat;
    if (key == "target") l.target = t.target;
    if (key == "d_model") l.d_model = t.d_model;
    if (key == "heads") l.heads = t.heads;
    if (key == "seed") l.seed = t.seed;
    if (key == "designed") l.designed = t.designed;
    if (key == "causal") l.causal = t.causal;
    if (key == "scale") l.scale = t.scale;
    if (key == "temperature") l.temperature = t.temperature;
    if (key == "view") l.view = t.view;
    if (key == "focused_head") l.focused_head = t.focused_head;
    if (key == "checkpoint") l.checkpoint = t.checkpoint;
    if (key == "model") l.model = t.model;
    if (key == "quiz") l.quiz_row = t.quiz_row;
    if (key == "diff") copy_diff(l, t);
  }
  if (l.designed) l.weights.reset();  // the designed heads replace weights given inline
  return l;
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

Lesson lesson_from_json(const json& j, const std::string& folder) {
  if (!j.is_object()) throw std::runtime_error("a lesson must be a JSON object");
  if (!j.contains("version")) throw field_error("version", "is missing (this format is version 1)");
  const long long version = get_integer(j, "version", 0, 1, std::numeric_limits<int>::max());
  if (version > kLessonVersion) {
    throw std::runtime_error("this lesson is format version " + std::to_string(version) +
                             ", written by a newer Attention Explorer; this one reads version " +
                             std::to_string(kLessonVersion));
  }
  if (!j.contains("source")) throw field_error("source", "is missing (the source sentence)");
  Lesson l;
  l.title = get_string(j, "title", l.title);
  l.source = get_string(j, "source", l.source);
  l.repeat = static_cast<int>(get_integer(j, "repeat", l.repeat, 1, kMaxSourceTokens));
  l.target = get_string(j, "target", l.target);
  l.d_model = static_cast<int>(get_integer(j, "d_model", l.d_model, kMinDModel, kMaxDModel));
  l.heads = static_cast<int>(get_integer(j, "heads", l.heads, 1, kMaxHeads));
  if (const std::string problem = model_problem(l.d_model, l.heads); !problem.empty()) {
    throw field_error("heads", problem);
  }
  {
    if (j.contains("seed") && !(j.at("seed").is_number_integer() && j.at("seed") >= 0)) {
      throw field_error("seed", "must be a non-negative integer, got " + j.at("seed").dump());
    }
    if (j.contains("seed")) l.seed = j.at("seed").get<std::uint64_t>();
  }
  l.designed = get_bool(j, "designed", l.designed);
  if (j.contains("weights")) {
    try {
      l.weights = io::weights_from_json(j.at("weights"), l.d_model);
    } catch (const AttentionError& e) {
      throw std::runtime_error(std::string(e.what()) + " (d_model of the lesson is " +
                               std::to_string(l.d_model) + ")");
    }
    if (l.designed) throw field_error("weights", "cannot be given with \"designed\": true");
  }
  l.causal = get_bool(j, "causal", l.causal);
  l.scale = get_bool(j, "scale", l.scale);
  l.temperature = get_number(j, "temperature", l.temperature, kMinTemperature, kMaxTemperature);
  l.view = get_choice(j, "view", l.view, view_names());
  l.focused_head = static_cast<int>(get_integer(j, "focused_head", l.focused_head, 0, kMaxHeads));
  l.colormap = get_choice(j, "colormap", l.colormap, colormap_names());
  l.font_scale = get_number(j, "font_scale", l.font_scale, kMinFontScale, kMaxFontScale);
  l.theme = get_choice(j, "theme", l.theme, {"light", "dark"});
  l.notes = get_string(j, "notes", l.notes);
  l.checkpoint = get_string(j, "checkpoint", l.checkpoint);
  // "checkpoint_text" (older lessons: the sentence a checkpoint showed) is read and left:
  // every source reads the lesson's sentences.
  (void)get_string(j, "checkpoint_text", "");
  l.model = get_string(j, "model", l.model);
  if (j.contains("quiz") && !j.at("quiz").is_null()) {
    const json& q = j.at("quiz");
    if (!q.is_object() || !q.contains("row")) {
      throw field_error("quiz", "must be {\"row\": K}, the query row (from 1) of the open head to guess, got " + q.dump());
    }
    l.quiz_row = static_cast<int>(get_integer(q, "row", 0, 1, kMaxSourceTokens));
    if (l.focused_head == 0) throw field_error("quiz", "needs a head open (\"focused_head\" from 1)");
    const long long tokens = static_cast<long long>(tokenize(l.source).size()) * l.repeat;
    if (l.checkpoint.empty() && l.model.empty() && l.quiz_row > tokens) {
      throw field_error("quiz", "asks for row " + std::to_string(l.quiz_row) + ", but the source has " +
                                    std::to_string(tokens) + " tokens");
    }
  }
  if (j.contains("diff")) {
    const json& d = j.at("diff");
    if (!d.is_object()) throw field_error("diff", "must be an object such as {\"between\": \"mask\"}, got " + d.dump());
    l.diff_between = get_choice(d, "between", l.diff_between, {"mask", "heads", "sentences", "layers", "steps", "checkpoints"});
    l.diff_attention = get_choice(d, "attention", l.diff_attention, {"encoder", "decoder", "cross"});
    l.diff_head = static_cast<int>(get_integer(d, "head", l.diff_head, 1, kMaxHeads));
    auto pair_of = [&](const char* key, long long lo, long long hi, int* a, int* b) {
      if (!d.contains(key)) return;
      const json& p = d.at(key);
      if (!p.is_array() || p.size() != 2 || !p[0].is_number_integer() || !p[1].is_number_integer() ||
          p[0].get<long long>() < lo || p[1].get<long long>() < lo || p[0].get<long long>() > hi ||
          p[1].get<long long>() > hi) {
        throw field_error("diff", std::string("'") + key + "' must be two whole numbers from " + std::to_string(lo) +
                                      " to " + std::to_string(hi) + ", got " + p.dump());
      }
      *a = p[0].get<int>();
      *b = p[1].get<int>();
    };
    pair_of("layers", 1, 64, &l.diff_layer_a, &l.diff_layer_b);
    pair_of("steps", -1, 1'000'000'000, &l.diff_step_a, &l.diff_step_b);
    if (d.contains("checkpoints")) {
      const json& c = d.at("checkpoints");
      if (!c.is_array() || c.size() != 2 || !c[0].is_string() || !c[1].is_string()) {
        throw field_error("diff", "'checkpoints' must be two file names, got " + c.dump());
      }
      l.diff_checkpoint_a = c[0].get<std::string>();
      l.diff_checkpoint_b = c[1].get<std::string>();
      for (std::string* p : {&l.diff_checkpoint_a, &l.diff_checkpoint_b}) {
        if (!folder.empty() && !p->empty() && p->front() != '/') *p = folder + "/" + *p;
      }
    }
    if (d.contains("heads")) {
      const json& h = d.at("heads");
      if (!h.is_array() || h.size() != 2 || !h[0].is_number_integer() || !h[1].is_number_integer() ||
          h[0].get<long long>() < 1 || h[1].get<long long>() < 1 || h[0].get<long long>() > kMaxHeads ||
          h[1].get<long long>() > kMaxHeads) {
        throw field_error("diff", "'heads' must be two head numbers from 1 to " + std::to_string(kMaxHeads) +
                                      " (a head the model lacks is its last), got " + h.dump());
      }
      l.diff_head_a = h[0].get<int>();
      l.diff_head_b = h[1].get<int>();
    }
    l.diff_sentence = get_string(d, "sentence", l.diff_sentence);
  }
  if (!folder.empty()) {
    for (std::string* p : {&l.checkpoint, &l.model}) {
      if (!p->empty() && p->front() != '/') *p = folder + "/" + *p;
    }
  }
  read_scenes(j, l, folder);
  return l;
}

nlohmann::ordered_json lesson_to_json(const Lesson& l) {
  nlohmann::ordered_json j;
  j["version"] = kLessonVersion;
  j["title"] = l.title;
  j["source"] = l.source;
  if (l.repeat != 1) j["repeat"] = l.repeat;  // written only when used
  j["target"] = l.target;
  j["d_model"] = l.d_model;
  j["heads"] = l.heads;
  j["seed"] = l.seed;
  j["designed"] = l.designed;
  if (l.weights) j["weights"] = io::weights_to_json(*l.weights);
  j["causal"] = l.causal;
  j["scale"] = l.scale;
  // Rounded so that 0.7 is written as 0.7, not as the float's 0.699999988.
  j["temperature"] = std::round(static_cast<double>(l.temperature) * 1e4) / 1e4;
  j["view"] = l.view;
  j["focused_head"] = l.focused_head;
  j["colormap"] = l.colormap;
  j["font_scale"] = std::round(static_cast<double>(l.font_scale) * 1e4) / 1e4;
  j["theme"] = l.theme;
  j["notes"] = l.notes;
  if (!l.checkpoint.empty()) j["checkpoint"] = l.checkpoint;
  if (!l.model.empty()) j["model"] = l.model;
  if (l.quiz_row > 0) j["quiz"] = {{"row", l.quiz_row}};
  if (!diff_is_default(l)) j["diff"] = diff_json(l);
  if (!l.scenes.empty()) {
    // Each scene with what differs from the scene before (the first: from the lesson's own
    // fields), in the order of scene_fields().
    nlohmann::ordered_json scenes = nlohmann::ordered_json::array();
    json before = scene_settings_of(l);
    for (const LessonScene& scene : l.scenes) {
      nlohmann::ordered_json s;
      s["title"] = scene.title;
      if (!scene.notes.empty()) s["notes"] = scene.notes;
      for (const std::string& f : scene_fields()) {
        if (!scene.settings.contains(f)) continue;
        const json& v = scene.settings.at(f);
        if (f == "quiz") {
          if (!v.is_null()) s[f] = v;  // never inherited: written where it is asked
          continue;
        }
        if (!before.contains(f) || before.at(f) != v) s[f] = v;
      }
      before = scene.settings;
      scenes.push_back(std::move(s));
    }
    j["scenes"] = std::move(scenes);
  }
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
  // Paths in the lesson are read from its folder.
  const auto slash = path.find_last_of('/');
  const std::string folder = slash == std::string::npos ? "." : path.substr(0, slash);
  try {
    return lesson_from_json(j, folder);
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
}

void save_lesson(const std::string& path, const Lesson& lesson) {
  io::write_file_atomic(path, lesson_to_json(lesson).dump(2) + "\n");
}

}  // namespace attn::app
