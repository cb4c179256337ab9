// ggml's blocks as floats: the reference dequantizers' arithmetic, one operation at a time
// in float (so that a compiler contracting nothing gives ggml's bits).
#include "core/kernels/quants.hpp"

#include <cstring>
#include <stdexcept>

namespace attn::kernels {
namespace {

using Byte = unsigned char;

float half_at(const Byte* p) { return half_to_float(static_cast<std::uint16_t>(p[0] | p[1] << 8)); }

// ggml's get_scale_min_k4: the j-th of the eight 6-bit scales and mins packed in 12 bytes.
void scale_min_k4(int j, const Byte* q, Byte& sc, Byte& m) {
  if (j < 4) {
    sc = q[j] & 63;
    m = q[j + 4] & 63;
  } else {
    sc = static_cast<Byte>((q[j + 4] & 0xF) | ((q[j - 4] >> 6) << 4));
    m = static_cast<Byte>((q[j + 4] >> 4) | ((q[j] >> 6) << 4));
  }
}

void q4_0(const Byte* b, float* y) {
  const float d = half_at(b);
  const Byte* qs = b + 2;
  for (int j = 0; j < 16; ++j) {
    const int x0 = (qs[j] & 0x0F) - 8;
    const int x1 = (qs[j] >> 4) - 8;
    y[j] = static_cast<float>(x0) * d;
    y[j + 16] = static_cast<float>(x1) * d;
  }
}

void q4_1(const Byte* b, float* y) {
  const float d = half_at(b);
  const float m = half_at(b + 2);
  const Byte* qs = b + 4;
  for (int j = 0; j < 16; ++j) {
    const float v0 = static_cast<float>(qs[j] & 0x0F) * d;
    const float v1 = static_cast<float>(qs[j] >> 4) * d;
    y[j] = v0 + m;
    y[j + 16] = v1 + m;
  }
}

std::uint32_t word_at(const Byte* p) {
  std::uint32_t w;
  std::memcpy(&w, p, sizeof w);
  return w;
}

void q5_0(const Byte* b, float* y) {
  const float d = half_at(b);
  const std::uint32_t qh = word_at(b + 2);
  const Byte* qs = b + 6;
  for (int j = 0; j < 16; ++j) {
    const auto xh0 = static_cast<Byte>(((qh >> j) << 4) & 0x10);
    const auto xh1 = static_cast<Byte>((qh >> (j + 12)) & 0x10);
    const int x0 = ((qs[j] & 0x0F) | xh0) - 16;
    const int x1 = ((qs[j] >> 4) | xh1) - 16;
    y[j] = static_cast<float>(x0) * d;
    y[j + 16] = static_cast<float>(x1) * d;
  }
}

void q5_1(const Byte* b, float* y) {
  const float d = half_at(b);
  const float m = half_at(b + 2);
  const std::uint32_t qh = word_at(b + 4);
  const Byte* qs = b + 8;
  for (int j = 0; j < 16; ++j) {
    const auto xh0 = static_cast<Byte>(((qh >> j) << 4) & 0x10);
    const auto xh1 = static_cast<Byte>((qh >> (j + 12)) & 0x10);
    const int x0 = (qs[j] & 0x0F) | xh0;
    const int x1 = (qs[j] >> 4) | xh1;
    const float v0 = static_cast<float>(x0) * d;
    const float v1 = static_cast<float>(x1) * d;
    y[j] = v0 + m;
    y[j + 16] = v1 + m;
  }
}

void q8_0(const Byte* b, float* y) {
  const float d = half_at(b);
  const auto* qs = reinterpret_cast<const std::int8_t*>(b + 2);
  for (int j = 0; j < 32; ++j) y[j] = static_cast<float>(qs[j]) * d;
}

void q4_k(const Byte* b, float* y) {
  const float d = half_at(b);
  const float dmin = half_at(b + 2);
  const Byte* scales = b + 4;
  const Byte* q = b + 16;
  int is = 0;
  for (int j = 0; j < 256; j += 64) {
    Byte sc = 0, m = 0;
    scale_min_k4(is + 0, scales, sc, m);
    const float d1 = d * static_cast<float>(sc);
    const float m1 = dmin * static_cast<float>(m);
    scale_min_k4(is + 1, scales, sc, m);
    const float d2 = d * static_cast<float>(sc);
    const float m2 = dmin * static_cast<float>(m);
    for (int l = 0; l < 32; ++l) {
      const float v = d1 * static_cast<float>(q[l] & 0xF);
      *y++ = v - m1;
    }
    for (int l = 0; l < 32; ++l) {
      const float v = d2 * static_cast<float>(q[l] >> 4);
      *y++ = v - m2;
    }
    q += 32;
    is += 2;
  }
}

void q5_k(const Byte* b, float* y) {
  const float d = half_at(b);
  const float dmin = half_at(b + 2);
  const Byte* scales = b + 4;
  const Byte* qh = b + 16;
  const Byte* ql = b + 48;
  int is = 0;
  Byte u1 = 1, u2 = 2;
  for (int j = 0; j < 256; j += 64) {
    Byte sc = 0, m = 0;
    scale_min_k4(is + 0, scales, sc, m);
    const float d1 = d * static_cast<float>(sc);
    const float m1 = dmin * static_cast<float>(m);
    scale_min_k4(is + 1, scales, sc, m);
    const float d2 = d * static_cast<float>(sc);
    const float m2 = dmin * static_cast<float>(m);
    for (int l = 0; l < 32; ++l) {
      const float v = d1 * static_cast<float>((ql[l] & 0xF) + ((qh[l] & u1) != 0 ? 16 : 0));
      *y++ = v - m1;
    }
    for (int l = 0; l < 32; ++l) {
      const float v = d2 * static_cast<float>((ql[l] >> 4) + ((qh[l] & u2) != 0 ? 16 : 0));
      *y++ = v - m2;
    }
    ql += 32;
    is += 2;
    u1 = static_cast<Byte>(u1 << 2);
    u2 = static_cast<Byte>(u2 << 2);
  }
}

void q6_k(const Byte* b, float* y) {
  const Byte* ql = b;
  const Byte* qh = b + 128;
  const auto* sc = reinterpret_cast<const std::int8_t*>(b + 192);
  const float d = half_at(b + 208);
  for (int n = 0; n < 256; n += 128) {
    for (int l = 0; l < 32; ++l) {
      const int is = l / 16;
      const int q1 = ((ql[l + 0] & 0xF) | (((qh[l] >> 0) & 3) << 4)) - 32;
      const int q2 = ((ql[l + 32] & 0xF) | (((qh[l] >> 2) & 3) << 4)) - 32;
      const int q3 = ((ql[l + 0] >> 4) | (((qh[l] >> 4) & 3) << 4)) - 32;
      const int q4 = ((ql[l + 32] >> 4) | (((qh[l] >> 6) & 3) << 4)) - 32;
      y[l + 0] = d * static_cast<float>(sc[is + 0]) * static_cast<float>(q1);
      y[l + 32] = d * static_cast<float>(sc[is + 2]) * static_cast<float>(q2);
      y[l + 64] = d * static_cast<float>(sc[is + 4]) * static_cast<float>(q3);
      y[l + 96] = d * static_cast<float>(sc[is + 6]) * static_cast<float>(q4);
    }
    y += 128;
    ql += 64;
    qh += 32;
    sc += 8;
  }
}

}  // namespace

float half_to_float(std::uint16_t h) {
  const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  const std::uint32_t exponent = (h >> 10) & 0x1Fu;
  std::uint32_t mantissa = h & 0x3FFu;
  std::uint32_t bits;
  if (exponent == 0x1Fu) {
    bits = sign | 0x7F800000u | (mantissa << 13);
  } else if (exponent != 0) {
    bits = sign | ((exponent + 112u) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    bits = sign;
  } else {
    // Subnormal: shift the mantissa up until its leading one is the implicit bit.
    std::uint32_t e = 113u;
    while ((mantissa & 0x400u) == 0) {
      mantissa <<= 1;
      --e;
    }
    bits = sign | (e << 23) | ((mantissa & 0x3FFu) << 13);
  }
  float f;
  std::memcpy(&f, &bits, sizeof(float));
  return f;
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
    case QuantType::Q6_K: return 256;
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
  }
  throw std::logic_error("a weight type without a block");
}

std::size_t quant_row_bytes(QuantType t, std::size_t n) {
  return n / quant_block_values(t) * quant_block_bytes(t);
}

void dequantize_row(QuantType t, const void* blocks, float* out, std::size_t n) {
  const auto* b = static_cast<const Byte*>(blocks);
  const std::size_t per = quant_block_values(t);
  const std::size_t bytes = quant_block_bytes(t);
  if (n % per != 0) throw std::logic_error("a row of a part of a block");
  void (*block)(const Byte*, float*) = nullptr;
  switch (t) {
    case QuantType::F32:
      std::memcpy(out, b, n * sizeof(float));
      return;
    case QuantType::F16:
      for (std::size_t i = 0; i < n; ++i) out[i] = half_at(b + 2 * i);
      return;
    case QuantType::BF16:
      for (std::size_t i = 0; i < n; ++i) {
        const std::uint32_t bits = static_cast<std::uint32_t>(b[2 * i] | b[2 * i + 1] << 8) << 16;
        std::memcpy(out + i, &bits, sizeof(float));
      }
      return;
    case QuantType::Q4_0: block = q4_0; break;
    case QuantType::Q4_1: block = q4_1; break;
    case QuantType::Q5_0: block = q5_0; break;
    case QuantType::Q5_1: block = q5_1; break;
    case QuantType::Q8_0: block = q8_0; break;
    case QuantType::Q4_K: block = q4_k; break;
    case QuantType::Q5_K: block = q5_k; break;
    case QuantType::Q6_K: block = q6_k; break;
  }
  for (std::size_t k = 0; k < n / per; ++k) block(b + k * bytes, out + k * per);
}

}  // namespace attn::kernels
