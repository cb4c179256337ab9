// Training a small Transformer on a task (tasks.hpp), evaluating it on the held-out set,
// decoding greedily, and the score per head that names its job.
//
// A step: `batch` fresh examples from the task's stream, the forward and backward pass in
// chunks of kChunk samples (each on a thread of its own, each into its own gradient
// buffer), the buffers summed in chunk order, then AdamW. The sums never depend on which
// thread did what, so the same seed gives the same weights bit for bit at any thread count.
//
// What "accuracy" means, per task (the mark each is held to):
//   translate  the share of held-out sentences decoded greedily exactly right
//   reverse    the share of held-out target tokens decoded greedily right (by position)
//   induction  the share of next-token predictions on the repeated half that are right
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/model/optimizer.hpp"
#include "core/model/transformer.hpp"
#include "core/teaching/tasks.hpp"

namespace attn {

struct TrainingSettings {
  TaskKind task = TaskKind::Translate;
  int layers = 2;
  int d_model = 64;
  int heads = 4;
  bool mlp = true;          // induction trains attention-only (false)
  Positions positions = Positions::Learned;  // induction: sinusoidal (see default_settings)
  int steps = 1000;
  int batch = 64;
  float learning_rate = 3e-3f;
  int warmup_steps = 50;
  float weight_decay = 0.01f;
  float clip = 1.0f;
  std::uint64_t seed = 1;
  int threads = 0;          // 0: one per core
  int held_out = 256;       // examples in the held-out set
};
// The settings each task is trained with by default (and the shipped models were).
TrainingSettings default_settings(TaskKind task);
// Throws AttentionError naming the bad setting.
void validate(const TrainingSettings& settings);

// Training stopped: a non-finite loss, gradient or weight. The message names the step.
class TrainingError : public AttentionError {
 public:
  TrainingError(const std::string& message, int step) : AttentionError(message), step_(step) {}
  int step() const { return step_; }

 private:
  int step_;
};

// The model's architecture and sizes for a task and settings.
TransformerConfig model_config(const Task& task, const TrainingSettings& settings);

// A task's example as the model reads it. Encoder–decoder: decoder input <start> + target,
// labels target + <end>. Decoder-only: the sequence, labels the next token (−1 at the end);
// repeated_half_only scores only the predictions of the repeated half (scored_from …).
Sample to_sample(const Task& task, const Example& example, bool repeated_half_only = false);

struct StepReport {
  int step = 0;          // 1-based, the step just taken
  double loss = 0;       // mean over the batch's scored tokens
  double gradient_norm = 0;
  float learning_rate = 0;
  double seconds = 0;        // wall time of the step
  double forward_seconds = 0, backward_seconds = 0;  // summed over chunks (CPU time shares)
};

struct Evaluation {
  double loss = 0;            // mean per scored token, teacher forcing
  double token_accuracy = 0;  // argmax right under teacher forcing
  double accuracy = 0;        // the task's mark (see the top of this file)
  double repeated_half_loss = 0;  // induction: the loss on the repeated half only
  int examples = 0;
};

// A typed (or held-out) source decoded greedily: at each step the most likely token, until
// <end> or the longest target.
struct Decoding {
  std::vector<int> tokens;      // without <start> and <end>
  bool ended = false;           // <end> was produced
};
Decoding greedy_decode(const Transformer& model, const Task& task,
                       const std::vector<int>& source, const Ablation& ablation = {});
// The same for many sources at once (one forward pass per step for all), on `threads`.
std::vector<Decoding> greedy_decode(const Transformer& model, const Task& task,
                                    const std::vector<std::vector<int>>& sources,
                                    const Ablation& ablation, int threads);

// Evaluates on examples (the held-out set): loss and accuracies, with heads switched off.
Evaluation evaluate(const Transformer& model, const Task& task,
                    const std::vector<Example>& examples, const Ablation& ablation, int threads);

// The score naming each head's job, averaged over examples, [layer][head]:
//   InductionScore   decoder self, prefix matching: the weight on the positions just after
//                    earlier occurrences of the current token, summed (rows that have one)
//   PreviousToken    decoder self: the weight on position i − 1
//   Alignment        cross: the weight on the source word the produced word comes from
enum class HeadJob { InductionScore, PreviousToken, Alignment };
const char* head_job_name(HeadJob job);
std::vector<std::vector<double>> head_scores(const Transformer& model, const Task& task,
                                             const std::vector<Example>& examples, HeadJob job,
                                             const Ablation& ablation, int threads);
// What one head does on one text, from its T×T weights alone (no task needed: the Model
// view's pretrained heads), each a mean over the query rows after the first (the first
// row can only look at itself under the mask): the weight on the token just before (the
// previous-token job above, measured on one text), on the first token, on the token
// itself, and the entropy of the row in bits (how widely it spreads). Over the rows but the
// last, the weight on the token just after (zero under the mask). Over every row, the
// weight on the keys listed in `marked` (BERT's [SEP], an encoder's </s>: Clark et al.
// 2019 found many of BERT's heads resting there) and the row's largest weight (how peaked
// the head is).
struct HeadSummary {
  float previous = 0.0f;
  float first = 0.0f;
  float self = 0.0f;
  float entropy = 0.0f;
  float next = 0.0f;
  float marked = 0.0f;
  float peak = 0.0f;
  float neighbours = 0.0f;  // a picture's head: the weight on the 8 patches around
};
HeadSummary summarize_head(const MatrixRef& weights, const std::vector<int>& marked = {});
// A cross-attention head (target rows × source columns): only the entropy and the peak,
// over every row; with no word alignment known, how peaked its rows are is what says
// whether each target token reads one source token or many.
HeadSummary summarize_cross_head(const MatrixRef& weights);
// A Vision Transformer's head over a picture: `prefix` tokens ([CLS] first, then a
// distillation token and registers) before a grid of rows×cols patches. Means over the
// patches' query rows: `first` the weight on [CLS], `self` on the patch itself,
// `neighbours` on the (up to) 8 patches around it, `marked` on the other prefix tokens
// (registers, [DIST]), the entropy in bits and the peak; `previous` and `next` stay 0.
HeadSummary summarize_picture_head(const MatrixRef& weights, int prefix, int rows, int cols);

// The jobs worth plotting for a task: induction → induction and previous-token; the others
// → alignment.
std::vector<HeadJob> head_jobs(TaskKind task);

// How a run went, step by step: the training batch's loss at every step, the held-out
// loss and accuracy and each head's job score at the steps they were measured. A checkpoint
// keeps it, so that a model opens with its curves.
struct TrainingPoint {
  int step = 0;
  double loss = 0;  // the training batch's
};
struct EvaluationPoint {
  int step = 0;
  double loss = 0;      // held-out, teacher forcing
  double accuracy = 0;  // the task's mark
};
// A head's job score at a step: [job][layer][head], the jobs of head_jobs(task).
struct ScorePoint {
  int step = 0;
  std::vector<std::vector<std::vector<double>>> scores;
};
struct TrainingHistory {
  std::vector<TrainingPoint> losses;
  std::vector<EvaluationPoint> evaluations;
  std::vector<ScorePoint> scores;
};

// Where a run stands, so that it can go on as if it had not stopped: AdamW's moments and
// step count (the learning rate's schedule goes on from there) and the stream of training
// examples.
struct TrainerState {
  std::vector<float> m, v;
  int steps = 0;
  std::uint64_t stream = 0;
};

class Trainer {
 public:
  static constexpr int kChunk = 8;  // samples a thread takes at once

  // A new model from settings.seed.
  explicit Trainer(const TrainingSettings& settings);
  // Goes on from a given model (a checkpoint): its sizes replace the settings'.
  Trainer(const TrainingSettings& settings, Transformer model);
  // Resumes a run: the model with the optimizer and example stream where it stopped (throws
  // AttentionError when the state does not fit the model).
  Trainer(const TrainingSettings& settings, Transformer model, const TrainerState& state);

  // A loss this many times that of a uniform guess (ln V) means training has diverged.
  static constexpr double kDivergence = 10;

  // One step. Throws TrainingError when the loss, a gradient or a weight is not finite, or
  // the loss has diverged; the weights are then the last good ones (those that gave the
  // last finite loss), named in the message.
  StepReport step();
  Evaluation evaluate(const Ablation& ablation = {}) const;

  const Transformer& model() const { return model_; }
  const Task& task() const { return task_; }
  const TrainingSettings& settings() const { return settings_; }
  const std::vector<Example>& held_out() const { return held_out_; }
  int steps_done() const { return adam_.steps(); }
  TrainerState state() const;

 private:
  TrainingError stop(int step, const std::string& why, bool weights_bad);

  TrainingSettings settings_;
  Task task_;
  Transformer model_;
  AdamW adam_;
  SplitMix64 stream_;
  std::vector<Example> held_out_;
  std::vector<float> gradients_, previous_;
  std::vector<std::vector<float>> chunk_gradients_;
  std::vector<ForwardRecord> records_;  // per chunk, as the two below: kept between steps
  std::vector<Matrix> d_logits_;
  std::vector<BackwardWork> work_;
};

// The history's points at the trainer's step: each head's job scores (head_jobs of its
// task) averaged over the first `examples` held-out examples, and the held-out loss and
// accuracy over all of them, with `ablation`'s heads switched off.
inline constexpr int kScoreExamples = 32;
ScorePoint score_point(const Trainer& trainer, const Ablation& ablation = {}, int examples = kScoreExamples);
EvaluationPoint evaluation_point(const Trainer& trainer, const Ablation& ablation = {});

}  // namespace attn
