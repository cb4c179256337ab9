#include "model/quiz.hpp"

#include <algorithm>
#include <cstdio>

#include "io/i18n.hpp"

namespace attn::app {
namespace {

std::string quoted(const std::vector<std::string>& tokens, int i) {
  if (i < 0 || i >= static_cast<int>(tokens.size())) return "#" + std::to_string(i + 1);
  // TRANSLATORS: a token in quotes, as the quiz names it ('blue').
  return fmt(tr("'{0}'"), tokens[static_cast<std::size_t>(i)]);
}

std::string score(const QuizState& q) { return fmt(tr("score {0} of {1}"), q.right, q.asked); }

// The English names of heads' jobs the program gives (core's designed heads and training
// jobs, the Model view's habits), marked here because core/ has no catalog.
constexpr const char* kHeadNames[] = {
    N_("previous token"), N_("first token"), N_("same word"), N_("adjective → noun"), N_("broad"), N_("random"),
    N_("induction (prefix match)"), N_("alignment"), N_("the token before"), N_("the token after"),
    N_("the first token"), N_("the first token ([CLS])"), N_("itself"), N_("spread wide")};

}  // namespace

std::string head_description_text(const std::string& description) {
  static const char* const kDescriptions[] = {
      N_("every token looks at the token just before it"),
      N_("every token rests most of its weight on token 0 (an attention sink)"),
      N_("a token looks at every occurrence of its own word, itself included"),
      N_("a noun looks at the adjectives just before it; other words look nearby"),
      N_("no preference: nearly uniform weight over every visible token")};
  for (const char* english : kDescriptions) {
    if (description == english) return tr(english);
  }
  return description;
}

std::string head_name_text(const std::string& name) {
  // "same word (needs d_k ≥ 16)": the name, then what a narrow head needs.
  const std::string needs = " (needs d_k ≥ ";
  const auto cut = name.find(needs);
  if (cut != std::string::npos && name.back() == ')') {
    const std::string width = name.substr(cut + needs.size(), name.size() - cut - needs.size() - 1);
    return head_name_text(name.substr(0, cut)) + fmt(tr(" (needs d_k ≥ {0})"), width);
  }
  for (const char* known : kHeadNames) {
    if (name == known) return tr(known);
  }
  // "the [SEP] token": the Model view's marked token.
  if (name.size() > 10 && name.compare(0, 4, "the ") == 0 && name.compare(name.size() - 6, 6, " token") == 0) {
    // TRANSLATORS: {0} is a special token such as [SEP] or </s>.
    return fmt(tr("the {0} token"), name.substr(4, name.size() - 10));
  }
  return name;
}

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
  set_status(s, fmt(tr("Where does {0} look? Click the key you predict in its hidden row, then Space reveals "
                       "(Esc: no question)"),
                    quoted(tokens, row)));
}

void pick_quiz_key(AppState& s, int key, const std::vector<std::string>& tokens) {
  QuizState& q = s.quiz;
  if (q.row < 0 || q.revealed) return;
  q.picked = key;
  s.state_changed = true;
  set_status(s, fmt(tr("You picked {0} for {1}: Space reveals"), quoted(tokens, key), quoted(tokens, q.row)));
}

void reveal_quiz(AppState& s, const MatrixRef& w, const std::vector<std::string>& tokens) {
  QuizState& q = s.quiz;
  if (q.row < 0 || q.revealed || q.row >= w.rows()) return;
  if (q.picked < 0) {
    set_status(s, tr("Click the key you predict first (in the hidden row), then Space"));
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
  // TRANSLATORS: {0} is the token picked, in quotes; {1} its weight, such as 0.52.
  q.message = right ? fmt(tr("You picked {0}: {1} of this head's weight; the head's choice."), quoted(tokens, q.picked),
                          share)
                    // TRANSLATORS: {2} is the token the head chose, {3} its weight.
                    : fmt(tr("You picked {0}: {1} of this head's weight; the head chose {2} ({3})."),
                          quoted(tokens, q.picked), share, quoted(tokens, static_cast<int>(best)), top);
  s.need_maps = true;
  s.state_changed = true;
  set_status(s, fmt(tr("{0} ({1})"), q.message, score(q)));
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
  s.quiz.picture = false;
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
  set_status(s, tr("Which head is this? Its name is hidden: choose its job among the four"));
  return true;
}

}  // namespace

void ask_which_head(AppState& s, const std::vector<std::string>& names, const std::vector<std::string>& all) {
  if (!ask_which(s, s.focused_head, names, all)) {
    set_status(s,
               tr("Which head is this? asks about a head with a job of its own: open one of the designed heads "
                  "(Designed heads in the Model panel)"),
               true);
    return;
  }
  s.quiz.label = fmt(tr("head {0}"), s.focused_head + 1);
}

void ask_which_model_head(AppState& s, int grid, int index, const std::string& label,
                          const std::vector<std::string>& names, const std::vector<std::string>& all) {
  if (!ask_which(s, index, names, all)) {
    set_status(s, tr("Which head is this? asks about a self-attention head of the model: point at one and press W"),
               true);
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
  const std::string answer = head_name_text(q.names[static_cast<std::size_t>(q.answer)]);
  // TRANSLATORS: {0} is a head ("head 3", "L2·H2"), {1} its job ("same word").
  q.message = right ? fmt(tr("Yes: {0} is '{1}'."), q.label, answer)
                    // TRANSLATORS: {2} is the job chosen instead.
                    : fmt(tr("No: {0} is '{1}', not '{2}'."), q.label, answer,
                          head_name_text(q.names[static_cast<std::size_t>(choice)]));
  s.need_maps = true;
  s.state_changed = true;
  set_status(s, fmt(tr("{0} ({1})"), q.message, score(q)));
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
