#include "core/base/weight.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <string>
#include <vector>

#include "core/base/memory.hpp"
#include "core/base/parallel.hpp"
#include "core/kernels/kernels.hpp"

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

Bf16Matrix Bf16Matrix::blocks(Eigen::Index in, Eigen::Index out, kernels::QuantType t, const void* rows,
                              std::shared_ptr<const void> owner, bool finite) {
  const auto per = static_cast<Eigen::Index>(kernels::quant_block_values(t));
  if (t == kernels::QuantType::F32 || t == kernels::QuantType::BF16 || in < 0 || out < 0 || in % per != 0 ||
      (in * out != 0 && (rows == nullptr || !owner))) {
    throw AttentionError(kernels::quant_name(static_cast<std::uint32_t>(t)) + " weights " + std::to_string(in) + "×" +
                         std::to_string(out) + " are not whole blocks held in place");
  }
  Bf16Matrix m;
  m.in_ = in;
  m.out_ = out;
  m.owner_ = std::move(owner);
  m.blocks_ = static_cast<const std::uint8_t*>(rows);
  m.quant_ = t;
  m.row_bytes_ = kernels::quant_row_bytes(t, static_cast<std::size_t>(in));
  m.finite_ = finite;
  return m;
}

void Bf16Matrix::column_floats(Eigen::Index j, float* out) const {
  if (blocks_ != nullptr) {
    kernels::dequantize_row(quant_, block_row(j), out, static_cast<std::size_t>(in_));
  } else if (panels_ == nullptr) {
    for (Eigen::Index i = 0; i < in_; ++i) out[i] = bf16_to_float(values_[j * in_ + i]);
  } else {
    // Column j's pairs, a panel's row of words apart.
    const std::uint32_t* words = panel(j / kPanelColumns) + j % kPanelColumns;
    for (Eigen::Index p = 0; p < in_ / 2; ++p) {
      const std::uint32_t word = words[p * kPanelColumns];
      out[2 * p] = bf16_to_float(static_cast<bf16>(word & 0xffffu));
      out[2 * p + 1] = bf16_to_float(static_cast<bf16>(word >> 16));
    }
    if (in_ % 2 != 0) out[in_ - 1] = bf16_to_float(static_cast<bf16>(words[(in_ / 2) * kPanelColumns] & 0xffffu));
  }
}

Bf16Matrix Bf16Matrix::round(const MatrixRef& w) {
  Bf16Values t(static_cast<std::size_t>(w.size()));
  for (Eigen::Index j = 0; j < w.cols(); ++j) {
    for (Eigen::Index i = 0; i < w.rows(); ++i) t[static_cast<std::size_t>(j * w.rows() + i)] = float_to_bf16(w(i, j));
  }
  return Bf16Matrix(w.rows(), w.cols(), std::move(t));
}

PanelArena::PanelArena(std::size_t n)
    : words(new std::uint32_t[n], std::default_delete<std::uint32_t[]>()), size(n) {
  advise_huge_pages(words.get(), n * sizeof(std::uint32_t));
}

std::size_t Bf16Matrix::panel_words(Eigen::Index in, Eigen::Index out) {
  const Eigen::Index panels = (out + kPanelColumns - 1) / kPanelColumns;
  return static_cast<std::size_t>(panels * ((in + 1) / 2) * kPanelColumns + kPanelColumns);
}

Bf16Matrix Bf16Matrix::paired(int threads, PanelArena* arena) const {
  if (layout() != Layout::Columns) return *this;
  const Eigen::Index words_per_panel = pairs() * kPanelColumns;
  const std::size_t words = panel_words(in_, out_);
  // Not cleared first: every word is written once, by the pairing or as a zero.
  std::shared_ptr<const void> owner;
  std::uint32_t* buffer = nullptr;
  if (arena != nullptr && arena->size - arena->used >= words) {
    buffer = arena->words.get() + arena->used;
    arena->used += words;
    owner = arena->words;
  } else {
    auto own = std::make_shared<std::vector<std::uint32_t, UninitializedAllocator<std::uint32_t>>>();
    own->resize(words);
    advise_huge_pages(own->data(), words * sizeof(std::uint32_t));
    buffer = own->data();
    owner = std::move(own);
  }
  const kernels::Kernels& k = kernels::active();
  std::atomic<bool> finite{true};
  parallel_for(static_cast<int>(panel_count()), threads, [&](int q) {
    const Eigen::Index c0 = q * kPanelColumns;
    const Eigen::Index n = std::min(kPanelColumns, out_ - c0);
    std::uint32_t* out = buffer + q * words_per_panel;
    if (n < kPanelColumns) std::fill(out, out + words_per_panel, 0u);  // a last panel's columns past out
    k.pair_columns(column(c0), in_, in_, n, out, kPanelColumns);
    // The panel's values, in the cache now.
    if (!all_finite(column(c0), static_cast<std::size_t>(n * in_))) finite = false;
  });
  std::fill(buffer + words - kPanelColumns, buffer + words, 0u);
  Bf16Matrix m;
  m.in_ = in_;
  m.out_ = out_;
  m.panels_ = buffer;
  m.owner_ = std::move(owner);
  m.finite_ = finite;
  return m;
}

float Bf16Matrix::operator()(Eigen::Index i, Eigen::Index j) const {
  if (blocks_ != nullptr) {
    // The block that holds value i.
    const std::size_t per = kernels::quant_block_values(quant_);
    const std::size_t b = static_cast<std::size_t>(i) / per;
    float values[256];
    kernels::dequantize_row(quant_, block_row(j) + b * kernels::quant_block_bytes(quant_), values, per);
    return values[static_cast<std::size_t>(i) - b * per];
  }
  if (panels_ == nullptr) return bf16_to_float(values_[j * in_ + i]);
  const std::uint32_t word = panel(j / kPanelColumns)[(i / 2) * kPanelColumns + j % kPanelColumns];
  return bf16_to_float(static_cast<bf16>(i % 2 == 0 ? word & 0xffffu : word >> 16));
}

std::size_t Bf16Matrix::bytes() const {
  if (blocks_ != nullptr) return row_bytes_ * static_cast<std::size_t>(out_);
  if (panels_ == nullptr) return static_cast<std::size_t>(size()) * sizeof(bf16);
  return panel_words(in_, out_) * sizeof(std::uint32_t);
}

Matrix Bf16Matrix::to_float() const { return WeightRef(*this).columns(0, out_); }

bool WeightRef::finite() const { return f ? f->allFinite() : h->finite(); }

Matrix WeightRef::columns(Eigen::Index c0, Eigen::Index n) const {
  if (f) return f->middleCols(c0, n);
  Matrix out(h->rows(), n);
  Eigen::VectorXf column(h->rows());
  for (Eigen::Index j = 0; j < n; ++j) {
    h->column_floats(c0 + j, column.data());
    out.col(j) = column;
  }
  return out;
}

}  // namespace attn
