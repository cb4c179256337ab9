#include "widgets/teaching_widgets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "io/i18n.hpp"
#include "model/quiz.hpp"
#include "widgets/text.hpp"

namespace attn::app {

void draw_view_intro(AppState& state, const char* title, const char* paragraph) {
  const float font = ImGui::GetFontSize();
  const float title_end = ImGui::GetCursorPosX() + ImGui::CalcTextSize(title).x;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(title);
  const char* button = state.show_explanation ? tr("Hide explanation") : tr("Explain");
  const float bw = ImGui::CalcTextSize(button).x + ImGui::GetStyle().FramePadding.x * 2.0f;
  const float right = ImGui::GetWindowContentRegionMax().x - bw;
  // At the right of the title's line, or of the next one when the title reaches it.
  if (!state.drawing_figure) {
    if (title_end + font <= right) {
      ImGui::SameLine(right);
    } else {
      ImGui::SetCursorPosX(right);
    }
  }
  if (!state.drawing_figure && ImGui::Button(button)) {
    state.show_explanation = !state.show_explanation;
    state.state_changed = true;
  }
  if (!state.show_explanation) return;
  // The paragraph on a tinted box: text first (channel 1), then the box behind it.
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->ChannelsSplit(2);
  dl->ChannelsSetCurrent(1);
  const ImVec2 p0 = ImGui::GetCursorScreenPos();
  const float pad = font * 0.4f;
  ImGui::SetCursorScreenPos(ImVec2(p0.x + pad, p0.y + pad));
  ImGui::PushTextWrapPos(ImGui::GetWindowContentRegionMax().x - pad);
  wrapped_text_unformatted(paragraph);
  ImGui::PopTextWrapPos();
  const float bottom = ImGui::GetItemRectMax().y + pad;
  dl->ChannelsSetCurrent(0);
  const ImVec4 tint = state.light_theme ? ImVec4(1.0f, 0.97f, 0.85f, 1.0f)
                                        : ImVec4(0.22f, 0.22f, 0.16f, 1.0f);
  dl->AddRectFilled(p0,
                    ImVec2(ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x, bottom),
                    ImGui::GetColorU32(tint), font * 0.3f);
  dl->ChannelsMerge();
  ImGui::SetCursorScreenPos(ImVec2(p0.x, bottom + pad * 0.5f));
  ImGui::Dummy(ImVec2(0.0f, 0.0f));
}

int draw_token_chips(const char* id, const std::vector<std::string>& tokens, int highlighted,
                     int* clicked, int limit) {
  int hovered = -1;
  ImGui::PushID(id);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float font = ImGui::GetFontSize();
  const float pad = font * 0.3f;
  const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
  const ImU32 chip = ImGui::GetColorU32(ImGuiCol_FrameBg);
  const ImU32 chip_hot = ImGui::GetColorU32(ImGuiCol_ButtonActive);
  const ImU32 border = ImGui::GetColorU32(ImGuiCol_Border);
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  const std::size_t shown = limit >= 0 ? std::min(tokens.size(), static_cast<std::size_t>(limit))
                                        : tokens.size();
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < shown; ++i) order.push_back(i);
  if (highlighted >= 0 && static_cast<std::size_t>(highlighted) >= shown &&
      static_cast<std::size_t>(highlighted) < tokens.size()) {
    order.push_back(static_cast<std::size_t>(highlighted));
  }
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::size_t i = order[k];
    const std::string num = std::to_string(i);
    const ImVec2 nw = ImGui::CalcTextSize(num.c_str());
    const ImVec2 tw = ImGui::CalcTextSize(tokens[i].c_str());
    const ImVec2 size(pad + nw.x + pad + tw.x + pad, font + pad * 2.0f);
    const ImVec2 p = chip_at(k, static_cast<int>(i), size, style.ItemSpacing.x * 0.5f, right);
    const bool hot = ImGui::IsItemHovered() || static_cast<int>(i) == highlighted;
    if (ImGui::IsItemHovered()) hovered = static_cast<int>(i);
    if (clicked != nullptr && ImGui::IsItemClicked(ImGuiMouseButton_Left)) {
      *clicked = static_cast<int>(i);
    }
    const ImVec2 q(p.x + size.x, p.y + size.y);
    dl->AddRectFilled(p, q, hot ? chip_hot : chip, font * 0.3f);
    dl->AddRect(p, q, border, font * 0.3f);
    dl->AddText(ImVec2(p.x + pad, p.y + pad), dim, num.c_str());
    dl->AddText(ImVec2(p.x + pad + nw.x + pad, p.y + pad), text, tokens[i].c_str());
  }
  if (shown < tokens.size()) {
    ImGui::SameLine(0.0f, style.ItemSpacing.x);
    const std::string more = fmt(tr("… {0} more"), with_thousands(static_cast<long long>(tokens.size() - shown)));
    if (ImGui::GetCursorScreenPos().x + ImGui::CalcTextSize(more.c_str()).x > right) ImGui::NewLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", more.c_str());
  }
  ImGui::PopID();
  return hovered;
}

void draw_too_long_for_numbers(const Results& results, const char* view) {
  const auto t = static_cast<long long>(results.source.result.q_tokens.size());
  ImGui::Spacing();
  wrapped_text(tr("%s writes out every number of one head, so it is made for sentences of up to "
                 "256 tokens; X has %s (one head's Q·Kᵀ alone is %s × %s numbers)."),
              view, with_thousands(t).c_str(), with_thousands(t).c_str(), with_thousands(t).c_str());
  ImGui::Spacing();
  wrapped_text_disabled("%s", tr("Shorten the source sentence or set repeat to ×1 (Input panel). The heads "
                               "and compare views show every head at any length, with zoom down to single "
                               "cells; Why a key wins goes through one query's keys."));
}

int shown_head(const AppState& state, const CaseSlot& slot) {
  const int heads = static_cast<int>(slot.result.trace.heads.size());
  return state.focused_head >= 0 && state.focused_head < heads ? state.focused_head : 0;
}

// The ends of the heatmaps' diverging map: positive red, negative blue.
ImU32 positive_colour() { return IM_COL32(200, 70, 55, 255); }
ImU32 negative_colour() { return IM_COL32(33, 102, 172, 255); }

ImU32 head_colour(int head, int heads, int alpha) {
  const float hue = static_cast<float>(head) / static_cast<float>(std::max(heads, 1));
  float r = 0, g = 0, b = 0;
  ImGui::ColorConvertHSVtoRGB(hue * 0.9f, 0.55f, 0.85f, r, g, b);
  return IM_COL32(static_cast<int>(r * 255.0f), static_cast<int>(g * 255.0f),
                  static_cast<int>(b * 255.0f), alpha);
}

void draw_signed_bar(ImDrawList* dl, float zero_x, float y, float half_width, float height,
                     float value, float scale) {
  if (!std::isfinite(value) || !(scale > 0.0f)) return;
  const float len = std::clamp(value / scale, -1.0f, 1.0f) * half_width;
  const float a = std::min(zero_x, zero_x + len);
  const float b = std::max(zero_x, zero_x + len);
  dl->AddRectFilled(ImVec2(a, y), ImVec2(std::max(b, a + 1.0f), y + height),
                    value >= 0.0f ? positive_colour() : negative_colour());
}

std::string with_thousands(long long n) {
  const bool negative = n < 0;
  std::string digits = std::to_string(negative ? -n : n);
  std::string out;
  const std::size_t len = digits.size();
  for (std::size_t i = 0; i < len; ++i) {
    out += digits[i];
    const std::size_t left = len - 1 - i;
    if (left > 0 && left % 3 == 0) out += ',';
  }
  return negative ? "−" + out : out;
}

std::string with_thousands(double n) { return with_thousands(std::llround(n)); }

std::string bytes_text(long long bytes) {
  static constexpr const char* kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int unit = 0;
  while (v >= 1024.0 && unit < 4) {
    v /= 1024.0;
    ++unit;
  }
  char buf[48];
  if (unit == 0) {
    std::snprintf(buf, sizeof buf, trn("%lld byte", "%lld bytes", static_cast<std::uint64_t>(bytes)), bytes);
  } else {
    std::snprintf(buf, sizeof buf, "%.1f %s", v, kUnits[unit]);
  }
  return buf;
}

std::string shape_text(std::ptrdiff_t rows, std::ptrdiff_t cols) {
  return "[" + std::to_string(rows) + " × " + std::to_string(cols) + "]";
}

void draw_which_question(AppState& state) {
  const QuizState& quiz = state.quiz;
  if (!quiz.which || state.drawing_figure) return;
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.85f, 0.15f, 0.55f, 1.0f));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(quiz.revealed ? quiz.message.c_str() : tr("Which head is this?"));
  ImGui::PopStyleColor();
  for (int i = 0; i < static_cast<int>(quiz.names.size()) && !quiz.revealed; ++i) {
    ImGui::SameLine();
    ImGui::PushID(1000 + i);
    if (ImGui::Button(quiz.names[static_cast<std::size_t>(i)].c_str())) answer_which_head(state, i);
    ImGui::PopID();
  }
}

}  // namespace attn::app
