#include "model/quiz.hpp"

#include <algorithm>
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
  stop_quiz(s);
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
  if (s.quiz.row < 0 && !s.quiz.which) return;
  s.quiz.head = s.quiz.row = s.quiz.picked = -1;
  s.quiz.revealed = false;
  s.quiz.message.clear();
  s.quiz.which = false;
  s.quiz.names.clear();
  s.quiz.answer = s.quiz.chosen = -1;
  s.quiz.in_model = false;
  s.quiz.label.clear();
  s.need_maps = true;
  s.state_changed = true;
}

namespace {

// The question about `index` (names[index] its job), the right name at a place that moves.
bool ask_which(AppState& s, int index, const std::vector<std::string>& names, const std::vector<std::string>& all) {
  if (index < 0 || index >= static_cast<int>(names.size()) || names[static_cast<std::size_t>(index)].empty()) return false;
  // The name without what a narrow head needs: "same word (needs d_k ≥ 16)" → "same word".
  auto plain = [](std::string n) {
    const auto cut = n.find(" (");
    return cut == std::string::npos ? n : n.substr(0, cut);
  };
  const std::string right = plain(names[static_cast<std::size_t>(index)]);
  std::vector<std::string> others;
  for (const std::string& n : all) {
    const std::string p = plain(n);
    if (p != right && std::find(others.begin(), others.end(), p) == others.end()) others.push_back(p);
  }
  QuizState& q = s.quiz;
  stop_quiz(s);
  q.which = true;
  q.head = index;
  // Three others, taken in turn from the list, and the right one at a place that moves.
  const std::size_t shift = static_cast<std::size_t>(q.asked) * 3;
  for (std::size_t i = 0; i < 3 && i < others.size(); ++i) q.names.push_back(others[(shift + i) % others.size()]);
  q.answer = (q.asked * 3 + index * 2 + 1) % static_cast<int>(q.names.size() + 1);
  q.names.insert(q.names.begin() + q.answer, right);
  s.need_maps = true;
  s.state_changed = true;
  set_status(s, "Which head is this? Its name is hidden: choose its job among the four");
  return true;
}

}  // namespace

void ask_which_head(AppState& s, const std::vector<std::string>& names, const std::vector<std::string>& all) {
  if (!ask_which(s, s.focused_head, names, all)) {
    set_status(s, "Which head is this? asks about a head with a job of its own: open one of the designed heads "
                  "(Designed heads in the Model panel)", true);
    return;
  }
  s.quiz.label = "head " + std::to_string(s.focused_head + 1);
}

void ask_which_model_head(AppState& s, int grid, int index, const std::string& label,
                          const std::vector<std::string>& names, const std::vector<std::string>& all) {
  if (!ask_which(s, index, names, all)) {
    set_status(s, "Which head is this? asks about a self-attention head of the model: point at one and press W", true);
    return;
  }
  s.quiz.in_model = true;
  s.quiz.grid = grid;
  s.quiz.label = label;
}

bool which_hides_model_head(const AppState& s, int grid, int index) {
  return s.quiz.which && s.quiz.in_model && !s.quiz.revealed && s.quiz.grid == grid && s.quiz.head == index;
}

void answer_which_head(AppState& s, int choice) {
  QuizState& q = s.quiz;
  if (!q.which || q.revealed || choice < 0 || choice >= static_cast<int>(q.names.size())) return;
  q.chosen = choice;
  q.revealed = true;
  ++q.asked;
  const bool right = choice == q.answer;
  if (right) ++q.right;
  q.message = right ? "Yes: " + q.label + " is '" + q.names[static_cast<std::size_t>(q.answer)] + "'."
                    : "No: " + q.label + " is '" + q.names[static_cast<std::size_t>(q.answer)] +
                          "', not '" + q.names[static_cast<std::size_t>(choice)] + "'.";
  s.need_maps = true;
  s.state_changed = true;
  set_status(s, q.message + " (" + score(q) + ")");
}

bool which_hides(const AppState& s, int head) {
  return s.quiz.which && !s.quiz.in_model && !s.quiz.revealed && s.quiz.head == head;
}

bool quiz_hides(const AppState& s, int head) {
  return s.quiz.row >= 0 && !s.quiz.revealed && s.quiz.head == head;
}

void check_shape(AppState& state, std::size_t item) {
  ExerciseState& e = state.exercise;
  if (!e.question || item >= e.question->items.size()) return;
  if (e.answers[item].find_first_not_of(" \t") == std::string::npos) return;
  e.verdicts[item] = check_shape_answer(e.question->items[item], e.answers[item]);
  ++e.checked;
  ++state.quiz.asked;
  if (e.verdicts[item]->correct) {
    ++e.right;
    ++state.quiz.right;
  }
  state.state_changed = true;
}

void new_shape_question(AppState& state) {
  ++state.exercise.seed;
  state.exercise.need_question = true;
  state.state_changed = true;
}

void reveal_shapes(AppState& state) {
  ExerciseState& e = state.exercise;
  if (!e.question) return;
  for (std::size_t i = 0; i < e.question->items.size(); ++i) {
    if (!e.verdicts[i]) check_shape(state, i);
  }
  e.revealed = true;
  state.state_changed = true;
}

}  // namespace attn::app
