#include "core/attention/mask.hpp"

#include <cstring>
#include <string>

#include "core/base/checks.hpp"

namespace attn {

void fill_mask(StridedMask& grid, int t_q, int t_k, const AttentionConfig& config) {
  grid.resize(t_q, t_k, config.map_room);
  StridedMask::View mask = grid.view();
  mask.setConstant(false);
  if (config.causal) {
    for (int i = 0; i + 1 < t_k && i < t_q; ++i) mask.row(i).tail(t_k - i - 1).setConstant(true);
  }
  if (config.window > 0) {
    // Keys j ≤ i − window are out of query i's window.
    for (int i = config.window; i < t_q; ++i) mask.row(i).head(std::min(t_k, i - config.window + 1)).setConstant(true);
  }
  if (!config.key_padding.empty()) {
    if (static_cast<int>(config.key_padding.size()) != t_k) {
      throw AttentionError("key_padding has " + std::to_string(config.key_padding.size()) +
                           " entries but there are " + std::to_string(t_k) + " keys");
    }
    for (int j = 0; j < t_k; ++j) {
      if (config.key_padding[static_cast<std::size_t>(j)]) mask.col(j).setConstant(true);
    }
  }
  if (config.mask.size() != 0) {
    if (config.mask.rows() != t_q || config.mask.cols() != t_k) {
      throw AttentionError("mask must be " + shape_text(t_q, t_k) + " (queries × keys), got " +
                           shape_text(config.mask.rows(), config.mask.cols()));
    }
    mask.array() = mask.array() || config.mask.array();
  }
}

MaskMatrix build_mask(int t_q, int t_k, const AttentionConfig& config) {
  StridedMask mask;
  fill_mask(mask, t_q, t_k, config);
  return mask.compact();
}

MaskLayout layout_of(const MaskRef& mask) {
  static_assert(sizeof(bool) == 1, "mask rows are scanned as bytes");
  MaskLayout m;
  const Eigen::Index rows = mask.rows();
  const auto cols = static_cast<std::size_t>(mask.cols());
  const auto stride = static_cast<std::size_t>(mask.outerStride());
  m.visible_end.resize(static_cast<std::size_t>(rows));
  m.has_holes.resize(static_cast<std::size_t>(rows));
  for (Eigen::Index i = 0; i < rows; ++i) {
    const bool* row = mask.data() + static_cast<std::size_t>(i) * stride;
    // Usual rows are "visible, then masked to the end" (causal, padding at the end): two
    // memchr calls settle them.
    const void* first_masked = std::memchr(row, 1, cols);
    std::size_t end = cols;
    bool holes = false;
    if (first_masked != nullptr) {
      const auto start = static_cast<std::size_t>(static_cast<const bool*>(first_masked) - row);
      if (std::memchr(row + start, 0, cols - start) == nullptr) {
        end = start;
      } else {
        while (end > 0 && row[end - 1]) --end;
        holes = true;
      }
    }
    m.visible_end[static_cast<std::size_t>(i)] = static_cast<Eigen::Index>(end);
    m.has_holes[static_cast<std::size_t>(i)] = holes;
  }
  return m;
}

}  // namespace attn
