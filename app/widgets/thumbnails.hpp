// Many small attention maps at once (GPT-2's 144 heads): one GL texture each, filled when
// the maps change (a new snapshot), never per frame. A map larger than kThumbnailTexels on
// a side is max-pooled onto that many texels, so a map of 1024 tokens keeps its sharp
// cells and 144 of them stay small on the GPU.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <vector>

#include "core/base/types.hpp"
#include "view/colormap.hpp"

namespace attn::app {

inline constexpr int kThumbnailTexels = 160;

class Thumbnails {
 public:
  Thumbnails() = default;
  Thumbnails(const Thumbnails&) = delete;
  Thumbnails& operator=(const Thumbnails&) = delete;
  // Frees the textures; with the GL context still current (before it goes away).
  void release();

  // Fills texture i from `weights` (values in [0, 1]) unless it holds `version` already.
  void fill(std::size_t i, const MatrixRef& weights, std::uint64_t version, view::ColorMapId colours);
  ImTextureID texture(std::size_t i) const;

 private:
  struct Slot {
    unsigned id = 0;
    std::uint64_t version = 0;
  };
  std::vector<Slot> slots_;
};

}  // namespace attn::app
