#include "widgets/map_menu.hpp"

#include <imgui.h>

#include <exception>
#include <string>

#include "io/atomic_file.hpp"
#include "io/export_paths.hpp"
#include "io/i18n.hpp"

namespace attn::app {

void act_on_map_menu(AppState& state, const MapView& map, MapMenuChoice choice) {
  if (choice == MapMenuChoice::None) return;
  const std::string what = map.title + " (" + std::to_string(map.rows) + "×" +
                           std::to_string(map.cols) + ")";
  try {
    const std::string csv = map_csv(map);
    if (choice == MapMenuChoice::CopyCsv) {
      ImGui::SetClipboardText(csv.c_str());
      set_status(state, fmt(tr("Copied {0} to the clipboard as CSV"), what));
    } else {
      const std::string path = io::export_path(
          std::string("attention-") + view_name(state.view) + "-" + io::file_slug(map.title), "csv");
      io::write_file_atomic(path, csv);
      set_status(state, fmt(tr("Saved {0} as CSV to {1}"), what, path));
    }
  } catch (const std::exception& e) {
    set_status(state, fmt(tr("Could not write {0} as CSV: {1}"), what, e.what()), true);
  }
}

}  // namespace attn::app
