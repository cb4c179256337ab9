// A matrix with room for rows (core/base/growing.hpp): a row at a time it stays where it
// is until its room is used up, then moves once with room for more; it reads, writes,
// resizes and is assigned as a Matrix is; copies keep the room; and an expression that
// reads the matrix itself may be assigned to it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "core/base/growing.hpp"
#include "core/base/memory.hpp"
#include "core/base/strided.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using testing::counting_matrix;

TEST(Growing, ARowAtATimeMovesOnceEvery64RowsOrMoreAndKeepsEveryValue) {
  GrowingMatrix m = counting_matrix(3, 5);
  EXPECT_EQ(m.rows(), 3);
  EXPECT_EQ(m.capacity_rows(), 3) << "made from a matrix: no room yet";
  Matrix expected = counting_matrix(3, 5);
  int moves = 0;
  Eigen::Index room = m.capacity_rows();
  for (Eigen::Index t = 3; t < 1000; ++t) {
    const float* at = m.data();
    m.conservativeResize(t + 1, 5);
    m.row(t).setConstant(static_cast<float>(-t));
    if (m.capacity_rows() != room) {
      ++moves;
      // The room made: at least 64 rows, half the rows beyond 128.
      EXPECT_EQ(m.capacity_rows(), t + 1 + std::max<Eigen::Index>(64, (t + 1) / 2)) << t;
      room = m.capacity_rows();
    } else {
      EXPECT_EQ(m.data(), at) << "a row in the room: nothing moves, " << t;
    }
    expected.conservativeResize(t + 1, 5);
    expected.row(t).setConstant(static_cast<float>(-t));
  }
  EXPECT_TRUE(m == expected);
  // 997 rows added: room for 64 at first, then for half as many rows again: at 4, 69,
  // 134, 202, 304, 457 and 686 rows.
  EXPECT_EQ(moves, 7);
  EXPECT_EQ(m.capacity_rows(), 686 + 343);
}

TEST(Growing, LargeStorageHasRoomFromTheStartWhereRoomCostsNoMemory) {
  // 600 rows of 64 floats (150 KB): on Linux a mapping of its own, whose untouched pages
  // take no memory, made with room for 300 rows more; elsewhere exactly its size.
  GrowingMatrix m = counting_matrix(600, 64);
  const bool mapped = mapped_storage(600 * 64);
  EXPECT_EQ(m.capacity_rows(), mapped ? 900 : 600);
  const float* at = m.data();
  m.conservativeResize(601, 64);
  if (mapped) EXPECT_EQ(m.data(), at) << "the first row more fits the room";
  m.row(600).setConstant(-1.0f);
  EXPECT_TRUE(m.topRows(600) == counting_matrix(600, 64));
  EXPECT_EQ(m(600, 63), -1.0f);
  // Small storage (the heap's) is exact.
  GrowingMatrix small = counting_matrix(4, 4);
  EXPECT_EQ(small.capacity_rows(), 4);
}

#if defined(__linux__)
// Whether the page of `p` is in memory.
bool resident(const float* p) {
  const long page = sysconf(_SC_PAGESIZE);
  const auto at = reinterpret_cast<std::uintptr_t>(p) / static_cast<std::uintptr_t>(page) * static_cast<std::uintptr_t>(page);
  unsigned char in = 0;
  if (mincore(reinterpret_cast<void*>(at), static_cast<std::size_t>(page), &in) != 0) ADD_FAILURE() << "mincore failed";
  return (in & 1) != 0;
}

TEST(Growing, ARowMoreMakesTheNextPagesPresentAtOnce) {
  // Rows of 1,024 floats, a page each where pages are 4 KB: 64 written, room for 64 more.
  if (sysconf(_SC_PAGESIZE) != 4096) GTEST_SKIP() << "pages other than 4 KB";
  GrowingMatrix m = counting_matrix(64, 1024);
  ASSERT_EQ(m.capacity_rows(), 128);
  EXPECT_FALSE(resident(m.data() + 64 * 1024)) << "the room takes no memory before a row is added";
  m.conservativeResize(65, 1024);
  // Row 64's page and those of the 16 rows after it made at once; the rest untouched.
  for (Eigen::Index r = 64; r <= 80; ++r) EXPECT_TRUE(resident(m.data() + r * 1024)) << "row " << r;
  EXPECT_FALSE(resident(m.data() + 100 * 1024));
  // The next rows are in the pages made: nothing is asked again until row 81.
  m.conservativeResize(81, 1024);
  EXPECT_FALSE(resident(m.data() + 90 * 1024));
  m.conservativeResize(82, 1024);
  EXPECT_TRUE(resident(m.data() + 90 * 1024));
  m.row(81).setConstant(-1.0f);
  EXPECT_TRUE(m.topRows(64) == counting_matrix(64, 1024));
}

TEST(Growing, PopulateAheadReachesAsFarAsTheStorageAndNoFurther) {
  const std::size_t floats = 64 * 1024;  // 256 KB: a mapping of its own
  float* p = allocate_storage(floats);
  EXPECT_EQ(populate_ahead(p, floats, 4096, 4096, 8192), 4096u) << "nothing more asked";
  EXPECT_EQ(populate_ahead(p, floats, 0, 100, 8192), 100u + 8192u);
  EXPECT_FALSE(resident(p + 100 + 8192 + 1024)) << "nothing past what was asked";
  EXPECT_EQ(populate_ahead(p, floats, 8292, floats - 10, 8192), floats) << "no further than the storage";
  EXPECT_TRUE(resident(p + floats - 1));
  free_storage(p, floats);
  // Storage from the heap: nothing is done.
  float* small = allocate_storage(100);
  EXPECT_EQ(populate_ahead(small, 100, 0, 50, 8192), 50u);
  free_storage(small, 100);
}
#endif

TEST(Growing, ReadsAndWritesAsAMatrix) {
  GrowingMatrix m(4, 3);
  m = counting_matrix(4, 3);
  const Matrix a = counting_matrix(4, 3);
  const Matrix w = counting_matrix(3, 2);
  EXPECT_TRUE(m.isApprox(a));
  EXPECT_TRUE((m * w).isApprox(a * w));
  EXPECT_TRUE((m.transpose() * m).isApprox(a.transpose() * a));
  EXPECT_EQ(m(2, 1), a(2, 1));
  EXPECT_TRUE(m.middleRows(1, 2) == a.middleRows(1, 2));
  m.block(1, 1, 2, 2).setZero();
  EXPECT_EQ(m(1, 1), 0.0f);
  EXPECT_EQ(m(2, 2), 0.0f);
  EXPECT_EQ(m(0, 0), 1.0f);
  // Where a MatrixRef is wanted: its own storage, not a copy.
  const MatrixRef ref = m;
  EXPECT_EQ(ref.data(), m.data());
  const MatrixView view = m;
  EXPECT_EQ(view.data(), m.data());
  EXPECT_EQ(view.rows(), 4);
  EXPECT_EQ(view.outerStride(), 3);
  // noalias() resizes as a Matrix's does.
  GrowingMatrix p;
  p.noalias() = a * w;
  EXPECT_TRUE(p.isApprox(a * w));
  p.noalias() += a * w;
  EXPECT_TRUE(p.isApprox(2.0f * (a * w)));
  m.setZero(2, 7);
  EXPECT_EQ(m.rows(), 2);
  EXPECT_EQ(m.cols(), 7);
  EXPECT_EQ(m.cwiseAbs().maxCoeff(), 0.0f);
}

TEST(Growing, AssignedAnExpressionOfItselfInAnotherShape) {
  GrowingMatrix m = counting_matrix(4, 3);
  const Matrix a = counting_matrix(4, 3);
  m = m.transpose();
  EXPECT_TRUE(m == a.transpose());
  m = m.middleRows(1, 2);
  EXPECT_TRUE(m == a.transpose().middleRows(1, 2));
  // Into storage that cannot hold it: the old storage is read before it goes.
  GrowingMatrix small = counting_matrix(2, 2);
  small = small.replicate(20, 20);
  EXPECT_TRUE(small == counting_matrix(2, 2).replicate(20, 20));
}

TEST(Growing, ResizeKeepsTheStorageOnlyWhenItIsNotMuchTooLarge) {
  GrowingMatrix m(100, 8);
  const float* at = m.data();
  m.resize(80, 8);
  EXPECT_EQ(m.data(), at) << "a fifth fewer rows: the same storage";
  m.resize(50, 16);
  EXPECT_EQ(m.data(), at) << "as many floats in another shape: the same storage";
  m.resize(2, 8);
  EXPECT_NE(m.data(), at) << "a fiftieth: given back";
  EXPECT_EQ(m.capacity(), 16U);
  m.resize(0, 0);
  EXPECT_EQ(m.size(), 0);
  EXPECT_EQ(m.capacity(), 0U);
}

TEST(Growing, ConservativeResizeKeepsWhatBothShapesHave) {
  GrowingMatrix m = counting_matrix(3, 4);
  m.conservativeResize(5, 2);
  EXPECT_TRUE(m.topRows(3) == counting_matrix(3, 4).leftCols(2));
  m.conservativeResize(2, 6);
  EXPECT_TRUE(m.leftCols(2) == counting_matrix(3, 4).topLeftCorner(2, 2));
  m.conservativeResize(1, 6);
  EXPECT_EQ(m.rows(), 1);
  EXPECT_TRUE(m.leftCols(2) == counting_matrix(3, 4).topLeftCorner(1, 2));
}

TEST(Growing, CopiesKeepTheRoomAndMovesTakeTheStorage) {
  GrowingMatrix m = counting_matrix(2, 3);
  m.conservativeResize(3, 3);
  m.row(2).setConstant(9.0f);
  const Eigen::Index room = m.capacity_rows();
  EXPECT_GE(room, 64);
  GrowingMatrix copy = m;
  EXPECT_EQ(copy.capacity_rows(), room);
  EXPECT_NE(copy.data(), m.data());
  EXPECT_TRUE(copy == m);
  const float* at = copy.data();
  copy.conservativeResize(4, 3);
  EXPECT_EQ(copy.data(), at) << "the copy grows in its own room";
  GrowingMatrix moved = std::move(copy);
  EXPECT_EQ(moved.data(), at);
  EXPECT_EQ(moved.rows(), 4);
  EXPECT_EQ(copy.size(), 0);  // NOLINT(bugprone-use-after-move): a moved-from matrix is empty
  moved = m;
  EXPECT_TRUE(moved == m);
  std::vector<GrowingMatrix> many(3, m);
  many.emplace_back(counting_matrix(1, 1));
  EXPECT_TRUE(many[2] == m);
  EXPECT_EQ(many[3](0, 0), 1.0f);
}

}  // namespace
}  // namespace attn
