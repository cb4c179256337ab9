// `attention-explorer train --task T [--layers N --d-model D --heads H --steps S --batch B
//  --lr R --seed K] -o FILE.safetensors`: trains a small Transformer on a task, shows a
// progress bar (step, loss, steps/s, time left) when standard error is a terminal and plain
// lines of the same on standard output otherwise, writes the checkpoint (atomically), and
// ends with the line "held-out accuracy: 0.987" on standard output.
#pragma once

#include <iosfwd>
#include <optional>
#include <string>

namespace attn::cli {

struct TrainOptions {
  std::string task;    // translate, reverse, induction
  std::string output;  // the checkpoint to write
  // Unset: the task's defaults (training.hpp, default_settings).
  std::optional<int> layers, d_model, heads, steps, batch;
  std::optional<double> learning_rate;
  std::optional<long long> seed;
  bool progress = false;  // draw the bar (standard error is a terminal), not plain lines
};

// Returns 0 when the checkpoint is written; on a bad option or a training that stops, prints
// one line naming the problem to `err`, writes nothing and returns 2.
int run_train(const TrainOptions& options, std::ostream& out, std::ostream& err);

}  // namespace attn::cli
