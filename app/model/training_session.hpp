// The Training view's model: a Trainer on a thread of its own, driven by Start, Pause, Step
// and Reset, and what the view draws from it, published as snapshots.
//
// The thread trains while running, and at most every kPublishSeconds (5 times a second) it
// publishes: a copy of the weights, the run of the view's sentence through them (every map,
// the greedy decoding beside teacher forcing), each head's job score on a few held-out
// examples, and the loss of the steps since. Every kEvaluateSeconds it also scores the whole
// held-out set (loss and accuracy) with the switched-off heads. When paused, a change of the
// sentence or of the switched-off heads is worked out at once the same way.
//
// The UI thread only reads snapshot(): the one the thread published last (background.hpp),
// of shared, immutable pieces, so drawing never waits on a training step. Reset, Open and Save
// are requests of their own, the latest of each winning, worked out before the next step.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/teaching/model_run.hpp"
#include "core/teaching/training.hpp"
#include "model/background.hpp"
#include "model/layer_measures.hpp"

namespace attn::app {

// TrainingPoint, EvaluationPoint and ScorePoint: core/teaching/training.hpp.

// The model as it was at a step, kept for the Diff view: at each held-out evaluation of a
// run (at most kKeptModels, thinned evenly, the first and the last always kept).
struct KeptModel {
  int step = 0;
  std::shared_ptr<const Transformer> model;
};

// What the thread worked out for the view's sentence.
struct SentenceRun {
  std::string error;  // an unknown word, too long: the maps are then empty
  ModelRun run;
  std::vector<std::string> source_tokens, decoder_tokens, predicted_tokens;
  std::string greedy_text;  // the model's own output (encoder–decoder)
  // What the stack does as a whole, measured with the run while a view wants it
  // (want_layers); null otherwise.
  std::shared_ptr<const LayerMeasures> layers;
};

struct TrainingSnapshot {
  TrainingSettings settings;  // of the model shown (a checkpoint's sizes when one is open)
  bool running = false;
  int steps_done = 0;  // counting those of an opened checkpoint
  double steps_per_second = 0;
  std::string error;   // why training stopped (TrainingError), or why a file was refused
  std::string status;  // the last file opened or saved
  std::shared_ptr<const Transformer> model;
  std::shared_ptr<const std::vector<TrainingPoint>> losses;
  std::shared_ptr<const std::vector<EvaluationPoint>> evaluations;
  std::shared_ptr<const std::vector<ScorePoint>> scores;
  std::shared_ptr<const std::vector<KeptModel>> kept;
  std::vector<HeadJob> jobs;
  std::shared_ptr<const SentenceRun> sentence;
  std::uint64_t version = 0;           // grows with every publication
  std::uint64_t model_generation = 0;  // grows with every reset and every file opened
  std::uint64_t files_saved = 0;       // grows with every file saved
};

class TrainingSession {
 public:
  static constexpr double kPublishSeconds = 0.2;
  static constexpr double kEvaluateSeconds = 1.0;
  static constexpr std::size_t kKeptModels = 48;

  TrainingSession();
  ~TrainingSession();  // stops and joins the thread
  TrainingSession(const TrainingSession&) = delete;
  TrainingSession& operator=(const TrainingSession&) = delete;

  // A new model of these settings (validated first: throws AttentionError naming the bad
  // one); training paused, histories cleared, the task's example sentence shown.
  void reset(const TrainingSettings& settings);
  void start();
  void pause();
  void step_once();  // one step, when paused
  // The sentence the maps show (source; target empty: the model's own output).
  void set_sentence(const std::string& source, const std::string& target);
  void set_ablation(const Ablation& ablation);
  // The measures across layers a view wants with every run of the sentence (nullopt: none).
  void want_layers(const std::optional<LayersWanted>& wanted);
  // Opens a checkpoint (paused; its task and sizes replace the settings), or saves the
  // model shown. Done on the thread: the outcome comes as the snapshot's status, or its
  // error naming the file and the problem (a refused file leaves the model shown as it was).
  // The maps go on showing the sentence set (unless the model cannot read it: then the
  // task's example).
  void open(const std::string& path);
  void save(const std::string& path);
  // Waits until what was asked before this call is worked out and training is paused
  // (tests, --screenshot).
  void wait_idle();
  // The thread at rest: nothing asked waits to be worked out, and training is paused.
  bool settled() const;
  bool running() const;

  TrainingSnapshot snapshot() const;

  // The sentence each task's maps start on.
  static std::string example_sentence(TaskKind task);
  // Whether a model of the task reads `source` (every word in its vocabulary, not empty).
  static bool readable(TaskKind task, const std::string& source);

 private:
  using Clock = std::chrono::steady_clock;
  void work();                  // one turn of the thread: a step, and what the view shows
  bool pending_locked() const;
  // On the thread: a new model, a file opened, the model saved.
  void make_new(const TrainingSettings& settings);
  void open_file(const std::string& path);
  void save_file(const std::string& path);
  void publish(bool evaluate);  // on the thread, without the lock held
  // On the thread: the snapshot shown, changed by `change`, published anew.
  void show(const std::function<void(TrainingSnapshot&)>& change);

  // Under the thread's lock.
  bool running_ = false, dirty_ = false;
  // The held-out figures are to be worked out again (paused, heads switched off); a new
  // sentence alone does not change them.
  bool reevaluate_ = false;
  int steps_asked_ = 0;
  bool new_model_ = false;  // made or opened: published, with the held-out figures
  bool has_trainer_ = false;  // the thread has made or opened a model
  Channel<TrainingSettings> reset_to_;
  Channel<std::string> open_path_, save_path_;
  std::string source_, target_;
  Ablation ablation_;
  std::optional<LayersWanted> layers_wanted_;

  // The thread's own.
  std::unique_ptr<Trainer> trainer_;
  std::uint64_t generation_ = 0;  // a new model made or opened
  std::vector<TrainingPoint> losses_;
  std::vector<EvaluationPoint> evaluations_;
  // evaluations_.back() was made with every head on (a file's last figure, or one computed so)
  bool last_evaluation_whole_ = false;
  std::vector<ScorePoint> scores_;
  bool last_scores_whole_ = true;  // scores_.back() was made with every head on
  std::vector<KeptModel> kept_;
  Clock::time_point last_publish_ = Clock::now(), last_evaluation_ = Clock::now();
  Clock::time_point speed_since_ = Clock::now();  // steps per second over the last stretch
  int speed_steps_ = 0;
  std::uint64_t files_saved_ = 0;

  BackgroundWorker<TrainingSnapshot> thread_;  // last: started once the rest is made
};

}  // namespace attn::app
