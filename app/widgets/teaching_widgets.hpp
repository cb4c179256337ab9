// Pieces the teaching views share: the explanation paragraph a teacher shows or hides,
// token chips, signed bars around a zero line, a wrapped row of view names, and number
// formats (thousands separators, bytes, shapes).
#pragma once

#include <imgui.h>

#include <cstddef>
#include <string>
#include <vector>

#include "model/results.hpp"
#include "model/state.hpp"

namespace attn::app {

inline constexpr int kTokenChipLimit = 120;

// The view's title on the left, a "Hide / Explain" button on the right and, when shown,
// the paragraph in a tinted box across the view.
void draw_view_intro(AppState& state, const char* title, const char* paragraph);

// Chips "0 a", "1 fluffy", ... wrapped to the available width; `highlighted` is drawn lit.
// Returns the hovered index (-1: none); *clicked gets the clicked index when non-null.
// A long text shows its first `limit` tokens (and the highlighted one) and how many more.
int draw_token_chips(const char* id, const std::vector<std::string>& tokens, int highlighted,
                     int* clicked = nullptr, int limit = kTokenChipLimit);

// What the views that write out every number of a head say for a long input (they are made
// for sentences of up to 256 tokens): `view` ("The pipeline") and what to do instead.
void draw_too_long_for_numbers(const Results& results, const char* view);

// "Which head is this?" (model/quiz.hpp) while it is asked: the question and its four names
// as buttons, then the answer told.
void draw_which_question(AppState& state);

// The head the single-head views show: the focused head, or head 1 (index 0) when none.
int shown_head(const AppState& state, const CaseSlot& slot);

// A bar from the zero line at `zero_x` to value / scale × half_width (signed), drawn in
// positive or negative colours, `height` tall at y.
void draw_signed_bar(ImDrawList* dl, float zero_x, float y, float half_width, float height,
                     float value, float scale);

// Colours for the bars, as on the heatmaps: positive red, negative blue, and a head's hue among H.
ImU32 positive_colour();
ImU32 negative_colour();
ImU32 head_colour(int head, int heads, int alpha = 255);

std::string with_thousands(long long n);  // 1572864 -> "1,572,864"
std::string with_thousands(double n);     // rounded to the nearest integer
std::string bytes_text(long long bytes);  // "512 bytes", "4.0 GiB" (powers of 1024)
std::string shape_text(std::ptrdiff_t rows, std::ptrdiff_t cols);  // "[5 × 64]"

}  // namespace attn::app
