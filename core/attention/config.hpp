// What one multi-head attention computes with: its configuration and its weights.
//
// Legend: T tokens (T1 source / keys, T2 target / queries in cross-attention), D model
// width, H heads, d_k = d_v = D / H unless a head width is given, H_kv K/V heads (= H
// unless given), g = H / H_kv query heads per K/V head. Row convention: Q = X·W_q, with W_q
// D×(H·d_k); query head h uses columns [h·d_k, (h+1)·d_k) of Q and the K/V head h / g, the
// columns [(h / g)·d_k, (h / g + 1)·d_k) of K and V (W_k, W_v D×(H_kv·d_k)).
//
// The lesson's attention and GPT-2's have d_k = D / H and H_kv = H. Today's decoders
// (Llama, Mistral, Qwen) share one K/V head among g query heads (grouped-query attention),
// may choose d_k apart from D (Qwen3: 16 heads of 128 on D = 2048 — H·d_k ≠ D), normalize
// each head's q and k (Qwen3's RMSNorm per head) and rotate q and k by their position
// (RoPE, rotary.hpp) between the projection and the scores.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/attention/rotary.hpp"
#include "core/base/types.hpp"
#include "core/base/weight.hpp"

namespace attn {

enum class AttentionMode { Self, Cross };

// How much of each head a trace keeps.
//   Full:    every intermediate (the `compute` command, the teaching views).
//   Weights: q, k, v, weights and context; scores and scaled stay empty and head_detail()
//            makes them for one head on demand. It needs a third of the memory and skips
//            the keys a mask hides from a whole block of queries (half the work when causal).
enum class TraceDetail { Full, Weights };

struct AttentionConfig {
  int d_model = 64;                  // D
  int heads = 4;                     // H, must divide D when head_dim is 0
  int head_dim = 0;                  // d_k; 0: D / H
  int kv_heads = 0;                  // H_kv, divides H; 0: H (one K/V head per query head)
  // q and k rotated by their position (RoPE) after the projection; none when empty.
  // Self-attention only: query row i and key row i are at position rotation.first + i.
  Rotation rotation;
  AttentionMode mode = AttentionMode::Self;
  bool causal = false;               // key j > query i masked; refused for cross
  bool scale = true;                 // divide scores by sqrt(d_k)
  float temperature = 1.0f;          // tau > 0, divides the scores too
  std::vector<bool> key_padding;     // empty, or one per key (T1): true = masked
  MaskMatrix mask;                   // empty, or Tq×Tk arbitrary mask: true = masked
  // Refuse work whose intermediates would need more than this many bytes.
  std::uint64_t memory_limit_bytes = std::uint64_t{6} << 30;
  TraceDetail detail = TraceDetail::Full;
  int threads = 0;                   // worker threads; 0: one per core
  // How the projections with BF16 weights (MhaWeights' w_q16 …) read their inputs.
  Precision precision = Precision::Float32;
  // Room every head's weights keep for this many more queries and keys, so that a text
  // growing token by token (a decoder generating) adds rows and columns in place.
  int map_room = 0;
  // Added to each head's scores after the scaling, before the mask and the softmax: H
  // matrices Tq×Tk (T5's relative position bias: what position alone adds), or null.
  std::shared_ptr<const std::vector<Matrix>> score_bias;
  // A sliding window: query i sees key j only when i − j < window (with the causal mask,
  // the window keys up to itself: Mistral, Phi-3, Gemma's local layers); 0: none.
  // Self-attention only.
  int window = 0;
  // Soft-capping (Gemma 2): each scaled score s (its bias added) becomes c·tanh(s / c)
  // before the mask, so that no score leaves (−c, c); 0: none.
  float softcap = 0.0f;
  // The scores divided by sqrt(scale_dim) instead of sqrt(d_k) (Gemma's
  // query_pre_attn_scalar); 0: d_k.
  float scale_dim = 0.0f;
};

// s soft-capped at c (AttentionConfig::softcap): c·tanh(s / c), or s when c is 0.
inline float soft_cap(float s, float c) { return c > 0.0f ? c * std::tanh(s / c) : s; }

struct MhaWeights {
  // D×D each in the lesson's attention and GPT-2's; in general W_q D×(H·d_k), W_k and W_v
  // D×(H_kv·d_k), W_o (H·d_k)×D.
  Matrix w_q, w_k, w_v, w_o;
  // Biases, each empty (none: the lesson's attention has none) or one row as wide as its
  // product (GPT-2's, Qwen2's on q, k, v): Q = X·W_q + b_q, and so on, the output
  // concat·W_o + b_o.
  Matrix b_q, b_k, b_v, b_o;
  // Each empty, or 1×d_k: every head's q (k) is RMS-normalized and scaled by this row
  // after its bias and before the rotation, q / sqrt(mean(q²) + ε)·w (Qwen3); or as wide as
  // all heads' columns (1×(H·d_k), 1×(H_kv·d_k)): the whole row at once (OLMo 2).
  Matrix q_norm, k_norm;
  float qk_norm_eps = 1e-6f;
  // A model folder's W_q, W_k, W_v, W_o kept in BF16 as the folder holds them
  // (base/weight.hpp); then the float matrices above are empty. All four or none.
  Bf16Matrix w_q16, w_k16, w_v16, w_o16;

  // The products' view of each, whichever kind it is.
  WeightRef q() const { return pick(w_q, w_q16); }
  WeightRef k() const { return pick(w_k, w_k16); }
  WeightRef v() const { return pick(w_v, w_v16); }
  WeightRef o() const { return pick(w_o, w_o16); }

 private:
  static WeightRef pick(const Matrix& f, const Bf16Matrix& h) {
    return h.size() != 0 ? WeightRef(h) : WeightRef(f);
  }
};

// The widths a configuration gives: d_k, H_kv, and the columns of Q (H·d_k) and of K and
// V (H_kv·d_k). Valid for a configuration validate_config accepts.
struct HeadShape {
  int heads = 1;     // H
  int kv_heads = 1;  // H_kv
  int d_k = 1;
  int group() const { return heads / kv_heads; }  // query heads per K/V head
  int q_width() const { return heads * d_k; }
  int kv_width() const { return kv_heads * d_k; }
  int kv_head_of(int h) const { return h / group(); }
};
HeadShape head_shape(const AttentionConfig& config);

// Checks a configuration alone (H >= 1, D >= 1, D % H == 0 or d_k given, H_kv dividing
// H, tau finite and > 0, no causal mask or rotation on cross-attention, an even d_k under
// a rotation). Throws AttentionError naming the bad value.
void validate_config(const AttentionConfig& config);

// Throws AttentionError unless each bias of `weights` is empty or a finite 1×D row;
// names the bad one.
void validate_biases(const MhaWeights& weights, int d_model);
// The same for any shape: b_q 1×(H·d_k), b_k and b_v 1×(H_kv·d_k), b_o 1×D, and the
// per-head norms q_norm and k_norm empty or finite 1×d_k.
void validate_biases(const MhaWeights& weights, const HeadShape& shape, int d_model);
// Throws AttentionError unless W_q, W_k, W_v and W_o have the shapes of `config` (and the
// biases and norms those of validate_biases), naming the first that has not.
void validate_weights(const MhaWeights& weights, const AttentionConfig& config);

// The divisor applied to scores: (scale ? sqrt(scale_dim or d_k) : 1) * temperature.
float score_divisor(int d_k, const AttentionConfig& config);

// Bytes the intermediates of multi_head_attention would take for these sizes and
// config.detail.
std::uint64_t estimate_trace_bytes(std::size_t t_q, std::size_t t_k, const AttentionConfig& config);

// Throws AttentionError unless config.score_bias is null or H finite matrices Tq×Tk.
void validate_score_bias(const AttentionConfig& config, Eigen::Index t_q, Eigen::Index t_k);

}  // namespace attn
