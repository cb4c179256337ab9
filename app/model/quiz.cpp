#include "model/quiz.hpp"

#include <cstdio>

namespace attn::app {
namespace {

std::string quoted(const std::vector<std::string>& tokens, int i) {
  if (i < 0 || i >= static_cast<int>(tokens.size())) return "#" + std::to_string(i + 1);
  return "'" + tokens[static_cast<std::size_t>(i)] + "'";
}

std::string score(const QuizState& q) {
  return "score " + std::to_string(q.right) + " of " + std::to_string(q.asked);
}

}  // namespace

void ask_quiz(AppState& s, const MatrixRef& w, const std::vector<std::string>& tokens, int row) {
  if (w.rows() == 0) return;
  if (row < 0 || row >= w.rows()) {
    // The row the head is surest about: the largest single weight.
    float best = -1.0f;
    for (Eigen::Index r = 0; r < w.rows(); ++r) {
      const float m = w.row(r).maxCoeff();
      if (m > best) {
        best = m;
        row = static_cast<int>(r);
      }
    }
  }
  QuizState& q = s.quiz;
  q.head = s.focused_head;
  q.row = row;
  q.picked = -1;
  q.revealed = false;
  q.message.clear();
  s.need_maps = true;
  s.state_changed = true;
  set_status(s, "Where does " + quoted(tokens, row) + " look? Click the key you predict in its hidden row, then "
                "Space reveals (Esc: no question)");
}

void pick_quiz_key(AppState& s, int key, const std::vector<std::string>& tokens) {
  QuizState& q = s.quiz;
  if (q.row < 0 || q.revealed) return;
  q.picked = key;
  s.state_changed = true;
  set_status(s, "You picked " + quoted(tokens, key) + " for " + quoted(tokens, q.row) + ": Space reveals");
}

void reveal_quiz(AppState& s, const MatrixRef& w, const std::vector<std::string>& tokens) {
  QuizState& q = s.quiz;
  if (q.row < 0 || q.revealed || q.row >= w.rows()) return;
  if (q.picked < 0) {
    set_status(s, "Click the key you predict first (in the hidden row), then Space");
    return;
  }
  Eigen::Index best = 0;
  w.row(q.row).maxCoeff(&best);
  const float got = q.picked < w.cols() ? w(q.row, q.picked) : 0.0f;
  q.revealed = true;
  ++q.asked;
  const bool right = q.picked == static_cast<int>(best);
  if (right) ++q.right;
  char share[32];
  std::snprintf(share, sizeof share, "%.2f", static_cast<double>(got));
  char top[32];
  std::snprintf(top, sizeof top, "%.2f", static_cast<double>(w(q.row, best)));
  q.message = "You picked " + quoted(tokens, q.picked) + ": " + share + " of this head's weight; " +
              (right ? "the head's choice." : "the head chose " + quoted(tokens, static_cast<int>(best)) + " (" + top + ").");
  s.need_maps = true;
  s.state_changed = true;
  set_status(s, q.message + " (" + score(q) + ")");
}

void stop_quiz(AppState& s) {
  if (s.quiz.row < 0) return;
  s.quiz.head = s.quiz.row = s.quiz.picked = -1;
  s.quiz.revealed = false;
  s.quiz.message.clear();
  s.need_maps = true;
  s.state_changed = true;
}

bool quiz_hides(const AppState& s, int head) {
  return s.quiz.row >= 0 && !s.quiz.revealed && s.quiz.head == head;
}

}  // namespace attn::app
