// The kernels that read BF16 weights (base/weight.hpp: Wᵀ row-major, `ld` values a row):
// widen a block of W to floats for the tiled products, and the dot products of one row of
// inputs with each output's weights; inputs rounded to BF16; and AVX-512 BF16's products,
// which multiply BF16 inputs by BF16 weights two at a time (VDPBF16PS) from columns of W
// paired into 32-bit words.
//
// Widening and pairing read Wᵀ as 32-bit words (two neighbouring inputs of one output) and
// turn 16 × 16 words around in registers: a column of W is a row of Wᵀ, and a panel of
// columns wants its words side by side.
#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <cstring>
#include <utility>

#include "core/kernels/avx512.hpp"
#include "core/kernels/kernels.hpp"

namespace attn::kernels {
namespace {

float widen(std::uint16_t h) {
  const std::uint32_t bits = static_cast<std::uint32_t>(h) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

}  // namespace

void portable::round_to_bf16(const float* x, Eigen::Index n, std::uint16_t* out) {
  for (Eigen::Index i = 0; i < n; ++i) {
    std::uint32_t bits;
    std::memcpy(&bits, x + i, sizeof bits);
    // To nearest, ties to even (the inputs are finite: the engine checks them).
    bits += 0x7fffu + ((bits >> 16) & 1u);
    out[i] = static_cast<std::uint16_t>(bits >> 16);
  }
  if (n % 2 != 0) out[n] = 0;
}

void portable::pair_columns(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index kn, Eigen::Index n,
                            std::uint32_t* out, Eigen::Index ld_out) {
  const Eigen::Index pairs = (kn + 1) / 2;
  for (Eigen::Index j = 0; j < n; ++j) {
    const std::uint16_t* c = wt + j * ld_wt;
    for (Eigen::Index p = 0; p < pairs; ++p) {
      const std::uint32_t high = 2 * p + 1 < kn ? c[2 * p + 1] : 0u;
      out[p * ld_out + j] = c[2 * p] | high << 16;
    }
  }
}

void portable::widen_pairs(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index kn, Eigen::Index n, float* out,
                           Eigen::Index ld_out) {
  for (Eigen::Index k = 0; k < kn; ++k) {
    const std::uint32_t* words = w + (k / 2) * ld_w;
    const unsigned shift = k % 2 == 0 ? 16u : 0u;
    float* row = out + k * ld_out;
    for (Eigen::Index j = 0; j < n; ++j) {
      // The low half shifted up, or the high half kept: the float whose top 16 bits it is.
      const std::uint32_t bits = (words[j] << shift) & 0xffff0000u;
      std::memcpy(row + j, &bits, sizeof bits);
    }
  }
}

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

// r[i] lane j = r[j] lane i before: a 16 × 16 block of 32-bit words turned around, in
// three rounds of shuffles (pairs of words, pairs of pairs, 128-bit quarters).
ATTN_TARGET_AVX512 inline void transpose16(__m512i r[16]) {
  __m512i a[16], b[16];
  for (int i = 0; i < 8; ++i) {
    a[2 * i] = _mm512_unpacklo_epi32(r[2 * i], r[2 * i + 1]);
    a[2 * i + 1] = _mm512_unpackhi_epi32(r[2 * i], r[2 * i + 1]);
  }
  // b[4i + m], quarter L: word 4L + m of rows 4i … 4i + 3.
  for (int i = 0; i < 4; ++i) {
    b[4 * i] = _mm512_unpacklo_epi64(a[4 * i], a[4 * i + 2]);
    b[4 * i + 1] = _mm512_unpackhi_epi64(a[4 * i], a[4 * i + 2]);
    b[4 * i + 2] = _mm512_unpacklo_epi64(a[4 * i + 1], a[4 * i + 3]);
    b[4 * i + 3] = _mm512_unpackhi_epi64(a[4 * i + 1], a[4 * i + 3]);
  }
  // Row 4L + m after: quarter L of b[m], b[4 + m], b[8 + m], b[12 + m].
  for (int m = 0; m < 4; ++m) {
    const __m512i c0 = _mm512_shuffle_i32x4(b[m], b[4 + m], 0x88);
    const __m512i c1 = _mm512_shuffle_i32x4(b[m], b[4 + m], 0xdd);
    const __m512i d0 = _mm512_shuffle_i32x4(b[8 + m], b[12 + m], 0x88);
    const __m512i d1 = _mm512_shuffle_i32x4(b[8 + m], b[12 + m], 0xdd);
    r[m] = _mm512_shuffle_i32x4(c0, d0, 0x88);
    r[8 + m] = _mm512_shuffle_i32x4(c0, d0, 0xdd);
    r[4 + m] = _mm512_shuffle_i32x4(c1, d1, 0x88);
    r[12 + m] = _mm512_shuffle_i32x4(c1, d1, 0xdd);
  }
}

ATTN_TARGET_AVX512 inline __mmask16 first_lanes(Eigen::Index n) {
  return n >= 16 ? static_cast<__mmask16>(0xffff) : static_cast<__mmask16>((1u << n) - 1u);
}

// Words [p0, p0 + np) of columns [j0, j0 + nj) of Wᵀ (np, nj <= 16; the word p of column
// j is values 2p and 2p + 1 from `base` in its row): t[p] lane i = word p0 + p of column
// j0 + i, 0 past nj.
ATTN_TARGET_AVX512 inline void load_turned(const std::uint16_t* base, Eigen::Index ld, Eigen::Index j0,
                                           Eigen::Index nj, Eigen::Index p0, Eigen::Index np, __m512i t[16]) {
  const __mmask16 words = first_lanes(np);
  for (Eigen::Index i = 0; i < 16; ++i) {
    if (i >= nj) {
      t[i] = _mm512_setzero_si512();
      continue;
    }
    t[i] = _mm512_maskz_loadu_epi32(words, base + (j0 + i) * ld + 2 * p0);
  }
  transpose16(t);
}

}  // namespace

ATTN_TARGET_AVX512 void avx512::round_to_bf16(const float* x, Eigen::Index n, std::uint16_t* out) {
  const __m512i half = _mm512_set1_epi32(0x7fff);
  const __m512i one = _mm512_set1_epi32(1);
  Eigen::Index i = 0;
  for (; i < n; i += 16) {
    const __mmask16 t = first_lanes(n - i);
    const __m512i bits = _mm512_maskz_loadu_epi32(t, x + i);
    // To nearest, ties to even: add 0x7fff and the lowest bit kept.
    const __m512i odd = _mm512_and_si512(_mm512_srli_epi32(bits, 16), one);
    const __m512i rounded = _mm512_srli_epi32(_mm512_add_epi32(_mm512_add_epi32(bits, half), odd), 16);
    _mm512_mask_cvtepi32_storeu_epi16(out + i, t, rounded);
  }
  if (n % 2 != 0) out[n] = 0;
}

ATTN_TARGET_AVX512 void avx512::widen_columns(const std::uint16_t* wt, Eigen::Index ld_wt,
                                              Eigen::Index k0, Eigen::Index kn, Eigen::Index n,
                                              float* out, Eigen::Index ld_out) {
  const __m512i high = _mm512_set1_epi32(static_cast<int>(0xffff0000u));
  const Eigen::Index pairs = kn / 2;
  const std::uint16_t* base = wt + k0;
  for (Eigen::Index j0 = 0; j0 < n; j0 += 16) {
    const Eigen::Index nj = std::min<Eigen::Index>(16, n - j0);
    const __mmask16 columns = first_lanes(nj);
    for (Eigen::Index p0 = 0; p0 < pairs; p0 += 16) {
      const Eigen::Index np = std::min<Eigen::Index>(16, pairs - p0);
      __m512i t[16];
      load_turned(base, ld_wt, j0, nj, p0, np, t);
      for (Eigen::Index p = 0; p < np; ++p) {
        float* row = out + 2 * (p0 + p) * ld_out + j0;
        _mm512_mask_storeu_ps(row, columns, _mm512_castsi512_ps(_mm512_slli_epi32(t[p], 16)));
        _mm512_mask_storeu_ps(row + ld_out, columns, _mm512_castsi512_ps(_mm512_and_si512(t[p], high)));
      }
    }
    if (kn % 2 != 0) {
      for (Eigen::Index j = 0; j < nj; ++j) out[(kn - 1) * ld_out + j0 + j] = widen(base[(j0 + j) * ld_wt + kn - 1]);
    }
  }
}

ATTN_TARGET_AVX512 void avx512::widen_pairs(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index kn,
                                            Eigen::Index n, float* out, Eigen::Index ld_out) {
  const __m512i high = _mm512_set1_epi32(static_cast<int>(0xffff0000u));
  for (Eigen::Index p = 0; 2 * p < kn; ++p) {
    const bool both = 2 * p + 1 < kn;
    float* low_row = out + 2 * p * ld_out;
    for (Eigen::Index j = 0; j < n; j += 16) {
      const __mmask16 lanes = first_lanes(n - j);
      const __m512i words = _mm512_maskz_loadu_epi32(lanes, w + p * ld_w + j);
      _mm512_mask_storeu_ps(low_row + j, lanes, _mm512_castsi512_ps(_mm512_slli_epi32(words, 16)));
      if (both) _mm512_mask_storeu_ps(low_row + ld_out + j, lanes, _mm512_castsi512_ps(_mm512_and_si512(words, high)));
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

namespace {

// A tile of rows × (16·G) outputs, AVX-512 BF16: the accumulators stay in registers for
// every pair; a pair of each row is one 32-bit word broadcast, a pair of 16 columns one
// load of the paired panel.
template <int R, int G>
ATTN_TARGET_AVX512_BF16 void bf16_micro(const std::uint16_t* x, Eigen::Index ld_x, const std::uint32_t* w,
                                        Eigen::Index ld_w, Eigen::Index pairs, float* out, Eigen::Index ld_out,
                                        __mmask16 last) {
  __m512 acc[static_cast<std::size_t>(R)][static_cast<std::size_t>(G)];
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) {
#pragma GCC unroll 4
    for (int g = 0; g < G; ++g) acc[r][g] = _mm512_setzero_ps();
  }
  for (Eigen::Index p = 0; p < pairs; ++p) {
    const std::uint32_t* w_row = w + p * ld_w;
#pragma GCC unroll 4
    for (int g = 0; g < G; ++g) {
      _mm_prefetch(reinterpret_cast<const char*>(w_row + 8 * ld_w + 16 * g), _MM_HINT_T0);
    }
    __m512i wv[static_cast<std::size_t>(G)];
#pragma GCC unroll 4
    for (int g = 0; g < G; ++g) wv[g] = _mm512_loadu_si512(w_row + 16 * g);
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) {
      std::int32_t pair;
      std::memcpy(&pair, x + r * ld_x + 2 * p, sizeof pair);
      const __m512i xv = _mm512_set1_epi32(pair);
#pragma GCC unroll 4
      for (int g = 0; g < G; ++g) {
        acc[r][g] = _mm512_dpbf16_ps(acc[r][g], reinterpret_cast<__m512bh>(xv), reinterpret_cast<__m512bh>(wv[g]));
      }
    }
  }
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r) {
#pragma GCC unroll 4
    for (int g = 0; g < G; ++g) {
      if (g == G - 1) {
        _mm512_mask_storeu_ps(out + r * ld_out + 16 * g, last, acc[r][g]);
      } else {
        _mm512_storeu_ps(out + r * ld_out + 16 * g, acc[r][g]);
      }
    }
  }
}

using Bf16Micro = void (*)(const std::uint16_t*, Eigen::Index, const std::uint32_t*, Eigen::Index, Eigen::Index,
                           float*, Eigen::Index, __mmask16);

template <int... I>
constexpr auto bf16_micro_table(std::integer_sequence<int, I...>) {
  // Entry (R - 1)·4 + (G - 1) is bf16_micro<R, G>.
  return std::array<Bf16Micro, sizeof...(I)>{bf16_micro<I / 4 + 1, I % 4 + 1>...};
}

ATTN_TARGET_AVX512_BF16 inline __m512 dot_pairs(__m512 acc, __m512i a, __m512i b) {
  return _mm512_dpbf16_ps(acc, reinterpret_cast<__m512bh>(a), reinterpret_cast<__m512bh>(b));
}

}  // namespace

ATTN_TARGET_AVX512 void avx512::pair_columns(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index kn,
                                                 Eigen::Index n, std::uint32_t* out, Eigen::Index ld_out) {
  const Eigen::Index whole = kn / 2;
  for (Eigen::Index j0 = 0; j0 < n; j0 += 16) {
    const Eigen::Index nj = std::min<Eigen::Index>(16, n - j0);
    const __mmask16 columns = first_lanes(nj);
    for (Eigen::Index p0 = 0; p0 < whole; p0 += 16) {
      const Eigen::Index np = std::min<Eigen::Index>(16, whole - p0);
      __m512i t[16];
      load_turned(wt, ld_wt, j0, nj, p0, np, t);
      for (Eigen::Index p = 0; p < np; ++p) _mm512_mask_storeu_epi32(out + (p0 + p) * ld_out + j0, columns, t[p]);
    }
    if (kn % 2 != 0) {
      // The last input alone, its partner 0.
      for (Eigen::Index j = 0; j < nj; ++j) out[whole * ld_out + j0 + j] = wt[(j0 + j) * ld_wt + kn - 1];
    }
  }
}

ATTN_TARGET_AVX512 void avx512bf16::bf16_product(const std::uint16_t* x, Eigen::Index ld_x, int rows,
                                                 const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index pairs,
                                                 Eigen::Index n, float* out, Eigen::Index ld_out) {
  static const auto table = bf16_micro_table(std::make_integer_sequence<int, kTileRows * 4>{});
  assert(rows >= 1 && rows <= kTileRows);
  for (Eigen::Index c0 = 0; c0 < n; c0 += 64) {
    const Eigen::Index columns = std::min<Eigen::Index>(64, n - c0);
    const int groups = static_cast<int>((columns + 15) / 16);
    const auto last = first_lanes(columns - 16 * (groups - 1));
    table[static_cast<std::size_t>((rows - 1) * 4 + (groups - 1))](x, ld_x, w + c0, ld_w, pairs, out + c0, ld_out,
                                                                    last);
  }
}

ATTN_TARGET_AVX512_BF16 void avx512bf16::bf16_dot_columns(const std::uint16_t* x, Eigen::Index n_in,
                                                          const std::uint16_t* wt, Eigen::Index ld_wt,
                                                          Eigen::Index outputs, float* y) {
  const Eigen::Index whole = n_in / 32 * 32;
  const Eigen::Index left = n_in - whole;
  const auto tail = static_cast<__mmask32>(left == 0 ? 0u : (1u << left) - 1u);
  Eigen::Index j = 0;
  // Four outputs at a time share each load of x.
  for (; j + 4 <= outputs; j += 4) {
    const std::uint16_t* c = wt + j * ld_wt;
    __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
    for (Eigen::Index k = 0; k < whole; k += 32) {
      const __m512i xv = _mm512_loadu_si512(x + k);
      a0 = dot_pairs(a0, xv, _mm512_loadu_si512(c + k));
      a1 = dot_pairs(a1, xv, _mm512_loadu_si512(c + ld_wt + k));
      a2 = dot_pairs(a2, xv, _mm512_loadu_si512(c + 2 * ld_wt + k));
      a3 = dot_pairs(a3, xv, _mm512_loadu_si512(c + 3 * ld_wt + k));
    }
    if (tail != 0) {
      const __m512i xv = _mm512_maskz_loadu_epi16(tail, x + whole);
      a0 = dot_pairs(a0, xv, _mm512_maskz_loadu_epi16(tail, c + whole));
      a1 = dot_pairs(a1, xv, _mm512_maskz_loadu_epi16(tail, c + ld_wt + whole));
      a2 = dot_pairs(a2, xv, _mm512_maskz_loadu_epi16(tail, c + 2 * ld_wt + whole));
      a3 = dot_pairs(a3, xv, _mm512_maskz_loadu_epi16(tail, c + 3 * ld_wt + whole));
    }
    y[j] = _mm512_reduce_add_ps(a0);
    y[j + 1] = _mm512_reduce_add_ps(a1);
    y[j + 2] = _mm512_reduce_add_ps(a2);
    y[j + 3] = _mm512_reduce_add_ps(a3);
  }
  for (; j < outputs; ++j) {
    const std::uint16_t* c = wt + j * ld_wt;
    __m512 a = _mm512_setzero_ps();
    for (Eigen::Index k = 0; k < whole; k += 32) a = dot_pairs(a, _mm512_loadu_si512(x + k), _mm512_loadu_si512(c + k));
    if (tail != 0) a = dot_pairs(a, _mm512_maskz_loadu_epi16(tail, x + whole), _mm512_maskz_loadu_epi16(tail, c + whole));
    y[j] = _mm512_reduce_add_ps(a);
  }
}

#endif

}  // namespace attn::kernels
