// One way pixels become an OpenGL texture, for every texture the program makes: the
// heatmaps and their masked-cell stripes (heatmap_texture.cpp), the Model view's thumbnails
// (thumbnails.cpp) and the presenter window's pictures of the scenes (scene_pictures.cpp).
//
// The pixels are RGBA, 8 bits each, rows from the top, packed. With an OpenGL context
// current; nothing is drawn here.
#pragma once

namespace attn::app {

// How the texture is sampled: the nearest texel (cells stay sharp), linear, or linear
// between mipmaps (a picture drawn much smaller than it is).
enum class TextureFilter { Nearest, Linear, Mipmapped };
// Beyond its edges: clamped (a picture), or repeated (a pattern laid over a run of cells).
enum class TextureWrap { Clamp, Repeat };

// Fills texture `*id` (made first when 0) with width×height pixels.
void upload_rgba_texture(unsigned* id, int width, int height, const unsigned char* pixels, TextureFilter filter,
                         TextureWrap wrap);

// Frees the texture (nothing when 0) and sets *id to 0.
void delete_texture(unsigned* id);

}  // namespace attn::app
