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
// What the stack does as a whole, where asked: "rollout": true adds "rollout" (L×T×T,
// rollout[l] after layer l; an encoder–decoder's also "encoder_rollout" and
// "cross_rollout", the decoder's path through cross-attention, L×T2×T1); "flow": true adds
// "flow" {query, values: T} to the prediction's position (at most 64 tokens); "lens": true
// adds "lens" {first, layers: (L+1) × positions × {top: [{token, id, p}], next_rank}};
// "removal": true adds "removal" {query, predicted, predicted_id, p, without: T}.
// A vision model (ViT, DeiT, DINOv2) reads {"model": DIR, "image": PATH} (PNG or JPEG, made
// ready as its preprocessor_config.json says) and returns "tokens" ("[CLS]", "p(0,0)", …),
// "grid", "size", "layers" as above, "top_classes" [{label, id, p}] (five, where the folder
// has a classifier) and "rollout" always; "flow" and "removal" (of patches) where asked.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace attn::cli {

// True when the case names a model folder ("model").
bool is_pretrained_case(const nlohmann::json& c);
// Throws std::runtime_error (or AttentionError) naming the problem.
nlohmann::json run_pretrained_case(const nlohmann::json& c, const std::string& case_folder);

}  // namespace attn::cli
