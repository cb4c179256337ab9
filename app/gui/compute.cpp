#include "gui/compute.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>
#include <utility>

#include "core/teaching/case.hpp"
#include "core/base/parallel.hpp"
#include "core/teaching/text.hpp"
#include "view/pooling.hpp"

namespace attn::gui {
namespace {

// The three cases of one computation together may use this much (the window holds two
// computations while it recomputes: the one shown and the one being made).
constexpr std::size_t kWindowMemoryBytes = std::size_t{700} << 20;
// Storage given back larger than this is freed rather than kept for the next recompute, so
// that a long input holds one computation at rest, not two.
constexpr std::size_t kKeepSpareBytes = std::size_t{128} << 20;

// One core is left to the window, so that it keeps drawing while the cases run.
int worker_threads() { return std::max(1, resolve_threads(0) - 1); }

std::size_t matrix_bytes(const Matrix& m) { return static_cast<std::size_t>(m.size()) * sizeof(float); }

std::size_t result_bytes(const CaseResult& r) {
  std::size_t n = matrix_bytes(r.x) + matrix_bytes(r.y) + matrix_bytes(r.trace.concat) +
                  matrix_bytes(r.trace.output) + static_cast<std::size_t>(r.trace.mask.size());
  for (const HeadTrace& h : r.trace.heads) {
    n += matrix_bytes(h.q) + matrix_bytes(h.k) + matrix_bytes(h.v) + matrix_bytes(h.scores) +
         matrix_bytes(h.scaled) + matrix_bytes(h.weights) + matrix_bytes(h.context);
  }
  return n;
}

std::size_t computation_bytes(const Computation& c) {
  return result_bytes(c.source.result) + result_bytes(c.target.result) + result_bytes(c.cross.result);
}

// Tokens of a sentence, or 0 when it cannot be tokenized (run_case then says why).
long token_count(const std::string& text, std::size_t max_tokens) {
  try {
    TokenizeOptions o;
    o.max_tokens = max_tokens;
    return static_cast<long>(tokenize(text, o).size());
  } catch (const std::exception&) {
    return 0;
  }
}

float finite_max(const Matrix& m) {
  float best = 0.0f;
  for (Eigen::Index i = 0; i < m.size(); ++i) {
    const float v = m.data()[i];
    if (std::isfinite(v)) best = std::max(best, v);
  }
  return best;
}

view::Window whole(long rows, long cols) {
  return {0, 0, static_cast<int>(rows), static_cast<int>(cols)};
}

// The colour ranges, masked cells and, for long maps, the max-pooled overviews of a slot.
// The heads (and the average, the largest job, first) are spread over the engine's threads.
void prepare(CaseSlot& slot) {
  const std::vector<HeadTrace>& heads = slot.result.trace.heads;
  const MaskMatrix& mask = slot.result.trace.mask;
  const int h_count = static_cast<int>(heads.size());
  slot.detailed = h_count > 0 && heads[0].scores.size() != 0;
  slot.masked_cells = mask.size() != 0 ? static_cast<int>(mask.count()) : 0;
  slot.weight_max.assign(static_cast<std::size_t>(h_count), 0.0f);
  slot.scaled_abs_max.assign(slot.detailed ? static_cast<std::size_t>(h_count) : 0u, 0.0f);
  slot.average_weight_max = slot.average_scaled_abs_max = 0.0f;
  if (h_count == 0) return;
  const long tq = heads[0].weights.rows();
  const long tk = heads[0].weights.cols();
  const bool pooled = tq > kOverviewCells || tk > kOverviewCells;
  const int out_r = static_cast<int>(std::min<long>(tq, kOverviewCells));
  const int out_c = static_cast<int>(std::min<long>(tk, kOverviewCells));
  slot.overviews.resize(pooled ? static_cast<std::size_t>(h_count) : 0u);
  if (!pooled) slot.average_overview.resize(0, 0);

  parallel_for(h_count + 1, worker_threads(), [&](int i) {
    if (i == 0) {
      view::CellSource all;
      for (const HeadTrace& h : heads) all.parts.push_back(&h.weights);
      all.mask = &mask;
      if (pooled) {
        slot.average_overview = view::max_pool(all, whole(tq, tk), out_r, out_c, view::PoolMode::Max);
        slot.average_weight_max = finite_max(slot.average_overview);
        return;
      }
      Matrix mean = Matrix::Zero(tq, tk);
      for (const HeadTrace& h : heads) mean += h.weights;
      mean /= static_cast<float>(h_count);
      slot.average_weight_max = mean.maxCoeff();
      if (slot.detailed) {
        mean.setZero();
        for (const HeadTrace& h : heads) mean += h.scaled;  // -inf where masked stays -inf
        mean /= static_cast<float>(h_count);
        slot.average_scaled_abs_max = view::finite_abs_max(mean);
      }
      return;
    }
    const auto h = static_cast<std::size_t>(i - 1);
    slot.weight_max[h] = heads[h].weights.maxCoeff();
    if (slot.detailed) slot.scaled_abs_max[h] = view::finite_abs_max(heads[h].scaled);
    if (pooled) {
      view::CellSource one;
      one.parts = {&heads[h].weights};
      one.mask = &mask;
      slot.overviews[h] = view::max_pool(one, whole(tq, tk), out_r, out_c, view::PoolMode::Max);
    }
  });
}

void fail(CaseSlot& slot, std::string message) {
  slot = CaseSlot{};
  slot.error = std::move(message);
}

// Runs one case into a slot, its storage reused when the shapes are unchanged.
void run_slot(CaseSlot& slot, AttentionCase& c, std::size_t memory_limit) {
  const bool cross = c.config.mode == AttentionMode::Cross;
  const long tk = token_count(c.text, c.max_tokens);
  const long tq = cross ? token_count(c.target_text, c.max_tokens) : tk;
  c.config.detail = tq * tk <= kFullDetailCells ? TraceDetail::Full : TraceDetail::Weights;
  c.config.memory_limit_bytes = memory_limit;
  c.config.threads = worker_threads();
  try {
    run_case(c, slot.result);
    slot.ok = true;
    slot.error.clear();
    slot.config = c.config;
    prepare(slot);
  } catch (const std::exception& e) {
    fail(slot, e.what());
  }
}

void compute(ComputeRequest& request, Computation& out) {
  const auto start = std::chrono::steady_clock::now();
  out.generation = request.generation;
  out.has_target = request.has_target;
  out.source_tokens_per_copy = static_cast<int>(token_count(request.one_copy, request.source.max_tokens));
  run_slot(out.source, request.source, kWindowMemoryBytes);
  if (!out.source.ok) {
    fail(out.target, "");
    fail(out.cross, "");
  } else if (!request.has_target) {
    const std::string why =
        "Type a target sentence (Y) to see its masked self-attention and cross-attention.";
    fail(out.target, why);
    fail(out.cross, why);
  } else {
    std::size_t used = result_bytes(out.source.result);
    auto left = [&] { return used < kWindowMemoryBytes ? kWindowMemoryBytes - used : std::size_t{0}; };
    run_slot(out.target, request.target, left());
    used += result_bytes(out.target.result);
    run_slot(out.cross, request.cross, left());
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

FocusDetail make_detail(const DetailRequest& request) {
  FocusDetail d;
  d.generation = request.generation;
  d.head = request.head;
  try {
    const CaseSlot& slot = *request.slot;
    HeadTrace ht = head_detail(slot.result.trace, request.head, slot.config);
    d.scores = std::move(ht.scores);
    d.scaled = std::move(ht.scaled);
  } catch (const std::exception&) {
    return d;  // empty: the view says the scores are not at hand
  }
  d.scaled_abs_max = view::finite_abs_max(d.scaled);
  const long tq = d.scaled.rows();
  const long tk = d.scaled.cols();
  if (tq > kOverviewCells || tk > kOverviewCells) {
    view::CellSource s;
    s.parts = {&d.scaled};
    s.mask = &request.slot->result.trace.mask;
    d.scaled_overview = view::max_pool(s, whole(tq, tk), static_cast<int>(std::min<long>(tq, kOverviewCells)),
                                       static_cast<int>(std::min<long>(tk, kOverviewCells)),
                                       view::PoolMode::MaxAbs);
  }
  return d;
}

}  // namespace

ComputeWorker::ComputeWorker(std::function<void()> wake) : wake_(std::move(wake)) {
  thread_ = std::thread([this] { run(); });
}

ComputeWorker::~ComputeWorker() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_worker_.notify_all();
  thread_.join();
}

void ComputeWorker::submit(ComputeRequest request) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (!busy_locked()) busy_since_ = std::chrono::steady_clock::now();
    newest_ = request.generation;
    pending_ = std::move(request);
    detail_request_.reset();
    detail_ready_.reset();
  }
  wake_worker_.notify_all();
}

std::unique_ptr<Computation> ComputeWorker::take() {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (!ready_ || detail_running_) return nullptr;
  if (ready_->generation != newest_) {  // superseded while it waited
    if (!spare_) spare_ = std::move(ready_);
    ready_.reset();
    return nullptr;
  }
  detail_request_.reset();
  detail_ready_.reset();
  return std::move(ready_);
}

void ComputeWorker::give_back(std::unique_ptr<Computation> old) {
  if (!old) return;
  // Large storage is freed on the worker thread; only when it still has an older one to
  // free does that one go here, at the end of this call.
  std::unique_ptr<Computation> older;
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (computation_bytes(*old) <= kKeepSpareBytes && !spare_) {
      spare_ = std::move(old);
      return;
    }
    older = std::move(to_free_);
    to_free_ = std::move(old);
  }
  wake_worker_.notify_all();
}

void ComputeWorker::request_detail(const DetailRequest& request) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (!busy_locked()) busy_since_ = std::chrono::steady_clock::now();
    detail_request_ = request;
    detail_ready_.reset();
  }
  wake_worker_.notify_all();
}

std::optional<FocusDetail> ComputeWorker::take_detail() {
  const std::lock_guard<std::mutex> lock(mutex_);
  std::optional<FocusDetail> out = std::move(detail_ready_);
  detail_ready_.reset();
  return out;
}

bool ComputeWorker::detail_pending() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return detail_request_.has_value() || detail_running_ || detail_ready_.has_value();
}

bool ComputeWorker::wait_until_settled(double seconds) {
  std::unique_lock<std::mutex> lock(mutex_);
  auto settled = [this] {
    return !pending_ && running_ == 0 && !detail_request_ && !detail_running_;
  };
  if (seconds < 0.0) {
    settled_.wait(lock, settled);
    return true;
  }
  return settled_.wait_for(lock, std::chrono::duration<double>(seconds), settled);
}

bool ComputeWorker::busy_locked() const {
  return pending_.has_value() || running_ != 0 || ready_ != nullptr ||
         detail_request_.has_value() || detail_running_ || detail_ready_.has_value();
}

bool ComputeWorker::busy() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return busy_locked();
}

double ComputeWorker::busy_seconds() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (!busy_locked()) return 0.0;
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - busy_since_).count();
}

void ComputeWorker::run() {
  for (;;) {
    std::unique_lock<std::mutex> lock(mutex_);
    wake_worker_.wait(lock, [this] {
      return stopping_ || pending_ || to_free_ || (detail_request_ && !ready_);
    });
    if (stopping_) return;
    if (to_free_) {
      std::unique_ptr<Computation> garbage = std::move(to_free_);
      lock.unlock();
      garbage.reset();
      continue;
    }
    if (pending_) {
      ComputeRequest request = std::move(*pending_);
      pending_.reset();
      running_ = request.generation;
      // A finished result nobody took yet is older than this request: its storage is reused.
      std::unique_ptr<Computation> buffer = ready_ ? std::move(ready_)
                                            : spare_ ? std::move(spare_)
                                                     : std::make_unique<Computation>();
      lock.unlock();
      compute(request, *buffer);
      lock.lock();
      running_ = 0;
      const bool fresh = buffer->generation == newest_;
      if (fresh) {
        ready_ = std::move(buffer);
      } else if (!spare_) {
        spare_ = std::move(buffer);  // superseded: dropped, its storage kept for the next
      }
      settled_.notify_all();
      lock.unlock();
      if (fresh && wake_) wake_();
      continue;
    }
    if (detail_request_ && !ready_) {
      const DetailRequest request = *detail_request_;
      detail_request_.reset();
      detail_running_ = true;
      lock.unlock();
      FocusDetail detail = make_detail(request);
      lock.lock();
      detail_running_ = false;
      if (!detail_request_ && !pending_) detail_ready_ = std::move(detail);
      settled_.notify_all();
      lock.unlock();
      if (wake_) wake_();
    }
  }
}

}  // namespace attn::gui
