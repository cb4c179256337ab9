// What the views read: the results of the program's computations, every one made on the
// compute worker (worker.hpp) and handed over whole between frames (recompute.hpp).
//
//   source: self-attention of X, causal as set     (heads view; compare, left; the teaching views)
//   target: self-attention of Y, always causal     (compare, middle; decoder)
//   cross:  queries from Y, keys and values from X (compare, right; decoder)
//
// With each computation come the teacher-forcing table and the costs; the leak test, the
// meaning shift and the Diff view's B (or the Training view's model compared with itself or a
// file), which run cases or models of their own, are made when their view asks.
//
// Legend: Tq queries, Tk keys, D model width, H heads, d_k = D / H.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"
#include "core/teaching/teaching.hpp"
#include "model/state.hpp"

namespace attn::app {

// The largest |value| of each matrix of one head the pipeline view shows (its colour ranges).
struct HeadRanges {
  float q = 0, k = 0, v = 0;
  float scores = 0;           // Q·Kᵀ
  float scaled_unmasked = 0;  // Q·Kᵀ ÷ √d_k ÷ τ, before the mask
  float scaled = 0;           // after the mask (finite values)
  float context = 0;
};

// One run_case and what is derived from it for display.
struct CaseSlot {
  bool ok = false;
  std::string error;  // why ok is false
  CaseResult result;
  AttentionConfig config;           // what the case ran with (head_detail needs it)
  bool detailed = false;            // every head has scores and scaled (TraceDetail::Full)
  std::vector<float> weight_max;    // per head, the largest weight
  std::vector<float> scaled_abs_max;  // per head, the largest finite |scaled| (detailed only)
  // The mean over heads, Tq×Tk, when it has at most kAverageCells cells (else empty: a
  // long map's average is pooled from the heads): of the weights, and of the scaled scores
  // (detailed only; −∞ where masked).
  Matrix average_weights;
  Matrix average_scaled;
  float average_weight_max = 0.0f;
  float average_scaled_abs_max = 0.0f;  // detailed only
  std::vector<Matrix> overviews;    // per head, the weights max-pooled (long maps only)
  Matrix average_overview;          // the average's weights max-pooled (long maps only)
  int masked_cells = 0;             // cells the mask hides
  // The pipeline view's (a detailed source only): per head Q·Kᵀ ÷ divisor before the mask
  // (Tq×Tk), the colour ranges of every matrix, and those of X, concat, output and W_O.
  std::vector<Matrix> scaled_unmasked;
  std::vector<HeadRanges> ranges;
  float x_abs_max = 0, concat_abs_max = 0, output_abs_max = 0, w_o_abs_max = 0;
  // Rotary positions (RoPE; the source only): per head, Q and K as the projection made them,
  // before the rotation (Tq×d_k, Tk×d_k), for the pipeline's step and Why a key wins. Empty
  // without a rotation: Q and K are then the trace's.
  std::vector<Matrix> q_before, k_before;
};

// The scores of the focused head of a long source case, whose trace keeps only weights:
// head_detail made on the compute worker when a view needs them (scores colouring, why a
// key wins), for one head at a time.
struct FocusDetail {
  std::uint64_t generation = 0;  // of the source result it belongs to
  int head = -1;                 // -1: none
  Matrix scores;                 // Tq×Tk Q·Kᵀ
  Matrix scaled;                 // Tq×Tk what softmax sees; masked = -inf
  float scaled_abs_max = 0.0f;
  Matrix scaled_overview;        // max |scaled| pooled (long maps only)
};

// The teacher-forcing table and the cost figures, made with every computation.
struct Tables {
  std::vector<TeacherForcingRow> forcing;   // for the target sentence
  std::string forcing_error;
  CostFigures cost;                         // current D, H, T
  std::vector<CostFigures> preset_costs;    // model_presets() at their own context
  std::vector<CostFigures> growth;          // current D, H at T = 128 … 131072
  std::string cost_error;
};

// The leak test, masked and unmasked, for the source's self-attention and token j.
struct LeakSlot {
  std::uint64_t id = 0;  // of the request
  bool ok = false;
  std::string error;
  LeakReport masked;    // causal mask on
  LeakReport unmasked;  // causal mask off
};

struct MeaningSlot {
  std::uint64_t id = 0;  // of the request
  bool ok = false;
  std::string error;
  MeaningShift shift;
};

// The Diff view's numbers that take a run of the engine (diff_job.hpp). The views' model
// (mask, sentences): B's weights of every head, for the results of `generation`; A is the
// shown source's. The Training view's model (layers, steps, checkpoints): A and B of the head
// compared, with their labels. Or why there is nothing to compare.
struct DiffSlot {
  std::uint64_t id = 0;          // of the request; 0: none yet
  DiffBetween between = DiffBetween::Mask;
  std::string error;
  std::uint64_t generation = 0;  // mask, sentences: the results A is from
  bool b_causal = false;         // mask: B is the causal one (A then is B's and B the shown)
  std::vector<Matrix> heads_b;   // mask, sentences: Tq×Tk weights of each head
  std::vector<std::string> tokens_b;  // sentences: B's tokens
  Matrix a, b;                   // layers, steps, checkpoints: the head's weights
  std::vector<std::string> row_tokens, col_tokens;
  std::string title_a, title_b, shape;
  std::string note;              // models: the head that changes most, named
  int layers = 0, heads = 0;     // models: theirs (0: not known yet)
  std::string sizes;             // models: A's, for the line above the view (in_view.hpp)
};

// What a Diff job is asked for: another is asked when this changes (diff_job.cpp). What is
// compared, and what it is compared on: the results (mask, sentences), or the Training view's
// model, its sentence, the kept models and the files it opened or saved (held, so that
// their identity is not taken by another).
struct DiffKey {
  DiffSettings settings;
  std::uint64_t generation = 0;
  std::shared_ptr<const void> model, sentence, step_a, step_b;
  std::vector<int> source, decoder_input;
  std::uint64_t files = 0;
  std::string text, model_a;  // models: the Model view's text, and A's model when not named
};

class ComputeWorker;  // worker.hpp

struct Results {
  CaseSlot source;
  CaseSlot target;
  CaseSlot cross;
  Tables tables;
  std::uint64_t generation = 0;       // of the computation shown; 0: none yet
  std::uint64_t requested_generation = 0;  // of the newest inputs handed to the worker
  int computations_shown = 0;         // swapped in so far (superseded ones never are)
  int source_tokens_per_copy = 0;     // tokens of one copy of the source sentence
  FocusDetail focus;                  // the focused head's scores, long inputs only
  std::uint64_t detail_asked_generation = 0;  // the scores last asked of the worker
  int detail_asked_head = -1;

  // The teaching jobs: the newest asked, and the one shown (ids, 0: none).
  LeakSlot leaks;
  MeaningSlot meaning;
  std::uint64_t leaks_asked = 0, leaks_shown = 0;
  std::uint64_t meaning_asked = 0, meaning_shown = 0;
  // The Diff view's: the newest asked (its id and what it was asked for, diff_job.hpp) and the
  // last arrived.
  DiffSlot diff;
  std::uint64_t diff_asked = 0;
  std::optional<DiffKey> diff_key;

  // The computation in progress, for the status line (set between frames).
  bool computing = false;             // a computation, a head's scores or a teaching job
  double computing_seconds = 0.0;     // since it was asked for
  std::string computing_what;         // "8 heads × 4096 tokens"
  int frames_while_computing = 0;

  // Runs every computation off the frame loop; destroyed first (it waits for the running one).
  std::shared_ptr<ComputeWorker> worker;
};

}  // namespace attn::app
