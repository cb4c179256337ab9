// The program's model (app/model/), without a window: the rules of the settings, the
// views' names, the jobs the worker runs and what they derive for the views, the worker
// itself, and the maps made from the results.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cmath>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "core/model/decoder.hpp"
#include "io/model_folder.hpp"
#include "model/diff_job.hpp"
#include "model/jobs.hpp"
#include "model/lesson_file.hpp"
#include "model/maps.hpp"
#include "model/open_models.hpp"
#include "model/training_session.hpp"
#include "model/recompute.hpp"
#include "model/requests.hpp"
#include "model/rules.hpp"
#include "model/views.hpp"
#include "model/worker.hpp"
#include "view/pooling.hpp"

using namespace attn;
using namespace attn::app;

namespace {

// The default lesson's model: the designed heads, D = 128, H = 4.
AppState lesson_state() {
  AppState s;
  s.source_text = "a fluffy blue creature roamed the verdant forest";
  s.target_text = "<start> une créature bleue et duveteuse";
  s.model.d_model = 128;
  s.model.heads = 4;
  s.model.designed = true;
  s.need_recompute = false;
  return s;
}

Computation computed(const AppState& s) {
  ComputeRequest request = compute_request(s, 1);
  Computation c;
  compute(request, c);
  return c;
}

// The Diff view's maps as the frame makes them: its job asked of the worker (when what it
// shows changed), finished and taken, then the maps.
void diff_maps_of(AppState& s, Results& results, const TrainingSnapshot& training, Maps& maps) {
  ask_diff(s, results, training);
  finish_results(s, results);
  build_maps(s, results, maps);
}

}  // namespace

TEST(Rules, TheHeadCountsAreTheDivisorsOfDUpToTheLimit) {
  EXPECT_EQ(valid_head_counts(128), (std::vector<int>{1, 2, 4, 8, 16}));
  EXPECT_EQ(valid_head_counts(96), (std::vector<int>{1, 2, 3, 4, 6, 8, 12, 16}));
  EXPECT_EQ(valid_head_counts(7), (std::vector<int>{1, 7}));
  EXPECT_EQ(valid_head_counts(0), std::vector<int>{});
  EXPECT_EQ(valid_head_counts(4096).back(), kMaxHeads);
  EXPECT_EQ(largest_head_count(100, 8), 5);
  EXPECT_EQ(largest_head_count(128, 8), 8);
  EXPECT_EQ(largest_head_count(7, 6), 1);
}

TEST(Rules, PlusThenMinusRestoresTheModelAndDNeverMoves) {
  AppState s = lesson_state();
  for (int step = 0; step < 2; ++step) {
    ASSERT_TRUE(step_head_count(s, +1));
    EXPECT_EQ(s.model.d_model, 128) << "D changed with the head count";
  }
  EXPECT_EQ(s.model.heads, 16);
  EXPECT_EQ(s.status, "H = 16 heads, d_k = 8");
  EXPECT_FALSE(step_head_count(s, +1));
  EXPECT_EQ(s.status, "H is already the largest divisor of D up to 16");
  ASSERT_TRUE(step_head_count(s, -1));
  ASSERT_TRUE(step_head_count(s, -1));
  EXPECT_EQ(s.model.heads, 4);
  EXPECT_EQ(s.model.d_model, 128);
  EXPECT_TRUE(s.need_recompute);
}

TEST(Rules, AHeadCountThatDoesNotDivideDIsRefused) {
  AppState s = lesson_state();
  EXPECT_FALSE(set_head_count(s, 3));
  EXPECT_EQ(s.model.heads, 4);
  EXPECT_TRUE(s.status_is_error);
  EXPECT_NE(s.status.find("H = 3 does not divide D = 128"), std::string::npos) << s.status;
  EXPECT_FALSE(set_head_count(s, 32));
  EXPECT_NE(s.status.find("H must be between 1 and 16"), std::string::npos) << s.status;
}

TEST(Rules, ChangingDKeepsTheLargestHeadCountThatStillDivides) {
  AppState s = lesson_state();
  s.focused_head = 3;
  ASSERT_TRUE(set_d_model(s, 100));
  EXPECT_EQ(s.model.d_model, 100);
  EXPECT_EQ(s.model.heads, 4);
  ASSERT_TRUE(set_d_model(s, 99));
  EXPECT_EQ(s.model.heads, 3);
  EXPECT_EQ(s.focused_head, -1) << "head 4 no longer exists";
  EXPECT_NE(s.status.find("H changed from 4 to 3"), std::string::npos) << s.status;
  // The designed heads' embedding needs 96 columns: D stays there, and says why.
  set_d_model(s, 64);
  EXPECT_EQ(s.model.d_model, 96);
  EXPECT_NE(s.status.find("D stays at 96 or more"), std::string::npos) << s.status;
  s.model.designed = false;
  set_d_model(s, 100000);
  EXPECT_EQ(s.model.d_model, kMaxDModel);
}

TEST(Rules, DesignedHeadsBelowTheirMinimumAreRefusedNotMadeToFit) {
  AppState s = lesson_state();
  s.model.designed = false;
  s.model.d_model = 64;
  EXPECT_FALSE(set_designed(s, true));
  EXPECT_FALSE(s.model.designed);
  EXPECT_EQ(s.model.d_model, 64) << "D changed by itself";
  EXPECT_TRUE(s.status_is_error);
  s.model.d_model = 96;
  EXPECT_TRUE(set_designed(s, true));
  EXPECT_TRUE(s.model.designed);
}

TEST(Rules, TheCausalMaskSaysWhatItHides) {
  AppState s = lesson_state();
  set_causal(s, true);
  EXPECT_TRUE(s.model.causal);
  EXPECT_TRUE(s.need_recompute);
  EXPECT_EQ(s.status, "Causal mask on: each token sees itself and the past");
  set_causal(s, false);
  EXPECT_EQ(s.status, "Causal mask off: every token sees every token");
}

TEST(Rules, ALessonWhoseHeadsDoNotDivideDIsRefused) {
  nlohmann::json j = {{"version", 1}, {"source", "a b c"}, {"d_model", 100}, {"heads", 8}};
  try {
    lesson_from_json(j);
    FAIL() << "no error";
  } catch (const std::exception& e) {
    EXPECT_NE(std::string(e.what()).find("H = 8 does not divide D = 100"), std::string::npos)
        << e.what();
  }
  j["heads"] = 5;
  EXPECT_EQ(lesson_from_json(j).heads, 5);
}

TEST(Views, OneListInTabOrderWithNamesThatRoundTrip) {
  const std::vector<std::string> names = view_names();
  ASSERT_EQ(names.size(), static_cast<std::size_t>(kViewCount));
  EXPECT_EQ(names.front(), "heads");
  EXPECT_EQ(names.back(), "diff");
  View v = View::Heads;
  for (const std::string& name : names) {
    EXPECT_EQ(view_name(v), name);
    EXPECT_EQ(view_from_name(name), v);
    v = next_view(v, +1);
  }
  EXPECT_EQ(v, View::Heads) << "Tab wraps";
  EXPECT_EQ(next_view(View::Heads, -1), View::Diff);
  EXPECT_FALSE(view_from_name("nope").has_value());
  EXPECT_EQ(view_names_text().substr(0, 15), "heads, compare,");
  EXPECT_NE(view_names_text().find("pretrained, layers, lens or diff"), std::string::npos);
}

TEST(Jobs, AComputationDerivesWhatTheViewsDraw) {
  const Computation c = computed(lesson_state());
  ASSERT_TRUE(c.source.ok) << c.source.error;
  ASSERT_TRUE(c.target.ok) << c.target.error;
  ASSERT_TRUE(c.cross.ok) << c.cross.error;
  const CaseSlot& src = c.source;
  ASSERT_TRUE(src.detailed);
  const auto& heads = src.result.trace.heads;
  ASSERT_EQ(heads.size(), 4u);
  // The average over heads, kept as a matrix: the mean of the heads' weights, as the
  // widget made it cell by cell before (the same sums, in the same order).
  ASSERT_EQ(src.average_weights.rows(), 8);
  for (Eigen::Index i = 0; i < 8; ++i) {
    for (Eigen::Index j = 0; j < 8; ++j) {
      float sum = 0.0f;
      for (const HeadTrace& h : heads) sum += h.weights(i, j);
      ASSERT_EQ(src.average_weights(i, j), sum / 4.0f);
    }
  }
  EXPECT_EQ(src.average_weight_max, src.average_weights.maxCoeff());
  ASSERT_EQ(src.average_scaled.rows(), 8);
  // The pipeline's matrices and colour ranges, for every head.
  ASSERT_EQ(src.scaled_unmasked.size(), 4u);
  ASSERT_EQ(src.ranges.size(), 4u);
  const float divisor = score_divisor(src.result.trace.d_k, src.config);
  EXPECT_TRUE(src.scaled_unmasked[1].isApprox(heads[1].scores / divisor));
  EXPECT_EQ(src.ranges[2].q, view::finite_abs_max(heads[2].q));
  EXPECT_EQ(src.ranges[2].context, view::finite_abs_max(heads[2].context));
  EXPECT_EQ(src.w_o_abs_max, view::finite_abs_max(src.result.weights.w_o));
  // Only the source keeps the pipeline's; the target is causal.
  EXPECT_TRUE(c.target.scaled_unmasked.empty());
  EXPECT_EQ(c.target.masked_cells, 15);  // 6 tokens: 6·5/2 hidden
  // The tables: teacher forcing of the target, and the costs of this model.
  ASSERT_EQ(c.tables.forcing.size(), 6u);
  EXPECT_EQ(c.tables.forcing[0].input, "<start>");
  EXPECT_EQ(c.tables.forcing.back().predicts, "<end>");
  EXPECT_EQ(c.tables.cost.d, 128);
  EXPECT_EQ(c.tables.cost.t, 8);
  EXPECT_EQ(c.source_tokens_per_copy, 8);
  EXPECT_EQ(computation_words(compute_request(lesson_state(), 1)), "4 heads × 8 tokens");
}

TEST(Jobs, ALongInputKeepsOverviewsAndMakesOneHeadsScoresOnDemand) {
  AppState s = lesson_state();
  s.source_repeat = 80;  // 640 tokens: past the detailed and the overview sizes
  s.target_text.clear();
  Computation c = computed(s);
  ASSERT_TRUE(c.source.ok) << c.source.error;
  const CaseSlot& src = c.source;
  EXPECT_FALSE(src.detailed);
  EXPECT_EQ(src.overviews.size(), 4u);
  EXPECT_EQ(src.overviews[0].rows(), kOverviewCells);
  EXPECT_EQ(src.average_weights.rows(), 640) << "640² cells: the average is still kept";
  EXPECT_EQ(src.average_scaled.size(), 0) << "no scores are kept at this length";
  EXPECT_FALSE(c.target.ok);
  const FocusDetail d = make_detail({7, 2, &src});
  EXPECT_EQ(d.generation, 7u);
  EXPECT_EQ(d.head, 2);
  ASSERT_EQ(d.scaled.rows(), 640);
  EXPECT_EQ(d.scaled_overview.rows(), kOverviewCells);
}

TEST(Jobs, TheLeakTestAndTheMeaningShiftRunOffTheFrameLoop) {
  AppState s = lesson_state();
  s.leak_token = 3;
  LeakRequest leaks = leak_request(s, 1);
  const LeakSlot slot = make_leaks(leaks);
  ASSERT_TRUE(slot.ok) << slot.error;
  EXPECT_EQ(slot.masked.first_changed_row, 3);
  EXPECT_EQ(slot.unmasked.first_changed_row, 0);
  MeaningRequest meaning = meaning_request(s, 1);
  const MeaningSlot m = make_meaning(meaning);
  ASSERT_TRUE(m.ok) << m.error;
  EXPECT_EQ(m.shift.word, "mole");
  EXPECT_LT(m.shift.cosine_after, m.shift.cosine_embedded);
  s.meaning_word = "cat";
  meaning = meaning_request(s, 2);
  const MeaningSlot missing = make_meaning(meaning);
  EXPECT_FALSE(missing.ok);
  EXPECT_NE(missing.error.find("\"cat\" is not a token"), std::string::npos) << missing.error;
}

TEST(Worker, HandsOverTheNewestComputationAndTheTeachingJobs) {
  ComputeWorker worker;
  AppState s = lesson_state();
  worker.submit(compute_request(s, 1));
  s.model.heads = 8;
  worker.submit(compute_request(s, 2));  // replaces or supersedes the first
  worker.wait_until_settled(-1.0);
  std::unique_ptr<Computation> c = worker.take();
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->generation, 2u);
  EXPECT_EQ(c->source.result.trace.heads.size(), 8u);
  EXPECT_EQ(worker.take(), nullptr);
  worker.give_back(std::move(c));

  s.leak_token = 2;
  worker.ask(leak_request(s, 5));
  worker.ask(meaning_request(s, 9));
  EXPECT_TRUE(worker.busy());
  worker.wait_until_settled(-1.0);
  auto leaks = worker.take<LeakRequest>();
  auto meaning = worker.take<MeaningRequest>();
  ASSERT_TRUE(leaks.has_value());
  ASSERT_TRUE(meaning.has_value());
  EXPECT_EQ(leaks->id, 5u);
  EXPECT_TRUE(leaks->ok);
  EXPECT_EQ(meaning->id, 9u);
  EXPECT_FALSE(worker.busy());
}

TEST(Recompute, EveryViewsNumbersArriveThroughTheWorker) {
  AppState s = lesson_state();
  Results results;
  recompute(s, results);
  finish_results(s, results);
  ASSERT_TRUE(results.source.ok);
  EXPECT_EQ(results.generation, 1u);
  EXPECT_FALSE(results.tables.forcing.empty());
  // The leak test: asked, run on the worker, and swapped in.
  s.view = View::Leaks;
  ask_leaks(s, results);
  EXPECT_EQ(s.leak_token, 4) << "the middle of 8 tokens";
  finish_results(s, results);
  EXPECT_TRUE(results.leaks.ok) << results.leaks.error;
  EXPECT_EQ(results.leaks_shown, results.leaks_asked);
  // Over the limit, refused with the reason and nothing asked of the worker.
  s.source_repeat = 70;
  recompute(s, results);
  finish_results(s, results);
  ask_leaks(s, results);
  EXPECT_FALSE(results.leaks.ok);
  EXPECT_NE(results.leaks.error.find("offered up to 512 tokens"), std::string::npos);
  EXPECT_FALSE(results_pending(results));
}

TEST(Maps, MadeFromTheResultsWithOneTextureSlotEach) {
  AppState s = lesson_state();
  Results results;
  recompute(s, results);
  finish_results(s, results);
  Maps maps;
  build_maps(s, results, maps);
  ASSERT_EQ(maps.heads.size(), 5u);  // 4 heads and the average
  EXPECT_EQ(maps.heads[0].title, "Head 1: previous token");
  EXPECT_EQ(maps.heads[4].title, "Average of 4 heads");
  EXPECT_EQ(maps.heads[4].weights, &results.source.average_weights);
  EXPECT_EQ(map_value(maps.heads[4], 2, 1), results.source.average_weights(2, 1));
  ASSERT_EQ(maps.compare.size(), 3u);
  EXPECT_EQ(maps.pipeline.size(), static_cast<std::size_t>(kPipelineMaps));
  EXPECT_EQ(maps.contexts.size(), 4u);
  // Every map has its own slot, numbered from 0.
  std::vector<int> slots;
  for (const auto* group : {&maps.heads, &maps.compare, &maps.pipeline, &maps.contexts}) {
    for (const MapView& m : *group) slots.push_back(m.slot);
  }
  slots.push_back(maps.w_o.slot);
  ASSERT_EQ(static_cast<int>(slots.size()), maps.slots);
  for (int i = 0; i < maps.slots; ++i) EXPECT_EQ(slots[static_cast<std::size_t>(i)], i);
  // One colour range for all the heads (the default), or one each.
  for (const MapView& m : maps.heads) EXPECT_EQ(m.hi, maps.heads[0].hi);
  const std::uint64_t before = maps.generation;
  s.scale_mode = ScaleMode::PerMap;
  build_maps(s, results, maps);
  EXPECT_EQ(maps.generation, before + 1);
  EXPECT_EQ(maps.heads[1].hi, results.source.weight_max[1]);
  // At 16 heads the narrow designed heads say so on the map.
  s.model.heads = 16;
  recompute(s, results);
  finish_results(s, results);
  build_maps(s, results, maps);
  EXPECT_EQ(maps.heads[0].title, "Head 1: previous token (needs d_k ≥ 14)");
  EXPECT_EQ(maps.heads[1].title, "Head 2: first token");
  // W_O's CSV says rows and columns; a head's, queries and keys.
  EXPECT_EQ(map_csv(maps.w_o).rfind("row \\ column,", 0), 0u);
  EXPECT_EQ(map_csv(maps.heads[0]).rfind("query \\ key,", 0), 0u);
}

// The Diff view of the Training view's model, worked out on the compute worker: one head in
// two layers (the run's own maps), at two kept training steps (each step's model run again on
// the sentence), and in two checkpoints (the same model twice differs by nothing; another task
// is refused by name; a new snapshot of the training model on the same sentence reads no file
// again).
TEST(Maps, TheDiffOfATrainedModelComparesLayersStepsAndCheckpoints) {
  TrainingSession session;
  TrainingSettings settings = default_settings(TaskKind::Reverse);
  settings.layers = 2;
  settings.d_model = 16;
  settings.heads = 2;
  settings.batch = 8;
  settings.held_out = 8;
  session.reset(settings);
  for (int i = 0; i < 3; ++i) session.step_once();
  session.wait_idle();
  const TrainingSnapshot snap = session.snapshot();
  ASSERT_TRUE(snap.sentence && snap.sentence->error.empty());
  ASSERT_TRUE(snap.kept);
  ASSERT_GE(snap.kept->size(), 3u) << "a model kept at each evaluation (after each step when paused)";
  EXPECT_LE(snap.kept->front().step, 1);
  EXPECT_EQ(snap.kept->back().step, 3);

  AppState s;
  Results results;
  s.view = View::Diff;
  s.diff.between = DiffBetween::Layers;
  s.diff.attention = DiffAttention::Cross;
  s.diff.head = 1;
  s.diff.layer_a = 0;
  s.diff.layer_b = 1;
  Maps maps;
  diff_maps_of(s, results, snap, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  ASSERT_EQ(maps.diff.size(), 3u);
  const auto& record = snap.sentence->run.record;
  const Matrix layer1 = record.decoder[0].cross.traces[0].heads[1].weights.view();
  const Matrix layer2 = record.decoder[1].cross.traces[0].heads[1].weights.view();
  EXPECT_TRUE(maps.diff_a.isApprox(layer1));
  EXPECT_TRUE(maps.diff_b.isApprox(layer2));
  EXPECT_TRUE(maps.diff_d.isApprox(layer1 - layer2));
  EXPECT_EQ(maps.diff[0].title, "A: layer 1, head 2 (cross)");
  EXPECT_EQ(maps.diff_tokens_a.front(), "<start>") << "cross: the decoder's rows";
  EXPECT_EQ(maps.diff_tokens_b, snap.sentence->source_tokens) << "and the source's columns";
  s.diff.layer_b = 2;
  diff_maps_of(s, results, snap, maps);
  EXPECT_NE(maps.diff_error.find("B: layer 3 is not one of the model's 2"), std::string::npos) << maps.diff_error;

  // Two training steps: the first kept against the last.
  s.diff.between = DiffBetween::Steps;
  s.diff.attention = DiffAttention::Encoder;
  s.diff.step_a = 0;
  s.diff.step_b = -1;
  diff_maps_of(s, results, snap, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  const Task task(TaskKind::Reverse);
  const ModelRun first = run_model(*snap.kept->front().model, task, snap.sentence->run.source,
                                   std::vector<int>(snap.sentence->run.decoder_input.begin() + 1,
                                                    snap.sentence->run.decoder_input.end()));
  EXPECT_TRUE(maps.diff_a.isApprox(Matrix(first.record.encoder[0].self.traces[0].heads[1].weights.view())));
  EXPECT_TRUE(maps.diff_b.isApprox(Matrix(record.encoder[0].self.traces[0].heads[1].weights.view())));
  EXPECT_GT(maps.diff_d.cwiseAbs().maxCoeff(), 0.0f) << "three steps change the weights";
  EXPECT_EQ(maps.diff[0].title.rfind("A: step " + std::to_string(snap.kept->front().step) + ",", 0), 0u)
      << maps.diff[0].title;

  // Two checkpoints: the Training view's model against itself saved is all zeros.
  const std::string file = ::testing::TempDir() + "/diff_" + std::to_string(::getpid()) + ".safetensors";
  session.save(file);
  session.wait_idle();
  s.diff.between = DiffBetween::Checkpoints;
  s.diff.checkpoint_b = file;
  diff_maps_of(s, results, snap, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  EXPECT_EQ(maps.diff_d.cwiseAbs().maxCoeff(), 0.0f);
  // The model trains on (a new snapshot, another model) on the same sentence: A is the
  // Training view's model, so it is worked out again; with A a file too, it is not.
  TrainingSnapshot later = snap;
  later.version += 1;
  later.model = std::make_shared<const Transformer>(*snap.model);
  later.sentence = std::make_shared<const SentenceRun>(*snap.sentence);
  const std::uint64_t asked = results.diff_asked;
  diff_maps_of(s, results, later, maps);
  EXPECT_EQ(results.diff_asked, asked + 1) << "A is the model as it trains";
  s.diff.checkpoint_a = file;
  diff_maps_of(s, results, later, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  EXPECT_EQ(results.diff_asked, asked + 2);
  TrainingSnapshot even_later = later;
  even_later.version += 1;
  even_later.model = std::make_shared<const Transformer>(*snap.model);
  even_later.sentence = std::make_shared<const SentenceRun>(*snap.sentence);
  diff_maps_of(s, results, even_later, maps);
  EXPECT_EQ(results.diff_asked, asked + 2) << "two files on the same sentence: nothing to work out again";
  ASSERT_EQ(maps.diff.size(), 3u);
  s.diff.checkpoint_a.clear();
  s.diff.checkpoint_b = std::string(ATTN_ASSET_DIR) + "/models/induction.safetensors";
  diff_maps_of(s, results, snap, maps);
  EXPECT_NE(maps.diff_error.find("is a model of the induction task; the Training view's is of the reverse task"), std::string::npos)
      << maps.diff_error;
  s.diff.checkpoint_b.clear();
  diff_maps_of(s, results, snap, maps);
  EXPECT_NE(maps.diff_error.find("Name checkpoint B"), std::string::npos) << maps.diff_error;
  std::remove(file.c_str());
}

// The Diff view: mask on (A) vs off (B) is zero in the last row, which sees every token
// either way, and above the diagonal A is 0 where B is not; two heads; two sentences of
// different lengths refused by name.
TEST(Maps, TheDiffOfMaskOnAndOffIsZeroWhereTheMaskChangesNothing) {
  AppState s = lesson_state();
  s.view = View::Diff;
  s.focused_head = 2;  // same word
  Results results;
  recompute(s, results);
  finish_results(s, results);
  Maps maps;
  diff_maps_of(s, results, TrainingSnapshot{}, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  ASSERT_EQ(maps.diff.size(), 3u);
  EXPECT_EQ(maps.diff[0].title, "A: head 3, causal mask on");
  EXPECT_EQ(maps.diff[1].title, "B: head 3, no mask");
  const Eigen::Index t = maps.diff_d.rows();
  ASSERT_EQ(t, 8);
  for (Eigen::Index j = 0; j < t; ++j) EXPECT_NEAR(maps.diff_d(t - 1, j), 0.0f, 1e-6f) << "the last row sees all";
  for (Eigen::Index i = 0; i < t; ++i) {
    EXPECT_NEAR(maps.diff_a.row(i).sum(), 1.0f, 1e-5f);
    for (Eigen::Index j = i + 1; j < t; ++j) {
      EXPECT_EQ(maps.diff_a(i, j), 0.0f) << "masked under A";
      EXPECT_FLOAT_EQ(maps.diff_d(i, j), -maps.diff_b(i, j));
    }
  }
  // The slots continue after the other maps'.
  EXPECT_EQ(maps.diff[2].slot, maps.slots - 1);
  EXPECT_TRUE(maps.diff[2].signed_values);

  s.diff.between = DiffBetween::Heads;
  s.diff.head_a = 0;
  s.diff.head_b = 3;
  diff_maps_of(s, results, TrainingSnapshot{}, maps);
  ASSERT_EQ(maps.diff.size(), 3u);
  EXPECT_EQ(maps.diff[0].title, "A: Head 1: previous token");
  EXPECT_TRUE(maps.diff_a.isApprox(Matrix(results.source.result.trace.heads[0].weights.view())));

  s.diff.between = DiffBetween::Sentences;
  s.diff.sentence = "a short sentence";
  diff_maps_of(s, results, TrainingSnapshot{}, maps);
  EXPECT_TRUE(maps.diff.empty());
  EXPECT_NE(maps.diff_error.find("B has 3 tokens and X 8"), std::string::npos) << maps.diff_error;
  s.diff.sentence = "a shaggy red animal crossed the dark wood";
  diff_maps_of(s, results, TrainingSnapshot{}, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  EXPECT_EQ((*maps.diff[1].row_tokens)[2], "red");

  // Other views: nothing made for the Diff view.
  s.view = View::Heads;
  build_maps(s, results, maps);
  EXPECT_FALSE(maps.diff_built);
  EXPECT_TRUE(maps.diff.empty());
}

// Two models of one shape on the Model view's text (the d256 llama quantized as Q8_0 and as
// Q4_K_M): A and B are each model's own map of the head asked for, the head whose weights
// move most is named, a model against itself gives zeros, and what cannot be compared is
// refused by name.
TEST(DiffModels, TwoQuantizationsOfOneModelAreComparedHeadByHead) {
  const std::string dir = std::string(ATTN_TEST_DATA_DIR) + "/gguf/";
  AppState s = lesson_state();
  s.view = View::Diff;
  s.source_text = "The cat sat on the mat, and the dog sat by the door.";
  s.diff.between = DiffBetween::Models;
  s.diff.model_a = dir + "llama-d256-q8_0.gguf";
  s.diff.model_b = dir + "llama-d256-q4_k_m.gguf";
  s.diff.layer_a = 1;
  s.diff.head = 2;
  Results results;
  Maps maps;
  const TrainingSnapshot none;
  diff_maps_of(s, results, none, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  ASSERT_EQ(maps.diff.size(), 3u);

  const io::ModelFolder a = io::open_model_folder(s.diff.model_a);
  const io::ModelFolder b = io::open_model_folder(s.diff.model_b);
  const std::vector<int> ids = a.tokenizer->encode(s.source_text);
  const decoder::Run ra = decoder::forward(a.weights, ids, decoder::options_for(a.weights.arch));
  const decoder::Run rb = decoder::forward(b.weights, ids, decoder::options_for(b.weights.arch));
  const auto map = [](const decoder::Run& r, int l, int h) {
    return Matrix(r.layers[static_cast<std::size_t>(l)].attention.heads[static_cast<std::size_t>(h)].weights.view());
  };
  EXPECT_LE((maps.diff_a - map(ra, 1, 2)).cwiseAbs().maxCoeff(), 1e-6f);
  EXPECT_LE((maps.diff_b - map(rb, 1, 2)).cwiseAbs().maxCoeff(), 1e-6f);
  EXPECT_GT(maps.diff_d.cwiseAbs().maxCoeff(), 0.0f) << "Q4_K_M's weights are not Q8_0's";
  EXPECT_EQ(maps.diff_tokens_a.size(), ids.size());
  int best_l = 0, best_h = 0;
  float best = -1.0f;
  for (int l = 0; l < a.weights.arch.layers; ++l) {
    for (int h = 0; h < a.weights.arch.heads; ++h) {
      const float most = (map(ra, l, h) - map(rb, l, h)).cwiseAbs().maxCoeff();
      if (most > best) {
        best = most;
        best_l = l;
        best_h = h;
      }
    }
  }
  const std::string named = "layer " + std::to_string(best_l + 1) + ", head " + std::to_string(best_h + 1) + ",";
  EXPECT_NE(maps.diff_note.find("Largest change of any head: " + named), std::string::npos) << maps.diff_note;
  EXPECT_NE(maps.diff[0].title.find("(Q8_0), layer 2, head 3"), std::string::npos) << maps.diff[0].title;
  EXPECT_NE(maps.diff[1].title.find("(Q4_K_M)"), std::string::npos) << maps.diff[1].title;
  // The line above the view describes the models compared, not the teaching views' model.
  EXPECT_EQ(results.diff.sizes, "2 layers · D = 256 · H = 4 (2 K/V) · d_k = 64");

  // Another head of the same two: nothing opened or run again, the maps of that head.
  const std::uint64_t reads = model_folder_reads();
  s.diff.layer_a = 0;
  s.diff.head = 0;
  diff_maps_of(s, results, none, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  EXPECT_LE((maps.diff_a - map(ra, 0, 0)).cwiseAbs().maxCoeff(), 1e-6f);
  EXPECT_EQ(model_folder_reads(), reads);

  // A model against itself: zeros. A with nothing named is the Model view's model.
  s.diff.model_a.clear();
  s.pretrained.folder = s.diff.model_b;
  diff_maps_of(s, results, none, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  EXPECT_EQ(maps.diff_d.cwiseAbs().maxCoeff(), 0.0f);

  // B left empty and quantized here: A's matrices as Q8_0, against A.
  s.diff.model_b.clear();
  s.diff.quantize = "Q8_0";
  diff_maps_of(s, results, none, maps);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  EXPECT_NE(maps.diff[1].title.find("(Q4_K_M → Q8_0 here)"), std::string::npos) << maps.diff[1].title;
  EXPECT_GT(maps.diff_d.cwiseAbs().maxCoeff(), 0.0f);
  s.diff.quantize.clear();
  s.diff.model_b = dir + "llama-d256-q4_k_m.gguf";

  // Refused, by name: a head the models lack, B missing, a model of another shape.
  s.diff.head = 7;
  diff_maps_of(s, results, none, maps);
  EXPECT_NE(maps.diff_error.find("head 8 is not one of the model's 4"), std::string::npos) << maps.diff_error;
  s.diff.head = 0;
  s.diff.model_b.clear();
  diff_maps_of(s, results, none, maps);
  EXPECT_NE(maps.diff_error.find("Name model B"), std::string::npos) << maps.diff_error;
  s.diff.model_b = dir + "qwen2-f16.gguf";
  diff_maps_of(s, results, none, maps);
  EXPECT_NE(maps.diff_error.find("the models compared need"), std::string::npos) << maps.diff_error;
  release_diff_models();
}
