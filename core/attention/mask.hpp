// The mask of one attention: which keys each query may not see, and the shape of each row
// of it that the fast path works from.
//
// Legend: Tq queries (rows), Tk keys (columns); true = masked.
#pragma once

#include <vector>

#include "core/attention/config.hpp"
#include "core/base/strided_mask.hpp"

namespace attn {

// The Tq×Tk mask from config: causal (key j > query i), the sliding window (key j ≤ i −
// window), key padding, and an arbitrary mask, combined. Throws AttentionError when key_padding or mask has the wrong size.
MaskMatrix build_mask(int t_q, int t_k, const AttentionConfig& config);
// The same into `mask`, keeping its storage when the shape fits it; new storage keeps room
// for config.map_room more queries and keys (a causal text growing token by token).
void fill_mask(StridedMask& mask, int t_q, int t_k, const AttentionConfig& config);

// Where each query row's visible keys end, read once from the mask for every head.
struct MaskLayout {
  // One past the last visible key of each row (0: every key masked).
  std::vector<Eigen::Index> visible_end;
  // Whether the row also hides keys before visible_end, which must then be masked one by
  // one. A causal mask has none: row i sees exactly the keys 0 … i.
  std::vector<char> has_holes;
};
MaskLayout layout_of(const MaskRef& mask);

}  // namespace attn
