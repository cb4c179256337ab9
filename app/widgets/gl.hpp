// The OpenGL the program calls itself, beyond Dear ImGui's backend (which loads its own):
// textures, framebuffer objects, reading pixels back. Include this, never <GL/gl.h>.
//
// Linux's libGL exports every function. Windows' opengl32.dll exports OpenGL 1.1 only:
// there the few later functions (framebuffer objects, mipmaps) are pointers, filled by
// load_gl_functions() once a context is current.
#pragma once

#if defined(_WIN32)
#ifndef APIENTRY
#define APIENTRY __stdcall
#endif
#ifndef WINGDIAPI
#define WINGDIAPI __declspec(dllimport)
#endif
#include <GL/gl.h>
#include <GL/glext.h>

#define ATTN_GL_LOADED(X)                                       \
  X(PFNGLGENERATEMIPMAPPROC, glGenerateMipmap)                  \
  X(PFNGLGENFRAMEBUFFERSPROC, glGenFramebuffers)                \
  X(PFNGLBINDFRAMEBUFFERPROC, glBindFramebuffer)                \
  X(PFNGLDELETEFRAMEBUFFERSPROC, glDeleteFramebuffers)          \
  X(PFNGLCHECKFRAMEBUFFERSTATUSPROC, glCheckFramebufferStatus)  \
  X(PFNGLFRAMEBUFFERRENDERBUFFERPROC, glFramebufferRenderbuffer) \
  X(PFNGLGENRENDERBUFFERSPROC, glGenRenderbuffers)              \
  X(PFNGLBINDRENDERBUFFERPROC, glBindRenderbuffer)              \
  X(PFNGLDELETERENDERBUFFERSPROC, glDeleteRenderbuffers)        \
  X(PFNGLRENDERBUFFERSTORAGEPROC, glRenderbufferStorage)

#define ATTN_GL_DECLARE(type, name) extern type attn_##name;
ATTN_GL_LOADED(ATTN_GL_DECLARE)
#undef ATTN_GL_DECLARE
#define glGenerateMipmap attn_glGenerateMipmap
#define glGenFramebuffers attn_glGenFramebuffers
#define glBindFramebuffer attn_glBindFramebuffer
#define glDeleteFramebuffers attn_glDeleteFramebuffers
#define glCheckFramebufferStatus attn_glCheckFramebufferStatus
#define glFramebufferRenderbuffer attn_glFramebufferRenderbuffer
#define glGenRenderbuffers attn_glGenRenderbuffers
#define glBindRenderbuffer attn_glBindRenderbuffer
#define glDeleteRenderbuffers attn_glDeleteRenderbuffers
#define glRenderbufferStorage attn_glRenderbufferStorage
#elif defined(__EMSCRIPTEN__)
#include <GLES3/gl3.h>  // the page: WebGL 2, which is OpenGL ES 3.0
#else
#define GL_GLEXT_PROTOTYPES
#include <GL/gl.h>
#endif

namespace attn::app {

// With a context current (GLFW's): fills the pointers above on Windows; false when the
// driver lacks one of them. Nothing to do on Linux (true).
bool load_gl_functions();

}  // namespace attn::app
