// settings.json in the session's data folder (session_files.hpp): what the user chose for
// the program itself rather than for a lesson, kept between runs. Today one field:
//   {"language": "zh-CN"}   the interface's language chosen in View ▸ Language
// A field that is missing is not set (the language then follows the system). Fields this
// program does not know are kept when it writes the file. The file is written atomically.
//
// Also here: the language request of View ▸ Language, acted on between frames. The
// language at start (--lang, this file, the system) is chosen by main.cpp, not here.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace attn::app {

struct AppState;

struct Settings {
  std::string language;  // a tag ("zh-CN", "en", "en-XA"); "" when not set
};

// <data_dir>/settings.json; "" when data_dir is "".
std::string settings_path(const std::string& data_dir);

// A missing file holds nothing set. Throws std::runtime_error whose message starts with the
// path when the file cannot be read or is not {"language": "TAG", ...}.
Settings load_settings(const std::string& path);

// Writes `settings` to `path` (its folder made when missing), keeping the fields of the file
// there that this program does not know (a malformed file is replaced). Throws
// std::runtime_error naming the path.
void save_settings(const std::string& path, const Settings& settings);

// The value of --lang in the command line (`args` as main has them: args[0] the program),
// "--lang TAG" or "--lang=TAG", read before the options are parsed; "" when not given.
std::string language_argument(const std::vector<std::string>& args);

// Chooses the language at start, before the options are made (their help is translated):
// --lang when given, else, for the window (no subcommand in `args`), the one kept in
// settings.json, else the system's (i18n::system_language). A settings file that cannot be
// read, or names a language not offered, is named on `err` and ignored. Returns "" with the
// language set, or a message naming a bad --lang (the language then stays English).
std::string choose_start_language(const std::vector<std::string>& args, std::ostream& err);

// The language asked for in View ▸ Language (state.language_request), between frames:
// switched (the fonts rebuilt on the next frame: FontState follows i18n::language()) and
// kept in settings.json when the session keeps files. A failure goes to the status line.
void apply_language_request(AppState& state);

}  // namespace attn::app
