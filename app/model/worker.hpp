// Every computation the views need, off the frame loop: one worker thread (background.hpp)
// runs them while the window keeps drawing the previous results, and hands each over whole.
//
//   submit(request)   an edit: the inputs, copied. A request not yet started is replaced;
//                     one already running finishes (the engine cannot be stopped half way),
//                     its result is dropped, and the newest request starts right after.
//   take()            between frames: the finished computation of the newest request, if
//                     any. The frame loop swaps it in (recompute.cpp) and gives the old one
//                     back, to be reused for the next request or freed when it is large.
//   ask(request), take<Request>()
//                     the other jobs, one channel each, found by the request's type: the
//                     scores of one head of the shown source (DetailRequest, for long inputs
//                     whose traces keep only the weights), the leak test (LeakRequest), the
//                     meaning shift (MeaningRequest) and the Diff view's (DiffRequest). The
//                     newest request of each replaces one not yet started; a result comes
//                     back with the id (or generation) of its request.
//
// The jobs themselves are plain functions (jobs.hpp, diff_job.hpp); this class only queues
// them and hands their results over. Only this thread (and the sessions') calls the engine.
// It reads the shown results only while making a head's scores, and take() hands nothing
// over meanwhile, so the frame loop never swaps them under it.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <type_traits>

#include "model/background.hpp"
#include "model/diff_job.hpp"
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

  template <class Request>
  void ask(Request request) {
    static_assert(!std::is_same_v<Request, ComputeRequest>, "a computation is submitted");
    thread_.ask(channel<Request>(), std::move(request));
  }
  template <class Request>
  std::optional<typename Request::Result> take() {
    static_assert(!std::is_same_v<Request, ComputeRequest>, "a computation is taken by take()");
    return thread_.take(channel<Request>());
  }

  // Waits until nothing is queued or running, at most `seconds` (negative: no limit).
  // Returns true when idle.
  bool wait_until_settled(double seconds) { return thread_.wait_until_settled(seconds); }
  // Something is queued, running, or finished but not taken.
  bool busy() const { return thread_.busy(); }
  // Nothing is queued or running (a result may wait to be taken).
  bool settled() const { return thread_.settled(); }
  // Seconds since the current busy spell began (0 when idle).
  double busy_seconds() const { return thread_.busy_seconds(); }
  // What is being computed, for the status line ("8 heads × 4096 tokens").
  std::string what() const { return thread_.what(); }

 private:
  template <class Request>
  using ChannelOf = Channel<Request, typename Request::Result>;
  template <class Request>
  ChannelOf<Request>& channel() {
    return std::get<ChannelOf<Request>>(jobs_);
  }

  // Under the thread's lock.
  std::uint64_t newest_ = 0;             // newest generation submitted
  std::unique_ptr<Computation> spare_;   // storage for the next computation
  Channel<std::unique_ptr<Computation>> to_free_;  // large storage given back: freed on the thread
  std::tuple<ChannelOf<ComputeRequest>, ChannelOf<DetailRequest>, ChannelOf<LeakRequest>,
             ChannelOf<MeaningRequest>, ChannelOf<DiffRequest>>
      jobs_;
  BackgroundWorker<> thread_;  // last: started once the rest is made
};

}  // namespace attn::app
