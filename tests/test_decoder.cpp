// Llama, Mistral, Qwen2 and Qwen3 from their Hugging Face folders, on the one decoder of
// core/model/decoder.hpp: tiny folders of each family with the real tokenizers (made by
// scripts/make-decoder-fixtures, golden values from a PyTorch forward in float64 from the
// weights as stored), in F32, F16 and BF16, one file or shards with their index; token ids,
// every head's weights, logits, the next tokens and greedy generation with and without the
// KV cache; the architecture table's summary and costs; and folders that are broken in
// each way a download can be.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/model/decoder.hpp"
#include "io/model_folder.hpp"
#include "temp_dir.hpp"

#include "decoder_golden.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
using testing::check_decoder_golden;
using testing::folder;
using testing::golden;
using testing::worst_difference;
namespace fs = std::filesystem;

const std::string kDecoderData = ATTN_DECODER_FIXTURE_DIR;

TEST(Decoder, EveryFamilyAgreesWithPyTorch) {
  // Float sums of at most D products against double: a few float ulps of 1.
  std::map<std::string, int> families;
  check_decoder_golden(kDecoderData, golden(kDecoderData), Precision::Float32, {1e-5, 1e-4, 1e-5}, families);
  for (const char* family : {"llama", "mistral", "qwen2", "qwen3"}) {
    EXPECT_GE(families.count(family) ? families.at(family) : 0, 2) << family << " has no golden case";
  }
}

TEST(Decoder, Bf16FoldersInBf16PrecisionAgreeWithTheForwardThatRoundsEachInput) {
  // golden-bf16.json: every product with the weights reads its input rounded to BF16, as
  // the engine's BF16 precision does. The engine rounds its float values, which are a few
  // ulps from the double ones: an input near the middle of two BF16 values can round the
  // other way, a change of 2^-8 of it, which moves the sums it enters by up to 2^-8 of
  // their size. Hence bounds a hundred times the float32 ones, still ten times below what
  // leaving the inputs unrounded gives (checked below).
  const testing::DecoderTolerance tol{1e-3, 1e-3, 1e-3};
  const json g = golden(kDecoderData, "golden-bf16.json");
  std::map<std::string, int> families;
  check_decoder_golden(kDecoderData, g, Precision::Bf16, tol, families);
  EXPECT_GE(families.count("llama") ? families.at("llama") : 0, 2);
  EXPECT_GE(families.count("qwen3") ? families.at("qwen3") : 0, 2);
  // The rounding is what these values hold: float32 precision is far from them.
  double worst = 0.0;
  for (const json& c : g.at("cases")) {
    const io::ModelFolder& m = folder(kDecoderData, c.at("model"));
    decoder::Options exact;
    exact.precision = Precision::Float32;
    const decoder::Run run = decoder::forward(m.weights, c.at("token_ids").get<std::vector<int>>(), exact);
    for (std::size_t l = 0; l < run.layers.size(); ++l) {
      for (std::size_t h = 0; h < run.layers[l].attention.heads.size(); ++h) {
        const MatrixRef w = run.layers[l].attention.heads[h].weights;
        const json& expected = c.at("layers")[l].at("heads")[h].at("weights");
        for (Eigen::Index i = 0; i < w.rows(); ++i) {
          for (Eigen::Index j = 0; j < w.cols(); ++j) {
            worst = std::max(worst, std::abs(w(i, j) - expected[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)].get<double>()));
          }
        }
      }
    }
  }
  EXPECT_GT(worst, 10 * tol.weight) << "float32 precision is as close to the rounded forward as BF16 precision";
}

TEST(Decoder, TheKvCacheHoldsRotatedKeysAndEqualsTheWholeForward) {
  for (const char* name : {"llama3-bf16", "qwen3-bf16-sharded"}) {
    SCOPED_TRACE(name);
    const io::ModelFolder& m = folder(kDecoderData, name);
    const decoder::Architecture& a = m.weights.arch;
    const std::vector<int> ids = m.tokenizer->encode("The cat sat on the mat, and then the cat slept.");
    const decoder::Run whole = decoder::forward(m.weights, ids, {});
    decoder::Run grown = decoder::forward(m.weights, std::vector<int>(ids.begin(), ids.begin() + 3), {});
    for (std::size_t t = 3; t < ids.size(); ++t) decoder::extend(m.weights, grown, ids[t]);
    ASSERT_EQ(grown.ids, ids);
    // The cache is as large as its K/V heads, not its query heads.
    EXPECT_EQ(decoder::kv_cache_bytes(a, grown),
              2 * static_cast<std::size_t>(a.layers * a.kv_heads * a.head_dim) * ids.size() * sizeof(float));
    EXPECT_LT(a.kv_heads, a.heads);
    for (std::size_t l = 0; l < whole.layers.size(); ++l) {
      for (std::size_t h = 0; h < whole.layers[l].attention.heads.size(); ++h) {
        const HeadTrace& x = whole.layers[l].attention.heads[h];
        const HeadTrace& y = grown.layers[l].attention.heads[h];
        EXPECT_LE((x.weights.view() - y.weights.view()).cwiseAbs().maxCoeff(), 1e-5) << "layer " << l << " head " << h;
        EXPECT_LE((x.k - y.k).cwiseAbs().maxCoeff(), 1e-5) << "the cached keys are the rotated keys";
      }
      EXPECT_TRUE(whole.layers[l].attention.mask == grown.layers[l].attention.mask) << "layer " << l;
    }
    EXPECT_LE((whole.final - grown.final).cwiseAbs().maxCoeff(), 1e-4);
  }
}

// A quantized file computed as llama.cpp computes it (8-bit inputs) gives a token the same
// sums whether it came in the prompt or one at a time after it: every product, the
// projections to q, k and v included, rounds its rows the same way.
TEST(Decoder, AQuantizedFileInInt8GrowsTokenByTokenAsItsWholeForward) {
  const io::ModelFolder m = io::open_model_folder(std::string(ATTN_TEST_DATA_DIR) + "/gguf/llama-d256-q4_k_m.gguf");
  const std::vector<int> ids = m.tokenizer->encode("The cat sat on the mat, and then the cat slept.");
  decoder::Options int8;
  int8.precision = Precision::Int8;
  const decoder::Run whole = decoder::forward(m.weights, ids, int8);
  decoder::Run grown = decoder::forward(m.weights, std::vector<int>(ids.begin(), ids.begin() + 3), int8);
  for (std::size_t t = 3; t < ids.size(); ++t) decoder::extend(m.weights, grown, ids[t]);
  const decoder::Run floats = decoder::forward(m.weights, ids, {});
  double moved = 0.0;
  for (std::size_t l = 0; l < whole.layers.size(); ++l) {
    for (std::size_t h = 0; h < whole.layers[l].attention.heads.size(); ++h) {
      const HeadTrace& x = whole.layers[l].attention.heads[h];
      const HeadTrace& y = grown.layers[l].attention.heads[h];
      EXPECT_LE((x.weights.view() - y.weights.view()).cwiseAbs().maxCoeff(), 1e-5) << "layer " << l << " head " << h;
      EXPECT_LE((x.q - y.q).cwiseAbs().maxCoeff(), 1e-5) << "layer " << l << " head " << h;
      moved = std::max<double>(moved, (x.weights.view() - floats.layers[l].attention.heads[h].weights.view())
                                          .cwiseAbs()
                                          .maxCoeff());
    }
  }
  EXPECT_GT(moved, 1e-5) << "the 8-bit inputs change the maps";
  EXPECT_LE((whole.final - grown.final).cwiseAbs().maxCoeff(), 1e-4);
}

TEST(Decoder, GenerationAddsARowAndAColumnToEveryMapInPlace) {
  const io::ModelFolder& m = folder(kDecoderData, "qwen3-bf16-sharded");
  decoder::Run run = decoder::forward(m.weights, m.tokenizer->encode("The cat sat on the mat."), {});
  const StridedMatrix& map = run.layers[0].attention.heads[1].weights;
  const float* before = map.data();
  EXPECT_GT(map.outerStride(), map.cols()) << "a causal run's maps keep room for the tokens to come";
  const Matrix first_rows = map.view();
  for (int step = 0; step < 5; ++step) decoder::extend(m.weights, run, 42);
  EXPECT_EQ(map.data(), before) << "five tokens fit the room: no map moved";
  EXPECT_TRUE(map.view().topLeftCorner(first_rows.rows(), first_rows.cols()) == first_rows);
  EXPECT_EQ(map.view().topRightCorner(first_rows.rows(), 5).cwiseAbs().sum(), 0.0f) << "no earlier token sees a new one";
}

// The bytes of a folder's parameter files.
std::size_t parameter_file_bytes(const std::string& name) {
  std::size_t total = 0;
  for (const auto& e : fs::directory_iterator(kDecoderData + "/" + name)) {
    if (e.path().extension() == ".safetensors") total += static_cast<std::size_t>(e.file_size());
  }
  return total;
}

TEST(Decoder, ABf16FolderStaysBf16InMemory) {
  for (const char* name : {"llama3-bf16", "qwen3-bf16-sharded"}) {
    SCOPED_TRACE(name);
    const io::ModelFolder& m = folder(kDecoderData, name);
    const decoder::Weights& w = m.weights;
    EXPECT_EQ(m.dtype, "BF16");
    EXPECT_NE(w.embed16.size(), 0);
    EXPECT_EQ(w.embed.size(), 0) << "no float copy of the embedding";
    for (const decoder::Layer& y : w.layers) {
      for (const WeightRef r : {y.attention.q(), y.attention.k(), y.attention.v(), y.attention.o()}) {
        EXPECT_TRUE(r.bf16());
      }
      EXPECT_EQ(y.attention.w_q.size() + y.attention.w_k.size() + y.attention.w_v.size() + y.attention.w_o.size(), 0);
      EXPECT_TRUE(y.up_w.bf16());
      EXPECT_TRUE(y.gate_w.bf16());
      EXPECT_TRUE(y.down_w.bf16());
    }
    // What the parameters take in memory is what they take in the files (the files also
    // hold their headers; the norms are floats, twice their file size, and few).
    const double held = static_cast<double>(decoder::held_bytes(w));
    const double files = static_cast<double>(parameter_file_bytes(name));
    EXPECT_LT(held, 1.02 * files);
    EXPECT_GT(held, 0.95 * files);
  }
  // Float folders are held as floats, F16 widened: twice the file.
  EXPECT_NEAR(static_cast<double>(decoder::held_bytes(folder(kDecoderData, "mistral-f32").weights)),
              static_cast<double>(parameter_file_bytes("mistral-f32")), 0.02 * parameter_file_bytes("mistral-f32"));
  EXPECT_NEAR(static_cast<double>(decoder::held_bytes(folder(kDecoderData, "qwen2-f16").weights)),
              2.0 * parameter_file_bytes("qwen2-f16"), 0.04 * parameter_file_bytes("qwen2-f16"));
}

TEST(Decoder, TheArchitectureTableNamesWhatIsNew) {
  const io::ModelFolder& qwen3 = folder(kDecoderData, "qwen3-bf16-sharded");
  const decoder::Architecture& a = qwen3.weights.arch;
  EXPECT_EQ(a.family, "qwen3");
  EXPECT_EQ(qwen3.dtype, "BF16");
  EXPECT_EQ(a.qk_norm, decoder::QkNorm::PerHead);
  EXPECT_NE(a.heads * a.head_dim, a.d_model) << "Qwen3 chooses d_k apart from D / H";
  const std::string s = qwen3.summary();
  for (const char* part : {"layers", "RoPE θ", "q/k norm", "RMSNorm", "SwiGLU", "BF16"}) {
    EXPECT_NE(s.find(part), std::string::npos) << part << " missing from: " << s;
  }
  const decoder::Architecture& llama = folder(kDecoderData, "llama3-bf16").weights.arch;
  EXPECT_EQ(llama.rope_scaling.kind, RopeScaling::Kind::Llama3);
  EXPECT_NE(qwen3.summary().find("(2 K/V)"), std::string::npos);
  EXPECT_NE(folder(kDecoderData, "llama3-bf16").summary().find("llama3 ×"), std::string::npos);
  EXPECT_EQ(decoder::sharing(llama), std::to_string(llama.heads) + " query heads share " +
                                         std::to_string(llama.kv_heads) + " K/V heads");
  const decoder::Architecture& qwen2 = folder(kDecoderData, "qwen2-f16").weights.arch;
  EXPECT_TRUE(qwen2.qkv_bias);
  EXPECT_FALSE(qwen2.o_bias);
  EXPECT_NE(folder(kDecoderData, "qwen2-f16").summary().find("q/k/v biases"), std::string::npos);
  const decoder::Architecture& mistral = folder(kDecoderData, "mistral-f32").weights.arch;
  EXPECT_FALSE(mistral.tied_embeddings);
  EXPECT_NE(folder(kDecoderData, "mistral-f32").summary().find("separate output matrix"), std::string::npos);

  // SmolLM2-135M's row, the issue's example line, and its costs from its sizes.
  decoder::Architecture smol;
  smol.family = "llama";
  smol.layers = 30;
  smol.d_model = 576;
  smol.heads = 9;
  smol.kv_heads = 3;
  smol.head_dim = 64;
  smol.mlp_width = 1536;
  smol.context = 8192;
  smol.vocabulary = 49152;
  smol.norm = decoder::Norm::RmsNorm;
  smol.positions = decoder::Positions::Rotary;
  smol.rope_theta = 100000;
  smol.qkv_bias = smol.o_bias = smol.mlp_bias = false;
  smol.mlp = decoder::Mlp::SwiGlu;
  EXPECT_EQ(decoder::summary(smol, "BF16"),
            "30 layers · D 576 · 9 heads (3 K/V) · d_k 64 · RoPE θ 100000 · RMSNorm · SwiGLU 1536 · "
            "tied embeddings · BF16");
  EXPECT_EQ(decoder::sharing(smol), "9 query heads share 3 K/V heads");
  EXPECT_EQ(decoder::parameter_count(smol), 134515008u);  // SmolLM2-135M's published count
  EXPECT_EQ(decoder::kv_bytes_per_token(smol, 2), 2u * 30 * 3 * 64 * 2);
}

// A copy of a fixture folder to break.
class BrokenFolder : public testing::TempDirTest {
 protected:
  void copy(const std::string& name) {
    model_dir_ = path(name);
    fs::copy(kDecoderData + "/" + name, model_dir_, fs::copy_options::recursive);
  }
  void put(const std::string& file, const std::string& text) {
    std::ofstream(model_dir_ + "/" + file, std::ios::binary | std::ios::trunc) << text;
  }
  std::string contents(const std::string& file) {
    std::ifstream in(model_dir_ + "/" + file, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  }
  // The message of opening the folder, which must fail.
  std::string refusal() {
    try {
      io::open_model_folder(model_dir_);
    } catch (const std::exception& e) {
      return e.what();
    }
    ADD_FAILURE() << "the broken folder opened";
    return "";
  }
  std::string model_dir_;
};

#define EXPECT_MENTIONS(message, part) \
  EXPECT_NE((message).find(part), std::string::npos) << "'" << (message) << "' does not mention '" << (part) << "'"

// A BF16 folder is read in place from its mapping; a tensor at an odd byte offset (a header
// one space longer) is copied instead, and both give the same numbers. The model keeps the
// mapping: its files may go once it is open.
TEST_F(BrokenFolder, Bf16ReadInPlaceOrCopiedGivesTheSameNumbersAndOutlivesItsFiles) {
  const std::vector<int> ids{1, 7, 42, 3, 99};
  const decoder::Run expected = decoder::forward(folder(kDecoderData, "llama3-bf16").weights, ids, {});
  const Matrix expected_logits = decoder::logits(folder(kDecoderData, "llama3-bf16").weights, expected, 4);

  copy("llama3-bf16");
  std::string bytes = contents("model.safetensors");
  std::uint64_t header = 0;
  std::memcpy(&header, bytes.data(), sizeof header);
  bytes.insert(8 + header, " ");  // JSON allows the space; the data moves by one byte
  ++header;
  std::memcpy(bytes.data(), &header, sizeof header);
  put("model.safetensors", bytes);
  for (const bool odd : {true, false}) {
    SCOPED_TRACE(odd ? "copied from odd offsets" : "read in place");
    if (!odd) {
      fs::remove_all(model_dir_);
      copy("llama3-bf16");
    }
    std::optional<io::ModelFolder> m(io::open_model_folder(model_dir_));
    EXPECT_EQ(m->dtype, "BF16");
    fs::remove_all(model_dir_);  // the mapping stays with the model
    const decoder::Run run = decoder::forward(m->weights, ids, {});
    EXPECT_TRUE(decoder::logits(m->weights, run, 4) == expected_logits);
    EXPECT_TRUE(run.layers.back().attention.heads[0].weights.view() == expected.layers.back().attention.heads[0].weights.view());
    m.reset();
  }
}

TEST_F(BrokenFolder, AShardTheIndexNamesIsMissing) {
  copy("qwen3-bf16-sharded");
  fs::remove(model_dir_ + "/model-00002-of-00002.safetensors");
  const std::string m = refusal();
  EXPECT_MENTIONS(m, "model-00002-of-00002.safetensors' is missing");
  EXPECT_MENTIONS(m, "model.safetensors.index.json");
}

TEST_F(BrokenFolder, ATensorTheIndexMapsToTheWrongShard) {
  copy("qwen3-bf16-sharded");
  json index = json::parse(contents("model.safetensors.index.json"));
  json& map = index.at("weight_map");
  const std::string in_first = "model.embed_tokens.weight";
  const std::string first = map.at(in_first);
  map[in_first] = first == "model-00001-of-00002.safetensors" ? "model-00002-of-00002.safetensors"
                                                               : "model-00001-of-00002.safetensors";
  put("model.safetensors.index.json", index.dump());
  const std::string m = refusal();
  EXPECT_MENTIONS(m, "maps 'model.embed_tokens.weight'");
  EXPECT_MENTIONS(m, "which has no such tensor");
}

TEST_F(BrokenFolder, AnIndexThatIsNotJsonOrLeavesTheFolder) {
  copy("qwen3-bf16-sharded");
  put("model.safetensors.index.json", "{\"weight_map\": {");
  EXPECT_MENTIONS(refusal(), "is not JSON");
  put("model.safetensors.index.json", R"({"weight_map": {"model.norm.weight": "../model.safetensors"}})");
  EXPECT_MENTIONS(refusal(), "is not a file name in the model's folder");
}

TEST_F(BrokenFolder, KeysSizedForEveryQueryHeadInsteadOfTheKvHeads) {
  copy("mistral-f32");
  // The config claims one K/V head per query head; the file has K/V heads for H / 2.
  json config = json::parse(contents("config.json"));
  config["num_key_value_heads"] = config.at("num_attention_heads");
  put("config.json", config.dump());
  const std::string m = refusal();
  EXPECT_MENTIONS(m, "self_attn.k_proj.weight");
  EXPECT_MENTIONS(m, "shape");
}

TEST_F(BrokenFolder, ConfigurationsThatCannotBe) {
  copy("llama3-bf16");
  const json config = json::parse(contents("config.json"));
  json c = config;
  c["num_key_value_heads"] = 3;
  put("config.json", c.dump());
  EXPECT_MENTIONS(refusal(), "is not a multiple of num_key_value_heads 3");
  c = config;
  c["model_type"] = "gemma";
  put("config.json", c.dump());
  EXPECT_MENTIONS(refusal(),
                  "model_type \"gemma\" is not supported; these open: gpt2, llama, mistral, qwen2, qwen3, phi3, gemma2, "
                  "gemma3_text, gpt_neox, olmo2, bert");
  c = config;
  c["rope_scaling"] = {{"rope_type", "yarn"}, {"factor", 4.0}};
  put("config.json", c.dump());
  EXPECT_MENTIONS(refusal(), "rope_scaling type \"yarn\" is not supported");
  c = config;
  c["hidden_act"] = "gelu";
  put("config.json", c.dump());
  EXPECT_MENTIONS(refusal(), "hidden_act");
  c = config;
  c["vocab_size"] = 1000;  // the tokenizer has ids far past it
  put("config.json", c.dump());
  const std::string m = refusal();
  EXPECT_TRUE(m.find("vocab_size") != std::string::npos || m.find("shape") != std::string::npos) << m;
  put("config.json", "{\"num_hidden_layers\": 1e999}");
  EXPECT_MENTIONS(refusal(), "not JSON");
}

TEST_F(BrokenFolder, TheTokenizerIsBrokenOrMissing) {
  copy("mistral-f32");
  put("tokenizer.json", "{\"model\": ");
  EXPECT_MENTIONS(refusal(), "tokenizer.json");
  fs::remove(model_dir_ + "/tokenizer.json");
  EXPECT_MENTIONS(refusal(), "tokenizer.json' is missing");
}

TEST_F(BrokenFolder, IdsPastTheEmbeddingAreRefused) {
  copy("mistral-f32");
  // A tokenizer whose vocabulary goes past the model's 32000 rows (ids 0 … 31999): another
  // model's tokenizer.
  const json original = json::parse(contents("tokenizer.json"));
  json t = original;
  t.at("model").at("vocab")["zzzzzz"] = 32000;
  put("tokenizer.json", t.dump());
  EXPECT_MENTIONS(refusal(), "has ids up to 32000 but the model embeds 32000");
  // A token added past them (as Gemma 3 adds its image token) opens: no text becomes it
  // unless it is typed, and then the forward names the id.
  t = original;
  t.at("added_tokens").push_back({{"id", 32000}, {"content", "<extra>"}, {"single_word", false},
                                  {"lstrip", false}, {"rstrip", false}, {"normalized", false},
                                  {"special", true}});
  put("tokenizer.json", t.dump());
  const io::ModelFolder m = io::open_model_folder(model_dir_);
  const std::vector<int> ids = m.tokenizer->encode("a <extra>");
  ASSERT_NE(std::find(ids.begin(), ids.end(), 32000), ids.end());
  EXPECT_MENTIONS(testing::message_of([&] { decoder::forward(m.weights, ids, decoder::Options()); }),
                  "outside the vocabulary of 32000");
}

}  // namespace
}  // namespace attn
