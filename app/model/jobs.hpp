// The jobs of the compute worker (worker.hpp), as plain functions of their requests: what
// every view needs computed, made off the frame loop. Each runs the engine through the
// cases of core/teaching/ and derives what the views show from the traces (colour ranges,
// averages over heads, max-pooled overviews, the pipeline's matrices, Q and K before a
// rotation), so that drawing only reads. Each request names its result (Request::Result).
// The Diff view's job is in diff_job.hpp.
//
// Legend: T1 source tokens, T2 target tokens, Tq queries, Tk keys, D model width, H heads.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/teaching/model_run.hpp"
#include "core/teaching/teaching.hpp"
#include "model/layer_source.hpp"
#include "model/results.hpp"

namespace attn::app {

struct Computation;

// What one computation needs, copied from AppState when the inputs change.
struct ComputeRequest {
  using Result = std::unique_ptr<Computation>;
  std::uint64_t generation = 0;
  AttentionCase source;         // self-attention of X (the sentence written `repeat` times)
  AttentionCase target;         // causal self-attention of Y
  AttentionCase cross;          // queries Y, keys and values X
  bool has_target = false;      // Y is not blank
  std::string one_copy;         // the source sentence once (tokens per copy)
  std::string target_text;      // Y as typed (the teacher-forcing table)
  // A whole model's layer instead of the three cases above: the job runs the model on the
  // sentences and takes the layer's cases (layer_source.hpp).
  std::shared_ptr<const LayerSource> trained;
  int trained_layer = 0;
  std::string source_text;      // X, for the trained model
};

// What one computation makes: the three cases and the tables, ready for display.
struct Computation {
  std::uint64_t generation = 0;
  bool has_target = false;
  CaseSlot source;
  CaseSlot target;
  CaseSlot cross;
  Tables tables;
  int source_tokens_per_copy = 0;
  double seconds = 0.0;  // how long it took
};

// A head's scores for the shown source result.
struct DetailRequest {
  using Result = FocusDetail;
  std::uint64_t generation = 0;
  int head = 0;
  const CaseSlot* slot = nullptr;  // the shown source slot: read on the worker
};

// The leak test for token j of a self-attention case, with the mask on and off.
struct LeakRequest {
  using Result = LeakSlot;
  std::uint64_t id = 0;
  AttentionCase self_case;
  int token = 0;
};

// How context moves `word` between two sentences, under a case's model.
struct MeaningRequest {
  using Result = MeaningSlot;
  std::uint64_t id = 0;
  AttentionCase base;
  std::string sentence_a, sentence_b, word;
};

// The three cases of a request, each with what its views derive from it, and the tables.
// A case that fails leaves its slot with the error; the source's failure empties the others.
void compute(ComputeRequest& request, Computation& out);
// Y as typed without the "<start>" the Input panel invites before it (a model puts its own
// start token there).
std::string strip_start_marker(const std::string& text);
// The scores of one head of the shown source (head_detail), with their range and overview.
// Empty when the head cannot be made.
FocusDetail make_detail(const DetailRequest& request);
LeakSlot make_leaks(LeakRequest& request);
MeaningSlot make_meaning(MeaningRequest& request);

// "8 heads × 4096 tokens": what a request computes, for the status line.
std::string computation_words(const ComputeRequest& request);
// The bytes of every matrix a computation holds.
std::size_t computation_bytes(const Computation& c);

}  // namespace attn::app
