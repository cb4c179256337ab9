// gui/headless_context.hpp on Linux: Mesa's surfaceless EGL platform.
#include "gui/headless_context.hpp"

#include <EGL/egl.h>
#include <EGL/eglext.h>

#include <cstdio>
#include <stdexcept>
#include <string>

#include "io/i18n.hpp"

namespace attn::app {
namespace {

std::string hex(EGLint code) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%04X", static_cast<unsigned>(code));
  return buf;
}
}  // namespace

// An OpenGL 3.3 core context on Mesa's surfaceless EGL platform, current while it lives.
// No surface: everything is drawn into framebuffer objects.
struct HeadlessContext::Impl {
  Impl() {
    const char* extensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
    if (extensions == nullptr ||
        std::string(extensions).find("EGL_MESA_platform_surfaceless") == std::string::npos) {
      throw std::runtime_error(tr("EGL has no surfaceless platform (EGL_MESA_platform_surfaceless)"));
    }
    auto get_platform_display = reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(
        eglGetProcAddress("eglGetPlatformDisplayEXT"));
    if (get_platform_display == nullptr) {
      throw std::runtime_error(tr("EGL lacks eglGetPlatformDisplayEXT"));
    }
    display_ = get_platform_display(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr);
    EGLint major = 0, minor = 0;
    if (display_ == EGL_NO_DISPLAY || !eglInitialize(display_, &major, &minor)) {
      throw std::runtime_error(fmt(tr("cannot initialise EGL's surfaceless display (EGL error {0})"), hex(eglGetError())));
    }
    if (!eglBindAPI(EGL_OPENGL_API)) {
      throw std::runtime_error(fmt(tr("EGL cannot bind desktop OpenGL (EGL error {0})"), hex(eglGetError())));
    }
    const EGLint config_attribs[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT,
                                     EGL_SURFACE_TYPE, EGL_PBUFFER_BIT,
                                     EGL_RED_SIZE, 8, EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8,
                                     EGL_NONE};
    EGLConfig config = nullptr;
    EGLint count = 0;
    if (!eglChooseConfig(display_, config_attribs, &config, 1, &count) || count < 1) {
      throw std::runtime_error(tr("EGL offers no 8-bit RGB configuration for OpenGL"));
    }
    const EGLint context_attribs[] = {EGL_CONTEXT_MAJOR_VERSION, 3,
                                      EGL_CONTEXT_MINOR_VERSION, 3,
                                      EGL_CONTEXT_OPENGL_PROFILE_MASK,
                                      EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                                      EGL_NONE};
    context_ = eglCreateContext(display_, config, EGL_NO_CONTEXT, context_attribs);
    if (context_ == EGL_NO_CONTEXT) {
      throw std::runtime_error(fmt(tr("cannot create an OpenGL 3.3 core context (EGL error {0})"), hex(eglGetError())));
    }
    if (!eglMakeCurrent(display_, EGL_NO_SURFACE, EGL_NO_SURFACE, context_)) {
      throw std::runtime_error(
          fmt(tr("cannot make the OpenGL context current without a surface (EGL error {0})"), hex(eglGetError())));
    }
  }
  ~Impl() {
    if (display_ == EGL_NO_DISPLAY) return;
    eglMakeCurrent(display_, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
    if (context_ != EGL_NO_CONTEXT) eglDestroyContext(display_, context_);
    eglTerminate(display_);
  }
  EGLDisplay display_ = EGL_NO_DISPLAY;
  EGLContext context_ = EGL_NO_CONTEXT;
};


HeadlessContext::HeadlessContext() : impl_(std::make_unique<Impl>()) {}
HeadlessContext::~HeadlessContext() = default;

}  // namespace attn::app
