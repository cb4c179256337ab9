// The status line: the last message (errors in red, the program keeps running on the last
// good result) and, when there is room, a reminder of the keys.
#include <imgui.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "io/i18n.hpp"
#include "model/scenes.hpp"
#include "panels/panels.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

// A computation is shown once it has run this long (shorter ones just appear).
constexpr double kShowComputingAfter = 0.1;

// A turning arc, `size` pixels across, at the cursor (advances it).
void spinner(float size, ImU32 colour) {
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(size, size));
  const float r = size * 0.4f;
  const ImVec2 c(p.x + size * 0.5f, p.y + size * 0.5f);
  const auto t = static_cast<float>(ImGui::GetTime());
  const float start = t * 6.0f;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->PathArcTo(c, r, start, start + 4.2f, 24);
  dl->PathStroke(colour, false, std::max(2.0f, size * 0.14f));
}

// While a long computation runs: a spinner and what is being computed, in the status line
// and in a badge over the top right of the view (the view keeps the previous result).
void draw_computing(const AppState& state, const Results& results) {
  char text[160];
  // TRANSLATORS: %s is what is being computed (a view's result); %.1f is seconds so far.
  std::snprintf(text, sizeof text, tr("Computing %s…  %.1f s"), results.computing_what.c_str(),
                results.computing_seconds);
  const float font = ImGui::GetFontSize();
  const ImU32 accent = ImGui::GetColorU32(ImGuiCol_ButtonActive);
  spinner(ImGui::GetTextLineHeight(), accent);
  ImGui::SameLine();
  ImGui::TextUnformatted(text);
  if (results.source.ok) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", tr("(the view shows the previous result until then)"));
  }

  // The badge, for the back of the room.
  ImDrawList* fg = ImGui::GetForegroundDrawList();
  const ImVec2 vp = ImGui::GetMainViewport()->Pos;
  const ImVec2 ts = ImGui::CalcTextSize(text);
  const float pad = font * 0.5f;
  const float w = ts.x + font * 1.6f + pad * 3.0f;
  const float h = ts.y + pad * 2.0f;
  const ImVec2 a(vp.x + state.view_rect[0] + state.view_rect[2] - w - pad,
                 vp.y + state.view_rect[1] + font * 2.6f);
  fg->AddRectFilled(a, ImVec2(a.x + w, a.y + h), ImGui::GetColorU32(ImGuiCol_PopupBg), font * 0.4f);
  fg->AddRect(a, ImVec2(a.x + w, a.y + h), accent, font * 0.4f, 0, 2.0f);
  const ImVec2 c(a.x + pad + font * 0.6f, a.y + h * 0.5f);
  const float start = static_cast<float>(ImGui::GetTime()) * 6.0f;
  fg->PathArcTo(c, font * 0.5f, start, start + 4.2f, 24);
  fg->PathStroke(accent, false, std::max(2.0f, font * 0.14f));
  fg->AddText(ImVec2(a.x + pad * 2.0f + font * 1.2f, a.y + pad), ImGui::GetColorU32(ImGuiCol_Text), text);
}

// ◂ 3 / 8 · Turn the mask off ▸ at the start of the status line, when the lesson has
// scenes: where a slide's number is, taking no room from the view.
void draw_scene_strip(AppState& state) {
  if (scene_count(state) == 0 || state.drawing_figure) return;
  if (ImGui::SmallButton("◂##previous_scene")) next_scene(state, -1);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("The previous scene (PageUp)"));
  ImGui::SameLine();
  const std::string label = fit_text(scene_label(state), ImGui::GetContentRegionAvail().x * 0.4f);
  ImGui::TextUnformatted(label.c_str());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip(tr("%s\n(Scenes menu: add, update, rename, move, delete)"), scene_label(state).c_str());
  ImGui::SameLine();
  if (ImGui::SmallButton("▸##next_scene")) next_scene(state, +1);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("The next scene (PageDown)"));
  ImGui::SameLine(0.0f, ImGui::GetFontSize());
}

}  // namespace

void draw_status_bar(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  ImGui::Separator();
  if (results.computing && results.computing_seconds >= kShowComputingAfter &&
      !state.drawing_figure) {
    draw_scene_strip(state);
    draw_computing(state, results);
    return;
  }
  draw_scene_strip(state);
  // TRANSLATORS: the keyboard reminder: each key, then what it does; keep the keys as they are.
  const char* keys = tr("C mask   + − heads   1–9 head   Tab view   Ctrl+S/O lesson   Ctrl+E PNG   F11");
  const float keys_w = ImGui::CalcTextSize(keys).x;
  const float avail = ImGui::GetWindowContentRegionMax().x - ImGui::GetCursorPosX();
  const bool show_keys = ImGui::CalcTextSize(state.status.c_str()).x + keys_w +
                             ImGui::GetFontSize() * 2.0f < avail;
  if (state.status_is_error) {
    const ImVec4 red = state.light_theme ? ImVec4(0.75f, 0.05f, 0.05f, 1.0f)
                                         : ImVec4(1.0f, 0.45f, 0.4f, 1.0f);
    ImGui::TextColored(red, "⚠ %s", state.status.c_str());
  } else {
    ImGui::TextUnformatted(state.status.c_str());
  }
  if (show_keys) {
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - keys_w);
    ImGui::TextDisabled("%s", keys);
  }
}

}  // namespace attn::app
