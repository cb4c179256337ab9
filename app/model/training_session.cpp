#include "model/training_session.hpp"

#include <algorithm>
#include <chrono>

#include "io/checkpoint.hpp"

namespace attn::app {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kScoreExamples = 32;  // held-out examples the job scores are averaged over

double seconds_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

int training_threads() {
  // One core stays with the window, which must keep drawing.
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  return std::max(1, cores - 1);
}

}  // namespace

std::string TrainingSession::example_sentence(TaskKind task) {
  switch (task) {
    case TaskKind::Translate: return "the blue creature sees a small cat";
    case TaskKind::Reverse: return "a b c d e f g";
    case TaskKind::Induction: return "q d m a h q d m a h q d m a h";
  }
  return "";
}

TrainingSession::TrainingSession() {
  TrainingSettings s = default_settings(TaskKind::Translate);
  s.threads = training_threads();
  reset_to_ = s;
  source_ = example_sentence(TaskKind::Translate);
  thread_ = std::thread([this] { loop(); });
}

TrainingSession::~TrainingSession() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    quit_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void TrainingSession::reset(const TrainingSettings& settings) {
  validate(settings);
  std::lock_guard<std::mutex> lock(mutex_);
  reset_to_ = settings;
  reset_to_->threads = training_threads();
  open_path_.reset();
  running_ = false;
  steps_asked_ = 0;
  source_ = example_sentence(settings.task);
  target_.clear();
  ablation_ = {};
  wake_.notify_all();
}

void TrainingSession::start() {
  std::lock_guard<std::mutex> lock(mutex_);
  running_ = true;
  wake_.notify_all();
}

void TrainingSession::pause() {
  std::lock_guard<std::mutex> lock(mutex_);
  running_ = false;
  steps_asked_ = 0;
  dirty_ = true;  // a last publication, with the held-out figures of where it stopped
  wake_.notify_all();
}

void TrainingSession::step_once() {
  std::lock_guard<std::mutex> lock(mutex_);
  if (!running_) ++steps_asked_;
  wake_.notify_all();
}

void TrainingSession::set_sentence(const std::string& source, const std::string& target) {
  std::lock_guard<std::mutex> lock(mutex_);
  if (source == source_ && target == target_) return;
  source_ = source;
  target_ = target;
  dirty_ = true;
  wake_.notify_all();
}

void TrainingSession::set_ablation(const Ablation& ablation) {
  std::lock_guard<std::mutex> lock(mutex_);
  ablation_ = ablation;
  dirty_ = true;
  wake_.notify_all();
}

void TrainingSession::open(const std::string& path, const std::string& sentence) {
  std::lock_guard<std::mutex> lock(mutex_);
  open_path_ = path;
  checkpoint_text_ = sentence;
  running_ = false;
  steps_asked_ = 0;
  wake_.notify_all();
}

void TrainingSession::save(const std::string& path) {
  std::lock_guard<std::mutex> lock(mutex_);
  save_path_ = path;
  wake_.notify_all();
}

bool TrainingSession::pending_locked() const {
  return dirty_ || steps_asked_ > 0 || reset_to_ || open_path_ || save_path_;
}

void TrainingSession::wait_idle() {
  std::unique_lock<std::mutex> lock(mutex_);
  idle_.wait(lock, [this] { return quit_ || (!busy_ && !pending_locked()); });
}

bool TrainingSession::settled() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return !busy_ && !pending_locked();
}

bool TrainingSession::running() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return running_;
}

TrainingSnapshot TrainingSession::snapshot() const {
  std::lock_guard<std::mutex> lock(mutex_);
  TrainingSnapshot s = shown_;
  s.running = running_;
  return s;
}

void TrainingSession::publish(bool evaluate) {
  const Trainer& t = *trainer_;
  auto model = std::make_shared<const Transformer>(t.model());
  Ablation ablation;
  std::string source, target;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    ablation = ablation_;
    source = source_;
    target = target_;
  }
  const Task& task = t.task();
  const int threads = t.settings().threads;

  auto sentence = std::make_shared<SentenceRun>();
  try {
    const std::vector<int> ids = task.encode(source);
    std::optional<std::vector<int>> forced;
    if (!task.decoder_only() && !target.empty()) forced = task.encode(target);
    sentence->run = run_model(*model, task, ids, forced, ablation);
    sentence->source_tokens = token_texts(task, sentence->run.source);
    sentence->decoder_tokens = token_texts(task, sentence->run.decoder_input);
    sentence->predicted_tokens = token_texts(task, sentence->run.predicted);
    sentence->greedy_text = task.decode(sentence->run.greedy.tokens);
  } catch (const std::exception& e) {
    sentence = std::make_shared<SentenceRun>();
    sentence->error = e.what();
  }

  const std::vector<HeadJob> jobs = head_jobs(task.kind());
  const std::vector<Example> few(t.held_out().begin(),
                                 t.held_out().begin() + std::min<std::ptrdiff_t>(
                                     kScoreExamples, static_cast<std::ptrdiff_t>(t.held_out().size())));
  ScorePoint point;
  point.step = steps_before_ + t.steps_done();
  for (const HeadJob job : jobs) point.scores.push_back(head_scores(*model, task, few, job, ablation, threads));
  if (scores_.empty() || scores_.back().step != point.step) {
    scores_.push_back(std::move(point));
  } else {
    scores_.back() = std::move(point);  // the same step again, with other heads switched off
  }
  if (evaluate) {
    const Evaluation e = attn::evaluate(*model, task, t.held_out(), ablation, threads);
    EvaluationPoint p{steps_before_ + t.steps_done(), e.loss, e.accuracy};
    if (!evaluations_.empty() && evaluations_.back().step == p.step) {
      evaluations_.back() = p;
    } else {
      evaluations_.push_back(p);
    }
  }

  std::lock_guard<std::mutex> lock(mutex_);
  shown_.settings = t.settings();
  shown_.steps_done = steps_before_ + t.steps_done();
  shown_.model = std::move(model);
  shown_.losses = std::make_shared<const std::vector<TrainingPoint>>(losses_);
  shown_.evaluations = std::make_shared<const std::vector<EvaluationPoint>>(evaluations_);
  shown_.scores = std::make_shared<const std::vector<ScorePoint>>(scores_);
  shown_.jobs = jobs;
  shown_.sentence = std::move(sentence);
  shown_.model_generation = generation_;
  ++shown_.version;
}

void TrainingSession::loop() {
  Clock::time_point last_publish = Clock::now(), last_evaluation = Clock::now();
  // Steps per second over the last stretch of running.
  Clock::time_point speed_since = Clock::now();
  int speed_steps = 0;
  for (;;) {
    std::optional<TrainingSettings> reset_to;
    std::optional<std::string> open_path, save_path;
    bool step = false, dirty = false;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      busy_ = false;
      if (!running_ && !pending_locked()) idle_.notify_all();
      wake_.wait(lock, [this] { return quit_ || running_ || pending_locked(); });
      if (quit_) break;
      busy_ = true;
      reset_to.swap(reset_to_);
      open_path.swap(open_path_);
      save_path.swap(save_path_);
      step = running_ || steps_asked_ > 0;
      if (!running_ && steps_asked_ > 0) --steps_asked_;
      dirty = dirty_;
      dirty_ = false;
    }
    const bool was_reset = reset_to.has_value() || open_path.has_value();
    if (reset_to) {
      trainer_ = std::make_unique<Trainer>(*reset_to);
      steps_before_ = 0;
      losses_.clear();
      evaluations_.clear();
      scores_.clear();
      std::lock_guard<std::mutex> lock(mutex_);
      shown_.error.clear();
      shown_.status.clear();
      shown_.steps_per_second = 0;
      ++generation_;
    }
    if (open_path) {
      try {
        io::Checkpoint c = io::load_checkpoint(*open_path);
        TrainingSettings s = c.settings;
        s.threads = training_threads();
        trainer_ = std::make_unique<Trainer>(s, *c.model);
        steps_before_ = c.steps;
        losses_.clear();
        evaluations_.clear();
        scores_.clear();
        std::lock_guard<std::mutex> lock(mutex_);
        shown_.error.clear();
        // The file's name only: its folder is in the path field, and a shipped model's
        // folder depends on where the program is installed.
        const std::string name = open_path->substr(open_path->find_last_of('/') + 1);
        shown_.status = "opened " + name + " (" + task_name(c.task) + ", " +
                        std::to_string(c.steps) + " steps)";
        shown_.steps_per_second = 0;
        ++generation_;
        source_ = checkpoint_text_.empty() ? example_sentence(c.task) : checkpoint_text_;
        target_.clear();
        ablation_ = {};
      } catch (const std::exception& e) {
        std::lock_guard<std::mutex> lock(mutex_);
        shown_.error = e.what();
      }
    }
    if (save_path && trainer_) {
      try {
        io::Checkpoint c;
        c.task = trainer_->task().kind();
        c.settings = trainer_->settings();
        c.model = std::make_shared<const Transformer>(trainer_->model());
        c.steps = steps_before_ + trainer_->steps_done();
        std::lock_guard<std::mutex> lock(mutex_);
        if (!evaluations_.empty() && evaluations_.back().step == c.steps) {
          c.held_out_accuracy = evaluations_.back().accuracy;
        }
        io::save_checkpoint(*save_path, c);
        shown_.status = "saved " + *save_path;
        shown_.error.clear();
      } catch (const std::exception& e) {
        std::lock_guard<std::mutex> lock(mutex_);
        shown_.error = e.what();
      }
    }
    if (!trainer_) continue;

    bool stepped = false, stopped = false;
    if (step) {
      try {
        if (speed_steps == 0) speed_since = Clock::now();
        const StepReport r = trainer_->step();
        losses_.push_back({steps_before_ + r.step, r.loss});
        stepped = true;
        ++speed_steps;
        const double elapsed = seconds_between(speed_since, Clock::now());
        if (elapsed > 0.5) {
          std::lock_guard<std::mutex> lock(mutex_);
          shown_.steps_per_second = speed_steps / elapsed;
          speed_steps = 0;
        }
      } catch (const TrainingError& e) {
        stopped = true;
        std::lock_guard<std::mutex> lock(mutex_);
        running_ = false;
        steps_asked_ = 0;
        shown_.error = e.what();
      }
    } else {
      speed_steps = 0;
    }
    bool running = false;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      running = running_;
    }
    const Clock::time_point now = Clock::now();
    const bool due = seconds_between(last_publish, now) >= kPublishSeconds;
    if (was_reset || dirty || stopped || (stepped && (!running || due))) {
      const bool evaluate = was_reset || !running || seconds_between(last_evaluation, now) >= kEvaluateSeconds;
      publish(evaluate);
      last_publish = Clock::now();
      if (evaluate) last_evaluation = last_publish;
    }
  }
}

}  // namespace attn::app
