// Whether the build has threads. A WebAssembly build without them (a page that is not
// cross-origin isolated has no shared memory for them) runs all its work on the calling
// thread: the engine's parallel_for item by item, the window's workers from the frame loop.
#pragma once

#include <future>

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
#define ATTN_NO_THREADS 1
#else
#define ATTN_NO_THREADS 0
#endif

namespace attn {

inline constexpr bool kHaveThreads = !ATTN_NO_THREADS;

// std::async's policy for work beside the caller: a thread of its own where there are
// threads, else run by the first get() or wait() (std::future_status::deferred until then).
inline constexpr std::launch kBesideCaller = kHaveThreads ? std::launch::async : std::launch::deferred;

}  // namespace attn
