// The teacher's guide in a window of its own over the others (Help ▸ Teacher's guide, F1):
// the installed copy of docs/teachers-guide.md, read from disk when the window opens
// (model/guide.hpp), never from the network.
#pragma once

#include <vector>

#include "model/guide.hpp"
#include "model/state.hpp"
#include "widgets/picture.hpp"

namespace attn::app {

// What the guide's window keeps between frames beside AppState::guide: the guide read when
// it opened, its pictures uploaded as each first comes into view, and what the last frame
// drew (the contents' highlight, --dump-state, and the tests that click the contents).
struct GuideReader {
  bool loaded = false;
  Guide guide;
  std::vector<PictureTexture> pictures;  // one per guide.pictures
  int jump_to = -1;        // a heading (index into the document's headings) to bring to the top
  int top_heading = -1;    // the heading at the top of the text, as last drawn
  int pictures_drawn = 0;  // pictures decoded and on screen in the last frame
  float scroll = 0.0f, scroll_max = 0.0f;  // of the text, in pixels
  // Where the blocks are, measured as they are drawn, for the size of the text and of the
  // window it was measured at: each block's height (-1 until measured) and each
  // heading's top, in the text's own coordinates.
  struct Layout {
    float room_w = 0.0f, font = 0.0f, visible_h = 0.0f;
    std::vector<float> height;
    std::vector<float> heading_y;
  };
  Layout layout;
  // Each contents entry's middle, window pixels (-1 for a heading the contents leave out).
  std::vector<float> contents_x, contents_y;

  // The textures; the guide is read again when the window opens next (edited, it shows).
  void release();
};

// While state.guide.open: the window "Teacher's guide", the contents at the left (a click
// brings that heading to the top) and the guide at the right, wrapped to a readable width
// at the interface's text size, with its pictures and tables. Without a guide, where the
// program looked for it.
void draw_help_window(AppState& state, GuideReader& reader);

}  // namespace attn::app
