#include "widgets/text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace attn::app {

ImFont* title_font() {
  const ImGuiIO& io = ImGui::GetIO();
  return io.Fonts->Fonts.Size >= 2 ? io.Fonts->Fonts[1] : ImGui::GetFont();
}

ImFont* small_font() {
  const ImGuiIO& io = ImGui::GetIO();
  return io.Fonts->Fonts.Size >= 3 ? io.Fonts->Fonts[2] : ImGui::GetFont();
}

float text_line(const ImFont* font) {
  if (font == ImGui::GetFont()) return ImGui::GetTextLineHeightWithSpacing();
  return font->FontSize * (1.0f + ImGui::GetStyle().ItemSpacing.y / ImGui::GetFontSize());
}

std::string format_value(float v, bool is_signed) {
  if (std::isinf(v)) return v < 0 ? "−∞" : "∞";
  if (std::isnan(v)) return "NaN";
  char buf[32];
  const float a = std::fabs(v);
  if (!is_signed) {
    std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(v));
  } else if (a >= 100.0f) {
    std::snprintf(buf, sizeof buf, "%.0f", static_cast<double>(v));
  } else if (a >= 10.0f) {
    std::snprintf(buf, sizeof buf, "%.1f", static_cast<double>(v));
  } else {
    std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(v));
  }
  std::string s = buf;
  if (!s.empty() && s[0] == '-') s = "−" + s.substr(1);  // a real minus sign
  if (s == "−0.00" || s == "−0.0" || s == "−0") s = s.substr(3);
  return s;
}

std::string fit_text(const std::string& text, float max_width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= max_width) return text;
  const std::string ellipsis = "…";
  std::string s = text;
  while (!s.empty()) {
    // Drop one UTF-8 code point from the end.
    std::size_t cut = s.size() - 1;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    s.resize(cut);
    if (ImGui::CalcTextSize((s + ellipsis).c_str()).x <= max_width) return s + ellipsis;
  }
  return "";
}

void add_vertical_text(ImDrawList* dl, ImVec2 bottom_left, ImU32 colour, const char* text) {
  // Lay the text out horizontally at the pivot, then turn its vertices a quarter turn
  // counter-clockwise about the pivot. The clip rectangle is lifted while laying out
  // because ImGui drops glyphs that fall outside it before they are turned.
  const int first = dl->VtxBuffer.Size;
  dl->PushClipRectFullScreen();
  const float h = ImGui::GetFontSize();
  dl->AddText(ImVec2(bottom_left.x, bottom_left.y - h), colour, text);
  dl->PopClipRect();
  const ImVec2 p(bottom_left.x, bottom_left.y);
  for (int i = first; i < dl->VtxBuffer.Size; ++i) {
    ImDrawVert& v = dl->VtxBuffer[i];
    const float dx = v.pos.x - p.x;
    const float dy = v.pos.y - p.y;
    // (dx, dy) -> (dy, -dx): right becomes up.
    v.pos = ImVec2(p.x + dy + h, p.y - dx);
  }
}

std::string token_at(const std::vector<std::string>* tokens, int i) {
  if (tokens == nullptr || i < 0 || static_cast<std::size_t>(i) >= tokens->size()) {
    return "#" + std::to_string(i);
  }
  return (*tokens)[static_cast<std::size_t>(i)];
}

float max_label_width(const std::vector<std::string>* tokens, float cap, int first, int count) {
  if (tokens == nullptr) return 0.0f;
  const int n = static_cast<int>(tokens->size());
  const int end = count < 0 ? n : std::min(n, first + count);
  float w = 0.0f;
  for (int i = std::max(first, 0); i < end; ++i) {
    w = std::max(w, ImGui::CalcTextSize((*tokens)[static_cast<std::size_t>(i)].c_str()).x);
    if (w >= cap) return cap;
  }
  return w;
}

}  // namespace attn::app
