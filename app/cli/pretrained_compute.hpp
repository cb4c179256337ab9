// `compute` on a GPT-2 folder: a case {"model": "DIR", "text": "..."} in, every layer's every
// head and the next token out:
//   {"model": "gpt2", "tokens": ["The", " cat", ...], "token_ids": [464, 3797, ...],
//    "layers": [{"heads": [{"weights": [[...T...] ...T rows]}, ...H]}, ...L],
//    "top_next": [{"token": " sat", "id": 3332, "p": 0.12}, ...ten, most likely first]}
// Options: "logits": true adds "logits", the last position's V logits; "causal": false
// runs without the causal mask (the model was trained with it); "ablate": [[layer, head],
// ...] (from 0) switches heads off. A token's text is its bytes, with <0xNN> for a byte
// that is not part of a whole UTF-8 character. A relative model path is read from the
// case file's folder.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace attn::cli {

// True when the case names a GPT-2 folder ("model").
bool is_gpt2_case(const nlohmann::json& c);
// Throws std::runtime_error (or AttentionError) naming the problem.
nlohmann::json run_gpt2_case(const nlohmann::json& c, const std::string& case_folder);

}  // namespace attn::cli
