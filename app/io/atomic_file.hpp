// Reading and writing whole files safely.
//
// write_file_atomic writes a temporary file in the same directory, flushes and fsyncs it,
// then renames it over the target: a reader sees the old file or the new one, never half
// of one, and if anything fails the old file is left as it was. A process killed in the
// middle of a write leaves its temporary (NAME.tmp-XXXXXX) behind; the program removes
// such leftovers of a file when it writes that file again (remove_stale_temporaries).
#pragma once

#include <cstddef>
#include <string>

namespace attn::io {

// Throws std::runtime_error naming the path and the reason.
void write_file_atomic(const std::string& path, const std::string& contents);

// Removes the temporaries write_file_atomic left beside `path` (`NAME.tmp-` and six
// letters or digits, regular files only) last modified at least `min_age_seconds` ago: a
// younger one may belong to a save still running in another process. Nothing else is
// touched. Best effort: returns how many were removed and never throws.
int remove_stale_temporaries(const std::string& path, int min_age_seconds = 60);

// Throws std::runtime_error naming the path and the reason (missing, unreadable, a
// directory, or larger than max_bytes).
std::string read_file(const std::string& path, std::size_t max_bytes = std::size_t{64} << 20);

}  // namespace attn::io
