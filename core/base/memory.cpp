#include "core/base/memory.hpp"
#include "core/base/per_thread.hpp"

#include <cstdint>
#include <cstdlib>

#if defined(_WIN32)
#include <malloc.h>
#include <windows.h>

#include <new>
#endif
#if defined(__linux__)
#include <malloc.h>
#include <sys/mman.h>
#endif

namespace attn {

void advise_huge_pages(void* data, std::size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  constexpr std::uintptr_t kHuge = std::uintptr_t{2} << 20;
  const auto begin = reinterpret_cast<std::uintptr_t>(data);
  const std::uintptr_t first = (begin + kHuge - 1) / kHuge * kHuge;
  const std::uintptr_t last = (begin + bytes) / kHuge * kHuge;
  // Only whole 2 MB pages can be huge; a failure only means 4 KB pages, as before.
  if (last > first) {
    (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
  }
#else
  (void)data, (void)bytes;
#endif
}

void prefer_mapped_blocks() {
#if defined(__linux__) && defined(M_MMAP_THRESHOLD)
  // A fixed threshold also stops glibc from raising it as mapped blocks are freed, which
  // would put the next ones back in the heap.
  (void)mallopt(M_MMAP_THRESHOLD, 64 * 1024);
#endif
}

void* allocate_aligned(std::size_t alignment, std::size_t bytes) {
#if defined(_WIN32)
  return _aligned_malloc(bytes, alignment);
#else
  return std::aligned_alloc(alignment, bytes);
#endif
}

void free_aligned(void* p) {
#if defined(_WIN32)
  _aligned_free(p);
#else
  std::free(p);
#endif
}

#if defined(_WIN32)
namespace detail {

unsigned long new_thread_slot(SlotDeleter destroy) {
  const DWORD slot = FlsAlloc(reinterpret_cast<PFLS_CALLBACK_FUNCTION>(destroy));
  if (slot == FLS_OUT_OF_INDEXES) throw std::bad_alloc();
  return slot;
}
void* thread_slot_value(unsigned long slot) { return FlsGetValue(slot); }
void set_thread_slot_value(unsigned long slot, void* value) { FlsSetValue(slot, value); }

}  // namespace detail
#endif

}  // namespace attn
