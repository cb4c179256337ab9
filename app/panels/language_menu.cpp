#include "panels/language_menu.hpp"

#include <imgui.h>

#include <string>
#include <vector>

#include "io/i18n.hpp"
#include "model/state.hpp"
#include "panels/get_model_panel.hpp"

namespace attn::app {

void draw_language_menu(AppState& state) {
  {
    // Where the submenu's title is drawn (the tests hover it): the menu's next line.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    mark_place(state, "language_menu", ImVec2(at.x + ImGui::GetFontSize() * 2.0f, at.y + ImGui::GetTextLineHeight() * 0.5f));
  }
  if (!ImGui::BeginMenu(fmt("{0}###language-menu", tr("Language")).c_str())) return;
  const std::string current = i18n::language();
  for (const i18n::Language& l : i18n::languages()) {
    // Each language in its own words, whatever the interface's language: not translated.
    if (ImGui::MenuItem(l.name.c_str(), nullptr, l.tag == current) && l.tag != current) {
      state.language_request = l.tag;
    }
    mark_last_item(state, ("language_" + l.tag).c_str());
  }
  ImGui::EndMenu();
}

}  // namespace attn::app
