// ggml's blocks as floats: the reference dequantizers' arithmetic, one operation at a time
// in float (so that a compiler contracting nothing gives ggml's bits).
#include "core/kernels/quants.hpp"

#include <cstring>
#include <stdexcept>

namespace attn::kernels {
namespace {

#include "core/kernels/quant_blocks.inc"

}  // namespace

float half_to_float(std::uint16_t h) { return half_value(h); }

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
