// A PNG file as an OpenGL texture, for pictures drawn in the window (the guide's): read by
// its UTF-8 name, decoded with stb_image and its mipmaps made on a thread of its own, so
// that a frame never waits for it, then uploaded as RGBA, the mipmaps keeping a 1600-pixel
// screenshot drawn at half its size or less legible. The upload needs the window's OpenGL
// context; release before it goes.
#pragma once

#include <memory>
#include <string>

namespace attn::app {

struct PendingPicture;  // a decoding under way (picture.cpp)

struct PictureTexture {
  unsigned id = 0;  // 0: not uploaded (not yet, or it could not be decoded)
  int width = 0, height = 0;
  std::string problem;  // why it could not be decoded
  std::shared_ptr<PendingPicture> pending;
  bool tried = false;   // decoding was started: the file is not read again
};

// The first call starts decoding `path`; a later one, once it is decoded, uploads it (on the
// thread with the OpenGL context). True when the texture is there to draw.
bool load_picture(const std::string& path, PictureTexture& picture);
// Waits for a decoding under way, and deletes the texture.
void release_picture(PictureTexture& picture);

}  // namespace attn::app
