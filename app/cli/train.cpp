#include "cli/train.hpp"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>

#include "core/teaching/training.hpp"
#include "cli/terminal.hpp"
#include "io/checkpoint.hpp"
#include "io/i18n.hpp"

namespace attn::cli {

namespace {

std::string progress_text(int done, int total, double loss, double steps_per_second) {
  char text[120];
  std::snprintf(text, sizeof text, tr("step %d/%d  loss %.3f  %.1f steps/s  %.0f s left"), done, total,
                loss, steps_per_second, (total - done) / std::max(steps_per_second, 1e-9));
  return text;
}

}  // namespace

int run_train(const TrainOptions& o, std::ostream& out, std::ostream& err) {
  try {
    const std::optional<TaskKind> kind = task_from_name(o.task);
    if (!kind) {
      throw AttentionError(
          fmt(tr("unknown task \"{0}\"; the tasks are translate, reverse, induction, translate-zh"), o.task));
    }
    if (o.output.empty()) throw AttentionError(tr("no output file: give -o FILE.safetensors"));
    TrainingSettings s = default_settings(*kind);
    if (o.layers) s.layers = *o.layers;
    if (o.d_model) s.d_model = *o.d_model;
    if (o.heads) s.heads = *o.heads;
    if (o.steps) s.steps = *o.steps;
    if (o.batch) s.batch = *o.batch;
    if (o.learning_rate) s.learning_rate = static_cast<float>(*o.learning_rate);
    if (o.seed) {
      if (*o.seed < 0) throw AttentionError(tr("the seed must be 0 or more"));
      s.seed = static_cast<std::uint64_t>(*o.seed);
    }
    validate(s);

    Trainer trainer(s);
    const auto start = std::chrono::steady_clock::now();
    auto seconds_since_start = [&] {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    double last_draw = -1;
    int next_line = 0;  // without a terminal: a plain line at every tenth of the steps
    // The history the checkpoint keeps: every step's loss, and the held-out figures and the
    // heads' job scores about fifty times along the run (as the Training view plots them).
    TrainingHistory history;
    const int every = std::max(1, s.steps / 50);
    history.evaluations.push_back(evaluation_point(trainer));
    history.scores.push_back(score_point(trainer));
    for (int i = 0; i < s.steps; ++i) {
      const StepReport r = trainer.step();
      history.losses.push_back({r.step, r.loss});
      if (r.step % every == 0 || r.step == s.steps) {
        history.evaluations.push_back(evaluation_point(trainer));
        history.scores.push_back(score_point(trainer));
      }
      const double now = seconds_since_start();
      const double speed = r.step / std::max(now, 1e-9);
      if (o.progress && (now - last_draw > 0.1 || r.step == s.steps)) {
        draw_bar(err, s.steps > 0 ? static_cast<double>(r.step) / s.steps : 1.0, progress_text(r.step, s.steps, r.loss, speed));
        last_draw = now;
      } else if (!o.progress && r.step * 10 >= next_line * s.steps && r.step < s.steps) {
        out << progress_text(r.step, s.steps, r.loss, speed) << "\n" << std::flush;
        next_line = r.step * 10 / s.steps + 1;
      }
    }
    if (o.progress) err << "\n";
    const double seconds = seconds_since_start();
    const Evaluation e = trainer.evaluate();

    io::Checkpoint c;
    c.task = *kind;
    c.settings = s;
    c.model = std::make_shared<Transformer>(trainer.model());
    c.steps = trainer.steps_done();
    c.held_out_accuracy = e.accuracy;
    c.history = std::move(history);
    c.state = trainer.state();
    io::save_checkpoint(o.output, c);

    char line[256];
    std::snprintf(line, sizeof line,
                  tr("trained %s: %d layers, d_model %d, %d heads, %d steps of %d in %.1f s (%.1f steps/s)\n"),
                  task_name(*kind), s.layers, s.d_model, s.heads, s.steps, s.batch, seconds,
                  s.steps / std::max(seconds, 1e-9));
    out << line;
    out << fmt(tr("wrote {0}"), o.output) << "\n";
    std::snprintf(line, sizeof line, tr("held-out loss: %.4f\n"), e.loss);
    out << line;
    if (*kind == TaskKind::Induction) {
      std::snprintf(line, sizeof line, tr("held-out repeated-half loss: %.4f\n"), e.repeated_half_loss);
      out << line;
    }
    std::snprintf(line, sizeof line, tr("held-out accuracy: %.3f\n"), e.accuracy);
    out << line;
    return 0;
  } catch (const std::exception& e) {
    if (o.progress) err << "\n";
    std::string message = e.what();
    for (char& ch : message) {
      if (ch == '\n') ch = ' ';
    }
    if (dynamic_cast<const TrainingError*>(&e) != nullptr) {
      err << fmt(tr("error: {0}; nothing was written"), message) << "\n";
    } else {
      err << fmt(tr("error: {0}"), message) << "\n";
    }
    return 2;
  }
}

}  // namespace attn::cli
