#include "io/download_text.hpp"

#include <cstdio>

namespace attn::io {

std::string bytes_text(std::uint64_t bytes) {
  const double b = static_cast<double>(bytes);
  char text[32];
  if (bytes < 1000) {
    std::snprintf(text, sizeof text, "%llu B", static_cast<unsigned long long>(bytes));
  } else if (b < 1e6) {
    std::snprintf(text, sizeof text, "%.1f kB", b / 1e3);
  } else if (b < 1e9) {
    std::snprintf(text, sizeof text, b < 1e8 ? "%.1f MB" : "%.0f MB", b / 1e6);
  } else {
    std::snprintf(text, sizeof text, "%.2f GB", b / 1e9);
  }
  return text;
}

std::string duration_text(double seconds) {
  if (seconds < 0) return "";
  const long s = static_cast<long>(seconds + 0.5);
  if (s < 60) return std::to_string(s) + " s";
  if (s < 3600) return std::to_string(s / 60) + " min " + std::to_string(s % 60) + " s";
  return std::to_string(s / 3600) + " h " + std::to_string(s % 3600 / 60) + " min";
}

std::string progress_text(const DownloadProgress& p) {
  std::string text = bytes_text(p.done) + " of " + bytes_text(p.bytes);
  if (p.seconds_without_bytes > 5) {
    return text + " · nothing received for " + duration_text(p.seconds_without_bytes);
  }
  if (p.bytes_per_second > 0) text += " · " + bytes_text(static_cast<std::uint64_t>(p.bytes_per_second)) + "/s";
  if (p.seconds_left >= 0 && p.done < p.bytes) text += " · " + duration_text(p.seconds_left) + " left";
  return text;
}

std::string file_progress_text(const DownloadProgress::File& f) {
  using S = DownloadProgress::FileState;
  switch (f.state) {
    case S::AlreadyThere: return f.name + " (already here, " + bytes_text(f.bytes) + ")";
    case S::Done: return f.name + " " + bytes_text(f.bytes) + ", checked";
    case S::Waiting: return f.name + (f.bytes > 0 ? " " + bytes_text(f.bytes) : std::string());
    default: return f.name + " " + bytes_text(f.done) + " of " + bytes_text(f.bytes);
  }
}

}  // namespace attn::io
