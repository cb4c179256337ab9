// The weight types of ggml (the GGUF files llama.cpp, Ollama and LM Studio run): how many
// values a block holds, its bytes, and its values as floats, as ggml's reference
// dequantizers give them (ggml-quants.c, dequantize_row_*), bit for bit.
//
// A row of n values is n / block blocks side by side. The blocks (fp16 is an IEEE half,
// little-endian; q a block's quantized values, x the value):
//   Q4_0   32 values, 18 bytes: d fp16, qs[16]; value j < 16 the low nibble of qs[j],
//          j ≥ 16 the high nibble of qs[j − 16]; x = (q − 8)·d
//   Q4_1   32, 20: d, m fp16, qs[16] as Q4_0; x = q·d + m
//   Q5_0   32, 22: d fp16, qh[4] (a 32-bit word, bit j the fifth bit of value j), qs[16];
//          x = (q − 16)·d
//   Q5_1   32, 24: d, m fp16, qh[4], qs[16]; x = q·d + m
//   Q8_0   32, 34: d fp16, qs[32] int8; x = q·d
//   Q4_K   256, 144: d, dmin fp16, scales[12] (eight 6-bit scales and eight 6-bit mins,
//          get_scale_min_k4), qs[128]; eight groups of 32 values, two groups per 32 bytes
//          of qs (low nibbles, then high): x = (d·sc)·q − dmin·m
//   Q5_K   256, 176: d, dmin, scales[12], qh[32], qs[128]: Q4_K's with a fifth bit from qh
//   Q6_K   256, 210: ql[128], qh[64], scales[16] int8, d fp16; sixteen groups of 16 values
//          of 6 bits (4 from ql, 2 from qh): x = d·sc·(q − 32)
//   F32, F16, BF16 one value a block.
//   Q8_K   256, 292: d float, qs[256] int8, bsums[16] int16 (the sum of each 16 q's);
//          x = q·d. Never a weight: what llama.cpp rounds a product's input to for the K
//          types (input_type).
//
// Legend: d, dmin the block's scales; sc, m a group's 6-bit scale and min.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace attn::kernels {

// ggml's type ids, as GGUF files write them.
enum class QuantType : std::uint32_t {
  F32 = 0,
  F16 = 1,
  Q4_0 = 2,
  Q4_1 = 3,
  Q5_0 = 6,
  Q5_1 = 7,
  Q8_0 = 8,
  Q4_K = 12,
  Q5_K = 13,
  Q6_K = 14,
  Q8_K = 15,  // an input's blocks only (input_type), never a weight's
  BF16 = 30,
};

// The weight types read here (the ones above but Q8_K).
bool is_known_quant(std::uint32_t id);
// ggml's name of a type id ("Q4_K", "IQ2_XXS"), or "type N" for an id ggml does not have.
std::string quant_name(std::uint32_t id);
// Values in a block, and its bytes.
std::size_t quant_block_values(QuantType t);
std::size_t quant_block_bytes(QuantType t);
// The bytes of n values (n a whole number of blocks).
std::size_t quant_row_bytes(QuantType t, std::size_t n);

// n values (a whole number of blocks) from `blocks` into `out`, as ggml's reference
// dequantizer computes them.
void dequantize_row(QuantType t, const void* blocks, float* out, std::size_t n);

// An IEEE half as a float (exact).
float half_to_float(std::uint16_t h);
// A float as the nearest IEEE half (ties to even; past the largest half, infinity), as
// ggml's GGML_FP32_TO_FP16 gives it.
std::uint16_t float_to_half(float f);

// n values (a whole number of blocks) into blocks of type t, as ggml's reference quantizer
// makes them (quantize_row_q8_0_ref, quantize_row_q4_0_ref, quantize_row_q8_K_ref), bit for
// bit: the types the program quantizes itself, Q8_0, Q4_0 and Q8_K (Q8_K's bsums 0 in a
// block of zeros, where ggml leaves them as they were). Throws std::logic_error for another
// type.
void quantize_row(QuantType t, const float* x, void* blocks, std::size_t n);

// What a product's input is rounded to before it meets weights of type t, in llama.cpp's
// CPU backend (its vec_dot_type): Q8_0 for Q4_0, Q5_0 and Q8_0; Q8_K for Q4_K, Q5_K and
// Q6_K. F32 for the others, which the engine multiplies by float inputs whatever the
// precision (llama.cpp rounds Q4_1's and Q5_1's to Q8_1, F16's to F16, BF16's to BF16).
QuantType input_type(QuantType weights);

}  // namespace attn::kernels
