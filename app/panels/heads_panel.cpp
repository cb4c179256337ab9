// Heads: one heatmap per head of the source's self-attention (rows queries, columns keys)
// and their average, in a grid sized so the cells are as large as possible; hovering a
// cell highlights that query row and key column in every head; clicking a head opens it
// large, with the values printed in the cells when they fit.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "gui/heatmap.hpp"
#include "panels/panels.hpp"
#include "panels/view_controls.hpp"

namespace attn::gui {
namespace {

void focus_head(AppState& state, int head) {
  if (state.focused_head == head) return;
  state.focused_head = head;
  state.need_maps = true;  // the compare view follows the focused head
  state.state_changed = true;
}

HeatmapOptions map_options(const AppState& state) {
  HeatmapOptions o;
  o.cmap = state.colormap;
  o.highlight_row = state.hover.source_query;
  o.highlight_col = state.hover.source_key;
  o.colorbar_below = state.scale_mode == ScaleMode::PerMap;
  return o;
}

void note_hover(AppState& state, const HeatmapHover& h) {
  if (h.row >= 0) state.hover_next.source_query = h.row;
  if (h.col >= 0) state.hover_next.source_key = h.col;
}

const char* colorbar_caption(const AppState& state) {
  return state.values == ValueKind::Weights ? "weight" : "score";
}

// The grid shares its axes: query labels left of the first column of maps, key labels
// above the first row, so the cells stay large when the text is large.
struct GridLayout {
  int cols = 1;
  int rows = 1;
  float cell = 0.0f;
  float row_label_w = 0.0f;  // 0: no labels
  float col_label_h = 0.0f;
};

GridLayout plan_grid(const MapView& map, int n, ImVec2 area, float gap, float title_h,
                     float colorbar_h) {
  const float font = ImGui::GetFontSize();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float pad = font * 0.5f;
  float row_w = 0.0f, col_w = 0.0f;
  measure_labels(map, font * 10.0f, &row_w, &col_w);
  const float rows_t = static_cast<float>(std::max(map.rows, 1));
  const float cols_t = static_cast<float>(std::max(map.cols, 1));
  auto cell_for = [&](int c, int r, float rw, float ch) {
    const float w = (area.x - rw - static_cast<float>(c - 1) * gap) / (static_cast<float>(c) * cols_t);
    const float h = (area.y - ch - static_cast<float>(r) * (title_h + colorbar_h) -
                     static_cast<float>(r - 1) * gap) /
                    (static_cast<float>(r) * rows_t);
    return std::floor(std::min(w, h));
  };
  GridLayout best;
  best.cell = -1.0f;
  for (int c = 1; c <= n; ++c) {
    const int r = (n + c - 1) / c;
    GridLayout g;
    g.cols = c;
    g.rows = r;
    // With labels (level column labels when they fit), else without.
    g.row_label_w = row_w + pad;
    g.col_label_h = col_w + pad;
    g.cell = cell_for(c, r, g.row_label_w, g.col_label_h);
    if (g.cell >= col_w + pad * 0.5f) {
      g.col_label_h = line;
      g.cell = cell_for(c, r, g.row_label_w, g.col_label_h);
    }
    if (g.cell < font * 0.95f) {
      g.row_label_w = g.col_label_h = 0.0f;
      g.cell = cell_for(c, r, 0.0f, 0.0f);
    }
    if (g.cell > best.cell + 0.5f) best = g;
  }
  best.cell = std::max(best.cell, 1.0f);
  return best;
}

void draw_grid(AppState& state, const Results& results) {
  const auto& maps = results.head_maps;
  const int n = static_cast<int>(maps.size());
  const int heads = n - 1;
  const float font = ImGui::GetFontSize();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool side_bar = state.scale_mode != ScaleMode::PerMap;
  const float bar_w = side_bar ? font * 5.0f : 0.0f;
  const float gap = font * 1.0f;
  HeatmapOptions base = map_options(state);
  const HeatmapLayout probe = layout_heatmap(maps[0], ImVec2(avail.x, avail.y), base);
  const GridLayout g = plan_grid(maps[0], n, ImVec2(avail.x - bar_w, avail.y), gap, probe.title_h,
                                 probe.colorbar_h);
  base.fixed_cell = g.cell;
  base.labels = g.row_label_w > 0.0f;

  const float map_w = g.cell * static_cast<float>(maps[0].cols);
  const float map_h = probe.title_h + g.cell * static_cast<float>(maps[0].rows) + probe.colorbar_h;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  for (int i = 0; i < n; ++i) {
    const int r = i / g.cols;
    const int c = i % g.cols;
    HeatmapOptions o = base;
    o.row_labels = c == 0;
    o.col_labels = r == 0;
    const float x = origin.x + (c == 0 ? 0.0f : g.row_label_w + static_cast<float>(c) * (map_w + gap));
    const float y = origin.y + (r == 0 ? 0.0f : g.col_label_h + static_cast<float>(r) * (map_h + gap));
    const HeatmapLayout l = layout_heatmap(maps[static_cast<std::size_t>(i)], avail, o);
    ImGui::SetCursorScreenPos(ImVec2(x, y));
    const HeatmapHover h = draw_heatmap(("head" + std::to_string(i)).c_str(),
                                        maps[static_cast<std::size_t>(i)], results, l.size, o);
    note_hover(state, h);
    if (h.hovered && i < heads) ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
    if (h.clicked && i < heads) focus_head(state, i);
  }
  if (side_bar && !maps.empty()) {
    const float grid_w = g.row_label_w + static_cast<float>(g.cols) * (map_w + gap);
    const float h = std::max(font * 8.0f, std::min(avail.y * 0.6f, g.col_label_h + map_h));
    draw_colorbar(ImVec2(origin.x + std::min(grid_w, avail.x - bar_w) + font * 0.3f, origin.y),
                  ImVec2(bar_w - font * 0.3f, h), true, maps[0].lo, maps[0].hi,
                  maps[0].signed_values, state.colormap, colorbar_caption(state));
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + avail.y));
}

void draw_single(AppState& state, const Results& results, int head) {
  const auto& maps = results.head_maps;
  const int heads = static_cast<int>(maps.size()) - 1;
  const float font = ImGui::GetFontSize();
  if (ImGui::Button("◂ All heads (Esc)")) {
    focus_head(state, -1);
    return;
  }
  for (int h = 0; h < heads; ++h) {
    ImGui::SameLine();
    ImGui::PushID(h);
    const bool on = h == head;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(std::to_string(h + 1).c_str())) focus_head(state, h);
    if (on) ImGui::PopStyleColor();
    ImGui::PopID();
  }
  const auto& info = results.source.result.head_info;
  if (static_cast<std::size_t>(head) < info.size()) {
    ImGui::SameLine(0.0f, font);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", info[static_cast<std::size_t>(head)].description.c_str());
  }

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float bar_w = font * 5.0f;
  HeatmapOptions o = map_options(state);
  o.colorbar_below = false;
  o.values = true;
  const MapView& map = maps[static_cast<std::size_t>(head)];
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 box(avail.x - bar_w - font, avail.y);
  const HeatmapHover h = draw_heatmap("single", map, results, box, o);
  note_hover(state, h);
  const HeatmapLayout l = layout_heatmap(map, box, o);
  const float bar_h = std::max(font * 8.0f, l.size.y - l.title_h - l.col_label_h);
  draw_colorbar(ImVec2(origin.x + l.size.x + font, origin.y + l.title_h + l.col_label_h - font * 1.4f),
                ImVec2(bar_w, bar_h + font * 1.4f), true, map.lo, map.hi, map.signed_values,
                state.colormap, colorbar_caption(state));
}

}  // namespace

void draw_heads_panel(AppState& state, const Results& results) {
  draw_value_controls(state);
  if (!results.source.ok || results.head_maps.empty()) {
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted("Nothing to show yet: see the message in the status line below.");
    ImGui::PopTextWrapPos();
    return;
  }
  const int heads = static_cast<int>(results.head_maps.size()) - 1;
  ImGui::TextDisabled(state.values == ValueKind::Weights
                          ? "Self-attention of X: rows are queries, columns keys; each row sums "
                            "to 1. Click a head to open it."
                          : "Scores before softmax (Q·Kᵀ, scaled): red favours a key, blue "
                            "disfavours it. Click a head to open it.");
  ImGui::Spacing();
  if (state.focused_head >= 0 && state.focused_head < heads) {
    draw_single(state, results, state.focused_head);
  } else {
    draw_grid(state, results);
  }
}

}  // namespace attn::gui
