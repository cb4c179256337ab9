#include "core/base/weight.hpp"

#include <cmath>
#include <string>

namespace attn {

bool all_finite(const bf16* values, std::size_t n) {
  // Exponent all ones: infinity or NaN. No early exit, so that the loop vectorizes.
  unsigned bad = 0;
  for (std::size_t i = 0; i < n; ++i) bad |= static_cast<unsigned>((values[i] & 0x7f80u) == 0x7f80u);
  return bad == 0;
}

Bf16Matrix::Bf16Matrix(Eigen::Index in, Eigen::Index out, Bf16Values transposed, bool finite)
    : in_(in), out_(out), finite_(finite) {
  if (in < 0 || out < 0 || static_cast<std::size_t>(in * out) != transposed.size()) {
    throw AttentionError("BF16 weights of " + std::to_string(transposed.size()) + " values are not " +
                         std::to_string(in) + "×" + std::to_string(out));
  }
  auto owned = std::make_shared<const Bf16Values>(std::move(transposed));
  values_ = owned->data();
  owner_ = std::move(owned);
}

Bf16Matrix::Bf16Matrix(Eigen::Index in, Eigen::Index out, Bf16Values transposed)
    : Bf16Matrix(in, out, std::move(transposed), true) {
  finite_ = all_finite(values_, bytes() / sizeof(bf16));
}

Bf16Matrix::Bf16Matrix(Eigen::Index in, Eigen::Index out, const bf16* transposed, std::shared_ptr<const void> owner,
                       bool finite)
    : in_(in), out_(out), owner_(std::move(owner)), values_(transposed), finite_(finite) {
  if (in < 0 || out < 0 || (in * out != 0 && (transposed == nullptr || !owner_))) {
    throw AttentionError("BF16 weights " + std::to_string(in) + "×" + std::to_string(out) +
                         " read in place need their values and what holds them");
  }
}

Bf16Matrix Bf16Matrix::round(const MatrixRef& w) {
  Bf16Values t(static_cast<std::size_t>(w.size()));
  for (Eigen::Index j = 0; j < w.cols(); ++j) {
    for (Eigen::Index i = 0; i < w.rows(); ++i) t[static_cast<std::size_t>(j * w.rows() + i)] = float_to_bf16(w(i, j));
  }
  return Bf16Matrix(w.rows(), w.cols(), std::move(t));
}

Matrix Bf16Matrix::to_float() const { return WeightRef(*this).columns(0, out_); }

bool WeightRef::finite() const { return f ? f->allFinite() : h->finite(); }

Matrix WeightRef::columns(Eigen::Index c0, Eigen::Index n) const {
  if (f) return f->middleCols(c0, n);
  Matrix out(h->rows(), n);
  for (Eigen::Index j = 0; j < n; ++j) {
    const attn::bf16* c = h->column(c0 + j);
    for (Eigen::Index i = 0; i < h->rows(); ++i) out(i, j) = bf16_to_float(c[i]);
  }
  return out;
}

}  // namespace attn
