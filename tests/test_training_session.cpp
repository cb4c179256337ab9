// The Training view's session (app/model/training_session.hpp): it trains on its own thread
// when started, stops when paused, steps once, opens and saves checkpoints (refusing a bad
// one and keeping its model), and switching a head off changes what it shows.

#include <chrono>
#include <fstream>
#include <thread>

#include <gtest/gtest.h>

#include "model/training_sentence.hpp"
#include "model/training_session.hpp"
#include "temp_dir.hpp"

namespace {

attn::TrainingSettings small(attn::TaskKind task) {
  attn::TrainingSettings s = attn::default_settings(task);
  s.layers = 1;
  s.d_model = 16;
  s.heads = 2;
  s.batch = 8;
  s.held_out = 16;
  return s;
}

TEST(TrainingSession, StartsPausesStepsAndShowsTheSentence) {
  attn::app::TrainingSession session;
  session.reset(small(attn::TaskKind::Reverse));
  session.wait_idle();
  attn::app::TrainingSnapshot s = session.snapshot();
  ASSERT_TRUE(s.model);
  EXPECT_EQ(s.steps_done, 0);
  ASSERT_TRUE(s.sentence);
  EXPECT_EQ(s.sentence->error, "");
  EXPECT_EQ(s.sentence->source_tokens.size(), 7u);  // the example "a b c d e f g"

  session.step_once();
  session.wait_idle();
  EXPECT_EQ(session.snapshot().steps_done, 1);

  session.start();
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (session.snapshot().steps_done < 20 && std::chrono::steady_clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  session.pause();
  session.wait_idle();
  s = session.snapshot();
  EXPECT_FALSE(s.running);
  EXPECT_GE(s.steps_done, 20);
  EXPECT_EQ(s.losses->size(), static_cast<std::size_t>(s.steps_done));
  ASSERT_FALSE(s.evaluations->empty());
  EXPECT_EQ(s.evaluations->back().step, s.steps_done) << "a pause scores where it stopped";
  ASSERT_FALSE(s.scores->empty());
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_EQ(session.snapshot().steps_done, s.steps_done) << "paused means no more steps";

  // A word the task does not know: no maps, the reason shown.
  session.set_sentence("a b zebra", "");
  session.wait_idle();
  EXPECT_NE(session.snapshot().sentence->error.find("zebra"), std::string::npos);
}

// A run stops at its total, and Start on a finished model trains a new one from the seed:
// the step counter never passes the total.
TEST(TrainingSession, StopsAtItsTotalAndStartOnAFinishedModelBeginsANewOne) {
  attn::app::TrainingSession session;
  attn::TrainingSettings settings = small(attn::TaskKind::Reverse);
  settings.steps = 12;
  session.reset(settings);
  session.start();
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  while (session.snapshot().running || session.snapshot().steps_done < 12) {
    ASSERT_LT(std::chrono::steady_clock::now(), until) << "the run did not stop at its total";
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  session.wait_idle();
  attn::app::TrainingSnapshot s = session.snapshot();
  EXPECT_FALSE(s.running);
  EXPECT_EQ(s.steps_done, 12);
  EXPECT_EQ(s.status, "finished: 12 steps");
  session.step_once();  // Step (or Start) on the finished model: a new model, step 1 of 12
  session.wait_idle();
  s = session.snapshot();
  EXPECT_EQ(s.steps_done, 1);
  EXPECT_EQ(s.losses->size(), 1u) << "the curves start again with the new model";
  EXPECT_NE(s.status.find("a new model from seed"), std::string::npos) << s.status;
}

// A new sentence shows the model on it at once, without working out the held-out set again
// (it has not changed); a switched-off head or a step does.
TEST(TrainingSession, ANewSentenceDoesNotEvaluateTheHeldOutSetAgain) {
  attn::app::TrainingSession session;
  session.reset(small(attn::TaskKind::Reverse));
  session.step_once();
  session.wait_idle();
  const std::size_t before = session.snapshot().evaluations->size();
  session.set_sentence("a b c", "");
  session.wait_idle();
  attn::app::TrainingSnapshot s = session.snapshot();
  EXPECT_EQ(s.sentence->source_tokens, (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(s.evaluations->size(), before);
  session.step_once();
  session.wait_idle();
  EXPECT_EQ(session.snapshot().evaluations->size(), before + 1);
}

TEST(TrainingSession, SwitchingHeadsOffChangesTheHeldOutLoss) {
  attn::app::TrainingSession session;
  session.reset(small(attn::TaskKind::Reverse));
  for (int i = 0; i < 5; ++i) session.step_once();
  session.wait_idle();
  const double before = session.snapshot().evaluations->back().loss;
  attn::Ablation off;
  off.decoder_cross.assign(2, 1);
  session.set_ablation(off);
  session.wait_idle();
  EXPECT_NE(session.snapshot().evaluations->back().loss, before);
}

// An opened file's held-out figure for its last step is its own (not decoded again at each
// start); with heads switched off it is computed, with them on again the whole model's comes
// back, and a file saved while heads are off keeps the whole model's figure.
// The session's files in a fresh folder, one per test and process (the suite runs under two
// kernel sets at once).
using TrainingSessionFiles = attn::testing::TempDirTest;

TEST_F(TrainingSessionFiles, AFilesLastFigureIsKeptAndHeadsOffFiguresAreNeverSaved) {
  const std::string file = path("m.safetensors");
  attn::app::TrainingSession session;
  // Two layers: with the first's cross-attention switched off, the second's heads look
  // elsewhere, and their scores change too.
  attn::TrainingSettings two = small(attn::TaskKind::Reverse);
  two.layers = 2;
  session.reset(two);
  for (int i = 0; i < 5; ++i) session.step_once();
  session.wait_idle();
  const attn::EvaluationPoint whole = session.snapshot().evaluations->back();
  const attn::ScorePoint whole_scores = session.snapshot().scores->back();
  EXPECT_EQ(whole.step, 5);
  attn::Ablation off;
  off.decoder_cross.assign(2, 1);
  session.set_ablation(off);
  session.wait_idle();
  const attn::EvaluationPoint heads_off = session.snapshot().evaluations->back();
  EXPECT_EQ(heads_off.step, 5);
  EXPECT_NE(heads_off.loss, whole.loss);
  EXPECT_NE(session.snapshot().scores->back().scores, whole_scores.scores) << "the scores with the heads off";
  session.save(file);
  session.wait_idle();
  EXPECT_EQ(session.snapshot().evaluations->back().loss, heads_off.loss) << "the view still shows the heads off";

  session.open(file);
  session.wait_idle();
  attn::app::TrainingSnapshot s = session.snapshot();
  ASSERT_EQ(s.error, "");
  ASSERT_EQ(s.evaluations->back().step, 5);
  // The file keeps the whole model's figure (to 6 digits, as its history is written).
  EXPECT_NEAR(s.evaluations->back().loss, whole.loss, 1e-5 * whole.loss);
  EXPECT_NEAR(s.evaluations->back().accuracy, whole.accuracy, 1e-5);
  // And the whole model's head scores.
  ASSERT_EQ(s.scores->back().step, 5);
  const auto& kept = s.scores->back().scores;
  ASSERT_EQ(kept.size(), whole_scores.scores.size());
  for (std::size_t job = 0; job < kept.size(); ++job) {
    ASSERT_EQ(kept[job].size(), whole_scores.scores[job].size());
    for (std::size_t layer = 0; layer < kept[job].size(); ++layer) {
      ASSERT_EQ(kept[job][layer].size(), whole_scores.scores[job][layer].size());
      for (std::size_t head = 0; head < kept[job][layer].size(); ++head) {
        EXPECT_NEAR(kept[job][layer][head], whole_scores.scores[job][layer][head], 1e-5)
            << "job " << job << " layer " << layer << " head " << head;
      }
    }
  }

  session.set_ablation(off);
  session.wait_idle();
  EXPECT_DOUBLE_EQ(session.snapshot().evaluations->back().loss, heads_off.loss);
  session.set_ablation({});
  session.wait_idle();
  EXPECT_DOUBLE_EQ(session.snapshot().evaluations->back().loss, whole.loss);
}

TEST_F(TrainingSessionFiles, SavesOpensAndRefusesABadFileKeepingItsModel) {
  const std::string file = path("m.safetensors");
  attn::app::TrainingSession session;
  session.reset(small(attn::TaskKind::Reverse));
  session.step_once();
  session.wait_idle();
  session.save(file);
  session.wait_idle();
  EXPECT_NE(session.snapshot().status.find("saved"), std::string::npos) << session.snapshot().error;
  const auto saved = session.snapshot().model;

  session.reset(small(attn::TaskKind::Translate));
  session.wait_idle();
  session.open(file);
  session.wait_idle();
  attn::app::TrainingSnapshot s = session.snapshot();
  EXPECT_EQ(s.error, "");
  EXPECT_EQ(s.settings.task, attn::TaskKind::Reverse);
  EXPECT_EQ(s.model->values(), saved->values());

  // The curves come back with the model, and a resumed run goes on from its step.
  ASSERT_EQ(s.losses->size(), 1u);
  EXPECT_EQ(s.losses->front().step, 1);
  EXPECT_FALSE(s.evaluations->empty());
  EXPECT_EQ(s.steps_done, 1);
  session.step_once();
  session.wait_idle();
  s = session.snapshot();
  EXPECT_EQ(s.steps_done, 2);
  ASSERT_EQ(s.losses->size(), 2u);
  EXPECT_EQ(s.losses->back().step, 2);
  session.open(file);  // back to the saved model for the refusal below
  session.wait_idle();
  s = session.snapshot();

  const std::string bad = path("bad.safetensors");
  std::ofstream(bad) << "not a model";
  session.open(bad);
  session.wait_idle();
  s = session.snapshot();
  EXPECT_NE(s.error.find("bad.safetensors"), std::string::npos) << s.error;
  EXPECT_EQ(s.model->values(), saved->values()) << "a refused file leaves the model shown";
}

// One sentence for every source: the Training view's model reads the Input panel's X, and
// Y without its <start> when it knows every word of it.
TEST(TrainingSentence, TheModelReadsTheInputPanelsSentences) {
  std::string note;
  EXPECT_EQ(attn::app::training_target(attn::TaskKind::Translate, "<start> la créature bleue <end>", &note),
            "la créature bleue");
  EXPECT_EQ(note, "");
  EXPECT_EQ(attn::app::training_target(attn::TaskKind::Translate, "<start> une créature bleue et petite", &note), "");
  EXPECT_NE(note.find("\"et\""), std::string::npos) << note;
  EXPECT_NE(note.find("its own output"), std::string::npos) << note;
  EXPECT_EQ(attn::app::training_target(attn::TaskKind::Induction, "a b c", &note), "") << "no target: one sequence";
  EXPECT_EQ(attn::app::training_target(attn::TaskKind::Translate, "  <start>  ", &note), "");

  attn::app::TrainingSession session;
  attn::app::AppState state;
  session.reset(small(attn::TaskKind::Translate));
  session.wait_idle();
  state.source_text = "the cat sees a mouse";
  state.target_text = "<start> le chat voit une souris";
  attn::app::sync_training_sentence(state, session);
  session.wait_idle();
  attn::app::TrainingSnapshot s = session.snapshot();
  ASSERT_TRUE(s.sentence);
  ASSERT_EQ(s.sentence->error, "");
  EXPECT_EQ(s.sentence->source_tokens, (std::vector<std::string>{"the", "cat", "sees", "a", "mouse"}));
  EXPECT_TRUE(s.sentence->run.teacher_forced) << "Y, without <start>, is the target";
  EXPECT_EQ(s.sentence->decoder_tokens[1], "le");

  // A word the model lacks: the maps say which, and so does the Input panel (from the same snapshot).
  state.source_text = "the zebra sees a mouse";
  attn::app::sync_training_sentence(state, session);
  session.wait_idle();
  EXPECT_NE(session.snapshot().sentence->error.find("\"zebra\""), std::string::npos);

  // A model of another task that cannot read X: X becomes its example.
  session.reset(small(attn::TaskKind::Reverse));
  session.wait_idle();
  attn::app::sync_training_sentence(state, session);
  EXPECT_EQ(state.source_text, attn::app::TrainingSession::example_sentence(attn::TaskKind::Reverse));
  EXPECT_EQ(state.target_text, "");
  EXPECT_NE(state.status.find("reverse task's example"), std::string::npos) << state.status;
  session.wait_idle();
  attn::app::sync_training_sentence(state, session);
  session.wait_idle();
  EXPECT_EQ(session.snapshot().sentence->error, "");
}

}  // namespace
