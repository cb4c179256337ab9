// Heads: one heatmap per head of the source's self-attention (rows queries, columns keys)
// and their average, in a grid sized so the cells are as large as possible; hovering a
// cell highlights that query row and key column in every head; clicking a head opens it
// large, with the values printed in the cells when they fit.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "io/i18n.hpp"
#include "panels/panels.hpp"
#include "view/grid.hpp"
#include "model/quiz.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/map_menu.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"
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
  return state.values == ValueKind::Weights ? tr("weight") : tr("score");
}

// The labels of the grid at one font (the interface's, or the small one).
view::LabelFont label_font(ImFont* font, const MapView& map, const view::MapZoom* zoom) {
  view::LabelFont f;
  f.size = font->FontSize;
  f.line = text_line(font);
  ImGui::PushFont(font);
  f.pad = f.size * 0.5f;
  measure_labels(map, ImGui::GetFontSize() * 10.0f, &f.row_w, &f.col_w, zoom);
  ImGui::PopFont();
  return f;
}

// The grid shares its axes: query labels left of the first column of maps, key labels
// above the first row, so the cells stay large when the text is large (view/grid.hpp).
// Whether one of the grid's titles needs the small font at `width`: then all take it, so
// that the heads' titles read alike ("头 2：第一个词元" beside "头 1：前一个词元").
bool titles_need_small_font(const std::vector<MapView>& maps, float width) {
  for (const MapView& m : maps) {
    if (fit_title(m.title, width).font != nullptr) return true;
  }
  return false;
}

view::GridPlan plan_heads_grid(const std::vector<MapView>& maps, ImVec2 area, float gap,
                               float colorbar_h, const view::MapZoom* zoom) {
  const MapView& map = maps[0];
  const view::VisibleCells v = visible_cells_of(map, zoom);
  view::GridRequest q;
  q.maps = static_cast<int>(maps.size());
  q.rows = v.rows;
  q.cols = v.cols;
  q.width = area.x;
  q.height = area.y;
  q.gap = gap;
  q.colorbar_h = colorbar_h;
  q.whole_pixels = !(zoom != nullptr && map.zoom_group >= 0 && zoom->zoom > 1.0f);  // see layout_heatmap
  q.fonts.push_back(label_font(ImGui::GetFont(), map, zoom));
  if (small_font() != ImGui::GetFont()) q.fonts.push_back(label_font(small_font(), map, zoom));
  // Every title of a row of maps gets the room of the longest, at the font they share.
  q.title_height = [&maps](float width) {
    const bool small = titles_need_small_font(maps, width);
    float h = 0.0f;
    for (const MapView& m : maps) h = std::max(h, fit_title(m.title, width, small).height);
    return h + 2.0f;
  };
  return view::plan_grid(q);
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
  // The room between maps does not grow with the text beyond a 100% line.
  const float gap = std::min(font, 20.0f * state.content_scale);
  HeatmapOptions base = map_options(state);
  const HeatmapLayout probe = layout_heatmap(maps[0], ImVec2(avail.x, avail.y), base);
  const view::GridPlan g =
      plan_heads_grid(maps, ImVec2(avail.x - bar_w, avail.y), gap, probe.colorbar_h, base.zoom);
  base.fixed_cell = g.cell;
  base.labels = g.font >= 0;
  base.small_labels = g.font == 1;
  base.title_h = g.title_h;
  base.small_title = titles_need_small_font(maps, g.cell * visible_cells_of(maps[0], base.zoom).cols);

  const view::VisibleCells v = visible_cells_of(maps[0], base.zoom);
  const float map_w = g.cell * v.cols;
  const float map_h = g.title_h + g.cell * v.rows + probe.colorbar_h;
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
  if (!state.drawing_figure && ImGui::Button(tr("◂ All heads (Esc)"))) {
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
  if (state.quiz.which && state.quiz.head != head) stop_quiz(state);
  const bool naming = which_hides(state, head);
  if (static_cast<std::size_t>(head) < info.size() && !naming) {
    if (!state.drawing_figure) ImGui::SameLine(0.0f, font);
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", head_description_text(info[static_cast<std::size_t>(head)].description).c_str());
  }

  // Predict, then reveal: a question about this head (another head's, or a row the input
  // no longer has, is dropped).
  const std::vector<std::string>& tokens = results.source.result.q_tokens;
  QuizState& quiz = state.quiz;
  if (quiz.row >= 0 && (quiz.head != head || quiz.row >= static_cast<int>(tokens.size()))) stop_quiz(state);
  const bool hiding = quiz_hides(state, head);
  // "Which head is this?": four names to choose from, then the answer.
  if (quiz.which && !quiz.in_model && quiz.head == head) draw_which_question(state);
  if (quiz.row >= 0) {
    const std::string asked = quiz.row < static_cast<int>(tokens.size()) ? tokens[static_cast<std::size_t>(quiz.row)] : "";
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.15f, 0.55f, 1.0f));
    const std::string line =
        !hiding ? fmt(tr("{0}  (Q: another question, Esc: none)"), quiz.message)
        : quiz.picked < 0
            ? fmt(tr("Predict: where does '{0}' look? Click the key in its hidden row."), asked)
            : fmt(tr("Picked '{0}'. Space reveals the row."), tokens[static_cast<std::size_t>(quiz.picked)]);
    wrapped_text("%s", line.c_str());
    ImGui::PopStyleColor();
  }

  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float bar_w = state.drawing_figure ? 0.0f : font * 5.0f;
  HeatmapOptions o = map_options(state);
  o.colorbar_below = false;
  o.values = true;
  if (quiz.row >= 0) {
    o.hidden_row = hiding ? quiz.row : -1;
    o.marked_row = quiz.row;
    o.marked_col = quiz.picked;
    if (hiding) o.highlight_row = o.highlight_col = -1;  // the linked hover would not tell, but stays quiet
  }
  const MapView& map = maps[static_cast<std::size_t>(head)];
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 box(avail.x - bar_w - font, avail.y);
  const HeatmapHover h = draw_heatmap("single", map, shown.textures, box, o);
  note_hover(state, h);
  if (hiding && h.clicked && h.col >= 0) pick_quiz_key(state, h.col, tokens);
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
    wrapped_text_unformatted(tr("Nothing to show yet: see the message in the status line below."));
    return;
  }
  const int heads = static_cast<int>(shown.maps.heads.size()) - 1;
  const char* what = state.values == ValueKind::Weights
                         ? tr("Self-attention of X: rows are queries, columns keys; each row sums "
                              "to 1.")
                         : tr("Scores before softmax (Q·Kᵀ, scaled): red favours a key, blue "
                              "disfavours it.");
  // A figure has nothing to click. Where the maps are short of room (large text in a small
  // window) the line stays one line, cut, and whole in its tooltip.
  const std::string line = state.drawing_figure ? std::string(what) : fmt(tr("{0} Click a head to open it."), what);
  if (ImGui::GetContentRegionAvail().y > ImGui::GetFontSize() * 20.0f) {
    wrapped_text_disabled("%s", line.c_str());
  } else {
    const std::string cut = fit_text(line, ImGui::GetContentRegionAvail().x);
    ImGui::TextDisabled("%s", cut.c_str());
    if (cut != line && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", line.c_str());
  }
  if (!state.drawing_figure) draw_zoom_hint(state, shown.maps.heads[0]);
  ImGui::Spacing();
  if (state.focused_head >= 0 && state.focused_head < heads) {
    draw_single(state, shown, state.focused_head);
  } else if (state.values == ValueKind::Scores && !results.source.detailed) {
    // Every head's scores at once would not fit in memory for a long input.
    const std::ptrdiff_t t = static_cast<std::ptrdiff_t>(results.source.result.q_tokens.size());
    wrapped_text(tr("With %td tokens the scores before softmax are made for one head at a time "
                   "(%d heads × %td × %td scores would take %s). Open a head:"),
                t, heads, t, t,
                bytes_text(2LL * heads * t * t * static_cast<long long>(sizeof(float))).c_str());
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
