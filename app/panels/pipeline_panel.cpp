// Pipeline: one head's attention as ten steps, X → Q, K, V → rotate q and k by position →
// Q·Kᵀ → ÷√d_k → mask → softmax → ·V → concatenation → ·W_O. The rotation is RoPE, where
// the source has it (Llama, Mistral, Qwen); elsewhere the step says that positions came in
// with X and passes Q and K on. A row of boxes shows the whole pipeline with the
// current step lit; below it the step's formula with its shapes in real numbers and its
// matrices (the inputs of the step, then its result) as heatmaps with the values in the
// cells when they fit. Left / Right (or the boxes, or the buttons) change the step.
//
// Every matrix is the source's trace (model/maps.hpp: Maps::pipeline, built on change).
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "io/i18n.hpp"
#include "model/quiz.hpp"
#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/map_menu.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

// Indices into pipeline_maps: X, Q, K, V, Q·Kᵀ, ÷√d_k, masked, softmax, Z, concat, output,
// Q and K before the rotation.
enum MapIndex { kX, kQ, kK, kV, kScores, kScaled, kMasked, kSoftmax, kContext, kConcat, kOutput, kQBefore, kKBefore };

// The maps a step shows: its inputs, then its result (last).
std::vector<int> maps_of_step(int step, bool rotated) {
  switch (static_cast<PipelineStep>(step)) {
    case PipelineStep::X: return {kX};
    case PipelineStep::Qkv: return rotated ? std::vector<int>{kQBefore, kKBefore, kV} : std::vector<int>{kQ, kK, kV};
    case PipelineStep::Rotate: return rotated ? std::vector<int>{kQBefore, kKBefore, kQ, kK} : std::vector<int>{kQ, kK};
    case PipelineStep::Scores: return {kQ, kK, kScores};
    case PipelineStep::Scaled: return {kScores, kScaled};
    case PipelineStep::Masked: return {kScaled, kMasked};
    case PipelineStep::Softmax: return {kMasked, kSoftmax};
    case PipelineStep::Context: return {kSoftmax, kV, kContext};
    case PipelineStep::Concat: return {kContext, kConcat};
    case PipelineStep::Output: return {kConcat, kOutput};
  }
  return {kX};
}

// What sits between two maps of a step ("·", "→").
const char* operator_between(int step, std::size_t i) {
  switch (static_cast<PipelineStep>(step)) {
    case PipelineStep::Qkv: return "";
    case PipelineStep::Rotate: return i == 1 ? "→" : "";
    case PipelineStep::Scores: return i == 0 ? "·" : "=";
    case PipelineStep::Context: return i == 0 ? "·" : "=";
    default: return "→";
  }
}

struct Sizes {
  std::ptrdiff_t t = 0, tk = 0, d = 0, dk = 0, h = 0;
  const RotationTable* rotation = nullptr;  // RoPE's, or null
  // What some models do besides (the case's configuration): scores ÷ √scale_dim in place
  // of √d_k, soft-capped at softcap, keys beyond a sliding window masked.
  float scale_dim = 0.0f, softcap = 0.0f;
  int window = 0;
};

std::string number_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.10g", v);
  return buf;
}

std::string formula(int step, const Sizes& z, const AppState& state, float divisor, int head) {
  const std::string n = std::to_string(head + 1);
  const std::string x = shape_text(z.t, z.d);
  const std::string qkv = shape_text(z.t, z.dk);
  const std::string tt = shape_text(z.t, z.tk);
  char buf[64];
  switch (static_cast<PipelineStep>(step)) {
    case PipelineStep::X:
      return fmt(tr("X: one row per token (its vector plus its position), D = {0} columns   X {1}"), z.d, x);
    case PipelineStep::Qkv:
      return "Q" + n + " = X·W_Q" + n + ",  K" + n + " = X·W_K" + n + ",  V" + n + " = X·W_V" + n +
             "    " + x + " · " + shape_text(z.d, z.dk) + " = " + qkv;
    case PipelineStep::Rotate:
      if (z.rotation == nullptr) {
        // TRANSLATORS: {0} is the head's number (Q{0}, K{0} read Q1, K1), {1} a shape "T × d_k".
        return fmt(tr("No rotation here: the position of each token came in with X (added to its vector), "
                      "so Q{0} and K{0} pass on unchanged    {1}"),
                   n, qkv);
      }
      if (z.rotation->d_k() < z.dk) {
        // TRANSLATORS: {0} is r/2, {1} r (the values turned), {2} the angle base θ, {3} d_k, {4} a shape.
        return fmt(tr("Rotate the first {1} of each head's {3} values by position (RoPE on a part of the head, as "
                      "GPT-NeoX and Phi do): in the row of position p, each pair (x_c, x_c+{0}) for c < {0} turns by "
                      "the angle p·θ^(−2c/{1}), θ = {2}; the other values pass unturned and carry no position    {4} → "
                      "{4}"),
                   z.rotation->d_k() / 2, z.rotation->d_k(), number_text(z.rotation->theta), z.dk, qkv);
      }
      // TRANSLATORS: {0} is d_k/2, {1} d_k, {2} the angle base θ, {3} a shape; the formulas stay.
      return fmt(tr("Rotate q and k by position (RoPE): in the row of position p, each pair (x_c, x_c+{0}) turns "
                    "by the angle p·θ^(−2c/{1}), θ = {2}:  x'_c = x_c·cos − x_c+{0}·sin,  x'_c+{0} = "
                    "x_c+{0}·cos + x_c·sin.  So q_i·k_j depends on i − j, not on where the pair stands    {3} → {3}"),
                 z.dk / 2, z.dk, number_text(z.rotation->theta), qkv);
    case PipelineStep::Scores:
      return fmt(tr("S = Q{0}·K{0}ᵀ: row i, column j is q_i · k_j    {1} · {2} = {3}"), n, qkv,
                 shape_text(z.dk, z.tk), tt);
    case PipelineStep::Scaled:
      if (!state.model.scale && state.model.temperature == 1.0f && state.model.trained) {
        return fmt(tr("No ÷√d_k: this model (T5) was trained without it, the scaling folded into its weights; its "
                      "relative position bias, what position alone adds to each head's scores, is added here    {0}"),
                   tt);
      }
      if (!state.model.scale && state.model.temperature == 1.0f) {
        return fmt(tr("Scaling is off (Model panel): S is passed on unchanged    {0}"), tt);
      }
      std::snprintf(buf, sizeof buf, "%.3g", static_cast<double>(divisor));
      {
        // The formula is symbols; only what it is for is words.
        const std::string why = tr("keeps the scores in a range where softmax is not saturated");
        // Gemma 2 caps each score after the division.
        const std::string cap =
            z.softcap > 0.0f
                ? "    " + fmt(tr("then each score s becomes c·tanh(s / c), c = {0}: no score leaves (−c, c) (soft-capping)"),
                                number_text(z.softcap))
                : std::string();
        if (state.model.temperature != 1.0f) {
          return "S ÷ (" + std::string(state.model.scale ? "√d_k · " : "") + "τ) = S ÷ " + buf + cap + "    " + why +
                 "    " + tt;
        }
        if (z.scale_dim > 0.0f && z.scale_dim != static_cast<float>(z.dk)) {
          // TRANSLATORS: {0} the number whose root divides the scores; query_pre_attn_scalar is Gemma's name for it.
          return "S ÷ √" + number_text(z.scale_dim) + " = S ÷ " + buf + "    " +
                 fmt(tr("the model's own width under the root (query_pre_attn_scalar {0}), not d_k"),
                     number_text(z.scale_dim)) +
                 cap + "    " + tt;
        }
        return "S ÷ √d_k = S ÷ √" + std::to_string(z.dk) + " = S ÷ " + buf + cap + "    " + why + "    " + tt;
      }
    case PipelineStep::Masked:
      if (!state.model.causal) {
        return fmt(tr("No mask is set (press C for the causal mask): nothing changes    {0}"), tt);
      }
      if (z.window > 0) {
        // TRANSLATORS: {0} the window (tokens a query sees, itself included), {1} a shape, {2} the window less one.
        return fmt(tr("Causal mask and a sliding window of {0}: every key j > query i, and every key j ≤ i − {0}, is "
                      "set to −∞, so its weight will be 0: each token sees itself and the {2} tokens before it    {1}"),
                   z.window, tt, z.window - 1);
      }
      return fmt(tr("Causal mask: every key j > query i is set to −∞, so its weight will be 0    {0}"), tt);
    case PipelineStep::Softmax:
      return fmt(tr("A = softmax of each row: e^s / Σ e^s, every row sums to 1    {0}"), tt);
    case PipelineStep::Context:
      return fmt(tr("Z{0} = A·V{0}: each row a weighted average of the value rows    {1} · {2} = {2}"), n, tt, qkv);
    case PipelineStep::Concat:
      // TRANSLATORS: {0} is the number of heads, {1} and {2} shapes; "concat" is the step's name.
      return fmt(tr("concat(Z1, …, Z{0}): the {0} heads side by side    {0} × {1} → {2}"), z.h, qkv, x);
    case PipelineStep::Output:
      return fmt(tr("output = concat · W_O: mixes the heads back into D columns    {0} · {1} = {0}"), x,
                 shape_text(z.d, z.d));
  }
  return "";
}

// The row of boxes with arrows; returns the clicked step or -1.
int draw_diagram(const AppState& state, const std::vector<MapView>& maps) {
  const int result_map[kPipelineSteps] = {kX, kV, kK, kScores, kScaled, kMasked,
                                          kSoftmax, kContext, kConcat, kOutput};
  const float font = ImGui::GetFontSize();
  const float pad = font * 0.4f;
  const float arrow = font * 1.6f;
  std::vector<std::string> shapes;
  float box_w = 0.0f;
  for (int s = 0; s < kPipelineSteps; ++s) {
    const MapView& m = maps[static_cast<std::size_t>(result_map[s])];
    shapes.push_back(std::to_string(m.rows) + "×" + std::to_string(m.cols));
    box_w = std::max({box_w, ImGui::CalcTextSize(tr(pipeline_step_name(s))).x,
                      ImGui::CalcTextSize(shapes.back().c_str()).x});
  }
  box_w += pad * 2.0f;
  const float avail = ImGui::GetContentRegionAvail().x;
  const int per_row = std::clamp(static_cast<int>((avail + arrow) / (box_w + arrow)), 1,
                                 kPipelineSteps);
  const int rows = (kPipelineSteps + per_row - 1) / per_row;
  // Spread the boxes over the width.
  box_w = std::max(box_w, (avail - arrow * static_cast<float>(per_row - 1)) /
                              static_cast<float>(per_row) * 0.999f);
  box_w = std::min(box_w, font * 9.0f);
  const float box_h = font * 2.0f + pad * 2.0f;
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  const ImU32 dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
  const ImU32 lit = ImGui::GetColorU32(ImGuiCol_ButtonActive);
  const ImU32 plain = ImGui::GetColorU32(ImGuiCol_FrameBg);
  const ImU32 border = ImGui::GetColorU32(ImGuiCol_Border);
  int clicked = -1;
  for (int s = 0; s < kPipelineSteps; ++s) {
    const int row = s / per_row;
    const int col = s % per_row;
    const ImVec2 p(origin.x + static_cast<float>(col) * (box_w + arrow),
                   origin.y + static_cast<float>(row) * (box_h + pad));
    const ImVec2 q(p.x + box_w, p.y + box_h);
    ImGui::SetCursorScreenPos(p);
    ImGui::PushID(s);
    if (ImGui::InvisibleButton("step", ImVec2(box_w, box_h))) clicked = s;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip(tr("Step %d: %s"), s + 1, tr(pipeline_step_name(s)));
    ImGui::PopID();
    const bool on = s == state.pipeline_step;
    dl->AddRectFilled(p, q, on ? lit : plain, font * 0.3f);
    dl->AddRect(p, q, on ? text : border, font * 0.3f, 0, on ? 2.5f : 1.0f);
    const char* name = tr(pipeline_step_name(s));  // English in the state dump, translated here
    const float nw = ImGui::CalcTextSize(name).x;
    dl->AddText(ImVec2(p.x + (box_w - nw) * 0.5f, p.y + pad), text, name);
    const float sw = ImGui::CalcTextSize(shapes[static_cast<std::size_t>(s)].c_str()).x;
    dl->AddText(ImVec2(p.x + (box_w - sw) * 0.5f, p.y + pad + font), on ? text : dim,
                shapes[static_cast<std::size_t>(s)].c_str());
    if (s + 1 < kPipelineSteps && col + 1 < per_row) {  // an arrow to the next box
      const float y = p.y + box_h * 0.5f;
      const float x0 = q.x + arrow * 0.15f;
      const float x1 = q.x + arrow * 0.85f;
      dl->AddLine(ImVec2(x0, y), ImVec2(x1 - font * 0.3f, y), text, 2.0f);
      dl->AddTriangleFilled(ImVec2(x1, y), ImVec2(x1 - font * 0.4f, y - font * 0.25f),
                            ImVec2(x1 - font * 0.4f, y + font * 0.25f), text);
    }
  }
  ImGui::SetCursorScreenPos(
      ImVec2(origin.x, origin.y + static_cast<float>(rows) * (box_h + pad)));
  ImGui::Dummy(ImVec2(0.0f, 0.0f));
  return clicked;
}

void set_step(AppState& state, int step) {
  step = std::clamp(step, 0, kPipelineSteps - 1);
  if (step == state.pipeline_step) return;
  state.pipeline_step = step;
  state.state_changed = true;
}

}  // namespace

void draw_pipeline_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_view_intro(
      state, tr("The pipeline of one head, step by step"),
      tr("Attention is a short chain of matrix products. Each token's vector (a row of X) is "
         "turned into a query, a key and a value. Every query is compared with every key (a dot "
         "product), the scores are scaled and, in a decoder, the future is masked; softmax turns "
         "each row into weights that sum to 1, and the weights average the values. The heads' "
         "results are put side by side and mixed by W_O. Step through with ← and →; the shape of "
         "every matrix is written in real numbers."));
  const auto& maps = shown.maps.pipeline;
  if (results.source.ok && !results.source.detailed) {
    // TRANSLATORS: the subject of "… writes out every number of one head" (this view).
    draw_too_long_for_numbers(results, tr("The pipeline"));
    return;
  }
  if (!results.source.ok || maps.size() != kPipelineMaps) {
    ImGui::TextUnformatted(tr("Nothing to show yet: see the message in the status line below."));
    return;
  }
  const CaseResult& r = results.source.result;
  const int head = shown.maps.pipeline_head;
  Sizes z;
  z.t = static_cast<std::ptrdiff_t>(r.q_tokens.size());
  z.tk = static_cast<std::ptrdiff_t>(r.k_tokens.size());
  z.d = static_cast<std::ptrdiff_t>(r.x.cols());
  z.dk = r.trace.d_k;
  z.h = static_cast<std::ptrdiff_t>(r.trace.heads.size());
  z.rotation = results.source.config.rotation.table.get();
  z.scale_dim = results.source.config.scale_dim;
  z.softcap = results.source.config.softcap;
  z.window = results.source.config.window;
  AttentionConfig cfg;
  cfg.scale = state.model.scale;
  cfg.temperature = state.model.temperature;
  cfg.scale_dim = z.scale_dim;
  const float divisor = score_divisor(r.trace.d_k, cfg);

  const int clicked = draw_diagram(state, maps);
  if (clicked >= 0) set_step(state, clicked);

  const int step = state.pipeline_step;
  if (!state.drawing_figure) {
    ImGui::BeginDisabled(step == 0);
    if (ImGui::Button(tr("← Previous"))) set_step(state, step - 1);
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(step == kPipelineSteps - 1);
    if (ImGui::Button(tr("Next →"))) set_step(state, step + 1);
    ImGui::EndDisabled();
    ImGui::SameLine();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::Text(tr("Step %d of %d: %s"), state.pipeline_step + 1, kPipelineSteps,
              tr(pipeline_step_name(state.pipeline_step)));
  std::string head_text = static_cast<std::size_t>(head) < r.head_info.size()
                              // TRANSLATORS: {2} is what the head does, e.g. "prev 82%".
                              ? fmt(tr("head {0} of {1} ({2})"), head + 1, z.h,
                                    head_name_text(r.head_info[static_cast<std::size_t>(head)].name))
                              : fmt(tr("head {0} of {1}"), head + 1, z.h);
  if (state.focused_head < 0 && !state.drawing_figure) head_text += tr("   keys 1–9 pick a head");
  // Beside the step where it fits, else under it.
  ImGui::SameLine();
  if (ImGui::GetCursorPosX() + ImGui::CalcTextSize(head_text.c_str()).x > ImGui::GetWindowContentRegionMax().x) {
    ImGui::NewLine();
  }
  wrapped_text_disabled("%s", head_text.c_str());
  wrapped_text_unformatted(formula(state.pipeline_step, z, state, divisor, head).c_str());
  ImGui::Spacing();

  // The step's maps side by side: the result (last) gets at least 45% of the width so
  // its values can be read; the inputs share the rest in proportion to their columns.
  const std::vector<int> step_maps = maps_of_step(state.pipeline_step, z.rotation != nullptr);
  const float font = ImGui::GetFontSize();
  const float gap = font * 2.2f;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float width = avail.x - gap * static_cast<float>(step_maps.size() - 1);
  const float height = std::max(avail.y - font * 0.5f, font * 6.0f);
  HeatmapOptions base;
  base.cmap = state.colormap;
  base.values = true;
  base.shape_below_title = true;
  base.colorbar_below = true;  // each matrix has its own range
  base.max_cell = font * 4.0f;
  float weight_sum = 0.0f;
  for (int i : step_maps) weight_sum += static_cast<float>(maps[static_cast<std::size_t>(i)].cols) + 4.0f;
  const float last_weight = static_cast<float>(maps[static_cast<std::size_t>(step_maps.back())].cols) + 4.0f;
  const float result_share =
      step_maps.size() == 1 ? 1.0f : std::max(0.45f, last_weight / weight_sum);
  std::vector<ImVec2> boxes;
  for (std::size_t k = 0; k < step_maps.size(); ++k) {
    const MapView& m = maps[static_cast<std::size_t>(step_maps[k])];
    const float share = k + 1 == step_maps.size()
                            ? result_share
                            : (1.0f - result_share) * (static_cast<float>(m.cols) + 4.0f) /
                                  std::max(weight_sum - last_weight, 1.0f);
    boxes.push_back(ImVec2(width * share, height));
  }

  const ImVec2 origin = ImGui::GetCursorScreenPos();
  float x = origin.x;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  int hovered_row = -1;
  for (std::size_t k = 0; k < step_maps.size(); ++k) {
    const MapView& m = maps[static_cast<std::size_t>(step_maps[k])];
    const HeatmapLayout l = layout_heatmap(m, boxes[k], base);
    HeatmapOptions o = base;
    o.highlight_row = state.hover.source_query;
    ImGui::SetCursorScreenPos(ImVec2(x, origin.y));
    const HeatmapHover h = draw_heatmap(("pipe" + std::to_string(k)).c_str(), m, shown.textures,
                                        l.size, o);
    if (h.row >= 0) hovered_row = h.row;
    act_on_map_menu(state, m, h.menu);
    x += l.size.x;
    if (k + 1 < step_maps.size()) {
      const char* op = operator_between(state.pipeline_step, k);
      const float op_size = font * 1.8f;
      const ImVec2 ow = ImGui::GetFont()->CalcTextSizeA(op_size, 1e9f, 0.0f, op);
      const float y = origin.y + l.title_h + l.col_label_h +
                      static_cast<float>(m.rows) * l.cell * 0.5f - ow.y * 0.5f;
      dl->AddText(ImGui::GetFont(), op_size, ImVec2(x + (gap - ow.x) * 0.5f, y), text, op);
    }
    x += gap;
  }
  if (hovered_row >= 0) state.hover_next.source_query = hovered_row;
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + avail.y));
}

}  // namespace attn::app
