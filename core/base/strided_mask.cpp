#include "core/base/strided_mask.hpp"

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>

namespace attn {

namespace {

// A row stride a whole number of cache lines with room for `spare` more columns.
Eigen::Index stride_with_room(Eigen::Index cols, Eigen::Index spare) { return (cols + spare + 63) / 64 * 64; }

}  // namespace

void StridedMask::swap(StridedMask& other) noexcept {
  std::swap(data_, other.data_);
  std::swap(capacity_, other.capacity_);
  std::swap(rows_, other.rows_);
  std::swap(cols_, other.cols_);
  std::swap(stride_, other.stride_);
  std::swap(room_masked_, other.room_masked_);
}

void StridedMask::copy(const StridedMask& other) {
  if (capacity_ < other.capacity_ || stride_ != other.stride_) {
    data_.reset(new bool[other.capacity_]);
    capacity_ = other.capacity_;
    stride_ = other.stride_;
  }
  rows_ = other.rows_;
  cols_ = other.cols_;
  room_masked_ = other.room_masked_;
  if (rows_ * stride_ > 0) std::memcpy(data_.get(), other.data_.get(), static_cast<std::size_t>(rows_ * stride_));
}

StridedMask& StridedMask::operator=(const MaskRef& m) {
  resize(m.rows(), m.cols());
  view() = m;
  return *this;
}

Eigen::Index StridedMask::count() const { return rows_ * cols_ == 0 ? 0 : view().count(); }

bool StridedMask::operator==(const StridedMask& other) const {
  if (rows_ != other.rows_ || cols_ != other.cols_) return false;
  return rows_ * cols_ == 0 || (view().array() == other.view().array()).all();
}

void StridedMask::resize(Eigen::Index rows, Eigen::Index cols, Eigen::Index spare) {
  const bool fits = data_ && cols <= stride_ && static_cast<std::size_t>(rows * stride_) <= capacity_;
  if (!fits) {
    stride_ = spare > 0 ? stride_with_room(cols, spare) : cols;
    capacity_ = static_cast<std::size_t>((spare > 0 ? rows + spare : rows) * stride_);
    data_.reset(new bool[capacity_]);
  }
  rows_ = rows;
  cols_ = cols;
  room_masked_ = stride_ == cols_;  // no room beside the rows
}

void StridedMask::reshape(Eigen::Index rows, Eigen::Index stride) {
  std::unique_ptr<bool[]> grown(new bool[static_cast<std::size_t>(rows * stride)]);
  for (Eigen::Index i = 0; i < rows_; ++i) {
    bool* to = grown.get() + i * stride;
    std::memcpy(to, data_.get() + i * stride_, static_cast<std::size_t>(cols_));
    std::fill(to + cols_, to + stride, true);
  }
  data_ = std::move(grown);
  capacity_ = static_cast<std::size_t>(rows * stride);
  stride_ = stride;
  room_masked_ = true;
}

void StridedMask::grow_causal(int window, Eigen::Index spare) {
  if (rows_ != cols_) {
    throw AttentionError("a causal mask grows from a square one, not " + std::to_string(rows_) + "×" +
                         std::to_string(cols_));
  }
  const Eigen::Index t = rows_;
  if (t + 1 > stride_ || static_cast<std::size_t>((t + 1) * stride_) > capacity_) {
    reshape(t + 1 + spare, t + 1 > stride_ ? stride_with_room(t + 1, spare) : stride_);
  } else if (!room_masked_) {
    for (Eigen::Index i = 0; i < t; ++i) std::fill(data_.get() + i * stride_ + cols_, data_.get() + (i + 1) * stride_, true);
    room_masked_ = true;
  }
  // Key t lies in the room beside rows 0 … t − 1, masked already; the new row is written
  // whole, its room masked too.
  bool* row = data_.get() + t * stride_;
  std::fill(row, row + t + 1, false);
  if (window > 0 && t + 1 > window) std::fill(row, row + (t + 1 - window), true);
  std::fill(row + t + 1, row + stride_, true);
  rows_ = cols_ = t + 1;
}

void StridedMask::append_row(bool masked, Eigen::Index spare) {
  if (static_cast<std::size_t>((rows_ + 1) * stride_) > capacity_ || stride_ < cols_) {
    reshape(rows_ + 1 + spare, std::max(stride_, cols_));
  }
  bool* row = data_.get() + rows_ * stride_;
  std::fill(row, row + cols_, masked);
  std::fill(row + cols_, row + stride_, true);
  ++rows_;
}

}  // namespace attn
