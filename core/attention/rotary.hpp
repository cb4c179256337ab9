// Rotary positions (RoPE, Su et al. 2021) as Llama, Mistral and Qwen apply them, and the
// per-head RMSNorm Qwen3 puts before them: what today's decoders do to a head's q and k
// between the projection and the scores. Position enters the attention here, by turning
// q and k, not by adding a vector to the token's embedding as GPT-2 does.
//
//   frequencies  f_c = θ^(−2c / d_k) for c < d_k / 2, then rescaled (llama3, linear)
//   angle        a(p, c) = p · f_c                         radians, position p
//   pairs        (c, c + d_k/2), Hugging Face's "rotate_half" layout:
//                x'_c         = x_c · cos a − x_{c+d_k/2} · sin a
//                x'_{c+d_k/2} = x_{c+d_k/2} · cos a + x_c · sin a
//   partial      GPT-NeoX (Pythia) and Phi turn only the first r < d_k values of each
//                head (rotary_pct, partial_rotary_factor), with the frequencies of width r
//                and the pairs (c, c + r/2); the other d_k − r pass unturned
//
// Turning q at position i and k at position j by their angles makes q'·k' a function of
// the two vectors and of i − j only: the score sees the distance, not where the pair is.
//
// Legend: d_k a head's width, P positions, f the d_k / 2 frequencies.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/base/types.hpp"

namespace attn {

// How a model stretches the frequencies past the length it was trained on.
struct RopeScaling {
  enum class Kind { None, Linear, Llama3, Divisors };
  Kind kind = Kind::None;
  double factor = 1.0;             // linear: every frequency / factor; llama3: the low ones
  double low_freq_factor = 1.0;    // llama3: wavelengths above context / low are divided
  double high_freq_factor = 4.0;   // llama3: wavelengths below context / high are kept
  double original_context = 8192;  // llama3: the context the model was first trained on
  // divisors: frequency c divided by divisors[c], one for each of the d_k / 2 (a GGUF file's
  // rope_freqs tensor: llama.cpp's converter writes Llama 3's scaling so); factor is their
  // largest, for the summary.
  std::vector<double> divisors;
};
// "none", "linear", "llama3", "rope_freqs".
std::string rope_scaling_name(RopeScaling::Kind kind);

// The d_k / 2 frequencies, radians per position, in double. Throws AttentionError for an
// odd or non-positive d_k, θ not > 1 or not finite, or scaling factors that are not
// finite and > 0 (llama3: high_freq_factor > low_freq_factor).
std::vector<double> rope_frequencies(int d_k, double theta, const RopeScaling& scaling);

// cos and sin of every angle for positions [0, P): made once per model, read by every
// head of every layer.
struct RotationTable {
  double theta = 0.0;               // the base the frequencies came from (0: not given)
  std::vector<double> frequencies;  // d_k / 2
  Matrix cos, sin;                  // P×(d_k / 2), from angles in double
  int d_k() const { return static_cast<int>(2 * frequencies.size()); }
  int positions() const { return static_cast<int>(cos.rows()); }
};
std::shared_ptr<const RotationTable> make_rotation_table(std::vector<double> frequencies,
                                                         int positions, double theta = 0.0);

// The rotation an attention applies: a table (none when null), and the position of row 0.
struct Rotation {
  std::shared_ptr<const RotationTable> table;
  int first = 0;
  bool empty() const { return table == nullptr; }
};

// Turns rows [0, n) of a block of width d_k (row r at rows + r·ld) by the angles of
// positions first + r. The table must cover them (checked by the caller).
void rotate_rows(float* rows, Eigen::Index ld, Eigen::Index n, Eigen::Index d_k,
                 const RotationTable& table, Eigen::Index first);

// What the rotation alone does to a score: the same query q and key k (d_k each, before
// rotation) placed `distance` positions apart, for distance 0 .. count − 1:
// s(δ) = (R(δ)·q)·k / divisor, which is the score of q at position p + δ against k at p for
// every p. The table must cover `count` positions.
std::vector<float> scores_by_distance(const float* q, const float* k, Eigen::Index d_k,
                                      const RotationTable& table, int count, float divisor);

// Each of rows [0, n) of width d_k: x / sqrt(mean(x²) + ε) · w, the mean in double.
void rms_norm_rows(float* rows, Eigen::Index ld, Eigen::Index n, Eigen::Index d_k,
                   const float* w, float eps);

// What a decoder does to q (or k) between the projection and the scores, on rows [0, n) of
// `heads` blocks of d_k side by side (row r at rows + r·ld): the RMSNorm of each head (norm
// 1×d_k: Qwen3) or of the whole row (norm 1×(heads·d_k): OLMo 2), none when norm is empty;
// then each head's first table->d_k() values turned by the angles of positions first + r
// (none when table is null).
void finish_heads(float* rows, Eigen::Index ld, Eigen::Index n, int heads, Eigen::Index d_k,
                  const Matrix& norm, float eps, const RotationTable* table, Eigen::Index first);

}  // namespace attn
