#include "widgets/heatmap_layout.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>
#include <vector>

#include "widgets/text.hpp"

namespace attn::app {
namespace {

constexpr float kWholeCellsBelow = 64.0f;  // zoomed to fewer cells a side: no partial cells

}  // namespace

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

void measure_labels(const MapView& map, float cap, float* row_w, float* col_w,
                    const view::MapZoom* zoom) {
  const view::VisibleCells v = visible_cells_of(map, zoom);
  const view::Window w = view::covering(v, std::max(map.rows, 1), std::max(map.cols, 1));
  *row_w = max_label_width(map.row_tokens, cap, w.row, w.rows);
  *col_w = max_label_width(map.col_tokens, cap, w.col, w.cols);
}

namespace {

float width_in(const ImFont* font, const std::string& text) {
  return font->CalcTextSizeA(font->FontSize, FLT_MAX, 0.0f, text.c_str()).x;
}

// The pieces a title breaks into first: "Head 1:", "previous token", "(needs d_k ≥ 14)";
// in Chinese after a full-width colon and before a full-width parenthesis ("头 1：",
// "前一个词元", "（需要 d_k ≥ 14）"), which have no space beside them. A piece too wide for a
// line breaks again at its spaces.
std::vector<std::string> title_pieces(const std::string& title) {
  static const std::string kWideColon = "\xEF\xBC\x9A", kWideParen = "\xEF\xBC\x88";  // ： （
  std::vector<std::string> pieces;
  std::size_t start = 0;
  for (std::size_t i = 0; i < title.size(); ++i) {
    const bool after_colon = title.compare(i, 2, ": ") == 0;
    const bool before_paren = title.compare(i, 2, " (") == 0;
    const bool after_wide_colon = title.compare(i, kWideColon.size(), kWideColon) == 0;
    const bool before_wide_paren = i > start && title.compare(i, kWideParen.size(), kWideParen) == 0;
    if (after_wide_colon || before_wide_paren) {
      const std::size_t end = after_wide_colon ? i + kWideColon.size() : i;
      if (end > start) pieces.push_back(title.substr(start, end - start));
      start = end;
      i = end - 1;
      continue;
    }
    if (!after_colon && !before_paren) continue;
    const std::size_t end = after_colon ? i + 1 : i;
    if (end > start) pieces.push_back(title.substr(start, end - start));
    start = after_colon ? i + 2 : i + 1;
  }
  if (start < title.size()) pieces.push_back(title.substr(start));
  return pieces;
}

// `title` in lines of at most `room` pixels at `font`: whole pieces while they fit, a piece
// too wide broken at its spaces, a word too wide cut with an ellipsis.
std::vector<std::string> wrap_title(ImFont* font, const std::string& title, float room) {
  std::vector<std::string> words;  // pieces, or their words when a piece is too wide
  for (const std::string& piece : title_pieces(title)) {
    if (width_in(font, piece) <= room) {
      words.push_back(piece);
      continue;
    }
    std::size_t start = 0;
    for (std::size_t at = piece.find(' '); ; at = piece.find(' ', start)) {
      words.push_back(piece.substr(start, at == std::string::npos ? std::string::npos : at - start));
      if (at == std::string::npos) break;
      start = at + 1;
    }
  }
  std::vector<std::string> lines;
  ImGui::PushFont(font);
  for (const std::string& w : words) {
    if (!lines.empty() && width_in(font, lines.back() + " " + w) <= room) {
      lines.back() += " " + w;
    } else {
      lines.push_back(fit_text(w, room));
    }
  }
  ImGui::PopFont();
  return lines;
}

bool same_title(const TitleLayout& a, const TitleLayout& b) {
  if (a.font != b.font || a.count != b.count) return false;
  for (std::size_t i = 0; i < kTitleLines; ++i) {
    if (a.lines[i] != b.lines[i]) return false;
  }
  return true;
}

// The labels of one map at one font: the widest row and column labels on screen.
struct LabelSizes {
  ImFont* font = nullptr;
  float size = 0.0f, line = 0.0f, pad = 0.0f, row_w = 0.0f, col_w = 0.0f;
};

LabelSizes label_sizes(ImFont* font, const MapView& map, const view::Window& shown, float row_cap,
                       float col_cap) {
  LabelSizes s;
  s.font = font;
  s.size = font->FontSize;
  s.line = text_line(font);
  ImGui::PushFont(font);
  s.pad = s.size * 0.5f;
  s.row_w = max_label_width(map.row_tokens, row_cap, shown.row, shown.rows) + s.pad;
  s.col_w = max_label_width(map.col_tokens, col_cap, shown.col, shown.cols);
  ImGui::PopFont();
  return s;
}

}  // namespace

TitleLayout fit_title(const std::string& title, float room, bool small) {
  TitleLayout t;
  ImFont* ui = ImGui::GetFont();
  t.height = text_line(ui);
  if (!small && width_in(ui, title) <= room) {
    t.lines[0] = title;
    return t;
  }
  // The small font (the interface's when there is none), in up to three lines, the last
  // cut when more would be needed.
  ImFont* font = small_font();
  t.font = font == ui ? nullptr : font;
  std::vector<std::string> lines = wrap_title(font, title, room);
  if (lines.size() > kTitleLines) {
    std::string rest = lines[kTitleLines - 1];
    for (std::size_t i = kTitleLines; i < lines.size(); ++i) rest += " " + lines[i];
    lines.resize(kTitleLines);
    ImGui::PushFont(font);
    lines.back() = fit_text(rest, room);
    ImGui::PopFont();
  }
  t.count = static_cast<int>(lines.size());
  for (int i = 0; i < t.count; ++i) t.lines[i] = lines[static_cast<std::size_t>(i)];
  t.height = static_cast<float>(t.count) * text_line(font);
  return t;
}

HeatmapLayout layout_heatmap(const MapView& map, ImVec2 box, const HeatmapOptions& options) {
  HeatmapLayout l;
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float font = ImGui::GetFontSize();
  l.colorbar_h = options.colorbar_below ? font * 0.7f + line + 6.0f : 0.0f;
  // The title fits the room the widget has, and the room above the cells follows it.
  const auto fit_title_in = [&](float width) {
    l.title = fit_title(map.title, std::max(width, options.title_room), options.small_title);
    l.title_h = options.title_h > 0.0f
                    ? options.title_h
                    : l.title.height + (options.shape_below_title ? line : 0.0f) + 2.0f;
  };
  fit_title_in(box.x);
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
  // Zoomed in, cells are not on whole pixels anyway (the window starts part way into a
  // cell): the exact size keeps the map the same size at every zoom.
  const bool zoomed = options.zoom != nullptr && map.zoom_group >= 0 && options.zoom->zoom > 1.0f;
  auto whole = [&](float cell) { return zoomed ? cell : std::floor(cell); };
  if (options.fixed_cell > 0.0f) {
    l.cell = options.fixed_cell;
    ImFont* label_font = options.small_labels ? small_font() : ImGui::GetFont();
    if (options.labels && l.cell >= label_font->FontSize * 0.95f) {
      const LabelSizes s = label_sizes(label_font, map, shown, font * 10.0f, font * 10.0f);
      l.label_font = options.small_labels ? label_font : nullptr;
      if (options.row_labels) l.row_label_w = s.row_w;
      if (options.col_labels) {
        l.col_labels_upright = s.col_w + s.pad * 0.5f <= l.cell;
        l.col_label_h = l.col_labels_upright ? s.line : s.col_w + s.pad;
      }
    }
    l.cell_h = l.cell;
    l.size = ImVec2(l.row_label_w + cols * l.cell,
                    l.title_h + l.col_label_h + rows * l.cell + l.colorbar_h);
    return l;
  }
  // Labels only when a cell can be as tall as a line of their text (never for 4096 cells a
  // side): the interface's text, else the small font's if its cells keep 70% of the
  // unlabelled size (view/grid.hpp says why).
  auto place_labels = [&](const LabelSizes& s, float least_cell) {
    // Level column labels when each fits its cell, else rotated to read upwards.
    const float level_cell = fit(s.row_w, s.line);
    if (level_cell >= s.col_w + s.pad * 0.5f && level_cell >= s.size * 0.95f &&
        level_cell >= least_cell) {
      l.cell = whole(level_cell);
      l.row_label_w = s.row_w;
      l.col_label_h = s.line;
      l.col_labels_upright = true;
      return true;
    }
    const float ch = s.col_w + s.pad;
    const float cell = fit(s.row_w, ch);
    if (cell >= s.size * 0.95f && cell >= least_cell) {
      l.cell = whole(cell);
      l.row_label_w = s.row_w;
      l.col_label_h = ch;
      return true;
    }
    return false;
  };
  auto place = [&] {
    l.row_label_w = l.col_label_h = 0.0f;
    l.col_labels_upright = false;
    l.label_font = nullptr;
    bool labelled = false;
    if (options.labels && fit(0.0f, 0.0f) >= font * 0.95f) {
      labelled = place_labels(label_sizes(ImGui::GetFont(), map, shown, box.x * 0.34f, box.y * 0.28f), 0.0f);
    }
    ImFont* small = small_font();
    if (!labelled && options.labels && small != ImGui::GetFont() &&
        fit(0.0f, 0.0f) >= small->FontSize * 0.95f) {
      const float unlabelled = zoomed ? fit(0.0f, 0.0f) : snap_cell(fit(0.0f, 0.0f));
      labelled = place_labels(label_sizes(small, map, shown, box.x * 0.34f, box.y * 0.28f),
                              0.7f * unlabelled);
      if (labelled) l.label_font = small;
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
  };
  place();
  // The title fits the widget, which may be narrower than the box: fit it again to the
  // widget's width until the two agree (the widget draws with its own width as the box).
  for (int round = 0; round < 3 && options.title_h <= 0.0f; ++round) {
    const TitleLayout before = l.title;
    fit_title_in(l.size.x);
    if (same_title(l.title, before)) {
      break;
    }
    place();
  }
  return l;
}

}  // namespace attn::app
