#include "core/base/growing.hpp"

#include <algorithm>
#include <cstring>
#include <new>
#include <utility>

#include "core/base/memory.hpp"

namespace attn {

GrowingMatrix::~GrowingMatrix() { free_storage(store_, capacity_); }

void GrowingMatrix::swap(GrowingMatrix& other) noexcept {
  float* const data = store_;
  const Eigen::Index rows = this->rows(), cols = this->cols();
  seat(other.store_, other.rows(), other.cols());
  other.seat(data, rows, cols);
  std::swap(store_, other.store_);
  std::swap(capacity_, other.capacity_);
  std::swap(ready_, other.ready_);
}

void GrowingMatrix::copy(const GrowingMatrix& other) {
  const std::size_t floats = std::max(other.capacity_, static_cast<std::size_t>(other.size()));
  reshape(other.rows(), other.cols(), floats, [&] {
    if (other.size() > 0) std::memcpy(store_, other.store_, static_cast<std::size_t>(other.size()) * sizeof(float));
  });
}

void GrowingMatrix::resize(Eigen::Index rows, Eigen::Index cols) {
  const auto need = static_cast<std::size_t>(rows * cols);
  if (fits(need, cols)) {
    seat(store_, rows, cols);
    return;
  }
  reshape(rows, cols, room_for(rows, cols), [] {});
}

void GrowingMatrix::conservativeResize(Eigen::Index rows, Eigen::Index cols) {
  const Eigen::Index old_rows = this->rows(), old_cols = this->cols();
  if (cols == old_cols && static_cast<std::size_t>(rows * cols) <= capacity_ && store_ != nullptr) {
    seat(store_, rows, cols);  // row-major: the rows kept stay where they are
    // A row more: its pages, and those of the next rows, made at once.
    if (rows > old_rows) {
      ready_ = populate_ahead(store_, capacity_, ready_, static_cast<std::size_t>(rows * cols),
                              static_cast<std::size_t>(kRowsAhead * cols));
    }
    return;
  }
  const Eigen::Index room = rows > old_rows && cols == old_cols ? std::max<Eigen::Index>(64, rows / 2) : 0;
  if (room > 0) {
    const auto floats = static_cast<std::size_t>((rows + room) * cols);
    if (float* moved = grow_storage(store_, capacity_, floats)) {
      store_ = moved;
      capacity_ = floats;
      seat(store_, rows, cols);
      return;
    }
  }
  const float* const old = store_;
  const Eigen::Index keep_rows = std::min(rows, old_rows), keep_cols = std::min(cols, old_cols);
  reshape(rows, cols, static_cast<std::size_t>((rows + room) * cols), [&] {
    for (Eigen::Index i = 0; i < keep_rows; ++i) {
      std::memcpy(store_ + i * cols, old + i * old_cols, static_cast<std::size_t>(keep_cols) * sizeof(float));
    }
  }, true);
}

}  // namespace attn
