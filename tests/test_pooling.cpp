// The heatmaps' max-pooling (app/view/pooling.hpp) and zoom window (app/view/zoom.hpp):
// a sharp pattern survives pooling, a constant stays constant, sizes are exact, masked
// blocks are marked, and zooming keeps the cell under the pointer in place.
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "test_helpers.hpp"
#include "core/base/strided.hpp"
#include "view/pooling.hpp"
#include "view/zoom.hpp"

using attn::MaskMatrix;
using attn::Matrix;
using attn::view::CellSource;
using attn::view::max_pool;
using attn::view::max_pool_overview;
using attn::view::PoolMode;
using attn::view::Window;

namespace {

CellSource source_of(const Matrix& m, const MaskMatrix* mask = nullptr) {
  CellSource s;
  s.parts = {&m};
  s.mask = mask;
  return s;
}

Window whole(const Matrix& m) {
  return {0, 0, static_cast<int>(m.rows()), static_cast<int>(m.cols())};
}

}  // namespace

TEST(Pooling, SharpDiagonalKeepsItsFullValue) {
  // A one-cell diagonal of 1 over a background of 1e-4: the mean of an 8×8 block would be
  // about 0.125, the maximum keeps 1 on every block of the diagonal.
  const int n = 4096;
  Matrix m = Matrix::Constant(n, n, 1e-4f);
  for (int i = 0; i < n; ++i) m(i, i) = 1.0f;
  const Matrix p = max_pool(source_of(m), whole(m), 512, 512, PoolMode::Max);
  ASSERT_EQ(p.rows(), 512);
  ASSERT_EQ(p.cols(), 512);
  for (int i = 0; i < 512; ++i) {
    EXPECT_EQ(p(i, i), 1.0f) << "diagonal block " << i;
    if (i + 1 < 512) EXPECT_FLOAT_EQ(p(i, i + 1), 1e-4f) << "off-diagonal block " << i;
  }
}

TEST(Pooling, ConstantStaysConstant) {
  const Matrix m = Matrix::Constant(1000, 777, 0.37f);
  for (const auto& [r, c] : {std::pair{1000, 777}, std::pair{313, 100}, std::pair{1, 1}, std::pair{999, 5}}) {
    const Matrix p = max_pool(source_of(m), whole(m), r, c, PoolMode::Max);
    ASSERT_EQ(p.rows(), r);
    ASSERT_EQ(p.cols(), c);
    EXPECT_EQ(p.minCoeff(), 0.37f);
    EXPECT_EQ(p.maxCoeff(), 0.37f);
  }
}

TEST(Pooling, ExactSizesAndBlocksCoverEveryCellOnce) {
  // 10 cells onto 4 blocks: [0,2) [2,5) [5,7) [7,10).
  EXPECT_EQ(attn::view::block_begin(0, 10, 4, 0), 0);
  EXPECT_EQ(attn::view::block_begin(0, 10, 4, 1), 2);
  EXPECT_EQ(attn::view::block_begin(0, 10, 4, 2), 5);
  EXPECT_EQ(attn::view::block_begin(0, 10, 4, 3), 7);
  EXPECT_EQ(attn::view::block_begin(0, 10, 4, 4), 10);
  // Each cell's value is its own index: a block's maximum is its last cell.
  Matrix m(1, 10);
  for (int c = 0; c < 10; ++c) m(0, c) = static_cast<float>(c);
  const Matrix p = max_pool(source_of(m), whole(m), 1, 4, PoolMode::Max);
  Matrix expected(1, 4);
  expected << 1.0f, 4.0f, 6.0f, 9.0f;
  EXPECT_TRUE(attn::testing::check_matrix("pooled", p, expected, 0.0));
  // Asking for more blocks than cells gives the cells themselves.
  const Matrix same = max_pool(source_of(m), whole(m), 7, 50, PoolMode::Max);
  EXPECT_TRUE(attn::testing::check_matrix("unpooled", same, m, 0.0));
}

TEST(Pooling, WindowAtFullResolutionIsTheCellsThemselves) {
  Matrix m = Matrix::Random(64, 48);
  const Window w{10, 7, 5, 9};
  const Matrix p = max_pool(source_of(m), w, 5, 9, PoolMode::Max);
  EXPECT_TRUE(attn::testing::check_matrix("window", p, m.block(10, 7, 5, 9), 0.0));
}

TEST(Pooling, SignedScoresKeepTheValueFarthestFromZero) {
  Matrix m(2, 4);
  m << 0.5f, -3.0f, 1.0f, 2.0f,
       0.1f, 0.2f, -0.5f, 4.0f;
  const Matrix p = max_pool(source_of(m), whole(m), 1, 2, PoolMode::MaxAbs);
  EXPECT_EQ(p(0, 0), -3.0f);
  EXPECT_EQ(p(0, 1), 4.0f);
}

TEST(Pooling, MaskedCellsTakeNoPartAndFullyMaskedBlocksAreMarked) {
  // Causal: key j > query i masked. Scores masked to −∞ must not win a MaxAbs block.
  const float inf = std::numeric_limits<float>::infinity();
  Matrix scaled(4, 4);
  scaled << 1, -inf, -inf, -inf,
            2, 3, -inf, -inf,
           -0.75f, 0.5f, 2, -inf,
            1, 1, -5, 1;
  MaskMatrix mask(4, 4);
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) mask(i, j) = j > i;
  }
  const Matrix p = max_pool(source_of(scaled, &mask), whole(scaled), 2, 2, PoolMode::MaxAbs);
  EXPECT_EQ(p(0, 0), 3.0f);
  EXPECT_TRUE(std::isnan(p(0, 1))) << "the top right block is all masked";
  EXPECT_EQ(p(1, 0), 1.0f);
  EXPECT_EQ(p(1, 1), -5.0f);
  // Weights: masked cells hold 0; the fully masked block is still marked.
  Matrix w = Matrix::Zero(4, 4);
  w(0, 0) = 1.0f;
  w(3, 3) = 0.25f;
  const Matrix pw = max_pool(source_of(w, &mask), whole(w), 2, 2, PoolMode::Max);
  EXPECT_EQ(pw(0, 0), 1.0f);
  EXPECT_TRUE(std::isnan(pw(0, 1)));
  EXPECT_EQ(pw(1, 1), 0.25f);
}

TEST(Pooling, MeanOfSeveralPartsIsPooledCellByCell) {
  Matrix a = Matrix::Zero(4, 4), b = Matrix::Zero(4, 4);
  a(1, 1) = 1.0f;  // mean 0.5 at (1, 1)
  b(2, 2) = 0.6f;  // mean 0.3 at (2, 2)
  CellSource s;
  s.parts = {&a, &b};
  EXPECT_FLOAT_EQ(s.at(1, 1), 0.5f);
  const Matrix p = max_pool(s, whole(a), 2, 2, PoolMode::Max);
  EXPECT_FLOAT_EQ(p(0, 0), 0.5f);
  EXPECT_FLOAT_EQ(p(1, 1), 0.3f);
  EXPECT_FLOAT_EQ(p(0, 1), 0.0f);
}

TEST(Pooling, RowsFartherApartThanTheWidthAreReadWhereTheyLie) {
  // A map that grew token by token keeps room for more columns: its rows lie 64 floats
  // apart while it is 5 wide. Pooled from its view it gives what the compact copy gives.
  attn::StridedMatrix grown;
  grown.resize(3, 3, 61);
  ASSERT_GT(grown.outerStride(), grown.cols());
  Matrix m(5, 5);
  for (int r = 0; r < 5; ++r) {
    for (int c = 0; c < 5; ++c) m(r, c) = static_cast<float>(10 * r + c);
  }
  grown.grow(5, 5);
  for (int r = 0; r < 5; ++r) {
    for (int c = 0; c < 5; ++c) grown(r, c) = m(r, c);
  }
  CellSource s;
  s.parts = {&grown};
  for (const auto& [r, c] : {std::pair{5, 5}, std::pair{2, 3}, std::pair{1, 1}}) {
    const Matrix expected = max_pool(source_of(m), whole(m), r, c, PoolMode::Max);
    const Matrix got = max_pool(s, whole(m), r, c, PoolMode::Max);
    EXPECT_EQ(got, expected) << r << "×" << c;
  }
}

TEST(Pooling, FromAnOverviewNoPeakIsLost) {
  const int n = 1000;
  Matrix m = Matrix::Constant(n, n, 0.01f);
  for (int i = 0; i < n; ++i) m(i, (i * 7) % n) = 0.9f;  // one sharp key per query
  const Matrix overview = max_pool(source_of(m), whole(m), 256, 256, PoolMode::Max);
  // The lower right quarter onto 60×60 blocks: every block row holds a peak somewhere.
  const Window w{500, 500, 500, 500};
  const Matrix direct = max_pool(source_of(m), w, 60, 60, PoolMode::Max);
  const Matrix via = max_pool_overview(overview, n, n, w, 60, 60, PoolMode::Max);
  ASSERT_EQ(via.rows(), 60);
  ASSERT_EQ(via.cols(), 60);
  for (int i = 0; i < 60; ++i) {
    for (int j = 0; j < 60; ++j) {
      EXPECT_GE(via(i, j), direct(i, j)) << "block " << i << "," << j;
    }
  }
}

TEST(Zoom, ZoomKeepsTheCellUnderThePointer) {
  using namespace attn::view;
  const int n = 4096;
  MapZoom z;
  const VisibleCells v0 = visible_cells(z, n, n);
  EXPECT_EQ(v0.rows, 4096.0f);
  // The pointer over cell (1000.5, 3000.5), at 24% and 73% of the map.
  const float ar = 1000.5f, ac = 3000.5f;
  const float fr = (ar - v0.row) / v0.rows, fc = (ac - v0.col) / v0.cols;
  z = zoom_about(z, n, n, 4.0f, ar, ac);
  const VisibleCells v1 = visible_cells(z, n, n);
  EXPECT_FLOAT_EQ(v1.rows, 1024.0f);
  EXPECT_NEAR((ar - v1.row) / v1.rows, fr, 1e-4f);
  EXPECT_NEAR((ac - v1.col) / v1.cols, fc, 1e-4f);
  // All the way in: kMinVisibleCells cells a side, the window inside the map.
  z = zoom_about(z, n, n, 1e6f, ar, ac);
  const VisibleCells v2 = visible_cells(z, n, n);
  EXPECT_FLOAT_EQ(v2.rows, static_cast<float>(kMinVisibleCells));
  const Window w = covering(v2, n, n);
  EXPECT_LE(w.rows, kMinVisibleCells + 1);
  EXPECT_GE(ar, static_cast<float>(w.row));
  EXPECT_LT(ar, static_cast<float>(w.row + w.rows));
  // Out again: the whole map.
  z = zoom_about(z, n, n, 1e-6f, 0.0f, 0.0f);
  EXPECT_EQ(z, MapZoom{});
}

TEST(Zoom, PanStaysInsideTheMapAndShortAxesStayWhole) {
  using namespace attn::view;
  MapZoom z = zoom_about(MapZoom{}, 5, 4096, 64.0f, 2.0f, 2048.0f);
  VisibleCells v = visible_cells(z, 5, 4096);
  EXPECT_EQ(v.rows, 5.0f) << "five rows are fewer than the least a zoom shows";
  EXPECT_FLOAT_EQ(v.cols, 64.0f);
  z = pan(z, 5, 4096, 100.0f, 1e9f);
  v = visible_cells(z, 5, 4096);
  EXPECT_EQ(v.row, 0.0f);
  EXPECT_FLOAT_EQ(v.col + v.cols, 4096.0f);
  const Window w = covering(v, 5, 4096);
  EXPECT_EQ(w.col + w.cols, 4096);
  EXPECT_EQ(w.rows, 5);
}
