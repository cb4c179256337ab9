// Which model the current view shows, and the tokens it reads: the teaching views' model
// (the Model panel's own settings), the Training view's model (the Training view, and a
// Diff of its layers, steps or checkpoints), or the Model view's pretrained model. The Model
// panel, the line above the view and the Input panel's token chips describe that one, so
// that what the left side says is what the maps show.
//
// Reads the snapshots the sessions published; computes nothing.
#pragma once

#include <string>
#include <vector>

#include "model/model_session.hpp"
#include "model/results.hpp"
#include "model/state.hpp"
#include "model/training_session.hpp"

namespace attn::app {

// A model's sizes as the line above the view says them: "2 + 2 layers · D = 64 · H = 4 ·
// d_k = 16" (with "(3 K/V)" after H when the keys and values have fewer heads).
std::string sizes_text(int layers, int encoder_layers, int d_model, int heads, int kv_heads, int d_k);

struct ModelInView {
  std::string name;            // "the translate model, trained here", "SmolLM2-135M"; "" for the settings' own
  std::string sizes;           // "2 + 2 layers · D = 64 · H = 4 · d_k = 16"
  std::string settings_where;  // where its sizes are set
};
ModelInView model_in_view(const AppState& state, const TrainingSnapshot& training, const ModelSnapshot& pretrained);

// The tokens of X and Y that the model in view reads, for the chips and the counts.
struct TokensInView {
  std::vector<std::string> source, target;
  bool source_known = false, target_known = false;
  std::string reader;          // "" for the teaching views; else whose tokens these are
  bool target_unread = false;  // the model in view reads X alone
};
TokensInView tokens_in_view(const AppState& state, const Results& results, const TrainingSnapshot& training,
                            const ModelSnapshot& pretrained);

}  // namespace attn::app
