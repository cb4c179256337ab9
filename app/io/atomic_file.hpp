// Reading and writing whole files safely.
//
// write_file_atomic writes a temporary file in the same directory, flushes and fsyncs it,
// then renames it over the target: a reader sees the old file or the new one, never half
// of one, and if anything fails the old file is left as it was.
#pragma once

#include <cstddef>
#include <string>

namespace attn::io {

// Throws std::runtime_error naming the path and the reason.
void write_file_atomic(const std::string& path, const std::string& contents);

// Throws std::runtime_error naming the path and the reason (missing, unreadable, a
// directory, or larger than max_bytes).
std::string read_file(const std::string& path, std::size_t max_bytes = std::size_t{64} << 20);

}  // namespace attn::io
