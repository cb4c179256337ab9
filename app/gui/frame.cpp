#include "gui/frame.hpp"

#include "widgets/gl.hpp"
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <stb_image_write.h>

#include <algorithm>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "core/base/engine_calls.hpp"
#include "gui/shortcuts.hpp"
#include "io/i18n.hpp"
#include "model/layer_requests.hpp"
#include "model/commands.hpp"
#include "model/lessons.hpp"
#include "model/presets.hpp"
#include "model/recompute.hpp"
#include "model/session.hpp"
#include "model/settings.hpp"
#include "model/training_sentence.hpp"

namespace attn::app {
namespace {

}  // namespace

void apply_style(bool light_theme, float scale) {
  ImGuiStyle style;
  if (light_theme) {
    ImGui::StyleColorsLight(&style);
    style.Colors[ImGuiCol_WindowBg] = ImVec4(0.98f, 0.98f, 0.98f, 1.0f);
    style.Colors[ImGuiCol_ChildBg] = ImVec4(0.98f, 0.98f, 0.98f, 0.0f);
    style.Colors[ImGuiCol_Text] = ImVec4(0.0f, 0.0f, 0.0f, 1.0f);
    style.Colors[ImGuiCol_TextDisabled] = ImVec4(0.33f, 0.33f, 0.36f, 1.0f);
    style.Colors[ImGuiCol_Border] = ImVec4(0.0f, 0.0f, 0.0f, 0.25f);
    style.Colors[ImGuiCol_FrameBg] = ImVec4(0.88f, 0.89f, 0.91f, 1.0f);
    style.Colors[ImGuiCol_FrameBgHovered] = ImVec4(0.80f, 0.86f, 0.95f, 1.0f);
  } else {
    ImGui::StyleColorsDark(&style);
    style.Colors[ImGuiCol_TextDisabled] = ImVec4(0.65f, 0.65f, 0.68f, 1.0f);
  }
  style.WindowRounding = 0.0f;
  style.ChildRounding = 4.0f;
  style.FrameRounding = 4.0f;
  style.GrabRounding = 4.0f;
  style.PopupRounding = 4.0f;
  style.WindowPadding = ImVec2(10.0f, 10.0f);
  style.FramePadding = ImVec2(7.0f, 4.0f);
  style.ItemSpacing = ImVec2(8.0f, 6.0f);
  style.ScrollbarSize = 16.0f;
  style.ScaleAllSizes(scale);
  ImGui::GetStyle() = style;
}

namespace {

std::set<unsigned> glyphs_needed(const AppState& state, const GuideReader& guide) {
  // Every language's title and notes: a switch of language needs no new glyphs.
  std::string all = state.source_text + state.target_text + state.notes.all() + state.title.all() +
                    state.source_languages.all() + state.target_languages.all();
  for (const Preset& p : kPresets) all += p.source;
  for (const CatalogModel& m : state.get_model.catalog.models) all += m.name + m.shows.all();
  for (const view::MarkdownBlock& b : guide.guide.document.blocks) {  // empty while it is closed
    all += b.text;
    for (const auto& row : b.rows) {
      for (const std::string& cell : row) all += cell;
    }
  }
  return cjk_codepoints_in(all);
}

}  // namespace

void init_renderer(Scene& scene) {
#ifdef __EMSCRIPTEN__
  ImGui_ImplOpenGL3_Init("#version 300 es");  // WebGL 2
#else
  ImGui_ImplOpenGL3_Init("#version 330 core");
#endif
  ImGui_ImplOpenGL3_CreateDeviceObjects();
  scene.textures.init();
}

void release_renderer(Scene& scene) {
  scene.textures.release();
  scene.thumbnails.release();
  scene.across.release();
  scene.guide.release();
  ImGui_ImplOpenGL3_Shutdown();
}

void rebuild_maps_if_needed(AppState& state, Scene& scene) {
  if (!state.need_maps) return;
  state.need_maps = false;
  build_maps(state, scene.results, scene.maps);
  scene.textures.renumber(scene.maps);
  state.state_changed = true;
}

void load_start_lesson(AppState& state, const GuiOptions& options) {
  apply_lesson(state, builtin_lesson());
  set_status(state, tr("Ready: the built-in example (no lesson file found)."));
  // Named without its folder, which differs between the build tree and an installation.
  const std::string default_lesson = find_default_lesson();
  const auto open_default = [&](bool remember) {
    if (default_lesson.empty() || !open_lesson(state, default_lesson, remember)) return false;
    set_status(state, state.title.empty() ? std::string(tr("Opened the default lesson"))
                                          : fmt(tr("Opened the default lesson: {0}"), state.title.shown()));
    return true;
  };
  if (options.lesson_path.empty()) {
    open_default(true);
  } else if (!open_lesson(state, options.lesson_path)) {
    // A lesson that is missing or broken (a file manager passed it, or a typo): its
    // message stays on the status line, over the default lesson.
    const std::string why = state.status;
    if (open_default(false)) set_status(state, fmt(tr("{0}. The default lesson is open instead."), why), true);
  }
  if (const auto v = view_from_name(options.view)) state.view = *v;
  if (options.font_scale > 0.0f) {
    state.font_scale = std::clamp(options.font_scale, kMinFontScale, kMaxFontScale);
  }
}

bool run_frame(AppState& state, Scene& scene, FontState& fonts, const FramePlatform& platform) {
  // This thread draws: it hands work to the workers and reads what they made (the engine
  // counts any call made here, engine_calls.hpp).
  mark_frame_thread();
  Results& results = scene.results;
  bool worked = false;
  follow_language(state);  // a lesson's sentences in the language just chosen
  // Requests, between frames. Every computation goes to the worker; the ones asked for here
  // and any that finished since the last frame are swapped in before the maps are made.
  if (state.need_recompute) {
    recompute(state, results);
    const std::set<unsigned> glyphs = glyphs_needed(state, scene.guide);
    if (fonts_missing_glyphs(fonts, glyphs)) state.need_fonts = true;
    if (fonts.cjk_path.empty() && !glyphs.empty() && !state.cjk_font_missing) {
      state.cjk_font_missing = true;
      set_status(state, tr("No Chinese/Japanese/Korean font found (install fonts-wqy-microhei): "
                           "those tokens show as boxes."), true);
    }
    worked = true;
  }
  // The leak test and the meaning shift run several cases: only for their own view.
  if (state.need_leaks && state.view == View::Leaks) {
    ask_leaks(state, results);
    worked = true;
  }
  if (state.need_meaning && state.view == View::Meaning) {
    ask_meaning(state, results);
    worked = true;
  }
  // A new snapshot of the Model view (a run, a step of generation, a refusal) changes what is shown.
  const std::shared_ptr<const ModelSnapshot> model_snapshot = scene.pretrained.snapshot();
  if (model_snapshot->version != state.pretrained.seen_version) {
    state.pretrained.seen_version = model_snapshot->version;
    state.state_changed = true;
    // A folder that opened goes to the top of the recent model folders.
    if (model_snapshot->model && model_snapshot->model->path != state.pretrained.remembered) {
      state.pretrained.remembered = model_snapshot->model->path;
      remember_recent_model(state, model_snapshot->model->path);
    }
  }
  // What the lesson, the panels and the keys asked of the sessions since the last frame.
  if (run_commands(state, scene.training, scene.pretrained)) worked = true;
  if (collect_results(state, results)) worked = true;
  // The Training view's model reads X and Y while something shows it (each change of the
  // sentence runs it again on its thread).
  const bool diff_of_training = state.view == View::Diff && diff_of_trained_model(state.diff.between);
  if (state.view == View::Training || diff_of_training) sync_training_sentence(state, scene.training);
  // The Diff view's job, asked again when what it shows changed (a checkpoint is not read
  // again because the model trains on); its result rebuilds the maps when it comes.
  if (state.view == View::Diff) ask_diff(state, results, scene.training.snapshot());
  // The views across layers (and a vision model's overlay) ask their model's session.
  if (ask_layer_measures(state, scene.training, scene.pretrained)) worked = true;
  if (results.computing) ++results.frames_while_computing;
  // With the controls hidden (F9, and while presenting) the view is for the room: every
  // label of the maps at least the size of the interface's text.
  const bool projector = !state.show_controls;
  if (projector != fonts.projector) state.need_fonts = true;
  // A language chosen in View ▸ Language: this frame is drawn in it, with its characters.
  apply_language_request(state);
  if (fonts.language != i18n::language()) state.need_fonts = true;
  if (state.need_fonts) {
    state.need_fonts = false;
    fonts.projector = projector;
    const float pixels = kBaseFontPixels * state.font_scale * state.content_scale;
    rebuild_fonts(fonts, pixels, projector ? pixels : kBaseFontPixels * state.content_scale,
                  glyphs_needed(state, scene.guide));
    worked = true;
  }
  if (state.need_style) {
    state.need_style = false;
    apply_style(state.light_theme, state.font_scale * state.content_scale);
  }
  // The Diff view's maps are made only for it: on coming to it, once.
  if (state.view == View::Diff && !scene.maps.diff_built) state.need_maps = true;
  if (state.need_maps) {
    rebuild_maps_if_needed(state, scene);
    worked = true;
  }

  ImGui_ImplOpenGL3_NewFrame();
  platform.new_frame();
  ImGui::NewFrame();
  state.hover = state.hover_next;
  state.hover_next = LinkedHover{};
  handle_shortcuts(state, results);
  draw_main_window(state, scene.shown());
  draw_help_window(state, scene.guide);
  // What this frame's panels and keys asked, handed over before the frame ends (so that a
  // picture taken once the sessions settle shows it).
  run_commands(state, scene.training, scene.pretrained);
  ImGui::Render();
  if (platform.after_render) platform.after_render();

  int fb_w = 0, fb_h = 0;
  platform.framebuffer_size(&fb_w, &fb_h);
  glViewport(0, 0, fb_w, fb_h);
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  return worked;
}

std::string read_png(unsigned read_buffer, int x, int y, int w, int h, int fb_h) {
  std::vector<unsigned char> px(static_cast<std::size_t>(w) * static_cast<std::size_t>(h) * 3u);
  glPixelStorei(GL_PACK_ALIGNMENT, 1);
  glReadBuffer(read_buffer);
  glReadPixels(x, fb_h - y - h, w, h, GL_RGB, GL_UNSIGNED_BYTE, px.data());
  // OpenGL's rows go bottom up; PNG's top down.
  const std::size_t stride = static_cast<std::size_t>(w) * 3u;
  std::vector<unsigned char> flipped(px.size());
  for (int r = 0; r < h; ++r) {
    std::copy_n(px.data() + static_cast<std::size_t>(h - 1 - r) * stride, stride,
                flipped.data() + static_cast<std::size_t>(r) * stride);
  }
  std::string png;
  stbi_write_png_to_func(
      [](void* ctx, void* data, int size) {
        static_cast<std::string*>(ctx)->append(static_cast<const char*>(data),
                                               static_cast<std::size_t>(size));
      },
      &png, w, h, 3, flipped.data(), static_cast<int>(stride));
  return png;
}

}  // namespace attn::app
