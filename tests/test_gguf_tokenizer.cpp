// The tokenizer a GGUF file carries (app/io/gguf_tokenizer.hpp): the three tiny models of
// tests/data/gguf against the ids the JavaScript tokenizers gave on their tokenizer.json
// (golden-models.json), decoded back to their texts, and against HfTokenizer on the
// tokenizer.json each was converted from, on harder texts too; Llama 2's SentencePiece
// vocabulary written as llama.cpp writes it (model "llama", scores and no merges) against
// its tokenizer.json; and small files written here, each refused with a message naming the
// file and the key.
#include <cstdint>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "io/gguf.hpp"
#include "io/gguf_tokenizer.hpp"
#include "io/hf_tokenizer.hpp"

namespace io = attn::io;
namespace {
using json = nlohmann::json;  // where the other files have theirs (a unity build joins them)
}  // namespace

namespace {

const std::string kGgufTokenizerData = std::string(ATTN_TEST_DATA_DIR) + "/";
const std::string kGguf = kGgufTokenizerData + "gguf/";

// Each tiny model, the folder of the tokenizer.json it came from (none for the drawn one,
// whose GPT-2 tokenizer cut to 512 ids exists only in golden-models.json's ids), and
// whether its ids begin with the BOS.
struct Model {
  const char* file;
  const char* folder;
  bool bos;
};
const Model kModels[] = {
    {"llama3-f16.gguf", "decoders/llama3-bf16", true},
    {"qwen2-f16.gguf", "decoders/qwen2-f16", false},
    {"llama-d256-q8_0.gguf", nullptr, false},
};

// Texts that take other paths: digit runs, runs of spaces and tabs, scripts without spaces,
// emoji joined by zero-width joiners, carriage returns, contractions in capitals, nothing,
// a decomposed accent (NFC for Qwen), special tokens of each model typed in the text, a
// typed "▁", no-break and ideographic spaces.
const std::vector<std::string> kHardTexts = {
    "1234567890 12 345 0.5 1,000,000",
    "  several   spaces\t\ttabs  ",
    "CJK 日本語のテキスト 中文 한국어",
    "emoji 👩‍👩‍👧 🦙🦙 ✨",
    "new\n\n\nlines\r\nand\n",
    "I'M SHOUTING, it's 'quoted' don't",
    "",
    " ",
    "   ",
    "e\u0301 composed vs \u00e9 caf\u00e9",
    "<|begin_of_text|>hi<|eot_id|> <|end_of_text|>",
    "<|im_start|>system\n<tool_call>x</tool_call><|im_end|>",
    "<s>hello</s> <unk> x",
    "\u2581already metaspace\u2581",
    "ends with space ",
    "a\u00a0b\u3000c",
    "    indented code():\n        return 1",
    "Tokenizers cut antidisestablishmentarianism, Llama's pre-tokenizer and 2024-06-01T12:00Z.",
};

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

const json& golden_models() {
  static const json g = json::parse(read_file(kGguf + "golden-models.json"));
  return g;
}

const json& golden_of(const std::string& file) {
  for (const json& m : golden_models()["models"]) {
    if (m["file"] == file) return m;
  }
  throw std::runtime_error(file + " is not in golden-models.json");
}

// Each file's tokenizer and each folder's tokenizer.json, read once.
const io::Tokenizer& from_gguf(const std::string& file) {
  static std::map<std::string, std::shared_ptr<const io::Tokenizer>> loaded;
  auto& slot = loaded[file];
  if (!slot) slot = io::gguf_tokenizer(io::GgufFile::open(kGguf + file));
  return *slot;
}

const io::HfTokenizer& from_json(const std::string& folder) {
  static std::map<std::string, std::unique_ptr<io::HfTokenizer>> loaded;
  auto& slot = loaded[folder];
  if (!slot) slot = std::make_unique<io::HfTokenizer>(io::HfTokenizer::open(kGgufTokenizerData + folder + "/tokenizer.json"));
  return *slot;
}

// GGUF metadata as the format lays it out (tests/data/gguf/README.md): "GGUF", version 3,
// no tensors, then each key with its type and value. Setting a key again replaces it.
class Metadata {
 public:
  Metadata& text(const std::string& key, const std::string& value) {
    std::string& out = start(key, kString);
    put_string(out, value);
    return *this;
  }
  Metadata& u32(const std::string& key, std::uint32_t value) {
    put(start(key, kU32), value);
    return *this;
  }
  Metadata& flag(const std::string& key, bool value) {
    put(start(key, kBool), static_cast<std::uint8_t>(value ? 1 : 0));
    return *this;
  }
  Metadata& texts(const std::string& key, const std::vector<std::string>& values) {
    std::string& out = start_array(key, kString, values.size());
    for (const std::string& v : values) put_string(out, v);
    return *this;
  }
  Metadata& i32s(const std::string& key, const std::vector<std::int32_t>& values) {
    std::string& out = start_array(key, kI32, values.size());
    for (const std::int32_t v : values) put(out, v);
    return *this;
  }
  Metadata& f32s(const std::string& key, const std::vector<float>& values) {
    std::string& out = start_array(key, kF32, values.size());
    for (const float v : values) put(out, v);
    return *this;
  }
  Metadata& erase(const std::string& key) {
    values_.erase(key);
    return *this;
  }

  io::GgufFile file(const std::string& what) const {
    std::string out = "GGUF";
    put(out, std::uint32_t{3});
    put(out, std::uint64_t{0});
    put(out, static_cast<std::uint64_t>(values_.size()));
    for (const auto& [key, value] : values_) {
      put_string(out, key);
      out += value;
    }
    return io::GgufFile::from_bytes(out, what);
  }

 private:
  static constexpr std::uint32_t kI32 = 5, kU32 = 4, kF32 = 6, kBool = 7, kString = 8, kArray = 9;

  template <typename T>
  static void put(std::string& out, T v) {
    char bytes[sizeof(T)];
    std::memcpy(bytes, &v, sizeof(T));
    out.append(bytes, sizeof(T));
  }
  static void put_string(std::string& out, const std::string& s) {
    put(out, static_cast<std::uint64_t>(s.size()));
    out += s;
  }
  std::string& start(const std::string& key, std::uint32_t type) {
    std::string& out = values_[key];
    out.clear();
    put(out, type);
    return out;
  }
  std::string& start_array(const std::string& key, std::uint32_t type, std::size_t count) {
    std::string& out = start(key, kArray);
    put(out, type);
    put(out, static_cast<std::uint64_t>(count));
    return out;
  }

  std::map<std::string, std::string> values_;  // key → its type and value, as written
};

// A byte-level tokenizer of four tokens: a, b, ab (the one merge) and <s> (control).
Metadata small_tokenizer() {
  Metadata m;
  m.text("tokenizer.ggml.model", "gpt2")
      .text("tokenizer.ggml.pre", "gpt-2")
      .texts("tokenizer.ggml.tokens", {"a", "b", "ab", "<s>"})
      .i32s("tokenizer.ggml.token_type", {1, 1, 1, 3})
      .texts("tokenizer.ggml.merges", {"a b"})
      .u32("tokenizer.ggml.bos_token_id", 3)
      .u32("tokenizer.ggml.eos_token_id", 3);
  return m;
}

// The message of the refusal, which names the file; "" (and a failure) when accepted.
std::string refusal(const io::GgufFile& file) {
  try {
    io::gguf_tokenizer(file);
  } catch (const std::runtime_error& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("'" + file.what() + "'"), std::string::npos) << message;
    return message;
  }
  ADD_FAILURE() << file.what() << " was accepted";
  return "";
}

void expect_mentions(const std::string& message, const std::vector<std::string>& fragments) {
  for (const std::string& f : fragments) EXPECT_NE(message.find(f), std::string::npos) << "'" << f << "' not in: " << message;
}

TEST(GgufTokenizer, GoldenTextsGiveTheJavaScriptIds) {
  for (const Model& model : kModels) {
    SCOPED_TRACE(model.file);
    const io::Tokenizer& tokenizer = from_gguf(model.file);
    const json& cases = golden_of(model.file)["token_ids"];
    ASSERT_FALSE(cases.empty());
    for (const json& c : cases) {
      EXPECT_EQ(tokenizer.encode(c["text"].get<std::string>()), c["ids"].get<std::vector<int>>()) << c["text"];
    }
  }
}

TEST(GgufTokenizer, DecodingGivesTheTextBack) {
  for (const Model& model : kModels) {
    SCOPED_TRACE(model.file);
    const io::Tokenizer& tokenizer = from_gguf(model.file);
    for (const json& c : golden_of(model.file)["token_ids"]) {
      std::vector<int> ids = c["ids"].get<std::vector<int>>();
      if (model.bos) {
        ASSERT_FALSE(ids.empty());
        ids.erase(ids.begin());
      }
      EXPECT_EQ(tokenizer.decode(ids), c["text"].get<std::string>());
    }
  }
}

TEST(GgufTokenizer, SameAsTheTokenizerJsonItCameFrom) {
  for (const Model& model : kModels) {
    if (model.folder == nullptr) continue;
    SCOPED_TRACE(model.file);
    const io::Tokenizer& ours = from_gguf(model.file);
    const io::HfTokenizer& theirs = from_json(model.folder);
    std::vector<std::string> texts = kHardTexts;
    for (const json& c : golden_of(model.file)["token_ids"]) texts.push_back(c["text"].get<std::string>());
    for (const std::string& text : texts) {
      const std::vector<int> ids = theirs.encode(text);
      EXPECT_EQ(ours.encode(text), ids) << text;
      EXPECT_EQ(ours.decode(ids), theirs.decode(ids)) << text;
    }
    // Every token the tokenizer.json has reads and shows alike (the GGUF adds only the
    // unused "[PAD…]" ids past them).
    ASSERT_GE(ours.size(), theirs.size());
    for (int id = 0; id < theirs.size(); ++id) {
      ASSERT_EQ(ours.text(id), theirs.text(id)) << id;
      ASSERT_EQ(ours.display(id), theirs.display(id)) << id;
    }
  }
}

TEST(GgufTokenizer, SpecialTokensStandForThemselves) {
  const io::Tokenizer& llama3 = from_gguf("llama3-f16.gguf");
  EXPECT_EQ(llama3.id_of("<|eot_id|>"), 128009);
  EXPECT_EQ(llama3.encode("<|eot_id|><|eot_id|>"), (std::vector<int>{128000, 128009, 128009}));
  const io::Tokenizer& qwen2 = from_gguf("qwen2-f16.gguf");
  EXPECT_EQ(qwen2.encode("<think>"), (std::vector<int>{151667}));  // user-defined, not special
  EXPECT_EQ(qwen2.text(151700), "[PAD151700]");
}

// Llama 2's tokenizer.json (tests/data/decoders/mistral-f32: Mistral 7B's is Llama 2's) as
// llama.cpp's converter writes it: the pieces in id order, <unk> of type unknown, <s> and
// </s> control, <0xNN> byte, and scores from which its merges follow: falling with the id,
// -1e9 for the runs of "▁", 0 for the others. Derived from them as Hugging Face's converter
// derives merges, they are the file's 58,980 merges in the file's order.
io::GgufFile llama2_as_gguf() {
  const json file = json::parse(read_file(kGgufTokenizerData + "decoders/mistral-f32/tokenizer.json"));
  const json& vocab = file["model"]["vocab"];
  std::vector<std::string> tokens(vocab.size());
  for (const auto& [token, id] : vocab.items()) tokens.at(id.get<std::size_t>()) = token;
  std::vector<std::int32_t> types(tokens.size(), 1);
  std::vector<float> scores(tokens.size());
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string& t = tokens[i];
    const bool byte = t.size() == 6 && t.rfind("<0x", 0) == 0 && t.back() == '>';
    bool spaces = t.size() >= 6;  // two or more "▁" (three bytes each) and nothing else
    for (std::size_t k = 0; spaces && k < t.size(); k += 3) spaces = t.compare(k, 3, "\u2581") == 0;
    types[i] = t == "<unk>" ? 2 : t == "<s>" || t == "</s>" ? 3 : byte ? 6 : 1;
    scores[i] = types[i] != 1 ? 0.0f : spaces ? -1e9f : -static_cast<float>(i);
  }
  Metadata m;
  m.text("tokenizer.ggml.model", "llama")
      .text("tokenizer.ggml.pre", "default")
      .texts("tokenizer.ggml.tokens", tokens)
      .f32s("tokenizer.ggml.scores", scores)
      .i32s("tokenizer.ggml.token_type", types)
      .u32("tokenizer.ggml.bos_token_id", 1)
      .u32("tokenizer.ggml.eos_token_id", 2)
      .u32("tokenizer.ggml.unknown_token_id", 0)
      .flag("tokenizer.ggml.add_bos_token", true)
      .flag("tokenizer.ggml.add_eos_token", false);
  return m.file("llama2.gguf");
}

TEST(GgufTokenizer, SentencePieceMergesFollowFromTheScores) {
  const std::shared_ptr<const io::Tokenizer> ours = io::gguf_tokenizer(llama2_as_gguf());
  const io::HfTokenizer& theirs = from_json("decoders/mistral-f32");
  std::vector<std::string> texts = kHardTexts;
  for (const json& c : golden_of("llama3-f16.gguf")["token_ids"]) texts.push_back(c["text"].get<std::string>());
  for (int n = 1; n < 20; ++n) {
    const std::string spaces(static_cast<std::size_t>(n), ' ');
    texts.push_back(spaces);
    texts.push_back("a" + spaces + "b");
    texts.push_back("x\n" + spaces + "y");
  }
  for (const std::string& text : texts) {
    const std::vector<int> ids = theirs.encode(text);
    EXPECT_EQ(ours->encode(text), ids) << text;
    EXPECT_EQ(ours->decode(ids), theirs.decode(ids)) << text;
  }
  // Mistral's vocabulary (not Llama 2's): "▁Hello" is 22557 and "▁world" 1526 there.
  EXPECT_EQ(ours->encode("Hello world"), (std::vector<int>{1, 22557, 1526}));
  EXPECT_EQ(ours->decode({22557, 1526}), "Hello world");
}

TEST(GgufTokenizer, SmallHandMadeFile) {
  const auto tokenizer = io::gguf_tokenizer(small_tokenizer().file("small.gguf"));
  // "ab" is one word (a merge), <s> an added token, "ba" two tokens (no merge b a).
  EXPECT_EQ(tokenizer->encode("ab<s>ba"), (std::vector<int>{2, 3, 1, 0}));
  EXPECT_EQ(tokenizer->decode({2, 3, 1, 0}), "ab<s>ba");
  const auto with_bos =
      io::gguf_tokenizer(small_tokenizer().flag("tokenizer.ggml.add_bos_token", true).file("small.gguf"));
  EXPECT_EQ(with_bos->encode("ab"), (std::vector<int>{3, 2}));
  const auto with_eos =
      io::gguf_tokenizer(small_tokenizer().flag("tokenizer.ggml.add_eos_token", true).file("small.gguf"));
  EXPECT_EQ(with_eos->encode("ab"), (std::vector<int>{2, 3}));
}

TEST(GgufTokenizer, UnknownModelsAndPreTokenizersAreRefusedByName) {
  expect_mentions(refusal(small_tokenizer().text("tokenizer.ggml.pre", "falcon").file("pre.gguf")),
                  {"falcon", "tokenizer.ggml.pre", "llama-bpe, qwen2, gpt-2"});
  for (const char* kind : {"bert", "t5", "rwkv"}) {
    expect_mentions(refusal(small_tokenizer().text("tokenizer.ggml.model", kind).file("model.gguf")),
                    {std::string("'") + kind + "'", "tokenizer.ggml.model", "gpt2, llama"});
  }
}

TEST(GgufTokenizer, BrokenKeysAreRefusedByName) {
  expect_mentions(refusal(small_tokenizer().erase("tokenizer.ggml.model").file("no-model.gguf")), {"tokenizer.ggml.model"});
  expect_mentions(refusal(small_tokenizer().erase("tokenizer.ggml.tokens").file("no-tokens.gguf")), {"tokenizer.ggml.tokens"});
  expect_mentions(refusal(small_tokenizer().erase("tokenizer.ggml.merges").file("no-merges.gguf")), {"tokenizer.ggml.merges"});
  expect_mentions(refusal(small_tokenizer().erase("tokenizer.ggml.pre").file("no-pre.gguf")), {"tokenizer.ggml.pre"});
  expect_mentions(refusal(small_tokenizer().texts("tokenizer.ggml.tokens", {}).file("empty.gguf")), {"tokenizer.ggml.tokens"});
  expect_mentions(refusal(small_tokenizer().i32s("tokenizer.ggml.tokens", {1, 2, 3, 4}).file("ints.gguf")),
                  {"tokenizer.ggml.tokens", "ARRAY[INT32]", "ARRAY[STRING]"});
  expect_mentions(refusal(small_tokenizer().u32("tokenizer.ggml.pre", 2).file("pre-number.gguf")),
                  {"tokenizer.ggml.pre", "UINT32", "STRING"});
  expect_mentions(refusal(small_tokenizer().texts("tokenizer.ggml.token_type", {"1", "1", "1", "3"}).file("types.gguf")),
                  {"tokenizer.ggml.token_type", "ARRAY[STRING]"});
  expect_mentions(refusal(small_tokenizer().i32s("tokenizer.ggml.token_type", {1, 1, 1}).file("short.gguf")),
                  {"tokenizer.ggml.token_type", "3", "4"});
  expect_mentions(refusal(small_tokenizer().f32s("tokenizer.ggml.scores", {0.0f, -1.0f}).file("scores.gguf")),
                  {"tokenizer.ggml.scores", "2", "4"});
  expect_mentions(refusal(small_tokenizer().u32("tokenizer.ggml.bos_token_id", 9).file("bos.gguf")),
                  {"tokenizer.ggml.bos_token_id", "9", "4"});
  expect_mentions(refusal(small_tokenizer().u32("tokenizer.ggml.eos_token_id", 4).file("eos.gguf")),
                  {"tokenizer.ggml.eos_token_id", "4"});
  expect_mentions(refusal(small_tokenizer().flag("tokenizer.ggml.add_bos_token", true).erase("tokenizer.ggml.bos_token_id")
                              .file("no-bos.gguf")),
                  {"tokenizer.ggml.bos_token_id"});
  expect_mentions(refusal(small_tokenizer().texts("tokenizer.ggml.merges", {"a c"}).file("merge.gguf")),
                  {"tokenizer.ggml.merges[0]", "'c'"});
  expect_mentions(refusal(small_tokenizer().texts("tokenizer.ggml.merges", {"a b", "ab"}).file("merge-space.gguf")),
                  {"tokenizer.ggml.merges[1]", "'ab'"});
}

TEST(GgufTokenizer, SentencePieceNeedsItsScores) {
  Metadata m;
  m.text("tokenizer.ggml.model", "llama")
      .texts("tokenizer.ggml.tokens", {"<unk>", "<s>", "</s>", "\u2581", "a", "\u2581a"})
      .i32s("tokenizer.ggml.token_type", {2, 3, 3, 1, 1, 1});
  expect_mentions(refusal(m.file("no-scores.gguf")), {"tokenizer.ggml.scores"});
  expect_mentions(refusal(m.f32s("tokenizer.ggml.scores", {0.0f, 0.0f, 0.0f}).file("short-scores.gguf")),
                  {"tokenizer.ggml.scores", "3", "6"});
  const auto tokenizer =
      io::gguf_tokenizer(m.f32s("tokenizer.ggml.scores", {0.0f, 0.0f, 0.0f, -1.0f, -2.0f, -3.0f}).file("spm.gguf"));
  // <s> first; a text begins with "▁"; "▁a" is the merge its score implies; "b" is neither a
  // piece nor a byte the vocabulary has: <unk>, one for a run of them.
  EXPECT_EQ(tokenizer->encode("a"), (std::vector<int>{1, 5}));
  EXPECT_EQ(tokenizer->encode("b a"), (std::vector<int>{1, 3, 0, 5}));
  EXPECT_EQ(tokenizer->encode("bb"), (std::vector<int>{1, 3, 0}));
  EXPECT_EQ(tokenizer->decode({5, 3, 4}), "a a");
}

}  // namespace
