// The recompute, off the frame loop: one worker thread runs the attention cases of an edit
// while the window keeps drawing the previous results, and hands the new ones over whole.
//
//   submit(request)   an edit: the inputs, copied. A request not yet started is replaced;
//                     one already running finishes (the engine cannot be stopped half way),
//                     its result is dropped, and the newest request starts right after.
//   take()            between frames: the finished computation of the newest request, if
//                     any. The frame loop swaps it in (results.cpp) and gives the old one
//                     back, to be reused for the next request or freed when it is large.
//   request_detail()  the scores of one head of the shown source result (head_detail), for
//                     long inputs whose traces keep only the weights.
//
// Only this thread calls the engine for the cases (the engine's thread pool is meant for
// one caller at a time). It reads the shown results only while making a head's scores, and
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

#include "gui/app_state.hpp"

namespace attn::gui {

// What one recompute needs, copied from AppState when the inputs change.
struct ComputeRequest {
  std::uint64_t generation = 0;
  AttentionCase source;         // self-attention of X (the sentence written `repeat` times)
  AttentionCase target;         // causal self-attention of Y
  AttentionCase cross;          // queries Y, keys and values X
  bool has_target = false;      // Y is not blank
  std::string one_copy;         // the source sentence once (tokens per copy)
};

// What one recompute makes: the three cases, ready for display.
struct Computation {
  std::uint64_t generation = 0;
  bool has_target = false;
  CaseSlot source;
  CaseSlot target;
  CaseSlot cross;
  int source_tokens_per_copy = 0;
  double seconds = 0.0;  // how long it took
};

// A head's scores for the shown source result.
struct DetailRequest {
  std::uint64_t generation = 0;
  int head = 0;
  const CaseSlot* slot = nullptr;  // the shown source slot: read on the worker
};

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
  // The finished detail for (generation, head), if it is ready.
  std::optional<FocusDetail> take_detail();
  bool detail_pending() const;

  // Waits until nothing is queued or running and nothing waits to be taken, at most
  // `seconds` (negative: no limit). Returns true when idle or something is ready to take.
  bool wait_until_settled(double seconds);
  // A recompute or a detail is queued, running, or finished but not taken.
  bool busy() const;
  // Seconds since the current busy spell began (0 when idle).
  double busy_seconds() const;

 private:
  void run();
  bool busy_locked() const;

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
  bool stopping_ = false;
  std::chrono::steady_clock::time_point busy_since_{};
  bool was_busy_ = false;
  std::thread thread_;
};

}  // namespace attn::gui
