// `compute` on a trained model: a case {"checkpoint": "FILE.safetensors", "text": "...",
// "target_text": "..." (optional)} in, every layer's every head out:
//   {"task", "tokens": [source tokens], "target_tokens": [decoder tokens, <start> first],
//    "teacher_forced": bool, "output": "the greedy output", "predicted": [per decoder row],
//    "loss": (teacher forcing only),
//    "encoder": [{"heads": [{"weights": [[...]]}]}]  per layer (rows and columns: tokens),
//    "decoder": [{"self": {"heads": [...]}, "cross": {"heads": [...]}}]  per layer
//               (self: target_tokens × target_tokens; cross: target_tokens × tokens;
//                decoder-only models have no "cross")}
// A relative checkpoint path is read from the case file's folder.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace attn::cli {

// True when the case names a checkpoint (and so is a model case).
bool is_model_case(const nlohmann::json& c);
// Throws std::runtime_error (or AttentionError) naming the problem.
nlohmann::json run_model_case(const nlohmann::json& c, const std::string& case_folder);

}  // namespace attn::cli
