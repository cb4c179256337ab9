// Heads: one heatmap per head of the source's self-attention (rows queries, columns keys)
// and their average, in a grid sized so the cells are as large as possible; hovering a
// cell highlights that query row and key column in every head; clicking a head opens it
// large, with the values printed in the cells when they fit.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/map_menu.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/view_controls.hpp"

namespace attn::app {
namespace {

void focus_head(AppState& state, int head) {
  if (state.focused_head == head) return;
  state.focused_head = head;
  state.need_maps = true;  // the compare view follows the focused head
  state.state_changed = true;
}

HeatmapOptions map_options(AppState& state) {
  HeatmapOptions o;
  o.cmap = state.colormap;
  o.zoom = &state.zoom[static_cast<int>(ZoomGroup::Source)];
  o.highlight_row = state.hover.source_query;
  o.highlight_col = state.hover.source_key;
  o.colorbar_below = state.scale_mode == ScaleMode::PerMap;
  return o;
}

void note_hover(AppState& state, const HeatmapHover& h) {
  if (h.row >= 0) state.hover_next.source_query = h.row;
  if (h.col >= 0) state.hover_next.source_key = h.col;
  if (h.zoom_changed) state.state_changed = true;
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
                     float colorbar_h, const view::MapZoom* zoom) {
  const float font = ImGui::GetFontSize();
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float pad = font * 0.5f;
  // The cells on screen (all of them, or those of the zoom shared by every head).
  const view::VisibleCells v = visible_cells_of(map, zoom);
  const bool zoomed = zoom != nullptr && map.zoom_group >= 0 && zoom->zoom > 1.0f;  // see layout_heatmap
  const float rows_t = v.rows;
  const float cols_t = v.cols;
  auto cell_for = [&](int c, int r, float rw, float ch) {
    const float w = (area.x - rw - static_cast<float>(c - 1) * gap) / (static_cast<float>(c) * cols_t);
    const float h = (area.y - ch - static_cast<float>(r) * (title_h + colorbar_h) -
                     static_cast<float>(r - 1) * gap) /
                    (static_cast<float>(r) * rows_t);
    return zoomed ? std::min(w, h) : snap_cell(std::min(w, h));
  };
  // Labels need cells a line tall: measured only when the largest cell could be.
  float row_w = 0.0f, col_w = 0.0f;
  if (cell_for(1, 1, 0.0f, 0.0f) >= font * 0.95f) measure_labels(map, font * 10.0f, &row_w, &col_w, zoom);
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
    // Fewer columns unless more give clearly larger cells (half a pixel, or 5% below one).
    if (g.cell > best.cell + std::min(0.5f, std::max(best.cell, 0.0f) * 0.05f)) best = g;
  }
  best.cell = std::max(best.cell, 0.0f);
  return best;
}

void draw_grid(AppState& state, const Shown& shown) {
  const auto& maps = shown.maps.heads;
  const int n = static_cast<int>(maps.size());
  const int heads = n - 1;
  const float font = ImGui::GetFontSize();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // In a figure the colour bar goes under the figure, with its caption (figure.hpp).
  const bool side_bar = state.scale_mode != ScaleMode::PerMap && !state.drawing_figure;
  const float bar_w = side_bar ? font * 5.0f : 0.0f;
  const float gap = font * 1.0f;
  HeatmapOptions base = map_options(state);
  const HeatmapLayout probe = layout_heatmap(maps[0], ImVec2(avail.x, avail.y), base);
  const GridLayout g = plan_grid(maps[0], n, ImVec2(avail.x - bar_w, avail.y), gap, probe.title_h,
                                 probe.colorbar_h, base.zoom);
  base.fixed_cell = g.cell;
  base.labels = g.row_label_w > 0.0f;

  const view::VisibleCells v = visible_cells_of(maps[0], base.zoom);
  const float map_w = g.cell * v.cols;
  const float map_h = probe.title_h + g.cell * v.rows + probe.colorbar_h;
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
                                        maps[static_cast<std::size_t>(i)], shown.textures, l.size, o);
    note_hover(state, h);
    act_on_map_menu(state, maps[static_cast<std::size_t>(i)], h.menu);
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

void draw_single(AppState& state, const Shown& shown, int head) {
  const Results& results = shown.results;
  const auto& maps = shown.maps.heads;
  const int heads = static_cast<int>(maps.size()) - 1;
  const float font = ImGui::GetFontSize();
  if (!state.drawing_figure && ImGui::Button("◂ All heads (Esc)")) {
    focus_head(state, -1);
    return;
  }
  for (int h = 0; h < heads && !state.drawing_figure; ++h) {
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
    if (!state.drawing_figure) ImGui::SameLine(0.0f, font);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", info[static_cast<std::size_t>(head)].description.c_str());
  }

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float bar_w = state.drawing_figure ? 0.0f : font * 5.0f;
  HeatmapOptions o = map_options(state);
  o.colorbar_below = false;
  o.values = true;
  const MapView& map = maps[static_cast<std::size_t>(head)];
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 box(avail.x - bar_w - font, avail.y);
  const HeatmapHover h = draw_heatmap("single", map, shown.textures, box, o);
  note_hover(state, h);
  act_on_map_menu(state, map, h.menu);
  if (state.drawing_figure) return;
  const HeatmapLayout l = layout_heatmap(map, box, o);
  const float bar_h = std::max(font * 8.0f, l.size.y - l.title_h - l.col_label_h);
  draw_colorbar(ImVec2(origin.x + l.size.x + font, origin.y + l.title_h + l.col_label_h - font * 1.4f),
                ImVec2(bar_w, bar_h + font * 1.4f), true, map.lo, map.hi, map.signed_values,
                state.colormap, colorbar_caption(state));
}

}  // namespace

void draw_heads_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_value_controls(state);
  if (!results.source.ok || shown.maps.heads.empty()) {
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted("Nothing to show yet: see the message in the status line below.");
    ImGui::PopTextWrapPos();
    return;
  }
  const int heads = static_cast<int>(shown.maps.heads.size()) - 1;
  const char* what = state.values == ValueKind::Weights
                         ? "Self-attention of X: rows are queries, columns keys; each row sums "
                           "to 1."
                         : "Scores before softmax (Q·Kᵀ, scaled): red favours a key, blue "
                           "disfavours it.";
  // A figure has nothing to click.
  ImGui::TextDisabled(state.drawing_figure ? "%s" : "%s Click a head to open it.", what);
  if (!state.drawing_figure) draw_zoom_hint(state, shown.maps.heads[0]);
  ImGui::Spacing();
  if (state.focused_head >= 0 && state.focused_head < heads) {
    draw_single(state, shown, state.focused_head);
  } else if (state.values == ValueKind::Scores && !results.source.detailed) {
    // Every head's scores at once would not fit in memory for a long input.
    const long t = static_cast<long>(results.source.result.q_tokens.size());
    ImGui::PushTextWrapPos(0.0f);
    ImGui::Text("With %ld tokens the scores before softmax are made for one head at a time "
                "(%d heads × %ld × %ld scores would take %s). Open a head:",
                t, heads, t, t,
                bytes_text(2LL * heads * t * t * static_cast<long long>(sizeof(float))).c_str());
    ImGui::PopTextWrapPos();
    for (int h = 0; h < heads; ++h) {
      if (h > 0) ImGui::SameLine();
      ImGui::PushID(h);
      if (ImGui::Button(std::to_string(h + 1).c_str())) focus_head(state, h);
      ImGui::PopID();
    }
  } else {
    draw_grid(state, shown);
  }
}

}  // namespace attn::app
