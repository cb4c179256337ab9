// A decoder-only Transformer language model, forward only, with every layer's attention
// kept for the views: GPT-2 and today's Llama-family models (Llama, Mistral, Qwen2, Qwen3)
// as one forward pass over an architecture written as data.
//
//   x   = embed[ids] (+ positions[0..T) when learned)              T×D, the residual stream
//   per layer:
//     n = Norm(x; norm1)                                          the attention's input X
//     x = x + Attention(n)                                         causal; H query heads,
//                                                                  H_kv K/V heads, RoPE
//     x = x + MLP(Norm(x; norm2))                                  GELU or SwiGLU
//   h   = Norm(x; final)
//   logits = h · outputᵀ                                          output = embed when tied
//
// What the families differ in is the Architecture below, one row per family, and the names
// of their tensors (the folder readers map them): GPT-2 has LayerNorm, learned positions,
// biases everywhere and a tanh-GELU MLP of 4D; Llama has RMSNorm, rotary positions, no
// biases and a SwiGLU MLP, MLP(n) = (silu(n·W_gate) ⊙ n·W_up)·W_down; Mistral is Llama's
// row with a sliding window; Qwen2 adds biases to q, k and v; Qwen3 normalizes each head's
// q and k and chooses d_k apart from D / H.
//
// The attention is the engine's multi_head_attention (attention/multi_head.hpp) with the
// rotation and the K/V-head map (attention/config.hpp, rotary.hpp), so every head's weights
// are the ones every view shows, and each query head's trace holds the (rotated) keys and
// values it read: the KV cache.
//
// Legend: T tokens, D model width, H query heads, H_kv K/V heads, d_k a head's width, F the
// MLP's width, L layers, V vocabulary size, P context (the most positions the model reads).
// Row convention throughout: y = x·W + b, W in×out (readers of nn.Linear weights, stored
// out×in, transpose them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/attention/config.hpp"
#include "core/attention/rotary.hpp"
#include "core/attention/trace.hpp"
#include "core/base/weight.hpp"

namespace attn::decoder {

enum class Norm { LayerNorm, RmsNorm };
enum class Mlp { GeluTanh, SwiGlu };

// One family's row of the architecture table, filled from its config.json.
struct Architecture {
  std::string family = "gpt2";  // model_type: gpt2, llama, mistral, qwen2, qwen3
  int layers = 12;              // L
  int d_model = 768;            // D
  int heads = 12;               // H
  int kv_heads = 12;            // H_kv, divides H
  int head_dim = 64;            // d_k
  int mlp_width = 3072;         // F
  int context = 1024;           // P
  int vocabulary = 50257;       // V
  Norm norm = Norm::LayerNorm;
  double norm_eps = 1e-5;
  bool learned_positions = true;  // GPT-2's P×D table; else rotary positions
  double rope_theta = 10000.0;
  RopeScaling rope_scaling;
  bool qkv_bias = true;         // b_q, b_k, b_v
  bool o_bias = true;           // b_o
  bool qk_norm = false;         // RMSNorm of each head's q and k (weights 1×d_k)
  Mlp mlp = Mlp::GeluTanh;
  bool mlp_bias = true;
  bool tied_embeddings = true;  // logits from the token embedding
  int sliding_window = 0;       // 0: none; else a token sees at most this many (itself too)
};
// Throws AttentionError naming the bad value (sizes below 1, H not a multiple of H_kv,
// d_k odd under RoPE, ε not > 0, a rotation the scaling refuses).
void validate(const Architecture& a);

// The model in one line, as a teacher reads it: "30 layers · D 576 · 9 heads (3 K/V) ·
// d_k 64 · RoPE θ 100000 · RMSNorm · SwiGLU 1536 · tied embeddings · BF16".
std::string summary(const Architecture& a, const std::string& dtype);
// "9 query heads share 3 K/V heads", or "12 heads, each with its own K and V".
std::string sharing(const Architecture& a);

// What a configuration costs, from its sizes alone.
std::size_t parameter_count(const Architecture& a);
// Bytes of keys and values one token adds to the cache (2·L·H_kv·d_k values of
// `bytes_per_value`).
std::size_t kv_bytes_per_token(const Architecture& a, std::size_t bytes_per_value = 4);
// Multiply-adds of a forward pass over T tokens: the products with the weights (the
// logits of the last position only) and the attention's scores and sums (causal: half).
double forward_flops(const Architecture& a, std::size_t tokens);

struct Layer {
  Matrix norm1_w, norm1_b;   // 1×D; the bias empty under RMSNorm
  MhaWeights attention;      // W_q D×(H·d_k), W_k, W_v D×(H_kv·d_k), W_o (H·d_k)×D; biases,
                             // q/k norms as the architecture has them, else empty
  Matrix norm2_w, norm2_b;   // 1×D
  Weight up_w;               // D×F (GPT-2's c_fc, SwiGLU's up), float or BF16
  Matrix up_b;               // 1×F or empty
  Weight gate_w;             // D×F SwiGLU's gate; empty for GELU
  Matrix gate_b;
  Weight down_w;             // F×D
  Matrix down_b;             // 1×D or empty
};

struct Weights {
  Architecture arch;
  // The token embedding E, V×D as floats, or in BF16 as the weights of the logits, Eᵀ
  // (D×V: a token's vector is a column, contiguous); the other one empty.
  Matrix embed;
  Bf16Matrix embed16;
  Matrix positions;          // P×D when learned, else empty
  std::vector<Layer> layers;
  Matrix final_w, final_b;   // 1×D; the bias empty under RMSNorm
  // The output matrix, V×D, or Eᵀ in BF16 like embed16; both empty when tied (the
  // embedding serves).
  Matrix output;
  Bf16Matrix output16;
  // Token `id`'s embedding into `row` (D floats).
  void embedding(int id, float* row) const;
  bool separate_output() const { return output.size() != 0 || output16.size() != 0; }
};
// Throws AttentionError naming the first parameter whose shape is not the architecture's.
void validate(const Weights& weights);
// Bytes the parameters take as floats.
std::size_t parameter_bytes(const Architecture& a);
// Bytes the parameters take in memory as they are held (BF16 ones at 2 a value).
std::size_t held_bytes(const Weights& weights);

struct Options {
  bool causal = true;  // the model was trained with it; off, a token sees the ones after it
  // ablated[l][h] != 0: query head h of layer l is switched off (its context is zeroed
  // before W_o, so it adds nothing to the residual stream). Empty, or L rows of H.
  std::vector<std::vector<char>> ablated;
  int threads = 0;     // 0: one per core
  // How the products with BF16 weights read their inputs (attention/linear.hpp): rounded
  // to BF16, as the model is stored and as AVX-512 BF16 multiplies (the default); or as
  // floats, the sums float32 weights of the same values give. Float weights: no effect.
  Precision precision = Precision::Bf16;
};

struct LayerRecord {
  Matrix input;               // T×D the residual stream entering the layer
  Matrix normed;              // T×D Norm(input; norm1), the attention's input X
  AttentionTrace attention;   // every query head's q, k, v (rotated), weights and context
};

struct Run {
  std::vector<int> ids;
  std::vector<LayerRecord> layers;  // L
  Matrix final;                     // T×D Norm(x; final) after the last layer
  bool causal = true;
  std::vector<std::vector<char>> ablated;  // as run
  Precision precision = Precision::Bf16;   // as run
  // The cos and sin of the positions the run has reached (RoPE models), grown as it grows.
  std::shared_ptr<const RotationTable> rotation;
};

// The attention configuration of layer attention in this model over its run.
AttentionConfig attention_config(const Architecture& a, const Run& run, int threads);

// The whole model over `ids`. Throws AttentionError when ids is empty, longer than the
// context P (or the sliding window), or holds an id outside [0, V).
Run forward(const Weights& weights, const std::vector<int>& ids, const Options& options);
// The same into `run`, reusing its storage where the shapes are unchanged (every map of a
// text of the same length is written where the last one was): recomputing touches no new
// memory. On error `run` is left empty.
void forward(const Weights& weights, const std::vector<int>& ids, const Options& options, Run& run);

// One more token `id` at the end of a causal run, the way generation works: only the new
// token's query, key and value are computed (rotated to its position), and its attention
// reads the keys and values of the earlier tokens from the run (the KV cache). Every map
// gains a row (and a column that only the new row sees). The result equals forward() over
// the longer ids. Throws AttentionError when the run is not causal (without the mask the
// earlier rows would change too) or the context is full.
void extend(const Weights& weights, Run& run, int id, int threads = 0);

// Bytes of the KV cache a run stands for: every layer's keys and values, one per K/V head
// (2·L·T·H_kv·d_k floats), however many query heads read each.
std::size_t kv_cache_bytes(const Architecture& a, const Run& run);

// Bytes a run keeps for the views: every layer's input and attention input, and every
// head's q, k, v, weights and context, the concatenation, the output and the mask.
std::size_t run_bytes(const Run& run);

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
// layer l and query head h, the run again without that head (from layer l on; the layers
// before are unchanged) and the total variation distance between the two next-token
// distributions, ½·Σ|p − p'| in [0, 1]. L×H. The run's own ablations stay in place.
Matrix head_effects(const Weights& weights, const Run& run, int threads = 0);

}  // namespace attn::decoder
