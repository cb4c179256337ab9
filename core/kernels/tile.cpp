// The register-tiled products of the fused attention path, written with AVX-512
// intrinsics (see kernels.hpp), and the packed layout of Kᵀ they read.
//
// One micro-kernel serves both: C[R × 16·G] = A[R × K] · B[K × 16·G], with A read one
// float at a time and broadcast, B read a row of 16·G floats at a time, and the R·G
// accumulators kept in registers for the whole of K. Each output is one sum over K in
// order, so the numbers do not depend on how the rows are split into tiles or threads.
#include <algorithm>
#include <array>
#include <cassert>
#include <utility>

#include "core/kernels/avx512.hpp"
#include "core/kernels/kernels.hpp"

namespace attn::kernels {

Eigen::Index packed_keys_floats(Eigen::Index keys, Eigen::Index d_k) {
  return (keys + kPanel - 1) / kPanel * kPanel * d_k;
}

void pad_keys(Eigen::Index keys, Eigen::Index d_k, float* packed) {
  const Eigen::Index used = keys % kPanel;
  if (used == 0) return;
  float* panel = packed + (keys / kPanel) * kPanel * d_k;
  for (Eigen::Index d = 0; d < d_k; ++d) {
    std::fill(panel + d * kPanel + used, panel + (d + 1) * kPanel, 0.0f);
  }
}

void portable::pack_keys(const float* k, Eigen::Index ld_k, Eigen::Index key0,
                         Eigen::Index count, Eigen::Index d_k, float* packed) {
  for (Eigen::Index j = key0; j < key0 + count; ++j) {
    const float* row = k + (j - key0) * ld_k;
    float* slot = packed + (j / kPanel) * kPanel * d_k + j % kPanel;
    for (Eigen::Index d = 0; d < d_k; ++d) slot[d * kPanel] = row[d];
  }
}

#if ATTN_KERNELS_AVX512
namespace {

// How many rows of B ahead the micro-kernel prefetches.
constexpr Eigen::Index kPrefetchRows = 8;

using Micro = void (*)(const float* a, Eigen::Index lda, const float* b, Eigen::Index ldb,
                       Eigen::Index k, float* c, Eigen::Index ldc, __mmask16 last);

// C[R × 16·G] = A[R × k] · B[k × 16·G]; the last group of 16 columns is read and written
// under the mask `last` (every other group is whole).
template <int R, int G>
ATTN_TARGET_AVX512 void micro(const float* a, Eigen::Index lda, const float* b, Eigen::Index ldb,
                       Eigen::Index k, float* c, Eigen::Index ldc, __mmask16 last) {
  __m512 acc[static_cast<std::size_t>(R)][static_cast<std::size_t>(G)];
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) {
#pragma GCC unroll 4
    for (int g = 0; g < G; ++g) acc[r][g] = _mm512_setzero_ps();
  }
  for (Eigen::Index kk = 0; kk < k; ++kk) {
    const float* b_row = b + kk * ldb;
    // B comes from the second-level cache, one row per step: ask for it a few steps
    // ahead. (A prefetch past the end of B is harmless: it never faults.)
#pragma GCC unroll 4
    for (int g = 0; g < G; ++g) {
      _mm_prefetch(reinterpret_cast<const char*>(b_row + kPrefetchRows * ldb + 16 * g),
                   _MM_HINT_T0);
    }
    __m512 bv[static_cast<std::size_t>(G)];
#pragma GCC unroll 4
    for (int g = 0; g < G; ++g) {
      bv[g] = g == G - 1 ? _mm512_maskz_loadu_ps(last, b_row + 16 * g)
                         : _mm512_loadu_ps(b_row + 16 * g);
    }
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) {
      const __m512 av = _mm512_set1_ps(a[r * lda + kk]);
#pragma GCC unroll 4
      for (int g = 0; g < G; ++g) acc[r][g] = _mm512_fmadd_ps(av, bv[g], acc[r][g]);
    }
  }
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) {
#pragma GCC unroll 4
    for (int g = 0; g < G; ++g) {
      if (g == G - 1) {
        _mm512_mask_storeu_ps(c + r * ldc + 16 * g, last, acc[r][g]);
      } else {
        _mm512_storeu_ps(c + r * ldc + 16 * g, acc[r][g]);
      }
    }
  }
}

template <int... I>
constexpr auto micro_table(std::integer_sequence<int, I...>) {
  // Entry (R - 1)·4 + (G - 1) is micro<R, G>.
  return std::array<Micro, sizeof...(I)>{micro<I / 4 + 1, I % 4 + 1>...};
}

const Micro* micros() {
  static const auto table = micro_table(std::make_integer_sequence<int, kTileRows * 4>{});
  return table.data();
}

Micro micro_for(int rows, int groups) {
  assert(rows >= 1 && rows <= kTileRows && groups >= 1 && groups <= 4);
  return micros()[(rows - 1) * 4 + (groups - 1)];
}
}  // namespace

// Sixteen keys at a time: feature d of keys j … j + 15 is one gather (row stride ld_k)
// and one store into the panel. Strides too large for a 32-bit gather index go one float
// at a time.
ATTN_TARGET_AVX512 void avx512::pack_keys(const float* k, Eigen::Index ld_k, Eigen::Index key0,
                                          Eigen::Index count, Eigen::Index d_k, float* packed) {
  if (ld_k * 15 > 0x7fffffff) {
    portable::pack_keys(k, ld_k, key0, count, d_k, packed);
    return;
  }
  const __m512i lanes = _mm512_mullo_epi32(
      _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15),
      _mm512_set1_epi32(static_cast<int>(ld_k)));
  Eigen::Index j = key0;
  while (j < key0 + count) {
    // Up to 16 keys, not crossing a panel.
    const Eigen::Index in_panel = kPanel - j % kPanel;
    const Eigen::Index n = std::min({Eigen::Index{16}, in_panel, key0 + count - j});
    const auto mask = static_cast<__mmask16>((1u << n) - 1u);
    const float* rows = k + (j - key0) * ld_k;
    float* slot = packed + (j / kPanel) * kPanel * d_k + j % kPanel;
    for (Eigen::Index d = 0; d < d_k; ++d) {
      const __m512 column =
          _mm512_mask_i32gather_ps(_mm512_setzero_ps(), mask, lanes, rows + d, sizeof(float));
      _mm512_mask_storeu_ps(slot + d * kPanel, mask, column);
    }
    j += n;
  }
}

ATTN_TARGET_AVX512 void avx512::scores(const float* q, Eigen::Index ld_q, int rows,
                                       const float* packed, Eigen::Index d_k,
                                       Eigen::Index key_end, float* out, Eigen::Index ld_out) {
  const Eigen::Index columns = (key_end + 15) / 16 * 16;
  for (Eigen::Index j0 = 0; j0 < columns; j0 += kPanel) {
    const int groups = static_cast<int>(std::min<Eigen::Index>(kPanel, columns - j0) / 16);
    micro_for(rows, groups)(q, ld_q, packed + (j0 / kPanel) * kPanel * d_k, kPanel, d_k,
                            out + j0, ld_out, static_cast<__mmask16>(0xffff));
  }
}

ATTN_TARGET_AVX512 void avx512::weighted_sum(const float* p, Eigen::Index ld_p, int rows,
                                             const float* v, Eigen::Index ld_v,
                                             Eigen::Index keys, Eigen::Index d_k, float* out,
                                             Eigen::Index ld_out) {
  for (Eigen::Index c0 = 0; c0 < d_k; c0 += kPanel) {
    const Eigen::Index columns = std::min<Eigen::Index>(kPanel, d_k - c0);
    const int groups = static_cast<int>((columns + 15) / 16);
    const Eigen::Index in_last = columns - 16 * (groups - 1);
    const auto last = static_cast<__mmask16>((1u << in_last) - 1u);
    micro_for(rows, groups)(p, ld_p, v + c0, ld_v, keys, out + c0, ld_out, last);
  }
}
#endif

}  // namespace attn::kernels
