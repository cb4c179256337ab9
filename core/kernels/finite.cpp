// Whether a row holds only finite values, portable and AVX-512 (see kernels.hpp). The
// engine checks each block of its products with it while the block is in cache.
//
// x·0 is 0 for every finite x and NaN for an infinity or a NaN, so one sum of x·0 over
// the row says whether any value is not finite.
#include "core/kernels/avx512.hpp"

namespace attn::kernels {

bool portable::all_finite(const float* row, std::size_t n) {
  float acc = 0.0f;
  for (std::size_t j = 0; j < n; ++j) acc += row[j] * 0.0f;
  return acc == 0.0f;
}

#if ATTN_KERNELS_AVX512
ATTN_TARGET_AVX512 bool avx512::all_finite(const float* row, std::size_t n) {
  const __m512 zero = _mm512_setzero_ps();
  __m512 acc0 = zero, acc1 = zero;
  std::size_t j = 0;
  for (; j + 32 <= n; j += 32) {
    acc0 = _mm512_add_ps(acc0, _mm512_mul_ps(_mm512_loadu_ps(row + j), zero));
    acc1 = _mm512_add_ps(acc1, _mm512_mul_ps(_mm512_loadu_ps(row + j + 16), zero));
  }
  for (; j < n; j += 16) {
    const auto t = static_cast<__mmask16>(n - j >= 16 ? 0xffffu : (1u << (n - j)) - 1u);
    acc0 = _mm512_add_ps(acc0, _mm512_mul_ps(_mm512_maskz_loadu_ps(t, row + j), zero));
  }
  const __m512 acc = _mm512_add_ps(acc0, acc1);
  return _mm512_cmp_ps_mask(acc, acc, _CMP_UNORD_Q) == 0;
}
#endif

}  // namespace attn::kernels
