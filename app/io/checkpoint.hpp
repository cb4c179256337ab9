// A trained model in a file: a safetensors file (safetensors.hpp) with one F32 tensor per
// parameter, named as the model's parameter table names them (transformer.hpp:
// tok_emb.weight, dec.0.self.w_q, lm_head.bias, ...). Matrices are stored in×out, as the
// model multiplies them (y = x·W); vectors have one dimension.
//
// "__metadata__" says what the weights are for (every value a string, as safetensors asks):
//   format        "attention-explorer-model/1"
//   task          "translate", "reverse", "induction" or "translate-zh"
//   architecture  "encoder-decoder" or "decoder-only"
//   layers, d_model, heads, d_ff, max_source, max_target   integers
//   mlp           "true" or "false"
//   positions     "learned" or "sinusoidal" (fixed; the tensor is still in the file)
//   vocabulary    a JSON list of the tokens, id order: ["<pad>", "<start>", "<end>", ...]
//   steps         the optimizer steps the weights have had
//   seed, batch, learning_rate, total_steps, warmup_steps, weight_decay, clip
//                 how it was trained (read back when present: a resumed run keeps them)
//   held_out_accuracy   informative
//   history       how the run went, JSON: {"losses": [[step, loss], …], "evaluations":
//                 [[step, loss, accuracy], …], "scores": [[step, [[[job score per head of
//                 each layer] per layer] per job]], …]} (optional)
//   optimizer_steps, example_stream   with the tensors "optimizer.m" and "optimizer.v" (one
//                 value per model value, flat): where the run stopped, so that training
//                 goes on with the same moments, schedule and examples (optional)
//
// Opening refuses a file that does not hold a whole model of a known task: the message
// names the file and the first problem found (a missing key, a vocabulary that is not the
// task's, positions fewer than the task's longest sequences need, a missing tensor or one of
// the wrong shape, a tensor the model does not have, a weight that is not finite, a history
// that is not of that form, an optimizer state of the wrong size or step).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "core/model/transformer.hpp"
#include "core/teaching/tasks.hpp"
#include "core/teaching/training.hpp"

namespace attn::io {

struct Checkpoint {
  TaskKind task = TaskKind::Translate;
  TrainingSettings settings;      // layers, d_model, heads, mlp as the model has them
  std::shared_ptr<const Transformer> model;
  int steps = 0;                  // optimizer steps the weights have had
  double held_out_accuracy = -1;  // -1 when the file does not say
  TrainingHistory history;        // empty when the file has none
  std::optional<TrainerState> state;  // the optimizer and examples where the run stopped
};

// Writes atomically (a failed save leaves the old file as it was). Throws
// std::runtime_error naming the path and the reason.
void save_checkpoint(const std::string& path, const Checkpoint& checkpoint);

// Throws std::runtime_error naming the path and the problem (see above).
Checkpoint load_checkpoint(const std::string& path);
// The same from bytes in memory (the fuzzer's way in); `what` names them in messages.
Checkpoint checkpoint_from_bytes(std::string bytes, const std::string& what);

}  // namespace attn::io
