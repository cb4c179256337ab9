// JSON for `compute` cases and results (and the weights object lessons share).
//
// Case: d_model, heads, mode ("self"|"cross"), causal, scale (default true), temperature
// (default 1), seed (default 0); inputs x (T1×D) [and y (T2×D) for cross] or text [and
// target_text for cross]; optional weights: {"w_q","w_k","w_v","w_o"} (each D×D),
// "designed" (the built-in heads: each result head then has "name" and "description")
// or "random" (the default);
// optional key_padding (one bool per key, true = masked).
// Result: tokens (or q_tokens and k_tokens for cross), heads[{q,k,v,scores,scaled,
// weights,context}] (masked entries of `scaled` as null), concat, output, warnings.
//
// Every reader throws attn::AttentionError whose message names the field and the problem.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "core/attention/attention.hpp"
#include "core/teaching/case.hpp"

namespace attn::io {

// A T×C matrix from nested arrays of numbers; `name` is used in messages ("x", "w_q").
Matrix matrix_from_json(const nlohmann::json& j, const std::string& name);
// Nested arrays; non-finite values (masked -inf) become null.
nlohmann::json matrix_to_json(const MatrixRef& m);

MhaWeights weights_from_json(const nlohmann::json& j, int d_model);
// A weights object whose D is read from w_q (every matrix must then be D×D).
MhaWeights weights_from_json_any_size(const nlohmann::json& j);
// Reads a weights file (the same object as "weights" in a case); the message of any
// error starts with the path.
MhaWeights load_weights_file(const std::string& path);
nlohmann::json weights_to_json(const MhaWeights& w);

AttentionCase case_from_json(const nlohmann::json& j);
// Parses text; the message of a syntax error names the byte where it happened.
nlohmann::json parse_json_text(const std::string& text, const std::string& source_name);

nlohmann::json result_to_json(const AttentionCase& c, const CaseResult& r);

}  // namespace attn::io
