// The engine's inner loops, behind one dispatch.
//
// Each kernel has a portable version (plain C++ that the compiler vectorises for AVX2 or
// the baseline) and, on x86-64, an AVX-512 version written with intrinsics. A table holds
// one version of every kernel, and the engine runs a whole computation on one table:
//
//   ATTN_KERNELS=portable    the portable kernels; the matrix products go through the BLAS
//   ATTN_KERNELS=avx2        those, with the products of quantized weights and of one row
//                            by BF16 panels for AVX2, FMA and F16C (on a CPU without them: a
//                            message, and portable)
//   ATTN_KERNELS=avx512      the AVX-512F kernels and the register-tiled products (on a CPU
//                            without AVX-512F: a message on standard error, and portable)
//   ATTN_KERNELS=avx512bf16  those, and products with BF16 weights on AVX-512 BF16's dot
//                            products (VDPBF16PS: two BF16 products a lane, summed in
//                            float32); on a CPU without them, avx512 (or portable)
//   ATTN_KERNELS=simd128     in a WebAssembly build with SIMD128 (scripts/build-web):
//                            exp, softmax, SwiGLU and the one-row products on 128-bit
//                            vectors, the rest portable
//   ATTN_KERNELS=auto        or unset: the best of these the CPU has
//
// The products of quantized weights (quant_dot, quant_widen) and panel_dot are the same
// loops in the portable set and, compiled for their instructions, in the others, whose
// quant_dot and panel_dot are written with AVX2's intrinsics (quant_products.inc): the
// same dequantized values, the sums in each set's own order.
//
// Products with BF16 weights in BF16 precision (attention/linear.hpp) give the same sums
// on every set: the inputs rounded to BF16, each product exact in float32. The sets
// without the BF16 dot products round the inputs and multiply floats.
//
// The variable is read once, at the first use. select() switches the table at run time,
// so that the tests can run every path on a machine that has both.
//
// Legend: n the length of a row; d_k a head's width; ld the distance between rows.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include <Eigen/Core>

#include "core/kernels/quants.hpp"

namespace attn::kernels {

enum class KernelSet { Portable, Avx2, Avx512, Avx512Bf16, Simd128 };

// Query rows per tile of the tiled products: 6 rows × 64 columns of accumulators fill 24 of
// the 32 vector registers.
constexpr int kTileRows = 6;
// Keys per panel of a packed Kᵀ.
constexpr Eigen::Index kPanel = 64;

struct Kernels {
  KernelSet set;
  const char* name;  // "portable", "avx2", "avx512", "avx512bf16", "simd128"

  // row[j] = exp((row[j] − row_max)·scale) for j < n; −∞ (a masked key) and anything
  // whose exponent is below −87 give exactly 0. Within 2 float ulps of std::exp.
  void (*exp_shifted)(float* row, std::size_t n, float row_max, float scale);
  // Softmax of row[0, n) times `scale`, in place: −∞ entries become 0. At least one entry
  // must be finite; all must be finite or −∞.
  void (*softmax)(float* row, std::size_t n, float scale);
  // Whether every value of row[0, n) is finite.
  bool (*all_finite)(const float* row, std::size_t n);
  // SwiGLU's product: hidden[j] *= silu(gate[j]) = gate[j] / (1 + exp(−gate[j])) for j < n,
  // with the exp above (sigmoid from exp(−|gate|), which never overflows).
  void (*silu_product)(const float* gate, float* hidden, std::size_t n);

  // dst[0, n) = src[0, n), with stores that bypass the caches where the set has them (for
  // results not read again soon). fence() before another thread reads them.
  void (*copy_streaming)(float* dst, const float* src, std::size_t n);
  void (*zero_streaming)(float* dst, std::size_t n);  // dst[0, n) = 0, the same way
  // A row of weights: dst[0, n) = src[0, n), dst[n, zero_end) = 0. The caller promises
  // that dst[zero_end, room) holds zeros already, so the last cache line may go out whole.
  void (*store_row)(float* dst, const float* src, std::size_t n, std::size_t zero_end,
                    std::size_t room);
  void (*fence)();

  // Keys [key0, key0 + count) of K (row j at k + (j − key0)·ld_k, d_k floats) into
  // `packed` as Kᵀ panels: key j, feature d at packed[(j / 64)·64·d_k + d·64 + j % 64].
  void (*pack_keys)(const float* k, Eigen::Index ld_k, Eigen::Index key0, Eigen::Index count,
                    Eigen::Index d_k, float* packed);
  // The tiled products; null in the portable set, whose products go through the BLAS.
  // scores: out[r][j] = Σ_d q[r][d]·k[j][d] for r < rows (<= kTileRows) and j < key_end
  // rounded up to a multiple of 16 (slots past the last key come out 0).
  void (*scores)(const float* q, Eigen::Index ld_q, int rows, const float* packed,
                 Eigen::Index d_k, Eigen::Index key_end, float* out, Eigen::Index ld_out);
  // weighted_sum: out[r][c] = Σ_{j < keys} p[r][j]·v[j][c] for r < rows (<= kTileRows),
  // c < d_k. Each output is one sum over j in order, whatever the tiling or threads.
  void (*weighted_sum)(const float* p, Eigen::Index ld_p, int rows, const float* v,
                       Eigen::Index ld_v, Eigen::Index keys, Eigen::Index d_k, float* out,
                       Eigen::Index ld_out);

  // BF16 weights (base/weight.hpp: W in×out kept as Wᵀ, a row of `ld_wt` values per output,
  // `wt` at the first column wanted). widen_columns: out[k][j] = W[k0 + k][j] as a float,
  // for k < kn and j < n. dot_columns: y[j] = Σ_{k < n_in} x[k]·W[k][j] for j < outputs.
  void (*widen_columns)(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index k0,
                        Eigen::Index kn, Eigen::Index n, float* out, Eigen::Index ld_out);
  void (*dot_columns)(const float* x, Eigen::Index n_in, const std::uint16_t* wt,
                      Eigen::Index ld_wt, Eigen::Index outputs, float* y);
  // x[0, n) rounded to BF16 (to nearest, ties to even) into out[0, n); out[n] = 0 when n is
  // odd, so that a row is whole pairs.
  void (*round_to_bf16)(const float* x, Eigen::Index n, std::uint16_t* out);

  // Paired columns (base/weight.hpp's panels): a pair p of a column j of W is W[2p][j] and
  // W[2p + 1][j] in one 32-bit word, the low half first (0 for the high half past an odd
  // kn). pair_columns: out[p·ld_out + j] = pair p of column j of Wᵀ, for p < ⌈kn/2⌉ and
  // j < n. widen_pairs: out[k][j] = W[k][j] as a float from paired words (w, ld_w words a
  // row), for k < kn and j < n.
  void (*pair_columns)(const std::uint16_t* wt, Eigen::Index ld_wt, Eigen::Index kn,
                       Eigen::Index n, std::uint32_t* out, Eigen::Index ld_out);
  void (*widen_pairs)(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index kn, Eigen::Index n,
                      float* out, Eigen::Index ld_out);

  // AVX-512 BF16's products; null in the sets without them.
  // bf16_product: out[r][c] = Σ_{p < pairs} x[r][2p]·W[2p][c] + x[r][2p + 1]·W[2p + 1][c]
  // for r < rows (<= kTileRows) and c < n: x rounded (round_to_bf16, ld_x values a row,
  // read a pair at a time), W's columns paired (ld_w words a row, read in whole groups of
  // 16 words: up to 15 words past column n − 1 must be readable). Each output is one sum
  // over p in order.
  void (*bf16_product)(const std::uint16_t* x, Eigen::Index ld_x, int rows,
                       const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index pairs,
                       Eigen::Index n, float* out, Eigen::Index ld_out);
  // bf16_dot_columns: y[j] = Σ_{k < n_in} x[k]·W[k][j] for j < outputs, x rounded (whole
  // pairs), W as in dot_columns.
  void (*bf16_dot_columns)(const std::uint16_t* x, Eigen::Index n_in, const std::uint16_t* wt,
                           Eigen::Index ld_wt, Eigen::Index outputs, float* y);

  // Quantized weights (base/weight.hpp's Blocks: W in×out kept as `outputs` rows of ggml
  // blocks of type t, F16 or a quantized type, `row_bytes` apart, `w` at the first column
  // wanted; n_in or kn a whole number of blocks). quant_dot: y[j] = Σ_{k < n_in} x[k]·W[k][j]
  // for j < outputs, summed in float in any order (the AVX2 and AVX-512 sets multiply x by
  // each block's integers and then by its scale). quant_widen: out[k][j] = W[k][j]
  // as the reference dequantizes it, for k < kn and j < n.
  void (*quant_dot)(QuantType t, const float* x, Eigen::Index n_in, const std::uint8_t* w,
                    std::size_t row_bytes, Eigen::Index outputs, float* y);
  void (*quant_widen)(QuantType t, const std::uint8_t* w, std::size_t row_bytes, Eigen::Index kn,
                      Eigen::Index n, float* out, Eigen::Index ld_out);

  // One row through paired columns (a panel, base/weight.hpp; generation's one token):
  // y[j] = Σ_{p < pairs} x[2p]·W[2p][j] + x[2p + 1]·W[2p + 1][j] for j < n, W's pairs ld_w
  // words a row, read in whole groups of 64 words (n ≤ 64 ≤ ld_w); x floats, 2·pairs of
  // them. Summed in float in any order.
  void (*panel_dot)(const std::uint32_t* w, Eigen::Index ld_w, Eigen::Index pairs, const float* x, Eigen::Index n,
                    float* y);

  // One query row against the cache (generation's new token; quant_products.inc). key_dots:
  // out[j] = Σ_{d < d_k} q[d]·k[j·ld_k + d] for j < keys. value_sum: out[c] =
  // Σ_{j < keys} p[j]·v[j·ld_v + c] for c < d_k. Summed in float in any order.
  void (*key_dots)(const float* q, const float* k, Eigen::Index ld_k, Eigen::Index keys, Eigen::Index d_k,
                   float* out);
  void (*value_sum)(const float* p, const float* v, Eigen::Index ld_v, Eigen::Index keys, Eigen::Index d_k,
                    float* out);

  // Quantized weights times an input rounded to 8 bits as llama.cpp rounds it (xq: n_in
  // values in blocks of input_type(t), quants.hpp; t one of Q4_0, Q5_0, Q8_0, Q4_K, Q5_K,
  // Q6_K): y[j] = Σ_{k < n_in} xq[k]·W[k][j], the integers of each block multiplied and
  // summed exactly, then times the two blocks' scales and summed in float in any order
  // (quant_int8.inc).
  void (*quant_dot_int8)(QuantType t, const std::uint8_t* xq, Eigen::Index n_in, const std::uint8_t* w,
                         std::size_t row_bytes, Eigen::Index outputs, float* y);

  bool tiled() const { return scores != nullptr; }
  bool bf16_products() const { return bf16_product != nullptr; }
};

// The table in use.
const Kernels& active();
// The table of a set; throws std::invalid_argument when this CPU cannot run it.
const Kernels& table(KernelSet set);
// Makes `set` the active table. Returns false, and changes nothing, when this CPU cannot
// run it.
bool select(KernelSet set);

// What the CPU offers the sets.
struct Cpu {
  bool avx2 = false;         // AVX2 with FMA
  bool avx512 = false;       // AVX-512F
  bool avx512_bf16 = false;  // AVX-512 BF16 (with F and BW)
  bool simd128 = false;      // WebAssembly SIMD128 (a build for it: the browser has it)
};
Cpu cpu();
bool cpu_has_avx512();
bool can_run(KernelSet set, const Cpu& c);
// The set's name in ATTN_KERNELS.
const char* set_name(KernelSet set);

// What ATTN_KERNELS asks for (null: unset), on a CPU: the set, and a warning when the
// value is not understood or cannot be honoured ("" otherwise).
struct Choice {
  KernelSet set = KernelSet::Portable;
  std::string warning;
};
Choice choose(const char* environment_value, const Cpu& c);

// Floats that pack_keys needs for `keys` keys of width d_k: whole panels of 64 keys.
Eigen::Index packed_keys_floats(Eigen::Index keys, Eigen::Index d_k);
// Zeroes the slots after the last of `keys` keys in the last panel.
void pad_keys(Eigen::Index keys, Eigen::Index d_k, float* packed);

}  // namespace attn::kernels
