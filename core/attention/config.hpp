// What one multi-head attention computes with: its configuration and its weights.
//
// Legend: T tokens (T1 source / keys, T2 target / queries in cross-attention), D model
// width, H heads, d_k = d_v = D / H. Row convention: Q = X·W_q, with W_q D×D; head h uses
// columns [h·d_k, (h+1)·d_k).
#pragma once

#include <cstddef>
#include <vector>

#include "core/base/types.hpp"

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
  int heads = 4;                     // H, must divide D
  AttentionMode mode = AttentionMode::Self;
  bool causal = false;               // key j > query i masked; refused for cross
  bool scale = true;                 // divide scores by sqrt(d_k)
  float temperature = 1.0f;          // tau > 0, divides the scores too
  std::vector<bool> key_padding;     // empty, or one per key (T1): true = masked
  MaskMatrix mask;                   // empty, or Tq×Tk arbitrary mask: true = masked
  // Refuse work whose intermediates would need more than this many bytes.
  std::size_t memory_limit_bytes = std::size_t{6} << 30;
  TraceDetail detail = TraceDetail::Full;
  int threads = 0;                   // worker threads; 0: one per core
};

struct MhaWeights {
  Matrix w_q, w_k, w_v, w_o;  // each D×D
  // Biases, each empty (none: the lesson's attention has none) or 1×D (GPT-2's):
  // Q = X·W_q + b_q, and so on, the output concat·W_o + b_o.
  Matrix b_q, b_k, b_v, b_o;
};

// Checks a configuration alone (H >= 1, D >= 1, D % H == 0, tau finite and > 0, no causal
// mask on cross-attention). Throws AttentionError naming the bad value.
void validate_config(const AttentionConfig& config);

// Throws AttentionError unless each bias of `weights` is empty or a finite 1×D row;
// names the bad one.
void validate_biases(const MhaWeights& weights, int d_model);

// The divisor applied to scores: (scale ? sqrt(d_k) : 1) * temperature.
float score_divisor(int d_k, const AttentionConfig& config);

// Bytes the intermediates of multi_head_attention would take for these sizes and
// config.detail.
std::size_t estimate_trace_bytes(std::size_t t_q, std::size_t t_k, const AttentionConfig& config);

}  // namespace attn
