#include "core/attention/workspace.hpp"

#include <cstdint>
#include <cstdlib>
#include <new>

#include "core/attention/mask.hpp"
#include "core/base/memory.hpp"
#include "core/base/per_thread.hpp"

namespace attn::fast {

AlignedFloats::~AlignedFloats() { free_aligned(data_); }

float* AlignedFloats::reserve(std::size_t count) {
  if (size_ < count) {
    free_aligned(data_);
    data_ = nullptr;
    size_ = 0;
    const std::size_t bytes = (count * sizeof(float) + 63) / 64 * 64;
    data_ = static_cast<float*>(allocate_aligned(64, bytes));
    if (data_ == nullptr) throw std::bad_alloc();
    size_ = count;
  }
  return data_;
}

float* scratch_floats(std::size_t count) {
  struct Buffer { AlignedFloats f; };
  return per_thread<Buffer>().f.reserve(count);
}

AlignedFloats& packed_keys_workspace() {
  struct Packed { AlignedFloats f; };
  return per_thread<Packed>().f;
}

ProjectionWorkspace& projection_workspace() {
  return per_thread<ProjectionWorkspace>();
}

std::vector<Eigen::Index> known_zeros(const AttentionTrace& trace, int heads, Eigen::Index rows,
                                      Eigen::Index keys) {
  bool same_shapes = trace.heads.size() == static_cast<std::size_t>(heads) &&
                     trace.mask.rows() == rows && trace.mask.cols() == keys;
  for (const HeadTrace& head : trace.heads) {
    same_shapes = same_shapes && head.weights.rows() == rows && head.weights.cols() == keys;
  }
  if (same_shapes) return layout_of(trace.mask).visible_end;
  return std::vector<Eigen::Index>(static_cast<std::size_t>(rows), keys);
}

void shape_heads(AttentionTrace& trace, int heads, Eigen::Index rows, Eigen::Index keys,
                 Eigen::Index d_k, TraceDetail detail, Eigen::Index map_room) {
  const bool full = detail == TraceDetail::Full;
  trace.heads.resize(static_cast<std::size_t>(heads));
  for (HeadTrace& head : trace.heads) {
    head.q.resize(rows, d_k);
    head.k.resize(keys, d_k);
    head.v.resize(keys, d_k);
    head.weights.resize(rows, keys, map_room);
    head.context.resize(rows, d_k);
    head.scores.resize(full ? rows : 0, full ? keys : 0);
    head.scaled.resize(full ? rows : 0, full ? keys : 0);
  }
}

}  // namespace attn::fast
