// The forward pass of decoder.hpp: the row-wise operations (norms, activations, the MLP),
// the embeddings, one layer's step over the stream, the stacks, and forward(). The KV
// cache's extend (decoder_extend.cpp) takes the same layer step with attentions of its
// own; the checks of a row and its costs, the checks of the weights, and what a run
// predicts live in files of their own (decoder_architecture.cpp, decoder_weights.cpp,
// decoder_sampling.cpp).
#include "core/model/decoder.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <unsupported/Eigen/SpecialFunctions>

#include "core/attention/linear.hpp"
#include "core/attention/multi_head.hpp"
#include "core/base/parallel.hpp"
#include "core/base/per_thread.hpp"
#include "core/kernels/kernels.hpp"
#include "core/model/decoder_stack.hpp"

namespace attn::decoder {
namespace {

// The rows of a block the activations hand to one thread at a time (the norms: 2 blocks).
constexpr Eigen::Index kRowBlock = 16;

// work(r0, r1) for every block of `block` rows of a matrix of `rows` rows, the blocks
// spread over the threads. The blocks are cut by the shape alone (base/parallel.hpp); one
// block (generation's one row) runs here, without asking the pool.
template <typename Work>
void for_row_blocks(Eigen::Index rows, Eigen::Index block, int threads, const Work& work) {
  if (rows <= block) {
    if (rows > 0) work(0, rows);
    return;
  }
  parallel_for(static_cast<int>((rows + block - 1) / block), threads, [&](int c) {
    const Eigen::Index r0 = c * block;
    work(r0, std::min(rows, r0 + block));
  });
}

// Rows [r0, r1) of y = Norm(x), the sums in double.
void normalize_rows(const Architecture& a, const MatrixRef& x, const Matrix& w, const Matrix& b, Eigen::Index r0,
                    Eigen::Index r1, MatrixMap y) {
  const double n = static_cast<double>(x.cols());
  for (Eigen::Index i = r0; i < r1; ++i) {
    if (a.norm == Norm::RmsNorm) {
      double squares = 0.0;
      for (Eigen::Index j = 0; j < x.cols(); ++j) squares += static_cast<double>(x(i, j)) * x(i, j);
      const auto rstd = static_cast<float>(1.0 / std::sqrt(squares / n + a.norm_eps));
      y.row(i) = (x.row(i).array() * rstd * w.row(0).array()).matrix();
      continue;
    }
    double sum = 0.0;
    for (Eigen::Index j = 0; j < x.cols(); ++j) sum += x(i, j);
    const double mean = sum / n;
    double squares = 0.0;
    for (Eigen::Index j = 0; j < x.cols(); ++j) {
      const double c = x(i, j) - mean;
      squares += c * c;
    }
    const auto rstd = static_cast<float>(1.0 / std::sqrt(squares / n + a.norm_eps));
    const auto m = static_cast<float>(mean);
    y.row(i) = ((x.row(i).array() - m) * rstd * w.row(0).array() + b.row(0).array()).matrix();
  }
}

// GELU, the tanh approximation: 0.5·x·(1 + tanh(sqrt(2/π)·(x + 0.044715·x³))).
void gelu_tanh(Matrix& x, int threads) {
  constexpr float kSqrt2OverPi = 0.7978845608028654f;
  for_row_blocks(x.rows(), kRowBlock, threads, [&](Eigen::Index r0, Eigen::Index r1) {
    auto a = x.middleRows(r0, r1 - r0).array();
    a = 0.5f * a * (1.0f + (kSqrt2OverPi * (a + 0.044715f * a.cube())).tanh());
  });
}

void relu(Matrix& x, int threads) {
  for_row_blocks(x.rows(), kRowBlock, threads, [&](Eigen::Index r0, Eigen::Index r1) {
    auto a = x.middleRows(r0, r1 - r0).array();
    a = a.max(0.0f);
  });
}

// silu(x) = x / (1 + e^−x) in place: the kernel's silu product with ones.
void silu(Matrix& x, int threads) {
  const kernels::Kernels& k = kernels::active();
  for_row_blocks(x.rows(), kRowBlock, threads, [&](Eigen::Index r0, Eigen::Index r1) {
    struct Ones { std::vector<float> v; };
    std::vector<float>& ones = per_thread<Ones>().v;
    for (Eigen::Index i = r0; i < r1; ++i) {
      ones.assign(static_cast<std::size_t>(x.cols()), 1.0f);
      k.silu_product(x.row(i).data(), ones.data(), ones.size());
      std::copy(ones.begin(), ones.end(), x.row(i).data());
    }
  });
}

// The gated products: hidden = act(gate) ⊙ hidden. SwiGLU: act = silu; T5's gated-gelu:
// act = gelu_tanh (gate is changed).
void gated(Mlp mlp, Matrix& gate, int threads, Matrix& hidden) {
  if (mlp == Mlp::GatedGelu) {
    gelu_tanh(gate, threads);
    hidden.array() *= gate.array();
    return;
  }
  const kernels::Kernels& k = kernels::active();
  for_row_blocks(gate.rows(), kRowBlock, threads, [&](Eigen::Index r0, Eigen::Index r1) {
    k.silu_product(gate.row(r0).data(), hidden.row(r0).data(), static_cast<std::size_t>((r1 - r0) * gate.cols()));
  });
}

// x += MLP(Norm(source; norm2)), source the stream itself or, with a parallel residual, the
// layer's input; without norms on the inputs MLP(source); with norms on the outputs the
// MLP's output normalised (out_norm2) before it is added; post-norm x = Norm(x + MLP(x); norm2).
void mlp_block(const Architecture& a, const Layer& layer, Precision precision, int threads, const MatrixRef& source,
               Matrix& x) {
  // Kept between calls on this thread: a forward pass of the same length touches no new
  // memory.
  struct Scratch { Matrix normed, hidden, gate, out; RowStorage storage; };
  Scratch& scratch = per_thread<Scratch>();
  Matrix& normed = scratch.normed;
  Matrix& hidden = scratch.hidden;
  Matrix& gate = scratch.gate;
  Matrix& out = scratch.out;
  RowStorage& storage = scratch.storage;
  if (!a.post_norm && a.norm_inputs) {
    normalize(a, source, layer.norm2_w, layer.norm2_b, normed, threads);
  } else {
    normed = source;
  }
  // Up and gate read the same rows: prepared once.
  const ProductRows rows = prepare_rows(normed, layer.up_w, precision, kernels::active(), threads, storage);
  linear(rows, layer.up_w, layer.up_b, threads, hidden);
  switch (a.mlp) {
    case Mlp::GeluTanh: gelu_tanh(hidden, threads); break;
    case Mlp::Gelu: gelu_erf(hidden, threads); break;
    case Mlp::Relu: relu(hidden, threads); break;
    case Mlp::Silu: silu(hidden, threads); break;
    case Mlp::SwiGlu:
    case Mlp::GatedGelu:
      linear(rows, layer.gate_w, layer.gate_b, threads, gate);
      gated(a.mlp, gate, threads, hidden);
      break;
  }
  linear(hidden, layer.down_w, layer.down_b, threads, out, precision);
  if (a.norm_outputs) {
    normalize(a, out, layer.out_norm2_w, layer.out_norm2_b, normed, threads);
    out.swap(normed);
  }
  if (layer.scale2.size() != 0) out.array().rowwise() *= layer.scale2.row(0).array();
  x += out;
  if (a.post_norm) {
    normed = x;
    normalize(a, normed, layer.norm2_w, layer.norm2_b, x, threads);
  }
}

bool any_ablated(const std::vector<std::vector<char>>& ablated, std::size_t layer) {
  if (layer >= ablated.size()) return false;
  return std::any_of(ablated[layer].begin(), ablated[layer].end(), [](char c) { return c != 0; });
}

// Marian's sinusoidal position p into row (D floats, added): sin(p / 10000^(2j/D)) in the
// first half, cos of the same in the second, computed in double.
void add_sinusoidal(Eigen::Index p, Eigen::Index d, float* row) {
  const Eigen::Index half = (d + 1) / 2;
  for (Eigen::Index j = 0; j < d; ++j) {
    const Eigen::Index i = j < half ? j : j - half;
    const double angle = static_cast<double>(p) / std::pow(10000.0, 2.0 * static_cast<double>(i) / static_cast<double>(d));
    row[j] += static_cast<float>(j < half ? std::sin(angle) : std::cos(angle));
  }
}


// One layer's self-attention over rec.normed into rec.attention; ablated heads add nothing.
void attend(const Weights& weights, const MhaWeights& w, std::size_t l, const Run& run, int threads, Part part,
            LayerRecord& rec) {
  const AttentionConfig config = attention_config(weights.arch, run, threads, part, l);
  multi_head_attention(rec.normed, Matrix(), w, config, rec.attention);
  if (part == Part::Encoder || !any_ablated(run.ablated, l)) return;
  AttentionTrace& t = rec.attention;
  for (int h = 0; h < weights.arch.heads; ++h) {
    if (is_ablated(run.ablated, l, h)) t.concat.middleCols(static_cast<Eigen::Index>(h) * t.d_k, t.d_k).setZero();
  }
  linear(t.concat, w.o(), w.b_o, threads, t.output, run.precision);
}

// x with a sublayer's output added: x += out pre-norm (times the layer scale where the
// model has one; normalised first, Norm(out; out_norm), where the model normalises its
// sublayers' outputs), x = Norm(x + out) post-norm.
void add_sublayer(const Architecture& a, const MatrixRef& out, const Matrix& scale, const Matrix& norm_w,
                  const Matrix& norm_b, const Matrix& out_norm_w, const Matrix& out_norm_b, int threads, Matrix& x) {
  if (a.norm_outputs) {
    struct Normed { Matrix m; };
    Matrix& normed = per_thread<Normed>().m;
    normalize(a, out, out_norm_w, out_norm_b, normed, threads);
    x += normed;
  } else if (scale.size() != 0) {
    x.array() += out.array().rowwise() * scale.row(0).array();
  } else {
    x += out;
  }
  if (!a.post_norm) return;
  struct Sum { Matrix m; };
  Matrix& sum = per_thread<Sum>().m;
  sum = x;
  normalize(a, sum, norm_w, norm_b, x, threads);
}

// Rows [t, t + x.rows()) of `record` set to x; from t = 0 the record is x (its storage kept
// when the shape is unchanged: a forward of the same length touches no new memory).
template <typename Record>
void put_rows(Record& record, Eigen::Index t, const Matrix& x) {
  if (t == 0) {
    record = x;
    return;
  }
  record.conservativeResize(t + x.rows(), x.cols());
  record.middleRows(t, x.rows()) = x;
}

// Rows [t, t + x.rows()) of `record` = Norm(x).
template <typename Record>
void put_normalized(const Architecture& a, const Matrix& x, const Matrix& w, const Matrix& b, Eigen::Index t,
                    int threads, Record& record) {
  if (t == 0) {
    normalize(a, x, w, b, record, threads);
    return;
  }
  struct Rows { Matrix m; };
  Matrix& rows = per_thread<Rows>().m;
  normalize(a, x, w, b, rows, threads);
  put_rows(record, t, rows);
}

// A layer's attentions over every row of its input at once.
class WholeAttention final : public LayerAttention {
 public:
  WholeAttention(const Weights& weights, const Run& run, int threads, Part part)
      : weights_(weights), run_(run), threads_(threads), part_(part) {}

  void self(std::size_t l, const Layer& layer, LayerRecord& rec, Eigen::Index) override {
    attend(weights_, layer.attention, l, run_, threads_, part_, rec);
  }

  void cross(const Layer& layer, LayerRecord& rec, Eigen::Index) override {
    const AttentionConfig config = attention_config(weights_.arch, run_, threads_, Part::Cross, 0);
    multi_head_attention(run_.encoder_output, rec.cross_input, layer.cross, config, rec.cross);
  }

 private:
  const Weights& weights_;
  const Run& run_;
  int threads_;
  Part part_;
};

// The most tokens the model reads, and why (a sliding window masks the keys beyond it).
std::pair<int, const char*> reach(const Architecture& a) { return {a.context, "its context"}; }

}  // namespace

void normalize(const Architecture& a, const MatrixRef& x, const Matrix& w, const Matrix& b, Matrix& y, int threads) {
  y.resize(x.rows(), x.cols());
  const MatrixMap out(y.data(), y.rows(), y.cols());
  for_row_blocks(x.rows(), 2 * kRowBlock, threads,
                 [&](Eigen::Index r0, Eigen::Index r1) { normalize_rows(a, x, w, b, r0, r1, out); });
}

void normalize(const Architecture& a, const MatrixRef& x, const Matrix& w, const Matrix& b, GrowingMatrix& y,
               int threads) {
  y.resize(x.rows(), x.cols());
  for_row_blocks(x.rows(), 2 * kRowBlock, threads,
                 [&](Eigen::Index r0, Eigen::Index r1) { normalize_rows(a, x, w, b, r0, r1, y.view()); });
}

void gelu_erf(Matrix& x, int threads) {
  // Eigen's erf is vectorised for float (a rational approximation, within 5e-7 of the
  // exact erf, as close as PyTorch's own vectorised one), a twentieth of the C library's time.
  constexpr float kInvSqrt2 = 0.7071067811865476f;
  for_row_blocks(x.rows(), kRowBlock, threads, [&](Eigen::Index r0, Eigen::Index r1) {
    auto a = x.middleRows(r0, r1 - r0).array();
    a = a * (0.5f * ((a * kInvSqrt2).erf() + 1.0f));
  });
}

bool is_ablated(const std::vector<std::vector<char>>& ablated, std::size_t layer, int head) {
  return layer < ablated.size() && static_cast<std::size_t>(head) < ablated[layer].size() &&
         ablated[layer][static_cast<std::size_t>(head)] != 0;
}

void ensure_rotation(const Architecture& a, Run& run, std::size_t positions) {
  if (!a.rotary()) return;
  if (run.rotation && static_cast<std::size_t>(run.rotation->positions()) >= positions) return;
  const std::size_t have = run.rotation ? static_cast<std::size_t>(run.rotation->positions()) : 0;
  const std::size_t want = std::min<std::size_t>(static_cast<std::size_t>(a.context),
                                                 std::max({positions, 2 * have, std::size_t{256}}));
  run.rotation = make_rotation_table(rope_frequencies(a.rotated(), a.rope_theta, a.rope_scaling),
                                     static_cast<int>(want), a.rope_theta);
  if (a.local_rope_theta > 0.0) {
    run.local_rotation = make_rotation_table(rope_frequencies(a.rotated(), a.local_rope_theta, RopeScaling{}),
                                             static_cast<int>(want), a.local_rope_theta);
  }
}

StackWeights main_stack(const Weights& w) {
  return {w.layers, w.positions, w.embed_norm_w, w.embed_norm_b, w.final_w, w.final_b, w.relative_bias,
          w.arch.stacks == Stacks::Encoder};
}

StackWeights encoder_stack(const Weights& w) {
  const Encoder& e = w.encoder;
  return {e.layers, e.positions, e.embed_norm_w, e.embed_norm_b, e.final_w, e.final_b, e.relative_bias, true};
}

// The token's embedding (times the scale), its position's when learned (offset) or
// sinusoidal, token type 0's (BERT), then their norm where the stack has one.
void embed(const Weights& weights, const StackWeights& stack, const int* ids, Eigen::Index first, Eigen::Index count,
           Matrix& x, const std::vector<int>& removed) {
  const Architecture& a = weights.arch;
  x.resize(count, a.d_model);
  for (Eigen::Index i = 0; i < count; ++i) {
    if (std::find(removed.begin(), removed.end(), static_cast<int>(first + i)) != removed.end()) {
      x.row(i).setZero();  // taken away: what the token adds beyond its position
    } else {
      weights.embedding(ids[i], x.row(i).data());
    }
    if (a.embed_scale != 1.0f) x.row(i) *= a.embed_scale;
    if (a.positions == Positions::Learned) x.row(i) += stack.positions.row(first + i + a.position_offset);
    if (a.positions == Positions::Sinusoidal) add_sinusoidal(first + i, a.d_model, x.row(i).data());
    if (a.token_types) x.row(i) += weights.token_type;
  }
  if (stack.embed_norm_w.size() != 0) {
    const Matrix raw = x;
    normalize(a, raw, stack.embed_norm_w, stack.embed_norm_b, x);
  }
}

std::shared_ptr<const std::vector<Matrix>> stack_bias(const Architecture& a, const StackWeights& stack,
                                                      Eigen::Index tokens) {
  if (a.positions != Positions::Relative) return nullptr;
  return std::make_shared<const std::vector<Matrix>>(relative_position_bias(
      stack.relative_bias, tokens, tokens, stack.is_encoder, a.relative_buckets, a.relative_max_distance));
}

void layer_step(const Architecture& a, const Layer& layer, std::size_t l, bool cross, Eigen::Index t,
                Precision precision, int threads, LayerAttention& attention, LayerRecord& rec, Matrix& x) {
  const Eigen::Index n = x.rows();
  put_rows(rec.input, t, x);
  if (a.post_norm || !a.norm_inputs) {
    put_rows(rec.normed, t, x);  // the attention reads the stream itself (post-norm: its norm comes after the sum)
  } else {
    put_normalized(a, x, layer.norm1_w, layer.norm1_b, t, threads, rec.normed);
  }
  attention.self(l, layer, rec, t);
  add_sublayer(a, rec.attention.output.middleRows(t, n), layer.scale1, layer.norm1_w, layer.norm1_b,
               layer.out_norm1_w, layer.out_norm1_b, threads, x);
  if (cross) {
    if (a.post_norm) {
      put_rows(rec.cross_input, t, x);
    } else {
      put_normalized(a, x, layer.cross_norm_w, layer.cross_norm_b, t, threads, rec.cross_input);
    }
    attention.cross(layer, rec, t);
    add_sublayer(a, rec.cross.output.middleRows(t, n), Matrix(), layer.cross_norm_w, layer.cross_norm_b, Matrix(),
                 Matrix(), threads, x);
  }
  // A parallel residual's MLP reads the layer's input, as the attention did; else the stream.
  if (a.parallel_residual) {
    mlp_block(a, layer, precision, threads, rec.input.middleRows(t, n), x);
  } else {
    mlp_block(a, layer, precision, threads, x, x);
  }
}

void stack_output(const Architecture& a, const StackWeights& stack, Eigen::Index t, int threads, Matrix& x,
                  GrowingMatrix& out) {
  if (!a.post_norm) {
    put_normalized(a, x, stack.final_w, stack.final_b, t, threads, out);
  } else if (t == 0) {
    out = x;
  } else {
    put_rows(out, t, x);
  }
}

void run_stack(const Weights& weights, const StackWeights& stack, Part part, std::size_t from, Matrix x, int threads,
               Run& run, std::vector<LayerRecord>& records, GrowingMatrix& out) {
  const Architecture& a = weights.arch;
  const bool cross = part == Part::Self && a.encoder_decoder();
  WholeAttention attention(weights, run, threads, part);
  for (std::size_t l = from; l < stack.layers.size(); ++l) {
    layer_step(a, stack.layers[l], l, cross, 0, run.precision, threads, attention, records[l], x);
  }
  stack_output(a, stack, 0, threads, x, out);
}

void require_ids(const Architecture& a, const std::vector<int>& ids, std::size_t tokens) {
  if (tokens == 0) throw AttentionError("there are no tokens: give the model some text");
  const auto [most, why] = reach(a);
  if (tokens > static_cast<std::size_t>(most)) {
    throw AttentionError(std::to_string(tokens) + " tokens; the model reads at most " +
                         std::to_string(most) + " (" + why + ")");
  }
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] < 0 || ids[i] >= a.vocabulary) {
      throw AttentionError("token " + std::to_string(i + 1) + " has id " + std::to_string(ids[i]) +
                           ", outside the vocabulary of " + std::to_string(a.vocabulary));
    }
  }
}

const RotationTable* rotation_of(const Architecture& a, const Run& run, std::size_t l) {
  if (!a.rotary()) return nullptr;
  return a.local(l) && run.local_rotation ? run.local_rotation.get() : run.rotation.get();
}

AttentionConfig attention_config(const Architecture& a, const Run& run, int threads, Part part, std::size_t layer) {
  AttentionConfig config;
  config.d_model = a.d_model;
  config.heads = a.heads;
  config.head_dim = a.head_dim;
  config.kv_heads = a.kv_heads;
  config.scale = a.scale_scores;
  config.scale_dim = static_cast<float>(a.score_scale_dim);
  config.softcap = a.attention_softcap;
  config.detail = TraceDetail::Weights;
  config.threads = threads;
  config.precision = run.precision;
  switch (part) {
    case Part::Self:
      config.causal = run.causal;
      // A causal run may generate: its maps keep room for the tokens to come.
      if (run.causal) config.map_room = kMapRoom;
      if (a.rotary()) config.rotation = Rotation{a.local(layer) && run.local_rotation ? run.local_rotation : run.rotation, 0};
      if (a.local(layer)) config.window = a.sliding_window;
      config.score_bias = run.position_bias;
      break;
    case Part::Encoder:
      config.score_bias = run.encoder_position_bias;
      break;
    case Part::Cross:
      // Queries from the decoder, keys and values from the encoder: the decoder grows by
      // rows only.
      config.mode = AttentionMode::Cross;
      config.map_room = kMapRoom;
      break;
  }
  return config;
}

int relative_bucket(int relative, bool bidirectional, int buckets, int max_distance) {
  int bucket = 0;
  int n = buckets;
  if (bidirectional) {
    n /= 2;
    if (relative > 0) bucket += n;
    relative = std::abs(relative);
  } else {
    relative = -std::min(relative, 0);
  }
  const int exact = n / 2;
  if (relative < exact) return bucket + relative;
  // As Hugging Face's: the logarithm of a float32 ratio over log(max_distance / exact) taken
  // in double and used as a float32, times the buckets left, truncated.
  const float ratio = std::log(static_cast<float>(relative) / static_cast<float>(exact)) /
                      static_cast<float>(std::log(static_cast<double>(max_distance) / exact));
  const int large = exact + static_cast<int>(ratio * static_cast<float>(n - exact));
  return bucket + std::min(large, n - 1);
}

std::vector<Matrix> relative_position_bias(const Matrix& table, Eigen::Index t_q, Eigen::Index t_k, bool bidirectional,
                                           int buckets, int max_distance, Eigen::Index first) {
  std::vector<Matrix> bias(static_cast<std::size_t>(table.cols()), Matrix(t_q, t_k));
  // A bucket depends on the distance j − (first + i) alone: each distance's once.
  const Eigen::Index lowest = -(first + t_q - 1);
  std::vector<int> bucket(static_cast<std::size_t>(t_k - lowest));
  for (Eigen::Index r = lowest; r < t_k; ++r) {
    bucket[static_cast<std::size_t>(r - lowest)] = relative_bucket(static_cast<int>(r), bidirectional, buckets, max_distance);
  }
  for (Eigen::Index i = 0; i < t_q; ++i) {
    for (Eigen::Index j = 0; j < t_k; ++j) {
      const int b = bucket[static_cast<std::size_t>(j - (first + i) - lowest)];
      for (std::size_t h = 0; h < bias.size(); ++h) bias[h](i, j) = table(b, static_cast<Eigen::Index>(h));
    }
  }
  return bias;
}

Run forward(const Weights& weights, const std::vector<int>& ids, const Options& options) {
  Run run;
  forward(weights, ids, options, run);
  return run;
}

void forward(const Weights& weights, const std::vector<int>& ids, const Options& options, Run& run) {
  const Architecture& a = weights.arch;
  if (a.encoder_decoder() && options.source.empty()) {
    throw AttentionError("this " + a.family + " model translates a source: give it a source text (X)");
  }
  if (!a.encoder_decoder() && !options.source.empty()) {
    throw AttentionError("this " + a.family + " model reads one text; only an encoder–decoder reads a source");
  }
  require_ids(a, ids, ids.size());
  if (a.encoder_decoder()) require_ids(a, options.source, options.source.size());
  if (a.reads_pictures()) {
    throw AttentionError("this " + a.family + " model reads pictures, not token ids");
  }
  run.ids = ids;
  run.causal = options.causal;
  run.ablated = options.ablated;
  run.precision = options.precision;
  run.removed = options.removed;
  run.removed_source = options.removed_source;
  run.grid_rows = run.grid_cols = 0;
  run.pixels.reset();
  run.layers.resize(weights.layers.size());
  try {
    if (a.encoder_decoder()) {
      run.source = options.source;
      run.encoder.resize(weights.encoder.layers.size());
      const StackWeights encoder = encoder_stack(weights);
      const auto t1 = static_cast<Eigen::Index>(run.source.size());
      run.encoder_position_bias = stack_bias(a, encoder, t1);
      Matrix source;
      embed(weights, encoder, run.source.data(), 0, t1, source, options.removed_source);
      run_stack(weights, encoder, Part::Encoder, 0, std::move(source), options.threads, run, run.encoder,
                run.encoder_output);
    } else {
      run.source.clear();
      run.encoder.clear();
      run.encoder_output.resize(0, 0);
      run.encoder_position_bias.reset();
    }
    ensure_rotation(a, run, ids.size());
    const StackWeights main = main_stack(weights);
    const auto t = static_cast<Eigen::Index>(ids.size());
    run.position_bias = stack_bias(a, main, t);
    Matrix x;
    embed(weights, main, ids.data(), 0, t, x, options.removed);
    run_stack(weights, main, Part::Self, 0, std::move(x), options.threads, run, run.layers, run.final);
  } catch (...) {
    run = Run{};  // half-written: nothing in it may be trusted
    throw;
  }
}

}  // namespace attn::decoder
