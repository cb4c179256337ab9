#include "model/settings.hpp"

#include <ostream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "model/session_files.hpp"
#include "model/state.hpp"

namespace attn::app {
namespace {

using SettingsJson = nlohmann::ordered_json;  // keeps the keys in the order written

constexpr std::size_t kMaxSettingsBytes = std::size_t{1} << 16;

SettingsJson read_object(const std::string& path) {
  SettingsJson j;
  try {
    j = SettingsJson::parse(io::read_file(path, kMaxSettingsBytes));
  } catch (const SettingsJson::exception& e) {
    throw std::runtime_error(path + ": not JSON (" + e.what() + ")");
  }
  if (!j.is_object()) throw std::runtime_error(path + ": expected an object, {\"language\": \"zh-CN\"}");
  return j;
}

}  // namespace

std::string settings_path(const std::string& data_dir) {
  return data_dir.empty() ? "" : data_dir + "/settings.json";
}

Settings load_settings(const std::string& path) {
  Settings s;
  if (path.empty() || !io::platform::file_info(path).exists) return s;
  const SettingsJson j = read_object(path);
  if (j.contains("language")) {
    const SettingsJson& l = j.at("language");
    if (!l.is_string() || l.get<std::string>().empty()) {
      throw std::runtime_error(path + ": 'language' must be a language tag such as \"zh-CN\", got " + l.dump());
    }
    s.language = l.get<std::string>();
  }
  return s;
}

void save_settings(const std::string& path, const Settings& settings) {
  SettingsJson j = SettingsJson::object();
  try {
    if (io::platform::file_info(path).exists) j = read_object(path);
  } catch (const std::exception&) {
    j = SettingsJson::object();  // a malformed file: replaced by what is known
  }
  if (settings.language.empty()) {
    j.erase("language");
  } else {
    j["language"] = settings.language;
  }
  const auto slash = path.find_last_of('/');
  if (slash != std::string::npos) make_directories(path.substr(0, slash));
  io::write_file_atomic(path, j.dump(2) + "\n");
}

std::string language_argument(const std::vector<std::string>& args) {
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--") break;
    if (args[i] == "--lang") return i + 1 < args.size() ? args[i + 1] : std::string();
    if (args[i].rfind("--lang=", 0) == 0) return args[i].substr(7);
  }
  return "";
}

std::string choose_start_language(const std::vector<std::string>& args, std::ostream& err) {
  const std::string given = language_argument(args);
  if (!given.empty()) return i18n::set_language(given);
  bool window = true;
  for (std::size_t i = 1; i < args.size(); ++i) {
    for (const char* sub : {"compute", "train", "render", "download"}) {
      if (args[i] == sub) window = false;
    }
  }
  if (window) {
    const std::string path = settings_path(data_directory());
    try {
      const Settings saved = load_settings(path);
      if (!saved.language.empty()) {
        const std::string problem = i18n::set_language(saved.language);
        if (problem.empty()) return "";
        err << "attention-explorer: " << fmt(tr("{0}: the language is ignored: {1}"), path, problem) << "\n";
      }
    } catch (const std::exception& e) {
      err << "attention-explorer: " << fmt(tr("the settings are ignored: {0}"), e.what()) << "\n";
    }
  }
  i18n::set_language(i18n::system_language());  // always one the program offers
  return "";
}

void apply_language_request(AppState& state) {
  if (state.language_request.empty()) return;
  const std::string tag = state.language_request;
  state.language_request.clear();
  state.state_changed = true;
  const std::string problem = i18n::set_language(tag);
  if (!problem.empty()) {
    set_status(state, problem, true);
    return;
  }
  const std::string path = settings_path(state.session.data_dir);
  if (path.empty()) return;  // --screenshot, or no data folder: this run only
  try {
    save_settings(path, Settings{i18n::language()});  // keeps the file's other fields
  } catch (const std::exception& e) {
    set_status(state, fmt(tr("The language is not kept for the next start: {0}"), e.what()), true);
  }
}

}  // namespace attn::app
