// The decoder under teacher forcing: for the target sentence, one row per position i with
// the decoder's input token, the token it is trained to predict and the inputs it may
// attend to (0..i); beside it the target's masked self-attention and the cross-attention
// to the source, linked: hovering a row of the table (or of a map) lights that row in both
// maps and in the table.
//
// The table is teacher_forcing_table (results.tables.forcing); the maps are the compare
// view's (shown.maps.compare), so they follow the focused head, or the average.
#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <string>

#include "io/i18n.hpp"
#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/map_menu.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

// Rows that may attend to more inputs than this list the first and last few.
constexpr int kListedInputs = 12;

}  // namespace

void draw_decoder_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_view_intro(
      state, tr("The decoder under teacher forcing"),
      tr("While it learns, the decoder is shown the right translation shifted by one: its input "
         "is <start> followed by the target words, and at every position it must predict the "
         "next word. All positions are trained at once, in parallel, so the causal mask has to "
         "stop position i from looking at the words it is asked to predict: row i may attend "
         "only to the inputs 0..i. Cross-attention has no such mask: every position may read "
         "the whole source sentence. Hover a row to follow it in both maps."));
  const Tables& t = results.tables;
  if (t.forcing.empty()) {
    wrapped_text("%s", t.forcing_error.empty() ? tr("No target sentence.") : t.forcing_error.c_str());
    return;
  }
  const MapView* self_map = nullptr;
  const MapView* cross_map = nullptr;
  for (const MapView& m : shown.maps.compare) {
    if (m.is_target_rows && m.is_target_cols) self_map = &m;
    if (m.is_target_rows && !m.is_target_cols) cross_map = &m;
  }
  // The maps run on Y as typed: without a leading <start> their row 0 is table row 1.
  const int rows = static_cast<int>(t.forcing.size());
  const int offset = self_map != nullptr ? std::max(0, rows - self_map->rows) : 0;

  const float font = ImGui::GetFontSize();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const int lit = state.hover.target_query >= 0 ? state.hover.target_query + offset : -1;
  int hovered = -1;

  // The table.
  const float table_w = std::min(avail.x * 0.46f, font * 30.0f);
  ImGui::BeginChild("forcing", ImVec2(table_w, avail.y), false);
  if (offset > 0) {
    wrapped_text_disabled("%s", tr("Y has no <start>: the maps begin at row 1 of this table."));
  }
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_SizingStretchProp;
  if (ImGui::BeginTable("tf", 4, flags)) {
    ImGui::TableSetupColumn("i", ImGuiTableColumnFlags_WidthFixed, font * 1.5f);
    ImGui::TableSetupColumn(tr("input"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("predicts"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn(tr("may attend to"), ImGuiTableColumnFlags_WidthStretch, 2.2f);
    ImGui::TableHeadersRow();
    // Only the rows on screen are laid out: a long target has thousands.
    ImGuiListClipper clipper;
    clipper.Begin(rows);
    while (clipper.Step()) for (int i = clipper.DisplayStart; i < clipper.DisplayEnd; ++i) {
      const TeacherForcingRow& row = t.forcing[static_cast<std::size_t>(i)];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      // The whole row reacts to the pointer and is lit with the maps' row.
      if (ImGui::Selectable(std::to_string(row.position).c_str(), i == lit,
                            ImGuiSelectableFlags_SpanAllColumns)) {
        hovered = i;
      }
      if (ImGui::IsItemHovered()) hovered = i;
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row.input.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row.predicts.c_str());
      ImGui::TableNextColumn();
      std::string visible;
      const int count = std::min(row.visible_count, rows);
      auto input = [&](int k) { return t.forcing[static_cast<std::size_t>(k)].input; };
      if (count <= kListedInputs) {
        for (int k = 0; k < count; ++k) visible += (k > 0 ? " " : "") + input(k);
      } else {  // the first and the last few, and how many
        for (int k = 0; k < 3; ++k) visible += input(k) + " ";
        visible += "…";
        for (int k = count - 3; k < count; ++k) visible += " " + input(k);
        visible += fmt(trn("  ({0} token)", "  ({0} tokens)", static_cast<std::uint64_t>(count)), count);
      }
      wrapped_text_unformatted(visible);
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
  ImGui::SameLine(0.0f, font);

  // The two maps, stacked or side by side, whichever gives them the larger cells; each
  // with a line under it, wrapped to its width.
  ImGui::BeginGroup();
  const ImVec2 map_area(std::max(avail.x - table_w - font, font * 8.0f), avail.y);
  // Under a long explanation (large text) there may be no room left for the maps.
  if (map_area.y < ImGui::GetTextLineHeightWithSpacing() * 4.0f) {
    ImGui::TextDisabled("%s", tr("(Hide the explanation for the maps.)"));
    ImGui::EndGroup();
    if (hovered >= 0) state.hover_next.target_query = hovered - offset;
    return;
  }
  HeatmapOptions o;
  o.cmap = state.colormap;
  o.values = true;
  o.highlight_row = lit >= offset ? lit - offset : -1;
  o.highlight_col = state.hover.source_key;
  const MapView* maps[2] = {self_map, cross_map};
  const char* notes[2] = {tr("row i sees the inputs 0..i (masked cells hatched)"),
                          tr("every target position sees all of the source")};
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float spacing = ImGui::GetStyle().ItemSpacing.y * 2.0f;
  const ImVec2 stacked(map_area.x, (map_area.y - line * 2.0f) * 0.5f - spacing);
  // Side by side, a map is half as wide, and its line under it may take two.
  const ImVec2 beside((map_area.x - font) * 0.5f, map_area.y - line * 2.0f - spacing);
  const auto smallest_cell = [&](ImVec2 box) {
    float cell = 1e9f;
    for (const MapView* m : maps) {
      if (m == nullptr) continue;
      HeatmapOptions mo = o;
      mo.title_room = box.x;  // a title may take the map's whole box
      if (m->zoom_group >= 0) mo.zoom = &state.zoom[m->zoom_group];
      cell = std::min(cell, layout_heatmap(*m, box, mo).cell);
    }
    return cell;
  };
  const bool side_by_side = smallest_cell(beside) > smallest_cell(stacked);
  const ImVec2 box = side_by_side ? beside : stacked;
  o.title_room = box.x;
  // Side by side, the two share one cell and one height of title, so their rows line up.
  if (side_by_side) {
    float cell = 1e9f, title_h = 0.0f;
    for (const MapView* m : maps) {
      if (m == nullptr) continue;
      HeatmapOptions mo = o;
      if (m->zoom_group >= 0) mo.zoom = &state.zoom[m->zoom_group];
      const HeatmapLayout l = layout_heatmap(*m, box, mo);
      cell = std::min(cell, l.cell);
      title_h = std::max(title_h, l.title_h);
    }
    o.max_cell = cell;
    o.title_h = title_h;
  }
  const ImVec2 group_origin = ImGui::GetCursorScreenPos();
  for (int k = 0; k < 2; ++k) {
    if (side_by_side) {
      ImGui::SetCursorScreenPos(ImVec2(group_origin.x + static_cast<float>(k) * (box.x + font),
                                       group_origin.y));
    }
    const ImVec2 map_origin = ImGui::GetCursorScreenPos();
    if (maps[k] == nullptr) {
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + box.x);
      wrapped_text("%s", results.cross.error.empty() ? results.target.error.c_str()
                                                           : results.cross.error.c_str());
      ImGui::PopTextWrapPos();
      continue;
    }
    HeatmapOptions ok = o;
    if (k == 0) ok.highlight_col = lit >= offset ? lit - offset : -1;
    if (maps[k]->zoom_group >= 0) ok.zoom = &state.zoom[maps[k]->zoom_group];
    const HeatmapHover h = draw_heatmap(k == 0 ? "dec_self" : "dec_cross", *maps[k], shown.textures,
                                        box, ok);
    if (h.zoom_changed) state.state_changed = true;
    if (h.row >= 0) hovered = h.row + offset;
    if (k == 1 && h.col >= 0) state.hover_next.source_key = h.col;
    act_on_map_menu(state, *maps[k], h.menu);
    ImGui::SetCursorScreenPos(ImVec2(map_origin.x, map_origin.y + box.y + ImGui::GetStyle().ItemSpacing.y));
    // In the small font when the interface's takes more than the two lines kept for it.
    const bool small = ImGui::CalcTextSize(notes[k], nullptr, false, box.x).y > line * 2.0f;
    if (small) ImGui::PushFont(small_font());
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + box.x);
    wrapped_text_disabled("%s", notes[k]);
    ImGui::PopTextWrapPos();
    if (small) ImGui::PopFont();
  }
  ImGui::EndGroup();
  if (hovered >= 0) state.hover_next.target_query = hovered - offset;
}

}  // namespace attn::app
