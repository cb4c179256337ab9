// An OpenGL 3.3 core context for `render`, current while it lives, with nothing on the
// screen: everything is drawn into framebuffer objects (gui/offscreen.hpp). On Linux it is
// Mesa's surfaceless EGL platform, which needs no display at all
// (headless_context_egl.cpp); on Windows a hidden GLFW window (headless_context_glfw.cpp).
#pragma once

#include <memory>

namespace attn::app {

class HeadlessContext {
 public:
  // Throws naming what is missing when no such context can be made.
  HeadlessContext();
  ~HeadlessContext();
  HeadlessContext(const HeadlessContext&) = delete;
  HeadlessContext& operator=(const HeadlessContext&) = delete;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace attn::app
