// A small fork-join helper for the engine: run independent work items on a few threads.
#pragma once

#include <functional>

namespace attn {

// The threads to use for `requested` (0: one per core, at least 1).
int resolve_threads(int requested);

// Calls work(i) once for every i in [0, count), on up to `threads` threads (the caller's
// among them). Items are handed out in order, one at a time, so put the largest first.
// Items must not depend on each other. The first exception an item throws is rethrown
// here once every thread has stopped; items not yet started are skipped.
void parallel_for(int count, int threads, const std::function<void(int)>& work);

}  // namespace attn
