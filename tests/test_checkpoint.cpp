// Checkpoints (app/io/checkpoint.hpp): a trained model written and read back bit for bit,
// with the metadata a reader needs; and every kind of bad file refused with its problem
// named, the model never half-loaded.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/teaching/training.hpp"
#include "io/checkpoint.hpp"
#include "io/safetensors.hpp"
#include "test_helpers.hpp"

namespace {

namespace fs = std::filesystem;
using attn::io::Checkpoint;
using attn::testing::message_of;

// One folder per process (the suite runs under two kernel sets at once, and CTest starts a
// process a test), removed with what it holds when the process ends.
struct ScratchFolder {
  fs::path dir = fs::temp_directory_path() / ("attn_checkpoint_tests_" + std::to_string(getpid()));
  ~ScratchFolder() {
    std::error_code ignored;
    fs::remove_all(dir, ignored);
  }
};

fs::path scratch(const std::string& name) {
  static ScratchFolder folder;
  fs::create_directories(folder.dir);
  return folder.dir / name;
}

std::string read_all(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// A small reverse model after a few steps.
Checkpoint trained(attn::TaskKind task = attn::TaskKind::Reverse) {
  attn::TrainingSettings s = attn::default_settings(task);
  s.layers = 1;
  s.d_model = 16;
  s.heads = 2;
  s.batch = 8;
  s.held_out = 8;
  s.steps = 3;
  attn::Trainer trainer(s);
  for (int i = 0; i < s.steps; ++i) trainer.step();
  Checkpoint c;
  c.task = task;
  c.settings = s;
  c.model = std::make_shared<attn::Transformer>(trainer.model());
  c.steps = trainer.steps_done();
  c.held_out_accuracy = 0.25;
  return c;
}

// The file's tensors and metadata, changed by `edit` and written as bytes.
std::string edited(const Checkpoint& c,
                   const std::function<void(std::map<std::string, std::string>&,
                                            std::vector<attn::io::TensorToWrite>&)>& edit) {
  const fs::path path = scratch("edit_source.safetensors");
  attn::io::save_checkpoint(path.string(), c);
  const auto file = attn::io::SafeTensorsFile::open(path.string());
  std::map<std::string, std::string> metadata = file.metadata();
  std::vector<std::vector<float>> values;
  values.reserve(file.tensors().size());
  std::vector<attn::io::TensorToWrite> tensors;
  for (const auto& t : file.tensors()) {
    values.push_back(file.floats(t.name, t.shape));
    tensors.push_back({t.name, t.shape, values.back().data()});
  }
  edit(metadata, tensors);
  return attn::io::safetensors_bytes(tensors, metadata);
}

using Meta = std::map<std::string, std::string>;
using Tensors = std::vector<attn::io::TensorToWrite>;
struct Case {
  const char* expect;
  std::function<void(Meta&, Tensors&)> edit;
};

// The file of `c` changed by `edit` is refused, the message naming it and `expect`.
void expect_refused(const Checkpoint& c, const char* expect, const std::function<void(Meta&, Tensors&)>& edit) {
  const std::string bytes = edited(c, edit);
  const std::string message = message_of<std::runtime_error>([&] { attn::io::checkpoint_from_bytes(bytes, "model.safetensors"); });
  EXPECT_NE(message.find("model.safetensors"), std::string::npos) << message;
  EXPECT_NE(message.find(expect), std::string::npos) << "expected \"" << expect << "\" in: " << message;
}

TEST(Checkpoint, SavedAndOpenedAgainBitForBitWithItsMetadata) {
  for (const auto task : {attn::TaskKind::Reverse, attn::TaskKind::Induction}) {
    const Checkpoint c = trained(task);
    const fs::path path = scratch("round_trip.safetensors");
    attn::io::save_checkpoint(path.string(), c);
    const Checkpoint back = attn::io::load_checkpoint(path.string());
    EXPECT_EQ(back.task, task);
    EXPECT_EQ(back.steps, 3);
    EXPECT_DOUBLE_EQ(back.held_out_accuracy, 0.25);
    EXPECT_EQ(back.settings.layers, 1);
    EXPECT_EQ(back.settings.d_model, 16);
    EXPECT_EQ(back.settings.heads, 2);
    EXPECT_EQ(back.settings.mlp, c.settings.mlp);
    EXPECT_EQ(back.settings.positions, c.settings.positions);
    ASSERT_EQ(back.model->size(), c.model->size());
    EXPECT_EQ(back.model->values(), c.model->values());  // every float, bit for bit
    EXPECT_EQ(back.model->config().max_target, c.model->config().max_target);

    // What another reader sees: one tensor per parameter, in×out, and the metadata.
    const auto file = attn::io::SafeTensorsFile::open(path.string());
    EXPECT_EQ(file.tensors().size(), c.model->parameters().size());
    const auto* q = file.find("dec.0.self.w_q");
    ASSERT_NE(q, nullptr);
    EXPECT_EQ(q->shape, (std::vector<std::int64_t>{16, 16}));
    EXPECT_EQ(file.find("lm_head.bias")->shape, (std::vector<std::int64_t>{23}));
    EXPECT_EQ(file.metadata().at("task"), attn::task_name(task));
    EXPECT_EQ(file.metadata().at("layers"), "1");
    EXPECT_EQ(file.metadata().at("d_model"), "16");
    EXPECT_EQ(file.metadata().at("heads"), "2");
    const auto vocabulary = nlohmann::json::parse(file.metadata().at("vocabulary"));
    ASSERT_TRUE(vocabulary.is_array());
    EXPECT_EQ(vocabulary.size(), 23u);
    EXPECT_EQ(vocabulary[0], "<pad>");
    EXPECT_EQ(vocabulary[3], "a");
  }
}

TEST(Checkpoint, AModelReadBackComputesWhatItComputedBefore) {
  const Checkpoint c = trained();
  const fs::path path = scratch("same_loss.safetensors");
  attn::io::save_checkpoint(path.string(), c);
  const Checkpoint back = attn::io::load_checkpoint(path.string());
  const attn::Task task(attn::TaskKind::Reverse);
  const auto held = task.held_out(16, 5);
  EXPECT_EQ(attn::evaluate(*c.model, task, held, {}, 1).loss,
            attn::evaluate(*back.model, task, held, {}, 1).loss);
}

TEST(Checkpoint, BadFilesAreRefusedNamingTheProblem) {
  const Checkpoint c = trained();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> bad_values(16 * 16, 0.0f);
  const Case cases[] = {
      {"no \"task\"", [](Meta& m, Tensors&) { m.erase("task"); }},
      {"no \"format\"", [](Meta& m, Tensors&) { m.clear(); }},
      {"\"copy\" is not one of", [](Meta& m, Tensors&) { m["task"] = "copy"; }},
      {"vocabulary (3 tokens) is not the reverse task's (23 tokens)",
       [](Meta& m, Tensors&) { m["vocabulary"] = R"(["<pad>", "<start>", "<end>"])"; }},
      {"\"vocabulary\" is not JSON", [](Meta& m, Tensors&) { m["vocabulary"] = "[\"a\""; }},
      {"\"layers\" is \"two\", not a whole number", [](Meta& m, Tensors&) { m["layers"] = "two"; }},
      {"d_model must be between", [](Meta& m, Tensors&) { m["d_model"] = "4000"; }},
      {"must divide d_model", [](Meta& m, Tensors&) { m["heads"] = "3"; }},
      {"\"mlp\" is \"yes\"", [](Meta& m, Tensors&) { m["mlp"] = "yes"; }},
      {"fewer than the reverse task needs", [](Meta& m, Tensors&) { m["max_target"] = "4"; }},
      {"no tensor \"dec.0.self.w_q\"",
       [](Meta&, Tensors& t) {
         t.erase(std::remove_if(t.begin(), t.end(),
                                [](const auto& x) { return x.name == "dec.0.self.w_q"; }),
                 t.end());
       }},
      {"dec.0.self.w_k",
       [](Meta&, Tensors& t) {
         for (auto& x : t) {
           if (x.name == "dec.0.self.w_k") x.shape = {8, 32};
         }
       }},
      {"\"dec.0.self.w_v\" holds a value that is not finite",
       [&](Meta&, Tensors& t) {
         bad_values[7] = nan;
         for (auto& x : t) {
           if (x.name == "dec.0.self.w_v") x.data = bad_values.data();
         }
       }},
      {"a tensor \"extra\" that a reverse model",
       [&](Meta&, Tensors& t) { t.push_back({"extra", {2}, bad_values.data()}); }},
  };
  for (const Case& k : cases) expect_refused(c, k.expect, k.edit);
  // Not a safetensors file at all, or cut short.
  EXPECT_NE(message_of<std::runtime_error>([] { attn::io::checkpoint_from_bytes("{\"hello\": 1}", "x"); }), "(nothing thrown)");
  const fs::path good = scratch("good.safetensors");
  attn::io::save_checkpoint(good.string(), c);
  const std::string whole = read_all(good);
  EXPECT_NE(message_of<std::runtime_error>([&] { attn::io::checkpoint_from_bytes(whole.substr(0, whole.size() - 9), "x"); }),
            "(nothing thrown)");
  EXPECT_NE(message_of<std::runtime_error>([] { attn::io::load_checkpoint("/no/such/model.safetensors"); })
                .find("/no/such/model.safetensors"),
            std::string::npos);
}

// A run of `steps` steps with its history and where it stopped, as the Training view and
// `train` save it.
Checkpoint with_history(attn::Trainer& trainer, int steps) {
  attn::TrainingHistory history;
  history.evaluations.push_back(attn::evaluation_point(trainer));
  history.scores.push_back(attn::score_point(trainer, {}, 4));
  for (int i = 0; i < steps; ++i) {
    const attn::StepReport r = trainer.step();
    history.losses.push_back({r.step, r.loss});
  }
  history.evaluations.push_back(attn::evaluation_point(trainer));
  history.scores.push_back(attn::score_point(trainer, {}, 4));
  Checkpoint c;
  c.task = trainer.task().kind();
  c.settings = trainer.settings();
  c.model = std::make_shared<attn::Transformer>(trainer.model());
  c.steps = trainer.steps_done();
  c.history = std::move(history);
  c.state = trainer.state();
  return c;
}

attn::TrainingSettings small_run() {
  attn::TrainingSettings s = attn::default_settings(attn::TaskKind::Reverse);
  s.layers = 1;
  s.d_model = 16;
  s.heads = 2;
  s.batch = 8;
  s.held_out = 8;
  s.steps = 10;
  s.warmup_steps = 4;
  s.threads = 1;
  s.seed = 12345678901234ULL;
  return s;
}

TEST(Checkpoint, KeepsItsTrainingHistoryAndWhereTheRunStopped) {
  attn::Trainer trainer(small_run());
  const Checkpoint c = with_history(trainer, 3);
  const fs::path path = scratch("history.safetensors");
  attn::io::save_checkpoint(path.string(), c);
  const Checkpoint back = attn::io::load_checkpoint(path.string());

  ASSERT_EQ(back.history.losses.size(), 3u);
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(back.history.losses[i].step, c.history.losses[i].step);
    // Six significant digits in the file.
    EXPECT_NEAR(back.history.losses[i].loss, c.history.losses[i].loss, 1e-5 * c.history.losses[i].loss);
  }
  ASSERT_EQ(back.history.evaluations.size(), 2u);
  EXPECT_EQ(back.history.evaluations[1].step, 3);
  EXPECT_NEAR(back.history.evaluations[1].accuracy, c.history.evaluations[1].accuracy, 1e-6);
  ASSERT_EQ(back.history.scores.size(), 2u);
  ASSERT_EQ(back.history.scores[1].scores.size(), c.history.scores[1].scores.size());
  EXPECT_EQ(back.history.scores[1].scores[0].size(), 1u);     // one layer
  EXPECT_EQ(back.history.scores[1].scores[0][0].size(), 2u);  // of two heads
  EXPECT_NEAR(back.history.scores[1].scores[0][0][1], c.history.scores[1].scores[0][0][1], 1e-5);

  ASSERT_TRUE(back.state.has_value());
  EXPECT_EQ(back.state->steps, 3);
  EXPECT_EQ(back.state->stream, c.state->stream);
  EXPECT_EQ(back.state->m, c.state->m);  // bit for bit
  EXPECT_EQ(back.state->v, c.state->v);
  // How it was trained comes back, so that the schedule goes on as it was.
  EXPECT_EQ(back.settings.steps, 10);
  EXPECT_EQ(back.settings.warmup_steps, 4);
  EXPECT_EQ(back.settings.batch, 8);
  EXPECT_EQ(back.settings.held_out, 8);  // the examples its figures were scored on
  EXPECT_EQ(back.settings.seed, 12345678901234ULL);
  EXPECT_FLOAT_EQ(back.settings.learning_rate, c.settings.learning_rate);
}

TEST(Checkpoint, ARunSavedAndResumedEndsWhereAnUnbrokenRunEnds) {
  const attn::TrainingSettings s = small_run();
  attn::Trainer straight(s);
  for (int i = 0; i < 7; ++i) straight.step();

  attn::Trainer first(s);
  const Checkpoint c = with_history(first, 4);
  const fs::path path = scratch("resume.safetensors");
  attn::io::save_checkpoint(path.string(), c);
  const Checkpoint back = attn::io::load_checkpoint(path.string());
  ASSERT_TRUE(back.state.has_value());
  attn::TrainingSettings again = back.settings;
  again.threads = 1;
  again.held_out = s.held_out;
  attn::Trainer resumed(again, *back.model, *back.state);
  EXPECT_EQ(resumed.steps_done(), 4);
  attn::StepReport last;
  for (int i = 0; i < 3; ++i) last = resumed.step();
  EXPECT_EQ(last.step, 7);
  // The same moments, learning rates and examples: the same weights, bit for bit.
  EXPECT_EQ(resumed.model().values(), straight.model().values());

  // Without the optimizer's state (an older file) the schedule still goes on from step 4.
  attn::Trainer fresh_moments(again, *back.model, [&] {
    attn::TrainerState st = attn::Trainer(again, *back.model).state();
    st.steps = back.steps;
    return st;
  }());
  EXPECT_EQ(fresh_moments.step().step, 5);
}

TEST(Checkpoint, ABadHistoryOrOptimizerStateIsRefusedByName) {
  attn::Trainer trainer(small_run());
  const Checkpoint c = with_history(trainer, 2);
  std::vector<float> short_moment(5, 0.0f);
  std::vector<float> negative(c.model->size(), -1.0f);
  const Case cases[] = {
      {"\"history\" is not JSON", [](Meta& m, Tensors&) { m["history"] = "{\"losses\": ["; }},
      {"\"history\" has an entry of \"losses\" that is not [step, loss]",
       [](Meta& m, Tensors&) { m["history"] = R"({"losses": [[1]]})"; }},
      {"a step in \"losses\" outside 0 to 2", [](Meta& m, Tensors&) { m["history"] = R"({"losses": [[9, 1.0]]})"; }},
      {"scores that are not one per head",
       [](Meta& m, Tensors&) { m["history"] = R"({"scores": [[1, [[[0.5]]]]]})"; }},
      {"optimizer state is partial", [](Meta& m, Tensors&) { m.erase("example_stream"); }},
      {"optimizer state is partial",
       [](Meta&, Tensors& t) {
         t.erase(std::remove_if(t.begin(), t.end(), [](const auto& x) { return x.name == "optimizer.v"; }), t.end());
       }},
      {"its optimizer has taken 5 steps, its weights 2", [](Meta& m, Tensors&) { m["optimizer_steps"] = "5"; }},
      {"optimizer.m",
       [&](Meta&, Tensors& t) {
         for (auto& x : t) {
           if (x.name == "optimizer.m") {
             x.shape = {5};
             x.data = short_moment.data();
           }
         }
       }},
      {"a negative v",
       [&](Meta&, Tensors& t) {
         for (auto& x : t) {
           if (x.name == "optimizer.v") x.data = negative.data();
         }
       }},
      {"\"total_steps\" is \"many\"", [](Meta& m, Tensors&) { m["total_steps"] = "many"; }},
  };
  for (const Case& k : cases) expect_refused(c, k.expect, k.edit);
}

TEST(Checkpoint, AFailedSaveLeavesTheOldFileAsItWas) {
  const Checkpoint c = trained();
  const fs::path path = scratch("kept.safetensors");
  attn::io::save_checkpoint(path.string(), c);
  const std::string before = read_all(path);
  Checkpoint broken = c;
  auto model = std::make_shared<attn::Transformer>(*c.model);
  model->values()[5] = std::numeric_limits<float>::infinity();
  broken.model = model;
  const std::string message = message_of<std::runtime_error>([&] { attn::io::save_checkpoint(path.string(), broken); });
  EXPECT_NE(message.find("not finite"), std::string::npos) << message;
  EXPECT_EQ(read_all(path), before);
  // A folder that does not exist: refused, naming the path.
  EXPECT_NE(message_of<std::runtime_error>([&] { attn::io::save_checkpoint("/no/such/dir/m.safetensors", c); })
                .find("/no/such/dir/m.safetensors"),
            std::string::npos);
}

}  // namespace
