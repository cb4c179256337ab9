// A download's progress in words, the same in the window and on the command line:
// "12.3 MB of 270 MB · 4.5 MB/s · 1 min 2 s left".
#pragma once

#include <cstdint>
#include <string>

#include "io/hf_download.hpp"

namespace attn::io {

// "512 B", "12.3 kB", "270 MB", "1.42 GB" (powers of 1000, as the Hub writes sizes).
std::string bytes_text(std::uint64_t bytes);
// "45 s", "3 min 5 s", "2 h 10 min"; "" for a negative (unknown) time.
std::string duration_text(double seconds);
// The whole: bytes done of all, the rate and the time left when known, and "nothing
// received for 12 s" when the server has stalled for more than 5 s.
std::string progress_text(const DownloadProgress& p);
// One file: "model.safetensors 12.3 MB of 270 MB", "config.json (already here)".
std::string file_progress_text(const DownloadProgress::File& f);

}  // namespace attn::io
