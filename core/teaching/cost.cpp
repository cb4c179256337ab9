#include "core/teaching/cost.hpp"

#include <string>

namespace attn {

CostFigures cost_figures(int d, int h, long long t) {
  if (d < 1 || h < 1 || d % h != 0 || t < 1) {
    throw AttentionError("costs need D >= 1, H >= 1, H dividing D and T >= 1 (got D=" +
                         std::to_string(d) + ", H=" + std::to_string(h) + ", T=" +
                         std::to_string(t) + ")");
  }
  CostFigures c;
  c.d = d;
  c.h = h;
  c.d_k = d / h;
  c.t = t;
  const long long dd = d;
  c.params_per_matrix = dd * dd;
  c.params_one_head_wq = dd * c.d_k;
  c.params_total = 4 * dd * dd;
  c.value_full = dd * dd;
  c.value_low_rank = 2 * dd * c.d_k;
  const double td = static_cast<double>(t);
  // A multiply-add counts as 2 FLOPs. Scores: T×T dot products of length w; ·V: the same.
  c.flops_one_wide_head = 4.0 * td * td * d;
  c.flops_h_heads = h * (4.0 * td * td * c.d_k);
  c.flops_projections = 4.0 * 2.0 * td * d * d;
  c.pattern_cells = t * t;
  c.pattern_bytes_all_heads = static_cast<long long>(h) * t * t * 4;
  return c;
}

const std::vector<ModelPreset>& model_presets() {
  static const std::vector<ModelPreset> presets = {
      {"Transformer (2017)", 512, 8, 512},
      {"GPT-2 small", 768, 12, 1024},
      {"GPT-3 175B", 12288, 96, 2048}};
  return presets;
}

}  // namespace attn
