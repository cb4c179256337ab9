// Lessons with scenes (model/lesson_file.hpp, model/scenes.hpp): each scene's settings on
// the one before, a bad scene left out by name with the others kept, saving as
// differences, 1,000 scenes, and stepping through them in the program's state with Ctrl+Z
// bringing back the screen changed by hand.
#include <chrono>
#include <string>

#include <gtest/gtest.h>

#include "model/lesson_file.hpp"
#include "model/lessons.hpp"
#include "model/quiz.hpp"
#include "model/scenes.hpp"
#include "temp_dir.hpp"

using namespace attn;
using nlohmann::json;

namespace {

class Scenes : public attn::testing::TempDirTest {};

const char* kThree = R"({
  "version": 1, "title": "Masks", "source": "the cat sat", "heads": 4, "view": "heads",
  "notes": "the lesson's",
  "scenes": [
    {"title": "All heads"},
    {"title": "Mask on", "causal": true, "notes": "C turns it off"},
    {"title": "Eight heads", "heads": 8, "focused_head": 6, "view": "compare"}
  ]
})";

}  // namespace

TEST_F(Scenes, EachSceneStartsFromTheOneBefore) {
  const app::Lesson l = app::load_lesson(write("l.json", kThree));
  ASSERT_EQ(l.scenes.size(), 3u);
  EXPECT_TRUE(l.scene_problems.empty());
  const app::Lesson a = app::lesson_at_scene(l, 0), b = app::lesson_at_scene(l, 1), c = app::lesson_at_scene(l, 2);
  EXPECT_FALSE(a.causal);
  EXPECT_EQ(a.notes, "the lesson's") << "a scene without notes shows the lesson's";
  EXPECT_TRUE(b.causal);
  EXPECT_EQ(b.notes, "C turns it off");
  EXPECT_TRUE(c.causal) << "scene 3 keeps the mask scene 2 turned on";
  EXPECT_EQ(c.heads, 8);
  EXPECT_EQ(c.focused_head, 6);
  EXPECT_EQ(c.view, "compare");
  EXPECT_EQ(c.title, "Masks") << "the title stays the lesson's";
  EXPECT_THROW(app::lesson_at_scene(l, 3), std::out_of_range);
}

TEST_F(Scenes, SavedAsTheirDifferencesAndReadBackTheSame) {
  const app::Lesson l = app::load_lesson(write("l.json", kThree));
  app::save_lesson(path("again.json"), l);
  const json j = json::parse(read(path("again.json")));
  ASSERT_EQ(j.at("scenes").size(), 3u);
  EXPECT_EQ(j.at("scenes")[0].size(), 1u) << "scene 1 differs in nothing: its title alone";
  EXPECT_EQ(j.at("scenes")[1].at("causal"), true);
  EXPECT_FALSE(j.at("scenes")[2].contains("causal")) << "unchanged from scene 2: not written";
  EXPECT_EQ(j.at("scenes")[2].at("heads"), 8);
  const app::Lesson back = app::load_lesson(path("again.json"));
  ASSERT_EQ(back.scenes.size(), 3u);
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(app::scene_settings_json(back.scenes[k].settings), app::scene_settings_json(l.scenes[k].settings))
        << "scene " << k + 1;
    EXPECT_EQ(back.scenes[k].title, l.scenes[k].title);
  }
}

TEST_F(Scenes, ABadSceneIsLeftOutByNameAndTheOthersStay) {
  const std::string text = R"({
    "version": 1, "source": "the cat sat", "heads": 4,
    "scenes": [
      {"title": "fine"},
      {"title": "no such view", "view": "sideways"},
      {"title": "a head too many", "focused_head": 5},
      {"title": "a checkpoint that is not there", "checkpoint": "gone.safetensors"},
      {"title": "a model folder that is not there", "model": "nowhere"},
      {"title": "a field no scene has", "colour": "red"},
      {"title": "eight heads", "heads": 8}
    ]
  })";
  const app::Lesson l = app::load_lesson(write("l.json", text));
  ASSERT_EQ(l.scenes.size(), 2u);
  EXPECT_EQ(l.scenes[0].title, "fine");
  EXPECT_EQ(l.scenes[1].title, "eight heads");
  ASSERT_EQ(l.scene_problems.size(), 5u);
  EXPECT_NE(l.scene_problems[0].find("scene 2 \"no such view\""), std::string::npos) << l.scene_problems[0];
  EXPECT_NE(l.scene_problems[0].find("'view'"), std::string::npos) << l.scene_problems[0];
  EXPECT_NE(l.scene_problems[1].find("focused_head"), std::string::npos) << l.scene_problems[1];
  EXPECT_NE(l.scene_problems[2].find("gone.safetensors"), std::string::npos) << l.scene_problems[2];
  EXPECT_NE(l.scene_problems[3].find("no config.json"), std::string::npos) << l.scene_problems[3];
  EXPECT_NE(l.scene_problems[4].find("'colour' is not a scene's field"), std::string::npos) << l.scene_problems[4];
  // Not a list at all: the lesson is refused, naming the field.
  EXPECT_THROW(app::load_lesson(write("bad.json", R"({"version": 1, "source": "x", "scenes": 3})")), std::runtime_error);
}

TEST_F(Scenes, AThousandScenesOpenAndStepQuickly) {
  json j = {{"version", 1}, {"source", "the cat sat on the mat"}, {"heads", 4}};
  json scenes = json::array();
  for (int i = 0; i < 1000; ++i) {
    scenes.push_back({{"title", "scene " + std::to_string(i + 1)}, {"causal", i % 2 == 1}, {"focused_head", i % 5}});
  }
  j["scenes"] = scenes;
  const auto start = std::chrono::steady_clock::now();
  const app::Lesson l = app::load_lesson(write("many.json", j.dump()));
  ASSERT_EQ(l.scenes.size(), 1000u);
  app::AppState state;
  app::apply_lesson(state, l);
  for (int i = 0; i < 999; ++i) ASSERT_TRUE(app::next_scene(state, +1));
  EXPECT_EQ(state.scenes.current, 999);
  EXPECT_TRUE(state.model.causal);
  EXPECT_EQ(state.focused_head, 999 % 5 - 1);
  // What the window does five times a second (the unsaved-changes mark) stays cheap too.
  for (int i = 0; i < 20; ++i) ASSERT_EQ(app::lesson_from_state(state).scenes.size(), 1000u);
  // Not a timed test: a bound far above the tens of milliseconds this takes, against a
  // step that copies every scene.
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 30.0);
}

TEST_F(Scenes, CtrlZBringsBackTheScreenChangedByHand) {
  app::AppState state;
  app::apply_lesson(state, app::load_lesson(write("l.json", kThree)));
  EXPECT_EQ(app::scene_label(state), "1 / 3 · All heads");
  EXPECT_FALSE(state.model.causal);
  // By hand: eight heads and another sentence; then the next scene puts its own settings.
  state.model.heads = 8;
  state.source_text = "a hand-typed sentence";
  ASSERT_TRUE(app::next_scene(state, +1));
  EXPECT_EQ(state.model.heads, 4);
  EXPECT_EQ(state.source_text, "the cat sat");
  EXPECT_TRUE(state.model.causal);
  EXPECT_EQ(state.notes, "C turns it off");
  ASSERT_TRUE(app::undo_scene_change(state));
  EXPECT_EQ(state.scenes.current, 0);
  EXPECT_EQ(state.model.heads, 8);
  EXPECT_EQ(state.source_text, "a hand-typed sentence");
  EXPECT_FALSE(state.model.causal);
  EXPECT_FALSE(app::undo_scene_change(state)) << "nothing more to take back";
  EXPECT_FALSE(app::next_scene(state, -1)) << "before the first scene";
  EXPECT_FALSE(app::go_to_scene(state, 3)) << "after the last";
}

TEST_F(Scenes, AddUpdateMoveDeleteAndSave) {
  app::AppState state;
  app::apply_lesson(state, app::load_lesson(write("l.json", R"({"version": 1, "source": "one two three"})")));
  EXPECT_EQ(app::scene_count(state), 0);
  app::add_scene(state, "Start");  // the screen becomes scene 1
  state.model.causal = true;
  app::add_scene(state, "Masked");  // scene 2 after it
  state.view = app::View::Cost;
  app::add_scene(state, "Cost");
  ASSERT_EQ(app::scene_count(state), 3);
  EXPECT_EQ(state.scenes.current, 2);
  app::move_scene(state, -1);  // Cost before Masked
  EXPECT_EQ(app::scene_label(state), "2 / 3 · Cost");
  app::rename_scene(state, "What it costs");
  ASSERT_TRUE(app::go_to_scene(state, 0));
  EXPECT_FALSE(state.model.causal);
  state.model.temperature = 2.0f;
  app::update_scene(state);
  ASSERT_TRUE(app::go_to_scene(state, 2));
  app::delete_scene(state);
  EXPECT_EQ(app::scene_label(state), "2 / 2 · What it costs");
  const app::Lesson saved = app::lesson_from_state(state);
  ASSERT_EQ(saved.scenes.size(), 2u);
  EXPECT_FLOAT_EQ(saved.temperature, 2.0f) << "the lesson's own fields are the first scene's";
  app::save_lesson(path("made.json"), saved);
  const app::Lesson back = app::load_lesson(path("made.json"));
  ASSERT_EQ(back.scenes.size(), 2u);
  EXPECT_EQ(back.scenes[1].title, "What it costs");
  EXPECT_EQ(app::lesson_at_scene(back, 1).view, "cost");
  EXPECT_TRUE(app::lesson_at_scene(back, 1).causal) << "Cost was added with the mask on";
}

TEST(ShippedScenes, EachLessonIsSixToElevenScenesThatAllOpen) {
  for (const char* name : {"default.lesson.json", "translation.lesson.json", "attention-zh.lesson.json",
                           "across-layers.lesson.json", "quantization.lesson.json"}) {
    const app::Lesson l = app::load_lesson(std::string(ATTN_ASSET_DIR) + "/lessons/" + name);
    EXPECT_TRUE(l.scene_problems.empty()) << name << ": " << (l.scene_problems.empty() ? "" : l.scene_problems[0]);
    EXPECT_GE(l.scenes.size(), 6u) << name;
    EXPECT_LE(l.scenes.size(), 11u) << name;
    for (std::size_t k = 0; k < l.scenes.size(); ++k) {
      EXPECT_FALSE(l.scenes[k].title.empty()) << name << " scene " << k + 1;
      EXPECT_NO_THROW(app::lesson_at_scene(l, static_cast<int>(k)));
    }
  }
}

TEST_F(Scenes, AQuestionIsAskedOnceAndARowTheSourceLacksIsRefused) {
  const std::string text = R"({
    "version": 1, "source": "the cat sat", "heads": 4, "focused_head": 2,
    "scenes": [
      {"title": "asks", "quiz": {"row": 2}},
      {"title": "does not ask again"},
      {"title": "row 9 of 3 tokens", "quiz": {"row": 9}},
      {"title": "no head open", "focused_head": 0, "quiz": {"row": 1}}
    ]
  })";
  const app::Lesson l = app::load_lesson(write("q.json", text));
  ASSERT_EQ(l.scenes.size(), 2u);
  EXPECT_EQ(app::lesson_at_scene(l, 0).quiz.row, 2);
  EXPECT_EQ(app::lesson_at_scene(l, 1).quiz.row, 0) << "a question is not inherited";
  ASSERT_EQ(l.scene_problems.size(), 2u);
  EXPECT_NE(l.scene_problems[0].find("'quiz' asks for row 9, but the source has 3 tokens"), std::string::npos)
      << l.scene_problems[0];
  EXPECT_NE(l.scene_problems[1].find("needs a head open"), std::string::npos) << l.scene_problems[1];
  app::save_lesson(path("q2.json"), l);
  const json j = json::parse(read(path("q2.json")));
  EXPECT_EQ(j.at("scenes")[0].at("quiz").at("row"), 2);
  EXPECT_FALSE(j.at("scenes")[1].contains("quiz"));
}

TEST(Quiz, PickThenRevealSaysWhatThePickGotAndKeepsTheScore) {
  app::AppState state;
  state.focused_head = 0;
  attn::Matrix w(3, 3);
  w << 1.0f, 0.0f, 0.0f,  //
      0.7f, 0.3f, 0.0f,   //
      0.1f, 0.2f, 0.7f;
  const std::vector<std::string> tokens{"the", "cat", "sat"};
  app::ask_quiz(state, w, tokens, -1);
  EXPECT_EQ(state.quiz.row, 0) << "without a row under the pointer: the one the head is surest of";
  app::ask_quiz(state, w, tokens, 2);
  EXPECT_TRUE(app::quiz_hides(state, 0));
  EXPECT_FALSE(app::quiz_hides(state, 1));
  app::reveal_quiz(state, w, tokens);
  EXPECT_FALSE(state.quiz.revealed) << "nothing picked yet";
  app::pick_quiz_key(state, 1, tokens);
  app::reveal_quiz(state, w, tokens);
  EXPECT_TRUE(state.quiz.revealed);
  EXPECT_EQ(state.quiz.message, "You picked 'cat': 0.20 of this head's weight; the head chose 'sat' (0.70).");
  EXPECT_EQ(state.quiz.asked, 1);
  EXPECT_EQ(state.quiz.right, 0);
  app::ask_quiz(state, w, tokens, 1);
  app::pick_quiz_key(state, 0, tokens);
  app::reveal_quiz(state, w, tokens);
  EXPECT_EQ(state.quiz.message, "You picked 'the': 0.70 of this head's weight; the head's choice.");
  EXPECT_EQ(state.quiz.right, 1);
  EXPECT_EQ(state.quiz.asked, 2);
  app::stop_quiz(state);
  EXPECT_FALSE(app::quiz_hides(state, 0));
}

TEST_F(Scenes, TheDiffsSettingsAreKeptByLessonsAndScenes) {
  const std::string text = R"({
    "version": 1, "source": "the cat sat", "heads": 4, "view": "diff",
    "diff": {"between": "heads", "heads": [1, 3]},
    "scenes": [
      {"title": "two heads"},
      {"title": "another sentence", "diff": {"between": "sentences", "sentence": "a dog ran"}},
      {"title": "two layers", "diff": {"between": "layers", "attention": "cross", "head": 2, "layers": [1, 2]}},
      {"title": "two files", "diff": {"between": "checkpoints", "checkpoints": ["a.safetensors", "/m/b.safetensors"]}},
      {"title": "no such kind", "diff": {"between": "epochs"}},
      {"title": "layer 0", "diff": {"between": "layers", "layers": [0, 2]}}
    ]
  })";
  const app::Lesson l = app::load_lesson(write("d.json", text));
  EXPECT_EQ(l.diff.between, app::DiffBetween::Heads);
  EXPECT_EQ(l.diff.head_b, 2) << "heads from 1 in the file, from 0 in the program";
  ASSERT_EQ(l.scenes.size(), 4u);
  const app::Lesson second = app::lesson_at_scene(l, 1);
  EXPECT_EQ(second.diff.between, app::DiffBetween::Sentences);
  EXPECT_EQ(second.diff.sentence, "a dog ran");
  const app::Lesson third = app::lesson_at_scene(l, 2);
  EXPECT_EQ(third.diff.between, app::DiffBetween::Layers);
  EXPECT_EQ(third.diff.attention, app::DiffAttention::Cross);
  EXPECT_EQ(third.diff.head, 1);
  EXPECT_EQ(third.diff.layer_b, 1);
  const app::Lesson fourth = app::lesson_at_scene(l, 3);
  EXPECT_EQ(fourth.diff.between, app::DiffBetween::Checkpoints);
  EXPECT_EQ(fourth.diff.checkpoint_a, path("a.safetensors")) << "read from the lesson's folder";
  EXPECT_EQ(fourth.diff.checkpoint_b, "/m/b.safetensors");
  ASSERT_EQ(l.scene_problems.size(), 2u);
  EXPECT_NE(l.scene_problems[0].find("'between' must be one of mask, heads, sentences, layers, steps, checkpoints"),
            std::string::npos)
      << l.scene_problems[0];
  EXPECT_NE(l.scene_problems[1].find("'layers' must be two whole numbers from 1"), std::string::npos)
      << l.scene_problems[1];
  app::AppState state;
  app::apply_lesson(state, l);
  EXPECT_EQ(state.diff.between, app::DiffBetween::Heads);
  EXPECT_EQ(state.diff.head_b, 2);
  ASSERT_TRUE(app::next_scene(state, +1));
  EXPECT_EQ(state.diff.between, app::DiffBetween::Sentences);
  EXPECT_EQ(state.diff.sentence, "a dog ran");
  ASSERT_TRUE(app::next_scene(state, +1));
  EXPECT_EQ(state.diff.between, app::DiffBetween::Layers);
  EXPECT_EQ(state.diff.attention, app::DiffAttention::Cross);
  EXPECT_EQ(state.diff.head, 1);
  EXPECT_EQ(state.diff.layer_a, 0);
  app::save_lesson(path("d2.json"), app::lesson_from_state(state));
  const app::Lesson back = app::load_lesson(path("d2.json"));
  EXPECT_EQ(back.diff.between, app::DiffBetween::Heads);
  EXPECT_EQ(app::lesson_at_scene(back, 1).diff.sentence, "a dog ran");
  EXPECT_EQ(app::lesson_at_scene(back, 2).diff.between, app::DiffBetween::Layers);
  EXPECT_EQ(app::lesson_at_scene(back, 2).diff.attention, app::DiffAttention::Cross);
  EXPECT_EQ(app::lesson_at_scene(back, 3).diff.checkpoint_b, "/m/b.safetensors");
}

TEST(Quiz, WhichHeadIsThisHidesTheNameAndCountsTheAnswer) {
  app::AppState state;
  const std::vector<std::string> names{"previous token", "first token", "same word (needs d_k ≥ 16)", "adjective → noun"};
  const std::vector<std::string> all{"previous token", "first token", "same word", "adjective → noun", "next token"};
  state.focused_head = -1;
  app::ask_which_head(state, names, all);
  EXPECT_FALSE(state.quiz.which) << "no head open";
  state.focused_head = 2;
  app::ask_which_head(state, names, all);
  ASSERT_TRUE(state.quiz.which);
  EXPECT_TRUE(app::which_hides(state, 2));
  ASSERT_EQ(state.quiz.names.size(), 4u);
  EXPECT_EQ(state.quiz.names[static_cast<std::size_t>(state.quiz.answer)], "same word") << "without what it needs";
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = i + 1; j < 4; ++j) EXPECT_NE(state.quiz.names[i], state.quiz.names[j]);
  }
  const int wrong = (state.quiz.answer + 1) % 4;
  app::answer_which_head(state, wrong);
  EXPECT_TRUE(state.quiz.revealed);
  EXPECT_FALSE(app::which_hides(state, 2));
  EXPECT_EQ(state.quiz.message, "No: head 3 is 'same word', not '" + state.quiz.names[static_cast<std::size_t>(wrong)] + "'.");
  EXPECT_EQ(state.quiz.asked, 1);
  app::ask_which_head(state, names, all);
  app::answer_which_head(state, state.quiz.answer);
  EXPECT_EQ(state.quiz.message, "Yes: head 3 is 'same word'.");
  EXPECT_EQ(state.quiz.right, 1);
  EXPECT_EQ(state.quiz.asked, 2);
}

// The same question about a pretrained model's head (its habit on the text as its job), and
// "What shape?" answers counted in the same score.
TEST(Quiz, AModelsHeadAndShapeAnswersJoinTheSameScore) {
  app::AppState state;
  const std::vector<std::string> jobs{"the token before", "itself", "spread wide", "the first token",
                                      "the token before", "the first token"};
  const std::vector<std::string> all{"the token before", "the first token", "itself", "spread wide"};
  app::ask_which_model_head(state, 0, 4, "L2·H2", jobs, all);
  ASSERT_TRUE(state.quiz.which);
  EXPECT_TRUE(state.quiz.in_model);
  EXPECT_TRUE(app::which_hides_model_head(state, 0, 4));
  EXPECT_FALSE(app::which_hides_model_head(state, 1, 4)) << "another grid";
  EXPECT_FALSE(app::which_hides(state, 4)) << "not a head of All heads";
  ASSERT_EQ(state.quiz.names.size(), 4u);
  app::answer_which_head(state, state.quiz.answer);
  EXPECT_EQ(state.quiz.message, "Yes: L2·H2 is 'the token before'.");
  EXPECT_FALSE(app::which_hides_model_head(state, 0, 4));

  state.exercise.need_question = false;
  state.exercise.question = attn::make_shape_question(attn::ExerciseKind::SelfSingle, attn::random_exercise_sizes(3));
  const std::size_t items = state.exercise.question->items.size();
  ASSERT_GE(items, 2u);
  state.exercise.answers.assign(items, "");
  state.exercise.verdicts.assign(items, std::nullopt);
  const auto& first = state.exercise.question->items[0];
  state.exercise.answers[0] = std::to_string(first.rows) + "x" + std::to_string(first.cols);
  state.exercise.answers[1] = "1x1";
  app::reveal_shapes(state);  // Space: checks what is typed, shows the answers
  EXPECT_TRUE(state.exercise.revealed);
  EXPECT_EQ(state.exercise.checked, 2) << "blank answers are not counted";
  EXPECT_EQ(state.quiz.asked, 3) << "one head, two shapes";
  EXPECT_EQ(state.quiz.right, 2);
  const auto seed = state.exercise.seed;
  app::new_shape_question(state);  // Q
  EXPECT_TRUE(state.exercise.need_question);
  EXPECT_EQ(state.exercise.seed, seed + 1);
}
