// Compare: the source's self-attention (T1×T1), the target's masked self-attention
// (T2×T2) and cross-attention from target to source (T2×T1), side by side for the same
// head, with one cell size so the shapes compare at a glance. Hovering a target token
// highlights its row in both target maps; a source token, its column in cross-attention.
#include <imgui.h>

#include <algorithm>
#include <string>

#include "io/i18n.hpp"
#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/map_menu.hpp"
#include "widgets/text.hpp"
#include "widgets/view_controls.hpp"

namespace attn::app {
namespace {

constexpr int kLongMapCells = 256;

void draw_head_picker(AppState& state, const Results& results) {
  const int heads = static_cast<int>(results.source.result.trace.heads.size());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Head"));
  ImGui::SameLine();
  auto choice = [&](int h, const char* label) {
    ImGui::PushID(h);
    const bool on = state.focused_head == h;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (ImGui::Button(label) && state.focused_head != h) {
      state.focused_head = h;
      state.need_maps = true;
      state.state_changed = true;
    }
    if (on) ImGui::PopStyleColor();
    ImGui::PopID();
    ImGui::SameLine();
  };
  choice(-1, tr("average"));
  for (int h = 0; h < heads; ++h) choice(h, std::to_string(h + 1).c_str());
  ImGui::NewLine();
}

// Which rows and columns to highlight in map i, and where its hover goes.
struct LinkedMap {
  int* hover_row;
  int* hover_col;
  int highlight_row;
  int highlight_col;
};

LinkedMap link_for(AppState& state, const MapView& map) {
  if (map.is_target_rows && map.is_target_cols) {
    return {&state.hover_next.target_query, &state.hover_next.target_key,
            state.hover.target_query, state.hover.target_key};
  }
  if (map.is_target_rows) {
    return {&state.hover_next.target_query, &state.hover_next.source_key,
            state.hover.target_query, state.hover.source_key};
  }
  return {&state.hover_next.source_query, &state.hover_next.source_key,
          state.hover.source_query, state.hover.source_key};
}

const char* explanation(const MapView& map) {
  if (map.is_target_rows && map.is_target_cols) {
    return tr("Q, K, V from Y; causal: row i sees tokens 0..i (the decoder under teacher forcing)");
  }
  if (map.is_target_rows) return tr("Q from Y, K and V from X; no mask: every target token sees all of X");
  return tr("Q, K, V from X (the encoder)");
}

}  // namespace

void draw_compare_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_value_controls(state);
  if (!results.source.ok || shown.maps.compare.empty()) {
    ImGui::TextUnformatted(tr("Nothing to show yet: see the message in the status line below."));
    return;
  }
  if (!state.drawing_figure) {
    draw_head_picker(state, results);
    std::size_t longest = 0;
    for (std::size_t i = 1; i < shown.maps.compare.size(); ++i) {
      if (shown.maps.compare[i].cols > shown.maps.compare[longest].cols) longest = i;
    }
    ImGui::SameLine();
    ImGui::Dummy(ImVec2(0.0f, 0.0f));
    draw_zoom_hint(state, shown.maps.compare[longest]);
  }

  const auto& maps = shown.maps.compare;
  const int n = static_cast<int>(maps.size());
  const float font = ImGui::GetFontSize();
  // In a figure the colour bar goes under the figure, with its caption (figure.hpp).
  const bool side_bar = state.scale_mode != ScaleMode::PerMap && !state.drawing_figure;
  const float bar_w = side_bar ? font * 5.0f : 0.0f;
  // The room between maps does not grow with the text beyond a 100% line and a half.
  const float gap = std::min(font * 1.5f, 30.0f * state.content_scale);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Three lines under the maps for where Q, K and V come from: of the interface's text, or
  // of the small font when there is one (large text), so that the maps keep the room.
  const float text_h = 3.0f * (small_font() != ImGui::GetFont() ? text_line(small_font())
                                                                : ImGui::GetTextLineHeightWithSpacing());
  const float width = avail.x - bar_w - gap * static_cast<float>(n);
  const float height = avail.y - text_h;

  HeatmapOptions base;
  base.cmap = state.colormap;
  base.values = true;
  base.colorbar_below = state.scale_mode == ScaleMode::PerMap;
  base.shape_below_title = true;

  // Widths in proportion to the columns (plus room for labels), then one common cell. A
  // long input's maps share the width equally, each with its own cell: with one cell for
  // all, a short target beside 4096 source tokens would be a few pixels wide.
  bool long_maps = false;
  for (const MapView& m : maps) long_maps = long_maps || m.cols > kLongMapCells;
  auto share = [&](const MapView& m) { return long_maps ? 1.0f : static_cast<float>(m.cols) + 3.0f; };
  float weight_sum = 0.0f;
  for (const MapView& m : maps) weight_sum += share(m);
  std::vector<ImVec2> boxes;
  float cell = 1e9f;
  auto zoom_of = [&](const MapView& m) {
    return m.zoom_group >= 0 ? &state.zoom[m.zoom_group] : nullptr;
  };
  for (const MapView& m : maps) {
    const ImVec2 box(width * share(m) / weight_sum, height);
    boxes.push_back(box);
    HeatmapOptions o = base;
    o.zoom = zoom_of(m);
    cell = std::min(cell, layout_heatmap(m, box, o).cell);
  }
  if (!long_maps) base.max_cell = cell;
  // The title may use the map's whole share of the width, not only its cells'.
  const auto title_room = [&](int i) {
    const MapView& m = maps[static_cast<std::size_t>(i)];
    const float title_w = std::max(ImGui::CalcTextSize(m.title.c_str()).x,
                                   ImGui::CalcTextSize(m.shape.c_str()).x);
    return std::min(title_w, boxes[static_cast<std::size_t>(i)].x);
  };
  // The titles read alike: all in the small font when one of them needs it.
  for (int i = 0; i < n && !base.small_title; ++i) {
    HeatmapOptions o = base;
    o.zoom = zoom_of(maps[static_cast<std::size_t>(i)]);
    o.title_room = title_room(i);
    base.small_title = layout_heatmap(maps[static_cast<std::size_t>(i)], boxes[static_cast<std::size_t>(i)], o)
                           .title.font != nullptr;
  }

  const ImVec2 origin = ImGui::GetCursorScreenPos();
  float x = origin.x;
  float tallest = 0.0f;
  std::vector<float> xs;
  for (int i = 0; i < n; ++i) {
    const MapView& m = maps[static_cast<std::size_t>(i)];
    HeatmapOptions o = base;
    o.zoom = zoom_of(m);
    const HeatmapLayout l = layout_heatmap(m, boxes[static_cast<std::size_t>(i)], o);
    const ImVec2 box(l.size.x, l.size.y);
    LinkedMap link = link_for(state, m);
    o.highlight_row = link.highlight_row;
    o.highlight_col = link.highlight_col;
    o.title_room = title_room(i);
    ImGui::SetCursorScreenPos(ImVec2(x, origin.y));
    const HeatmapHover h = draw_heatmap(("cmp" + std::to_string(i)).c_str(), m, shown.textures, box, o);
    if (h.row >= 0) *link.hover_row = h.row;
    if (h.col >= 0) *link.hover_col = h.col;
    if (h.zoom_changed) state.state_changed = true;
    act_on_map_menu(state, m, h.menu);
    xs.push_back(x);
    tallest = std::max(tallest, l.size.y);
    x += std::max(l.size.x, o.title_room) + gap;
  }

  // Under each map, where Q, K and V come from, wrapped to the map's width: in the
  // interface's text when it takes at most the three lines kept for it, else in the small
  // font.
  const float text_y = origin.y + tallest + font * 0.5f;
  const auto width_under = [&](int i) {
    return (i + 1 < n ? xs[static_cast<std::size_t>(i) + 1] - gap : x - gap) -
           xs[static_cast<std::size_t>(i)];
  };
  bool small = false;  // one size for all three
  for (int i = 0; i < n; ++i) {
    const char* text = explanation(maps[static_cast<std::size_t>(i)]);
    small = small ||
            ImGui::CalcTextSize(text, nullptr, false, width_under(i)).y > text_h + font * 0.5f;
  }
  for (int i = 0; i < n; ++i) {
    const float w = width_under(i);
    const char* text = explanation(maps[static_cast<std::size_t>(i)]);
    if (small) ImGui::PushFont(small_font());
    ImGui::SetCursorScreenPos(ImVec2(xs[static_cast<std::size_t>(i)], text_y));
    ImGui::PushTextWrapPos(xs[static_cast<std::size_t>(i)] + w - ImGui::GetWindowPos().x);
    wrapped_text_disabled("%s", text);
    ImGui::PopTextWrapPos();
    if (small) ImGui::PopFont();
  }

  // What is missing, and why.
  if (!results.target.ok || !results.cross.ok) {
    ImGui::SetCursorScreenPos(ImVec2(x, origin.y + ImGui::GetTextLineHeightWithSpacing()));
    ImGui::PushTextWrapPos(ImGui::GetWindowContentRegionMax().x - bar_w);
    const std::string& why = !results.target.ok ? results.target.error : results.cross.error;
    wrapped_text(tr("No target maps: %s"), why.c_str());
    ImGui::PopTextWrapPos();
  }

  if (side_bar) {
    const MapView& m = maps[0];
    const float h = std::max(font * 8.0f, std::min(avail.y * 0.6f, tallest));
    draw_colorbar(ImVec2(origin.x + avail.x - bar_w + font * 0.3f, origin.y),
                  ImVec2(bar_w - font * 0.3f, h), true, m.lo, m.hi, m.signed_values,
                  state.colormap, state.values == ValueKind::Weights ? tr("weight") : tr("score"));
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + avail.y));
}

}  // namespace attn::app
