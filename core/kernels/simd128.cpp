// The WebAssembly SIMD128 set (kernels.hpp): four floats a vector, written with
// wasm_simd128.h, for a build with -msimd128 (scripts/build-web). WebAssembly has no fused
// multiply-add here, so exp, softmax and the SwiGLU product round as the portable loops
// do, operation for operation, and give their bits; the dot products sum in four lanes
// and come within their bounds. The kernels not written here (the quantized blocks, the
// BF16 pairs, the stores) are the portable ones, which clang vectorizes for SIMD128 too.
#if defined(__wasm_simd128__)

#include <wasm_simd128.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "core/kernels/variants.hpp"

namespace attn::kernels {
namespace {

// The constants of softmax.cpp's exp.
constexpr float kLog2e = 1.44269504088896341f;
constexpr float kLn2Hi = 0.693359375f;
constexpr float kLn2Lo = -2.12194440e-4f;
constexpr float kLowest = -87.0f;
constexpr float kRound = 12582912.0f;  // 1.5·2^23: adding it rounds to an integer
constexpr float kPoly[6] = {1.9875691500e-4f, 1.3981999507e-3f, 8.3334519073e-3f,
                            4.1665795894e-2f, 1.6666665459e-1f, 5.0000001201e-1f};

inline v128_t splat(float v) { return wasm_f32x4_splat(v); }

// exp of four arguments, the portable loop's operations in its order: −∞ and anything
// below −87 give 0.
inline v128_t exp4(v128_t x_raw) {
  const v128_t lowest = splat(kLowest);
  const v128_t in_range = wasm_f32x4_ge(x_raw, lowest);  // false for −∞ and NaN
  const v128_t x = wasm_v128_bitselect(x_raw, lowest, in_range);
  const v128_t k = wasm_f32x4_sub(wasm_f32x4_add(wasm_f32x4_mul(x, splat(kLog2e)), splat(kRound)), splat(kRound));
  const v128_t r = wasm_f32x4_sub(wasm_f32x4_sub(x, wasm_f32x4_mul(k, splat(kLn2Hi))),
                                  wasm_f32x4_mul(k, splat(kLn2Lo)));
  v128_t p = splat(kPoly[0]);
  for (int i = 1; i < 6; ++i) p = wasm_f32x4_add(wasm_f32x4_mul(p, r), splat(kPoly[i]));
  p = wasm_f32x4_add(wasm_f32x4_add(wasm_f32x4_mul(wasm_f32x4_mul(p, r), r), r), splat(1.0f));
  const v128_t two_k = wasm_i32x4_shl(wasm_i32x4_add(wasm_i32x4_trunc_sat_f32x4(k), wasm_i32x4_splat(127)), 23);
  return wasm_v128_and(wasm_f32x4_mul(p, two_k), in_range);
}

inline float sum4(v128_t v) {
  return (wasm_f32x4_extract_lane(v, 0) + wasm_f32x4_extract_lane(v, 1)) +
         (wasm_f32x4_extract_lane(v, 2) + wasm_f32x4_extract_lane(v, 3));
}

inline float max4(v128_t v) {
  return std::max(std::max(wasm_f32x4_extract_lane(v, 0), wasm_f32x4_extract_lane(v, 1)),
                  std::max(wasm_f32x4_extract_lane(v, 2), wasm_f32x4_extract_lane(v, 3)));
}

// Four BF16 values as floats (each in a float's upper 16 bits).
inline v128_t widen4(const std::uint16_t* p) { return wasm_i32x4_shl(wasm_u32x4_load16x4(p), 16); }

inline float widen_bf16(std::uint16_t h) {
  const std::uint32_t bits = static_cast<std::uint32_t>(h) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

}  // namespace

void simd128::exp_shifted(float* row, std::size_t n, float row_max, float scale) {
  const v128_t m = splat(row_max);
  const v128_t s = splat(scale);
  std::size_t j = 0;
  for (; j + 4 <= n; j += 4) {
    wasm_v128_store(row + j, exp4(wasm_f32x4_mul(wasm_f32x4_sub(wasm_v128_load(row + j), m), s)));
  }
  if (j < n) portable::exp_shifted(row + j, n - j, row_max, scale);
}

void simd128::softmax(float* row, std::size_t n, float scale) {
  // The maximum in four vectors, whatever their order: a maximum is exact.
  const v128_t minus_inf = splat(-__builtin_inff());
  v128_t m0 = minus_inf, m1 = minus_inf, m2 = minus_inf, m3 = minus_inf;
  std::size_t j = 0;
  for (; j + 16 <= n; j += 16) {
    m0 = wasm_f32x4_pmax(m0, wasm_v128_load(row + j));
    m1 = wasm_f32x4_pmax(m1, wasm_v128_load(row + j + 4));
    m2 = wasm_f32x4_pmax(m2, wasm_v128_load(row + j + 8));
    m3 = wasm_f32x4_pmax(m3, wasm_v128_load(row + j + 12));
  }
  for (; j + 4 <= n; j += 4) m0 = wasm_f32x4_pmax(m0, wasm_v128_load(row + j));
  float row_max = max4(wasm_f32x4_pmax(wasm_f32x4_pmax(m0, m1), wasm_f32x4_pmax(m2, m3)));
  for (; j < n; ++j) row_max = row[j] > row_max ? row[j] : row_max;

  // The sum in the portable loop's sixteen lanes (four vectors), then its tail: the same
  // additions in the same order, so the same bits.
  const v128_t mx = splat(row_max);
  const v128_t s = splat(scale);
  v128_t s0 = wasm_f32x4_splat(0.0f), s1 = s0, s2 = s0, s3 = s0;
  j = 0;
  for (; j + 16 <= n; j += 16) {
    const v128_t e0 = exp4(wasm_f32x4_mul(wasm_f32x4_sub(wasm_v128_load(row + j), mx), s));
    const v128_t e1 = exp4(wasm_f32x4_mul(wasm_f32x4_sub(wasm_v128_load(row + j + 4), mx), s));
    const v128_t e2 = exp4(wasm_f32x4_mul(wasm_f32x4_sub(wasm_v128_load(row + j + 8), mx), s));
    const v128_t e3 = exp4(wasm_f32x4_mul(wasm_f32x4_sub(wasm_v128_load(row + j + 12), mx), s));
    wasm_v128_store(row + j, e0);
    wasm_v128_store(row + j + 4, e1);
    wasm_v128_store(row + j + 8, e2);
    wasm_v128_store(row + j + 12, e3);
    s0 = wasm_f32x4_add(s0, e0);
    s1 = wasm_f32x4_add(s1, e1);
    s2 = wasm_f32x4_add(s2, e2);
    s3 = wasm_f32x4_add(s3, e3);
  }
  alignas(16) float lanes[16];
  wasm_v128_store(lanes, s0);
  wasm_v128_store(lanes + 4, s1);
  wasm_v128_store(lanes + 8, s2);
  wasm_v128_store(lanes + 12, s3);
  const std::size_t tail = j;
  if (tail < n) exp_shifted(row + tail, n - tail, row_max, scale);
  float sum = 0.0f;
  for (const float l : lanes) sum += l;
  for (; j < n; ++j) sum += row[j];
  const float inverse = 1.0f / sum;  // sum >= 1: the maximum contributes exp(0)
  const v128_t inv = splat(inverse);
  j = 0;
  for (; j + 4 <= n; j += 4) wasm_v128_store(row + j, wasm_f32x4_mul(wasm_v128_load(row + j), inv));
  for (; j < n; ++j) row[j] *= inverse;
}

void simd128::silu_product(const float* gate, float* hidden, std::size_t n) {
  const v128_t one = splat(1.0f);
  const v128_t zero = wasm_f32x4_splat(0.0f);
  const v128_t sign = wasm_i32x4_splat(static_cast<std::int32_t>(0x80000000u));
  std::size_t j = 0;
  for (; j + 4 <= n; j += 4) {
    const v128_t g = wasm_v128_load(gate + j);
    const v128_t e = exp4(wasm_v128_or(g, sign));  // exp(−|g|)
    const v128_t negative = wasm_f32x4_lt(g, zero);
    const v128_t sigmoid = wasm_f32x4_div(wasm_v128_bitselect(e, one, negative), wasm_f32x4_add(one, e));
    const v128_t h = wasm_v128_load(hidden + j);
    wasm_v128_store(hidden + j, wasm_f32x4_mul(h, wasm_f32x4_mul(g, sigmoid)));
  }
  if (j < n) portable::silu_product(gate + j, hidden + j, n - j);
}

void simd128::key_dots(const float* q, const float* k, Eigen::Index ld_k, Eigen::Index keys, Eigen::Index d_k,
                       float* out) {
  const Eigen::Index whole = d_k / 8 * 8;
  for (Eigen::Index j = 0; j < keys; ++j) {
    const float* row = k + j * ld_k;
    v128_t a = wasm_f32x4_splat(0.0f), b = a;
    for (Eigen::Index d = 0; d < whole; d += 8) {
      a = wasm_f32x4_add(a, wasm_f32x4_mul(wasm_v128_load(q + d), wasm_v128_load(row + d)));
      b = wasm_f32x4_add(b, wasm_f32x4_mul(wasm_v128_load(q + d + 4), wasm_v128_load(row + d + 4)));
    }
    float sum = sum4(wasm_f32x4_add(a, b));
    for (Eigen::Index d = whole; d < d_k; ++d) sum += q[d] * row[d];
    out[j] = sum;
  }
}

void simd128::value_sum(const float* p, const float* v, Eigen::Index ld_v, Eigen::Index keys, Eigen::Index d_k,
                        float* out) {
  std::fill(out, out + d_k, 0.0f);
  const Eigen::Index whole = d_k / 4 * 4;
  // Four rows at a time: the sum is read and written once for every four.
  Eigen::Index j = 0;
  for (; j + 4 <= keys; j += 4) {
    const float* r = v + j * ld_v;
    const v128_t a = splat(p[j]), b = splat(p[j + 1]), c = splat(p[j + 2]), d = splat(p[j + 3]);
    for (Eigen::Index i = 0; i < whole; i += 4) {
      v128_t acc = wasm_f32x4_add(wasm_f32x4_mul(a, wasm_v128_load(r + i)), wasm_f32x4_mul(b, wasm_v128_load(r + ld_v + i)));
      acc = wasm_f32x4_add(acc, wasm_f32x4_mul(c, wasm_v128_load(r + 2 * ld_v + i)));
      acc = wasm_f32x4_add(acc, wasm_f32x4_mul(d, wasm_v128_load(r + 3 * ld_v + i)));
      wasm_v128_store(out + i, wasm_f32x4_add(wasm_v128_load(out + i), acc));
    }
    for (Eigen::Index i = whole; i < d_k; ++i) {
      out[i] += p[j] * r[i] + p[j + 1] * r[ld_v + i] + p[j + 2] * r[2 * ld_v + i] + p[j + 3] * r[3 * ld_v + i];
    }
  }
  for (; j < keys; ++j) {
    const float* r = v + j * ld_v;
    const v128_t a = splat(p[j]);
    for (Eigen::Index i = 0; i < whole; i += 4) {
      wasm_v128_store(out + i, wasm_f32x4_add(wasm_v128_load(out + i), wasm_f32x4_mul(a, wasm_v128_load(r + i))));
    }
    for (Eigen::Index i = whole; i < d_k; ++i) out[i] += p[j] * r[i];
  }
}

void simd128::dot_columns(const float* x, Eigen::Index n_in, const std::uint16_t* wt, Eigen::Index ld_wt,
                          Eigen::Index outputs, float* y) {
  // Four outputs share each load of x; four lanes an output; the inputs past the last
  // whole four one by one.
  const Eigen::Index whole = n_in / 4 * 4;
  const auto rest = [&](const std::uint16_t* c) {
    float s = 0.0f;
    for (Eigen::Index k = whole; k < n_in; ++k) s += x[k] * widen_bf16(c[k]);
    return s;
  };
  Eigen::Index j = 0;
  for (; j + 4 <= outputs; j += 4) {
    const std::uint16_t* c = wt + j * ld_wt;
    v128_t a0 = wasm_f32x4_splat(0.0f), a1 = a0, a2 = a0, a3 = a0;
    for (Eigen::Index k = 0; k < whole; k += 4) {
      const v128_t xv = wasm_v128_load(x + k);
      a0 = wasm_f32x4_add(a0, wasm_f32x4_mul(xv, widen4(c + k)));
      a1 = wasm_f32x4_add(a1, wasm_f32x4_mul(xv, widen4(c + ld_wt + k)));
      a2 = wasm_f32x4_add(a2, wasm_f32x4_mul(xv, widen4(c + 2 * ld_wt + k)));
      a3 = wasm_f32x4_add(a3, wasm_f32x4_mul(xv, widen4(c + 3 * ld_wt + k)));
    }
    y[j] = sum4(a0) + rest(c);
    y[j + 1] = sum4(a1) + rest(c + ld_wt);
    y[j + 2] = sum4(a2) + rest(c + 2 * ld_wt);
    y[j + 3] = sum4(a3) + rest(c + 3 * ld_wt);
  }
  for (; j < outputs; ++j) {
    const std::uint16_t* c = wt + j * ld_wt;
    v128_t a = wasm_f32x4_splat(0.0f);
    for (Eigen::Index k = 0; k < whole; k += 4) {
      a = wasm_f32x4_add(a, wasm_f32x4_mul(wasm_v128_load(x + k), widen4(c + k)));
    }
    y[j] = sum4(a) + rest(c);
  }
}

void simd128::panel_dot(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index pairs, const float* x,
                        Eigen::Index n, float* y) {
  // 64 columns: sixteen vectors of four for the low halves' products, sixteen for the high.
  v128_t lo[16], hi[16];
  for (int g = 0; g < 16; ++g) lo[g] = hi[g] = wasm_f32x4_splat(0.0f);
  const v128_t top = wasm_i32x4_splat(static_cast<std::int32_t>(0xFFFF0000u));
  for (Eigen::Index p = 0; p < pairs; ++p) {
    const v128_t a = splat(x[2 * p]);
    const v128_t b = splat(x[2 * p + 1]);
    const std::uint32_t* row = w + p * ld_w;
    for (int g = 0; g < 16; ++g) {
      const v128_t v = wasm_v128_load(row + 4 * g);
      lo[g] = wasm_f32x4_add(lo[g], wasm_f32x4_mul(wasm_i32x4_shl(v, 16), a));
      hi[g] = wasm_f32x4_add(hi[g], wasm_f32x4_mul(wasm_v128_and(v, top), b));
    }
  }
  alignas(16) float sums[64];
  for (int g = 0; g < 16; ++g) wasm_v128_store(sums + 4 * g, wasm_f32x4_add(lo[g], hi[g]));
  for (Eigen::Index j = 0; j < n; ++j) y[j] = sums[j];
}

}  // namespace attn::kernels

#endif
