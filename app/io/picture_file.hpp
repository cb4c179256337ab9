// Pictures read from files for a vision model: PNG and JPEG decoded by stb_image into 8-bit
// RGB, as Python's PIL.Image.open(...).convert("RGB") gives them (a grey picture's value in
// every channel, an alpha channel dropped, a palette looked up; a JPEG's decoder may differ
// from libjpeg's by a few levels). The size is read from the header before anything is
// decoded, so a file that claims billions of pixels is refused at once.
#pragma once

#include <string>

#include "core/model/picture.hpp"

namespace attn::io {

// The most pixels a picture may have (about 8000×8000): a model reads a few hundred
// thousand after resizing, and 64 million pixels take 192 MB decoded.
inline constexpr long long kMaxPicturePixels = 64'000'000;

// The picture in `bytes`, named `what` in messages. Throws std::runtime_error naming it and
// the problem: not a PNG or JPEG picture stb_image reads, a width or height of 0, more than
// kMaxPicturePixels.
Picture decode_picture(const std::string& bytes, const std::string& what);
// The picture in the file at `path` (UTF-8). Throws as decode_picture, or naming the file
// when it cannot be read.
Picture read_picture(const std::string& path);

}  // namespace attn::io
