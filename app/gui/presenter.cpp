#include "gui/presenter.hpp"

#include "widgets/gl.hpp"
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_impl_glfw.h>
#include <imgui_impl_opengl3.h>
#include <stb_image.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cerrno>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "gui/fonts.hpp"
#include "io/platform.hpp"
#include "gui/frame.hpp"
#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "widgets/texture_upload.hpp"
#include "model/scenes.hpp"
#include "model/session.hpp"
#include "model/state.hpp"
#include "panels/panels.hpp"

namespace attn::app {
namespace {

namespace fs = std::filesystem;

// The presenter's text is larger than the interface's 100%: read at a glance, from a step
// back, on a laptop's screen.
constexpr float kPresenterTextScale = 1.35f;
// The lesson is serialised to see whether its scenes changed at most this often.
constexpr double kCheckLessonEvery = 1.0;

// One `attention-explorer render … --all-scenes` in a child process, waited for on a thread.
class PictureJob {
 public:
  PictureJob(std::vector<std::string> argv, std::string log)
      : thread_([this, argv = std::move(argv), log = std::move(log)] { run(argv, log); }) {}
  ~PictureJob() {
    {
      const std::lock_guard<std::mutex> guard(lock_);
      stopping_ = true;
      if (child_ != nullptr) child_->stop();
    }
    thread_.join();
  }
  PictureJob(const PictureJob&) = delete;
  PictureJob& operator=(const PictureJob&) = delete;
  bool done() const { return done_; }
  int status() const { return status_; }

 private:
  void run(const std::vector<std::string>& argv, const std::string& log) {
    try {
      io::platform::ChildProcess child(argv, log);
      {
        const std::lock_guard<std::mutex> guard(lock_);
        child_ = &child;
        if (stopping_) child.stop();
      }
      status_ = child.wait();
      const std::lock_guard<std::mutex> guard(lock_);
      child_ = nullptr;
    } catch (const std::exception&) {
      status_ = 127;
    }
    done_ = true;
  }

  std::atomic<bool> done_{false};
  std::atomic<int> status_{0};
  std::mutex lock_;  // guards child_ and stopping_
  io::platform::ChildProcess* child_ = nullptr;
  bool stopping_ = false;
  std::thread thread_;
};

std::string first_line_of(const fs::path& path) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty()) return line;
  }
  return "";
}

// The pictures of every scene, drawn again whenever the lesson's scenes (or the size of the
// projector's window) change, and the next scene's uploaded as a texture when asked for.
class ScenePictures {
 public:
  ~ScenePictures() {
    job_.reset();
    std::error_code ec;
    if (!dir_.empty()) fs::remove_all(dir_, ec);
  }

  // Starts drawing when the lesson differs from the one drawn; takes a finished drawing in.
  void update(const AppState& state, int width, int height, double now) {
    if (job_ && job_->done()) finish();
    if (scene_count(state) == 0 || job_) return;
    if (now - checked_ < kCheckLessonEvery && !drawn_key_.empty()) return;
    checked_ = now;
    Lesson lesson = lesson_from_state(state);
    lesson.scenes = state.scenes.list;  // as stored, not with the screen's changes
    lesson.open_scene = 0;
    const std::string key = lesson_to_json(lesson).dump() + "@" + std::to_string(width) + "x" +
                            std::to_string(height);
    if (key == drawn_key_) return;
    start(lesson, key, width, height, scene_count(state));
  }

  // The texture of scene k (0-based) with its width over its height; 0 when not drawn.
  unsigned texture(int k, float* aspect) {
    if (ready_ == 0 || k < 0 || k >= ready_count_) return 0;
    auto it = textures_.find(k);
    if (it == textures_.end()) it = textures_.emplace(k, load(picture_path(ready_, ready_count_, k))).first;
    *aspect = it->second.aspect;
    return it->second.id;
  }

  const std::string& note() const { return note_; }

  // With the presenter's OpenGL context current.
  void release_textures() {
    for (const auto& [k, t] : textures_) {
      if (t.id != 0) glDeleteTextures(1, &t.id);
    }
    textures_.clear();
    for (const Texture& t : stale_) {
      if (t.id != 0) glDeleteTextures(1, &t.id);
    }
    stale_.clear();
  }

 private:
  struct Texture {
    GLuint id = 0;
    float aspect = 1.6f;
  };

  fs::path folder(int generation) const { return dir_ / ("scenes-" + std::to_string(generation)); }

  fs::path picture_path(int generation, int count, int k) const {
    // render --all-scenes names them scene-01.png …, as wide as the last.
    std::string n = std::to_string(k + 1);
    const std::size_t digits = std::max<std::size_t>(2, std::to_string(count).size());
    if (n.size() < digits) n.insert(0, digits - n.size(), '0');
    return folder(generation) / ("scene-" + n + ".png");
  }

  void start(const Lesson& lesson, const std::string& key, int width, int height, int count) {
    pending_key_ = key;
    pending_count_ = count;
    std::error_code ec;
    if (dir_.empty()) {
      dir_ = fs::temp_directory_path(ec) /
             ("attention-explorer-presenter-" + std::to_string(io::platform::process_id()));
      fs::create_directories(dir_, ec);
    }
    const std::string exe = io::platform::executable_path();
    if (exe.empty()) {
      note_ = "No pictures of the scenes: the program cannot find its own file";
      drawn_key_ = key;
      return;
    }
    ++generation_;
    const fs::path file = dir_ / ("lesson-" + std::to_string(generation_) + ".lesson.json");
    try {
      save_lesson(io::platform::from_path(file), lesson);
    } catch (const std::exception& e) {
      note_ = std::string("No pictures of the scenes: ") + e.what();
      drawn_key_ = key;
      return;
    }
    if (ready_ == 0) note_ = "Drawing the scenes…";
    job_ = std::make_unique<PictureJob>(
        std::vector<std::string>{exe, "render", io::platform::from_path(file), "--all-scenes", "--projector",
                                 "--width", std::to_string(width), "--height", std::to_string(height),
                                 "-o", io::platform::from_path(folder(generation_))},
        io::platform::from_path(dir_ / "render.log"));
  }

  void finish() {
    const int status = job_->status();
    job_.reset();
    drawn_key_ = pending_key_;
    std::error_code ec;
    if (status != 0) {
      const std::string why = first_line_of(dir_ / "render.log");
      note_ = "No pictures of the scenes: " + (why.empty() ? "render exited with " + std::to_string(status) : why);
      return;
    }
    if (ready_ != 0) fs::remove_all(folder(ready_), ec);
    ready_ = generation_;
    ready_count_ = pending_count_;
    for (const auto& [k, t] : textures_) stale_.push_back(t);
    textures_.clear();
    note_.clear();
  }

  Texture load(const fs::path& path) {
    // The textures of an older drawing go first (the context is current here).
    for (const Texture& old : stale_) {
      if (old.id != 0) glDeleteTextures(1, &old.id);
    }
    stale_.clear();
    Texture t;
    int w = 0, h = 0, channels = 0;
    unsigned char* pixels = stbi_load(io::platform::from_path(path).c_str(), &w, &h, &channels, 4);
    if (pixels == nullptr) return t;
    // Drawn a third of its size: the mipmaps keep text legible.
    upload_rgba_texture(&t.id, w, h, pixels, TextureFilter::Mipmapped, TextureWrap::Clamp);
    stbi_image_free(pixels);
    t.aspect = static_cast<float>(w) / static_cast<float>(std::max(h, 1));
    return t;
  }

  fs::path dir_;
  std::unique_ptr<PictureJob> job_;
  std::string drawn_key_, pending_key_;
  int pending_count_ = 0;
  int generation_ = 0;
  int ready_ = 0;  // the generation whose pictures are there (0: none yet)
  int ready_count_ = 0;
  double checked_ = -1e9;
  std::string note_;
  std::map<int, Texture> textures_;
  std::vector<Texture> stale_;  // of the drawing before, deleted when a new one is uploaded
};

// Reached from the presenter window's GLFW callbacks through its user pointer.
struct Link {
  AppState* state = nullptr;
  ImGuiContext* imgui = nullptr;
  int* events = nullptr;
};

Link* link_of(GLFWwindow* w) { return static_cast<Link*>(glfwGetWindowUserPointer(w)); }

// ImGui's GLFW callbacks act on the current ImGui context: the presenter's, for its window.
template <typename F>
void in_presenter_context(GLFWwindow* w, F&& f) {
  Link* link = link_of(w);
  if (link->events != nullptr) ++*link->events;
  ImGuiContext* before = ImGui::GetCurrentContext();
  ImGui::SetCurrentContext(link->imgui);
  f();
  ImGui::SetCurrentContext(before);
}

void install_callbacks(GLFWwindow* window) {
  // Keys join the main window's queue: the same shortcuts act from either window.
  glfwSetKeyCallback(window, [](GLFWwindow* w, int key, int, int action, int mods) {
    Link* link = link_of(w);
    if (link->events != nullptr) ++*link->events;
    if (action == GLFW_PRESS || action == GLFW_REPEAT) link->state->key_presses.push_back({key, mods});
  });
  glfwSetMouseButtonCallback(window, [](GLFWwindow* w, int button, int action, int mods) {
    in_presenter_context(w, [&] { ImGui_ImplGlfw_MouseButtonCallback(w, button, action, mods); });
  });
  glfwSetScrollCallback(window, [](GLFWwindow* w, double x, double y) {
    in_presenter_context(w, [&] { ImGui_ImplGlfw_ScrollCallback(w, x, y); });
  });
  glfwSetCursorEnterCallback(window, [](GLFWwindow* w, int entered) {
    in_presenter_context(w, [&] { ImGui_ImplGlfw_CursorEnterCallback(w, entered); });
  });
  glfwSetWindowFocusCallback(window, [](GLFWwindow* w, int focused) {
    in_presenter_context(w, [&] { ImGui_ImplGlfw_WindowFocusCallback(w, focused); });
  });
  glfwSetCursorPosCallback(window, [](GLFWwindow* w, double, double) {
    if (link_of(w)->events != nullptr) ++*link_of(w)->events;
  });
  glfwSetWindowSizeCallback(window, [](GLFWwindow* w, int, int) {
    if (link_of(w)->events != nullptr) ++*link_of(w)->events;
  });
}

std::string local_clock() {
  const std::time_t t = std::time(nullptr);
  const std::tm tm = io::platform::local_time(t);
  char buf[16];
  std::strftime(buf, sizeof buf, "%H:%M", &tm);
  return buf;
}

}  // namespace

struct PresenterWindow::Impl {
  GLFWwindow* window = nullptr;
  ImGuiContext* imgui = nullptr;
  Link link;
  FontState fonts;
  float font_pixels = 0.0f;
  bool light_theme = true;
  std::string title;
  ScenePictures pictures;

  bool open(AppState& state, GLFWwindow* main_window) {
    glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "attention-explorer-presenter");
    window = glfwCreateWindow(1000, 680, "Attention Explorer · Presenter", nullptr, nullptr);
    glfwWindowHintString(GLFW_X11_INSTANCE_NAME, "attention-explorer");
    if (window == nullptr) return false;
    link.state = &state;
    glfwSetWindowUserPointer(window, &link);
    install_callbacks(window);
    ImGuiContext* main_imgui = ImGui::GetCurrentContext();
    glfwMakeContextCurrent(window);
    load_gl_functions();  // the main window's context found them all
    glfwSwapInterval(0);  // the main window waits for the screen; this one need not
    imgui = ImGui::CreateContext();
    link.imgui = imgui;
    ImGui::SetCurrentContext(imgui);
    ImGui::GetIO().IniFilename = nullptr;
    ImGui_ImplGlfw_InitForOpenGL(window, false);
    ImGui_ImplOpenGL3_Init("#version 330 core");
    fonts = find_fonts();
    font_pixels = 0.0f;
    ImGui::SetCurrentContext(main_imgui);
    glfwMakeContextCurrent(main_window);
    return true;
  }

  void close(GLFWwindow* main_window) {
    if (window == nullptr) return;
    ImGuiContext* main_imgui = ImGui::GetCurrentContext();
    glfwMakeContextCurrent(window);
    ImGui::SetCurrentContext(imgui);
    pictures.release_textures();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext(imgui);
    imgui = nullptr;
    ImGui::SetCurrentContext(main_imgui);
    glfwMakeContextCurrent(main_window);
    glfwDestroyWindow(window);
    window = nullptr;
    title.clear();
  }

  void draw(AppState& state, GLFWwindow* main_window) {
    ImGuiContext* main_imgui = ImGui::GetCurrentContext();
    glfwMakeContextCurrent(window);
    ImGui::SetCurrentContext(imgui);

    float xs = 1.0f, ys = 1.0f;
    glfwGetWindowContentScale(window, &xs, &ys);
    const float pixels = std::round(kBaseFontPixels * kPresenterTextScale * std::max(1.0f, std::max(xs, ys)));
    const std::set<unsigned> glyphs = cjk_codepoints_in(state.notes + state.title + scene_label(state));
    if (pixels != font_pixels || light_theme != state.light_theme || fonts_missing_glyphs(fonts, glyphs)) {
      font_pixels = pixels;
      light_theme = state.light_theme;
      rebuild_fonts(fonts, pixels, pixels, glyphs);
      apply_style(state.light_theme, pixels / kBaseFontPixels);
    }
    const std::string t = "Attention Explorer · Presenter" +
                          (scene_count(state) > 0 ? " · " + scene_label(state) : std::string());
    if (t != title) {
      title = t;
      glfwSetWindowTitle(window, title.c_str());
    }

    int main_w = 0, main_h = 0;
    glfwGetFramebufferSize(main_window, &main_w, &main_h);
    pictures.update(state, std::clamp(main_w, 320, 4096), std::clamp(main_h, 240, 4096), now_seconds());
    PresenterShown shown;
    float aspect = 1.6f;
    if (const unsigned tex = pictures.texture(state.scenes.current + 1, &aspect); tex != 0) {
      shown.next_picture = reinterpret_cast<ImTextureID>(static_cast<std::uintptr_t>(tex));
      shown.picture_aspect = aspect;
    }
    shown.picture_note = pictures.note();
    shown.clock = local_clock();
    shown.elapsed = now_seconds() - state.presenter_since;

    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ImGui::NewFrame();
    draw_presenter_window(state, shown);
    ImGui::Render();
    int w = 0, h = 0;
    glfwGetFramebufferSize(window, &w, &h);
    glViewport(0, 0, w, h);
    const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    glfwSwapBuffers(window);

    ImGui::SetCurrentContext(main_imgui);
    glfwMakeContextCurrent(main_window);
  }
};

PresenterWindow::PresenterWindow() : impl_(std::make_unique<Impl>()) {}
PresenterWindow::~PresenterWindow() = default;

bool PresenterWindow::is_open() const { return impl_->window != nullptr; }

void PresenterWindow::close(GLFWwindow* main_window) { impl_->close(main_window); }

void PresenterWindow::frame(AppState& state, GLFWwindow* main_window, int* events) {
  Impl& p = *impl_;
  p.link.events = events;
  if (state.presenter && p.window == nullptr && !p.open(state, main_window)) {
    set_presenter(state, false, now_seconds());
    set_status(state, "The presenter window could not be opened on this display", true);
    return;
  }
  if (p.window != nullptr && glfwWindowShouldClose(p.window)) set_presenter(state, false, now_seconds());
  if (!state.presenter) {
    p.close(main_window);
    return;
  }
  p.draw(state, main_window);
}

}  // namespace attn::app
