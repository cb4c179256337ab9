#include "model/session_files.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

#include "io/atomic_file.hpp"
#include "io/platform.hpp"

namespace attn::app {
namespace {
using nlohmann::json;

constexpr int kRecentVersion = 1;

bool is_absolute(const char* p) { return p != nullptr && p[0] == '/'; }

bool same_matrix(const Matrix& a, const Matrix& b) {
  return a.rows() == b.rows() && a.cols() == b.cols() && a == b;
}

json parse_json(const std::string& path, const std::string& text) {
  try {
    return json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error(path + ": not valid JSON (" + std::string(e.what()).substr(0, 200) + ")");
  }
}

// A file of a newer version than this program writes is refused, naming it.
void check_version(const std::string& path, const json& j) {
  if (j.contains("version") &&
      !(j.at("version").is_number_integer() && j.at("version").get<long long>() <= kRecentVersion)) {
    throw std::runtime_error(path + ": 'version' is " + j.at("version").dump() +
                             ", this program reads version " + std::to_string(kRecentVersion));
  }
}

}  // namespace

std::string data_directory(const char* xdg_data_home, const char* home) {
  if (is_absolute(xdg_data_home)) return std::string(xdg_data_home) + "/attention-explorer";
  if (is_absolute(home)) {
    std::string h = home;
    while (h.size() > 1 && h.back() == '/') h.pop_back();
    return (h == "/" ? "" : h) + "/.local/share/attention-explorer";
  }
  return "";
}

std::string data_directory() {
  const std::string windows = io::platform::app_data_directory();
  if (!windows.empty()) return windows + "/attention-explorer";
  return data_directory(io::platform::environment("XDG_DATA_HOME"), io::platform::environment("HOME"));
}

void make_directories(const std::string& dir) { io::platform::make_directories(dir); }

std::string autosave_text(const Lesson& lesson, const std::string& lesson_path) {
  nlohmann::ordered_json j = lesson_to_json(lesson);
  j["lesson_path"] = lesson_path;
  if (!lesson.scenes.empty()) j["scene"] = lesson.open_scene + 1;  // the scene shown, from 1
  return j.dump(2) + "\n";
}

Autosave load_autosave(const std::string& path) {
  const std::string text = io::read_file(path);
  const json j = parse_json(path, text);
  Autosave a;
  try {
    // Read again in the file's order: a text's languages keep theirs.
    a.lesson = lesson_from_json(nlohmann::ordered_json::parse(text));
    if (j.contains("lesson_path")) {
      if (!j.at("lesson_path").is_string()) {
        throw std::runtime_error("'lesson_path' must be a string, got " + j.at("lesson_path").dump());
      }
      a.lesson_path = j.at("lesson_path").get<std::string>();
    }
    if (j.contains("scene") && j.at("scene").is_number_integer() && !a.lesson.scenes.empty()) {
      a.lesson.open_scene = std::clamp(j.at("scene").get<int>() - 1, 0, static_cast<int>(a.lesson.scenes.size()) - 1);
    }
  } catch (const std::exception& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  return a;
}

std::vector<std::string> add_recent(std::vector<std::string> list, const std::string& path,
                                    std::size_t max) {
  list = remove_recent(std::move(list), path);
  list.insert(list.begin(), path);
  if (list.size() > max) list.resize(max);
  return list;
}

std::vector<std::string> remove_recent(std::vector<std::string> list, const std::string& path) {
  list.erase(std::remove(list.begin(), list.end(), path), list.end());
  return list;
}

std::vector<std::string> load_recent(const std::string& path) {
  if (!io::platform::file_info(path).exists) return {};
  const json j = parse_json(path, io::read_file(path, std::size_t{1} << 20));
  if (!j.is_object() || !j.contains("files") || !j.at("files").is_array()) {
    throw std::runtime_error(path + ": expected {\"version\": 1, \"files\": [...]}");
  }
  check_version(path, j);
  std::vector<std::string> list;
  for (const json& f : j.at("files")) {
    if (!f.is_string() || f.get<std::string>().empty()) {
      throw std::runtime_error(path + ": every entry of 'files' must be a path, got " + f.dump());
    }
    const std::string p = f.get<std::string>();
    if (std::find(list.begin(), list.end(), p) == list.end()) list.push_back(p);
  }
  if (list.size() > kRecentMax) list.resize(kRecentMax);
  return list;
}

void save_recent(const std::string& path, const std::vector<std::string>& list) {
  nlohmann::ordered_json j;
  j["version"] = kRecentVersion;
  j["files"] = list;
  io::write_file_atomic(path, j.dump(2) + "\n");
}

std::string endpoint_problem(const std::string& endpoint) {
  if (endpoint.empty()) return "";
  const std::size_t scheme = endpoint.find("://");
  const std::string name = scheme == std::string::npos ? "" : endpoint.substr(0, scheme);
  if (name != "http" && name != "https") return "the Hub's address must start with https:// (or http://)";
  const std::string rest = endpoint.substr(scheme + 3);
  if (rest.empty() || rest[0] == '/' || rest.find_first_of(" \t\r\n") != std::string::npos) {
    return "the Hub's address has no host after " + name + "://";
  }
  return "";
}

HubPreferences load_hub_preferences(const std::string& path) {
  HubPreferences p;
  if (!io::platform::file_info(path).exists) return p;
  json j;
  try {
    j = json::parse(io::read_file(path, std::size_t{1} << 16));
  } catch (const json::exception&) {
    // Not the parser's words: they quote the text around the fault, which may be the token.
    throw std::runtime_error(path + ": not valid JSON");
  }
  if (!j.is_object()) throw std::runtime_error(path + ": expected {\"version\": 1, \"endpoint\": …, \"token\": …}");
  check_version(path, j);
  for (const char* key : {"endpoint", "token"}) {
    if (j.contains(key) && !j.at(key).is_string()) throw std::runtime_error(path + ": '" + key + "' must be a string");
  }
  p.endpoint = j.value("endpoint", "");
  p.token = j.value("token", "");
  if (const std::string problem = endpoint_problem(p.endpoint); !problem.empty()) {
    throw std::runtime_error(path + ": 'endpoint': " + problem);
  }
  if (p.token.find_first_of(" \t\r\n") != std::string::npos) {
    throw std::runtime_error(path + ": 'token' has a space or a line break in it");
  }
  return p;
}

void save_hub_preferences(const std::string& path, const HubPreferences& preferences) {
  nlohmann::ordered_json j;
  j["version"] = kRecentVersion;
  j["endpoint"] = preferences.endpoint;
  j["token"] = preferences.token;
  io::write_file_atomic(path, j.dump(2) + "\n");
}

LessonSnapshot snapshot_of(Lesson lesson, const std::string& lesson_path) {
  LessonSnapshot s;
  s.weights = std::move(lesson.weights);
  lesson.weights.reset();
  nlohmann::ordered_json j = lesson_to_json(lesson);
  if (!lesson_path.empty()) j["lesson_path"] = lesson_path;
  s.text = j.dump();
  return s;
}

bool same_snapshot(const LessonSnapshot& a, const LessonSnapshot& b) {
  if (a.text != b.text || a.weights.has_value() != b.weights.has_value()) return false;
  if (!a.weights) return true;
  const MhaWeights& x = *a.weights;
  const MhaWeights& y = *b.weights;
  return same_matrix(x.w_q, y.w_q) && same_matrix(x.w_k, y.w_k) && same_matrix(x.w_v, y.w_v) &&
         same_matrix(x.w_o, y.w_o);
}

double autosave_interval(const char* env_value, double fallback) {
  if (env_value == nullptr || *env_value == '\0') return fallback;
  char* end = nullptr;
  const double v = std::strtod(env_value, &end);
  if (end == env_value || *end != '\0' || !std::isfinite(v) || v <= 0.0) return fallback;
  return v;
}

}  // namespace attn::app
