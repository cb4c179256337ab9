// Where the program finds what it ships (lessons, trained models, its icon): the folder
// share/attention-explorer beside the folder of its executable. `cmake --install` puts the
// program in PREFIX/bin and the data in PREFIX/share/attention-explorer, so an installed
// program keeps working wherever its prefix is moved; the build tree has the same shape
// (build/app/attention-explorer and build/share/attention-explorer, a link to assets/).
// The Windows zip has share/attention-explorer beside attention-explorer.exe itself.
//
// The guides (docs/*.md) are installed into share/attention-explorer/docs, their pictures
// into share/attention-explorer/screenshots as assets/ has them: a guide's
// "../assets/screenshots/heads.png" is the shipped data's screenshots/heads.png.
#pragma once

#include <string>
#include <vector>

namespace attn::app {

// The folder holding the running executable ("" when it cannot be found).
std::string executable_dir();

// <executable_dir>/../share/attention-explorer, else <executable_dir>/share/attention-explorer,
// resolved; "" when neither is a folder.
std::string shipped_data_dir();

// Where the teacher's guide may be, in the order looked at, for the shipped data folder
// `data_dir`: DATA/docs/teachers-guide.md (installed, the zip), then, when DATA is a
// folder named assets (the source tree's, which the build tree links to), docs/ beside it.
// Empty when `data_dir` is.
std::vector<std::string> teachers_guide_places(const std::string& data_dir);

// A picture a guide names, as a path to read: `target` relative to the guide's folder,
// except that "../assets/" is the shipped data folder (what assets/ is installed as).
// "" for an address (https://…) or an absolute path, which are not read.
std::string guide_picture_path(const std::string& guide_dir, const std::string& data_dir,
                               const std::string& target);

}  // namespace attn::app
