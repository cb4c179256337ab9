// A PNG file as an OpenGL texture, for pictures drawn in the window (the guide's): decoded
// with stb_image from bytes read by their UTF-8 name, uploaded as RGBA with mipmaps, so
// that a 1600-pixel screenshot drawn at half its size or less stays legible. Needs a
// current OpenGL context; release before it goes.
#pragma once

#include <string>

namespace attn::app {

struct PictureTexture {
  unsigned id = 0;  // 0: not uploaded (not yet, or it could not be decoded)
  int width = 0, height = 0;
  bool tried = false;   // decoding was attempted: do not read the file again
  std::string problem;  // why it could not be decoded
};

// Reads and uploads `path` into `picture` (once: a second call does nothing).
void load_picture(const std::string& path, PictureTexture& picture);
void release_picture(PictureTexture& picture);

}  // namespace attn::app
