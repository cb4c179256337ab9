// The process-wide cache of open model folders (model/open_models.hpp): two opens of one
// unchanged folder while the first is held give the same model, read once; a folder let go
// of, or changed on disk, is read again. On a copy of tests/data/gpt2/tiny-f32, so that a
// file of it can be changed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>

#include "model/model_session.hpp"
#include "model/open_models.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

namespace fs = std::filesystem;

class OpenModelsTest : public testing::TempDirTest {
 protected:
  void SetUp() override {
    TempDirTest::SetUp();
    model_ = path("tiny-f32");
    fs::copy(std::string(ATTN_GPT2_FIXTURE_DIR) + "/tiny-f32", model_);
  }
  std::string model_;
};

TEST_F(OpenModelsTest, TwoOpensOfOneFolderShareOneModelReadOnce) {
  const std::uint64_t before = app::model_folder_reads();
  const auto first = app::open_shared_model_folder(model_);
  const auto second = app::open_shared_model_folder(model_ + "/");  // the same folder, spelt otherwise
  EXPECT_EQ(first.get(), second.get());
  EXPECT_EQ(app::model_folder_reads() - before, 1u);
  EXPECT_EQ(first->name, "tiny-f32");
}

TEST_F(OpenModelsTest, AFolderLetGoOfIsReadAgain) {
  const std::uint64_t before = app::model_folder_reads();
  std::weak_ptr<const io::ModelFolder> gone = app::open_shared_model_folder(model_);
  EXPECT_TRUE(gone.expired()) << "the cache holds a model nobody holds";
  const auto again = app::open_shared_model_folder(model_);
  EXPECT_EQ(app::model_folder_reads() - before, 2u);
  EXPECT_EQ(again.use_count(), 1);
}

TEST_F(OpenModelsTest, AFolderChangedOnDiskIsReadAgain) {
  const auto first = app::open_shared_model_folder(model_);
  const std::uint64_t before = app::model_folder_reads();
  // A blank line added to config.json: the same model, a changed file.
  {
    std::ofstream config(model_ + "/config.json", std::ios::app);
    config << "\n";
  }
  const auto second = app::open_shared_model_folder(model_);
  EXPECT_NE(first.get(), second.get());
  EXPECT_EQ(app::model_folder_reads() - before, 1u);
  // Unchanged since: shared again.
  EXPECT_EQ(app::open_shared_model_folder(model_).get(), second.get());
  EXPECT_EQ(app::model_folder_reads() - before, 1u);
}

TEST_F(OpenModelsTest, AFolderThatCannotBeReadIsRefusedAndNotKept) {
  fs::remove(model_ + "/model.safetensors");
  const std::uint64_t before = app::model_folder_reads();
  EXPECT_THROW(app::open_shared_model_folder(model_), std::runtime_error);
  EXPECT_THROW(app::open_shared_model_folder(model_), std::runtime_error);
  EXPECT_EQ(app::model_folder_reads() - before, 2u);
}

// Two sessions of the window opening one folder hold one model.
TEST_F(OpenModelsTest, TwoSessionsOpeningOneFolderHoldOneModel) {
  const std::uint64_t before = app::model_folder_reads();
  app::ModelSession a, b;
  a.open(model_, "hello world");
  a.wait_idle();
  b.open(model_, "hello world");
  b.wait_idle();
  ASSERT_NE(a.snapshot()->model, nullptr) << a.snapshot()->error;
  EXPECT_EQ(a.snapshot()->model.get(), b.snapshot()->model.get());
  EXPECT_EQ(app::model_folder_reads() - before, 1u);
}

// A session asked for llama.cpp's arithmetic on a quantized GGUF file runs in it, and back:
// the maps move by what 8-bit inputs change, and return to the float inputs' exactly.
TEST_F(OpenModelsTest, AQuantizedFileRunsAsLlamaCppComputesAndBack) {
  app::ModelSession s;
  s.open(std::string(ATTN_TEST_DATA_DIR) + "/gguf/llama-d256-q4_k_m.gguf", "the blue creature sees a small cat");
  s.wait_idle();
  const auto first = s.snapshot();
  ASSERT_NE(first->model, nullptr) << first->error;
  ASSERT_NE(first->run, nullptr);
  const Matrix floats = first->run->layers[1].attention.heads[0].weights.view();
  s.set_precision(Precision::Int8, "the blue creature sees a small cat", "");
  s.wait_idle();
  const auto second = s.snapshot();
  EXPECT_EQ(second->precision, Precision::Int8);
  const Matrix int8 = second->run->layers[1].attention.heads[0].weights.view();
  ASSERT_EQ(int8.rows(), floats.rows());
  const double moved = (int8 - floats).cwiseAbs().maxCoeff();
  EXPECT_GT(moved, 1e-6);
  EXPECT_LT(moved, 0.06);
  s.set_precision(Precision::Bf16, "the blue creature sees a small cat", "");
  s.wait_idle();
  EXPECT_EQ(Matrix(s.snapshot()->run->layers[1].attention.heads[0].weights.view()), floats);
}

}  // namespace
}  // namespace attn
