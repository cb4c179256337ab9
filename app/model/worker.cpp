#include "model/worker.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>
#include <utility>

#include "model/jobs.hpp"

namespace attn::app {
namespace {

// Storage given back larger than this is freed rather than kept for the next recompute, so
// that a long input holds one computation at rest, not two.
constexpr std::size_t kKeepSpareBytes = std::size_t{128} << 20;

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

void ComputeWorker::start_busy_locked() {
  if (!busy_locked()) busy_since_ = std::chrono::steady_clock::now();
}

void ComputeWorker::submit(ComputeRequest request) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    start_busy_locked();
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
    start_busy_locked();
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

void ComputeWorker::request_leaks(LeakRequest request) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    start_busy_locked();
    leak_request_ = std::move(request);
  }
  wake_worker_.notify_all();
}

std::optional<std::pair<std::uint64_t, LeakSlot>> ComputeWorker::take_leaks() {
  const std::lock_guard<std::mutex> lock(mutex_);
  auto out = std::move(leak_ready_);
  leak_ready_.reset();
  return out;
}

void ComputeWorker::request_meaning(MeaningRequest request) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    start_busy_locked();
    meaning_request_ = std::move(request);
  }
  wake_worker_.notify_all();
}

std::optional<std::pair<std::uint64_t, MeaningSlot>> ComputeWorker::take_meaning() {
  const std::lock_guard<std::mutex> lock(mutex_);
  auto out = std::move(meaning_ready_);
  meaning_ready_.reset();
  return out;
}

bool ComputeWorker::settled_locked() const {
  return !pending_ && running_ == 0 && !detail_request_ && !detail_running_ && !leak_request_ &&
         !meaning_request_ && !teaching_running_;
}

bool ComputeWorker::wait_until_settled(double seconds) {
  std::unique_lock<std::mutex> lock(mutex_);
  auto settled = [this] { return settled_locked(); };
  if (seconds < 0.0) {
    settled_.wait(lock, settled);
    return true;
  }
  return settled_.wait_for(lock, std::chrono::duration<double>(seconds), settled);
}

bool ComputeWorker::busy_locked() const {
  return !settled_locked() || ready_ != nullptr || detail_ready_.has_value() ||
         leak_ready_.has_value() || meaning_ready_.has_value();
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

std::string ComputeWorker::what() const {
  const std::lock_guard<std::mutex> lock(mutex_);
  return what_;
}

void ComputeWorker::run() {
  for (;;) {
    std::unique_lock<std::mutex> lock(mutex_);
    wake_worker_.wait(lock, [this] {
      return stopping_ || pending_ || to_free_ || (detail_request_ && !ready_) || leak_request_ ||
             meaning_request_;
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
      std::string words = computation_words(request);
      lock.lock();
      what_ = std::move(words);
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
      const auto t = request.slot->result.q_tokens.size();
      what_ = "the scores of head " + std::to_string(request.head + 1) + " (" +
              std::to_string(t) + " × " + std::to_string(t) + ")";
      lock.unlock();
      FocusDetail detail = make_detail(request);
      lock.lock();
      detail_running_ = false;
      if (!detail_request_ && !pending_) detail_ready_ = std::move(detail);
      settled_.notify_all();
      lock.unlock();
      if (wake_) wake_();
      continue;
    }
    if (leak_request_) {
      LeakRequest request = std::move(*leak_request_);
      leak_request_.reset();
      teaching_running_ = true;
      what_ = "the leak test (4 runs of attention)";
      lock.unlock();
      LeakSlot slot = make_leaks(request);
      lock.lock();
      teaching_running_ = false;
      leak_ready_ = std::make_pair(request.id, std::move(slot));
      settled_.notify_all();
      lock.unlock();
      if (wake_) wake_();
      continue;
    }
    if (meaning_request_) {
      MeaningRequest request = std::move(*meaning_request_);
      meaning_request_.reset();
      teaching_running_ = true;
      what_ = "how context moves \"" + request.word + "\"";
      lock.unlock();
      MeaningSlot slot = make_meaning(request);
      lock.lock();
      teaching_running_ = false;
      meaning_ready_ = std::make_pair(request.id, std::move(slot));
      settled_.notify_all();
      lock.unlock();
      if (wake_) wake_();
    }
  }
}

}  // namespace attn::app
