// A row-major float matrix whose rows may lie further apart than its width: room for the
// columns (and rows) an attention map gains as a text grows token by token, so that a map
// of T×T becomes (T + 1)×(T + 1) by writing its new row and column, not by moving T² floats
// to new memory. The engine keeps every head's weights in one (trace.hpp).
//
// Read it through view() (an Eigen map with the row stride), or pass it where a MatrixRef
// is wanted.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>

#include "core/base/growing.hpp"
#include "core/base/types.hpp"

namespace attn {

class StridedMatrix {
 public:
  using View = Eigen::Map<Matrix, 0, Eigen::OuterStride<>>;
  using ConstView = Eigen::Map<const Matrix, 0, Eigen::OuterStride<>>;

  StridedMatrix() = default;
  explicit StridedMatrix(const MatrixRef& m) { *this = m; }
  // A copy keeps the room the other has (a copied run can grow as the original).
  StridedMatrix(const StridedMatrix& other) { copy(other); }
  StridedMatrix& operator=(const StridedMatrix& other) {
    if (this != &other) copy(other);
    return *this;
  }
  StridedMatrix(StridedMatrix&& other) noexcept { swap(other); }
  StridedMatrix& operator=(StridedMatrix&& other) noexcept {
    StridedMatrix gone;
    gone.swap(other);
    swap(gone);
    return *this;
  }
  // Takes m's shape and values.
  StridedMatrix& operator=(const MatrixRef& m);

  Eigen::Index rows() const { return rows_; }
  Eigen::Index cols() const { return cols_; }
  Eigen::Index size() const { return rows_ * cols_; }
  Eigen::Index outerStride() const { return stride_; }
  float* data() { return data_.get(); }
  const float* data() const { return data_.get(); }
  View view() { return View(data_.get(), rows_, cols_, Eigen::OuterStride<>(stride_)); }
  ConstView view() const { return ConstView(data_.get(), rows_, cols_, Eigen::OuterStride<>(stride_)); }
  operator MatrixRef() const { return view(); }  // NOLINT: reads as any matrix does
  float& operator()(Eigen::Index i, Eigen::Index j) { return data_.get()[i * stride_ + j]; }
  float operator()(Eigen::Index i, Eigen::Index j) const { return data_.get()[i * stride_ + j]; }
  auto row(Eigen::Index i) { return view().row(i); }
  auto row(Eigen::Index i) const { return view().row(i); }
  auto middleRows(Eigen::Index i, Eigen::Index n) { return view().middleRows(i, n); }
  auto middleRows(Eigen::Index i, Eigen::Index n) const { return view().middleRows(i, n); }
  float maxCoeff() const { return view().maxCoeff(); }

  // rows×cols, the values undefined (as Matrix::resize). The storage and its row stride
  // are kept when they fit (so that a matrix of the same shape keeps its values where they
  // were); else made anew, compact, or with room for `spare` more rows and columns.
  void resize(Eigen::Index rows, Eigen::Index cols, Eigen::Index spare = 0);
  // rows×cols (no fewer than before) keeping every value where it is, the new cells 0.
  // When the storage has no room, it is made anew with room for `spare` more rows and
  // columns, so that growing a step at a time moves the values once every `spare` steps.
  // The new column's cells in the old rows are zeroed a cache line ahead (clean_), so that
  // growing by a column a step touches each row once every 16 steps, not every step.
  void grow(Eigen::Index rows, Eigen::Index cols, Eigen::Index spare = 64);
  void setZero();
  // Floats the storage holds (the memory it takes).
  std::size_t capacity() const { return capacity_; }

 private:
  // Frees storage of `floats` (memory.hpp's free_storage needs the count).
  struct Free {
    Free() noexcept : floats(0) {}
    explicit Free(std::size_t n) noexcept : floats(n) {}
    void operator()(float* p) const;
    std::size_t floats;
  };
  void swap(StridedMatrix& other) noexcept;
  void copy(const StridedMatrix& other);
  // New storage of `floats` (memory.hpp's allocate_storage), its values undefined.
  static std::unique_ptr<float[], Free> allocate(std::size_t floats);

  std::unique_ptr<float[], Free> data_;
  std::size_t capacity_ = 0;
  Eigen::Index rows_ = 0, cols_ = 0, stride_ = 0;
  // Columns [cols_, clean_) of every row hold 0 (grow's; nothing else writes past cols_
  // but the kernels that fill a map after resize, which sets clean_ = cols_).
  Eigen::Index clean_ = 0;
  // The floats from the start whose pages are present: written, or made present by grow
  // (memory.hpp's populate_ahead), which makes those of the next kRowsAhead rows with a
  // row's.
  std::size_t ready_ = 0;
  static constexpr Eigen::Index kRowsAhead = 16;
};

// A read-only view of a matrix, compact (Matrix) or not (StridedMatrix), held like a
// pointer to it: made from either's address (or null), copied and assigned freely, and
// read through -> and * as the pointer was. What code that keeps hold of a map keeps.
class MatrixView {
 public:
  MatrixView() = default;
  MatrixView(std::nullptr_t) {}  // NOLINT: a null pointer
  MatrixView(const Matrix* m)    // NOLINT: as a pointer converts
      : data_(m ? m->data() : nullptr), rows_(m ? m->rows() : 0), cols_(m ? m->cols() : 0),
        stride_(m ? m->outerStride() : 0), present_(m != nullptr) {}
  MatrixView(const StridedMatrix* m)  // NOLINT
      : data_(m ? m->data() : nullptr), rows_(m ? m->rows() : 0), cols_(m ? m->cols() : 0),
        stride_(m ? m->outerStride() : 0), present_(m != nullptr) {}
  MatrixView(const GrowingMatrix* m)  // NOLINT
      : data_(m ? m->data() : nullptr), rows_(m ? m->rows() : 0), cols_(m ? m->cols() : 0),
        stride_(m ? m->outerStride() : 0), present_(m != nullptr) {}
  // Of a matrix that outlives the view.
  MatrixView(const Matrix& m) : MatrixView(&m) {}         // NOLINT
  MatrixView(const StridedMatrix& m) : MatrixView(&m) {}  // NOLINT
  MatrixView(const GrowingMatrix& m) : MatrixView(&m) {}  // NOLINT

  explicit operator bool() const { return present_; }
  bool operator==(std::nullptr_t) const { return !present_; }
  bool operator!=(std::nullptr_t) const { return present_; }
  // Whether it views that matrix.
  bool operator==(const Matrix* m) const { return m == nullptr ? !present_ : present_ && data_ == m->data(); }
  bool operator==(const StridedMatrix* m) const { return m == nullptr ? !present_ : present_ && data_ == m->data(); }
  const MatrixView* operator->() const { return this; }
  const MatrixView& operator*() const { return *this; }

  Eigen::Index rows() const { return rows_; }
  Eigen::Index cols() const { return cols_; }
  Eigen::Index size() const { return rows_ * cols_; }
  Eigen::Index outerStride() const { return stride_; }
  const float* data() const { return data_; }
  StridedMatrix::ConstView view() const {
    return StridedMatrix::ConstView(data_, rows_, cols_, Eigen::OuterStride<>(std::max<Eigen::Index>(stride_, 1)));
  }
  operator MatrixRef() const { return view(); }  // NOLINT
  float operator()(Eigen::Index i, Eigen::Index j) const { return data_[i * stride_ + j]; }
  auto row(Eigen::Index i) const { return view().row(i); }

 private:
  const float* data_ = nullptr;
  Eigen::Index rows_ = 0, cols_ = 0, stride_ = 0;
  bool present_ = false;
};

}  // namespace attn
