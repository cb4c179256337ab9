// What the stack does as a whole, for the views that look across layers (Across layers,
// Logit lens, and the Model view's picture): each layer's heads averaged, attention rollout
// after each layer, attention flow to one query, the logit lens, and, for one prediction,
// raw attention, rollout, flow and the effect of taking each input token away side by side
// with their rank correlations ("is attention an explanation?").
//
// Measured on a session's thread (the Model view's for a pretrained model, the Training
// view's for a model trained here) from a run it holds, never on the frame's; the views read
// the published LayerMeasures. What is wanted (the attention followed, the query, whether
// flow, the explanation and the lens are asked) is said by the view each frame it draws, and
// measured again with every run while it is wanted.
//
// Legend: L layers, T tokens (T1 a source's, T2 a decoder's), rows queries, columns keys.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/model/decoder.hpp"
#include "core/model/transformer.hpp"
#include "core/teaching/model_run.hpp"
#include "core/teaching/rollout.hpp"
#include "core/teaching/tasks.hpp"
#include "io/model_folder.hpp"

namespace attn::app {

// Which attention the measures follow: the main stack's self-attention (a decoder's,
// BERT's, a vision model's; a trained decoder-only model's), an encoder–decoder's encoder,
// or its decoder through cross-attention (rows decoder tokens, columns source tokens).
enum class LayersPart { Self, Encoder, Cross };

struct LayersWanted {
  LayersPart part = LayersPart::Self;
  int query = -1;        // the row flow and the explanation measure; -1: the prediction's
  bool flow = false;
  bool explain = false;  // raw attention, rollout, flow and removal side by side
  bool lens = false;
  bool operator==(const LayersWanted& o) const {
    return part == o.part && query == o.query && flow == o.flow && explain == o.explain && lens == o.lens;
  }
  bool operator!=(const LayersWanted& o) const { return !(*this == o); }
};

struct LayerMeasures {
  LayersWanted wanted;        // as measured
  std::uint64_t run_version = 0;  // the session's run measured
  std::string error;          // why nothing could be measured ("" when measured)
  std::vector<std::string> rows, columns;  // the tokens: queries, keys
  std::vector<Matrix> mean;     // each layer's heads averaged (rows × columns)
  std::vector<Matrix> rollout;  // after each layer (rows × columns)
  // The same as the maps draw them: each divided by its largest value and max-pooled onto
  // at most kShownTexels a side.
  std::vector<Matrix> mean_shown, rollout_shown;
  std::uint64_t serial = 0;     // different for every LayerMeasures made (its textures' key)
  int query = 0;                // the row measured by flow and the explanation
  std::vector<double> flow;     // to `query`, from each column's token
  std::string flow_error;       // why there is no flow (too long, cross-attention)
  bool explained = false;
  Attributions explanation;     // raw, rollout, flow, removal and their ρ
  std::string predicted;        // the prediction explained, as shown
  float probability = 0.0f;     // its probability
  std::string explain_error;
  // The logit lens (decoder.hpp), each cell's tokens as shown, and the bytes of the
  // residual streams it reads.
  std::shared_ptr<const decoder::LogitLens> lens;
  std::vector<std::vector<std::string>> lens_texts;  // per cell (lens.cells' order), its top tokens
  std::vector<std::string> lens_next;                // per position: the token that follows, or ""
  std::vector<std::string> lens_tokens;              // the tokens the lens reads (every position)
  std::string lens_error;
  std::size_t residual_bytes = 0;
};

inline constexpr int kShownTexels = 256;

// The query a view measures when none is chosen: a decoder's last token (the prediction
// after the text), BERT's first [MASK] (else [CLS]), a vision model's [CLS], an
// encoder–decoder's last decoder token.
int default_query(const decoder::Architecture& a, const decoder::Run& run, int mask_id);

// The measures of a pretrained model's run. `labels` names a vision model's classes (for
// the prediction explained).
LayerMeasures measure_pretrained(const io::ModelFolder& model, const decoder::Run& run, const LayersWanted& wanted);

// The measures of a model trained here, on the sentence the Training view shows (its run
// and the tokens' texts). No lens: the trained models keep no residual streams.
LayerMeasures measure_trained(const Transformer& model, const Task& task, const ModelRun& run,
                              const std::vector<std::string>& source_tokens,
                              const std::vector<std::string>& decoder_tokens, const LayersWanted& wanted);

}  // namespace attn::app
