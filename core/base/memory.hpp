// Asking the kernel for large pages: storage that spans thousands of 4 KB pages and is
// written at once (the weights of all heads, a model's parameters) is faulted in and
// reached through the TLB 512 times less often with 2 MB pages.
#pragma once

#include <cstddef>

namespace attn {

// Asks for huge pages for the whole 2 MB pages inside [data, data + bytes), before they
// are first written. Only a request: without it, or where the kernel declines, 4 KB pages
// as before.
void advise_huge_pages(void* data, std::size_t bytes);

// Blocks of 64 KB and more from mappings of their own, for the whole process (a program
// calls it first thing): a matrix that grows by reallocation (a causal mask growing token
// by token) then moves by remapping its pages, where a block in the heap is copied whole
// each time. (The traces and maps keep room of their own: allocate_storage below.) Does
// nothing where the C library has no such setting.
void prefer_mapped_blocks();

// `bytes` (a multiple of `alignment`) aligned to `alignment`, or null; freed by
// free_aligned. (C++17's std::aligned_alloc, which Windows' C library lacks.)
void* allocate_aligned(std::size_t alignment, std::size_t bytes);
void free_aligned(void* p);

// Storage of a matrix that grows (growing.hpp, strided.hpp): `floats` floats, 64-byte
// aligned, their values undefined; throws std::bad_alloc. On Linux storage of 64 KB and
// more is a mapping of its own, which grow_storage makes larger by remapping its pages: no
// copy, and no page written before is faulted in again (on a virtual machine a page's first
// write may cost as much as reading most of a megabyte). Freed by free_storage with its
// count.
float* allocate_storage(std::size_t floats);
// Whether storage of `floats` is such a mapping (its pages take memory once written).
bool mapped_storage(std::size_t floats);
void free_storage(float* p, std::size_t floats) noexcept;
// The storage p of `from` floats made `to` (more), its values kept, where that needs no
// copy; else null, p unchanged.
float* grow_storage(float* p, std::size_t from, std::size_t to) noexcept;
// For storage from allocate_storage of `capacity` floats whose first `ready` floats' pages
// are known to be present: makes the pages up to float `end` present and writable, and
// those of the `ahead` floats after it (within the storage), in one system call where the
// system has one (Linux's MADV_POPULATE_WRITE), and returns how far the pages now are.
// A matrix growing a row at a time calls it as its rows pass `ready`, ahead by a few rows:
// their pages are made at once, not faulted in one at a time (each fault a trap into the
// kernel, dear on a virtual machine). Storage that is no mapping of its own, or a system
// without the call, returns `end` and changes nothing.
std::size_t populate_ahead(float* storage, std::size_t capacity, std::size_t ready, std::size_t end,
                          std::size_t ahead) noexcept;

}  // namespace attn
