#include "model/training_session.hpp"

#include <algorithm>
#include <chrono>

#include "io/checkpoint.hpp"
#include "io/i18n.hpp"

namespace attn::app {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

int training_threads() {
  // One core stays with the window, which must keep drawing.
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  return std::max(1, cores - 1);
}

}  // namespace

bool TrainingSession::readable(TaskKind task, const std::string& source) {
  try {
    const Task t(task);
    return !t.encode(source).empty();
  } catch (const std::exception&) {
    return false;
  }
}

std::string TrainingSession::example_sentence(TaskKind task) {
  switch (task) {
    case TaskKind::Translate: return "the blue creature sees a small cat";
    case TaskKind::Reverse: return "a b c d e f g";
    case TaskKind::Induction: return "q d m a h q d m a h q d m a h";
    case TaskKind::TranslateZh: return "我 今天 在 学校 学习";
  }
  return "";
}

TrainingSession::TrainingSession() {
  TrainingSettings s = default_settings(TaskKind::Translate);
  s.threads = training_threads();
  reset_to_.asked = s;
  source_ = example_sentence(TaskKind::Translate);
  // Reset, Open and Save before the next step, in that order.
  auto lane = [](std::function<void(const std::string&)> f) {
    return Lane<std::string>{[f = std::move(f)](std::string& path) {
                               f(path);
                               return std::monostate{};
                             },
                             {}, {}, {}};
  };
  thread_.serve(reset_to_, Lane<TrainingSettings>{[this](TrainingSettings& settings) {
                                                   make_new(settings);
                                                   return std::monostate{};
                                                 },
                                                 {}, {}, {}});
  thread_.serve(open_path_, lane([this](const std::string& path) { open_file(path); }));
  thread_.serve(save_path_, lane([this](const std::string& path) { save_file(path); }));
  thread_.serve_while([this] { return (running_ && has_trainer_) || pending_locked(); }, [this] { work(); });
  thread_.start();
}

TrainingSession::~TrainingSession() { thread_.stop(); }

void TrainingSession::reset(const TrainingSettings& settings) {
  validate(settings);
  thread_.ask([&] {
    reset_to_.asked = settings;
    reset_to_.asked->threads = training_threads();
    open_path_.asked.reset();
    running_ = false;
    steps_asked_ = 0;
    source_ = example_sentence(settings.task);
    target_.clear();
    ablation_ = {};
  });
}

void TrainingSession::start() {
  thread_.ask([this] { running_ = true; });
}

void TrainingSession::pause() {
  thread_.ask([this] {
    running_ = false;
    steps_asked_ = 0;
    dirty_ = reevaluate_ = true;  // a last publication, with the held-out figures of where it stopped
  });
}

void TrainingSession::step_once() {
  thread_.ask([this] {
    if (!running_) ++steps_asked_;
  });
}

void TrainingSession::set_sentence(const std::string& source, const std::string& target) {
  thread_.ask([&] {
    if (source == source_ && target == target_) return;
    source_ = source;
    target_ = target;
    dirty_ = true;
  });
}

void TrainingSession::set_ablation(const Ablation& ablation) {
  thread_.ask([&] {
    ablation_ = ablation;
    dirty_ = reevaluate_ = true;
  });
}

void TrainingSession::want_layers(const std::optional<LayersWanted>& wanted) {
  thread_.ask([&] {
    if (wanted == layers_wanted_) return;
    layers_wanted_ = wanted;
    dirty_ = true;
  });
}

void TrainingSession::open(const std::string& path) {
  thread_.ask([&] {
    open_path_.asked = path;
    running_ = false;
    steps_asked_ = 0;
  });
}

void TrainingSession::save(const std::string& path) { thread_.ask(save_path_, path); }

bool TrainingSession::pending_locked() const {
  // The requests of their own (reset, open, save) first: a step waits for them.
  const bool requests = reset_to_.asked || open_path_.asked || save_path_.asked;
  return !requests && has_trainer_ && (dirty_ || new_model_ || steps_asked_ > 0);
}

void TrainingSession::wait_idle() { thread_.wait_until_settled(); }

bool TrainingSession::settled() const { return thread_.settled(); }

bool TrainingSession::running() const {
  return thread_.locked([this] { return running_; });
}

TrainingSnapshot TrainingSession::snapshot() const {
  TrainingSnapshot s = *thread_.snapshot();
  s.running = running();
  return s;
}

void TrainingSession::show(const std::function<void(TrainingSnapshot&)>& change) {
  auto s = std::make_shared<TrainingSnapshot>(*thread_.snapshot());
  change(*s);
  thread_.publish(std::move(s));
}

void TrainingSession::publish(bool evaluate) {
  const Trainer& t = *trainer_;
  auto model = std::make_shared<const Transformer>(t.model());
  Ablation ablation;
  std::string source, target;
  std::optional<LayersWanted> layers;
  thread_.locked([&] {
    ablation = ablation_;
    source = source_;
    target = target_;
    layers = layers_wanted_;
  });
  const Task& task = t.task();

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
    if (layers) {
      sentence->layers = std::make_shared<const LayerMeasures>(measure_trained(
          *model, task, sentence->run, sentence->source_tokens, sentence->decoder_tokens, *layers));
    }
  } catch (const std::exception& e) {
    sentence = std::make_shared<SentenceRun>();
    sentence->error = e.what();
  }

  const std::vector<HeadJob> jobs = head_jobs(task.kind());
  ScorePoint point = score_point(t, ablation);
  if (scores_.empty() || scores_.back().step != point.step) {
    scores_.push_back(std::move(point));
  } else {
    scores_.back() = std::move(point);  // the same step again, with other heads switched off
  }
  last_scores_whole_ = !ablation.any();
  // A file's figure for the step it stopped at, every head on, is what this would compute
  // again (its held-out sentences come from its settings): kept, not decoded again. The
  // shipped model opened at each start took 0.4 s of a core to evaluate.
  const bool known = last_evaluation_whole_ && !ablation.any() && !evaluations_.empty() &&
                     evaluations_.back().step == t.steps_done();
  if (evaluate && !known) {
    const EvaluationPoint p = evaluation_point(t, ablation);
    if (!evaluations_.empty() && evaluations_.back().step == p.step) {
      evaluations_.back() = p;
    } else {
      evaluations_.push_back(p);
    }
    last_evaluation_whole_ = !ablation.any();
  }

  if (evaluate) {
    // Kept for the Diff view: the first and last always, the rest thinned evenly.
    if (!kept_.empty() && kept_.back().step == t.steps_done()) {
      kept_.back().model = model;
    } else {
      kept_.push_back({t.steps_done(), model});
    }
    if (kept_.size() > kKeptModels) {
      std::vector<KeptModel> thinned;
      for (std::size_t i = 0; i < kept_.size(); ++i) {
        if (i % 2 == 0 || i + 1 == kept_.size()) thinned.push_back(kept_[i]);
      }
      kept_ = std::move(thinned);
    }
  }

  show([&](TrainingSnapshot& shown) {
    shown.settings = t.settings();
    shown.kept = std::make_shared<const std::vector<KeptModel>>(kept_);
    shown.steps_done = t.steps_done();
    shown.model = std::move(model);
    shown.losses = std::make_shared<const std::vector<TrainingPoint>>(losses_);
    shown.evaluations = std::make_shared<const std::vector<EvaluationPoint>>(evaluations_);
    shown.scores = std::make_shared<const std::vector<ScorePoint>>(scores_);
    shown.jobs = jobs;
    shown.sentence = std::move(sentence);
    shown.model_generation = generation_;
    ++shown.version;
  });
}

void TrainingSession::make_new(const TrainingSettings& settings) {
  trainer_ = std::make_unique<Trainer>(settings);
  losses_.clear();
  evaluations_.clear();
  scores_.clear();
  kept_.clear();
  ++generation_;
  thread_.locked([this] { new_model_ = has_trainer_ = true; });
  show([](TrainingSnapshot& shown) {
    shown.error.clear();
    shown.status.clear();
    shown.steps_per_second = 0;
  });
}

void TrainingSession::open_file(const std::string& path) {
  try {
    io::Checkpoint c = io::load_checkpoint(path);
    TrainingSettings s = c.settings;
    s.threads = training_threads();
    // Where the run stopped: its optimizer and examples when the file keeps them; else
    // fresh moments at its step count, so that the schedule still goes on from there.
    TrainerState state;
    if (c.state) {
      state = *c.state;
    } else {
      state = Trainer(s, *c.model).state();
      state.steps = c.steps;
    }
    trainer_ = std::make_unique<Trainer>(s, *c.model, state);
    losses_ = c.history.losses;
    evaluations_ = c.history.evaluations;
    last_evaluation_whole_ = last_scores_whole_ = true;  // a file keeps every head's figures (save_file)
    scores_ = c.history.scores;
    kept_.clear();
    ++generation_;
    // The file's name only: its folder is in the path field, and a shipped model's
    // folder depends on where the program is installed.
    const std::string name = path.substr(path.find_last_of('/') + 1);
    show([&](TrainingSnapshot& shown) {
      shown.error.clear();
      // TRANSLATORS: {0} the file, {1} its task's name, {2} the steps it was trained.
      shown.status = fmt(trn("opened {0} ({1}, {2} step)", "opened {0} ({1}, {2} steps)", static_cast<std::uint64_t>(c.steps)),
                         name, task_name(c.task), c.steps);
      shown.steps_per_second = 0;
    });
    // The sentence stays (the Input panel's), unless this model cannot read it.
    thread_.locked([&] {
      if (!readable(c.task, source_)) {
        source_ = example_sentence(c.task);
        target_.clear();
      }
      ablation_ = {};
      new_model_ = has_trainer_ = true;
    });
  } catch (const std::exception& e) {
    show([&](TrainingSnapshot& shown) { shown.error = e.what(); });
  }
}

void TrainingSession::save_file(const std::string& path) {
  if (!trainer_) return;
  try {
    io::Checkpoint c;
    c.task = trainer_->task().kind();
    c.settings = trainer_->settings();
    c.model = std::make_shared<const Transformer>(trainer_->model());
    c.steps = trainer_->steps_done();
    c.history = {losses_, evaluations_, scores_};
    // With heads switched off the last figure and head scores are theirs: the file keeps
    // the whole model's.
    if (!evaluations_.empty() && evaluations_.back().step == c.steps) {
      if (!last_evaluation_whole_) c.history.evaluations.back() = evaluation_point(*trainer_);
      c.held_out_accuracy = c.history.evaluations.back().accuracy;
    }
    if (!scores_.empty() && scores_.back().step == c.steps && !last_scores_whole_) {
      c.history.scores.back() = score_point(*trainer_);
    }
    c.state = trainer_->state();
    io::save_checkpoint(path, c);
    ++files_saved_;
    show([&](TrainingSnapshot& shown) {
      shown.status = fmt(tr("saved {0}"), path);
      shown.error.clear();
      shown.files_saved = files_saved_;
    });
  } catch (const std::exception& e) {
    show([&](TrainingSnapshot& shown) { shown.error = e.what(); });
  }
}

void TrainingSession::work() {
  bool step = false, dirty = false, reevaluate = false, was_reset = false;
  thread_.locked([&] {
    step = running_ || steps_asked_ > 0;
    if (!running_ && steps_asked_ > 0) --steps_asked_;
    dirty = dirty_;
    dirty_ = false;
    reevaluate = reevaluate_;
    reevaluate_ = false;
    was_reset = new_model_;
    new_model_ = false;
  });
  if (!trainer_) return;

  bool stepped = false, stopped = false;
  if (step && trainer_->steps_done() >= trainer_->settings().steps) {
    // A finished model (the shipped one, or a run that reached its total): Start trains a
    // new one from the seed, in front of the room, rather than going on past the total with
    // a new warm-up. The finished one is one Open away.
    TrainingSettings settings = trainer_->settings();
    settings.threads = training_threads();
    trainer_ = std::make_unique<Trainer>(settings);
    losses_.clear();
    evaluations_.clear();
    scores_.clear();
    kept_.clear();
    ++generation_;
    was_reset = true;
    show([&](TrainingSnapshot& shown) {
      shown.error.clear();
      shown.status = fmt(tr("a new model from seed {0} (the finished one: Open)"), settings.seed);
      shown.steps_per_second = 0;
    });
  }
  if (step) {
    try {
      if (speed_steps_ == 0) speed_since_ = Clock::now();
      const StepReport r = trainer_->step();
      losses_.push_back({r.step, r.loss});
      stepped = true;
      if (trainer_->steps_done() >= trainer_->settings().steps) {
        // The total reached: the run stops there (its figures evaluated below).
        thread_.locked([this] {
          running_ = false;
          steps_asked_ = 0;
        });
        show([&](TrainingSnapshot& shown) {
          shown.status = fmt(trn("finished: {0} step", "finished: {0} steps",
                                 static_cast<std::uint64_t>(trainer_->settings().steps)),
                             trainer_->settings().steps);
        });
      }
      ++speed_steps_;
      const double elapsed = seconds_between(speed_since_, Clock::now());
      if (elapsed > 0.5) {
        show([&](TrainingSnapshot& shown) { shown.steps_per_second = speed_steps_ / elapsed; });
        speed_steps_ = 0;
      }
    } catch (const TrainingError& e) {
      stopped = true;
      thread_.locked([this] {
        running_ = false;
        steps_asked_ = 0;
      });
      show([&](TrainingSnapshot& shown) { shown.error = e.what(); });
    }
  } else {
    speed_steps_ = 0;
  }
  const bool running = this->running();
  const Clock::time_point now = Clock::now();
  const bool due = seconds_between(last_publish_, now) >= kPublishSeconds;
  if (was_reset || dirty || stopped || (stepped && (!running || due))) {
    const bool evaluate = was_reset || reevaluate || stopped || (stepped && !running) ||
                          seconds_between(last_evaluation_, now) >= kEvaluateSeconds;
    publish(evaluate);
    last_publish_ = Clock::now();
    if (evaluate) last_evaluation_ = last_publish_;
  }
}

}  // namespace attn::app
