// What compute's cases share: matrices and heads as JSON, the cases' boolean options, and
// the rollouts of a run's stacks (core/teaching/rollout.hpp).
#pragma once

#include <vector>

#include <nlohmann/json.hpp>

#include "core/attention/attention.hpp"

namespace attn::cli {

// A matrix as rows of numbers.
nlohmann::json matrix_json(const MatrixRef& m);
// Each head's weights: [{"weights": T×S}, …].
nlohmann::json heads_json(const AttentionTrace& trace);
// The case's boolean `key`, false when absent; throws naming the key when it is not a boolean.
bool asked(const nlohmann::json& c, const char* key);
// Ã of each layer of a stack.
std::vector<Matrix> residuals(const std::vector<const AttentionTrace*>& layers);
// "rollout": the main stack's (a decoder's self-attention, or the only stack), after each
// layer; with an encoder, also "encoder_rollout" and "cross_rollout" (the decoder through
// cross-attention, target × source).
void add_rollouts(const std::vector<const AttentionTrace*>& encoder, const std::vector<const AttentionTrace*>& self,
                  const std::vector<const AttentionTrace*>& cross, nlohmann::json& out);

}  // namespace attn::cli
