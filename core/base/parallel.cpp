#include "core/base/parallel.hpp"
#include "core/base/engine_calls.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

// A WebAssembly build without threads (threads.hpp): every parallel_for runs on the calling
// thread. The items and their arithmetic are the same, so are the bits.
#include "core/base/threads.hpp"  // IWYU pragma: keep

namespace attn {
namespace {

// How long a thread spins on a change before it sleeps: the parallel passes of one
// computation follow each other within microseconds, and waking a sleeping thread takes
// about as long as a short pass.
constexpr auto kSpin = std::chrono::microseconds(100);
// For how long of that it only waits on the core before it offers the core to others: a
// generated token's parallel passes are a few microseconds apart, and a yield is a system
// call (on a virtual machine a trap to the host), which left the thread late for the next
// pass.
constexpr auto kPause = std::chrono::microseconds(10);

// A moment's wait on the core, telling it that this thread spins.
inline void relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#elif defined(__aarch64__)
  asm volatile("yield");
#endif
}

// Spins until done() or kSpin has passed: the first kPause on the core, then giving it to
// any other thread that is ready to run meanwhile (the window's, a file being read beside).
template <typename Done>
void spin_until(Done done) {
  const auto start = std::chrono::steady_clock::now();
  bool yielding = false;
  for (int i = 1; !done(); ++i) {
    if (yielding) {
      std::this_thread::yield();
    } else {
      relax();
    }
    if (i % 16 == 0) {
      const auto spun = std::chrono::steady_clock::now() - start;
      if (spun > kSpin) return;
      yielding = spun > kPause;
    }
  }
}

// Workers that live as long as the program and wait for the next parallel_for, so that a
// computation with many short parallel passes does not start threads for each one.
class Pool {
 public:
  ~Pool() {
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
      ++generation_;
    }
    wake_.notify_all();
    for (std::thread& t : workers_) t.join();
  }

  // Runs the job on `helpers` workers and the calling thread; returns when all are done.
  // Only one job at a time: the caller holds busy_.
  void run(int helpers, int count, const std::function<void(int)>& work) {
    while (static_cast<int>(workers_.size()) < helpers) {
      workers_.emplace_back([this, index = static_cast<int>(workers_.size())] { loop(index); });
    }
    {
      const std::lock_guard<std::mutex> lock(mutex_);
      work_ = &work;
      count_ = count;
      next_ = 0;
      failed_ = false;
      first_error_ = nullptr;
      helpers_ = helpers;
      running_ = helpers;
      ++generation_;
    }
    wake_.notify_all();
    drain();
    spin_until([this] { return running_.load(std::memory_order_acquire) == 0; });
    std::unique_lock<std::mutex> lock(mutex_);
    done_.wait(lock, [this] { return running_ == 0; });
    work_ = nullptr;
    if (first_error_) std::rethrow_exception(first_error_);
  }

  std::mutex busy;  // held by the parallel_for using the pool

 private:
  void loop(int index) {
    std::uint64_t seen = 0;
    for (;;) {
      spin_until([&] { return generation_.load(std::memory_order_acquire) != seen; });
      {
        std::unique_lock<std::mutex> lock(mutex_);
        wake_.wait(lock, [&] { return generation_ != seen; });
        seen = generation_;
        if (stopping_) return;
        if (index >= helpers_) continue;  // this job does not need every worker
      }
      drain();
      const std::lock_guard<std::mutex> lock(mutex_);
      if (--running_ == 0) done_.notify_one();
    }
  }

  void drain() {
    for (int i = next_++; i < count_ && !failed_; i = next_++) {
      try {
        (*work_)(i);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(error_mutex_);
        if (!first_error_) first_error_ = std::current_exception();
        failed_ = true;
      }
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_, done_;
  std::vector<std::thread> workers_;
  // Changed under mutex_, read without it while spinning.
  std::atomic<std::uint64_t> generation_{0};
  bool stopping_ = false;
  int helpers_ = 0;
  std::atomic<int> running_{0};
  const std::function<void(int)>* work_ = nullptr;
  int count_ = 0;
  std::atomic<int> next_{0};
  std::atomic<bool> failed_{false};
  std::mutex error_mutex_;
  std::exception_ptr first_error_;
};

Pool& pool() {
  static Pool p;
  return p;
}

void (*item_hook)() = nullptr;  // set_item_hook

}  // namespace

void set_item_hook(void (*hook)()) { item_hook = hook; }

int resolve_threads(int requested) {
  if (requested > 0) return requested;
  // Asked once: glibc reads /sys/devices/system/cpu/online at every call (three system
  // calls), and a generated token makes hundreds of parallel passes.
  static const unsigned cores = std::thread::hardware_concurrency();
#ifdef __EMSCRIPTEN_PTHREADS__
  // The page's Workers are made before it starts (app/web/page.cmake): at most 32 for the
  // engine, since a thread beyond them would wait for a Worker the browser loads later.
  if (cores > 32) return 32;
#endif
  return cores == 0 ? 1 : static_cast<int>(cores);
}

void parallel_for(int count, int threads, const std::function<void(int)>& work) {
  note_engine_entry("parallel_for");
  if (count <= 0) return;
  if (ATTN_NO_THREADS) {
    for (int i = 0; i < count; ++i) {
      work(i);
      if (item_hook != nullptr) item_hook();
    }
    return;
  }
  const int n_threads = std::min(resolve_threads(threads), count);
  Pool& p = pool();
  // One pool for the process: a parallel_for inside another one, or on a second thread
  // while the pool is busy, runs on its own thread.
  std::unique_lock<std::mutex> busy(p.busy, std::try_to_lock);
  if (n_threads == 1 || !busy.owns_lock()) {
    for (int i = 0; i < count; ++i) work(i);
    return;
  }
  p.run(n_threads - 1, count, work);
}

}  // namespace attn
