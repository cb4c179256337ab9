// Designed heads. Each head's logit for query i and key j, after the usual division by
// sqrt(d_k) (the weights are multiplied by sqrt(d_k) to cancel it), is:
//   previous token   b_prev  · Σ_k cos(ω_k (i − 1 − j))      peak at j = i − 1
//   first token      b_first · Σ_k cos(ω_k j)                peak at j = 0
//   same word        b_same  · id_i · id_j                   peak where the word repeats
//   adjective → noun b_adj · noun_i · adj_j + b_near · Σ_{k>=2} cos(ω_k (i − 1 − j))
//                    a noun picks the adjectives just before it
//   broad            b_broad · Σ_k cos(ω_k j), b_broad tiny  nearly uniform
// The query side of "previous token" rotates each sine/cosine pair of the position block
// by −ω_k: a fixed linear map turns the encoding of position i into that of i − 1.
// Values copy the identity block, so each head's context is a mix of token identities.
#include "core/teaching/designed.hpp"

#include <algorithm>
#include <cmath>

#include "core/teaching/text.hpp"
#include "core/model/weights.hpp"

namespace attn {
namespace {

constexpr int kIdentity = 0;     // [0, 32)
constexpr int kIdentityWidth = 32;
constexpr int kAdjective = 32;
constexpr int kNoun = 33;
constexpr int kOther = 34;
constexpr int kBias = 35;
constexpr int kPosition = 36;    // [36, 68): pairs (sin, cos)
constexpr int kPairs = 16;

constexpr float kPrevGain = 3.5f;
constexpr float kFirstGain = 1.2f;
constexpr float kSameGain = 10.0f;
constexpr float kAdjectiveGain = 6.0f;
constexpr float kNearGain = 0.6f;
constexpr float kBroadGain = 0.02f;

double frequency(int pair) { return std::pow(0.01, pair / static_cast<double>(kPairs - 1)); }

int sin_col(int pair) { return kPosition + 2 * pair; }
int cos_col(int pair) { return kPosition + 2 * pair + 1; }

// Query columns that turn position i into position i − 1 for pairs [first, kPairs),
// written from head column `c`; the matching key columns read position as it is.
int write_previous_kernel(Matrix& wq, Matrix& wk, int c, int first_pair, float gain) {
  for (int k = first_pair; k < kPairs; ++k) {
    const auto w = static_cast<float>(frequency(k));
    // (sin ω(i−1), cos ω(i−1)) = (sin ωi·cos ω − cos ωi·sin ω, cos ωi·cos ω + sin ωi·sin ω)
    wq(sin_col(k), c) = gain * std::cos(w);
    wq(cos_col(k), c) = -gain * std::sin(w);
    wk(sin_col(k), c) = 1.0f;
    wq(sin_col(k), c + 1) = gain * std::sin(w);
    wq(cos_col(k), c + 1) = gain * std::cos(w);
    wk(cos_col(k), c + 1) = 1.0f;
    c += 2;
  }
  return c;
}

// Query columns constant (from the bias), key columns the cosines of the position block:
// a score that falls with the key's position, highest at 0.
void write_first_kernel(Matrix& wq, Matrix& wk, int c, float gain) {
  for (int k = 0; k < kPairs; ++k) {
    wq(kBias, c + k) = gain;
    wk(cos_col(k), c + k) = 1.0f;
  }
}

}  // namespace

const std::vector<DesignedHeadInfo>& designed_heads() {
  static const std::vector<DesignedHeadInfo> heads = {
      {"previous token", "every token looks at the token just before it"},
      {"first token", "every token rests most of its weight on token 0 (an attention sink)"},
      {"same word", "a token looks at every occurrence of its own word, itself included"},
      {"adjective → noun", "a noun looks at the adjectives just before it; other words look nearby"},
      {"broad", "no preference: nearly uniform weight over every visible token"}};
  return heads;
}

DesignedHeadInfo designed_head_info(int head) {
  const auto& heads = designed_heads();
  if (head >= 0 && head < static_cast<int>(heads.size())) {
    return heads[static_cast<std::size_t>(head)];
  }
  return {"random", "seeded random weights: no designed meaning"};
}

int designed_min_d_model(int heads) {
  if (heads < 1) return kDesignedMinDModel;
  const int per_heads = kDesignedMinHeadWidth * heads;
  int d = std::max(kDesignedMinDModel, per_heads);
  while (d % heads != 0) ++d;
  return d;
}

void validate_designed(int d_model, int heads) {
  if (heads < 1 || d_model % heads != 0) return;  // validate_config reports these
  if (d_model < kDesignedMinDModel || d_model / heads < kDesignedMinHeadWidth) {
    throw AttentionError(
        "the designed heads need D >= " + std::to_string(designed_min_d_model(heads)) +
        " for " + std::to_string(heads) + " heads (got D = " + std::to_string(d_model) +
        "): the embedding's blocks take 68 columns and each head reads 32 query/key columns");
  }
}

Matrix designed_embedding(const std::vector<std::string>& tokens, int d_model,
                          std::uint64_t seed) {
  if (tokens.empty()) throw AttentionError("there are no tokens to embed (the text is empty)");
  if (d_model < kDesignedMinDModel) {
    throw AttentionError("the designed embedding needs D >= " +
                         std::to_string(kDesignedMinDModel) + ", got " + std::to_string(d_model));
  }
  const auto t = static_cast<Eigen::Index>(tokens.size());
  Matrix x = Matrix::Zero(t, d_model);
  Matrix id = token_vectors(tokens, kIdentityWidth, seed);
  id.rowwise().normalize();
  x.middleCols(kIdentity, kIdentityWidth) = id;
  for (Eigen::Index p = 0; p < t; ++p) {
    switch (part_of_speech(tokens[static_cast<std::size_t>(p)])) {
      case PartOfSpeech::Adjective: x(p, kAdjective) = 1.0f; break;
      case PartOfSpeech::Noun: x(p, kNoun) = 1.0f; break;
      case PartOfSpeech::Other: x(p, kOther) = 1.0f; break;
    }
    x(p, kBias) = 1.0f;
    for (int k = 0; k < kPairs; ++k) {
      const double angle = static_cast<double>(p) * frequency(k);
      x(p, sin_col(k)) = static_cast<float>(std::sin(angle));
      x(p, cos_col(k)) = static_cast<float>(std::cos(angle));
    }
  }
  return x;
}

MhaWeights designed_weights(int d_model, int heads, std::uint64_t seed) {
  AttentionConfig check;
  check.d_model = d_model;
  check.heads = heads;
  validate_config(check);
  validate_designed(d_model, heads);
  const int d_k = d_model / heads;
  const float s = std::sqrt(static_cast<float>(d_k));  // cancels the 1/sqrt(d_k) scaling
  const int designed = std::min(heads, static_cast<int>(designed_heads().size()));

  // Start from random weights: heads past the designed ones keep them.
  MhaWeights w = random_weights(d_model, seed);
  for (int h = 0; h < designed; ++h) {
    const int c0 = h * d_k;
    w.w_q.middleCols(c0, d_k).setZero();
    w.w_k.middleCols(c0, d_k).setZero();
    w.w_v.middleCols(c0, d_k).setZero();
    switch (h) {
      case 0:
        write_previous_kernel(w.w_q, w.w_k, c0, 0, kPrevGain * s);
        break;
      case 1:
        write_first_kernel(w.w_q, w.w_k, c0, kFirstGain * s);
        break;
      case 2:
        for (int m = 0; m < kIdentityWidth; ++m) {
          w.w_q(kIdentity + m, c0 + m) = kSameGain * s;
          w.w_k(kIdentity + m, c0 + m) = 1.0f;
        }
        break;
      case 3:
        w.w_q(kNoun, c0) = kAdjectiveGain * s;
        w.w_k(kAdjective, c0) = 1.0f;
        write_previous_kernel(w.w_q, w.w_k, c0 + 1, 2, kNearGain * s);
        break;
      default:
        write_first_kernel(w.w_q, w.w_k, c0, kBroadGain * s);
        break;
    }
    for (int m = 0; m < std::min(d_k, kIdentityWidth); ++m) w.w_v(kIdentity + m, c0 + m) = 1.0f;
    // W_o adds the designed heads' contexts back into the identity block, averaged.
    w.w_o.middleRows(c0, d_k).setZero();
    for (int m = 0; m < std::min(d_k, kIdentityWidth); ++m) {
      w.w_o(c0 + m, kIdentity + m) = 1.0f / static_cast<float>(designed);
    }
  }
  return w;
}

}  // namespace attn
