#include "widgets/gl.hpp"

#if defined(_WIN32)
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#define ATTN_GL_DEFINE(type, name) type attn_##name = nullptr;
ATTN_GL_LOADED(ATTN_GL_DEFINE)
#undef ATTN_GL_DEFINE

namespace attn::app {

bool load_gl_functions() {
  bool all = true;
#define ATTN_GL_LOAD(type, name)                                          \
  attn_##name = reinterpret_cast<type>(glfwGetProcAddress(#name));        \
  all = all && attn_##name != nullptr;
  ATTN_GL_LOADED(ATTN_GL_LOAD)
#undef ATTN_GL_LOAD
  return all;
}

}  // namespace attn::app
#else
namespace attn::app {

bool load_gl_functions() { return true; }

}  // namespace attn::app
#endif
