// Text the heatmaps, colour bars and teaching views share: values as they are printed,
// labels cut to a width, and text that reads upwards.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

struct ImFont;

namespace attn::app {

// The fonts of the atlas gui/fonts.cpp builds: the figures' bold titles, and the small
// font (100% text) that labels maps whose cells are smaller than the interface's text;
// each is the interface font when the atlas has none.
ImFont* title_font();
ImFont* small_font();
// A line of `font`'s text with the spacing under it, the spacing in proportion to the
// interface's (for the interface font: ImGui::GetTextLineHeightWithSpacing()).
float text_line(const ImFont* font);

// Value formats shared by cells, tooltips and colour bars: weights with two decimals,
// signed scores with fewer as they grow, a real minus sign, and ∞ / NaN spelt out.
std::string format_value(float v, bool is_signed);

// `text` cut with an ellipsis to fit `max_width` pixels at the current font.
std::string fit_text(const std::string& text, float max_width);

// Text wrapped as ImGui::TextWrapped wraps it (at the position PushTextWrapPos gave, else
// at the window's right edge), with lines that may also end between Chinese characters
// and never start with "，" or "。" (view/line_break.hpp): the one way the interface draws
// a paragraph. `wrapped_text_unformatted` draws `text` as it is; the others format it
// first, as ImGui's Text, TextDisabled and TextColored do.
void wrapped_text_unformatted(const std::string& text);
void wrapped_text(const char* format, ...) IM_FMTARGS(1);
void wrapped_text_disabled(const char* format, ...) IM_FMTARGS(1);
void wrapped_text_colored(const ImVec4& colour, const char* format, ...) IM_FMTARGS(2);
// The size `text` takes wrapped at `width` pixels at the current font, as
// wrapped_text_unformatted would draw it.
ImVec2 wrapped_text_size(const std::string& text, float width);

// Text rotated to read bottom to top; `bottom_left` is where its first letter starts.
void add_vertical_text(ImDrawList* dl, ImVec2 bottom_left, ImU32 colour, const char* text);

// Token i of a map's labels, or "#i" when there is none.
std::string token_at(const std::vector<std::string>* tokens, int i);

// The widest of tokens [first, first + count) (all when count < 0), capped at `cap`, at
// the current font.
float max_label_width(const std::vector<std::string>* tokens, float cap, int first = 0,
                      int count = -1);

// The k-th of a run of chips laid out as words are: after the one before when it fits
// before `right` (screen x), else on a new line; an invisible button of `size` under the
// ID `id`. Returns its top-left corner; ImGui's last item is the button.
ImVec2 chip_at(std::size_t k, int id, ImVec2 size, float spacing, float right);

// The width a combo box needs to show the widest of its `count` items whole (its frame
// and arrow included), at most the room left on the line.
float combo_width(const char* const* items, int count);

}  // namespace attn::app
