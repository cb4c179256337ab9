// The attention engine's public face: include this one header.
//
//   config.hpp      AttentionConfig, MhaWeights, validate_config, score_divisor
//   trace.hpp       HeadTrace, AttentionTrace: every intermediate the views show
//   mask.hpp        build_mask: causal, key padding and an arbitrary mask
//   reference.hpp   the definition, plainly: softmax_rows, scaled_dot_product_attention,
//                   reference_multi_head_attention
//   multi_head.hpp  the same numbers, fast: multi_head_attention, head_detail
//
// Legend: T tokens (T1 source / keys, T2 target / queries in cross-attention), D model
// width, H heads, d_k = d_v = D / H. Tokens are rows: X is T1×D, Y is T2×D.
// This folder is the engine's single source of truth for numbers. It does not tokenize,
// embed or make weights (teaching/text.hpp, model/weights.hpp) and knows nothing of files
// or UI.
#pragma once

#include "core/attention/config.hpp"
#include "core/attention/mask.hpp"
#include "core/attention/multi_head.hpp"
#include "core/attention/reference.hpp"
#include "core/attention/trace.hpp"
#include "core/base/checks.hpp"
#include "core/base/types.hpp"
