// Input: the source sentence X and the target sentence Y as editable text, their tokens
// as numbered chips (hovering one highlights it in every map), the example presets and
// the lesson's notes.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <string>
#include <vector>

#include "gui/presets.hpp"
#include "panels/panels.hpp"

namespace attn::gui {
namespace {

// Chips "0 a", "1 fluffy", ... wrapped to the panel width. Returns the hovered index.
int draw_token_chips(const char* id, const std::vector<std::string>& tokens, int highlighted) {
  int hovered = -1;
  ImGui::PushID(id);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float font = ImGui::GetFontSize();
  const float pad = font * 0.3f;
  const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
  const ImU32 chip = ImGui::GetColorU32(ImGuiCol_FrameBg);
  const ImU32 chip_hot = ImGui::GetColorU32(ImGuiCol_ButtonActive);
  const ImU32 border = ImGui::GetColorU32(ImGuiCol_Border);
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string num = std::to_string(i);
    const ImVec2 nw = ImGui::CalcTextSize(num.c_str());
    const ImVec2 tw = ImGui::CalcTextSize(tokens[i].c_str());
    const ImVec2 size(pad + nw.x + pad + tw.x + pad, font + pad * 2.0f);
    if (i > 0) {
      ImGui::SameLine(0.0f, style.ItemSpacing.x * 0.5f);
      if (ImGui::GetCursorScreenPos().x + size.x > right) ImGui::NewLine();
    }
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::PushID(static_cast<int>(i));
    ImGui::InvisibleButton("chip", size);
    ImGui::PopID();
    const bool hot = ImGui::IsItemHovered() || static_cast<int>(i) == highlighted;
    if (ImGui::IsItemHovered()) hovered = static_cast<int>(i);
    const ImVec2 q(p.x + size.x, p.y + size.y);
    dl->AddRectFilled(p, q, hot ? chip_hot : chip, font * 0.3f);
    dl->AddRect(p, q, border, font * 0.3f);
    dl->AddText(ImVec2(p.x + pad, p.y + pad), dim, num.c_str());
    dl->AddText(ImVec2(p.x + pad + nw.x + pad, p.y + pad), text, tokens[i].c_str());
  }
  ImGui::PopID();
  return hovered;
}

bool edit_sentence(const char* id, std::string& text, float lines) {
  const float h = ImGui::GetTextLineHeight() * lines + ImGui::GetStyle().FramePadding.y * 2.0f;
  return ImGui::InputTextMultiline(id, &text, ImVec2(-1.0f, h));
}

}  // namespace

void draw_input_panel(AppState& state, const Results& results) {
  if (!ImGui::CollapsingHeader("Input", ImGuiTreeNodeFlags_DefaultOpen)) return;

  ImGui::SetNextItemWidth(-1.0f);
  if (ImGui::BeginCombo("##preset", "Examples…")) {
    for (const Preset& p : kPresets) {
      if (ImGui::Selectable(p.name)) {
        state.source_text = p.source;
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

  const CaseSlot& src = results.source;
  ImGui::TextUnformatted("Source sentence X");
  if (src.ok) {
    ImGui::SameLine();
    ImGui::TextDisabled("T1 = %zu tokens", src.result.k_tokens.size());
  }
  if (edit_sentence("##source", state.source_text, 3.0f)) state.need_recompute = true;
  if (src.ok) {
    const int h = draw_token_chips("src", src.result.k_tokens,
                                   state.hover.source_query >= 0 ? state.hover.source_query
                                                                 : state.hover.source_key);
    if (h >= 0) state.hover_next.source_query = state.hover_next.source_key = h;
  }

  ImGui::Spacing();
  const CaseSlot& tgt = results.target;
  ImGui::TextUnformatted("Target sentence Y");
  if (tgt.ok) {
    ImGui::SameLine();
    ImGui::TextDisabled("T2 = %zu tokens", tgt.result.q_tokens.size());
  }
  if (edit_sentence("##target", state.target_text, 2.0f)) state.need_recompute = true;
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextDisabled("Queries of cross-attention. Start it with <start> for teacher forcing.");
  ImGui::PopTextWrapPos();
  if (tgt.ok) {
    const int h = draw_token_chips("tgt", tgt.result.q_tokens, state.hover.target_query);
    if (h >= 0) state.hover_next.target_query = state.hover_next.target_key = h;
  }

  ImGui::Spacing();
  if (ImGui::TreeNodeEx("Notes", ImGuiTreeNodeFlags_DefaultOpen)) {
    if (state.editing_notes) {
      const float h = ImGui::GetTextLineHeight() * 4.0f + ImGui::GetStyle().FramePadding.y * 2.0f;
      if (ImGui::InputTextMultiline("##notes", &state.notes, ImVec2(-1.0f, h))) {
        state.state_changed = true;
      }
      if (ImGui::SmallButton("Done")) state.editing_notes = false;
    } else {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(state.notes.empty() ? "(no notes)" : state.notes.c_str());
      ImGui::PopTextWrapPos();
      if (ImGui::SmallButton("Edit notes")) state.editing_notes = true;
    }
    ImGui::TreePop();
  }
}

}  // namespace attn::gui
