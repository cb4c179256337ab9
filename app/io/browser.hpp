// The browser's files, in the page only (the WebAssembly build; nothing of it exists on the
// desktop): files and folders the student gives the page, by dropping them on it or through
// the browser's file picker, and files the page hands back as downloads.
//
// What is given is copied into the page's files under /tmp/given/N/ (a folder keeps its
// name and its tree) and its path waits in a queue for the frame (take_given): a folder, a
// lesson, a picture or a GGUF file as a desktop's drop gives it; several files given at once
// are one folder (a model folder's files picked together).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace attn::io::browser {

// The most a drop or a pick may bring: the page's memory is WebAssembly's 4 GiB, and what is
// given is held twice (its bytes in the page's files, and the weights read from them).
inline constexpr std::uint64_t kLargestGiven = std::uint64_t{1} << 30;

// Given files refused before any of their bytes was read: what was given, and its size.
struct Refusal {
  std::string name;
  std::uint64_t bytes = 0;
};

// Starts listening for files dropped on the page (once, at start).
void listen_for_drops();

// Opens the browser's file picker: one or more files, or (folder) a whole folder. The
// browser allows it only shortly after a click or a key, as a menu item is.
void pick(bool folder);

// The paths given since the last call, in order; and the gifts refused (over kLargestGiven).
std::vector<std::string> take_given();
std::vector<Refusal> take_refused();

// Hands the file at `path` (in the page's files) to the browser as a download named `name`.
void download(const std::string& path, const std::string& name);

}  // namespace attn::io::browser
