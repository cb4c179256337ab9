#include "widgets/training_widgets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "io/i18n.hpp"
#include "view/colormap.hpp"
#include "widgets/text.hpp"

namespace attn::app {

namespace {

float label_width(const std::vector<std::string>& tokens) {
  float w = 0.0f;
  for (const std::string& t : tokens) w = std::max(w, ImGui::CalcTextSize(t.c_str()).x);
  return std::min(w, ImGui::GetFontSize() * 8.0f);
}

}  // namespace

ImU32 series_colour(int i) {
  static const ImU32 colours[] = {
      IM_COL32(66, 150, 250, 255), IM_COL32(250, 150, 50, 255), IM_COL32(80, 200, 120, 255),
      IM_COL32(230, 80, 90, 255),  IM_COL32(170, 120, 230, 255), IM_COL32(60, 200, 210, 255),
      IM_COL32(220, 200, 60, 255), IM_COL32(200, 120, 170, 255)};
  return colours[static_cast<std::size_t>(i) % (sizeof colours / sizeof colours[0])];
}

void draw_line_plot(const char* id, const char* title, const std::vector<PlotSeries>& series,
                    float x_max, float y_lo, float y_hi, ImVec2 size) {
  ImGui::PushID(id);
  const ImVec2 top_left = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("plot", size);
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImU32 frame = ImGui::GetColorU32(ImGuiCol_FrameBg);
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 grid = ImGui::GetColorU32(ImGuiCol_TextDisabled, 0.35f);
  dl->AddRectFilled(top_left, ImVec2(top_left.x + size.x, top_left.y + size.y), frame, style.FrameRounding);
  const float line = ImGui::GetTextLineHeight();
  dl->AddText(ImVec2(top_left.x + 6.0f, top_left.y + 3.0f), text, title);

  if (y_hi < y_lo) {
    y_lo = 0.0f;
    y_hi = 0.0f;
    for (const PlotSeries& s : series) {
      for (const float v : s.y) {
        if (std::isfinite(v)) y_hi = std::max(y_hi, v);
      }
    }
    if (y_hi <= 0.0f) y_hi = 1.0f;
  }
  const char* hi_text = nullptr;
  char hi_buf[32], lo_buf[32];
  std::snprintf(hi_buf, sizeof hi_buf, "%.2f", static_cast<double>(y_hi));
  std::snprintf(lo_buf, sizeof lo_buf, "%.2f", static_cast<double>(y_lo));
  hi_text = hi_buf;
  const float axis_w = std::max(ImGui::CalcTextSize(hi_buf).x, ImGui::CalcTextSize(lo_buf).x) + 8.0f;
  // The title on the first line, the legend on the second (right-aligned).
  const ImVec2 p0(top_left.x + axis_w, top_left.y + 2.0f * line + 10.0f);
  const ImVec2 p1(top_left.x + size.x - 8.0f, top_left.y + size.y - line - 6.0f);
  if (p1.x <= p0.x + 10.0f || p1.y <= p0.y + 10.0f) {
    ImGui::PopID();
    return;
  }
  dl->AddLine(ImVec2(p0.x, p1.y), p1, grid);
  dl->AddLine(p0, ImVec2(p0.x, p1.y), grid);
  dl->AddText(ImVec2(top_left.x + 3.0f, p0.y - line * 0.5f), text, hi_text);
  dl->AddText(ImVec2(top_left.x + 3.0f, p1.y - line * 0.5f), text, lo_buf);
  char x_buf[32];
  std::snprintf(x_buf, sizeof x_buf, tr("step %.0f"), static_cast<double>(x_max));
  dl->AddText(ImVec2(p1.x - ImGui::CalcTextSize(x_buf).x, p1.y + 2.0f), text, x_buf);
  dl->AddText(ImVec2(p0.x, p1.y + 2.0f), text, "0");
  if (x_max <= 0.0f) x_max = 1.0f;
  auto to_screen = [&](float x, float y) {
    const float tx = std::clamp(x / x_max, 0.0f, 1.0f);
    const float ty = std::clamp((y - y_lo) / (y_hi - y_lo), 0.0f, 1.0f);
    return ImVec2(p0.x + tx * (p1.x - p0.x), p1.y - ty * (p1.y - p0.y));
  };
  dl->PushClipRect(p0, ImVec2(p1.x + 1.0f, p1.y + 1.0f), true);
  const int width_px = std::max(1, static_cast<int>(p1.x - p0.x));
  for (const PlotSeries& s : series) {
    const std::size_t n = std::min(s.x.size(), s.y.size());
    if (n == 0) continue;
    // At most two points a pixel: a long run stays one light polyline.
    const std::size_t stride = std::max<std::size_t>(1, n / static_cast<std::size_t>(2 * width_px));
    std::vector<ImVec2> points;
    for (std::size_t i = 0; i < n; i += stride) {
      if (std::isfinite(s.y[i])) points.push_back(to_screen(s.x[i], s.y[i]));
    }
    if (std::isfinite(s.y[n - 1]) && (n - 1) % stride != 0) points.push_back(to_screen(s.x[n - 1], s.y[n - 1]));
    if (points.size() == 1) {
      dl->AddCircleFilled(points[0], 2.5f, s.colour);
    } else if (points.size() > 1) {
      dl->AddPolyline(points.data(), static_cast<int>(points.size()), s.colour, 0, s.thickness);
    }
  }
  dl->PopClipRect();
  // Legend, right to left along the top.
  float lx = top_left.x + size.x - 6.0f;
  for (auto it = series.rbegin(); it != series.rend(); ++it) {
    const float w = ImGui::CalcTextSize(it->label.c_str()).x;
    lx -= w;
    dl->AddText(ImVec2(lx, top_left.y + line + 5.0f), it->colour, it->label.c_str());
    lx -= 12.0f;
  }
  if (hovered) {
    const float mx = ImGui::GetIO().MousePos.x;
    const float step = (mx - p0.x) / (p1.x - p0.x) * x_max;
    ImGui::BeginTooltip();
    ImGui::Text(tr("step %.0f"), static_cast<double>(std::max(0.0f, step)));
    for (const PlotSeries& s : series) {
      const std::size_t n = std::min(s.x.size(), s.y.size());
      if (n == 0) continue;
      const auto at = std::lower_bound(s.x.begin(), s.x.begin() + static_cast<std::ptrdiff_t>(n), step);
      const std::size_t i = std::min<std::size_t>(static_cast<std::size_t>(at - s.x.begin()), n - 1);
      ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(s.colour), "%s: %.3f", s.label.c_str(),
                         static_cast<double>(s.y[i]));
    }
    ImGui::EndTooltip();
  }
  ImGui::PopID();
}

ImVec2 small_map_size(const MatrixRef& weights, const std::vector<std::string>& row_tokens,
                      const std::vector<std::string>& col_tokens, float cell) {
  const float left = label_width(row_tokens) + 6.0f;
  const float top = label_width(col_tokens) + 6.0f + ImGui::GetTextLineHeightWithSpacing();
  return ImVec2(left + cell * static_cast<float>(weights.cols()), top + cell * static_cast<float>(weights.rows()));
}

void draw_small_map(const char* id, const char* title, const MatrixRef& weights,
                    const std::vector<std::string>& row_tokens,
                    const std::vector<std::string>& col_tokens, float cell) {
  ImGui::PushID(id);
  const ImVec2 size = small_map_size(weights, row_tokens, col_tokens, cell);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImGui::InvisibleButton("map", size);
  const bool hovered = ImGui::IsItemHovered();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  dl->AddText(origin, text, fit_text(title, size.x).c_str());
  const float left = label_width(row_tokens) + 6.0f;
  const float top = label_width(col_tokens) + 6.0f + ImGui::GetTextLineHeightWithSpacing();
  const ImVec2 cells(origin.x + left, origin.y + top);
  const float line = ImGui::GetTextLineHeight();
  for (Eigen::Index r = 0; r < weights.rows(); ++r) {
    const std::string label = fit_text(token_at(&row_tokens, static_cast<int>(r)), left - 6.0f);
    const float w = ImGui::CalcTextSize(label.c_str()).x;
    dl->AddText(ImVec2(cells.x - 4.0f - w, cells.y + (static_cast<float>(r) + 0.5f) * cell - line * 0.5f), text,
                label.c_str());
  }
  for (Eigen::Index c = 0; c < weights.cols(); ++c) {
    const std::string label = fit_text(token_at(&col_tokens, static_cast<int>(c)), top - line - 10.0f);
    add_vertical_text(dl, ImVec2(cells.x + (static_cast<float>(c) + 0.5f) * cell - line * 0.5f, cells.y - 4.0f),
                      text, label.c_str());
  }
  const bool values = cell >= ImGui::CalcTextSize("0.00").x + 4.0f;
  for (Eigen::Index r = 0; r < weights.rows(); ++r) {
    for (Eigen::Index c = 0; c < weights.cols(); ++c) {
      const float v = weights(r, c);
      const view::Rgb8 rgb = view::sample_colormap(view::ColorMapId::Viridis, std::clamp(v, 0.0f, 1.0f));
      const ImVec2 a(cells.x + static_cast<float>(c) * cell, cells.y + static_cast<float>(r) * cell);
      dl->AddRectFilled(a, ImVec2(a.x + cell - 1.0f, a.y + cell - 1.0f), IM_COL32(rgb.r, rgb.g, rgb.b, 255));
      if (values) {
        char buf[16];
        std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(v));
        const ImVec2 ts = ImGui::CalcTextSize(buf);
        const ImU32 ink = view::prefers_dark_text(rgb) ? IM_COL32(0, 0, 0, 255) : IM_COL32(255, 255, 255, 255);
        dl->AddText(ImVec2(a.x + (cell - ts.x) * 0.5f, a.y + (cell - ts.y) * 0.5f), ink, buf);
      }
    }
  }
  if (hovered) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    const int c = static_cast<int>(std::floor((m.x - cells.x) / cell));
    const int r = static_cast<int>(std::floor((m.y - cells.y) / cell));
    if (r >= 0 && c >= 0 && r < weights.rows() && c < weights.cols()) {
      ImGui::SetTooltip("%s → %s: %.3f", token_at(&row_tokens, r).c_str(), token_at(&col_tokens, c).c_str(),
                        static_cast<double>(weights(r, c)));
    }
  }
  ImGui::PopID();
}

}  // namespace attn::app
