// The kernels that read ggml's quantized blocks (kernels/quants.hpp) as the engine's
// weights, once per instruction set: the same loops (quant_products.inc) compiled for the
// baseline, for AVX2 with FMA, and for AVX-512F, chosen at run time with the rest
// of a set. Compiled contracting nothing, so that every set dequantizes to the reference's
// bits.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

#include "core/kernels/avx512.hpp"
#include "core/kernels/kernels.hpp"
#include "core/kernels/quants.hpp"
#include "core/kernels/variants.hpp"

namespace attn::kernels {

namespace portable {
#include "core/kernels/quant_products.inc"
}  // namespace portable

#if ATTN_KERNELS_AVX512
// The AVX2 and AVX-512 sets also read the integers of most types directly (ATTN_QUANT_SIMD:
// loops written with AVX2's intrinsics and F16C's conversion of the blocks' scales, each
// function compiled for its set by its own attribute, which clang honours too; dispatch.cpp
// asks the CPU for F16C with either set).
#define ATTN_QUANT_SIMD 1
#ifndef __clang__  // clang reads the attributes alone, and warns of a pragma it ignores
#pragma GCC push_options
#pragma GCC target("avx2,fma")
#endif
#define ATTN_QUANT_TARGET __attribute__((target("avx2,fma,f16c")))
namespace avx2 {
#include "core/kernels/quant_products.inc"

namespace {

// Eight BF16 values widened to floats (each put in a float's upper 16 bits).
ATTN_QUANT_TARGET inline __m256 load8(const std::uint16_t* p) {
  return _mm256_castsi256_ps(
      _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))), 16));
}

}  // namespace

// One row x by BF16 columns (a tied embedding's logits): eight lanes an output, four
// outputs sharing each load of x; the inputs past the last whole eight one by one.
ATTN_QUANT_TARGET void dot_columns(const float* x, Eigen::Index n_in, const std::uint16_t* wt, Eigen::Index ld_wt,
                                   Eigen::Index outputs, float* y) {
  const Eigen::Index whole = n_in / 8 * 8;
  const auto rest = [&](const std::uint16_t* c) {
    float s = 0.0f;
    for (Eigen::Index k = whole; k < n_in; ++k) {
      const std::uint32_t bits = static_cast<std::uint32_t>(c[k]) << 16;
      float w;
      std::memcpy(&w, &bits, sizeof w);
      s += x[k] * w;
    }
    return s;
  };
  Eigen::Index j = 0;
  for (; j + 4 <= outputs; j += 4) {
    const std::uint16_t* c = wt + j * ld_wt;
    __m256 a0 = _mm256_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
    for (Eigen::Index k = 0; k < whole; k += 8) {
      const __m256 xv = _mm256_loadu_ps(x + k);
      a0 = _mm256_fmadd_ps(xv, load8(c + k), a0);
      a1 = _mm256_fmadd_ps(xv, load8(c + ld_wt + k), a1);
      a2 = _mm256_fmadd_ps(xv, load8(c + 2 * ld_wt + k), a2);
      a3 = _mm256_fmadd_ps(xv, load8(c + 3 * ld_wt + k), a3);
    }
    y[j] = simd::sum8(a0) + rest(c);
    y[j + 1] = simd::sum8(a1) + rest(c + ld_wt);
    y[j + 2] = simd::sum8(a2) + rest(c + 2 * ld_wt);
    y[j + 3] = simd::sum8(a3) + rest(c + 3 * ld_wt);
  }
  for (; j < outputs; ++j) {
    const std::uint16_t* c = wt + j * ld_wt;
    __m256 a = _mm256_setzero_ps();
    for (Eigen::Index k = 0; k < whole; k += 8) a = _mm256_fmadd_ps(_mm256_loadu_ps(x + k), load8(c + k), a);
    y[j] = simd::sum8(a) + rest(c);
  }
}
}  // namespace avx2
#undef ATTN_QUANT_TARGET
#ifndef __clang__
#pragma GCC pop_options
#endif

#ifndef __clang__
#pragma GCC push_options
#pragma GCC target("avx512f")
#endif
#define ATTN_QUANT_TARGET __attribute__((target("avx512f,avx2,fma,f16c")))
#define ATTN_QUANT_AVX512 1
namespace avx512 {
#include "core/kernels/quant_products.inc"
}  // namespace avx512
#undef ATTN_QUANT_AVX512
#undef ATTN_QUANT_TARGET
#ifndef __clang__
#pragma GCC pop_options
#endif
#undef ATTN_QUANT_SIMD
#endif

}  // namespace attn::kernels
