#include "core/teaching/meaning.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "core/teaching/text.hpp"

namespace attn {

float cosine_similarity(const Eigen::Ref<const Eigen::RowVectorXf>& a,
                        const Eigen::Ref<const Eigen::RowVectorXf>& b) {
  if (a.size() != b.size()) {
    throw AttentionError("cosine similarity of vectors of lengths " + std::to_string(a.size()) +
                         " and " + std::to_string(b.size()));
  }
  const double na = a.cast<double>().norm(), nb = b.cast<double>().norm();
  if (na == 0.0 || nb == 0.0) return 0.0f;
  return static_cast<float>(a.cast<double>().dot(b.cast<double>()) / (na * nb));
}

MeaningShift context_changes_meaning(const AttentionCase& base, const std::string& sentence_a,
                                     const std::string& sentence_b, const std::string& word) {
  MeaningShift m;
  m.word = word;
  const std::string needle = [&] {
    std::string w = word;
    std::transform(w.begin(), w.end(), w.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return w;
  }();
  AttentionCase c = base;
  c.config.mode = AttentionMode::Self;
  c.from_text = true;
  c.target_text.clear();
  auto run_on = [&](const std::string& sentence, int* position) {
    c.text = sentence;
    CaseResult r = run_case(c);
    for (std::size_t i = 0; i < r.k_tokens.size(); ++i) {
      std::string t = r.k_tokens[i];
      std::transform(t.begin(), t.end(), t.begin(),
                     [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
      if (t == needle) {
        *position = static_cast<int>(i);
        return r;
      }
    }
    throw AttentionError("\"" + word + "\" is not a token of \"" + sentence + "\"");
  };
  const CaseResult a = run_on(sentence_a, &m.position_a);
  const CaseResult b = run_on(sentence_b, &m.position_b);
  const int d = c.config.d_model;
  const Matrix ta = token_vectors({a.k_tokens[static_cast<std::size_t>(m.position_a)]}, d, c.seed);
  const Matrix tb = token_vectors({b.k_tokens[static_cast<std::size_t>(m.position_b)]}, d, c.seed);
  m.cosine_before = cosine_similarity(ta.row(0), tb.row(0));
  m.cosine_embedded = cosine_similarity(a.x.row(m.position_a), b.x.row(m.position_b));
  const Matrix after_a = a.x + a.trace.output;
  const Matrix after_b = b.x + b.trace.output;
  m.cosine_after = cosine_similarity(after_a.row(m.position_a), after_b.row(m.position_b));
  return m;
}

}  // namespace attn
