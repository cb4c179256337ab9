// The frame computes nothing: frames drawn offscreen through run_frame (the window's and
// `render`'s own, gui/frame.hpp), with the engine counting every call made on the thread that
// draws (core/base/engine_calls.hpp). Each view that once computed on that thread is driven
// until its numbers are on screen, and no call is counted:
//   - the Diff view of the mask, of two heads and of two sentences (B is run on the worker);
//   - the Diff view of two checkpoints and of the Training view's model while it trains (the
//     files read and the models run on the worker, not again for every training snapshot);
//   - the Model view of a Llama folder (RoPE, grouped K/V heads): its thumbnails pooled by the
//     session, C and N handed to it as commands;
//   - that model's layer as the weights of the Pipeline (Q and K before the rotation) and of
//     Why a key wins.
// Needs Mesa's EGL (as `render` does); the test thread is the frame thread once it draws.
#include <imgui.h>

#include <cfloat>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "core/base/engine_calls.hpp"
#include "gui/fonts.hpp"
#include "gui/frame.hpp"
#include "gui/headless_context.hpp"
#include "gui/offscreen.hpp"
#include "model/commands.hpp"
#include "model/layer_source.hpp"
#include "model/lessons.hpp"
#include "model/recompute.hpp"

namespace {

using namespace attn;
using namespace attn::app;

constexpr int kWidth = 1600, kHeight = 1000;

// One ImGui context while it lives.
struct ImGuiContextScope {
  ImGuiContextScope() {
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
  }
  ~ImGuiContextScope() { ImGui::DestroyContext(); }
};

// What the window has, drawn into a framebuffer: an OpenGL context, ImGui, the scene.
class OffscreenWindow {
 public:
  OffscreenWindow() {
    init_renderer(scene);
    platform.new_frame = [] {
      ImGuiIO& io = ImGui::GetIO();
      io.DisplaySize = ImVec2(static_cast<float>(kWidth), static_cast<float>(kHeight));
      io.DisplayFramebufferScale = ImVec2(1.0f, 1.0f);
      io.DeltaTime = 1.0f / 60.0f;
      io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    };
    platform.framebuffer_size = [](int* w, int* h) {
      *w = kWidth;
      *h = kHeight;
    };
  }
  ~OffscreenWindow() { release_renderer(scene); }

  void frames(AppState& state, int n) {
    for (int i = 0; i < n; ++i) run_frame(state, scene, fonts, platform);
  }

  // Frames until what was asked is on screen: the compute worker and the Model view's session
  // at rest (the Training view's too, unless it trains), as `render` waits for them.
  void settle(AppState& state) {
    for (int round = 0; round < 20; ++round) {
      frames(state, 2);
      if (!scene.training.running()) scene.training.wait_idle();
      scene.pretrained.wait_idle();
      finish_results(state, scene.results);
      frames(state, 1);
      if (!results_pending(scene.results) && !state.need_maps && !scene.pretrained.busy() &&
          (scene.training.running() || scene.training.settled()) && state.commands.empty()) {
        return;
      }
    }
  }

  // Frames, as the window draws while the Training view's model trains, until it has
  // published `snapshots` more (at most a minute).
  void draw_while_training(AppState& state, int snapshots) {
    const std::uint64_t until = scene.training.snapshot().version + static_cast<std::uint64_t>(snapshots);
    const auto limit = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (scene.training.snapshot().version < until && std::chrono::steady_clock::now() < limit) {
      frames(state, 1);
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    frames(state, 2);
    finish_results(state, scene.results);
    frames(state, 1);
  }

 private:
  HeadlessContext gl_;
  ImGuiContextScope imgui_;
  OffscreenTarget target_{kWidth, kHeight};

 public:
  Scene scene;
  FontState fonts = find_fonts();
  FramePlatform platform;
};

#define EXPECT_NOTHING_COMPUTED_ON_THE_FRAME()                                                              \
  EXPECT_EQ(engine_entries_on_frame_thread(), 0)                                                            \
      << "the frame thread called the engine, first through " << first_engine_entry_on_frame_thread()

AppState default_lesson() {
  AppState state;
  EXPECT_TRUE(open_lesson(state, std::string(ATTN_ASSET_DIR) + "/lessons/default.lesson.json", false)) << state.status;
  return state;
}

TEST(FrameThread, TheDiffOfTheViewsModelIsMadeOnTheWorker) {
  OffscreenWindow window;
  AppState state = default_lesson();
  state.view = View::Heads;
  state.focused_head = 3;
  window.settle(state);
  ASSERT_TRUE(on_frame_thread());
  ASSERT_TRUE(window.scene.results.source.ok) << state.status;

  state.view = View::Diff;
  state.diff.between = DiffBetween::Mask;
  state.model.causal = true;
  state.need_recompute = true;
  window.settle(state);
  const Maps& maps = window.scene.maps;
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  ASSERT_EQ(maps.diff.size(), 3u);
  EXPECT_EQ(maps.diff[0].title, "A: head 4, causal mask on");
  EXPECT_GT(maps.diff_d.cwiseAbs().maxCoeff(), 0.0f);
  // Another head: B of every head came with the first job.
  const std::uint64_t asked = window.scene.results.diff_asked;
  state.focused_head = 0;
  state.need_maps = true;
  window.settle(state);
  EXPECT_EQ(window.scene.results.diff_asked, asked);
  EXPECT_EQ(maps.diff[0].title, "A: head 1, causal mask on");

  state.diff.between = DiffBetween::Heads;
  state.diff.head_a = 0;
  state.diff.head_b = 3;
  state.need_maps = true;
  window.settle(state);
  ASSERT_EQ(maps.diff.size(), 3u);

  state.diff.between = DiffBetween::Sentences;
  state.diff.sentence = "a shaggy red animal crossed the wood";  // as many tokens as X
  state.need_maps = true;
  window.settle(state);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  ASSERT_EQ(maps.diff.size(), 3u);
  EXPECT_EQ((*maps.diff[1].row_tokens)[2], "red");
  EXPECT_NOTHING_COMPUTED_ON_THE_FRAME();
}

TEST(FrameThread, TheDiffOfCheckpointsWhileTheModelTrainsIsMadeOnTheWorker) {
  OffscreenWindow window;
  AppState state = default_lesson();  // the Training view, on the shipped translate model
  window.settle(state);
  const std::string shipped = std::string(ATTN_ASSET_DIR) + "/models/translate.safetensors";
  state.view = View::Diff;
  state.diff.between = DiffBetween::Checkpoints;
  state.diff.attention = DiffAttention::Cross;
  state.diff.layer_a = 1;
  state.diff.checkpoint_a.clear();  // A: the Training view's model, as it trains
  state.diff.checkpoint_b = shipped;
  state.commands.push_back(StartTraining{});
  window.draw_while_training(state, 1);
  const std::uint64_t started = window.scene.results.diff_asked;
  // Snapshot by snapshot until A's maps were asked three more times: two snapshots that
  // come within one frame (a slow frame, a loaded machine) make one request, not two.
  for (int i = 0; i < 20 && window.scene.results.diff_asked < started + 3; ++i) {
    window.draw_while_training(state, 1);
  }
  ASSERT_TRUE(window.scene.training.running());
  const Maps& maps = window.scene.maps;
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  ASSERT_EQ(maps.diff.size(), 3u);
  EXPECT_EQ(maps.diff[1].title, "B: translate.safetensors");
  EXPECT_GE(window.scene.results.diff_asked, started + 3) << "A follows the model as it trains";

  // Two files: read and run once, not again while the model trains on.
  state.diff.checkpoint_a = shipped;
  state.need_maps = true;
  window.draw_while_training(state, 1);
  const std::uint64_t asked = window.scene.results.diff_asked;
  window.draw_while_training(state, 3);
  EXPECT_TRUE(window.scene.training.running());
  EXPECT_EQ(window.scene.results.diff_asked, asked) << "the same files on the same sentence";
  ASSERT_EQ(maps.diff.size(), 3u);
  EXPECT_EQ(maps.diff_d.cwiseAbs().maxCoeff(), 0.0f) << "the same file twice";

  // Two kept steps and two layers of the model as it trains.
  state.diff.between = DiffBetween::Steps;
  state.need_maps = true;
  window.draw_while_training(state, 2);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  state.diff.between = DiffBetween::Layers;
  state.diff.layer_a = 0;
  state.need_maps = true;
  window.draw_while_training(state, 2);
  ASSERT_TRUE(maps.diff_error.empty()) << maps.diff_error;
  ASSERT_EQ(maps.diff.size(), 3u);
  state.commands.push_back(PauseTraining{});
  window.settle(state);
  EXPECT_FALSE(window.scene.training.running());
  EXPECT_NOTHING_COMPUTED_ON_THE_FRAME();
}

TEST(FrameThread, TheModelViewAndARotaryLayerInThePipelineReadWhatWasMade) {
  OffscreenWindow window;
  AppState state = default_lesson();
  state.view = View::Pretrained;
  state.commands.push_back(OpenModel{std::string(ATTN_DECODER_FIXTURE_DIR) + "/llama3-bf16"});
  window.settle(state);
  std::shared_ptr<const ModelSnapshot> snap = window.scene.pretrained.snapshot();
  ASSERT_TRUE(snap->model) << snap->error;
  ASSERT_TRUE(snap->run);
  ASSERT_TRUE(snap->thumbnails);
  const decoder::Architecture& a = snap->model->weights.arch;
  ASSERT_EQ(snap->thumbnails->size(), static_cast<std::size_t>(a.layers * a.heads));
  const auto tokens = static_cast<Eigen::Index>(snap->tokens.size());
  EXPECT_EQ(snap->thumbnails->front().rows(), std::min<Eigen::Index>(tokens, kThumbnailTexels));
  // C and N, as the keys push them.
  const bool causal = snap->causal;
  state.commands.push_back(SetModelMask{});
  window.settle(state);
  EXPECT_NE(window.scene.pretrained.snapshot()->causal, causal);
  state.commands.push_back(SetModelMask{});
  window.settle(state);
  state.commands.push_back(StepModel{});
  window.settle(state);
  snap = window.scene.pretrained.snapshot();
  EXPECT_EQ(static_cast<Eigen::Index>(snap->tokens.size()), tokens + 1);
  EXPECT_EQ(snap->thumbnails->front().rows(), std::min<Eigen::Index>(tokens + 1, kThumbnailTexels));
  state.commands.push_back(MeasureHeadEffects{});
  window.settle(state);
  EXPECT_NE(window.scene.pretrained.snapshot()->effects.size(), 0);

  // Its first layer as the weights of every view (a click on a map does this).
  state.model.trained = pretrained_source(snap->model);
  state.model.trained_layer = 0;
  state.model.d_model = a.d_model;
  state.model.heads = a.heads;
  state.model.designed = false;
  state.source_repeat = 1;
  state.target_text.clear();
  state.focused_head = 1;
  state.view = View::Pipeline;
  state.need_recompute = true;
  window.settle(state);
  const Results& results = window.scene.results;
  ASSERT_TRUE(results.source.ok) << state.status;
  ASSERT_FALSE(results.source.config.rotation.empty()) << "Llama turns Q and K by position";
  const Maps& maps = window.scene.maps;
  ASSERT_EQ(maps.pipeline.size(), static_cast<std::size_t>(kPipelineMaps));
  EXPECT_TRUE(maps.pipeline[kPipelineQBefore].weights == &results.source.q_before[1]) << "made with the results";
  EXPECT_FALSE(results.source.q_before[1].isApprox(results.source.result.trace.heads[1].q))
      << "before the rotation differs from after it";
  state.view = View::Why;
  window.settle(state);
  EXPECT_NOTHING_COMPUTED_ON_THE_FRAME();
}

TEST(FrameThread, TheViewsAcrossLayersAndAPictureModelInEveryViewReadWhatWasMade) {
  OffscreenWindow window;
  AppState state = default_lesson();
  // The Across layers view of the Training view's model, then of a GPT-2 folder, in each of
  // its three ways, and the Logit lens.
  state.view = View::Layers;
  window.settle(state);
  {
    // The translation model's decoder through cross-attention (target rows, source columns).
    const TrainingSnapshot trained = window.scene.training.snapshot();
    ASSERT_TRUE(trained.sentence && trained.sentence->layers);
    EXPECT_EQ(trained.sentence->layers->error, "");
    EXPECT_EQ(trained.sentence->layers->wanted.part, LayersPart::Cross);
    ASSERT_FALSE(trained.sentence->layers->rollout.empty());
    EXPECT_EQ(trained.sentence->layers->rollout.back().rows(), trained.sentence->layers->rows.size());
  }
  state.commands.push_back(OpenModel{std::string(ATTN_GPT2_FIXTURE_DIR) + "/tiny-f32"});
  window.settle(state);
  for (const int show : {0, 1, 2}) {
    state.layers.show = show;
    window.settle(state);
    const std::shared_ptr<const ModelSnapshot> snap = window.scene.pretrained.snapshot();
    ASSERT_TRUE(snap->layers) << "show " << show;
    EXPECT_EQ(snap->layers->run_version, snap->run_version);
    EXPECT_EQ(snap->layers->wanted.explain, show == 2);
    if (show == 2) {
      EXPECT_TRUE(snap->layers->explained) << snap->layers->explain_error;
    }
  }
  state.view = View::Lens;
  window.settle(state);
  ASSERT_TRUE(window.scene.pretrained.snapshot()->layers);
  EXPECT_TRUE(window.scene.pretrained.snapshot()->layers->lens);

  // A vision model, its picture and its overlay; then its last layer in All heads, the
  // Pipeline and Why a key wins, as a click on one of its maps does.
  state.view = View::Pretrained;
  state.picture = std::string(ATTN_VISION_FIXTURE_DIR) + "/images/cat.png";
  state.commands.push_back(OpenModel{std::string(ATTN_VISION_FIXTURE_DIR) + "/dinov2-reg-f32"});
  window.settle(state);
  const std::shared_ptr<const ModelSnapshot> snap = window.scene.pretrained.snapshot();
  ASSERT_TRUE(snap->model) << snap->error;
  ASSERT_TRUE(snap->picture);
  EXPECT_EQ(snap->tokens.size(), 1u + 2u + 16u) << "[CLS], two registers and 4×4 patches";
  ASSERT_TRUE(snap->layers) << "the overlay's rollout";
  state.picture_view.shows = 0;
  window.settle(state);
  state.model.trained = pretrained_source(snap->model, snap->picture);
  state.model.trained_layer = 1;
  state.model.d_model = snap->model->weights.arch.d_model;
  state.model.heads = snap->model->weights.arch.heads;
  state.model.designed = false;
  state.model.causal = false;
  state.source_repeat = 1;
  state.target_text.clear();
  state.focused_head = 0;
  for (const View v : {View::Heads, View::Pipeline, View::Why}) {
    state.view = v;
    state.need_recompute = true;
    window.settle(state);
    ASSERT_TRUE(window.scene.results.source.ok) << state.status;
    EXPECT_EQ(window.scene.results.source.result.k_tokens.front(), "[CLS]");
    EXPECT_EQ(window.scene.results.source.result.k_tokens.size(), 19u);
  }
  EXPECT_NOTHING_COMPUTED_ON_THE_FRAME();
}

}  // namespace
