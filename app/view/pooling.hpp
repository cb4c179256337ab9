// Max-pooling of a heatmap's cells onto fewer pixels, so that a map of 4096×4096 cells can be
// drawn from a texture of screen size and a sharp pattern (a one-cell diagonal, a single
// strong key) stays visible: a pixel shows the largest value of the cells it covers, not
// their mean. The colour map is applied afterwards, to the pooled values.
//
// Legend: R×C the cells of a map (rows queries, columns keys); a window of them; an output
// grid of r×c blocks (r ≤ window rows, c ≤ window columns).
//
// No drawing here and no GL: plain matrices in, a matrix out (tests/test_pooling.cpp).
#pragma once

#include <vector>

#include "core/attention/attention.hpp"

namespace attn::view {

// The values of a map: one matrix, or the mean of several of the same shape (the average
// over heads, made cell by cell so that no extra R×C matrix is kept). Cells where `mask`
// is true are masked.
struct CellSource {
  std::vector<MatrixView> parts;  // at least one, all R×C
  MaskView mask = nullptr;  // null or empty: nothing masked; else R×C

  int rows() const;
  int cols() const;
  bool masked(int r, int c) const;
  float at(int r, int c) const;  // the mean over parts at (r, c)
  // Columns [c0, c0 + n) of row r into out[0 .. n) (the mean over parts).
  void row(int r, int c0, int n, float* out) const;
};

// Cells [row, row + rows) × [col, col + cols) of a map.
struct Window {
  int row = 0;
  int col = 0;
  int rows = 0;
  int cols = 0;
};

// What a block keeps:
//   Max:    the largest value. For weights: a masked cell must hold no more than the
//           unmasked cells of its block (masked weights are exactly 0).
//   MaxAbs: the value farthest from 0, with its sign (scores; masked scores are −∞).
enum class PoolMode { Max, MaxAbs };

// Block i of n over `count` cells starting at `first`: [first + ⌊i·count/n⌋,
// first + ⌊(i+1)·count/n⌋). Every cell falls in exactly one block; n <= count.
int block_begin(int first, int count, int n, int i);

// Pools `window` of `source` onto out_rows×out_cols blocks (each clamped to 1 .. the
// window's size). Masked cells and values that are not finite take no part; a block with
// no such cell left is NaN (the caller draws it as masked). With out_rows = window.rows and
// out_cols = window.cols every block is one cell: the window's values as they are.
Matrix max_pool(const CellSource& source, const Window& window, int out_rows, int out_cols,
                PoolMode mode);

// The same from an overview: `overview` was pooled (by max_pool) from a map of
// full_rows×full_cols cells; `window` is in cells of that map. An output block takes every
// overview block that overlaps it, so a peak is never lost (a block may take a few cells
// beyond its own at its edges).
Matrix max_pool_overview(const Matrix& overview, int full_rows, int full_cols,
                         const Window& window, int out_rows, int out_cols, PoolMode mode);

// The largest |value| among the finite cells of m (masked -inf cells are skipped); 0 if none.
float finite_abs_max(const MatrixRef& m);

}  // namespace attn::view
