#include "widgets/view_controls.hpp"

#include <imgui.h>

#include <algorithm>

#include "io/i18n.hpp"

namespace attn::app {
namespace {

// Maps longer than this a side say how to zoom them.
constexpr int kZoomHintCells = 64;

}  // namespace

void draw_value_controls(AppState& state) {
  if (state.drawing_figure) return;  // a figure names its values in its legend
  // Radio buttons and the range's full names while they fit on one line; lists with short
  // names when they do not (large text), so that the maps keep the room.
  const char* show = tr("Show");
  const char* weights_full = tr("weights (after softmax)");
  const char* scores_full = tr("scores (before softmax)");
  const char* range_full = tr("Colour range");
  const char* full_names[] = {tr("shared by all maps"), tr("each map its own"), tr("fixed 0 to 1")};
  const char* short_names[] = {tr("shared"), tr("each map"), tr("0 to 1")};
  const float full_w = ImGui::CalcTextSize(fmt("{0}  {1}  {2}  {3}  {4}", show, weights_full, scores_full,
                                               range_full, full_names[0]).c_str()).x +
                       ImGui::GetFrameHeight() * 4.5f + ImGui::GetFontSize() * 1.5f;
  const bool compact = full_w > ImGui::GetContentRegionAvail().x;
  int v = state.values == ValueKind::Weights ? 0 : 1;
  bool changed = false;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(show);
  ImGui::SameLine();
  if (compact) {
    const char* values[] = {tr("weights"), tr("scores")};
    ImGui::SetNextItemWidth(std::max(ImGui::CalcTextSize(values[0]).x, ImGui::CalcTextSize(values[1]).x) +
                            ImGui::GetFrameHeight() * 1.5f);
    changed = ImGui::Combo("##values", &v, values, 2);
  } else {
    changed = ImGui::RadioButton(weights_full, &v, 0);
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x <
        ImGui::CalcTextSize(scores_full).x + ImGui::GetFrameHeight() * 1.5f) {
      ImGui::NewLine();
    }
    changed |= ImGui::RadioButton(scores_full, &v, 1);
  }
  if (changed) {
    state.values = v == 0 ? ValueKind::Weights : ValueKind::Scores;
    state.need_maps = true;
    state.state_changed = true;
  }
  ImGui::SameLine(0.0f, ImGui::GetFontSize() * 1.5f);
  const char** names = compact ? short_names : full_names;
  const float combo_w = ImGui::CalcTextSize(names[0]).x + ImGui::GetFrameHeight() * 1.5f;
  const char* label = compact ? tr("Range") : range_full;
  const float room = compact ? ImGui::CalcTextSize(label).x + combo_w
                             : ImGui::CalcTextSize(fmt("{0}  {1} ▾", range_full, short_names[1]).c_str()).x;
  if (ImGui::GetContentRegionAvail().x < room) ImGui::NewLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label);
  ImGui::SameLine();
  int mode = static_cast<int>(state.scale_mode);
  ImGui::SetNextItemWidth(compact ? ImGui::CalcTextSize(short_names[1]).x + ImGui::GetFrameHeight() * 1.5f
                                  : combo_w);
  if (ImGui::Combo("##range", &mode, names, 3)) {
    state.scale_mode = static_cast<ScaleMode>(mode);
    state.need_maps = true;
    state.state_changed = true;
  }
}

void draw_zoom_hint(AppState& state, const MapView& map) {
  if (map.zoom_group < 0) return;
  view::MapZoom& zoom = state.zoom[map.zoom_group];
  const bool zoomed = zoom.zoom > 1.0f;
  if (!zoomed && std::max(map.rows, map.cols) <= kZoomHintCells) return;
  const char* hint = tr("wheel: zoom   drag: move   double-click: whole map");
  const char* button = tr("Reset zoom");
  const ImGuiStyle& style = ImGui::GetStyle();
  // The button is always there (greyed until zoomed), so zooming does not move the maps.
  const float w = ImGui::CalcTextSize(hint).x + ImGui::CalcTextSize(button).x +
                  style.FramePadding.x * 2.0f + style.ItemSpacing.x;
  ImGui::SameLine();
  const float right = ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetCursorPosX() + w + ImGui::GetFontSize() < right) {
    ImGui::SetCursorPosX(right - w);
  } else {
    ImGui::NewLine();
  }
  ImGui::TextDisabled("%s", hint);
  ImGui::SameLine();
  ImGui::BeginDisabled(!zoomed);
  if (ImGui::SmallButton(button)) {
    zoom = view::MapZoom{};
    state.state_changed = true;
  }
  ImGui::EndDisabled();
}

}  // namespace attn::app
