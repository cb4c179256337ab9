// Pieces the views across layers share (Across layers, Logit lens, and a vision model's
// picture in the Model view): a map drawn from its texture with its tokens beside it, a
// strip of tokens each coloured by a value (what a query draws on), and a picture with a
// heatmap laid over its patches. Textures come filled from the sessions' published values
// (Thumbnails); nothing is computed here.
#pragma once

#include <imgui.h>

#include <string>
#include <vector>

#include "core/base/types.hpp"
#include "view/colormap.hpp"

namespace attn::app {

struct MapHover {
  int row = -1, col = -1;  // the cell under the pointer (-1: none)
  bool clicked = false;    // a left click on it
};

// The map (its texture, values in [0, 1] of its largest) at the cursor in `box`: square
// cells as large as fit, the rows' tokens at the left when a line of the small font fits a
// row, a ring around row `marked`. `values` are the map's own numbers, read for the tooltip
// ("{row} → {col}: 0.123 {what}"). Advances the cursor by the box.
MapHover draw_token_map(const char* id, ImTextureID texture, const Matrix& values, const std::vector<std::string>& rows,
                        const std::vector<std::string>& cols, ImVec2 box, int marked, const char* what);

// The tokens as chips, wrapped to the width, each coloured by its value (0 to the largest
// of them, the map's colours; the chip's text dark or light to stay read), `marked` ringed.
// Hovering one shows its value; *clicked gets the index clicked. Returns the hovered index.
int draw_value_strip(const char* id, const std::vector<std::string>& tokens, const std::vector<double>& values,
                     int marked, view::ColorMapId colours, int* clicked, const char* what);

struct PictureHover {
  int patch = -1;       // the token (prefix + row·cols + col) of the patch under the pointer
  bool clicked = false;  // a left click on a patch
  bool right_clicked = false;
};

// The picture (its texture) at the cursor, `side` pixels a side, and over each patch of its
// rows×cols grid a translucent square coloured by that patch's value (`values` holds one
// per token, the prefix tokens first: their values are written beside the picture, not over
// it), scaled to the largest patch value. The patch of token `marked` is outlined.
PictureHover draw_picture_overlay(const char* id, ImTextureID picture, int rows, int cols, int prefix,
                                  const std::vector<double>& values, int marked, float side, view::ColorMapId colours,
                                  float opacity);

}  // namespace attn::app
