#include "widgets/layer_widgets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "io/i18n.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

ImU32 colour_of(view::ColorMapId colours, float t, int alpha = 255) {
  const view::Rgb8 c = view::sample_colormap(colours, t);
  return IM_COL32(c.r, c.g, c.b, alpha);
}

double largest(const std::vector<double>& v, std::size_t from = 0) {
  double m = 0.0;
  for (std::size_t i = from; i < v.size(); ++i) m = std::max(m, v[i]);
  return m;
}

std::string value_text(double v) {
  char b[32];
  std::snprintf(b, sizeof b, std::abs(v) >= 0.001 || v == 0.0 ? "%.3f" : "%.1e", v);
  return b;
}

}  // namespace

MapHover draw_token_map(const char* id, ImTextureID texture, const Matrix& values, const std::vector<std::string>& rows,
                        const std::vector<std::string>& cols, ImVec2 box, int marked, const char* what) {
  MapHover hover;
  const int n_rows = std::max(1, static_cast<int>(rows.size()));
  const int n_cols = std::max(1, static_cast<int>(cols.size()));
  ImGui::PushFont(small_font());
  const float line = ImGui::GetTextLineHeight();
  float label_w = 0.0f, col_w = 0.0f;
  for (const std::string& r : rows) label_w = std::max(label_w, ImGui::CalcTextSize(r.c_str()).x);
  for (const std::string& c : cols) col_w = std::max(col_w, ImGui::CalcTextSize(c.c_str()).x);
  label_w = std::min(label_w, ImGui::GetFontSize() * 8.0f) + 4.0f;
  // The cells: square, as large as the box allows; the labels only when a row has a line,
  // the columns' under the map when each fits its column.
  float cell = std::min(box.x / static_cast<float>(n_cols), box.y / static_cast<float>(n_rows));
  const bool labels = std::min((box.x - label_w) / static_cast<float>(n_cols), cell) >= line * 0.95f;
  if (labels) cell = std::min((box.x - label_w) / static_cast<float>(n_cols), (box.y - line) / static_cast<float>(n_rows));
  const bool col_labels = labels && cell >= col_w + 4.0f;
  cell = std::max(cell, 0.5f);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImVec2 a(origin.x + (labels ? label_w : 0.0f), origin.y);
  const ImVec2 b(a.x + cell * static_cast<float>(n_cols), a.y + cell * static_cast<float>(n_rows));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddImage(texture, a, b);
  if (labels) {
    for (int r = 0; r < n_rows && r < static_cast<int>(rows.size()); ++r) {
      const std::string t = fit_text(rows[static_cast<std::size_t>(r)], label_w - 4.0f);
      const float w = ImGui::CalcTextSize(t.c_str()).x;
      dl->AddText(ImVec2(a.x - 4.0f - w, a.y + cell * static_cast<float>(r) + (cell - line) / 2.0f),
                  ImGui::GetColorU32(r == marked ? ImGuiCol_Text : ImGuiCol_TextDisabled), t.c_str());
    }
  }
  if (col_labels) {
    for (int c = 0; c < n_cols && c < static_cast<int>(cols.size()); ++c) {
      const char* t = cols[static_cast<std::size_t>(c)].c_str();
      const float w = ImGui::CalcTextSize(t).x;
      dl->AddText(ImVec2(a.x + cell * static_cast<float>(c) + (cell - w) / 2.0f, b.y + 2.0f),
                  ImGui::GetColorU32(ImGuiCol_TextDisabled), t);
    }
  }
  ImGui::PopFont();
  if (marked >= 0 && marked < n_rows) {
    const float y = a.y + cell * static_cast<float>(marked);
    dl->AddRect(ImVec2(a.x - 1.0f, y - 1.0f), ImVec2(b.x + 1.0f, y + cell + 1.0f), IM_COL32(255, 60, 140, 255), 0.0f, 0,
                2.0f);
  }
  ImGui::SetCursorScreenPos(a);
  ImGui::InvisibleButton(id, ImVec2(std::max(b.x - a.x, 1.0f), std::max(b.y - a.y, 1.0f)));
  if (ImGui::IsItemHovered()) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    hover.row = std::clamp(static_cast<int>((m.y - a.y) / cell), 0, n_rows - 1);
    hover.col = std::clamp(static_cast<int>((m.x - a.x) / cell), 0, n_cols - 1);
    hover.clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    const float v = hover.row < values.rows() && hover.col < values.cols() ? values(hover.row, hover.col) : 0.0f;
    const std::string row_token = hover.row < static_cast<int>(rows.size()) ? rows[static_cast<std::size_t>(hover.row)] : "";
    const std::string col_token = hover.col < static_cast<int>(cols.size()) ? cols[static_cast<std::size_t>(hover.col)] : "";
    // TRANSLATORS: a map cell's tooltip: query token (its number), key token (its number), the value and what it is.
    ImGui::SetTooltip("%s", fmt(tr("{0} ({1}) → {2} ({3}): {4} {5}\nclick: look from this row"), row_token, hover.row,
                                col_token, hover.col, value_text(static_cast<double>(v)), what)
                                .c_str());
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + box.y));
  ImGui::Dummy(ImVec2(box.x, 0.0f));
  return hover;
}

int draw_value_strip(const char* id, const std::vector<std::string>& tokens, const std::vector<double>& values,
                     int marked, view::ColorMapId colours, int* clicked, const char* what) {
  int hovered = -1;
  ImGui::PushID(id);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float font = ImGui::GetFontSize();
  const float pad = font * 0.3f;
  const float right = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
  const double top = largest(values);
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string& t = tokens[i];
    const ImVec2 tw = ImGui::CalcTextSize(t.c_str());
    const ImVec2 size(pad + tw.x + pad, font + pad * 2.0f);
    const ImVec2 p = chip_at(i, static_cast<int>(i), size, style.ItemSpacing.x * 0.4f, right);
    const double v = i < values.size() ? values[i] : 0.0;
    const float share = top > 0.0 ? static_cast<float>(v / top) : 0.0f;
    const view::Rgb8 bg = view::sample_colormap(colours, share);
    const ImVec2 q(p.x + size.x, p.y + size.y);
    dl->AddRectFilled(p, q, IM_COL32(bg.r, bg.g, bg.b, 255), font * 0.25f);
    if (static_cast<int>(i) == marked) dl->AddRect(p, q, IM_COL32(255, 60, 140, 255), font * 0.25f, 0, 3.0f);
    dl->AddText(ImVec2(p.x + pad, p.y + pad),
                view::prefers_dark_text(bg) ? IM_COL32(0, 0, 0, 255) : IM_COL32(255, 255, 255, 255), t.c_str());
    if (ImGui::IsItemHovered()) {
      hovered = static_cast<int>(i);
      // TRANSLATORS: a token's tooltip in a strip: the token, its number, its value and what the value is.
      ImGui::SetTooltip("%s", fmt(tr("{0} ({1}): {2} {3}"), t, i, value_text(v), what).c_str());
    }
    if (clicked != nullptr && ImGui::IsItemClicked(ImGuiMouseButton_Left)) *clicked = static_cast<int>(i);
  }
  ImGui::PopID();
  return hovered;
}

PictureHover draw_picture_overlay(const char* id, ImTextureID picture, int rows, int cols, int prefix,
                                  const std::vector<double>& values, int marked, float side, view::ColorMapId colours,
                                  float opacity) {
  PictureHover hover;
  rows = std::max(rows, 1);
  cols = std::max(cols, 1);
  const float w = cols >= rows ? side : side * static_cast<float>(cols) / static_cast<float>(rows);
  const float h = rows >= cols ? side : side * static_cast<float>(rows) / static_cast<float>(cols);
  const ImVec2 a = ImGui::GetCursorScreenPos();
  const ImVec2 b(a.x + w, a.y + h);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  dl->AddImage(picture, a, b);
  const double top = largest(values, static_cast<std::size_t>(std::max(prefix, 0)));
  const float pw = w / static_cast<float>(cols), ph = h / static_cast<float>(rows);
  const auto alpha = static_cast<int>(std::clamp(opacity, 0.0f, 1.0f) * 255.0f);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const std::size_t token = static_cast<std::size_t>(prefix + r * cols + c);
      const double v = token < values.size() ? values[token] : 0.0;
      const float share = top > 0.0 ? static_cast<float>(v / top) : 0.0f;
      // Weak patches stay clear so the picture shows through; strong ones take the colour.
      const int a_cell = static_cast<int>(static_cast<float>(alpha) * std::sqrt(std::clamp(share, 0.0f, 1.0f)));
      const ImVec2 p(a.x + pw * static_cast<float>(c), a.y + ph * static_cast<float>(r));
      dl->AddRectFilled(p, ImVec2(p.x + pw, p.y + ph), colour_of(colours, share, a_cell));
    }
  }
  // The grid's lines, faint, and the patch looked from.
  for (int c = 1; c < cols; ++c) {
    const float x = a.x + pw * static_cast<float>(c);
    dl->AddLine(ImVec2(x, a.y), ImVec2(x, b.y), IM_COL32(255, 255, 255, 40));
  }
  for (int r = 1; r < rows; ++r) {
    const float y = a.y + ph * static_cast<float>(r);
    dl->AddLine(ImVec2(a.x, y), ImVec2(b.x, y), IM_COL32(255, 255, 255, 40));
  }
  if (marked >= prefix && marked < prefix + rows * cols) {
    const int r = (marked - prefix) / cols, c = (marked - prefix) % cols;
    const ImVec2 p(a.x + pw * static_cast<float>(c), a.y + ph * static_cast<float>(r));
    dl->AddRect(p, ImVec2(p.x + pw, p.y + ph), IM_COL32(255, 60, 140, 255), 0.0f, 0, 3.0f);
  }
  ImGui::InvisibleButton(id, ImVec2(w, h));
  if (ImGui::IsItemHovered()) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    const int r = std::clamp(static_cast<int>((m.y - a.y) / ph), 0, rows - 1);
    const int c = std::clamp(static_cast<int>((m.x - a.x) / pw), 0, cols - 1);
    hover.patch = prefix + r * cols + c;
    hover.clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
    hover.right_clicked = ImGui::IsItemClicked(ImGuiMouseButton_Right);
    const std::size_t token = static_cast<std::size_t>(hover.patch);
    // TRANSLATORS: a patch's tooltip over the picture: its row and column, and its share.
    ImGui::SetTooltip("%s", fmt(tr("patch p({0},{1}): {2}"), r, c,
                                value_text(token < values.size() ? values[token] : 0.0))
                                .c_str());
  }
  return hover;
}

}  // namespace attn::app
