// What a stack of attention layers draws on, all layers together (Abnar & Zuidema, 2020,
// "Quantifying Attention Flow in Transformers"). Each layer's heads are averaged and the
// residual connection added as much again, Ã_l = ½·mean_h A_l + ½·I with each row
// renormalised; then
//   rollout: the products rollout_0 = Ã_0, rollout_l = Ã_l · rollout_{l−1} (queries on the
//            left): row i after layer l says how much of position i there comes from each
//            input token, if attention mixed everything it touched;
//   flow:    the maximum flow from each input token to one position at the top, through the
//            graph of (layer, token) nodes whose edges from layer l−1's token j to layer l's
//            token i have capacity Ã_l[i][j]: what can reach i at once, not what is mixed.
// A causal model's maps keep their zeros above the diagonal: so do rollout and flow.
//
// Legend: L layers, H heads, T tokens; maps are T×T, rows queries, columns keys.
#pragma once

#include <string>
#include <vector>

#include "core/attention/trace.hpp"
#include "core/base/types.hpp"

namespace attn {

// Ã of one layer from its heads' weights (each T×T, ≥ 0). Throws AttentionError for no
// heads, maps not square or of different sizes, a weight negative or not finite, or a row
// of Ã that sums to 0.
Matrix residual_attention(const std::vector<Matrix>& heads);

// The same from a layer's trace (every query head's weights as the engine kept them).
Matrix residual_attention(const AttentionTrace& layer);
// The mean of a layer's heads, computed in double: T×T, or T2×T1 for a cross-attention.
Matrix mean_attention(const AttentionTrace& layer);

// rollout_l for l = 0 … L−1 from the layers' Ã (bottom first), each T×T with rows that sum
// to 1. Computed in double, returned in float.
std::vector<Matrix> attention_rollout(const std::vector<Matrix>& residual);

// The most tokens attention_flow takes: T maximum flows through L·T² edges each. At 64 tokens
// and 12 layers that is 64 flows through 49 152 edges, a fraction of a second; beyond it the
// time grows as T³ and the view says the text is too long instead.
inline constexpr int kMaxFlowTokens = 64;

// The flow from each input token j to position `query` after the last layer: T values (the
// j-th the maximum flow from (0, j) to (L, query)). Throws AttentionError for no layers,
// maps of different sizes, a query outside 0 … T−1, or more than kMaxFlowTokens tokens.
std::vector<double> attention_flow(const std::vector<Matrix>& residual, int query);

// An encoder–decoder's decoder reads the source through cross-attention. Its rollout keeps
// two parts per decoder position, how much comes from each decoder input (D, T2×T2) and
// from each source token (S, T2×T1): starting from D = I, S = 0, each layer's
// self-attention mixes both (D ← Ã·D, S ← Ã·S, Ã its residual_attention), then its
// cross-attention adds the encoder's output half and half: S ← ½·S + ½·C·E, D ← ½·D, with C
// the mean of the cross heads (T2×T1) and E the encoder's last rollout (T1×T1). Rows of
// [D | S] sum to 1. Returns S after each decoder layer (bottom first). Throws
// AttentionError for shapes that do not agree.
std::vector<Matrix> cross_rollout(const std::vector<Matrix>& decoder_residual, const std::vector<Matrix>& cross_mean,
                                  const Matrix& encoder_rollout);

// "Is attention an explanation?" (Jain & Wallace, 2019; Abnar & Zuidema, 2020): for one
// prediction, four answers to "which input tokens did it use?", one value per token, and
// how far they agree.
struct Attributions {
  std::vector<double> raw;      // the last layer's mean over heads, the query's row
  std::vector<double> rollout;  // the query's row of the last rollout
  std::vector<double> flow;     // the flow to the query; empty when flow_error says why
  std::vector<double> removal;  // p − p without the token: what the prediction loses
  std::string flow_error;
  // Spearman's ρ of each pair, in the order of kAttributionPairs; NaN where one is missing.
  std::vector<double> agreement;
};
inline constexpr int kAttributionPairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
// Fills `agreement` from the four lists (each of the same length, or empty).
void rank_agreement(Attributions& a);

// Spearman's rank correlation of two lists of the same length (ties take their mean rank):
// 1 when both order the items alike, −1 reversed. NaN when either list has fewer than 2
// items or all its values equal. Throws AttentionError for lists of different lengths.
double spearman(const std::vector<double>& a, const std::vector<double>& b);

}  // namespace attn
