// The presenter window's pictures of the lesson's scenes, drawn by this process: a lesson of
// its own (the scenes as stored), an AppState, a Scene and an ImGui context of their own,
// drawn offscreen through run_frame (frame.hpp) at the projector's size with the controls
// hidden, as `render LESSON --scene K --projector --width W --height H` draws scene K.
//
// The window never waits for them: each of the presenter's frames draws at most one frame
// of a picture, and none while the picture's workers and sessions are busy. Like the main
// frames, a picture's frames only hand work to its workers (nothing is computed on the
// frame's thread); a model folder a scene names comes from the folders already open
// (model/open_models.hpp), so a model the Model view holds is not read a second time.
//
// A picture is taken once the frame began and ended with every worker at rest, twice in a
// row (render's settling). The pictures of a new drawing replace the last ones when all
// are there. Each is also written, off the frame's thread, to
// TEMP/attention-explorer-presenter-PID/scenes-G/scene-NN.png (named as render --all-scenes
// names them) for scripts to look at; the folder goes with the pictures.
//
// Deliberately not here: the presenter window itself (presenter.cpp), the first scene's
// picture (the window shows the next scene's, never the first).
#pragma once

#include <memory>
#include <string>

namespace attn::app {

struct AppState;

class ScenePictures {
 public:
  ScenePictures();
  ~ScenePictures();  // with the OpenGL context of the textures current (release() first)
  ScenePictures(const ScenePictures&) = delete;
  ScenePictures& operator=(const ScenePictures&) = delete;

  // With the presenter's OpenGL context current: starts a drawing when the lesson's stored
  // scenes or the size differ from the last drawing's, or draws a frame of the one on the way
  // (the ImGui context, framebuffer and viewport come back as they were). Returns true when
  // the next call will draw a frame (the window keeps its frames coming meanwhile).
  bool update(AppState& state, int width, int height, double now);

  // The texture of scene k (0-based) with its width over its height; 0 when not drawn.
  unsigned texture(int k, float* aspect) const;
  // Why scene k has no picture ("Drawing the scenes…", or why it cannot be drawn); "" when it has one.
  std::string note(int k) const;

  // With the presenter's OpenGL context current: stops a drawing and frees every texture;
  // the next update draws again.
  void release();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace attn::app
