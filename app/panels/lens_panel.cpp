// The Logit lens view (nostalgebraist, 2020): what the model would predict if it stopped
// after each layer. A grid of the positions (columns) and the layers (rows, the embeddings at
// the bottom, the model's own output at the top): in each cell the most likely token and its
// probability, the cell coloured by it; the token that follows in the text above each column
// and, in each cell's corner, its rank; at the right of each row how many positions already
// rank it first. Hover a cell for its ten most likely tokens. Measured on the Model view's
// session from the forward's own residual streams (model/layer_measures.hpp).
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "io/i18n.hpp"
#include "model/layer_requests.hpp"
#include "panels/get_model_panel.hpp"
#include "panels/panels.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

// "94%", "3.2%", "<0.1%": whole percents where they say enough.
std::string percent_text(float v) {
  const double p = 100.0 * static_cast<double>(v);
  if (p < 0.05) return "<0.1%";
  char b[16];
  std::snprintf(b, sizeof b, p >= 9.5 ? "%.0f%%" : "%.1f%%", p);
  return b;
}

// The row's label: "embed" for the stream entering the first layer, else the layer's number.
std::string row_label(int row, int rows) {
  if (row == 0) return tr("embed");
  if (row + 1 == rows) return fmt(tr("L{0} (out)"), row);
  return "L" + std::to_string(row);
}

void draw_grid(AppState& state, const LayerMeasures& m) {
  const decoder::LogitLens& lens = *m.lens;
  const float font = ImGui::GetFontSize();
  const float line = ImGui::GetTextLineHeight();
  ImGui::PushFont(small_font());
  const float small_line = ImGui::GetTextLineHeight();
  ImGui::PopFont();
  const float left = ImGui::CalcTextSize(tr("L99 (out)")).x + font * 0.5f;
  const float right_w = lens.ranks ? ImGui::CalcTextSize(tr("first: 99/99")).x + font : 0.0f;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  // Cells at least six characters wide; a long text scrolls sideways.
  const float cell_w = std::max(font * 4.0f, (avail.x - left - right_w) / static_cast<float>(lens.positions));
  const float header = (lens.ranks ? small_line : 0.0f) + line;
  const float cell_h = std::max(line + small_line + 4.0f, (avail.y - header - line * 2.0f) / static_cast<float>(lens.rows));
  const float grid_w = left + cell_w * static_cast<float>(lens.positions) + right_w;
  ImGui::BeginChild("lens_grid", ImVec2(0.0f, 0.0f), false, ImGuiWindowFlags_HorizontalScrollbar);
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const ImU32 dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  // Above each column: the token that follows (what a perfect prediction there would say).
  for (int i = 0; i < lens.positions && lens.ranks; ++i) {
    const std::string& next = m.lens_next[static_cast<std::size_t>(i)];
    if (next.empty()) continue;
    ImGui::PushFont(small_font());
    const std::string t = fit_text("→ " + next, cell_w - 4.0f);
    dl->AddText(ImVec2(origin.x + left + cell_w * static_cast<float>(i) + 2.0f, origin.y), dim, t.c_str());
    ImGui::PopFont();
  }
  const float top = origin.y + (lens.ranks ? small_line : 0.0f);
  int hovered_row = -1, hovered_position = -1;
  for (int row = lens.rows - 1; row >= 0; --row) {
    const float y = top + cell_h * static_cast<float>(lens.rows - 1 - row);
    const std::string label = row_label(row, lens.rows);
    dl->AddText(ImVec2(origin.x, y + (cell_h - line) / 2.0f), dim, label.c_str());
    int first = 0;
    for (int i = 0; i < lens.positions; ++i) {
      const int position = lens.first + i;
      const decoder::LensCell& cell = lens.at(row, position);
      const std::size_t index = static_cast<std::size_t>(row) * static_cast<std::size_t>(lens.positions) +
                                static_cast<std::size_t>(i);
      const float p = cell.top.empty() ? 0.0f : cell.top.front().probability;
      const view::Rgb8 bg = view::sample_colormap(state.colormap, p);
      const ImVec2 a(origin.x + left + cell_w * static_cast<float>(i), y);
      const ImVec2 b(a.x + cell_w - 2.0f, a.y + cell_h - 2.0f);
      dl->AddRectFilled(a, b, IM_COL32(bg.r, bg.g, bg.b, 255));
      const ImU32 ink = view::prefers_dark_text(bg) ? IM_COL32(0, 0, 0, 255) : IM_COL32(255, 255, 255, 255);
      const std::string token = m.lens_texts[index].empty() ? "" : m.lens_texts[index].front();
      dl->AddText(ImVec2(a.x + 3.0f, a.y + 2.0f), ink, fit_text(token, cell_w - 6.0f).c_str());
      ImGui::PushFont(small_font());
      std::string corner = percent_text(p);
      if (cell.next_rank > 0) corner += "  #" + std::to_string(cell.next_rank);
      if (cell.next_rank == 1) ++first;
      dl->AddText(ImVec2(a.x + 3.0f, b.y - small_line - 1.0f), ink, fit_text(corner, cell_w - 6.0f).c_str());
      ImGui::PopFont();
      if (ImGui::IsMouseHoveringRect(a, b) && ImGui::IsWindowHovered()) {
        hovered_row = row;
        hovered_position = position;
        dl->AddRect(a, b, IM_COL32(255, 60, 140, 255), 0.0f, 0, 2.0f);
      }
    }
    if (lens.ranks) {
      const std::string counted = fmt(tr("first: {0}/{1}"), first, std::max(0, lens.positions - 1));
      dl->AddText(ImVec2(origin.x + left + cell_w * static_cast<float>(lens.positions) + font * 0.5f,
                         y + (cell_h - line) / 2.0f),
                  text, counted.c_str());
    }
  }
  // Under each column: its input token.
  const float bottom = top + cell_h * static_cast<float>(lens.rows);
  for (int i = 0; i < lens.positions; ++i) {
    const std::string& token = m.lens_tokens.size() > static_cast<std::size_t>(lens.first + i)
                                   ? m.lens_tokens[static_cast<std::size_t>(lens.first + i)]
                                   : std::string();
    dl->AddText(ImVec2(origin.x + left + cell_w * static_cast<float>(i) + 2.0f, bottom + 2.0f), text,
                fit_text(token, cell_w - 4.0f).c_str());
  }
  ImGui::Dummy(ImVec2(grid_w, bottom + line + 4.0f - origin.y));
  if (hovered_row >= 0) {
    const decoder::LensCell& cell = lens.at(hovered_row, hovered_position);
    const std::size_t index = static_cast<std::size_t>(hovered_row) * static_cast<std::size_t>(lens.positions) +
                              static_cast<std::size_t>(hovered_position - lens.first);
    ImGui::BeginTooltip();
    const std::string& at = m.lens_tokens.size() > static_cast<std::size_t>(hovered_position)
                                ? m.lens_tokens[static_cast<std::size_t>(hovered_position)]
                                : std::string();
    // TRANSLATORS: the lens cell's tooltip title: {0} a layer ("L3", "embed"), {1} the token there.
    ImGui::TextUnformatted(fmt(tr("{0} at “{1}”: the ten most likely next tokens"), row_label(hovered_row, lens.rows), at)
                               .c_str());
    for (std::size_t k = 0; k < cell.top.size(); ++k) {
      ImGui::Text("%6.2f%%  %s", 100.0 * static_cast<double>(cell.top[k].probability), m.lens_texts[index][k].c_str());
    }
    if (cell.next_rank > 0) {
      const std::string& next = m.lens_next[static_cast<std::size_t>(hovered_position - lens.first)];
      ImGui::TextDisabled("%s", fmt(tr("the text goes on with “{0}”: rank {1}"), next, cell.next_rank).c_str());
    }
    ImGui::EndTooltip();
  }
  state.layers.lens_row = hovered_row;
  state.layers.lens_position = hovered_position;
  ImGui::EndChild();
}

}  // namespace

void draw_lens_panel(AppState& state, const Shown& shown) {
  draw_view_intro(state, tr("Logit lens: what each layer would predict"),
                  tr("After the last layer a language model normalises its residual stream and multiplies it by the "
                     "output matrix: that gives the next token. The logit lens (nostalgebraist, 2020) does the same "
                     "to the stream after every layer, as if the model stopped there. Read a column from the bottom: "
                     "the guess often settles on the right token several layers before the end, and the layers "
                     "after it only grow more sure."));
  const std::shared_ptr<const ModelSnapshot> snap = shown.pretrained.snapshot();
  if (!layers_show_pretrained(state, *snap)) {
    // A model the lesson names and this computer lacks: offered here as in the Model view.
    if (!state.pretrained.offer.empty()) {
      draw_model_offer(state, shown, state.prompt == PromptKind::None && !shown.pretrained.loading());
      return;
    }
    wrapped_text("%s", tr("Open a language model in the Model view (GPT-2, Llama, Qwen, BERT's masked-LM head, or an "
                          "encoder–decoder's decoder): the lens reads its layers. The models trained here keep no "
                          "residual streams."));
    return;
  }
  const std::shared_ptr<const LayerMeasures> m =
      snap->layers && snap->layers->run_version == snap->run_version ? snap->layers : nullptr;
  if (!m || !m->wanted.lens) {
    ImGui::TextDisabled("%s", fmt(tr("Reading {0}'s layers…"), snap->model->name).c_str());
    return;
  }
  if (!m->lens_error.empty() || !m->error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, negative_colour());
    wrapped_text("%s", (m->error.empty() ? m->lens_error : m->error).c_str());
    ImGui::PopStyleColor();
    return;
  }
  const decoder::LogitLens& lens = *m->lens;
  const decoder::Architecture& a = snap->model->weights.arch;
  // TRANSLATORS: {0} the model, {1} the layers read, {2} the positions, {3} the memory the streams take.
  std::string note = fmt(tr("{0}: {1} rows (the embeddings and each layer) × {2} positions, from the forward's own "
                            "residual streams ({3}, kept by every run)"),
                         snap->model->name, lens.rows, lens.positions,
                         bytes_text(static_cast<long long>(m->residual_bytes)));
  if (lens.first > 0) note += fmt(tr("; the last {0} positions of {1}"), lens.positions, lens.first + lens.positions);
  if (a.encoder_decoder()) note += tr("; the decoder's layers");
  if (a.mlm_head) note += tr("; BERT's masked-LM head predicts the token at each position, not the next");
  wrapped_text("%s", note.c_str());
  draw_grid(state, *m);
}

}  // namespace attn::app
