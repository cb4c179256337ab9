// A matrix of weights W (in×out, the row convention y = x·W) kept either as floats or in
// BF16, the way a model folder stores it: a BF16 folder stays BF16 in memory, half the
// bytes of a float copy, and the products widen it to floats a block at a time. A BF16
// value is a float's upper 16 bits, so widening is exact: the products give the same
// floats either way.
//
// BF16 storage is either
//   Columns  Wᵀ row-major (out rows of `in` values), nn.Linear's own layout, so that a
//            folder's tensor is read as it is (in place from its mapping) and an output's
//            weights are contiguous (one row's product is a dot product per output); or
//   Panels   panels of 64 columns of W, each a pair of neighbouring inputs to a 32-bit
//            word: word [p][j] of panel q holds W[2p][64q + j] (low half) and W[2p + 1][64q
//            + j] (high half; 0 past an odd `in`). What AVX-512 BF16's products read as
//            they are, and what widens to floats without turning blocks around: the
//            layout of the weights a model multiplies by (its token embedding too, as
//            the weights of the logits; a token's vector is gathered a pair at a time
//            from its panel, a row of words apart). Made from Columns
//            once, when a model is opened: turning 16 × 16 words around in registers for
//            every product costs more than the copy.
//
// A third storage, Blocks, holds a GGUF file's weights as the file does (read in place from
// its mapping): ggml's blocks of a quantized type, or F16, a row of `in` values per output
// (Columns' order; kernels/quants.hpp gives the blocks). The products dequantize a chunk of
// blocks at a time inside the kernel (kernels.hpp's quant_dot and quant_widen), so that a
// Q4_K_M model takes the memory of its file rather than four bytes a weight.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <utility>
#include <vector>

#include "core/base/types.hpp"
#include "core/kernels/quants.hpp"

namespace attn {

using bf16 = std::uint16_t;

inline float bf16_to_float(bf16 h) {
  const std::uint32_t bits = static_cast<std::uint32_t>(h) << 16;
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

// Rounded to the nearest BF16, ties to even; NaN stays NaN.
inline bf16 float_to_bf16(float f) {
  std::uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  if ((bits & 0x7fffffffu) > 0x7f800000u) return static_cast<bf16>((bits >> 16) | 0x40u);
  bits += 0x7fffu + ((bits >> 16) & 1u);
  return static_cast<bf16>(bits >> 16);
}

// Leaves new elements uninitialized: a buffer filled straight after (a tensor copied from
// its file) is not cleared first, and its pages are first touched by the copy.
template <typename T>
struct UninitializedAllocator : std::allocator<T> {
  template <typename U>
  struct rebind {
    using other = UninitializedAllocator<U>;
  };
  UninitializedAllocator() = default;
  template <typename U>
  UninitializedAllocator(const UninitializedAllocator<U>&) noexcept {}  // NOLINT
  template <typename U, typename... Args>
  void construct(U* p, Args&&... args) {
    if constexpr (sizeof...(Args) == 0) {
      ::new (static_cast<void*>(p)) U;
    } else {
      ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
    }
  }
};
using Bf16Values = std::vector<bf16, UninitializedAllocator<bf16>>;

// Whether none of n values is infinite or NaN.
bool all_finite(const bf16* values, std::size_t n);

// Words that paired() puts panels in, taken in turns: one allocation for all of a model's
// weights, so that it can lie in huge pages (most single matrices are smaller than one).
struct PanelArena {
  std::shared_ptr<std::uint32_t> words;
  std::size_t size = 0, used = 0;
  explicit PanelArena(std::size_t words);
};

class Bf16Matrix {
 public:
  enum class Layout { Columns, Panels, Blocks };
  static constexpr Eigen::Index kPanelColumns = 64;

  Bf16Matrix() = default;
  // W in×out from its transpose: `transposed` holds out rows of `in` values. Finds
  // whether they are all finite, or takes the caller's word for it.
  Bf16Matrix(Eigen::Index in, Eigen::Index out, Bf16Values transposed);
  Bf16Matrix(Eigen::Index in, Eigen::Index out, Bf16Values transposed, bool finite);
  // The same read in place from memory someone else holds (a model file's mapping):
  // `transposed` stays valid while `owner` lives, and this keeps a share of it.
  Bf16Matrix(Eigen::Index in, Eigen::Index out, const bf16* transposed, std::shared_ptr<const void> owner,
             bool finite);
  // Blocks: W in×out from `out` rows of `in` values of type t (F16 or a quantized type; in a
  // whole number of its blocks), `rows` valid while `owner` lives. `finite` is the
  // caller's word that every value is.
  static Bf16Matrix blocks(Eigen::Index in, Eigen::Index out, kernels::QuantType t, const void* rows,
                           std::shared_ptr<const void> owner, bool finite);
  // W rounded to BF16 (for tests and fixtures).
  static Bf16Matrix round(const MatrixRef& w);
  // The same values in panels (a copy, made on `threads` threads, in `arena` when given
  // and it has room), or this one when it is in panels already. Whether every value is
  // finite is found again as they are read (a matrix read in place may not know it yet).
  Bf16Matrix paired(int threads = 0, PanelArena* arena = nullptr) const;
  // Words the panels of an in×out matrix take.
  static std::size_t panel_words(Eigen::Index in, Eigen::Index out);

  Layout layout() const {
    return blocks_ != nullptr ? Layout::Blocks : panels_ != nullptr ? Layout::Panels : Layout::Columns;
  }
  bool quantized() const { return blocks_ != nullptr; }
  Eigen::Index rows() const { return in_; }   // W's rows: the inputs
  Eigen::Index cols() const { return out_; }  // W's columns: the outputs
  Eigen::Index size() const { return in_ * out_; }
  float operator()(Eigen::Index i, Eigen::Index j) const;
  // Columns: W's column j (output j's weights), `in` values.
  const bf16* column(Eigen::Index j) const { return values_ + j * in_; }
  const bf16* data() const { return values_; }
  // Panels: the words of panel q, pairs() rows of kPanelColumns; the last panel's columns
  // past out are 0, and a row of words follows the last panel (a read past it is harmless).
  const std::uint32_t* panel(Eigen::Index q) const { return panels_ + q * pairs() * kPanelColumns; }
  Eigen::Index pairs() const { return (in_ + 1) / 2; }
  // Blocks: the type, and the blocks of W's column j (output j's row), row_bytes() long.
  kernels::QuantType quant_type() const { return quant_; }
  const std::uint8_t* block_row(Eigen::Index j) const { return blocks_ + static_cast<std::size_t>(j) * row_bytes_; }
  std::size_t row_bytes() const { return row_bytes_; }
  // W's column j (output j's weights) as floats into out[0, in).
  void column_floats(Eigen::Index j, float* out) const;
  Eigen::Index panel_count() const { return (out_ + kPanelColumns - 1) / kPanelColumns; }
  // Whether every value is finite (found once, when made).
  bool finite() const { return finite_; }
  Matrix to_float() const;  // W as floats, in×out
  std::size_t bytes() const;

 private:
  Eigen::Index in_ = 0, out_ = 0;
  // The values never change once made, so copies share them.
  std::shared_ptr<const void> owner_;
  const bf16* values_ = nullptr;           // Columns
  const std::uint32_t* panels_ = nullptr;  // Panels
  const std::uint8_t* blocks_ = nullptr;    // Blocks
  kernels::QuantType quant_ = kernels::QuantType::BF16;
  std::size_t row_bytes_ = 0;
  bool finite_ = true;
};

// How a product with BF16 weights reads its inputs (attention/linear.hpp): as floats, the
// weights widened (Float32); or rounded to BF16, each product exact and the sums in float32
// (Bf16). Float weights always multiply in float32, and quantized weights read float
// inputs in both. Int8 is llama.cpp's arithmetic: BF16 weights as in Bf16, and quantized
// weights of the types kernels::input_type rounds (Q4_0, Q5_0, Q8_0 and the K types)
// multiply their input rounded to 8 bits a block at a time, integers by integers.
enum class Precision { Float32, Bf16, Int8 };

// Either kind of weights, as the products read them.
struct WeightRef {
  const Matrix* f = nullptr;
  const Bf16Matrix* h = nullptr;
  WeightRef(const Matrix& m) : f(&m) {}      // NOLINT: either converts implicitly
  WeightRef(const Bf16Matrix& m) : h(&m) {}  // NOLINT
  // Held in BF16 or in blocks (not as floats).
  bool bf16() const { return h != nullptr; }
  bool quantized() const { return h != nullptr && h->quantized(); }
  Eigen::Index rows() const { return f ? f->rows() : h->rows(); }
  Eigen::Index cols() const { return f ? f->cols() : h->cols(); }
  Eigen::Index size() const { return rows() * cols(); }
  float operator()(Eigen::Index i, Eigen::Index j) const { return f ? (*f)(i, j) : (*h)(i, j); }
  bool finite() const;
  // Columns [c0, c0 + n) of W as floats, in×n.
  Matrix columns(Eigen::Index c0, Eigen::Index n) const;
};

// A layer's weights of either kind, owned.
class Weight {
 public:
  Weight() = default;
  Weight(Matrix m) : f_(std::move(m)) {}      // NOLINT: a float matrix is a Weight
  Weight(Bf16Matrix m) : h_(std::move(m)) {}  // NOLINT
  WeightRef ref() const { return h_.size() != 0 ? WeightRef(h_) : WeightRef(f_); }
  operator WeightRef() const { return ref(); }  // NOLINT
  bool bf16() const { return h_.size() != 0; }
  Eigen::Index rows() const { return ref().rows(); }
  Eigen::Index cols() const { return ref().cols(); }
  Eigen::Index size() const { return ref().size(); }
  Matrix to_float() const { return bf16() ? h_.to_float() : f_; }
  const Matrix& floats() const { return f_; }       // empty when held in BF16
  const Bf16Matrix& halves() const { return h_; }   // empty when held as floats
  std::size_t bytes() const { return bf16() ? h_.bytes() : sizeof(float) * static_cast<std::size_t>(f_.size()); }

 private:
  Matrix f_;
  Bf16Matrix h_;
};

}  // namespace attn
