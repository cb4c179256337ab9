// GPT-2, the decoder-only Transformer OpenAI published in 2019 (gpt2, distilgpt2,
// gpt2-medium, gpt2-large share this shape), forward only, with every layer's attention
// kept for the views:
//
//   x   = wte[ids] + wpe[0..T)                                  T×D, the residual stream
//   per layer:
//     n = LayerNorm(x; ln_1)                                    the attention's input X
//     x = x + MultiHeadAttention(n)                              causal, biases on Q, K, V, O
//     x = x + MLP(LayerNorm(x; ln_2))                            D → 4D → D, tanh GELU
//   h   = LayerNorm(x; ln_f)
//   logits = h · wteᵀ                                           tied to the token embedding
//
// The attention is the engine's multi_head_attention (attention/multi_head.hpp), so every
// head's weights are the ones every view shows. LayerNorm's ε comes from the model's
// configuration; the GELU is the tanh approximation GPT-2 was trained with ("gelu_new").
//
// Legend: T tokens, D model width, H heads, d_k = D / H, L layers, V vocabulary size,
// P context (the most positions the model has embeddings for).
// Row convention throughout, as the published Conv1D weights are stored: y = x·W + b,
// W in×out.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/attention/config.hpp"
#include "core/attention/trace.hpp"

namespace attn::gpt2 {

struct Config {
  int layers = 12;         // L
  int heads = 12;          // H, divides D
  int d_model = 768;       // D
  int context = 1024;      // P
  int vocabulary = 50257;  // V
  double layer_norm_eps = 1e-5;
};
// Throws AttentionError naming the bad value (sizes below 1, H not dividing D, ε not > 0).
void validate(const Config& config);

struct Layer {
  Matrix ln1_w, ln1_b;      // 1×D
  MhaWeights attention;     // W_q, W_k, W_v, W_o D×D; b_q, b_k, b_v, b_o 1×D
  Matrix ln2_w, ln2_b;      // 1×D
  Matrix fc_w, fc_b;        // D×4D, 1×4D
  Matrix proj_w, proj_b;    // 4D×D, 1×D
};

struct Weights {
  Config config;
  Matrix wte;               // V×D
  Matrix wpe;               // P×D
  std::vector<Layer> layers;
  Matrix lnf_w, lnf_b;      // 1×D
};
// Throws AttentionError naming the first parameter whose shape is not the configuration's.
void validate(const Weights& weights);
// Bytes the parameters take.
std::size_t parameter_bytes(const Config& config);

struct Options {
  bool causal = true;  // the model was trained with it; off, a token sees the ones after it
  // ablated[l][h] != 0: head h of layer l is switched off (its context is zeroed before
  // W_o, so it adds nothing to the residual stream). Empty, or L rows of H.
  std::vector<std::vector<char>> ablated;
  int threads = 0;     // 0: one per core
};

struct LayerRecord {
  Matrix input;               // T×D the residual stream entering the layer
  Matrix normed;              // T×D LayerNorm(input; ln_1), the attention's input X
  AttentionTrace attention;   // every head's q, k, v, weights and context (Weights detail)
};

struct Run {
  std::vector<int> ids;
  std::vector<LayerRecord> layers;  // L
  Matrix final;                     // T×D LayerNorm(x; ln_f) after the last layer
  bool causal = true;
  std::vector<std::vector<char>> ablated;  // as run
};

// The whole model over `ids`. Throws AttentionError when ids is empty, longer than the
// context P ("N tokens; the model reads at most P"), or holds an id outside [0, V).
Run forward(const Weights& weights, const std::vector<int>& ids, const Options& options);
// The same into `run`, reusing its storage where the shapes are unchanged (every map of a
// text of the same length is written where the last one was): recomputing touches no new
// memory. On error `run` is left empty.
void forward(const Weights& weights, const std::vector<int>& ids, const Options& options, Run& run);

// One more token `id` at the end of a causal run, the way generation works: only the new
// token's query, key and value are computed, and its attention reads the keys and values of
// the earlier tokens from the run (each head's k and v: the KV cache). Every map gains a row
// (and a column that only the new row sees). The result equals forward() over the longer
// ids. Throws AttentionError when the run is not causal (without the mask the earlier rows
// would change too) or the context is full.
void extend(const Weights& weights, Run& run, int id, int threads = 0);

// Bytes of the KV cache a run holds: every layer's keys and values, 2·L·T·D floats.
std::size_t kv_cache_bytes(const Run& run);

// The logits of the token after `position` (1×V).
Matrix logits(const Weights& weights, const Run& run, int position, int threads = 0);

struct Candidate {
  int id = 0;
  float probability = 0.0f;
  float logit = 0.0f;
};
// The `count` most likely tokens of softmax(logits), most likely first (ties: lower id).
std::vector<Candidate> top_candidates(const Matrix& logits, int count);

// The next token: the most likely when temperature <= 0 (greedy); else drawn from
// softmax(logits / temperature) with a stream made from (seed, step), so a seed replays
// the same text.
int choose_next(const Matrix& logits, float temperature, std::uint64_t seed, int step);

// What switching each head off does to the prediction after the last token: for every
// layer l and head h, the run again without that head (from layer l on; the layers before
// are unchanged) and the total variation distance between the two next-token
// distributions, ½·Σ|p − p'| in [0, 1]. L×H. The run's own ablations stay in place.
Matrix head_effects(const Weights& weights, const Run& run, int threads = 0);

}  // namespace attn::gpt2
