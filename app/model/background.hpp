// The thread behind a session the window reads from (the Training view's trainer, the Model
// view's model): it works while there is something to do and sleeps otherwise, and what it
// worked out reaches the window as snapshots, each never changed once published, so that a
// frame never waits for the work.
//
//   start(has_work, work)  the session's own: has_work() (asked under the lock) says
//                          whether there is something to do, asked for or going on by
//                          itself (training); work() (run without the lock) does one turn
//   ask(change)            under the lock: change what the thread will see, then wake it
//   locked(read)           under the lock, without waking the thread
//   publish(snapshot)      on the thread: what snapshot() returns from now on
//   wait_idle(), settled() the thread at rest with nothing to do (tests, --screenshot);
//                          never while work goes on by itself
//
// A session calls stop() first in its destructor: has_work and work read its members.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>

namespace attn::app {

template <class Snapshot>
class BackgroundSession {
 public:
  BackgroundSession() : snapshot_(std::make_shared<const Snapshot>()) {}
  ~BackgroundSession() { stop(); }
  BackgroundSession(const BackgroundSession&) = delete;
  BackgroundSession& operator=(const BackgroundSession&) = delete;

  void start(std::function<bool()> has_work, std::function<void()> work) {
    has_work_ = std::move(has_work);
    work_ = std::move(work);
    thread_ = std::thread([this] { loop(); });
  }

  // Ends the turn under way, if any, and the thread. Work still asked for is dropped.
  void stop() {
    if (!thread_.joinable()) return;
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      quit_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

  template <class Change>
  void ask(Change&& change) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      std::forward<Change>(change)();
    }
    wake_.notify_all();
  }

  template <class Read>
  decltype(auto) locked(Read&& read) const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return std::forward<Read>(read)();
  }

  void publish(std::shared_ptr<const Snapshot> snapshot) {
    const std::lock_guard<std::mutex> lock(mutex_);
    snapshot_ = std::move(snapshot);
  }

  std::shared_ptr<const Snapshot> snapshot() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return snapshot_;
  }

  void wait_idle() {
    std::unique_lock<std::mutex> lock(mutex_);
    idle_.wait(lock, [this] { return quit_ || (!working_ && !has_work_()); });
  }

  bool settled() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return !working_ && !has_work_();
  }

 private:
  void loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      working_ = false;
      if (!has_work_()) idle_.notify_all();
      wake_.wait(lock, [this] { return quit_ || has_work_(); });
      if (quit_) break;
      working_ = true;
      lock.unlock();
      work_();
      lock.lock();
    }
    working_ = false;
    idle_.notify_all();
  }

  mutable std::mutex mutex_;
  std::condition_variable wake_, idle_;
  std::function<bool()> has_work_;
  std::function<void()> work_;
  bool quit_ = false;
  bool working_ = false;
  std::shared_ptr<const Snapshot> snapshot_;
  std::thread thread_;
};

}  // namespace attn::app
