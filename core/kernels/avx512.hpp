// Inside core/kernels/ only: the AVX-512 intrinsics, for the files that write kernels with
// them (softmax.cpp, finite.cpp, stores.cpp, tile.cpp, bf16.cpp, quant_products.cpp).
#pragma once

#include "core/kernels/variants.hpp"

#if ATTN_KERNELS_AVX512
#include <immintrin.h>
#if defined(__GNUC__) && !defined(__clang__)
// GCC 12 warns about the deliberately undefined vectors inside its own AVX-512 headers
// (_mm512_undefined_ps in the masked loads and reductions).
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#pragma GCC diagnostic ignored "-Wuninitialized"
#endif
#endif
