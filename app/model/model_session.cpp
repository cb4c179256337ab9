#include "model/model_session.hpp"

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

std::size_t map_bytes(const decoder::Architecture& c, std::size_t tokens) {
  return tokens * tokens * static_cast<std::size_t>(c.layers * c.heads) * sizeof(float);
}
}  // namespace

ModelSession::ModelSession() {
  thread_.start([this] { return !jobs_.empty(); }, [this] { work(); });
}

ModelSession::~ModelSession() { thread_.stop(); }

void ModelSession::enqueue(std::function<void()> job) {
  thread_.ask([&] { jobs_.push_back(std::move(job)); });
}

void ModelSession::work() {
  std::function<void()> job = thread_.locked([this] {
    std::function<void()> next = std::move(jobs_.front());
    jobs_.pop_front();
    return next;
  });
  try {
    job();
  } catch (const std::exception& e) {
    publish(e.what());
  }
}

std::string ModelSession::folder() const {
  return thread_.locked([this] { return folder_; });
}

void ModelSession::publish(const std::string& error) {
  auto s = std::make_shared<ModelSnapshot>();
  s->model = model_;
  s->error = error;
  s->causal = causal_;
  s->precision = precision_;
  s->ablated = ablated_;
  s->version = ++version_;
  if (model_ && run_ && error.empty()) {
    s->run = run_;
    for (const int id : run_->ids) s->tokens.push_back(model_->tokenizer->display(id));
    s->prompt_tokens = prompt_tokens_;
    const Matrix logits = decoder::logits(model_->weights, *run_, static_cast<int>(run_->ids.size()) - 1);
    s->next = decoder::top_candidates(logits, kNextTokens);
    for (const decoder::Candidate& c : s->next) s->next_tokens.push_back(model_->tokenizer->display(c.id));
    for (const decoder::LayerRecord& rec : run_->layers) {
      for (const HeadTrace& h : rec.attention.heads) s->summaries.push_back(summarize_head(h.weights));
    }
    s->effects = effects_;
    s->kv_bytes = decoder::kv_cache_bytes(model_->weights.arch, *run_);
  } else if (!error.empty()) {
    // A refusal keeps what was shown before it (the model, its last run).
    auto kept = std::make_shared<ModelSnapshot>(*thread_.snapshot());
    kept->error = error;
    kept->version = version_;
    thread_.publish(std::move(kept));
    return;
  }
  thread_.publish(std::move(s));
}

std::shared_ptr<decoder::Run> ModelSession::run_to_change(std::size_t tokens) {
  if (!run_) return std::make_shared<decoder::Run>();
  if (map_bytes(model_->weights.arch, tokens) < kLargeRunBytes) return std::make_shared<decoder::Run>(*run_);
  // Large: the snapshot lets the run go, and once the frame drawing it is done this thread
  // holds it alone and changes it in place.
  std::shared_ptr<decoder::Run> run = std::move(run_);
  publish("");
  while (run.use_count() > 1) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  return run;
}

void ModelSession::forward(const std::string& text) {
  if (!model_) return;
  const std::vector<int> ids = model_->tokenizer->encode(text);
  decoder::Options options;
  options.causal = causal_;
  options.ablated = ablated_;
  options.precision = precision_;
  if (ids.empty() || ids.size() > static_cast<std::size_t>(model_->weights.arch.context)) {
    decoder::forward(model_->weights, ids, options);  // refused with its message; the run shown stays
  }
  std::shared_ptr<decoder::Run> run = run_to_change(ids.size());
  decoder::forward(model_->weights, ids, options, *run);
  run_ = std::move(run);
  prompt_tokens_ = static_cast<int>(ids.size());
  effects_.resize(0, 0);
  publish("");
}

void ModelSession::open(const std::string& folder, const std::string& text) {
  enqueue([this, folder, text] {
    loading_ = true;
    progress_ = 0.0f;
    try {
      auto opened = std::make_shared<io::ModelFolder>(
          io::open_model_folder(folder, [this](float f) { progress_ = f; }));
      loading_ = false;
      model_ = std::move(opened);
      run_.reset();
      const decoder::Architecture& c = model_->weights.arch;
      ablated_.assign(static_cast<std::size_t>(c.layers), std::vector<char>(static_cast<std::size_t>(c.heads), 0));
      thread_.locked([&] { folder_ = folder; });
      publish("");
    } catch (...) {
      loading_ = false;
      throw;
    }
    forward(text);
  });
}

void ModelSession::run(const std::string& text) {
  enqueue([this, text] { forward(text); });
}

void ModelSession::set_causal(bool causal, const std::string& text) {
  enqueue([this, causal, text] {
    causal_ = causal;
    forward(text);
  });
}

void ModelSession::set_precision(Precision precision, const std::string& text) {
  enqueue([this, precision, text] {
    precision_ = precision;
    forward(text);
  });
}

void ModelSession::toggle_head(int layer, int head, const std::string& text) {
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

void ModelSession::clear_ablation(const std::string& text) {
  enqueue([this, text] {
    for (std::vector<char>& row : ablated_) std::fill(row.begin(), row.end(), 0);
    forward(text);
  });
}

void ModelSession::generate(int steps, float temperature, std::uint64_t seed) {
  enqueue([this, steps, temperature, seed] {
    if (!model_ || !run_) return;
    for (int i = 0; i < steps; ++i) {
      const int step = static_cast<int>(run_->ids.size()) - prompt_tokens_;
      const Matrix logits = decoder::logits(model_->weights, *run_, static_cast<int>(run_->ids.size()) - 1);
      const int id = decoder::choose_next(logits, temperature, seed, step);
      std::shared_ptr<decoder::Run> grown = run_to_change(run_->ids.size() + 1);
      if (grown->causal) {
        decoder::extend(model_->weights, *grown, id);
      } else {
        std::vector<int> ids = grown->ids;
        ids.push_back(id);
        decoder::Options options;
        options.causal = false;
        options.ablated = ablated_;
        options.precision = precision_;
        decoder::forward(model_->weights, ids, options, *grown);
      }
      run_ = std::move(grown);
      effects_.resize(0, 0);
      publish("");
    }
  });
}

void ModelSession::measure_effects() {
  enqueue([this] {
    if (!model_ || !run_) return;
    effects_ = decoder::head_effects(model_->weights, *run_);
    publish("");
  });
}

}  // namespace attn::app
