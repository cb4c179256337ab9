// training_bench: the speed of one training step (Trainer::step) of the small Transformers
// the program trains, with each task's default settings (default_settings).
//
//   Translate/threads:N  encoder–decoder, L = 2, D = 64, H = 4, MLP 4·D, learned positions,
//                        batch 64 (sources and targets of up to 9 words, each sequence at
//                        its own length: nothing is padded)
//   Induction/threads:N  decoder-only, attention-only, L = 2, D = 64, H = 4, sinusoidal
//                        positions, batch 32 (every sequence 32 letters + <start>)
//   N = 1 one thread; N = 0 one per core (TrainingSettings::threads)
//
// An iteration is one step: drawing the batch from the task, the forward and backward
// passes, summing the chunks' gradients, clipping and AdamW, the finite checks. Counters
// (means over the timed steps, after a few steps of warm-up):
//   steps_per_s      1 / step_ms
//   step_ms          StepReport::seconds, the wall time of a step
//   fwd_ms_chunksum  StepReport::forward_seconds: each chunk's forward pass and loss, timed
//                    on the thread that ran it and summed over the chunks. With several
//                    threads it adds up CPU time on all of them, so it exceeds the wall time.
//   bwd_ms_chunksum  StepReport::backward_seconds, the same for the backward pass
//   rest_ms          one thread only: step_ms − forward − backward (the batch drawn, the
//                    gradients summed, clipping, AdamW, the checks)
//
//   training_bench --dump_batches=translate:40 (or induction:N)
// prints, instead of benchmarking, the model's sizes and N batches drawn the way a step
// draws them (Task::sample, to_sample) as JSON: tests/bench/pytorch_training.py trains the
// same model on them, so both sides see the same sequence lengths. scripts/bench runs both.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/teaching/training.hpp"

namespace {

constexpr int kWarmUpSteps = 5;

void run(benchmark::State& state, attn::TaskKind task) {
  attn::TrainingSettings settings = attn::default_settings(task);
  settings.threads = static_cast<int>(state.range(0));
  settings.held_out = 1;  // evaluation is not measured here
  attn::Trainer trainer(settings);
  for (int i = 0; i < kWarmUpSteps; ++i) trainer.step();
  double seconds = 0, forward = 0, backward = 0;
  for (auto _ : state) {
    const attn::StepReport report = trainer.step();
    seconds += report.seconds;
    forward += report.forward_seconds;
    backward += report.backward_seconds;
    benchmark::DoNotOptimize(report.loss);
  }
  const double steps = static_cast<double>(state.iterations());
  state.counters["steps_per_s"] = steps / seconds;
  state.counters["step_ms"] = seconds / steps * 1e3;
  state.counters["fwd_ms_chunksum"] = forward / steps * 1e3;
  state.counters["bwd_ms_chunksum"] = backward / steps * 1e3;
  if (settings.threads == 1) state.counters["rest_ms"] = (seconds - forward - backward) / steps * 1e3;
  state.counters["batch"] = settings.batch;
}

void Translate(benchmark::State& state) { run(state, attn::TaskKind::Translate); }
void Induction(benchmark::State& state) { run(state, attn::TaskKind::Induction); }

void print_ids(const std::vector<int>& ids) {
  std::cout << '[';
  for (std::size_t i = 0; i < ids.size(); ++i) std::cout << (i ? "," : "") << ids[i];
  std::cout << ']';
}

// The JSON read by pytorch_training.py: {"task", "batch", "layers", "d_model", "heads",
// "mlp", "d_ff", "vocabulary", "max_source", "max_target", "positions", "learning_rate",
// "warmup_steps", "steps", "weight_decay", "clip", "parameters" (every value, fixed positions
// included), "batches": [[{"source", "decoder_input", "labels"}, …], …]}.
int dump_batches(const std::string& spec) {
  const std::size_t colon = spec.find(':');
  const auto kind = attn::task_from_name(spec.substr(0, colon));
  const int count = colon == std::string::npos ? 0 : std::atoi(spec.c_str() + colon + 1);
  if (!kind || count < 1) {
    std::cerr << "--dump_batches wants <task>:<count> (translate, reverse or induction, and a "
                 "count of at least 1), got \""
              << spec << "\"\n";
    return 2;
  }
  const attn::TrainingSettings s = attn::default_settings(*kind);
  const attn::Task task(*kind);
  const attn::TransformerConfig c = attn::model_config(task, s);
  std::cout << "{\"task\":\"" << attn::task_name(*kind) << "\",\"batch\":" << s.batch
            << ",\"layers\":" << c.layers << ",\"d_model\":" << c.d_model
            << ",\"heads\":" << c.heads << ",\"mlp\":" << (c.mlp ? "true" : "false")
            << ",\"d_ff\":" << attn::mlp_width(c) << ",\"vocabulary\":" << c.vocabulary
            << ",\"max_source\":" << c.max_source << ",\"max_target\":" << c.max_target
            << ",\"positions\":\""
            << (c.positions == attn::Positions::Learned ? "learned" : "sinusoidal")
            << "\",\"learning_rate\":" << s.learning_rate << ",\"warmup_steps\":" << s.warmup_steps
            << ",\"steps\":" << s.steps << ",\"weight_decay\":" << s.weight_decay
            << ",\"clip\":" << s.clip << ",\"parameters\":" << attn::Transformer(c).size()
            << ",\"batches\":[";
  // Not the trainer's own stream (that is private to it): the same draws from another seed,
  // so the same distribution of lengths.
  attn::SplitMix64 stream(s.seed);
  for (int b = 0; b < count; ++b) {
    std::cout << (b ? ",\n" : "\n") << '[';
    for (int i = 0; i < s.batch; ++i) {
      const attn::Sample sample = attn::to_sample(task, task.sample(stream));
      std::cout << (i ? "," : "") << "{\"source\":";
      print_ids(sample.source);
      std::cout << ",\"decoder_input\":";
      print_ids(sample.decoder_input);
      std::cout << ",\"labels\":";
      print_ids(sample.labels);
      std::cout << '}';
    }
    std::cout << ']';
  }
  std::cout << "]}\n";
  return 0;
}

}  // namespace

// A step takes milliseconds: a fixed count of steps keeps each run near a second and all
// four under ten seconds.
BENCHMARK(Translate)->ArgName("threads")->Arg(1)->Arg(0)->Iterations(60)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(Induction)->ArgName("threads")->Arg(1)->Arg(0)->Iterations(200)->Unit(benchmark::kMillisecond)->UseRealTime();

int main(int argc, char** argv) {
  const char* flag = "--dump_batches=";
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], flag, std::strlen(flag)) == 0) return dump_batches(argv[i] + std::strlen(flag));
  }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
