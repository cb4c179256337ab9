#include "gui/frame_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>

namespace attn::app {

double quantile_ms(std::vector<double> ms, double q) {
  if (ms.empty()) return 0.0;
  std::sort(ms.begin(), ms.end());
  const double rank = std::ceil(q * static_cast<double>(ms.size()));
  const auto i = static_cast<std::size_t>(std::clamp(rank, 1.0, static_cast<double>(ms.size()))) - 1;
  return ms[i];
}

long peak_rss_mib() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line)) {
    if (line.rfind("VmHWM:", 0) == 0) {
      try {
        return std::stol(line.substr(6)) / 1024;  // kB
      } catch (const std::exception&) {
        return -1;
      }
    }
  }
  return -1;
}

std::string frame_report(const FrameTimes& t) {
  char buf[256];
  std::snprintf(buf, sizeof buf,
                "frames: %zu  median: %.1f ms  p95: %.1f ms\n"
                "frames while computing: %d\n"
                "first frame: %.0f ms\n"
                "peak RSS: %ld MB\n",
                t.frame_ms.size(), quantile_ms(t.frame_ms, 0.5), quantile_ms(t.frame_ms, 0.95),
                t.frames_while_computing, t.first_frame_ms, peak_rss_mib());
  return buf;
}

}  // namespace attn::app
