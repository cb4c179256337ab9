#include "widgets/text.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>

#include "view/line_break.hpp"

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

namespace {

std::string format_v(const char* format, va_list args) {
  va_list copy;
  va_copy(copy, args);
  const int n = std::vsnprintf(nullptr, 0, format, copy);
  va_end(copy);
  if (n <= 0) return {};
  std::string out(static_cast<std::size_t>(n) + 1, '\0');
  std::vsnprintf(out.data(), out.size(), format, args);
  out.resize(static_cast<std::size_t>(n));
  return out;
}

// `text` with its lines ended where they wrap at `width` pixels in the current font.
std::string broken_at(const std::string& text, float width) {
  const ImFont* font = ImGui::GetFont();
  const float scale = ImGui::GetFontSize() / font->FontSize;
  const auto advance = [&](std::uint32_t c) {
    return (c <= IM_UNICODE_CODEPOINT_MAX ? font->GetCharAdvance(static_cast<ImWchar>(c))
                                          : font->FallbackAdvanceX) * scale;
  };
  return view::with_line_ends(text, view::break_lines(text, width, advance));
}

}  // namespace

void wrapped_text_unformatted(const std::string& text) {
  ImGuiWindow* window = ImGui::GetCurrentWindow();
  if (window->SkipItems) return;
  // As ImGui::TextWrapped: the wrap position pushed, else the window's right edge.
  const float wrap_x = std::max(window->DC.TextWrapPos, 0.0f);
  const float width = ImGui::CalcWrapWidthForPos(window->DC.CursorPos, wrap_x);
  const std::string lines = broken_at(text, width);
  ImGui::PushTextWrapPos(-1.0f);  // the lines are broken already
  ImGui::TextUnformatted(lines.c_str(), lines.c_str() + lines.size());
  ImGui::PopTextWrapPos();
}

void wrapped_text(const char* format, ...) {
  va_list args;
  va_start(args, format);
  const std::string text = format_v(format, args);
  va_end(args);
  wrapped_text_unformatted(text);
}

void wrapped_text_disabled(const char* format, ...) {
  va_list args;
  va_start(args, format);
  const std::string text = format_v(format, args);
  va_end(args);
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped_text_unformatted(text);
  ImGui::PopStyleColor();
}

void wrapped_text_colored(const ImVec4& colour, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const std::string text = format_v(format, args);
  va_end(args);
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  wrapped_text_unformatted(text);
  ImGui::PopStyleColor();
}

ImVec2 wrapped_text_size(const std::string& text, float width) {
  return ImGui::CalcTextSize(broken_at(text, width).c_str());
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

ImVec2 chip_at(std::size_t k, int id, ImVec2 size, float spacing, float right) {
  if (k > 0) {
    ImGui::SameLine(0.0f, spacing);
    if (ImGui::GetCursorScreenPos().x + size.x > right) ImGui::NewLine();
  }
  const ImVec2 p = ImGui::GetCursorScreenPos();
  ImGui::PushID(id);
  ImGui::InvisibleButton("chip", size);
  ImGui::PopID();
  return p;
}

float combo_width(const char* const* items, int count) {
  float w = 0.0f;
  for (int i = 0; i < count; ++i) w = std::max(w, ImGui::CalcTextSize(items[i]).x);
  const float whole = w + ImGui::GetStyle().FramePadding.x * 2.0f + ImGui::GetFrameHeight();
  return std::min(whole, std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFrameHeight() * 2.0f));
}

}  // namespace attn::app
