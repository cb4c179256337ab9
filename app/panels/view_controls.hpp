// Controls the two heatmap views share: what the colours show and how their range is set.
#pragma once

#include "gui/app_state.hpp"

namespace attn::gui {

// One line: "Show: weights | scores   Colour range: shared | each map | 0 to 1".
void draw_value_controls(AppState& state);

}  // namespace attn::gui
