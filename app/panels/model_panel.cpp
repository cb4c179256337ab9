// Model: which model the view shows; the settings of the teaching views' model (D, the
// number of heads (only divisors of D), d_k written out, the seed, the causal mask, the
// 1/√d_k scaling and the temperature), folded away under it while the view shows another
// model (the Training view's, a pretrained one); then the display settings (colour map,
// interface scale, theme). Any change recomputes at once.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <string>

#include "io/i18n.hpp"
#include "model/lessons.hpp"
#include "model/rules.hpp"
#include "panels/panels.hpp"
#include "widgets/map_menu.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

// Where the controls start after a row's label: past the widest label of the language shown.
float label_column(std::initializer_list<const char*> labels) {
  float widest = 0.0f;
  for (const char* l : labels) widest = std::max(widest, ImGui::CalcTextSize(l).x);
  return widest + ImGui::GetStyle().WindowPadding.x + ImGui::GetStyle().ItemSpacing.x;
}

// The teaching views' model: its sizes, weights, mask, scaling, temperature and seed.
void draw_teaching_model(AppState& state, const Shown& shown) {
  const Results& results = shown.results;
  {
    ModelSettings& m = state.model;
    const float label_w = label_column({tr("Layer"), "D (d_model)", tr("H (heads)"),
                                        tr("Temperature τ"), tr("Seed")});

    const bool from_model = m.trained != nullptr;
    bool forget = false;
    if (from_model) {
      // A trained model is the source: its layer, and the way back.
      wrapped_text(tr("Weights: %s"), m.trained_name.c_str());
      const int layers = m.trained->layers();
      int layer = m.trained_layer + 1;
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(tr("Layer"));
      ImGui::SameLine(label_w);
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 6.0f);
      if (ImGui::SliderInt("##trained_layer", &layer, 1, layers)) {
        m.trained_layer = layer - 1;
        state.need_recompute = true;
      }
      ImGui::SameLine();
      if (ImGui::SmallButton(tr("Forget"))) forget = true;
      ImGui::TextDisabled("%s", m.trained->input_hint().c_str());
      ImGui::BeginDisabled();
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("D (d_model)");
    ImGui::SameLine(label_w);
    ImGui::SetNextItemWidth(-1.0f);
    int d = m.d_model;
    const bool d_fixed = m.weights.has_value() && !m.designed;
    if (d_fixed) ImGui::BeginDisabled();
    if (ImGui::InputInt("##d_model", &d, 4, 32)) set_d_model(state, d);
    if (d_fixed) {
      ImGui::EndDisabled();
      if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::SetTooltip(tr("D is set by the weights file (%d×%d matrices)"), m.d_model, m.d_model);
      }
    }

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("H (heads)"));
    ImGui::SameLine(label_w);
    for (int v : valid_head_counts(m.d_model)) {
      ImGui::PushID(v);
      const bool on = v == m.heads;
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
      // Room for the widest button, so that the rows wrap the same for every D.
      if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(std::to_string(kMaxHeads).c_str()).x + 12.0f) {
        // A new row under the first button (SameLine here would go back up to the row before).
        ImGui::NewLine();
        ImGui::SetCursorPosX(label_w);
      }
      if (ImGui::Button(std::to_string(v).c_str())) set_head_count(state, v);
      if (on) ImGui::PopStyleColor();
      ImGui::PopID();
      ImGui::SameLine();
    }
    ImGui::NewLine();
    const HeadShape shape = head_shape(results.source.config);
    if (results.source.ok && shape.d_k * shape.heads != m.d_model) {
      // A pretrained model that chooses its head width (Qwen3).
      ImGui::Text(tr("d_k = %d, its own: H·d_k = %d·%d = %d, not D"), shape.d_k, shape.heads, shape.d_k,
                  shape.heads * shape.d_k);
    } else if (m.heads > 0 && m.d_model % m.heads == 0) {
      ImGui::Text("d_k = D / H = %d / %d = %d", m.d_model, m.heads, m.d_model / m.heads);
    } else {
      ImGui::TextColored(ImVec4(0.85f, 0.2f, 0.1f, 1.0f), tr("H = %d does not divide D = %d"),
                         m.heads, m.d_model);
    }
    if (results.source.ok && m.heads > 0) {
      const auto t = results.source.result.k_tokens.size();
      const int dk = results.source.result.trace.d_k;
      ImGui::TextDisabled(tr("X: T×D = %zu×%d   per head Q, K, V: %zu×%d"), t, m.d_model, t, dk);
      if (results.source.ok && shape.kv_heads != shape.heads) {
        ImGui::TextDisabled(tr("%d query heads share %d K/V heads"), shape.heads, shape.kv_heads);
      }
      ImGui::TextDisabled("QKᵀ: %zu×%zu   Z = softmax(QKᵀ)·V: %zu×%d", t, t, t, dk);
    }

    bool causal = m.causal;
    if (ImGui::Checkbox(tr("Causal mask (key C)"), &causal)) set_causal(state, causal);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("Query i sees keys 0..i only: the upper triangle is set to −∞ before softmax."));
    }
    if (ImGui::Checkbox(tr("Scale scores by 1/√d_k"), &m.scale)) state.need_recompute = true;
    bool designed = m.designed;
    if (ImGui::Checkbox(tr("Designed heads"), &designed)) set_designed(state, designed);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("Hand-set weights whose heads each do one recognisable thing\n"
                                 "(previous token, same word, adjective to noun, ...).\n"
                                 "Off: seeded random (Xavier) weights, or a weights file."));
    }
    // Weights from a file: W_q, W_k, W_v, W_o as a JSON object (as in a compute case).
    ImGui::AlignTextToFramePadding();
    if (m.weights && !m.designed) {
      ImGui::Text(tr("Weights: %s"), m.weights_name.c_str());
      ImGui::SameLine();
      if (ImGui::SmallButton(tr("Forget"))) {
        m.weights.reset();
        m.weights_name.clear();
        set_status(state, tr("Back to seeded random weights"));
        state.need_recompute = true;
      }
    } else {
      ImGui::TextDisabled("%s", m.designed ? tr("Weights: designed") : tr("Weights: seeded random"));
    }
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Load file..."))) {
      state.prompt = PromptKind::LoadWeights;
      state.prompt_just_opened = true;
      state.prompt_path.clear();
    }
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("A JSON object {\"w_q\", \"w_k\", \"w_v\", \"w_o\"}, each D×D\n"
                                 "(Q = X·W_q), as in a compute case"));
    }
    ImGui::SameLine();
    if (ImGui::SmallButton(tr("Save"))) save_current_weights(state, results);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip("%s", tr("Write these weights (W_q, W_k, W_v, W_o) to the working folder\n"
                                 "as a JSON file that Load file... and `compute` read back"));
    }

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Temperature τ"));
    ImGui::SameLine(label_w);
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::SliderFloat("##tau", &m.temperature, 0.1f, 5.0f, "%.2f",
                           ImGuiSliderFlags_Logarithmic)) {
      m.temperature = std::clamp(m.temperature, kMinTemperature, kMaxTemperature);
      state.need_recompute = true;
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Seed"));
    ImGui::SameLine(label_w);
    ImGui::SetNextItemWidth(-1.0f);
    const std::uint64_t one = 1;
    if (ImGui::InputScalar("##seed", ImGuiDataType_U64, &m.seed, &one)) state.need_recompute = true;
    if (from_model) ImGui::EndDisabled();
    if (forget) {
      // After the frame's last use of the model; the scaling a model without it (T5) set goes.
      m.trained.reset();
      m.trained_name.clear();
      m.scale = true;
      set_status(state, tr("Back to the weights set here"));
      state.need_recompute = true;
    }
  }

}

}  // namespace

ModelInView model_in_view(const AppState& state, const Shown& shown) {
  return model_in_view(state, shown.training.snapshot(), *shown.pretrained.snapshot());
}

void draw_model_panel(AppState& state, const Shown& shown) {
  if (ImGui::CollapsingHeader(fmt("{0}###model", tr("Model")).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
    const ModelInView in_view = model_in_view(state, shown);
    if (in_view.name.empty()) {
      draw_teaching_model(state, shown);
    } else {
      // The view shows another model than the one set here: say which, and keep these
      // settings (they are the other views') folded under it.
      wrapped_text(tr("This view shows: %s"), in_view.name.c_str());
      wrapped_text("%s", in_view.sizes.c_str());
      ImGui::TextDisabled("%s", in_view.settings_where.c_str());
      const std::string label = fmt(tr("The other views' model: D = {0}, H = {1}"), state.model.d_model,
                                    state.model.heads) + "###teaching_model";
      if (ImGui::TreeNode(label.c_str())) {
        draw_teaching_model(state, shown);
        ImGui::TreePop();
      }
    }
  }

  if (ImGui::CollapsingHeader(fmt("{0}###display", tr("Display")).c_str(), ImGuiTreeNodeFlags_DefaultOpen)) {
    const float label_w = label_column({tr("Temperature τ"), tr("Colours"), tr("Text size")});
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Colours"));
    ImGui::SameLine(label_w);
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::BeginCombo("##cmap", view::colormap_name(state.colormap))) {
      for (view::ColorMapId id : view::kSequentialMaps) {
        if (ImGui::Selectable(view::colormap_name(id), id == state.colormap)) {
          state.colormap = id;
          state.need_maps = true;
          state.state_changed = true;
        }
      }
      ImGui::EndCombo();
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("Text size"));
    ImGui::SameLine(label_w);
    ImGui::SetNextItemWidth(-1.0f);
    const float shown_scale = state.pending_font_scale > 0.0f ? state.pending_font_scale : state.font_scale;
    int percent = static_cast<int>(shown_scale * 100.0f + 0.5f);
    if (ImGui::SliderInt("##fontscale", &percent, 100, 300, "%d%%")) {
      percent = std::clamp((percent + 12) / 25 * 25, 100, 300);
    }
    // Rebuild the fonts when the slider is let go, not on every pixel of the drag.
    if (percent != static_cast<int>(shown_scale * 100.0f + 0.5f)) {
      state.pending_font_scale = static_cast<float>(percent) / 100.0f;
    }
    if (ImGui::IsItemDeactivatedAfterEdit() && state.pending_font_scale > 0.0f) {
      state.font_scale = state.pending_font_scale;
      state.pending_font_scale = 0.0f;
      state.need_fonts = state.need_style = true;
      state.state_changed = true;
    }
    if (ImGui::Checkbox(tr("Light theme (projectors)"), &state.light_theme)) {
      state.need_style = true;
      state.need_maps = true;
      state.state_changed = true;
    }
  }
}

}  // namespace attn::app
