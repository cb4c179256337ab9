#include "widgets/view_controls.hpp"

#include <imgui.h>

#include <algorithm>

namespace attn::app {
namespace {

// Maps longer than this a side say how to zoom them.
constexpr int kZoomHintCells = 64;

}  // namespace

void draw_value_controls(AppState& state) {
  if (state.drawing_figure) return;  // a figure names its values in its legend
  // Radio buttons and the range's full names while they fit on one line; lists with short
  // names when they do not (large text), so that the maps keep the room.
  const float full_w = ImGui::CalcTextSize("Show  weights (after softmax)  scores (before softmax)  "
                                           "Colour range  shared by all maps").x +
                       ImGui::GetFrameHeight() * 4.5f + ImGui::GetFontSize() * 1.5f;
  const bool compact = full_w > ImGui::GetContentRegionAvail().x;
  int v = state.values == ValueKind::Weights ? 0 : 1;
  bool changed = false;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Show");
  ImGui::SameLine();
  if (compact) {
    const char* values[] = {"weights", "scores"};
    ImGui::SetNextItemWidth(ImGui::CalcTextSize("weights").x + ImGui::GetFrameHeight() * 1.5f);
    changed = ImGui::Combo("##values", &v, values, 2);
  } else {
    changed = ImGui::RadioButton("weights (after softmax)", &v, 0);
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x <
        ImGui::CalcTextSize("scores (before softmax)").x + ImGui::GetFrameHeight() * 1.5f) {
      ImGui::NewLine();
    }
    changed |= ImGui::RadioButton("scores (before softmax)", &v, 1);
  }
  if (changed) {
    state.values = v == 0 ? ValueKind::Weights : ValueKind::Scores;
    state.need_maps = true;
    state.state_changed = true;
  }
  ImGui::SameLine(0.0f, ImGui::GetFontSize() * 1.5f);
  const char* full_names[] = {"shared by all maps", "each map its own", "fixed 0 to 1"};
  const char* short_names[] = {"shared", "each map", "0 to 1"};
  const char** names = compact ? short_names : full_names;
  const float combo_w = ImGui::CalcTextSize(names[0]).x + ImGui::GetFrameHeight() * 1.5f;
  const char* label = compact ? "Range" : "Colour range";
  const float room = compact ? ImGui::CalcTextSize(label).x + combo_w
                             : ImGui::CalcTextSize("Colour range  each map ▾").x;
  if (ImGui::GetContentRegionAvail().x < room) ImGui::NewLine();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label);
  ImGui::SameLine();
  int mode = static_cast<int>(state.scale_mode);
  ImGui::SetNextItemWidth(compact ? ImGui::CalcTextSize("each map").x + ImGui::GetFrameHeight() * 1.5f
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
  const char* hint = "wheel: zoom   drag: move   double-click: whole map";
  const char* button = "Reset zoom";
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
