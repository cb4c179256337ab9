// A branch-free expf that the compiler vectorizes, cloned for AVX-512, AVX2 and the
// baseline (GCC's target_clones, resolved once at load time). The build compiles this file
// with -fno-trapping-math, without which the compiler keeps the selects as branches. The algorithm is the usual
// one: x = n·ln2 + r with |r| <= ln2/2, exp(r) by a degree-6 polynomial, 2^n put straight
// into the float's exponent bits.
#include "softmax_kernel.hpp"

#include <cstdint>
#include <cstring>

namespace attn {
namespace {

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define ATTN_CPU_CLONES \
  __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define ATTN_CPU_CLONES
#endif

}  // namespace

ATTN_CPU_CLONES
void exp_shifted_in_place(float* row, std::size_t n, float row_max, float scale) {
  constexpr float kLog2e = 1.44269504088896341f;
  constexpr float kLn2Hi = 0.693359375f;       // ln 2 split in two so n·ln2 is exact
  constexpr float kLn2Lo = -2.12194440e-4f;
  constexpr float kRound = 12582912.0f;        // 1.5·2^23: adding it rounds to an integer
  constexpr float kLowest = -87.0f;            // below this the result is 0
  for (std::size_t j = 0; j < n; ++j) {
    const float x_raw = (row[j] - row_max) * scale;
    const bool underflow = !(x_raw >= kLowest);  // also true for -inf
    const float x = underflow ? kLowest : x_raw;
    const float k = (x * kLog2e + kRound) - kRound;
    const float r = (x - k * kLn2Hi) - k * kLn2Lo;
    float p = 1.9875691500e-4f;
    p = p * r + 1.3981999507e-3f;
    p = p * r + 8.3334519073e-3f;
    p = p * r + 4.1665795894e-2f;
    p = p * r + 1.6666665459e-1f;
    p = p * r + 5.0000001201e-1f;
    p = p * r * r + r + 1.0f;
    const std::int32_t bits = (static_cast<std::int32_t>(k) + 127) << 23;
    float two_k;
    std::memcpy(&two_k, &bits, sizeof two_k);
    const float e = underflow ? 0.0f : p * two_k;
    row[j] = e;
  }
}

ATTN_CPU_CLONES
void softmax_in_place(float* row, std::size_t n, float scale) {
  // Sixteen independent lanes let the compiler keep the reductions in vector registers
  // without reordering any single lane's arithmetic.
  constexpr std::size_t kLanes = 16;
  float lane_max[kLanes];
  for (float& m : lane_max) m = row[0];
  std::size_t j = 0;
  for (; j + kLanes <= n; j += kLanes) {
    for (std::size_t l = 0; l < kLanes; ++l) {
      lane_max[l] = row[j + l] > lane_max[l] ? row[j + l] : lane_max[l];
    }
  }
  float row_max = row[0];
  for (float m : lane_max) row_max = m > row_max ? m : row_max;
  for (; j < n; ++j) row_max = row[j] > row_max ? row[j] : row_max;

  exp_shifted_in_place(row, n, row_max, scale);

  float lane_sum[kLanes] = {};
  j = 0;
  for (; j + kLanes <= n; j += kLanes) {
    for (std::size_t l = 0; l < kLanes; ++l) lane_sum[l] += row[j + l];
  }
  float sum = 0.0f;
  for (float s : lane_sum) sum += s;
  for (; j < n; ++j) sum += row[j];
  const float inverse = 1.0f / sum;  // sum >= 1: the maximum contributes exp(0)
  for (j = 0; j < n; ++j) row[j] *= inverse;
}

}  // namespace attn
