#include "io/download_text.hpp"

#include <cstdio>

#include "io/i18n.hpp"

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
  if (s < 60) return fmt(tr("{0} s"), s);
  if (s < 3600) return fmt(tr("{0} min {1} s"), s / 60, s % 60);
  return fmt(tr("{0} h {1} min"), s / 3600, s % 3600 / 60);
}

std::string progress_text(const DownloadProgress& p) {
  // TRANSLATORS: bytes that have arrived of all the bytes: "12.0 MB of 270 MB".
  std::string text = fmt(tr("{0} of {1}"), bytes_text(p.done), bytes_text(p.bytes));
  if (p.seconds_without_bytes > 5) {
    return text + " · " + fmt(tr("nothing received for {0}"), duration_text(p.seconds_without_bytes));
  }
  if (p.bytes_per_second > 0) text += " · " + bytes_text(static_cast<std::uint64_t>(p.bytes_per_second)) + "/s";
  if (p.seconds_left >= 0 && p.done < p.bytes) text += " · " + fmt(tr("{0} left"), duration_text(p.seconds_left));
  return text;
}

std::string file_progress_text(const DownloadProgress::File& f) {
  using S = DownloadProgress::FileState;
  switch (f.state) {
    case S::AlreadyThere: return fmt(tr("{0} (already here, {1})"), f.name, bytes_text(f.bytes));
    case S::Done: return fmt(tr("{0} {1}, checked"), f.name, bytes_text(f.bytes));
    case S::Waiting: return f.name + (f.bytes > 0 ? " " + bytes_text(f.bytes) : std::string());
    default: return f.name + " " + fmt(tr("{0} of {1}"), bytes_text(f.done), bytes_text(f.bytes));
  }
}

}  // namespace attn::io
