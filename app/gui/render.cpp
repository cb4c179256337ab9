#include "gui/render.hpp"

#include <imgui.h>

#include <cfloat>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <ostream>
#include <stdexcept>
#include <filesystem>
#include <string>

#include "gui/figure.hpp"
#include "gui/fonts.hpp"
#include "widgets/gl.hpp"
#include "gui/headless_context.hpp"
#include "gui/frame.hpp"
#include "gui/offscreen.hpp"
#include "io/atomic_file.hpp"
#include "io/case_json.hpp"
#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "model/scenes.hpp"
#include "model/recompute.hpp"
#include "model/state.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::app {
namespace {

// Bad input: exit status 2, one line.
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One ImGui context for the duration of the render.
class ImGuiSession {
 public:
  ImGuiSession() {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
  }
  ~ImGuiSession() { ImGui::DestroyContext(); }
  ImGuiSession(const ImGuiSession&) = delete;
  ImGuiSession& operator=(const ImGuiSession&) = delete;
};

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// A `compute` case as the lesson the window would show: its sentences, model and weights.
app::Lesson lesson_from_case(const nlohmann::json& j, const std::string& path) {
  const AttentionCase c = io::case_from_json(j);
  if (!c.from_text) {
    throw InputError(tr("'x': the window shows sentences, so render needs a case with 'text' (a case of matrices can "
                        "only be computed)"));
  }
  if (!c.config.key_padding.empty()) {
    throw InputError(tr("'key_padding': the window has no key padding, so it cannot show this case; leave it out to "
                        "render"));
  }
  app::Lesson l;
  l.title = j.contains("description") && j.at("description").is_string()
                ? j.at("description").get<std::string>()
                : base_name(path);
  const bool cross = c.config.mode == AttentionMode::Cross;
  static_cast<AttentionSettings&>(l) = attention_settings(c);
  l.source = c.text;
  l.target = cross ? c.target_text : "";
  l.weights = c.weights;
  l.view = cross ? "compare" : "heads";
  return l;
}

// Reads the file into the state as the window would start with it. Throws InputError.
void load_input(AppState& state, const RenderOptions& options) {
  const std::string& path = options.input_path;
  nlohmann::json j;
  try {
    j = io::parse_json_text(io::read_file(path), "'" + path + "'");
  } catch (const std::exception& e) {
    throw InputError(e.what());
  }
  if (j.is_object() && j.contains("version")) {
    try {
      app::load_lesson(path);  // its message names the path and the field
    } catch (const std::exception& e) {
      throw InputError(e.what());
    }
    GuiOptions start;
    start.lesson_path = path;
    start.view = options.view;
    start.font_scale = options.font_scale;
    load_start_lesson(state, start);  // exactly as the window opens it
    return;
  }
  app::Lesson lesson;
  try {
    lesson = lesson_from_case(j, path);
  } catch (const InputError& e) {
    throw InputError(path + ": " + e.what());
  } catch (const std::exception& e) {
    throw InputError(fmt(tr("{0} is neither a lesson (no \"version\") nor a valid case: {1}"), path, e.what()));
  }
  apply_lesson(state, lesson);
  // TRANSLATORS: where the weights come from, as in "Weights: the case".
  state.model.weights_name = tr("the case");
  set_status(state, fmt(tr("Opened the case {0}"), path));
  if (const auto v = view_from_name(options.view)) state.view = *v;
  if (options.font_scale > 0.0f) state.font_scale = options.font_scale;
}

void check_options(const RenderOptions& o) {
  if (!o.view.empty() && !view_from_name(o.view)) {
    throw InputError(fmt(tr("--view '{0}' is not a view; choose {1}"), o.view, view_names_text()));
  }
  if (o.width < 320 || o.width > 16384) {
    throw InputError(fmt(tr("--width {0} is out of range (320 to 16384)"), o.width));
  }
  if (o.height < 240 || o.height > 16384) {
    throw InputError(fmt(tr("--height {0} is out of range (240 to 16384)"), o.height));
  }
  if (o.font_scale != 0.0f && !(o.font_scale >= kMinFontScale && o.font_scale <= kMaxFontScale)) {
    throw InputError(fmt(tr("--font-scale {0} is out of range (1 to 3)"), std::to_string(o.font_scale)));
  }
  if (o.head < -1) throw InputError(fmt(tr("--head {0} is not a head"), o.head));
  if (o.output_path.empty()) throw InputError(tr("no output file: give -o OUT.png"));
}

std::string one_line(std::string s) {
  for (char& c : s) {
    if (c == '\n' || c == '\r') c = ' ';
  }
  return s;
}

}  // namespace

FramePlatform fixed_size_platform(int width, int height) {
  FramePlatform platform;
  platform.new_frame = [width, height] {
    ImGuiIO& io = ImGui::GetIO();  // the context current when the frame is drawn
    io.DisplaySize = ImVec2(static_cast<float>(width), static_cast<float>(height));
    io.DisplayFramebufferScale = ImVec2(1.0f, 1.0f);
    io.DeltaTime = 1.0f / 60.0f;
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);  // no pointer: nothing hovered
  };
  platform.framebuffer_size = [width, height](int* w, int* h) {
    *w = width;
    *h = height;
  };
  return platform;
}

int run_render(const RenderOptions& options, std::ostream& err) {
  AppState state;
  // The scenes to draw (0-based; -1: the lesson as it opens) and the file of each.
  std::vector<std::pair<int, std::string>> pictures;
  if (!options.language.empty()) {
    if (const std::string problem = i18n::set_language(options.language); !problem.empty()) {
      err << "error: --lang: " << problem << "\n";
      return 2;
    }
  }
  try {
    check_options(options);
    load_input(state, options);
    if (options.head >= 0) {
      if (options.head > state.model.heads) {
        throw InputError(fmt(trn("--head {0} is out of range: the model has {1} head (give 1 to {1}, or 0 for all heads)",
                                 "--head {0} is out of range: the model has {1} heads (give 1 to {1}, or 0 for all heads)",
                                 static_cast<std::uint64_t>(state.model.heads)),
                             options.head, state.model.heads));
      }
      state.focused_head = options.head - 1;
    }
    const int scenes = scene_count(state);
    if (options.all_scenes) {
      if (scenes == 0) {
        throw InputError(fmt(tr("{0} has no scenes (--all-scenes draws a lesson's scenes)"), options.input_path));
      }
      std::error_code ec;
      std::filesystem::create_directories(io::platform::to_path(options.output_path), ec);
      if (!io::platform::file_info(options.output_path).is_directory) {
        throw InputError(ec ? fmt(tr("cannot make the folder {0}: {1}"), options.output_path, ec.message())
                            : fmt(tr("cannot make the folder {0}"), options.output_path));
      }
      const int digits = static_cast<int>(std::to_string(scenes).size());
      for (int k = 0; k < scenes; ++k) {
        std::string n = std::to_string(k + 1);
        n.insert(0, static_cast<std::size_t>(std::max(0, std::max(2, digits) - static_cast<int>(n.size()))), '0');
        pictures.emplace_back(k, options.output_path + "/scene-" + n + ".png");
      }
    } else if (options.scene > 0) {
      if (options.scene > scenes) {
        throw InputError(scenes == 0
                             ? fmt(tr("--scene {0} is out of range: {1} has no scenes"), options.scene, options.input_path)
                             : fmt(trn("--scene {0} is out of range: {1} has {2} scene (give 1 to {2})",
                                       "--scene {0} is out of range: {1} has {2} scenes (give 1 to {2})",
                                       static_cast<std::uint64_t>(scenes)),
                                   options.scene, options.input_path, scenes));
      }
      pictures.emplace_back(options.scene - 1, options.output_path);
    } else {
      pictures.emplace_back(-1, options.output_path);
    }
  } catch (const std::exception& e) {
    err << fmt(tr("error: {0}"), one_line(e.what())) << "\n";
    return 2;
  }

  try {
    HeadlessContext gl;
    ImGuiSession imgui;
    Scene scene;
    Results& results = scene.results;
    if (options.width > max_offscreen_size() || options.height > max_offscreen_size()) {
      throw InputError(fmt(tr("{0}×{1} is larger than OpenGL can draw here (at most {2} pixels a side)"), options.width,
                           options.height, max_offscreen_size()));
    }
    OffscreenTarget target(options.width, options.height);
    init_renderer(scene);
    FontState fonts = find_fonts();
    const FramePlatform platform = fixed_size_platform(options.width, options.height);
    for (const auto& [k, path] : pictures) {
      if (k >= 0 && k != state.scenes.current) go_to_scene(state, k);
      // --view and --head over the scene's own.
      if (const auto v = view_from_name(options.view); k >= 0 && v) state.view = *v;
      if (k >= 0 && options.head >= 0) state.focused_head = options.head - 1;
      if (options.projector) state.show_controls = false;
      for (int frame = 0; frame < options.frames; ++frame) run_frame(state, scene, fonts, platform);
      // The Training view shows its model, not the one before, on the sentence (handed over
      // by a frame once the model is there), and the Model view its model, run on the text.
      for (int settle = 0; settle < 2; ++settle) {
        scene.training.wait_idle();
        scene.pretrained.wait_idle();
        run_frame(state, scene, fonts, platform);
      }
      // Long inputs compute off the frame loop: the picture shows the finished result.
      for (int frame = 0; frame < 8 && (results_pending(results) || state.need_maps); ++frame) {
        finish_results(state, results);
        run_frame(state, scene, fonts, platform);
      }
      if (!results.source.ok) {
        release_renderer(scene);
        const std::string what =
            k >= 0 ? fmt(tr("{0}, scene {1}: nothing to draw: {2}"), options.input_path, k + 1, state.status)
                   : fmt(tr("{0}: nothing to draw: {1}"), options.input_path, state.status);
        err << fmt(tr("error: {0}"), one_line(what)) << "\n";
        return 2;
      }
      std::string png = options.figure
                            ? render_figure_png(state, scene, options.width, options.height)
                            : read_png(GL_COLOR_ATTACHMENT0, 0, 0, options.width, options.height,
                                       options.height);
      try {
        io::write_file_atomic(path, png);
      } catch (const std::exception& e) {
        release_renderer(scene);
        throw InputError(e.what());
      }
    }
    release_renderer(scene);
    return 0;
  } catch (const InputError& e) {
    err << fmt(tr("error: {0}"), one_line(e.what())) << "\n";
    return 2;
  } catch (const std::exception& e) {
    err << fmt(tr("error: cannot render without a display: {0}; render needs Mesa's EGL (Debian: libegl1, libegl-mesa0, "
                  "libgl1-mesa-dri)"),
               one_line(e.what()))
        << "\n";
    return 1;
  }
}

}  // namespace attn::app
