// A colour bar with its scale, for the heatmaps and the figures.
#pragma once

#include <imgui.h>

#include "view/colormap.hpp"

namespace attn::app {

// Vertical (ticks to the right, low at the bottom) or horizontal (ticks below), over
// [lo, hi] on the sequential map `cmap`, or [−hi, hi] on the diverging one when signed.
void draw_colorbar(ImVec2 pos, ImVec2 size, bool vertical, float lo, float hi, bool signed_values,
                   view::ColorMapId cmap, const char* caption);

}  // namespace attn::app
