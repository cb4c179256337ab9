#include "gui/heatmap.hpp"

#define GL_GLEXT_PROTOTYPES
#include <GL/gl.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "view/pooling.hpp"

namespace attn::gui {
namespace {

constexpr float kHatchPeriod = 8.0f;  // pixels between masked-cell stripes
constexpr float kWheelZoom = 1.25f;   // one notch of the wheel
constexpr int kMaxTexels = 2048;      // a side of a map's texture, whatever the screen
constexpr float kWholeCellsBelow = 64.0f;  // zoomed to fewer cells a side: no partial cells

ImTextureID as_texture_id(unsigned texture) {
  return reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture));
}

bool is_masked(const MapView& map, int r, int c) {
  if (map.mask != nullptr && map.mask->size() > 0) return (*map.mask)(r, c);
  return false;
}

// The mean over the heads of an average map.
float average_value(const MapView& map, int r, int c, bool scaled) {
  const auto& heads = *map.average_of;
  float sum = 0.0f;
  for (const HeadTrace& h : heads) sum += scaled ? h.scaled(r, c) : h.weights(r, c);
  return sum / static_cast<float>(heads.size());
}

// An average has scaled scores when its heads keep them (short inputs).
bool has_scaled(const MapView& map) {
  if (map.average_of != nullptr) return !map.average_of->empty() && map.average_of->front().scaled.size() != 0;
  return map.scaled != nullptr && map.scaled->size() != 0;
}

float weight_value(const MapView& map, int r, int c) {
  return map.average_of != nullptr ? average_value(map, r, c, false) : (*map.weights)(r, c);
}

float scaled_value(const MapView& map, int r, int c) {
  return map.average_of != nullptr ? average_value(map, r, c, true) : (*map.scaled)(r, c);
}

float map_value(const MapView& map, int r, int c) {
  return map.signed_values ? scaled_value(map, r, c) : weight_value(map, r, c);
}

// The cells the texture is made from.
view::CellSource cells_of(const MapView& map) {
  view::CellSource s;
  s.mask = map.mask;
  if (map.average_of != nullptr) {
    for (const HeadTrace& h : *map.average_of) s.parts.push_back(map.signed_values ? &h.scaled : &h.weights);
  } else {
    s.parts.push_back(map.signed_values ? map.scaled : map.weights);
  }
  return s;
}

ImU32 to_u32(Rgb8 c, int alpha = 255) { return IM_COL32(c.r, c.g, c.b, alpha); }

Rgb8 colour_of(const MapView& map, float v, ColorMapId cmap) {
  if (map.signed_values) return sample_diverging(map.hi > 0.0f ? v / map.hi : 0.0f);
  const float span = map.hi - map.lo;
  return sample_colormap(cmap, span > 0.0f ? (v - map.lo) / span : 0.0f);
}

// The widest of tokens [first, first + count) (all when count < 0), capped at `cap`.
float max_label_width(const std::vector<std::string>* tokens, float cap, int first = 0,
                      int count = -1) {
  if (tokens == nullptr) return 0.0f;
  const int n = static_cast<int>(tokens->size());
  const int end = count < 0 ? n : std::min(n, first + count);
  float w = 0.0f;
  for (int i = std::max(first, 0); i < end; ++i) {
    w = std::max(w, ImGui::CalcTextSize((*tokens)[static_cast<std::size_t>(i)].c_str()).x);
    if (w >= cap) return cap;
  }
  return w;
}

std::string token_at(const std::vector<std::string>* tokens, int i) {
  if (tokens == nullptr || i < 0 || static_cast<std::size_t>(i) >= tokens->size()) {
    return "#" + std::to_string(i);
  }
  return (*tokens)[static_cast<std::size_t>(i)];
}

void draw_tooltip(const MapView& map, int r, int c) {
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(map.title.c_str());
  ImGui::Separator();
  if (!map.value_name.empty()) {  // any matrix of the trace (pipeline, assembly)
    if (map.feature_cols) {
      ImGui::Text("row #%d  \"%s\"", r, token_at(map.row_tokens, r).c_str());
      ImGui::Text("column (dimension) %d", c);
    } else {
      ImGui::Text("query  #%d  \"%s\"  (row)", r, token_at(map.row_tokens, r).c_str());
      ImGui::Text("key    #%d  \"%s\"  (column)", c, token_at(map.col_tokens, c).c_str());
    }
    if (is_masked(map, r, c)) {
      ImGui::TextUnformatted("masked: this query may not see this key");
    }
    ImGui::Text("%s  %s", map.value_name.c_str(),
                format_value(map_value(map, r, c), map.signed_values).c_str());
    ImGui::EndTooltip();
    return;
  }
  ImGui::Text("query  #%d  \"%s\"  (row)", r, token_at(map.row_tokens, r).c_str());
  ImGui::Text("key    #%d  \"%s\"  (column)", c, token_at(map.col_tokens, c).c_str());
  if (is_masked(map, r, c)) {
    ImGui::TextUnformatted("masked: this query may not see this key");
    ImGui::TextUnformatted("score set to −∞ before softmax, so its weight is 0");
  } else {
    if (map.is_average) {
      ImGui::Text("weight (average over heads)  %s",
                  format_value(weight_value(map, r, c), false).c_str());
    } else {
      ImGui::Text("weight after softmax  %s", format_value(weight_value(map, r, c), false).c_str());
    }
    if (map.scores != nullptr && map.scores->size() != 0) {
      ImGui::Text("score q·k before softmax  %s", format_value((*map.scores)(r, c), true).c_str());
    }
    if (has_scaled(map)) {
      ImGui::Text("scaled score (what softmax sees)  %s",
                  format_value(scaled_value(map, r, c), true).c_str());
    }
  }
  ImGui::EndTooltip();
}

}  // namespace

std::string format_value(float v, bool is_signed) {
  if (std::isinf(v)) return v < 0 ? "−∞" : "∞";
  if (std::isnan(v)) return "NaN";
  char buf[32];
  const float a = std::fabs(v);
  if (!is_signed) {
    std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(v));
  } else if (a >= 100.0f) {
    std::snprintf(buf, sizeof buf, "%.0f", static_cast<double>(v));
  } else if (a >= 10.0f) {
    std::snprintf(buf, sizeof buf, "%.1f", static_cast<double>(v));
  } else {
    std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(v));
  }
  std::string s = buf;
  if (!s.empty() && s[0] == '-') s = "−" + s.substr(1);  // a real minus sign
  if (s == "−0.00" || s == "−0.0" || s == "−0") s = s.substr(3);
  return s;
}

std::string fit_text(const std::string& text, float max_width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= max_width) return text;
  const std::string ellipsis = "…";
  std::string s = text;
  while (!s.empty()) {
    // Drop one UTF-8 code point from the end.
    std::size_t cut = s.size() - 1;
    while (cut > 0 && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
    s.resize(cut);
    if (ImGui::CalcTextSize((s + ellipsis).c_str()).x <= max_width) return s + ellipsis;
  }
  return "";
}

namespace {

// Fills map.texture with `window` of the map pooled onto out_rows×out_cols texels, unless it
// already holds exactly that for this build of the maps.
void fill_texture(const MapView& map, const view::Window& window, int out_rows, int out_cols,
                  ColorMapId cmap, std::uint64_t generation) {
  MapTexture& t = *map.texture;
  if (t.id != 0 && t.generation == generation && t.want_rows == out_rows && t.want_cols == out_cols &&
      t.window.row == window.row && t.window.col == window.col && t.window.rows == window.rows &&
      t.window.cols == window.cols) {
    return;
  }
  const view::PoolMode mode = map.signed_values ? view::PoolMode::MaxAbs : view::PoolMode::Max;
  const Matrix* overview = map.signed_values ? map.overview_scaled : map.overview_weights;
  t.want_rows = out_rows;
  t.want_cols = out_cols;
  Matrix values;
  const bool one_per_cell = out_rows == window.rows && out_cols == window.cols;
  if (!one_per_cell && overview != nullptr && overview->size() != 0) {
    // The overview serves while it has a block for at least every other texel: the texture
    // then has one texel per block (a little coarser than the screen, every peak still in
    // it), and reads a few hundred thousand values instead of millions.
    const int blocks_r = static_cast<int>(window.rows * overview->rows() / map.rows);
    const int blocks_c = static_cast<int>(window.cols * overview->cols() / map.cols);
    if (2 * blocks_r >= out_rows && 2 * blocks_c >= out_cols) {
      values = view::max_pool_overview(*overview, map.rows, map.cols, window,
                                       std::min(out_rows, std::max(blocks_r, 1)),
                                       std::min(out_cols, std::max(blocks_c, 1)), mode);
    }
  }
  if (values.size() == 0) values = view::max_pool(cells_of(map), window, out_rows, out_cols, mode);

  const int rows = static_cast<int>(values.rows());
  const int cols = static_cast<int>(values.cols());
  std::vector<unsigned char> pixels(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols) * 4u);
  const Rgb8 masked = masked_colour(cmap);
  std::size_t o = 0;
  for (Eigen::Index i = 0; i < values.size(); ++i) {
    const float v = values.data()[i];
    const Rgb8 col = std::isnan(v) ? masked : colour_of(map, v, cmap);  // NaN: all masked
    pixels[o++] = col.r;
    pixels[o++] = col.g;
    pixels[o++] = col.b;
    pixels[o++] = 255;
  }
  GLuint tex = t.id;
  if (tex == 0) glGenTextures(1, &tex);
  glBindTexture(GL_TEXTURE_2D, tex);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, cols, rows, 0, GL_RGBA, GL_UNSIGNED_BYTE, pixels.data());
  glBindTexture(GL_TEXTURE_2D, 0);
  t.id = tex;
  t.generation = generation;
  t.window = window;
  t.out_rows = rows;
  t.out_cols = cols;
}

}  // namespace

float map_cell_value(const MapView& map, int r, int c) { return map_value(map, r, c); }

float snap_cell(float cell) {
  if (!(cell > 0.0f)) return 0.0f;
  return cell >= 1.0f ? std::floor(cell) : cell;
}

view::VisibleCells visible_cells_of(const MapView& map, const view::MapZoom* zoom) {
  if (zoom == nullptr || map.zoom_group < 0) {
    return {0.0f, 0.0f, static_cast<float>(std::max(map.rows, 1)), static_cast<float>(std::max(map.cols, 1))};
  }
  view::VisibleCells v = view::visible_cells(*zoom, std::max(map.rows, 1), std::max(map.cols, 1));
  // Zoomed in to cells large enough for labels: whole cells at the edges.
  if (v.rows <= kWholeCellsBelow && v.cols <= kWholeCellsBelow) {
    v.row = std::clamp(std::round(v.row), 0.0f, static_cast<float>(map.rows) - v.rows);
    v.col = std::clamp(std::round(v.col), 0.0f, static_cast<float>(map.cols) - v.cols);
  }
  return v;
}

unsigned create_hatch_texture() {
  // 8×8 diagonal stripes: white lines on transparent, repeated across masked runs.
  constexpr int n = 8;
  std::vector<unsigned char> px(n * n * 4, 0);
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const int d = (x + y) % n;
      const bool line = d == 0 || d == 1;
      const auto i = static_cast<std::size_t>((y * n + x) * 4);
      px[i] = px[i + 1] = px[i + 2] = 255;
      px[i + 3] = line ? 200 : 0;
    }
  }
  GLuint tex = 0;
  glGenTextures(1, &tex);
  glBindTexture(GL_TEXTURE_2D, tex);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_REPEAT);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_REPEAT);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, n, n, 0, GL_RGBA, GL_UNSIGNED_BYTE, px.data());
  glBindTexture(GL_TEXTURE_2D, 0);
  return tex;
}

void delete_texture(unsigned texture) {
  if (texture != 0) {
    GLuint t = texture;
    glDeleteTextures(1, &t);
  }
}

void add_vertical_text(ImDrawList* dl, ImVec2 bottom_left, ImU32 colour, const char* text) {
  // Lay the text out horizontally at the pivot, then turn its vertices a quarter turn
  // counter-clockwise about the pivot. The clip rectangle is lifted while laying out
  // because ImGui drops glyphs that fall outside it before they are turned.
  const int first = dl->VtxBuffer.Size;
  dl->PushClipRectFullScreen();
  const float h = ImGui::GetFontSize();
  dl->AddText(ImVec2(bottom_left.x, bottom_left.y - h), colour, text);
  dl->PopClipRect();
  const ImVec2 p(bottom_left.x, bottom_left.y);
  for (int i = first; i < dl->VtxBuffer.Size; ++i) {
    ImDrawVert& v = dl->VtxBuffer[i];
    const float dx = v.pos.x - p.x;
    const float dy = v.pos.y - p.y;
    // (dx, dy) -> (dy, -dx): right becomes up.
    v.pos = ImVec2(p.x + dy + h, p.y - dx);
  }
}

void measure_labels(const MapView& map, float cap, float* row_w, float* col_w,
                    const view::MapZoom* zoom) {
  const view::VisibleCells v = visible_cells_of(map, zoom);
  const view::Window w = view::covering(v, std::max(map.rows, 1), std::max(map.cols, 1));
  *row_w = max_label_width(map.row_tokens, cap, w.row, w.rows);
  *col_w = max_label_width(map.col_tokens, cap, w.col, w.cols);
}

HeatmapLayout layout_heatmap(const MapView& map, ImVec2 box, const HeatmapOptions& options) {
  HeatmapLayout l;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float font = ImGui::GetFontSize();
  l.title_h = (options.shape_below_title ? 2.0f * line : line) + 2.0f;
  l.colorbar_h = options.colorbar_below ? font * 0.7f + line + 6.0f : 0.0f;
  // Zoomed in, the cells on screen are laid out as if they were the whole map.
  const view::VisibleCells v = visible_cells_of(map, options.zoom);
  const float rows = v.rows;
  const float cols = v.cols;
  const view::Window shown = view::covering(v, std::max(map.rows, 1), std::max(map.cols, 1));
  auto fit = [&](float rw, float ch) {
    const float w = box.x - rw;
    const float h = box.y - l.title_h - ch - l.colorbar_h;
    return std::max(0.0f, std::min({w / cols, h / rows, options.max_cell}));
  };
  const float pad = font * 0.5f;
  bool labelled = false;
  // Zoomed in, cells are not on whole pixels anyway (the window starts part way into a
  // cell): the exact size keeps the map the same size at every zoom.
  const bool zoomed = options.zoom != nullptr && map.zoom_group >= 0 && options.zoom->zoom > 1.0f;
  auto whole = [&](float cell) { return zoomed ? cell : std::floor(cell); };
  if (options.fixed_cell > 0.0f) {
    l.cell = options.fixed_cell;
    if (options.labels && l.cell >= font * 0.95f) {
      float rw = 0.0f, cw = 0.0f;
      measure_labels(map, font * 10.0f, &rw, &cw, options.zoom);
      if (options.row_labels) l.row_label_w = rw + pad;
      if (options.col_labels) {
        l.col_labels_upright = cw + pad * 0.5f <= l.cell;
        l.col_label_h = l.col_labels_upright ? line : cw + pad;
      }
    }
    l.cell_h = l.cell;
    l.size = ImVec2(l.row_label_w + cols * l.cell,
                    l.title_h + l.col_label_h + rows * l.cell + l.colorbar_h);
    return l;
  }
  // Labels only when a cell can be as tall as a line of text (never for 4096 cells a side).
  if (options.labels && fit(0.0f, 0.0f) >= font * 0.95f) {
    const float rw = max_label_width(map.row_tokens, box.x * 0.34f, shown.row, shown.rows) + pad;
    const float col_w = max_label_width(map.col_tokens, box.y * 0.28f, shown.col, shown.cols);
    // Level column labels when each fits its cell, else rotated to read upwards.
    const float level_cell = fit(rw, line);
    if (level_cell >= col_w + pad * 0.5f && level_cell >= font * 0.95f) {
      l.cell = whole(level_cell);
      l.row_label_w = rw;
      l.col_label_h = line;
      l.col_labels_upright = true;
      labelled = true;
    } else {
      const float ch = col_w + pad;
      const float cell = fit(rw, ch);
      if (cell >= font * 0.95f) {
        l.cell = whole(cell);
        l.row_label_w = rw;
        l.col_label_h = ch;
        labelled = true;
      }
    }
  }
  l.cell_h = l.cell;
  if (!labelled) {
    l.cell = l.cell_h = zoomed ? fit(0.0f, 0.0f) : snap_cell(fit(0.0f, 0.0f));
    // A few rows of many columns (cross-attention to a long source) would be a sliver:
    // their cells grow taller, up to a line of text, as the room allows.
    const float h = box.y - l.title_h - l.colorbar_h;
    if (l.cell < 1.0f && rows * l.cell < font * 3.0f) {
      l.cell_h = std::max(l.cell, std::min(h / rows, font * 1.2f));
    }
  }
  l.size = ImVec2(l.row_label_w + cols * l.cell,
                  l.title_h + l.col_label_h + rows * l.cell_h + l.colorbar_h);
  return l;
}

void draw_colorbar(ImVec2 pos, ImVec2 size, bool vertical, float lo, float hi, bool signed_values,
                   ColorMapId cmap, const char* caption) {
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const float a = signed_values ? -hi : lo;
  const float b = hi;
  auto colour_at = [&](float t) {  // t in [0, 1] along the bar
    return to_u32(signed_values ? sample_diverging(2.0f * t - 1.0f) : sample_colormap(cmap, t));
  };
  constexpr int kSegments = 32;
  const float font = ImGui::GetFontSize();
  if (vertical) {
    // Low at the bottom; bar on the left of `size`, ticks to its right.
    const float bar_w = std::min(size.x * 0.3f, font * 1.1f);
    const float top = pos.y + (caption ? font * 1.4f : 0.0f);
    const float bottom = pos.y + size.y - font * 0.5f;
    if (caption) dl->AddText(pos, text, caption);
    for (int i = 0; i < kSegments; ++i) {
      const float t0 = static_cast<float>(i) / kSegments;
      const float t1 = static_cast<float>(i + 1) / kSegments;
      const float y0 = bottom - (bottom - top) * t0;
      const float y1 = bottom - (bottom - top) * t1;
      dl->AddRectFilledMultiColor(ImVec2(pos.x, y1), ImVec2(pos.x + bar_w, y0 + 0.5f),
                                  colour_at(t1), colour_at(t1), colour_at(t0), colour_at(t0));
    }
    dl->AddRect(ImVec2(pos.x, top), ImVec2(pos.x + bar_w, bottom), text);
    constexpr int kTicks = 4;
    for (int i = 0; i <= kTicks; ++i) {
      const float t = static_cast<float>(i) / kTicks;
      const float y = bottom - (bottom - top) * t;
      const float v = a + (b - a) * t;
      dl->AddLine(ImVec2(pos.x + bar_w, y), ImVec2(pos.x + bar_w + font * 0.3f, y), text);
      const std::string label = format_value(v, signed_values);
      dl->AddText(ImVec2(pos.x + bar_w + font * 0.45f, y - font * 0.5f), text, label.c_str());
    }
  } else {
    const float bar_h = font * 0.7f;
    const float left = pos.x;
    const float right = pos.x + size.x;
    for (int i = 0; i < kSegments; ++i) {
      const float t0 = static_cast<float>(i) / kSegments;
      const float t1 = static_cast<float>(i + 1) / kSegments;
      const float x0 = left + (right - left) * t0;
      const float x1 = left + (right - left) * t1;
      dl->AddRectFilledMultiColor(ImVec2(x0, pos.y), ImVec2(x1 + 0.5f, pos.y + bar_h),
                                  colour_at(t0), colour_at(t1), colour_at(t1), colour_at(t0));
    }
    dl->AddRect(ImVec2(left, pos.y), ImVec2(right, pos.y + bar_h), text);
    const std::string lo_label = format_value(a, signed_values);
    const std::string hi_label = format_value(b, signed_values);
    const float y = pos.y + bar_h + 2.0f;
    dl->AddText(ImVec2(left, y), text, lo_label.c_str());
    const float hw = ImGui::CalcTextSize(hi_label.c_str()).x;
    dl->AddText(ImVec2(right - hw, y), text, hi_label.c_str());
    if (caption) {
      const float cw = ImGui::CalcTextSize(caption).x;
      if (cw < size.x - hw - ImGui::CalcTextSize(lo_label.c_str()).x - font) {
        dl->AddText(ImVec2(left + (size.x - cw) * 0.5f, y), text, caption);
      }
    }
  }
}

HeatmapHover draw_heatmap(const char* id, const MapView& map, const Results& results, ImVec2 box,
                          const HeatmapOptions& options) {
  HeatmapHover hover;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const HeatmapLayout l = layout_heatmap(map, box, options);
  const float font = ImGui::GetFontSize();
  const ImU32 text_col = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 dim_col = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  view::MapZoom* zoom = map.zoom_group >= 0 ? options.zoom : nullptr;
  const view::VisibleCells v = visible_cells_of(map, zoom);
  const view::Window win = view::covering(v, std::max(map.rows, 1), std::max(map.cols, 1));

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
    if (ImGui::MenuItem("Copy as CSV")) hover.menu = MapMenuChoice::CopyCsv;
    if (ImGui::MenuItem("Save as CSV file")) hover.menu = MapMenuChoice::SaveCsv;
    ImGui::EndPopup();
  }
  ImGui::PopID();

  // Title and shape, cut with an ellipsis to the box; a shape beside the title only when
  // it fits whole. Zoomed in, the shape says which rows and columns are on screen.
  std::string shape = map.shape;
  if (zoom != nullptr && (win.rows < map.rows || win.cols < map.cols)) {
    shape += "   rows " + std::to_string(win.row) + "–" + std::to_string(win.row + win.rows - 1) +
             ", columns " + std::to_string(win.col) + "–" + std::to_string(win.col + win.cols - 1);
  }
  const float title_room = std::max(box.x, options.title_room);
  dl->PushClipRect(origin, ImVec2(origin.x + title_room, origin.y + box.y), true);
  const std::string title = fit_text(map.title, title_room);
  dl->AddText(origin, text_col, title.c_str());
  if (options.shape_below_title) {
    dl->AddText(ImVec2(origin.x, origin.y + ImGui::GetTextLineHeightWithSpacing()), dim_col,
                fit_text(shape, title_room).c_str());
  } else {
    const float title_w = ImGui::CalcTextSize(title.c_str()).x;
    const float shape_room = title_room - title_w - font * 0.8f;
    if (shape_room >= ImGui::CalcTextSize(map.shape.c_str()).x) {
      dl->AddText(ImVec2(origin.x + title_w + font * 0.8f, origin.y), dim_col,
                  fit_text(shape, shape_room).c_str());
    }
  }
  dl->PopClipRect();

  // On whole pixels, so every cell edge is a pixel edge: crisp cells, and no pixel centre
  // falls on the border of two texels (whose colour would then depend on the rasterizer).
  const ImVec2 p0(std::floor(origin.x + l.row_label_w), std::floor(origin.y + l.title_h + l.col_label_h));
  const float cell = l.cell;     // width of a cell
  const float cell_h = l.cell_h;  // its height (taller for a few rows of many keys)
  const ImVec2 p1(p0.x + cell * v.cols, p0.y + cell_h * v.rows);
  // Screen position of the top left corner of cell (r, c).
  auto cell_x = [&](float c) { return p0.x + (c - v.col) * cell; };
  auto cell_y = [&](float r) { return p0.y + (r - v.row) * cell_h; };
  const int r_end = win.row + win.rows;
  const int c_end = win.col + win.cols;
  if (map.texture != nullptr) {
    const ImVec2 vp = ImGui::GetMainViewport()->Pos;
    const float drawn[4] = {p0.x - vp.x, p0.y - vp.y, p1.x - p0.x, p1.y - p0.y};
    std::copy(drawn, drawn + 4, map.texture->drawn);
  }
  dl->PushClipRect(p0, p1, true);
  if (!map.note.empty() && cell > 0.0f) {
    // The values asked for are not at hand: say why where the colours would be.
    dl->AddRectFilled(p0, p1, ImGui::GetColorU32(ImGuiCol_FrameBg));
    const float wrap = std::max(p1.x - p0.x - font, font * 4.0f);
    const ImVec2 ts = ImGui::CalcTextSize(map.note.c_str(), nullptr, false, wrap);
    dl->AddText(nullptr, 0.0f,
                ImVec2(p0.x + std::max(font * 0.5f, (p1.x - p0.x - ts.x) * 0.5f),
                       p0.y + std::max(font * 0.5f, (p1.y - p0.y - ts.y) * 0.5f)),
                text_col, map.note.c_str(), nullptr, wrap);
  } else if (map.texture != nullptr && cell > 0.0f && map.rows > 0 && map.cols > 0 &&
             ImGui::IsRectVisible(p0, p1)) {
    // At most one texel per pixel: the cells are max-pooled when there are more of them.
    const int out_rows = std::clamp(static_cast<int>(std::floor(static_cast<float>(win.rows) * cell_h)), 1,
                                    std::min(win.rows, kMaxTexels));
    const int out_cols = std::clamp(static_cast<int>(std::floor(static_cast<float>(win.cols) * cell)), 1,
                                    std::min(win.cols, kMaxTexels));
    fill_texture(map, win, out_rows, out_cols, options.cmap, results.map_generation);
    dl->AddImage(as_texture_id(map.texture->id), ImVec2(cell_x(static_cast<float>(win.col)), cell_y(static_cast<float>(win.row))),
                 ImVec2(cell_x(static_cast<float>(c_end)), cell_y(static_cast<float>(r_end))));
  }

  // Masked cells: stripes over each run of masked cells in a row, continuous across rows.
  if (map.note.empty() && map.masked_cells > 0 && results.hatch_texture != 0 && std::min(cell, cell_h) >= 3.0f) {
    for (int r = win.row; r < r_end; ++r) {
      int c = win.col;
      while (c < c_end) {
        if (!is_masked(map, r, c)) {
          ++c;
          continue;
        }
        int e = c;
        while (e < c_end && is_masked(map, r, e)) ++e;
        const ImVec2 a(cell_x(static_cast<float>(c)), cell_y(static_cast<float>(r)));
        const ImVec2 b(cell_x(static_cast<float>(e)), a.y + cell_h);
        dl->AddImage(as_texture_id(results.hatch_texture), a, b,
                     ImVec2(a.x / kHatchPeriod, a.y / kHatchPeriod),
                     ImVec2(b.x / kHatchPeriod, b.y / kHatchPeriod), IM_COL32(255, 255, 255, 150));
        c = e;
      }
    }
  }

  // Numbers in the cells, when they fit.
  if (options.values && map.note.empty() && cell > 0.0f) {
    const float need = ImGui::CalcTextSize(map.signed_values ? "−0.00" : "0.00").x + 4.0f;
    if (cell >= need && cell_h >= font * 1.1f) {
      for (int r = win.row; r < r_end; ++r) {
        for (int c = win.col; c < c_end; ++c) {
          const bool masked = is_masked(map, r, c);
          if (masked && !map.signed_values) continue;  // the stripes say it
          const float val = map_value(map, r, c);
          const std::string s = format_value(val, map.signed_values);
          const Rgb8 bg = masked ? masked_colour(options.cmap) : colour_of(map, val, options.cmap);
          const ImU32 fg = prefers_dark_text(bg) ? IM_COL32(0, 0, 0, 255)
                                                 : IM_COL32(255, 255, 255, 255);
          const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
          dl->AddText(ImVec2(cell_x(static_cast<float>(c) + 0.5f) - ts.x * 0.5f,
                             cell_y(static_cast<float>(r) + 0.5f) - ts.y * 0.5f),
                      fg, s.c_str());
        }
      }
    }
  }

  // Which cell or label is under the pointer.
  const ImVec2 m = ImGui::GetIO().MousePos;
  float at_row = -1.0f, at_col = -1.0f;  // fractional cell under the pointer
  if (hover.hovered && cell > 0.0f) {
    at_col = v.col + (m.x - p0.x) / cell;
    at_row = v.row + (m.y - p0.y) / cell_h;
    const int c = static_cast<int>(std::floor(at_col));
    const int r = static_cast<int>(std::floor(at_row));
    const bool in_cols = m.x >= p0.x && m.x < p1.x && c >= 0 && c < map.cols;
    const bool in_rows = m.y >= p0.y && m.y < p1.y && r >= 0 && r < map.rows;
    if (in_cols && in_rows) {
      hover.row = r;
      hover.col = c;
      if (!held || !ImGui::IsMouseDragging(ImGuiMouseButton_Left)) draw_tooltip(map, r, c);
    } else if (in_rows && m.x < p0.x) {
      hover.row = r;
    } else if (in_cols && m.y < p0.y && m.y >= p0.y - l.col_label_h) {
      hover.col = c;
    }
  }

  dl->PopClipRect();

  // The linked row and column, outlined so they read on every colour map.
  dl->PushClipRect(ImVec2(p0.x - font, p0.y - font), ImVec2(p1.x + font, p1.y + font), true);
  const ImU32 outer = IM_COL32(0, 0, 0, 230);
  const ImU32 inner = IM_COL32(255, 255, 255, 255);
  const float t = std::max(1.5f, font * 0.12f);
  // A highlighted row or column stays visible when cells are smaller than a pixel.
  if (options.highlight_row >= win.row && options.highlight_row < r_end) {
    const float y = cell_y(static_cast<float>(options.highlight_row));
    const float h = std::max(cell_h, 1.0f);
    dl->AddRect(ImVec2(p0.x - 1, y - 1), ImVec2(p1.x + 1, y + h + 1), outer, 0, 0, t + 2);
    dl->AddRect(ImVec2(p0.x - 1, y - 1), ImVec2(p1.x + 1, y + h + 1), inner, 0, 0, t);
  }
  if (options.highlight_col >= win.col && options.highlight_col < c_end) {
    const float x = cell_x(static_cast<float>(options.highlight_col));
    const float w = std::max(cell, 1.0f);
    dl->AddRect(ImVec2(x - 1, p0.y - 1), ImVec2(x + w + 1, p1.y + 1), outer, 0, 0, t + 2);
    dl->AddRect(ImVec2(x - 1, p0.y - 1), ImVec2(x + w + 1, p1.y + 1), inner, 0, 0, t);
  }
  dl->PopClipRect();

  // Token labels: queries to the left (right-aligned), keys above (reading upwards), for the
  // rows and columns on screen.
  const ImU32 accent = ImGui::GetColorU32(ImGuiCol_ButtonActive);
  if (l.row_label_w > 0.0f && map.row_tokens != nullptr) {
    const float pad = font * 0.5f;
    dl->PushClipRect(ImVec2(origin.x, p0.y - 1.0f), ImVec2(p0.x, p1.y + 1.0f), true);
    for (int r = win.row; r < r_end; ++r) {
      const std::string s = fit_text(token_at(map.row_tokens, r), l.row_label_w - pad);
      const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
      const ImVec2 at(p0.x - pad * 0.5f - ts.x, cell_y(static_cast<float>(r) + 0.5f) - ts.y * 0.5f);
      if (r == options.highlight_row) {
        dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + ts.x + 2, at.y + ts.y), accent, 3.0f);
      }
      dl->AddText(at, text_col, s.c_str());
    }
    dl->PopClipRect();
  }
  if (l.col_label_h > 0.0f && map.col_tokens != nullptr) {
    const float pad = font * 0.5f;
    dl->PushClipRect(ImVec2(p0.x - 1.0f, p0.y - l.col_label_h), ImVec2(p1.x + 1.0f, p0.y), true);
    for (int c = win.col; c < c_end; ++c) {
      if (l.col_labels_upright) {
        const std::string s = token_at(map.col_tokens, c);
        const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
        const ImVec2 at(cell_x(static_cast<float>(c) + 0.5f) - ts.x * 0.5f, p0.y - ts.y - pad * 0.3f);
        if (c == options.highlight_col) {
          dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + ts.x + 2, at.y + ts.y), accent, 3.0f);
        }
        dl->AddText(at, text_col, s.c_str());
        continue;
      }
      const std::string s = fit_text(token_at(map.col_tokens, c), l.col_label_h - pad);
      const float w = ImGui::CalcTextSize(s.c_str()).x;
      if (w <= cell - pad * 0.5f) {  // short enough to stay level ("I", "a")
        const ImVec2 at(cell_x(static_cast<float>(c) + 0.5f) - w * 0.5f, p0.y - font - pad * 0.3f);
        if (c == options.highlight_col) {
          dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + w + 2, at.y + font), accent, 3.0f);
        }
        dl->AddText(at, text_col, s.c_str());
        continue;
      }
      const ImVec2 at(cell_x(static_cast<float>(c) + 0.5f) - font * 0.5f, p0.y - pad * 0.5f);
      if (c == options.highlight_col) {
        dl->AddRectFilled(ImVec2(at.x, at.y - w - 2), ImVec2(at.x + font, at.y + 2), accent, 3.0f);
      }
      add_vertical_text(dl, at, text_col, s.c_str());
    }
    dl->PopClipRect();
  }

  if (options.colorbar_below && l.colorbar_h > 0.0f) {
    const ImVec2 cb(p0.x, p1.y + font * 0.4f);
    draw_colorbar(cb, ImVec2(std::max(p1.x - p0.x, font * 6.0f), l.colorbar_h), false, map.lo,
                  map.hi, map.signed_values, options.cmap, nullptr);
  }

  // Zoom: the wheel about the pointer, a drag pans, a double click shows the whole map.
  // It takes effect from the next frame.
  if (zoom != nullptr && cell > 0.0f) {
    const ImGuiIO& io = ImGui::GetIO();
    const view::MapZoom before = *zoom;
    const bool over_cells = hover.hovered && m.x >= p0.x && m.x < p1.x && m.y >= p0.y && m.y < p1.y;
    if (over_cells && io.MouseWheel != 0.0f) {
      *zoom = view::zoom_about(*zoom, map.rows, map.cols, std::pow(kWheelZoom, io.MouseWheel),
                               at_row, at_col);
    }
    if (held && ImGui::IsMouseDragging(ImGuiMouseButton_Left) &&
        (io.MouseDelta.x != 0.0f || io.MouseDelta.y != 0.0f)) {
      *zoom = view::pan(*zoom, map.rows, map.cols, -io.MouseDelta.y / cell_h, -io.MouseDelta.x / cell);
    }
    if (over_cells && ImGui::IsMouseDoubleClicked(ImGuiMouseButton_Left)) *zoom = view::MapZoom{};
    hover.zoom_changed = *zoom != before;
  }

  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(box);
  return hover;
}

}  // namespace attn::gui
