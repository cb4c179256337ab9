// The WebAssembly build's BLAS routines (core/kernels/wasm_blas.cpp), called as Eigen calls
// them and as BLAS defines them: every transpose, sizes that end inside a panel and a
// block, β = 0 writing over whatever C held (NaN included), β ≠ 0, strides of x and y
// other than 1 (negative too). Against sums in double, within the bound of a float sum of
// that length. Every other test of the engine goes through them too (EIGEN_USE_BLAS).
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/base/random.hpp"

extern "C" {
int sgemm_(const char*, const char*, const int*, const int*, const int*, const float*, const float*, const int*,
           const float*, const int*, const float*, float*, const int*);
int dgemm_(const char*, const char*, const int*, const int*, const int*, const double*, const double*, const int*,
           const double*, const int*, const double*, double*, const int*);
int sgemv_(const char*, const int*, const int*, const float*, const float*, const int*, const float*, const int*,
           const float*, float*, const int*);
int dgemv_(const char*, const int*, const int*, const double*, const double*, const int*, const double*, const int*,
           const double*, double*, const int*);
}

namespace {

constexpr double kUnitRoundoff = 1.0 / 16777216.0;

std::vector<float> uniform(std::size_t n, std::uint64_t seed) {
  attn::SplitMix64 rng(seed);
  std::vector<float> v(n);
  for (float& x : v) x = rng.uniform(-1.0f, 1.0f);
  return v;
}

// op(X)(r, c) of a column-major X.
double at(const std::vector<float>& x, int ld, bool trans, int r, int c) {
  return trans ? x[static_cast<std::size_t>(c + r * ld)] : x[static_cast<std::size_t>(r + c * ld)];
}

TEST(WasmBlas, SgemmIsAlphaOpAOpBPlusBetaCForEveryTranspose) {
  const int m = 130, n = 7, k = 300;  // past a block of 128 rows, a panel of 4 columns, a block of 256 sums
  for (const char ta : {'N', 'T'}) {
    for (const char tb : {'N', 'T'}) {
      for (const float beta : {0.0f, 0.5f}) {
        SCOPED_TRACE(std::string("op(A) ") + ta + ", op(B) " + tb + ", beta " + std::to_string(beta));
        const bool trans_a = ta == 'T', trans_b = tb == 'T';
        const int lda = (trans_a ? k : m) + 3, ldb = (trans_b ? n : k) + 1, ldc = m + 2;
        const std::vector<float> a = uniform(static_cast<std::size_t>(lda * (trans_a ? m : k)), 1);
        const std::vector<float> b = uniform(static_cast<std::size_t>(ldb * (trans_b ? k : n)), 2);
        std::vector<float> c = uniform(static_cast<std::size_t>(ldc * n), 3);
        if (beta == 0.0f) c.assign(c.size(), std::numeric_limits<float>::quiet_NaN());
        const std::vector<float> before = c;
        const float alpha = 1.5f;
        sgemm_(&ta, &tb, &m, &n, &k, &alpha, a.data(), &lda, b.data(), &ldb, &beta, c.data(), &ldc);
        for (int j = 0; j < n; ++j) {
          for (int i = 0; i < m; ++i) {
            double exact = 0, size = 0;
            for (int p = 0; p < k; ++p) {
              exact += at(a, lda, trans_a, i, p) * at(b, ldb, trans_b, p, j);
              size += std::fabs(at(a, lda, trans_a, i, p) * at(b, ldb, trans_b, p, j));
            }
            const double old = before[static_cast<std::size_t>(i + j * ldc)];
            const double want = alpha * exact + (beta == 0.0f ? 0.0 : beta * old);
            const double bound = (k + 3) * kUnitRoundoff * (alpha * size + std::fabs(beta == 0.0f ? 0.0 : beta * old));
            ASSERT_NEAR(c[static_cast<std::size_t>(i + j * ldc)], want, bound) << i << ", " << j;
          }
          // Rows past m in C's leading dimension are left alone.
          for (int i = m; i < ldc; ++i) {
            const float kept = c[static_cast<std::size_t>(i + j * ldc)], was = before[static_cast<std::size_t>(i + j * ldc)];
            ASSERT_TRUE(kept == was || (std::isnan(kept) && std::isnan(was))) << i << ", " << j;
          }
        }
      }
    }
  }
}

TEST(WasmBlas, DgemmSumsInDouble) {
  const int m = 9, n = 5, k = 513;
  std::vector<double> a(static_cast<std::size_t>(m * k)), b(static_cast<std::size_t>(k * n)), c(static_cast<std::size_t>(m * n));
  attn::SplitMix64 rng(4);
  for (double& x : a) x = rng.uniform(-1.0f, 1.0f);
  for (double& x : b) x = rng.uniform(-1.0f, 1.0f);
  const double alpha = 1.0, beta = 0.0;
  const char no = 'N';
  dgemm_(&no, &no, &m, &n, &k, &alpha, a.data(), &m, b.data(), &k, &beta, c.data(), &m);
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < m; ++i) {
      long double exact = 0;
      for (int p = 0; p < k; ++p) {
        exact += static_cast<long double>(a[static_cast<std::size_t>(i + p * m)]) * b[static_cast<std::size_t>(p + j * k)];
      }
      EXPECT_NEAR(c[static_cast<std::size_t>(i + j * m)], static_cast<double>(exact), k * 0x1.0p-53 * k);
    }
  }
}

TEST(WasmBlas, SgemvReadsAndWritesEveryStride) {
  const int m = 37, n = 21, lda = 40;
  const std::vector<float> a = uniform(static_cast<std::size_t>(lda * n), 5);
  for (const char t : {'N', 'T'}) {
    for (const int incx : {1, 2, -3}) {
      for (const int incy : {1, -2}) {
        SCOPED_TRACE(std::string("op ") + t + ", incx " + std::to_string(incx) + ", incy " + std::to_string(incy));
        const bool trans = t == 'T';
        const int len_x = trans ? m : n, len_y = trans ? n : m;
        const std::vector<float> x = uniform(static_cast<std::size_t>(len_x * std::abs(incx)), 6);
        std::vector<float> y = uniform(static_cast<std::size_t>(len_y * std::abs(incy)), 7);
        const std::vector<float> before = y;
        const float alpha = -0.75f, beta = 0.25f;
        sgemv_(&t, &m, &n, &alpha, a.data(), &lda, x.data(), &incx, &beta, y.data(), &incy);
        // Element i of a vector with stride inc: from the far end when inc < 0.
        const auto index = [](int i, int len, int inc) {
          return static_cast<std::size_t>(inc > 0 ? i * inc : (len - 1 - i) * -inc);
        };
        for (int i = 0; i < len_y; ++i) {
          double exact = 0, size = 0;
          for (int p = 0; p < len_x; ++p) {
            const double av = trans ? a[static_cast<std::size_t>(p + i * lda)] : a[static_cast<std::size_t>(i + p * lda)];
            exact += av * x[index(p, len_x, incx)];
            size += std::fabs(av * x[index(p, len_x, incx)]);
          }
          const double want = alpha * exact + beta * before[index(i, len_y, incy)];
          const double bound = (len_x + 3) * kUnitRoundoff * (std::fabs(alpha) * size + std::fabs(beta * before[index(i, len_y, incy)]));
          ASSERT_NEAR(y[index(i, len_y, incy)], want, bound) << i;
        }
      }
    }
  }
}

TEST(WasmBlas, DgemvWithBetaZeroOverwritesNaN) {
  const int m = 3, n = 2;
  const std::vector<double> a = {1, 2, 3, 4, 5, 6};  // columns (1 2 3), (4 5 6)
  const std::vector<double> x = {1, -1};
  std::vector<double> y(3, std::numeric_limits<double>::quiet_NaN());
  const double alpha = 2, beta = 0;
  const int one = 1;
  const char no = 'N';
  dgemv_(&no, &m, &n, &alpha, a.data(), &m, x.data(), &one, &beta, y.data(), &one);
  EXPECT_EQ(y, (std::vector<double>{-6, -6, -6}));
}

}  // namespace
