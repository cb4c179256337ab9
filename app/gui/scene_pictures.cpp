#include "gui/scene_pictures.hpp"

#include "widgets/gl.hpp"
#include <imgui.h>
#include <stb_image_write.h>

#include <algorithm>
#include <exception>
#include <filesystem>
#include <future>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/base/threads.hpp"
#include "gui/frame.hpp"
#include "gui/offscreen.hpp"
#include "gui/render.hpp"
#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "model/recompute.hpp"
#include "model/scenes.hpp"
#include "model/worker.hpp"
#include "model/state.hpp"
#include "widgets/texture_upload.hpp"

namespace attn::app {
namespace {

namespace fs = std::filesystem;

// The lesson is serialised to see whether its scenes changed at most this often.
constexpr double kCheckLessonEvery = 1.0;
// As render: frames drawn on coming to a scene, then frames begun and ended with every
// worker at rest before the picture is taken.
constexpr int kFirstFrames = 3;
constexpr int kSettledFrames = 2;

struct Texture {
  GLuint id = 0;
  float aspect = 1.6f;
};

// A picture as read from the framebuffer: RGBA, rows from the top.
struct Pixels {
  int width = 0, height = 0;
  std::vector<unsigned char> rgba;
};

Pixels read_pixels(int width, int height) {
  Pixels p{width, height, {}};
  const std::size_t stride = static_cast<std::size_t>(width) * 4u;
  std::vector<unsigned char> bottom_up(stride * static_cast<std::size_t>(height));
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(GL_COLOR_ATTACHMENT0);
  glReadPixels(0, 0, width, height, GL_RGBA, GL_UNSIGNED_BYTE, bottom_up.data());
  p.rgba.resize(bottom_up.size());
  for (int r = 0; r < height; ++r) {
    std::copy_n(bottom_up.data() + static_cast<std::size_t>(height - 1 - r) * stride, stride,
                p.rgba.data() + static_cast<std::size_t>(r) * stride);
  }
  // Opaque, as a PNG of the picture reads back.
  for (std::size_t i = 3; i < p.rgba.size(); i += 4) p.rgba[i] = 255;
  return p;
}

// The picture as an RGB PNG (as render writes it) at `path`, atomically. Off the frame's thread.
void write_picture(const Pixels& p, const std::string& path) {
  std::vector<unsigned char> rgb(p.rgba.size() / 4u * 3u);
  for (std::size_t i = 0, o = 0; i < p.rgba.size(); i += 4, o += 3) std::copy_n(&p.rgba[i], 3, &rgb[o]);
  std::string png;
  const auto append = [](void* out, void* data, int size) {
    static_cast<std::string*>(out)->append(static_cast<const char*>(data), static_cast<std::size_t>(size));
  };
  stbi_write_png_to_func(append, &png, p.width, p.height, 3, rgb.data(), p.width * 3);
  try {
    io::write_file_atomic(path, png);
  } catch (const std::exception&) {
    // The file is for scripts to look at; the window has the picture.
  }
}

// One drawing of every scene (but the first) of a lesson, a frame at a time, in an ImGui
// context, AppState and Scene of its own. Made, stepped and released with the presenter's
// OpenGL context current.
class Drawing {
 public:
  Drawing(const std::string& lesson_json, int width, int height) : width_(width), height_(height) {
    ImGuiContext* before = ImGui::GetCurrentContext();
    imgui_ = ImGui::CreateContext();
    ImGui::SetCurrentContext(imgui_);
    ImGui::GetIO().IniFilename = nullptr;
    init_renderer(scene_);
    fonts_ = find_fonts();
    ImGui::SetCurrentContext(before);
    // The lesson as stored, opened at its first scene over the built-in example (as
    // render opens a lesson file, load_start_lesson).
    apply_lesson(state_, builtin_lesson());
    apply_lesson(state_, lesson_from_json(nlohmann::json::parse(lesson_json)));
    platform_ = fixed_size_platform(width, height);
    scene_k_ = 1;
  }
  ~Drawing() {
    ImGuiContext* before = ImGui::GetCurrentContext();
    ImGui::SetCurrentContext(imgui_);
    release_renderer(scene_);
    ImGui::DestroyContext(imgui_);
    ImGui::SetCurrentContext(before == imgui_ ? nullptr : before);
  }
  Drawing(const Drawing&) = delete;
  Drawing& operator=(const Drawing&) = delete;

  bool done() const { return scene_k_ >= scene_count(state_); }
  int scene() const { return scene_k_; }

  // Whether step() would draw a frame now: not while a worker of the picture computes. A
  // result waiting to be taken, or maps to be made, do not hold it back: only a frame takes
  // and makes them (waiting for them waited for ever whenever a computation outlasted the
  // first frames, as it does on a loaded machine).
  bool will_draw() const { return !done() && (frames_ < kFirstFrames || nothing_running()); }

  // Draws a frame of the scene on the way when it can. Returns the scene's picture once it
  // is settled, then moves on to the next scene; `failed` says why a scene cannot be drawn.
  bool step(Pixels* picture, std::string* failed) {
    if (!will_draw()) return false;
    ImGuiContext* before = ImGui::GetCurrentContext();
    ImGui::SetCurrentContext(imgui_);
    bool taken = false;
    try {
      OffscreenTarget target(width_, height_);  // the bindings and viewport come back with it
      if (frames_ == 0) {
        if (scene_k_ != state_.scenes.current) go_to_scene(state_, scene_k_);
        state_.show_controls = false;  // the projector's layout (render --projector)
      }
      const bool began_at_rest = at_rest();
      run_frame(state_, scene_, fonts_, platform_);
      ++frames_;
      settled_ = frames_ > kFirstFrames && began_at_rest && at_rest() ? settled_ + 1 : 0;
      if (settled_ >= kSettledFrames) {
        if (scene_.results.source.ok) {
          *picture = read_pixels(width_, height_);
        } else {
          *failed = fmt(tr("Scene {0} cannot be drawn: {1}"), scene_k_ + 1, state_.status);
        }
        taken = true;
      }
    } catch (const std::exception& e) {
      *failed = fmt(tr("Scene {0} cannot be drawn: {1}"), scene_k_ + 1, e.what());
      taken = true;
    }
    ImGui::SetCurrentContext(before);
    if (taken) {
      ++scene_k_;
      frames_ = 0;
      settled_ = 0;
    }
    return taken;
  }

 private:
  // Nothing asked of the picture's workers and sessions waits to be worked out or collected.
  bool at_rest() const {
    return !results_pending(scene_.results) && scene_.training.settled() && !scene_.pretrained.busy() &&
           !state_.need_recompute && !state_.need_maps;
  }
  // None of the picture's workers and sessions is computing.
  bool nothing_running() const {
    return (scene_.results.worker == nullptr || scene_.results.worker->settled()) && scene_.training.settled() &&
           !scene_.pretrained.busy();
  }

  int width_, height_;
  ImGuiContext* imgui_ = nullptr;
  AppState state_;
  Scene scene_;
  FontState fonts_;
  FramePlatform platform_;
  int scene_k_ = 0;   // the scene being drawn (0-based)
  int frames_ = 0;    // frames of it drawn
  int settled_ = 0;   // of them, begun and ended at rest, in a row
};

std::string picture_name(int k, int count) {
  // As render --all-scenes names them: scene-01.png …, as wide as the last.
  std::string n = std::to_string(k + 1);
  const std::size_t digits = std::max<std::size_t>(2, std::to_string(count).size());
  if (n.size() < digits) n.insert(0, digits - n.size(), '0');
  return "scene-" + n + ".png";
}

}  // namespace

struct ScenePictures::Impl {
  std::unique_ptr<Drawing> drawing;
  std::string drawn_key, pending_key;
  int pending_count = 0;
  double checked = -1e9;
  bool ready = false;  // a drawing's pictures are there
  std::map<int, Texture> textures, pending;
  std::map<int, std::string> failed, pending_failed;  // why scene k has no picture
  // The files: one folder a drawing, the last one's removed when the next is there.
  fs::path dir;
  int generation = 0;
  std::vector<std::future<void>> writes;

  fs::path folder(int g) const { return dir / ("scenes-" + std::to_string(g)); }

  void start(const std::string& lesson_json, const std::string& key, int width, int height, int count) {
    pending_key = key;
    pending_count = count;
    for (auto& [k, t] : pending) delete_texture(&t.id);
    pending.clear();
    pending_failed.clear();
    ++generation;
    std::error_code ec;
    if (dir.empty()) {
      dir = fs::temp_directory_path(ec) /
            ("attention-explorer-presenter-" + std::to_string(io::platform::process_id()));
    }
    fs::create_directories(folder(generation), ec);
    try {
      drawing = std::make_unique<Drawing>(lesson_json, width, height);
    } catch (const std::exception& e) {
      drawing.reset();
      drawn_key = key;
      failed_note = fmt(tr("No pictures of the scenes: {0}"), e.what());
    }
  }

  void take(int k, Pixels&& picture) {
    Texture t;
    // Drawn a third of its size: the mipmaps keep text legible.
    upload_rgba_texture(&t.id, picture.width, picture.height, picture.rgba.data(), TextureFilter::Mipmapped,
                        TextureWrap::Clamp);
    t.aspect = static_cast<float>(picture.width) / static_cast<float>(std::max(picture.height, 1));
    pending[k] = t;
    const std::string path = io::platform::from_path(folder(generation) / picture_name(k, pending_count));
    writes.push_back(std::async(kBesideCaller, [p = std::move(picture), path] { write_picture(p, path); }));
  }

  void finish() {
    drawing.reset();
    drawn_key = pending_key;
    for (auto& [k, t] : textures) delete_texture(&t.id);
    textures = std::move(pending);
    pending.clear();
    failed = std::move(pending_failed);
    pending_failed.clear();
    ready = true;
    failed_note.clear();
    // The files of the drawing before go.
    wait_for_writes();
    std::error_code ec;
    for (int g = generation - 1; g >= 1 && fs::exists(folder(g), ec); --g) fs::remove_all(folder(g), ec);
  }

  void wait_for_writes() {
    for (auto& w : writes) w.wait();
    writes.clear();
  }

  std::string failed_note;  // why there are no pictures at all
};

ScenePictures::ScenePictures() : impl_(std::make_unique<Impl>()) {}

ScenePictures::~ScenePictures() {
  impl_->wait_for_writes();
  std::error_code ec;
  if (!impl_->dir.empty()) fs::remove_all(impl_->dir, ec);
}

bool ScenePictures::update(AppState& state, int width, int height, double now) {
  Impl& p = *impl_;
  if (p.drawing) {
    Pixels picture;
    std::string failed;
    const int k = p.drawing->scene();
    if (p.drawing->step(&picture, &failed)) {
      if (failed.empty()) {
        p.take(k, std::move(picture));
      } else {
        p.pending_failed[k] = failed;
      }
      if (p.drawing->done()) {
        p.finish();
        state.state_changed = true;  // --dump-state: the folders read by then
      }
    }
    return p.drawing != nullptr && p.drawing->will_draw();
  }
  if (scene_count(state) < 2) return false;  // only the next scene's picture is shown
  if (now - p.checked < kCheckLessonEvery && !p.drawn_key.empty()) return false;
  p.checked = now;
  const std::string json = lesson_to_json(stored_lesson(state)).dump();  // not with the screen's changes
  const std::string key = json + "@" + std::to_string(width) + "x" + std::to_string(height);
  if (key == p.drawn_key) return false;
  p.start(json, key, width, height, scene_count(state));
  return p.drawing != nullptr;
}

unsigned ScenePictures::texture(int k, float* aspect) const {
  const auto it = impl_->textures.find(k);
  if (!impl_->ready || it == impl_->textures.end()) return 0;
  *aspect = it->second.aspect;
  return it->second.id;
}

std::string ScenePictures::note(int k) const {
  const Impl& p = *impl_;
  if (!p.failed_note.empty()) return p.failed_note;
  if (!p.ready) return p.drawing ? tr("Drawing the scenes…") : "";
  const auto it = p.failed.find(k);
  return it == p.failed.end() ? "" : it->second;
}

void ScenePictures::release() {
  Impl& p = *impl_;
  p.drawing.reset();
  for (auto& [k, t] : p.textures) delete_texture(&t.id);
  for (auto& [k, t] : p.pending) delete_texture(&t.id);
  p.textures.clear();
  p.pending.clear();
  p.failed.clear();
  p.pending_failed.clear();
  p.ready = false;
  p.drawn_key.clear();
  p.failed_note.clear();
  p.checked = -1e9;
}

}  // namespace attn::app
