// Diff: two maps of the same shape, A and B, side by side with A − B on the diverging colour
// map and its colour bar; hovering a cell of any of them gives both values and the
// difference. What is compared: the open head with the causal mask on and off, two heads of
// the layer, or the open head on X and on a second sentence of as many tokens (aligned by
// position). The maps are made with the others (model/maps.cpp: build_diff_maps).
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"

namespace attn::app {
namespace {

void changed(AppState& state) {
  state.need_maps = true;
  state.state_changed = true;
}

void draw_controls(AppState& state, const Shown& shown) {
  DiffSettings& d = state.diff;
  const int heads = static_cast<int>(shown.results.source.result.trace.heads.size());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Compare");
  ImGui::SameLine();
  int between = static_cast<int>(d.between);
  ImGui::RadioButton("mask on vs off", &between, 0);
  ImGui::SameLine();
  ImGui::RadioButton("two heads", &between, 1);
  ImGui::SameLine();
  ImGui::RadioButton("two sentences", &between, 2);
  if (between != static_cast<int>(d.between)) {
    d.between = static_cast<DiffBetween>(between);
    changed(state);
  }
  if (d.between == DiffBetween::Heads) {
    for (int k = 0; k < 2 && heads > 0; ++k) {
      int& head = k == 0 ? d.head_a : d.head_b;
      int shown_head = std::clamp(head, 0, heads - 1) + 1;
      ImGui::SameLine(0.0f, ImGui::GetFontSize());
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
      if (ImGui::SliderInt(k == 0 ? "##head_a" : "##head_b", &shown_head, 1, heads, k == 0 ? "A: head %d" : "B: head %d")) {
        head = shown_head - 1;
        changed(state);
      }
    }
  } else {
    // The open head (1–9 keys, as elsewhere).
    ImGui::SameLine(0.0f, ImGui::GetFontSize());
    ImGui::TextDisabled("head %d (1–9 to change)", std::max(state.focused_head, 0) + 1);
  }
  if (d.between == DiffBetween::Sentences) {
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::InputTextWithHint("##diff_sentence", "B: a second sentence with as many tokens as X", &d.sentence)) {
      changed(state);
    }
  }
}

}  // namespace

void draw_diff_panel(AppState& state, const Shown& shown) {
  const Maps& maps = shown.maps;
  if (!state.drawing_figure) draw_controls(state, shown);
  ImGui::TextDisabled("A and B are weights (0 to 1); A − B is red where A gives more weight, blue where B does.");
  ImGui::Spacing();
  if (!maps.diff_error.empty() || maps.diff.size() != 3) {
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(maps.diff_error.empty() ? "Computing…" : maps.diff_error.c_str());
    ImGui::PopTextWrapPos();
    return;
  }
  const float font = ImGui::GetFontSize();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float bar_w = font * 5.5f;
  const float gap = font;
  const float each = std::max((avail.x - bar_w - 2.0f * gap) / 3.0f, font * 4.0f);
  const ImVec2 box(each, avail.y);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int i = 0; i < 3; ++i) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x + static_cast<float>(i) * (each + gap), origin.y));
    HeatmapOptions o;
    o.cmap = state.colormap;
    o.values = true;
    o.tooltip = false;  // ours below gives A, B and A − B
    o.highlight_row = state.hover.source_query;
    o.highlight_col = state.hover.source_key;
    const MapView& m = maps.diff[static_cast<std::size_t>(i)];
    const HeatmapHover h = draw_heatmap(("diff" + std::to_string(i)).c_str(), m, shown.textures, box, o);
    if (h.row >= 0) state.hover_next.source_query = h.row;
    if (h.col >= 0) state.hover_next.source_key = h.col;
    if (h.hovered && h.row >= 0 && h.col >= 0) {
      const std::string& q = (*maps.diff[0].row_tokens)[static_cast<std::size_t>(h.row)];
      const std::string& k = (*maps.diff[0].col_tokens)[static_cast<std::size_t>(h.col)];
      const std::string& qb = (*maps.diff[1].row_tokens)[static_cast<std::size_t>(h.row)];
      const std::string& kb = (*maps.diff[1].col_tokens)[static_cast<std::size_t>(h.col)];
      const float a = maps.diff_a(h.row, h.col), b = maps.diff_b(h.row, h.col);
      ImGui::BeginTooltip();
      ImGui::Text("query #%d \"%s\", key #%d \"%s\"", h.row, q.c_str(), h.col, k.c_str());
      if (qb != q || kb != k) ImGui::Text("(in B: \"%s\" → \"%s\")", qb.c_str(), kb.c_str());
      ImGui::Text("A %.3f   B %.3f   A − B %+.3f", static_cast<double>(a), static_cast<double>(b),
                  static_cast<double>(a - b));
      ImGui::EndTooltip();
    }
  }
  if (!state.drawing_figure) {
    const MapView& d = maps.diff[2];
    draw_colorbar(ImVec2(origin.x + 3.0f * (each + gap), origin.y + font * 2.0f),
                  ImVec2(bar_w - font * 0.5f, std::min(avail.y - font * 3.0f, each)), true, d.lo, d.hi, true,
                  state.colormap, "A − B");
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + avail.y));
}

}  // namespace attn::app
