// AdamW (Loshchilov and Hutter, 2019) over a model's flat parameter buffer, with the
// gradient clipped to a largest norm and a learning rate that warms up, then decays.
//
//   g ← g · min(1, clip / ‖g‖)                      (‖g‖ over every parameter at once)
//   m ← β₁·m + (1 − β₁)·g        v ← β₂·v + (1 − β₂)·g²
//   θ ← θ − lr_t · ( m / (1 − β₁ᵗ) / (sqrt(v / (1 − β₂ᵗ)) + ε) + λ·θ )   (λ only where decay)
//   lr_t = lr · t / warmup for t ≤ warmup, then a cosine from lr down to lr / 10 at the
//   last step.
#pragma once

#include <vector>

#include "core/model/transformer.hpp"

namespace attn {

struct AdamWSettings {
  float learning_rate = 1e-3f;
  float beta1 = 0.9f;
  float beta2 = 0.98f;
  float epsilon = 1e-8f;
  float weight_decay = 0.01f;
  float clip = 1.0f;       // the largest gradient norm; 0: no clipping
  int warmup_steps = 100;  // 0: the full rate from the first step
  int total_steps = 0;     // the cosine ends here; 0: no decay after the warm-up
};

// What one update did.
struct UpdateReport {
  double gradient_norm = 0;  // before clipping
  float learning_rate = 0;   // lr_t of this step
  bool finite = true;        // false: the gradient had a NaN or infinity, nothing changed
};

class AdamW {
 public:
  AdamW(const std::vector<ParameterInfo>& table, std::size_t size, const AdamWSettings& settings);

  // One step (t = steps() + 1): updates `values` from `gradients` (which it clips in place).
  // A non-finite gradient changes nothing and is reported.
  UpdateReport step(std::vector<float>& values, std::vector<float>& gradients);
  // lr_t for step t (1-based).
  float learning_rate(int t) const;
  int steps() const { return steps_; }
  const AdamWSettings& settings() const { return settings_; }
  // The moments m and v (one per value) after steps() steps; restore puts a run's back, so
  // that the next step is the one it would have taken. Throws AttentionError when the sizes
  // are not the model's, a moment is not finite, v is negative or steps is negative.
  const std::vector<float>& first_moment() const { return m_; }
  const std::vector<float>& second_moment() const { return v_; }
  void restore(std::vector<float> m, std::vector<float> v, int steps);

 private:
  AdamWSettings settings_;
  std::vector<char> decay_;  // per value
  std::vector<float> m_, v_;
  int steps_ = 0;
};

}  // namespace attn
