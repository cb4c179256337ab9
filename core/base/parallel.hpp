// A small fork-join helper for the engine: run independent work items on a few threads.
//
// What the engine promises: the same inputs on the same machine with the same kernel set
// (ATTN_KERNELS) give the same bits whatever thread count is asked for and whichever thread
// calls. A resumed training run relies on it, and the window, `compute` and the tests may
// use different thread counts. So work is cut into items by the shapes alone (and the
// machine's core count, which does not change while it runs), never by the threads asked
// for; an item's arithmetic is the same whichever thread runs it; and the BLAS always runs
// on one thread (kernels/gemm.hpp), the engine's threads spreading the work. Across
// machines and kernel sets the results agree within the bound of their sums
// (tests/reference.hpp), not bit for bit: the BLAS and the kernels sum in the order their
// instruction set suits.
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

// A build without threads (threads.hpp) calls `hook` after each item of a parallel_for, on
// the calling thread: the page pauses a long computation there, so that it draws meanwhile
// (app/model/slices.hpp). Null (the default): nothing is called. Elsewhere never called.
void set_item_hook(void (*hook)());

}  // namespace attn
