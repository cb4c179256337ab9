// The trained models the program ships (assets/models/, made by scripts/make-models): they
// open, they do their task, and the translation models' cross-attention finds the words:
// on held-out sentences each French (English) noun, in the best head of the last layer,
// looks most at the English (Chinese) noun it translates, and where Chinese orders its
// words otherwise the English words' attention crosses.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/teaching/model_run.hpp"
#include "core/teaching/training.hpp"
#include "io/checkpoint.hpp"

namespace {

std::string model_path(const char* task) {
  return std::string(ATTN_ASSET_DIR) + "/models/" + task + ".safetensors";
}

TEST(ShippedModels, EachOpensAndDoesItsTask) {
  for (const attn::TaskKind kind : {attn::TaskKind::Translate, attn::TaskKind::Reverse,
                                    attn::TaskKind::Induction, attn::TaskKind::TranslateZh}) {
    const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path(attn::task_name(kind)));
    EXPECT_EQ(c.task, kind);
    const attn::Task task(kind);
    const auto held = task.held_out(64, 3);
    const attn::Evaluation e = attn::evaluate(*c.model, task, held, {}, 0);
    EXPECT_GE(e.accuracy, 0.95) << attn::task_name(kind);
    RecordProperty(std::string("accuracy_") + attn::task_name(kind), std::to_string(e.accuracy));
  }
}

// The held-out score decodes each sentence only as far as it needs (to the first wrong word
// of a translation, to the target's length for Reverse): the same accuracy as decoding every
// sentence to <end> or the longest target. Heads switched off give a model that gets some
// sentences wrong, and an untrained one gets them all wrong. Decoding many sentences in one
// batch lets a near tie of two logits fall either way as the batch changes: at most one
// sentence (one token) apart.
TEST(ShippedModels, HeldOutScoresAreThoseOfDecodingEverySentenceToTheEnd) {
  for (const attn::TaskKind kind : {attn::TaskKind::Translate, attn::TaskKind::Reverse, attn::TaskKind::TranslateZh}) {
    SCOPED_TRACE(attn::task_name(kind));
    const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path(attn::task_name(kind)));
    const attn::Task task(kind);
    const auto held = task.held_out(64, 5);
    attn::Ablation half_off;
    const auto per_layer = static_cast<std::size_t>(c.model->config().layers * c.model->config().heads);
    half_off.decoder_cross.assign(per_layer, 0);
    for (std::size_t h = 0; h < per_layer; h += 2) half_off.decoder_cross[h] = 1;
    attn::Transformer untrained(c.model->config());
    untrained.initialise(99);
    int wrong_seen = 0;
    for (const bool ablated : {false, true}) {
      for (const attn::Transformer* model : std::vector<const attn::Transformer*>{c.model.get(), &untrained}) {
        const attn::Ablation ablation = ablated ? half_off : attn::Ablation{};
        std::vector<std::vector<int>> sources;
        for (const attn::Example& e : held) sources.push_back(e.source);
        const std::vector<attn::Decoding> whole = attn::greedy_decode(*model, task, sources, ablation, 1);
        int right = 0, tokens = 0, tokens_right = 0;
        for (std::size_t i = 0; i < held.size(); ++i) {
          const std::vector<int>& want = held[i].target;
          if (whole[i].ended && whole[i].tokens == want) ++right;
          for (std::size_t j = 0; j < want.size(); ++j, ++tokens) {
            if (j < whole[i].tokens.size() && whole[i].tokens[j] == want[j]) ++tokens_right;
          }
        }
        const double expected = task.translates() ? static_cast<double>(right) / static_cast<double>(held.size())
                                                  : static_cast<double>(tokens_right) / tokens;
        const double one = task.translates() ? 1.0 / static_cast<double>(held.size()) : 1.0 / tokens;
        const attn::Evaluation e = attn::evaluate(*model, task, held, ablation, 1);
        EXPECT_NEAR(e.accuracy, expected, one * 1.01) << (ablated ? "half the cross heads off" : "every head");
        if (expected < 1.0) ++wrong_seen;
      }
    }
    EXPECT_GE(wrong_seen, 2);  // the untrained model at least: the early stop was taken
  }
}

TEST(ShippedModels, EachKeepsItsTrainingCurvesAndWhereItsRunStopped) {
  for (const attn::TaskKind kind : {attn::TaskKind::Translate, attn::TaskKind::Reverse,
                                    attn::TaskKind::Induction, attn::TaskKind::TranslateZh}) {
    const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path(attn::task_name(kind)));
    SCOPED_TRACE(attn::task_name(kind));
    // Every step's loss, from the first to the last.
    ASSERT_EQ(static_cast<int>(c.history.losses.size()), c.steps);
    EXPECT_EQ(c.history.losses.front().step, 1);
    EXPECT_EQ(c.history.losses.back().step, c.steps);
    EXPECT_LT(c.history.losses.back().loss, c.history.losses.front().loss / 3);  // induction: the random half stays unpredictable
    // The held-out figures and the heads' scores along the way, rising to the end.
    ASSERT_GE(c.history.evaluations.size(), 20u);
    EXPECT_EQ(c.history.evaluations.front().step, 0);
    EXPECT_EQ(c.history.evaluations.back().step, c.steps);
    EXPECT_GE(c.history.evaluations.back().accuracy, 0.95);
    EXPECT_LT(c.history.evaluations.front().accuracy, 0.5);
    ASSERT_EQ(c.history.scores.size(), c.history.evaluations.size());
    EXPECT_EQ(c.history.scores.back().scores.size(), attn::head_jobs(kind).size());
    // The run's end: the optimizer at its last step, the schedule's total reached.
    ASSERT_TRUE(c.state.has_value());
    EXPECT_EQ(c.state->steps, c.steps);
    EXPECT_EQ(c.settings.steps, c.steps);
  }
}

// The head of the last layer best at alignment over held-out sentences, from 0.
std::size_t best_alignment_head(const attn::Transformer& model, const attn::Task& task,
                                const std::vector<attn::Example>& held) {
  const auto scores = attn::head_scores(model, task, held, attn::HeadJob::Alignment, {}, 0);
  const std::vector<double>& last = scores.back();
  return static_cast<std::size_t>(std::max_element(last.begin(), last.end()) - last.begin());
}

// On held-out sentences each target noun peaks, in the best head of the last layer, on the
// source noun it translates. A noun that goes on the translation of the word before it
// (水课 → easy course: "course" after "easy") is left out: the decoder reads it off the word
// before, not off the source. Returns how many nouns there were.
int nouns_peak_on_their_nouns(const attn::io::Checkpoint& c, const attn::Task& task, int sentences) {
  const auto held = task.held_out(sentences, 11);
  const std::size_t last = static_cast<std::size_t>(c.model->config().layers - 1);
  const std::size_t best = best_alignment_head(*c.model, task, held);
  int nouns = 0, peaked = 0;
  for (const attn::Example& e : held) {
    const attn::ModelRun run = attn::run_model(*c.model, task, e.source, e.target);
    const attn::MatrixRef w = run.record.decoder[last].cross.traces[0].heads[best].weights;
    for (std::size_t i = 0; i < e.target.size(); ++i) {
      if (!task.is_noun(e.target[i])) continue;
      if (i > 0 && e.alignment[i - 1] == e.alignment[i] && task.decode({e.target[i - 1]}) != "the") continue;
      // Row i of the decoder reads <start> + target[0..i) and produces target[i].
      Eigen::Index peak = 0;
      w.row(static_cast<Eigen::Index>(i)).maxCoeff(&peak);
      ++nouns;
      const int source = e.alignment[i];
      EXPECT_GE(source, 0);
      if (source < 0) continue;
      EXPECT_TRUE(task.is_noun(e.source[static_cast<std::size_t>(source)]));
      if (peak == source) {
        ++peaked;
      } else {
        ADD_FAILURE() << task.decode(e.target) << ": \"" << task.vocabulary().tokens[static_cast<std::size_t>(e.target[i])]
                      << "\" peaks on \"" << task.vocabulary().tokens[static_cast<std::size_t>(e.source[static_cast<std::size_t>(peak)])]
                      << "\", not on its noun";
      }
    }
  }
  ::testing::Test::RecordProperty(std::string("best_head_") + attn::task_name(task.kind()), static_cast<int>(best) + 1);
  EXPECT_EQ(peaked, nouns);
  return nouns;
}

TEST(ShippedModels, EachFrenchNounLooksAtItsEnglishNoun) {
  const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path("translate"));
  const attn::Task task(attn::TaskKind::Translate);
  const int nouns = nouns_peak_on_their_nouns(c, task, 100);
  RecordProperty("nouns", nouns);
  EXPECT_GT(nouns, 100);
}

TEST(ShippedModels, EachEnglishNounLooksAtItsChineseNoun) {
  const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path("translate-zh"));
  const attn::Task task(attn::TaskKind::TranslateZh);
  // Fewer of its sentences hold a noun: 200 of them.
  const int nouns = nouns_peak_on_their_nouns(c, task, 200);
  RecordProperty("nouns", nouns);
  EXPECT_GT(nouns, 100);
}

// 我 在 家 吃 饭 → I eat at home: "eat" (English word 2) translates 吃 饭 (Chinese words 4
// and 5) and "home" (English word 4) translates 家 (word 3): the alignment crosses. In the
// best head each of the two rows puts more than half of its weight, a majority no other
// words can match, on the words it translates, so eat's attention lies after home's
// although eat comes first. The same for 我 今天 在 学校 学习 and for the clause of
// 我 看见 的 猫 → the cat that I see.
TEST(ShippedModels, TranslateZhCrossAttentionCrosses) {
  const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path("translate-zh"));
  const attn::Task task(attn::TaskKind::TranslateZh);
  const std::size_t last = static_cast<std::size_t>(c.model->config().layers - 1);
  const std::size_t best = best_alignment_head(*c.model, task, task.held_out(100, 11));
  struct Crossing {
    const char* chinese;
    const char* english;
    const char* first;   // an English word and the Chinese words it translates ...
    std::vector<const char*> first_source;
    const char* second;  // ... and a later English word whose Chinese word comes earlier
    std::vector<const char*> second_source;
  };
  const Crossing crossings[] = {
      {"我在家吃饭", "I eat at home", "eat", {"吃", "饭"}, "home", {"家"}},
      {"我今天在学校学习", "I study at school today", "study", {"学习"}, "school", {"学校"}},
      {"我看见的猫", "the cat that I see", "cat", {"猫"}, "I", {"我"}},
  };
  for (const Crossing& x : crossings) {
    SCOPED_TRACE(x.chinese);
    const std::vector<int> source = task.encode(x.chinese);
    const std::vector<int> target = task.encode(x.english);
    ASSERT_EQ(task.reference(source), target);
    // The model translates it by itself ...
    const attn::ModelRun own = attn::run_model(*c.model, task, source, std::nullopt);
    EXPECT_EQ(task.decode(own.greedy.tokens), x.english);
    // ... and, reading the English under teacher forcing, looks where it translates.
    const attn::ModelRun run = attn::run_model(*c.model, task, source, target);
    const attn::MatrixRef w = run.record.decoder[last].cross.traces[0].heads[best].weights;
    auto at = [&](const std::vector<int>& ids, const char* word) {
      const auto it = std::find(ids.begin(), ids.end(), task.vocabulary().id(word));
      EXPECT_NE(it, ids.end()) << word;
      return static_cast<Eigen::Index>(it - ids.begin());
    };
    // The weight of an English word's row on the Chinese words it translates.
    auto weight = [&](const char* english, const std::vector<const char*>& chinese) {
      const Eigen::Index row = at(target, english);
      double sum = 0;
      std::string words;
      for (const char* word : chinese) {
        sum += static_cast<double>(w(row, at(source, word)));
        words += word;
      }
      RecordProperty(std::string(english) + "_on_" + words, std::to_string(sum));
      return sum;
    };
    ASSERT_LT(at(target, x.first), at(target, x.second));
    ASSERT_GT(at(source, x.first_source.front()), at(source, x.second_source.back()));  // it crosses
    EXPECT_GT(weight(x.first, x.first_source), 0.5) << x.first;
    EXPECT_GT(weight(x.second, x.second_source), 0.5) << x.second;
  }
}

}  // namespace

namespace {

// A layer of the trained model as the cases the other views compute gives back the very
// maps the model made: the views show the model's own attention.
TEST(ShippedModels, ALayerAsViewCasesGivesTheModelsOwnMaps) {
  const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path("translate"));
  const attn::Task task(attn::TaskKind::Translate);
  const auto source = task.encode("the blue creature sees a small cat");
  const attn::ModelRun run = attn::run_model(*c.model, task, source, std::nullopt);
  for (int layer = 0; layer < c.model->config().layers; ++layer) {
    const attn::LayerCases cases = attn::layer_cases(*c.model, task, run, layer);
    ASSERT_TRUE(cases.has_target);
    const auto l = static_cast<std::size_t>(layer);
    const struct {
      const attn::AttentionCase* c;
      const attn::AttentionTrace* model;
    } parts[] = {{&cases.source, &run.record.encoder[l].self.traces[0]},
                 {&cases.target, &run.record.decoder[l].self.traces[0]},
                 {&cases.cross, &run.record.decoder[l].cross.traces[0]}};
    for (const auto& part : parts) {
      const attn::CaseResult r = attn::run_case(*part.c);
      ASSERT_EQ(r.trace.heads.size(), part.model->heads.size());
      for (std::size_t h = 0; h < r.trace.heads.size(); ++h) {
        const attn::MatrixRef a = r.trace.heads[h].weights;
        const attn::MatrixRef b = part.model->heads[h].weights;
        ASSERT_EQ(a.rows(), b.rows());
        ASSERT_EQ(a.cols(), b.cols());
        EXPECT_LE((a - b).cwiseAbs().maxCoeff(), 1e-6f) << "layer " << layer << " head " << h;
      }
    }
    EXPECT_EQ(cases.cross.y_tokens.front(), "<start>");
    EXPECT_EQ(cases.cross.x_tokens.size(), source.size());
  }
  EXPECT_THROW(attn::layer_cases(*c.model, task, run, 2), attn::AttentionError);
}

}  // namespace

#include "model/jobs.hpp"
#include "model/requests.hpp"

namespace {

// "Show in every view": the views' computation takes the trained model's layer.
TEST(ShippedModels, AsTheWeightSourceTheViewsComputeTheModelsLayer) {
  const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path("translate"));
  attn::app::AppState state;
  state.source_text = "the blue creature sees a small cat";
  state.target_text = "";
  state.model.trained = attn::app::trained_source(c.model, attn::TaskKind::Translate);
  state.model.trained_layer = 1;
  state.model.d_model = 64;
  state.model.heads = 4;
  attn::app::ComputeRequest request = attn::app::compute_request(state, 1);
  attn::app::Computation out;
  attn::app::compute(request, out);
  ASSERT_TRUE(out.source.ok) << out.source.error;
  ASSERT_TRUE(out.cross.ok) << out.cross.error;
  EXPECT_TRUE(out.has_target);
  EXPECT_EQ(out.cross.result.k_tokens.size(), 7u);
  EXPECT_EQ(out.cross.result.q_tokens.front(), "<start>");
  EXPECT_EQ(out.cross.result.q_tokens[3], "bleue") << "Y blank: the model's own output";
  EXPECT_EQ(out.cross.result.trace.heads.size(), 4u);
  // A word the model does not know is named, and nothing is shown.
  state.source_text = "the blue zebra";
  request = attn::app::compute_request(state, 2);
  attn::app::compute(request, out);
  EXPECT_FALSE(out.source.ok);
  EXPECT_NE(out.source.error.find("zebra"), std::string::npos) << out.source.error;
}

}  // namespace
