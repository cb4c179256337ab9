// The Model view: a real pretrained model (GPT-2, Llama, Mistral, Qwen2, Qwen3; BERT; the
// encoder–decoders Marian, T5 and BART) opened from its Hugging Face folder, on the Input
// panel's text (X; an encoder–decoder's source, with Y its target). Above, the model in one
// line (its row of the architecture table) and which query heads share a K/V head. On the
// left every head of every layer as a small map with one line saying what it does on this
// text, in layer order or sorted by a summary (an encoder–decoder: three grids, the
// encoder's self-attention, the decoder's and the cross-attention); hovering enlarges a
// map, a click opens that head in every other view, a right click switches it off. On the
// right the ten most likely next tokens (BERT: each [MASK]'s ten best fillers), the causal
// mask, generation one token at a time (the KV cache and its size; an encoder–decoder
// translates step by step), and what switching each head off does to the prediction.
// With no model open: what a model folder is, the models to get (get_model_panel.hpp),
// Browse…, the folders opened before and the models of the Hugging Face cache.
//
// The model is the ModelSession's (model/model_session.hpp): the controls push commands for it
// (model/commands.hpp), and everything drawn comes from its latest snapshot, the maps'
// thumbnails max-pooled there.
#include <imgui.h>
#include <imgui_stdlib.h>
#include <GLFW/glfw3.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <string>

#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/model_families.hpp"
#include "model/session.hpp"
#include "model/quiz.hpp"
#include "panels/get_model_panel.hpp"
#include "panels/panels.hpp"
#include "model/commands.hpp"
#include "widgets/layer_widgets.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"

namespace attn::app {
namespace {

// TRANSLATORS: the choices after "sort the heads by".
constexpr const char* kSortNames[] = {N_("layer order"),     N_("previous token"),     N_("first token"),
                                      N_("same token"),      N_("entropy (broad)"),    N_("effect of removing"),
                                      N_("next token"),      N_("peak")};
// TRANSLATORS: an encoder–decoder's grids of maps, the choices after "show".
constexpr const char* kGridChoices[] = {N_("all three grids"), N_("the encoder's"), N_("the decoder's self"),
                                        N_("the cross-attention")};

// A table of marked strings in the interface's language, for ImGui::Combo.
template <std::size_t N>
std::array<const char*, N> translated(const char* const (&english)[N]) {
  std::array<const char*, N> out{};
  for (std::size_t i = 0; i < N; ++i) out[i] = tr(english[i]);
  return out;
}

// Which attention a grid of maps shows.
enum class GridKind {
  Causal,   // a decoder's self-attention, under the mask
  Open,     // an encoder's (BERT, or an encoder–decoder's): no mask
  Cross,    // target rows × source columns
  Picture,  // a vision model's: [CLS] (and special tokens), then the patches
};

struct Grid {
  GridKind kind;
  decoder::Part part;
  int layers = 0, heads = 0;
  const std::vector<HeadSummary>* summaries = nullptr;
  std::size_t first_texture = 0;  // its maps' slots in the thumbnails (ModelSnapshot::thumbnails)
  bool ablatable = false;         // the main stack's heads switch off
  std::string marked;             // the token `marked` counts ("[SEP]", "</s>")
};

// The session's thumbnail of slot `slot` (empty when it has none).
const Matrix& thumbnail_of(const ModelSnapshot& snap, std::size_t slot) {
  static const Matrix none;
  return snap.thumbnails && slot < snap.thumbnails->size() ? (*snap.thumbnails)[slot] : none;
}

std::string percent(float v) {
  char b[16];
  std::snprintf(b, sizeof b, "%.0f%%", 100.0 * v);
  return b;
}

// One line: the strongest habit of the head on this text: "prev 82%" (the previous token),
// "1st 64%" (the first token: BERT's [CLS]), "self 50%" (itself), without a mask also
// "next 70%" and "[SEP] 55%" (the marked token), or "wide 3.1b" (spread: the entropy). A
// cross head: "peak 64%", how much its rows put on their strongest source token.
enum class Habit { Previous, Next, Marked, First, Self, Wide };

// A self-attention head's strongest habit: the kinds of key it rests on, or none above 35%.
Habit habit_of(const HeadSummary& s, const Grid& g) {
  const bool open = g.kind == GridKind::Open;
  const float next = open ? s.next : 0.0f;
  const float marked = open && !g.marked.empty() ? s.marked : 0.0f;
  const float best = std::max({s.previous, s.first, s.self, next, marked});
  if (best < 0.35f) return Habit::Wide;
  if (best == s.previous) return Habit::Previous;
  if (best == next) return Habit::Next;
  if (best == marked) return Habit::Marked;
  if (best == s.first) return Habit::First;
  return Habit::Self;
}

// A picture's head: where its patches look most, [CLS], themselves, the patches around
// them, or spread (the entropy).
std::string picture_habit(const HeadSummary& s) {
  const float best = std::max({s.first, s.self, s.neighbours});
  if (best < 0.35f) {
    char b[32];
    std::snprintf(b, sizeof b, tr("wide %.1fb"), static_cast<double>(s.entropy));
    return b;
  }
  // TRANSLATORS: a picture head's caption: its patches look around themselves; {0} a percentage.
  if (best == s.neighbours) return fmt(tr("near {0}"), percent(s.neighbours));
  if (best == s.first) return "[CLS] " + percent(s.first);
  return fmt(tr("self {0}"), percent(s.self));
}

std::string habit(const HeadSummary& s, const Grid& g) {
  // TRANSLATORS: the captions under the small maps, as short as they can be: {0} is a percentage.
  if (g.kind == GridKind::Cross) return fmt(tr("peak {0}"), percent(s.peak));
  if (g.kind == GridKind::Picture) return picture_habit(s);
  switch (habit_of(s, g)) {
    case Habit::Wide: {
      char b[32];
      // TRANSLATORS: a map's caption: the head spreads its attention; %.1f is its entropy in bits (b).
      std::snprintf(b, sizeof b, tr("wide %.1fb"), static_cast<double>(s.entropy));
      return b;
    }
    case Habit::Previous: return fmt(tr("prev {0}"), percent(s.previous));
    case Habit::Next: return fmt(tr("next {0}"), percent(s.next));
    case Habit::Marked: return g.marked + " " + percent(s.marked);
    case Habit::First: return g.marked == "[SEP]" ? "[CLS] " + percent(s.first) : fmt(tr("1st {0}"), percent(s.first));
    case Habit::Self: return fmt(tr("self {0}"), percent(s.self));
  }
  return "";
}

// The habit as a job for "Which head is this?".
std::string habit_job(Habit h, const Grid& g) {
  switch (h) {
    // TRANSLATORS: the answers of "Which head is this?": what a head's queries look at.
    case Habit::Previous: return tr("the token before");
    case Habit::Next: return tr("the token after");
    // TRANSLATORS: {0} is a special token, [SEP] or </s>.
    case Habit::Marked: return fmt(tr("the {0} token"), g.marked);
    case Habit::First: return g.marked == "[SEP]" ? tr("the first token ([CLS])") : tr("the first token");
    case Habit::Self: return tr("itself");
    case Habit::Wide: return tr("spread wide");
  }
  return "";
}

// "Which head is this?" (W) about a head of this grid: the one under the pointer, else (the
// pointer elsewhere) the main grid's head with the strongest habit.
void ask_about_grid_head(AppState& state, const Grid& g, int hovered) {
  if (g.kind == GridKind::Cross || g.kind == GridKind::Picture) return;
  const int count = g.layers * g.heads;
  int index = hovered;
  if (index < 0) {
    float best = -1.0f;
    for (int i = 0; i < count; ++i) {
      const HeadSummary& s = (*g.summaries)[static_cast<std::size_t>(i)];
      const float strength = std::max({s.previous, s.first, s.self, g.kind == GridKind::Open ? s.next : 0.0f});
      if (strength > best) {
        best = strength;
        index = i;
      }
    }
  }
  std::vector<std::string> names;
  for (int i = 0; i < count; ++i) names.push_back(habit_job(habit_of((*g.summaries)[static_cast<std::size_t>(i)], g), g));
  std::vector<std::string> all;
  for (const Habit h : {Habit::Previous, Habit::First, Habit::Self, Habit::Wide, Habit::Next, Habit::Marked}) {
    if (g.kind != GridKind::Open && (h == Habit::Next || h == Habit::Marked)) continue;
    if (h == Habit::Marked && g.marked.empty()) continue;
    all.push_back(habit_job(h, g));
  }
  ask_which_model_head(state, static_cast<int>(g.part), index,
                       "L" + std::to_string(index / g.heads + 1) + "·H" + std::to_string(index % g.heads + 1), names, all);
  state.pretrained.ask_which = false;
}

float sort_key(const ModelSnapshot& snap, const Grid& g, int sort, int layer, int head) {
  const HeadSummary& s = (*g.summaries)[static_cast<std::size_t>(layer * g.heads + head)];
  switch (sort) {
    case 1: return s.previous;
    case 2: return s.first;
    case 3: return s.self;
    case 4: return s.entropy;
    case 5: return g.ablatable && snap.effects.size() != 0 ? snap.effects(layer, head) : 0.0f;
    case 6: return s.next;
    case 7: return s.peak;
    default: return 0.0f;
  }
}

// The head in every other view: an encoder's in All heads, a decoder's self-attention in
// Decoder, a cross head in Self vs cross.
void open_in_every_view(AppState& state, const ModelSnapshot& snap, const Grid& g, int layer, int head) {
  ModelSettings& m = state.model;
  const decoder::Architecture& c = snap.model->weights.arch;
  m.trained = pretrained_source(snap.model, snap.picture);
  m.trained_layer = layer;
  m.trained_name = snap.model->name;
  // The model's own attention; what it does not set takes its default (no designed heads,
  // temperature 1), the seed stays.
  AttentionSettings own;
  own.seed = m.seed;
  own.d_model = c.d_model;
  own.heads = c.heads;
  // The source's self-attention as the model reads it: a decoder's under its mask, BERT's and
  // an encoder–decoder's encoder without one. The views say so.
  own.causal = c.causal && !c.encoder_decoder();
  own.scale = c.scale_scores;  // T5: no ÷√d_k
  static_cast<AttentionSettings&>(m) = own;
  if (!c.encoder_decoder()) state.target_text.clear();
  state.source_repeat = 1;
  state.focused_head = head < kMaxHeads ? head : -1;
  state.view = g.part == decoder::Part::Cross ? View::Compare
               : c.encoder_decoder() && g.part == decoder::Part::Self ? View::Decoder
                                                                       : View::Heads;
  state.need_recompute = true;
  state.state_changed = true;
  const char* where = g.part == decoder::Part::Cross     ? tr("cross-attention layer {0}, head {1}")
                      : g.part == decoder::Part::Encoder ? tr("encoder layer {0}, head {1}")
                      : c.encoder_decoder()              ? tr("decoder layer {0}, head {1}")
                                                         : tr("layer {0}, head {1}");
  // TRANSLATORS: {0} is the model's name, {1} "layer 3, head 5" (or with its stack).
  set_status(state, fmt(tr("Every view now shows {0}, {1} (Tab to go through the views; Model panel: the layer, "
                           "or Forget)"),
                        snap.model->name, fmt(where, layer + 1, head + 1)));
}

void draw_open_row(AppState& state, const Shown& shown, const ModelSnapshot& snap) {
  PretrainedUi& ui = state.pretrained;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Model folder"));
  ImGui::SameLine();
  // As wide as 22 characters, narrower when Open would not fit beside it.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float open_w = ImGui::CalcTextSize(tr("Open")).x + style.FramePadding.x * 2.0f + style.ItemSpacing.x;
  ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 6.0f,
                                   std::min(ImGui::GetFontSize() * 22.0f, ImGui::GetContentRegionAvail().x - open_w)));
  const bool enter = ImGui::InputTextWithHint("##model_folder", tr("a folder with config.json, model.safetensors, tokenizer.json"),
                                              &ui.folder, ImGuiInputTextFlags_EnterReturnsTrue);
  ImGui::SameLine();
  const bool loading = shown.pretrained.loading();
  if (loading) ImGui::BeginDisabled();
  if ((ImGui::Button(tr("Open")) || enter) && !ui.folder.empty()) {
    // The folder typed, or ORG/NAME[@REVISION] of the Hugging Face cache (a look-up on the click).
    // One not in the cache is offered for download (get_model_panel.hpp) with no model open.
    try {
      state.commands.push_back(OpenModel{io::resolve_model_reference(ui.folder, "")});
    } catch (const io::NotInCache& e) {
      ui.offer = e.reference;
      state.state_changed = true;
      set_status(state, e.what(), true);
    } catch (const std::exception& e) {
      set_status(state, e.what(), true);
    }
  }
  if (loading) ImGui::EndDisabled();
  ImGui::SameLine();
  if (loading) {
    ImGui::ProgressBar(shown.pretrained.load_progress(), ImVec2(ImGui::GetFontSize() * 10.0f, 0.0f), tr("reading…"));
  } else if (snap.model) {
    const decoder::Architecture& c = snap.model->weights.arch;
    wrapped_text("%s (%s): %s", snap.model->name.c_str(), c.family.c_str(), snap.model->summary().c_str());
    ImGui::TextDisabled(tr("%s · %s parameters · context %d"), decoder::sharing(c).c_str(),
                        with_thousands(static_cast<long long>(decoder::parameter_count(c))).c_str(), c.context);
  }
  if (!snap.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, negative_colour());
    wrapped_text("%s", snap.error.c_str());
    ImGui::PopStyleColor();
  }
}

// With no model open: what a model is, the models to get (get_model_panel.cpp), the file
// browser, the folders opened before and the models of the Hugging Face cache.
void draw_no_model(AppState& state, const Shown& shown) {
  const bool free = state.prompt == PromptKind::None && !shown.pretrained.loading();
  draw_model_offer(state, shown, free);
  ImGui::Spacing();
  ImGui::Separator();
  // The families and their files from the family table (io/model_families.hpp).
  wrapped_text(
      tr("A real language model shows what its heads do on your text: %s. A model is a folder as Hugging Face "
         "publishes it: config.json, model.safetensors (or its shards with model.safetensors.index.json) and its "
         "tokenizer's files (%s). Get one above, choose a folder with Browse…, type its path or ORG/NAME in the "
         "field above, or start the program with --model. Everything runs here, offline."),
      io::families_described().c_str(), io::tokenizer_files_described().c_str());
  ImGui::Spacing();
  if (!free) ImGui::BeginDisabled();
  if (ImGui::Button(tr("Browse…"))) open_model_browser(state);
  if (!free) ImGui::EndDisabled();
  if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("%s", tr("Choose a model folder in the file browser (File ▸ Open model…)"));
  }
  draw_on_this_computer(state, free);
}

// The maps of one attention, in a grid of L rows of H (in layer order) or read left to
// right by the sort, fitted to `size` when the maps stay readable.
void draw_head_grid(AppState& state, const Shown& shown, const ModelSnapshot& snap, const Grid& g, ImVec2 size) {
  PretrainedUi& ui = state.pretrained;
  const decoder::Architecture& c = snap.model->weights.arch;
  const int count = g.layers * g.heads;
  std::vector<int> order(static_cast<std::size_t>(count));
  std::iota(order.begin(), order.end(), 0);
  if (ui.sort != 0) {
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
      return sort_key(snap, g, ui.sort, a / g.heads, a % g.heads) > sort_key(snap, g, ui.sort, b / g.heads, b % g.heads);
    });
  }
  // The heads whose removal changes the prediction most: the top five, marked.
  std::vector<int> strongest;
  if (g.ablatable && snap.effects.size() != 0) {
    std::vector<int> all(static_cast<std::size_t>(count));
    std::iota(all.begin(), all.end(), 0);
    const auto five = std::min<std::ptrdiff_t>(5, static_cast<std::ptrdiff_t>(all.size()));
    std::partial_sort(all.begin(), all.begin() + five, all.end(), [&](int a, int b) {
      return snap.effects(a / g.heads, a % g.heads) > snap.effects(b / g.heads, b % g.heads);
    });
    strongest.assign(all.begin(), all.begin() + five);
  }

  const float line = ImGui::GetTextLineHeight();
  const float gap = 4.0f;
  // Gemma's local layers (a window between global ones) say so under their number.
  const bool mixed = !c.local_layers.empty() && g.part == decoder::Part::Self;
  const float left =
      ui.sort == 0 ? std::max(ImGui::CalcTextSize("L12 ").x, mixed ? ImGui::CalcTextSize(tr("local")).x + line / 2 : 0.0f)
                   : 0.0f;
  const bool grouped = c.kv_heads != c.heads && g.part != decoder::Part::Cross && g.part != decoder::Part::Encoder;
  const float avail_h = size.y - line * (grouped ? 2.0f : 1.0f);
  const float cell_w = (size.x - left) / static_cast<float>(g.heads) - gap;
  const float cell_h = avail_h / static_cast<float>(g.layers) - gap;
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
  if (ui.sort == 0) {
    for (int h = 0; h < g.heads; ++h) {
      const std::string t = "H" + std::to_string(h + 1);
      dl->AddText(ImVec2(origin.x + left + static_cast<float>(h) * pitch + (side - ImGui::CalcTextSize(t.c_str()).x) / 2,
                         origin.y),
                  ImGui::GetColorU32(ImGuiCol_TextDisabled), t.c_str());
    }
    if (grouped) {
      const int group = c.heads / c.kv_heads;
      ImGui::PushFont(small_font());
      for (int k = 0; k < c.kv_heads; ++k) {
        const float x0 = origin.x + left + static_cast<float>(k * group) * pitch;
        const float x1 = origin.x + left + static_cast<float>((k + 1) * group - 1) * pitch + side;
        const float y = origin.y + line * 1.5f;
        const ImU32 colour = k % 2 == 0 ? IM_COL32(90, 170, 255, 255) : IM_COL32(255, 160, 60, 255);
        // ⌐ K/V n ¬ : the label in a gap of the bracket's line.
        const std::string t = fit_text("K/V " + std::to_string(k + 1), x1 - x0);
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
  const char* part_name = g.part == decoder::Part::Cross     ? tr("cross-attention")
                          : g.part == decoder::Part::Encoder ? tr("encoder self-attention")
                          : c.encoder_decoder()              ? tr("decoder self-attention")
                                                             : tr("self-attention");
  for (std::size_t k = 0; k < order.size(); ++k) {
    const int index = order[k];
    const int l = index / g.heads;
    const int h = index % g.heads;
    const int row = static_cast<int>(k) / g.heads;
    const int col = static_cast<int>(k) % g.heads;
    const ImVec2 a(origin.x + left + static_cast<float>(col) * pitch, top + static_cast<float>(row) * (side + line + gap));
    if (ui.sort == 0 && col == 0) {
      const std::string t = "L" + std::to_string(l + 1);
      const float y = a.y + (side - line) / 2 - (mixed ? line / 2 : 0.0f);
      dl->AddText(ImVec2(origin.x, y), ImGui::GetColorU32(ImGuiCol_TextDisabled), t.c_str());
      // TRANSLATORS: under a layer's number: it sees a window of the last tokens, not all of them.
      if (mixed && c.local(static_cast<std::size_t>(l))) {
        dl->AddText(ImVec2(origin.x, y + line), ImGui::GetColorU32(ImGuiCol_TextDisabled), tr("local"));
      }
    }
    const std::size_t slot = g.first_texture + static_cast<std::size_t>(index);
    shown.thumbnails.fill(slot, thumbnail_of(snap, slot), snap.version, state.colormap);
    const ImVec2 b(a.x + side, a.y + side);
    dl->AddImage(shown.thumbnails.texture(slot), a, b);
    const bool off = g.ablatable && l < static_cast<int>(snap.ablated.size()) &&
                     snap.ablated[static_cast<std::size_t>(l)][static_cast<std::size_t>(h)] != 0;
    if (off) {
      dl->AddRectFilled(a, b, IM_COL32(0, 0, 0, 170));
      dl->AddLine(a, b, IM_COL32(230, 60, 60, 255), 2.0f);
      dl->AddLine(ImVec2(a.x, b.y), ImVec2(b.x, a.y), IM_COL32(230, 60, 60, 255), 2.0f);
    }
    if (std::find(strongest.begin(), strongest.end(), index) != strongest.end()) {
      dl->AddRect(ImVec2(a.x - 2, a.y - 2), ImVec2(b.x + 2, b.y + 2), IM_COL32(255, 190, 40, 255), 0.0f, 0, 3.0f);
    }
    const HeadSummary& s = (*g.summaries)[static_cast<std::size_t>(index)];
    const bool asked = which_hides_model_head(state, static_cast<int>(g.part), index);
    if (asked) {
      dl->AddRect(ImVec2(a.x - 3, a.y - 3), ImVec2(b.x + 3, b.y + 3), IM_COL32(220, 40, 140, 255), 0.0f, 0, 3.0f);
    }
    std::string caption = asked ? "?" : ui.sort == 0 ? habit(s, g) : "L" + std::to_string(l + 1) + "·H" + std::to_string(h + 1) + " " + habit(s, g);
    ImGui::PushFont(small_font());
    caption = fit_text(caption, pitch);
    dl->AddText(ImVec2(a.x, b.y + 1.0f), ImGui::GetColorU32(off ? ImGuiCol_TextDisabled : ImGuiCol_Text), caption.c_str());
    ImGui::PopFont();

    ImGui::SetCursorScreenPos(a);
    ImGui::PushID(static_cast<int>(slot));
    ImGui::InvisibleButton("head", ImVec2(side, side + line));
    if (ImGui::IsItemHovered()) {
      ui.hovered_grid = static_cast<int>(g.part);
      ui.hovered_head = index;
    }
    if (ImGui::IsItemHovered() && asked) {
      ImGui::SetTooltip(tr("Layer %d, head %d: which head is this? (its habit hidden until answered)"), l + 1, h + 1);
    } else if (ImGui::IsItemHovered()) {
      ImGui::BeginTooltip();
      ImGui::Text(tr("Layer %d, head %d: %s%s"), l + 1, h + 1, part_name, off ? tr(" (switched off)") : "");
      if (grouped) {
        const int group = c.heads / c.kv_heads;
        const int kv = h / group;
        ImGui::Text(tr("reads K/V head %d with query heads %d–%d: one set of keys and values, %d questions"), kv + 1,
                    kv * group + 1, (kv + 1) * group, group);
      }
      if (mixed) {
        if (c.local(static_cast<std::size_t>(l))) {
          ImGui::Text(tr("a local layer: each token sees itself and the %d tokens before it"), c.sliding_window - 1);
        } else {
          ImGui::TextUnformatted(tr("a global layer: each token sees every token before it"));
        }
      }
      if (g.kind == GridKind::Picture) {
        ImGui::Text(tr("a patch puts on average %s on [CLS] · %s on itself · %s on the 8 patches around it · %s on "
                       "the other special tokens · entropy %.2f bits"),
                    percent(s.first).c_str(), percent(s.self).c_str(), percent(s.neighbours).c_str(),
                    percent(s.marked).c_str(), static_cast<double>(s.entropy));
      } else if (g.kind == GridKind::Cross) {
        ImGui::Text(tr("each target token's strongest source token takes %s of its attention on average · entropy "
                       "%.2f bits"),
                    percent(s.peak).c_str(), static_cast<double>(s.entropy));
      } else if (g.kind == GridKind::Open) {
        // TRANSLATORS: the shares of a head's attention by kind of key; the third %s is " ([CLS])" or
        // nothing, the fifth a special token ([SEP], </s>) or "marked".
        ImGui::Text(tr("previous %s · next %s · first%s %s · %s %s · itself %s · entropy %.2f bits"),
                    percent(s.previous).c_str(), percent(s.next).c_str(), g.marked == "[SEP]" ? " ([CLS])" : "",
                    percent(s.first).c_str(), g.marked.empty() ? tr("marked") : g.marked.c_str(), percent(s.marked).c_str(),
                    percent(s.self).c_str(), static_cast<double>(s.entropy));
      } else {
        ImGui::Text(tr("previous token %s · first token %s · itself %s · entropy %.2f bits"), percent(s.previous).c_str(),
                    percent(s.first).c_str(), percent(s.self).c_str(), static_cast<double>(s.entropy));
      }
      if (g.ablatable && snap.effects.size() != 0) {
        ImGui::Text(tr("removing it moves the next-token distribution by %s (total variation)"),
                    percent(snap.effects(l, h)).c_str());
      }
      const float big = ImGui::GetFontSize() * 18.0f;
      ImGui::Image(shown.thumbnails.texture(slot), ImVec2(big, big));
      ImGui::TextDisabled(tr("%s · click: open in every view%s"),
                          g.kind == GridKind::Cross ? tr("rows: target tokens (queries), columns: source tokens (keys)")
                                                    : tr("rows: queries, columns: keys"),
                          g.ablatable ? tr(" · right click: switch off") : "");
      ImGui::EndTooltip();
    }
    if (ImGui::IsItemClicked(ImGuiMouseButton_Left)) open_in_every_view(state, snap, g, l, h);
    if (g.ablatable && ImGui::IsItemClicked(ImGuiMouseButton_Right)) {
      state.commands.push_back(SwitchModelHead{l, h});
    }
    ImGui::PopID();
  }
  if (ui.ask_which && (ui.ask_grid == static_cast<int>(g.part) || (ui.ask_grid < 0 && g.ablatable))) {
    ask_about_grid_head(state, g, ui.ask_grid == static_cast<int>(g.part) ? ui.ask_head : -1);
  }
  ImGui::SetCursorScreenPos(ImVec2(origin.x, top + static_cast<float>((count + g.heads - 1) / g.heads) *
                                                     (side + line + gap)));
  ImGui::Dummy(ImVec2(0.0f, 0.0f));  // the grid's extent, for the scroll bar
}

// T5: each head's relative position bias, what position alone adds to its scores before
// the softmax, the same in every layer of its stack: a row of the encoder's (bidirectional)
// and one of the decoder's (causal buckets). Each map spans its own range, lo to hi.
void draw_position_bias(AppState& state, const Shown& shown, const ModelSnapshot& snap, std::size_t first_slot,
                        float width) {
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted(tr("Relative position bias"));
  ImGui::PopFont();
  ImGui::SameLine();
  ImGui::TextDisabled("%s", fit_text(tr("what position alone adds to each head's scores, shared by every layer; no "
                                        "position vectors are added to the tokens"),
                                     ImGui::GetContentRegionAvail().x)
                                .c_str());
  const float line = ImGui::GetTextLineHeight();
  const float left = std::max(ImGui::CalcTextSize(tr("encoder")).x, ImGui::CalcTextSize(tr("decoder")).x) +
                     ImGui::CalcTextSize(" ").x;
  std::size_t slot = first_slot;
  for (const auto* maps : {&snap.encoder_bias, &snap.decoder_bias}) {
    if (maps->empty()) continue;
    const bool encoder = maps == &snap.encoder_bias;
    const float side = std::min(line * 4.0f, (width - left) / static_cast<float>(maps->size()) - 4.0f);
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddText(ImVec2(origin.x, origin.y + (side - line) / 2), ImGui::GetColorU32(ImGuiCol_TextDisabled),
                encoder ? tr("encoder") : tr("decoder"));
    for (std::size_t h = 0; h < maps->size(); ++h, ++slot) {
      const BiasMap& b = (*maps)[h];
      if (b.shown.size() == 0) continue;
      const ImVec2 a(origin.x + left + static_cast<float>(h) * (side + 4.0f), origin.y);
      shown.thumbnails.fill(slot, thumbnail_of(snap, slot), snap.version, state.colormap);
      dl->AddImage(shown.thumbnails.texture(slot), a, ImVec2(a.x + side, a.y + side));
      ImGui::SetCursorScreenPos(a);
      ImGui::PushID(static_cast<int>(slot));
      ImGui::InvisibleButton("bias", ImVec2(side, side));
      if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        // TRANSLATORS: %s is "encoder" or "decoder", as translated on their own.
        ImGui::Text(tr("Head %zu, the %s's position bias: from %.2f (dark) to %.2f (bright), added to the scores "
                       "after Q·Kᵀ (T5 does not divide them by √d_k)"),
                    h + 1, encoder ? tr("encoder") : tr("decoder"), static_cast<double>(b.lo), static_cast<double>(b.hi));
        const float big = ImGui::GetFontSize() * 16.0f;
        ImGui::Image(shown.thumbnails.texture(slot), ImVec2(big, big));
        ImGui::TextDisabled("%s", tr("rows: queries, columns: keys; a diagonal band: nearby keys favoured"));
        ImGui::EndTooltip();
      }
      ImGui::PopID();
    }
    ImGui::SetCursorScreenPos(ImVec2(origin.x, origin.y + side + 4.0f));
    ImGui::Dummy(ImVec2(0.0f, 0.0f));
  }
}

// Every grid of the model: one (a decoder, BERT), or an encoder–decoder's three, each under
// its title, sharing the height.
void draw_grids(AppState& state, const Shown& shown, const ModelSnapshot& snap, ImVec2 size) {
  PretrainedUi& ui = state.pretrained;
  const decoder::Architecture& c = snap.model->weights.arch;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11.0f);
  const auto sort_names = translated(kSortNames);
  ImGui::Combo(fmt("{0}###sort_heads", tr("sort the heads by")).c_str(), &ui.sort, sort_names.data(),
               static_cast<int>(sort_names.size()));
  if (ui.sort == 5 && snap.effects.size() == 0) {
    ImGui::SameLine();
    ImGui::TextDisabled("%s", tr("(measure the effects first)"));
  }
  const float rest = size.y - ImGui::GetFrameHeightWithSpacing();
  if (!c.encoder_decoder()) {
    const GridKind kind = c.reads_pictures() ? GridKind::Picture : c.causal ? GridKind::Causal : GridKind::Open;
    Grid g{kind, decoder::Part::Self, c.layers, c.heads, &snap.summaries, 0, true, snap.marked_name};
    draw_head_grid(state, shown, snap, g, ImVec2(size.x, rest));
    return;
  }
  ImGui::SameLine(0.0f, ImGui::GetFontSize() * 2.0f);
  ImGui::TextUnformatted(tr("show"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 11.0f);
  const auto grid_choices = translated(kGridChoices);
  ImGui::Combo("##grids", &ui.grids, grid_choices.data(), static_cast<int>(grid_choices.size()));
  const int shown_grids = ui.grids == 0 ? 3 : 1;
  const float title = ImGui::GetTextLineHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
  const float each = rest / static_cast<float>(shown_grids) - title;
  const std::size_t encoder_maps = static_cast<std::size_t>(c.encoder_layers * c.heads);
  const std::size_t decoder_maps = static_cast<std::size_t>(c.layers * c.heads);
  const Grid grids[] = {
      {GridKind::Open, decoder::Part::Encoder, c.encoder_layers, c.heads, &snap.encoder_summaries, 0, false,
       snap.marked_name},
      {GridKind::Causal, decoder::Part::Self, c.layers, c.heads, &snap.summaries, encoder_maps, true, ""},
      {GridKind::Cross, decoder::Part::Cross, c.layers, c.heads, &snap.cross_summaries, encoder_maps + decoder_maps,
       false, ""},
  };
  const char* titles[] = {tr("Encoder self-attention"), tr("Decoder self-attention"), tr("Cross-attention")};
  const char* hints[] = {tr("the source reads itself, no mask · rows and columns: source tokens"),
                         tr("the target reads itself, causal · rows and columns: target tokens"),
                         tr("each target token (row) reads the source (columns) · peak: the share on its strongest "
                            "source token")};
  for (int k = 0; k < 3; ++k) {
    if (ui.grids != 0 && ui.grids != k + 1) continue;
    ImGui::PushFont(title_font());
    ImGui::TextUnformatted(titles[k]);
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::TextDisabled("%s", fit_text(hints[k], ImGui::GetContentRegionAvail().x).c_str());
    draw_head_grid(state, shown, snap, grids[k], ImVec2(size.x, std::max(each, ImGui::GetTextLineHeight() * 8.0f)));
    ImGui::Spacing();
  }
  if (!snap.encoder_bias.empty() || !snap.decoder_bias.empty()) {
    draw_position_bias(state, shown, snap, encoder_maps + 2 * decoder_maps, size.x);
  }
}

void draw_candidates(const std::vector<decoder::Candidate>& top, const std::vector<std::string>& texts) {
  const float bar_w = ImGui::GetContentRegionAvail().x * 0.45f;
  for (std::size_t i = 0; i < top.size(); ++i) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float h = ImGui::GetTextLineHeight();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + bar_w * top[i].probability, p.y + h), positive_colour());
    ImGui::Dummy(ImVec2(bar_w, h));
    ImGui::SameLine();
    ImGui::Text("%5.1f%%  %s", 100.0 * static_cast<double>(top[i].probability), texts[i].c_str());
  }
}

void draw_next_tokens(const ModelSnapshot& snap) {
  const decoder::Architecture& c = snap.model->weights.arch;
  ImGui::PushFont(title_font());
  if (c.stacks == decoder::Stacks::Encoder) {
    ImGui::TextUnformatted(tr("Fill in the [MASK]"));
    ImGui::PopFont();
    if (!c.predicts) {
      wrapped_text("%s", tr("This folder is a bare encoder (BertModel): it has no masked-LM head to fill a [MASK]."));
      return;
    }
    if (snap.masked.empty()) {
      wrapped_text("%s", tr("Type [MASK] in the text (X) for a word BERT should guess from both sides: "
                                  "\"The [MASK] sat on the mat.\""));
      return;
    }
    for (const MaskFill& f : snap.masked) {
      ImGui::Text(tr("[MASK] at token %d:"), f.position + 1);
      draw_candidates(f.top, f.texts);
    }
    return;
  }
  ImGui::TextUnformatted(c.encoder_decoder() ? tr("Next target token") : tr("Next token"));
  ImGui::PopFont();
  draw_candidates(snap.next, snap.next_tokens);
}

// A count for trn (never negative).
std::uint64_t count_of(int n) { return static_cast<std::uint64_t>(std::max(n, 0)); }

// "3 tokens made: abc", or "0 tokens made" when there are none (the patterns already of n's form).
std::string tokens_made(const char* none_pattern, const char* some_pattern, int n, const std::string& made) {
  return n > 0 ? fmt(some_pattern, n, made) : fmt(none_pattern, n);
}

std::string joined(const std::vector<std::string>& tokens, std::size_t from = 0) {
  std::string all;
  for (std::size_t i = from; i < tokens.size() && i < from + 64; ++i) all += (i > from ? " | " : "") + tokens[i];
  if (tokens.size() > from + 64) all += " …";
  return all;
}

// An encoder–decoder's target: teacher-forced on Y, or made here one greedy step at a time.
void draw_translation(AppState& state, const Shown& shown, const ModelSnapshot& snap) {
  const decoder::Architecture& c = snap.model->weights.arch;
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted(tr("Translate"));
  ImGui::PopFont();
  if (snap.teacher_forced) {
    wrapped_text("%s", tr("Teacher forcing: the decoder reads the start token, then Y's tokens but the last, "
                                "and each position predicts the next one, as in training. Clear Y to let the model "
                                "translate by itself, one token at a time."));
    return;
  }
  const bool busy = shown.pretrained.busy();
  const bool done = snap.finished || static_cast<int>(snap.run->ids.size()) >= c.context;
  if (done || busy) ImGui::BeginDisabled();
  if (ImGui::Button(tr("Step (N)"))) state.commands.push_back(GenerateTokens{1, 0.0f, 0});
  ImGui::SameLine();
  if (ImGui::Button(tr("To the end"))) state.commands.push_back(GenerateTokens{64, 0.0f, 0});
  if (done || busy) ImGui::EndDisabled();
  ImGui::SameLine();
  if (ImGui::Button(tr("Start again"))) state.commands.push_back(RunModelText{});
  std::string made;
  for (std::size_t i = 1; i < snap.tokens.size(); ++i) made += snap.tokens[i];
  const int generated = static_cast<int>(snap.tokens.size()) - 1;
  std::string made_line = tokens_made(trn("{0} token made", "{0} tokens made", count_of(generated)),
                                      trn("{0} token made: {1}", "{0} tokens made: {1}", count_of(generated)),
                                      generated, made);
  if (snap.finished) made_line += tr(" (ended by the model)");
  wrapped_text("%s", made_line.c_str());
  wrapped_text(tr("Each step: the most likely next token joins the decoder's input and adds a row to every "
                        "decoder and cross map. The encoder ran once; the cross-attention's keys and values (%d "
                        "layers × %zu source tokens) were made once and are read again at every step."),
                     c.layers, snap.source_tokens.size());
}

// A checkbox between two precisions of the products (`on` when ticked), and what the one in
// use does.
void precision_choice(AppState& state, Precision now, Precision on, Precision off, const char* label,
                      const char* when_on, const char* when_off) {
  bool ticked = now == on;
  if (ImGui::Checkbox(label, &ticked)) state.commands.push_back(SetModelPrecision{ticked ? on : off});
  wrapped_text("%s", ticked ? when_on : when_off);
}

void draw_controls(AppState& state, const Shown& shown, const ModelSnapshot& snap) {
  PretrainedUi& ui = state.pretrained;
  const decoder::Architecture& c = snap.model->weights.arch;
  ImGui::Separator();
  bool causal = snap.causal;
  if (ImGui::Checkbox(c.encoder_decoder() ? tr("Causal mask on the decoder (C)") : tr("Causal mask (C)"), &causal)) {
    state.commands.push_back(SetModelMask{causal});
  }
  if (!c.causal) {
    wrapped_text("%s", snap.causal ? tr("On: each token sees only itself and the tokens before it, GPT's "
                                              "triangle. BERT was trained without it, so its guesses for a [MASK] "
                                              "lose the words after.")
                                         : tr("BERT reads with no mask: every token sees every token, before and "
                                              "after it. Turn the mask on to see GPT's triangle instead."));
  } else {
    wrapped_text("%s", snap.causal ? tr("Each token sees only itself and the tokens before it, as the model "
                                              "was trained.")
                                         : tr("Off: each token also sees the ones after it. The model never saw "
                                              "that in training, so its predictions break: watch the list above."));
  }
  if (snap.model->dtype == "BF16") {
    precision_choice(state, snap.precision, Precision::Bf16, Precision::Float32, tr("Multiply in BF16, as stored"),
                     tr("Each product with a weight reads its input rounded to BF16 (8 bits of precision), as the "
                        "model is stored and as PyTorch's bf16 runs it: twice as fast where the CPU multiplies BF16."),
                     tr("Each product reads its input as a float32: the numbers of a float32 forward pass with these "
                        "weights, a little slower."));
  } else if (snap.model->dtype != "F32" && snap.model->dtype != "F16") {
    // Quantized weights (a GGUF file's Q4_K_M, Q8_0, ...).
    precision_choice(state, snap.precision, Precision::Int8, Precision::Bf16, tr("Multiply as llama.cpp does"),
                     tr("Each product rounds its input to 8 bits, a block of 32 or 256 values at a time, and "
                        "multiplies integers by integers, as llama.cpp, Ollama and LM Studio run this file: their "
                        "maps, a little apart from the weights' own."),
                     tr("Each product reads its input as a float32 and the weights as their blocks hold them: what "
                        "these quantized weights compute, without llama.cpp's rounding of the inputs."));
  }
  ImGui::Separator();
  const bool busy = shown.pretrained.busy();
  if (c.encoder_decoder()) {
    draw_translation(state, shown, snap);
  } else if (c.stacks == decoder::Stacks::Decoder) {
    ImGui::PushFont(title_font());
    ImGui::TextUnformatted(tr("Generate"));
    ImGui::PopFont();
    ImGui::RadioButton(tr("most likely"), !ui.sample) ? (void)(ui.sample = false) : (void)0;
    ImGui::SameLine();
    ImGui::RadioButton(tr("sample"), ui.sample) ? (void)(ui.sample = true) : (void)0;
    if (ui.sample) {
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
      ImGui::SliderFloat(fmt("{0}###temperature", tr("temperature")).c_str(), &ui.temperature, 0.1f, 2.0f, "%.2f");
      ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8.0f);
      ImGui::InputInt(fmt("{0}###seed", tr("seed")).c_str(), &ui.seed);
    }
    const bool full = static_cast<int>(snap.run->ids.size()) >= c.context;
    if (full || busy) ImGui::BeginDisabled();
    const float t = ui.sample ? ui.temperature : 0.0f;
    const auto seed = static_cast<std::uint64_t>(std::max(0, ui.seed));
    if (ImGui::Button(tr("Step (N)"))) state.commands.push_back(GenerateTokens{1, t, seed});
    ImGui::SameLine();
    if (ImGui::Button(tr("10 steps"))) state.commands.push_back(GenerateTokens{10, t, seed});
    if (full || busy) ImGui::EndDisabled();
    ImGui::SameLine();
    if (ImGui::Button(tr("Back to the text"))) state.commands.push_back(RunModelText{});
    const int generated = static_cast<int>(snap.run->ids.size()) - snap.prompt_tokens;
    std::string made;
    for (std::size_t i = static_cast<std::size_t>(snap.prompt_tokens); i < snap.tokens.size(); ++i) made += snap.tokens[i];
    const std::string generated_line =
        tokens_made(trn("{0} token generated", "{0} tokens generated", count_of(generated)),
                    trn("{0} token generated: {1}", "{0} tokens generated: {1}", count_of(generated)), generated, made);
    wrapped_text("%s", generated_line.c_str());
    // TRANSLATORS: the last %s is nothing, or ", shared by the query heads: grouped-query attention".
    wrapped_text(tr("KV cache: %s (keys and values of %zu tokens × %d layers × %d K/V heads × %d wide%s). "
                          "Each step computes only the new token's query, key and value; its row is added to every "
                          "map."),
                       bytes_text(static_cast<long long>(snap.kv_bytes)).c_str(), snap.run->ids.size(), c.layers,
                       c.kv_heads, c.head_dim,
                       c.kv_heads != c.heads ? tr(", shared by the query heads: grouped-query attention") : "");
    if (full) ImGui::TextDisabled(tr("The context of %d tokens is full."), c.context);
  }
  ImGui::Separator();
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted(tr("Switch heads off"));
  ImGui::PopFont();
  wrapped_text("%s", c.stacks == decoder::Stacks::Encoder
                               ? tr("Right-click a map to switch its head off (its output is zeroed before W_O) and "
                                    "watch the [MASK]'s fillers.")
                           : c.encoder_decoder()
                               ? tr("Right-click a map of the decoder's self-attention to switch its head off (its "
                                    "output is zeroed before W_O) and watch the next-token list.")
                               : tr("Right-click a map to switch its head off (its output is zeroed before W_O) and "
                                    "watch the next-token list."));
  if (c.stacks != decoder::Stacks::Encoder) {
    if (busy) ImGui::BeginDisabled();
    if (ImGui::Button(tr("Measure every head's effect"))) state.commands.push_back(MeasureHeadEffects{});
    if (busy) ImGui::EndDisabled();
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(tr("Runs the text again without each head in turn (%d runs) and marks the five whose "
                           "removal changes the prediction most."),
                        c.layers * c.heads);
    }
    ImGui::SameLine();
  }
  if (ImGui::Button(tr("All heads on"))) state.commands.push_back(AllModelHeadsOn{});
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 5.0f);
  ImGui::SliderInt("##layer_off", &ui.layer_off, 1, c.layers, tr("layer %d"));
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("Every head of this layer off (or on again)"));
  ImGui::SameLine();
  if (ImGui::Button(tr("Layer on/off"))) state.commands.push_back(SwitchModelHead{ui.layer_off - 1, -1});
}

// The row of token `query` in the attention laid over the picture: one head's map (the head
// hovered in the grid, else the one chosen), the layer's heads averaged, or rollout.
std::vector<double> overlay_row(const AppState& state, const ModelSnapshot& snap, int query, std::string& what) {
  const PictureUi& v = state.picture_view;
  const PretrainedUi& ui = state.pretrained;
  const decoder::Run& run = *snap.run;
  const int layers = static_cast<int>(run.layers.size());
  int layer = v.layer < 0 || v.layer >= layers ? layers - 1 : v.layer;
  std::vector<double> out;
  const auto from = [&](const MatrixRef& m) {
    if (query < 0 || query >= m.rows()) return;
    for (Eigen::Index j = 0; j < m.cols(); ++j) out.push_back(static_cast<double>(m(query, j)));
  };
  const int heads = snap.model->weights.arch.heads;
  if (ui.hovered_grid == static_cast<int>(decoder::Part::Self) && ui.hovered_head >= 0) {
    const int l = ui.hovered_head / heads, h = ui.hovered_head % heads;
    from(run.layers[static_cast<std::size_t>(l)].attention.heads[static_cast<std::size_t>(h)].weights);
    what = fmt(tr("layer {0}, head {1} (the map under the pointer)"), l + 1, h + 1);
    return out;
  }
  if (v.shows == 0) {
    const int h = std::clamp(v.head, 0, heads - 1);
    from(run.layers[static_cast<std::size_t>(layer)].attention.heads[static_cast<std::size_t>(h)].weights);
    what = fmt(tr("layer {0}, head {1}"), layer + 1, h + 1);
    return out;
  }
  if (!snap.layers || snap.layers->mean.empty()) {
    what = tr("measuring…");
    return out;
  }
  const LayerMeasures& m = *snap.layers;
  layer = std::min(layer, static_cast<int>(m.mean.size()) - 1);
  if (v.shows == 1) {
    from(m.mean[static_cast<std::size_t>(layer)]);
    what = fmt(tr("layer {0}, its heads averaged"), layer + 1);
  } else {
    from(m.rollout[static_cast<std::size_t>(layer)]);
    what = fmt(tr("rollout after layer {0}"), layer + 1);
  }
  return out;
}

// The map a picture's question is about (PictureUi's quiz_*: a head, a layer's heads
// averaged, or rollout after a layer); null when the snapshot has none of it.
MatrixView picture_quiz_map(const AppState& state, const ModelSnapshot& snap) {
  const PictureUi& v = state.picture_view;
  const decoder::Run& run = *snap.run;
  const auto layer = static_cast<std::size_t>(v.quiz_layer);
  if (v.quiz_shows == 0) {
    if (layer >= run.layers.size() || static_cast<std::size_t>(v.quiz_head) >= run.layers[layer].attention.heads.size()) {
      return nullptr;
    }
    return MatrixView(run.layers[layer].attention.heads[static_cast<std::size_t>(v.quiz_head)].weights);
  }
  if (!snap.layers || layer >= snap.layers->mean.size()) return nullptr;
  return MatrixView(v.quiz_shows == 1 ? snap.layers->mean[layer] : snap.layers->rollout[layer]);
}

// "Where does this patch look?": Q asks about the patch the shown map is surest of, a click
// picks where it looks, Space reveals (quiz.hpp keeps the score).
void picture_quiz(AppState& state, const ModelSnapshot& snap, int prefix) {
  PictureUi& v = state.picture_view;
  QuizState& q = state.quiz;
  const int key = v.key;
  v.key = 0;
  const bool asking = q.picture && q.row >= 0;
  const std::vector<std::string>& tokens = snap.tokens;
  const auto ask = [&] {
    const int layers = static_cast<int>(snap.run->layers.size());
    v.quiz_shows = v.shows;
    v.quiz_layer = v.layer < 0 || v.layer >= layers ? layers - 1 : v.layer;
    v.quiz_head = std::clamp(v.head, 0, snap.model->weights.arch.heads - 1);
    const MatrixView w = picture_quiz_map(state, snap);
    if (!w) return;
    // The patch whose strongest look at another patch is the strongest of all.
    int row = prefix;
    float best = -1.0f;
    for (Eigen::Index r = prefix; r < w.rows(); ++r) {
      for (Eigen::Index c = prefix; c < w.cols(); ++c) {
        if (c != r && w(r, c) > best) {
          best = w(r, c);
          row = static_cast<int>(r);
        }
      }
    }
    ask_quiz(state, w, tokens, row);
    q.picture = true;
    set_status(state, fmt(tr("Where does {0} look? Click the patch you predict, then Space reveals (Esc: no question)"),
                           tokens[static_cast<std::size_t>(row)]));
  };
  if (!asking) {
    if (ImGui::Button(tr("Where does a patch look? (Q)")) || key == GLFW_KEY_Q) ask();
    return;
  }
  const MatrixView w = picture_quiz_map(state, snap);
  if (!w) {
    stop_quiz(state);
    return;
  }
  if (!q.revealed) {
    if (ImGui::Button(tr("Reveal (Space)")) || key == GLFW_KEY_SPACE) reveal_quiz(state, w, tokens);
  } else if (ImGui::Button(tr("Another patch (Q)")) || key == GLFW_KEY_Q) {
    ask();
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("No question (Esc)"))) stop_quiz(state);
  if (q.revealed && !q.message.empty()) wrapped_text("%s", q.message.c_str());
}

// A vision model's side: the picture with the chosen attention over its patches, what is
// laid over it, the top five classes, and the heads switched off.
void draw_picture_side(AppState& state, const Shown& shown, const ModelSnapshot& snap) {
  PictureUi& v = state.picture_view;
  const decoder::Architecture& c = snap.model->weights.arch;
  const decoder::Run& run = *snap.run;
  if (!snap.picture) return;
  const int prefix = c.vision.prefix();
  const std::vector<std::string> tokens = snap.tokens;
  // The patch under the pointer (last frame's) shows where it looks; else the token chosen.
  // A question hides its patch's row until it is revealed, then shows it.
  const QuizState& q = state.quiz;
  const bool quiz = q.picture && q.row >= 0;
  int query = v.hovered >= 0 ? v.hovered : std::clamp(v.query, 0, run.tokens() - 1);
  if (quiz) query = q.row;
  std::string what;
  std::vector<double> values = overlay_row(state, snap, query, what);
  if (quiz) {
    values.clear();
    if (q.revealed) {
      if (const MatrixView w = picture_quiz_map(state, snap); w && q.row < w.rows()) {
        for (Eigen::Index j = 0; j < w.cols(); ++j) values.push_back(static_cast<double>(w(q.row, j)));
      }
    }
    what = q.revealed ? tr("revealed") : tr("hidden: where do you think it looks?");
  }
  const float side = std::min(ImGui::GetContentRegionAvail().x, ImGui::GetContentRegionAvail().y * 0.55f);
  shown.across.fill_picture(0, snap.picture->shown, snap.run_version);
  const PictureHover h = draw_picture_overlay("picture", shown.across.texture(0), run.grid_rows, run.grid_cols, prefix,
                                              values, query, side, state.colormap, 0.7f);
  mark_last_item(state, "picture");
  v.hovered = quiz ? -1 : h.patch;
  // The pick, ringed: the patch clicked while a question is asked.
  if (quiz && q.picked >= prefix) {
    const int r = (q.picked - prefix) / run.grid_cols, col = (q.picked - prefix) % run.grid_cols;
    const ImVec2 min = ImGui::GetItemRectMin(), max = ImGui::GetItemRectMax();
    const float pw = (max.x - min.x) / static_cast<float>(run.grid_cols), ph = (max.y - min.y) / static_cast<float>(run.grid_rows);
    const ImVec2 a(min.x + pw * static_cast<float>(col), min.y + ph * static_cast<float>(r));
    ImGui::GetWindowDrawList()->AddRect(a, ImVec2(a.x + pw, a.y + ph), IM_COL32(40, 200, 255, 255), 0.0f, 0, 3.0f);
  }
  if (h.clicked && quiz) {
    pick_quiz_key(state, h.patch, tokens);
  } else if (h.clicked) {
    v.query = h.patch;
    state.state_changed = true;
  }
  if (h.right_clicked) {
    v.query = 0;
    state.state_changed = true;
  }
  const std::string from = query >= 0 && query < static_cast<int>(tokens.size()) ? tokens[static_cast<std::size_t>(query)]
                                                                                   : std::string();
  // TRANSLATORS: under the picture: {0} the token looked from ([CLS], p(3,4)), {1} what is laid over it.
  wrapped_text("%s", fmt(tr("Where {0} looks: {1}"), from, what).c_str());
  std::string special;
  for (int t = 1; t < prefix && t < static_cast<int>(values.size()); ++t) {
    special += (t > 1 ? " · " : "") + tokens[static_cast<std::size_t>(t)] + " " + percent(static_cast<float>(values[static_cast<std::size_t>(t)]));
  }
  if (!values.empty()) {
    wrapped_text_disabled("%s", fmt(tr("on [CLS] {0}{1}{2} · hover a patch: where it looks · click: keep it · right "
                                       "click: back to [CLS]"),
                                    percent(static_cast<float>(values[0])), special.empty() ? "" : " · ", special)
                                    .c_str());
  }
  // TRANSLATORS: the choices of what is laid over the picture.
  const char* shows[] = {tr("one head"), tr("the layer's heads averaged"), tr("rollout")};
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(tr("Over the picture"));
  ImGui::SameLine();
  ImGui::SetNextItemWidth(std::max(ImGui::GetFontSize() * 6.0f, ImGui::GetContentRegionAvail().x));
  if (ImGui::Combo("##over_picture", &v.shows, shows, 3)) state.state_changed = true;
  picture_quiz(state, snap, prefix);
  int layer = v.layer < 0 ? c.layers : v.layer + 1;
  ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
  if (ImGui::SliderInt("##overlay_layer", &layer, 1, c.layers, tr("layer %d"))) {
    v.layer = layer - 1;
    state.state_changed = true;
  }
  if (v.shows == 0) {
    ImGui::SameLine();
    int head = v.head + 1;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7.0f);
    if (ImGui::SliderInt("##overlay_head", &head, 1, c.heads, tr("head %d"))) {
      v.head = head - 1;
      state.state_changed = true;
    }
  }
  ImGui::Separator();
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted(tr("Top classes"));
  ImGui::PopFont();
  if (!c.predicts) {
    wrapped_text("%s", tr("This folder has no classifier (DINO and DINOv2 are published without one): its heads and "
                          "rollout show, not a class."));
  } else {
    draw_candidates(snap.next, snap.next_tokens);
  }
  ImGui::Separator();
  ImGui::PushFont(title_font());
  ImGui::TextUnformatted(tr("Switch heads off"));
  ImGui::PopFont();
  wrapped_text("%s", tr("Right-click a map to switch its head off (its output is zeroed before W_O) and watch the "
                        "classes and the picture."));
  const bool busy = shown.pretrained.busy();
  if (c.predicts) {
    if (busy) ImGui::BeginDisabled();
    if (ImGui::Button(tr("Measure every head's effect"))) state.commands.push_back(MeasureHeadEffects{});
    if (busy) ImGui::EndDisabled();
    ImGui::SameLine();
  }
  if (ImGui::Button(tr("All heads on"))) state.commands.push_back(AllModelHeadsOn{});
}

}  // namespace

void draw_pretrained_panel(AppState& state, const Shown& shown) {
  const std::shared_ptr<const ModelSnapshot> snap = shown.pretrained.snapshot();
  draw_open_row(state, shown, *snap);
  if (!snap->model) {
    draw_no_model(state, shown);
    return;
  }
  // The Input panel's text through the model, whenever it changes.
  PretrainedUi& ui = state.pretrained;
  const bool two = snap->model->weights.arch.encoder_decoder();
  const bool picture = snap->model->reads_pictures();
  if (!picture && (ui.ran_text != state.source_text || (two && ui.ran_target != state.target_text)) &&
      !shown.pretrained.loading()) {
    ui.ran_text = state.source_text;
    ui.ran_target = state.target_text;
    state.commands.push_back(RunModelText{});
  }
  if (!snap->run) {
    ImGui::TextDisabled("%s", shown.pretrained.busy() ? tr("Running…")
                              : picture ? tr("Choose a picture in the Input panel.")
                                        : tr("Type a text in the Input panel (X)."));
    return;
  }
  if (state.quiz.which && state.quiz.in_model) draw_which_question(state);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float right_w = std::max(ImGui::GetFontSize() * 20.0f, avail.x * 0.3f);
  // The head under the pointer (the last frame's: W asks about it), found again as the
  // grids are drawn.
  if (ui.ask_which) {
    ui.ask_grid = ui.hovered_grid;
    ui.ask_head = ui.hovered_head;
  }
  ui.hovered_grid = ui.hovered_head = -1;
  ImGui::BeginChild("model_grid", ImVec2(avail.x - right_w, avail.y), false);
  draw_grids(state, shown, *snap, ImGui::GetContentRegionAvail());
  ImGui::EndChild();
  if (ui.ask_which) {
    ui.ask_which = false;
    set_status(state,
               tr("Which head is this? asks about a self-attention head: point at one (not a cross-attention head) "
                  "and press W"),
               true);
  }
  ImGui::SameLine();
  ImGui::BeginChild("model_side", ImVec2(0.0f, avail.y), false);
  if (picture) {
    draw_picture_side(state, shown, *snap);
    ImGui::EndChild();
    return;
  }
  if (two) {
    wrapped_text(tr("Source (X), %zu tokens: %s"), snap->source_tokens.size(), joined(snap->source_tokens).c_str());
    wrapped_text(tr("Decoder's input, %zu tokens: %s"), snap->tokens.size(), joined(snap->tokens).c_str());
  } else {
    wrapped_text(tr("%zu tokens: %s"), snap->tokens.size(), joined(snap->tokens).c_str());
  }
  draw_next_tokens(*snap);
  draw_controls(state, shown, *snap);
  ImGui::EndChild();
}

}  // namespace attn::app
