// Context changes meaning: how attention moves the same word apart in two sentences.
//
// Legend: T tokens (T1 source, T2 target), D model width, H heads, d_k = D / H.
#pragma once

#include <string>

#include <Eigen/Core>

#include "core/teaching/case.hpp"

namespace attn {

float cosine_similarity(const Eigen::Ref<const Eigen::RowVectorXf>& a,
                        const Eigen::Ref<const Eigen::RowVectorXf>& b);

struct MeaningShift {
  std::string word;
  int position_a = -1, position_b = -1;  // where the word is in each sentence
  float cosine_before = 0;  // the word's token vectors (no position): 1 for the same word
  float cosine_embedded = 0;  // the rows of X (token + position)
  float cosine_after = 0;   // the rows of X + Attention(X): context has moved them apart
};

// Runs `base` (self-attention; its text replaced) on both sentences and compares the
// word's vectors. Throws when the word is missing from either sentence.
MeaningShift context_changes_meaning(const AttentionCase& base, const std::string& sentence_a,
                                     const std::string& sentence_b, const std::string& word);

}  // namespace attn
