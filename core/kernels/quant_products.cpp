// The kernels that read ggml's quantized blocks (kernels/quants.hpp) as the engine's
// weights, once per instruction set: the same loops (quant_products.inc) compiled for the
// baseline, for AVX2 with FMA, and for AVX-512F, chosen at run time with the rest
// of a set. Compiled contracting nothing, so that every set dequantizes to the reference's
// bits.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

#include "core/kernels/kernels.hpp"
#include "core/kernels/quants.hpp"
#include "core/kernels/variants.hpp"

namespace attn::kernels {

namespace portable {
#include "core/kernels/quant_products.inc"
}  // namespace portable

#if ATTN_KERNELS_AVX512
// The AVX2 and AVX-512 sets also read the integers of most types directly (ATTN_QUANT_SIMD:
// loops written with AVX2's intrinsics and F16C's conversion of the blocks' scales, each
// function compiled for its set by its own attribute, which clang honours too; dispatch.cpp
// asks the CPU for F16C with either set).
#define ATTN_QUANT_SIMD 1
#pragma GCC push_options
#pragma GCC target("avx2,fma")
#define ATTN_QUANT_TARGET __attribute__((target("avx2,fma,f16c")))
namespace avx2 {
#include "core/kernels/quant_products.inc"
}  // namespace avx2
#undef ATTN_QUANT_TARGET
#pragma GCC pop_options

#pragma GCC push_options
#pragma GCC target("avx512f")
#define ATTN_QUANT_TARGET __attribute__((target("avx512f,avx2,fma,f16c")))
namespace avx512 {
#include "core/kernels/quant_products.inc"
}  // namespace avx512
#undef ATTN_QUANT_TARGET
#pragma GCC pop_options
#undef ATTN_QUANT_SIMD
#endif

}  // namespace attn::kernels
