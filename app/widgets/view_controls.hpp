// Controls the two heatmap views share: what the colours show and how their range is set,
// and how to zoom a long map.
#pragma once

#include "model/maps.hpp"
#include "model/state.hpp"

namespace attn::app {

// One line: "Show: weights | scores   Colour range: shared | each map | 0 to 1".
void draw_value_controls(AppState& state);

// On the same line, right-aligned: how to zoom `map` (a long one, or one zoomed in) and a
// "Reset zoom" button.
void draw_zoom_hint(AppState& state, const MapView& map);

}  // namespace attn::app
