// Input: the source sentence X and the target sentence Y as editable text (any length: a
// pasted page works), "repeat ×N" to make X long for a demonstration, their tokens as
// numbered chips (hovering one highlights it in every map), the example presets and the
// lesson's notes.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <string>
#include <vector>

#include "io/i18n.hpp"
#include "model/commands.hpp"
#include "model/presets.hpp"
#include "model/session.hpp"
#include "model/shipped_data.hpp"
#include "model/results.hpp"
#include "panels/panels.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

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
  ImGui::TextUnformatted(tr("Repeat ×"));
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
    ImGui::SetTooltip(tr("X is the sentence written this many times (at most %d here: %d tokens a "
                         "copy, %d in all), to show attention over a long input"),
                      most, per_copy, kMaxSourceTokens);
  }
  if (results.source_tokens_per_copy == 0) return;  // not known before the first result
  ImGui::SameLine();
  if (state.source_repeat > 1) {
    ImGui::TextDisabled(tr("%d × %d = %d tokens"), state.source_repeat, per_copy,
                        state.source_repeat * per_copy);
  } else {
    ImGui::TextDisabled(tr("up to ×%d"), most);
  }
}

// A vision model's picture: the shipped ones, Open… (or a file dropped on the window), what
// the model read of it.
void draw_picture_input(AppState& state, const Shown& shown, const ModelSnapshot& snap) {
  ImGui::TextUnformatted(tr("Picture"));
  ImGui::SameLine();
  ImGui::TextDisabled("%s", fmt(tr("for {0}"), snap.model->name).c_str());
  const std::string current = picture_to_read(state);
  const std::string name = current.substr(current.find_last_of('/') + 1);
  ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 8.0f, ImGui::GetContentRegionAvail().x -
                                                                  ImGui::CalcTextSize(tr("Open…")).x -
                                                                  ImGui::GetStyle().FramePadding.x * 4.0f));
  if (ImGui::BeginCombo("##picture", name.c_str())) {
    const std::string data = shipped_data_dir();
    // TRANSLATORS: the shipped pictures: Chelsea is the cat's name.
    const std::pair<const char*, const char*> pictures[] = {{"chelsea.png", N_("Chelsea the cat")},
                                                            {"coffee.png", N_("a cup of coffee")},
                                                            {"astronaut.png", N_("an astronaut")}};
    for (const auto& [file, what] : pictures) {
      const std::string path = data + "/pictures/" + file;
      if (ImGui::Selectable(fmt("{0} ({1})", tr(what), file).c_str(), current == path)) {
        state.commands.push_back(SetModelPicture{path});
      }
    }
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Open…"))) open_picture_browser(state);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("A PNG or JPEG file; or drop one on the window"));
  if (snap.picture) {
    const io::PreparedPicture& p = *snap.picture;
    wrapped_text_disabled(tr("Read as %d×%d pixels (%s); %d×%d patches of %d."), p.shown.width, p.shown.height,
                          io::describe(*snap.model->processor).c_str(), snap.run ? snap.run->grid_rows : 0,
                          snap.run ? snap.run->grid_cols : 0, snap.model->weights.arch.vision.patch_size);
  }
  (void)shown;
}

// X and Y, their tokens as the model in view reads them, and what that model says of them.
void draw_sentences(AppState& state, const Shown& shown, const ModelSnapshot& pretrained) {
  const Results& results = shown.results;
  const TokensInView chips =
      tokens_in_view(state, results, shown.training.snapshot(), pretrained);
  ImGui::TextUnformatted(tr("Source sentence X"));
  if (chips.source_known) {
    ImGui::SameLine();
    ImGui::TextDisabled(tr("T1 = %zu tokens"), chips.source.size());
  }
  if (edit_sentence("##source", state.source_text, 3.0f)) state.need_recompute = true;
  // The trained model reads X too: a word it lacks is named here, where it is typed.
  const bool trained_shown = state.view == View::Training ||
                             (state.view == View::Diff && diff_of_trained_model(state.diff.between));
  if (trained_shown) {
    const TrainingSnapshot snap = shown.training.snapshot();
    if (snap.sentence && !snap.sentence->error.empty()) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.8f, 0.1f, 0.1f, 1.0f));
      wrapped_text_unformatted(fmt(tr("The trained model cannot read X: {0}"), snap.sentence->error).c_str());
      ImGui::PopStyleColor();
    }
  }
  draw_repeat_control(state, results);
  // Whose tokens the chips show, when they are not the teaching views' own.
  if (!chips.reader.empty() && chips.source_known &&
      !(results.source.ok && chips.source == results.source.result.k_tokens)) {
    // TRANSLATORS: %s is a model's name (GPT-2, BERT, …).
    wrapped_text_disabled(tr("The tokens %s reads:"), chips.reader.c_str());
  }
  if (chips.source_known) {
    const int h = draw_token_chips("src", chips.source,
                                   state.hover.source_query >= 0 ? state.hover.source_query
                                                                 : state.hover.source_key);
    if (h >= 0) state.hover_next.source_query = state.hover_next.source_key = h;
  }

  ImGui::Spacing();
  ImGui::TextUnformatted(tr("Target sentence Y"));
  if (chips.target_known) {
    ImGui::SameLine();
    ImGui::TextDisabled(tr("T2 = %zu tokens"), chips.target.size());
  }
  if (edit_sentence("##target", state.target_text, 2.0f)) state.need_recompute = true;
  if (trained_shown && !state.training.target_note.empty()) {
    wrapped_text_disabled("%s", state.training.target_note.c_str());
  }
  if (chips.target_unread) {
    // TRANSLATORS: %s is a model's name (GPT-2, BERT, …).
    wrapped_text_disabled(tr("%s reads X alone: Y serves the other views."), chips.reader.c_str());
  } else {
    wrapped_text_disabled("%s", tr("Queries of cross-attention. Start it with <start> for teacher forcing."));
  }
  if (chips.target_known) {
    const int h = draw_token_chips("tgt", chips.target, state.hover.target_query);
    if (h >= 0) state.hover_next.target_query = state.hover_next.target_key = h;
  }

}

}  // namespace

void draw_input_panel(AppState& state, const Shown& shown) {
  // The id stays when the language changes, and with it whether the header is open.
  if (!ImGui::CollapsingHeader(fmt("{0}###input", tr("Input")).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
    return;
  }

  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::BeginCombo("##preset", tr("Examples…"))) {
    for (const Preset& p : kPresets) {
      if (ImGui::Selectable(tr(p.name))) {
        state.source_text = p.source;
        state.source_repeat = 1;
        state.target_text = p.target;
        state.model.causal = p.causal;
        state.notes = p.note;
        state.focused_head = -1;
        state.need_recompute = true;
        set_status(state, fmt(tr("Example: {0}"), tr(p.name)));
      }
    }
    ImGui::EndCombo();
  }

  // A vision model in view reads a picture, not X.
  bool sentences = true;
  const std::shared_ptr<const ModelSnapshot> pretrained = shown.pretrained.snapshot();
  if (pretrained->model && pretrained->model->reads_pictures() &&
      (state.view == View::Pretrained || state.view == View::Layers)) {
    draw_picture_input(state, shown, *pretrained);
    ImGui::Spacing();
    if (state.view == View::Pretrained) {
      // The sentences serve the other views; the model reads the picture alone.
      sentences = ImGui::TreeNodeEx(fmt("{0}###sentences", tr("Sentences X and Y (the other views')")).c_str(), 0);
      if (sentences) ImGui::TreePop();
    }
  }
  if (sentences) draw_sentences(state, shown, *pretrained);
  ImGui::Spacing();
  if (ImGui::TreeNodeEx(fmt("{0}###notes", tr("Notes")).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
    if (state.editing_notes) {
      const float h = ImGui::GetTextLineHeight() * 4.0f + ImGui::GetStyle().FramePadding.y * 2.0f;
      // The notes in the interface's language: notes given in several keep the others.
      std::string edited = state.notes.shown();
      if (ImGui::InputTextMultiline("##notes", &edited, ImVec2(-1.0f, h))) {
        state.notes.set_shown(std::move(edited));
        state.state_changed = true;
      }
      if (ImGui::SmallButton(tr("Done"))) state.editing_notes = false;
    } else {
      const std::string& notes = state.notes.shown();
      wrapped_text_unformatted(notes.empty() ? tr("(no notes)") : notes.c_str());
      if (ImGui::SmallButton(tr("Edit notes"))) state.editing_notes = true;
    }
    ImGui::TreePop();
  }
}

}  // namespace attn::app
