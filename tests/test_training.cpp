// Training (core/teaching/training.hpp): determinism, the stop on a non-finite step, and
// each task trained to its mark with its default settings (the marks the shipped models
// are held to). The three trainings take most of this file's time: about a minute each on
// two cores.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/teaching/training.hpp"

namespace {

attn::TrainingSettings tiny(attn::TaskKind task, int threads) {
  attn::TrainingSettings s = attn::default_settings(task);
  s.d_model = 16;
  s.heads = 2;
  s.steps = 5;
  s.batch = 20;  // three chunks, the last one short
  s.held_out = 16;
  s.threads = threads;
  return s;
}

TEST(Training, TheSameSeedGivesTheSameWeightsBitForBitAtAnyThreadCount) {
  for (const auto task : {attn::TaskKind::Translate, attn::TaskKind::Induction}) {
    attn::Trainer one(tiny(task, 1)), two(tiny(task, 2)), again(tiny(task, 2));
    for (int i = 0; i < 5; ++i) {
      const double a = one.step().loss, b = two.step().loss, c = again.step().loss;
      EXPECT_EQ(a, b);
      EXPECT_EQ(b, c);
    }
    EXPECT_EQ(one.model().values(), two.model().values()) << attn::task_name(task);
    EXPECT_EQ(two.model().values(), again.model().values()) << attn::task_name(task);
    attn::TrainingSettings other = tiny(task, 2);
    other.seed = 2;
    attn::Trainer different(other);
    different.step();
    EXPECT_NE(different.model().values(), one.model().values());
  }
}

TEST(Training, ALearningRateOfTenStopsWithTheStepNamedAndTheLastGoodWeights) {
  attn::TrainingSettings s = tiny(attn::TaskKind::Reverse, 2);
  s.learning_rate = 10.0f;
  s.steps = 500;
  attn::Trainer trainer(s);
  int stopped_at = 0;
  std::string message;
  try {
    for (int i = 0; i < 500; ++i) trainer.step();
  } catch (const attn::TrainingError& e) {
    stopped_at = e.step();
    message = e.what();
  }
  ASSERT_GT(stopped_at, 2) << "500 steps at a learning rate of 10 did not stop";
  EXPECT_NE(message.find("step " + std::to_string(stopped_at) + ":"), std::string::npos) << message;
  EXPECT_NE(message.find("diverged"), std::string::npos) << message;
  // The weights that gave the last acceptable loss (of step stopped_at − 1) are those after
  // step stopped_at − 2: the same run, stopped there, has them bit for bit.
  attn::Trainer shorter(s);
  for (int i = 0; i < stopped_at - 2; ++i) shorter.step();
  EXPECT_EQ(trainer.model().values(), shorter.model().values());
  EXPECT_NE(message.find("after step " + std::to_string(stopped_at - 2) + " are kept"),
            std::string::npos) << message;
}

TEST(Training, ANonFiniteWeightStopsTheFirstStepAndNamesIt) {
  attn::TrainingSettings s = tiny(attn::TaskKind::Translate, 2);
  attn::Transformer model(attn::model_config(attn::Task(s.task), s));
  model.initialise(3);
  model.values()[static_cast<std::size_t>(model.parameters()[static_cast<std::size_t>(
      model.find("enc.0.self.w_k"))].offset) + 5] = std::nanf("");
  attn::Trainer trainer(s, model);
  try {
    trainer.step();
    FAIL() << "a NaN weight trained";
  } catch (const attn::TrainingError& e) {
    EXPECT_EQ(e.step(), 1);
    const std::string m = e.what();
    EXPECT_NE(m.find("step 1:"), std::string::npos) << m;
    EXPECT_NE(m.find("non-finite"), std::string::npos) << m;
    EXPECT_NE(m.find("initial weights are kept"), std::string::npos) << m;
  }
}

TEST(Training, LossFallsOnTheFirstSteps) {
  attn::TrainingSettings s = attn::default_settings(attn::TaskKind::Reverse);
  s.steps = 60;
  s.held_out = 64;
  attn::Trainer trainer(s);
  const double before = trainer.evaluate().loss;
  for (int i = 0; i < 60; ++i) trainer.step();
  EXPECT_LT(trainer.evaluate().loss, 0.8 * before);
}

TEST(Training, ASwitchedOffHeadChangesTheHeldOutLoss) {
  attn::TrainingSettings s = attn::default_settings(attn::TaskKind::Reverse);
  s.steps = 40;
  s.held_out = 32;
  attn::Trainer trainer(s);
  for (int i = 0; i < 40; ++i) trainer.step();
  attn::Ablation off;
  off.decoder_cross.assign(static_cast<std::size_t>(s.layers * s.heads), 1);
  EXPECT_NE(trainer.evaluate().loss, trainer.evaluate(off).loss);
}

// ---- The marks ------------------------------------------------------------------------------

#ifdef ATTN_SANITIZED_BUILD
#define SKIP_UNDER_SANITIZERS() GTEST_SKIP() << "a whole training run; see tests/CMakeLists.txt"
#else
#define SKIP_UNDER_SANITIZERS() (void)0
#endif

attn::Trainer train(attn::TaskKind task) {
  attn::TrainingSettings s = attn::default_settings(task);
  s.held_out = 200;
  attn::Trainer trainer(s);
  for (int i = 0; i < s.steps; ++i) trainer.step();
  return trainer;
}

TEST(TrainingMarks, TranslateGetsNinetyFivePercentOfHeldOutSentencesExactlyRight) {
  SKIP_UNDER_SANITIZERS();
  const attn::Trainer t = train(attn::TaskKind::Translate);
  const attn::Evaluation e = t.evaluate();
  RecordProperty("accuracy", std::to_string(e.accuracy));
  EXPECT_GE(e.accuracy, 0.95) << "loss " << e.loss;
}

TEST(TrainingMarks, ReverseGetsNinetyNinePercentOfHeldOutTokensRight) {
  SKIP_UNDER_SANITIZERS();
  const attn::Trainer t = train(attn::TaskKind::Reverse);
  const attn::Evaluation e = t.evaluate();
  RecordProperty("accuracy", std::to_string(e.accuracy));
  EXPECT_GE(e.accuracy, 0.99) << "loss " << e.loss;
}

TEST(TrainingMarks, InductionLearnsTheRepeatedHalfWithAnInductionHeadInLayerTwo) {
  SKIP_UNDER_SANITIZERS();
  const attn::Trainer t = train(attn::TaskKind::Induction);
  const attn::Evaluation e = t.evaluate();
  RecordProperty("repeated_half_loss", std::to_string(e.repeated_half_loss));
  EXPECT_LT(e.repeated_half_loss, 0.3);
  const auto scores = attn::head_scores(t.model(), t.task(), t.held_out(),
                                        attn::HeadJob::InductionScore, {}, 0);
  double best = 0;
  for (const double v : scores[1]) best = std::max(best, v);
  RecordProperty("best_layer2_induction_score", std::to_string(best));
  EXPECT_GE(best, 0.5);
}

}  // namespace

// The Model view's one-line summaries of a head, on maps whose answer is known.
TEST(HeadSummary, NamesWhereAHeadLooks) {
  const int t = 5;
  // Every query on the token after it (the last on itself): BERT's "next token" heads.
  attn::Matrix next = attn::Matrix::Zero(t, t);
  for (int i = 0; i < t; ++i) next(i, std::min(i + 1, t - 1)) = 1.0f;
  attn::HeadSummary s = attn::summarize_head(next, {t - 1});
  EXPECT_FLOAT_EQ(s.next, 1.0f);
  EXPECT_FLOAT_EQ(s.previous, 0.0f);
  EXPECT_FLOAT_EQ(s.peak, 1.0f);
  EXPECT_FLOAT_EQ(s.entropy, 0.0f);
  // The last token is marked ([SEP]): rows 3 and 4 put their weight there.
  EXPECT_FLOAT_EQ(s.marked, 2.0f / t);

  // Uniform over every key: no habit, log2(5) bits, the peak 1/5.
  const attn::Matrix even = attn::Matrix::Constant(t, t, 1.0f / t);
  s = attn::summarize_head(even, {0, t - 1});
  EXPECT_NEAR(s.entropy, std::log2(5.0), 1e-5);
  EXPECT_NEAR(s.peak, 0.2, 1e-6);
  EXPECT_NEAR(s.marked, 0.4, 1e-6);
  EXPECT_NEAR(s.previous, 0.2, 1e-6);
  EXPECT_NEAR(s.next, 0.2, 1e-6);

  // A cross map, 2 target rows × 4 source columns: one row sure, one split in two.
  attn::Matrix cross = attn::Matrix::Zero(2, 4);
  cross(0, 3) = 1.0f;
  cross(1, 0) = 0.5f;
  cross(1, 1) = 0.5f;
  s = attn::summarize_cross_head(cross);
  EXPECT_NEAR(s.peak, 0.75, 1e-6);
  EXPECT_NEAR(s.entropy, 0.5, 1e-6);
  EXPECT_FLOAT_EQ(s.previous, 0.0f);
}
