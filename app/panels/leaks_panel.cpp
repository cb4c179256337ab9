// No leaks from the future: move token j's row of X and see which output rows change. Two
// tables side by side, with the causal mask and without it, give per output row the
// largest change of Attention(X) and of X + Attention(X), as numbers on colours (white:
// exactly unchanged, red: changed). With the mask only rows i ≥ j change.
//
// The reports come from leak_test (results.leaks), run when j, the inputs or the
// model change and this view is shown; drawing only reads them.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "io/i18n.hpp"
#include "model/results.hpp"
#include "panels/panels.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

std::string change_text(float v) {
  if (v == 0.0f) return tr("0  (unchanged)");
  char buf[32];
  std::snprintf(buf, sizeof buf, v < 0.001f ? "%.1e" : "%.3f", static_cast<double>(v));
  return buf;
}

void change_cell(float v, float scale) {
  const float t = scale > 0.0f ? std::clamp(v / scale, 0.0f, 1.0f) : 0.0f;
  const ImU32 bg = v == 0.0f ? IM_COL32(225, 242, 225, 255)
                             : IM_COL32(255, static_cast<int>(225.0f - 160.0f * t),
                                        static_cast<int>(215.0f - 170.0f * t), 255);
  ImGui::TableSetBgColor(ImGuiTableBgTarget_CellBg, bg);
  ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(0, 0, 0, 255));
  ImGui::TextUnformatted(change_text(v).c_str());
  ImGui::PopStyleColor();
}

void draw_report(const char* id, const char* title, const LeakReport& rep,
                 const std::vector<std::string>& tokens, float scale, int lit_row, int* hovered,
                 ImVec2 size) {
  ImGui::BeginChild(id, size, false);
  ImGui::TextUnformatted(title);
  const int j = rep.perturbed_token;
  std::string summary;
  if (rep.first_changed_row < 0) {
    summary = tr("No row changed.");
  } else if (rep.first_changed_row == j && j > 0) {
    summary = fmt(tr("Rows 0 to {0} are exactly unchanged: no earlier token hears from token {1}."), j - 1, j);
  } else if (rep.first_changed_row == 0 && j > 0) {
    summary = fmt(tr("Rows before {0} changed too: the future leaks into the past."), j);
  } else {
    summary = fmt(tr("First changed row: {0}."), rep.first_changed_row);
  }
  wrapped_text_disabled("%s", summary.c_str());
  const float font = ImGui::GetFontSize();
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_SizingStretchProp;
  if (ImGui::BeginTable("report", 3, flags)) {
    ImGui::TableSetupColumn(tr("output row i"), ImGuiTableColumnFlags_WidthStretch, 1.2f);
    ImGui::TableSetupColumn("Attention(X)", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("X + Attention(X)", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableHeadersRow();
    const std::size_t n = rep.attention_change.size();
    for (std::size_t i = 0; i < n; ++i) {
      ImGui::TableNextRow(0, font * 1.3f);
      ImGui::TableNextColumn();
      const std::string label = std::to_string(i) + " " + (i < tokens.size() ? tokens[i] : "") +
                                (static_cast<int>(i) == j ? tr("  ← moved") : "");
      if (ImGui::Selectable(label.c_str(), static_cast<int>(i) == lit_row,
                            ImGuiSelectableFlags_SpanAllColumns)) {
        *hovered = static_cast<int>(i);
      }
      if (ImGui::IsItemHovered()) *hovered = static_cast<int>(i);
      ImGui::TableNextColumn();
      change_cell(rep.attention_change[i], scale);
      ImGui::TableNextColumn();
      change_cell(i < rep.residual_change.size() ? rep.residual_change[i] : 0.0f, scale);
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

}  // namespace

void draw_leaks_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_view_intro(
      state, tr("No leaks from the future"),
      tr("A decoder writes one token after another, so while it is trained the answer for "
         "position i must not depend on tokens after i. The test: nudge one token j (add 0.5 "
         "to every number of its row of X) and measure, for every output row, the largest "
         "change. With the causal mask, rows before j stay exactly the same, both for the "
         "attention output and after the residual connection X + Attention(X); without it, "
         "every row moves. Click a token (or use ← and →) to move another one."));
  if (!results.source.ok) {
    ImGui::TextUnformatted(tr("Nothing to show yet: see the message in the status line below."));
    return;
  }
  const std::vector<std::string>& tokens = results.source.result.q_tokens;
  if (static_cast<int>(tokens.size()) > kLeakTestTokens) {  // refused: the message says why
    wrapped_text_unformatted(results.leaks.error.empty() ? tr("Running the test…")
                                                            : results.leaks.error.c_str());
    return;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Move token j ="));
  ImGui::SameLine();
  int clicked = -1;
  draw_token_chips("leak_j", tokens, state.leak_token, &clicked);
  if (clicked >= 0 && clicked != state.leak_token) {
    state.leak_token = clicked;
    state.need_leaks = true;
  }
  const LeakSlot& slot = results.leaks;
  if (!slot.ok) {
    wrapped_text("%s", state.need_leaks || slot.error.empty() ? tr("Running the test…")
                                                                     : slot.error.c_str());
    return;
  }
  float scale = 0.0f;
  for (const LeakReport* rep : {&slot.masked, &slot.unmasked}) {
    for (float v : rep->residual_change) scale = std::max(scale, v);
    for (float v : rep->attention_change) scale = std::max(scale, v);
  }
  const float font = ImGui::GetFontSize();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float w = (avail.x - font) * 0.5f;
  int hovered = -1;
  const int lit = state.hover.source_query;
  const std::string on = std::string(tr("With the causal mask")) +
                         (state.model.causal ? tr("  (the model's setting)") : "");
  const std::string off = std::string(tr("Without a mask")) +
                          (!state.model.causal ? tr("  (the model's setting)") : "");
  draw_report("masked", on.c_str(), slot.masked, tokens, scale, lit, &hovered, ImVec2(w, avail.y));
  ImGui::SameLine(0.0f, font);
  draw_report("unmasked", off.c_str(), slot.unmasked, tokens, scale, lit, &hovered,
              ImVec2(w, avail.y));
  if (hovered >= 0) state.hover_next.source_query = hovered;
}

}  // namespace attn::app
