// The fast path's products with the weights (multi_head.cpp): Q, K and V from the inputs,
// dealt to the heads, and the output from the heads' contexts side by side.
//
// Legend: Tq queries, Tk keys, D model width, H heads, H_kv K/V heads, d_k a head's width
// (D / H unless the configuration says), g = H / H_kv.
//
// K and V are made once per K/V head and copied to the g query heads that share it, so that
// every head's trace holds the keys and values it read. A head's q and k are normalized
// (q_norm, k_norm) and rotated (RoPE) where the weights and the configuration ask, right
// after their rows are made and before the keys are packed.
//
// With the tiled products (an AVX-512 kernel set), each head's columns of Q, K and V go
// straight into the head, and its Kᵀ is packed in panels as K is made; through the BLAS
// (the portable set), Q, K and V for all heads come from three large products and are then
// dealt out. Every block of a product is checked for NaN and infinity while it is in
// cache; the inputs are searched only when a block fails, to name the one at fault.
#pragma once

#include <string>

#include "core/attention/config.hpp"
#include "core/attention/trace.hpp"
#include "core/base/checks.hpp"
#include "core/kernels/kernels.hpp"

namespace attn::fast {

// The inputs of one computation, to name the one at fault when a product is not finite.
struct Inputs {
  const MatrixRef& x;        // T1×D, keys and values (and queries in self-attention)
  const MatrixRef& queries;  // Tq×D: Y in cross-attention, else X
  const MhaWeights& weights;
  bool cross;
  HeadShape shape;
  const Rotation& rotation;
  Precision precision;  // of the products with BF16 weights

  // Throws for the first input (X, Y, W_q, W_k, W_v, W_o, in that order) with a NaN or an
  // infinity, naming its row and column.
  void require_finite() const;

  // Throws if `block` (rows from row0, columns from col0 of the product `what`) is not
  // finite: the input's error when an input is at fault, else the block's own (the inputs
  // are finite but too large).
  template <typename Block>
  void check_product(const Block& block, Eigen::Index row0, const std::string& what,
                     Eigen::Index col0) const {
    try {
      require_finite_block(block, row0, what, col0);
    } catch (const AttentionError&) {
      require_finite();
      throw;
    }
  }
};

// Q, K and V of every head (trace.heads shaped already) on `threads` threads. With
// pack_keys (tiled attention), returns the packed Kᵀ of every head, H panels of
// packed_keys_floats(Tk, d_k) floats in the calling thread's workspace; else null.
float* project_queries_keys_values(const Inputs& in, const kernels::Kernels& k, int d_k,
                                   bool pack_keys, int threads, AttentionTrace& trace);

// trace.concat = the heads' contexts side by side (Tq×D), for the paths that do not write
// it as they go.
void concatenate_heads(AttentionTrace& trace, int threads);

// trace.output = trace.concat · W_o, checked as it is made.
void project_output(const Inputs& in, const kernels::Kernels& k, int threads,
                    AttentionTrace& trace);

}  // namespace attn::fast
