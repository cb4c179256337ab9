// The Across layers view: what the whole stack does, for the model in view (the Model view's
// pretrained model, or the Training view's model trained here; model/layer_requests.hpp):
//   Rollout      the rollout after each layer as a map (queries × input tokens), a slider
//                over the layers, and the chosen query's row as a strip over the tokens
//                beside the same layer's heads averaged (a vision model: over its picture)
//   Flow         the maximum flow from each input token to the query, beside rollout's row
//   Explanation  "is attention an explanation?": for one prediction, raw attention of the
//                last layer, rollout, flow and the effect of taking each token away, side by
//                side, with their rank correlations
// Everything drawn comes measured from a session's thread (model/layer_measures.hpp).
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "core/teaching/tasks.hpp"
#include "io/i18n.hpp"
#include "model/layer_requests.hpp"
#include "panels/panels.hpp"
#include "widgets/layer_widgets.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

// The model the view shows and its measures, kept alive while the frame draws them.
struct Across {
  std::shared_ptr<const ModelSnapshot> model;
  TrainingSnapshot training;
  std::shared_ptr<const LayerMeasures> measures;
  std::string name;
  bool pretrained = false;
  bool encoder_decoder = false;
  bool vision = false;
  bool busy = false;
  std::string error;  // why the model shown has no run (a sentence it cannot read)
};

Across across_of(const AppState& state, const Shown& shown) {
  Across a;
  a.model = shown.pretrained.snapshot();
  a.training = shown.training.snapshot();
  a.pretrained = layers_show_pretrained(state, *a.model);
  if (a.pretrained) {
    a.name = a.model->model->name;
    a.encoder_decoder = a.model->model->weights.arch.encoder_decoder();
    a.vision = a.model->model->reads_pictures();
    if (a.model->layers && a.model->layers->run_version == a.model->run_version) a.measures = a.model->layers;
    a.busy = shown.pretrained.busy();
  } else if (a.training.model != nullptr) {
    // TRANSLATORS: {0} is a task's name (translate, reverse, induction).
    a.name = fmt(tr("the {0} model, trained here"), task_name(a.training.settings.task));
    a.encoder_decoder = a.training.model->config().architecture == Architecture::EncoderDecoder;
    if (a.training.sentence) {
      a.error = a.training.sentence->error;
      a.measures = a.training.sentence->layers;
    }
    a.busy = !shown.training.settled();
  }
  return a;
}

std::string percent_text(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f%%", 100.0 * v);
  return b;
}

std::string rho_text(double v) {
  if (std::isnan(v)) return "—";
  char b[16];
  std::snprintf(b, sizeof b, "%+.2f", v);
  return b;
}

std::vector<double> row_of(const Matrix& m, int row) {
  std::vector<double> out;
  if (row < 0 || row >= m.rows()) return out;
  for (Eigen::Index j = 0; j < m.cols(); ++j) out.push_back(static_cast<double>(m(row, j)));
  return out;
}

// Whose model, which of an encoder–decoder's attentions, and what to show.
void draw_choices(AppState& state, const Across& a) {
  LayersUi& ui = state.layers;
  const bool both = a.model->model && a.model->run && a.training.model;
  if (both) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr("model"));
    ImGui::SameLine();
    const std::string model_view = fmt(tr("{0} (the Model view's)"), a.model->model->name);
    // TRANSLATORS: {0} is a task's name (translate, reverse, induction).
    const std::string training_view = fmt(tr("the {0} model (the Training view's)"), task_name(a.training.settings.task));
    const char* names[] = {model_view.c_str(), training_view.c_str()};
    int chosen = a.pretrained ? 0 : 1;
    ImGui::SetNextItemWidth(combo_width(names, 2));
    if (ImGui::Combo("##across_model", &chosen, names, 2)) {
      ui.of = chosen == 0 ? 2 : 1;
      ui.query = -1;
      ui.layer = -1;
      state.state_changed = true;
    }
    ImGui::SameLine(0.0f, ImGui::GetFontSize());
  }
  // TRANSLATORS: the three things the Across layers view shows.
  const char* shows[] = {tr("Rollout"), tr("Flow"), tr("Is attention an explanation?")};
  for (int k = 0; k < 3; ++k) {
    if (k > 0) ImGui::SameLine();
    if (ImGui::RadioButton(shows[k], ui.show == k)) {
      ui.show = k;
      state.state_changed = true;
    }
  }
  if (a.encoder_decoder) {
    // TRANSLATORS: an encoder–decoder's attentions the Across layers view follows.
    const char* parts[] = {tr("the decoder through cross-attention"), tr("the encoder"), tr("the decoder's self-attention")};
    // On the radio buttons' line when it has room for the whole text, else under them.
    const float line_end = ImGui::GetItemRectMax().x + ImGui::GetFontSize();
    const float wanted = combo_width(parts, a.pretrained ? 3 : 2);  // at most a whole line
    if (line_end + wanted <= ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
      ImGui::SameLine(0.0f, ImGui::GetFontSize());
    }
    ImGui::SetNextItemWidth(wanted);
    if (ImGui::Combo("##across_part", &ui.part, parts, a.pretrained ? 3 : 2)) {
      ui.query = -1;
      state.state_changed = true;
    }
  }
}

// "Look from:" the rows' tokens as chips; a click chooses the query.
void draw_query_chips(AppState& state, const LayerMeasures& m) {
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Look from"));
  ImGui::SameLine();
  int clicked = -1;
  draw_token_chips("across_query", m.rows, m.query, &clicked, 64);
  if (clicked >= 0 && clicked != state.layers.query) {
    state.layers.query = clicked;
    state.state_changed = true;
  }
}

// The picture of a vision model with one token's row over it, or the row as a strip.
void draw_row(const char* id, AppState& state, const Shown& shown, const Across& a, const std::vector<std::string>& keys,
              const std::vector<double>& values, const char* what, float side) {
  if (a.vision && a.model->picture && a.model->run) {
    const decoder::Run& run = *a.model->run;
    const Picture& p = a.model->picture->shown;
    shown.across.fill_picture(0, p, a.model->run_version);
    const PictureHover h =
        draw_picture_overlay(id, shown.across.texture(0), run.grid_rows, run.grid_cols,
                             a.model->model->weights.arch.vision.prefix(), values, state.layers.query, side,
                             state.colormap, 0.75f);
    if (h.clicked && h.patch != state.layers.query) {
      state.layers.query = h.patch;
      state.state_changed = true;
    }
    // The prefix tokens' shares, which the picture has no place for.
    std::string prefix;
    for (int t = 0; t < a.model->model->weights.arch.vision.prefix() && t < static_cast<int>(values.size()); ++t) {
      prefix += (t > 0 ? " · " : "") + keys[static_cast<std::size_t>(t)] + " " +
                percent_text(values[static_cast<std::size_t>(t)]);
    }
    ImGui::TextDisabled("%s", prefix.c_str());
    return;
  }
  int clicked = -1;
  draw_value_strip(id, keys, values, -1, state.colormap, &clicked, what);
}

void draw_rollout(AppState& state, const Shown& shown, const Across& a, const LayerMeasures& m) {
  LayersUi& ui = state.layers;
  const int layers = static_cast<int>(m.rollout.size());
  int layer = ui.layer < 0 || ui.layer >= layers ? layers - 1 : ui.layer;
  int shown_layer = layer + 1;
  ImGui::SetNextItemWidth(std::min(ImGui::GetContentRegionAvail().x * 0.5f, ImGui::GetFontSize() * 20.0f));
  // TRANSLATORS: the slider over the layers: "after layer 3 of 12".
  const std::string after = fmt(tr("after layer {0} of {1}"), "%d", layers);
  if (ImGui::SliderInt("##rollout_layer", &shown_layer, 1, std::max(layers, 1), after.c_str())) {
    ui.layer = shown_layer - 1;
    layer = ui.layer;
    state.state_changed = true;
  }
  draw_query_chips(state, m);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  ImGui::PushFont(title_font());
  const float title_h = ImGui::GetTextLineHeightWithSpacing();
  ImGui::PopFont();
  const float map_side = std::max(ImGui::GetFontSize() * 8.0f,
                                  std::min(avail.x * 0.5f, avail.y - title_h - ImGui::GetTextLineHeightWithSpacing() * 2.5f));
  ImGui::BeginGroup();
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted(fmt(tr("Rollout after layer {0}"), layer + 1).c_str());
  ImGui::PopFont();
  const std::size_t l = static_cast<std::size_t>(layer);
  shown.across.fill(1 + l, m.rollout_shown[l], m.serial * 16 + static_cast<std::uint64_t>(state.colormap), state.colormap);
  const MapHover h = draw_token_map("rollout_map", shown.across.texture(1 + l), m.rollout[l], m.rows, m.columns,
                                    ImVec2(map_side, map_side), m.query, tr("of the input"));
  if (h.clicked && h.row != ui.query) {
    ui.query = h.row;
    state.state_changed = true;
  }
  ImGui::TextDisabled("%s", m.wanted.part == LayersPart::Cross ? tr("rows: decoder tokens · columns: source tokens")
                                             : tr("rows: queries · columns: input tokens"));
  ImGui::EndGroup();
  ImGui::SameLine(0.0f, ImGui::GetFontSize());
  ImGui::BeginChild("rollout_rows", ImVec2(0.0f, map_side + ImGui::GetTextLineHeightWithSpacing() * 2.0f), false);
  const std::string query = m.query < static_cast<int>(m.rows.size()) ? m.rows[static_cast<std::size_t>(m.query)] : "";
  ImGui::PushFont(title_font());
  // TRANSLATORS: {0} a token, {1} a layer's number.
  wrapped_text("%s", fmt(tr("What “{0}” draws on after layer {1}"), query, layer + 1).c_str());
  ImGui::PopFont();
  const float side = std::min(ImGui::GetContentRegionAvail().x, map_side * 0.8f);
  draw_row("rollout_row", state, shown, a, m.columns, row_of(m.rollout[l], m.query), tr("of the input"), side);
  ImGui::Spacing();
  ImGui::PushFont(title_font());
  wrapped_text("%s", fmt(tr("Layer {0}'s heads alone, averaged"), layer + 1).c_str());
  ImGui::PopFont();
  if (!a.vision) {
    draw_row("mean_row", state, shown, a, m.columns, row_of(m.mean[l], m.query), tr("of this layer's attention"), side);
    wrapped_text("%s", tr("One layer's attention says where this position looked in that layer alone, among vectors "
                          "that earlier layers had already mixed. Rollout multiplies the layers, with half of each "
                          "kept for the residual connection, to say which input tokens the mixture came from."));
  } else {
    wrapped_text("%s", tr("Over the picture: click a patch to look from it, or [CLS] in the chips above."));
  }
  ImGui::EndChild();
}

void draw_flow(AppState& state, const Shown& shown, const Across& a, const LayerMeasures& m) {
  draw_query_chips(state, m);
  const std::string query = m.query < static_cast<int>(m.rows.size()) ? m.rows[static_cast<std::size_t>(m.query)] : "";
  ImGui::PushFont(title_font());
  wrapped_text("%s", fmt(tr("Flow from each input token to “{0}”"), query).c_str());
  ImGui::PopFont();
  const float side = std::min(ImGui::GetContentRegionAvail().x * 0.45f, ImGui::GetContentRegionAvail().y * 0.5f);
  if (!m.flow_error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, negative_colour());
    wrapped_text("%s", m.flow_error.c_str());
    ImGui::PopStyleColor();
  } else if (m.flow.empty()) {
    ImGui::TextDisabled("%s", tr("Measuring…"));
  } else {
    draw_row("flow_row", state, shown, a, m.columns, m.flow, tr("of flow"), side);
  }
  ImGui::Spacing();
  ImGui::PushFont(title_font());
  wrapped_text("%s", tr("Rollout of the same query, for comparison"));
  ImGui::PopFont();
  draw_row("flow_rollout", state, shown, a, m.columns, row_of(m.rollout.back(), m.query), tr("of the input"), side);
  ImGui::Spacing();
  wrapped_text("%s", tr("Flow treats each layer's averaged attention (with the residual) as pipes between one layer's "
                        "tokens and the next, and asks how much can pass from an input token to the query at once: "
                        "a maximum flow, solved exactly here for each token. Rollout mixes every path; flow is "
                        "bounded by the narrowest layer, so it spreads its credit more evenly."));
}

// One column of the explanation's table: bars scaled to the column's largest magnitude.
void bar_cell(double value, double scale, ImU32 colour) {
  const float w = ImGui::GetContentRegionAvail().x;
  const float h = ImGui::GetTextLineHeight();
  const ImVec2 p = ImGui::GetCursorScreenPos();
  const float share = scale > 0.0 ? static_cast<float>(std::abs(value) / scale) : 0.0f;
  ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + w * 0.6f * share, p.y + h),
                                            value < 0.0 ? negative_colour() : colour);
  char b[32];
  std::snprintf(b, sizeof b, "%.3f", value);
  ImGui::SetCursorScreenPos(ImVec2(p.x + w * 0.62f, p.y));
  ImGui::TextUnformatted(b);
}

void draw_explanation(AppState& state, const LayerMeasures& m) {
  draw_query_chips(state, m);
  if (!m.explain_error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, negative_colour());
    wrapped_text("%s", m.explain_error.c_str());
    ImGui::PopStyleColor();
    return;
  }
  if (!m.explained) {
    ImGui::TextDisabled("%s", tr("Taking each token away in turn…"));
    return;
  }
  const Attributions& e = m.explanation;
  const std::string query = m.query < static_cast<int>(m.rows.size()) ? m.rows[static_cast<std::size_t>(m.query)] : "";
  ImGui::PushFont(title_font());
  // TRANSLATORS: {0} the token predicted from, {1} the prediction, {2} its probability.
  wrapped_text("%s", fmt(tr("At “{0}” the model predicts “{1}” ({2}). Which input tokens did it use?"), query,
                         m.predicted, percent_text(static_cast<double>(m.probability)))
                         .c_str());
  ImGui::PopFont();
  const char* heads[] = {tr("raw attention (last layer)"), tr("rollout"), tr("flow"), tr("taking it away")};
  const std::vector<double>* lists[] = {&e.raw, &e.rollout, &e.flow, &e.removal};
  double scale[4] = {0, 0, 0, 0};
  for (int k = 0; k < 4; ++k) {
    for (const double v : *lists[k]) scale[k] = std::max(scale[k], std::abs(v));
  }
  const float table_h = ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeightWithSpacing() * 6.0f;
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingStretchProp;
  if (ImGui::BeginTable("explanation", 5, flags, ImVec2(0.0f, std::max(table_h, ImGui::GetFontSize() * 6.0f)))) {
    ImGui::TableSetupScrollFreeze(0, 1);
    ImGui::TableSetupColumn(tr("token"), ImGuiTableColumnFlags_WidthStretch, 1.0f);
    for (const char* h : heads) ImGui::TableSetupColumn(h, ImGuiTableColumnFlags_WidthStretch, 1.4f);
    ImGui::TableHeadersRow();
    const ImU32 colours[] = {IM_COL32(90, 150, 230, 255), IM_COL32(60, 170, 120, 255), IM_COL32(200, 140, 40, 255),
                             positive_colour()};
    for (std::size_t j = 0; j < m.columns.size(); ++j) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::Text("%zu %s", j, m.columns[j].c_str());
      for (int k = 0; k < 4; ++k) {
        ImGui::TableNextColumn();
        if (j < lists[k]->size()) {
          bar_cell((*lists[k])[j], scale[k], colours[k]);
        } else {
          ImGui::TextDisabled("—");
        }
      }
    }
    ImGui::EndTable();
  }
  if (!e.flow_error.empty()) ImGui::TextDisabled("%s %s", tr("flow:"), e.flow_error.c_str());
  std::string line;
  for (std::size_t p = 0; p < e.agreement.size(); ++p) {
    const int x = kAttributionPairs[p][0], y = kAttributionPairs[p][1];
    const char* short_names[] = {tr("raw"), tr("rollout"), tr("flow"), tr("removal")};
    line += (p > 0 ? "   " : "") + std::string(short_names[x]) + " ~ " + short_names[y] + " " + rho_text(e.agreement[p]);
  }
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted(tr("Rank correlation (Spearman's ρ)"));
  ImGui::PopFont();
  wrapped_text("%s", line.c_str());
  wrapped_text("%s", tr("Taking a token away (its embedding replaced by zeros, its position kept) and running the model "
                        "again says what the prediction needs; the weights say where the heads looked. ρ near 1: they "
                        "rank the tokens alike. Jain and Wallace (2019) found raw attention often ranks them otherwise; "
                        "rollout and flow, which follow every layer, tend to agree better (Abnar and Zuidema, 2020)."));
}

}  // namespace

void draw_layers_panel(AppState& state, const Shown& shown) {
  const Across a = across_of(state, shown);
  draw_view_intro(state, tr("Across layers: what the whole stack draws on"),
                  tr("Each map of the other views is one head of one layer. Between a layer and the next the "
                     "residual connection carries every token's own vector on, and the next layer mixes the "
                     "mixtures again. Attention rollout (Abnar and Zuidema, 2020) follows this through the stack: "
                     "each layer's heads averaged, half kept for the residual, the layers multiplied. Attention flow "
                     "asks how much can pass from each input token to a query through every layer at once. Neither "
                     "proves what the model used: compare them with what taking each token away does."));
  if (a.name.empty()) {
    wrapped_text("%s", tr("Open a model in the Model view, or train one in the Training view: this view follows its "
                          "layers."));
    return;
  }
  draw_choices(state, a);
  if (!a.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, negative_colour());
    wrapped_text("%s", a.error.c_str());
    ImGui::PopStyleColor();
    return;
  }
  if (!a.measures) {
    ImGui::TextDisabled("%s", fmt(tr("Measuring {0}…"), a.name).c_str());
    return;
  }
  const LayerMeasures& m = *a.measures;
  if (!m.error.empty() || m.rollout.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, negative_colour());
    wrapped_text("%s", m.error.empty() ? tr("the model has no layers to follow") : m.error.c_str());
    ImGui::PopStyleColor();
    return;
  }
  ImGui::TextDisabled("%s", fmt(tr("{0} · {1} tokens · {2} layers"), a.name, m.columns.size(), m.rollout.size()).c_str());
  switch (state.layers.show) {
    case 1: draw_flow(state, shown, a, m); break;
    case 2: draw_explanation(state, m); break;
    default: draw_rollout(state, shown, a, m); break;
  }
}

}  // namespace attn::app
