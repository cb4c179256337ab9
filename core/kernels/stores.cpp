// Copies of results that are not read again soon, portable and AVX-512 (see kernels.hpp):
// the attention weights of every head and the contexts go out with stores that bypass
// the caches, in whole cache lines where the caller allows it.
//
// A streamed store needs a 64-byte aligned address: the floats before the first such
// address, and a last partial line, go through plain stores. A partial line costs a read
// of that line from memory before the write; a whole streamed line does not.
#include <cstdint>
#include <cstring>

#include "core/kernels/avx512.hpp"

namespace attn::kernels {

// ---- portable: plain stores --------------------------------------------------------

void portable::copy_streaming(float* dst, const float* src, std::size_t n) {
  if (n > 0) std::memcpy(dst, src, n * sizeof(float));
}

void portable::zero_streaming(float* dst, std::size_t n) {
  if (n > 0) std::memset(dst, 0, n * sizeof(float));
}

void portable::store_row(float* dst, const float* src, std::size_t n, std::size_t zero_end,
                         std::size_t /*room*/) {
  copy_streaming(dst, src, n);
  if (zero_end > n) zero_streaming(dst + n, zero_end - n);
}

void portable::fence() {}

// ---- AVX-512: streaming stores -----------------------------------------------------

#if ATTN_KERNELS_AVX512
namespace {

// The floats of dst before its first 64-byte aligned address (at most n).
ATTN_TARGET_AVX512 inline std::size_t unaligned_head(const float* dst, std::size_t n) {
  const auto address = reinterpret_cast<std::uintptr_t>(dst);
  if (address % sizeof(float) != 0) return n;
  const std::size_t head = (64 - address % 64) % 64 / sizeof(float);
  return head < n ? head : n;
}

// The first `count` lanes (all 16 from 16 on).
ATTN_TARGET_AVX512 inline __mmask16 first_lanes(std::size_t count) {
  return static_cast<__mmask16>(count >= 16 ? 0xffffu : (1u << count) - 1u);
}

// The 16 floats of a row from j: src where j + lane < n, zero after.
ATTN_TARGET_AVX512 inline __m512 row_line(const float* src, std::size_t n, std::size_t j) {
  return _mm512_maskz_loadu_ps(first_lanes(j < n ? n - j : 0), src + j);
}

}  // namespace

ATTN_TARGET_AVX512 void avx512::copy_streaming(float* dst, const float* src, std::size_t n) {
  std::size_t j = unaligned_head(dst, n);
  if (j > 0) std::memcpy(dst, src, j * sizeof(float));
  for (; j + 16 <= n; j += 16) _mm512_stream_ps(dst + j, _mm512_loadu_ps(src + j));
  if (j < n) std::memcpy(dst + j, src + j, (n - j) * sizeof(float));
}

ATTN_TARGET_AVX512 void avx512::zero_streaming(float* dst, std::size_t n) {
  std::size_t j = unaligned_head(dst, n);
  if (j > 0) std::memset(dst, 0, j * sizeof(float));
  for (; j + 16 <= n; j += 16) _mm512_stream_ps(dst + j, _mm512_setzero_ps());
  if (j < n) std::memset(dst + j, 0, (n - j) * sizeof(float));
}

// Lines from dst: src up to n, zeros up to zero_end, and (past zero_end, where the caller
// promises zeros already) whole lines of zeros up to `room`.
ATTN_TARGET_AVX512 void avx512::store_row(float* dst, const float* src, std::size_t n,
                                          std::size_t zero_end, std::size_t room) {
  const std::size_t total = zero_end > n ? zero_end : n;
  std::size_t j = unaligned_head(dst, total);
  if (j > 0) _mm512_mask_storeu_ps(dst, first_lanes(j), row_line(src, n, 0));
  for (; j + 16 <= total; j += 16) _mm512_stream_ps(dst + j, row_line(src, n, j));
  if (j < total) {
    if (j + 16 <= room) {
      _mm512_stream_ps(dst + j, row_line(src, n, j));
    } else {
      _mm512_mask_storeu_ps(dst + j, first_lanes(total - j), row_line(src, n, j));
    }
  }
}

void avx512::fence() { _mm_sfence(); }
#endif

}  // namespace attn::kernels
