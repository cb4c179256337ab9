// An offscreen RGBA8 framebuffer: what `render` draws into with no window at all, and
// what the Ctrl+E figure is drawn into beside the window. Needs a current OpenGL context.
#pragma once

namespace attn::app {

// The largest width or height a framebuffer may have in the current context.
int max_offscreen_size();

// Bound for drawing and reading while it lives; the previous bindings and viewport come
// back when it goes. Throws std::runtime_error naming the size when it cannot be made.
class OffscreenTarget {
 public:
  OffscreenTarget(int w, int h);
  ~OffscreenTarget();
  OffscreenTarget(const OffscreenTarget&) = delete;
  OffscreenTarget& operator=(const OffscreenTarget&) = delete;

 private:
  void release();
  unsigned fbo_ = 0;
  unsigned colour_ = 0;
  int old_draw_ = 0;
  int old_read_ = 0;
  int old_viewport_[4] = {0, 0, 0, 0};
};

}  // namespace attn::app
