// run_case: text or matrices in, a full attention trace out.
#include "case.hpp"

#include "text.hpp"
#include "weights.hpp"

namespace attn {

CaseResult run_case(const AttentionCase& c) {
  validate_config(c.config);
  const bool cross = c.config.mode == AttentionMode::Cross;
  const int d = c.config.d_model;
  CaseResult r;
  if (c.from_text) {
    TokenizeOptions options;
    options.max_tokens = c.max_tokens;
    r.k_tokens = tokenize(c.text, options);
    if (r.k_tokens.empty()) throw AttentionError("the source sentence is empty: type some words");
    r.x = embed(r.k_tokens, d, c.seed);
    if (cross) {
      r.q_tokens = tokenize(c.target_text, options);
      if (r.q_tokens.empty()) {
        throw AttentionError("the target sentence is empty: cross-attention needs queries");
      }
      r.y = embed(r.q_tokens, d, c.seed);
    } else {
      r.q_tokens = r.k_tokens;
    }
  } else {
    r.x = c.x;
    if (cross) r.y = c.y;
  }
  if (c.weights) {
    validate_weights(*c.weights, d);
    r.weights = *c.weights;
  } else {
    r.weights = random_weights(d, c.seed);
  }
  r.trace = multi_head_attention(r.x, cross ? MatrixRef(r.y) : MatrixRef(r.x), r.weights,
                                 c.config);
  return r;
}

}  // namespace attn
