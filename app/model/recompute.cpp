#include "model/recompute.hpp"

#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "io/i18n.hpp"
#include "model/diff_job.hpp"
#include "model/requests.hpp"
#include "model/worker.hpp"

namespace attn::app {
namespace {

// How long a request waits for the worker before letting the frame go on: about a frame.
constexpr double kSynchronousSeconds = 0.012;

ComputeWorker& worker_of(Results& results) {
  if (!results.worker) results.worker = std::make_shared<ComputeWorker>();
  return *results.worker;
}

// The head whose scores a view needs from a long source (which keeps only weights).
bool head_needing_scores(const AppState& s, const Results& r, int* head) {
  if (!r.source.ok || r.source.detailed || r.source.result.trace.heads.empty()) return false;
  const int heads = static_cast<int>(r.source.result.trace.heads.size());
  const bool focused = s.focused_head >= 0 && s.focused_head < heads;
  if (s.view == View::Why) {
    *head = focused ? s.focused_head : 0;
    return true;
  }
  if (s.values == ValueKind::Scores && focused &&
      (s.view == View::Heads || s.view == View::Compare)) {
    *head = s.focused_head;
    return true;
  }
  return false;
}

// A finished computation in place of the shown one. Returns true when anything changed.
bool publish(AppState& s, Results& results, std::unique_ptr<Computation> c) {
  s.state_changed = true;
  if (!c->source.ok) {
    set_status(s,
               fmt(results.source.ok ? tr("Still showing the last good result: {0}") : tr("Nothing to show: {0}"),
                   c->source.error),
               true);
    s.status_from_inputs = true;
    results.worker->give_back(std::move(c));
    results.detail_asked_head = -1;  // a head's scores cancelled by the edit are asked again
    return true;
  }
  const auto shape = [](const CaseSlot& slot) {
    return std::pair<std::size_t, std::size_t>(slot.result.q_tokens.size(), slot.result.k_tokens.size());
  };
  const auto old_source = shape(results.source);
  const auto old_target = shape(results.target);
  const auto old_cross = shape(results.cross);
  std::swap(results.source, c->source);
  std::swap(results.target, c->target);
  std::swap(results.cross, c->cross);
  std::swap(results.tables, c->tables);
  results.generation = c->generation;
  ++results.computations_shown;
  results.source_tokens_per_copy = c->source_tokens_per_copy;
  results.focus = FocusDetail{};
  results.detail_asked_head = -1;
  const bool has_target = c->has_target;
  results.worker->give_back(std::move(c));
  if (shape(results.source) != old_source) s.zoom[static_cast<int>(ZoomGroup::Source)] = {};
  if (shape(results.target) != old_target) s.zoom[static_cast<int>(ZoomGroup::Target)] = {};
  if (shape(results.cross) != old_cross) s.zoom[static_cast<int>(ZoomGroup::Cross)] = {};

  s.need_maps = true;
  s.need_leaks = true;
  s.need_meaning = true;

  std::string target_error;
  if (has_target) {
    if (!results.target.ok) target_error = results.target.error;
    else if (!results.cross.ok) target_error = results.cross.error;
  }
  if (!target_error.empty()) {
    set_status(s, fmt(tr("Target sentence: {0}"), target_error), true);
    s.status_from_inputs = true;
  } else if (!results.source.result.trace.warnings.empty()) {
    set_status(s, results.source.result.trace.warnings.front());
  } else if (s.status_is_error && s.status_from_inputs) {
    set_status(s, tr("Ready."));  // the inputs are fixed; other errors (files) stay on show
  }
  return true;
}

}  // namespace

void recompute(AppState& s, Results& results) {
  s.need_recompute = false;
  ComputeWorker& worker = worker_of(results);
  // The scores of one head of a long input are large: they go before the new computation
  // is made beside the one shown.
  if (results.focus.scaled.size() != 0 && !results.source.detailed) {
    results.focus = FocusDetail{};
    results.detail_asked_head = -1;
    s.need_maps = true;
  }
  // Waits a frame's time for the result, unless a computation is already running: an edit
  // during a long one (typing) must not hold up every frame.
  const bool was_busy = worker.busy();
  worker.submit(compute_request(s, ++results.requested_generation));
  if (!was_busy) worker.wait_until_settled(kSynchronousSeconds);
  collect_results(s, results);
}

void ask_leaks(AppState& s, Results& results) {
  s.need_leaks = false;
  s.state_changed = true;
  if (!results.source.ok) {
    results.leaks = LeakSlot{};
    results.leaks.error = tr("Nothing to test: the source sentence has no result.");
    results.leaks_shown = results.leaks_asked;  // nothing on the way
    return;
  }
  const int tokens = static_cast<int>(results.source.result.q_tokens.size());
  if (s.leak_token < 0) s.leak_token = tokens / 2;
  s.leak_token = std::clamp(s.leak_token, 0, std::max(0, tokens - 1));
  if (tokens > kLeakTestTokens) {
    results.leaks = LeakSlot{};
    results.leaks.error = fmt(tr("The leak test runs attention four times over the whole text, so it is offered up to {0} "
                                 "tokens; X has {1}. Shorten the source sentence (or set repeat to ×1)."),
                              kLeakTestTokens, tokens);
    results.leaks_shown = results.leaks_asked;
    return;
  }
  ComputeWorker& worker = worker_of(results);
  const bool was_busy = worker.busy();
  worker.ask(leak_request(s, ++results.leaks_asked));
  if (!was_busy) worker.wait_until_settled(kSynchronousSeconds);
  collect_results(s, results);
}

void ask_meaning(AppState& s, Results& results) {
  s.need_meaning = false;
  s.state_changed = true;
  ComputeWorker& worker = worker_of(results);
  const bool was_busy = worker.busy();
  worker.ask(meaning_request(s, ++results.meaning_asked));
  if (!was_busy) worker.wait_until_settled(kSynchronousSeconds);
  collect_results(s, results);
}

void ask_diff(AppState& s, Results& results, const TrainingSnapshot& training) {
  std::optional<DiffKey> key = diff_key(s, results, training);
  if (!key || (results.diff_key && same_diff(*key, *results.diff_key))) return;
  // An edit shows on the next frame when it is quick; the Training view's model going on
  // is shown when its job is done, without holding a frame up.
  const bool edited = diff_edited(*key, results.diff_key);
  results.diff_key = key;
  ComputeWorker& worker = worker_of(results);
  const bool was_busy = worker.busy();
  worker.ask(diff_request(s, results, training, std::move(*key), ++results.diff_asked));
  if (edited && !was_busy) worker.wait_until_settled(kSynchronousSeconds);
  collect_results(s, results);
}

bool collect_results(AppState& s, Results& results) {
  if (!results.worker) return false;
  ComputeWorker& worker = *results.worker;
  bool changed = false;
  if (std::unique_ptr<Computation> c = worker.take()) changed = publish(s, results, std::move(c));

  if (std::optional<FocusDetail> d = worker.take<DetailRequest>()) {
    if (d->generation == results.generation) {
      results.focus = std::move(*d);
      s.need_maps = true;
      s.state_changed = true;
      changed = true;
    }
  }
  if (auto leaks = worker.take<LeakRequest>()) {
    if (leaks->id == results.leaks_asked) {
      results.leaks_shown = leaks->id;
      results.leaks = std::move(*leaks);
      s.state_changed = true;
      changed = true;
    }
  }
  if (auto meaning = worker.take<MeaningRequest>()) {
    if (meaning->id == results.meaning_asked) {
      results.meaning_shown = meaning->id;
      results.meaning = std::move(*meaning);
      s.state_changed = true;
      changed = true;
    }
  }
  if (auto diff = worker.take<DiffRequest>()) {
    if (diff->id == results.diff_asked) {
      results.diff = std::move(*diff);
      s.need_maps = true;
      s.state_changed = true;
      changed = true;
    }
  }
  int head = -1;
  if (head_needing_scores(s, results, &head) &&
      !(results.focus.generation == results.generation && results.focus.head == head) &&
      !(results.detail_asked_generation == results.generation && results.detail_asked_head == head)) {
    // Only one head's scores are kept: the old ones go before the new ones are made.
    if (results.focus.scaled.size() != 0) {
      results.focus = FocusDetail{};
      s.need_maps = true;
    }
    results.detail_asked_generation = results.generation;
    results.detail_asked_head = head;
    worker.ask(DetailRequest{results.generation, head, &results.source});
  }

  const bool was_computing = results.computing;
  results.computing = worker.busy();
  results.computing_seconds = worker.busy_seconds();
  if (results.computing) results.computing_what = worker.what();
  if (results.computing != was_computing) s.state_changed = true;
  return changed;
}

void finish_results(AppState& s, Results& results) {
  // A detail asked for after a recompute is collected needs a second round.
  for (int round = 0; round < 4 && results.worker; ++round) {
    results.worker->wait_until_settled(-1.0);
    collect_results(s, results);
    if (!results.worker->busy()) break;
  }
}

bool results_pending(const Results& results) {
  return results.worker != nullptr && results.worker->busy();
}

}  // namespace attn::app
