// Heads assembled: how the D columns are split into H slices of d_k (a coloured band),
// each head's context Z_h (T×d_k) in its slice's colour, the concatenation (T×D) with the
// same band over its columns, W_O (D×D) and the output (T×D).
//
// Every matrix comes from the source's trace (model/maps.hpp, built on change); the heads'
// contexts share the concatenation's colour range so each slice looks like its head.
#include <imgui.h>

#include <algorithm>
#include <string>
#include <vector>

#include "io/i18n.hpp"
#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/map_menu.hpp"
#include "widgets/teaching_widgets.hpp"

namespace attn::app {
namespace {

// The band of H coloured slices over `width` pixels at p, with "head h" written when it fits.
void draw_band(ImDrawList* dl, ImVec2 p, float width, float height, int heads, int d_k,
               bool labels) {
  const float slice = width / static_cast<float>(std::max(heads, 1));
  const ImU32 text = IM_COL32(0, 0, 0, 255);
  for (int h = 0; h < heads; ++h) {
    const ImVec2 a(p.x + slice * static_cast<float>(h), p.y);
    const ImVec2 b(a.x + slice, p.y + height);
    dl->AddRectFilled(a, b, head_colour(h, heads));
    dl->AddRect(a, b, IM_COL32(255, 255, 255, 255));
    if (!labels) continue;
    const std::string full = fmt(tr("head {0}: columns {1}–{2}"), h + 1, h * d_k, (h + 1) * d_k - 1);
    const std::string shorter = std::to_string(h + 1);
    const std::string& s = ImGui::CalcTextSize(full.c_str()).x + 6.0f <= slice ? full : shorter;
    const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
    if (ts.x + 2.0f <= slice) {
      dl->AddText(ImVec2(a.x + (slice - ts.x) * 0.5f, a.y + (height - ts.y) * 0.5f), text, s.c_str());
    }
  }
}

}  // namespace

void draw_assembly_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_view_intro(
      state, tr("Multi-head attention, assembled"),
      tr("The D columns of the model are shared out among the heads: with H heads each head "
         "works in its own slice of d_k = D / H columns, with its own W_Q, W_K and W_V. Every "
         "head produces a context Z_h with T rows and d_k columns. Written side by side, the H "
         "contexts fill exactly D columns again (the concatenation); W_O then mixes the heads' "
         "findings into the output, which has the same shape as X, so layers can be stacked."));
  const Maps& t = shown.maps;
  if (results.source.ok && !results.source.detailed) {
    draw_too_long_for_numbers(results, tr("Heads assembled"));
    return;
  }
  if (!results.source.ok || t.contexts.empty() || t.pipeline.size() != kPipelineMaps) {
    ImGui::TextUnformatted(tr("Nothing to show yet: see the message in the status line below."));
    return;
  }
  const CaseResult& r = results.source.result;
  const int heads = static_cast<int>(t.contexts.size());
  const int d_k = r.trace.d_k;
  const std::ptrdiff_t d = static_cast<std::ptrdiff_t>(r.x.cols());
  const std::ptrdiff_t tq = static_cast<std::ptrdiff_t>(r.q_tokens.size());
  const float font = ImGui::GetFontSize();
  ImDrawList* dl = ImGui::GetWindowDrawList();

  ImGui::Text(tr("D = %td columns  =  H × d_k  =  %d × %d"), d, heads, d_k);
  const ImVec2 avail0 = ImGui::GetContentRegionAvail();
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    draw_band(dl, p, avail0.x, font * 1.6f, heads, d_k, true);
    ImGui::Dummy(ImVec2(avail0.x, font * 1.6f));
  }
  ImGui::Spacing();

  // Row 1: the heads' contexts, each under its colour, at most 40% of the height.
  const float gap = font * 0.8f;
  HeatmapOptions o;
  o.cmap = state.colormap;
  o.values = true;
  o.shape_below_title = true;
  o.highlight_row = state.hover.source_query;
  int hovered_row = -1;
  {
    const float w = (avail0.x - gap * static_cast<float>(heads - 1)) / static_cast<float>(heads);
    const float max_h = (ImGui::GetContentRegionAvail().y - font * 1.5f) * 0.4f;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    // One cell size for every head; token labels only on the first.
    float cell = 1e9f;
    for (int h = 0; h < heads; ++h) {
      HeatmapOptions oh = o;
      oh.labels = h == 0;
      cell = std::min(cell, layout_heatmap(t.contexts[static_cast<std::size_t>(h)],
                                           ImVec2(w, max_h - font * 0.5f), oh).cell);
    }
    float x = origin.x;
    float tallest = 0.0f;
    for (int h = 0; h < heads; ++h) {
      HeatmapOptions oh = o;
      oh.labels = h == 0;
      oh.max_cell = cell;
      const MapView& m = t.contexts[static_cast<std::size_t>(h)];
      const HeatmapLayout l = layout_heatmap(m, ImVec2(w, max_h - font * 0.5f), oh);
      dl->AddRectFilled(ImVec2(x, origin.y), ImVec2(x + l.size.x, origin.y + font * 0.35f),
                        head_colour(h, heads));
      ImGui::SetCursorScreenPos(ImVec2(x, origin.y + font * 0.5f));
      const HeatmapHover hv = draw_heatmap(("ctx" + std::to_string(h)).c_str(), m, shown.textures,
                                           l.size, oh);
      if (hv.row >= 0) hovered_row = hv.row;
      act_on_map_menu(state, m, hv.menu);
      tallest = std::max(tallest, l.size.y);
      x += l.size.x + gap;
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + tallest + font * 0.8f));
  }

  // Below: the concatenation and, under it, the output (both T×D, one cell size) on the
  // left; W_O (D×D) on the right, its own cell size.
  ImGui::TextDisabled(tr("↓  side by side: %d × [%td × %d]  →  [%td × %td]"), heads, tq, d_k, tq, d);
  {
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float op_w = font * 2.0f;
    const MapView& concat = t.pipeline[kPipelineConcat];
    const MapView& w_o = t.w_o;
    const MapView& out = t.pipeline[kPipelineOutput];
    const float band_h = font * 0.6f;
    const float wo_side = std::max(font * 4.0f, std::min(avail.y - font * 0.5f, avail.x * 0.24f));
    const float left_w = avail.x - wo_side - op_w;
    HeatmapOptions o2 = o;
    o2.values = false;
    const ImVec2 half_box(left_w, (avail.y - band_h - font * 1.5f) * 0.5f);
    o2.max_cell = std::min(layout_heatmap(concat, half_box, o2).cell,
                           layout_heatmap(out, half_box, o2).cell);
    const HeatmapLayout lc = layout_heatmap(concat, half_box, o2);
    ImGui::SetCursorScreenPos(origin);
    HeatmapHover hv = draw_heatmap("asm_concat", concat, shown.textures, lc.size, o2);
    if (hv.row >= 0) hovered_row = hv.row;
    act_on_map_menu(state, concat, hv.menu);
    const float concat_bottom = origin.y + lc.title_h + lc.col_label_h +
                                lc.cell * static_cast<float>(concat.rows);
    draw_band(dl, ImVec2(origin.x + lc.row_label_w, concat_bottom + 2.0f),
              lc.cell * static_cast<float>(d), band_h, heads, d_k, false);
    const float out_top = concat_bottom + band_h + font * 1.0f;
    const HeatmapLayout lo = layout_heatmap(out, half_box, o2);
    ImGui::SetCursorScreenPos(ImVec2(origin.x, out_top));
    hv = draw_heatmap("asm_out", out, shown.textures, lo.size, o2);
    if (hv.row >= 0) hovered_row = hv.row;
    act_on_map_menu(state, out, hv.menu);

    // "·" from the concatenation to W_O, which sits to the right.
    const float wo_x = origin.x + avail.x - wo_side;
    const float op_size = font * 1.8f;
    const ImVec2 ow = ImGui::GetFont()->CalcTextSizeA(op_size, 1e9f, 0.0f, "·");
    dl->AddText(ImGui::GetFont(), op_size,
                ImVec2(wo_x - op_w * 0.5f - ow.x * 0.5f,
                       origin.y + lc.title_h + lc.col_label_h + lc.cell * static_cast<float>(concat.rows) * 0.5f - ow.y * 0.5f),
                ImGui::GetColorU32(ImGuiCol_Text), "·");
    HeatmapOptions o_wo = o2;
    o_wo.labels = false;
    o_wo.max_cell = 1e9f;
    o_wo.highlight_row = -1;
    const HeatmapLayout lw = layout_heatmap(w_o, ImVec2(wo_side, avail.y - font * 0.5f), o_wo);
    ImGui::SetCursorScreenPos(ImVec2(wo_x, origin.y));
    hv = draw_heatmap("asm_wo", w_o, shown.textures, lw.size, o_wo);
    act_on_map_menu(state, w_o, hv.menu);
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + avail.y));
  }
  if (hovered_row >= 0) state.hover_next.source_query = hovered_row;
}

}  // namespace attn::app
