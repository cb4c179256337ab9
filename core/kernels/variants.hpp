// Inside the kernels folder only: each kernel's versions, one namespace per instruction
// set, which dispatch.cpp gathers into the tables of kernels.hpp. Nothing outside
// core/kernels/ includes this: the engine calls kernels through kernels::active().
#pragma once

#include <cstddef>
#include <cstdint>

#include <Eigen/Core>

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__)
#define ATTN_KERNELS_AVX512 1
// Functions compiled for AVX-512F whatever the build's target, picked at run time.
#define ATTN_TARGET_AVX512 __attribute__((target("avx512f")))
#else
#define ATTN_KERNELS_AVX512 0
#endif

namespace attn::kernels {

namespace portable {
// softmax.cpp
void exp_shifted(float* row, std::size_t n, float row_max, float scale);
void softmax(float* row, std::size_t n, float scale);
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
}  // namespace portable

#if ATTN_KERNELS_AVX512
namespace avx512 {
void exp_shifted(float* row, std::size_t n, float row_max, float scale);
void softmax(float* row, std::size_t n, float scale);
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
}  // namespace avx512
#endif

}  // namespace attn::kernels
