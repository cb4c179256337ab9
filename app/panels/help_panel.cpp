// The teacher's guide's window: contents at the left, the guide at the right. Draws the
// blocks view/markdown.hpp made (headings in the bold title font, paragraphs and list items
// wrapped, code on a tinted ground, tables, pictures scaled to the column with their alt
// text under them); reads nothing but the guide and its pictures, and only on opening or
// when a picture first comes into view.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>

#include "panels/help_panel.hpp"

#include "io/i18n.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

using view::BlockKind;
using view::MarkdownBlock;

constexpr float kColumnEms = 44.0f;  // the text's width at most, in lines of text: ~90 letters

// The next line at the first whole pixel below the last item, `gap` further down, in the
// window's own coordinates. ImGui puts a line at the floor of its screen position, which
// for a line above the window's top (a negative position) rounds up instead: scrolled, a
// long guide would shift a pixel an item and a heading jumped to would miss the top.
// Placed here, every line is where it is at any scroll.
void below_last_item(float gap) {
  const float bottom = ImGui::GetItemRectMax().y - ImGui::GetWindowPos().y + ImGui::GetScrollY();
  ImGui::SetCursorPosY(std::ceil(bottom - 0.01f) + std::round(gap));
}

// Returns the top of its text, in screen pixels.
float draw_heading(const MarkdownBlock& b, float left, float column_w) {
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + std::round(ImGui::GetFontSize() * (b.level <= 2 ? 0.8f : 0.4f)));
  ImGui::SetCursorPosX(left);
  // Level 1 and 2 in the bold title font; 3 in it smaller; below that the text's own.
  const bool bold = b.level <= 3;
  if (b.level == 3) ImGui::SetWindowFontScale(0.8f);
  if (bold) ImGui::PushFont(title_font());
  ImGui::PushTextWrapPos(left + column_w);
  wrapped_text_unformatted(b.text);
  ImGui::PopTextWrapPos();
  const float top = ImGui::GetItemRectMin().y;
  if (bold) ImGui::PopFont();
  if (b.level == 3) ImGui::SetWindowFontScale(1.0f);
  if (b.level <= 2) {
    const ImVec2 min = ImGui::GetItemRectMin();
    ImGui::GetWindowDrawList()->AddLine(ImVec2(min.x, ImGui::GetItemRectMax().y + 2.0f),
                                        ImVec2(min.x + column_w, ImGui::GetItemRectMax().y + 2.0f),
                                        ImGui::GetColorU32(ImGuiCol_Separator));
  }
  below_last_item(b.level <= 2 ? 6.0f : 0.0f);
  return top;
}

void draw_wrapped(const std::string& text, float x, float right) {
  ImGui::SetCursorPosX(x);
  ImGui::PushTextWrapPos(right);
  wrapped_text_unformatted(text);
  ImGui::PopTextWrapPos();
  below_last_item(0.0f);
}

void draw_list_item(const MarkdownBlock& b, float left, float column_w) {
  const float font = ImGui::GetFontSize();
  const float indent = static_cast<float>(b.level) * font * 1.4f;
  const float marker_w = std::max(font * 1.4f, ImGui::CalcTextSize(b.marker.c_str()).x + font * 0.5f);
  if (!b.marker.empty()) {
    ImGui::SetCursorPosX(left + indent);
    ImGui::TextUnformatted(b.marker.c_str());
    ImGui::SameLine(left + indent + marker_w);
  }
  draw_wrapped(b.text, left + indent + marker_w, left + column_w);
}

void draw_code(const MarkdownBlock& b, float left, float column_w) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const ImVec2 pad = style.FramePadding;
  const float indent = static_cast<float>(b.level) * ImGui::GetFontSize() * 1.4f;
  const float wrap_w = column_w - indent - pad.x * 2.0f;
  const ImVec2 size = ImGui::CalcTextSize(b.text.c_str(), nullptr, false, wrap_w);
  ImGui::SetCursorPosX(left + indent);
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + column_w - indent, at.y + size.y + pad.y * 2.0f),
                                            ImGui::GetColorU32(ImGuiCol_FrameBg), style.FrameRounding);
  ImGui::SetCursorPos(ImVec2(left + indent + pad.x, ImGui::GetCursorPosY() + pad.y));
  draw_wrapped(b.text, left + indent + pad.x, left + column_w - pad.x);
  ImGui::SetCursorPosY(ImGui::GetCursorPosY() + pad.y);
}

void draw_table(const MarkdownBlock& b, int index, float column_w) {
  if (b.rows.empty() || b.rows.front().empty()) return;
  const int columns = static_cast<int>(b.rows.front().size());
  // Each column's share of the width follows its longest cell, within reason.
  std::vector<float> weight(static_cast<std::size_t>(columns), 4.0f);
  for (const auto& row : b.rows) {
    for (std::size_t c = 0; c < row.size() && c < weight.size(); ++c) {
      weight[c] = std::clamp(static_cast<float>(row[c].size()), weight[c], 60.0f);
    }
  }
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
  ImGui::PushID(index);
  if (ImGui::BeginTable("table", columns, flags, ImVec2(column_w, 0.0f))) {
    for (int c = 0; c < columns; ++c) {
      ImGui::TableSetupColumn(b.rows.front()[static_cast<std::size_t>(c)].c_str(), ImGuiTableColumnFlags_WidthStretch,
                              weight[static_cast<std::size_t>(c)]);
    }
    ImGui::TableHeadersRow();
    for (std::size_t r = 1; r < b.rows.size(); ++r) {
      ImGui::TableNextRow();
      for (const std::string& cell : b.rows[r]) {
        ImGui::TableNextColumn();
        wrapped_text("%s", cell.c_str());
      }
    }
    ImGui::EndTable();
    below_last_item(0.0f);
  }
  ImGui::PopID();
}

// A picture as wide as the room (never wider than it is, nor taller than most of the
// text's height: a screenshot's words stay legible), with its alt text under it in the
// text's column; decoded when it first comes near the view.
void draw_picture(const MarkdownBlock& b, const GuidePicture& picture, PictureTexture& texture,
                  float left, float column_w, float room_w, float visible_h, bool near, int& drawn) {
  ImGui::SetCursorPosX(left);
  if (!picture.problem.empty()) {
    ImGui::TextDisabled(tr("[picture: %s]"), b.text.c_str());
    below_last_item(0.0f);
    draw_wrapped("(" + picture.problem + ")", left, left + column_w);
    return;
  }
  float w = std::min(room_w, static_cast<float>(picture.width));
  float h = w * static_cast<float>(picture.height) / static_cast<float>(picture.width);
  if (h > visible_h * 0.8f) {
    h = visible_h * 0.8f;
    w = h * static_cast<float>(picture.width) / static_cast<float>(picture.height);
  }
  const ImVec2 at = ImGui::GetCursorScreenPos();
  ImGui::Dummy(ImVec2(w, h));
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 end(at.x + w, at.y + h);
  // Decoded from half a screen away, so that it is there when it comes into view.
  if (near ? load_picture(picture.path, texture) : texture.id != 0) {
    dl->AddImage(reinterpret_cast<ImTextureID>(static_cast<std::intptr_t>(texture.id)), at, end);
    if (ImGui::IsItemVisible()) ++drawn;
  } else {
    dl->AddText(ImVec2(at.x + 8.0f, at.y + 8.0f), ImGui::GetColorU32(ImGuiCol_TextDisabled),
                texture.problem.empty() ? "…" : texture.problem.c_str());
  }
  dl->AddRect(at, end, ImGui::GetColorU32(ImGuiCol_Border));
  below_last_item(ImGui::GetStyle().ItemSpacing.y);
  if (!b.text.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    draw_wrapped(b.text, left, left + column_w);
    ImGui::PopStyleColor();
  }
}

// The keys shortcuts.cpp queued while the window had the keyboard.
void apply_scroll_keys(GuideUi& ui) {
  const float line = ImGui::GetTextLineHeightWithSpacing();
  const float page = std::max(ImGui::GetWindowHeight() - line * 2.0f, line);
  float y = ImGui::GetScrollY() + static_cast<float>(ui.lines) * line * 2.0f + static_cast<float>(ui.pages) * page;
  if (ui.ends < 0) y = 0.0f;
  if (ui.ends > 0) y = ImGui::GetScrollMaxY();
  if (ui.lines != 0 || ui.pages != 0 || ui.ends != 0) ImGui::SetScrollY(std::clamp(y, 0.0f, ImGui::GetScrollMaxY()));
  ui.lines = ui.pages = ui.ends = 0;
}

void draw_contents(GuideReader& reader) {
  const view::MarkdownDocument& doc = reader.guide.document;
  const ImVec2 origin = ImGui::GetMainViewport()->Pos;
  reader.contents_x.assign(doc.headings.size(), -1.0f);
  reader.contents_y.assign(doc.headings.size(), -1.0f);
  for (std::size_t k = 0; k < doc.headings.size(); ++k) {
    const MarkdownBlock& h = doc.blocks[static_cast<std::size_t>(doc.headings[k])];
    if (h.level < 2 || h.level > 3) continue;  // the title is the window's; details stay in the text
    ImGui::PushID(static_cast<int>(k));
    if (h.level == 3) ImGui::Indent();
    // A heading wider than the contents is cut with an ellipsis, and whole in a tooltip.
    const std::string label = fit_text(h.text, ImGui::GetContentRegionAvail().x) + "##entry";
    if (ImGui::Selectable(label.c_str(), static_cast<int>(k) == reader.top_heading)) {
      reader.jump_to = static_cast<int>(k);
    }
    if (ImGui::IsItemHovered() && label.compare(0, h.text.size(), h.text) != 0) {
      ImGui::SetTooltip("%s", h.text.c_str());
    }
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    reader.contents_x[k] = (min.x + max.x) * 0.5f - origin.x;
    reader.contents_y[k] = (min.y + max.y) * 0.5f - origin.y;
    if (h.level == 3) ImGui::Unindent();
    ImGui::PopID();
  }
  ImGui::Spacing();
  ImGui::Separator();
  wrapped_text_disabled(tr("Read from %s"), reader.guide.path.c_str());
}

// The guide's blocks from the top. A block whose place and height are known from an
// earlier frame and that lies away from the view (half a window above or below) is passed
// over by its height: a frame draws what is near the view, not the whole guide. The
// places are measured again when the width, the text size or the window's height change.
void draw_guide_text(AppState& state, GuideReader& reader) {
  const view::MarkdownDocument& doc = reader.guide.document;
  apply_scroll_keys(state.guide);
  const float font = ImGui::GetFontSize();
  const float left = ImGui::GetCursorPosX() + font * 0.5f;
  const float room_w = ImGui::GetContentRegionAvail().x - font;
  const float column_w = std::min(room_w, font * kColumnEms);
  const float visible_h = ImGui::GetWindowHeight();
  GuideReader::Layout& layout = reader.layout;
  if (layout.room_w != room_w || layout.font != font || layout.visible_h != visible_h ||
      layout.height.size() != doc.blocks.size()) {
    layout = {room_w, font, visible_h, std::vector<float>(doc.blocks.size(), -1.0f),
              std::vector<float>(doc.headings.size(), 0.0f)};
  }
  if (reader.jump_to >= 0 && static_cast<std::size_t>(reader.jump_to) < layout.heading_y.size()) {
    ImGui::SetScrollY(std::max(layout.heading_y[static_cast<std::size_t>(reader.jump_to)] -
                                   ImGui::GetStyle().ItemSpacing.y, 0.0f));
    reader.jump_to = -1;
  }
  const float scroll = ImGui::GetScrollY();
  const float near_top = scroll - visible_h * 0.5f, near_bottom = scroll + visible_h * 1.5f;
  std::size_t picture = 0, heading = 0;
  reader.pictures_drawn = 0;
  reader.top_heading = doc.headings.empty() ? -1 : 0;
  float y = std::round(ImGui::GetCursorPosY());
  for (std::size_t i = 0; i < doc.blocks.size(); ++i) {
    const MarkdownBlock& b = doc.blocks[i];
    float& height = layout.height[i];
    const bool near = y <= near_bottom && (height < 0.0f || y + height >= near_top);
    const bool away = height >= 0.0f && !near;
    if (away && b.kind == BlockKind::Picture && picture < reader.pictures.size() &&
        (y > scroll + visible_h * 4.0f || y + height < scroll - visible_h * 3.0f)) {
      release_picture(reader.pictures[picture]);  // far away: its memory back until it comes near
    }
    if (!away) {
      ImGui::SetCursorPos(ImVec2(left, y));
      switch (b.kind) {
        case BlockKind::Heading:
          layout.heading_y[heading] = draw_heading(b, left, column_w) - ImGui::GetWindowPos().y + scroll;
          break;
        case BlockKind::Paragraph: draw_wrapped(b.text, left, left + column_w); break;
        case BlockKind::ListItem: draw_list_item(b, left, column_w); break;
        case BlockKind::Code: draw_code(b, left, column_w); break;
        case BlockKind::Table: draw_table(b, static_cast<int>(i), column_w); break;
        case BlockKind::Rule: ImGui::Separator(); break;
        case BlockKind::Picture:
          if (picture < reader.guide.pictures.size()) {
            draw_picture(b, reader.guide.pictures[picture], reader.pictures[picture], left, column_w, room_w,
                         visible_h, near, reader.pictures_drawn);
          }
          break;
      }
      if (height < 0.0f) height = std::round(ImGui::GetCursorPosY()) - y;  // measured once
    }
    if (b.kind == BlockKind::Heading) {
      // The heading at the top of the text: the last one whose text starts above a line
      // and a half below the window's top.
      if (layout.heading_y[heading] <= scroll + font * 1.5f) reader.top_heading = static_cast<int>(heading);
      ++heading;
    }
    if (b.kind == BlockKind::Picture) ++picture;
    // Items of one list sit closer together than paragraphs.
    const bool next_in_list = b.kind == BlockKind::ListItem && i + 1 < doc.blocks.size() &&
                              doc.blocks[i + 1].kind == BlockKind::ListItem;
    y += height + std::round(font * (next_in_list ? 0.3f : 0.8f));
  }
  // Room below the end, so that the last heading too can come to the top.
  ImGui::SetCursorPosY(y);
  ImGui::Dummy(ImVec2(0.0f, std::round(std::max(visible_h - font * 4.0f, 0.0f))));
  reader.scroll = scroll;
  reader.scroll_max = ImGui::GetScrollMaxY();
}

}  // namespace

void GuideReader::release() {
  for (PictureTexture& p : pictures) release_picture(p);
  pictures.clear();
  guide = Guide{};
  loaded = false;
  jump_to = top_heading = -1;
  pictures_drawn = 0;
  scroll = scroll_max = 0.0f;
  layout = Layout{};
  contents_x.clear();
  contents_y.clear();
}

void draw_help_window(AppState& state, GuideReader& reader) {
  if (!state.guide.open) {
    if (reader.loaded) {
      reader.release();
      state.state_changed = true;
    }
    state.guide.focused = false;
    return;
  }
  const bool opening = !reader.loaded;
  if (opening) {
    reader.guide = load_teachers_guide();
    reader.pictures.assign(reader.guide.pictures.size(), PictureTexture{});
    reader.loaded = true;
    state.need_fonts = true;  // any ideographs of the guide join the font atlas (gui/frame.cpp)
    state.state_changed = true;
  }
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(ImVec2(vp->WorkPos.x + vp->WorkSize.x * 0.05f, vp->WorkPos.y + vp->WorkSize.y * 0.04f),
                          ImGuiCond_Appearing);
  ImGui::SetNextWindowSize(ImVec2(vp->WorkSize.x * 0.9f, vp->WorkSize.y * 0.92f), ImGuiCond_Appearing);
  if (opening) ImGui::SetNextWindowFocus();
  bool open = true;
  // TRANSLATORS: {0} is the guide's title (its first heading), or "Teacher's guide".
  const std::string title = fmt(tr("{0}  (F1 or Esc closes it)"),
                                reader.guide.title.empty() ? tr("Teacher's guide") : reader.guide.title.c_str()) +
                            "###guide";
  ImGui::Begin(title.c_str(), &open, ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
  state.guide.focused = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows);
  if (reader.guide.path.empty()) {
    wrapped_text_unformatted(reader.guide.error);
  } else {
    const float font = ImGui::GetFontSize();
    const float avail = ImGui::GetContentRegionAvail().x;
    const float contents_w = std::clamp(font * 15.0f, std::min(font * 8.0f, avail * 0.3f), avail * 0.3f);
    ImGui::BeginChild("contents", ImVec2(contents_w, 0.0f), true);
    draw_contents(reader);
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("text", ImVec2(0.0f, 0.0f), false);
    const int top_before = reader.top_heading, drawn_before = reader.pictures_drawn;
    draw_guide_text(state, reader);
    if (reader.top_heading != top_before || reader.pictures_drawn != drawn_before) state.state_changed = true;
    ImGui::EndChild();
  }
  ImGui::End();
  if (!open) {
    state.guide.open = false;
    state.state_changed = true;
  }
}

}  // namespace attn::app
