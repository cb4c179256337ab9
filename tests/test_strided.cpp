// A matrix with room to grow (core/base/strided.hpp): growing keeps every value where it
// was and shows zeros in the new cells; copies keep the room; a resize to a shape that fits
// keeps the layout; and the views any code keeps of it. The same of the mask that grows with
// a causal text a token at a time.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/attention/mask.hpp"
#include "core/base/strided.hpp"
#include "core/base/strided_mask.hpp"
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

// The causal mask of n tokens (within a window of `window` keys when not 0), as build_mask
// makes it for a whole text.
MaskMatrix causal(int n, int window) {
  AttentionConfig c;
  c.causal = true;
  c.window = window;
  return build_mask(n, n, c);
}

TEST(StridedMask, GrowingATokenAtATimeGivesTheWholeTextsMaskAndMovesOnceEveryRoom) {
  for (const int window : {0, 5}) {
    StridedMask m;
    m = causal(3, window);
    EXPECT_EQ(m.outerStride(), 3) << "from a whole text: compact";
    m.grow_causal(window, 16);
    EXPECT_GE(m.outerStride(), 4 + 16);
    const bool* moved_to = m.data();
    for (int n = 5; n <= 20; ++n) {
      m.grow_causal(window, 16);
      ASSERT_TRUE(m.compact() == causal(n, window)) << n << " tokens, window " << window;
    }
    EXPECT_EQ(m.data(), moved_to) << "sixteen tokens fit the room: nothing moved";
    for (int n = 21; n <= 90; ++n) m.grow_causal(window, 16);
    EXPECT_TRUE(m.compact() == causal(90, window));
    EXPECT_EQ(m.count(), causal(90, window).count());
  }
}

TEST(StridedMask, GrowsRightAfterAMaskFilledIntoStorageWithRoomOfAnotherMasks) {
  // A computation of a whole text reusing a grown mask's storage leaves whatever the room
  // held (here: unmasked cells); growing from it must hide the new key all the same.
  StridedMask m;
  m = causal(2, 0);
  for (int n = 3; n <= 10; ++n) m.grow_causal(0, 64);
  const bool* storage = m.data();
  AttentionConfig none;
  fill_mask(m, 6, 6, none);  // nothing masked, into the storage with room
  EXPECT_EQ(m.data(), storage);
  EXPECT_EQ(m.count(), 0);
  AttentionConfig c;
  c.causal = true;
  fill_mask(m, 6, 6, c);
  m.grow_causal(0, 64);
  EXPECT_TRUE(m.compact() == causal(7, 0));
  fill_mask(m, 2, 3, c);
  EXPECT_THROW(m.grow_causal(0), AttentionError) << "only a square mask grows as a causal one";

  // A whole text's mask made with room (a decoder's forward, config.map_room) grows into it.
  StridedMask roomy;
  c.map_room = 64;
  fill_mask(roomy, 100, 100, c);
  EXPECT_GE(roomy.outerStride(), 164);
  const bool* made = roomy.data();
  for (int n = 101; n <= 164; ++n) roomy.grow_causal(0, 64);
  EXPECT_EQ(roomy.data(), made);
  EXPECT_TRUE(roomy.compact() == causal(164, 0));
}

TEST(StridedMask, CopiesKeepTheRoomRowsAppendAndAViewReadsEitherKind) {
  StridedMask m;
  m = causal(4, 0);
  m.grow_causal(0, 8);
  const StridedMask copy = m;
  EXPECT_EQ(copy.outerStride(), m.outerStride());
  EXPECT_NE(copy.data(), m.data());
  EXPECT_TRUE(copy == m);
  StridedMask grown = copy;
  grown.grow_causal(0, 8);
  EXPECT_TRUE(grown.compact() == causal(6, 0));
  EXPECT_TRUE(copy.compact() == causal(5, 0)) << "the copy it came from is as it was";
  EXPECT_FALSE(grown == copy);

  // A cross-attention's mask: 2 queries of 3 keys, a row a step.
  StridedMask cross;
  cross = MaskMatrix::Constant(2, 3, false);
  cross(1, 2) = true;
  for (int i = 0; i < 70; ++i) cross.append_row(i % 2 == 0);
  EXPECT_EQ(cross.rows(), 72);
  EXPECT_EQ(cross.cols(), 3);
  EXPECT_TRUE(cross(1, 2));
  EXPECT_FALSE(cross(1, 1));
  EXPECT_EQ(cross.count(), 1 + 35 * 3);
  EXPECT_TRUE(cross.row(2).all());
  EXPECT_FALSE(cross.row(3).any());

  const MaskMatrix plain = causal(5, 0);
  const MaskView vp = &plain, vm = &grown, none = nullptr;
  EXPECT_TRUE(vp && vm);
  EXPECT_TRUE(none == nullptr);
  EXPECT_EQ(vm->outerStride(), grown.outerStride());
  for (Eigen::Index i = 0; i < 5; ++i) {
    for (Eigen::Index j = 0; j < 5; ++j) {
      EXPECT_EQ((*vp)(i, j), plain(i, j));
      EXPECT_EQ((*vm)(i, j), grown(i, j));
    }
  }
  const MaskRef r = grown;
  EXPECT_TRUE(r == causal(6, 0));
  EXPECT_EQ(layout_of(grown).visible_end, layout_of(causal(6, 0)).visible_end);
}

}  // namespace
}  // namespace attn
