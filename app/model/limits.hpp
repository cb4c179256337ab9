// The program's limits, each named once. The rules (rules.hpp), the lesson file
// (lesson_file.cpp), the panels and the keyboard all read them from here.
#pragma once

#include <cstddef>

namespace attn::app {

// The head counts offered: the divisors of D from 1 up to this.
inline constexpr int kMaxHeads = 16;
// D, the model width.
inline constexpr int kMinDModel = 1;
inline constexpr int kMaxDModel = 4096;
// The most tokens a sentence may have, and so the most copies "repeat" makes.
inline constexpr int kMaxSourceTokens = 4096;
// τ, which divides the scores with √d_k.
inline constexpr float kMinTemperature = 0.01f;
inline constexpr float kMaxTemperature = 100.0f;
// The text size, 100% to 300%, in steps of 25%.
inline constexpr float kMinFontScale = 1.0f;
inline constexpr float kMaxFontScale = 3.0f;
inline constexpr float kFontScaleStep = 0.25f;

// The leak test runs attention four times over the whole text: offered up to this many
// tokens.
inline constexpr int kLeakTestTokens = 512;
// Cases with more cells than this per head (T > 256 for self-attention) keep only the
// weights of each head (TraceDetail::Weights); the scores of one head are made on demand.
inline constexpr std::ptrdiff_t kFullDetailCells = 256L * 256L;
// Maps longer than this a side keep max-pooled overviews for their textures.
inline constexpr int kOverviewCells = 512;
// The average over heads is kept as a matrix up to this many cells (1024×1024, 4 MB);
// longer maps show it pooled, and a cell's value is made when it is asked for.
inline constexpr std::ptrdiff_t kAverageCells = 1024L * 1024L;
// The three cases of one computation together may use this much (the window holds two
// computations while it recomputes: the one shown and the one being made).
inline constexpr std::size_t kWindowMemoryBytes = std::size_t{700} << 20;
// The most cells a map's CSV may have (1024×1024): a 4096×4096 map would make about
// 200 MB of text.
inline constexpr long long kCsvMaxCells = 1LL << 20;

}  // namespace attn::app
