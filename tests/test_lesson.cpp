// Lesson files and weights files: round trips, refusals with clear messages, atomic saves.
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "core/model/weights.hpp"
#include "io/atomic_file.hpp"
#include "io/case_json.hpp"
#include "model/lesson_file.hpp"
#include "temp_dir.hpp"

using namespace attn;
using nlohmann::json;

namespace {

class Files : public attn::testing::TempDirTest {
 protected:
  std::string load_error(const std::string& text) const {
    try {
      app::load_lesson(write("l.json", text));
    } catch (const std::exception& e) {
      return e.what();
    }
    return "(no error)";
  }
};

}  // namespace

TEST_F(Files, LessonRoundTripKeepsEveryField) {
  app::Lesson l;
  l.title = "Moles";
  l.source = "one mole of carbon dioxide";
  l.target = "American shrew mole";
  l.d_model = 32;
  l.heads = 8;
  l.seed = 12345678901234ULL;
  l.causal = true;
  l.scale = false;
  l.temperature = 0.7f;
  l.view = "compare";
  l.focused_head = 3;
  l.colormap = "magma";
  l.font_scale = 2.0f;
  l.theme = "dark";
  l.notes = "Ask: which mole?\nThen toggle C.";
  l.repeat = 12;
  l.weights = random_weights(32, 4);
  app::save_lesson(path("moles.json"), l);
  const app::Lesson back = app::load_lesson(path("moles.json"));
  EXPECT_EQ(back.title, l.title);
  EXPECT_EQ(back.target, l.target);
  EXPECT_EQ(back.seed, l.seed);
  EXPECT_TRUE(back.causal);
  EXPECT_FALSE(back.scale);
  EXPECT_FLOAT_EQ(back.temperature, 0.7f);
  EXPECT_EQ(back.view, "compare");
  EXPECT_EQ(back.focused_head, 3);
  EXPECT_EQ(back.colormap, "magma");
  EXPECT_EQ(back.theme, "dark");
  EXPECT_EQ(back.notes, l.notes);
  EXPECT_EQ(back.repeat, 12);
  ASSERT_TRUE(back.weights.has_value());
  EXPECT_TRUE(back.weights->w_v == l.weights->w_v);
}

TEST_F(Files, ShippedLessonsLoad) {
  for (const char* name : {"default.lesson.json", "translation.lesson.json", "attention-zh.lesson.json",
                           "across-layers.lesson.json", "quantization.lesson.json"}) {
    const app::Lesson l = app::load_lesson(std::string(ATTN_ASSET_DIR) + "/lessons/" + name);
    EXPECT_FALSE(l.source.empty()) << name;
  }
}

TEST_F(Files, BadLessonsNameTheProblem) {
  EXPECT_NE(load_error(R"({"version": 2, "source": "a"})").find("newer"), std::string::npos);
  EXPECT_NE(load_error(R"({"source": "a"})").find("version"), std::string::npos);
  EXPECT_NE(load_error(R"({"version": 1, "source": "a", "heads": "four"})").find("heads"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"version": 1, "source": "a", "view": "3d"})").find("view"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"version": 1, "source": "a)").find("l.json"), std::string::npos);
  EXPECT_NE(load_error(R"({"version": 1, "source": "a", "d_model": 4,
                           "weights": {"w_q": [[1]], "w_k": [[1]], "w_v": [[1]], "w_o": [[1]]}})")
                .find("'weights.w_q' must be 4×4"),
            std::string::npos);
  EXPECT_NE(load_error("").find("l.json"), std::string::npos);
  EXPECT_NE(load_error(R"({"version": 1e999, "source": "a"})").find("not valid JSON"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"version": 1, "source": "a", "d_model": 1, "heads": 1, "designed": true,
                           "weights": {"w_q": [[1]], "w_k": [[1]], "w_v": [[1]], "w_o": [[1]]}})")
                .find("'weights' cannot be given with \"designed\": true"),
            std::string::npos);
  EXPECT_NE(load_error(R"({"version": 1, "source": "a", "repeat": 0})")
                .find("'repeat' must be an integer from 1 to 4096, got 0"),
            std::string::npos);
}

TEST_F(Files, RelativePathsAreReadFromTheLessonsFolderAndSavedAsGiven) {
  app::Lesson given;
  given.source = "a b c";
  given.checkpoint = "../models/translate.safetensors";
  given.model = "/models/gpt2";  // absolute: kept as it is
  given.diff.between = app::DiffBetween::Checkpoints;
  given.diff.checkpoint_a = "a.safetensors";
  given.diff.checkpoint_b = "/runs/b.safetensors";
  app::SceneSettings scene = given;
  scene.checkpoint = "own.safetensors";  // a scene's own: checked to be there
  given.scenes = {{"its own checkpoint", "", scene}};
  const std::string text = app::lesson_to_json(given).dump(2) + "\n";
  ::mkdir(path("course").c_str(), 0755);
  write("course/own.safetensors", "weights");
  const std::string file = write("course/l.lesson.json", text);

  const app::Lesson l = app::load_lesson(file);
  ASSERT_EQ(l.scenes.size(), 1u) << l.scene_problems.front();
  EXPECT_EQ(l.checkpoint, path("course") + "/../models/translate.safetensors");
  EXPECT_EQ(l.model, "/models/gpt2");
  EXPECT_EQ(l.diff.checkpoint_a, path("course/a.safetensors"));
  EXPECT_EQ(l.diff.checkpoint_b, "/runs/b.safetensors");
  EXPECT_EQ(l.scenes[0].settings.checkpoint, path("course/own.safetensors"));
  EXPECT_EQ(app::lesson_at_scene(l, 0).diff.checkpoint_a, path("course/a.safetensors")) << "inherited";
  app::save_lesson(file, l);
  EXPECT_EQ(read(file), text) << "saved in its folder, a relative path stays relative";

  // Saved in another folder, the paths it opened: the same files when it is opened there.
  ::mkdir(path("elsewhere").c_str(), 0755);
  app::save_lesson(path("elsewhere/l.lesson.json"), l);
  const app::Lesson moved = app::load_lesson(path("elsewhere/l.lesson.json"));
  ASSERT_EQ(moved.scenes.size(), 1u) << moved.scene_problems.front();
  EXPECT_EQ(moved.checkpoint, l.checkpoint);
  EXPECT_EQ(moved.diff.checkpoint_a, l.diff.checkpoint_a);
  EXPECT_EQ(moved.scenes[0].settings.checkpoint, l.scenes[0].settings.checkpoint);

  EXPECT_EQ(app::lesson_file_path("/a/b", "c/d"), "/a/b/c/d");
  EXPECT_EQ(app::lesson_file_path("/", "c"), "/c");
  EXPECT_EQ(app::lesson_file_path("/a/b", "/c"), "/c");
  EXPECT_EQ(app::lesson_file_path("", "c"), "c");
}

TEST_F(Files, ALessonWithLargeInlineWeightsOpensAgain) {
  // Every lesson the program can save it can open: D = 512 weights make ~16 MB of JSON.
  app::Lesson l;
  l.source = "a large model";
  l.d_model = 512;
  l.heads = 8;
  l.weights = random_weights(512, 9);
  app::save_lesson(path("large.json"), l);
  const app::Lesson back = app::load_lesson(path("large.json"));
  ASSERT_TRUE(back.weights.has_value());
  EXPECT_EQ(back.weights->w_o, l.weights->w_o);
}

TEST_F(Files, FailedSaveLeavesTheOldLesson) {
  app::Lesson l;
  l.source = "first version";
  app::save_lesson(path("keep.json"), l);
  const std::string before = read(path("keep.json"));
  // A save into a directory that does not exist fails and touches nothing else.
  EXPECT_THROW(app::save_lesson(path("missing/keep.json"), l), std::runtime_error);
  // A save whose target is a directory fails without creating stray files.
  ::mkdir(path("adir").c_str(), 0755);
  EXPECT_THROW(io::write_file_atomic(path("adir"), "x"), std::runtime_error);
  EXPECT_EQ(read(path("keep.json")), before);
  EXPECT_EQ(std::system(("test $(ls '" + dir_ + "' | wc -l) -eq 2").c_str()), 0);
}

TEST_F(Files, WeightsFileOfAnySize) {
  const MhaWeights w = random_weights(12, 9);
  write("w.json", io::weights_to_json(w).dump());
  const MhaWeights back = io::load_weights_file(path("w.json"));
  EXPECT_EQ(back.w_q.rows(), 12);
  EXPECT_TRUE(back.w_o == w.w_o);
}

TEST_F(Files, BadWeightsFilesNameTheProblem) {
  auto error_of = [&](const std::string& text) {
    try {
      io::load_weights_file(write("w.json", text));
    } catch (const AttentionError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  EXPECT_NE(error_of(R"({"w_q": [[1, 0], [0, 1]], "w_k": [[1, 0], [0, 1]],
                         "w_v": [[1, 0], [0, 1]], "w_o": [[1, 0, 0]]})")
                .find("'weights.w_o' must be 2×2"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"w_q": [[1, 0], [0, 1]]})").find("'weights.w_k' is missing"),
            std::string::npos);
  EXPECT_NE(error_of("[1, 2]").find("must be an object"), std::string::npos);
  EXPECT_NE(error_of("{oops").find("not valid JSON"), std::string::npos);
  EXPECT_NE(error_of(R"({"w_q": [[1, 0], [0, 1]], "w_k": [[1, 0], [0, 1]],
                         "w_v": [[1, 0], [0, 1e50]], "w_o": [[1, 0], [0, 1]]})")
                .find("fits in a float"),
            std::string::npos);
  try {
    io::load_weights_file(path("nope.json"));
    FAIL();
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("nope.json"), std::string::npos);
  }
}
