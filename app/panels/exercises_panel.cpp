// Shape exercises: a question on the shapes of one kind of attention (self, cross,
// multi-head, masked), with random sizes or sizes a teacher sets. Students type each
// matrix's shape; "Check" marks it with check_shape_answer and says why a wrong answer is
// wrong; the score counts every check this session. The state lives in AppState::exercise.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <exception>
#include <string>

#include "io/i18n.hpp"
#include "model/exercise_text.hpp"
#include "model/quiz.hpp"
#include "panels/panels.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

void make_question(AppState& state) {
  ExerciseState& e = state.exercise;
  e.need_question = false;
  e.question.reset();
  e.question_error.clear();
  e.answers.clear();
  e.verdicts.clear();
  e.revealed = false;
  const ExerciseSizes sizes = e.random_sizes ? random_exercise_sizes(e.seed) : e.fixed;
  try {
    e.question = make_shape_question(e.kind, sizes);
    e.answers.assign(e.question->items.size(), "");
    e.verdicts.assign(e.question->items.size(), std::nullopt);
  } catch (const std::exception& ex) {
    e.question_error = ex.what();
  }
  state.state_changed = true;
}

ImVec4 good_colour(const AppState& s) {
  return s.light_theme ? ImVec4(0.05f, 0.45f, 0.1f, 1.0f) : ImVec4(0.45f, 0.9f, 0.5f, 1.0f);
}
ImVec4 bad_colour(const AppState& s) {
  return s.light_theme ? ImVec4(0.75f, 0.05f, 0.05f, 1.0f) : ImVec4(1.0f, 0.45f, 0.4f, 1.0f);
}

}  // namespace

void draw_exercises_panel(AppState& state, const Shown& /*shown*/) {
  ExerciseState& e = state.exercise;
  if (e.need_question) make_question(state);
  draw_view_intro(
      state, tr("Shape exercises"),
      tr("Before any number, a Transformer is a game of shapes: tokens are rows, features are "
         "columns, and a product A·B needs A's columns to match B's rows. Work out the shape of "
         "each matrix from the sizes in the question and type it as rows × columns (for "
         "example 5x64). Check tells you whether it is right and, if not, why. New question "
         "draws new sizes; untick random sizes to set them yourself."));
  const float font = ImGui::GetFontSize();

  // The kind of attention.
  ImGui::AlignTextToFramePadding();
  // TRANSLATORS: the kind of attention the exercise asks about (self, cross, …).
  ImGui::TextUnformatted(tr("Kind"));
  const ExerciseKind kinds[] = {ExerciseKind::SelfSingle, ExerciseKind::CrossSingle,
                                ExerciseKind::MultiHead, ExerciseKind::Masked};
  for (ExerciseKind k : kinds) {
    const char* label = exercise_kind_text(k);
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(label).x + ImGui::GetFrameHeight() * 1.5f) {
      ImGui::NewLine();
    }
    if (ImGui::RadioButton(label, e.kind == k) && e.kind != k) {
      e.kind = k;
      e.need_question = true;
    }
  }

  // Sizes.
  if (ImGui::Checkbox(tr("Random sizes"), &e.random_sizes)) e.need_question = true;
  if (!e.random_sizes) {
    auto size_input = [&](const char* label, int* v, int lo, int hi) {
      ImGui::SameLine();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(label);
      ImGui::SameLine();
      ImGui::SetNextItemWidth(font * 6.0f);
      ImGui::PushID(label);
      if (ImGui::InputInt("##v", v, 1, 8)) {
        *v = std::clamp(*v, lo, hi);
        e.need_question = true;
      }
      ImGui::PopID();
    };
    size_input("T1", &e.fixed.t1, 1, 100000);
    size_input("T2", &e.fixed.t2, 1, 100000);
    size_input("D", &e.fixed.d, 1, 1000000);
    size_input("H", &e.fixed.h, 1, 1024);
  }
  ImGui::SameLine(0.0f, font * 1.5f);
  if (ImGui::Button(tr("New question"))) new_shape_question(state);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Q; Space checks what is typed and shows the answers"));
  ImGui::SameLine(0.0f, font * 1.5f);
  ImGui::AlignTextToFramePadding();
  ImGui::Text(tr("Score: %d of %d right"), e.right, e.checked);
  ImGui::Separator();

  if (!e.question) {
    ImGui::PushStyleColor(ImGuiCol_Text, bad_colour(state));
    wrapped_text(tr("No question with these sizes: %s"), e.question_error.c_str());
    ImGui::PopStyleColor();
    return;
  }
  const ShapeQuestion& q = *e.question;
  wrapped_text_unformatted(exercise_prompt_text(q).c_str());
  ImGui::Spacing();

  const ImGuiTableFlags flags = ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_SizingStretchProp;
  if (ImGui::BeginTable("items", 3, flags)) {
    ImGui::TableSetupColumn(tr("matrix"), ImGuiTableColumnFlags_WidthFixed, font * 7.0f);
    ImGui::TableSetupColumn(tr("your answer (rows × columns)"), ImGuiTableColumnFlags_WidthFixed,
                            font * 15.0f);
    ImGui::TableSetupColumn(tr("result"), ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableHeadersRow();
    for (std::size_t i = 0; i < q.items.size(); ++i) {
      const ShapeItem& item = q.items[i];
      ImGui::PushID(static_cast<int>(i));
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(item.name.c_str());
      ImGui::TableNextColumn();
      ImGui::SetNextItemWidth(font * 8.0f);
      if (ImGui::InputText("##answer", &e.answers[i], ImGuiInputTextFlags_EnterReturnsTrue)) {
        check_shape(state, i);
      }
      ImGui::SameLine();
      if (ImGui::Button(tr("Check"))) check_shape(state, i);
      ImGui::TableNextColumn();
      if (e.verdicts[i]) {
        ImGui::PushStyleColor(ImGuiCol_Text, e.verdicts[i]->correct ? good_colour(state)
                                                                    : bad_colour(state));
        wrapped_text_unformatted((std::string(e.verdicts[i]->correct ? "✓ " : "✗ ") +
                                e.verdicts[i]->message).c_str());
        ImGui::PopStyleColor();
      }
      if (e.revealed) {
        wrapped_text_disabled("%s = %ld × %ld: %s", item.symbolic.c_str(), item.rows, item.cols,
                            exercise_explanation_text(item).c_str());
      }
      ImGui::PopID();
    }
    ImGui::EndTable();
  }
  if (ImGui::Button(tr("Check all"))) {
    for (std::size_t i = 0; i < q.items.size(); ++i) check_shape(state, i);
  }
  ImGui::SameLine();
  if (ImGui::Button(e.revealed ? tr("Hide the answers") : tr("Show the answers"))) {
    e.revealed = !e.revealed;
    state.state_changed = true;
  }
}

}  // namespace attn::app
