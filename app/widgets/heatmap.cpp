#include "widgets/heatmap.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "io/i18n.hpp"
#include "widgets/colorbar.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

constexpr float kHatchPeriod = 8.0f;  // pixels between masked-cell stripes
constexpr float kWheelZoom = 1.25f;   // one notch of the wheel
constexpr int kMaxTexels = 2048;      // a side of a map's texture, whatever the screen

ImTextureID as_texture_id(unsigned texture) {
  return reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture));
}

// Where the cells of a map are on screen this frame.
struct Placed {
  const MapView& map;
  HeatmapLayout layout;
  view::VisibleCells v;  // the cells on screen, fractional at a zoom's edges
  view::Window win;      // the whole cells that cover them
  ImVec2 p0, p1;         // the cells' rectangle
  float cell = 0.0f;     // width of a cell
  float cell_h = 0.0f;   // its height (taller for a few rows of many keys)

  int r_end() const { return win.row + win.rows; }
  int c_end() const { return win.col + win.cols; }
  // Screen position of the top left corner of cell (r, c).
  float x(float c) const { return p0.x + (c - v.col) * cell; }
  float y(float r) const { return p0.y + (r - v.row) * cell_h; }
};

void draw_tooltip(const MapView& map, int r, int c) {
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(map.title.c_str());
  ImGui::Separator();
  if (!map.value_name.empty()) {  // any matrix of the trace (pipeline, assembly)
    if (map.feature_cols) {
      ImGui::Text(tr("row #%d  \"%s\""), r, token_at(map.row_tokens, r).c_str());
      ImGui::Text(tr("column (dimension) %d"), c);
    } else {
      ImGui::Text(tr("query  #%d  \"%s\"  (row)"), r, token_at(map.row_tokens, r).c_str());
      ImGui::Text(tr("key    #%d  \"%s\"  (column)"), c, token_at(map.col_tokens, c).c_str());
    }
    if (map_masked(map, r, c)) ImGui::TextUnformatted(tr("masked: this query may not see this key"));
    ImGui::Text("%s  %s", map.value_name.c_str(),
                format_value(map_value(map, r, c), map.signed_values).c_str());
    ImGui::EndTooltip();
    return;
  }
  ImGui::Text(tr("query  #%d  \"%s\"  (row)"), r, token_at(map.row_tokens, r).c_str());
  ImGui::Text(tr("key    #%d  \"%s\"  (column)"), c, token_at(map.col_tokens, c).c_str());
  if (map_masked(map, r, c)) {
    ImGui::TextUnformatted(tr("masked: this query may not see this key"));
    ImGui::TextUnformatted(tr("score set to −∞ before softmax, so its weight is 0"));
  } else {
    const std::string w = format_value(map_weight(map, r, c), false);
    if (map.is_average) {
      ImGui::Text(tr("weight (average over heads)  %s"), w.c_str());
    } else {
      ImGui::Text(tr("weight after softmax  %s"), w.c_str());
    }
    if (map.scores != nullptr && map.scores->size() != 0) {
      ImGui::Text(tr("score q·k before softmax  %s"), format_value((*map.scores)(r, c), true).c_str());
    }
    if (map.scaled != nullptr && map.scaled->size() != 0) {
      ImGui::Text(tr("scaled score (what softmax sees)  %s"), format_value((*map.scaled)(r, c), true).c_str());
    }
  }
  ImGui::EndTooltip();
}

// The title in the lines the layout fitted to the room (one or two, at the interface's
// font or the small one), and the shape beside it when it fits whole there, or under it
// when asked. Zoomed in, the shape says which rows and columns are on screen.
void draw_title(const Placed& p, ImVec2 origin, ImVec2 box, const HeatmapOptions& options,
                bool zoomable) {
  const MapView& map = p.map;
  const TitleLayout& t = p.layout.title;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float font = ImGui::GetFontSize();
  const ImU32 text_col = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 dim_col = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  std::string shape = map.shape;
  const view::Window& win = p.win;
  if (zoomable && (win.rows < map.rows || win.cols < map.cols)) {
    // TRANSLATORS: after a map's shape when zoomed in: the rows and columns on screen.
    shape += fmt(tr("   rows {0}–{1}, columns {2}–{3}"), win.row, win.row + win.rows - 1, win.col,
                 win.col + win.cols - 1);
  }
  const float title_room = std::max(box.x, options.title_room);
  dl->PushClipRect(origin, ImVec2(origin.x + title_room, origin.y + box.y), true);
  ImFont* title_font = t.font != nullptr ? t.font : ImGui::GetFont();
  const float title_line = text_line(title_font);
  for (int i = 0; i < t.count; ++i) {
    dl->AddText(title_font, title_font->FontSize,
                ImVec2(origin.x, origin.y + static_cast<float>(i) * title_line), text_col,
                t.lines[i].c_str());
  }
  if (options.shape_below_title) {
    // In the interface's text when it fits, else in the small font.
    ImFont* shape_font = ImGui::CalcTextSize(shape.c_str()).x <= title_room ? ImGui::GetFont()
                                                                             : small_font();
    ImGui::PushFont(shape_font);
    dl->AddText(ImVec2(origin.x, origin.y + t.height), dim_col, fit_text(shape, title_room).c_str());
    ImGui::PopFont();
  } else if (t.count == 1 && t.font == nullptr) {
    const float title_w = ImGui::CalcTextSize(t.lines[0].c_str()).x;
    const float shape_room = title_room - title_w - font * 0.8f;
    if (shape_room >= ImGui::CalcTextSize(map.shape.c_str()).x) {
      dl->AddText(ImVec2(origin.x + title_w + font * 0.8f, origin.y), dim_col,
                  fit_text(shape, shape_room).c_str());
    }
  }
  dl->PopClipRect();
}

// The colours (from the texture, filled for this window and size when it is not already),
// or, when the values asked for are not at hand, why.
void draw_cells(const Placed& p, MapTextures& textures, const HeatmapOptions& options) {
  const MapView& map = p.map;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float font = ImGui::GetFontSize();
  MapTexture* texture = textures.of(map);
  if (!map.note.empty() && p.cell > 0.0f) {
    dl->AddRectFilled(p.p0, p.p1, ImGui::GetColorU32(ImGuiCol_FrameBg));
    const float wrap = std::max(p.p1.x - p.p0.x - font, font * 4.0f);
    const ImVec2 ts = ImGui::CalcTextSize(map.note.c_str(), nullptr, false, wrap);
    dl->AddText(nullptr, 0.0f,
                ImVec2(p.p0.x + std::max(font * 0.5f, (p.p1.x - p.p0.x - ts.x) * 0.5f),
                       p.p0.y + std::max(font * 0.5f, (p.p1.y - p.p0.y - ts.y) * 0.5f)),
                ImGui::GetColorU32(ImGuiCol_Text), map.note.c_str(), nullptr, wrap);
  } else if (texture != nullptr && p.cell > 0.0f && map.rows > 0 && map.cols > 0 &&
             ImGui::IsRectVisible(p.p0, p.p1)) {
    // At most one texel per pixel: the cells are max-pooled when there are more of them.
    const view::Window& win = p.win;
    const int out_rows = std::clamp(static_cast<int>(std::floor(static_cast<float>(win.rows) * p.cell_h)), 1,
                                    std::min(win.rows, kMaxTexels));
    const int out_cols = std::clamp(static_cast<int>(std::floor(static_cast<float>(win.cols) * p.cell)), 1,
                                    std::min(win.cols, kMaxTexels));
    fill_texture(*texture, map, win, out_rows, out_cols, options.cmap, textures.generation());
    dl->AddImage(as_texture_id(texture->id),
                 ImVec2(p.x(static_cast<float>(win.col)), p.y(static_cast<float>(win.row))),
                 ImVec2(p.x(static_cast<float>(p.c_end())), p.y(static_cast<float>(p.r_end()))));
  }
}

// Masked cells: stripes over each run of masked cells in a row, continuous across rows.
void draw_hatching(const Placed& p, unsigned hatch) {
  const MapView& map = p.map;
  if (!map.note.empty() || map.masked_cells == 0 || hatch == 0 || std::min(p.cell, p.cell_h) < 3.0f) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int r = p.win.row; r < p.r_end(); ++r) {
    int c = p.win.col;
    while (c < p.c_end()) {
      if (!map_masked(map, r, c)) {
        ++c;
        continue;
      }
      int e = c;
      while (e < p.c_end() && map_masked(map, r, e)) ++e;
      const ImVec2 a(p.x(static_cast<float>(c)), p.y(static_cast<float>(r)));
      const ImVec2 b(p.x(static_cast<float>(e)), a.y + p.cell_h);
      dl->AddImage(as_texture_id(hatch), a, b, ImVec2(a.x / kHatchPeriod, a.y / kHatchPeriod),
                   ImVec2(b.x / kHatchPeriod, b.y / kHatchPeriod), IM_COL32(255, 255, 255, 150));
      c = e;
    }
  }
}

// Numbers in the cells, when they fit.
void draw_values(const Placed& p, const HeatmapOptions& options) {
  const MapView& map = p.map;
  if (!options.values || !map.note.empty() || p.cell <= 0.0f) return;
  const float need = ImGui::CalcTextSize(map.signed_values ? "−0.00" : "0.00").x + 4.0f;
  if (p.cell < need || p.cell_h < ImGui::GetFontSize() * 1.1f) return;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  for (int r = p.win.row; r < p.r_end(); ++r) {
    for (int c = p.win.col; c < p.c_end(); ++c) {
      const bool masked = map_masked(map, r, c);
      if (masked && !map.signed_values) continue;  // the stripes say it
      const float val = map_value(map, r, c);
      const std::string s = format_value(val, map.signed_values);
      const view::Rgb8 bg = masked ? view::masked_colour(options.cmap) : map_colour(map, val, options.cmap);
      const ImU32 fg = view::prefers_dark_text(bg) ? IM_COL32(0, 0, 0, 255) : IM_COL32(255, 255, 255, 255);
      const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
      dl->AddText(ImVec2(p.x(static_cast<float>(c) + 0.5f) - ts.x * 0.5f,
                         p.y(static_cast<float>(r) + 0.5f) - ts.y * 0.5f),
                  fg, s.c_str());
    }
  }
}

// Predict, then reveal: the hidden row covered, a question mark in it, and the key picked
// ringed (in the hidden row, and on the real weights once revealed).
void draw_quiz(const Placed& p, const HeatmapOptions& options) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const int r = options.hidden_row;
  if (r >= p.win.row && r < p.r_end() && p.cell > 0.0f) {
    const float y0 = p.y(static_cast<float>(r)), y1 = p.y(static_cast<float>(r + 1));
    // Opaque: nothing of the colours or the values under it shows through.
    const ImVec4 frame = ImGui::GetStyleColorVec4(ImGuiCol_FrameBgActive);
    const ImVec4 back = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
    const ImVec4 cover(frame.x * frame.w + back.x * (1.0f - frame.w), frame.y * frame.w + back.y * (1.0f - frame.w),
                       frame.z * frame.w + back.z * (1.0f - frame.w), 1.0f);
    dl->AddRectFilled(ImVec2(p.p0.x, y0), ImVec2(p.p1.x, y1), ImGui::GetColorU32(cover));
    const char* mark = "?";
    const ImVec2 ts = ImGui::CalcTextSize(mark);
    for (int c = p.win.col; c < p.c_end(); ++c) {
      if (p.cell < ts.x * 1.5f || p.cell_h < ts.y) break;
      dl->AddText(ImVec2(p.x(static_cast<float>(c) + 0.5f) - ts.x * 0.5f, (y0 + y1 - ts.y) * 0.5f),
                  ImGui::GetColorU32(ImGuiCol_TextDisabled), mark);
    }
  }
  const int mr = options.marked_row, mc = options.marked_col;
  if (mr >= p.win.row && mr < p.r_end() && mc >= p.win.col && mc < p.c_end() && p.cell > 0.0f) {
    const float t = std::max(2.0f, std::min(p.cell, p.cell_h) * 0.12f);
    dl->AddRect(ImVec2(p.x(static_cast<float>(mc)) + t * 0.5f, p.y(static_cast<float>(mr)) + t * 0.5f),
                ImVec2(p.x(static_cast<float>(mc + 1)) - t * 0.5f, p.y(static_cast<float>(mr + 1)) - t * 0.5f),
                IM_COL32(255, 60, 170, 255), 0.0f, 0, t);
  }
}

// The linked row and column, outlined so they read on every colour map; they stay visible
// when cells are smaller than a pixel.
void draw_highlight(const Placed& p, const HeatmapOptions& options) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float font = ImGui::GetFontSize();
  dl->PushClipRect(ImVec2(p.p0.x - font, p.p0.y - font), ImVec2(p.p1.x + font, p.p1.y + font), true);
  const ImU32 outer = IM_COL32(0, 0, 0, 230);
  const ImU32 inner = IM_COL32(255, 255, 255, 255);
  const float t = std::max(1.5f, font * 0.12f);
  if (options.highlight_row >= p.win.row && options.highlight_row < p.r_end()) {
    const float y = p.y(static_cast<float>(options.highlight_row));
    const float h = std::max(p.cell_h, 1.0f);
    dl->AddRect(ImVec2(p.p0.x - 1, y - 1), ImVec2(p.p1.x + 1, y + h + 1), outer, 0, 0, t + 2);
    dl->AddRect(ImVec2(p.p0.x - 1, y - 1), ImVec2(p.p1.x + 1, y + h + 1), inner, 0, 0, t);
  }
  if (options.highlight_col >= p.win.col && options.highlight_col < p.c_end()) {
    const float x = p.x(static_cast<float>(options.highlight_col));
    const float w = std::max(p.cell, 1.0f);
    dl->AddRect(ImVec2(x - 1, p.p0.y - 1), ImVec2(x + w + 1, p.p1.y + 1), outer, 0, 0, t + 2);
    dl->AddRect(ImVec2(x - 1, p.p0.y - 1), ImVec2(x + w + 1, p.p1.y + 1), inner, 0, 0, t);
  }
  dl->PopClipRect();
}

// Token labels: queries to the left (right-aligned), keys above (level when they fit their
// cells, else reading upwards), for the rows and columns on screen.
void draw_row_and_column_labels(const Placed& p, ImVec2 origin, const HeatmapOptions& options) {
  const MapView& map = p.map;
  const HeatmapLayout& l = p.layout;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const float font = ImGui::GetFontSize();
  const float pad = font * 0.5f;
  const ImU32 text_col = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 accent = ImGui::GetColorU32(ImGuiCol_ButtonActive);
  if (l.row_label_w > 0.0f && map.row_tokens != nullptr) {
    dl->PushClipRect(ImVec2(origin.x, p.p0.y - 1.0f), ImVec2(p.p0.x, p.p1.y + 1.0f), true);
    for (int r = p.win.row; r < p.r_end(); ++r) {
      const std::string s = fit_text(token_at(map.row_tokens, r), l.row_label_w - pad);
      const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
      const ImVec2 at(p.p0.x - pad * 0.5f - ts.x, p.y(static_cast<float>(r) + 0.5f) - ts.y * 0.5f);
      if (r == options.highlight_row) {
        dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + ts.x + 2, at.y + ts.y), accent, 3.0f);
      }
      dl->AddText(at, text_col, s.c_str());
    }
    dl->PopClipRect();
  }
  if (l.col_label_h <= 0.0f || map.col_tokens == nullptr) return;
  dl->PushClipRect(ImVec2(p.p0.x - 1.0f, p.p0.y - l.col_label_h), ImVec2(p.p1.x + 1.0f, p.p0.y), true);
  for (int c = p.win.col; c < p.c_end(); ++c) {
    const float centre = p.x(static_cast<float>(c) + 0.5f);
    if (l.col_labels_upright) {
      const std::string s = token_at(map.col_tokens, c);
      const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
      const ImVec2 at(centre - ts.x * 0.5f, p.p0.y - ts.y - pad * 0.3f);
      if (c == options.highlight_col) {
        dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + ts.x + 2, at.y + ts.y), accent, 3.0f);
      }
      dl->AddText(at, text_col, s.c_str());
      continue;
    }
    const std::string s = fit_text(token_at(map.col_tokens, c), l.col_label_h - pad);
    const float w = ImGui::CalcTextSize(s.c_str()).x;
    if (w <= p.cell - pad * 0.5f) {  // short enough to stay level ("I", "a")
      const ImVec2 at(centre - w * 0.5f, p.p0.y - font - pad * 0.3f);
      if (c == options.highlight_col) {
        dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + w + 2, at.y + font), accent, 3.0f);
      }
      dl->AddText(at, text_col, s.c_str());
      continue;
    }
    const ImVec2 at(centre - font * 0.5f, p.p0.y - pad * 0.5f);
    if (c == options.highlight_col) {
      dl->AddRectFilled(ImVec2(at.x, at.y - w - 2), ImVec2(at.x + font, at.y + 2), accent, 3.0f);
    }
    add_vertical_text(dl, at, text_col, s.c_str());
  }
  dl->PopClipRect();
}

// The labels at the font the layout chose for them.
void draw_labels(const Placed& p, ImVec2 origin, const HeatmapOptions& options) {
  ImFont* font = p.layout.label_font;
  if (font != nullptr) ImGui::PushFont(font);
  draw_row_and_column_labels(p, origin, options);
  if (font != nullptr) ImGui::PopFont();
}

// Zoom: the wheel about the pointer, a drag pans, a double click shows the whole map. It
// takes effect from the next frame. Returns whether the zoom moved.
bool handle_zoom(const Placed& p, view::MapZoom& zoom, bool hovered, bool held, float at_row,
                 float at_col) {
  const MapView& map = p.map;
  const ImGuiIO& io = ImGui::GetIO();
  const ImVec2 m = io.MousePos;
  const view::MapZoom before = zoom;
  const bool over_cells = hovered && m.x >= p.p0.x && m.x < p.p1.x && m.y >= p.p0.y && m.y < p.p1.y;
  if (over_cells && io.MouseWheel != 0.0f) {
    zoom = view::zoom_about(zoom, map.rows, map.cols, std::pow(kWheelZoom, io.MouseWheel), at_row,
                            at_col);
  }
  if (held && ImGui::IsMouseDragging(ImGuiMouseButton_Left) &&
      (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f)) {
    zoom = view::pan(zoom, map.rows, map.cols, -io.MouseDelta.y / p.cell_h, -io.MouseDelta.x / p.cell);
  }
  if (over_cells && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) zoom = view::MapZoom{};
  return zoom != before;
}

}  // namespace

HeatmapHover draw_heatmap(const char* id, const MapView& map, MapTextures& textures, ImVec2 box,
                          const HeatmapOptions& options) {
  HeatmapHover hover;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  view::MapZoom* zoom = map.zoom_group >= 0 ? options.zoom : nullptr;
  const HeatmapLayout l = layout_heatmap(map, box, options);
  const view::VisibleCells v = visible_cells_of(map, zoom);
  // On whole pixels, so every cell edge is a pixel edge: crisp cells, and no pixel centre
  // falls on the border of two texels (whose colour would then depend on the rasterizer).
  const ImVec2 p0(std::floor(origin.x + l.row_label_w), std::floor(origin.y + l.title_h + l.col_label_h));
  const Placed p{map,
                 l,
                 v,
                 view::covering(v, std::max(map.rows, 1), std::max(map.cols, 1)),
                 p0,
                 ImVec2(p0.x + l.cell * v.cols, p0.y + l.cell_h * v.rows),
                 l.cell,
                 l.cell_h};

  ImGui::PushID(id);
  const bool released =
      ImGui::InvisibleButton("map", ImVec2(std::max(l.size.x, 1.0f), std::max(l.size.y, 1.0f)));
  hover.hovered = ImGui::IsItemHovered();
  const bool held = ImGui::IsItemActive();
  // A click is a press and release without a drag (a drag pans a zoomed map).
  const ImVec2 drag = ImGui::GetMouseDragDelta(ImGuiMouseButton_Left);
  hover.clicked = released && drag.x == 0.0f && drag.y == 0.0f;
  if (ImGui::BeginPopupContextItem("map_menu")) {
    ImGui::TextDisabled("%s  %d×%d", map.title.c_str(), map.rows, map.cols);
    if (ImGui::MenuItem(tr("Copy as CSV"))) hover.menu = MapMenuChoice::CopyCsv;
    if (ImGui::MenuItem(tr("Save as CSV file"))) hover.menu = MapMenuChoice::SaveCsv;
    ImGui::EndPopup();
  }
  ImGui::PopID();

  draw_title(p, origin, box, options, zoom != nullptr);
  if (MapTexture* t = textures.of(map)) {
    const ImVec2 vp = ImGui::GetMainViewport()->Pos;
    const float drawn[4] = {p.p0.x - vp.x, p.p0.y - vp.y, p.p1.x - p.p0.x, p.p1.y - p.p0.y};
    std::copy(drawn, drawn + 4, t->drawn);
    t->title_drawn.clear();
    for (int i = 0; i < l.title.count; ++i) t->title_drawn += (i > 0 ? "\n" : "") + l.title.lines[i];
    const bool labelled = l.row_label_w > 0.0f || l.col_label_h > 0.0f;
    t->label_px = labelled ? (l.label_font != nullptr ? l.label_font->FontSize : ImGui::GetFontSize()) : 0.0f;
  }
  dl->PushClipRect(p.p0, p.p1, true);
  draw_cells(p, textures, options);
  draw_hatching(p, textures.hatch());
  draw_values(p, options);
  draw_quiz(p, options);

  // Which cell or label is under the pointer.
  const ImVec2 m = ImGui::GetIO().MousePos;
  float at_row = -1.0f, at_col = -1.0f;  // fractional cell under the pointer
  if (hover.hovered && p.cell > 0.0f) {
    at_col = v.col + (m.x - p.p0.x) / p.cell;
    at_row = v.row + (m.y - p.p0.y) / p.cell_h;
    const int c = static_cast<int>(std::floor(at_col));
    const int r = static_cast<int>(std::floor(at_row));
    const bool in_cols = m.x >= p.p0.x && m.x < p.p1.x && c >= 0 && c < map.cols;
    const bool in_rows = m.y >= p.p0.y && m.y < p.p1.y && r >= 0 && r < map.rows;
    if (in_cols && in_rows) {
      hover.row = r;
      hover.col = c;
      if ((!held || !ImGui::IsMouseDragging(ImGuiMouseButton_Left)) && r != options.hidden_row && options.tooltip) {
        draw_tooltip(map, r, c);
      }
    } else if (in_rows && m.x < p.p0.x) {
      hover.row = r;
    } else if (in_cols && m.y < p.p0.y && m.y >= p.p0.y - l.col_label_h) {
      hover.col = c;
    }
  }
  dl->PopClipRect();

  draw_highlight(p, options);
  draw_labels(p, origin, options);
  if (options.colorbar_below && l.colorbar_h > 0.0f) {
    const float font = ImGui::GetFontSize();
    draw_colorbar(ImVec2(p.p0.x, p.p1.y + font * 0.4f),
                  ImVec2(std::max(p.p1.x - p.p0.x, font * 6.0f), l.colorbar_h), false, map.lo,
                  map.hi, map.signed_values, options.cmap, nullptr);
  }
  if (zoom != nullptr && p.cell > 0.0f) {
    hover.zoom_changed = handle_zoom(p, *zoom, hover.hovered, held, at_row, at_col);
  }

  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(box);
  return hover;
}

}  // namespace attn::app
