// The kernels that read ggml's quantized blocks (kernels/quants.hpp) as the engine's
// weights, once per instruction set: the same loops (quant_products.inc) compiled for the
// baseline, for AVX2 with FMA, and for AVX-512F, chosen at run time with the rest
// of a set. Compiled contracting nothing, so that every set dequantizes to the reference's
// bits.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "core/kernels/kernels.hpp"
#include "core/kernels/quants.hpp"
#include "core/kernels/variants.hpp"

namespace attn::kernels {

namespace portable {
#include "core/kernels/quant_products.inc"
}  // namespace portable

#if ATTN_KERNELS_AVX512
#pragma GCC push_options
#pragma GCC target("avx2,fma")
namespace avx2 {
#include "core/kernels/quant_products.inc"
}  // namespace avx2
#pragma GCC pop_options

#pragma GCC push_options
#pragma GCC target("avx512f")
namespace avx512 {
#include "core/kernels/quant_products.inc"
}  // namespace avx512
#pragma GCC pop_options
#endif

}  // namespace attn::kernels
