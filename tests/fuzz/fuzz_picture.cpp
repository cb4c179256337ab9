// libFuzzer target: arbitrary bytes as a picture file (PNG, JPEG or anything else), or, when
// they start with '{', as a vision model's preprocessor_config.json. A picture is refused
// or decoded to width × height × 3 bytes within the size limit, and made ready as ViT's
// processor would make it for a small model; a processor file is refused or makes a fixed
// picture ready at its sizes, with finite pixel values when its std has no 0.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "core/base/types.hpp"
#include "io/image_processor.hpp"
#include "io/picture_file.hpp"

namespace {

attn::Picture gradient(int width, int height) {
  attn::Picture p;
  p.width = width;
  p.height = height;
  p.rgb.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3);
  for (std::size_t i = 0; i < p.rgb.size(); ++i) p.rgb[i] = static_cast<unsigned char>((i * 37) % 256);
  return p;
}

void check(const attn::io::PreparedPicture& out) {
  const attn::Pixels& px = out.pixels;
  if (px.width < 1 || px.height < 1) __builtin_trap();
  if (px.values.size() != static_cast<std::size_t>(px.width) * static_cast<std::size_t>(px.height) * 3) __builtin_trap();
  if (out.shown.rgb.size() != static_cast<std::size_t>(out.shown.width) * static_cast<std::size_t>(out.shown.height) * 3) {
    __builtin_trap();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  if (!bytes.empty() && bytes[0] == '{') {
    attn::io::ImageProcessor processor;
    try {
      processor = attn::io::read_image_processor(bytes, "preprocessor_config.json");
    } catch (const std::runtime_error&) {
      return 0;
    }
    // Sizes a fuzzer's run can afford; the reader itself allows up to 4096.
    const int largest = std::max({processor.edge, processor.height, processor.width, processor.crop_height,
                                  processor.crop_width});
    if (largest > 512) return 0;
    try {
      const attn::io::PreparedPicture out = attn::io::prepare_picture(processor, gradient(37, 23));
      check(out);
      bool zero_std = false;
      for (const float s : processor.std) zero_std = zero_std || s == 0.0f;
      if (!zero_std) {
        for (const float v : out.pixels.values) {
          if (!std::isfinite(v)) __builtin_trap();
        }
      }
    } catch (const std::runtime_error&) {
    }
    return 0;
  }
  attn::Picture picture;
  try {
    picture = attn::io::decode_picture(bytes, "fuzz");
  } catch (const std::runtime_error&) {
    return 0;
  }
  if (picture.width < 1 || picture.height < 1 ||
      static_cast<long long>(picture.width) * picture.height > attn::io::kMaxPicturePixels) {
    __builtin_trap();
  }
  if (picture.rgb.size() != static_cast<std::size_t>(picture.width) * static_cast<std::size_t>(picture.height) * 3) {
    __builtin_trap();
  }
  if (static_cast<long long>(picture.width) * picture.height > 1'000'000) return 0;
  attn::io::ImageProcessor processor;  // ViT's defaults, for a model of 32×32 pixels
  processor.height = processor.width = 32;
  try {
    check(attn::io::prepare_picture(processor, picture));
  } catch (const std::runtime_error&) {
  }
  return 0;
}
