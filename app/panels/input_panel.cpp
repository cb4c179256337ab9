// Input: the source sentence X and the target sentence Y as editable text (any length: a
// pasted page works), "repeat ×N" to make X long for a demonstration, their tokens as
// numbered chips (hovering one highlights it in every map), the example presets and the
// lesson's notes.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>
#include <vector>

#include "model/presets.hpp"
#include "model/results.hpp"
#include "panels/panels.hpp"
#include "widgets/teaching_widgets.hpp"

namespace attn::app {
namespace {

bool edit_sentence(const char* id, std::string& text, float lines) {
  const float h = ImGui::GetTextLineHeight() * lines + ImGui::GetStyle().FramePadding.y * 2.0f;
  return ImGui::InputTextMultiline(id, &text, ImVec2(-1.0f, h));
}

// "Repeat ×N": X is the sentence written N times, up to the tokenizer's 4096 tokens.
void draw_repeat_control(AppState& state, const Results& results) {
  const int per_copy = std::max(results.source_tokens_per_copy, 1);
  const int most = std::max(1, kMaxSourceTokens / per_copy);
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Repeat ×");
  ImGui::SameLine(0.0f, 0.0f);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.5f);
  int n = state.source_repeat;
  if (ImGui::InputInt("##repeat", &n, 1, 8)) {
    n = std::clamp(n, 1, most);
    if (n != state.source_repeat) {
      state.source_repeat = n;
      state.need_recompute = true;
      state.state_changed = true;
    }
  }
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("X is the sentence written this many times (at most %d here: %d tokens a "
                      "copy, %d in all), to show attention over a long input",
                      most, per_copy, kMaxSourceTokens);
  }
  if (results.source_tokens_per_copy == 0) return;  // not known before the first result
  ImGui::SameLine();
  if (state.source_repeat > 1) {
    ImGui::TextDisabled("%d × %d = %d tokens", state.source_repeat, per_copy,
                        state.source_repeat * per_copy);
  } else {
    ImGui::TextDisabled("up to ×%d", most);
  }
}

}  // namespace

void draw_input_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  if (!ImGui::CollapsingHeader("Input", ImGuiTreeNodeFlags_DefaultOpen)) return;

  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::BeginCombo("##preset", "Examples…")) {
    for (const Preset& p : kPresets) {
      if (ImGui::Selectable(p.name)) {
        state.source_text = p.source;
        state.source_repeat = 1;
        state.target_text = p.target;
        state.model.causal = p.causal;
        state.notes = p.note;
        state.focused_head = -1;
        state.need_recompute = true;
        set_status(state, std::string("Example: ") + p.name);
      }
    }
    ImGui::EndCombo();
  }

  const TokensInView chips =
      tokens_in_view(state, results, shown.training.snapshot(), *shown.pretrained.snapshot());
  ImGui::TextUnformatted("Source sentence X");
  if (chips.source_known) {
    ImGui::SameLine();
    ImGui::TextDisabled("T1 = %zu tokens", chips.source.size());
  }
  if (edit_sentence("##source", state.source_text, 3.0f)) state.need_recompute = true;
  // The trained model reads X too: a word it lacks is named here, where it is typed.
  const bool trained_shown = state.view == View::Training ||
                             (state.view == View::Diff && diff_of_trained_model(state.diff.between));
  if (trained_shown) {
    const TrainingSnapshot snap = shown.training.snapshot();
    if (snap.sentence && !snap.sentence->error.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.8f, 0.1f, 0.1f, 1.0f));
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(("The trained model cannot read X: " + snap.sentence->error).c_str());
      ImGui::PopTextWrapPos();
      ImGui::PopStyleColor();
    }
  }
  draw_repeat_control(state, results);
  // Whose tokens the chips show, when they are not the teaching views' own.
  if (!chips.reader.empty() && chips.source_known &&
      !(results.source.ok && chips.source == results.source.result.k_tokens)) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("The tokens %s reads:", chips.reader.c_str());
    ImGui::PopTextWrapPos();
  }
  if (chips.source_known) {
    const int h = draw_token_chips("src", chips.source,
                                   state.hover.source_query >= 0 ? state.hover.source_query
                                                                 : state.hover.source_key);
    if (h >= 0) state.hover_next.source_query = state.hover_next.source_key = h;
  }

  ImGui::Spacing();
  ImGui::TextUnformatted("Target sentence Y");
  if (chips.target_known) {
    ImGui::SameLine();
    ImGui::TextDisabled("T2 = %zu tokens", chips.target.size());
  }
  if (edit_sentence("##target", state.target_text, 2.0f)) state.need_recompute = true;
  if (trained_shown && !state.training.target_note.empty()) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", state.training.target_note.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::PushTextWrapPos(0.0f);
  if (chips.target_unread) {
    ImGui::TextDisabled("%s reads X alone: Y serves the other views.", chips.reader.c_str());
  } else {
    ImGui::TextDisabled("Queries of cross-attention. Start it with <start> for teacher forcing.");
  }
  ImGui::PopTextWrapPos();
  if (chips.target_known) {
    const int h = draw_token_chips("tgt", chips.target, state.hover.target_query);
    if (h >= 0) state.hover_next.target_query = state.hover_next.target_key = h;
  }

  ImGui::Spacing();
  if (ImGui::TreeNodeEx("Notes", ImGuiTreeNodeFlags_DefaultOpen)) {
    if (state.editing_notes) {
      const float h = ImGui::GetTextLineHeight() * 4.0f + ImGui::GetStyle().FramePadding.y * 2.0f;
      // The notes in the interface's language: notes given in several keep the others.
      std::string edited = state.notes.shown();
      if (ImGui::InputTextMultiline("##notes", &edited, ImVec2(-1.0f, h))) {
        state.notes.set_shown(std::move(edited));
        state.state_changed = true;
      }
      if (ImGui::SmallButton("Done")) state.editing_notes = false;
    } else {
      ImGui::PushTextWrapPos(0.0f);
      const std::string& notes = state.notes.shown();
      ImGui::TextUnformatted(notes.empty() ? "(no notes)" : notes.c_str());
      ImGui::PopTextWrapPos();
      if (ImGui::SmallButton("Edit notes")) state.editing_notes = true;
    }
    ImGui::TreePop();
  }
}

}  // namespace attn::app
