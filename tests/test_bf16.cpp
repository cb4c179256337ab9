// Weights kept in BF16 (core/base/weight.hpp): the kernels that widen them, pair them and
// take dot products with them, on every kernel set, and the products of linear(): in
// float32 precision exactly what float weights of the same values give (a BF16 value
// widens exactly), or, for a row or a few, sums within the bound of their size; in BF16
// precision the sums of the inputs rounded to BF16 times the weights, within the bound of
// their size on every set (AVX-512 BF16's dot products or floats).
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

TEST(Bf16, PanelsHoldTheSameValuesTwoInputsAWord) {
  // An odd number of inputs, columns past a whole panel.
  for (const auto& [in, out] : std::vector<std::array<Eigen::Index, 2>>{{7, 5}, {64, 64}, {33, 130}, {576, 192}}) {
    const Bf16Matrix columns = Bf16Matrix::round(random_matrix(in, out, static_cast<std::uint64_t>(in * out + 1)));
    const Bf16Matrix panels = columns.paired(2);
    ASSERT_EQ(panels.layout(), Bf16Matrix::Layout::Panels);
    ASSERT_EQ(panels.rows(), in);
    ASSERT_EQ(panels.cols(), out);
    EXPECT_TRUE(panels.to_float() == columns.to_float()) << in << "×" << out;
    EXPECT_EQ(panels.bytes(), Bf16Matrix::panel_words(in, out) * sizeof(std::uint32_t));
    for (Eigen::Index q = 0; q < panels.panel_count(); ++q) {
      for (Eigen::Index p = 0; p < panels.pairs(); ++p) {
        for (Eigen::Index j = 0; j < Bf16Matrix::kPanelColumns; ++j) {
          const Eigen::Index c = q * Bf16Matrix::kPanelColumns + j;
          const std::uint32_t low = c < out ? float_to_bf16(columns(2 * p, c)) : 0u;
          const std::uint32_t high = c < out && 2 * p + 1 < in ? float_to_bf16(columns(2 * p + 1, c)) : 0u;
          ASSERT_EQ(panels.panel(q)[p * Bf16Matrix::kPanelColumns + j], low | high << 16)
              << in << "×" << out << " panel " << q << " pair " << p << " column " << j;
        }
      }
    }
    EXPECT_TRUE(panels.finite());
    EXPECT_EQ(panels.paired().panel(0), panels.panel(0)) << "panels pair to themselves";
  }
  Matrix bad = random_matrix(10, 70, 3);
  bad(9, 69) = std::numeric_limits<float>::quiet_NaN();
  EXPECT_FALSE(Bf16Matrix::round(bad).paired().finite()) << "pairing finds a NaN in the last panel";
  // An arena with room serves several matrices; one without makes its own.
  PanelArena arena(Bf16Matrix::panel_words(16, 64) + Bf16Matrix::panel_words(8, 8));
  const Bf16Matrix a = Bf16Matrix::round(random_matrix(16, 64, 4)).paired(1, &arena);
  const Bf16Matrix b = Bf16Matrix::round(random_matrix(8, 8, 5)).paired(1, &arena);
  const Bf16Matrix c = Bf16Matrix::round(random_matrix(8, 8, 6)).paired(1, &arena);
  EXPECT_EQ(a.panel(0), arena.words.get());
  EXPECT_EQ(b.panel(0), arena.words.get() + Bf16Matrix::panel_words(16, 64));
  EXPECT_EQ(arena.used, arena.size);
  EXPECT_TRUE(c.to_float() == Bf16Matrix::round(random_matrix(8, 8, 6)).to_float());
}

class Bf16Kernels : public EachKernelSet {};
INSTANTIATE_TEST_SUITE_P(Paths, Bf16Kernels, testing::every_kernel_set(), testing::kernel_set_name);

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
  for (const auto& [rows, in, out, panels] : std::vector<std::array<Eigen::Index, 4>>{
           {5, 7, 9, 0}, {97, 64, 200, 0}, {300, 576, 192, 0}, {13, 130, 65, 0},
           {1, 7, 9, 1}, {3, 130, 65, 1}, {5, 7, 9, 1}, {97, 64, 200, 1}, {300, 576, 192, 1}, {13, 130, 65, 1}}) {
    SCOPED_TRACE(panels != 0 ? "panels" : "columns");
    const Matrix x = random_matrix(rows, in, static_cast<std::uint64_t>(rows));
    const Bf16Matrix columns = Bf16Matrix::round(random_matrix(in, out, static_cast<std::uint64_t>(out)));
    const Bf16Matrix h = panels != 0 ? columns.paired() : columns;
    const Matrix widened = h.to_float();
    const Matrix b = random_matrix(1, out, 9);
    Matrix from_bf16, from_float;
    linear(x, h, b, 2, from_bf16);
    linear(x, widened, b, 2, from_float);
    ASSERT_EQ(from_bf16.rows(), rows);
    ASSERT_EQ(from_bf16.cols(), out);
    if (rows > 4 && kernels::active().tiled()) {
      // The same sums in the same order: the same floats. (Up to four rows go to a dot
      // product per output, or the floats to a matrix–vector product, the BLAS's or
      // Eigen's, whose order is their own.)
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

// The exact sum of each output with the inputs rounded to BF16, and the sum of its sizes.
struct RoundedSums {
  Eigen::MatrixXd exact, size;
};
RoundedSums rounded_sums(const Matrix& x, const Bf16Matrix& h, const Matrix& b) {
  const Eigen::MatrixXd xr = x.unaryExpr([](float v) { return bf16_to_float(float_to_bf16(v)); }).cast<double>();
  const Eigen::MatrixXd w = h.to_float().cast<double>();
  RoundedSums s{xr * w, xr.cwiseAbs() * w.cwiseAbs()};
  if (b.size() != 0) {
    s.exact.rowwise() += b.cast<double>().row(0);
    s.size.rowwise() += b.cast<double>().cwiseAbs().row(0);
  }
  return s;
}

TEST_P(Bf16Kernels, RoundingToBf16IsToNearestEvenWithWholePairs) {
  const Matrix x = random_matrix(1, 37, 11) * 1000.0f;
  std::vector<bf16> out(38, 0xffff);
  kernels::active().round_to_bf16(x.data(), 37, out.data());
  for (Eigen::Index i = 0; i < 37; ++i) EXPECT_EQ(out[static_cast<std::size_t>(i)], float_to_bf16(x(0, i))) << i;
  EXPECT_EQ(out[37], 0) << "an odd row ends in a whole pair";
  const float ties[] = {1.0f + 0x1.0p-8f, 1.0f + 3 * 0x1.0p-8f, -2.5f, 0.0f, -0.0f, 0x1.0p-130f};
  std::vector<bf16> tie_out(6);
  kernels::active().round_to_bf16(ties, 6, tie_out.data());
  for (std::size_t i = 0; i < 6; ++i) EXPECT_EQ(tie_out[i], float_to_bf16(ties[i])) << ties[i];
}

TEST_P(Bf16Kernels, PairedColumnsHoldTwoNeighbouringInputsAWordAndWidenBack) {
  const kernels::Kernels& k = kernels::active();
  for (const auto& [in, out, n] : std::vector<std::array<Eigen::Index, 3>>{{7, 5, 5}, {64, 64, 64}, {33, 40, 37}, {576, 70, 64}}) {
    const Bf16Matrix h = Bf16Matrix::round(random_matrix(in, out, static_cast<std::uint64_t>(in + out)));
    const Eigen::Index pairs = (in + 1) / 2;
    const Eigen::Index ld = n + 5;
    std::vector<std::uint32_t> panel(static_cast<std::size_t>(pairs * ld), 0xdeadbeef);
    k.pair_columns(h.column(0), h.rows(), in, n, panel.data(), ld);
    for (Eigen::Index p = 0; p < pairs; ++p) {
      for (Eigen::Index j = 0; j < ld; ++j) {
        const std::uint32_t got = panel[static_cast<std::size_t>(p * ld + j)];
        if (j >= n) {
          ASSERT_EQ(got, 0xdeadbeefu) << "written past the panel's width";
          continue;
        }
        const std::uint32_t low = float_to_bf16(h(2 * p, j));
        const std::uint32_t high = 2 * p + 1 < in ? float_to_bf16(h(2 * p + 1, j)) : 0u;
        ASSERT_EQ(got, low | high << 16) << in << "×" << out << " pair " << p << " column " << j;
      }
    }
    // And back to floats, every value where it belongs and nothing past the block.
    std::vector<float> wide(static_cast<std::size_t>(in * ld), -7.0f);
    k.widen_pairs(panel.data(), ld, in, n, wide.data(), ld);
    for (Eigen::Index r = 0; r < in; ++r) {
      for (Eigen::Index j = 0; j < ld; ++j) {
        ASSERT_EQ(wide[static_cast<std::size_t>(r * ld + j)], j < n ? h(r, j) : -7.0f) << "row " << r << " column " << j;
      }
    }
  }
}

TEST_P(Bf16Kernels, Bf16PrecisionSumsTheRoundedInputsOnEverySet) {
  // Many rows (the tiled or BLAS blocks) and a few (the dot products), odd widths too, the
  // weights in columns and in panels.
  for (const auto& [rows, in, out, panels] : std::vector<std::array<Eigen::Index, 4>>{
           {1, 576, 300, 0}, {3, 33, 17, 0}, {5, 7, 9, 0}, {97, 64, 200, 0}, {300, 576, 192, 0}, {13, 131, 65, 0},
           {40, 1536, 64, 0}, {1, 576, 300, 1}, {3, 33, 17, 1}, {97, 64, 200, 1}, {300, 576, 192, 1}, {13, 131, 65, 1}}) {
    SCOPED_TRACE(panels != 0 ? "panels" : "columns");
    const Matrix x = random_matrix(rows, in, static_cast<std::uint64_t>(rows + in));
    const Bf16Matrix columns = Bf16Matrix::round(random_matrix(in, out, static_cast<std::uint64_t>(out)));
    const Bf16Matrix h = panels != 0 ? columns.paired() : columns;
    const Matrix b = random_matrix(1, out, 9);
    Matrix y;
    linear(x, h, b, 2, y, Precision::Bf16);
    ASSERT_EQ(y.rows(), rows);
    ASSERT_EQ(y.cols(), out);
    const RoundedSums s = rounded_sums(x, h, b);
    // Each product of two BF16 values is exact in float32; the float sums of n + 1 terms
    // are within (n + 1)·u of the sum of their sizes.
    const double u = 0x1.0p-24;
    for (Eigen::Index i = 0; i < rows; ++i) {
      for (Eigen::Index j = 0; j < out; ++j) {
        ASSERT_NEAR(y(i, j), s.exact(i, j), static_cast<double>(in + 1) * u * s.size(i, j) + 1e-30)
            << rows << "×" << in << "·" << in << "×" << out << " at " << i << ", " << j;
      }
    }
    // Float weights are not rounded: the precision is the BF16 weights' alone.
    Matrix from_float, from_float_bf16;
    linear(x, h.to_float(), b, 2, from_float);
    linear(x, h.to_float(), b, 2, from_float_bf16, Precision::Bf16);
    EXPECT_TRUE(from_float == from_float_bf16);
  }
}

TEST_P(Bf16Kernels, PreparedRowsServeSeveralProducts) {
  const Matrix x = random_matrix(50, 96, 21);
  const Bf16Matrix up = Bf16Matrix::round(random_matrix(96, 130, 22));
  const Bf16Matrix gate = Bf16Matrix::round(random_matrix(96, 130, 23));
  RowStorage storage;
  const ProductRows rows = prepare_rows(x, up, Precision::Bf16, kernels::active(), 2, storage);
  Matrix a, b, a_alone, b_alone;
  linear(rows, up, Matrix(), 2, a);
  linear(rows, gate, Matrix(), 2, b);
  linear(x, up, Matrix(), 2, a_alone, Precision::Bf16);
  linear(x, gate, Matrix(), 2, b_alone, Precision::Bf16);
  EXPECT_TRUE(a == a_alone);
  EXPECT_TRUE(b == b_alone);
  EXPECT_EQ(rows.h != nullptr, kernels::active().bf16_products());
}

}  // namespace
}  // namespace attn
