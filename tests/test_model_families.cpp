// The family table (io/model_families.hpp) walked: every row opens its tiny fixture folder
// (tests/data/gpt2, decoders, seq2seq), every model_type string maps to its row, an unknown
// one is refused naming the table's model_types, the lists and help texts name every
// family; and the tensor-name patterns' [prefix] and alternatives read the folders that
// use them.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/model/decoder.hpp"
#include "io/model_families.hpp"
#include "io/model_folder.hpp"
#include "temp_dir.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

// Every tiny fixture folder.
std::vector<std::string> fixture_folders() {
  std::vector<std::string> out;
  for (const char* dir :
       {ATTN_GPT2_FIXTURE_DIR, ATTN_DECODER_FIXTURE_DIR, ATTN_FAMILY_FIXTURE_DIR, ATTN_SEQ2SEQ_FIXTURE_DIR,
        ATTN_VISION_FIXTURE_DIR}) {
    for (const auto& e : fs::directory_iterator(dir)) {
      if (e.is_directory() && fs::exists(e.path() / "config.json")) out.push_back(e.path().string());
    }
  }
  return out;
}

std::string text_of(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// The message of read_model_config on `config` ("" when it reads).
std::string refusal(const json& config) {
  try {
    io::read_model_config(config.dump(), "config.json");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(ModelFamilies, EveryRowOpensItsFixtureFolderAndRuns) {
  std::map<io::Family, int> opened;
  for (const std::string& dir : fixture_folders()) {
    SCOPED_TRACE(dir);
    const io::ModelFolder m = io::open_model_folder(dir);
    const io::FamilyRow& row = io::family_row(m.family);
    ++opened[m.family];
    const std::vector<std::string>& types = row.model_types;
    EXPECT_NE(std::find(types.begin(), types.end(), m.weights.arch.family), types.end())
        << "the architecture's name is one of its row's model_types";
    EXPECT_EQ(m.weights.arch.stacks, row.stacks);
    EXPECT_EQ(m.weights.arch.input, row.input);
    // The weights the names gave are the ones the engine runs.
    decoder::Options options = decoder::options_for(m.weights.arch);
    if (m.reads_pictures()) {
      // A vision model: a picture of its processor's size, every value 0.
      EXPECT_EQ(m.tokenizer, nullptr);
      ASSERT_NE(m.processor, nullptr);
      Pixels p;
      p.height = m.processor->crop ? m.processor->crop_height : m.processor->height;
      p.width = m.processor->crop ? m.processor->crop_width : m.processor->width;
      p.values.assign(p.offset(3, 0, 0), 0.0f);
      EXPECT_TRUE(decoder::forward_picture(m.weights, p, options).final.allFinite());
      continue;
    }
    std::vector<int> ids = m.tokenizer->encode("The cat sat on the mat.");
    if (m.weights.arch.encoder_decoder()) {
      options.source = ids;
      ids = {m.weights.arch.decoder_start};
    }
    const decoder::Run run = decoder::forward(m.weights, ids, options);
    EXPECT_TRUE(run.final.allFinite());
  }
  for (const io::FamilyRow& row : io::family_table()) {
    EXPECT_GE(opened[row.family], 1) << row.name << " has no fixture folder that opens";
  }
}

TEST(ModelFamilies, EveryModelTypeMapsToItsRow) {
  std::set<std::string> seen;
  for (const io::FamilyRow& row : io::family_table()) {
    EXPECT_EQ(&io::family_row(row.family), &row);
    EXPECT_FALSE(row.name.empty());
    ASSERT_FALSE(row.model_types.empty()) << row.name;
    for (const std::string& type : row.model_types) {
      EXPECT_TRUE(seen.insert(type).second) << type << " answers for two rows";
      EXPECT_EQ(io::family_of_model_type(type), &row) << type;
    }
  }
  EXPECT_EQ(io::family_of_model_type("gemma"), nullptr);
  EXPECT_EQ(io::family_of_model_type("GPT2"), nullptr) << "model_type is compared as written";
  // Each fixture's config.json read alone lands on the row its model_type names.
  for (const std::string& dir : fixture_folders()) {
    const json config = json::parse(text_of(fs::path(dir) / "config.json"));
    const io::ModelConfig c = io::read_model_config(config.dump(), "config.json");
    EXPECT_EQ(c.family, io::family_of_model_type(config.at("model_type").get<std::string>())) << dir;
  }
}

TEST(ModelFamilies, AConfigWithoutModelTypeIsGpt2s) {
  json config = json::parse(text_of(fs::path(ATTN_GPT2_FIXTURE_DIR) / "tiny-f32" / "config.json"));
  config.erase("model_type");
  const io::ModelConfig c = io::read_model_config(config.dump(), "config.json");
  EXPECT_EQ(c.family->family, io::Family::Gpt2);
  EXPECT_EQ(c.arch.family, "gpt2");
  config["model_type"] = nullptr;
  EXPECT_EQ(io::read_model_config(config.dump(), "config.json").family->family, io::Family::Gpt2);
}

TEST(ModelFamilies, AnUnknownModelTypeIsRefusedNamingEveryRow) {
  EXPECT_EQ(io::model_types_text(),
            "gpt2, llama, mistral, qwen2, qwen3, phi3, gemma2, gemma3_text, gpt_neox, olmo2, bert, marian, t5, bart, "
            "vit, deit, dinov2, dinov2_with_registers");
  for (const json& type : {json("gemma"), json(3), json::array({"llama"})}) {
    const std::string m = refusal({{"model_type", type}});
    EXPECT_NE(m.find("'config.json': model_type " + type.dump() + " is not supported; these open: " +
                     io::model_types_text()),
              std::string::npos)
        << m;
    for (const io::FamilyRow& row : io::family_table()) {
      for (const std::string& t : row.model_types) EXPECT_NE(m.find(t), std::string::npos) << t;
    }
  }
}

TEST(ModelFamilies, ConfigFieldsAreCheckedByName) {
  const json llama = json::parse(text_of(fs::path(ATTN_DECODER_FIXTURE_DIR) / "llama3-bf16" / "config.json"));
  json c = llama;
  c.erase("hidden_size");
  EXPECT_EQ(refusal(c), "'config.json': hidden_size is missing (an integer from 1 to 65536 is needed)");
  c = llama;
  c["num_hidden_layers"] = 1.5;
  EXPECT_EQ(refusal(c), "'config.json': num_hidden_layers must be an integer, got 1.5");
  c = llama;
  c["rms_norm_eps"] = 2;
  EXPECT_EQ(refusal(c), "'config.json': rms_norm_eps must be a number in (0.0, 1.0), got 2");
  c = llama;
  c["tie_word_embeddings"] = "yes";
  EXPECT_EQ(refusal(c), "'config.json': tie_word_embeddings must be true or false, got \"yes\"");
  c = llama;
  c["rope_scaling"]["factor"] = -1;
  EXPECT_EQ(refusal(c), "'config.json': factor must be a number in (0.0, 1000000000.0), got -1");
  // GPT-2's context goes by two names; an eos id may be a list, of which the first counts.
  json gpt2 = json::parse(text_of(fs::path(ATTN_GPT2_FIXTURE_DIR) / "tiny-f32" / "config.json"));
  gpt2.erase("n_positions");
  EXPECT_EQ(io::read_model_config(gpt2.dump(), "c").arch.context, gpt2.at("n_ctx").get<int>());
  gpt2.erase("n_ctx");
  EXPECT_EQ(refusal(gpt2), "'config.json': n_positions is missing (an integer from 1 to 16777216 is needed)");
  json t5 = json::parse(text_of(fs::path(ATTN_SEQ2SEQ_FIXTURE_DIR) / "t5-f32" / "config.json"));
  t5["eos_token_id"] = json::array({5, 1});
  EXPECT_EQ(io::read_model_config(t5.dump(), "c").arch.eos, 5);
  t5["eos_token_id"] = json::array({-5, 1});
  EXPECT_EQ(refusal(t5), "'config.json': eos_token_id must be an integer from 0 to 4194303, got -5");
}

TEST(ModelFamilies, TheListsAndHelpTextsNameEveryFamily) {
  const std::string names = io::family_names_text();
  const std::string described = io::families_described();
  const std::string files = io::tokenizer_files_described();
  EXPECT_EQ(names,
            "GPT-2, Llama, Mistral, Qwen2, Qwen3, Phi-3, Gemma 2, Gemma 3, GPT-NeoX, OLMo 2, BERT, Marian, T5, BART, "
            "ViT, DeiT, DINOv2, DINOv2 with registers");
  for (const io::FamilyRow& row : io::family_table()) {
    EXPECT_NE(names.find(row.name), std::string::npos) << row.name;
    EXPECT_NE(described.find(row.name), std::string::npos) << row.name;
    if (!row.known_as.empty()) EXPECT_NE(described.find("(" + row.known_as + ")"), std::string::npos);
    if (row.input == decoder::Input::Patches) {
      EXPECT_TRUE(row.tokenizer.choices.empty()) << row.name << " reads pictures, not a tokenizer";
      continue;
    }
    for (const std::string& f : row.tokenizer.choices.front()) EXPECT_NE(files.find(f), std::string::npos) << f;
  }
  EXPECT_EQ(described,
            "GPT-2, Llama (Llama 3.2, TinyLlama, SmolLM2), Mistral, Qwen2 (Qwen2.5), Qwen3, Phi-3 (Phi-3.5, "
            "Phi-4-mini), Gemma 2, Gemma 3, GPT-NeoX (Pythia) or OLMo 2; BERT, which reads with "
            "no mask and fills in a [MASK]; a translation or summary model, Marian (opus-mt), T5 (Flan-T5) or "
            "BART, whose decoder reads the encoder through cross-attention; or a Vision Transformer, ViT (DINO), "
            "DeiT, DINOv2 or DINOv2 with registers, whose heads look at the patches of a picture");
  EXPECT_EQ(files,
            "tokenizer.json; BERT's vocab.txt; Marian's source.spm, target.spm and vocab.json; T5's spiece.model; "
            "BART's vocab.json and merges.txt");
  EXPECT_EQ(io::model_types_text(decoder::Stacks::EncoderDecoder), "marian, t5, bart");
}

// A copy of a fixture folder with its safetensors header's tensor names changed.
class RenamedTensors : public testing::TempDirTest {
 protected:
  std::string copy_renamed(const std::string& from, const std::function<std::string(const std::string&)>& rename) {
    const fs::path to = fs::path(dir_) / fs::path(from).filename();
    fs::copy(from, to, fs::copy_options::recursive);
    const std::string bytes = text_of(to / "model.safetensors");
    std::uint64_t n = 0;
    std::memcpy(&n, bytes.data(), sizeof n);
    const json header = json::parse(bytes.substr(8, n));
    json renamed = json::object();
    for (const auto& [name, entry] : header.items()) renamed[name == "__metadata__" ? name : rename(name)] = entry;
    std::string text = renamed.dump();
    text.resize((text.size() + 7) / 8 * 8, ' ');
    const std::uint64_t m = text.size();
    std::ofstream(to / "model.safetensors", std::ios::binary | std::ios::trunc)
        << std::string(reinterpret_cast<const char*>(&m), sizeof m) << text << bytes.substr(8 + n);
    return to.string();
  }
};

// The logits of the last of a few tokens.
Matrix last_logits(const io::ModelFolder& m) {
  const std::vector<int> ids{1, 7, 42, 3};
  const decoder::Run run = decoder::forward(m.weights, ids, decoder::options_for(m.weights.arch));
  return decoder::logits(m.weights, run, 3);
}

TEST_F(RenamedTensors, APrefixSomeFilesHaveIsReadWithOrWithoutIt) {
  const std::string original = std::string(ATTN_GPT2_FIXTURE_DIR) + "/tiny-f32";
  const std::string prefixed = copy_renamed(original, [](const std::string& name) { return "transformer." + name; });
  const io::ModelFolder a = io::open_model_folder(original);
  const io::ModelFolder b = io::open_model_folder(prefixed);
  EXPECT_TRUE(last_logits(a) == last_logits(b));
}

TEST_F(RenamedTensors, AlternativeNamesAreReadAsTheFirst) {
  // BART's shared embedding gone: the encoder's copy of it is read.
  const std::string original = std::string(ATTN_SEQ2SEQ_FIXTURE_DIR) + "/bart-f16";
  const std::string renamed = copy_renamed(original, [](const std::string& name) {
    return name == "model.shared.weight" ? "elsewhere." + name : name;
  });
  const io::ModelFolder a = io::open_model_folder(original);
  const io::ModelFolder b = io::open_model_folder(renamed);
  EXPECT_TRUE(a.weights.embed == b.weights.embed);
  // A tensor no alternative names is refused by its first name.
  const std::string missing = copy_renamed(std::string(ATTN_SEQ2SEQ_FIXTURE_DIR) + "/t5-f32", [](const std::string& name) {
    return name == "shared.weight" || name == "encoder.embed_tokens.weight" ? "elsewhere." + name : name;
  });
  try {
    io::open_model_folder(missing);
    ADD_FAILURE() << "a T5 folder without its embedding opened";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("has no tensor 'shared.weight'"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace attn
