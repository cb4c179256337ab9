#include "core/model/quantize.hpp"

#include <memory>
#include <vector>

#include "core/base/parallel.hpp"

namespace attn::decoder {
namespace {

bool quantizes(const WeightRef& w, kernels::QuantType t) {
  return w.size() != 0 && w.rows() % static_cast<Eigen::Index>(kernels::quant_block_values(t)) == 0;
}

bool quantize_attention(MhaWeights& m, kernels::QuantType t, int threads) {
  if (!quantizes(m.q(), t) || !quantizes(m.k(), t) || !quantizes(m.v(), t) || !quantizes(m.o(), t)) return false;
  m.w_q16 = quantize_matrix(m.q(), t, threads);
  m.w_k16 = quantize_matrix(m.k(), t, threads);
  m.w_v16 = quantize_matrix(m.v(), t, threads);
  m.w_o16 = quantize_matrix(m.o(), t, threads);
  m.w_q = m.w_k = m.w_v = m.w_o = Matrix();
  return true;
}

int quantize_layers(std::vector<Layer>& layers, kernels::QuantType t, int threads) {
  int done = 0;
  for (Layer& y : layers) {
    done += quantize_attention(y.attention, t, threads) ? 4 : 0;
    done += quantize_attention(y.cross, t, threads) ? 4 : 0;
    for (Weight* w : {&y.up_w, &y.gate_w, &y.down_w}) {
      if (!quantizes(w->ref(), t)) continue;
      *w = quantize_matrix(w->ref(), t, threads);
      ++done;
    }
  }
  return done;
}

}  // namespace

Bf16Matrix quantize_matrix(const WeightRef& w, kernels::QuantType t, int threads) {
  const Eigen::Index in = w.rows(), out = w.cols();
  const std::size_t row_bytes = kernels::quant_row_bytes(t, static_cast<std::size_t>(in));
  auto blocks = std::make_shared<std::vector<unsigned char>>(row_bytes * static_cast<std::size_t>(out));
  // Each output's weights (a column of W) quantized as one row, 64 columns a work item.
  constexpr Eigen::Index kColumns = 64;
  parallel_for(static_cast<int>((out + kColumns - 1) / kColumns), threads, [&](int item) {
    const Eigen::Index c0 = item * kColumns;
    const Matrix part = w.columns(c0, std::min(kColumns, out - c0));
    Eigen::VectorXf column(in);
    for (Eigen::Index j = 0; j < part.cols(); ++j) {
      column = part.col(j);
      kernels::quantize_row(t, column.data(), blocks->data() + static_cast<std::size_t>(c0 + j) * row_bytes,
                            static_cast<std::size_t>(in));
    }
  });
  const unsigned char* data = blocks->data();
  return Bf16Matrix::blocks(in, out, t, data, std::move(blocks), w.finite());
}

int quantize_matrices(Weights& w, kernels::QuantType t, int threads) {
  return quantize_layers(w.layers, t, threads) + quantize_layers(w.encoder.layers, t, threads);
}

}  // namespace attn::decoder
