// Diff: two maps of the same shape, A and B, side by side with A − B on the diverging colour
// map and its colour bar; hovering a cell of any of them gives both values and the
// difference. What is compared: the open head with the causal mask on and off, two heads of
// the layer, or the open head on X and on a second sentence of as many tokens (aligned by
// position); and from the Training view's model, one head in two layers, at two training
// steps, or in two checkpoints. What takes a run of the engine is made on the compute
// worker (model/diff_job.hpp); the maps are made with the others (model/maps.cpp).
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cstdlib>
#include <vector>
#include <cstdio>
#include <string>

#include "io/i18n.hpp"
#include "panels/panels.hpp"
#include "widgets/heatmap.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

void changed(AppState& state) {
  state.need_maps = true;
  state.state_changed = true;
}

const char* kind_label(DiffBetween b) {
  switch (b) {
    case DiffBetween::Mask: return tr("mask on vs off");
    case DiffBetween::Heads: return tr("two heads");
    case DiffBetween::Sentences: return tr("two sentences");
    case DiffBetween::Layers: return tr("two layers (trained model)");
    case DiffBetween::Steps: return tr("two training steps");
    case DiffBetween::Checkpoints: return tr("two checkpoints");
    case DiffBetween::Models: return tr("two models (same shape)");
  }
  return "";
}

// A slider from 1 to `most` over a 0-based value; true when it moved.
bool one_based(const char* id, const char* format, int* value, int most) {
  int shown = std::clamp(*value, 0, std::max(most, 1) - 1) + 1;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
  if (!ImGui::SliderInt(id, &shown, 1, std::max(most, 1), format)) return false;
  *value = shown - 1;
  return true;
}

// Which attention, head and layers of the Training view's model; its kept steps; two files.
void draw_trained_controls(AppState& state, const Shown& shown) {
  DiffSettings& d = state.diff;
  const TrainingSnapshot snap = shown.training.snapshot();
  const int layers = snap.settings.layers, heads = snap.settings.heads;
  const bool decoder_only = Task(snap.settings.task).decoder_only();
  const float font = ImGui::GetFontSize();
  if (!decoder_only) {
    int a = static_cast<int>(d.attention);
    ImGui::SetNextItemWidth(font * 9.0f);
    const char* attentions[] = {tr("encoder self"), tr("decoder self"), tr("cross")};
    if (ImGui::Combo("##attention", &a, attentions, 3)) {
      d.attention = static_cast<DiffAttention>(a);
      changed(state);
    }
    ImGui::SameLine();
  }
  if (one_based("##trained_head", tr("head %d"), &d.head, heads)) changed(state);
  ImGui::SameLine();
  if (d.between == DiffBetween::Layers) {
    if (one_based("##layer_a", tr("A: layer %d"), &d.layer_a, layers)) changed(state);
    ImGui::SameLine();
    if (one_based("##layer_b", tr("B: layer %d"), &d.layer_b, layers)) changed(state);
  } else {
    if (one_based("##layer", tr("layer %d"), &d.layer_a, layers)) changed(state);
  }
  if (d.between == DiffBetween::Steps) {
    const std::vector<KeptModel> kept = snap.kept ? *snap.kept : std::vector<KeptModel>{};
    for (int k = 0; k < 2 && kept.size() >= 2; ++k) {
      int& step = k == 0 ? d.step_a : d.step_b;
      // The kept model nearest the step asked for (−1: the last).
      int index = static_cast<int>(kept.size()) - 1;
      if (step >= 0) {
        for (int i = 0; i < static_cast<int>(kept.size()); ++i) {
          if (std::abs(kept[static_cast<std::size_t>(i)].step - step) <
              std::abs(kept[static_cast<std::size_t>(index)].step - step)) {
            index = i;
          }
        }
      }
      ImGui::SameLine(0.0f, font);
      ImGui::SetNextItemWidth(font * 9.0f);
      const std::string label = fmt(k == 0 ? tr("A: step {0}") : tr("B: step {0}"),
                                    kept[static_cast<std::size_t>(index)].step);
      if (ImGui::SliderInt(k == 0 ? "##step_a" : "##step_b", &index, 0, static_cast<int>(kept.size()) - 1, label.c_str())) {
        step = index + 1 == static_cast<int>(kept.size()) ? -1 : kept[static_cast<std::size_t>(index)].step;
        changed(state);
      }
    }
  }
  if (d.between == DiffBetween::Checkpoints) {
    const float w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    ImGui::SetNextItemWidth(w);
    if (ImGui::InputTextWithHint("##checkpoint_a", tr("A: the Training view's model (or a .safetensors file)"), &d.checkpoint_a)) changed(state);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(w);
    if (ImGui::InputTextWithHint("##checkpoint_b", tr("B: a .safetensors file of the same task"), &d.checkpoint_b)) changed(state);
  }
  std::string sentence;
  if (snap.sentence && snap.sentence->error.empty()) {
    const auto& tokens = decoder_only ? snap.sentence->decoder_tokens : snap.sentence->source_tokens;
    for (std::size_t i = decoder_only ? 1 : 0; i < tokens.size(); ++i) sentence += (sentence.empty() ? "" : " ") + tokens[i];
  }
  wrapped_text_disabled(tr("The Training view's model on its sentence: %s"),
                        sentence.empty() ? tr("(none yet)") : sentence.c_str());
}

// Two pretrained models: the layer and head compared, and the two models.
void draw_models_controls(AppState& state, const Shown& shown) {
  DiffSettings& d = state.diff;
  // The models' own counts once a comparison has found them, else the Model view's model's.
  int layers = 64, heads = kMaxHeads;
  const DiffSlot& made = shown.results.diff;
  const std::shared_ptr<const ModelSnapshot> snap = shown.pretrained.snapshot();
  if (made.between == DiffBetween::Models && made.layers > 0) {
    layers = made.layers;
    heads = made.heads;
  } else if (snap && snap->model) {
    layers = snap->model->weights.arch.layers;
    heads = snap->model->weights.arch.heads;
  }
  ImGui::SameLine(0.0f, ImGui::GetFontSize());
  if (one_based("##models_layer", tr("layer %d"), &d.layer_a, layers)) changed(state);
  ImGui::SameLine();
  if (one_based("##models_head", tr("head %d"), &d.head, heads)) changed(state);
  // B's matrices quantized here, as a GGUF file's would be.
  ImGui::SameLine(0.0f, ImGui::GetFontSize());
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("B quantized here:"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  // TRANSLATORS: not quantized (the choice beside "B quantized here:").
  const char* shown_type = d.quantize.empty() ? trc("quantize", "no") : d.quantize.c_str();
  if (ImGui::BeginCombo("##quantize", shown_type)) {
    for (const char* type : {"", "Q8_0", "Q4_0"}) {
      if (ImGui::Selectable(*type == '\0' ? trc("quantize", "no") : type, d.quantize == type) && d.quantize != type) {
        d.quantize = type;
        changed(state);
      }
    }
    ImGui::EndCombo();
  }
  const float w = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
  ImGui::SetNextItemWidth(w);
  if (ImGui::InputTextWithHint("##model_a", tr("A: the Model view's model (or a folder, .gguf, ollama:NAME)"), &d.model_a)) {
    changed(state);
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(w);
  if (ImGui::InputTextWithHint("##model_b", tr("B: a model with the same layers, heads and tokenizer (empty: A, quantized here)"), &d.model_b)) {
    changed(state);
  }
}

void draw_controls(AppState& state, const Shown& shown) {
  DiffSettings& d = state.diff;
  const int heads = static_cast<int>(shown.results.source.result.trace.heads.size());
  ImGui::AlignTextToFramePadding();
  // TRANSLATORS: a verb, before the choice of what to compare ("two heads", …).
  ImGui::TextUnformatted(trc("diff", "Compare"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 13.0f);
  if (ImGui::BeginCombo("##between", kind_label(d.between))) {
    for (int i = 0; i < kDiffKinds; ++i) {
      const auto b = static_cast<DiffBetween>(i);
      if (ImGui::Selectable(kind_label(b), b == d.between) && b != d.between) {
        d.between = b;
        changed(state);
      }
    }
    ImGui::EndCombo();
  }
  ImGui::SameLine();
  if (diff_of_trained_model(d.between)) {
    draw_trained_controls(state, shown);
    return;
  }
  if (d.between == DiffBetween::Models) {
    draw_models_controls(state, shown);
    return;
  }
  if (d.between == DiffBetween::Heads) {
    for (int k = 0; k < 2 && heads > 0; ++k) {
      ImGui::SameLine(0.0f, ImGui::GetFontSize());
      if (one_based(k == 0 ? "##head_a" : "##head_b", k == 0 ? tr("A: head %d") : tr("B: head %d"),
                    k == 0 ? &d.head_a : &d.head_b, heads)) {
        changed(state);
      }
    }
  } else {
    // The open head (1–9 keys, as elsewhere).
    ImGui::SameLine(0.0f, ImGui::GetFontSize());
    ImGui::TextDisabled(tr("head %d (1–9 to change)"), std::max(state.focused_head, 0) + 1);
  }
  if (d.between == DiffBetween::Sentences) {
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::InputTextWithHint("##diff_sentence", tr("B: a second sentence with as many tokens as X"), &d.sentence)) {
      changed(state);
    }
  }
}

}  // namespace

void draw_diff_panel(AppState& state, const Shown& shown) {
  const Maps& maps = shown.maps;
  if (!state.drawing_figure) draw_controls(state, shown);
  wrapped_text_disabled("%s", tr("A and B are weights (0 to 1); A − B is red where A gives more weight, blue where B does."));
  if (!maps.diff_note.empty()) wrapped_text_unformatted(maps.diff_note.c_str());
  ImGui::Spacing();
  if (!maps.diff_error.empty() || maps.diff.size() != 3) {
    wrapped_text_unformatted(maps.diff_error.empty() ? tr("Computing…") : maps.diff_error.c_str());
    return;
  }
  const float font = ImGui::GetFontSize();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float bar_w = font * 5.5f;
  const float gap = font;
  const float each = std::max((avail.x - bar_w - 2.0f * gap) / 3.0f, font * 4.0f);
  const ImVec2 box(each, avail.y);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  // The three titles read alike: all in the small font when one of them needs it.
  bool small_title = false;
  for (int i = 0; i < 3 && !small_title; ++i) {
    small_title = layout_heatmap(maps.diff[static_cast<std::size_t>(i)], box, HeatmapOptions{}).title.font != nullptr;
  }
  for (int i = 0; i < 3; ++i) {
    ImGui::SetCursorScreenPos(ImVec2(origin.x + static_cast<float>(i) * (each + gap), origin.y));
    HeatmapOptions o;
    o.small_title = small_title;
    o.cmap = state.colormap;
    o.values = true;
    o.tooltip = false;  // ours below gives A, B and A − B
    o.highlight_row = state.hover.source_query;
    o.highlight_col = state.hover.source_key;
    const MapView& m = maps.diff[static_cast<std::size_t>(i)];
    const HeatmapHover h = draw_heatmap(("diff" + std::to_string(i)).c_str(), m, shown.textures, box, o);
    if (h.row >= 0) state.hover_next.source_query = h.row;
    if (h.col >= 0) state.hover_next.source_key = h.col;
    if (h.hovered && h.row >= 0 && h.col >= 0) {
      const std::string& q = (*maps.diff[0].row_tokens)[static_cast<std::size_t>(h.row)];
      const std::string& k = (*maps.diff[0].col_tokens)[static_cast<std::size_t>(h.col)];
      const std::string& qb = (*maps.diff[1].row_tokens)[static_cast<std::size_t>(h.row)];
      const std::string& kb = (*maps.diff[1].col_tokens)[static_cast<std::size_t>(h.col)];
      const float a = maps.diff_a(h.row, h.col), b = maps.diff_b(h.row, h.col);
      ImGui::BeginTooltip();
      ImGui::Text(tr("query #%d \"%s\", key #%d \"%s\""), h.row, q.c_str(), h.col, k.c_str());
      if (qb != q || kb != k) ImGui::Text(tr("(in B: \"%s\" → \"%s\")"), qb.c_str(), kb.c_str());
      ImGui::Text("A %.3f   B %.3f   A − B %+.3f", static_cast<double>(a), static_cast<double>(b),
                  static_cast<double>(a - b));
      ImGui::EndTooltip();
    }
  }
  if (!state.drawing_figure) {
    const MapView& d = maps.diff[2];
    draw_colorbar(ImVec2(origin.x + 3.0f * (each + gap), origin.y + font * 2.0f),
                  ImVec2(bar_w - font * 0.5f, std::min(avail.y - font * 3.0f, each)), true, d.lo, d.hi, true,
                  state.colormap, "A − B");
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + avail.y));
}

}  // namespace attn::app
