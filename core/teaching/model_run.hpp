// One sentence through a trained model, kept whole for the views and for `compute`: the
// tokens on each side, every layer's every head, what the model predicts at each position,
// and what it says when left to itself.
//
// Encoder–decoder: with a target given, the decoder reads <start> + target (teacher
// forcing: the maps show what the model looks at while it is told the right words); the
// greedy decoding is made as well, to show beside it. Without a target, the decoder reads
// <start> + its own greedy output: the maps show what it looked at as it produced each word.
// Decoder-only: the decoder reads <start> + the sequence, and the prediction at each
// position is the next token.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/model/transformer.hpp"
#include "core/teaching/case.hpp"
#include "core/teaching/tasks.hpp"
#include "core/teaching/training.hpp"

namespace attn {

struct ModelRun {
  std::vector<int> source;         // encoder input ids (empty for decoder-only)
  std::vector<int> decoder_input;  // <start> + target, or <start> + the sequence
  bool teacher_forced = false;     // the target was given (not the model's own output)
  std::vector<int> predicted;      // argmax at each decoder row (one per decoder_input id)
  Decoding greedy;                 // encoder–decoder: the model's own output
  double loss = 0;                 // mean per scored token when a target was given, else 0
  int scored = 0;
  ForwardRecord record;            // every layer, every head (sample 0)
};

// Throws AttentionError naming the problem: a source or target longer than the model's
// positions, an empty source, a target given for a decoder-only task.
ModelRun run_model(const Transformer& model, const Task& task, const std::vector<int>& source,
                   const std::optional<std::vector<int>>& target, const Ablation& ablation = {});

// One layer of a run as the attention cases every other view computes: its inputs (the
// LayerNorm's output the layer read), its weights, its mask, and the tokens as labels.
//   source  encoder self-attention of layer `layer` (decoder-only: the decoder's, causal)
//   target  decoder causal self-attention (encoder–decoder only)
//   cross   decoder queries, keys and values the encoder's output (encoder–decoder only)
// The engine computes them again from these, so each view's numbers are the model's.
struct LayerCases {
  AttentionCase source, target, cross;
  bool has_target = false;
};
// Throws AttentionError for a layer outside [0, L).
LayerCases layer_cases(const Transformer& model, const Task& task, const ModelRun& run, int layer);

// The text of token ids one by one (markers as "<start>", "<end>").
std::vector<std::string> token_texts(const Task& task, const std::vector<int>& ids);

}  // namespace attn
