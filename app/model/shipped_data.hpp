// Where the program finds what it ships (lessons, trained models, its icon): the folder
// share/attention-explorer beside the folder of its executable. `cmake --install` puts the
// program in PREFIX/bin and the data in PREFIX/share/attention-explorer, so an installed
// program keeps working wherever its prefix is moved; the build tree has the same shape
// (build/app/attention-explorer and build/share/attention-explorer, a link to assets/).
// The Windows zip has share/attention-explorer beside attention-explorer.exe itself.
#pragma once

#include <string>

namespace attn::app {

// The folder holding the running executable ("" when it cannot be found).
std::string executable_dir();

// <executable_dir>/../share/attention-explorer, else <executable_dir>/share/attention-explorer,
// resolved; "" when neither is a folder.
std::string shipped_data_dir();

}  // namespace attn::app
