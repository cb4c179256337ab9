// The kernels of core/kernels/, each set on its own: the tiled products against the exact
// product with the bound of a float sum of that length, the softmax and exp against
// double, the streaming stores and the finiteness test over the sizes that reach their
// edges (rows 1 … 6 of a tile, widths that are not multiples of 16, keys that end inside a
// panel, destinations that are not aligned), and the choice that ATTN_KERNELS makes.
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/attention/attention.hpp"
#include "core/kernels/kernels.hpp"
#include "reference.hpp"
#include "test_helpers.hpp"

using namespace attn;
using attn::kernels::KernelSet;
using attn::testing::Bounded;
using attn::testing::check_bounded;
using attn::testing::exact;
using attn::testing::product;

namespace {

using attn::testing::EachKernelSet;
using attn::testing::normal_matrix;

constexpr double kUnitRoundoff = 1.0 / 16777216.0;

// The tiled products exist in the AVX-512 set only.
class TiledProducts : public EachKernelSet {};

}  // namespace

INSTANTIATE_TEST_SUITE_P(Sets, EachKernelSet, attn::testing::every_kernel_set(),
                         attn::testing::kernel_set_name);
INSTANTIATE_TEST_SUITE_P(Sets, TiledProducts, ::testing::Values(KernelSet::Avx512, KernelSet::Avx512Bf16),
                         attn::testing::kernel_set_name);

TEST_P(TiledProducts, ScoresAreQTimesKTransposedForEveryTileShape) {
  for (Eigen::Index d_k : {1, 8, 24, 64, 80}) {
    for (Eigen::Index keys : {1, 15, 16, 17, 64, 65, 200}) {
      const Matrix q = normal_matrix(kernels::kTileRows, d_k, 1);
      const Matrix kk = normal_matrix(keys, d_k, 2);
      // Packed in two pieces, as the projections make K chunk by chunk.
      std::vector<float> packed(static_cast<std::size_t>(kernels::packed_keys_floats(keys, d_k)), 7.0f);
      const Eigen::Index split = keys / 3;
      k().pack_keys(kk.data(), d_k, 0, split, d_k, packed.data());
      k().pack_keys(kk.row(split).data(), d_k, split, keys - split, d_k, packed.data());
      kernels::pad_keys(keys, d_k, packed.data());
      // The portable packing lays the keys out the same way.
      std::vector<float> portable(packed.size(), 7.0f);
      kernels::table(KernelSet::Portable).pack_keys(kk.data(), d_k, 0, keys, d_k, portable.data());
      kernels::pad_keys(keys, d_k, portable.data());
      ASSERT_EQ(portable, packed);
      const Bounded expected = product(exact(q), exact(kk), /*transpose_b=*/true);
      for (int rows = 1; rows <= kernels::kTileRows; ++rows) {
        for (Eigen::Index key_end : {Eigen::Index{1}, keys / 2 + 1, keys}) {
          SCOPED_TRACE("d_k " + std::to_string(d_k) + ", keys " + std::to_string(key_end) +
                       ", rows " + std::to_string(rows));
          const Eigen::Index width = (key_end + 15) / 16 * 16;
          Matrix out = Matrix::Constant(rows, width + 3, -1.0f);
          k().scores(q.data(), d_k, rows, packed.data(), d_k, key_end, out.data(), out.cols());
          const Bounded part{expected.value.topLeftCorner(rows, key_end),
                             expected.bound.topLeftCorner(rows, key_end)};
          EXPECT_TRUE(check_bounded("scores", out.leftCols(key_end), part, 1.0));
          // Slots past the last key come out 0; the columns after them are not touched.
          for (Eigen::Index j = key_end; j < width; ++j) {
            if (j < keys) continue;  // a real key past key_end: any value
            ASSERT_EQ(out(0, j), 0.0f) << "padding slot " << j;
          }
          ASSERT_EQ(out(rows - 1, width), -1.0f);
        }
      }
    }
  }
}

TEST_P(TiledProducts, WeightedSumIsPTimesVForEveryTileShape) {
  for (Eigen::Index d_k : {1, 8, 17, 64, 80, 130}) {
    for (Eigen::Index keys : {1, 7, 64, 300}) {
      const Matrix p = normal_matrix(kernels::kTileRows, keys + 5, 3);  // rows longer than keys
      const Matrix v = normal_matrix(keys, d_k, 4);
      // Exact in double; a float sum of `keys` products may differ by γ_keys·Σ|p||v|.
      const Bounded expected = product(exact(p.leftCols(keys)), exact(v));
      for (int rows = 1; rows <= kernels::kTileRows; ++rows) {
        SCOPED_TRACE("d_k " + std::to_string(d_k) + ", keys " + std::to_string(keys) +
                     ", rows " + std::to_string(rows));
        Matrix out = Matrix::Constant(kernels::kTileRows, d_k + 2, -1.0f);
        k().weighted_sum(p.data(), p.cols(), rows, v.data(), d_k, keys, d_k, out.data(),
                         out.cols());
        const Bounded part{expected.value.topRows(rows), expected.bound.topRows(rows)};
        EXPECT_TRUE(check_bounded("context", out.topLeftCorner(rows, d_k), part, 1.0));
        // Nothing written past the tile's columns or rows.
        ASSERT_EQ(out(0, d_k), -1.0f);
        if (rows < kernels::kTileRows) ASSERT_EQ(out(rows, 0), -1.0f);
      }
    }
  }
}

TEST_P(TiledProducts, AProjectionReadsAPanelOfColumnsOutOfAWideMatrix) {
  // Q_h = X · W[:, h·d_k, (h + 1)·d_k), as the projections use it.
  const Matrix x = normal_matrix(5, 96, 5);
  const Matrix w = normal_matrix(96, 96, 6);
  for (Eigen::Index c0 : {0, 24, 72}) {
    Matrix out(5, 24);
    k().weighted_sum(x.data(), 96, 5, w.data() + c0, 96, 96, 24, out.data(), 24);
    EXPECT_TRUE(check_bounded("panel", out, product(exact(x), exact(w.middleCols(c0, 24))), 1.0));
  }
}

TEST_P(EachKernelSet, OneQueryAgainstTheCacheIsQTimesKTransposedThenPTimesV) {
  // Generation's new row: the keys and values rows further apart than d_k (a wider
  // matrix's columns), any count of keys and any width, each output a float sum within
  // γ_n·Σ|terms| of the sum in double.
  for (Eigen::Index d_k : {1, 8, 17, 64, 130}) {
    for (Eigen::Index keys : {1, 3, 4, 5, 64, 301}) {
      SCOPED_TRACE("d_k " + std::to_string(d_k) + ", keys " + std::to_string(keys));
      const Matrix q = normal_matrix(1, d_k, 5);
      const Matrix kv = normal_matrix(keys, d_k + 3, 6);
      const Matrix p = normal_matrix(1, keys, 7);
      Matrix scores = Matrix::Constant(1, keys + 1, -1.0f);
      k().key_dots(q.data(), kv.data(), kv.cols(), keys, d_k, scores.data());
      EXPECT_TRUE(check_bounded("scores", scores.leftCols(keys),
                                product(exact(q), exact(kv.leftCols(d_k)), true), 1.0));
      ASSERT_EQ(scores(0, keys), -1.0f) << "written past the last key";
      Matrix context = Matrix::Constant(1, d_k + 1, -1.0f);
      k().value_sum(p.data(), kv.data(), kv.cols(), keys, d_k, context.data());
      EXPECT_TRUE(check_bounded("context", context.leftCols(d_k), product(exact(p), exact(kv.leftCols(d_k))), 1.0));
      ASSERT_EQ(context(0, d_k), -1.0f) << "written past d_k";
    }
  }
}

TEST_P(EachKernelSet, ExpIsWithinTwoUlpsAndUnderflowsToExactZero) {
  std::vector<float> row;
  for (float v = -87.0f; v <= 0.0f; v += 0.0137f) row.push_back(v);
  const std::vector<float> arguments = row;
  k().exp_shifted(row.data(), row.size(), 0.0f, 1.0f);
  for (std::size_t i = 0; i < row.size(); ++i) {
    // Two ulps of a float are at most 4u of its value; half an ulp more for rounding.
    const double exact_value = std::exp(static_cast<double>(arguments[i]));
    ASSERT_NEAR(row[i], exact_value, 5.0 * kUnitRoundoff * exact_value) << "exp(" << arguments[i] << ")";
  }
  float extremes[] = {-std::numeric_limits<float>::infinity(), -88.0f, -1e4f, 0.0f};
  k().exp_shifted(extremes, 4, 0.0f, 1.0f);
  EXPECT_EQ(extremes[0], 0.0f);
  EXPECT_EQ(extremes[1], 0.0f);
  EXPECT_EQ(extremes[2], 0.0f);
  EXPECT_EQ(extremes[3], 1.0f);
}

TEST_P(EachKernelSet, SoftmaxMatchesTheDefinitionInDouble) {
  // Lengths around the vector widths, scaled, with masked (-inf) entries.
  for (int n : {1, 2, 15, 16, 17, 33, 100, 1000}) {
    const Matrix logits = normal_matrix(1, n, static_cast<std::uint64_t>(n)) * 3.0f;
    MaskMatrix mask = MaskMatrix::Constant(1, n, false);
    for (int j = 1; j < n; j += 3) mask(0, j) = true;
    Matrix fast = logits;
    for (int j = 0; j < n; ++j) {
      if (mask(0, j)) fast(0, j) = -std::numeric_limits<float>::infinity();
    }
    k().softmax(fast.data(), static_cast<std::size_t>(n), 0.5f);
    Bounded scaled{logits.cast<double>() * 0.5, attn::testing::MatrixD::Zero(1, n)};
    const Bounded expected = attn::testing::softmax_bounded(scaled, mask);
    EXPECT_TRUE(check_bounded("softmax n=" + std::to_string(n), fast, expected, 1.0));
    // The sum of the weights: each within its bound, and the sum's own rounding.
    const double sum_bound = expected.bound.sum() + attn::testing::gamma_n(n);
    EXPECT_NEAR(fast.cast<double>().sum(), 1.0, sum_bound);
  }
}

TEST_P(EachKernelSet, SwiGluMultipliesEachHiddenValueByItsGateTimesItsSigmoid) {
  // Lengths around the vector widths; gates from far below the exp's range to far above.
  for (int n : {1, 3, 4, 5, 16, 17, 100, 301}) {
    std::vector<float> gate(static_cast<std::size_t>(n)), hidden(gate.size());
    SplitMix64 rng(static_cast<std::uint64_t>(n));
    for (std::size_t j = 0; j < gate.size(); ++j) {
      gate[j] = rng.uniform(-12.0f, 12.0f) * (j % 7 == 0 ? 20.0f : 1.0f);
      hidden[j] = rng.uniform(-2.0f, 2.0f);
    }
    const std::vector<float> before = hidden;
    k().silu_product(gate.data(), hidden.data(), gate.size());
    for (std::size_t j = 0; j < gate.size(); ++j) {
      const double g = gate[j];
      const double exact_value = before[j] * (g / (1.0 + std::exp(-g)));
      // exp within two ulps, then a division, an addition and two products; below −87
      // the exp is 0, and the product smaller than 1e-30.
      ASSERT_NEAR(hidden[j], exact_value, 8.0 * kUnitRoundoff * std::fabs(exact_value) + 1e-30)
          << "n " << n << ", gate " << g;
    }
  }
}

// The SIMD128 set computes exp, softmax and SwiGLU with the portable loops' operations in
// their order (WebAssembly has no fused multiply-add to round differently): the same bits.
#if defined(__wasm_simd128__)
TEST(Simd128Kernels, GiveThePortableBitsOfExpSoftmaxAndSwiGlu) {
  const kernels::Kernels& simd = kernels::table(KernelSet::Simd128);
  const kernels::Kernels& portable = kernels::table(KernelSet::Portable);
  for (int n : {1, 5, 16, 33, 1000}) {
    const Matrix row = normal_matrix(1, n, static_cast<std::uint64_t>(n) + 7) * 4.0f;
    Matrix a = row, b = row;
    simd.softmax(a.data(), static_cast<std::size_t>(n), 0.7f);
    portable.softmax(b.data(), static_cast<std::size_t>(n), 0.7f);
    EXPECT_TRUE(a == b) << "softmax, n " << n;
    a = row;
    b = row;
    simd.exp_shifted(a.data(), static_cast<std::size_t>(n), 1.5f, 0.7f);
    portable.exp_shifted(b.data(), static_cast<std::size_t>(n), 1.5f, 0.7f);
    EXPECT_TRUE(a == b) << "exp, n " << n;
    Matrix ha = Matrix::Ones(1, n), hb = ha;
    simd.silu_product(row.data(), ha.data(), static_cast<std::size_t>(n));
    portable.silu_product(row.data(), hb.data(), static_cast<std::size_t>(n));
    EXPECT_TRUE(ha == hb) << "SwiGLU, n " << n;
  }
}
#endif

TEST_P(EachKernelSet, CopyAndZeroWriteExactlyTheirRange) {
  std::vector<float> src(300);
  for (std::size_t i = 0; i < src.size(); ++i) src[i] = static_cast<float>(i) + 0.5f;
  for (std::size_t offset : {0u, 1u, 3u, 15u, 16u, 17u}) {
    for (std::size_t n : {0u, 1u, 15u, 16u, 17u, 100u, 250u}) {
      std::vector<float> dst(300, -1.0f);
      k().copy_streaming(dst.data() + offset, src.data(), n);
      k().zero_streaming(dst.data() + offset + n, 20);
      k().fence();
      for (std::size_t i = 0; i < dst.size(); ++i) {
        float expected = -1.0f;
        if (i >= offset && i < offset + n) expected = src[i - offset];
        if (i >= offset + n && i < offset + n + 20) expected = 0.0f;
        ASSERT_EQ(dst[i], expected) << "offset " << offset << ", n " << n << ", index " << i;
      }
    }
  }
}

TEST_P(EachKernelSet, ARowOfWeightsIsWrittenUpToItsEndAndNoFurther) {
  std::vector<float> src(200);
  for (std::size_t i = 0; i < src.size(); ++i) src[i] = static_cast<float>(i) + 0.5f;
  // dst[0, n) = src, dst[n, zero_end) = 0; dst[zero_end, room) holds zeros already (the
  // caller's promise) and may be written; nothing from room on is touched.
  for (std::size_t offset : {0u, 1u, 5u, 16u, 31u}) {
    for (std::size_t n : {0u, 1u, 15u, 16u, 17u, 40u, 130u}) {
      for (std::size_t extra : {0u, 3u, 33u}) {
        for (std::size_t slack : {0u, 1u, 20u}) {
          const std::size_t zero_end = n + extra;
          const std::size_t room = zero_end + slack;
          std::vector<float> dst(260, -1.0f);
          std::fill(dst.begin() + static_cast<std::ptrdiff_t>(offset + zero_end),
                    dst.begin() + static_cast<std::ptrdiff_t>(offset + room), 0.0f);
          k().store_row(dst.data() + offset, src.data(), n, zero_end, room);
          k().fence();
          for (std::size_t i = 0; i < dst.size(); ++i) {
            float expected = -1.0f;
            if (i >= offset && i < offset + n) expected = src[i - offset];
            if (i >= offset + n && i < offset + room) expected = 0.0f;
            ASSERT_EQ(dst[i], expected) << "offset " << offset << ", n " << n << ", zero_end "
                                        << zero_end << ", room " << room << ", index " << i;
          }
        }
      }
    }
  }
  // A zero_end before n changes nothing: the row is src up to n.
  std::vector<float> dst(40, -1.0f);
  k().store_row(dst.data(), src.data(), 20, 5, 20);
  k().fence();
  for (std::size_t i = 0; i < 20; ++i) ASSERT_EQ(dst[i], src[i]);
  ASSERT_EQ(dst[20], -1.0f);
}

TEST_P(EachKernelSet, AllFiniteFindsANaNOrAnInfinityAnywhere) {
  for (std::size_t n : {1u, 15u, 16u, 33u, 100u}) {
    std::vector<float> row(n, 1.5f);
    EXPECT_TRUE(k().all_finite(row.data(), n));
    for (float bad : {std::numeric_limits<float>::quiet_NaN(),
                      std::numeric_limits<float>::infinity(),
                      -std::numeric_limits<float>::infinity()}) {
      for (std::size_t at : {std::size_t{0}, n / 2, n - 1}) {
        std::vector<float> broken = row;
        broken[at] = bad;
        EXPECT_FALSE(k().all_finite(broken.data(), n)) << "n " << n << ", at " << at;
        // Only the first n entries count.
        EXPECT_TRUE(k().all_finite(broken.data(), at)) << "n " << n << ", at " << at;
      }
    }
  }
}

TEST(KernelChoice, TheEnvironmentPicksOneSetForEveryKernel) {
  using kernels::choose;
  const kernels::Cpu none, avx2{true, false, false, false}, f{true, true, false, false},
      bf16{true, true, true, false}, wasm{false, false, false, true};
  EXPECT_EQ(choose(nullptr, bf16).set, KernelSet::Avx512Bf16);
  EXPECT_EQ(choose(nullptr, f).set, KernelSet::Avx512);
  EXPECT_EQ(choose(nullptr, avx2).set, KernelSet::Avx2);
  EXPECT_EQ(choose(nullptr, none).set, KernelSet::Portable);
  EXPECT_EQ(choose("avx2", f).set, KernelSet::Avx2);
  EXPECT_EQ(choose("portable", avx2).set, KernelSet::Portable);
  EXPECT_EQ(choose("auto", f).set, KernelSet::Avx512);
  EXPECT_EQ(choose("", none).set, KernelSet::Portable);
  EXPECT_EQ(choose("portable", bf16).set, KernelSet::Portable);
  EXPECT_TRUE(choose("portable", bf16).warning.empty());
  EXPECT_EQ(choose("avx512", bf16).set, KernelSet::Avx512);
  EXPECT_EQ(choose("avx512bf16", bf16).set, KernelSet::Avx512Bf16);
  EXPECT_EQ(choose(nullptr, wasm).set, KernelSet::Simd128);
  EXPECT_EQ(choose("portable", wasm).set, KernelSet::Portable);
  // Asked for what the CPU cannot run, or for a set that does not exist: a warning that
  // names the value, and the best set that runs.
  const kernels::Choice no_f = choose("avx512", none);
  EXPECT_EQ(no_f.set, KernelSet::Portable);
  EXPECT_NE(no_f.warning.find("no AVX-512F"), std::string::npos) << no_f.warning;
  const kernels::Choice no_bf16 = choose("avx512bf16", f);
  EXPECT_EQ(no_bf16.set, KernelSet::Avx512);
  EXPECT_NE(no_bf16.warning.find("no AVX-512 BF16: using avx512"), std::string::npos) << no_bf16.warning;
  const kernels::Choice no_avx2 = choose("avx2", none);
  EXPECT_EQ(no_avx2.set, KernelSet::Portable);
  EXPECT_NE(no_avx2.warning.find("no AVX2 and FMA: using portable"), std::string::npos) << no_avx2.warning;
  const kernels::Choice no_simd = choose("simd128", avx2);
  EXPECT_EQ(no_simd.set, KernelSet::Avx2);
  EXPECT_NE(no_simd.warning.find("no WebAssembly SIMD128: using avx2"), std::string::npos) << no_simd.warning;
  const kernels::Choice typo = choose("avx3", f);
  EXPECT_EQ(typo.set, KernelSet::Avx512);
  EXPECT_NE(typo.warning.find("ATTN_KERNELS=avx3 is not one of portable, avx2, avx512, avx512bf16, simd128, auto"),
            std::string::npos)
      << typo.warning;
}

TEST(KernelChoice, TheActiveSetIsTheOneTheEnvironmentAsksFor) {
  // ctest runs this suite under ATTN_KERNELS=portable and under auto.
  const kernels::Choice wanted = kernels::choose(std::getenv("ATTN_KERNELS"), kernels::cpu());
  EXPECT_EQ(kernels::active().set, wanted.set) << "active: " << kernels::active().name;
  EXPECT_EQ(kernels::active().tiled(), wanted.set == KernelSet::Avx512 || wanted.set == KernelSet::Avx512Bf16);
  EXPECT_EQ(kernels::active().bf16_products(), wanted.set == KernelSet::Avx512Bf16);
}

TEST(KernelChoice, SelectSwitchesEveryKernelAtOnce) {
  const KernelSet before = kernels::active().set;
  ASSERT_TRUE(kernels::select(KernelSet::Portable));
  EXPECT_EQ(kernels::active().set, KernelSet::Portable);
  EXPECT_FALSE(kernels::active().tiled());
  EXPECT_EQ(kernels::select(KernelSet::Avx512), kernels::cpu_has_avx512());
  if (kernels::cpu_has_avx512()) {
    EXPECT_EQ(kernels::active().set, KernelSet::Avx512);
    EXPECT_TRUE(kernels::active().tiled());
  } else {
    EXPECT_EQ(kernels::active().set, KernelSet::Portable);  // unchanged
    EXPECT_THROW(kernels::table(KernelSet::Avx512), std::invalid_argument);
  }
  EXPECT_EQ(kernels::select(KernelSet::Avx512Bf16), kernels::cpu().avx512_bf16);
  if (kernels::cpu().avx512_bf16) EXPECT_TRUE(kernels::active().bf16_products());
  kernels::select(before);
}
