// What one multi-head attention leaves behind: every intermediate the views show.
//
// Legend: Tq = T (self) or T2 (cross) queries; Tk = T (self) or T1 (cross) keys; D model
// width, H heads, d_k = D / H.
#pragma once

#include <string>
#include <vector>

#include "core/base/growing.hpp"
#include "core/base/strided.hpp"
#include "core/base/strided_mask.hpp"
#include "core/base/types.hpp"

namespace attn {

// One head's trace.
// q, k, v and context keep room for rows (a text growing token by token: decoder.hpp's
// extend).
struct HeadTrace {
  GrowingMatrix q;  // Tq×d_k
  GrowingMatrix k;  // Tk×d_k
  GrowingMatrix v;  // Tk×d_k
  Matrix scores;   // Tq×Tk  Q·Kᵀ, before scaling or masking (empty with TraceDetail::Weights)
  Matrix scaled;   // Tq×Tk  scores / (sqrt(d_k) if scale) / tau; masked = -inf (idem)
  // Tq×Tk  row softmax of scaled; masked = 0; fully masked row = 0. Its rows may lie
  // further apart than Tk (room for a growing text: decoder.hpp's extend).
  StridedMatrix weights;
  GrowingMatrix context;  // Tq×d_k weights·V
};

struct AttentionTrace {
  std::vector<HeadTrace> heads;   // H entries
  StridedMask mask;               // Tq×Tk, the combined mask actually applied
  GrowingMatrix concat;           // Tq×(H·d_k)  heads' contexts side by side (H·d_k = D but in
                                  // models that choose d_k apart, config.hpp)
  GrowingMatrix output;           // Tq×D  concat·W_o
  std::vector<std::string> warnings;
  int d_k = 0;
};

}  // namespace attn
