// The translate-zh task: hand-checked English and alignments (time and place after the
// verb, 的 modifiers around the noun, the verb agreeing with he and she), every sample read
// back by the parser, Chinese typed with or without spaces split into the same words, and
// the reasons given for sentences and characters outside the grammar.
//
// Legend: S source length (Chinese words), T target length (English words).
#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/teaching/tasks.hpp"

using namespace attn;

namespace {

std::string what_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const AttentionError& e) {
    return e.what();
  }
  return "(no error)";
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

struct Translation {
  const char* chinese;
  const char* english;
  std::vector<int> alignment;  // for each English word, the index of its Chinese word
};

// Checked by hand: English puts the verb after the subject and the place, then the time,
// after the object; "the" and the noun translate the noun, "that" translates 的.
const Translation kTranslations[] = {
    {"我 在 家 吃 饭", "I eat at home", {0, 3, 1, 2}},  // the lesson sentences
    {"我 今天 在 学校 学习", "I study at school today", {0, 4, 2, 3, 1}},
    {"我 看见 的 猫", "the cat that I see", {3, 3, 2, 0, 1}},
    {"红色 的 书", "the red book", {2, 0, 2}},
    {"我 爱 水课", "I love easy courses", {0, 1, 2, 2}},
    {"她 爱 水课", "she loves easy courses", {0, 1, 2, 2}},
    {"他 吃 饭", "he eats", {0, 1}},
    {"他们 每天 学习", "they study every day", {0, 2, 1, 1}},
    {"你 晚上 在 图书馆 读 书", "you read books in the library in the evening", {0, 4, 5, 2, 3, 3, 1, 1, 1}},
    {"我们 早上 在 公园 跑步", "we run in the park in the morning", {0, 4, 2, 3, 3, 1, 1, 1}},
    {"他 喜欢 我 看见 的 猫", "he likes the cat that I see", {0, 1, 5, 5, 4, 2, 3}},
    {"我 喜欢 他 画 的 花", "I like the flower that he draws", {0, 1, 5, 5, 4, 2, 3}},
    {"她 有 漂亮 的 朋友", "she has the beautiful friend", {0, 1, 4, 2, 4}},
    {"我 买 有趣 的 水课", "I buy the interesting easy course", {0, 1, 4, 2, 4, 4}},
    {"猫", "cats", {0}},
    {"他们 在 食堂 吃 苹果", "they eat apples in the canteen", {0, 3, 4, 1, 2, 2}},
    {"他们 晚上 在 图书馆 买 她 看见 的 水课",
     "they buy the easy course that she sees in the library in the evening",
     {0, 4, 8, 8, 8, 7, 5, 6, 2, 3, 3, 1, 1, 1}},  // the longest: S = 9, T = 14
};

// True when some pair of English words translates Chinese words in the other order.
bool crosses(const std::vector<int>& alignment) {
  for (std::size_t i = 0; i < alignment.size(); ++i) {
    for (std::size_t j = i + 1; j < alignment.size(); ++j) {
      if (alignment[j] < alignment[i]) return true;
    }
  }
  return false;
}

}  // namespace

TEST(TranslateZhTask, NameLengthsAndVocabulary) {
  EXPECT_STREQ(task_name(TaskKind::TranslateZh), "translate-zh");
  EXPECT_EQ(task_from_name("translate-zh"), TaskKind::TranslateZh);
  EXPECT_EQ(task_from_name("Translate-ZH"), TaskKind::TranslateZh);
  const Task task(TaskKind::TranslateZh);
  EXPECT_FALSE(task.decoder_only());
  EXPECT_TRUE(task.translates());
  EXPECT_EQ(task.max_source_length(), 9);
  EXPECT_EQ(task.max_target_length(), 14);
  const Vocabulary& v = task.vocabulary();
  // "I" keeps its capital and is found in any case; the other English words are lower case.
  EXPECT_GE(v.id("I"), 3);
  EXPECT_EQ(v.id("i"), v.id("I"));
  EXPECT_EQ(v.id("Love"), v.id("love"));
  EXPECT_TRUE(task.is_noun(v.id("水课")));
  EXPECT_TRUE(task.is_noun(v.id("courses")));
  EXPECT_FALSE(task.is_noun(v.id("easy")));
  EXPECT_FALSE(task.is_noun(v.id("爱")));
}

TEST(TranslateZhTask, HandCheckedSentencesAndAlignments) {
  const Task task(TaskKind::TranslateZh);
  for (const Translation& t : kTranslations) {
    const std::vector<int> source = task.encode(t.chinese);
    const Example e = task.reference_example(source);
    EXPECT_EQ(e.source, source) << t.chinese;
    EXPECT_EQ(task.decode(e.target), t.english) << t.chinese;
    EXPECT_EQ(e.alignment, t.alignment) << t.chinese;
    EXPECT_EQ(task.reference(source), e.target) << t.chinese;
  }
  // The word order crosses where Chinese differs: eat (吃, word 4) before home (家, word 3).
  const Example home = task.reference_example(task.encode("我 在 家 吃 饭"));
  EXPECT_TRUE(crosses(home.alignment));
  EXPECT_FALSE(crosses(task.reference_example(task.encode("我 爱 水课")).alignment));
}

TEST(TranslateZhTask, ChineseWithOrWithoutSpacesReadsTheSameWords) {
  const Task task(TaskKind::TranslateZh);
  const Vocabulary& v = task.vocabulary();
  EXPECT_EQ(task.encode("我爱水课"), task.encode("我 爱 水课"));
  EXPECT_EQ(task.encode("我爱水课"), (std::vector<int>{v.id("我"), v.id("爱"), v.id("水课")}));
  // Longest first: 我们 is one word, not 我 and an unknown 们; 有趣 after 有 too.
  EXPECT_EQ(task.decode(task.encode("我们今天在图书馆学习")), "我们 今天 在 图书馆 学习");
  EXPECT_EQ(task.decode(task.encode("她有有趣的书")), "她 有 有趣 的 书");
  EXPECT_EQ(task.decode(task.encode("  我在家 吃饭\t")), "我 在 家 吃 饭");
  // English typed on the Y side: words, and "i" is "I".
  EXPECT_EQ(task.decode(task.encode("i Love easy courses")), "I love easy courses");
  EXPECT_TRUE(task.encode(" ").empty());
}

TEST(TranslateZhTask, UnknownCharactersAndMarkersAreNamed) {
  const Task task(TaskKind::TranslateZh);
  const std::string pig = what_of([&] { task.encode("我爱猪"); });
  EXPECT_TRUE(contains(pig, "\"猪\"")) << pig;
  EXPECT_TRUE(contains(pig, "\"我爱猪\"")) << pig;  // where it was
  EXPECT_TRUE(contains(pig, "水课")) << pig;  // an example of a known word
  const std::string water = what_of([&] { task.encode("我 爱 水"); });
  EXPECT_TRUE(contains(water, "\"水\"")) << water;  // 水 alone is not a word of the lexicon
  const std::string english = what_of([&] { task.encode("我 爱 zebras"); });
  EXPECT_TRUE(contains(english, "\"zebras\"")) << english;
  const std::string marker = what_of([&] { task.encode("<start> 我"); });
  EXPECT_TRUE(contains(marker, "\"<start>\" is a marker")) << marker;
}

TEST(TranslateZhTask, EverySampleIsGrammaticalAndAligned) {
  const Task task(TaskKind::TranslateZh);
  const int v = task.vocabulary().size();
  std::set<int> used;
  int crossing = 0;
  std::size_t longest_source = 0, longest_target = 0;
  SplitMix64 rng(11);
  for (int n = 0; n < 5000; ++n) {
    const Example e = task.sample(rng);
    ASSERT_GE(e.source.size(), 1u);
    ASSERT_LE(static_cast<int>(e.source.size()), task.max_source_length());
    ASSERT_LE(static_cast<int>(e.target.size()), task.max_target_length());
    ASSERT_EQ(e.alignment.size(), e.target.size());
    for (int a : e.alignment) ASSERT_TRUE(a >= 0 && a < static_cast<int>(e.source.size()));
    for (int id : e.source) ASSERT_TRUE(id >= 3 && id < v);
    used.insert(e.source.begin(), e.source.end());
    used.insert(e.target.begin(), e.target.end());
    // The parser reads every sample back; typed with or without spaces it is the same.
    ASSERT_EQ(task.reference_example(e.source), e) << task.decode(e.source);
    std::string unspaced = task.decode(e.source);
    unspaced.erase(std::remove(unspaced.begin(), unspaced.end(), ' '), unspaced.end());
    ASSERT_EQ(task.encode(unspaced), e.source) << unspaced;
    ASSERT_EQ(task.encode(task.decode(e.target)), e.target);
    crossing += crosses(e.alignment) ? 1 : 0;
    longest_source = std::max(longest_source, e.source.size());
    longest_target = std::max(longest_target, e.target.size());
  }
  EXPECT_EQ(static_cast<int>(used.size()), v - 3) << "every word of the vocabulary is used";
  EXPECT_EQ(static_cast<int>(longest_source), task.max_source_length());
  EXPECT_EQ(static_cast<int>(longest_target), task.max_target_length());
  // Time, place and 的 clauses make most sentences cross, but not all (我 爱 水课).
  EXPECT_GT(crossing, 5000 / 2);
  EXPECT_LT(crossing, 5000);
}

TEST(TranslateZhTask, SentencesOutsideTheGrammarAreRefusedWithTheReason) {
  const Task task(TaskKind::TranslateZh);
  auto reason = [&](const std::string& chinese) {
    return what_of([&] { task.reference(task.encode(chinese)); });
  };
  EXPECT_TRUE(contains(reason("我 吃 饭 在 家"), "before the verb")) << reason("我 吃 饭 在 家");
  EXPECT_TRUE(contains(reason("我 在 家 今天 学习"), "time goes before")) << reason("我 在 家 今天 学习");
  EXPECT_TRUE(contains(reason("红色 书"), "的")) << reason("红色 书");
  EXPECT_TRUE(contains(reason("我 爱"), "needs an object")) << reason("我 爱");
  EXPECT_TRUE(contains(reason("我 在 学习"), "a place")) << reason("我 在 学习");
  EXPECT_TRUE(contains(reason("我 爱 饭"), "noun phrase")) << reason("我 爱 饭");
  EXPECT_TRUE(contains(reason("我 学习 猫"), "should end after word 2")) << reason("我 学习 猫");
  EXPECT_TRUE(contains(reason("I love easy courses"), "\"I\" (word 1) is English"));
  EXPECT_TRUE(contains(what_of([&] { task.reference({}); }), "empty"));
  EXPECT_TRUE(contains(what_of([&] { task.reference({3, 9999}); }), "9999"));
}
