// Many small attention maps at once (GPT-2's 144 heads): one GL texture each, filled when
// the maps change (a new snapshot), never per frame. The maps come max-pooled by the Model
// view's session (at most kThumbnailTexels a side, model_session.hpp): here they are only
// coloured and uploaded.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <vector>

#include "core/base/types.hpp"
#include "core/model/picture.hpp"
#include "view/colormap.hpp"

namespace attn::app {

class Thumbnails {
 public:
  Thumbnails() = default;
  Thumbnails(const Thumbnails&) = delete;
  Thumbnails& operator=(const Thumbnails&) = delete;
  // Frees the textures; with the GL context still current (before it goes away).
  void release();

  // Fills texture i from `pooled` (values in [0, 1]; empty: one texel of 0) in `colours`,
  // unless it holds `version` already.
  void fill(std::size_t i, const Matrix& pooled, std::uint64_t version, view::ColorMapId colours);
  // Fills texture i with a picture's own colours (sampled linearly: a photograph drawn
  // larger than it is), unless it holds `version` already.
  void fill_picture(std::size_t i, const Picture& picture, std::uint64_t version);
  ImTextureID texture(std::size_t i) const;

 private:
  struct Slot {
    unsigned id = 0;
    std::uint64_t version = 0;
  };
  std::vector<Slot> slots_;
};

}  // namespace attn::app
