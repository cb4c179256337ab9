// ggml's blocks as floats, and floats as Q8_0 and Q4_0 blocks: the reference code's
// arithmetic, one operation at a time in float (so that a compiler contracting nothing
// gives ggml's bits).
#include "core/kernels/quants.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace attn::kernels {
namespace {

#include "core/kernels/quant_blocks.inc"

}  // namespace

float half_to_float(std::uint16_t h) { return half_value(h); }

std::uint16_t float_to_half(float f) {
  std::uint32_t x;
  std::memcpy(&x, &f, sizeof x);
  const auto sign = static_cast<std::uint16_t>((x >> 16) & 0x8000u);
  const std::uint32_t a = x & 0x7FFFFFFFu;
  if (a >= 0x7F800000u) return static_cast<std::uint16_t>(sign | 0x7C00u | (a > 0x7F800000u ? 0x200u : 0u));
  if (a >= 0x477FF000u) return static_cast<std::uint16_t>(sign | 0x7C00u);  // 65520 and past: infinity
  std::uint32_t h = 0, rest = 0, half = 0;
  if (a < 0x38800000u) {
    // Below 2^-14: a subnormal half, the value in units of 2^-24.
    const std::uint32_t exponent = a >> 23;
    if (exponent < 102) return sign;  // below 2^-25: 0
    const std::uint32_t mantissa = (a & 0x7FFFFFu) | 0x800000u;
    const std::uint32_t shift = 126 - exponent;
    h = mantissa >> shift;
    rest = mantissa & ((1u << shift) - 1u);
    half = 1u << (shift - 1);
  } else {
    h = (a - 0x38000000u) >> 13;  // the exponent rebiased from 127 to 15
    rest = a & 0x1FFFu;
    half = 0x1000u;
  }
  if (rest > half || (rest == half && (h & 1u) != 0)) ++h;
  return static_cast<std::uint16_t>(sign | h);
}

namespace {

void put_half(Byte* p, float v) {
  const std::uint16_t h = float_to_half(v);
  p[0] = static_cast<Byte>(h & 0xFF);
  p[1] = static_cast<Byte>(h >> 8);
}

// ggml's quantize_row_q8_0_ref for one block: d = amax / 127, q = roundf(x / d).
void quantize_q8_0(const float* x, Byte* b) {
  float amax = 0.0f;
  for (int j = 0; j < 32; ++j) amax = std::max(amax, std::fabs(x[j]));
  const float d = amax / 127.0f;
  const float id = d != 0.0f ? 1.0f / d : 0.0f;
  put_half(b, d);
  for (int j = 0; j < 32; ++j) {
    const float v = x[j] * id;
    b[2 + j] = static_cast<Byte>(static_cast<std::int8_t>(std::roundf(v)));
  }
}

// quantize_row_q4_0_ref for one block: d = (the value of largest magnitude, the first) / −8,
// q = min(15, trunc(x / d + 8.5)).
void quantize_q4_0(const float* x, Byte* b) {
  float amax = 0.0f, max = 0.0f;
  for (int j = 0; j < 32; ++j) {
    if (amax < std::fabs(x[j])) {
      amax = std::fabs(x[j]);
      max = x[j];
    }
  }
  const float d = max / -8.0f;
  const float id = d != 0.0f ? 1.0f / d : 0.0f;
  put_half(b, d);
  for (int j = 0; j < 16; ++j) {
    const float x0 = x[j] * id;
    const float x1 = x[16 + j] * id;
    const int q0 = std::min(15, static_cast<int>(static_cast<std::int8_t>(x0 + 8.5f)));
    const int q1 = std::min(15, static_cast<int>(static_cast<std::int8_t>(x1 + 8.5f)));
    b[2 + j] = static_cast<Byte>(q0 | q1 << 4);
  }
}

// ggml's nearest_int: to nearest, ties to even (for |v| < 2^22, as here).
int nearest_int(float v) {
  const float shifted = v + 12582912.0f;  // 1.5 · 2^23: the integer in the low mantissa bits
  std::int32_t bits;
  std::memcpy(&bits, &shifted, sizeof bits);
  return (bits & 0x007FFFFF) - 0x00400000;
}

// quantize_row_q8_K_ref for one block: the value of largest magnitude (the first) is −127,
// q = min(127, nearest(x·(−127 / max))), d = 1 / (−127 / max); bsums the sums of each 16 q.
void quantize_q8_k(const float* x, Byte* b) {
  float amax = 0.0f, max = 0.0f;
  for (int j = 0; j < 256; ++j) {
    if (std::fabs(x[j]) > amax) {
      amax = std::fabs(x[j]);
      max = x[j];
    }
  }
  std::int8_t q[256] = {};
  float d = 0.0f;
  if (amax != 0.0f) {
    const float iscale = -127.0f / max;
    for (int j = 0; j < 256; ++j) q[j] = static_cast<std::int8_t>(std::min(127, nearest_int(iscale * x[j])));
    d = 1.0f / iscale;
  }
  std::memcpy(b, &d, sizeof d);
  std::memcpy(b + 4, q, sizeof q);
  for (int g = 0; g < 16; ++g) {
    int sum = 0;
    for (int j = 0; j < 16; ++j) sum += q[16 * g + j];
    const auto s16 = static_cast<std::int16_t>(sum);
    std::memcpy(b + 260 + 2 * g, &s16, sizeof s16);
  }
}

}  // namespace

void quantize_row(QuantType t, const float* x, void* blocks, std::size_t n) {
  void (*block)(const float*, Byte*) = nullptr;
  if (t == QuantType::Q8_0) block = quantize_q8_0;
  if (t == QuantType::Q4_0) block = quantize_q4_0;
  if (t == QuantType::Q8_K) block = quantize_q8_k;
  if (block == nullptr) throw std::logic_error("the program quantizes to Q8_0, Q4_0 and Q8_K only");
  const std::size_t per = quant_block_values(t);
  if (n % per != 0) throw std::logic_error("a row of a part of a block");
  auto* out = static_cast<Byte*>(blocks);
  const std::size_t bytes = quant_block_bytes(t);
  for (std::size_t k = 0; k < n / per; ++k) block(x + per * k, out + k * bytes);
}

QuantType input_type(QuantType weights) {
  switch (weights) {
    case QuantType::Q4_0:
    case QuantType::Q5_0:
    case QuantType::Q8_0: return QuantType::Q8_0;
    case QuantType::Q4_K:
    case QuantType::Q5_K:
    case QuantType::Q6_K: return QuantType::Q8_K;
    default: return QuantType::F32;
  }
}

bool is_known_quant(std::uint32_t id) {
  switch (id) {
    case 0: case 1: case 2: case 3: case 6: case 7: case 8: case 12: case 13: case 14: case 30: return true;
    default: return false;
  }
}

std::string quant_name(std::uint32_t id) {
  // ggml's names, in its order of ids (4, 5 and 31–33 are no longer used).
  static const char* const kNames[] = {"F32",    "F16",     "Q4_0",   "Q4_1",   "Q4_2",  "Q4_3",    "Q5_0",
                                       "Q5_1",   "Q8_0",    "Q8_1",   "Q2_K",   "Q3_K",  "Q4_K",    "Q5_K",
                                       "Q6_K",   "Q8_K",    "IQ2_XXS", "IQ2_XS", "IQ3_XXS", "IQ1_S", "IQ4_NL",
                                       "IQ3_S",  "IQ2_S",   "IQ4_XS", "I8",     "I16",   "I32",     "I64",
                                       "F64",    "IQ1_M",   "BF16",   "Q4_0_4_4", "Q4_0_4_8", "Q4_0_8_8", "TQ1_0",
                                       "TQ2_0"};
  if (id < sizeof kNames / sizeof kNames[0]) return kNames[id];
  return "type " + std::to_string(id);
}

std::size_t quant_block_values(QuantType t) {
  switch (t) {
    case QuantType::F32:
    case QuantType::F16:
    case QuantType::BF16: return 1;
    case QuantType::Q4_0:
    case QuantType::Q4_1:
    case QuantType::Q5_0:
    case QuantType::Q5_1:
    case QuantType::Q8_0: return 32;
    case QuantType::Q4_K:
    case QuantType::Q5_K:
    case QuantType::Q6_K:
    case QuantType::Q8_K: return 256;
  }
  throw std::logic_error("a weight type without a block");
}

std::size_t quant_block_bytes(QuantType t) {
  switch (t) {
    case QuantType::F32: return 4;
    case QuantType::F16:
    case QuantType::BF16: return 2;
    case QuantType::Q4_0: return 18;
    case QuantType::Q4_1: return 20;
    case QuantType::Q5_0: return 22;
    case QuantType::Q5_1: return 24;
    case QuantType::Q8_0: return 34;
    case QuantType::Q4_K: return 144;
    case QuantType::Q5_K: return 176;
    case QuantType::Q6_K: return 210;
    case QuantType::Q8_K: return 292;
  }
  throw std::logic_error("a weight type without a block");
}

std::size_t quant_row_bytes(QuantType t, std::size_t n) {
  return n / quant_block_values(t) * quant_block_bytes(t);
}

void dequantize_row(QuantType t, const void* blocks, float* out, std::size_t n) {
  const auto* b = static_cast<const Byte*>(blocks);
  const std::size_t per = quant_block_values(t);
  if (n % per != 0) throw std::logic_error("a row of a part of a block");
  switch (t) {
    case QuantType::F32:
      std::memcpy(out, b, n * sizeof(float));
      return;
    case QuantType::BF16:
      for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t bits = static_cast<std::uint32_t>(b[2 * i] | b[2 * i + 1] << 8) << 16;
        std::memcpy(out + i, &bits, sizeof(float));
      }
      return;
    default:
      dequantize_values(t, b, 0, n, out);
  }
}

}  // namespace attn::kernels
