#include "core/teaching/leaks.hpp"

#include <string>

namespace attn {

LeakReport leak_test(const AttentionCase& self_case, int token, float epsilon) {
  if (self_case.config.mode != AttentionMode::Self) {
    throw AttentionError("the leak test runs on self-attention; cross-attention has no future");
  }
  const CaseResult base = run_case(self_case);
  const auto t = static_cast<int>(base.x.rows());
  if (token < 0 || token >= t) {
    throw AttentionError("token " + std::to_string(token) + " is out of range: there are " +
                         std::to_string(t) + " tokens");
  }
  AttentionCase moved = self_case;
  moved.from_text = false;
  moved.designed = false;
  moved.weights = base.weights;
  moved.x = base.x;
  moved.x.row(token).array() += epsilon;
  const CaseResult after = run_case(moved);

  LeakReport r;
  r.perturbed_token = token;
  const Matrix d_attention = after.trace.output - base.trace.output;
  const Matrix d_residual = (after.x + after.trace.output) - (base.x + base.trace.output);
  for (int i = 0; i < t; ++i) {
    r.attention_change.push_back(d_attention.row(i).cwiseAbs().maxCoeff());
    r.residual_change.push_back(d_residual.row(i).cwiseAbs().maxCoeff());
    if (r.first_changed_row < 0 && (r.attention_change.back() > 0 || r.residual_change.back() > 0)) {
      r.first_changed_row = i;
    }
  }
  return r;
}

}  // namespace attn
