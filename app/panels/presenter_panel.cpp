// The presenter window: what the teacher sees on the laptop while the projector shows the
// view. The scene ("3 / 10 · Turn the mask on") and its notes, large; the next scene's
// title and a picture of it; the time of day, the time since presenting began and the
// quiz's score; Previous / Next and Close. It steps the same state as the main window.
#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>

#include "io/i18n.hpp"
#include "model/scenes.hpp"
#include "model/session.hpp"
#include "panels/panels.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

std::string minutes_seconds(double seconds) {
  const long s = std::max(0L, static_cast<long>(seconds));
  char buf[32];
  if (s >= 3600) {
    std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  } else {
    std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
  }
  return buf;
}

std::string score_line(const QuizState& quiz) {
  if (quiz.asked == 0) return tr("Quiz: no answers yet (Q asks, W: which head)");
  return fmt(trn("Quiz: {0} of {1} answer right", "Quiz: {0} of {1} answers right",
                 static_cast<std::uint64_t>(quiz.asked)),
             quiz.right, quiz.asked);
}

}  // namespace

void draw_presenter_window(AppState& state, const PresenterShown& shown) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->WorkPos);
  ImGui::SetNextWindowSize(vp->WorkSize);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus;
  ImGui::Begin("Presenter", nullptr, flags);
  const float font = ImGui::GetFontSize();
  const ImGuiStyle& style = ImGui::GetStyle();
  const int count = scene_count(state);
  const int k = state.scenes.current;

  // The scene, and at the right the clock and the time since presenting began.
  // TRANSLATORS: {0} is the time of day ("14:05"), {1} how long the presenter window has been open ("12:30").
  const std::string clock = fmt(tr("{0}  ·  {1} so far"), shown.clock, minutes_seconds(shown.elapsed));
  const float clock_w = ImGui::CalcTextSize(clock.c_str()).x;
  ImGui::PushFont(title_font());
  const std::string scene =
      count > 0 ? scene_label(state) : (state.title.empty() ? std::string(tr("This lesson")) : state.title.shown());
  ImGui::PushTextWrapPos(ImGui::GetContentRegionMax().x - clock_w - font * 2.0f);
  wrapped_text("%s", scene.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopFont();
  ImGui::SameLine(ImGui::GetContentRegionMax().x - clock_w);
  ImGui::TextUnformatted(clock.c_str());
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("The time, and how long the presenter window has been open"));
  ImGui::TextDisabled("%s", score_line(state.quiz).c_str());
  ImGui::Separator();

  // Notes at the left, the next scene at the right.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float buttons_h = ImGui::GetFrameHeightWithSpacing() + style.ItemSpacing.y;
  const float right_w = std::clamp(avail.x * 0.45f, std::min(font * 12.0f, avail.x * 0.5f), font * 32.0f);
  const float body_h = std::max(avail.y - buttons_h, font * 3.0f);
  ImGui::BeginChild("notes", ImVec2(avail.x - right_w - style.ItemSpacing.x, body_h), false);
  ImGui::TextDisabled("%s", tr("Notes"));
  if (state.notes.empty()) {
    ImGui::TextDisabled("%s", tr("This scene has no notes (Edit notes, in the Input panel of the main window)."));
  } else {
    wrapped_text("%s", state.notes.shown().c_str());
  }
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("next", ImVec2(0.0f, body_h), false);
  if (count == 0) {
    wrapped_text("%s", tr("This lesson has no scenes: Scenes ▸ Add scene stores the screen as one."));
  } else if (k + 1 >= count) {
    // TRANSLATORS: the heading over the next scene's title and picture.
    ImGui::TextDisabled("%s", trc("next scene", "Next"));
    wrapped_text("%s", tr("This is the last scene."));
  } else {
    const LessonScene& next = state.scenes.list[static_cast<std::size_t>(k + 1)];
    ImGui::TextDisabled(tr("Next: %d / %d"), k + 2, count);
    wrapped_text("%s", next.title.empty() ? tr("(no title)") : next.title.shown().c_str());
    const float w = ImGui::GetContentRegionAvail().x;
    if (shown.next_picture != nullptr) {
      const ImVec2 size(w, w / std::max(shown.picture_aspect, 0.1f));
      const ImVec2 p = ImGui::GetCursorScreenPos();
      ImGui::Image(shown.next_picture, size);
      ImGui::GetWindowDrawList()->AddRect(p, ImVec2(p.x + size.x, p.y + size.y),
                                          ImGui::GetColorU32(ImGuiCol_Border));
    } else if (!shown.picture_note.empty()) {
      ImGui::TextDisabled("%s", shown.picture_note.c_str());
    }
  }
  ImGui::EndChild();

  ImGui::Separator();
  ImGui::BeginDisabled(count == 0 || k <= 0);
  if (ImGui::Button(tr("◂ Previous (PageUp)"))) next_scene(state, -1);
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(count == 0 || k + 1 >= count);
  if (ImGui::Button(tr("Next (PageDown) ▸"))) next_scene(state, +1);
  ImGui::EndDisabled();
#ifdef __EMSCRIPTEN__
  const char* close = tr("Close");  // the page's presenter is a window of its own: F5 reloads it
#else
  const char* close = tr("Close (F5)");
#endif
  ImGui::SameLine(ImGui::GetContentRegionMax().x - ImGui::CalcTextSize(close).x - style.FramePadding.x * 2.0f);
  if (ImGui::Button(close)) set_presenter(state, false, now_seconds());
  ImGui::End();
}

}  // namespace attn::app
