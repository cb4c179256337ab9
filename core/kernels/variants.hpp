// Inside the kernels folder only: each kernel's versions, one namespace per instruction
// set, which dispatch.cpp gathers into the tables of kernels.hpp. Nothing outside
// core/kernels/ includes this: the engine calls kernels through kernels::active().
#pragma once

#include <cstddef>
#include <cstdint>

#include <Eigen/Core>

#include "core/kernels/quants.hpp"

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define ATTN_KERNELS_AVX512 1
// Functions compiled for AVX-512F whatever the build's target, picked at run time.
#define ATTN_TARGET_AVX512 __attribute__((target("avx512f")))
// And for AVX-512 BF16's dot products (every CPU with them has AVX-512BW too).
#define ATTN_TARGET_AVX512_BF16 __attribute__((target("avx512f,avx512bw,avx512bf16")))
#else
#define ATTN_KERNELS_AVX512 0
#endif

namespace attn::kernels {

namespace portable {
// softmax.cpp
void exp_shifted(float* row, std::size_t n, float row_max, float scale);
void softmax(float* row, std::size_t n, float scale);
void silu_product(const float* gate, float* hidden, std::size_t n);
// finite.cpp
bool all_finite(const float* row, std::size_t n);
// stores.cpp: plain stores, no fence needed.
void copy_streaming(float* dst, const float* src, std::size_t n);
void zero_streaming(float* dst, std::size_t n);
void store_row(float* dst, const float* src, std::size_t n, std::size_t zero_end,
               std::size_t room);
void fence();
// tile.cpp: the layout of packed keys, one float at a time.
void pack_keys(const float* k, Eigen::Index ld_k, Eigen::Index key0, Eigen::Index count,
               Eigen::Index d_k, float* packed);
// bf16.cpp
void widen_columns(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index k0, Eigen::Index kn,
                   Eigen::Index n, float* out, Eigen::Index ld_out);
void dot_columns(const float* x, Eigen::Index n_in, const std::uint16_t* wt, Eigen::Index ld_wt,
                 Eigen::Index outputs, float* y);
void round_to_bf16(const float* x, Eigen::Index n, std::uint16_t* out);
void pair_columns(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index kn, Eigen::Index n,
                  std::uint32_t* out, Eigen::Index ld_out);
void widen_pairs(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index kn, Eigen::Index n, float* out,
                 Eigen::Index ld_out);
// quant_products.cpp
void quant_dot(QuantType t, const float* x, Eigen::Index n_in, const std::uint8_t* w, std::size_t row_bytes,
               Eigen::Index outputs, float* y);
void quant_widen(QuantType t, const std::uint8_t* w, std::size_t row_bytes, Eigen::Index kn, Eigen::Index n,
                 float* out, Eigen::Index ld_out);
void quant_dot_int8(QuantType t, const std::uint8_t* xq, Eigen::Index n_in, const std::uint8_t* w,
                    std::size_t row_bytes, Eigen::Index outputs, float* y);
void panel_dot(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index pairs, const float* x, Eigen::Index n, float* y);
void key_dots(const float* q, const float* k, Eigen::Index ld_k, Eigen::Index keys, Eigen::Index d_k, float* out);
void value_sum(const float* p, const float* v, Eigen::Index ld_v, Eigen::Index keys, Eigen::Index d_k, float* out);
}  // namespace portable

#if ATTN_KERNELS_AVX512
namespace avx512 {
void exp_shifted(float* row, std::size_t n, float row_max, float scale);
void softmax(float* row, std::size_t n, float scale);
void silu_product(const float* gate, float* hidden, std::size_t n);
bool all_finite(const float* row, std::size_t n);
// Streaming stores that bypass the caches; fence() makes them visible to other threads.
void copy_streaming(float* dst, const float* src, std::size_t n);
void zero_streaming(float* dst, std::size_t n);
void store_row(float* dst, const float* src, std::size_t n, std::size_t zero_end,
               std::size_t room);
void fence();
void pack_keys(const float* k, Eigen::Index ld_k, Eigen::Index key0, Eigen::Index count,
               Eigen::Index d_k, float* packed);
void scores(const float* q, Eigen::Index ld_q, int rows, const float* packed, Eigen::Index d_k,
            Eigen::Index key_end, float* out, Eigen::Index ld_out);
void weighted_sum(const float* p, Eigen::Index ld_p, int rows, const float* v,
                  Eigen::Index ld_v, Eigen::Index keys, Eigen::Index d_k, float* out,
                  Eigen::Index ld_out);
void widen_columns(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index k0, Eigen::Index kn,
                   Eigen::Index n, float* out, Eigen::Index ld_out);
void dot_columns(const float* x, Eigen::Index n_in, const std::uint16_t* wt, Eigen::Index ld_wt,
                 Eigen::Index outputs, float* y);
void round_to_bf16(const float* x, Eigen::Index n, std::uint16_t* out);
void pair_columns(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index kn, Eigen::Index n,
                  std::uint32_t* out, Eigen::Index ld_out);
void widen_pairs(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index kn, Eigen::Index n, float* out,
                 Eigen::Index ld_out);
// quant_products.cpp
void quant_dot(QuantType t, const float* x, Eigen::Index n_in, const std::uint8_t* w, std::size_t row_bytes,
               Eigen::Index outputs, float* y);
void quant_widen(QuantType t, const std::uint8_t* w, std::size_t row_bytes, Eigen::Index kn, Eigen::Index n,
                 float* out, Eigen::Index ld_out);
void quant_dot_int8(QuantType t, const std::uint8_t* xq, Eigen::Index n_in, const std::uint8_t* w,
                    std::size_t row_bytes, Eigen::Index outputs, float* y);
void panel_dot(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index pairs, const float* x, Eigen::Index n, float* y);
void key_dots(const float* q, const float* k, Eigen::Index ld_k, Eigen::Index keys, Eigen::Index d_k, float* out);
void value_sum(const float* p, const float* v, Eigen::Index ld_v, Eigen::Index keys, Eigen::Index d_k, float* out);
}  // namespace avx512

// quant_products.cpp: the products of quantized weights for AVX2 and FMA, and one row by
// BF16 columns.
namespace avx2 {
void quant_dot(QuantType t, const float* x, Eigen::Index n_in, const std::uint8_t* w, std::size_t row_bytes,
               Eigen::Index outputs, float* y);
void quant_widen(QuantType t, const std::uint8_t* w, std::size_t row_bytes, Eigen::Index kn, Eigen::Index n,
                 float* out, Eigen::Index ld_out);
void quant_dot_int8(QuantType t, const std::uint8_t* xq, Eigen::Index n_in, const std::uint8_t* w,
                    std::size_t row_bytes, Eigen::Index outputs, float* y);
void panel_dot(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index pairs, const float* x, Eigen::Index n, float* y);
void key_dots(const float* q, const float* k, Eigen::Index ld_k, Eigen::Index keys, Eigen::Index d_k, float* out);
void value_sum(const float* p, const float* v, Eigen::Index ld_v, Eigen::Index keys, Eigen::Index d_k, float* out);
void dot_columns(const float* x, Eigen::Index n_in, const std::uint16_t* wt, Eigen::Index ld_wt,
                 Eigen::Index outputs, float* y);
}  // namespace avx2

// AVX-512 BF16 (bf16.cpp).
namespace avx512bf16 {
void bf16_product(const std::uint16_t* x, Eigen::Index ld_x, int rows, const std::uint32_t* w,
                  Eigen::Index ld_w, Eigen::Index pairs, Eigen::Index n, float* out,
                  Eigen::Index ld_out);
void bf16_dot_columns(const std::uint16_t* x, Eigen::Index n_in, const std::uint16_t* wt,
                      Eigen::Index ld_wt, Eigen::Index outputs, float* y);
}  // namespace avx512bf16
#endif

#if defined(__wasm_simd128__)
// simd128.cpp: WebAssembly's 128-bit vectors.
namespace simd128 {
void exp_shifted(float* row, std::size_t n, float row_max, float scale);
void softmax(float* row, std::size_t n, float scale);
void silu_product(const float* gate, float* hidden, std::size_t n);
void key_dots(const float* q, const float* k, Eigen::Index ld_k, Eigen::Index keys, Eigen::Index d_k, float* out);
void value_sum(const float* p, const float* v, Eigen::Index ld_v, Eigen::Index keys, Eigen::Index d_k, float* out);
void dot_columns(const float* x, Eigen::Index n_in, const std::uint16_t* wt, Eigen::Index ld_wt,
                 Eigen::Index outputs, float* y);
void panel_dot(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index pairs, const float* x, Eigen::Index n, float* y);
}  // namespace simd128
#endif

}  // namespace attn::kernels
