// A matrix with room to grow (core/base/strided.hpp): growing keeps every value where it
// was and shows zeros in the new cells; copies keep the room; a resize to a shape that fits
// keeps the layout; and the views any code keeps of it.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/base/strided.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using testing::counting_matrix;

TEST(Strided, GrowingKeepsTheValuesInPlaceAndShowsZerosInTheNewCells) {
  StridedMatrix m;
  m.resize(3, 3, 8);
  m.view() = counting_matrix(3, 3);
  EXPECT_GE(m.outerStride(), 3 + 8);
  const float* before = m.data();
  for (Eigen::Index n = 4; n <= 11; ++n) {
    m.grow(n, n, 8);
    m(n - 1, n - 1) = -1.0f;
  }
  EXPECT_EQ(m.data(), before) << "eight steps fit the room: nothing moved";
  EXPECT_EQ(m.rows(), 11);
  EXPECT_EQ(m.cols(), 11);
  for (Eigen::Index i = 0; i < 11; ++i) {
    for (Eigen::Index j = 0; j < 11; ++j) {
      const float expected = i < 3 && j < 3 ? static_cast<float>(i * 3 + j + 1) : (i == j ? -1.0f : 0.0f);
      EXPECT_EQ(m(i, j), expected) << i << ", " << j;
    }
  }
  // Past the room: new storage, the same values.
  const Matrix kept = m.view();
  m.grow(12, 12, 8);
  EXPECT_TRUE(m.view().topLeftCorner(11, 11) == kept);
  EXPECT_EQ(m.view().row(11).sum(), 0.0f);
  EXPECT_EQ(m.view().col(11).sum(), 0.0f);
}

TEST(Strided, GrowingStepByStepShowsZerosWhateverTheRoomHeldBefore) {
  // The room filled with something else first (as a kernel that writes whole cache lines
  // leaves it): a step at a time, each new row written as generation writes it, every cell
  // outside the rows written is still 0 over several cache lines of columns.
  StridedMatrix m;
  m.resize(3, 3, 40);
  std::fill(m.data(), m.data() + m.capacity(), 7.0f);
  m.resize(3, 3, 40);
  m.view() = counting_matrix(3, 3);
  const float* before = m.data();
  for (Eigen::Index n = 4; n <= 40; ++n) {
    m.grow(n, n, 40);
    m.row(n - 1).head(n - 1).setConstant(-1.0f);
    m(n - 1, n - 1) = -2.0f;
  }
  ASSERT_EQ(m.data(), before);
  for (Eigen::Index i = 0; i < 40; ++i) {
    for (Eigen::Index j = 0; j < 40; ++j) {
      const float expected = i < 3 ? (j < 3 ? static_cast<float>(i * 3 + j + 1) : 0.0f)
                                   : (j < i ? -1.0f : (j == i ? -2.0f : 0.0f));
      ASSERT_EQ(m(i, j), expected) << i << ", " << j;
    }
  }
}

TEST(Strided, ALargeMapGrowsPastItsRoomInPlaceKeepingEveryValue) {
  // Storage of 64 KB and more grows where it is (its rows spread out to the new stride,
  // the last first) on Linux, or into new storage elsewhere: the same values either way,
  // zeros in every new cell whatever the storage held before.
  StridedMatrix m;
  m.resize(150, 150, 16);
  std::fill(m.data(), m.data() + m.capacity(), 5.0f);
  m.resize(150, 150, 16);
  const Matrix start = counting_matrix(150, 150);
  m.view() = start;
  int moves = 0;
  for (Eigen::Index n = 151; n <= 260; ++n) {
    const Eigen::Index stride = m.outerStride();
    m.grow(n, n, 24);
    moves += m.outerStride() != stride ? 1 : 0;
    m.row(n - 1).head(n - 1).setConstant(-1.0f);
    m(n - 1, n - 1) = -2.0f;
  }
  EXPECT_GE(moves, 3) << "the stride grew, and the rows moved, several times";
  for (Eigen::Index i = 0; i < 260; ++i) {
    for (Eigen::Index j = 0; j < 260; ++j) {
      const float expected = i < 150 ? (j < 150 ? start(i, j) : 0.0f) : (j < i ? -1.0f : (j == i ? -2.0f : 0.0f));
      ASSERT_EQ(m(i, j), expected) << i << ", " << j;
    }
  }
}

TEST(Strided, CopiesKeepTheRoomAndResizingToAShapeThatFitsKeepsTheLayout) {
  StridedMatrix m;
  m.resize(4, 4, 16);
  m.view() = counting_matrix(4, 4);
  const StridedMatrix copy = m;
  EXPECT_EQ(copy.outerStride(), m.outerStride());
  EXPECT_EQ(copy.capacity(), m.capacity());
  EXPECT_TRUE(copy.view() == m.view());
  EXPECT_NE(copy.data(), m.data());
  const float* before = m.data();
  m.resize(4, 4, 16);
  EXPECT_EQ(m.data(), before);
  EXPECT_TRUE(m.view() == counting_matrix(4, 4)) << "the same shape, the values where they were";
  StridedMatrix moved = std::move(m);
  EXPECT_EQ(moved.data(), before);
  EXPECT_EQ(m.size(), 0);  // NOLINT: moved from, empty
  // From any matrix, compact.
  const StridedMatrix compact(counting_matrix(2, 5));
  EXPECT_EQ(compact.outerStride(), 5);
  EXPECT_TRUE(compact.view() == counting_matrix(2, 5));
}

TEST(Strided, AViewReadsEitherKindAsAPointerWould) {
  const Matrix a = counting_matrix(3, 2);
  StridedMatrix b;
  b.resize(3, 2, 4);
  b.view() = a;
  const MatrixView va = &a, vb = b, none = nullptr;
  EXPECT_TRUE(va && vb);
  EXPECT_FALSE(none);
  EXPECT_TRUE(none == nullptr);
  EXPECT_TRUE(va == &a);
  EXPECT_TRUE(vb == &b);
  EXPECT_FALSE(vb == &a);
  for (Eigen::Index i = 0; i < 3; ++i) {
    for (Eigen::Index j = 0; j < 2; ++j) {
      EXPECT_EQ((*va)(i, j), a(i, j));
      EXPECT_EQ(vb->row(i)(j), a(i, j));
    }
  }
  const MatrixRef r = vb;
  EXPECT_TRUE(r == a);
}

}  // namespace
}  // namespace attn
