// exp and softmax, portable and AVX-512 (see kernels.hpp).
//
// exp: x = k·ln2 + r with |r| <= ln2/2, exp(r) by a degree-6 polynomial, times 2^k.
// Arguments below −87 (and −∞, a masked key) give exactly 0.
//
// The portable versions are cloned by GCC for AVX2 and the baseline (target_clones) and
// compiled with -fno-trapping-math, without which the compiler keeps the selects as
// branches (core/CMakeLists.txt).
#include <cstdint>
#include <cstring>

#include "core/kernels/avx512.hpp"

// Clones chosen when the program loads (an ELF ifunc); Windows has none: the default there.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__ELF__)
#define ATTN_CPU_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define ATTN_CPU_CLONES
#endif

namespace attn::kernels {
namespace {

constexpr float kLog2e = 1.44269504088896341f;
constexpr float kLn2Hi = 0.693359375f;  // ln 2 split in two so k·ln2 is exact
constexpr float kLn2Lo = -2.12194440e-4f;
constexpr float kLowest = -87.0f;        // below this the result is 0
constexpr float kPoly[6] = {1.9875691500e-4f, 1.3981999507e-3f, 8.3334519073e-3f,
                            4.1665795894e-2f, 1.6666665459e-1f, 5.0000001201e-1f};

}  // namespace

// ---- portable ----------------------------------------------------------------------

ATTN_CPU_CLONES
void portable::exp_shifted(float* row, std::size_t n, float row_max, float scale) {
  constexpr float kRound = 12582912.0f;  // 1.5·2^23: adding it rounds to an integer
  for (std::size_t j = 0; j < n; ++j) {
    const float x_raw = (row[j] - row_max) * scale;
    const bool underflow = !(x_raw >= kLowest);  // also true for -inf
    const float x = underflow ? kLowest : x_raw;
    const float k = (x * kLog2e + kRound) - kRound;
    const float r = (x - k * kLn2Hi) - k * kLn2Lo;
    float p = kPoly[0];
    for (int i = 1; i < 6; ++i) p = p * r + kPoly[i];
    p = p * r * r + r + 1.0f;
    const std::int32_t bits = (static_cast<std::int32_t>(k) + 127) << 23;
    float two_k;
    std::memcpy(&two_k, &bits, sizeof two_k);
    row[j] = underflow ? 0.0f : p * two_k;
  }
}

ATTN_CPU_CLONES
void portable::softmax(float* row, std::size_t n, float scale) {
  // Sixteen independent lanes let the compiler keep the sum in vector registers without
  // reordering any single lane's arithmetic.
  constexpr std::size_t kLanes = 16;
  float row_max = row[0];
  for (std::size_t j = 1; j < n; ++j) row_max = row[j] > row_max ? row[j] : row_max;
  exp_shifted(row, n, row_max, scale);
  float lane_sum[kLanes] = {};
  std::size_t j = 0;
  for (; j + kLanes <= n; j += kLanes) {
    for (std::size_t l = 0; l < kLanes; ++l) lane_sum[l] += row[j + l];
  }
  float sum = 0.0f;
  for (float s : lane_sum) sum += s;
  for (; j < n; ++j) sum += row[j];
  const float inverse = 1.0f / sum;  // sum >= 1: the maximum contributes exp(0)
  for (j = 0; j < n; ++j) row[j] *= inverse;
}

ATTN_CPU_CLONES
void portable::silu_product(const float* gate, float* hidden, std::size_t n) {
  constexpr float kRound = 12582912.0f;
  for (std::size_t j = 0; j < n; ++j) {
    const float g = gate[j];
    // e = exp(−|g|) <= 1, the exp of exp_shifted.
    const float x_raw = g < 0.0f ? g : -g;
    const bool underflow = !(x_raw >= kLowest);
    const float x = underflow ? kLowest : x_raw;
    const float k = (x * kLog2e + kRound) - kRound;
    const float r = (x - k * kLn2Hi) - k * kLn2Lo;
    float p = kPoly[0];
    for (int i = 1; i < 6; ++i) p = p * r + kPoly[i];
    p = p * r * r + r + 1.0f;
    const std::int32_t bits = (static_cast<std::int32_t>(k) + 127) << 23;
    float two_k;
    std::memcpy(&two_k, &bits, sizeof two_k);
    const float e = underflow ? 0.0f : p * two_k;
    // sigmoid(g) = 1 / (1 + e) for g >= 0, e / (1 + e) below.
    const float sigmoid = (g < 0.0f ? e : 1.0f) / (1.0f + e);
    hidden[j] *= g * sigmoid;
  }
}

// ---- AVX-512 -----------------------------------------------------------------------

#if ATTN_KERNELS_AVX512
namespace {

ATTN_TARGET_AVX512 inline __mmask16 tail_mask(std::size_t left) {
  return static_cast<__mmask16>((1u << left) - 1u);
}

// exp of 16 arguments; -inf and anything below -87 give 0.
ATTN_TARGET_AVX512 inline __m512 exp16(__m512 x_raw) {
  const __m512 lowest = _mm512_set1_ps(kLowest);
  const __mmask16 in_range = _mm512_cmp_ps_mask(x_raw, lowest, _CMP_GE_OQ);
  const __m512 x = _mm512_mask_blend_ps(in_range, lowest, x_raw);
  const __m512 k = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(kLog2e)),
                                        _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
  __m512 r = _mm512_fnmadd_ps(k, _mm512_set1_ps(kLn2Hi), x);
  r = _mm512_fnmadd_ps(k, _mm512_set1_ps(kLn2Lo), r);
  __m512 p = _mm512_set1_ps(kPoly[0]);
  for (int i = 1; i < 6; ++i) p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(kPoly[i]));
  p = _mm512_add_ps(_mm512_fmadd_ps(_mm512_mul_ps(p, r), r, r), _mm512_set1_ps(1.0f));
  return _mm512_maskz_mov_ps(in_range, _mm512_scalef_ps(p, k));
}

}  // namespace

ATTN_TARGET_AVX512 void avx512::exp_shifted(float* row, std::size_t n, float row_max,
                                            float scale) {
  const __m512 m = _mm512_set1_ps(row_max);
  const __m512 s = _mm512_set1_ps(scale);
  std::size_t j = 0;
  for (; j + 16 <= n; j += 16) {
    _mm512_storeu_ps(row + j, exp16(_mm512_mul_ps(_mm512_sub_ps(_mm512_loadu_ps(row + j), m), s)));
  }
  if (j < n) {
    const __mmask16 t = tail_mask(n - j);
    const __m512 x = _mm512_maskz_loadu_ps(t, row + j);
    _mm512_mask_storeu_ps(row + j, t, exp16(_mm512_mul_ps(_mm512_sub_ps(x, m), s)));
  }
}

ATTN_TARGET_AVX512 void avx512::silu_product(const float* gate, float* hidden, std::size_t n) {
  const __m512 one = _mm512_set1_ps(1.0f);
  const __m512i sign = _mm512_set1_epi32(static_cast<int>(0x80000000u));
  std::size_t j = 0;
  for (; j < n; j += 16) {
    const __mmask16 t = n - j >= 16 ? static_cast<__mmask16>(0xffff) : tail_mask(n - j);
    const __m512 g = _mm512_maskz_loadu_ps(t, gate + j);
    const __m512 e = exp16(_mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(g), sign)));  // exp(−|g|)
    const __mmask16 negative = _mm512_cmp_ps_mask(g, _mm512_setzero_ps(), _CMP_LT_OQ);
    const __m512 sigmoid = _mm512_div_ps(_mm512_mask_blend_ps(negative, one, e), _mm512_add_ps(one, e));
    const __m512 h = _mm512_maskz_loadu_ps(t, hidden + j);
    _mm512_mask_storeu_ps(hidden + j, t, _mm512_mul_ps(h, _mm512_mul_ps(g, sigmoid)));
  }
}

ATTN_TARGET_AVX512 void avx512::softmax(float* row, std::size_t n, float scale) {
  const __m512 minus_inf = _mm512_set1_ps(-__builtin_inff());
  // Four accumulators hide the latency of max and add.
  __m512 m0 = minus_inf, m1 = minus_inf, m2 = minus_inf, m3 = minus_inf;
  std::size_t j = 0;
  for (; j + 64 <= n; j += 64) {
    m0 = _mm512_max_ps(m0, _mm512_loadu_ps(row + j));
    m1 = _mm512_max_ps(m1, _mm512_loadu_ps(row + j + 16));
    m2 = _mm512_max_ps(m2, _mm512_loadu_ps(row + j + 32));
    m3 = _mm512_max_ps(m3, _mm512_loadu_ps(row + j + 48));
  }
  for (; j + 16 <= n; j += 16) m0 = _mm512_max_ps(m0, _mm512_loadu_ps(row + j));
  if (j < n) m1 = _mm512_max_ps(m1, _mm512_mask_loadu_ps(minus_inf, tail_mask(n - j), row + j));
  const float row_max =
      _mm512_reduce_max_ps(_mm512_max_ps(_mm512_max_ps(m0, m1), _mm512_max_ps(m2, m3)));

  const __m512 mx = _mm512_set1_ps(row_max);
  const __m512 s = _mm512_set1_ps(scale);
  __m512 s0 = _mm512_setzero_ps(), s1 = _mm512_setzero_ps();
  j = 0;
  for (; j + 32 <= n; j += 32) {
    const __m512 e0 = exp16(_mm512_mul_ps(_mm512_sub_ps(_mm512_loadu_ps(row + j), mx), s));
    const __m512 e1 = exp16(_mm512_mul_ps(_mm512_sub_ps(_mm512_loadu_ps(row + j + 16), mx), s));
    _mm512_storeu_ps(row + j, e0);
    _mm512_storeu_ps(row + j + 16, e1);
    s0 = _mm512_add_ps(s0, e0);
    s1 = _mm512_add_ps(s1, e1);
  }
  for (; j < n; j += 16) {
    const __mmask16 t = n - j >= 16 ? static_cast<__mmask16>(0xffff) : tail_mask(n - j);
    const __m512 e = exp16(_mm512_mul_ps(_mm512_sub_ps(_mm512_mask_loadu_ps(minus_inf, t, row + j), mx), s));
    _mm512_mask_storeu_ps(row + j, t, e);
    s0 = _mm512_add_ps(s0, e);  // masked lanes hold exp(-inf) = 0
  }
  const float sum = _mm512_reduce_add_ps(_mm512_add_ps(s0, s1));
  const __m512 inverse = _mm512_set1_ps(1.0f / sum);  // sum >= 1: the maximum gives exp(0)
  j = 0;
  for (; j + 16 <= n; j += 16) _mm512_storeu_ps(row + j, _mm512_mul_ps(_mm512_loadu_ps(row + j), inverse));
  if (j < n) {
    const __mmask16 t = tail_mask(n - j);
    _mm512_mask_storeu_ps(row + j, t, _mm512_mul_ps(_mm512_maskz_loadu_ps(t, row + j), inverse));
  }
}
#endif

}  // namespace attn::kernels
