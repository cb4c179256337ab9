// Context changes meaning: the same word in two sentences ("one mole of carbon dioxide",
// "American shrew mole"), compared by the cosine similarity of its vectors at three
// points: the token vector alone (the same word: 1.0), as embedded with its position
// (a row of X) and after attention (a row of X + Attention(X)). Three bars and one
// sentence say how far the context has pulled the two senses apart. The teacher may type
// other sentences and another word.
//
// The numbers are context_changes_meaning (results.meaning), run when the sentences,
// the word or the model change and this view is shown.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "io/i18n.hpp"
#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {

void draw_meaning_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_view_intro(
      state, tr("Context changes meaning"),
      tr("A word starts as the same vector wherever it appears: \"mole\" the unit of chemistry "
         "and \"mole\" the animal begin identical. Attention adds to each word a mixture of the "
         "words around it, so after one layer the two \"mole\" vectors point in different "
         "directions. The cosine similarity measures it: 1 means the same direction, 0 "
         "unrelated. Type other sentences and a word they share to try your own."));
  const float font = ImGui::GetFontSize();
  bool edited = false;
  // The fields line up after the widest label, in any language.
  const char* const field_labels[] = {tr("Sentence A"), tr("Sentence B"), tr("Word")};
  float label_w = ImGui::CalcTextSize(" ").x;
  label_w += std::max({ImGui::CalcTextSize(field_labels[0]).x, ImGui::CalcTextSize(field_labels[1]).x,
                       ImGui::CalcTextSize(field_labels[2]).x});
  auto field = [&](const char* label, const char* id, std::string* text) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label);
    ImGui::SameLine(label_w + ImGui::GetStyle().WindowPadding.x);
    ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x, font * 28.0f));
    edited |= ImGui::InputText(id, text);
  };
  field(field_labels[0], "##a", &state.meaning_a);
  field(field_labels[1], "##b", &state.meaning_b);
  field(field_labels[2], "##w", &state.meaning_word);
  ImGui::SameLine();
  // The sentences are the model's input (English words of its vocabulary): not translated.
  if (ImGui::Button(tr("The two \"mole\" sentences"))) {
    state.meaning_a = "one mole of carbon dioxide";
    state.meaning_b = "American shrew mole";
    state.meaning_word = "mole";
    edited = true;
  }
  if (edited) state.need_meaning = true;
  ImGui::Spacing();

  const MeaningSlot& slot = results.meaning;
  if (!slot.ok) {
    wrapped_text("%s", state.need_meaning || slot.error.empty() ? tr("Comparing…")
                                                                       : slot.error.c_str());
    return;
  }
  const MeaningShift& m = slot.shift;
  ImGui::Text(tr("\"%s\" is token %d of A and token %d of B.   D = %d, H = %d%s"), m.word.c_str(),
              m.position_a, m.position_b, state.model.d_model, state.model.heads,
              state.model.designed ? tr(", designed heads") : "");

  // Three bars on a scale from −1 to 1 with the zero line marked.
  const char* labels[3] = {tr("the token vector (no position)"), tr("as embedded (token + position)"),
                           tr("after attention (X + Attention(X))")};
  const float values[3] = {m.cosine_before, m.cosine_embedded, m.cosine_after};
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 axis = ImGui::GetColorU32(ImGuiCol_Border);
  float lw = 0.0f;
  for (const char* l : labels) lw = std::max(lw, ImGui::CalcTextSize(l).x);
  lw += font;
  const float num_w = ImGui::CalcTextSize("−0.000").x + font;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float bar_area = std::max(avail.x - lw - num_w, font * 8.0f);
  const float half = bar_area * 0.5f;
  const float bar_h = font * 1.8f;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float zero_x = top.x + lw + half;
  // Scale ticks.
  for (float v : {-1.0f, -0.5f, 0.0f, 0.5f, 1.0f}) {
    const float x = zero_x + v * half;
    char buf[16];
    std::snprintf(buf, sizeof buf, "%s", format_value(v, true).c_str());
    const float tw = ImGui::CalcTextSize(buf).x;
    dl->AddText(ImVec2(x - tw * 0.5f, top.y), text, buf);
    dl->AddLine(ImVec2(x, top.y + font * 1.2f),
                ImVec2(x, top.y + font * 1.4f + 3.0f * (bar_h + font * 0.6f)), axis,
                v == 0.0f ? 2.0f : 1.0f);
  }
  ImGui::Dummy(ImVec2(avail.x, font * 1.4f));
  for (int k = 0; k < 3; ++k) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    dl->AddText(ImVec2(p.x, p.y + (bar_h - font) * 0.5f), text, labels[k]);
    draw_signed_bar(dl, zero_x, p.y, half, bar_h, values[k], 1.0f);
    char buf[16];
    std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(values[k]));
    std::string s = buf;
    if (!s.empty() && s[0] == '-') s = "−" + s.substr(1);
    dl->AddText(ImVec2(zero_x + half + font * 0.5f, p.y + (bar_h - font) * 0.5f), text, s.c_str());
    ImGui::Dummy(ImVec2(avail.x, bar_h + font * 0.6f));
  }

  // One sentence on what the bars say.
  char sentence[1024];  // room for a translation in UTF-8
  std::snprintf(sentence, sizeof sentence,
                // TRANSLATORS: the word, three cosine similarities, then one of the three endings below.
                tr("The two \"%s\" vectors start identical (%.2f); adding the position moves them "
                   "to %.2f, and after attention has mixed in their neighbours they are at %.2f: "
                   "%s"),
                m.word.c_str(), static_cast<double>(m.cosine_before),
                static_cast<double>(m.cosine_embedded), static_cast<double>(m.cosine_after),
                m.cosine_after < m.cosine_embedded - 0.02f
                    ? tr("the context has pulled the two senses apart.")
                    : state.model.designed
                          ? tr("these designed heads barely separate them; try the random weights.")
                          : tr("these weights barely separate them; try another seed or the "
                               "designed heads."));
  ImGui::Spacing();
  wrapped_text_unformatted(sentence);
}

}  // namespace attn::app
