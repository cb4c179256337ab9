#include "io/picture_file.hpp"

#include <stb_image.h>

#include <cstdio>
#include <limits>
#include <memory>
#include <stdexcept>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"

namespace attn::io {
namespace {

// A picture file is at most this large: JPEG and PNG compress a picture of
// kMaxPicturePixels to well under it.
constexpr std::size_t kMaxPictureFileBytes = std::size_t{256} << 20;

// The size a PNG or JPEG header gives, read before stb_image is asked anything (its own
// check of the header forgets why it refused a file by the time every format was tried).
// False when the bytes are neither.
bool header_size(const std::string& b, long long& width, long long& height) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(b[i]); };
  const auto big16 = [&](std::size_t i) { return (static_cast<long long>(byte(i)) << 8) | byte(i + 1); };
  const auto big32 = [&](std::size_t i) { return (big16(i) << 16) | big16(i + 2); };
  static const char kPng[] = "\x89PNG\r\n\x1a\n";
  if (b.size() >= 24 && b.compare(0, 8, kPng, 8) == 0 && b.compare(12, 4, "IHDR") == 0) {
    width = big32(16);
    height = big32(20);
    return true;
  }
  if (b.size() < 4 || byte(0) != 0xFF || byte(1) != 0xD8) return false;
  // A JPEG: the segments after the start of image, to the first start of frame.
  std::size_t i = 2;
  while (i + 4 <= b.size()) {
    if (byte(i) != 0xFF) return false;
    const unsigned marker = byte(i + 1);
    if (marker == 0xFF) {
      ++i;
      continue;
    }
    const auto length = static_cast<std::size_t>(big16(i + 2));
    const bool frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
    if (frame && i + 9 <= b.size()) {
      height = big16(i + 5);
      width = big16(i + 7);
      return true;
    }
    if (length < 2) return false;
    i += 2 + length;
  }
  return false;
}

}  // namespace

Picture decode_picture(const std::string& bytes, const std::string& what) {
  if (bytes.size() > static_cast<std::size_t>(std::numeric_limits<int>::max())) {
    throw std::runtime_error(fmt(tr("'{0}' is too large to be a picture this program reads"), what));
  }
  const auto* data = reinterpret_cast<const stbi_uc*>(bytes.data());
  const int length = static_cast<int>(bytes.size());
  // The header's size first: checked before any pixel is decoded.
  long long w = 0, h = 0;
  if (header_size(bytes, w, h)) {
    if (w < 1 || h < 1) throw std::runtime_error(fmt(tr("'{0}' is a picture of 0 pixels"), what));
    if (w > kMaxPicturePixels || h > kMaxPicturePixels || w * h > kMaxPicturePixels) {
      throw std::runtime_error(fmt(tr("'{0}' is {1}×{2} pixels, more than the {3} million this program reads: "
                                      "make it smaller first"),
                                   what, w, h, kMaxPicturePixels / 1'000'000));
    }
  }
  int width = 0, height = 0, channels = 0;
  if (stbi_info_from_memory(data, length, &width, &height, &channels) == 0 ||
      static_cast<long long>(width) * height > kMaxPicturePixels) {
    const char* why = stbi_failure_reason();
    throw std::runtime_error(fmt(tr("'{0}' is not a PNG or JPEG picture that can be read ({1})"), what,
                                 why != nullptr ? why : "unknown format"));
  }
  std::unique_ptr<stbi_uc, void (*)(void*)> rgb(stbi_load_from_memory(data, length, &width, &height, &channels, 3),
                                               stbi_image_free);
  if (!rgb) {
    const char* why = stbi_failure_reason();
    throw std::runtime_error(fmt(tr("'{0}' is not a PNG or JPEG picture that can be read ({1})"), what,
                                 why != nullptr ? why : "unknown format"));
  }
  Picture p;
  p.width = width;
  p.height = height;
  p.rgb.assign(rgb.get(), rgb.get() + p.offset(0, height) * 3);
  return p;
}

Picture read_picture(const std::string& path) { return decode_picture(read_file(path, kMaxPictureFileBytes), path); }

}  // namespace attn::io
