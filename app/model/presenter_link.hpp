// The presenter window of the page: a second tab (or window) of the same page, opened as
// index.html?presenter=ID, that follows the tab presenting through the browser's
// BroadcastChannel (gui/presenter_tab.cpp carries the messages). What they say to each other is
// here, as JSON texts, so that both ends are tested without a browser.
//
//   presenting tab → presenter tab
//     {"type": "show", "id": ID, "lesson": {…}, "scene": K, "title": "…", "notes": "…",
//      "quiz": [ASKED, RIGHT], "light": true, "language": "zh-CN", "elapsed": SECONDS,
//      "width": W, "height": H}
//         the lesson's stored scenes (as the presenter window draws their pictures), the
//         scene shown, the notes and title as shown (edited, not yet stored), the quiz's
//         score, the theme and language, the seconds since presenting began, and the size of
//         the view the pictures are drawn at. Sent whenever any of it changes.
//     {"type": "close", "id": ID}       presenting ended: the presenter tab closes
//   presenter tab → presenting tab
//     {"type": "hello", "to": ID}       opened (or reloaded): presenting starts if it had not,
//                                       and "show" is sent again. An empty ID: a tab opened by
//                                       hand, which the first tab that answers takes.
//     {"type": "key", "to": ID, "key": KEY, "mods": MODS}   a key pressed in the presenter tab
//                                       (GLFW's codes): it acts as in the presenting tab
//     {"type": "scene", "to": ID, "scene": K}   Previous / Next clicked
//     {"type": "stop", "to": ID}        Close clicked
//     {"type": "bye", "to": ID}         the presenter tab closed: presenting ends
//
// Messages not meant for this tab, of an unknown type, or malformed are ignored.
#pragma once

#include <string>

namespace attn::app {

struct AppState;

namespace presenter_link {

// The presenting tab's "show" for its state; `width` × `height` its view's pixels, `elapsed`
// the seconds since presenting began (the presenter tab's clock counts on from it).
std::string show_message(const AppState& state, const std::string& id, int width, int height, double elapsed);
std::string close_message(const std::string& id);

// Applies a message from a presenter tab to the presenting tab's state (`id` its own).
// Returns what it did, for the loop: whether the state changed, whether a presenter tab is
// linked from now on (hello) or no longer (bye, stop), and whether "show" should be sent
// again even if unchanged (hello).
struct Taken {
  bool acted = false;
  bool linked = false;
  bool unlinked = false;
  bool send_again = false;
};
Taken take_in_presenting_tab(AppState& state, const std::string& id, const std::string& message, double now);

// The presenter tab's side. `id` is the presenting tab's ("" until a tab answers).
struct PresenterTab {
  std::string id;
  std::string lesson;  // the "lesson" last applied (its JSON text)
  int scene = -1;      // the scene the presenting tab shows (the last "show")
  int width = 1600, height = 1000;  // the presenting tab's view (the pictures' size)
  bool closed = false;              // "close" came: the tab closes itself
  bool shown = false;               // a "show" came since the tab opened
};
std::string hello_message(const std::string& id);
std::string key_message(const std::string& id, int key, int mods);
std::string scene_message(const std::string& id, int scene);
std::string stop_message(const std::string& id);
std::string bye_message(const std::string& id);

// Applies a message from the presenting tab to the presenter tab's state: true when it
// changed what the presenter tab shows. A "lesson" that cannot be read leaves the last one
// shown, with the problem in the status.
bool take_in_presenter_tab(AppState& state, PresenterTab& tab, const std::string& message, double now);

}  // namespace presenter_link
}  // namespace attn::app
