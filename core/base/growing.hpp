// A row-major float matrix with room for more rows than it has: what a text keeps of each
// token (every head's queries, keys, values and context; every layer's rows) takes the next
// token's row where the storage already is, and moves only once its room is used up, with
// room for half as many rows again. (A Matrix grows by a reallocation at every row: with
// blocks of their own mapping, a remapping of its pages whenever a row crosses into a new
// page, and a flush of every core's address translations each time.) Its storage is
// memory.hpp's allocate_storage: on Linux a large one moves by remapping its pages, not by
// copying them into fresh ones, and its room takes address space until its rows are written.
//
// It is an Eigen map of its own storage, read and written as any matrix is, passed where a
// MatrixRef or an Eigen expression is wanted; resize, conservativeResize and assignment
// change its shape as a Matrix's do. The rows are always compact (one after another, no gap),
// so data() is a Matrix's data().
#pragma once

#include <algorithm>
#include <cstddef>
#include <new>
#include <type_traits>

#include "core/base/memory.hpp"
#include "core/base/types.hpp"

namespace attn {

class GrowingMatrix : public Eigen::Map<Matrix> {
 public:
  using Base = Eigen::Map<Matrix>;

  GrowingMatrix() noexcept : Base(nullptr, 0, 0) {}
  GrowingMatrix(Eigen::Index rows, Eigen::Index cols) : GrowingMatrix() { resize(rows, cols); }
  // A copy keeps the room the other has (a copied run grows as the original would).
  GrowingMatrix(const GrowingMatrix& other) : GrowingMatrix() { copy(other); }
  // From any matrix or expression, as a Matrix is made from one.
  template <typename Derived>
  GrowingMatrix(const Eigen::EigenBase<Derived>& m) : GrowingMatrix() {  // NOLINT: converts as Matrix does
    assign(m.derived());
  }
  GrowingMatrix(GrowingMatrix&& other) noexcept : GrowingMatrix() { swap(other); }
  ~GrowingMatrix();

  GrowingMatrix& operator=(const GrowingMatrix& other) {
    if (this != &other) copy(other);
    return *this;
  }
  GrowingMatrix& operator=(GrowingMatrix&& other) noexcept {
    GrowingMatrix gone;
    gone.swap(other);
    swap(gone);
    return *this;
  }
  // Takes m's shape and values (m may read this matrix's own storage).
  template <typename Derived>
  GrowingMatrix& operator=(const Eigen::DenseBase<Derived>& m) {
    assign(m.derived());
    return *this;
  }

  // rows×cols, the values undefined (as Matrix::resize). The storage is kept when the
  // shape fits in it and leaves no more than about as much again unused. New storage that
  // is a mapping of its own has room for rows from the start (room_for): a text's first
  // token after its forward moves nothing, and the room takes no memory until written.
  void resize(Eigen::Index rows, Eigen::Index cols);
  // rows×cols keeping the values of the rows and columns both shapes have (the new cells
  // undefined, as Matrix::conservativeResize). Rows added beyond the room move the matrix
  // to storage with room for max(64, rows / 2) more, so that a matrix growing a row at a
  // time moves once every 64 rows at first and then ever more rarely.
  void conservativeResize(Eigen::Index rows, Eigen::Index cols);
  // As Matrix's noalias(): a product assigned without a temporary, the matrix resized to
  // it first (a map's own noalias() would write the product into whatever shape it had).
  class NoAlias {
   public:
    explicit NoAlias(GrowingMatrix& m) : m_(m) {}
    template <typename Derived>
    GrowingMatrix& operator=(const Eigen::DenseBase<Derived>& e) {
      m_.resize(e.rows(), e.cols());
      m_.view().noalias() = e.derived();
      return m_;
    }
    template <typename Derived>
    GrowingMatrix& operator+=(const Eigen::DenseBase<Derived>& e) {
      m_.view().noalias() += e.derived();
      return m_;
    }
    template <typename Derived>
    GrowingMatrix& operator-=(const Eigen::DenseBase<Derived>& e) {
      m_.view().noalias() -= e.derived();
      return m_;
    }

   private:
    GrowingMatrix& m_;
  };
  NoAlias noalias() { return NoAlias(*this); }
  using Base::setZero;
  GrowingMatrix& setZero(Eigen::Index rows, Eigen::Index cols) {
    resize(rows, cols);
    Base::setZero();
    return *this;
  }
  // The rows it has room for without moving, at its width.
  Eigen::Index capacity_rows() const { return cols() > 0 ? static_cast<Eigen::Index>(capacity_) / cols() : 0; }
  // Floats the storage has room for (on Linux the room's pages take memory once written).
  std::size_t capacity() const { return capacity_; }
  Base& view() { return *this; }
  const Base& view() const { return *this; }

  void swap(GrowingMatrix& other) noexcept;

 private:
  // The map seated on the storage as rows×cols.
  void seat(float* data, Eigen::Index rows, Eigen::Index cols) noexcept { new (static_cast<Base*>(this)) Base(data, rows, cols); }
  void copy(const GrowingMatrix& other);
  // Makes the storage rows×cols in `floats` (new storage, unless it is as large as the
  // present one and `renew` is false), the old storage kept alive until `fill` has run (it
  // may read it) and released after.
  template <typename Fill>
  void reshape(Eigen::Index rows, Eigen::Index cols, std::size_t floats, Fill fill, bool renew = false) {
    float* old = store_;
    const std::size_t old_floats = capacity_;
    const bool fresh = renew || floats != capacity_ || store_ == nullptr;
    float* now = fresh ? allocate_storage(floats) : store_;
    store_ = now;
    capacity_ = fresh ? floats : capacity_;
    // New storage's rows are written next (by fill or by the caller), faulting their pages in.
    if (fresh) ready_ = static_cast<std::size_t>(rows * cols);
    seat(now, rows, cols);
    fill();
    if (fresh) free_storage(old, old_floats);
  }
  template <typename Derived>
  void assign(const Derived& m) {
    const Eigen::Index rows = m.rows(), cols = m.cols();
    const auto need = static_cast<std::size_t>(rows * cols);
    if (fits(need, cols)) {
      if constexpr (std::is_base_of_v<Eigen::PlainObjectBase<Derived>, Derived> || std::is_same_v<Derived, Base> ||
                    std::is_same_v<Derived, GrowingMatrix>) {
        // A plain matrix: its own storage is never this one but when it is this matrix.
        if (static_cast<const void*>(m.data()) == static_cast<const void*>(store_)) return;
        seat(store_, rows, cols);
        Base::operator=(m);
      } else {
        // An expression may read this storage in another shape: evaluated first.
        const Matrix values = m;
        seat(store_, rows, cols);
        Base::operator=(values);
      }
      return;
    }
    reshape(rows, cols, room_for(rows, cols), [&] { Base::operator=(m); });
  }
  // Floats for rows×cols and the rows the matrix may grow by: max(64, rows / 2) more when
  // the storage is a mapping of its own (its untouched pages take no memory), else none.
  static std::size_t room_for(Eigen::Index rows, Eigen::Index cols) {
    const auto need = static_cast<std::size_t>(rows * cols);
    if (!mapped_storage(need)) return need;
    return static_cast<std::size_t>((rows + std::max<Eigen::Index>(64, rows / 2)) * cols);
  }
  // Whether `need` floats at width `cols` may stay in the present storage.
  bool fits(std::size_t need, Eigen::Index cols) const {
    return store_ != nullptr && need <= capacity_ && capacity_ <= 2 * need + 64 * static_cast<std::size_t>(cols);
  }

  float* store_ = nullptr;
  std::size_t capacity_ = 0;
  // The floats from the start whose pages are present: written, or made present by
  // conservativeResize (memory.hpp's populate_ahead), which makes those of the next
  // kRowsAhead rows with a row's.
  std::size_t ready_ = 0;
  static constexpr Eigen::Index kRowsAhead = 16;
};

}  // namespace attn
