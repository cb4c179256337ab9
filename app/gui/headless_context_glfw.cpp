// gui/headless_context.hpp on Windows, which has no surfaceless OpenGL: a GLFW window that
// is never shown, whose context draws into framebuffer objects.
#include "gui/headless_context.hpp"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <stdexcept>
#include <string>

#include "io/i18n.hpp"
#include "widgets/gl.hpp"

namespace attn::app {

struct HeadlessContext::Impl {
  Impl() {
    if (!glfwInit()) throw std::runtime_error(tr("cannot start GLFW for an OpenGL context"));
    glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
    glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
    glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    window = glfwCreateWindow(64, 64, "Attention Explorer (render)", nullptr, nullptr);
    if (window == nullptr) {
      glfwTerminate();
      throw std::runtime_error(tr("cannot create an OpenGL 3.3 core context (the graphics driver refused it)"));
    }
    glfwMakeContextCurrent(window);
    if (!load_gl_functions()) {
      glfwDestroyWindow(window);
      glfwTerminate();
      throw std::runtime_error(tr("the OpenGL driver lacks framebuffer objects (OpenGL 3.0)"));
    }
  }
  ~Impl() {
    glfwMakeContextCurrent(nullptr);
    glfwDestroyWindow(window);
    glfwTerminate();
  }
  GLFWwindow* window = nullptr;
};

HeadlessContext::HeadlessContext() : impl_(std::make_unique<Impl>()) {}
HeadlessContext::~HeadlessContext() = default;

}  // namespace attn::app
