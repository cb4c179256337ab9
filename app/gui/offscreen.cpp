#include "gui/offscreen.hpp"

#include "io/i18n.hpp"
#include "widgets/gl.hpp"

#include <stdexcept>
#include <string>

namespace attn::app {

int max_offscreen_size() {
  GLint max_size = 0;
  glGetIntegerv(GL_MAX_RENDERBUFFER_SIZE, &max_size);
  return max_size;
}

OffscreenTarget::OffscreenTarget(int w, int h) {
  const std::string size = std::to_string(w) + "×" + std::to_string(h);
  if (w < 1 || h < 1 || w > max_offscreen_size() || h > max_offscreen_size()) {
    throw std::runtime_error(fmt(tr("a picture of {0} pixels is more than OpenGL can draw here (at most {1} pixels a side)"),
                                 size, max_offscreen_size()));
  }
  glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &old_draw_);
  glGetIntegerv(GL_READ_FRAMEBUFFER_BINDING, &old_read_);
  glGetIntegerv(GL_VIEWPORT, old_viewport_);
  glGenFramebuffers(1, &fbo_);
  glGenRenderbuffers(1, &colour_);
  glBindRenderbuffer(GL_RENDERBUFFER, colour_);
  glRenderbufferStorage(GL_RENDERBUFFER, GL_RGBA8, w, h);
  glBindRenderbuffer(GL_RENDERBUFFER, 0);
  glBindFramebuffer(GL_FRAMEBUFFER, fbo_);
  glFramebufferRenderbuffer(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_RENDERBUFFER, colour_);
  if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
    release();
    throw std::runtime_error(fmt(tr("cannot make an offscreen framebuffer of {0} pixels"), size));
  }
}

OffscreenTarget::~OffscreenTarget() { release(); }

void OffscreenTarget::release() {
  glBindFramebuffer(GL_DRAW_FRAMEBUFFER, static_cast<GLuint>(old_draw_));
  glBindFramebuffer(GL_READ_FRAMEBUFFER, static_cast<GLuint>(old_read_));
  glViewport(old_viewport_[0], old_viewport_[1], old_viewport_[2], old_viewport_[3]);
  if (fbo_ != 0) glDeleteFramebuffers(1, &fbo_);
  if (colour_ != 0) glDeleteRenderbuffers(1, &colour_);
  fbo_ = colour_ = 0;
}

}  // namespace attn::app
