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
// calls it first thing): a matrix that grows by a row at a time (a decoder's text growing
// token by token: its keys, values and every layer's rows) then moves by remapping its
// pages, where a block in the heap is copied whole each time. Does nothing where the C
// library has no such setting.
void prefer_mapped_blocks();

// `bytes` (a multiple of `alignment`) aligned to `alignment`, or null; freed by
// free_aligned. (C++17's std::aligned_alloc, which Windows' C library lacks.)
void* allocate_aligned(std::size_t alignment, std::size_t bytes);
void free_aligned(void* p);

}  // namespace attn
