// The model folders open in the process, shared: two sessions asking for the same folder
// (the Model view and the presenter window's pictures of a scene naming it) hold one copy,
// not two of a model that may take gigabytes.
//
// A folder is known by its canonical path and the stamps (name, size, modification time)
// of the files in it: a folder changed on disk is read again. Only a weak reference is
// kept: once the last holder lets go the model's memory goes, and the next open reads the
// folder again. Folders are read one at a time, so that two opens of the same folder at
// once read it once. Nothing here is cached on disk.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "io/model_folder.hpp"

namespace attn::app {

// The folder as io::open_model_folder reads it, or the copy already open when the folder is
// unchanged since. `progress` is called as the folder is read (not at all for a shared copy).
// Throws as io::open_model_folder does.
std::shared_ptr<const io::ModelFolder> open_shared_model_folder(const std::string& dir,
                                                                const std::function<void(float)>& progress = {});

// How many times a folder was read from disk in this process (--dump-state).
std::uint64_t model_folder_reads();

}  // namespace attn::app
