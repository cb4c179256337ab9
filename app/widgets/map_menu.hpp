// What the right-click menu of a heatmap does: copy the map as CSV to the clipboard, or save
// it as a file in the export folder (io/export_paths.hpp). The status line says what
// happened and where the file went.
#pragma once

#include "model/maps.hpp"
#include "model/state.hpp"
#include "widgets/heatmap.hpp"

namespace attn::app {

void act_on_map_menu(AppState& state, const MapView& map, MapMenuChoice choice);

}  // namespace attn::app
