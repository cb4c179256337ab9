// Training: a small Transformer trained here, on a task made from a seed. At the top the
// task, the sizes and Start / Pause / Step / Reset, Open / Save; then the loss and accuracy
// over the steps and each head's job score, beside the attention maps of a chosen layer
// and head on one sentence (redrawn as the model learns), the sentence as the model decodes
// it beside what teacher forcing feeds it, and a switch per head to turn it off.
//
// The model is the TrainingSession's (model/training_session.hpp): the buttons push commands
// for it (model/commands.hpp), and everything drawn comes from its latest snapshot.
#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "io/i18n.hpp"
#include "panels/get_model_panel.hpp"
#include "panels/panels.hpp"
#include "widgets/teaching_widgets.hpp"
#include "widgets/text.hpp"
#include "widgets/training_widgets.hpp"

namespace attn::app {
namespace {

// The tasks' names, as core's task_name spells them (the same English is their catalog key),
// by TaskKind.
// TRANSLATORS: the training tasks: translate English to French, reverse a sequence,
// continue a repeated sequence (an induction head's job), translate Chinese to English.
constexpr const char* kTaskNames[] = {N_("translate"), N_("reverse"), N_("induction"), N_("translate-zh")};

std::string join_tokens(const std::vector<std::string>& tokens) {
  std::string out;
  for (const std::string& t : tokens) {
    if (!out.empty()) out += ' ';
    out += t;
  }
  return out;
}

TaskKind task_of(int index) { return static_cast<TaskKind>(std::clamp(index, 0, 3)); }

void take_settings(TrainingUi& ui, const TrainingSettings& s) {
  ui.task = static_cast<int>(s.task);
  ui.layers = s.layers;
  ui.d_model = s.d_model;
  ui.heads = s.heads;
  ui.steps = s.steps;
  ui.batch = s.batch;
  ui.seed = static_cast<int>(s.seed);
  ui.learning_rate = s.learning_rate;
}

TrainingSettings settings_of(const TrainingUi& ui) {
  TrainingSettings s = default_settings(task_of(ui.task));
  s.layers = ui.layers;
  s.d_model = ui.d_model;
  s.heads = ui.heads;
  s.steps = ui.steps;
  s.batch = ui.batch;
  s.seed = static_cast<std::uint64_t>(std::max(0, ui.seed));
  s.learning_rate = ui.learning_rate;
  return s;
}

Ablation ablation_of(const TrainingUi& ui) {
  Ablation a;
  a.encoder_self = ui.off_encoder;
  a.decoder_self = ui.off_decoder;
  a.decoder_cross = ui.off_cross;
  return a;
}

void draw_controls(AppState& state, const TrainingSnapshot& snap) {
  TrainingUi& ui = state.training;
  const float font = ImGui::GetFontSize();
  ImGui::SetNextItemWidth(font * 7.0f);
  const char* const task_labels[] = {tr(kTaskNames[0]), tr(kTaskNames[1]), tr(kTaskNames[2]), tr(kTaskNames[3])};
  if (ImGui::Combo(tr("task"), &ui.task, task_labels, 4)) {
    TrainingSettings s = default_settings(task_of(ui.task));
    take_settings(ui, s);
  }
  auto number = [&](const char* label, int* value, int lo, int hi) {
    ImGui::SameLine();
    ImGui::SetNextItemWidth(font * 4.5f);
    if (ImGui::InputInt(label, value, 0, 0)) *value = std::clamp(*value, lo, hi);
  };
  number(tr("layers"), &ui.layers, 1, 8);
  number("D", &ui.d_model, 4, 512);
  number(tr("heads"), &ui.heads, 1, 16);
  number(tr("steps"), &ui.steps, 1, 1000000);
  // TRANSLATORS: the number of examples in one training step (the batch size).
  number(tr("batch"), &ui.batch, 1, 4096);
  ImGui::SameLine();
  ImGui::SetNextItemWidth(font * 5.0f);
  // TRANSLATORS: "lr" is the learning rate, a short field label.
  ImGui::InputFloat(tr("lr"), &ui.learning_rate, 0.0f, 0.0f, "%.4f");
  // TRANSLATORS: the random seed the model and the examples are drawn from.
  number(tr("seed"), &ui.seed, 0, 1 << 30);

  const bool running = snap.running;
  if (running) {
    if (ImGui::Button(tr("Pause"))) state.commands.push_back(PauseTraining{});
  } else if (ImGui::Button(tr("Start"))) {
    state.commands.push_back(StartTraining{ablation_of(ui)});
  }
  ImGui::SameLine();
  if (ImGui::Button(tr("Step")) && !running) state.commands.push_back(StepTraining{});
  ImGui::SameLine();
  if (ImGui::Button(tr("Reset"))) state.commands.push_back(ResetTraining{settings_of(ui)});
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("A new model with the task and sizes above"));
  ImGui::SameLine();
  ImGui::TextDisabled("|");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(font * 16.0f);
  ImGui::InputText("##file", &ui.file);
  ImGui::SameLine();
  if (ImGui::Button(tr("Open"))) state.commands.push_back(OpenCheckpoint{ui.file});
  ImGui::SameLine();
  if (ImGui::Button(tr("Save"))) state.commands.push_back(SaveCheckpoint{ui.file});

  const TrainingSettings& s = snap.settings;
  char line[256];
  std::snprintf(line, sizeof line, tr("%s: %d layers, D = %d, %d heads%s   step %d of %d   %.1f steps/s"),
                tr(task_name(s.task)), s.layers, s.d_model, s.heads, s.mlp ? "" : tr(", attention only"),
                snap.steps_done, s.steps, running ? snap.steps_per_second : 0.0);
  std::string figures = line;
  if (!snap.evaluations->empty()) {
    const EvaluationPoint& e = snap.evaluations->back();
    std::snprintf(line, sizeof line, tr("   held-out loss %.3f   accuracy %.1f%%"), e.loss, 100.0 * e.accuracy);
    figures += line;
  }
  wrapped_text_unformatted(figures);
  if (!snap.error.empty()) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(220, 60, 60, 255));
    wrapped_text("%s", snap.error.c_str());
    ImGui::PopStyleColor();
  } else if (!snap.status.empty()) {
    wrapped_text_disabled("%s", snap.status.c_str());
  }
}

void draw_plots(const TrainingSnapshot& snap, const TrainingUi& ui, float width) {
  const float font = ImGui::GetFontSize();
  const float plot_h = std::max(font * 7.0f, ImGui::GetContentRegionAvail().y * 0.3f);
  const float x_max = static_cast<float>(std::max(snap.settings.steps, snap.steps_done));
  PlotSeries train{tr("training loss"), series_colour(0), {}, {}, 1.0f};
  for (const TrainingPoint& p : *snap.losses) {
    train.x.push_back(static_cast<float>(p.step));
    train.y.push_back(static_cast<float>(p.loss));
  }
  PlotSeries held{tr("held-out loss"), series_colour(1), {}, {}, 2.0f};
  PlotSeries accuracy{tr("held-out accuracy"), series_colour(2), {}, {}, 2.0f};
  for (const EvaluationPoint& p : *snap.evaluations) {
    held.x.push_back(static_cast<float>(p.step));
    held.y.push_back(static_cast<float>(p.loss));
    accuracy.x.push_back(static_cast<float>(p.step));
    accuracy.y.push_back(static_cast<float>(p.accuracy));
  }
  draw_line_plot("loss", tr("Loss (nats)"), {train, held}, x_max, 0.0f, -1.0f, ImVec2(width, plot_h));
  draw_line_plot("accuracy", tr("Held-out accuracy"), {accuracy}, x_max, 0.0f, 1.0f, ImVec2(width, plot_h * 0.7f));

  // Each head's job score over the steps, for the first job of the task, one line a head.
  if (snap.jobs.empty() || snap.scores->empty()) return;
  for (std::size_t job = 0; job < snap.jobs.size(); ++job) {
    std::vector<PlotSeries> lines;
    const auto& first = snap.scores->front().scores[job];
    const int layers = static_cast<int>(first.size());
    const int heads = layers > 0 ? static_cast<int>(first[0].size()) : 0;
    // The layer the job lives in: induction in the last, previous-token in the first,
    // alignment in the layer shown.
    int layer = std::clamp(ui.layer, 0, layers - 1);
    if (snap.jobs[job] == HeadJob::InductionScore) layer = layers - 1;
    if (snap.jobs[job] == HeadJob::PreviousToken) layer = 0;
    for (int h = 0; h < heads; ++h) {
      PlotSeries line{"L" + std::to_string(layer + 1) + "H" + std::to_string(h + 1), series_colour(h + 3), {}, {}, 2.0f};
      for (const ScorePoint& p : *snap.scores) {
        line.x.push_back(static_cast<float>(p.step));
        line.y.push_back(static_cast<float>(p.scores[job][static_cast<std::size_t>(layer)][static_cast<std::size_t>(h)]));
      }
      lines.push_back(std::move(line));
    }
    // TRANSLATORS: {0} is a head's job ("previous token", "alignment", ...), {1} a layer number.
    std::string title = fmt(tr("{0} score, layer {1}"), head_job_name(snap.jobs[job]), layer + 1);
    draw_line_plot(("score" + std::to_string(job)).c_str(), title.c_str(), lines, x_max, 0.0f, 1.0f,
                   ImVec2(width, plot_h * 0.7f));
  }
}

// The head switches: a checkbox per head of each attention, with its job scores now.
void draw_heads_table(AppState& state, const TrainingSnapshot& snap) {
  TrainingUi& ui = state.training;
  const TransformerConfig& c = snap.model->config();
  const int n = c.layers * c.heads;
  const bool encoder_decoder = c.architecture == Architecture::EncoderDecoder;
  for (auto* v : {&ui.off_encoder, &ui.off_decoder, &ui.off_cross}) v->resize(static_cast<std::size_t>(n), 0);
  bool changed = false;
  ImGui::TextUnformatted(tr("Switch a head off (its output zeroed): the held-out figures and the decoding follow."));
  // `what` is English (N_), the checkboxes' id whatever the language; shown translated.
  auto row = [&](const char* what, std::vector<char>& off) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(what));
    for (int l = 0; l < c.layers; ++l) {
      for (int h = 0; h < c.heads; ++h) {
        ImGui::SameLine();
        bool on = off[static_cast<std::size_t>(l * c.heads + h)] == 0;
        const std::string label = "L" + std::to_string(l + 1) + "H" + std::to_string(h + 1) + "##" + what;
        if (ImGui::Checkbox(label.c_str(), &on)) {
          off[static_cast<std::size_t>(l * c.heads + h)] = on ? 0 : 1;
          changed = true;
        }
      }
    }
  };
  if (encoder_decoder) row(N_("encoder self"), ui.off_encoder);
  row(N_("decoder self"), ui.off_decoder);
  if (encoder_decoder) row(N_("cross"), ui.off_cross);
  if (changed) state.commands.push_back(SwitchTrainingHeads{ablation_of(ui)});
}

// The model as it is now becomes the weight source of the other views (requests.cpp),
// on the sentence shown here.
void use_in_every_view(AppState& state, const TrainingSnapshot& snap) {
  TrainingUi& ui = state.training;
  ModelSettings& m = state.model;
  const TransformerConfig& c = snap.model->config();
  m.trained = trained_source(snap.model, snap.settings.task);
  m.trained_layer = ui.layer;
  m.trained_name = fmt(tr("the trained {0} model (step {1})"), tr(task_name(snap.settings.task)), snap.steps_done);
  m.d_model = c.d_model;
  m.heads = c.heads;
  m.designed = false;
  state.source_repeat = 1;
  if (snap.settings.task == TaskKind::Induction) state.target_text.clear();
  if (state.focused_head >= c.heads) state.focused_head = -1;
  state.need_recompute = true;
  state.state_changed = true;
  set_status(state, fmt(tr("Every view now shows {0}, layer {1} (Tab to go through them; Model panel: the layer, or Forget)"),
                        m.trained_name, ui.layer + 1));
}

void draw_maps(AppState& state, const TrainingSnapshot& snap) {
  TrainingUi& ui = state.training;
  const TransformerConfig& c = snap.model->config();
  const bool encoder_decoder = c.architecture == Architecture::EncoderDecoder;
  const float font = ImGui::GetFontSize();

  // The sentence is the Input panel's (model/training_sentence.hpp).
  ImGui::TextDisabled("%s", encoder_decoder ? tr("On X and Y of the Input panel (Y without <start>; empty: its own output)")
                                            : tr("On X of the Input panel, read as one sequence"));
  const SentenceRun* run = snap.sentence.get();
  if (run == nullptr) return;
  if (!run->error.empty()) {
    wrapped_text(tr("No maps: %s"), run->error.c_str());
    return;
  }
  if (encoder_decoder) {
    ImGui::Text(tr("The model's own output (greedy):  %s"), run->greedy_text.c_str());
    ImGui::Text(tr("Teacher forcing feeds the decoder:  %s"), join_tokens(run->decoder_tokens).c_str());
    ImGui::Text(tr("…and it predicts at each position:  %s"), join_tokens(run->predicted_tokens).c_str());
  } else {
    ImGui::Text(tr("Next token predicted at each position:  %s"), join_tokens(run->predicted_tokens).c_str());
  }

  ui.layer = std::clamp(ui.layer, 0, c.layers - 1);
  ui.head = std::clamp(ui.head, 0, c.heads - 1);
  if (ImGui::Button(tr("Show in every view"))) use_in_every_view(state, snap);
  mark_last_item(state, "show_in_every_view");
  if (ImGui::IsItemHovered()) {
    ImGui::SetTooltip("%s", tr("This model, as it is now, becomes the weights of every view (All heads,\n"
                               "Self vs cross, Pipeline, Decoder, ...), on this sentence, layer chosen\n"
                               "in the Model panel"));
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(font * 6.0f);
  int layer = ui.layer + 1;
  if (ImGui::SliderInt(tr("layer"), &layer, 1, c.layers)) ui.layer = layer - 1;
  ImGui::SameLine();
  for (int h = 0; h < c.heads; ++h) {
    ImGui::SameLine();
    const std::string label = fmt(tr("head {0}"), h + 1);
    if (ImGui::RadioButton(label.c_str(), ui.head == h)) ui.head = h;
  }

  const auto& rec = run->run.record;
  const auto l = static_cast<std::size_t>(ui.layer);
  const auto h = static_cast<std::size_t>(ui.head);
  // Rows of the decoder maps are labelled by what the row produces: the word it outputs.
  std::vector<std::string> produced = run->predicted_tokens;
  if (run->run.teacher_forced && encoder_decoder) {
    produced = run->decoder_tokens;
    produced.erase(produced.begin());
    produced.push_back("<end>");
  }
  // One cell size for the maps side by side, as large as the room allows.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const ImGuiStyle& style = ImGui::GetStyle();
  auto widest = [](const std::vector<std::string>& tokens) {
    float w = 0.0f;
    for (const std::string& t : tokens) w = std::max(w, ImGui::CalcTextSize(t.c_str()).x);
    return std::min(w, ImGui::GetFontSize() * 8.0f) + 6.0f;
  };
  const float src_w = widest(run->source_tokens), dec_w = widest(run->decoder_tokens);
  const float rows_w = widest(produced);
  float fixed = rows_w;  // the decoder self map's row labels
  float columns = static_cast<float>(run->decoder_tokens.size());
  if (encoder_decoder) {
    fixed += src_w + rows_w + 2.0f * style.ItemSpacing.x;
    columns += 2.0f * static_cast<float>(run->source_tokens.size());
  }
  const float top = std::max(src_w, dec_w) + ImGui::GetTextLineHeightWithSpacing() + 6.0f;
  const float rows = static_cast<float>(std::max(run->source_tokens.size(), run->decoder_tokens.size()));
  const float cell = std::clamp(std::min((avail.x - fixed - 4.0f) / columns, (avail.y - top - 4.0f) / rows),
                                font * 0.8f, font * 3.2f);
  if (encoder_decoder) {
    draw_small_map("enc", tr("Encoder self"), rec.encoder[l].self.traces[0].heads[h].weights, run->source_tokens,
                   run->source_tokens, cell);
    ImGui::SameLine();
  }
  draw_small_map("dec", tr("Decoder self"), rec.decoder[l].self.traces[0].heads[h].weights, produced,
                 run->decoder_tokens, cell);
  if (encoder_decoder) {
    ImGui::SameLine();
    const char* cross_title = snap.settings.task == TaskKind::Translate     ? tr("Cross: French word → English")
                              : snap.settings.task == TaskKind::TranslateZh ? tr("Cross: English word → Chinese")
                                                                            : tr("Cross: output → source");
    draw_small_map("cross", cross_title, rec.decoder[l].cross.traces[0].heads[h].weights, produced,
                   run->source_tokens, cell);
  }
}

}  // namespace

void draw_training_panel(AppState& state, const Shown& shown) {
  const TrainingSnapshot snap = shown.training.snapshot();
  draw_view_intro(
      state, tr("Attention that was learned"),
      tr("Every other view shows weights that were drawn at random or set by hand. Here a small "
         "Transformer learns a task from examples: translate English to French or Chinese to "
         "English, reverse a sequence, or continue a repeated sequence (induction). Press Start "
         "and watch the maps: cross-attention learns which source word each output word comes "
         "from, crossing where the word orders differ, and in the induction task a "
         "previous-token head and then an induction head appear as the loss drops. Switch a "
         "head off to see which one does the work."));
  if (!snap.model || !snap.losses) {
    ImGui::TextDisabled("%s", tr("Making the model…"));
    return;
  }
  TrainingUi& ui = state.training;
  if (ui.settings_of_generation != snap.model_generation) {
    // Another model (a reset, a file opened): its sizes in the fields, every head on.
    take_settings(ui, snap.settings);
    ui.off_encoder.clear();
    ui.off_decoder.clear();
    ui.off_cross.clear();
    ui.settings_of_generation = snap.model_generation;
    // Open on the last layer's head that does the task's job best: where the pattern is.
    const TransformerConfig& c = snap.model->config();
    ui.layer = c.layers - 1;
    ui.head = 0;
    if (!snap.scores->empty() && !snap.scores->back().scores.empty()) {
      const auto& last = snap.scores->back().scores[0][static_cast<std::size_t>(ui.layer)];
      ui.head = static_cast<int>(std::max_element(last.begin(), last.end()) - last.begin());
    }
  }
  ImGui::PushAllowKeyboardFocus(false);
  draw_controls(state, snap);
  ImGui::Separator();
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float plots_w = std::max(ImGui::GetFontSize() * 16.0f, avail.x * 0.32f);
  ImGui::BeginChild("training_plots", ImVec2(plots_w, 0.0f), false);
  draw_plots(snap, state.training, ImGui::GetContentRegionAvail().x);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("training_maps", ImVec2(0.0f, 0.0f), false);
  draw_heads_table(state, snap);
  ImGui::Separator();
  draw_maps(state, snap);
  ImGui::EndChild();
  ImGui::PopAllowKeyboardFocus();
}

}  // namespace attn::app
