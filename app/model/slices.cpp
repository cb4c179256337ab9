#include "model/slices.hpp"

#include <exception>
#include <memory>
#include <utility>

#include "core/base/parallel.hpp"
#include "core/base/threads.hpp"

#if ATTN_NO_THREADS
#include <emscripten/fiber.h>
#endif

namespace attn::app::slices {
namespace {

Clock::time_point g_deadline = Clock::time_point::max();
long g_pauses = 0;

}  // namespace

Deadline::Deadline(Clock::time_point until) : before_(g_deadline) { g_deadline = until; }
Deadline::~Deadline() { g_deadline = before_; }

#if ATTN_NO_THREADS

namespace {

// The computation's stack (the engine's deepest calls and Eigen's temporaries on it), and
// the two stacks Asyncify keeps a paused call chain in: the computation's, and the frame's
// while the computation runs.
constexpr std::size_t kStack = 4u << 20;
constexpr std::size_t kWorkChain = 1u << 20;
constexpr std::size_t kMainChain = 256u << 10;

struct Fibers {
  emscripten_fiber_t main{};
  emscripten_fiber_t work{};
  std::unique_ptr<char[]> stack, work_chain, main_chain;
  std::function<void()> job;
  const void* owner = nullptr;
  bool running = false;  // on the computation's stack now
  bool paused = false;
  bool done = false;
  std::exception_ptr error;
};

Fibers& fibers() {
  static Fibers f;
  return f;
}

void work_entry(void* /*unused*/) {
  Fibers& f = fibers();
  try {
    f.job();
  } catch (...) {
    f.error = std::current_exception();
  }
  f.done = true;
  emscripten_fiber_swap(&f.work, &f.main);  // never comes back: the next run starts afresh
}

// The engine's item hook: back to the frame when the turn's time is up.
void pause_if_late() {
  Fibers& f = fibers();
  if (!f.running || g_deadline == Clock::time_point::max() || Clock::now() < g_deadline) return;
  f.running = false;
  f.paused = true;
  ++g_pauses;
  emscripten_fiber_swap(&f.work, &f.main);
  f.paused = false;
  f.running = true;
}

// Onto the computation's stack until it pauses or finishes: true when it finished.
bool enter() {
  Fibers& f = fibers();
  emscripten_fiber_init_from_current_context(&f.main, f.main_chain.get(), kMainChain);
  f.running = true;
  emscripten_fiber_swap(&f.main, &f.work);
  f.running = false;
  if (!f.done) return false;
  f.done = false;
  f.owner = nullptr;
  std::function<void()> spent = std::move(f.job);
  f.job = nullptr;
  if (f.error) std::rethrow_exception(std::exchange(f.error, nullptr));
  return true;
}

void finish_paused() {
  const Deadline to_the_end(Clock::time_point::max());
  while (fibers().paused) enter();
}

}  // namespace

bool available() { return true; }

bool run(const void* owner, std::function<void()> work) {
  Fibers& f = fibers();
  if (f.running) {
    work();
    return true;
  }
  if (f.paused) finish_paused();
  if (!f.stack) {
    f.stack = std::make_unique<char[]>(kStack);
    f.work_chain = std::make_unique<char[]>(kWorkChain);
    f.main_chain = std::make_unique<char[]>(kMainChain);
    set_item_hook(pause_if_late);
  }
  f.job = std::move(work);
  f.owner = owner;
  emscripten_fiber_init(&f.work, work_entry, nullptr, f.stack.get(), kStack, f.work_chain.get(), kWorkChain);
  return enter();
}

const void* paused_owner() {
  const Fibers& f = fibers();
  return f.paused ? f.owner : nullptr;
}

bool resume() {
  Fibers& f = fibers();
  if (!f.paused || f.running || Clock::now() >= g_deadline) return false;
  enter();
  return true;
}

void finish(const void* owner) {
  if (paused_owner() == owner && owner != nullptr) finish_paused();
}

#else

bool available() { return false; }

bool run(const void* /*owner*/, std::function<void()> work) {
  work();
  return true;
}

const void* paused_owner() { return nullptr; }
bool resume() { return false; }
void finish(const void* /*owner*/) {}

#endif

long pauses() { return g_pauses; }

}  // namespace attn::app::slices
