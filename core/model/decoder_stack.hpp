// What the decoder's files share (core/model/decoder*.cpp), not part of the engine's
// interface: one stack's weights, the row-wise operations, the layer step that the whole
// forward and the KV cache's extend both take, and the checks of the ids. Only the
// decoder's own files include it.
//
// Legend as in decoder.hpp: T tokens, D model width, H query heads, d_k a head's width.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <vector>

#include "core/model/decoder.hpp"

namespace attn::decoder {

// The tokens of generation every map has room for before its values move to larger storage:
// kMapRoom after a forward; when they are used up, a quarter of the tokens more, at least
// kMapRoom (map_room), so that the ever larger moves come ever more rarely.
constexpr int kMapRoom = 64;
inline Eigen::Index map_room(Eigen::Index tokens) { return std::max<Eigen::Index>(kMapRoom, tokens / 4); }

// One stack's weights, whichever Weights holds them: the main stack (the decoder, or an
// encoder alone) or an encoder–decoder's encoder.
struct StackWeights {
  const std::vector<Layer>& layers;
  const Matrix& positions;
  const Matrix& embed_norm_w;
  const Matrix& embed_norm_b;
  const Matrix& final_w;
  const Matrix& final_b;
  const Matrix& relative_bias;
  bool is_encoder;  // T5 counts its buckets both ways in an encoder
};
StackWeights main_stack(const Weights& w);
StackWeights encoder_stack(const Weights& w);

// y = Norm(x) row by row (T×D), the rows spread over the threads. LayerNorm:
// (x − mean) / sqrt(var + ε) · w + b; RMSNorm: x / sqrt(mean(x²) + ε) · w; sums in double.
void normalize(const Architecture& a, const MatrixRef& x, const Matrix& w, const Matrix& b, Matrix& y,
               int threads = 0);
void normalize(const Architecture& a, const MatrixRef& x, const Matrix& w, const Matrix& b, GrowingMatrix& y,
               int threads = 0);
// The exact GELU in place, 0.5·x·(1 + erf(x/√2)).
void gelu_erf(Matrix& x, int threads);

bool is_ablated(const std::vector<std::vector<char>>& ablated, std::size_t layer, int head);

// Throws AttentionError when `tokens` is 0 or more than the model reads, or an id of `ids`
// lies outside the vocabulary.
void require_ids(const Architecture& a, const std::vector<int>& ids, std::size_t tokens);
// The rotation table of a RoPE model covers `positions` (grown in steps, so that generation
// remakes it rarely); nothing for other models.
void ensure_rotation(const Architecture& a, Run& run, std::size_t positions);
// The embeddings of `count` tokens at positions [first, first + count) into x (count×D);
// the positions listed in `removed` get no token embedding (their position's alone).
void embed(const Weights& weights, const StackWeights& stack, const int* ids, Eigen::Index first, Eigen::Index count,
           Matrix& x, const std::vector<int>& removed = {});
// The relative position bias of a stack over `tokens` tokens (T5), or null.
std::shared_ptr<const std::vector<Matrix>> stack_bias(const Architecture& a, const StackWeights& stack,
                                                      Eigen::Index tokens);

// How one layer's attentions reach their traces: over every row at once (the forward), or
// the new row alone on the KV cache (extend). Each writes rows [t, …) of its trace, its
// output among them, from the same rows of the record's input to it.
class LayerAttention {
 public:
  virtual ~LayerAttention() = default;
  // rec.attention from rec.normed: layer l's self-attention.
  virtual void self(std::size_t l, const Layer& layer, LayerRecord& rec, Eigen::Index t) = 0;
  // rec.cross from rec.cross_input and the encoder's output: its cross-attention.
  virtual void cross(const Layer& layer, LayerRecord& rec, Eigen::Index t) = 0;
};

// One layer over x, the rows [t, t + n) of the stream entering it (n×D: the forward's
// every row from t = 0, extend's new one), leaving x as the stream leaving it; the record
// gains those rows (its input, the attention's input, the traces). `cross`: the decoder
// layer of an encoder–decoder.
void layer_step(const Architecture& a, const Layer& layer, std::size_t l, bool cross, Eigen::Index t,
                Precision precision, int threads, LayerAttention& attention, LayerRecord& rec, Matrix& x);
// Rows [t, t + n) of a stack's output h from the stream x leaving its last layer: the
// final norm's (pre-norm), or x itself (post-norm).
void stack_output(const Architecture& a, const StackWeights& stack, Eigen::Index t, int threads, Matrix& x,
                  GrowingMatrix& out);
// Layers [from, L) of a stack from the residual stream x entering layer `from`, into
// `records` and its output h into `out`, every row at once. A decoder of an
// encoder–decoder reads run.encoder_output in its cross-attention.
void run_stack(const Weights& weights, const StackWeights& stack, Part part, std::size_t from, Matrix x, int threads,
               Run& run, std::vector<LayerRecord>& records, GrowingMatrix& out);

// A vision model's class logits (1×classes) from its run's output; throws AttentionError
// when the folder has no classifier.
Matrix classifier_logits(const Weights& weights, const Run& run);

}  // namespace attn::decoder
