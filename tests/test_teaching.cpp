// What the teaching views compute: shape answers, costs, the leak rows, teacher forcing and
// the meaning shift of a word in two contexts.
#include <string>

#include <gtest/gtest.h>

#include "core/teaching/teaching.hpp"

using namespace attn;

namespace {

AttentionCase text_case(const std::string& text, bool causal, int d = 16, int h = 4) {
  AttentionCase c;
  c.config.d_model = d;
  c.config.heads = h;
  c.config.causal = causal;
  c.from_text = true;
  c.text = text;
  c.seed = 7;
  return c;
}

}  // namespace

TEST(Exercises, CrossAttentionShapesOfTheLesson) {
  // The lesson's exercise: X is T1×D, Y is T2×D, Y attends to X with one head.
  const ShapeQuestion q = make_shape_question(ExerciseKind::CrossSingle, {4, 5, 512, 1});
  ASSERT_EQ(q.items.size(), 5u);
  EXPECT_EQ(q.items[0].name, "Q");
  EXPECT_EQ(q.items[0].rows, 5);
  EXPECT_EQ(q.items[0].cols, 512);
  EXPECT_EQ(q.items[1].rows, 4);  // K from X
  EXPECT_EQ(q.items[3].symbolic, "T2×T1");
  EXPECT_EQ(q.items[3].rows, 5);
  EXPECT_EQ(q.items[3].cols, 4);
  EXPECT_EQ(q.items[4].rows, 5);
  EXPECT_NE(q.prompt.find("4×512"), std::string::npos);
}

TEST(Exercises, MultiHeadAndMaskedShapes) {
  const ShapeQuestion m = make_shape_question(ExerciseKind::MultiHead, {6, 3, 512, 8});
  EXPECT_EQ(m.items[0].cols, 64);  // d_k = 512 / 8
  EXPECT_EQ(m.items[2].rows, 6);
  EXPECT_EQ(m.items[2].cols, 6);
  EXPECT_EQ(m.items[4].cols, 512);  // concat
  EXPECT_THROW(make_shape_question(ExerciseKind::MultiHead, {6, 3, 100, 8}), AttentionError);
  const ShapeQuestion k = make_shape_question(ExerciseKind::Masked, {4, 5, 512, 1});
  EXPECT_EQ(k.items[2].rows, 5);
  EXPECT_EQ(k.items[2].cols, 5);
  const ShapeQuestion s = make_shape_question(ExerciseKind::SelfSingle, {7, 2, 64, 1});
  EXPECT_EQ(s.items[3].rows, 7);
  EXPECT_THROW(make_shape_question(ExerciseKind::SelfSingle, {0, 2, 64, 1}), AttentionError);
}

TEST(Exercises, ParsesTheWaysPeopleTypeShapes) {
  for (const char* typed : {"5x64", "5 × 64", "[5, 64]", "(5,64)", "5 by 64", " 5X64 ", "5*64"}) {
    const auto s = parse_shape(typed);
    ASSERT_TRUE(s.has_value()) << typed;
    EXPECT_EQ(s->first, 5) << typed;
    EXPECT_EQ(s->second, 64) << typed;
  }
  for (const char* typed : {"", "5", "five by six", "5x64x2", "0x3", "-2x3", "T2xD"}) {
    EXPECT_FALSE(parse_shape(typed).has_value()) << typed;
  }
}

TEST(Exercises, VerdictsExplain) {
  const ShapeQuestion q = make_shape_question(ExerciseKind::CrossSingle, {4, 5, 512, 1});
  const ShapeItem& scores = q.items[3];  // 5×4
  EXPECT_TRUE(check_shape_answer(scores, "5x4").correct);
  const ShapeVerdict transposed = check_shape_answer(scores, "4x5");
  EXPECT_FALSE(transposed.correct);
  EXPECT_NE(transposed.message.find("transpose"), std::string::npos);
  EXPECT_NE(transposed.message.find("T2×T1"), std::string::npos);
  const ShapeVerdict wrong = check_shape_answer(q.items[0], "4x512");
  EXPECT_FALSE(wrong.correct);
  EXPECT_NE(wrong.message.find("queries come from the target"), std::string::npos);
  EXPECT_FALSE(check_shape_answer(scores, "huh").correct);
}

TEST(Exercises, RandomSizesAreValidAndRepeatable) {
  for (std::uint64_t seed = 0; seed < 200; ++seed) {
    const ExerciseSizes s = random_exercise_sizes(seed);
    EXPECT_GE(s.t1, 2);
    EXPECT_LE(s.t1, 12);
    EXPECT_NE(s.t1, s.t2);
    EXPECT_EQ(s.d % s.h, 0);
    EXPECT_GE(s.h, 2);
    EXPECT_LE(s.h, 16);
    EXPECT_NO_THROW(make_shape_question(ExerciseKind::MultiHead, s));
  }
  EXPECT_EQ(random_exercise_sizes(5).d, random_exercise_sizes(5).d);
}

TEST(Cost, Gpt3AndTheOriginalTransformer) {
  const CostFigures g = cost_figures(12288, 96, 2048);
  EXPECT_EQ(g.d_k, 128);
  EXPECT_EQ(g.params_one_head_wq, 1572864);  // 12288 × 128
  EXPECT_EQ(g.params_per_matrix, 150994944LL);
  EXPECT_EQ(g.params_total, 4 * 150994944LL);
  EXPECT_EQ(g.value_low_rank, 2 * 1572864);
  const CostFigures t = cost_figures(512, 8, 10);
  EXPECT_EQ(t.d_k, 64);
  EXPECT_EQ(t.params_total, 4 * 512 * 512);
  // One head of width D costs what H heads of width D/H cost.
  EXPECT_DOUBLE_EQ(t.flops_one_wide_head, t.flops_h_heads);
  EXPECT_DOUBLE_EQ(t.flops_one_wide_head, 4.0 * 10 * 10 * 512);
  EXPECT_EQ(t.pattern_cells, 100);
  // The pattern grows with the square of the context: 4× the memory for 2× the tokens.
  EXPECT_EQ(cost_figures(512, 8, 20).pattern_bytes_all_heads, 4 * t.pattern_bytes_all_heads);
  EXPECT_THROW(cost_figures(512, 7, 10), AttentionError);
  EXPECT_EQ(model_presets().size(), 3u);
}

TEST(Leaks, CausalMaskKeepsEarlierRowsExactlyUnchanged) {
  const AttentionCase c = text_case("the murderer was the butler all along", true);
  for (int j = 0; j < 7; ++j) {
    const LeakReport r = leak_test(c, j);
    ASSERT_EQ(r.attention_change.size(), 7u);
    for (int i = 0; i < j; ++i) {
      EXPECT_EQ(r.attention_change[static_cast<std::size_t>(i)], 0.0f) << "j=" << j << " i=" << i;
      EXPECT_EQ(r.residual_change[static_cast<std::size_t>(i)], 0.0f) << "j=" << j << " i=" << i;
    }
    for (int i = j; i < 7; ++i) {
      EXPECT_GT(r.attention_change[static_cast<std::size_t>(i)], 0.0f) << "j=" << j << " i=" << i;
    }
    EXPECT_EQ(r.first_changed_row, j);
  }
}

TEST(Leaks, WithoutTheMaskEveryRowChanges) {
  const LeakReport r = leak_test(text_case("the murderer was the butler", false), 4);
  for (float change : r.attention_change) EXPECT_GT(change, 0.0f);
  EXPECT_EQ(r.first_changed_row, 0);
  AttentionCase cross = text_case("a b", false);
  cross.config.mode = AttentionMode::Cross;
  EXPECT_THROW(leak_test(cross, 0), AttentionError);
  EXPECT_THROW(leak_test(text_case("a b", true), 2), AttentionError);
}

TEST(Leaks, WorksWithDesignedHeads) {
  AttentionCase c = text_case("a fluffy blue creature roamed", true, 160, 5);
  c.designed = true;
  const LeakReport r = leak_test(c, 2);
  EXPECT_EQ(r.attention_change[0], 0.0f);
  EXPECT_EQ(r.attention_change[1], 0.0f);
  EXPECT_GT(r.attention_change[2], 0.0f);
}

TEST(TeacherForcing, ShiftsTheTargetByOne) {
  const auto rows = teacher_forcing_table("I love easy courses");
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_EQ(rows[0].input, "<start>");
  EXPECT_EQ(rows[0].predicts, "I");
  EXPECT_EQ(rows[3].input, "easy");
  EXPECT_EQ(rows[3].predicts, "courses");
  EXPECT_EQ(rows[4].input, "courses");
  EXPECT_EQ(rows[4].predicts, "<end>");
  EXPECT_EQ(rows[4].visible_count, 5);
  // Markers already present are not doubled.
  EXPECT_EQ(teacher_forcing_table("<start> I love easy courses <end>").size(), 5u);
  EXPECT_THROW(teacher_forcing_table("<start>"), AttentionError);
}

TEST(Meaning, TheSameWordEndsInDifferentVectors) {
  const MeaningShift m = context_changes_meaning(text_case("", false, 32, 4),
                                                 "one mole of carbon dioxide",
                                                 "American shrew mole", "mole");
  EXPECT_EQ(m.position_a, 1);
  EXPECT_EQ(m.position_b, 2);
  EXPECT_FLOAT_EQ(m.cosine_before, 1.0f);
  EXPECT_LT(m.cosine_embedded, 1.0f);  // positions differ
  EXPECT_LT(m.cosine_after, 0.999f);
  EXPECT_GT(m.cosine_after, -1.0f);
  EXPECT_THROW(context_changes_meaning(text_case("", false), "a b", "c d", "mole"),
               AttentionError);
}

TEST(Meaning, CosineSimilarity) {
  Eigen::RowVectorXf a(3), b(3);
  a << 1, 0, 0;
  b << 0, 2, 0;
  EXPECT_FLOAT_EQ(cosine_similarity(a, a * 3), 1.0f);
  EXPECT_FLOAT_EQ(cosine_similarity(a, b), 0.0f);
  EXPECT_FLOAT_EQ(cosine_similarity(a, -a), -1.0f);
  EXPECT_FLOAT_EQ(cosine_similarity(a, Eigen::RowVectorXf::Zero(3)), 0.0f);
}
