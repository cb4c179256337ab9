#include "core/base/engine_calls.hpp"

#include <atomic>

namespace attn {
namespace {

// A count for tests, not the program's state: nothing reads it to decide what to do.
thread_local bool frame_thread = false;
std::atomic<long long> frame_entries{0};
std::atomic<const char*> first_frame_entry{nullptr};

}  // namespace

void mark_frame_thread() { frame_thread = true; }

bool on_frame_thread() { return frame_thread; }

void note_engine_entry(const char* entry) {
  if (!frame_thread) return;
  const char* none = nullptr;
  first_frame_entry.compare_exchange_strong(none, entry);
  frame_entries.fetch_add(1, std::memory_order_relaxed);
}

long long engine_entries_on_frame_thread() { return frame_entries.load(); }

std::string first_engine_entry_on_frame_thread() {
  const char* e = first_frame_entry.load();
  return e != nullptr ? e : "";
}

}  // namespace attn
