// --report-frame-times: how long the frames took (CPU time from the start of a frame's work
// to after the buffer swap), how long the program took to show its first frame, and the
// peak resident memory, printed on standard output at exit:
//   frames: 60  median: 4.1 ms  p95: 7.9 ms
//   frames while computing: 23
//   first frame: 412 ms
//   peak RSS: 987 MB
#pragma once

#include <string>
#include <vector>

namespace attn::app {

struct FrameTimes {
  std::vector<double> frame_ms;   // one per frame drawn
  int frames_while_computing = 0;  // frames drawn while a recompute ran
  double first_frame_ms = 0.0;    // from the start of main to the first frame on screen
};

// The q-quantile (0..1) of `ms` by the nearest rank (0 when empty).
double quantile_ms(std::vector<double> ms, double q);

// The peak resident set of this process in MiB (VmHWM in /proc/self/status; -1 if unknown).
long peak_rss_mib();

// The four lines above.
std::string frame_report(const FrameTimes& times);

}  // namespace attn::app
