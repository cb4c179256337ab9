#include "core/base/memory.hpp"
#include "core/base/per_thread.hpp"

#include <algorithm>
#include <cstdint>
#include <new>
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

namespace {

#if defined(__linux__)
// Storage of this size and more is a mapping of its own, in whole pages.
constexpr std::size_t kMappedBytes = 64 * 1024;
constexpr std::size_t kPage = 4096;

bool mapped(std::size_t floats) { return floats * sizeof(float) >= kMappedBytes; }
std::size_t mapping_bytes(std::size_t floats) { return (floats * sizeof(float) + kPage - 1) / kPage * kPage; }
#endif

}  // namespace

bool mapped_storage(std::size_t floats) {
#if defined(__linux__)
  return mapped(floats);
#else
  (void)floats;
  return false;
#endif
}

float* allocate_storage(std::size_t floats) {
  if (floats == 0) return nullptr;
#if defined(__linux__)
  if (mapped(floats)) {
    void* p = mmap(nullptr, mapping_bytes(floats), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    return static_cast<float*>(p);
  }
#endif
  // Whole cache lines, so that a row's last line may be written whole (kernels' store_row).
  const std::size_t bytes = std::max<std::size_t>(64, (floats * sizeof(float) + 63) / 64 * 64);
  void* p = allocate_aligned(64, bytes);
  if (p == nullptr) throw std::bad_alloc();
  return static_cast<float*>(p);
}

void free_storage(float* p, std::size_t floats) noexcept {
  if (p == nullptr) return;
#if defined(__linux__)
  if (mapped(floats)) {
    (void)munmap(p, mapping_bytes(floats));
    return;
  }
#endif
  (void)floats;
  free_aligned(p);
}

float* grow_storage(float* p, std::size_t from, std::size_t to) noexcept {
#if defined(__linux__) && defined(MREMAP_MAYMOVE)
  if (p != nullptr && mapped(from) && mapped(to)) {
    void* q = mremap(p, mapping_bytes(from), mapping_bytes(to), MREMAP_MAYMOVE);
    return q == MAP_FAILED ? nullptr : static_cast<float*>(q);
  }
#endif
  (void)p, (void)from, (void)to;
  return nullptr;
}

std::size_t populate_ahead(float* storage, std::size_t capacity, std::size_t ready, std::size_t end,
                          std::size_t ahead) noexcept {
  if (end <= ready) return ready;
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
  if (storage != nullptr && mapped(capacity)) {
    const std::size_t to = std::min(capacity, end + ahead);
    const auto base = reinterpret_cast<std::uintptr_t>(storage);
    const std::uintptr_t first = (base + ready * sizeof(float)) / kPage * kPage;
    const std::uintptr_t last = std::min(base + mapping_bytes(capacity), (base + to * sizeof(float) + kPage - 1) / kPage * kPage);
    // A failure (a kernel before 5.14) leaves the pages to be faulted in as they are written.
    (void)madvise(reinterpret_cast<void*>(first), last - first, MADV_POPULATE_WRITE);
    return to;
  }
#endif
  (void)storage, (void)capacity, (void)ahead;
  return end;
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
