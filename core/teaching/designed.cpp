// Designed heads. Each head's logit for query i and key j, after the usual division by
// sqrt(d_k) (the weights are multiplied by sqrt(d_k) to cancel it), is:
//   previous token   b_prev  · Σ_{k<n_prev} cos(ω_k (i − 1 − j))    peak at j = i − 1
//   first token      b_first · Σ_{k<16} cos(ω_k j)                   peak at j = 0
//   same word        b_same · (32/m) · id_i[0,m) · id_j[0,m)          peak where the word repeats
//   adjective → noun b_adj · noun_i · adj_j + b_near · Σ_{2<=k<2+n_near} cos(ω_k (i − 1 − j))
//                    a noun picks the adjectives just before it
//   broad            b_broad · Σ_{k<16} cos(ω_k j), b_broad tiny     nearly uniform
// with what fits in the head's d_k columns: n_prev = min(16, d_k/2) pairs (two columns each),
// m = min(32, d_k) identity columns, n_near = min(14, (d_k − 1)/2) pairs after the one
// noun/adjective column. At d_k >= 32 that is every pair and every identity column, and the
// weights are the ones the lessons were made with, bit for bit.
//
// Narrower heads keep the fastest-turning pairs: they make the peak at i − 1 sharp. The slow
// ones keep distant positions apart; without them the fast ones come round together at
// some distance back, so a narrow head loses its peak in long texts first. First token and
// broad have a query that is the same constant for every token, so their score is rank 1:
// one column per pair while all 16 fit, else one column whose key sums the cosines, the
// same logits at any d_k. The identity block's 32 coordinates are independent (normalised
// Gaussian), so its first m columns are as good as any projection onto m dimensions; 32/m
// keeps a repeat's score about b_same.
// The query side of "previous token" rotates each sine/cosine pair of the position block
// by −ω_k: a fixed linear map turns the encoding of position i into that of i − 1.
// Values copy the identity block, so each head's context is a mix of token identities.
#include "core/teaching/designed.hpp"

#include <algorithm>
#include <cmath>

#include "core/model/weights.hpp"
#include "core/teaching/text.hpp"

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
constexpr int kNearFirstPair = 2;  // the "near" kernel leaves out the two fastest pairs

constexpr float kPrevGain = 3.5f;
constexpr float kFirstGain = 1.2f;
constexpr float kSameGain = 10.0f;
constexpr float kAdjectiveGain = 6.0f;
constexpr float kNearGain = 0.6f;
constexpr float kBroadGain = 0.02f;

double frequency(int pair) { return std::pow(0.01, pair / static_cast<double>(kPairs - 1)); }

int sin_col(int pair) { return kPosition + 2 * pair; }
int cos_col(int pair) { return kPosition + 2 * pair + 1; }

// Query columns that turn position i into position i − 1 for pairs [first, last), written
// from head column `c`, two per pair; the matching key columns read position as it is.
int write_previous_kernel(Matrix& wq, Matrix& wk, int c, int first_pair, int last_pair,
                          float gain) {
  for (int k = first_pair; k < last_pair; ++k) {
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
// a score that falls with the key's position, highest at 0. One column per pair when d_k
// has room for 16, else one column summing them (the query is constant: the same score).
void write_first_kernel(Matrix& wq, Matrix& wk, int c, int d_k, float gain) {
  for (int k = 0; k < kPairs; ++k) {
    const int col = d_k >= kPairs ? c + k : c;
    wq(kBias, col) = gain;
    wk(cos_col(k), col) = 1.0f;
  }
}

// The smallest d_k at which each head passes its check in tests/test_designed.cpp
// (DesignedWidths.*, on texts of up to 4096 tokens, with and without the causal mask):
//   previous token 14  7 pairs keep at least half of every row on i − 1 (6 pairs: 0.48)
//   first token     1  rank 1: the same logits at any width
//   same word      16  another word outscores a word's own in under 1 pair in 6000
//   adj → noun     13  6 near pairs keep key i − 1 0.1 above any key 2 or more from it
//   broad           1  rank 1: nearly uniform at any width
constexpr int kMinWidth[] = {14, 1, 16, 13, 1};

int previous_pairs(int d_k) { return std::min(kPairs, d_k / 2); }
int near_pairs(int d_k) { return std::min(kPairs - kNearFirstPair, (d_k - 1) / 2); }
int identity_cols(int d_k) { return std::min(kIdentityWidth, d_k); }

// "1 sine/cosine pair", "5 sine/cosine pairs".
std::string count_of(int n, const std::string& thing) {
  return std::to_string(n) + " " + thing + (n == 1 ? "" : "s");
}

// What a too-narrow head does instead, in one line.
std::string narrow_description(int head, int d_k) {
  const std::string width = "d_k = " + std::to_string(d_k);
  switch (head) {
    case 0: {
      const int n = previous_pairs(d_k);
      if (n == 0) return "no sine/cosine pair fits in " + width + ": uniform weight";
      return "only " + count_of(n, "sine/cosine pair") + " in " + width +
             ": the peak on the previous token weakens, most in long texts, where weight "
             "echoes onto tokens further back";
    }
    case 2:
      return "reads only " + std::to_string(identity_cols(d_k)) +
             " of the 32 identity columns in " + width +
             ": some different words look alike and draw weight as a repeat would";
    case 3: {
      const int n = near_pairs(d_k);
      if (n <= 0) {
        return "no room for the \"near\" kernel in " + width +
               ": a noun spreads its weight over every adjective, far or near";
      }
      return "a noun still looks at adjectives, but with " + count_of(n, "position pair") +
             " in " + width + ", far ones in long texts compete with its own";
    }
    default:
      return designed_heads()[static_cast<std::size_t>(head)].description;
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

int designed_head_min_width(int head) {
  if (head < 0) throw AttentionError("a head index is 0 or more, got " + std::to_string(head));
  const auto count = static_cast<int>(designed_heads().size());
  return head < count ? kMinWidth[head] : 1;
}

DesignedHeadInfo designed_head_info(int head, int d_k) {
  if (d_k < 1) throw AttentionError("d_k must be at least 1, got " + std::to_string(d_k));
  const int min_width = designed_head_min_width(head);
  const auto& heads = designed_heads();
  if (head >= static_cast<int>(heads.size())) {
    return {"random", "seeded random weights: no designed meaning", true};
  }
  DesignedHeadInfo info = heads[static_cast<std::size_t>(head)];
  if (d_k < min_width) {
    info.name += " (needs d_k ≥ " + std::to_string(min_width) + ")";
    info.description = narrow_description(head, d_k);
    info.works = false;
  }
  return info;
}

int designed_min_d_model(int heads) {
  if (heads < 1) return kDesignedMinDModel;
  int d = kDesignedMinDModel;
  while (d % heads != 0) ++d;
  return d;
}

void validate_designed(int d_model, int heads) {
  if (heads < 1 || d_model % heads != 0) return;  // validate_config reports these
  if (d_model < kDesignedMinDModel) {
    throw AttentionError("the designed heads need D >= " + std::to_string(kDesignedMinDModel) +
                         " (got D = " + std::to_string(d_model) +
                         "): the embedding's blocks take 68 columns");
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
  // Each row to unit length with its sum of squares in double, in order: Eigen's
  // normalize() sums in the order its vectorization suits, which differs between builds
  // (the WebAssembly build's Eigen has no vector code), and the designed heads keep their
  // bits on every one.
  for (Eigen::Index r = 0; r < id.rows(); ++r) {
    double squares = 0.0;
    for (Eigen::Index c = 0; c < id.cols(); ++c) squares += static_cast<double>(id(r, c)) * id(r, c);
    const double norm = std::sqrt(squares);
    if (norm > 0.0) {
      for (Eigen::Index c = 0; c < id.cols(); ++c) id(r, c) = static_cast<float>(id(r, c) / norm);
    }
  }
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
        write_previous_kernel(w.w_q, w.w_k, c0, 0, previous_pairs(d_k), kPrevGain * s);
        break;
      case 1:
        write_first_kernel(w.w_q, w.w_k, c0, d_k, kFirstGain * s);
        break;
      case 2: {
        const int m_cols = identity_cols(d_k);
        // 32/m: |id[0,m)|² is m/32 on average. Exactly 1 at d_k >= 32.
        const float boost = static_cast<float>(kIdentityWidth) / static_cast<float>(m_cols);
        for (int m = 0; m < m_cols; ++m) {
          w.w_q(kIdentity + m, c0 + m) = kSameGain * s * boost;
          w.w_k(kIdentity + m, c0 + m) = 1.0f;
        }
        break;
      }
      case 3:
        w.w_q(kNoun, c0) = kAdjectiveGain * s;
        w.w_k(kAdjective, c0) = 1.0f;
        write_previous_kernel(w.w_q, w.w_k, c0 + 1, kNearFirstPair,
                              kNearFirstPair + near_pairs(d_k), kNearGain * s);
        break;
      default:
        write_first_kernel(w.w_q, w.w_k, c0, d_k, kBroadGain * s);
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
