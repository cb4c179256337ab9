// Cost and parameters: the parameter counts, FLOPs and memory of multi-head attention,
// for this model, for well-known models and as the context grows.
//
// Legend: T tokens (T1 source, T2 target), D model width, H heads, d_k = D / H.
#pragma once

#include <vector>

#include "core/base/types.hpp"

namespace attn {

struct CostFigures {
  int d = 0, h = 0, d_k = 0;
  long long t = 0;
  long long params_per_matrix = 0;       // D×D: W_q (all heads), likewise W_k, W_v, W_o
  long long params_one_head_wq = 0;      // D×d_k: one head's slice of W_q
  long long params_total = 0;            // 4·D² (no biases)
  long long value_full = 0;              // D×D value map
  long long value_low_rank = 0;          // value-down D×d_k plus value-up d_k×D = 2·D·d_k
  double flops_one_wide_head = 0;        // one head of width D on T tokens (scores and ·V)
  double flops_h_heads = 0;              // H heads of width D/H: the same count
  double flops_projections = 0;          // X·W_q, X·W_k, X·W_v and concat·W_o
  long long pattern_cells = 0;           // T×T per head
  long long pattern_bytes_all_heads = 0; // H·T²·4 bytes (float weights)
};

// Throws AttentionError for D < 1, H < 1, D not divisible by H, or T < 1.
CostFigures cost_figures(int d, int h, long long t);

struct ModelPreset {
  const char* name;  // "Transformer (2017)", "GPT-3 175B"
  int d;
  int h;
  long long context;  // tokens
};
const std::vector<ModelPreset>& model_presets();

}  // namespace attn
