// Why a key wins: for one query token of the focused head, its query vector q, every key's
// vector k_j, their elementwise product q∘k_j (whose sum is the score q·k_j), the score
// scaled by √d_k and the softmax weight, all as signed bars around a zero line. A student
// sees which dimensions pushed one key's score up and so made it win.
//
// Reads the source's trace; q∘k_j and its sum are a display of trace numbers (the sum is
// the trace's score).
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/attention/multi_head.hpp"
#include "core/attention/rotary.hpp"
#include "io/i18n.hpp"
#include "model/quiz.hpp"
#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

struct Columns {
  float label = 0, vec = 0, prod = 0, score = 0, scaled = 0, weight = 0;  // left edges
  float vec_w = 0, prod_w = 0, scalar_w = 0, weight_w = 0;                // widths
};

// Vertical signed bars, one per dimension, around a horizontal zero line.
void draw_vector_bars(ImDrawList* dl, const Eigen::Ref<const Eigen::RowVectorXf>& v, float x,
                      float w, float y, float h, float scale, ImU32 axis) {
  const float mid = y + h * 0.5f;
  dl->AddLine(ImVec2(x, mid), ImVec2(x + w, mid), axis);
  const auto n = static_cast<float>(v.size());
  const float bw = w / std::max(n, 1.0f);
  for (Eigen::Index c = 0; c < v.size(); ++c) {
    const float value = v(c);
    if (!(scale > 0.0f) || !std::isfinite(value)) continue;
    const float len = std::clamp(value / scale, -1.0f, 1.0f) * h * 0.48f;
    const float x0 = x + bw * static_cast<float>(c) + (bw > 3.0f ? 1.0f : 0.0f);
    const float x1 = std::max(x0 + 1.0f, x + bw * static_cast<float>(c + 1) - (bw > 3.0f ? 1.0f : 0.0f));
    dl->AddRectFilled(ImVec2(x0, std::min(mid, mid - len)), ImVec2(x1, std::max(mid, mid - len)),
                      value >= 0.0f ? positive_colour() : negative_colour());
  }
}

// A horizontal signed bar around the middle of [x, x+w) with the number to its right.
void draw_scalar(ImDrawList* dl, float value, float scale, float x, float w, float y, float h,
                 ImU32 text, ImU32 axis, bool is_signed) {
  const float font = ImGui::GetFontSize();
  const std::string s = format_value(value, is_signed);
  const float num_w = ImGui::CalcTextSize(is_signed ? "−00.00" : "0.00").x;
  const float bar_w = std::max(w - num_w - font * 0.6f, font);
  const float zero = is_signed ? x + bar_w * 0.5f : x;
  const float half = is_signed ? bar_w * 0.5f : bar_w;
  dl->AddLine(ImVec2(zero, y + h * 0.15f), ImVec2(zero, y + h * 0.85f), axis);
  draw_signed_bar(dl, zero, y + h * 0.25f, half, h * 0.5f, value, scale);
  dl->AddText(ImVec2(x + bar_w + font * 0.3f, y + (h - font) * 0.5f), text, s.c_str());
}

float abs_max(const Eigen::Ref<const Eigen::RowVectorXf>& v) {
  float m = 0.0f;
  for (Eigen::Index i = 0; i < v.size(); ++i) {
    if (std::isfinite(v(i))) m = std::max(m, std::fabs(v(i)));
  }
  return m;
}

// RoPE: the query and the winning key as the projection made them, before the rotation (made
// with the results), moved apart to every distance: the same two vectors score differently
// at each distance, which is all the model knows of position.
void draw_distance_plot(const CaseSlot& src, int head, int i, int j) {
  const CaseResult& r = src.result;
  const AttentionConfig& config = src.config;
  const RotationTable& table = *config.rotation.table;
  const auto h = static_cast<std::size_t>(head);
  if (h >= src.q_before.size() || i >= src.q_before[h].rows() || j >= src.k_before[h].rows()) return;
  const Eigen::RowVectorXf q = src.q_before[h].row(i);
  const Eigen::RowVectorXf k = src.k_before[h].row(j);
  const int count = std::min(table.positions(), std::max(64, i - j + 16));
  const std::vector<float> s = scores_by_distance(q.data(), k.data(), q.cols(), table, count,
                                                  score_divisor(r.trace.d_k, config));
  const float lo = *std::min_element(s.begin(), s.end());
  const float hi = *std::max_element(s.begin(), s.end());
  wrapped_text(tr("Position enters by rotation: the same query and key #%d, moved apart. At distance %d "
                        "(where they are) the scaled score is %s; the curve is the score at distance 0 … %d."),
                     j, i - j, format_value(s[static_cast<std::size_t>(i - j)], true).c_str(), count - 1);
  const float font = ImGui::GetFontSize();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const ImVec2 size(ImGui::GetContentRegionAvail().x, font * 4.0f);
  ImGui::PlotLines("##distance", s.data(), count, 0, nullptr, lo, hi, size);
  {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImU32 dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    const std::string last = std::to_string(count - 1);
    dl->AddText(ImVec2(p.x + 4.0f, p.y + 2.0f), dim, tr("distance 0"));
    dl->AddText(ImVec2(p.x + size.x - ImGui::CalcTextSize(last.c_str()).x - 4.0f, p.y + 2.0f), dim, last.c_str());
  }
  // The pair's own distance, marked.
  const float x = p.x + size.x * (static_cast<float>(i - j) + 0.5f) / static_cast<float>(count);
  ImGui::GetWindowDrawList()->AddLine(ImVec2(x, p.y), ImVec2(x, p.y + size.y), IM_COL32(255, 190, 40, 255), 2.0f);
  if (ImGui::IsItemHovered()) {
    const float f = (ImGui::GetIO().MousePos.x - p.x) / size.x;
    const int d = std::clamp(static_cast<int>(f * static_cast<float>(count)), 0, count - 1);
    ImGui::SetTooltip(tr("distance %d: scaled score %s"), d, format_value(s[static_cast<std::size_t>(d)], true).c_str());
  }
}

}  // namespace

void draw_why_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_view_intro(
      state, tr("Why a key wins"),
      tr("A query compares itself with every key by a dot product: multiply the two vectors "
         "dimension by dimension (q∘k) and add the products up. Dimensions where both point the "
         "same way (both red or both blue) add to the score; opposite signs take away. The "
         "scores are divided by √d_k and softmax turns them into weights, so a key that "
         "collects a few large products wins most of the weight. Pick a query token below (or "
         "use ← and →)."));
  if (!results.source.ok || results.source.result.trace.heads.empty()) {
    ImGui::TextUnformatted(tr("Nothing to show yet: see the message in the status line below."));
    return;
  }
  const CaseResult& r = results.source.result;
  const int head = shown_head(state, results.source);
  const HeadTrace& ht = r.trace.heads[static_cast<std::size_t>(head)];
  const int t = static_cast<int>(ht.q.rows());
  const int tk = static_cast<int>(ht.k.rows());
  if (t == 0 || tk == 0) return;
  // The scores: in the trace for short inputs; for long ones the focused head's, made on
  // demand (results.focus).
  const Matrix* scores = &ht.scores;
  const Matrix* scaled = &ht.scaled;
  if (!results.source.detailed) {
    const FocusDetail& f = results.focus;
    if (f.generation != results.generation || f.head != head || f.scaled.size() == 0) {
      wrapped_text(tr("Making the scores of head %d for %d tokens…"), head + 1, tk);
      return;
    }
    scores = &f.scores;
    scaled = &f.scaled;
  }
  const int chosen = state.why_query >= 0 && state.why_query < t ? state.why_query : t - 1;

  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Query token"));
  ImGui::SameLine();
  int clicked = -1;
  const int chip_hover = draw_token_chips("why_q", r.q_tokens, chosen, &clicked);
  if (clicked >= 0 && clicked != state.why_query) {
    state.why_query = clicked;
    state.state_changed = true;
  }
  const int i = chip_hover >= 0 ? chip_hover : chosen;
  if (chip_hover >= 0) state.hover_next.source_query = chip_hover;

  // The winner among the keys.
  Eigen::Index winner = 0;
  ht.weights.row(i).maxCoeff(&winner);
  const std::string head_name = static_cast<std::size_t>(head) < r.head_info.size()
                                    // TRANSLATORS: {1} is what the head does, e.g. "prev 82%".
                                    ? fmt(tr("head {0} ({1})"), head + 1,
                                          head_name_text(r.head_info[static_cast<std::size_t>(head)].name))
                                    : fmt(tr("head {0}"), head + 1);
  // TRANSLATORS: the query token #%d "%s", the head (%s), d_k, then the winning key #%d "%s" and its weight.
  wrapped_text(tr("Query #%d \"%s\", %s, d_k = %d: the key #%d \"%s\" wins with weight %s"), i,
              r.q_tokens[static_cast<std::size_t>(i)].c_str(), head_name.c_str(), r.trace.d_k,
              static_cast<int>(winner), r.k_tokens[static_cast<std::size_t>(winner)].c_str(),
              format_value(ht.weights(i, winner), false).c_str());

  if (!results.source.config.rotation.empty()) {
    draw_distance_plot(results.source, head, i, static_cast<int>(winner));
  }

  // Scales shared by all rows, so bars compare between keys.
  const Eigen::RowVectorXf q = ht.q.row(i);
  float vec_scale = abs_max(q);
  float prod_scale = 0.0f, score_scale = 0.0f, scaled_scale = 0.0f;
  for (int j = 0; j < tk; ++j) {
    const Eigen::RowVectorXf kj = ht.k.row(j);
    vec_scale = std::max(vec_scale, abs_max(kj));
    prod_scale = std::max(prod_scale, abs_max(q.cwiseProduct(kj)));
    score_scale = std::max(score_scale, std::fabs((*scores)(i, j)));
    if (std::isfinite((*scaled)(i, j))) scaled_scale = std::max(scaled_scale, std::fabs((*scaled)(i, j)));
  }

  // Columns.
  const float font = ImGui::GetFontSize();
  const float gap = font * 0.8f;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  float label_w = ImGui::CalcTextSize("q  ").x;
  for (std::size_t j = 0; j < r.k_tokens.size() && j < 512; ++j) {
    label_w = std::max(label_w, ImGui::CalcTextSize(r.k_tokens[j].c_str()).x);
  }
  label_w = std::min(label_w, font * 9.0f) + ImGui::CalcTextSize("00 ").x + gap;
  const float rest = avail.x - label_w - gap * 5.0f - ImGui::GetStyle().ScrollbarSize;
  Columns c;
  c.vec_w = rest * 0.24f;
  c.prod_w = rest * 0.24f;
  c.scalar_w = rest * 0.18f;
  c.weight_w = rest * 0.16f;
  c.label = 0.0f;
  c.vec = label_w + gap;
  c.prod = c.vec + c.vec_w + gap;
  c.score = c.prod + c.prod_w + gap;
  c.scaled = c.score + c.scalar_w + gap;
  c.weight = c.scaled + c.scalar_w + gap;

  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  const ImU32 axis = ImGui::GetColorU32(ImGuiCol_Border);
  const ImU32 accent = ImGui::GetColorU32(ImGuiCol_ButtonHovered, 0.35f);
  const ImU32 hot = ImGui::GetColorU32(ImGuiCol_FrameBgHovered);

  // Headers.
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    // TRANSLATORS: "key" is the column of the attention's keys (K), one row per key token.
    const char* names[] = {tr("key"), tr("k_j  (d_k numbers)"), tr("q ∘ k_j  (products)"), tr("score = Σ q∘k"),
                           "÷ √d_k", "softmax"};
    const float xs[] = {c.label, c.vec, c.prod, c.score, c.scaled, c.weight};
    const float ws[] = {label_w, c.vec_w, c.prod_w, c.scalar_w, c.scalar_w, c.weight_w};
    for (int k = 0; k < 6; ++k) {
      const std::string s = fit_text(names[k], ws[k]);
      dl->AddText(ImVec2(p.x + xs[k], p.y), text, s.c_str());
    }
    ImGui::Dummy(ImVec2(avail.x, ImGui::GetTextLineHeightWithSpacing()));
  }

  const float rows_h = ImGui::GetContentRegionAvail().y;
  const float row_h = std::clamp(rows_h / static_cast<float>(tk + 1), font * 1.6f, font * 3.2f);
  ImGui::BeginChild("why_rows", ImVec2(0.0f, rows_h), false);
  dl = ImGui::GetWindowDrawList();
  const float x0 = ImGui::GetCursorScreenPos().x;

  // The query row: q under the k column, so each k_j lines up with it.
  {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::Dummy(ImVec2(avail.x, row_h));
    dl->AddRectFilled(p, ImVec2(p.x + avail.x, p.y + row_h), accent);
    const std::string label = "q  " + r.q_tokens[static_cast<std::size_t>(i)];
    dl->AddText(ImVec2(x0, p.y + (row_h - font) * 0.5f), text,
                fit_text(label, label_w - gap).c_str());
    draw_vector_bars(dl, q, x0 + c.vec, c.vec_w, p.y + 2.0f, row_h - 4.0f, vec_scale, axis);
    dl->AddText(ImVec2(x0 + c.prod, p.y + (row_h - font) * 0.5f), dim,
                fit_text(tr("← the query, compared with each key below"), c.prod_w + c.scalar_w * 2.0f).c_str());
  }
  int hovered_key = -1;
  // Only the keys on screen are drawn: a long input has thousands.
  ImGuiListClipper clipper;
  clipper.Begin(tk, row_h);
  while (clipper.Step()) for (int j = clipper.DisplayStart; j < clipper.DisplayEnd; ++j) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::PushID(j);
    ImGui::InvisibleButton("row", ImVec2(avail.x, row_h));
    ImGui::PopID();
    const bool row_hovered = ImGui::IsItemHovered();
    if (row_hovered) hovered_key = j;
    const bool masked = !std::isfinite((*scaled)(i, j));
    if (j == static_cast<int>(winner)) {
      dl->AddRectFilled(p, ImVec2(p.x + avail.x, p.y + row_h), accent);
    } else if (row_hovered || j == state.hover.source_key) {
      dl->AddRectFilled(p, ImVec2(p.x + avail.x, p.y + row_h), hot);
    }
    const std::string label = std::to_string(j) + " " + r.k_tokens[static_cast<std::size_t>(j)];
    dl->AddText(ImVec2(x0, p.y + (row_h - font) * 0.5f), masked ? dim : text,
                fit_text(label, label_w - gap).c_str());
    const Eigen::RowVectorXf kj = ht.k.row(j);
    const Eigen::RowVectorXf prod = q.cwiseProduct(kj);
    draw_vector_bars(dl, kj, x0 + c.vec, c.vec_w, p.y + 2.0f, row_h - 4.0f, vec_scale, axis);
    draw_vector_bars(dl, prod, x0 + c.prod, c.prod_w, p.y + 2.0f, row_h - 4.0f, prod_scale, axis);
    draw_scalar(dl, (*scores)(i, j), score_scale, x0 + c.score, c.scalar_w, p.y, row_h, text, axis,
                true);
    if (masked) {
      dl->AddText(ImVec2(x0 + c.scaled, p.y + (row_h - font) * 0.5f), dim, tr("−∞ masked"));
    } else {
      draw_scalar(dl, (*scaled)(i, j), scaled_scale, x0 + c.scaled, c.scalar_w, p.y, row_h, text,
                  axis, true);
    }
    draw_scalar(dl, ht.weights(i, j), 1.0f, x0 + c.weight, c.weight_w, p.y, row_h, text, axis,
                false);
    // Which dimension is under the pointer, in the k or q∘k bars.
    if (row_hovered) {
      const float mx = ImGui::GetIO().MousePos.x - x0;
      const float n = static_cast<float>(kj.size());
      int dim_index = -1;
      if (mx >= c.vec && mx < c.vec + c.vec_w) dim_index = static_cast<int>((mx - c.vec) / c.vec_w * n);
      if (mx >= c.prod && mx < c.prod + c.prod_w) dim_index = static_cast<int>((mx - c.prod) / c.prod_w * n);
      if (dim_index >= 0 && dim_index < static_cast<int>(kj.size())) {
        ImGui::BeginTooltip();
        ImGui::Text(tr("dimension %d of head %d"), dim_index, head + 1);
        ImGui::Text("q = %s   k = %s", format_value(q(dim_index), true).c_str(),
                    format_value(kj(dim_index), true).c_str());
        ImGui::Text(tr("q × k = %s   (the score %s is the sum of all %d)"),
                    format_value(prod(dim_index), true).c_str(),
                    format_value((*scores)(i, j), true).c_str(), static_cast<int>(kj.size()));
        ImGui::EndTooltip();
      }
    }
  }
  ImGui::EndChild();
  if (hovered_key >= 0) state.hover_next.source_key = hovered_key;
}

}  // namespace attn::app
