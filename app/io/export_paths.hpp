// Where the program writes what is exported on request (figures, CSV, weights): the
// working directory (where the program was started: a terminal's current folder, the home
// folder from a desktop menu), as STEM-YYYYMMDD-HHMMSS.EXT, with -2, -3, ... when that name
// is taken.
#pragma once

#include <string>

namespace attn::io {

// The absolute path of a new file "STEM-YYYYMMDD-HHMMSS.EXT" in the working directory.
std::string export_path(const std::string& stem, const std::string& extension);

// "Head 2: first token" -> "head-2-first-token" (ASCII letters and digits, for file names).
std::string file_slug(const std::string& text);

}  // namespace attn::io
