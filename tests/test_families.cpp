// The families whose layers differ from Llama's in more than data a Llama row holds, on the
// one decoder of core/model/decoder.hpp: GPT-NeoX (Pythia: a parallel residual, a part of
// each head rotated, each head's q, k and v side by side in one matrix), OLMo 2 (its norms
// after the sublayers, q and k normalised over every head at once), Phi-3 (Q, K and V in
// one matrix, the gate and up projections in another, a rotary part and a window), Gemma 2
// (norms before and after each sublayer, local layers with a window between global ones,
// soft-capped scores and logits, its own score scale) and Gemma 3 (per-head q/k norms, the
// local layers on a RoPE base of their own).
// Tiny folders with real tokenizers (scripts/make-family-fixtures, tests/data/families/),
// against golden values from a float64 forward written from transformers' definitions:
// token ids, every head's weights, logits, the next tokens, greedy generation with and
// without the KV cache; the rows' one-line summaries; configurations refused by name.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <fstream>
#include <map>
#include <set>
#include <string>

#include <nlohmann/json.hpp>

#include "core/model/decoder.hpp"
#include "decoder_golden.hpp"
#include "io/model_folder.hpp"
#include "temp_dir.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
using testing::check_decoder_golden;
using testing::folder;
using testing::golden;
using testing::message_of;
namespace fs = std::filesystem;

const std::string kFamilyData = ATTN_FAMILY_FIXTURE_DIR;

// The families this file checks: every one of the golden file.
const std::set<std::string> kFamilies = {"gpt_neox", "olmo2", "phi3", "gemma2", "gemma3_text"};

// The parameters a folder's safetensors header lists (the sum of its tensors' sizes).
std::size_t parameters_in(const std::string& dir) {
  std::ifstream in(dir + "/model.safetensors", std::ios::binary);
  std::uint64_t length = 0;
  in.read(reinterpret_cast<char*>(&length), sizeof length);
  std::string header(length, '\0');
  in.read(header.data(), static_cast<std::streamsize>(length));
  std::size_t total = 0;
  const json tensors = json::parse(header);
  for (const auto& [name, t] : tensors.items()) {
    if (name == "__metadata__") continue;
    std::size_t n = 1;
    for (const json& d : t.at("shape")) n *= d.get<std::size_t>();
    total += n;
  }
  return total;
}

// The golden file's cases of those families.
json cases_of(const json& g) {
  json out = {{"cases", json::array()}};
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    const json config = json::parse(std::ifstream(kFamilyData + "/" + name + "/config.json"));
    if (kFamilies.count(config.at("model_type").get<std::string>()) != 0) out["cases"].push_back(c);
  }
  return out;
}

TEST(Families, EachAgreesWithItsDefinition) {
  // As the Llama family's: float sums of at most F products against double.
  std::map<std::string, int> families;
  check_decoder_golden(kFamilyData, cases_of(golden(kFamilyData)), Precision::Float32, {1e-5, 1e-4, 1e-5}, families);
  for (const std::string& family : kFamilies) {
    EXPECT_GE(families.count(family) ? families.at(family) : 0, 4) << family << ": two folders of two texts each";
  }
}

TEST(Families, Bf16FoldersInBf16PrecisionAgreeWithTheForwardThatRoundsEachInput) {
  // The Llama family's bounds (test_decoder.cpp says why).
  std::map<std::string, int> families;
  check_decoder_golden(kFamilyData, cases_of(golden(kFamilyData, "golden-bf16.json")), Precision::Bf16, {1e-3, 1e-3, 1e-3},
                       families);
  EXPECT_GE(families.count("olmo2") ? families.at("olmo2") : 0, 2);
  EXPECT_GE(families.count("phi3") ? families.at("phi3") : 0, 2);
}

TEST(Families, TokensAddedOneByOnePastTheWindowGiveTheWholeForwardsMasksAndMaps) {
  // Gemma 2's local layer sees 4 keys, every layer of the BF16 Phi-3 folder 5: past them,
  // the cache's new rows hide the oldest keys as the whole forward's mask does.
  for (const char* name : {"gemma2-f32", "phi3-bf16"}) {
    SCOPED_TRACE(name);
    const io::ModelFolder& m = folder(kFamilyData, name);
    const std::vector<int> ids = m.tokenizer->encode("one two three four five six seven eight nine ten");
    ASSERT_GT(ids.size(), 8u);
    const decoder::Run whole = decoder::forward(m.weights, ids, {});
    decoder::Run grown = decoder::forward(m.weights, std::vector<int>(ids.begin(), ids.begin() + 2), {});
    for (std::size_t t = 2; t < ids.size(); ++t) decoder::extend(m.weights, grown, ids[t]);
    int windowed = 0;
    for (std::size_t l = 0; l < whole.layers.size(); ++l) {
      const AttentionTrace& x = whole.layers[l].attention;
      const AttentionTrace& y = grown.layers[l].attention;
      EXPECT_TRUE(x.mask == y.mask) << "layer " << l;
      if (x.mask(static_cast<Eigen::Index>(ids.size()) - 1, 0)) ++windowed;
      for (std::size_t h = 0; h < x.heads.size(); ++h) {
        EXPECT_LE((x.heads[h].weights.view() - y.heads[h].weights.view()).cwiseAbs().maxCoeff(), 1e-5)
            << "layer " << l << " head " << h;
      }
    }
    EXPECT_GE(windowed, 1) << "a layer whose window hides the first key from the last query";
    EXPECT_LE((whole.final - grown.final).cwiseAbs().maxCoeff(), 1e-4);
  }
}

TEST(Families, EachRowSaysWhatItDoesDifferently) {
  const decoder::Architecture& pythia = folder(kFamilyData, "pythia-f16").weights.arch;
  EXPECT_TRUE(pythia.parallel_residual);
  EXPECT_EQ(pythia.rotated(), 2);
  EXPECT_FALSE(pythia.tied_embeddings);
  const std::string p = decoder::summary(pythia, "F16");
  EXPECT_NE(p.find("RoPE θ 10000 on 2 of 8"), std::string::npos) << p;
  EXPECT_NE(p.find("attention ∥ MLP"), std::string::npos) << p;
  EXPECT_NE(p.find("LayerNorm"), std::string::npos) << p;
  EXPECT_FALSE(folder(kFamilyData, "gpt-neox-f32").weights.arch.parallel_residual) << "use_parallel_residual false";

  const decoder::Architecture& olmo = folder(kFamilyData, "olmo2-bf16").weights.arch;
  EXPECT_EQ(olmo.qk_norm, decoder::QkNorm::Whole);
  EXPECT_FALSE(olmo.norm_inputs);
  EXPECT_TRUE(olmo.norm_outputs);
  const std::string o = decoder::summary(olmo, "BF16");
  EXPECT_NE(o.find("q/k norm (whole width)"), std::string::npos) << o;
  EXPECT_NE(o.find("RMSNorm after each sublayer"), std::string::npos) << o;
  const decoder::Layer& layer = folder(kFamilyData, "olmo2-bf16").weights.layers[0];
  EXPECT_EQ(layer.attention.q_norm.cols(), 16) << "H·d_k";
  EXPECT_EQ(layer.attention.k_norm.cols(), 8) << "H_kv·d_k";
  EXPECT_EQ(layer.norm1_w.size(), 0) << "no norm before the attention";

  const io::ModelFolder& phi = folder(kFamilyData, "phi3-bf16");
  EXPECT_EQ(phi.weights.arch.rotated(), 6);
  EXPECT_EQ(phi.weights.arch.sliding_window, 5);
  EXPECT_TRUE(phi.weights.layers[0].attention.q().bf16()) << "one part of qkv_proj, kept in BF16";
  EXPECT_TRUE(phi.weights.layers[0].gate_w.bf16()) << "one half of gate_up_proj, kept in BF16";
  const std::string s = decoder::summary(phi.weights.arch, "BF16");
  EXPECT_NE(s.find("on 6 of 8"), std::string::npos) << s;
  EXPECT_NE(s.find("window 5"), std::string::npos) << s;
  // Gemma 2: local layers 0 and 2 of 4, capped scores and logits, scores ÷ √4; Gemma 3:
  // layer_types over the pattern, per-head q/k norms, the local layers' own RoPE base.
  const decoder::Architecture& g2 = folder(kFamilyData, "gemma2-bf16").weights.arch;
  EXPECT_EQ(g2.local_layers, (std::vector<char>{1, 0, 1, 0}));
  const std::string g = decoder::summary(g2, "BF16");
  for (const char* part : {"window 4 on 2 of 4 layers", "scores capped at 50", "logits capped at 30", "scores ÷√4",
                           "RMSNorm before and after each sublayer", "gated GELU"}) {
    EXPECT_NE(g.find(part), std::string::npos) << part << " in " << g;
  }
  EXPECT_EQ(folder(kFamilyData, "gemma3-f32").weights.arch.local_layers, (std::vector<char>{1, 0, 1}))
      << "layer_types, not the pattern of 6 beside them";
  const decoder::Architecture& g3 = folder(kFamilyData, "gemma3-bf16").weights.arch;
  EXPECT_EQ(g3.local_layers, (std::vector<char>{1, 1, 0})) << "every third layer global";
  EXPECT_EQ(g3.qk_norm, decoder::QkNorm::PerHead);
  EXPECT_EQ(g3.attention_softcap, 0.0f) << "Gemma 3 does not cap its scores";
  const std::string g3s = decoder::summary(g3, "BF16");
  EXPECT_NE(g3s.find("RoPE θ 1000000 (linear ×8), local θ 10000"), std::string::npos) << g3s;
  // Gemma stores w of norms that multiply by 1 + w: the engine holds 1 + w.
  EXPECT_NE(folder(kFamilyData, "gemma3-bf16").weights.final_w(0, 0), 0.0f);

  // The parameters the architecture counts are the folder's.
  for (const char* name : {"pythia-f16", "gpt-neox-f32", "olmo2-f32", "olmo2-bf16", "phi3-f32", "phi3-bf16",
                           "gemma2-bf16", "gemma2-f32", "gemma3-bf16", "gemma3-f32"}) {
    EXPECT_EQ(decoder::parameter_count(folder(kFamilyData, name).weights.arch), parameters_in(kFamilyData + "/" + name)) << name;
  }
}

class BrokenFamilyFolder : public testing::TempDirTest {
 protected:
  // The message opening a copy of fixture folder `name` gives, its config.json changed by
  // `edit` (the empty string when it opens).
  std::string refused(const std::string& name, const std::function<void(json&)>& edit) {
    const fs::path to = path(name + "-" + std::to_string(++copies_));
    fs::create_directories(to);
    for (const auto& entry : fs::directory_iterator(kFamilyData + "/" + name)) {
      fs::copy_file(entry.path(), to / entry.path().filename());
    }
    json config = json::parse(std::ifstream(to / "config.json"));
    edit(config);
    std::ofstream(to / "config.json") << config.dump();
    return message_of([&] { io::open_model_folder(to.string()); });
  }

 private:
  int copies_ = 0;
};

TEST_F(BrokenFamilyFolder, ConfigurationsThatCannotBeAreRefusedByName) {
  // int(8 · 0.375) = 3 values: rotation turns pairs.
  EXPECT_NE(refused("pythia-f16", [](json& c) { c["rotary_pct"] = 0.375; }).find("rotary_pct turns 3"), std::string::npos);
  EXPECT_NE(refused("pythia-f16", [](json& c) { c["hidden_act"] = "relu"; }).find("relu"), std::string::npos);
  EXPECT_NE(refused("phi3-bf16", [](json& c) { c["partial_rotary_factor"] = 0.1; }).find("partial_rotary_factor"),
            std::string::npos);
  // Phi-3's 128k models' RoPE is named as what does not open yet.
  const std::string longrope = refused("phi3-f32", [](json& c) {
    c["rope_scaling"] = {{"type", "longrope"}, {"short_factor", json::array()}, {"long_factor", json::array()}};
  });
  EXPECT_NE(longrope.find("longrope"), std::string::npos) << longrope;
  // A Pythia's config with the newer keys reads the same.
  EXPECT_EQ(refused("pythia-f16", [](json& c) {
              c["partial_rotary_factor"] = c["rotary_pct"];
              c["rope_theta"] = c["rotary_emb_base"];
              c.erase("rotary_pct");
              c.erase("rotary_emb_base");
            }),
            "(nothing thrown)");
}

}  // namespace
}  // namespace attn
