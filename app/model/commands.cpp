#include "model/commands.hpp"

#include <algorithm>
#include <exception>
#include <type_traits>

#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "model/model_session.hpp"
#include "model/session.hpp"
#include "model/shipped_data.hpp"
#include "model/state.hpp"
#include "model/training_session.hpp"

namespace attn::app {
namespace {

// N in the Model view: what its Step button would do now, or nothing.
void step_model(const AppState& state, ModelSession& model) {
  const std::shared_ptr<const ModelSnapshot> snap = model.snapshot();
  if (!snap->model || !snap->run || model.busy()) return;
  const decoder::Architecture& c = snap->model->weights.arch;
  const bool full = static_cast<int>(snap->run->ids.size()) >= c.context;
  if (c.encoder_decoder()) {
    if (!snap->teacher_forced && !snap->finished && !full) model.generate(1, 0.0f, 0);
  } else if (c.stacks == decoder::Stacks::Decoder && !full) {
    const PretrainedUi& ui = state.pretrained;
    model.generate(1, ui.sample ? ui.temperature : 0.0f, static_cast<std::uint64_t>(std::max(0, ui.seed)));
  }
}

bool has_extension(const std::string& path, std::initializer_list<const char*> extensions) {
  std::string lower;
  for (const char c : path) lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  for (const char* e : extensions) {
    const std::string ext = e;
    if (lower.size() >= ext.size() && lower.compare(lower.size() - ext.size(), ext.size(), ext) == 0) return true;
  }
  return false;
}

}  // namespace

std::string picture_to_read(const AppState& state) {
  if (!state.picture.empty()) return state.picture;
  const std::string data = shipped_data_dir();
  return data.empty() ? std::string() : data + "/pictures/chelsea.png";
}

void take_dropped_files(AppState& state) {
  const std::vector<std::string> files = std::move(state.dropped);
  state.dropped.clear();
  for (const std::string& path : files) {
    const io::platform::FileInfo info = io::platform::file_info(path);
    if (has_extension(path, {".png", ".jpg", ".jpeg"})) {
      state.commands.push_back(SetModelPicture{path});
      set_status(state, fmt(tr("Picture: {0} (for a vision model in the Model view)"), path));
    } else if ((info.is_directory && io::platform::file_info(path + "/config.json").is_file) ||
               (info.is_file && has_extension(path, {".gguf"}))) {
      state.pretrained.folder = path;
      state.pretrained.need_open = true;
      state.view = View::Pretrained;
    } else if (has_extension(path, {".json"}) && info.is_file) {
      request_open(state, path);
    } else {
      set_status(state, fmt(tr("'{0}' is not a picture (PNG, JPEG), a model folder, a GGUF file or a lesson"), path), true);
    }
    state.state_changed = true;
  }
}

bool run_commands(AppState& state, TrainingSession& training, ModelSession& model) {
  if (!state.dropped.empty()) take_dropped_files(state);
  const std::string& x = state.source_text;
  const std::string& y = state.target_text;
  if (state.pretrained.need_open) {
    state.pretrained.need_open = false;
    // A folder, or a repository from the Hugging Face cache; one not there is offered for
    // download in the Model view, never fetched without the teacher's click.
    try {
      state.pretrained.offer.clear();
      state.commands.insert(state.commands.begin(), OpenModel{io::resolve_model_reference(state.pretrained.folder, "")});
    } catch (const io::NotInCache& e) {
      state.pretrained.offer = e.reference;
      state.state_changed = true;
    }
  }
  if (state.need_checkpoint_open) {
    state.need_checkpoint_open = false;
    state.commands.insert(state.commands.begin(), OpenCheckpoint{state.checkpoint});
  }
  const std::vector<SessionCommand> commands = std::move(state.commands);
  state.commands.clear();
  if (commands.empty()) return false;
  for (const SessionCommand& command : commands) {
    std::visit(
        [&](const auto& c) {
          using C = std::decay_t<decltype(c)>;
          if constexpr (std::is_same_v<C, StartTraining>) {
            training.set_ablation(c.ablation);
            training.start();
          } else if constexpr (std::is_same_v<C, PauseTraining>) {
            training.pause();
          } else if constexpr (std::is_same_v<C, StepTraining>) {
            training.step_once();
          } else if constexpr (std::is_same_v<C, ResetTraining>) {
            try {
              training.reset(c.settings);
              state.training.layer = state.training.head = 0;
              set_status(state, "");
            } catch (const std::exception& e) {
              set_status(state, fmt(tr("Training: {0}"), e.what()), true);
            }
          } else if constexpr (std::is_same_v<C, OpenCheckpoint>) {
            training.open(c.path);
          } else if constexpr (std::is_same_v<C, SaveCheckpoint>) {
            training.save(c.path);
          } else if constexpr (std::is_same_v<C, SwitchTrainingHeads>) {
            training.set_ablation(c.ablation);
          } else if constexpr (std::is_same_v<C, OpenModel>) {
            state.pretrained.offer.clear();
            state.pretrained.ran_text = x;
            state.pretrained.ran_target = y;
            model.open(c.folder, x, y, picture_to_read(state));
          } else if constexpr (std::is_same_v<C, RunModelText>) {
            state.pretrained.ran_text = x;
            state.pretrained.ran_target = y;
            model.run(x, y);
          } else if constexpr (std::is_same_v<C, SetModelMask>) {
            if (c.causal) {
              model.set_causal(*c.causal, x, y);
            } else if (const auto snap = model.snapshot(); snap->model) {
              model.set_causal(!snap->causal, x, y);
            }
          } else if constexpr (std::is_same_v<C, SetModelPrecision>) {
            model.set_precision(c.precision, x, y);
          } else if constexpr (std::is_same_v<C, SwitchModelHead>) {
            model.toggle_head(c.layer, c.head, x, y);
          } else if constexpr (std::is_same_v<C, AllModelHeadsOn>) {
            model.clear_ablation(x, y);
          } else if constexpr (std::is_same_v<C, GenerateTokens>) {
            model.generate(c.steps, c.temperature, c.seed);
          } else if constexpr (std::is_same_v<C, StepModel>) {
            step_model(state, model);
          } else if constexpr (std::is_same_v<C, MeasureHeadEffects>) {
            model.measure_effects();
          } else if constexpr (std::is_same_v<C, SetModelPicture>) {
            state.picture = c.path;
            state.picture_view.query = 0;
            model.set_picture(c.path, x, y);
          }
        },
        command);
  }
  return true;
}

}  // namespace attn::app
