// Cost and parameters: for the current D, H and T, the parameter counts of the weight
// matrices (one head's W_Q slice among them), the low-rank value map against a full D×D
// one, the FLOPs of one wide head against H narrow ones, and the memory of the T×T
// pattern; then the same figures for well-known models and the pattern's memory as T
// grows from 128 to 131,072 tokens. Big numbers carry thousands separators.
//
// Every figure is cost_figures (results.tables, made with the cases on the worker); nothing is computed
// here beyond ratios for the words "times fewer".
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <string>

#include "io/i18n.hpp"
#include "panels/panels.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

void row3(const std::string& what, const std::string& formula, const std::string& value) {
  ImGui::TableNextRow();
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(what.c_str());
  ImGui::TableNextColumn();
  ImGui::TextDisabled("%s", formula.c_str());
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(value.c_str());
}

std::string ratio_text(double a, double b) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", b > 0.0 ? a / b : 0.0);
  return buf;
}

// The open pretrained model's costs from its configuration: parameters, the KV cache one
// token adds (with its K/V heads shared, and as it would be with one per query head), and
// the arithmetic of a forward pass over the text.
void draw_open_model_costs(const ModelSnapshot& snap) {
  const decoder::Architecture& a = snap.model->weights.arch;
  const std::size_t bytes = snap.model->dtype == "F32" ? 4 : 2;
  const long long t = snap.run ? static_cast<long long>(snap.run->ids.size()) : 1;
  ImGui::Text(tr("The open model, %s: %s"), snap.model->name.c_str(), snap.model->summary().c_str());
  if (!ImGui::BeginTable("open_model_cost", 3, ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                                   ImGuiTableFlags_SizingStretchProp)) {
    return;
  }
  const std::string l = std::to_string(a.layers), hkv = std::to_string(a.kv_heads), dk = std::to_string(a.head_dim);
  row3(tr("Parameters"), tr("embeddings + L × (attention + MLP + norms)"), with_thousands(static_cast<long long>(decoder::parameter_count(a))));
  // TRANSLATORS: {0} is the bytes of one number (2 or 4), {1} L, {2} H_kv, {3} d_k.
  row3(tr("KV cache per token"), fmt(tr("2 · L · H_kv · d_k · {0} bytes = 2 · {1} · {2} · {3} · {0}"), bytes, l, hkv, dk),
       bytes_text(static_cast<long long>(decoder::kv_bytes_per_token(a, bytes))));
  if (a.kv_heads != a.heads) {
    decoder::Architecture own = a;
    own.kv_heads = a.heads;
    row3(tr("… with a K/V head per query head"), fmt(tr("2 · L · H · d_k · {0} bytes"), bytes),
         fmt(tr("{0} ({1}× more)"), bytes_text(static_cast<long long>(decoder::kv_bytes_per_token(own, bytes))),
             a.heads / a.kv_heads));
  }
  row3(tr("KV cache for this text"), fmt(trn("{0} token", "{0} tokens", static_cast<std::uint64_t>(t)), t),
       bytes_text(t * static_cast<long long>(decoder::kv_bytes_per_token(a, bytes))));
  row3(tr("Multiply-adds of one forward pass"), fmt(tr("T = {0}: weights, scores, sums, next token"), t),
       with_thousands(decoder::forward_flops(a, static_cast<std::size_t>(t))));
  ImGui::EndTable();
  ImGui::Spacing();
}

}  // namespace

void draw_cost_panel(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  draw_view_intro(
      state, tr("Cost and parameters"),
      tr("Attention's weights are four D×D matrices, whatever the number of heads: more heads "
         "only cut each one's slice to d_k = D / H columns, so H heads of width D/H cost about "
         "the same arithmetic as one head of width D. A head's value map is low rank: D×d_k "
         "down and d_k×D up is far fewer numbers than D×D. What grows fast is the attention "
         "pattern itself: T×T numbers per head, so doubling the context quadruples its memory."));
  const Tables& t = results.tables;
  if (!t.cost_error.empty() || t.growth.empty()) {
    wrapped_text(tr("No figures: %s"), t.cost_error.c_str());
    return;
  }
  const float font = ImGui::GetFontSize();
  ImGui::BeginChild("cost", ImVec2(0.0f, 0.0f), false);
  const std::shared_ptr<const ModelSnapshot> open = shown.pretrained.snapshot();
  if (open->model) draw_open_model_costs(*open);
  const CostFigures& c = t.cost;
  ImGui::Text(tr("This model: D = %d, H = %d, d_k = %d, T = %lld tokens"), c.d, c.h, c.d_k, c.t);
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_SizingStretchProp;
  const std::string d = std::to_string(c.d);
  const std::string dk = std::to_string(c.d_k);
  if (ImGui::BeginTable("this", 3, flags)) {
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 2.2f);
    ImGui::TableSetupColumn(tr("how"), ImGuiTableColumnFlags_WidthStretch, 1.6f);
    ImGui::TableSetupColumn(tr("numbers"), ImGuiTableColumnFlags_WidthStretch, 1.6f);
    ImGui::TableHeadersRow();
    row3(tr("W_Q of all heads (likewise W_K, W_V, W_O)"), "D×D = " + d + "×" + d,
         with_thousands(c.params_per_matrix));
    row3(tr("one head's slice of W_Q"), "D×d_k = " + d + "×" + dk, with_thousands(c.params_one_head_wq));
    row3(tr("all four weight matrices"), "4·D²", with_thousands(c.params_total));
    row3(tr("a full value map"), "D×D", with_thousands(c.value_full));
    row3(tr("a head's low-rank value map (down, then up)"), "D×d_k + d_k×D",
         fmt(tr("{0}  ({1}× fewer)"), with_thousands(c.value_low_rank),
             ratio_text(static_cast<double>(c.value_full), static_cast<double>(c.value_low_rank))));
    row3(tr("FLOPs: one head of width D (Q·Kᵀ and ·V)"), "2·T²·D + 2·T²·D, T = " + std::to_string(c.t),
         with_thousands(c.flops_one_wide_head));
    row3(fmt(trn("FLOPs: {0} head of width D/H = {1}", "FLOPs: {0} heads of width D/H = {1}", static_cast<std::uint64_t>(c.h)),
             c.h, dk),
         "H · 4·T²·(D/H)",
         fmt(tr("{0}  (ratio {1})"), with_thousands(c.flops_h_heads), ratio_text(c.flops_h_heads, c.flops_one_wide_head)));
    row3(tr("FLOPs: the projections X·W_Q, X·W_K, X·W_V, concat·W_O"), "4 · 2·T·D²", with_thousands(c.flops_projections));
    row3(tr("the attention pattern of one head"), "T×T", fmt(tr("{0} numbers"), with_thousands(c.pattern_cells)));
    row3(tr("the patterns of all heads (float)"), tr("H·T²·4 bytes"), bytes_text(c.pattern_bytes_all_heads));
    ImGui::EndTable();
  }

  ImGui::Spacing();
  ImGui::TextUnformatted(tr("Well-known models (one attention layer)"));
  if (ImGui::BeginTable("presets", 6, flags)) {
    ImGui::TableSetupColumn(tr("model"), ImGuiTableColumnFlags_WidthStretch, 1.6f);
    ImGui::TableSetupColumn("D, H, d_k", ImGuiTableColumnFlags_WidthStretch, 1.4f);
    ImGui::TableSetupColumn(tr("one head's W_Q"), ImGuiTableColumnFlags_WidthStretch, 2.0f);
    ImGui::TableSetupColumn(tr("4·D² weights"), ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableSetupColumn(tr("context T"), ImGuiTableColumnFlags_WidthStretch, 0.9f);
    ImGui::TableSetupColumn(tr("T×T patterns, all heads"), ImGuiTableColumnFlags_WidthStretch, 1.4f);
    ImGui::TableHeadersRow();
    const auto& presets = model_presets();
    for (std::size_t i = 0; i < t.preset_costs.size() && i < presets.size(); ++i) {
      const CostFigures& p = t.preset_costs[i];
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(presets[i].name);
      ImGui::TableNextColumn();
      ImGui::Text("%d, %d, %d", p.d, p.h, p.d_k);
      ImGui::TableNextColumn();
      ImGui::Text("%d×%d = %s", p.d, p.d_k, with_thousands(p.params_one_head_wq).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(with_thousands(p.params_total).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(with_thousands(p.t).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(bytes_text(p.pattern_bytes_all_heads).c_str());
    }
    ImGui::EndTable();
  }

  ImGui::Spacing();
  ImGui::Text(tr("The T×T pattern as the context grows (H = %d heads, one layer, float)"), c.h);
  if (ImGui::BeginTable("growth", 4, flags)) {
    ImGui::TableSetupColumn("T", ImGuiTableColumnFlags_WidthStretch, 0.8f);
    ImGui::TableSetupColumn(tr("T×T per head"), ImGuiTableColumnFlags_WidthStretch, 1.3f);
    ImGui::TableSetupColumn(tr("memory, all heads"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("", ImGuiTableColumnFlags_WidthStretch, 2.4f);
    ImGui::TableHeadersRow();
    const double biggest = static_cast<double>(t.growth.back().pattern_bytes_all_heads);
    for (const CostFigures& g : t.growth) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(with_thousands(g.t).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(with_thousands(g.pattern_cells).c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(bytes_text(g.pattern_bytes_all_heads).c_str());
      ImGui::TableNextColumn();
      // A bar in proportion: each 4× more tokens is 16× more memory.
      const ImVec2 p = ImGui::GetCursorScreenPos();
      const float w = ImGui::GetContentRegionAvail().x;
      const double frac = biggest > 0.0 ? static_cast<double>(g.pattern_bytes_all_heads) / biggest : 0.0;
      ImGui::GetWindowDrawList()->AddRectFilled(
          ImVec2(p.x, p.y + font * 0.15f),
          ImVec2(p.x + std::max(1.0f, w * static_cast<float>(frac)), p.y + font * 0.85f),
          positive_colour());
      ImGui::Dummy(ImVec2(w, font));
    }
    ImGui::EndTable();
  }
  ImGui::EndChild();
}

}  // namespace attn::app
