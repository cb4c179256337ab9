#include "model/gpt2_session.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

namespace attn::app {

namespace {
constexpr int kNextTokens = 10;
// A run whose maps take more than this is never held twice: at 1024 tokens GPT-2 small's
// 144 maps alone take 600 MB.
constexpr std::size_t kLargeRunBytes = std::size_t{128} << 20;

std::size_t map_bytes(const gpt2::Config& c, std::size_t tokens) {
  return tokens * tokens * static_cast<std::size_t>(c.layers * c.heads) * sizeof(float);
}
}  // namespace

HeadSummary summarize_head(const Matrix& w) {
  HeadSummary s;
  const Eigen::Index t = w.rows();
  if (t < 2) return s;
  for (Eigen::Index i = 1; i < t; ++i) {
    s.previous += w(i, i - 1);
    s.first += w(i, 0);
    s.self += w(i, i);
    double h = 0.0;
    for (Eigen::Index j = 0; j < w.cols(); ++j) {
      if (w(i, j) > 0.0f) h -= w(i, j) * std::log2(static_cast<double>(w(i, j)));
    }
    s.entropy += static_cast<float>(h);
  }
  const auto n = static_cast<float>(t - 1);
  s.previous /= n;
  s.first /= n;
  s.self /= n;
  s.entropy /= n;
  return s;
}

Gpt2Session::Gpt2Session() : snapshot_(std::make_shared<Gpt2Snapshot>()), thread_([this] { loop(); }) {}

Gpt2Session::~Gpt2Session() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
    jobs_.clear();
  }
  wake_.notify_all();
  thread_.join();
}

void Gpt2Session::enqueue(std::function<void()> job) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    jobs_.push_back(std::move(job));
    busy_ = true;
  }
  wake_.notify_all();
}

void Gpt2Session::loop() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [&] { return stop_ || !jobs_.empty(); });
      if (stop_) {
        idle_.notify_all();
        return;
      }
      job = std::move(jobs_.front());
      jobs_.pop_front();
    }
    try {
      job();
    } catch (const std::exception& e) {
      publish(e.what());
    }
    std::lock_guard<std::mutex> lock(mutex_);
    if (jobs_.empty()) {
      busy_ = false;
      idle_.notify_all();
    }
  }
}

void Gpt2Session::wait_idle() {
  std::unique_lock<std::mutex> lock(mutex_);
  idle_.wait(lock, [this] { return stop_ || (jobs_.empty() && !busy_); });
}

std::shared_ptr<const Gpt2Snapshot> Gpt2Session::snapshot() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return snapshot_;
}

std::string Gpt2Session::folder() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return folder_;
}

void Gpt2Session::publish(const std::string& error) {
  auto s = std::make_shared<Gpt2Snapshot>();
  s->model = model_;
  s->error = error;
  s->causal = causal_;
  s->ablated = ablated_;
  s->version = ++version_;
  if (model_ && run_ && error.empty()) {
    s->run = run_;
    for (const int id : run_->ids) s->tokens.push_back(model_->tokenizer.display(id));
    s->prompt_tokens = prompt_tokens_;
    const Matrix logits = gpt2::logits(model_->weights, *run_, static_cast<int>(run_->ids.size()) - 1);
    s->next = gpt2::top_candidates(logits, kNextTokens);
    for (const gpt2::Candidate& c : s->next) s->next_tokens.push_back(model_->tokenizer.display(c.id));
    for (const gpt2::LayerRecord& rec : run_->layers) {
      for (const HeadTrace& h : rec.attention.heads) s->summaries.push_back(summarize_head(h.weights));
    }
    s->effects = effects_;
    s->kv_bytes = gpt2::kv_cache_bytes(*run_);
  } else if (!error.empty()) {
    // A refusal keeps what was shown before it (the model, its last run).
    std::lock_guard<std::mutex> lock(mutex_);
    auto kept = std::make_shared<Gpt2Snapshot>(*snapshot_);
    kept->error = error;
    kept->version = version_;
    snapshot_ = kept;
    return;
  }
  std::lock_guard<std::mutex> lock(mutex_);
  snapshot_ = s;
}

std::shared_ptr<gpt2::Run> Gpt2Session::run_to_change(std::size_t tokens) {
  if (!run_) return std::make_shared<gpt2::Run>();
  if (map_bytes(model_->weights.config, tokens) < kLargeRunBytes) return std::make_shared<gpt2::Run>(*run_);
  // Large: the snapshot lets the run go, and once the frame drawing it is done this thread
  // holds it alone and changes it in place.
  std::shared_ptr<gpt2::Run> run = std::move(run_);
  publish("");
  while (run.use_count() > 1) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  return run;
}

void Gpt2Session::forward(const std::string& text) {
  if (!model_) return;
  const std::vector<int> ids = model_->tokenizer.encode(text);
  gpt2::Options options;
  options.causal = causal_;
  options.ablated = ablated_;
  if (ids.empty() || ids.size() > static_cast<std::size_t>(model_->weights.config.context)) {
    gpt2::forward(model_->weights, ids, options);  // refused with its message; the run shown stays
  }
  std::shared_ptr<gpt2::Run> run = run_to_change(ids.size());
  gpt2::forward(model_->weights, ids, options, *run);
  run_ = std::move(run);
  prompt_tokens_ = static_cast<int>(ids.size());
  effects_.resize(0, 0);
  publish("");
}

void Gpt2Session::open(const std::string& folder, const std::string& text) {
  enqueue([this, folder, text] {
    loading_ = true;
    progress_ = 0.0f;
    try {
      auto opened = std::make_shared<io::Gpt2Folder>(
          io::open_gpt2_folder(folder, [this](float f) { progress_ = f; }));
      loading_ = false;
      model_ = std::move(opened);
      run_.reset();
      const gpt2::Config& c = model_->weights.config;
      ablated_.assign(static_cast<std::size_t>(c.layers), std::vector<char>(static_cast<std::size_t>(c.heads), 0));
      {
        std::lock_guard<std::mutex> lock(mutex_);
        folder_ = folder;
      }
      publish("");
    } catch (...) {
      loading_ = false;
      throw;
    }
    forward(text);
  });
}

void Gpt2Session::run(const std::string& text) {
  enqueue([this, text] { forward(text); });
}

void Gpt2Session::set_causal(bool causal, const std::string& text) {
  enqueue([this, causal, text] {
    causal_ = causal;
    forward(text);
  });
}

void Gpt2Session::toggle_head(int layer, int head, const std::string& text) {
  enqueue([this, layer, head, text] {
    if (layer < 0 || static_cast<std::size_t>(layer) >= ablated_.size()) return;
    std::vector<char>& row = ablated_[static_cast<std::size_t>(layer)];
    if (head < 0) {
      const bool any_on = std::any_of(row.begin(), row.end(), [](char c) { return c == 0; });
      std::fill(row.begin(), row.end(), any_on ? 1 : 0);
    } else if (static_cast<std::size_t>(head) < row.size()) {
      row[static_cast<std::size_t>(head)] ^= 1;
    }
    forward(text);
  });
}

void Gpt2Session::clear_ablation(const std::string& text) {
  enqueue([this, text] {
    for (std::vector<char>& row : ablated_) std::fill(row.begin(), row.end(), 0);
    forward(text);
  });
}

void Gpt2Session::generate(int steps, float temperature, std::uint64_t seed) {
  enqueue([this, steps, temperature, seed] {
    if (!model_ || !run_) return;
    for (int i = 0; i < steps; ++i) {
      const int step = static_cast<int>(run_->ids.size()) - prompt_tokens_;
      const Matrix logits = gpt2::logits(model_->weights, *run_, static_cast<int>(run_->ids.size()) - 1);
      const int id = gpt2::choose_next(logits, temperature, seed, step);
      std::shared_ptr<gpt2::Run> grown = run_to_change(run_->ids.size() + 1);
      if (grown->causal) {
        gpt2::extend(model_->weights, *grown, id);
      } else {
        std::vector<int> ids = grown->ids;
        ids.push_back(id);
        gpt2::Options options;
        options.causal = false;
        options.ablated = ablated_;
        gpt2::forward(model_->weights, ids, options, *grown);
      }
      run_ = std::move(grown);
      effects_.resize(0, 0);
      publish("");
    }
  });
}

void Gpt2Session::measure_effects() {
  enqueue([this] {
    if (!model_ || !run_) return;
    effects_ = gpt2::head_effects(model_->weights, *run_);
    publish("");
  });
}

}  // namespace attn::app
