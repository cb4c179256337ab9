#include "gui/heatmap.hpp"

#define GL_GLEXT_PROTOTYPES
#include <GL/gl.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace attn::gui {
namespace {

constexpr float kHatchPeriod = 8.0f;  // pixels between masked-cell stripes

ImTextureID as_texture_id(unsigned texture) {
  return reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture));
}

bool is_masked(const MapView& map, int r, int c) {
  if (map.mask != nullptr && map.mask->size() > 0) return (*map.mask)(r, c);
  return false;
}

float map_value(const MapView& map, int r, int c) {
  return map.signed_values ? (*map.scaled)(r, c) : (*map.weights)(r, c);
}

ImU32 to_u32(Rgb8 c, int alpha = 255) { return IM_COL32(c.r, c.g, c.b, alpha); }

Rgb8 colour_of(const MapView& map, float v, ColorMapId cmap) {
  if (map.signed_values) return sample_diverging(map.hi > 0.0f ? v / map.hi : 0.0f);
  const float span = map.hi - map.lo;
  return sample_colormap(cmap, span > 0.0f ? (v - map.lo) / span : 0.0f);
}

float max_label_width(const std::vector<std::string>* tokens, float cap) {
  if (tokens == nullptr) return 0.0f;
  float w = 0.0f;
  for (const std::string& t : *tokens) {
    w = std::max(w, ImGui::CalcTextSize(t.c_str()).x);
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
                  format_value((*map.weights)(r, c), false).c_str());
    } else {
      ImGui::Text("weight after softmax  %s", format_value((*map.weights)(r, c), false).c_str());
    }
    if (map.scores != nullptr) {
      ImGui::Text("score q·k before softmax  %s", format_value((*map.scores)(r, c), true).c_str());
    }
    if (map.scaled != nullptr) {
      ImGui::Text("scaled score (what softmax sees)  %s",
                  format_value((*map.scaled)(r, c), true).c_str());
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

void upload_map_texture(MapView& map, ColorMapId cmap) {
  const int rows = map.rows;
  const int cols = map.cols;
  if (rows <= 0 || cols <= 0) return;
  std::vector<unsigned char> pixels(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols) *
                                    4u);
  const Rgb8 masked = masked_colour(cmap);
  int masked_count = 0;
  std::size_t o = 0;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      Rgb8 col;
      if (is_masked(map, r, c)) {
        col = masked;
        ++masked_count;
      } else {
        col = colour_of(map, map_value(map, r, c), cmap);
      }
      pixels[o++] = col.r;
      pixels[o++] = col.g;
      pixels[o++] = col.b;
      pixels[o++] = 255;
    }
  }
  map.masked_cells = masked_count;
  GLuint tex = map.texture;
  if (tex == 0) glGenTextures(1, &tex);
  glBindTexture(GL_TEXTURE_2D, tex);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, cols, rows, 0, GL_RGBA, GL_UNSIGNED_BYTE,
               pixels.data());
  glBindTexture(GL_TEXTURE_2D, 0);
  map.texture = tex;
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

void measure_labels(const MapView& map, float cap, float* row_w, float* col_w) {
  *row_w = max_label_width(map.row_tokens, cap);
  *col_w = max_label_width(map.col_tokens, cap);
}

HeatmapLayout layout_heatmap(const MapView& map, ImVec2 box, const HeatmapOptions& options) {
  HeatmapLayout l;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float font = ImGui::GetFontSize();
  l.title_h = (options.shape_below_title ? 2.0f * line : line) + 2.0f;
  l.colorbar_h = options.colorbar_below ? font * 0.7f + line + 6.0f : 0.0f;
  const float rows = static_cast<float>(std::max(map.rows, 1));
  const float cols = static_cast<float>(std::max(map.cols, 1));
  auto fit = [&](float rw, float ch) {
    const float w = box.x - rw;
    const float h = box.y - l.title_h - ch - l.colorbar_h;
    return std::max(0.0f, std::min({w / cols, h / rows, options.max_cell}));
  };
  const float pad = font * 0.5f;
  bool labelled = false;
  if (options.fixed_cell > 0.0f) {
    float rw = 0.0f, cw = 0.0f;
    measure_labels(map, font * 10.0f, &rw, &cw);
    l.cell = options.fixed_cell;
    if (options.labels && options.row_labels) l.row_label_w = rw + pad;
    if (options.labels && options.col_labels) {
      l.col_labels_upright = cw + pad * 0.5f <= l.cell;
      l.col_label_h = l.col_labels_upright ? line : cw + pad;
    }
    l.size = ImVec2(l.row_label_w + cols * l.cell,
                    l.title_h + l.col_label_h + rows * l.cell + l.colorbar_h);
    return l;
  }
  if (options.labels) {
    const float rw = max_label_width(map.row_tokens, box.x * 0.28f) + pad;
    const float col_w = max_label_width(map.col_tokens, box.y * 0.28f);
    // Level column labels when each fits its cell, else rotated to read upwards.
    const float level_cell = fit(rw, line);
    if (level_cell >= col_w + pad * 0.5f && level_cell >= font * 0.95f) {
      l.cell = std::floor(level_cell);
      l.row_label_w = rw;
      l.col_label_h = line;
      l.col_labels_upright = true;
      labelled = true;
    } else {
      const float ch = col_w + pad;
      const float cell = fit(rw, ch);
      if (cell >= font * 0.95f) {
        l.cell = std::floor(cell);
        l.row_label_w = rw;
        l.col_label_h = ch;
        labelled = true;
      }
    }
  }
  if (!labelled) l.cell = std::max(1.0f, std::floor(fit(0.0f, 0.0f)));
  l.size = ImVec2(l.row_label_w + cols * l.cell,
                  l.title_h + l.col_label_h + rows * l.cell + l.colorbar_h);
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

  ImGui::PushID(id);
  ImGui::InvisibleButton("map", ImVec2(std::max(l.size.x, 1.0f), std::max(l.size.y, 1.0f)));
  hover.hovered = ImGui::IsItemHovered();
  hover.clicked = ImGui::IsItemClicked(ImGuiMouseButton_Left);
  ImGui::PopID();

  // Title and shape, clipped to the box.
  dl->PushClipRect(origin, ImVec2(origin.x + box.x, origin.y + box.y), true);
  dl->AddText(origin, text_col, map.title.c_str());
  if (options.shape_below_title) {
    dl->AddText(ImVec2(origin.x, origin.y + ImGui::GetTextLineHeightWithSpacing()), dim_col,
                map.shape.c_str());
  } else {
    const float title_w = ImGui::CalcTextSize(map.title.c_str()).x;
    dl->AddText(ImVec2(origin.x + title_w + font * 0.8f, origin.y), dim_col, map.shape.c_str());
  }
  dl->PopClipRect();

  const ImVec2 p0(origin.x + l.row_label_w, origin.y + l.title_h + l.col_label_h);
  const float cell = l.cell;
  const ImVec2 p1(p0.x + cell * static_cast<float>(map.cols),
                  p0.y + cell * static_cast<float>(map.rows));
  if (map.texture != 0 && cell > 0.0f) {
    dl->AddImage(as_texture_id(map.texture), p0, p1);
  }

  // Masked cells: stripes over each run of masked cells in a row, continuous across rows.
  if (map.masked_cells > 0 && results.hatch_texture != 0 && cell >= 3.0f) {
    for (int r = 0; r < map.rows; ++r) {
      int c = 0;
      while (c < map.cols) {
        if (!is_masked(map, r, c)) {
          ++c;
          continue;
        }
        int e = c;
        while (e < map.cols && is_masked(map, r, e)) ++e;
        const ImVec2 a(p0.x + cell * static_cast<float>(c), p0.y + cell * static_cast<float>(r));
        const ImVec2 b(p0.x + cell * static_cast<float>(e), a.y + cell);
        dl->AddImage(as_texture_id(results.hatch_texture), a, b,
                     ImVec2(a.x / kHatchPeriod, a.y / kHatchPeriod),
                     ImVec2(b.x / kHatchPeriod, b.y / kHatchPeriod), IM_COL32(255, 255, 255, 150));
        c = e;
      }
    }
  }

  // Numbers in the cells, when they fit.
  if (options.values && cell > 0.0f) {
    const float need = ImGui::CalcTextSize(map.signed_values ? "−0.00" : "0.00").x + 4.0f;
    if (cell >= need && cell >= font * 1.1f) {
      for (int r = 0; r < map.rows; ++r) {
        for (int c = 0; c < map.cols; ++c) {
          const bool masked = is_masked(map, r, c);
          if (masked && !map.signed_values) continue;  // the stripes say it
          const float v = map_value(map, r, c);
          const std::string s = format_value(v, map.signed_values);
          const Rgb8 bg = masked ? masked_colour(options.cmap) : colour_of(map, v, options.cmap);
          const ImU32 fg = prefers_dark_text(bg) ? IM_COL32(0, 0, 0, 255)
                                                 : IM_COL32(255, 255, 255, 255);
          const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
          dl->AddText(ImVec2(p0.x + cell * (static_cast<float>(c) + 0.5f) - ts.x * 0.5f,
                             p0.y + cell * (static_cast<float>(r) + 0.5f) - ts.y * 0.5f),
                      fg, s.c_str());
        }
      }
    }
  }

  // Which cell or label is under the pointer.
  if (hover.hovered && cell > 0.0f) {
    const ImVec2 m = ImGui::GetIO().MousePos;
    const int c = static_cast<int>(std::floor((m.x - p0.x) / cell));
    const int r = static_cast<int>(std::floor((m.y - p0.y) / cell));
    const bool in_cols = c >= 0 && c < map.cols;
    const bool in_rows = r >= 0 && r < map.rows;
    if (in_cols && in_rows) {
      hover.row = r;
      hover.col = c;
      draw_tooltip(map, r, c);
    } else if (in_rows && m.x < p0.x) {
      hover.row = r;
    } else if (in_cols && m.y < p0.y && m.y >= p0.y - l.col_label_h) {
      hover.col = c;
    }
  }

  // The linked row and column, outlined so they read on every colour map.
  const ImU32 outer = IM_COL32(0, 0, 0, 230);
  const ImU32 inner = IM_COL32(255, 255, 255, 255);
  const float t = std::max(1.5f, font * 0.12f);
  if (options.highlight_row >= 0 && options.highlight_row < map.rows) {
    const float y = p0.y + cell * static_cast<float>(options.highlight_row);
    dl->AddRect(ImVec2(p0.x - 1, y - 1), ImVec2(p1.x + 1, y + cell + 1), outer, 0, 0, t + 2);
    dl->AddRect(ImVec2(p0.x - 1, y - 1), ImVec2(p1.x + 1, y + cell + 1), inner, 0, 0, t);
  }
  if (options.highlight_col >= 0 && options.highlight_col < map.cols) {
    const float x = p0.x + cell * static_cast<float>(options.highlight_col);
    dl->AddRect(ImVec2(x - 1, p0.y - 1), ImVec2(x + cell + 1, p1.y + 1), outer, 0, 0, t + 2);
    dl->AddRect(ImVec2(x - 1, p0.y - 1), ImVec2(x + cell + 1, p1.y + 1), inner, 0, 0, t);
  }

  // Token labels: queries to the left (right-aligned), keys above (reading upwards).
  const ImU32 accent = ImGui::GetColorU32(ImGuiCol_ButtonActive);
  if (l.row_label_w > 0.0f && map.row_tokens != nullptr) {
    const float pad = font * 0.5f;
    for (int r = 0; r < map.rows; ++r) {
      const std::string s = fit_text(token_at(map.row_tokens, r), l.row_label_w - pad);
      const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
      const ImVec2 at(p0.x - pad * 0.5f - ts.x, p0.y + cell * (static_cast<float>(r) + 0.5f) - ts.y * 0.5f);
      if (r == options.highlight_row) {
        dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + ts.x + 2, at.y + ts.y), accent, 3.0f);
      }
      dl->AddText(at, text_col, s.c_str());
    }
  }
  if (l.col_label_h > 0.0f && map.col_tokens != nullptr) {
    const float pad = font * 0.5f;
    for (int c = 0; c < map.cols; ++c) {
      if (l.col_labels_upright) {
        const std::string s = token_at(map.col_tokens, c);
        const ImVec2 ts = ImGui::CalcTextSize(s.c_str());
        const ImVec2 at(p0.x + cell * (static_cast<float>(c) + 0.5f) - ts.x * 0.5f,
                        p0.y - ts.y - pad * 0.3f);
        if (c == options.highlight_col) {
          dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + ts.x + 2, at.y + ts.y), accent, 3.0f);
        }
        dl->AddText(at, text_col, s.c_str());
        continue;
      }
      const std::string s = fit_text(token_at(map.col_tokens, c), l.col_label_h - pad);
      const float w = ImGui::CalcTextSize(s.c_str()).x;
      if (w <= cell - pad * 0.5f) {  // short enough to stay level ("I", "a")
        const ImVec2 at(p0.x + cell * (static_cast<float>(c) + 0.5f) - w * 0.5f,
                        p0.y - font - pad * 0.3f);
        if (c == options.highlight_col) {
          dl->AddRectFilled(ImVec2(at.x - 2, at.y), ImVec2(at.x + w + 2, at.y + font), accent, 3.0f);
        }
        dl->AddText(at, text_col, s.c_str());
        continue;
      }
      const ImVec2 at(p0.x + cell * (static_cast<float>(c) + 0.5f) - font * 0.5f, p0.y - pad * 0.5f);
      if (c == options.highlight_col) {
        dl->AddRectFilled(ImVec2(at.x, at.y - w - 2), ImVec2(at.x + font, at.y + 2), accent, 3.0f);
      }
      add_vertical_text(dl, at, text_col, s.c_str());
    }
  }

  if (options.colorbar_below && l.colorbar_h > 0.0f) {
    const ImVec2 cb(p0.x, p1.y + font * 0.4f);
    draw_colorbar(cb, ImVec2(std::max(p1.x - p0.x, font * 6.0f), l.colorbar_h), false, map.lo,
                  map.hi, map.signed_values, options.cmap, nullptr);
  }

  ImGui::SetCursorScreenPos(origin);
  ImGui::Dummy(box);
  return hover;
}

}  // namespace attn::gui
