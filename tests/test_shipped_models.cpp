// The trained models the program ships (assets/models/, made by scripts/make-models): they
// open, they do their task, and the translation model's cross-attention finds the words:
// on held-out sentences each French noun, in the best head of the last layer, looks most
// at the English noun it translates.
#include <string>

#include <gtest/gtest.h>

#include "core/teaching/model_run.hpp"
#include "core/teaching/training.hpp"
#include "io/checkpoint.hpp"

namespace {

std::string model_path(const char* task) {
  return std::string(ATTN_ASSET_DIR) + "/models/" + task + ".safetensors";
}

TEST(ShippedModels, EachOpensAndDoesItsTask) {
  for (const attn::TaskKind kind :
       {attn::TaskKind::Translate, attn::TaskKind::Reverse, attn::TaskKind::Induction}) {
    const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path(attn::task_name(kind)));
    EXPECT_EQ(c.task, kind);
    const attn::Task task(kind);
    const auto held = task.held_out(64, 3);
    const attn::Evaluation e = attn::evaluate(*c.model, task, held, {}, 0);
    EXPECT_GE(e.accuracy, 0.95) << attn::task_name(kind);
  }
}

TEST(ShippedModels, EachFrenchNounLooksAtItsEnglishNoun) {
  const attn::io::Checkpoint c = attn::io::load_checkpoint(model_path("translate"));
  const attn::Task task(attn::TaskKind::Translate);
  const auto held = task.held_out(100, 11);
  // The best head of the last layer at alignment, over these sentences.
  const auto scores = attn::head_scores(*c.model, task, held, attn::HeadJob::Alignment, {}, 0);
  const std::size_t last = scores.size() - 1;
  std::size_t best = 0;
  for (std::size_t h = 1; h < scores[last].size(); ++h) {
    if (scores[last][h] > scores[last][best]) best = h;
  }
  int nouns = 0, peaked = 0;
  for (const attn::Example& e : held) {
    const attn::ModelRun run = attn::run_model(*c.model, task, e.source, e.target);
    const attn::Matrix& w = run.record.decoder[last].cross.traces[0].heads[best].weights;
    for (std::size_t i = 0; i < e.target.size(); ++i) {
      if (!task.is_noun(e.target[i])) continue;
      // Row i of the decoder reads <start> + target[0..i) and produces target[i].
      Eigen::Index peak = 0;
      w.row(static_cast<Eigen::Index>(i)).maxCoeff(&peak);
      ++nouns;
      const int source = e.alignment[i];
      ASSERT_GE(source, 0);
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
  RecordProperty("nouns", nouns);
  RecordProperty("best_head", static_cast<int>(best) + 1);
  EXPECT_GT(nouns, 100);
  EXPECT_EQ(peaked, nouns);
}

}  // namespace
