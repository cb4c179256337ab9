// The Model view: a real pretrained model (GPT-2, Llama, Mistral, Qwen2, Qwen3) opened from
// its Hugging Face folder, on the Input panel's text (X). Above, the model in one line (its
// row of the architecture table) and which query heads share a K/V head. On the left every head of every layer as a small map with one line saying what
// it does on this text, in layer order or sorted by a summary; hovering enlarges a map, a
// click opens that head in every other view, a right click switches it off. On the right
// the ten most likely next tokens, the causal mask, generation one token at a time (the KV
// cache and its size), and what switching each head off does to the prediction.
//
// The model is the ModelSession's (model/model_session.hpp): the controls queue work for its
// thread, and everything drawn comes from its latest snapshot.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <string>

#include "panels/panels.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

constexpr const char* kSortNames[] = {"layer order", "previous token", "first token", "same token",
                                      "entropy (broad)", "effect of removing"};

std::string percent(float v) {
  char b[16];
  std::snprintf(b, sizeof b, "%.0f%%", 100.0 * v);
  return b;
}

// One line: the strongest habit of the head on this text: "prev 82%" (the previous token),
// "1st 64%" (the first token), "self 50%" (itself), or "wide 3.1b" (spread: the entropy).
std::string habit(const HeadSummary& s) {
  const float best = std::max({s.previous, s.first, s.self});
  if (best < 0.35f) {
    char b[32];
    std::snprintf(b, sizeof b, "wide %.1fb", static_cast<double>(s.entropy));
    return b;
  }
  if (best == s.previous) return "prev " + percent(s.previous);
  if (best == s.first) return "1st " + percent(s.first);
  return "self " + percent(s.self);
}

float sort_key(const ModelSnapshot& snap, int sort, int layer, int head) {
  const int heads = snap.model->weights.arch.heads;
  const HeadSummary& s = snap.summaries[static_cast<std::size_t>(layer * heads + head)];
  switch (sort) {
    case 1: return s.previous;
    case 2: return s.first;
    case 3: return s.self;
    case 4: return s.entropy;
    case 5: return snap.effects.size() != 0 ? snap.effects(layer, head) : 0.0f;
    default: return 0.0f;
  }
}

const std::string& text_of(const AppState& state) { return state.source_text; }

void open_in_every_view(AppState& state, const ModelSnapshot& snap, int layer, int head) {
  ModelSettings& m = state.model;
  const decoder::Architecture& c = snap.model->weights.arch;
  m.trained = pretrained_source(snap.model);
  m.trained_layer = layer;
  m.trained_name = snap.model->name;
  m.d_model = c.d_model;
  m.heads = c.heads;
  m.designed = false;
  m.causal = true;  // the model reads with the mask: the views say so
  state.target_text.clear();
  state.source_repeat = 1;
  state.focused_head = head < kMaxHeads ? head : -1;
  state.view = View::Heads;
  state.need_recompute = true;
  state.state_changed = true;
  set_status(state, "Every view now shows " + snap.model->name + ", layer " + std::to_string(layer + 1) +
                        ", head " + std::to_string(head + 1) +
                        " (Tab to go through the views; Model panel: the layer, or Forget)");
}

void draw_open_row(AppState& state, const Shown& shown, const ModelSnapshot& snap) {
  PretrainedUi& ui = state.pretrained;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Model folder");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 22.0f);
  const bool enter = ImGui::InputTextWithHint("##model_folder", "a folder with config.json, model.safetensors, tokenizer.json",
                                              &ui.folder, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  const bool loading = shown.pretrained.loading();
  if (loading) ImGui::BeginDisabled();
  if ((ImGui::Button("Open") || enter) && !ui.folder.empty()) ui.need_open = true;
  if (loading) ImGui::EndDisabled();
  ImGui::SameLine();
  if (loading) {
    ImGui::ProgressBar(shown.pretrained.load_progress(), ImVec2(ImGui::GetFontSize() * 10.0f, 0.0f), "reading…");
  } else if (snap.model) {
    const decoder::Architecture& c = snap.model->weights.arch;
    ImGui::TextWrapped("%s (%s): %s", snap.model->name.c_str(), c.family.c_str(), snap.model->summary().c_str());
    ImGui::TextDisabled("%s · %s parameters · context %d", decoder::sharing(c).c_str(),
                        with_thousands(static_cast<long long>(decoder::parameter_count(c))).c_str(), c.context);
  }
  if (!snap.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, negative_colour());
    ImGui::TextWrapped("%s", snap.error.c_str());
    ImGui::PopStyleColor();
  }
}

void draw_help() {
  ImGui::Spacing();
  ImGui::TextWrapped(
      "Open a real language model to see what its heads do on your text: GPT-2, Llama (Llama 3.2, "
      "TinyLlama, SmolLM2), Mistral, Qwen2 (Qwen2.5) or Qwen3. A model is a folder as Hugging Face "
      "publishes it: config.json, model.safetensors (or its shards with model.safetensors.index.json) "
      "and tokenizer.json; for SmolLM2-135M these are four files, 270 MB. Type the folder's path above, "
      "or start the program with --model FOLDER. Everything runs here, offline.");
}

// The maps, in a grid of L rows of H (in layer order) or read left to right by the sort.
void draw_head_grid(AppState& state, const Shown& shown, const ModelSnapshot& snap, ImVec2 size) {
  PretrainedUi& ui = state.pretrained;
  const decoder::Architecture& c = snap.model->weights.arch;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11.0f);
  ImGui::Combo("sort the heads by", &ui.sort, kSortNames, IM_ARRAYSIZE(kSortNames));
  if (ui.sort == 5 && snap.effects.size() == 0) {
    ImGui::SameLine();
    ImGui::TextDisabled("(measure the effects first)");
  }
  std::vector<int> order(static_cast<std::size_t>(c.layers * c.heads));
  std::iota(order.begin(), order.end(), 0);
  if (ui.sort != 0) {
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return sort_key(snap, ui.sort, a / c.heads, a % c.heads) > sort_key(snap, ui.sort, b / c.heads, b % c.heads);
    });
  }
  // The heads whose removal changes the prediction most: the top five, marked.
  std::vector<int> strongest;
  if (snap.effects.size() != 0) {
    strongest = order;
    std::vector<int> all(static_cast<std::size_t>(c.layers * c.heads));
    std::iota(all.begin(), all.end(), 0);
    std::partial_sort(all.begin(), all.begin() + std::min<std::ptrdiff_t>(5, static_cast<std::ptrdiff_t>(all.size())),
                      all.end(), [&](int a, int b) {
                        return snap.effects(a / c.heads, a % c.heads) > snap.effects(b / c.heads, b % c.heads);
                      });
    strongest.assign(all.begin(), all.begin() + std::min<std::ptrdiff_t>(5, static_cast<std::ptrdiff_t>(all.size())));
  }

  const float line = ImGui::GetTextLineHeight();
  const float gap = 4.0f;
  const float left = ui.sort == 0 ? ImGui::CalcTextSize("L12 ").x : 0.0f;
  const float avail_h = size.y - ImGui::GetFrameHeightWithSpacing() - line * (c.kv_heads != c.heads ? 2.0f : 1.0f);
  const float cell_w = (size.x - left) / static_cast<float>(c.heads) - gap;
  const float cell_h = avail_h / static_cast<float>(c.layers) - gap;
  // Every layer in view when the maps stay readable; a deep model (SmolLM2: 30 layers)
  // keeps its maps at least three lines high and the grid scrolls instead.
  const float fitted = std::min(cell_w, cell_h - line);
  const float side = std::max(8.0f, fitted >= line * 3.0f ? fitted : std::min(cell_w, line * 3.0f));
  // Columns as wide as the room allows, so the captions can be longer than a small map.
  const float pitch = std::max(side, cell_w) + gap;
  ImDrawList* dl = ImGui::GetWindowDrawList();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  // Head numbers along the top in layer order, and under them a bracket over each group of
  // query heads that read one K/V head (grouped-query attention).
  const bool grouped = c.kv_heads != c.heads;
  if (ui.sort == 0) {
    for (int h = 0; h < c.heads; ++h) {
      const std::string t = "H" + std::to_string(h + 1);
      dl->AddText(ImVec2(origin.x + left + static_cast<float>(h) * pitch + (side - ImGui::CalcTextSize(t.c_str()).x) / 2,
                         origin.y),
                  ImGui::GetColorU32(ImGuiCol_TextDisabled), t.c_str());
    }
    if (grouped) {
      const int group = c.heads / c.kv_heads;
      ImGui::PushFont(small_font());
      for (int g = 0; g < c.kv_heads; ++g) {
        const float x0 = origin.x + left + static_cast<float>(g * group) * pitch;
        const float x1 = origin.x + left + static_cast<float>((g + 1) * group - 1) * pitch + side;
        const float y = origin.y + line * 1.5f;
        const ImU32 colour = g % 2 == 0 ? IM_COL32(90, 170, 255, 255) : IM_COL32(255, 160, 60, 255);
        // ⌐ K/V n ¬ : the label in a gap of the bracket's line.
        const std::string t = fit_text("K/V " + std::to_string(g + 1), x1 - x0);
        const ImVec2 ts = ImGui::CalcTextSize(t.c_str());
        const float tx = (x0 + x1 - ts.x) / 2;
        dl->AddLine(ImVec2(x0, y + line * 0.4f), ImVec2(x0, y), colour, 2.0f);
        dl->AddLine(ImVec2(x0, y), ImVec2(std::max(x0, tx - 4.0f), y), colour, 2.0f);
        dl->AddLine(ImVec2(std::min(x1, tx + ts.x + 4.0f), y), ImVec2(x1, y), colour, 2.0f);
        dl->AddLine(ImVec2(x1, y), ImVec2(x1, y + line * 0.4f), colour, 2.0f);
        dl->AddText(ImVec2(tx, y - ts.y / 2), colour, t.c_str());
      }
      ImGui::PopFont();
    }
  }
  const float top = origin.y + line + (grouped && ui.sort == 0 ? line : 0.0f);
  const std::string& text = text_of(state);
  for (std::size_t k = 0; k < order.size(); ++k) {
    const int index = order[k];
    const int l = index / c.heads;
    const int h = index % c.heads;
    const int row = static_cast<int>(k) / c.heads;
    const int col = static_cast<int>(k) % c.heads;
    const ImVec2 a(origin.x + left + static_cast<float>(col) * pitch, top + static_cast<float>(row) * (side + line + gap));
    if (ui.sort == 0 && col == 0) {
      const std::string t = "L" + std::to_string(l + 1);
      dl->AddText(ImVec2(origin.x, a.y + (side - line) / 2), ImGui::GetColorU32(ImGuiCol_TextDisabled), t.c_str());
    }
    const StridedMatrix& w = snap.run->layers[static_cast<std::size_t>(l)].attention.heads[static_cast<std::size_t>(h)].weights;
    shown.thumbnails.fill(static_cast<std::size_t>(index), w, snap.version, state.colormap);
    const ImVec2 b(a.x + side, a.y + side);
    dl->AddImage(shown.thumbnails.texture(static_cast<std::size_t>(index)), a, b);
    const bool off = l < static_cast<int>(snap.ablated.size()) && snap.ablated[static_cast<std::size_t>(l)][static_cast<std::size_t>(h)] != 0;
    if (off) {
      dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 170));
      dl->AddLine(a, b, IM_COL32(230, 60, 60, 255), 2.0f);
      dl->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, a.y), IM_COL32(230, 60, 60, 255), 2.0f);
    }
    if (std::find(strongest.begin(), strongest.end(), index) != strongest.end()) {
      dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(255, 190, 40, 255), 0.0f, 0, 3.0f);
    }
    const HeadSummary& s = snap.summaries[static_cast<std::size_t>(index)];
    std::string caption = ui.sort == 0 ? habit(s) : "L" + std::to_string(l + 1) + "·H" + std::to_string(h + 1) + " " + habit(s);
    ImGui::PushFont(small_font());
    caption = fit_text(caption, pitch);
    dl->AddText(ImVec2(a.x, b.y + 1.0f), ImGui::GetColorU32(off ? ImGuiCol_TextDisabled : ImGuiCol_Text), caption.c_str());
    ImGui::PopFont();

    ImGui::SetCursorScreenPos(a);
    ImGui::PushID(index);
    ImGui::InvisibleButton("head", ImVec2(side, side + line));
    if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::Text("Layer %d, head %d%s", l + 1, h + 1, off ? " (switched off)" : "");
      if (c.kv_heads != c.heads) {
        const int group = c.heads / c.kv_heads;
        const int g = h / group;
        ImGui::Text("reads K/V head %d with query heads %d–%d: one set of keys and values, %d questions", g + 1,
                    g * group + 1, (g + 1) * group, group);
      }
      ImGui::Text("previous token %s · first token %s · itself %s · entropy %.2f bits", percent(s.previous).c_str(),
                  percent(s.first).c_str(), percent(s.self).c_str(), static_cast<double>(s.entropy));
      if (snap.effects.size() != 0) {
        ImGui::Text("removing it moves the next-token distribution by %s (total variation)",
                    percent(snap.effects(l, h)).c_str());
      }
      const float big = ImGui::GetFontSize() * 18.0f;
      ImGui::Image(shown.thumbnails.texture(static_cast<std::size_t>(index)), ImVec2(big, big));
      ImGui::TextDisabled("rows: queries, columns: keys · click: open in every view · right click: switch off");
      ImGui::EndTooltip();
    }
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) open_in_every_view(state, snap, l, h);
    if (ImGui::IsItemClicked(ImGuiMouseButton_Right)) shown.pretrained.toggle_head(l, h, text);
    ImGui::PopID();
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, top + static_cast<float>((static_cast<int>(order.size()) + c.heads - 1) / c.heads) *
                                                     (side + line + gap)));
  ImGui::Dummy(ImVec2(0.0f, 0.0f));  // the grid's extent, for the scroll bar
}

void draw_next_tokens(const ModelSnapshot& snap) {
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted("Next token");
  ImGui::PopFont();
  const float bar_w = ImGui::GetContentRegionAvail().x * 0.45f;
  for (std::size_t i = 0; i < snap.next.size(); ++i) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + bar_w * snap.next[i].probability, p.y + h), positive_colour());
    ImGui::Dummy(ImVec2(bar_w, h));
    ImGui::SameLine();
    ImGui::Text("%5.1f%%  %s", 100.0 * static_cast<double>(snap.next[i].probability), snap.next_tokens[i].c_str());
  }
}

void draw_controls(AppState& state, const Shown& shown, const ModelSnapshot& snap) {
  PretrainedUi& ui = state.pretrained;
  const std::string& text = text_of(state);
  const decoder::Architecture& c = snap.model->weights.arch;
  ImGui::Separator();
  bool causal = snap.causal;
  if (ImGui::Checkbox("Causal mask (C)", &causal) || ui.toggle_causal) {
    shown.pretrained.set_causal(ui.toggle_causal ? !snap.causal : causal, text);
  }
  ui.toggle_causal = false;
  ImGui::TextWrapped(snap.causal ? "Each token sees only itself and the tokens before it, as the model was trained."
                                 : "Off: each token also sees the ones after it. The model never saw that in "
                                   "training, so its predictions break: watch the list above.");
  if (snap.model->dtype == "BF16") {
    bool bf16 = snap.precision == Precision::Bf16;
    if (ImGui::Checkbox("Multiply in BF16, as stored", &bf16)) {
      shown.pretrained.set_precision(bf16 ? Precision::Bf16 : Precision::Float32, text);
    }
    ImGui::TextWrapped(bf16 ? "Each product with a weight reads its input rounded to BF16 (8 bits of precision), "
                              "as the model is stored and as PyTorch's bf16 runs it: twice as fast where the CPU "
                              "multiplies BF16."
                            : "Each product reads its input as a float32: the numbers of a float32 forward pass "
                              "with these weights, a little slower.");
  }
  ImGui::Separator();
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted("Generate");
  ImGui::PopFont();
  ImGui::RadioButton("most likely", !ui.sample) ? (void)(ui.sample = false) : (void)0;
  ImGui::SameLine();
  ImGui::RadioButton("sample", ui.sample) ? (void)(ui.sample = true) : (void)0;
  if (ui.sample) {
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    ImGui::SliderFloat("temperature", &ui.temperature, 0.1f, 2.0f, "%.2f");
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
    ImGui::InputInt("seed", &ui.seed);
  }
  const bool full = static_cast<int>(snap.run->ids.size()) >= c.context;
  const bool busy = shown.pretrained.busy();
  if (full || busy) ImGui::BeginDisabled();
  const float t = ui.sample ? ui.temperature : 0.0f;
  const auto seed = static_cast<std::uint64_t>(std::max(0, ui.seed));
  if (ImGui::Button("Step (N)") || (ui.step && !busy && !full)) shown.pretrained.generate(1, t, seed);
  ui.step = false;
  ImGui::SameLine();
  if (ImGui::Button("10 steps")) shown.pretrained.generate(10, t, seed);
  if (full || busy) ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button("Back to the text")) shown.pretrained.run(text);
  const int generated = static_cast<int>(snap.run->ids.size()) - snap.prompt_tokens;
  std::string made;
  for (std::size_t i = static_cast<std::size_t>(snap.prompt_tokens); i < snap.tokens.size(); ++i) made += snap.tokens[i];
  ImGui::TextWrapped("%d token%s generated%s%s", generated, generated == 1 ? "" : "s", generated > 0 ? ": " : "",
                     made.c_str());
  ImGui::TextWrapped("KV cache: %s (keys and values of %zu tokens × %d layers × %d K/V heads × %d wide%s). "
                     "Each step computes only the new token's query, key and value; its row is added to every map.",
                     bytes_text(static_cast<long long>(snap.kv_bytes)).c_str(), snap.run->ids.size(), c.layers,
                     c.kv_heads, c.head_dim,
                     c.kv_heads != c.heads ? ", shared by the query heads: grouped-query attention" : "");
  if (full) ImGui::TextDisabled("The context of %d tokens is full.", c.context);
  ImGui::Separator();
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted("Switch heads off");
  ImGui::PopFont();
  ImGui::TextWrapped("Right-click a map to switch its head off (its output is zeroed before W_O) and watch the "
                     "next-token list.");
  if (busy) ImGui::BeginDisabled();
  if (ImGui::Button("Measure every head's effect")) shown.pretrained.measure_effects();
  if (busy) ImGui::EndDisabled();
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("Runs the text again without each head in turn (%d runs) and marks the five whose "
                      "removal changes the prediction most.", c.layers * c.heads);
  }
  ImGui::SameLine();
  if (ImGui::Button("All heads on")) shown.pretrained.clear_ablation(text);
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  ImGui::SliderInt("##layer_off", &ui.layer_off, 1, c.layers, "layer %d");
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Every head of this layer off (or on again)");
  ImGui::SameLine();
  if (ImGui::Button("Layer on/off")) shown.pretrained.toggle_head(ui.layer_off - 1, -1, text);
}

}  // namespace

void draw_pretrained_panel(AppState& state, const Shown& shown) {
  const std::shared_ptr<const ModelSnapshot> snap = shown.pretrained.snapshot();
  draw_open_row(state, shown, *snap);
  if (!snap->model) {
    draw_help();
    return;
  }
  // The Input panel's text through the model, whenever it changes.
  PretrainedUi& ui = state.pretrained;
  if (ui.ran_text != state.source_text && !shown.pretrained.loading()) {
    ui.ran_text = state.source_text;
    shown.pretrained.run(state.source_text);
  }
  if (!snap->run) {
    ImGui::TextDisabled(shown.pretrained.busy() ? "Running…" : "Type a text in the Input panel (X).");
    return;
  }
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float right_w = std::max(ImGui::GetFontSize() * 20.0f, avail.x * 0.3f);
  ImGui::BeginChild("model_grid", ImVec2(avail.x - right_w, avail.y), false);
  draw_head_grid(state, shown, *snap, ImGui::GetContentRegionAvail());
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("model_side", ImVec2(0.0f, avail.y), false);
  ImGui::TextWrapped("%zu tokens: %s", snap->tokens.size(), [&] {
    std::string all;
    for (std::size_t i = 0; i < snap->tokens.size() && i < 64; ++i) all += (i ? " | " : "") + snap->tokens[i];
    if (snap->tokens.size() > 64) all += " …";
    return all;
  }().c_str());
  draw_next_tokens(*snap);
  draw_controls(state, shown, *snap);
  ImGui::EndChild();
}

}  // namespace attn::app
