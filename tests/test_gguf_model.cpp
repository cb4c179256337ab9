// A GGUF file opened as a model (app/io/gguf_model.hpp). The fixtures are written by
// scripts/make-gguf-fixtures as llama.cpp's converter writes them, from the decoder fixtures'
// folders: so the file must make the folder's model again, the same golden values (every
// head's weights, logits, next tokens, greedy generation with the KV cache), the same
// tokens, and the same maps as the folder itself gives. That checks the metadata read as
// the config, the tensors' names, Llama's q/k rows un-permuted and rope_freqs.weight read as
// Llama 3's scaling. And files that contradict themselves are refused by name.
#include <cstdint>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "decoder_golden.hpp"
#include "io/gguf_model.hpp"
#include "io/model_families.hpp"
#include "io/platform.hpp"
#include "test_helpers.hpp"
#ifndef _WIN32
#include "temp_dir.hpp"
#endif

namespace attn {
namespace {

using json = nlohmann::json;
using testing::check_decoder_golden;
using testing::folder;

const std::string kGgufData = ATTN_TEST_DATA_DIR;
const std::string kGguf = kGgufData + "/gguf";
const std::string kDecoders = kGgufData + "/decoders";

// The decoder golden file's cases of folder `from`, read from GGUF file `file` instead.
json cases_from(const std::string& from, const std::string& file) {
  std::ifstream in(kDecoders + "/golden.json");
  json g = json::parse(in);
  json out = {{"cases", json::array()}};
  for (json c : g.at("cases")) {
    if (c.at("model") != from) continue;
    c["model"] = file;
    out["cases"].push_back(c);
  }
  return out;
}

TEST(GgufModel, Llama3FileGivesItsFoldersGoldenValues) {
  std::map<std::string, int> families;
  const json g = cases_from("llama3-bf16", "llama3-f16.gguf");
  ASSERT_EQ(g["cases"].size(), 2u);
  check_decoder_golden(kGguf, g, Precision::Float32, {1e-5, 1e-4, 1e-5}, families);
  EXPECT_EQ(families["llama"], 2);
}

TEST(GgufModel, Qwen2FileGivesItsFoldersGoldenValues) {
  std::map<std::string, int> families;
  const json g = cases_from("qwen2-f16", "qwen2-f16.gguf");
  ASSERT_EQ(g["cases"].size(), 2u);
  check_decoder_golden(kGguf, g, Precision::Float32, {1e-5, 1e-4, 1e-5}, families);
  EXPECT_EQ(families["qwen2"], 2);
}

// The quantized files (Q8_0; Q4_K_M with Q6_K and F32 beside it) against a float64 forward
// of their dequantized weights: sums of 256 products and logits up to 33, so weights within
// 2e-5 and probabilities within 1e-4 (ten times and more what a float32 forward differs).
TEST(GgufModel, QuantizedFilesGiveTheirGoldenValues) {
  std::ifstream in(kGguf + "/golden-forward.json");
  const json all = json::parse(in);
  json quantized = {{"cases", json::array()}};
  for (const json& c : all.at("cases")) {
    if (c.at("model").get<std::string>().rfind("llama-d256", 0) == 0) quantized["cases"].push_back(c);
  }
  ASSERT_EQ(quantized["cases"].size(), 4u);
  std::map<std::string, int> families;
  check_decoder_golden(kGguf, quantized, Precision::Float32, {2e-5, 1e-4, 1e-4}, families);
  EXPECT_EQ(families["llama"], 4);
}

// The same text through the folder and through its GGUF file: the same tokens and maps.
// qwen2-f16's half-precision values are the file's: the folder's read as floats and the
// file's kept as halves, the same values summed in another order, so the maps agree within
// float32's rounding of sums of 64 (1e-6); llama3-f16 also rounds 15 of the BF16
// checkpoint's tiny values to halves' subnormals (2^-25 at most), far below what a map shows.
TEST(GgufModel, FileAndFolderDrawTheSameMaps) {
  const std::string text = "The cat sat on the mat, and the dog sat by the door. The cat";
  for (const auto& [dir, file, tolerance] :
       {std::tuple{"qwen2-f16", "qwen2-f16.gguf", 1e-6}, std::tuple{"llama3-bf16", "llama3-f16.gguf", 1e-6}}) {
    SCOPED_TRACE(file);
    const io::ModelFolder& a = folder(kDecoders, dir);
    const io::ModelFolder& b = folder(kGguf, file);
    const std::vector<int> ids = a.tokenizer->encode(text);
    ASSERT_EQ(b.tokenizer->encode(text), ids);
    // In float32 both: a BF16 folder would otherwise multiply in BF16.
    decoder::Options options;
    options.precision = Precision::Float32;
    const decoder::Run ra = decoder::forward(a.weights, ids, options);
    const decoder::Run rb = decoder::forward(b.weights, ids, options);
    ASSERT_EQ(ra.layers.size(), rb.layers.size());
    double worst = 0.0;
    for (std::size_t l = 0; l < ra.layers.size(); ++l) {
      for (std::size_t h = 0; h < ra.layers[l].attention.heads.size(); ++h) {
        const MatrixRef wa = ra.layers[l].attention.heads[h].weights;
        const MatrixRef wb = rb.layers[l].attention.heads[h].weights;
        const Matrix diff = wa - wb;
        worst = std::max(worst, static_cast<double>(diff.cwiseAbs().maxCoeff()));
      }
    }
    EXPECT_LE(worst, tolerance);
  }
}

// Every other architecture that opens, each file written by the fixture script as
// llama.cpp's converter writes it from one of the families' tiny folders (GPT-NeoX's q, k
// and v put in three blocks, GPT-2's Conv1D matrices transposed, Gemma's norms with their
// 1 added, Phi-3's fused matrices kept fused): the same tokens as the folder on texts with
// special tokens, the same maps and the same logits. The values are the folder's (BF16 as
// BF16, F16 as F16), summed in the same float32; 1e-6 on the maps and 1e-5 on the logits
// allow for the kernels' order. Where llama.cpp's metadata says nothing it assumes what
// the folders' configs set otherwise: Gemma 2's scores ÷ √d_k (this folder's
// query_pre_attn_scalar is 4, not d_k = 8), Gemma 3's local layers five of every six (this
// folder's pattern is 3): the folder's model is compared with those set as the file has them.
TEST(GgufModel, EachArchitecturesFileIsItsFoldersModel) {
  struct Case {
    const char* dir;
    const char* folder;
    const char* file;
    const char* family;
    std::vector<std::string> texts;
  };
  const std::string plain = "The cat sat on the mat, and the dog sat by the door. The cat";
  const std::vector<Case> cases = {
      {"decoders", "qwen3-bf16-sharded", "qwen3-bf16.gguf", "qwen3", {plain, "<|im_start|>user\n数字 12345<|im_end|>"}},
      {"families", "pythia-f16", "gptneox-f16.gguf", "gpt_neox", {plain, "  spaces\tand 2024<|endoftext|>"}},
      {"families", "olmo2-bf16", "olmo2-bf16.gguf", "olmo2", {plain, "numbers 1234567 <|endoftext|> é"}},
      {"families", "phi3-bf16", "phi3-bf16.gguf", "phi3", {plain, "<|user|> émigré 🦙\n  two  spaces<|end|>"}},
      {"families", "gemma2-bf16", "gemma2-bf16.gguf", "gemma2", {plain, "<start_of_turn>user\n  émigré 🦙<end_of_turn>"}},
      {"families", "gemma3-bf16", "gemma3-bf16.gguf", "gemma3_text", {plain, "<start_of_turn>user\n数字 🦙<end_of_turn>"}},
      {"gpt2", "tiny-f32", "gpt2-f32.gguf", "gpt2", {"the cat sat that ate", "today 42 it ate"}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.file);
    const io::ModelFolder& a = folder(kGgufData + "/" + c.dir, c.folder);
    const io::ModelFolder& b = folder(kGguf, c.file);
    EXPECT_EQ(family_row(b.family).model_types.front(), c.family);
    for (const std::string& text : c.texts) EXPECT_EQ(b.tokenizer->encode(text), a.tokenizer->encode(text)) << text;
    decoder::Weights wa = a.weights;
    const decoder::Architecture& arch = b.weights.arch;
    if (std::string(c.family) == "gemma2") {
      EXPECT_EQ(arch.score_scale_dim, 8.0);
      EXPECT_EQ(arch.local_layers, (std::vector<char>{1, 0, 1, 0}));
      wa.arch.score_scale_dim = arch.score_scale_dim;
    }
    if (std::string(c.family) == "gemma3_text") {
      EXPECT_EQ(arch.local_layers, (std::vector<char>{1, 1, 1}));
      EXPECT_EQ(arch.local_rope_theta, 10000.0);
      wa.arch.local_layers = arch.local_layers;
    }
    const std::vector<int> ids = a.tokenizer->encode(c.texts.front());
    decoder::Options options;
    options.precision = Precision::Float32;
    const decoder::Run ra = decoder::forward(wa, ids, options);
    const decoder::Run rb = decoder::forward(b.weights, ids, options);
    ASSERT_EQ(ra.layers.size(), rb.layers.size());
    double worst = 0.0;
    for (std::size_t l = 0; l < ra.layers.size(); ++l) {
      ASSERT_EQ(ra.layers[l].attention.heads.size(), rb.layers[l].attention.heads.size());
      for (std::size_t h = 0; h < ra.layers[l].attention.heads.size(); ++h) {
        const MatrixRef wa_h = ra.layers[l].attention.heads[h].weights;
        const MatrixRef wb_h = rb.layers[l].attention.heads[h].weights;
        const Matrix diff = wa_h - wb_h;
        worst = std::max(worst, static_cast<double>(diff.cwiseAbs().maxCoeff()));
      }
    }
    EXPECT_LE(worst, 1e-6);
    const int last = static_cast<int>(ids.size()) - 1;
    const Matrix la = decoder::logits(wa, ra, last);
    const Matrix lb = decoder::logits(b.weights, rb, last);
    ASSERT_EQ(la.cols(), lb.cols());
    EXPECT_LE((la - lb).cwiseAbs().maxCoeff(), 1e-5 * std::max(1.0f, la.cwiseAbs().maxCoeff()));
  }
}

TEST(GgufModel, SummaryNamesTheFilesTypeAndItsScaling) {
  const io::ModelFolder& m = folder(kGguf, "llama3-f16.gguf");
  EXPECT_EQ(m.dtype, "F16");
  EXPECT_EQ(m.name, "llama3-bf16");  // general.name, as the converter wrote the folder's name
  EXPECT_EQ(m.weights.arch.rope_scaling.kind, RopeScaling::Kind::Divisors);
  EXPECT_NE(m.summary().find("rope_freqs"), std::string::npos) << m.summary();
  EXPECT_EQ(folder(kGguf, "llama-d256-q4_k_m.gguf").dtype, "Q4_K_M");
  EXPECT_EQ(folder(kGguf, "llama-d256-q8_0.gguf").dtype, "Q8_0");
  EXPECT_TRUE(io::is_gguf_path("a/B.GGUF"));
  EXPECT_FALSE(io::is_gguf_path("a/gguf"));
}

// Weights held in their blocks: an 8B model's 5 GB Q4_K_M file is refused on a 4 GB computer
// before anything is read, and opens on a 16 GB one; an unknown memory refuses nothing.
TEST(GgufModel, AModelTooLargeForTheMemoryIsRefusedFirst) {
  const std::uint64_t gb = std::uint64_t{1} << 30;
  try {
    io::check_gguf_fits("llama-8b.Q4_K_M.gguf", 5 * gb, 5 * gb, 4 * gb);
    ADD_FAILURE() << "not refused";
  } catch (const std::runtime_error& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("llama-8b.Q4_K_M.gguf"), std::string::npos) << message;
    EXPECT_NE(message.find("more than three quarters of this computer's"), std::string::npos) << message;
  }
  EXPECT_NO_THROW(io::check_gguf_fits("llama-8b.Q4_K_M.gguf", 5 * gb, 5 * gb, 16 * gb));
  EXPECT_NO_THROW(io::check_gguf_fits("unknown.gguf", 32 * gb, 5 * gb, 0));
  EXPECT_GT(io::platform::physical_memory(), 0u);
}

// Broken files are written to a scratch folder (POSIX's mkdtemp: not in the Windows build).
#ifndef _WIN32
// A file's bytes with `from` replaced by `to` (as long) where it first occurs after `after`.
std::string patched(const std::string& bytes, const std::string& from, const std::string& to, std::size_t after = 0) {
  const std::size_t at = bytes.find(from, after);
  if (at == std::string::npos || from.size() != to.size()) throw std::logic_error("no such bytes: " + from);
  std::string out = bytes;
  out.replace(at, to.size(), to);
  return out;
}

std::string le32(std::uint32_t n) {
  std::string s(4, '\0');
  std::memcpy(s.data(), &n, 4);
  return s;
}

class GgufModelRefusals : public attn::testing::TempDirTest {
 protected:
  void expect_refused(const std::string& bytes, const std::string& fragment) {
    const std::string file = write("broken.gguf", bytes);
    try {
      io::open_gguf_model(file);
      ADD_FAILURE() << "opened; expected: " << fragment;
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("broken.gguf"), std::string::npos) << e.what();
    }
  }
};

TEST_F(GgufModelRefusals, FilesThatContradictThemselves) {
  const std::string good = read(kGguf + "/llama-d256-q8_0.gguf");
  // Another kind of model: named, with the kinds that open.
  expect_refused(patched(good, "llama", "gemma"), "general.architecture is \"gemma\"; GGUF files of these open: llama");
  // A size the metadata lacks.
  expect_refused(patched(good, "llama.block_count", "llama.block_xount"), "the metadata has no llama.block_count");
  // A width that the tensors do not have: the first tensor read names its shapes.
  const std::string key = "llama.embedding_length";
  const std::size_t at = good.find(key) + key.size();
  std::string wrong = good;
  ASSERT_EQ(wrong.substr(at, 8), le32(4) + le32(256));  // UINT32 256
  wrong.replace(at + 4, 4, le32(128));
  expect_refused(wrong, "but the file's metadata makes it [");
  // A tensor the layers need, missing: named as the file would name it.
  expect_refused(patched(good, "blk.1.ffn_up.weight", "blk.1.ffn_xx.weight"), "has no tensor 'blk.1.ffn_up.weight'");
  // A split set's missing part, by name; a later part opened alone.
  try {
    io::open_gguf_model(kGguf + "/broken-split-00001-of-00002.gguf");
    ADD_FAILURE() << "opened";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("broken-split-00002-of-00002.gguf' is missing"), std::string::npos) << e.what();
  }
  try {
    io::open_gguf_model(kGguf + "/llama-d256-q8_0-split-00002-of-00003.gguf");
    ADD_FAILURE() << "opened";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("is part 2 of 3 of a split model"), std::string::npos) << e.what();
  }
  // A first part renamed: its other parts cannot be found.
  expect_refused(read(kGguf + "/llama-d256-q8_0-split-00001-of-00003.gguf"), "is not named as one");
  // No architecture at all: a container case.
  expect_refused(read(kGguf + "/alignment-64.gguf"), "general.architecture");
}
#endif  // _WIN32

// A split set (gguf-split: the metadata in the first part, the tensors shared out) opens
// from its first part as the same model as the whole file: the same maps, bit for bit.
TEST(GgufModel, ASplitSetIsTheModelOfTheWholeFile) {
  const io::ModelFolder& whole = folder(kGguf, "llama-d256-q8_0.gguf");
  const io::ModelFolder& split = folder(kGguf, "llama-d256-q8_0-split-00001-of-00003.gguf");
  EXPECT_EQ(split.dtype, "Q8_0");
  const std::vector<int> ids = whole.tokenizer->encode("The quick brown fox jumps over the lazy dog.");
  ASSERT_EQ(split.tokenizer->encode("The quick brown fox jumps over the lazy dog."), ids);
  const decoder::Run a = decoder::forward(whole.weights, ids, {});
  const decoder::Run b = decoder::forward(split.weights, ids, {});
  for (std::size_t l = 0; l < a.layers.size(); ++l) {
    for (std::size_t h = 0; h < a.layers[l].attention.heads.size(); ++h) {
      const MatrixRef wa = a.layers[l].attention.heads[h].weights;
      const MatrixRef wb = b.layers[l].attention.heads[h].weights;
      EXPECT_EQ(Matrix(wa), Matrix(wb)) << l << ", " << h;
    }
  }
  EXPECT_EQ(decoder::logits(whole.weights, a, 3), decoder::logits(split.weights, b, 3));
}

TEST(GgufModel, ModelFolderOpensAFileAsAModel) {
  // open_model_folder, which the window, --model and compute call, takes a .gguf file.
  const io::ModelFolder m = io::open_model_folder(kGguf + "/qwen2-f16.gguf");
  EXPECT_EQ(m.weights.arch.family, "qwen2");
  EXPECT_EQ(m.family, io::Family::Qwen2);
  EXPECT_TRUE(m.weights.arch.qkv_bias);
}

}  // namespace
}  // namespace attn
