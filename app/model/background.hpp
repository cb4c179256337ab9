// The thread behind the compute worker (worker.hpp), the Training view's trainer
// (training_session.hpp) and the Model view's model (model_session.hpp): it works while there
// is something to do and sleeps otherwise, so that a frame never waits for the work.
//
// Requests come in channels, one per kind of work. Asking again replaces a request of that
// kind not yet started (the latest request wins); one already running finishes, and its result
// is dropped when a newer request waits. A result waits in its channel until the frame takes
// it; a session instead publishes snapshots, each never changed once published, which the
// frame only reads.
//
//   serve(channel, lane)    before start(): how the thread works out a channel's requests;
//                           channels are looked at in the order they were served
//   serve_while(has, work)  before start(): work of the owner's own, done a turn at a time
//                           while has() (asked under the lock) holds: training goes on by itself
//   ask(channel, request)   the newest request of its kind; wakes the thread
//   ask(change)             under the lock: change what the thread will see, then wake it
//   take(channel)           the finished result, if any (moved out)
//   locked(read)            under the lock, without waking the thread
//   publish(snapshot)       on the thread: what snapshot() returns from now on
//   wait_until_settled(s)   the thread at rest with nothing asked (tests, --screenshot, and a
//                           frame's wait for a small result); never while work goes on by itself
//   busy(), what()          something asked, running or not yet taken; what runs, in words
//
// `wake` is called on the thread whenever a result or a snapshot is ready (the window ends its
// wait for events). An owner calls stop() first in its destructor: the lanes read its members.
//
// A build without threads (core/base/threads.hpp: the page) has no thread behind the worker:
// the frame loop runs its turns (run_background_turns, between frames, within a time budget),
// and wait_until_settled runs them itself. A turn's work runs in slices (slices.hpp): when
// its time is up it pauses inside the engine and goes on at the next turn. The requests,
// channels and results are the same.
#pragma once

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "core/base/threads.hpp"
#include "model/slices.hpp"

namespace attn::app {

// The workers of a build without threads, each able to run one turn of its work on the
// caller's thread (true when it ran one).
class TurnTaker {
 public:
  virtual bool take_turn() = 0;

 protected:
  ~TurnTaker() = default;
};

inline std::vector<TurnTaker*>& turn_takers() {
  static std::vector<TurnTaker*> all;
  return all;
}

// The frame loop of the page: runs the workers' turns, one after another, until none is
// ready or `seconds` have gone by (at least one turn when one is ready). Returns true when it
// ran any. The turn takers are the workers of a build without threads, and the page's
// download, whose fetch() answers only the page's own thread (with threads too).
inline bool run_background_turns(double seconds) {
  if (turn_takers().empty()) return false;
  const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  const slices::Deadline turn_ends(std::chrono::time_point_cast<slices::Clock::duration>(end));
  bool any = false;
  for (;;) {
    bool ran = false;
    const std::vector<TurnTaker*> takers = turn_takers();  // a turn may start or stop one
    for (TurnTaker* t : takers) {
      const auto& now_all = turn_takers();
      if (std::find(now_all.begin(), now_all.end(), t) == now_all.end()) continue;
      ran = t->take_turn() || ran;
    }
    any = any || ran;
    if (!ran || std::chrono::steady_clock::now() >= end) return any;
  }
}

// One kind of request and its result. Its members are read and written under the worker's
// lock only (ask, take, locked, and the lanes' callbacks that say so).
template <class Request, class Result = std::monostate>
struct Channel {
  std::optional<Request> asked;  // the newest request not yet started
  bool running = false;          // one is being worked out
  std::optional<Result> done;    // the last one finished, not yet taken (never for monostate)
};

// How the thread works out a channel's requests.
template <class Request, class Result = std::monostate>
struct Lane {
  std::function<Result(Request&)> make;  // on the thread, without the lock; must not throw
  std::function<bool()> may_start;       // under the lock; empty: whenever asked
  // What runs, in words, for what() (empty: nothing said).
  std::function<std::string(const Request&)> describe;
  // Under the lock: the result of a request a newer one replaced, to reuse its storage
  // (empty: it is freed, outside the lock).
  std::function<void(Result&)> superseded;
};

struct NoSnapshot {};

template <class Snapshot = NoSnapshot>
class BackgroundWorker final : public TurnTaker {
 public:
  explicit BackgroundWorker(std::function<void()> wake = {})
      : wake_(std::move(wake)), snapshot_(std::make_shared<const Snapshot>()) {}
  ~BackgroundWorker() { stop(); }
  BackgroundWorker(const BackgroundWorker&) = delete;
  BackgroundWorker& operator=(const BackgroundWorker&) = delete;

  template <class Request, class Result>
  void serve(Channel<Request, Result>& channel, Lane<Request, Result> lane) {
    Work w;
    w.pending = [&channel] { return channel.asked.has_value() || channel.running; };
    w.ready = [&channel, may = lane.may_start] { return channel.asked.has_value() && (!may || may()); };
    w.holds_result = [&channel] { return channel.done.has_value(); };
    w.run = [this, &channel, lane = std::move(lane)](std::unique_lock<std::mutex>& lock) {
      Request request = std::move(*channel.asked);
      channel.asked.reset();
      channel.running = true;
      lock.unlock();
      if (lane.describe) {
        std::string words = lane.describe(request);
        lock.lock();
        what_ = std::move(words);
        lock.unlock();
      }
      Result result = lane.make(request);
      [](Request spent) { static_cast<void>(spent); }(std::move(request));  // freed outside the lock
      lock.lock();
      channel.running = false;
      std::optional<Result> garbage;  // freed outside the lock
      const bool fresh = !channel.asked.has_value();
      if constexpr (!std::is_same_v<Result, std::monostate>) {
        if (fresh) {
          garbage = std::move(channel.done);
          channel.done = std::move(result);
        } else if (lane.superseded) {
          lane.superseded(result);
        } else {
          garbage = std::move(result);
        }
      }
      lock.unlock();
      garbage.reset();
      if (fresh && wake_) wake_();
      lock.lock();
    };
    works_.push_back(std::move(w));
  }

  void serve_while(std::function<bool()> has_work, std::function<void()> work) {
    auto running = std::make_shared<bool>(false);
    Work w;
    w.pending = [has_work, running] { return *running || has_work(); };
    w.ready = has_work;
    w.holds_result = [] { return false; };
    w.run = [running, work = std::move(work)](std::unique_lock<std::mutex>& lock) {
      *running = true;
      lock.unlock();
      work();
      lock.lock();
      *running = false;
    };
    works_.push_back(std::move(w));
  }

  void start() {
    if constexpr (kHaveThreads) {
      thread_ = std::thread([this] { loop(); });
    } else {
      turn_takers().push_back(this);
      started_ = true;
    }
  }

  // Ends the turn under way, if any, and the thread. Work still asked for is dropped.
  void stop() {
    if constexpr (!kHaveThreads) {
      if (!started_) return;
      slices::finish(this);  // a computation paused reads the owner's members
      started_ = false;
      auto& all = turn_takers();
      all.erase(std::remove(all.begin(), all.end(), static_cast<TurnTaker*>(this)), all.end());
      const std::lock_guard<std::mutex> lock(mutex_);
      quit_ = true;
      return;
    }
    if (!thread_.joinable()) return;
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      quit_ = true;
    }
    wake_thread_.notify_all();
    thread_.join();
  }

  template <class Request, class Result>
  void ask(Channel<Request, Result>& channel, Request request) {
    ask([&] { channel.asked = std::move(request); });
  }

  template <class Change>
  void ask(Change&& change) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (!busy_locked()) busy_since_ = std::chrono::steady_clock::now();
      std::forward<Change>(change)();
    }
    wake_thread_.notify_all();
  }

  template <class Request, class Result>
  std::optional<Result> take(Channel<Request, Result>& channel) {
    const std::lock_guard<std::mutex> lock(mutex_);
    std::optional<Result> out = std::move(channel.done);
    channel.done.reset();
    return out;
  }

  template <class Read>
  decltype(auto) locked(Read&& read) const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return std::forward<Read>(read)();
  }

  void publish(std::shared_ptr<const Snapshot> snapshot) {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      snapshot_ = std::move(snapshot);
    }
    if (wake_) wake_();
  }

  std::shared_ptr<const Snapshot> snapshot() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return snapshot_;
  }

  // Waits until nothing is asked or running, at most `seconds` (negative: no limit).
  // Returns true when settled.
  bool wait_until_settled(double seconds = -1.0) {
    if constexpr (!kHaveThreads) {
      // Runs the turns here; work that may not start yet (its may_start) stays asked.
      const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
      const slices::Deadline turns_end(seconds < 0.0 ? slices::Clock::time_point::max()
                                                     : std::chrono::time_point_cast<slices::Clock::duration>(end));
      while (!settled()) {
        if (!take_turn()) return false;
        if (seconds >= 0.0 && std::chrono::steady_clock::now() >= end) return settled();
      }
      return true;
    }
    std::unique_lock<std::mutex> lock(mutex_);
    const auto done = [this] { return quit_ || settled_locked(); };
    if (seconds < 0.0) {
      settled_.wait(lock, done);
      return true;
    }
    return settled_.wait_for(lock, std::chrono::duration<double>(seconds), done);
  }

  bool settled() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return settled_locked();
  }

  bool busy() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return busy_locked();
  }

  // Seconds since the current busy spell began (0 when not busy).
  double busy_seconds() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (!busy_locked()) return 0.0;
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - busy_since_).count();
  }

  std::string what() const {
    const std::lock_guard<std::mutex> lock(mutex_);
    return what_;
  }

  // One turn of the work that is ready, on the caller's thread (a build without threads): a
  // computation paused, this worker's or another's, goes on first (one at a time).
  bool take_turn() override {
    if (slices::paused_owner() != nullptr) return slices::resume();
    Work* next = nullptr;
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      if (quit_) return false;
      next = first_ready_locked();
      if (next == nullptr) return false;
    }
    slices::run(this, [this, next] {
      std::unique_lock<std::mutex> lock(mutex_);
      next->run(lock);
    });
    return true;
  }

 private:
  struct Work {
    std::function<bool()> pending;       // asked or running
    std::function<bool()> ready;         // may start now
    std::function<bool()> holds_result;  // finished, not yet taken
    std::function<void(std::unique_lock<std::mutex>&)> run;
  };

  bool settled_locked() const {
    for (const Work& w : works_) {
      if (w.pending()) return false;
    }
    return true;
  }

  bool busy_locked() const {
    if (!settled_locked()) return true;
    for (const Work& w : works_) {
      if (w.holds_result()) return true;
    }
    return false;
  }

  Work* first_ready_locked() {
    for (Work& w : works_) {
      if (w.ready()) return &w;
    }
    return nullptr;
  }

  void loop() {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      settled_.notify_all();
      Work* next = nullptr;
      wake_thread_.wait(lock, [&] { return quit_ || (next = first_ready_locked()) != nullptr; });
      if (quit_) break;
      next->run(lock);
    }
    settled_.notify_all();
  }

  mutable std::mutex mutex_;
  std::condition_variable wake_thread_, settled_;
  std::function<void()> wake_;
  std::vector<Work> works_;  // fixed once started
  bool quit_ = false;
  std::string what_;
  std::chrono::steady_clock::time_point busy_since_{};
  std::shared_ptr<const Snapshot> snapshot_;
  std::thread thread_;
  bool started_ = false;  // in turn_takers() (a build without threads)
};

}  // namespace attn::app
