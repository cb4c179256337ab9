#include "core/base/strided.hpp"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <new>
#include <utility>

#include "core/base/memory.hpp"

namespace attn {

void StridedMatrix::Free::operator()(float* p) const { free_storage(p, floats); }

std::unique_ptr<float[], StridedMatrix::Free> StridedMatrix::allocate(std::size_t floats) {
  float* p = allocate_storage(floats);
  advise_huge_pages(p, floats * sizeof(float));
  return std::unique_ptr<float[], Free>(p, Free{floats});
}

void StridedMatrix::swap(StridedMatrix& other) noexcept {
  std::swap(data_, other.data_);
  std::swap(capacity_, other.capacity_);
  std::swap(rows_, other.rows_);
  std::swap(cols_, other.cols_);
  std::swap(stride_, other.stride_);
  std::swap(clean_, other.clean_);
  std::swap(ready_, other.ready_);
}

void StridedMatrix::copy(const StridedMatrix& other) {
  if (capacity_ < other.capacity_ || stride_ != other.stride_) {
    data_ = allocate(other.capacity_);
    capacity_ = other.capacity_;
    stride_ = other.stride_;
    ready_ = 0;  // the rows copied below are written
  }
  rows_ = other.rows_;
  cols_ = other.cols_;
  clean_ = cols_;
  ready_ = std::max(ready_, static_cast<std::size_t>(rows_ * stride_));
  for (Eigen::Index i = 0; i < rows_; ++i) {
    std::memcpy(data_.get() + i * stride_, other.data_.get() + i * stride_, static_cast<std::size_t>(cols_) * sizeof(float));
  }
}

StridedMatrix& StridedMatrix::operator=(const MatrixRef& m) {
  resize(m.rows(), m.cols());
  view() = m;
  return *this;
}

void StridedMatrix::resize(Eigen::Index rows, Eigen::Index cols, Eigen::Index spare) {
  const bool fits = data_ && cols <= stride_ && static_cast<std::size_t>(rows * stride_) <= capacity_;
  if (!fits) {
    const Eigen::Index stride = spare > 0 ? (cols + spare + 15) / 16 * 16 : cols;
    const auto need = static_cast<std::size_t>((spare > 0 ? rows + spare : rows) * stride);
    data_ = allocate(need);
    capacity_ = need;
    stride_ = stride;
    ready_ = static_cast<std::size_t>(rows * stride);  // the caller writes the rows next
  }
  rows_ = rows;
  cols_ = cols;
  clean_ = cols;
}

void StridedMatrix::grow(Eigen::Index rows, Eigen::Index cols, Eigen::Index spare) {
  rows = std::max(rows, rows_);
  cols = std::max(cols, cols_);
  if (cols > stride_ || static_cast<std::size_t>(rows * stride_) > capacity_) {
    // Rows a whole number of cache lines apart, with room for `spare` more of each.
    const Eigen::Index stride = std::max(stride_, (cols + spare + 15) / 16 * 16);
    const auto floats = std::max(capacity_, static_cast<std::size_t>((rows + spare) * stride));
    if (float* grown = grow_storage(data_.get(), capacity_, floats)) {
      // The storage made larger where it is (or its pages moved): the rows spread out to
      // the new stride in place, the last first, each to an address no lower than its own,
      // so that only the new part is memory never written before.
      (void)data_.release();
      data_ = std::unique_ptr<float[], Free>(grown, Free{floats});
      if (stride != stride_) {
        // The pages the rows move into, made at once rather than faulted in a page at a time.
        ready_ = populate_ahead(grown, floats, ready_, static_cast<std::size_t>(rows_ * stride), 0);
        for (Eigen::Index i = rows_ - 1; i > 0; --i) {
          std::memmove(grown + i * stride, grown + i * stride_, static_cast<std::size_t>(cols_) * sizeof(float));
        }
      }
    } else {
      std::unique_ptr<float[], Free> moved = allocate(floats);
      for (Eigen::Index i = 0; i < rows_; ++i) {
        std::memcpy(moved.get() + i * stride, data_.get() + i * stride_, static_cast<std::size_t>(cols_) * sizeof(float));
      }
      data_ = std::move(moved);
      ready_ = 0;
    }
    // The rows kept are written at their places in the new stride.
    ready_ = std::max(ready_, static_cast<std::size_t>(rows_ * stride));
    capacity_ = floats;
    stride_ = stride;
    clean_ = cols_;
  }
  // The new cells: a column more in each old row (with the rest of its cache line, when
  // not zeroed yet), and the new rows (as far as the old rows are zeroed).
  if (cols > clean_) {
    const Eigen::Index to = std::min(stride_, (cols / 16 + 1) * 16);
    for (Eigen::Index i = 0; i < rows_; ++i) std::fill(data_.get() + i * stride_ + cols_, data_.get() + i * stride_ + to, 0.0f);
    clean_ = to;
  }
  // The new rows' pages, and those of the next rows, made at once.
  if (rows > rows_) {
    ready_ = populate_ahead(data_.get(), capacity_, ready_, static_cast<std::size_t>(rows * stride_),
                            static_cast<std::size_t>(kRowsAhead * stride_));
  }
  for (Eigen::Index i = rows_; i < rows; ++i) std::fill(data_.get() + i * stride_, data_.get() + i * stride_ + clean_, 0.0f);
  rows_ = rows;
  cols_ = cols;
}

void StridedMatrix::setZero() {
  for (Eigen::Index i = 0; i < rows_; ++i) std::fill(data_.get() + i * stride_, data_.get() + i * stride_ + cols_, 0.0f);
}

}  // namespace attn
