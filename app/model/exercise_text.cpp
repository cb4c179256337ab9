#include "model/exercise_text.hpp"

#include "io/i18n.hpp"

namespace attn::app {

const char* exercise_kind_text(ExerciseKind kind) {
  switch (kind) {
    case ExerciseKind::SelfSingle: return tr("single-head self-attention");
    case ExerciseKind::CrossSingle: return tr("single-head cross-attention");
    case ExerciseKind::MultiHead: return tr("multi-head self-attention");
    case ExerciseKind::Masked: return tr("masked self-attention in the decoder");
  }
  return tr("attention");
}

std::string exercise_prompt_text(const ShapeQuestion& q) {
  const ExerciseSizes& s = q.sizes;
  switch (q.kind) {
    case ExerciseKind::SelfSingle:
      return fmt(tr("X is T1×D = {0}×{1}. In single-head self-attention (W_q, W_k, W_v are {1}×{1}), what are "
                    "the shapes of Q, K, V, QKᵀ and Z?"),
                 s.t1, s.d);
    case ExerciseKind::CrossSingle:
      return fmt(tr("X is T1×D = {0}×{2} (the source), Y is T2×D = {1}×{2} (the target). In single-head "
                    "cross-attention where Y attends to X, what are the shapes of Q, K, V, QKᵀ and Z?"),
                 s.t1, s.t2, s.d);
    case ExerciseKind::MultiHead:
      return fmt(tr("X is T×D = {0}×{1}. Multi-head self-attention with H = {2} heads: what are the shapes of "
                    "one head's Q_h, K_h, Q_hK_hᵀ and Z_h, of the concatenation, and of the output?"),
                 s.t1, s.d, s.h);
    case ExerciseKind::Masked:
      return fmt(tr("The decoder input Y is T2×D = {0}×{1}. In single-head masked (causal) self-attention, "
                    "what are the shapes of Q, K, QKᵀ and Z?"),
                 s.t2, s.d);
  }
  return q.prompt;
}

std::string exercise_explanation_text(const ShapeItem& item) {
  // The explanations core writes, word for word; the two of multi-head attention end with
  // "d_k = D/H = …", a formula kept as it is.
  static const char* const kExplanations[] = {
      N_("Q = X·W_q: one row per token of X, D columns"),
      N_("K = X·W_k: one row per token of X"),
      N_("V = X·W_v: one row per token of X"),
      N_("every query row of Q against every key row of K"),
      N_("Z = softmax(QKᵀ/√d_k)·V: (T1×T1)·(T1×D)"),
      N_("Q = Y·W_q: the queries come from the target Y"),
      N_("K = X·W_k: the keys come from the source X"),
      N_("V = X·W_v: the values come from the source X too"),
      N_("each target query against each source key: (T2×D)·(D×T1)"),
      N_("Z = weights·V = (T2×T1)·(T1×D): one row per target token"),
      N_("each head uses a slice of d_k columns: "),
      N_("the same slice of K: "),
      N_("every head has its own T×T pattern"),
      N_("(T×T)·(T×d_k): each head's context"),
      N_("H heads of d_k columns side by side: H·d_k = D"),
      N_("concat·W_o with W_o D×D"),
      N_("K = Y·W_k: the decoder attends to its own tokens"),
      N_("the mask does not change the shape: entries above the diagonal become −∞")};
  for (const char* english : kExplanations) {
    const std::string e = english;
    if (item.explanation == e) return tr(english);
    if (e.back() == ' ' && item.explanation.rfind(e, 0) == 0) return tr(english) + item.explanation.substr(e.size());
  }
  return item.explanation;  // a formula alone ("Q = Y·W_q", "(T2×T2)·(T2×D)")
}

}  // namespace attn::app
