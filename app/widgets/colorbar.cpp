#include "widgets/colorbar.hpp"

#include <cmath>
#include <cstdio>

#include <string>

#include "widgets/text.hpp"

namespace attn::app {
namespace {

ImU32 to_u32(view::Rgb8 c, int alpha = 255) { return IM_COL32(c.r, c.g, c.b, alpha); }

}  // namespace

void draw_colorbar(ImVec2 pos, ImVec2 size, bool vertical, float lo, float hi, bool signed_values,
                   view::ColorMapId cmap, const char* caption) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const float a = signed_values ? -hi : lo;
  const float b = hi;
  // A small signed range (a difference of two maps) keeps its digits: ±0.003, not ±0.00.
  const auto format_value = [&](float v, bool is_signed) {
    if (!is_signed || std::fabs(hi) >= 0.1f || v == 0.0f) return attn::app::format_value(v, is_signed);
    char buf[32];
    std::snprintf(buf, sizeof buf, std::fabs(hi) >= 0.001f ? "%.3f" : "%.1e", static_cast<double>(v));
    std::string out = buf;
    if (v < 0.0f) out.replace(0, 1, "−");
    return out;
  };
  auto colour_at = [&](float t) {  // t in [0, 1] along the bar
    return to_u32(signed_values ? view::sample_diverging(2.0f * t - 1.0f) : view::sample_colormap(cmap, t));
  };
  constexpr int kSegments = 32;
  const float font = ImGui::GetFontSize();
  if (vertical) {
    // Low at the bottom; bar on the left of `size`, ticks to its right.
    const float bar_w = std::min(size.x * 0.3f, font * 1.1f);
    const float top = pos.y + (caption ? font * 1.4f : 0.0f);
    const float bottom = pos.y + size.y - font * 0.5f;
    if (caption) dl->AddText(pos, text, caption);
    for (int i = 0; i < kSegments; ++i) {
      const float t0 = static_cast<float>(i) / kSegments;
      const float t1 = static_cast<float>(i + 1) / kSegments;
      const float y0 = bottom - (bottom - top) * t0;
      const float y1 = bottom - (bottom - top) * t1;
      dl->AddRectFilledMultiColor(ImVec2(pos.x, y1), ImVec2(pos.x + bar_w, y0 + 0.5f),
                                  colour_at(t1), colour_at(t1), colour_at(t0), colour_at(t0));
    }
    dl->AddRect(ImVec2(pos.x, top), ImVec2(pos.x + bar_w, bottom), text);
    constexpr int kTicks = 4;
    for (int i = 0; i <= kTicks; ++i) {
      const float t = static_cast<float>(i) / kTicks;
      const float y = bottom - (bottom - top) * t;
      const float v = a + (b - a) * t;
      dl->AddLine(ImVec2(pos.x + bar_w, y), ImVec2(pos.x + bar_w + font * 0.3f, y), text);
      const std::string label = format_value(v, signed_values);
      dl->AddText(ImVec2(pos.x + bar_w + font * 0.45f, y - font * 0.5f), text, label.c_str());
    }
  } else {
    const float bar_h = font * 0.7f;
    const float left = pos.x;
    const float right = pos.x + size.x;
    for (int i = 0; i < kSegments; ++i) {
      const float t0 = static_cast<float>(i) / kSegments;
      const float t1 = static_cast<float>(i + 1) / kSegments;
      const float x0 = left + (right - left) * t0;
      const float x1 = left + (right - left) * t1;
      dl->AddRectFilledMultiColor(ImVec2(x0, pos.y), ImVec2(x1 + 0.5f, pos.y + bar_h),
                                  colour_at(t0), colour_at(t1), colour_at(t1), colour_at(t0));
    }
    dl->AddRect(ImVec2(left, pos.y), ImVec2(right, pos.y + bar_h), text);
    const std::string lo_label = format_value(a, signed_values);
    const std::string hi_label = format_value(b, signed_values);
    const float y = pos.y + bar_h + 2.0f;
    dl->AddText(ImVec2(left, y), text, lo_label.c_str());
    const float hw = ImGui::CalcTextSize(hi_label.c_str()).x;
    dl->AddText(ImVec2(right - hw, y), text, hi_label.c_str());
    if (caption) {
      const float cw = ImGui::CalcTextSize(caption).x;
      if (cw < size.x - hw - ImGui::CalcTextSize(lo_label.c_str()).x - font) {
        dl->AddText(ImVec2(left + (size.x - cw) * 0.5f, y), text, caption);
      }
    }
  }
}

}  // namespace attn::app
