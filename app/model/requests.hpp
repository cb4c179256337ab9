// From the state to the worker: the cases of the model as it is set, copied, so that the
// worker never reads the state.
//
// Legend: T1 source tokens, T2 target tokens, D model width, H heads.
#pragma once

#include <cstdint>
#include <string>

#include "model/state.hpp"
#include "model/worker.hpp"

namespace attn::app {

// X as the engine gets it: the source sentence written state.source_repeat times.
std::string repeated_source(const AppState& state);

// A case from text with the model as set (its AttentionSettings but the mask, and the
// loaded weights unless the heads are designed); no text, no mask.
AttentionCase model_case(const AppState& state);

// The three cases of one computation: the source's self-attention (causal as set), and
// when Y is not blank the target's causal self-attention and the cross-attention.
ComputeRequest compute_request(const AppState& state, std::uint64_t generation);

// The leak test on X for token state.leak_token; the meaning shift of state.meaning_word
// between state.meaning_a and state.meaning_b.
LeakRequest leak_request(const AppState& state, std::uint64_t id);
MeaningRequest meaning_request(const AppState& state, std::uint64_t id);

}  // namespace attn::app
