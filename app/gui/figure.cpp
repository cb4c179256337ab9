#include "gui/figure.hpp"

#include "widgets/gl.hpp"
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cctype>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <stdexcept>
#include <string>
#include <vector>

#include "gui/fonts.hpp"
#include "gui/frame.hpp"
#include "gui/offscreen.hpp"
#include "io/atomic_file.hpp"
#include "io/export_paths.hpp"
#include "io/i18n.hpp"
#include "model/quiz.hpp"
#include "view/colormap.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

constexpr float kHatchPeriod = 8.0f;  // as on the heatmaps

ImU32 to_u32(view::Rgb8 c) { return IM_COL32(c.r, c.g, c.b, 255); }

int head_count(const Results& results) {
  return static_cast<int>(results.source.result.trace.heads.size());
}

// "head 2 of 4 (first token)", from the maps' titles when the heads are designed.
std::string head_words(const Results& results, int head) {
  const auto& info = results.source.result.head_info;
  if (head >= 0 && static_cast<std::size_t>(head) < info.size()) {
    // TRANSLATORS: {0} of {1} heads; {2} its job ("first token").
    return fmt(tr("head {0} of {1} ({2})"), head + 1, head_count(results),
               head_name_text(info[static_cast<std::size_t>(head)].name));
  }
  return fmt(tr("head {0} of {1}"), head + 1, head_count(results));
}

bool valid_head(const AppState& state, const Results& results) {
  return state.focused_head >= 0 && state.focused_head < head_count(results);
}

// What the scaled scores are divided by, in words.
std::string scaled_score_words(const ModelSettings& m) {
  if (m.scale && m.temperature != 1.0f) return tr("scaled score Q·Kᵀ ÷ (√d_k · τ), before softmax");
  if (m.scale) return tr("scaled score Q·Kᵀ ÷ √d_k, before softmax");
  if (m.temperature != 1.0f) return tr("score Q·Kᵀ ÷ τ, before softmax");
  return tr("score Q·Kᵀ (not scaled), before softmax");
}

// The maps whose colour range the legend gives, for the views that share one.
const std::vector<MapView>* legend_maps(const AppState& state, const Maps& maps) {
  switch (state.view) {
    case View::Heads: return &maps.heads;
    case View::Compare:
    case View::Decoder: return &maps.compare;
    default: return nullptr;
  }
}

float legend_height(const FigureLegend& legend) {
  if (legend.caption.empty()) return 0.0f;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float font = ImGui::GetFontSize();
  return ImGui::GetStyle().ItemSpacing.y * 2.0f + 1.0f +
         (legend.has_bar ? font * 0.9f + line + font * 0.4f : line) +
         (legend.note.empty() ? 0.0f : line);
}

float title_height() {
  const ImGuiStyle& style = ImGui::GetStyle();
  return title_font()->FontSize + style.ItemSpacing.y * 4.0f + ImGui::GetTextLineHeightWithSpacing() +
         1.0f;
}

// The colour bar: the map from lo to hi with five ticks under it, `width` wide at p.
void draw_legend_bar(ImDrawList* dl, ImVec2 p, float width, const FigureLegend& legend,
                     view::ColorMapId cmap) {
  const float font = ImGui::GetFontSize();
  const float bar_h = font * 0.9f;
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  constexpr int kSegments = 48;
  for (int i = 0; i < kSegments; ++i) {
    const float t0 = static_cast<float>(i) / kSegments;
    const float t1 = static_cast<float>(i + 1) / kSegments;
    auto colour = [&](float t) {
      return to_u32(legend.signed_values ? view::sample_diverging(2.0f * t - 1.0f) : view::sample_colormap(cmap, t));
    };
    dl->AddRectFilledMultiColor(ImVec2(p.x + width * t0, p.y), ImVec2(p.x + width * t1 + 0.5f, p.y + bar_h),
                                colour(t0), colour(t1), colour(t1), colour(t0));
  }
  dl->AddRect(p, ImVec2(p.x + width, p.y + bar_h), text);
  const float a = legend.signed_values ? -legend.hi : legend.lo;
  const float b = legend.hi;
  constexpr int kTicks = 4;
  for (int i = 0; i <= kTicks; ++i) {
    const float t = static_cast<float>(i) / kTicks;
    const float x = p.x + width * t;
    dl->AddLine(ImVec2(x, p.y + bar_h), ImVec2(x, p.y + bar_h + font * 0.3f), text);
    const char* relative_labels[] = {tr("−max |value|"), "", "0", "", tr("max |value|")};
    const std::string label = legend.relative ? relative_labels[i]
                                              : format_value(a + (b - a) * t, legend.signed_values);
    const float w = ImGui::CalcTextSize(label.c_str()).x;
    const float lx = i == 0 ? x : i == kTicks ? x - w : x - w * 0.5f;
    if (legend.relative && i % 2 == 1) continue;  // −max, 0, max only
    dl->AddText(ImVec2(lx, p.y + bar_h + font * 0.3f), text, label.c_str());
  }
}

void draw_legend(const AppState& state, const MapTextures& textures, const FigureLegend& legend) {
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::Spacing();
  const float font = ImGui::GetFontSize();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float avail = ImGui::GetContentRegionAvail().x;
  if (legend.has_bar) {
    const std::string caption = fmt(tr("Colour: {0}"), legend.caption);
    const ImVec2 cs = ImGui::CalcTextSize(caption.c_str());
    const float bar_h = font * 0.9f;
    dl->AddText(ImVec2(p.x, p.y + (bar_h - cs.y) * 0.5f), ImGui::GetColorU32(ImGuiCol_Text),
                caption.c_str());
    const float bar_x = p.x + cs.x + font * 1.2f;
    const float swatch_w = legend.masked ? font * 9.0f : 0.0f;
    const float bar_w = std::clamp(avail - (bar_x - p.x) - swatch_w - font, font * 6.0f, font * 24.0f);
    draw_legend_bar(dl, ImVec2(bar_x, p.y), bar_w, legend, state.colormap);
    if (legend.masked) {
      const ImVec2 s0(bar_x + bar_w + font * 1.5f, p.y);
      const ImVec2 s1(s0.x + bar_h, s0.y + bar_h);
      dl->AddRectFilled(s0, s1, to_u32(view::masked_colour(state.colormap)));
      if (textures.hatch() != 0) {
        dl->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(textures.hatch())),
                     s0, s1, ImVec2(s0.x / kHatchPeriod, s0.y / kHatchPeriod),
                     ImVec2(s1.x / kHatchPeriod, s1.y / kHatchPeriod), IM_COL32(255, 255, 255, 150));
      }
      dl->AddRect(s0, s1, ImGui::GetColorU32(ImGuiCol_Text));
      dl->AddText(ImVec2(s1.x + font * 0.4f, p.y + (bar_h - cs.y) * 0.5f),
                  ImGui::GetColorU32(ImGuiCol_Text), trc("legend: cells under the mask", "masked"));
    }
    ImGui::Dummy(ImVec2(avail, bar_h + ImGui::GetTextLineHeightWithSpacing() + font * 0.4f));
  } else {
    wrapped_text(tr("Colour: %s"), legend.caption.c_str());
  }
  if (!legend.note.empty()) ImGui::TextDisabled("%s", legend.note.c_str());
}

}  // namespace

FigureText figure_text(const AppState& state, const Scene& scene) {
  const Results& results = scene.results;
  FigureText t;
  t.title = state.title.empty() ? "Attention Explorer" : state.title.shown();
  std::string what = view_label(state.view);
  const int heads = head_count(results);
  if (results.source.ok) {
    switch (state.view) {
      case View::Heads:
        what = valid_head(state, results)
                   ? fmt(tr("{0}: {1}"), what, head_words(results, state.focused_head))
                   : fmt(trn("{0}: {1} head and their average", "{0}: {1} heads and their average",
                             static_cast<std::uint64_t>(heads)),
                         what, heads);
        break;
      case View::Compare:
      case View::Decoder:
        what = valid_head(state, results)
                   ? fmt(tr("{0}: {1}"), what, head_words(results, state.focused_head))
                   : fmt(trn("{0}: average over {1} head", "{0}: average over {1} heads", static_cast<std::uint64_t>(heads)),
                         what, heads);
        break;
      case View::Pipeline:
        // TRANSLATORS: {0} the view, {1} the head, step {2} of {3} ({4}: the step's name).
        what = fmt(tr("{0}: {1}, step {2} of {3} ({4})"), what, head_words(results, scene.maps.pipeline_head),
                   state.pipeline_step + 1, kPipelineSteps, tr(pipeline_step_name(state.pipeline_step)));
        break;
      case View::Why:
        what = fmt(tr("{0}: {1}"), what, head_words(results, valid_head(state, results) ? state.focused_head : 0));
        break;
      default: break;
    }
    const ModelSettings& m = state.model;
    char model[160];
    std::snprintf(model, sizeof model, "D = %d · H = %d · d_k = %d · %s · %s", m.d_model, heads,
                  results.source.result.trace.d_k, m.causal ? tr("causal mask on") : tr("no mask"),
                  m.scale ? tr("scaled by 1/√d_k") : tr("not scaled"));
    what += "   —   " + std::string(model);
    if (m.temperature != 1.0f) {
      char tau[32];
      std::snprintf(tau, sizeof tau, " · τ = %.2g", static_cast<double>(m.temperature));
      what += tau;
    }
  }
  t.subtitle = what;
  return t;
}

FigureLegend figure_legend(const AppState& state, const Scene& scene) {
  const Results& results = scene.results;
  FigureLegend l;
  if (!results.source.ok) return l;
  if (state.view == View::Pipeline) {
    l.caption = tr("blue below 0, white at 0, red above 0, each matrix on its own range (the bar under each map)");
    // TRANSLATORS: {0} is a colour map's name (viridis, magma, …).
    l.note = fmt(tr("The softmax weights on {0} from 0 to 1; rows are tokens, columns keys or dimensions."),
                 view::colormap_name(state.colormap));
    return l;
  }
  if (state.view == View::Assembly) {
    l.has_bar = true;
    l.relative = true;
    l.signed_values = true;
    l.caption = tr("each matrix's values, on its own range");
    l.note = tr("The heads' contexts Z share the concatenation's range, so each slice of it looks like its head; rows "
                "are tokens, columns dimensions.");
    return l;
  }
  const std::vector<MapView>* maps = legend_maps(state, scene.maps);
  if (maps == nullptr || maps->empty()) return l;
  const MapView& m = maps->front();
  const bool scores = state.values == ValueKind::Scores;
  const bool average = state.view != View::Heads && !valid_head(state, results);
  l.caption = scores ? scaled_score_words(state.model) : tr("attention weight (after softmax)");
  if (average) l.caption = fmt(tr("{0}, average over heads"), l.caption);
  l.signed_values = m.signed_values;
  l.lo = m.lo;
  l.hi = m.hi;
  for (const MapView& v : *maps) l.masked = l.masked || v.masked_cells > 0;
  const std::string map_words =
      scores ? tr("diverging colours, blue below 0, red above") : view::colormap_name(state.colormap);
  if (state.scale_mode == ScaleMode::PerMap) {
    l.caption = state.view != View::Decoder ? fmt(tr("{0}: each map on its own range (the bar under each map)"), l.caption)
                                            : fmt(tr("{0}: each map on its own range"), l.caption);
    l.note = fmt(tr("Colour map: {0}. Rows are queries, columns keys."), map_words);
    return l;
  }
  l.has_bar = true;
  // TRANSLATORS: {0} is the colour map's words ("viridis", "diverging colours, …").
  l.note = fmt(state.scale_mode == ScaleMode::Fixed ? tr("{0}, fixed range; rows are queries, columns keys")
                                                    : tr("{0}, one range for all maps; rows are queries, columns keys"),
               map_words);
  if (l.masked) l.note += tr("; hatched cells are masked: score −∞, weight 0");
  l.note[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(l.note[0])));
  return l;
}

float draw_figure(AppState& state, Scene& scene) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(vp->Pos);
  ImGui::SetNextWindowSize(vp->Size);
  const float font = ImGui::GetFontSize();
  ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 0.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(font * 1.2f, font * 0.8f));
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoSavedSettings |
                                 ImGuiWindowFlags_NoBringToFrontOnFocus |
                                 ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse |
                                 ImGuiWindowFlags_NoNav;
  ImGui::Begin("Figure", nullptr, flags);
  ImGui::PopStyleVar(2);

  const FigureText text = figure_text(state, scene);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::PushFont(title_font());
  wrapped_text_unformatted(text.title);
  ImGui::PopFont();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  wrapped_text_unformatted(text.subtitle);
  ImGui::PopStyleColor();
  ImGui::PopTextWrapPos();
  ImGui::Spacing();
  ImGui::Separator();
  ImGui::Spacing();

  const FigureLegend legend = figure_legend(state, scene);
  const float body_h = std::max(ImGui::GetContentRegionAvail().y - legend_height(legend), font * 4.0f);
  ImGui::BeginChild("figure_view", ImVec2(0.0f, body_h), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int first_vertex = dl->VtxBuffer.Size;
  const float top = ImGui::GetWindowPos().y;
  const float bottom = top + ImGui::GetWindowSize().y;
  draw_view_body(state, scene.shown());
  // The lowest point the view drew (panels reserve their whole area, so the cursor does
  // not say it): the legend goes right under it.
  float drawn = top;
  for (int i = first_vertex; i < dl->VtxBuffer.Size; ++i) drawn = std::max(drawn, dl->VtxBuffer[i].pos.y);
  drawn = std::min(std::ceil(drawn), bottom);
  const float x = ImGui::GetWindowPos().x;
  ImGui::EndChild();
  ImGui::SetCursorScreenPos(ImVec2(x, drawn + font * 0.5f));
  if (!legend.caption.empty()) draw_legend(state, scene.textures, legend);
  const float used = ImGui::GetCursorScreenPos().y + font * 0.3f - vp->Pos.y;
  ImGui::End();
  return used;
}

std::string render_figure_png(AppState& state, Scene& scene, int w, int h, bool crop,
                              int* used_h) {
  ImGuiIO& io = ImGui::GetIO();
  const ImVec2 scale(io.DisplayFramebufferScale.x > 0.0f ? io.DisplayFramebufferScale.x : 1.0f,
                     io.DisplayFramebufferScale.y > 0.0f ? io.DisplayFramebufferScale.y : 1.0f);
  const int fb_w = std::max(1, static_cast<int>(std::lround(static_cast<float>(w) * scale.x)));
  const int fb_h = std::max(1, static_cast<int>(std::lround(static_cast<float>(h) * scale.y)));
  OffscreenTarget target(fb_w, fb_h);

  const ImVec2 saved_size = io.DisplaySize;
  const ImVec2 saved_mouse = io.MousePos;
  const LinkedHover saved_hover = state.hover;
  const LinkedHover saved_hover_next = state.hover_next;
  const ImGuiID active = ImGui::GetActiveID();
  io.DisplaySize = ImVec2(static_cast<float>(w), static_cast<float>(h));
  io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);  // nothing hovered, nothing highlighted
  state.hover = LinkedHover{};
  state.drawing_figure = true;
  // Two frames: the first lays out the figure's new windows, the second is drawn.
  float used = static_cast<float>(h);
  for (int pass = 0; pass < 2; ++pass) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui::NewFrame();
    // A text field being edited in the window stays active across the figure's frames.
    if (active != 0) ImGui::KeepAliveID(active);
    used = draw_figure(state, scene);
    ImGui::Render();
  }
  state.drawing_figure = false;
  state.hover = saved_hover;
  state.hover_next = saved_hover_next;
  io.DisplaySize = saved_size;
  io.MousePos = saved_mouse;

  glViewport(0, 0, fb_w, fb_h);
  const ImVec4 bg = ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
  glClearColor(bg.x, bg.y, bg.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  const int kept_h = crop ? std::clamp(static_cast<int>(std::ceil(used)), 1, h) : h;
  if (used_h != nullptr) *used_h = kept_h;
  const int kept_fb_h =
      std::clamp(static_cast<int>(std::lround(static_cast<float>(kept_h) * scale.y)), 1, fb_h);
  return read_png(GL_COLOR_ATTACHMENT0, 0, 0, fb_w, kept_fb_h, fb_h);
}

void figure_size_for_view(const AppState& state, const Scene& scene, int* w, int* h) {
  const FigureLegend legend = figure_legend(state, scene);
  const float extra = title_height() + legend_height(legend);
  *w = std::clamp(static_cast<int>(std::lround(state.view_rect[2])), 320, 8192);
  *h = std::clamp(static_cast<int>(std::lround(state.view_rect[3] + extra)), 240, 8192);
}

void export_figure(AppState& state, Scene& scene) {
  state.need_export = false;
  try {
    int w = 0, h = 0;
    figure_size_for_view(state, scene, &w, &h);
    const std::string png = render_figure_png(state, scene, w, h, true, &h);
    const std::string path = io::export_path(std::string("attention-") + view_name(state.view), "png");
    io::write_file_atomic(path, png);
    set_status(state, fmt(tr("Saved the figure ({0}×{1}) to {2}"), w, h, path));
  } catch (const std::exception& e) {
    set_status(state, fmt(tr("Could not save the figure: {0}"), e.what()), true);
  }
}

}  // namespace attn::app
