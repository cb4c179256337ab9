// Weights kept in BF16 (core/base/weight.hpp): the kernels that widen them and take dot
// products with them, on every kernel set, and the products of linear(), which must give
// exactly what float weights of the same values give (a BF16 value widens exactly), or,
// for a row or a few, sums within the bound of their size.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "core/attention/linear.hpp"
#include "core/base/random.hpp"
#include "core/base/weight.hpp"
#include "core/kernels/kernels.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using kernels::KernelSet;
using testing::EachKernelSet;

Matrix random_matrix(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed) {
  SplitMix64 random(seed);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) {
    m.data()[i] = static_cast<float>(static_cast<double>(random.next() >> 11) * 0x1.0p-53 * 2.0 - 1.0);
  }
  return m;
}

TEST(Bf16, RoundingIsToNearestEvenAndWideningIsExact) {
  EXPECT_EQ(float_to_bf16(1.0f), 0x3f80);
  // 1 + 2^-8 lies halfway between 1 and 1 + 2^-7: ties go to the even one, 1.
  EXPECT_EQ(float_to_bf16(1.0f + 0x1.0p-8f), 0x3f80);
  // 1 + 3·2^-8 is halfway between 1 + 2^-7 (odd) and 1 + 2^-6: up.
  EXPECT_EQ(float_to_bf16(1.0f + 3 * 0x1.0p-8f), 0x3f82);
  EXPECT_EQ(float_to_bf16(-2.5f), 0xc020);
  EXPECT_TRUE(std::isnan(bf16_to_float(float_to_bf16(std::numeric_limits<float>::quiet_NaN()))));
  EXPECT_TRUE(std::isinf(bf16_to_float(float_to_bf16(std::numeric_limits<float>::infinity()))));
  for (const float f : {0.0f, -0.0f, 1.0f, -3.25f, 0x1.0p-100f, 65280.0f}) {
    EXPECT_EQ(bf16_to_float(float_to_bf16(f)), f) << f;
  }
}

TEST(Bf16, AMatrixKeepsItsTransposeAndKnowsWhetherItIsFinite) {
  const Matrix w = random_matrix(5, 3, 1);
  const Bf16Matrix h = Bf16Matrix::round(w);
  ASSERT_EQ(h.rows(), 5);
  ASSERT_EQ(h.cols(), 3);
  EXPECT_EQ(h.bytes(), 15 * sizeof(bf16));
  for (Eigen::Index j = 0; j < 3; ++j) {
    for (Eigen::Index i = 0; i < 5; ++i) {
      EXPECT_EQ(h(i, j), bf16_to_float(float_to_bf16(w(i, j))));
      EXPECT_EQ(h.column(j)[i], float_to_bf16(w(i, j)));  // output j's weights are contiguous
    }
  }
  EXPECT_TRUE(h.finite());
  Matrix bad = w;
  bad(4, 2) = std::numeric_limits<float>::infinity();
  EXPECT_FALSE(Bf16Matrix::round(bad).finite());
  EXPECT_THROW(Bf16Matrix(4, 4, Bf16Values(15)), AttentionError);
}

TEST(Bf16, AMatrixReadInPlaceKeepsWhatHoldsItsValues) {
  const Bf16Matrix owned = Bf16Matrix::round(random_matrix(4, 6, 2));
  std::weak_ptr<const Bf16Values> watch;
  Bf16Matrix copy;
  {
    // Memory someone else holds, as a file's mapping is: the values are not copied.
    auto buffer = std::make_shared<const Bf16Values>(owned.data(), owned.data() + owned.size());
    watch = buffer;
    const Bf16Matrix in_place(4, 6, buffer->data(), buffer, true);
    EXPECT_EQ(in_place.data(), buffer->data());
    copy = in_place;
  }
  ASSERT_FALSE(watch.expired()) << "a copy of the matrix keeps the buffer alive";
  EXPECT_EQ(copy.data(), watch.lock()->data()) << "copies share the values";
  EXPECT_TRUE(copy.to_float() == owned.to_float());
  copy = Bf16Matrix();
  EXPECT_TRUE(watch.expired()) << "the last matrix lets the buffer go";
  EXPECT_THROW(Bf16Matrix(2, 2, nullptr, nullptr, true), AttentionError);
}

class Bf16Kernels : public EachKernelSet {};
INSTANTIATE_TEST_SUITE_P(Paths, Bf16Kernels, ::testing::Values(KernelSet::Portable, KernelSet::Avx512),
                         testing::kernel_set_name);

TEST_P(Bf16Kernels, WideningABlockGivesEveryValueWhereItBelongs) {
  const kernels::Kernels& k = kernels::active();
  // Odd row counts and widths that are not a multiple of 16 reach every tail.
  for (const auto& [in, out, k0, kn, c0, n] :
       std::vector<std::array<Eigen::Index, 6>>{{7, 5, 0, 7, 0, 5}, {40, 37, 3, 33, 2, 35}, {64, 64, 0, 64, 0, 64}, {33, 20, 1, 31, 16, 4}}) {
    const Bf16Matrix h = Bf16Matrix::round(random_matrix(in, out, static_cast<std::uint64_t>(in * out)));
    const Eigen::Index ld = n + 3;
    std::vector<float> block(static_cast<std::size_t>(kn * ld), -7.0f);
    k.widen_columns(h.column(c0), h.rows(), k0, kn, n, block.data(), ld);
    for (Eigen::Index r = 0; r < kn; ++r) {
      for (Eigen::Index j = 0; j < ld; ++j) {
        const float got = block[static_cast<std::size_t>(r * ld + j)];
        if (j < n) {
          ASSERT_EQ(got, h(k0 + r, c0 + j)) << in << "×" << out << " row " << r << " column " << j;
        } else {
          ASSERT_EQ(got, -7.0f) << "written past the block's width";
        }
      }
    }
  }
}

TEST_P(Bf16Kernels, DotProductsAreTheSumsWithinTheBoundOfTheirSize) {
  const kernels::Kernels& k = kernels::active();
  for (const Eigen::Index in : {1, 15, 16, 17, 576, 1000}) {
    const Matrix x = random_matrix(1, in, 3);
    const Bf16Matrix h = Bf16Matrix::round(random_matrix(in, 11, 4));
    std::vector<float> y(11);
    k.dot_columns(x.data(), in, h.column(0), h.rows(), 11, y.data());
    for (Eigen::Index j = 0; j < 11; ++j) {
      double exact = 0.0, size = 0.0;
      for (Eigen::Index i = 0; i < in; ++i) {
        exact += static_cast<double>(x(0, i)) * h(i, j);
        size += std::abs(static_cast<double>(x(0, i)) * h(i, j));
      }
      // Float sums of n terms: within n·u of the sum of their sizes.
      const double bound = static_cast<double>(in) * 0x1.0p-24 * size + 1e-30;
      EXPECT_NEAR(y[static_cast<std::size_t>(j)], exact, bound) << "n " << in << " output " << j;
    }
  }
}

TEST_P(Bf16Kernels, ProductsWithBf16WeightsAreTheProductsWithTheirFloats) {
  for (const auto& [rows, in, out] : std::vector<std::array<Eigen::Index, 3>>{{5, 7, 9}, {97, 64, 200}, {300, 576, 192}, {13, 130, 65}}) {
    const Matrix x = random_matrix(rows, in, static_cast<std::uint64_t>(rows));
    const Bf16Matrix h = Bf16Matrix::round(random_matrix(in, out, static_cast<std::uint64_t>(out)));
    const Matrix widened = h.to_float();
    const Matrix b = random_matrix(1, out, 9);
    Matrix from_bf16, from_float;
    linear(x, h, b, 2, from_bf16);
    linear(x, widened, b, 2, from_float);
    ASSERT_EQ(from_bf16.rows(), rows);
    ASSERT_EQ(from_bf16.cols(), out);
    if (rows > 4 && kernels::active().tiled()) {
      // The same sums in the same order: the same floats.
      EXPECT_TRUE(from_bf16 == from_float) << rows << "×" << in << "·" << in << "×" << out;
    } else {
      // A dot product per output, or the BLAS over other blocks of columns: the same sums
      // in another order, within n·u of their size each.
      const Matrix size = (x.cwiseAbs() * widened.cwiseAbs()).rowwise() + b.cwiseAbs().row(0);
      const double u = 0x1.0p-24;
      for (Eigen::Index i = 0; i < rows; ++i) {
        for (Eigen::Index j = 0; j < out; ++j) {
          ASSERT_NEAR(from_bf16(i, j), from_float(i, j), 2.0 * static_cast<double>(in + 1) * u * size(i, j))
              << rows << "×" << in << "·" << in << "×" << out << " at " << i << ", " << j;
        }
      }
    }
  }
}

TEST_P(Bf16Kernels, OneRowIsADotProductPerOutput) {
  const Matrix x = random_matrix(1, 576, 5);
  const Bf16Matrix h = Bf16Matrix::round(random_matrix(576, 1000, 6));
  Matrix y;
  linear(x, h, Matrix(), 2, y);
  const Matrix exact = (x.cast<double>() * h.to_float().cast<double>()).cast<float>();
  const Matrix size = (x.cwiseAbs().cast<double>() * h.to_float().cwiseAbs().cast<double>()).cast<float>();
  for (Eigen::Index j = 0; j < 1000; ++j) {
    ASSERT_NEAR(y(0, j), exact(0, j), 576 * 0x1.0p-24 * size(0, j) + 1e-30) << j;
  }
}

}  // namespace
}  // namespace attn
