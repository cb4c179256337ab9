// Every computation the views need, off the frame loop: one worker thread runs them while
// the window keeps drawing the previous results, and hands each over whole.
//
//   submit(request)   an edit: the inputs, copied. A request not yet started is replaced;
//                     one already running finishes (the engine cannot be stopped half way),
//                     its result is dropped, and the newest request starts right after.
//   take()            between frames: the finished computation of the newest request, if
//                     any. The frame loop swaps it in (recompute.cpp) and gives the old one
//                     back, to be reused for the next request or freed when it is large.
//   request_detail()  the scores of one head of the shown source result (head_detail), for
//                     long inputs whose traces keep only the weights.
//   request_leaks()   the leak test (four cases), and request_meaning(), the meaning shift
//                     (two cases): the teaching views that run cases of their own.
//
// The jobs themselves are plain functions (jobs.hpp); this class only queues them and hands
// their results over. Only this thread calls the engine (its thread pool is meant for one
// caller at a time). It reads the shown results only while making a head's scores, and
// take() hands nothing over meanwhile, so the frame loop never swaps them under it.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "model/jobs.hpp"
#include "model/results.hpp"

namespace attn::app {

class ComputeWorker {
 public:
  // `wake` is called on the worker thread whenever something is ready (the window uses it
  // to end its wait for events).
  explicit ComputeWorker(std::function<void()> wake = {});
  ~ComputeWorker();
  ComputeWorker(const ComputeWorker&) = delete;
  ComputeWorker& operator=(const ComputeWorker&) = delete;

  void submit(ComputeRequest request);
  std::unique_ptr<Computation> take();
  void give_back(std::unique_ptr<Computation> old);

  void request_detail(const DetailRequest& request);
  std::optional<FocusDetail> take_detail();  // the finished detail, if it is ready

  // The newest request of each kind replaces one not yet started; a result comes back
  // with the id of its request.
  void request_leaks(LeakRequest request);
  std::optional<std::pair<std::uint64_t, LeakSlot>> take_leaks();
  void request_meaning(MeaningRequest request);
  std::optional<std::pair<std::uint64_t, MeaningSlot>> take_meaning();

  // Waits until nothing is queued or running, at most `seconds` (negative: no limit).
  // Returns true when idle.
  bool wait_until_settled(double seconds);
  // Something is queued, running, or finished but not taken.
  bool busy() const;
  // Seconds since the current busy spell began (0 when idle).
  double busy_seconds() const;
  // What is being computed, for the status line ("8 heads × 4096 tokens").
  std::string what() const;

 private:
  void run();
  bool busy_locked() const;
  bool settled_locked() const;
  void start_busy_locked();

  mutable std::mutex mutex_;
  std::condition_variable wake_worker_;
  std::condition_variable settled_;
  std::function<void()> wake_;
  std::optional<ComputeRequest> pending_;
  std::uint64_t running_ = 0;            // generation being computed; 0: none
  std::uint64_t newest_ = 0;             // newest generation submitted
  std::unique_ptr<Computation> ready_;   // finished, newest, not yet taken
  std::unique_ptr<Computation> spare_;   // storage for the next computation
  std::unique_ptr<Computation> to_free_;  // large storage given back: freed on this thread
  std::optional<DetailRequest> detail_request_;
  bool detail_running_ = false;
  std::optional<FocusDetail> detail_ready_;
  std::optional<LeakRequest> leak_request_;
  std::optional<std::pair<std::uint64_t, LeakSlot>> leak_ready_;
  std::optional<MeaningRequest> meaning_request_;
  std::optional<std::pair<std::uint64_t, MeaningSlot>> meaning_ready_;
  bool teaching_running_ = false;
  std::string what_;
  bool stopping_ = false;
  std::chrono::steady_clock::time_point busy_since_{};
  std::thread thread_;
};

}  // namespace attn::app
