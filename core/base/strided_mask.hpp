// The mask an attention applied (true = masked), as a row-major grid of bools whose rows
// may lie further apart than its width: room for the row and column a causal mask gains
// with each token of a growing text (decoder.hpp's extend), so that T×T becomes
// (T + 1)×(T + 1) by writing one new row, not by moving T² cells. The cells of the room
// beside the rows are kept masked, so a new key is already hidden from every earlier query.
//
// Read it through view() (an Eigen map with the row stride), or where a MaskRef is wanted;
// code that keeps hold of a mask keeps a MaskView.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>

#include "core/base/types.hpp"

namespace attn {

class StridedMask {
 public:
  using View = Eigen::Map<MaskMatrix, 0, Eigen::OuterStride<>>;
  using ConstView = Eigen::Map<const MaskMatrix, 0, Eigen::OuterStride<>>;

  StridedMask() = default;
  // A copy keeps the room the other has (a copied run can grow as the original).
  StridedMask(const StridedMask& other) { copy(other); }
  StridedMask& operator=(const StridedMask& other) {
    if (this != &other) copy(other);
    return *this;
  }
  StridedMask(StridedMask&& other) noexcept { swap(other); }
  StridedMask& operator=(StridedMask&& other) noexcept {
    StridedMask gone;
    gone.swap(other);
    swap(gone);
    return *this;
  }
  // Takes m's shape and values.
  StridedMask& operator=(const MaskRef& m);

  Eigen::Index rows() const { return rows_; }
  Eigen::Index cols() const { return cols_; }
  Eigen::Index size() const { return rows_ * cols_; }
  Eigen::Index outerStride() const { return stride_; }
  const bool* data() const { return data_.get(); }
  View view() { return View(data_.get(), rows_, cols_, Eigen::OuterStride<>(std::max<Eigen::Index>(stride_, 1))); }
  ConstView view() const {
    return ConstView(data_.get(), rows_, cols_, Eigen::OuterStride<>(std::max<Eigen::Index>(stride_, 1)));
  }
  operator MaskRef() const { return view(); }  // NOLINT: reads as any mask does
  bool& operator()(Eigen::Index i, Eigen::Index j) { return data_.get()[i * stride_ + j]; }
  bool operator()(Eigen::Index i, Eigen::Index j) const { return data_.get()[i * stride_ + j]; }
  auto row(Eigen::Index i) const { return view().row(i); }
  // Masked cells.
  Eigen::Index count() const;
  // The same shape and cells (the room aside).
  bool operator==(const StridedMask& other) const;
  bool operator!=(const StridedMask& other) const { return !(*this == other); }
  // A compact copy.
  MaskMatrix compact() const { return view(); }

  // rows×cols, the cells undefined (as Matrix::resize). The storage is kept when it fits;
  // else made anew, compact, or with room for `spare` more rows and columns.
  void resize(Eigen::Index rows, Eigen::Index cols, Eigen::Index spare = 0);
  // T×T causal (within a sliding window of `window` keys, when not 0) made (T + 1)×(T + 1):
  // the new key masked in every earlier row, the new row seeing keys 0 … T (those before
  // T + 1 − window masked). When the storage has no room it is made anew with room for
  // `spare` more rows and columns, so that the cells move once every `spare` tokens.
  void grow_causal(int window, Eigen::Index spare = 64);
  // One more row, every cell `masked` (a cross-attention's mask as its queries grow).
  void append_row(bool masked, Eigen::Index spare = 64);

 private:
  void swap(StridedMask& other) noexcept;
  void copy(const StridedMask& other);
  // Storage of rows × stride cells with the current cells copied into it, the room beside
  // each row masked.
  void reshape(Eigen::Index rows, Eigen::Index stride);

  std::unique_ptr<bool[]> data_;
  std::size_t capacity_ = 0;  // cells
  Eigen::Index rows_ = 0, cols_ = 0, stride_ = 0;
  // Whether columns [cols_, stride_) of rows [0, rows_) are all masked (grow_causal's
  // room); resize leaves them as they were, so it clears this.
  bool room_masked_ = false;
};

// A read-only view of a mask, compact (MaskMatrix) or not (StridedMask), held like a
// pointer to it: made from either's address (or null), copied and assigned freely, read
// through -> and * as the pointer was.
class MaskView {
 public:
  MaskView() = default;
  MaskView(std::nullptr_t) {}  // NOLINT: a null pointer
  MaskView(const MaskMatrix* m)  // NOLINT: as a pointer converts
      : data_(m ? m->data() : nullptr), rows_(m ? m->rows() : 0), cols_(m ? m->cols() : 0),
        stride_(m ? m->outerStride() : 0), present_(m != nullptr) {}
  MaskView(const StridedMask* m)  // NOLINT
      : data_(m ? m->data() : nullptr), rows_(m ? m->rows() : 0), cols_(m ? m->cols() : 0),
        stride_(m ? m->outerStride() : 0), present_(m != nullptr) {}

  explicit operator bool() const { return present_; }
  bool operator==(std::nullptr_t) const { return !present_; }
  bool operator!=(std::nullptr_t) const { return present_; }
  const MaskView* operator->() const { return this; }
  const MaskView& operator*() const { return *this; }

  Eigen::Index rows() const { return rows_; }
  Eigen::Index cols() const { return cols_; }
  Eigen::Index size() const { return rows_ * cols_; }
  Eigen::Index outerStride() const { return stride_; }
  const bool* data() const { return data_; }
  bool operator()(Eigen::Index i, Eigen::Index j) const { return data_[i * stride_ + j]; }

 private:
  const bool* data_ = nullptr;
  Eigen::Index rows_ = 0, cols_ = 0, stride_ = 0;
  bool present_ = false;
};

}  // namespace attn
