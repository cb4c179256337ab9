// exp, softmax and the copies of the attention weights.
//
// exp: x = k·ln2 + r with |r| <= ln2/2, exp(r) by a degree-6 polynomial, times 2^k.
// Arguments below -87 (and -inf, a masked key) give exactly 0.
//
// The portable versions are cloned by GCC for AVX2 and the baseline (target_clones) and
// compiled with -fno-trapping-math, without which the compiler keeps the selects as
// branches. The AVX-512 versions use intrinsics; they are picked once, at load time.
#include "softmax_kernel.hpp"

#include <cstdint>
#include <cstring>

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#include <immintrin.h>
#define ATTN_HAVE_AVX512_PATH 1
#if defined(__GNUC__) && !defined(__clang__)
// GCC 12 warns about the deliberately undefined vectors inside its own AVX-512 headers
// (_mm512_undefined_ps in the masked loads and reductions).
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
#else
#define ATTN_HAVE_AVX512_PATH 0
#endif

namespace attn {
namespace {

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define ATTN_CPU_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define ATTN_CPU_CLONES
#endif

constexpr float kLog2e = 1.44269504088896341f;
constexpr float kLn2Hi = 0.693359375f;  // ln 2 split in two so k·ln2 is exact
constexpr float kLn2Lo = -2.12194440e-4f;
constexpr float kLowest = -87.0f;        // below this the result is 0
constexpr float kPoly[6] = {1.9875691500e-4f, 1.3981999507e-3f, 8.3334519073e-3f,
                            4.1665795894e-2f, 1.6666665459e-1f, 5.0000001201e-1f};

// ---- portable ----------------------------------------------------------------------

ATTN_CPU_CLONES
void exp_portable(float* row, std::size_t n, float row_max, float scale) {
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
void softmax_portable(float* row, std::size_t n, float scale) {
  // Sixteen independent lanes let the compiler keep the sum in vector registers without
  // reordering any single lane's arithmetic.
  constexpr std::size_t kLanes = 16;
  float row_max = row[0];
  for (std::size_t j = 1; j < n; ++j) row_max = row[j] > row_max ? row[j] : row_max;
  exp_portable(row, n, row_max, scale);
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

bool all_finite_portable(const float* row, std::size_t n) {
  float acc = 0.0f;  // x·0 is 0 for every finite x and NaN otherwise
  for (std::size_t j = 0; j < n; ++j) acc += row[j] * 0.0f;
  return acc == 0.0f;
}

void copy_portable(float* dst, const float* src, std::size_t n) {
  if (n > 0) std::memcpy(dst, src, n * sizeof(float));
}

void zero_portable(float* dst, std::size_t n) {
  if (n > 0) std::memset(dst, 0, n * sizeof(float));
}

void store_row_portable(float* dst, const float* src, std::size_t n, std::size_t zero_end,
                        std::size_t /*room*/) {
  copy_portable(dst, src, n);
  if (zero_end > n) zero_portable(dst + n, zero_end - n);
}

void fence_portable() {}

// ---- AVX-512 -----------------------------------------------------------------------

#if ATTN_HAVE_AVX512_PATH
#define ATTN_AVX512 __attribute__((target("avx512f")))

ATTN_AVX512 inline __mmask16 tail_mask(std::size_t left) {
  return static_cast<__mmask16>((1u << left) - 1u);
}

// exp of 16 arguments; -inf and anything below -87 give 0.
ATTN_AVX512 inline __m512 exp16(__m512 x_raw) {
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

ATTN_AVX512 void exp_avx512(float* row, std::size_t n, float row_max, float scale) {
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

ATTN_AVX512 void softmax_avx512(float* row, std::size_t n, float scale) {
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

ATTN_AVX512 bool all_finite_avx512(const float* row, std::size_t n) {
  const __m512 zero = _mm512_setzero_ps();
  __m512 acc0 = zero, acc1 = zero;  // x·0 is 0 for every finite x and NaN otherwise
  std::size_t j = 0;
  for (; j + 32 <= n; j += 32) {
    acc0 = _mm512_add_ps(acc0, _mm512_mul_ps(_mm512_loadu_ps(row + j), zero));
    acc1 = _mm512_add_ps(acc1, _mm512_mul_ps(_mm512_loadu_ps(row + j + 16), zero));
  }
  for (; j < n; j += 16) {
    const __mmask16 t = n - j >= 16 ? static_cast<__mmask16>(0xffff) : tail_mask(n - j);
    acc0 = _mm512_add_ps(acc0, _mm512_mul_ps(_mm512_maskz_loadu_ps(t, row + j), zero));
  }
  const __m512 acc = _mm512_add_ps(acc0, acc1);
  return _mm512_cmp_ps_mask(acc, acc, _CMP_UNORD_Q) == 0;
}

// Streaming stores need 64-byte aligned addresses: the floats before the first such
// address in dst, and the last partial vector, go through plain stores.
ATTN_AVX512 inline std::size_t unaligned_head(const float* dst, std::size_t n) {
  const auto address = reinterpret_cast<std::uintptr_t>(dst);
  if (address % sizeof(float) != 0) return n;
  const std::size_t head = (64 - address % 64) % 64 / sizeof(float);
  return head < n ? head : n;
}

ATTN_AVX512 void copy_avx512(float* dst, const float* src, std::size_t n) {
  std::size_t j = unaligned_head(dst, n);
  if (j > 0) std::memcpy(dst, src, j * sizeof(float));
  for (; j + 16 <= n; j += 16) _mm512_stream_ps(dst + j, _mm512_loadu_ps(src + j));
  if (j < n) std::memcpy(dst + j, src + j, (n - j) * sizeof(float));
}

ATTN_AVX512 void zero_avx512(float* dst, std::size_t n) {
  std::size_t j = unaligned_head(dst, n);
  if (j > 0) std::memset(dst, 0, j * sizeof(float));
  for (; j + 16 <= n; j += 16) _mm512_stream_ps(dst + j, _mm512_setzero_ps());
  if (j < n) std::memset(dst + j, 0, (n - j) * sizeof(float));
}

// The first `count` lanes (all 16 from 16 on).
ATTN_AVX512 inline __mmask16 first_lanes(std::size_t count) {
  return static_cast<__mmask16>(count >= 16 ? 0xffffu : (1u << count) - 1u);
}

// The 16 floats of a row from j: src where j + lane < n, zero after.
ATTN_AVX512 inline __m512 row_line(const float* src, std::size_t n, std::size_t j) {
  return _mm512_maskz_loadu_ps(first_lanes(j < n ? n - j : 0), src + j);
}

// Lines from dst: src up to n, zeros up to zero_end, and (past zero_end, where the caller
// promises zeros already) whole lines of zeros up to `room`. A partial line costs a read
// of that line from memory before the write; a whole streamed line does not.
ATTN_AVX512 void store_row_avx512(float* dst, const float* src, std::size_t n,
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

void fence_sse() { _mm_sfence(); }
#endif

struct Kernels {
  void (*exp)(float*, std::size_t, float, float);
  void (*softmax)(float*, std::size_t, float);
  bool (*all_finite)(const float*, std::size_t);
  void (*copy)(float*, const float*, std::size_t);
  void (*zero)(float*, std::size_t);
  void (*store_row)(float*, const float*, std::size_t, std::size_t, std::size_t);
  void (*fence)();
};

Kernels pick_kernels() {
#if ATTN_HAVE_AVX512_PATH
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) {
    return {exp_avx512, softmax_avx512, all_finite_avx512, copy_avx512, zero_avx512,
            store_row_avx512, fence_sse};
  }
#endif
  return {exp_portable, softmax_portable, all_finite_portable, copy_portable, zero_portable,
          store_row_portable, fence_portable};
}

const Kernels& kernels() {
  static const Kernels k = pick_kernels();
  return k;
}

}  // namespace

void exp_shifted_in_place(float* row, std::size_t n, float row_max, float scale) {
  kernels().exp(row, n, row_max, scale);
}

void softmax_in_place(float* row, std::size_t n, float scale) {
  kernels().softmax(row, n, scale);
}

bool all_finite(const float* row, std::size_t n) { return kernels().all_finite(row, n); }

void copy_streaming(float* dst, const float* src, std::size_t n) { kernels().copy(dst, src, n); }

void zero_streaming(float* dst, std::size_t n) { kernels().zero(dst, n); }

void store_row_streaming(float* dst, const float* src, std::size_t n, std::size_t zero_end,
                         std::size_t room) {
  kernels().store_row(dst, src, n, zero_end, room);
}

void streaming_fence() { kernels().fence(); }

}  // namespace attn
