// The tiled products and the streaming copies against plain Eigen, over the sizes that
// reach their edges: rows 1 … 6 of a tile, widths that are not multiples of 16, keys that
// end inside a panel, and destinations that are not aligned.
#include <cmath>
#include <limits>
#include <vector>

#include <gtest/gtest.h>

#include "attention.hpp"
#include "softmax_kernel.hpp"
#include "test_helpers.hpp"
#include "tile_kernel.hpp"
#include "weights.hpp"

using namespace attn;
using attn::testing::check_matrix;

namespace {

Matrix random_matrix(Eigen::Index rows, Eigen::Index cols, std::uint64_t seed) {
  SplitMix64 rng(seed);
  Matrix m(rows, cols);
  for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = rng.normal();
  return m;
}

class TileKernel : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!tile::available()) GTEST_SKIP() << "this CPU has no AVX-512: the engine uses the BLAS";
  }
};

}  // namespace

TEST_F(TileKernel, ScoresAreQTimesKTransposedForEveryTileShape) {
  for (Eigen::Index d_k : {1, 8, 24, 64, 80}) {
    for (Eigen::Index keys : {1, 15, 16, 17, 64, 65, 200}) {
      const Matrix q = random_matrix(tile::kTileRows, d_k, 1);
      const Matrix k = random_matrix(keys, d_k, 2);
      // Packed in two pieces, as the projections make K chunk by chunk.
      std::vector<float> packed(static_cast<std::size_t>(tile::packed_keys_floats(keys, d_k)), 7.0f);
      const Eigen::Index split = keys / 3;
      tile::pack_keys(k.data(), d_k, 0, split, d_k, packed.data());
      tile::pack_keys(k.row(split).data(), d_k, split, keys - split, d_k, packed.data());
      tile::pad_keys(keys, d_k, packed.data());
      // The portable packing (used when the tiles are off) lays the keys out the same way.
      std::vector<float> portable(packed.size(), 7.0f);
      tile::set_enabled(false);
      tile::pack_keys(k.data(), d_k, 0, keys, d_k, portable.data());
      tile::set_enabled(true);
      tile::pad_keys(keys, d_k, portable.data());
      ASSERT_EQ(portable, packed);
      const Matrix expected = q * k.transpose();
      for (int rows = 1; rows <= tile::kTileRows; ++rows) {
        for (Eigen::Index key_end : {Eigen::Index{1}, keys / 2 + 1, keys}) {
          SCOPED_TRACE("d_k " + std::to_string(d_k) + ", keys " + std::to_string(key_end) +
                       ", rows " + std::to_string(rows));
          const Eigen::Index width = (key_end + 15) / 16 * 16;
          Matrix out = Matrix::Constant(rows, width + 3, -1.0f);
          tile::scores(q.data(), d_k, rows, packed.data(), d_k, key_end, out.data(), out.cols());
          EXPECT_TRUE(check_matrix("scores", out.leftCols(key_end),
                                   expected.topLeftCorner(rows, key_end), 1e-5, 1e-5));
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

TEST_F(TileKernel, WeightedSumIsPTimesVForEveryTileShape) {
  for (Eigen::Index d_k : {1, 8, 17, 64, 80, 130}) {
    for (Eigen::Index keys : {1, 7, 64, 300}) {
      const Matrix p = random_matrix(tile::kTileRows, keys + 5, 3);  // rows longer than keys
      const Matrix v = random_matrix(keys, d_k, 4);
      const Matrix expected = p.leftCols(keys) * v;
      for (int rows = 1; rows <= tile::kTileRows; ++rows) {
        SCOPED_TRACE("d_k " + std::to_string(d_k) + ", keys " + std::to_string(keys) +
                     ", rows " + std::to_string(rows));
        Matrix out = Matrix::Constant(tile::kTileRows, d_k + 2, -1.0f);
        tile::weighted_sum(p.data(), p.cols(), rows, v.data(), d_k, keys, d_k, out.data(),
                           out.cols());
        EXPECT_TRUE(check_matrix("context", out.topLeftCorner(rows, d_k),
                                 expected.topRows(rows), 1e-5, 1e-5));
        // Nothing written past the tile's columns or rows.
        ASSERT_EQ(out(0, d_k), -1.0f);
        if (rows < tile::kTileRows) ASSERT_EQ(out(rows, 0), -1.0f);
      }
    }
  }
}

TEST_F(TileKernel, AProjectionReadsAPanelOfColumnsOutOfAWideMatrix) {
  // Q_h = X · W[:, h·d_k, (h + 1)·d_k), as the projections use it.
  const Matrix x = random_matrix(5, 96, 5);
  const Matrix w = random_matrix(96, 96, 6);
  for (Eigen::Index c0 : {0, 24, 72}) {
    Matrix out(5, 24);
    tile::weighted_sum(x.data(), 96, 5, w.data() + c0, 96, 96, 24, out.data(), 24);
    EXPECT_TRUE(check_matrix("panel", out, x * w.middleCols(c0, 24), 1e-5, 1e-5));
  }
}

TEST(StreamingStores, CopyAndZeroWriteExactlyTheirRange) {
  std::vector<float> src(300);
  for (std::size_t i = 0; i < src.size(); ++i) src[i] = static_cast<float>(i) + 0.5f;
  for (std::size_t offset : {0u, 1u, 3u, 15u, 16u, 17u}) {
    for (std::size_t n : {0u, 1u, 15u, 16u, 17u, 100u, 250u}) {
      std::vector<float> dst(300, -1.0f);
      copy_streaming(dst.data() + offset, src.data(), n);
      zero_streaming(dst.data() + offset + n, 20);
      streaming_fence();
      for (std::size_t i = 0; i < dst.size(); ++i) {
        float expected = -1.0f;
        if (i >= offset && i < offset + n) expected = src[i - offset];
        if (i >= offset + n && i < offset + n + 20) expected = 0.0f;
        ASSERT_EQ(dst[i], expected) << "offset " << offset << ", n " << n << ", index " << i;
      }
    }
  }
}

TEST(StreamingStores, ARowOfWeightsIsWrittenUpToItsEndAndNoFurther) {
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
          store_row_streaming(dst.data() + offset, src.data(), n, zero_end, room);
          streaming_fence();
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
  store_row_streaming(dst.data(), src.data(), 20, 5, 20);
  streaming_fence();
  for (std::size_t i = 0; i < 20; ++i) ASSERT_EQ(dst[i], src[i]);
  ASSERT_EQ(dst[20], -1.0f);
}

TEST(StreamingStores, AllFiniteFindsANaNOrAnInfinityAnywhere) {
  for (std::size_t n : {1u, 15u, 16u, 33u, 100u}) {
    std::vector<float> row(n, 1.5f);
    EXPECT_TRUE(all_finite(row.data(), n));
    for (float bad : {std::numeric_limits<float>::quiet_NaN(),
                      std::numeric_limits<float>::infinity(),
                      -std::numeric_limits<float>::infinity()}) {
      for (std::size_t at : {std::size_t{0}, n / 2, n - 1}) {
        std::vector<float> broken = row;
        broken[at] = bad;
        EXPECT_FALSE(all_finite(broken.data(), n)) << "n " << n << ", at " << at;
        // Only the first n entries count.
        EXPECT_TRUE(all_finite(broken.data(), at)) << "n " << n << ", at " << at;
      }
    }
  }
}

TEST(TileKernelSwitch, TurningTheTilesOffAndOnAgain) {
  const bool had = tile::available();
  tile::set_enabled(false);
  EXPECT_FALSE(tile::available());
  tile::set_enabled(true);
  EXPECT_EQ(tile::available(), had);
}
