// Weights kept in ggml's blocks (base/weight.hpp's Blocks): the kernels that widen them and
// take dot products with them, on every kernel set, and linear() with them. Widening gives
// the reference dequantizer's values bit for bit on every set; a product gives the sum of
// the inputs times those values within the bound of its size, against a sum in double.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "core/attention/linear.hpp"
#include "core/attention/multi_head.hpp"
#include "core/base/random.hpp"
#include "core/base/weight.hpp"
#include "core/kernels/kernels.hpp"
#include "core/kernels/quants.hpp"
#include "core/model/quantize.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using kernels::QuantType;
using testing::EachKernelSet;

constexpr QuantType kTypes[] = {QuantType::F16,  QuantType::Q4_0, QuantType::Q4_1, QuantType::Q5_0, QuantType::Q5_1,
                                QuantType::Q8_0, QuantType::Q4_K, QuantType::Q5_K, QuantType::Q6_K};

// A half between 2^-7 and 2^-1 in size, of either sign when `signed_`.
std::uint16_t random_half(SplitMix64& random, bool signed_) {
  const std::uint64_t r = random.next();
  const auto exponent = static_cast<std::uint16_t>(8 + r % 6);
  const auto sign = static_cast<std::uint16_t>(signed_ && ((r >> 8) & 1) != 0 ? 0x8000 : 0);
  return static_cast<std::uint16_t>(sign | exponent << 10 | ((r >> 16) & 0x3FF));
}

void put_half(std::vector<std::uint8_t>& bytes, std::size_t at, std::uint16_t h) {
  bytes[at] = static_cast<std::uint8_t>(h & 0xFF);
  bytes[at + 1] = static_cast<std::uint8_t>(h >> 8);
}

// `out` rows of `in` values of type t: random quantized values, and scales that are
// finite halves of a model's size (where the block keeps them).
std::vector<std::uint8_t> random_rows(QuantType t, Eigen::Index in, Eigen::Index out, std::uint64_t seed) {
  SplitMix64 random(seed);
  const std::size_t row = kernels::quant_row_bytes(t, static_cast<std::size_t>(in));
  std::vector<std::uint8_t> bytes(row * static_cast<std::size_t>(out));
  for (auto& b : bytes) b = static_cast<std::uint8_t>(random.next() >> 56);
  const std::size_t block = kernels::quant_block_bytes(t);
  for (std::size_t at = 0; at < bytes.size(); at += block) {
    switch (t) {
      case QuantType::F16: put_half(bytes, at, random_half(random, true)); break;
      case QuantType::Q4_0:
      case QuantType::Q5_0:
      case QuantType::Q8_0: put_half(bytes, at, random_half(random, true)); break;
      case QuantType::Q4_1:
      case QuantType::Q5_1:
      case QuantType::Q4_K:
      case QuantType::Q5_K:
        put_half(bytes, at, random_half(random, false));
        put_half(bytes, at + 2, random_half(random, false));
        break;
      case QuantType::Q6_K: put_half(bytes, at + 208, random_half(random, true)); break;
      default: break;
    }
  }
  return bytes;
}

// W in×out as floats, the reference's values.
Matrix reference_floats(QuantType t, const std::vector<std::uint8_t>& rows, Eigen::Index in, Eigen::Index out) {
  const std::size_t row = kernels::quant_row_bytes(t, static_cast<std::size_t>(in));
  Matrix w(in, out);
  std::vector<float> values(static_cast<std::size_t>(std::max<Eigen::Index>(in, 0)));
  for (Eigen::Index j = 0; j < out; ++j) {
    kernels::dequantize_row(t, rows.data() + static_cast<std::size_t>(j) * row, values.data(), values.size());
    for (Eigen::Index i = 0; i < in; ++i) w(i, j) = values[static_cast<std::size_t>(i)];
  }
  return w;
}

// Expects y (floats) to be x·w + b within the bound of a float sum of n_in terms in 16
// lanes: (n_in / 16 + 17)·ε·Σ|x·w| (+ the bias's rounding).
void expect_product(const Matrix& x, const Matrix& w, const Matrix& b, const Matrix& y, const std::string& what) {
  ASSERT_EQ(y.rows(), x.rows());
  ASSERT_EQ(y.cols(), w.cols());
  const double eps = std::numeric_limits<float>::epsilon();
  const double steps = static_cast<double>(x.cols()) / 16.0 + 17.0;
  for (Eigen::Index r = 0; r < x.rows(); ++r) {
    for (Eigen::Index j = 0; j < w.cols(); ++j) {
      double sum = 0.0, size = 0.0;
      for (Eigen::Index k = 0; k < x.cols(); ++k) {
        const double term = static_cast<double>(x(r, k)) * w(k, j);
        sum += term;
        size += std::abs(term);
      }
      if (b.size() != 0) {
        sum += b(0, j);
        size += std::abs(b(0, j));
      }
      ASSERT_NEAR(y(r, j), sum, steps * eps * size + 1e-30) << what << ": row " << r << ", output " << j;
    }
  }
}

class QuantKernels : public EachKernelSet {};

TEST_P(QuantKernels, WideningGivesTheReferenceValuesBitForBit) {
  for (const QuantType t : kTypes) {
    const std::string name = kernels::quant_name(static_cast<std::uint32_t>(t));
    const Eigen::Index in = kernels::quant_block_values(t) == 256 ? 512 : 96;
    const Eigen::Index out = 37;  // groups of 16 and a part
    const std::vector<std::uint8_t> rows = random_rows(t, in, out, 11);
    const Matrix expected = reference_floats(t, rows, in, out);
    // Columns [3, 3 + 29) into a wider block, as a product's block reads them.
    const std::size_t row = kernels::quant_row_bytes(t, static_cast<std::size_t>(in));
    Matrix got = Matrix::Constant(in, 40, -7.0f);
    k().quant_widen(t, rows.data() + 3 * row, row, in, 29, got.data() + 2, got.outerStride());
    for (Eigen::Index i = 0; i < in; ++i) {
      for (Eigen::Index j = 0; j < 29; ++j) {
        ASSERT_EQ(got(i, 2 + j), expected(i, 3 + j)) << name << " (" << i << ", " << j << ")";
      }
      ASSERT_EQ(got(i, 0), -7.0f);
      ASSERT_EQ(got(i, 31), -7.0f);
    }
  }
}

TEST_P(QuantKernels, DotProductsAreTheSumsOfTheReferenceValues) {
  for (const QuantType t : kTypes) {
    const std::string name = kernels::quant_name(static_cast<std::uint32_t>(t));
    // Two whole chunks and a part: a 32-value type's 352 = 256 + 96; F16's an odd 301.
    const Eigen::Index in = t == QuantType::F16 ? 301 : kernels::quant_block_values(t) == 256 ? 768 : 352;
    const Eigen::Index out = 21;
    const std::vector<std::uint8_t> rows = random_rows(t, in, out, 23);
    const Matrix w = reference_floats(t, rows, in, out);
    const Matrix x = testing::uniform_matrix(1, in, 5);
    Matrix y(1, out);
    k().quant_dot(t, x.data(), in, rows.data(), kernels::quant_row_bytes(t, static_cast<std::size_t>(in)), out,
                  y.data());
    expect_product(x, w, Matrix(), y, name);
  }
}

// The types whose products llama.cpp makes with 8-bit inputs, and the input's rows.
constexpr QuantType kInt8Types[] = {QuantType::Q4_0, QuantType::Q5_0, QuantType::Q8_0,
                                    QuantType::Q4_K, QuantType::Q5_K, QuantType::Q6_K};

// x's rows rounded as llama.cpp rounds a product's input for weights of type t, as bytes
// and as the floats they stand for (d·q).
struct RoundedRows {
  std::vector<std::uint8_t> bytes;
  Matrix values;
  std::size_t row_bytes = 0;
};
RoundedRows round_rows(QuantType t, const Matrix& x) {
  const QuantType input = kernels::input_type(t);
  RoundedRows r;
  r.row_bytes = kernels::quant_row_bytes(input, static_cast<std::size_t>(x.cols()));
  r.bytes.resize(r.row_bytes * static_cast<std::size_t>(x.rows()));
  r.values.resize(x.rows(), x.cols());
  std::vector<float> values(static_cast<std::size_t>(x.cols()));
  for (Eigen::Index i = 0; i < x.rows(); ++i) {
    const Eigen::RowVectorXf row = x.row(i);
    std::uint8_t* out = r.bytes.data() + static_cast<std::size_t>(i) * r.row_bytes;
    kernels::quantize_row(input, row.data(), out, values.size());
    kernels::dequantize_row(input, out, values.data(), values.size());
    for (Eigen::Index k = 0; k < x.cols(); ++k) r.values(i, k) = values[static_cast<std::size_t>(k)];
  }
  return r;
}

TEST_P(QuantKernels, IntegerDotProductsAreTheSumsOfTheRoundedInputsTimesTheReferenceValues) {
  for (const QuantType t : kInt8Types) {
    const std::string name = kernels::quant_name(static_cast<std::uint32_t>(t));
    const Eigen::Index in = kernels::quant_block_values(t) == 256 ? 768 : 352;
    const Eigen::Index out = 21;
    const std::vector<std::uint8_t> rows = random_rows(t, in, out, 29);
    const Matrix w = reference_floats(t, rows, in, out);
    // Inputs of both signs and of sizes far apart, so that a block's largest value is now
    // positive, now negative.
    Matrix x = testing::uniform_matrix(1, in, 9);
    for (Eigen::Index k = 0; k < in; k += 37) x(0, k) *= -40.0f;
    const RoundedRows r = round_rows(t, x);
    Matrix y(1, out);
    k().quant_dot_int8(t, r.bytes.data(), in, rows.data(), kernels::quant_row_bytes(t, static_cast<std::size_t>(in)),
                       out, y.data());
    expect_product(r.values, w, Matrix(), y, name);
  }
}

// The extremes of every field: the largest integers of weights and inputs (nothing
// saturates in 16 bits), and Q8_0 weights of −128, which ggml's quantizer never makes.
TEST_P(QuantKernels, IntegerDotProductsHoldTheLargestValues) {
  for (const QuantType t : kInt8Types) {
    const std::string name = kernels::quant_name(static_cast<std::uint32_t>(t));
    const Eigen::Index in = 512, out = 4;
    std::vector<std::uint8_t> rows = random_rows(t, in, out, 41);
    const std::size_t block = kernels::quant_block_bytes(t);
    for (std::size_t at = 0; at < rows.size(); at += block) {
      // Every byte but the scales' set: the largest value of each field, and the largest
      // scales and mins of the K types.
      const std::size_t first = t == QuantType::Q6_K ? 0 : t == QuantType::Q4_K || t == QuantType::Q5_K ? 4 : 2;
      const std::size_t last = t == QuantType::Q6_K ? 192 : block;
      for (std::size_t b = at + first; b < at + last; ++b) rows[b] = t == QuantType::Q8_0 ? 0x80 : 0xFF;
      if (t == QuantType::Q6_K) {
        for (std::size_t b = at + 192; b < at + 208; ++b) rows[b] = 0x80;  // scales of −128
      }
    }
    const Matrix w = reference_floats(t, rows, in, out);
    Matrix x = Matrix::Constant(1, in, -1.0f);
    const RoundedRows r = round_rows(t, x);
    Matrix y(1, out);
    k().quant_dot_int8(t, r.bytes.data(), in, rows.data(), kernels::quant_row_bytes(t, static_cast<std::size_t>(in)),
                       out, y.data());
    expect_product(r.values, w, Matrix(), y, name);
  }
}

class QuantLinear : public EachKernelSet {};

// In Int8 precision a product with quantized weights reads its rows rounded to 8 bits: the
// rounded rows times the dequantized weights, one row the same alone or among 37, and
// within the rounding's own bound of the product of the float rows: Σ_k |w[k][j]|·|d_k|/2,
// d_k the scale of the input's block holding k.
TEST_P(QuantLinear, Int8ProductsReadTheRowsRoundedAsLlamaCppRoundsThem) {
  for (const QuantType t : {QuantType::Q4_K, QuantType::Q6_K, QuantType::Q8_0, QuantType::Q5_0}) {
    const std::string name = kernels::quant_name(static_cast<std::uint32_t>(t));
    const Eigen::Index in = 512, out = 300;
    auto rows = std::make_shared<const std::vector<std::uint8_t>>(random_rows(t, in, out, 43));
    const Bf16Matrix q = Bf16Matrix::blocks(in, out, t, rows->data(), rows, true);
    const Matrix w = reference_floats(t, *rows, in, out);
    const Matrix b = testing::uniform_matrix(1, out, 3);
    const Matrix x = testing::uniform_matrix(37, in, 13);
    const RoundedRows r = round_rows(t, x);
    Matrix all;
    linear(x, q, b, 2, all, Precision::Int8);
    expect_product(r.values, w, b, all, name + ", 37 rows");
    Matrix floats;
    linear(x, q, b, 2, floats, Precision::Float32);
    const std::size_t per = kernels::quant_block_values(kernels::input_type(t));
    for (const Eigen::Index i : {0, 5, 36}) {
      Matrix one;
      linear(x.row(i), q, b, 2, one, Precision::Int8);
      for (Eigen::Index j = 0; j < out; ++j) {
        ASSERT_EQ(one(0, j), all(i, j)) << name << ": row " << i << " alone, output " << j;
        double bound = 0.0;
        for (Eigen::Index k = 0; k < in; ++k) {
          // The block's scale from its largest value: d = max|x| / 127.
          const Eigen::Index k0 = k / static_cast<Eigen::Index>(per) * static_cast<Eigen::Index>(per);
          const double d = x.row(i).segment(k0, static_cast<Eigen::Index>(per)).cwiseAbs().maxCoeff() / 127.0;
          bound += std::abs(static_cast<double>(w(k, j))) * d * 0.5;
        }
        ASSERT_NEAR(all(i, j), floats(i, j), bound * 1.01 + 1e-4 * std::abs(floats(i, j)))
            << name << ": row " << i << ", output " << j;
      }
    }
  }
}

// linear() reads quantized weights as it reads any: one row and a few through dot products,
// many rows in blocks widened a chunk at a time, with a bias; a weight's floats, its size
// and its paired form are the Blocks themselves.
TEST_P(QuantLinear, ProductsOfEveryShapeAgreeWithTheDequantizedWeights) {
  for (const QuantType t : {QuantType::Q4_K, QuantType::Q6_K, QuantType::Q8_0, QuantType::F16}) {
    const std::string name = kernels::quant_name(static_cast<std::uint32_t>(t));
    const Eigen::Index in = 256, out = 150;
    auto rows = std::make_shared<const std::vector<std::uint8_t>>(random_rows(t, in, out, 31));
    const Bf16Matrix q = Bf16Matrix::blocks(in, out, t, rows->data(), rows, true);
    ASSERT_EQ(q.layout(), Bf16Matrix::Layout::Blocks);
    EXPECT_TRUE(WeightRef(q).quantized());
    EXPECT_EQ(q.bytes(), rows->size());
    EXPECT_EQ(q.paired().layout(), Bf16Matrix::Layout::Blocks);
    const Matrix w = reference_floats(t, *rows, in, out);
    ASSERT_EQ(q.to_float(), w) << name;
    EXPECT_EQ(q(200, 77), w(200, 77));
    const Matrix b = testing::uniform_matrix(1, out, 3);
    for (const Eigen::Index tokens : {1, 3, 37}) {
      const Matrix x = testing::uniform_matrix(tokens, in, 7 + static_cast<std::uint64_t>(tokens));
      Matrix y;
      // BF16 precision asks for nothing here: quantized weights multiply floats.
      linear(x, q, b, 2, y, Precision::Bf16);
      expect_product(x, w, b, y, name + ", " + std::to_string(tokens) + " rows");
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Sets, QuantKernels, testing::every_kernel_set(), testing::kernel_set_name);
INSTANTIATE_TEST_SUITE_P(Sets, QuantLinear, testing::every_kernel_set(), testing::kernel_set_name);

// Q8_K, llama.cpp's input for the K types, as quantize_row_q8_K_ref makes it: the value of
// largest magnitude is −127 (the first of equals), every value within half a step, the sums
// of 16 the sums of the integers; a block of zeros all zeros.
TEST(QuantInputs, Q8KBlocksAreGgmlsReference) {
  Matrix x = testing::uniform_matrix(1, 512, 19);
  x(0, 77) = 3.0f;    // block 0's largest, positive
  x(0, 300) = -2.5f;  // block 1's, negative
  x(0, 301) = 2.5f;   // as large, later: not the one
  std::vector<std::uint8_t> bytes(kernels::quant_row_bytes(QuantType::Q8_K, 512));
  ASSERT_EQ(bytes.size(), 2u * 292u);
  kernels::quantize_row(QuantType::Q8_K, x.data(), bytes.data(), 512);
  for (int blk = 0; blk < 2; ++blk) {
    const std::uint8_t* b = bytes.data() + 292 * blk;
    float d;
    std::memcpy(&d, b, sizeof d);
    const float max = blk == 0 ? 3.0f : -2.5f;
    EXPECT_EQ(d, 1.0f / (-127.0f / max));
    const auto* q = reinterpret_cast<const std::int8_t*>(b + 4);
    EXPECT_EQ(q[blk == 0 ? 77 : 44], -127);
    for (int g = 0; g < 16; ++g) {
      int sum = 0;
      for (int j = 0; j < 16; ++j) {
        const int i = 16 * g + j;
        sum += q[i];
        EXPECT_LE(std::abs(static_cast<double>(x(0, 256 * blk + i)) - static_cast<double>(d) * q[i]),
                  std::abs(d) * 0.5 * (1 + 1e-6));
      }
      std::int16_t s;
      std::memcpy(&s, b + 260 + 2 * g, sizeof s);
      EXPECT_EQ(s, sum);
    }
  }
  EXPECT_EQ(kernels::input_type(QuantType::Q4_K), QuantType::Q8_K);
  EXPECT_EQ(kernels::input_type(QuantType::Q5_0), QuantType::Q8_0);
  EXPECT_EQ(kernels::input_type(QuantType::Q4_1), QuantType::F32);
  EXPECT_FALSE(kernels::is_known_quant(15));  // never a weight
  const std::vector<float> zeros(256, 0.0f);
  std::vector<std::uint8_t> z(292, 0xAB);
  kernels::quantize_row(QuantType::Q8_K, zeros.data(), z.data(), 256);
  for (const std::uint8_t v : z) ASSERT_EQ(v, 0);
}

// The Pipeline's q and k of one head, made alone, are the trace's in Int8 precision too:
// the projection's rows rounded to 8 bits as the whole projection rounded them.
TEST(QuantWeights, OneHeadsProjectionInInt8IsTheTraces) {
  MhaWeights w;
  w.w_q16 = decoder::quantize_matrix(testing::uniform_matrix(64, 64, 21), QuantType::Q8_0, 1);
  w.w_k16 = decoder::quantize_matrix(testing::uniform_matrix(64, 64, 22), QuantType::Q8_0, 1);
  w.w_v16 = decoder::quantize_matrix(testing::uniform_matrix(64, 64, 23), QuantType::Q8_0, 1);
  w.w_o16 = decoder::quantize_matrix(testing::uniform_matrix(64, 64, 24), QuantType::Q8_0, 1);
  AttentionConfig config;
  config.d_model = 64;
  config.heads = 2;
  config.causal = true;
  config.precision = Precision::Int8;
  const Matrix x = testing::uniform_matrix(9, 64, 25);
  const AttentionTrace trace = multi_head_attention(x, Matrix(), w, config);
  for (int h = 0; h < 2; ++h) {
    const auto at = static_cast<std::size_t>(h);
    EXPECT_TRUE(testing::check_matrix("q alone", head_projection(x, w, config, h, false, true), trace.heads[at].q,
                                      1e-6, 1e-6));
    EXPECT_TRUE(testing::check_matrix("k alone", head_projection(x, w, config, h, true, true), trace.heads[at].k,
                                      1e-6, 1e-6));
  }
  // And apart from the float inputs' projection, by the rounding.
  config.precision = Precision::Float32;
  EXPECT_GT((head_projection(x, w, config, 0, false, true) - trace.heads[0].q).cwiseAbs().maxCoeff(), 1e-6);
}

TEST(QuantWeights, OnlyWholeBlocksOfAQuantizedTypeAreHeld) {
  auto rows = std::make_shared<const std::vector<std::uint8_t>>(1000);
  EXPECT_THROW(Bf16Matrix::blocks(100, 2, QuantType::Q8_0, rows->data(), rows, true), AttentionError);
  EXPECT_THROW(Bf16Matrix::blocks(32, 2, QuantType::F32, rows->data(), rows, true), AttentionError);
  EXPECT_THROW(Bf16Matrix::blocks(32, 2, QuantType::Q8_0, nullptr, rows, true), AttentionError);
  EXPECT_NO_THROW(Bf16Matrix::blocks(64, 2, QuantType::Q8_0, rows->data(), rows, true));
}

}  // namespace
}  // namespace attn

namespace attn {
namespace {

// A model's matrices quantized here (the Diff view's "quantized here"): each output's
// weights one row of blocks, each value within half a step of its block's scale, and only
// the matrices whose inputs are whole blocks.
TEST(QuantWeights, AModelsMatricesQuantizeAsRowsOfBlocks) {
  const Matrix w = testing::uniform_matrix(96, 40, 17);
  for (const QuantType t : {QuantType::Q8_0, QuantType::Q4_0}) {
    const Bf16Matrix q = decoder::quantize_matrix(w, t, 2);
    ASSERT_EQ(q.layout(), Bf16Matrix::Layout::Blocks);
    ASSERT_EQ(q.rows(), 96);
    ASSERT_EQ(q.cols(), 40);
    std::vector<float> column(96);
    std::vector<unsigned char> blocks(kernels::quant_row_bytes(t, 96));
    for (Eigen::Index j = 0; j < 40; ++j) {
      for (Eigen::Index i = 0; i < 96; ++i) column[static_cast<std::size_t>(i)] = w(i, j);
      kernels::quantize_row(t, column.data(), blocks.data(), 96);
      ASSERT_EQ(std::memcmp(q.block_row(j), blocks.data(), blocks.size()), 0) << "column " << j;
    }
    // |x − q(x)| <= d / 2 (plus the half's rounding of d): d = amax / 127 or amax / 8; Q4_0's
    // values of the other sign than its largest reach only 7 steps, so a whole step there.
    const double steps = t == QuantType::Q8_0 ? 127.0 * 2.0 : 8.0;
    const Matrix back = q.to_float();
    for (Eigen::Index j = 0; j < 40; ++j) {
      for (Eigen::Index b = 0; b < 3; ++b) {
        const double amax = w.col(j).segment(32 * b, 32).cwiseAbs().maxCoeff();
        const double err = (back.col(j).segment(32 * b, 32) - w.col(j).segment(32 * b, 32)).cwiseAbs().maxCoeff();
        EXPECT_LE(err, amax / steps * (1.0 + 1e-3) + amax * 1e-3) << "column " << j << ", block " << b;
      }
    }
  }
  decoder::Weights model;
  model.layers.resize(2);
  for (decoder::Layer& y : model.layers) {
    y.attention.w_q = testing::uniform_matrix(64, 64, 1);
    y.attention.w_k = testing::uniform_matrix(64, 32, 2);
    y.attention.w_v = testing::uniform_matrix(64, 32, 3);
    y.attention.w_o = testing::uniform_matrix(64, 64, 4);
    y.up_w = testing::uniform_matrix(64, 48, 5);
    y.down_w = testing::uniform_matrix(48, 64, 6);  // 48 inputs: no whole blocks, kept
  }
  EXPECT_EQ(decoder::quantize_matrices(model, QuantType::Q4_0, 2), 2 * 5);
  EXPECT_TRUE(model.layers[0].attention.q().quantized());
  EXPECT_EQ(model.layers[0].attention.w_q.size(), 0);
  EXPECT_TRUE(model.layers[1].up_w.ref().quantized());
  EXPECT_FALSE(model.layers[1].down_w.bf16());
}

}  // namespace
}  // namespace attn
