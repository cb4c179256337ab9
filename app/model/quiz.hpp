// Predict, then reveal: in the All heads view with one head open, one query row's weights
// are hidden; the teacher (or a student at the laptop) clicks the key they predict, and
// Space reveals the row with the pick marked and a line saying what it got. Q asks (the
// row under the pointer, else the row this head is surest about), Esc stops; a lesson's
// scene can ask ("quiz": {"row": K}).
#pragma once

#include <string>
#include <vector>

#include "core/attention/attention.hpp"
#include "model/state.hpp"

namespace attn::app {

// Hides `row` of the open head (the one under the pointer when `row` < 0, else the row the
// head puts most weight on one key). `weights` is that head's map (rows queries), `tokens`
// its queries' and keys' texts. The status line says what to do.
void ask_quiz(AppState& state, const MatrixRef& weights, const std::vector<std::string>& tokens, int row);
void pick_quiz_key(AppState& state, int key, const std::vector<std::string>& tokens);
// Space: the row shown, the pick marked, the message and the score.
void reveal_quiz(AppState& state, const MatrixRef& weights, const std::vector<std::string>& tokens);
void stop_quiz(AppState& state);

// "Which head is this?" (W): the open head's name hidden and four names of the designed
// heads to choose from (`names`: every head's name, as the model has them; `all`: every
// name the designed heads can have, for the other choices). Refused on heads without names.
void ask_which_head(AppState& state, const std::vector<std::string>& names, const std::vector<std::string>& all);
// The same about head `index` of a Model view grid (`grid`), whose job is names[index], from
// its summary on the text ("" for none); `all` the jobs to choose among; `label` the head.
void ask_which_model_head(AppState& state, int grid, int index, const std::string& label,
                          const std::vector<std::string>& names, const std::vector<std::string>& all);
bool which_hides_model_head(const AppState& state, int grid, int index);
// The choice picked (0..3): revealed, the message and the score.
void answer_which_head(AppState& state, int choice);
bool which_hides(const AppState& state, int head);  // the head's name is hidden now
bool quiz_hides(const AppState& state, int head);  // the head's row is hidden now
// A head's job as the program names it in English ("previous token", "same word (needs
// d_k ≥ 16)", "the token before": core's designed heads and training jobs, the Model
// view's habits) in the interface's language; any other name as it is.
std::string head_name_text(const std::string& name);
// A designed head's description (core/teaching/designed.cpp) in the interface's language;
// a narrow head's own description, built with its sizes, stays as core writes it.
std::string head_description_text(const std::string& description);

// "What shape?" (the Shape exercises view) in the same flow: each answer checked counts in
// the quiz's score; Q asks a new question, Space checks what is typed and shows the answers.
void check_shape(AppState& state, std::size_t item);
void new_shape_question(AppState& state);
void reveal_shapes(AppState& state);

}  // namespace attn::app
