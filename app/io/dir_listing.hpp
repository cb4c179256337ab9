// What the in-app file browser shows of a folder, and the path arithmetic behind it.
//
// list_directory reads one folder: folders first, then files, each in name order ignoring
// case; by default only lesson and weights files (*.json) and no hidden entries. An
// unreadable folder gives an error text instead of entries. No drawing here: the browser
// (panels/lesson_prompt.cpp) draws what this returns, and the tests check it directly.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace attn::io {

struct DirEntry {
  std::string name;           // the entry's own name, no directory
  bool is_directory = false;  // a folder, or a link to one
  std::uintmax_t size = 0;    // bytes, files only
};

struct DirListing {
  std::string directory;          // absolute, normalised ("/home/ana/lessons")
  std::vector<DirEntry> entries;  // folders first, then files; by name, ignoring case
  int left_out = 0;               // entries the filter hid (other files, hidden names)
  std::string error;              // why the folder could not be read; "" when it could
};

// all_files false: folders and *.json files whose names do not start with '.', and *.gguf
// files too with `models` (a model browser); all_files true: every entry.
DirListing list_directory(const std::string& directory, bool all_files, bool models = false);

// "name.json", "NAME.JSON": true; "name.json.bak", ".json": false.
bool is_json_name(const std::string& name);

// The absolute, normalised form of path, relative to the working directory ("" stays "").
std::string absolute_path(const std::string& path);

// The folder holding `path`, as written: "/a/b.json" → "/a", "C:/b.json" → "C:/", "/" → "/",
// "b.json" → ".".
std::string directory_of(const std::string& path);

// The folder above `directory` ("/" stays "/").
std::string parent_directory(const std::string& directory);

// What a typed path means when the browser shows `directory`: absolute paths stay, "~/x"
// is under `home`, anything else is relative to `directory`. Absolute and normalised.
std::string resolve_typed_path(const std::string& directory, const std::string& typed,
                               const std::string& home);

// A file name to save to: with `extension` added when the last component has none.
std::string with_json_extension(const std::string& path, const std::string& extension = ".json");

// "12 bytes", "3.4 KB", "1.2 MB" (powers of 1000, as file managers show them).
std::string human_size(std::uintmax_t bytes);

}  // namespace attn::io
