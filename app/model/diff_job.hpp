// The Diff view's job on the compute worker: what it compares that takes a run of the
// engine. From the views' model: B of "mask on vs off" (the case again with the mask flipped)
// and of "two sentences" (the case on the second sentence), every head at once, so that
// choosing another head needs no run. From the Training view's model, on the sentence it
// shows: A and B of "two layers" (read from its run), "two training steps" (two kept models
// run) and "two checkpoints" (files read and run). "Two models": two pretrained models
// opened (shared with the Model view when one is its model) and run on the Model view's
// text, kept open while they are compared. Two heads of the shown result need no job.
//
// The frame asks again only when what the view shows changes (diff_key): the settings, the
// results A comes from, or the Training view's model, sentence, kept models and files; a
// checkpoint is not read again because the model trains on.
//
// Legend: Tq queries, Tk keys, H heads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/teaching/teaching.hpp"
#include "model/results.hpp"
#include "model/state.hpp"
#include "model/training_session.hpp"

namespace attn::app {

// The most tokens the Diff view compares (B is computed beside the results).
inline constexpr std::ptrdiff_t kDiffMaxTokens = 512;

struct DiffRequest {
  using Result = DiffSlot;
  std::uint64_t id = 0;
  DiffKey key;  // its settings are what is compared
  // Mask, sentences: B's case, and the tokens of X (B must have as many).
  AttentionCase other;
  std::ptrdiff_t tokens = 0;
  std::string refused;  // why B cannot be made (a model's layer as the weights)
  // Layers, steps, checkpoints: the Training view's model, its sentence, and for steps the
  // kept models nearest the steps asked.
  TaskKind task = TaskKind::Translate;
  std::shared_ptr<const Transformer> model;
  std::shared_ptr<const SentenceRun> sentence;
  KeptModel kept_a, kept_b;
};

// What the Diff view needs worked out now; nullopt when nothing is (two heads, no result, a
// text too long: build_diff_maps says why).
std::optional<DiffKey> diff_key(const AppState& state, const Results& results, const TrainingSnapshot& training);
bool same_diff(const DiffKey& a, const DiffKey& b);
// Whether `now` differs from `before` by an edit (what is compared, or the results A comes
// from), not only by the Training view's model going on: the frame then waits a frame's time
// for it, as for any edit.
bool diff_edited(const DiffKey& now, const std::optional<DiffKey>& before);
// The request for `key` (diff_key's), copied from the state, the results and the Training
// view's snapshot.
DiffRequest diff_request(const AppState& state, const Results& results, const TrainingSnapshot& training, DiffKey key,
                         std::uint64_t id);

// On the worker: B's heads, or A and B with their labels, or the error naming the problem.
DiffSlot make_diff(DiffRequest& request);
// Lets go of the two models "two models" keeps open between its jobs (make_diff does when
// another kind is compared).
void release_diff_models();
// "the Diff view's B" and the like, for the status line.
std::string diff_words(const DiffRequest& request);
// A map's shape as the Diff view and the maps show it: "T1×T2 = 5×7".
std::string shape_text(const char* rows_name, const char* cols_name, std::ptrdiff_t rows, std::ptrdiff_t cols);

}  // namespace attn::app
