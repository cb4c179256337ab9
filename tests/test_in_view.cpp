// Which model the view shows and which tokens it reads (model/in_view.hpp): the Model
// panel, the line above the view and the Input panel's chips describe the model whose maps
// are on screen, not the teaching views' settings beside it.
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "io/model_folder.hpp"
#include "model/in_view.hpp"

using namespace attn;
using namespace attn::app;

namespace {

const std::string kDecoders = ATTN_DECODER_FIXTURE_DIR;
const std::string kSeq2seq = ATTN_SEQ2SEQ_FIXTURE_DIR;

ModelSnapshot opened(const std::string& folder, std::vector<std::string> tokens, int prompt_tokens) {
  ModelSnapshot s;
  s.model = std::make_shared<const io::ModelFolder>(io::open_model_folder(folder));
  s.run = std::make_shared<const decoder::Run>();
  s.tokens = std::move(tokens);
  s.prompt_tokens = prompt_tokens;
  return s;
}

TrainingSnapshot trained(Architecture architecture) {
  TransformerConfig c;
  c.architecture = architecture;
  c.layers = 2;
  c.d_model = 64;
  c.heads = 4;
  c.vocabulary = 20;
  c.max_source = architecture == Architecture::EncoderDecoder ? 12 : 0;
  c.max_target = 12;
  TrainingSnapshot t;
  t.settings.task = architecture == Architecture::EncoderDecoder ? TaskKind::Translate : TaskKind::Induction;
  t.model = std::make_shared<const Transformer>(c);
  auto sentence = std::make_shared<SentenceRun>();
  sentence->source_tokens = {"the", "cat"};
  sentence->decoder_tokens = {"<start>", "le", "chat"};
  t.sentence = sentence;
  return t;
}

}  // namespace

TEST(InView, TheTeachingViewsDescribeTheirOwnSettings) {
  AppState state;
  for (const View v : {View::Heads, View::Compare, View::Pipeline, View::Diff}) {
    state.view = v;
    EXPECT_EQ(model_in_view(state, trained(Architecture::EncoderDecoder), ModelSnapshot{}).name, "");
    const TokensInView t = tokens_in_view(state, Results{}, trained(Architecture::EncoderDecoder), ModelSnapshot{});
    EXPECT_EQ(t.reader, "");
    EXPECT_FALSE(t.source_known);  // no result yet: nothing to count
  }
}

TEST(InView, TheTrainingViewAndItsDiffsDescribeTheTrainedModel) {
  AppState state;
  state.view = View::Training;
  const ModelInView in = model_in_view(state, trained(Architecture::EncoderDecoder), ModelSnapshot{});
  EXPECT_EQ(in.name, "the translate model, trained here");
  EXPECT_EQ(in.sizes, "2 + 2 layers · D = 64 · H = 4 · d_k = 16");
  state.view = View::Diff;
  for (const DiffBetween b : {DiffBetween::Layers, DiffBetween::Steps, DiffBetween::Checkpoints}) {
    state.diff.between = b;
    EXPECT_EQ(model_in_view(state, trained(Architecture::DecoderOnly), ModelSnapshot{}).sizes,
              "2 layers · D = 64 · H = 4 · d_k = 16");
  }
  state.diff.between = DiffBetween::Mask;  // a Diff of the teaching views' heads
  EXPECT_EQ(model_in_view(state, trained(Architecture::DecoderOnly), ModelSnapshot{}).name, "");
  state.view = View::Training;
  const TokensInView t = tokens_in_view(state, Results{}, trained(Architecture::EncoderDecoder), ModelSnapshot{});
  EXPECT_EQ(t.source, (std::vector<std::string>{"the", "cat"}));
  EXPECT_EQ(t.target, (std::vector<std::string>{"<start>", "le", "chat"}));
  EXPECT_EQ(t.reader, "the trained model");
}

TEST(InView, TheModelViewDescribesThePretrainedModelAndItsOwnTokens) {
  AppState state;
  state.view = View::Pretrained;
  EXPECT_EQ(model_in_view(state, TrainingSnapshot{}, ModelSnapshot{}).name, "") << "no model open yet";
  const ModelSnapshot llama = opened(kDecoders + "/llama3-bf16", {"<|begin_of_text|>", "the", "Ġcat", "Ġsat"}, 3);
  const ModelInView in = model_in_view(state, TrainingSnapshot{}, llama);
  EXPECT_EQ(in.name, "llama3-bf16");
  EXPECT_EQ(in.sizes, "2 layers · D = 16 · H = 4 (2 K/V) · d_k = 4");
  const TokensInView t = tokens_in_view(state, Results{}, TrainingSnapshot{}, llama);
  // The text's tokens only: the fourth was generated.
  EXPECT_EQ(t.source, (std::vector<std::string>{"<|begin_of_text|>", "the", "Ġcat"}));
  EXPECT_TRUE(t.target_unread);
  EXPECT_EQ(t.reader, "llama3-bf16");
}

TEST(InView, AnEncoderDecoderReadsXAsItsSourceAndYAsItsTarget) {
  AppState state;
  state.view = View::Pretrained;
  ModelSnapshot marian = opened(kSeq2seq + "/marian-f32", {"<pad>", "▁le", "▁chat"}, 0);
  marian.source_tokens = {"▁the", "▁cat", "</s>"};
  const ModelInView in = model_in_view(state, TrainingSnapshot{}, marian);
  const decoder::Architecture& a = marian.model->weights.arch;
  EXPECT_EQ(in.sizes.substr(0, in.sizes.find(" layers")),
            std::to_string(a.encoder_layers) + " + " + std::to_string(a.layers));
  const TokensInView t = tokens_in_view(state, Results{}, TrainingSnapshot{}, marian);
  EXPECT_EQ(t.source, marian.source_tokens);
  EXPECT_EQ(t.target, marian.tokens);
  EXPECT_FALSE(t.target_unread);
}
