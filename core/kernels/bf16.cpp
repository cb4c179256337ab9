// The kernels that read BF16 weights (base/weight.hpp: Wᵀ row-major, `ld` values a row):
// widen a block of W to floats for the tiled products, and the dot products of one row of
// inputs with each output's weights.
#include <algorithm>
#include <cstdint>
#include <cstring>

#include "core/kernels/avx512.hpp"

namespace attn::kernels {
namespace {

float widen(std::uint16_t h) {
  const std::uint32_t bits = static_cast<std::uint32_t>(h) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

}  // namespace

void portable::widen_columns(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index k0,
                             Eigen::Index kn, Eigen::Index n, float* out, Eigen::Index ld_out) {
  // A block of 64 inputs of each column at a time: reads stay in one line, writes in a
  // block that fits the cache.
  constexpr Eigen::Index kBlock = 64;
  for (Eigen::Index b = 0; b < kn; b += kBlock) {
    const Eigen::Index m = std::min(kBlock, kn - b);
    for (Eigen::Index j = 0; j < n; ++j) {
      const std::uint16_t* c = wt + j * ld_wt + k0 + b;
      for (Eigen::Index k = 0; k < m; ++k) out[(b + k) * ld_out + j] = widen(c[k]);
    }
  }
}

void portable::dot_columns(const float* x, Eigen::Index n_in, const std::uint16_t* wt,
                           Eigen::Index ld_wt, Eigen::Index outputs, float* y) {
  // Sixteen partial sums an output, added up at the end: one running sum would wait on
  // each addition before the next, while sixteen independent ones become vector
  // instructions. Each product still passes through fewer than n additions.
  constexpr Eigen::Index kLanes = 16;
  const Eigen::Index whole = n_in / kLanes * kLanes;
  for (Eigen::Index j = 0; j < outputs; ++j) {
    const std::uint16_t* c = wt + j * ld_wt;
    float part[kLanes] = {};
    for (Eigen::Index k = 0; k < whole; k += kLanes) {
      for (Eigen::Index l = 0; l < kLanes; ++l) part[l] += x[k + l] * widen(c[k + l]);
    }
    float sum = 0.0f;
    for (const float p : part) sum += p;
    for (Eigen::Index k = whole; k < n_in; ++k) sum += x[k] * widen(c[k]);
    y[j] = sum;
  }
}

#if ATTN_KERNELS_AVX512
namespace {

// 16 BF16 values widened to floats.
ATTN_TARGET_AVX512 inline __m512 load16(const std::uint16_t* p) {
  return _mm512_castsi512_ps(_mm512_slli_epi32(
      _mm512_cvtepu16_epi32(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p))), 16));
}

// The first `left` (< 16) of them, the others 0: through a zeroed copy, since a masked
// load of 16-bit values needs AVX-512BW.
ATTN_TARGET_AVX512 inline __m512 load_part(const std::uint16_t* p, Eigen::Index left) {
  std::uint16_t part[16] = {};
  std::memcpy(part, p, static_cast<std::size_t>(left) * sizeof *p);
  return load16(part);
}

}  // namespace

// Two rows of the block per gather: each 32-bit lane holds inputs k and k + 1 of one
// column, the low half (k) shifted up and the high half (k + 1) masked.
ATTN_TARGET_AVX512 void avx512::widen_columns(const std::uint16_t* wt, Eigen::Index ld_wt,
                                              Eigen::Index k0, Eigen::Index kn, Eigen::Index n,
                                              float* out, Eigen::Index ld_out) {
  const __m512i lanes = _mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  const __m512i high = _mm512_set1_epi32(static_cast<int>(0xffff0000u));
  for (Eigen::Index j0 = 0; j0 < n; j0 += 16) {
    const Eigen::Index width = std::min<Eigen::Index>(16, n - j0);
    const auto mask = static_cast<__mmask16>((1u << width) - 1u);
    // Offsets of the columns' rows, in bytes.
    const __m512i offsets = _mm512_mullo_epi32(lanes, _mm512_set1_epi32(static_cast<int>(ld_wt * 2)));
    const auto* base = reinterpret_cast<const char*>(wt + j0 * ld_wt + k0);
    Eigen::Index k = 0;
    for (; k + 1 < kn; k += 2) {
      const __m512i pair = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), mask, offsets,
                                                       base + 2 * k, 1);
      _mm512_mask_storeu_ps(out + k * ld_out + j0, mask, _mm512_castsi512_ps(_mm512_slli_epi32(pair, 16)));
      _mm512_mask_storeu_ps(out + (k + 1) * ld_out + j0, mask,
                            _mm512_castsi512_ps(_mm512_and_si512(pair, high)));
    }
    for (; k < kn; ++k) {
      for (Eigen::Index j = 0; j < width; ++j) out[k * ld_out + j0 + j] = widen(wt[(j0 + j) * ld_wt + k0 + k]);
    }
  }
}

ATTN_TARGET_AVX512 void avx512::dot_columns(const float* x, Eigen::Index n_in,
                                            const std::uint16_t* wt, Eigen::Index ld_wt,
                                            Eigen::Index outputs, float* y) {
  const Eigen::Index whole = n_in / 16 * 16;
  const auto tail = static_cast<__mmask16>((1u << (n_in - whole)) - 1u);
  const Eigen::Index left = n_in - whole;
  Eigen::Index j = 0;
  // Four outputs at a time share each load of x.
  for (; j + 4 <= outputs; j += 4) {
    const std::uint16_t* c = wt + j * ld_wt;
    __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
    for (Eigen::Index k = 0; k < whole; k += 16) {
      const __m512 xv = _mm512_loadu_ps(x + k);
      a0 = _mm512_fmadd_ps(xv, load16(c + k), a0);
      a1 = _mm512_fmadd_ps(xv, load16(c + ld_wt + k), a1);
      a2 = _mm512_fmadd_ps(xv, load16(c + 2 * ld_wt + k), a2);
      a3 = _mm512_fmadd_ps(xv, load16(c + 3 * ld_wt + k), a3);
    }
    if (tail != 0) {
      const __m512 xv = _mm512_maskz_loadu_ps(tail, x + whole);
      a0 = _mm512_fmadd_ps(xv, load_part(c + whole, left), a0);
      a1 = _mm512_fmadd_ps(xv, load_part(c + ld_wt + whole, left), a1);
      a2 = _mm512_fmadd_ps(xv, load_part(c + 2 * ld_wt + whole, left), a2);
      a3 = _mm512_fmadd_ps(xv, load_part(c + 3 * ld_wt + whole, left), a3);
    }
    y[j] = _mm512_reduce_add_ps(a0);
    y[j + 1] = _mm512_reduce_add_ps(a1);
    y[j + 2] = _mm512_reduce_add_ps(a2);
    y[j + 3] = _mm512_reduce_add_ps(a3);
  }
  for (; j < outputs; ++j) {
    const std::uint16_t* c = wt + j * ld_wt;
    __m512 a = _mm512_setzero_ps();
    for (Eigen::Index k = 0; k < whole; k += 16) a = _mm512_fmadd_ps(_mm512_loadu_ps(x + k), load16(c + k), a);
    if (tail != 0) a = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(tail, x + whole), load_part(c + whole, left), a);
    y[j] = _mm512_reduce_add_ps(a);
  }
}

#endif

}  // namespace attn::kernels
