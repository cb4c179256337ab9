// softmax_rows: golden values, stability at extreme logits, masks.
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "core/attention/attention.hpp"
#include "test_helpers.hpp"

using attn::MaskMatrix;
using attn::Matrix;
using attn::softmax_rows;
using attn::testing::check_matrix;

TEST(Softmax, HandWorkedRow) {
  Matrix logits(1, 3);
  logits << 0.0f, std::log(2.0f), std::log(5.0f);  // exp: 1, 2, 5 -> sum 8
  Matrix expected(1, 3);
  expected << 0.125f, 0.25f, 0.625f;
  EXPECT_TRUE(check_matrix("softmax", softmax_rows(logits, MaskMatrix()), expected, 1e-7));
}

TEST(Softmax, RowsSumToOne) {
  Matrix logits = Matrix::Random(7, 11) * 10.0f;
  const Matrix w = softmax_rows(logits, MaskMatrix());
  for (Eigen::Index i = 0; i < w.rows(); ++i) EXPECT_NEAR(w.row(i).sum(), 1.0f, 1e-6f);
  EXPECT_GE(w.minCoeff(), 0.0f);
}

TEST(Softmax, ExtremeLogitsGiveExactOneHot) {
  Matrix logits(3, 3);
  logits << 1e4f, -1e4f, 0.0f,
           -1e4f, -1e4f, 1e4f,
            1e4f, 1e4f, -1e4f;
  const Matrix w = softmax_rows(logits, MaskMatrix());
  EXPECT_TRUE(w.allFinite());
  EXPECT_EQ(w(0, 0), 1.0f);
  EXPECT_EQ(w(0, 1), 0.0f);
  EXPECT_EQ(w(0, 2), 0.0f);
  EXPECT_EQ(w(1, 2), 1.0f);
  EXPECT_EQ(w(2, 0), 0.5f);  // a tie splits exactly
  EXPECT_EQ(w(2, 1), 0.5f);
}

TEST(Softmax, MaskedEntriesAreExactlyZero) {
  Matrix logits(2, 3);
  logits << 5.0f, 1.0f, 2.0f, 0.0f, 0.0f, 0.0f;
  MaskMatrix mask(2, 3);
  mask << true, false, false, false, true, false;
  const Matrix w = softmax_rows(logits, mask);
  EXPECT_EQ(w(0, 0), 0.0f);
  EXPECT_EQ(w(1, 1), 0.0f);
  EXPECT_NEAR(w(1, 0), 0.5f, 1e-7f);
  EXPECT_NEAR(w.row(0).sum(), 1.0f, 1e-6f);
}

TEST(Softmax, FullyMaskedRowIsZeroNotNaN) {
  Matrix logits(2, 2);
  logits << 1.0f, 2.0f, 3.0f, 4.0f;
  MaskMatrix mask(2, 2);
  mask << true, true, false, false;
  int empty = -1;
  const Matrix w = softmax_rows(logits, mask, &empty);
  EXPECT_EQ(empty, 1);
  EXPECT_TRUE(w.allFinite());
  EXPECT_EQ(w.row(0).sum(), 0.0f);
  EXPECT_NEAR(w.row(1).sum(), 1.0f, 1e-6f);
}

TEST(Softmax, NegativeInfinityLogitsActAsMasked) {
  Matrix logits(1, 2);
  logits << -std::numeric_limits<float>::infinity(), 3.0f;
  const Matrix w = softmax_rows(logits, MaskMatrix());
  EXPECT_EQ(w(0, 0), 0.0f);
  EXPECT_EQ(w(0, 1), 1.0f);
}

TEST(Softmax, MaskOfWrongShapeIsRefused) {
  EXPECT_THROW(softmax_rows(Matrix::Zero(2, 2), MaskMatrix::Constant(3, 2, false)),
               attn::AttentionError);
}
