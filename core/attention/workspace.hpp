// Memory of the fast path (multi_head.cpp): the trace's storage, kept between calls when
// the shapes are unchanged, and the per-thread scratch the kernels work in.
//
// Legend: Tq queries, Tk keys, H heads, d_k = D / H.
#pragma once

#include <cstddef>
#include <vector>

#include "core/attention/config.hpp"
#include "core/attention/trace.hpp"

namespace attn::fast {

// Floats aligned to 64 bytes, kept between calls (grown, never shrunk).
class AlignedFloats {
 public:
  AlignedFloats() = default;
  AlignedFloats(const AlignedFloats&) = delete;
  AlignedFloats& operator=(const AlignedFloats&) = delete;
  ~AlignedFloats();
  float* reserve(std::size_t count);

 private:
  float* data_ = nullptr;
  std::size_t size_ = 0;
};

// A buffer of `count` floats of the calling thread, for one block's or one tile's scores.
float* scratch_floats(std::size_t count);
// The calling thread's workspace for the packed keys of every head (the tiled path).
AlignedFloats& packed_keys_workspace();
// The calling thread's Q, K and V of all heads (Tq×D, Tk×D, Tk×D; the BLAS path).
struct ProjectionWorkspace {
  Matrix q, k, v;
};
ProjectionWorkspace& projection_workspace();

// For each query row, the column from which a trace's weights are known to be 0 already:
// its last visible key, when `trace` was made before with these shapes (the rows past it
// were written as zeros); otherwise every column must be written (Tk).
std::vector<Eigen::Index> known_zeros(const AttentionTrace& trace, int heads, Eigen::Index rows,
                                      Eigen::Index keys);

// Every head's q, k, v, weights and context at their shapes, and scores and scaled at
// Tq×Tk for a Full trace (empty otherwise), keeping the storage that has the shape already.
// New storage for the weights has room for `map_room` more rows and columns (it allocates
// its own, asking for huge pages).
void shape_heads(AttentionTrace& trace, int heads, Eigen::Index rows, Eigen::Index keys,
                 Eigen::Index d_k, TraceDetail detail, Eigen::Index map_room = 0);

}  // namespace attn::fast
