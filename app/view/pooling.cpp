#include "view/pooling.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace attn::view {
namespace {

constexpr float kNaN = std::numeric_limits<float>::quiet_NaN();
constexpr float kNegInf = -std::numeric_limits<float>::infinity();

// Folds v into the block's value so far (NaN: nothing yet).
inline float fold(float acc, float v, PoolMode mode) {
  if (!std::isfinite(v)) return acc;
  if (std::isnan(acc)) return v;
  if (mode == PoolMode::Max) return v > acc ? v : acc;
  return std::fabs(v) > std::fabs(acc) ? v : acc;
}

// For each of `count` cells, the block (of n) it falls in.
std::vector<int> owners(int count, int n) {
  std::vector<int> out(static_cast<std::size_t>(count));
  for (int b = 0; b < n; ++b) {
    const int lo = block_begin(0, count, n, b);
    const int hi = block_begin(0, count, n, b + 1);
    for (int i = lo; i < hi; ++i) out[static_cast<std::size_t>(i)] = b;
  }
  return out;
}

}  // namespace

int CellSource::rows() const { return parts.empty() ? 0 : static_cast<int>(parts[0]->rows()); }
int CellSource::cols() const { return parts.empty() ? 0 : static_cast<int>(parts[0]->cols()); }

bool CellSource::masked(int r, int c) const {
  return mask != nullptr && mask->size() != 0 && (*mask)(r, c);
}

float CellSource::at(int r, int c) const {
  if (parts.size() == 1) return (*parts[0])(r, c);
  float sum = 0.0f;
  for (const MatrixView& p : parts) sum += p(r, c);
  return sum / static_cast<float>(parts.size());
}

void CellSource::row(int r, int c0, int n, float* out) const {
  Eigen::Map<Eigen::RowVectorXf> dst(out, n);
  dst = parts[0]->row(r).segment(c0, n);
  if (parts.size() == 1) return;
  for (std::size_t k = 1; k < parts.size(); ++k) dst += parts[k]->row(r).segment(c0, n);
  dst /= static_cast<float>(parts.size());
}

int block_begin(int first, int count, int n, int i) {
  return first + static_cast<int>(static_cast<long long>(i) * count / n);
}

Matrix max_pool(const CellSource& source, const Window& window, int out_rows, int out_cols,
                PoolMode mode) {
  assert(!source.parts.empty());
  assert(window.row >= 0 && window.col >= 0 && window.rows > 0 && window.cols > 0);
  assert(window.row + window.rows <= source.rows() && window.col + window.cols <= source.cols());
  out_rows = std::clamp(out_rows, 1, window.rows);
  out_cols = std::clamp(out_cols, 1, window.cols);
  Matrix out = Matrix::Constant(out_rows, out_cols, kNaN);
  const bool has_mask = source.mask != nullptr && source.mask->size() != 0;
  std::vector<float> buffer(static_cast<std::size_t>(window.cols));
  std::vector<int> col_begin(static_cast<std::size_t>(out_cols) + 1);
  for (int b = 0; b <= out_cols; ++b) {
    col_begin[static_cast<std::size_t>(b)] = block_begin(0, window.cols, out_cols, b);
  }
  for (int i = 0; i < out_rows; ++i) {
    const int r0 = block_begin(window.row, window.rows, out_rows, i);
    const int r1 = block_begin(window.row, window.rows, out_rows, i + 1);
    float* dst = out.data() + static_cast<Eigen::Index>(i) * out_cols;
    for (int r = r0; r < r1; ++r) {
      const float* values = nullptr;
      if (source.parts.size() == 1) {
        values = source.parts[0]->data() + static_cast<Eigen::Index>(r) * source.parts[0]->outerStride() + window.col;
      } else {
        source.row(r, window.col, window.cols, buffer.data());
        values = buffer.data();
      }
      for (int b = 0; b < out_cols; ++b) {
        const int a = col_begin[static_cast<std::size_t>(b)];
        const int e = col_begin[static_cast<std::size_t>(b) + 1];
        if (mode == PoolMode::Max) {
          // Weights: a vectorised maximum of the run. Masked weights are 0, so they change
          // the maximum only of a run that is masked throughout, which is left out.
          if (has_mask) {
            const bool* m = source.mask->data() +
                            static_cast<Eigen::Index>(r) * source.mask->outerStride() + window.col + a;
            if (Eigen::Map<const Eigen::Array<bool, Eigen::Dynamic, 1>>(m, e - a).all()) continue;
          }
          const float m = Eigen::Map<const Eigen::ArrayXf>(values + a, e - a).maxCoeff();
          if (m != kNegInf) dst[b] = fold(dst[b], m, mode);
          continue;
        }
        float acc = dst[b];
        for (int c = a; c < e; ++c) {
          if (has_mask && (*source.mask)(r, window.col + c)) continue;
          acc = fold(acc, values[c], mode);
        }
        dst[b] = acc;
      }
    }
  }
  return out;
}

Matrix max_pool_overview(const Matrix& overview, int full_rows, int full_cols,
                         const Window& window, int out_rows, int out_cols, PoolMode mode) {
  const int o_rows = static_cast<int>(overview.rows());
  const int o_cols = static_cast<int>(overview.cols());
  assert(o_rows > 0 && o_cols > 0 && o_rows <= full_rows && o_cols <= full_cols);
  assert(window.row >= 0 && window.col >= 0 && window.rows > 0 && window.cols > 0);
  assert(window.row + window.rows <= full_rows && window.col + window.cols <= full_cols);
  out_rows = std::clamp(out_rows, 1, window.rows);
  out_cols = std::clamp(out_cols, 1, window.cols);
  const std::vector<int> row_owner = owners(full_rows, o_rows);
  const std::vector<int> col_owner = owners(full_cols, o_cols);
  Matrix out = Matrix::Constant(out_rows, out_cols, kNaN);
  for (int i = 0; i < out_rows; ++i) {
    const int r0 = block_begin(window.row, window.rows, out_rows, i);
    const int r1 = block_begin(window.row, window.rows, out_rows, i + 1);
    const int or0 = row_owner[static_cast<std::size_t>(r0)];
    const int or1 = row_owner[static_cast<std::size_t>(r1 - 1)];
    for (int j = 0; j < out_cols; ++j) {
      const int c0 = block_begin(window.col, window.cols, out_cols, j);
      const int c1 = block_begin(window.col, window.cols, out_cols, j + 1);
      const int oc0 = col_owner[static_cast<std::size_t>(c0)];
      const int oc1 = col_owner[static_cast<std::size_t>(c1 - 1)];
      float acc = kNaN;
      for (int r = or0; r <= or1; ++r) {
        for (int c = oc0; c <= oc1; ++c) acc = fold(acc, overview(r, c), mode);
      }
      out(i, j) = acc;
    }
  }
  return out;
}

float finite_abs_max(const MatrixRef& m) {
  float best = 0.0f;
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    for (Eigen::Index j = 0; j < m.cols(); ++j) {
      const float v = m(i, j);
      if (std::isfinite(v)) best = std::max(best, std::fabs(v));
    }
  }
  return best;
}

}  // namespace attn::view
