// View ▸ Language: the languages the program offers (i18n::languages(): English, each
// catalog shipped, the pseudo-language), each named in its own language, the current one
// checked. A choice is a request (state.language_request) that the frame loop acts on
// between frames (model/settings.hpp), so the whole next frame is in the new language.
#pragma once

namespace attn::app {

struct AppState;

// Inside an open menu. The tests click it where the dump's "places" say: language_menu,
// and language_<tag> for each item while the submenu is open.
void draw_language_menu(AppState& state);

}  // namespace attn::app
