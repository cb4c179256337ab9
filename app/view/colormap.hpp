// Colour maps for heatmaps: perceptually uniform, colour-blind safe sequential maps for
// attention weights (viridis, cividis, magma, grayscale) and a diverging map for signed
// scores. Each is a short table of control points sampled from the published maps,
// interpolated linearly in sRGB; ten knots keep the error far below what the eye sees.
#pragma once

#include <array>
#include <cstdint>

namespace attn::view {

enum class ColorMapId { Viridis, Cividis, Magma, Grayscale };

struct Rgb8 {
  std::uint8_t r = 0, g = 0, b = 0;
};

inline constexpr std::array<ColorMapId, 4> kSequentialMaps = {
    ColorMapId::Viridis, ColorMapId::Cividis, ColorMapId::Magma, ColorMapId::Grayscale};

const char* colormap_name(ColorMapId id);              // "viridis", ...
bool colormap_from_name(const char* name, ColorMapId* id);

// t in [0, 1] (clamped) to a colour of the sequential map.
Rgb8 sample_colormap(ColorMapId id, float t);
// t in [-1, 1] (clamped): blue for negative, near white at 0, red for positive.
Rgb8 sample_diverging(float t);

// The colour masked cells are painted with (hatched on top): a grey no map uses at its ends.
Rgb8 masked_colour(ColorMapId id);

// Black or white, whichever reads better on this background.
bool prefers_dark_text(Rgb8 background);

}  // namespace attn::view
