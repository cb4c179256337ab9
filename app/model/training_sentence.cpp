#include "model/training_sentence.hpp"

#include <exception>

#include "io/i18n.hpp"

namespace attn::app {

std::string training_target(TaskKind task, const std::string& y, std::string* note) {
  note->clear();
  const Task t(task);
  if (t.decoder_only()) return "";
  auto trim = [](const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return std::string();
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
  };
  std::string text = trim(y);
  if (text.rfind("<start>", 0) == 0) text = trim(text.substr(7));
  if (text.size() >= 5 && text.compare(text.size() - 5, 5, "<end>") == 0) text = trim(text.substr(0, text.size() - 5));
  if (text.empty()) return "";
  try {
    (void)t.encode(text);
  } catch (const std::exception& e) {
    *note = fmt(tr("Y is not read: {0}. The model shows its own output."), e.what());
    return "";
  }
  return text;
}

void sync_training_sentence(AppState& state, TrainingSession& session) {
  const TrainingSnapshot snap = session.snapshot();
  if (!snap.model) return;
  TrainingUi& ui = state.training;
  const TaskKind task = snap.settings.task;
  if (static_cast<int>(task) != ui.task_of_sentence) {
    if (ui.task_of_sentence >= 0 && !TrainingSession::readable(task, state.source_text)) {
      state.source_text = TrainingSession::example_sentence(task);
      state.source_repeat = 1;
      state.target_text.clear();
      state.need_recompute = true;
      state.state_changed = true;
      set_status(state, fmt(tr("X is now the {0} task's example: the model cannot read the sentence it had"),
                            task_name(task)));
    }
    ui.task_of_sentence = static_cast<int>(task);
  }
  std::string note;
  const std::string target = training_target(task, state.target_text, &note);
  if (ui.sent && state.source_text == ui.sent_source && target == ui.sent_target &&
      snap.model_generation == ui.sent_generation) {
    return;
  }
  ui.target_note = note;
  session.set_sentence(state.source_text, target);
  ui.sent = true;
  ui.sent_source = state.source_text;
  ui.sent_target = target;
  ui.sent_generation = snap.model_generation;
}

}  // namespace attn::app
