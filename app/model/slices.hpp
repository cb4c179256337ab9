// Long computations of the page without threads, a slice at a time. The workers' turns run
// between the page's frames (run_background_turns, background.hpp); a turn that computes for
// longer than the time it was given pauses inside the engine, after an item of a parallel
// pass (core/base/parallel.hpp's item hook), and goes on at a later turn, so that the page
// draws and answers meanwhile. The computation runs on a stack of its own (emscripten's
// fibers, which Asyncify makes: app/web/page.cmake).
//
// One computation at a time: the engine's scratch (core/base/per_thread.hpp) is the one
// thread's, so a worker whose turn comes while another's computation is paused goes on with
// that one first. A computation that asks for another (a worker's wait inside a turn) runs
// it inside its own.
//
// Elsewhere (the desktop, the page with threads) run() simply calls the work, and nothing
// pauses.
#pragma once

#include <chrono>
#include <functional>

namespace attn::app::slices {

using Clock = std::chrono::steady_clock;

// Whether computations pause here (the page without threads).
bool available();

// Until when the computation running may go on before it pauses (its turn's end).
// Clock::time_point::max(): to its end. A scope sets it and puts the one before back.
class Deadline {
 public:
  explicit Deadline(Clock::time_point until);
  ~Deadline();
  Deadline(const Deadline&) = delete;
  Deadline& operator=(const Deadline&) = delete;

 private:
  Clock::time_point before_;
};

// Runs `work` for `owner`: true when it finished, false when it paused (it is then
// paused_owner()'s until it finishes). A computation paused before it is first finished
// whatever the deadline; inside a computation running, `work` runs within it. An exception
// `work` throws comes out of the call in which it finishes.
bool run(const void* owner, std::function<void()> work);

// The owner of the computation paused (nullptr: none).
const void* paused_owner();

// Goes on with the paused computation until it finishes or the deadline comes: true when it
// ran (false: none paused, or the deadline has passed).
bool resume();

// Goes on with `owner`'s paused computation, if any, to its end (a worker stopping).
void finish(const void* owner);

// How many times a computation has paused since the program started (--dump-state's
// computation_pauses).
long pauses();

}  // namespace attn::app::slices
