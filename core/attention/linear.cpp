#include "core/attention/linear.hpp"
#include "core/base/engine_calls.hpp"

#include "core/base/parallel.hpp"
#include "core/kernels/gemm.hpp"
#include "core/base/per_thread.hpp"

namespace attn {
namespace {

// Rows up to this many read BF16 weights in columns a dot product at a time (generation's
// one token).
constexpr Eigen::Index kDotRows = 4;
// Columns of a BF16 block widened or multiplied at once.
constexpr Eigen::Index kWideColumns = 64;
// Rows rounded per work item.
constexpr Eigen::Index kRoundRows = 32;

void add_bias(const Matrix& b, Eigen::Index c0, Eigen::Index cols, Eigen::Block<MatrixMap> out) {
  if (b.size() != 0) out.rowwise() += b.row(0).segment(c0, cols);
}

// The blocks of a product, rows × columns: as few as keep every core busy, so that each
// block widens or pairs its columns of W once.
struct Blocks {
  Eigen::Index rows, cols, row_blocks, col_blocks;
  int count() const { return static_cast<int>(row_blocks * col_blocks); }
};

// The blocks depend on the shapes and the machine's core count, never on the threads a
// call asks for: the BLAS gives a row different bits when it lies at the edge of a block
// (its edge kernels sum in another order), so blocks cut by the thread count would make
// the result depend on it (base/parallel.hpp says what the engine promises).
Blocks blocks_for(Eigen::Index t, Eigen::Index m, Eigen::Index cols) {
  const Eigen::Index col_blocks = (m + cols - 1) / cols;
  const Eigen::Index tiles = (t + kernels::kTileRows - 1) / kernels::kTileRows;
  const Eigen::Index wanted = 8 * resolve_threads(0);
  const Eigen::Index groups = std::clamp<Eigen::Index>((wanted + col_blocks - 1) / col_blocks, 1, tiles);
  const Eigen::Index group_rows = (tiles + groups - 1) / groups * kernels::kTileRows;
  return {group_rows, cols, (t + group_rows - 1) / group_rows, col_blocks};
}

// Float weights through the BLAS: it packs the columns of W a block reads into its own
// panels, so every block repacks them. One block of every row per core, each a share of the
// columns (in whole 64s), packs each column once and gives the BLAS its widest products; a
// product too narrow to share (fewer than 128 columns a core) is cut by rows instead.
Blocks blas_blocks_for(Eigen::Index t, Eigen::Index m) {
  const Eigen::Index cores = resolve_threads(0);
  if (m >= 128 * cores) {
    const Eigen::Index cols = ((m + cores - 1) / cores + 63) / 64 * 64;
    return {t, cols, 1, (m + cols - 1) / cols};
  }
  const Eigen::Index rows = std::max<Eigen::Index>((t + cores - 1) / cores, 1);
  return {rows, m, (t + rows - 1) / rows, 1};
}

// Calls f(q, a, b) for each panel q that columns [c0, c0 + width) of w overlap, with the
// part [a, b) of the columns in it.
template <typename F>
void for_panels(const Bf16Matrix& w, Eigen::Index c0, Eigen::Index width, F f) {
  const Eigen::Index end = std::min(c0 + width, w.cols());
  for (Eigen::Index q = c0 / kWideColumns; q * kWideColumns < end; ++q) {
    f(q, std::max(c0, q * kWideColumns), std::min(end, (q + 1) * kWideColumns));
  }
}

// A share `part` of `parts` of the cache lines that hold BF16 columns [c0, c0 + width) of
// w, asked for from memory (into the second-level cache).
void prefetch_columns(const Bf16Matrix& w, Eigen::Index c0, Eigen::Index width, Eigen::Index part,
                      Eigen::Index parts) {
  const char* first = nullptr;
  Eigen::Index bytes = 0;
  if (w.layout() == Bf16Matrix::Layout::Blocks) {
    first = reinterpret_cast<const char*>(w.block_row(c0));
    bytes = static_cast<Eigen::Index>(w.row_bytes()) * std::min(width, w.cols() - c0);
  } else if (w.layout() == Bf16Matrix::Layout::Panels) {
    const Eigen::Index q0 = c0 / kWideColumns;
    const Eigen::Index q1 = (std::min(c0 + width, w.cols()) - 1) / kWideColumns;
    first = reinterpret_cast<const char*>(w.panel(q0));
    bytes = static_cast<Eigen::Index>(sizeof(std::uint32_t)) * (q1 - q0 + 1) * w.pairs() * kWideColumns;
  } else {
    first = reinterpret_cast<const char*>(w.column(c0));
    bytes = static_cast<Eigen::Index>(sizeof(bf16)) * std::min(width, w.cols() - c0) * w.rows();
  }
  const Eigen::Index lines = (bytes + 63) / 64;
  const Eigen::Index from = lines * part / parts;
  const Eigen::Index to = lines * (part + 1) / parts;
  for (Eigen::Index l = from; l < to; ++l) __builtin_prefetch(first + 64 * l, 0, 2);
}

// Columns [c0, c0 + width) of BF16 or quantized w as floats into out (in rows of ld_out).
void widen(const kernels::Kernels& k, const Bf16Matrix& w, Eigen::Index c0, Eigen::Index width, float* out,
           Eigen::Index ld_out) {
  if (w.layout() == Bf16Matrix::Layout::Blocks) {
    k.quant_widen(w.quant_type(), w.block_row(c0), w.row_bytes(), w.rows(), width, out, ld_out);
    return;
  }
  if (w.layout() == Bf16Matrix::Layout::Columns) {
    k.widen_columns(w.column(c0), w.rows(), 0, w.rows(), width, out, ld_out);
    return;
  }
  for_panels(w, c0, width, [&](Eigen::Index q, Eigen::Index a, Eigen::Index b) {
    k.widen_pairs(w.panel(q) + (a - q * kWideColumns), kWideColumns, w.rows(), b - a, out + (a - c0), ld_out);
  });
}

// Many rows: blocks of rows × columns, each on one thread.
void product_blocks(const kernels::Kernels& k, const ProductRows& x, const WeightRef& w, const Matrix& b,
                    int threads, MatrixMap& y) {
  const bool tiled = k.tiled();
  // Float weights through the BLAS take wide blocks (it packs them itself); everything else
  // a block of columns that one widening or pairing serves.
  const bool blas = !tiled && !w.bf16();
  const Blocks blocks = blas ? blas_blocks_for(x.rows, w.cols())
                             : blocks_for(x.rows, w.cols(), tiled && !w.bf16() ? 128 : kWideColumns);
  parallel_for(blocks.count(), threads, [&](int item) {
    const Eigen::Index r0 = (item / blocks.col_blocks) * blocks.rows;
    const Eigen::Index c0 = (item % blocks.col_blocks) * blocks.cols;
    const Eigen::Index rows = std::min(blocks.rows, x.rows - r0);
    const Eigen::Index n = std::min(blocks.cols, w.cols() - c0);
    auto out = y.block(r0, c0, rows, n);
    if (tiled) {
      tiled_product(k, x, w, c0, n, r0, rows, y, c0);
    } else {
      blas_product(x, r0, w, c0, kernels::view_of(out));
    }
    add_bias(b, c0, n, out);
  });
}

// A few rows (generation's one token): the columns of W in chunks, a chunk a work item,
// each chunk's every row made by row_chunk(r, c0, cols) and its bias added. Each output's
// weights are read once. Chunks of `chunk` outputs when given, else 256, or fewer (whole
// panels of 64) when that would leave a thread idle.
template <typename RowChunk>
void column_chunks(Eigen::Index rows, Eigen::Index cols, const Matrix& b, int threads, MatrixMap& y,
                   RowChunk row_chunk, Eigen::Index chunk = 0) {
  const Eigen::Index kChunk = chunk > 0 ? chunk : cols >= 4 * 256 ? 256 : cols >= 4 * 128 ? 128 : 64;
  parallel_for(static_cast<int>((cols + kChunk - 1) / kChunk), threads, [&](int item) {
    const Eigen::Index c0 = item * kChunk;
    const Eigen::Index n = std::min(kChunk, cols - c0);
    for (Eigen::Index r = 0; r < rows; ++r) row_chunk(r, c0, n);
    add_bias(b, c0, n, y.block(0, c0, rows, n));
  });
}

// BF16 weights in columns: a dot product per row and output.
void dot_bf16(const kernels::Kernels& k, const ProductRows& x, const Bf16Matrix& w, const Matrix& b, int threads,
              MatrixMap& y) {
  column_chunks(x.rows, w.cols(), b, threads, y, [&](Eigen::Index r, Eigen::Index c0, Eigen::Index cols) {
    if (x.h != nullptr) {
      k.bf16_dot_columns(x.h + r * x.ld_h, w.rows(), w.column(c0), w.rows(), cols, y.row(r).data() + c0);
    } else {
      k.dot_columns(x.row(r), w.rows(), w.column(c0), w.rows(), cols, y.row(r).data() + c0);
    }
  });
}

// BF16 weights in panels (a folder's, paired once when it was opened): each row, as floats
// of whole pairs (the BF16 rounding's, where the row was rounded), through the panels of a
// chunk, 64 outputs at a time.
void dot_panels(const kernels::Kernels& k, const ProductRows& x, const Bf16Matrix& w, const Matrix& b, int threads,
                MatrixMap& y) {
  const Eigen::Index pairs = w.pairs();
  struct Rows { std::vector<float> v; };
  std::vector<float>& rows = per_thread<Rows>().v;
  rows.assign(static_cast<std::size_t>(x.rows * 2 * pairs), 0.0f);
  for (Eigen::Index r = 0; r < x.rows; ++r) {
    float* out = rows.data() + r * 2 * pairs;
    if (x.h != nullptr) {
      for (Eigen::Index c = 0; c < x.cols; ++c) out[c] = bf16_to_float(x.h[r * x.ld_h + c]);
    } else {
      std::copy(x.row(r), x.row(r) + x.cols, out);
    }
  }
  column_chunks(x.rows, w.cols(), b, threads, y, [&](Eigen::Index r, Eigen::Index c0, Eigen::Index cols) {
    for_panels(w, c0, cols, [&](Eigen::Index q, Eigen::Index a, Eigen::Index end) {
      k.panel_dot(w.panel(q) + (a - q * kWideColumns), kWideColumns, pairs, rows.data() + r * 2 * pairs, end - a,
                  y.row(r).data() + a);
    });
  });
}

// Quantized weights: a dot product per row and output, reading each output's blocks
// (kernels.hpp's quant_dot).
void dot_blocks(const kernels::Kernels& k, const ProductRows& x, const Bf16Matrix& w, const Matrix& b, int threads,
                MatrixMap& y) {
  column_chunks(x.rows, w.cols(), b, threads, y, [&](Eigen::Index r, Eigen::Index c0, Eigen::Index cols) {
    k.quant_dot(w.quant_type(), x.row(r), w.rows(), w.block_row(c0), w.row_bytes(), cols, y.row(r).data() + c0);
  });
}

// Quantized weights and inputs rounded to 8 bits (Precision::Int8): each row rounded once,
// as llama.cpp rounds it for these weights, then a dot product of integers per row and
// output (kernels.hpp's quant_dot_int8).
void dot_blocks_int8(const kernels::Kernels& k, const ProductRows& x, const Bf16Matrix& w, const Matrix& b,
                     int threads, MatrixMap& y) {
  const kernels::QuantType input = kernels::input_type(w.quant_type());
  const std::size_t row_bytes = kernels::quant_row_bytes(input, static_cast<std::size_t>(x.cols));
  struct Rounded { std::vector<std::uint8_t> v; };
  std::vector<std::uint8_t>& rounded = per_thread<Rounded>().v;
  rounded.resize(static_cast<std::size_t>(x.rows) * row_bytes);
  parallel_for(static_cast<int>(x.rows), x.rows > 16 ? threads : 1, [&](int r) {
    kernels::quantize_row(input, x.row(r), rounded.data() + static_cast<std::size_t>(r) * row_bytes,
                          static_cast<std::size_t>(x.cols));
  });
  column_chunks(x.rows, w.cols(), b, threads, y, [&](Eigen::Index r, Eigen::Index c0, Eigen::Index cols) {
    k.quant_dot_int8(w.quant_type(), rounded.data() + static_cast<std::size_t>(r) * row_bytes, w.rows(),
                     w.block_row(c0), w.row_bytes(), cols, y.row(r).data() + c0);
  });
}

// Whether a product of `in` with w reads its rows rounded to 8 bits (Precision::Int8).
bool reads_int8(const ProductRows& in, const WeightRef& w) {
  return in.int8 && w.quantized() && kernels::input_type(w.h->quant_type()) != kernels::QuantType::F32;
}

// out row i, columns [0, width) = row r0 + i of `in` rounded to 8 bits · columns
// [c0, c0 + width) of w, for i < n, on the calling thread: the sums dot_blocks_int8 makes.
void int8_rows(const kernels::Kernels& k, const ProductRows& in, Eigen::Index r0, Eigen::Index n, const Bf16Matrix& w,
               Eigen::Index c0, Eigen::Index width, float* out, Eigen::Index ld_out) {
  const kernels::QuantType input = kernels::input_type(w.quant_type());
  struct Row { std::vector<std::uint8_t> v; };
  std::vector<std::uint8_t>& row = per_thread<Row>().v;
  row.resize(kernels::quant_row_bytes(input, static_cast<std::size_t>(in.cols)));
  for (Eigen::Index i = 0; i < n; ++i) {
    kernels::quantize_row(input, in.row(r0 + i), row.data(), static_cast<std::size_t>(in.cols));
    k.quant_dot_int8(w.quant_type(), row.data(), w.rows(), w.block_row(c0), w.row_bytes(), width, out + i * ld_out);
  }
}

// Float weights: a matrix–vector product per row and chunk, which reads the weights' rows
// as they lie in memory. A chunk's piece of each row is up to a page long (1,024 floats),
// as long as every core still gets a chunk: pieces a row of W apart are each a new stream
// to the hardware's prefetcher, and a product of 14336 → 4096 read its weights at 30 GB/s
// in pieces of 1 KB, about 50 in pieces of 4 KB (scripts/bench --gguf's F32 token).
void gemv_rows(const ProductRows& x, const Matrix& w, const Matrix& b, int threads, MatrixMap& y) {
  const Eigen::Index cores = resolve_threads(0);
  const Eigen::Index per_core = (w.cols() + cores - 1) / cores;
  const Eigen::Index chunk = std::clamp<Eigen::Index>((per_core + 63) / 64 * 64, 64, 1024);
  column_chunks(
      x.rows, w.cols(), b, threads, y,
      [&](Eigen::Index r, Eigen::Index c0, Eigen::Index cols) {
        kernels::gemm({x.row(r), 1, x.cols, x.ld_f}, kernels::const_view_of(w.middleCols(c0, cols)), false,
                      {y.row(r).data() + c0, 1, cols, y.outerStride()});
      },
      chunk);
}

}  // namespace

ProductRows prepare_rows(const MatrixRef& x, const WeightRef& w, Precision precision, const kernels::Kernels& k,
                         int threads, RowStorage& storage) {
  ProductRows rows{x.data(), x.outerStride(), nullptr, 0, x.rows(), x.cols()};
  // Quantized weights multiply floats (their values are no BF16 values), or integers.
  rows.int8 = precision == Precision::Int8;
  if (!w.bf16() || w.quantized() || precision == Precision::Float32) return rows;
  const Eigen::Index n = x.cols();
  const Eigen::Index ld = (n + 1) / 2 * 2;
  const bool pairs = k.bf16_products();
  if (pairs) {
    storage.values.resize(static_cast<std::size_t>(x.rows() * ld));
  } else {
    storage.rounded.resize(x.rows(), n);
  }
  parallel_for(static_cast<int>((x.rows() + kRoundRows - 1) / kRoundRows), threads, [&](int item) {
    const Eigen::Index r0 = item * kRoundRows;
    const Eigen::Index r1 = std::min(x.rows(), r0 + kRoundRows);
    struct Row { std::vector<bf16> v; };
    std::vector<bf16>& row = per_thread<Row>().v;
    row.resize(static_cast<std::size_t>(ld));
    for (Eigen::Index r = r0; r < r1; ++r) {
      bf16* out = pairs ? storage.values.data() + r * ld : row.data();
      k.round_to_bf16(x.row(r).data(), n, out);
      if (!pairs) {
        for (Eigen::Index j = 0; j < n; ++j) storage.rounded(r, j) = bf16_to_float(out[j]);
      }
    }
  });
  if (pairs) {
    rows.h = storage.values.data();
    rows.ld_h = ld;
  } else {
    rows.f = storage.rounded.data();
    rows.ld_f = storage.rounded.outerStride();
  }
  return rows;
}

void tiled_product(const kernels::Kernels& k, const ProductRows& in, const WeightRef& w, Eigen::Index c0,
                   Eigen::Index width, Eigen::Index r0, Eigen::Index n, float* out, Eigen::Index ld_out,
                   Eigen::Index out_c0, Eigen::Index next_c0) {
  if (reads_int8(in, w)) {
    int8_rows(k, in, r0, n, *w.h, c0, width, out + r0 * ld_out + out_c0, ld_out);
    return;
  }
  const Eigen::Index tiles = (n + kernels::kTileRows - 1) / kernels::kTileRows;
  const auto fetch_next = [&](Eigen::Index tile) {
    if (next_c0 >= 0 && w.bf16() && next_c0 < w.cols()) prefetch_columns(*w.h, next_c0, width, tile, tiles);
  };
  const auto each_tile = [&](auto product) {
    for (Eigen::Index t0 = r0; t0 < r0 + n; t0 += kernels::kTileRows) {
      const Eigen::Index tile = (t0 - r0) / kernels::kTileRows;
      fetch_next(tile);
      product(t0, static_cast<int>(std::min<Eigen::Index>(kernels::kTileRows, r0 + n - t0)));
    }
  };
  if (w.bf16() && !w.quantized() && in.h != nullptr && w.h->layout() == Bf16Matrix::Layout::Panels) {
    // BF16 products from the panels as they are, six rows of tokens at a time, each read a
    // pair at a time.
    const Bf16Matrix& h = *w.h;
    for_panels(h, c0, width, [&](Eigen::Index q, Eigen::Index a, Eigen::Index b) {
      const std::uint32_t* words = h.panel(q) + (a - q * kWideColumns);
      each_tile([&](Eigen::Index t0, int rows) {
        k.bf16_product(in.h + t0 * in.ld_h, in.ld_h, rows, words, kWideColumns, h.pairs(), b - a,
                       out + t0 * ld_out + out_c0 + (a - c0), ld_out);
      });
    });
    return;
  }
  if (w.bf16() && !w.quantized() && in.h != nullptr) {
    // BF16 products from columns: paired once here (turned around 16 × 16 words at a time
    // in registers, from a panel asked for from memory in address order first).
    const Bf16Matrix& h = *w.h;
    struct Panel { std::vector<std::uint32_t> v; };
    std::vector<std::uint32_t>& panel = per_thread<Panel>().v;
    // Up to 15 words past the last column are read: room for them.
    panel.resize(static_cast<std::size_t>((h.rows() + 1) / 2 * width + 16));
    // A block of 16 columns reads 16 lines far apart: every line of the panel asked for
    // first, in address order, which memory serves as one stream.
    prefetch_columns(h, c0, width, 0, 1);
    k.pair_columns(h.column(c0), h.rows(), h.rows(), width, panel.data(), width);
    each_tile([&](Eigen::Index t0, int rows) {
      k.bf16_product(in.h + t0 * in.ld_h, in.ld_h, rows, panel.data(), width, (h.rows() + 1) / 2, width,
                     out + t0 * ld_out + out_c0, ld_out);
    });
    return;
  }
  const float* v = nullptr;
  Eigen::Index ld_v = 0;
  if (w.bf16()) {
    struct Panel { std::vector<float> v; };
    std::vector<float>& panel = per_thread<Panel>().v;
    panel.resize(static_cast<std::size_t>(w.rows() * width));
    widen(k, *w.h, c0, width, panel.data(), width);
    v = panel.data();
    ld_v = width;
  } else {
    v = w.f->data() + c0;
    ld_v = w.cols();
    // The block's rows lie far apart (a row of W away, often in another page, where the
    // hardware's prefetcher stops): every line of them asked for first, in address order,
    // so that memory serves them together rather than each when the kernel reaches it.
    // The first rows' block only: the others' come after it and find the lines cached.
    const Eigen::Index lines = r0 == 0 ? (width * static_cast<Eigen::Index>(sizeof(float)) + 63) / 64 : 0;
    for (Eigen::Index r = 0; r < w.rows() && lines > 0; ++r) {
      const char* row = reinterpret_cast<const char*>(v + r * ld_v);
      for (Eigen::Index l = 0; l < lines; ++l) __builtin_prefetch(row + 64 * l, 0, 2);
    }
  }
  each_tile([&](Eigen::Index t0, int rows) {
    k.weighted_sum(in.row(t0), in.ld_f, rows, v, ld_v, w.rows(), width, out + t0 * ld_out + out_c0, ld_out);
  });
}

void blas_product(const ProductRows& in, Eigen::Index r0, const WeightRef& w, Eigen::Index c0,
                  const kernels::BlockView& out) {
  if (reads_int8(in, w)) {
    int8_rows(kernels::active(), in, r0, out.rows, *w.h, c0, out.cols, out.data, out.stride);
    return;
  }
  const kernels::ConstBlockView x{in.row(r0), out.rows, in.cols, in.ld_f};
  if (!w.bf16()) {
    kernels::gemm(x, kernels::const_view_of(w.f->middleCols(c0, out.cols)), false, out);
    return;
  }
  struct Panel { Matrix m; };
  Matrix& panel = per_thread<Panel>().m;
  for (Eigen::Index j0 = 0; j0 < out.cols; j0 += kWideColumns) {
    const Eigen::Index cols = std::min(kWideColumns, out.cols - j0);
    panel.resize(w.rows(), cols);
    widen(kernels::active(), *w.h, c0 + j0, cols, panel.data(), cols);
    kernels::gemm(x, kernels::const_view_of(panel), false, {out.data + j0, out.rows, cols, out.stride});
  }
}

namespace {

// y = x·w (+ b), y already x.rows × w.cols().
void product(const ProductRows& x, const WeightRef& w, const Matrix& b, int threads, MatrixMap y) {
  note_engine_entry("linear");
  const kernels::Kernels& k = kernels::active();
  if (reads_int8(x, w)) {
    dot_blocks_int8(k, x, *w.h, b, threads, y);
  } else if (w.quantized() && x.rows <= kDotRows) {
    dot_blocks(k, x, *w.h, b, threads, y);
  } else if (w.bf16() && w.h->layout() == Bf16Matrix::Layout::Columns && x.rows <= kDotRows) {
    dot_bf16(k, x, *w.h, b, threads, y);
  } else if (w.bf16() && w.h->layout() == Bf16Matrix::Layout::Panels && x.rows <= kDotRows) {
    dot_panels(k, x, *w.h, b, threads, y);
  } else if (!w.bf16() && x.rows <= kDotRows) {
    gemv_rows(x, *w.f, b, threads, y);
  } else {
    product_blocks(k, x, w, b, threads, y);
  }
}

// Rows prepared for w from x, kept between calls on this thread: a forward pass of the
// same length touches no new memory.
ProductRows rows_for(const MatrixRef& x, const WeightRef& w, Precision precision, int threads) {
  struct Storage { RowStorage s; };
  RowStorage& storage = per_thread<Storage>().s;
  return prepare_rows(x, w, precision, kernels::active(), threads, storage);
}

}  // namespace

void linear(const ProductRows& x, const WeightRef& w, const Matrix& b, int threads, Matrix& y) {
  y.resize(x.rows, w.cols());
  product(x, w, b, threads, MatrixMap(y.data(), y.rows(), y.cols()));
}

void linear(const ProductRows& x, const WeightRef& w, const Matrix& b, int threads, GrowingMatrix& y) {
  y.resize(x.rows, w.cols());
  product(x, w, b, threads, y.view());
}

void linear(const MatrixRef& x, const WeightRef& w, const Matrix& b, int threads, Matrix& y, Precision precision) {
  linear(rows_for(x, w, precision, threads), w, b, threads, y);
}

void linear(const MatrixRef& x, const WeightRef& w, const Matrix& b, int threads, GrowingMatrix& y,
            Precision precision) {
  linear(rows_for(x, w, precision, threads), w, b, threads, y);
}

}  // namespace attn
