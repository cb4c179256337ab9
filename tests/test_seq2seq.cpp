// BERT and the encoder–decoders (Marian, T5, Flan-T5, BART) from their Hugging Face folders,
// on the one forward of core/model/decoder.hpp: tiny folders of each family (made by
// scripts/make-seq2seq-fixtures with a WordPiece vocabulary, SentencePiece models trained
// with spm_train and GPT-2's vocabulary re-indexed for BART; golden values from a PyTorch
// forward in float64 written from the published architectures), their token ids, every
// encoder, decoder-self and cross head, T5's position bias, the masked and next-token
// predictions, and greedy decoding with and without the caches; and folders broken in each
// way the issue names.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/model/decoder.hpp"
#include "core/teaching/case.hpp"
#include "model/layer_source.hpp"
#include "model/model_session.hpp"
#include "io/model_folder.hpp"
#include "io/sentencepiece_tokenizer.hpp"
#include "io/wordpiece_tokenizer.hpp"
#include "temp_dir.hpp"

#include "test_helpers.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
using testing::folder;
using testing::golden;
using testing::worst_difference;
namespace fs = std::filesystem;

const std::string kSeq2seqData = ATTN_SEQ2SEQ_FIXTURE_DIR;

// Logits at the golden ids, each within 1e-4 of the largest of its row.
void expect_logits(const Matrix& logits, const json& ids, const json& expected, const std::string& where) {
  double scale = 0.0;
  for (const json& v : expected) scale = std::max(scale, std::abs(v.get<double>()));
  for (std::size_t k = 0; k < ids.size(); ++k) {
    EXPECT_NEAR(logits(0, ids[k].get<int>()), expected[k].get<double>(), 1e-4 * std::max(1.0, scale))
        << where << " token " << ids[k];
  }
}

// The golden files were computed from the weights as stored, the products' inputs as
// floats: float32 precision, for the BF16 folder too.
decoder::Options exact(const decoder::Architecture& a) {
  decoder::Options o = decoder::options_for(a);
  o.precision = Precision::Float32;
  return o;
}

TEST(Bert, EveryHeadAndTheMaskedWordsAgreeWithPyTorch) {
  int cases = 0;
  const json g = golden(kSeq2seqData);
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    if (name.rfind("bert", 0) != 0) continue;
    ++cases;
    SCOPED_TRACE(name + ": " + c.at("text").get<std::string>());
    const io::ModelFolder& m = folder(kSeq2seqData, name);
    EXPECT_EQ(m.weights.arch.family, "bert");
    const std::vector<int> ids = m.tokenizer->encode(c.at("text"));
    ASSERT_EQ(ids, c.at("token_ids").get<std::vector<int>>()) << "the tokenizer's ids";
    for (std::size_t i = 0; i < ids.size(); ++i) EXPECT_EQ(m.tokenizer->text(ids[i]), c.at("tokens")[i]);
    const decoder::Run run = decoder::forward(m.weights, ids, exact(m.weights.arch));
    EXPECT_FALSE(run.causal) << "every token sees every token";
    ASSERT_EQ(run.layers.size(), c.at("layers").size());
    double worst = 0.0;
    for (std::size_t l = 0; l < run.layers.size(); ++l) {
      worst = std::max(worst, worst_difference(run.layers[l].attention, c.at("layers")[l].at("heads")));
    }
    EXPECT_LE(worst, 1e-5) << "largest difference of an attention weight";
    if (!c.contains("masked")) {
      EXPECT_THROW(decoder::logits(m.weights, run, 1), AttentionError) << "a bare encoder predicts nothing";
      continue;
    }
    for (std::size_t p = 0; p < ids.size(); ++p) {
      expect_logits(decoder::logits(m.weights, run, static_cast<int>(p)), c.at("logit_ids"), c.at("logits")[p],
                    "position " + std::to_string(p));
    }
    for (const json& masked : c.at("masked")) {
      const int p = masked.at("position");
      EXPECT_EQ(ids[static_cast<std::size_t>(p)], m.tokenizer->id_of("[MASK]"));
      const std::vector<decoder::Candidate> top = decoder::top_candidates(decoder::logits(m.weights, run, p), 10);
      for (std::size_t k = 0; k < top.size(); ++k) {
        EXPECT_EQ(top[k].id, masked.at("top")[k].at("id").get<int>()) << "filler " << k << " of position " << p;
        EXPECT_NEAR(top[k].probability, masked.at("top")[k].at("p").get<double>(), 1e-5);
      }
    }
  }
  EXPECT_EQ(cases, 4);
}

TEST(Seq2seq, EveryEncoderDecoderAndCrossHeadAgreesWithPyTorch) {
  std::map<std::string, int> families;
  const json g = golden(kSeq2seqData);
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    if (name.rfind("bert", 0) == 0) continue;
    SCOPED_TRACE(name + ": " + c.at("text").get<std::string>() + (c.contains("target_text") ? " → target" : ""));
    const io::ModelFolder& m = folder(kSeq2seqData, name);
    const decoder::Architecture& a = m.weights.arch;
    ++families[a.family];
    const std::vector<int> source = m.tokenizer->encode(c.at("text"));
    ASSERT_EQ(source, c.at("token_ids").get<std::vector<int>>()) << "the source's ids";
    // The decoder's input: the start, then the target's labels but the last (teacher
    // forcing), or the greedy output's.
    std::vector<int> target{a.decoder_start};
    const std::vector<int> labels =
        c.contains("target_text") ? m.tokenizer->encode_target(c.at("target_text")) : c.at("greedy").get<std::vector<int>>();
    target.insert(target.end(), labels.begin(), labels.end() - 1);
    ASSERT_EQ(target, c.at("target_token_ids").get<std::vector<int>>()) << "the decoder's input";
    decoder::Options options = exact(a);
    options.source = source;
    const decoder::Run run = decoder::forward(m.weights, target, options);
    ASSERT_EQ(run.encoder.size(), c.at("encoder").size());
    ASSERT_EQ(run.layers.size(), c.at("decoder").size());
    double worst = 0.0;
    for (std::size_t l = 0; l < run.encoder.size(); ++l) {
      worst = std::max(worst, worst_difference(run.encoder[l].attention, c.at("encoder")[l].at("heads")));
    }
    for (std::size_t l = 0; l < run.layers.size(); ++l) {
      worst = std::max(worst, worst_difference(run.layers[l].attention, c.at("decoder")[l].at("self").at("heads")));
      worst = std::max(worst, worst_difference(run.layers[l].cross, c.at("decoder")[l].at("cross").at("heads")));
    }
    EXPECT_LE(worst, 1e-5) << "largest difference of an attention weight";
    if (c.contains("position_bias")) {
      double bias = 0.0;
      for (const auto& [maps, key] : {std::pair{run.encoder_position_bias, "encoder"}, std::pair{run.position_bias, "decoder"}}) {
        ASSERT_TRUE(maps) << key;
        const json& expected = c.at("position_bias").at(key);
        ASSERT_EQ(maps->size(), expected.size());
        for (std::size_t h = 0; h < maps->size(); ++h) {
          for (Eigen::Index i = 0; i < (*maps)[h].rows(); ++i) {
            for (Eigen::Index j = 0; j < (*maps)[h].cols(); ++j) {
              bias = std::max(bias, std::abs((*maps)[h](i, j) - expected[h][static_cast<std::size_t>(i)][static_cast<std::size_t>(j)].get<double>()));
            }
          }
        }
      }
      EXPECT_LE(bias, 1e-6) << "T5's relative position bias";
    }
    for (std::size_t p = 0; p < target.size(); ++p) {
      expect_logits(decoder::logits(m.weights, run, static_cast<int>(p)), c.at("logit_ids"), c.at("logits")[p],
                    "position " + std::to_string(p));
    }
    const std::vector<decoder::Candidate> top =
        decoder::top_candidates(decoder::logits(m.weights, run, static_cast<int>(target.size()) - 1), 5);
    for (std::size_t k = 0; k < top.size(); ++k) {
      EXPECT_EQ(top[k].id, c.at("top_next")[k].at("id").get<int>()) << "next token " << k;
      EXPECT_NEAR(top[k].probability, c.at("top_next")[k].at("p").get<double>(), 1e-5);
    }
    // Greedy translation on the caches (the encoder once, the cross K and V once), and by
    // whole forwards: the same tokens.
    const std::vector<int> expected = c.at("greedy").get<std::vector<int>>();
    std::vector<int> chosen;
    decoder::greedy_translation(m.weights, source, static_cast<int>(expected.size()), chosen, exact(a));
    EXPECT_EQ(chosen, expected) << "greedy on the caches";
    std::vector<int> whole{a.decoder_start}, by_forward;
    for (std::size_t s = 0; s < expected.size(); ++s) {
      const decoder::Run r = decoder::forward(m.weights, whole, options);
      const int next = decoder::choose_next(decoder::logits(m.weights, r, static_cast<int>(whole.size()) - 1), 0.0f, 0, 0);
      by_forward.push_back(next);
      whole.push_back(next);
      if (next == a.eos) break;
    }
    EXPECT_EQ(by_forward, expected) << "greedy by whole forwards";
  }
  for (const char* family : {"marian", "t5", "bart"}) {
    EXPECT_GE(families[family], 2) << family << " has no golden case";
  }
}

// The window's side (no window): the Model view's session and the layer every other view
// takes from the model. Teacher-forced on the golden target, the session holds the
// encoder's, decoder's and cross-attention's summaries and the golden next token; without
// a target, Step makes the golden greedy output and stops at </s>; and the cases the Self
// vs cross, Decoder and Pipeline views compute, run again by the engine, give the golden
// maps of every layer. BERT: no mask, the [MASK] fillers, its layers' cases likewise.
TEST(Seq2seq, TheWindowShowsTheRealModelsHeads) {
  const json g = golden(kSeq2seqData);
  int checked = 0;
  for (const json& c : g.at("cases")) {
    const std::string name = c.at("model");
    // The BF16 folder's golden values are float32 precision; the window multiplies in BF16.
    if (name.find("bf16") != std::string::npos) continue;
    SCOPED_TRACE(name + ": " + c.at("text").get<std::string>());
    auto model = std::make_shared<const io::ModelFolder>(io::open_model_folder(kSeq2seqData + "/" + name));
    const decoder::Architecture& a = model->weights.arch;
    const std::string target = c.value("target_text", "");
    app::ModelSession session;
    session.open(kSeq2seqData + "/" + name, c.at("text"), target);
    session.wait_idle();
    std::shared_ptr<const app::ModelSnapshot> s = session.snapshot();
    ASSERT_TRUE(s->run) << s->error;
    EXPECT_EQ(s->summaries.size(), static_cast<std::size_t>(a.layers * a.heads));
    const std::shared_ptr<const app::LayerSource> source = app::pretrained_source(model);
    auto expect_case = [](const AttentionCase& k, const json& heads, const char* part) {
      const CaseResult r = run_case(k);
      EXPECT_LE(worst_difference(r.trace, heads), 1e-4) << part;
    };
    if (a.stacks == decoder::Stacks::Encoder) {
      EXPECT_FALSE(s->causal) << "BERT reads with no mask";
      EXPECT_TRUE(s->next.empty()) << "BERT predicts no next token";
      EXPECT_EQ(s->marked_name, "[SEP]");
      const json masked = c.value("masked", json::array());
      ASSERT_EQ(s->masked.size(), masked.size());
      for (std::size_t k = 0; k < masked.size(); ++k) {
        EXPECT_EQ(s->masked[k].position, masked[k].at("position").get<int>());
        EXPECT_EQ(s->masked[k].top.front().id, masked[k].at("top")[0].at("id").get<int>());
      }
      for (int l = 0; l < a.layers; ++l) {
        const LayerCases cases = source->cases(c.at("text"), "", l);
        EXPECT_FALSE(cases.source.config.causal);
        expect_case(cases.source, c.at("layers")[static_cast<std::size_t>(l)].at("heads"), "encoder");
      }
      ++checked;
      continue;
    }
    EXPECT_EQ(s->source_tokens.size(), c.at("token_ids").size());
    EXPECT_EQ(s->encoder_summaries.size(), static_cast<std::size_t>(a.encoder_layers * a.heads));
    EXPECT_EQ(s->cross_summaries.size(), static_cast<std::size_t>(a.layers * a.heads));
    for (const HeadSummary& h : s->cross_summaries) {
      EXPECT_GT(h.peak, 0.0f);
      EXPECT_LE(h.peak, 1.0f + 1e-6f);
    }
    if (c.contains("target_text")) {
      EXPECT_TRUE(s->teacher_forced);
      EXPECT_EQ(s->run->ids, c.at("target_token_ids").get<std::vector<int>>());
      EXPECT_EQ(s->next.front().id, c.at("top_next")[0].at("id").get<int>());
      for (int l = 0; l < a.layers; ++l) {
        const LayerCases cases = source->cases(c.at("text"), target, l);
        ASSERT_TRUE(cases.has_target);
        const json& dec = c.at("decoder")[static_cast<std::size_t>(l)];
        expect_case(cases.source, c.at("encoder")[static_cast<std::size_t>(l)].at("heads"), "encoder");
        expect_case(cases.target, dec.at("self").at("heads"), "decoder self");
        expect_case(cases.cross, dec.at("cross").at("heads"), "cross");
      }
    } else {
      // Step by step: the start token alone, then the greedy output to </s>.
      EXPECT_FALSE(s->teacher_forced);
      ASSERT_EQ(s->run->ids.size(), 1u);
      std::vector<int> expected{a.decoder_start};
      for (const int id : c.at("greedy")) expected.push_back(id);
      // Ended by </s>: asked for more, Step stops there; else the golden length.
      const bool ends = expected.back() == a.eos;
      session.generate(static_cast<int>(expected.size()) - 1 + (ends ? 3 : 0), 0.0f, 1);
      session.wait_idle();
      s = session.snapshot();
      EXPECT_EQ(s->run->ids, expected);
      EXPECT_EQ(s->finished, ends);
      // The views without a target: the model's own greedy output, the same maps.
      const LayerCases cases = source->cases(c.at("text"), "", 0);
      ASSERT_TRUE(cases.has_target);
      EXPECT_GE(cases.cross.y.rows(), 1);
      EXPECT_LE(cases.cross.y.rows(), 32) << "at most 32 tokens of its own";
      expect_case(cases.source, c.at("encoder")[0].at("heads"), "encoder");
    }
    ++checked;
  }
  EXPECT_GE(checked, 8);
}

TEST(Seq2seq, TheDecodersCachesEqualTheWholeForward) {
  for (const char* name : {"marian-f32", "t5-f32", "bart-f16"}) {
    SCOPED_TRACE(name);
    const io::ModelFolder& m = folder(kSeq2seqData, name);
    const decoder::Architecture& a = m.weights.arch;
    decoder::Options options = exact(a);
    options.source = m.tokenizer->encode("The blue creature sees a small cat.");
    std::vector<int> target{a.decoder_start, 5, 9, 14, 7, 11};
    const decoder::Run whole = decoder::forward(m.weights, target, options);
    decoder::Run grown = decoder::forward(m.weights, {target[0], target[1]}, options);
    for (std::size_t t = 2; t < target.size(); ++t) decoder::extend(m.weights, grown, target[t]);
    ASSERT_EQ(grown.ids, target);
    for (std::size_t l = 0; l < whole.layers.size(); ++l) {
      for (std::size_t h = 0; h < whole.layers[l].attention.heads.size(); ++h) {
        EXPECT_LE((whole.layers[l].attention.heads[h].weights.view() - grown.layers[l].attention.heads[h].weights.view())
                      .cwiseAbs()
                      .maxCoeff(),
                  1e-5);
        EXPECT_LE((whole.layers[l].cross.heads[h].weights.view() - grown.layers[l].cross.heads[h].weights.view())
                      .cwiseAbs()
                      .maxCoeff(),
                  1e-5)
            << "cross-attention, layer " << l << " head " << h;
      }
    }
    EXPECT_LE((whole.final - grown.final).cwiseAbs().maxCoeff(), 1e-4);
  }
}

TEST(Seq2seq, TheArchitectureLineSaysWhatIsNew) {
  EXPECT_NE(folder(kSeq2seqData, "t5-f32").summary().find("relative positions (8 buckets)"), std::string::npos) << folder(kSeq2seqData, "t5-f32").summary();
  EXPECT_NE(folder(kSeq2seqData, "t5-f32").summary().find("no ÷√d_k"), std::string::npos);
  EXPECT_NE(folder(kSeq2seqData, "t5-f32").summary().find("2 + 2 layers (encoder + decoder)"), std::string::npos);
  EXPECT_NE(folder(kSeq2seqData, "marian-f32").summary().find("sinusoidal positions"), std::string::npos);
  EXPECT_NE(folder(kSeq2seqData, "marian-f32").summary().find("post-LayerNorm"), std::string::npos);
  EXPECT_NE(folder(kSeq2seqData, "bert-f32").summary().find("no mask"), std::string::npos);
  EXPECT_NE(folder(kSeq2seqData, "bert-f32").summary().find("masked-LM head"), std::string::npos);
  EXPECT_NE(folder(kSeq2seqData, "bert-base-f32").summary().find("no prediction head"), std::string::npos);
  EXPECT_NE(folder(kSeq2seqData, "flan-t5-bf16").summary().find("gated GELU"), std::string::npos);
}

TEST(Seq2seq, WrongUseIsRefusedByName) {
  const io::ModelFolder& bert = folder(kSeq2seqData, "bert-f32");
  const io::ModelFolder& marian = folder(kSeq2seqData, "marian-f32");
  decoder::Options with_source;
  with_source.source = {5, 6};
  EXPECT_THROW(decoder::forward(bert.weights, {2, 5, 3}, with_source), AttentionError) << "BERT reads no source";
  EXPECT_THROW(decoder::forward(marian.weights, {327}, {}), AttentionError) << "Marian needs a source";
  decoder::Run run = decoder::forward(bert.weights, {2, 5, 3}, decoder::options_for(bert.weights.arch));
  try {
    decoder::extend(bert.weights, run, 7);
    ADD_FAILURE() << "BERT grew a token";
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("reads a whole text at once"), std::string::npos) << e.what();
  }
}

// Copies of fixture folders to break, in a folder of this test's own.
class Broken : public testing::TempDirTest {
 protected:
  fs::path copy_of(const std::string& name) {
    const fs::path to = fs::path(dir_) / (name + "-" + std::to_string(++copies_));
    fs::copy(kSeq2seqData + "/" + name, to, fs::copy_options::recursive);
    return to;
  }
  int copies_ = 0;
};

void expect_refused(const fs::path& folder, const std::string& needle) {
  try {
    io::open_model_folder(folder.string());
    ADD_FAILURE() << folder << " opened";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
  }
}

void edit_config(const fs::path& folder, const std::function<void(json&)>& edit) {
  json c;
  {
    std::ifstream in(folder / "config.json");
    c = json::parse(in);
  }
  edit(c);
  std::ofstream(folder / "config.json") << c.dump(2);
}

TEST_F(Broken, FoldersAreRefusedNamingTheFileAndTheProblem) {
  for (const char* file : {"source.spm", "target.spm", "vocab.json"}) {
    const fs::path f = copy_of("marian-f32");
    fs::remove(f / file);
    expect_refused(f, std::string(file) + "' is missing");
    fs::remove_all(f);
  }
  {
    const fs::path f = copy_of("t5-f32");
    fs::remove(f / "spiece.model");
    expect_refused(f, "spiece.model' is missing");
    fs::remove_all(f);
  }
  {
    const fs::path f = copy_of("bert-f32");
    fs::remove(f / "vocab.txt");
    expect_refused(f, "vocab.txt' is missing");
    fs::remove_all(f);
  }
  {
    // Not a SentencePiece model.
    const fs::path f = copy_of("t5-f32");
    std::ofstream(f / "spiece.model") << "not a model";
    expect_refused(f, "is not a SentencePiece model");
    fs::remove_all(f);
  }
  {
    // A vocabulary larger than the embedding.
    const fs::path f = copy_of("bert-f32");
    std::ofstream(f / "vocab.txt", std::ios::app) << "zebra\nquokka\n";
    expect_refused(f, "vocab.txt' has ids up to 381 but the model embeds 380 tokens");
    fs::remove_all(f);
  }
  {
    const fs::path f = copy_of("t5-f32");
    edit_config(f, [](json& c) { c["feed_forward_proj"] = "gated-swish2"; });
    expect_refused(f, "feed_forward_proj is \"gated-swish2\"; these are read: relu, gated-gelu, gated-silu");
    fs::remove_all(f);
  }
  {
    // d_kv·H that does not match the tensors.
    const fs::path f = copy_of("t5-f32");
    edit_config(f, [](json& c) { c["d_kv"] = 5; });
    expect_refused(f, "SelfAttention.q.weight");
    fs::remove_all(f);
  }
  {
    // The relative position bias missing: the safetensors file rewritten without it is
    // hard by hand; a config asking for more buckets than the table has stands for it.
    const fs::path f = copy_of("t5-f32");
    edit_config(f, [](json& c) { c["relative_attention_num_buckets"] = 9; });
    expect_refused(f, "relative_attention_bias.weight");
    fs::remove_all(f);
  }
  {
    const fs::path f = copy_of("marian-f32");
    std::ofstream(f / "vocab.json") << R"({"</s>": 0, "a": 0})";
    expect_refused(f, "the id 0 is given to both");
    fs::remove_all(f);
  }
}

TEST(Seq2seq, MarianVocabulariesAreReadOrRefusedByName) {
  const auto ids = io::SentencePieceTokenizer::parse_marian_vocab(R"({"</s>": 0, "<unk>": 1, "\u2581the": 2})", "v");
  EXPECT_EQ(ids.at("\xe2\x96\x81the"), 2) << "\\u escapes decoded";
  for (const auto& [text, needle] : std::vector<std::pair<std::string, std::string>>{
           {"[1, 2]", "must be an object of piece"},
           {R"({"</s>": 0})", "has no <unk>"},
           {R"({"</s>": -1, "<unk>": 1})", "must be an integer from 0"},
           {R"({"</s>": 1e999, "<unk>": 1})", "is not JSON"},
           {"{", "is not JSON"}}) {
    try {
      io::SentencePieceTokenizer::parse_marian_vocab(text, "v.json");
      ADD_FAILURE() << text;
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("v.json"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace attn
