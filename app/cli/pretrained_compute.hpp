// `compute` on a model folder (any family of io/model_families.hpp): a case
// {"model": "DIR", "text": "..."} in, every layer's every query head and the next token out:
//   {"model": "gpt2", "family": "gpt2", "architecture": "12 layers · D 768 · …",
//    "tokens": ["The", " cat", ...], "token_ids": [464, 3797, ...] (the tokenizer's
//    encoding, its post-processor included: Llama's BOS first),
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

// True when the case names a model folder ("model").
bool is_pretrained_case(const nlohmann::json& c);
// Throws std::runtime_error (or AttentionError) naming the problem.
nlohmann::json run_pretrained_case(const nlohmann::json& c, const std::string& case_folder);

}  // namespace attn::cli
