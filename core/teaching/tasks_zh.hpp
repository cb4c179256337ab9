// The translate-zh grammar: a small Chinese → English grammar whose word order differs
// where Chinese differs, so that cross-attention crosses. Internal to core/teaching: Task
// (tasks.hpp) is its public face; it knows no models or training.
//
// Legend: S source length (Chinese words), T target length (English words).
//
// The grammar, in full (tasks_zh.cpp has the words):
//   sentence     = noun_phrase | subject [time] [在 place] predicate
//   predicate    = intransitive | transitive noun_phrase
//   noun_phrase  = noun | adjective 的 noun | pronoun transitive 的 noun
//   subject      = a pronoun (我 你 他 她 我们 他们)
// Its English puts the verb right after the subject and time and place at the end, in the
// order place, time; a modifier with 的 goes after "the": an adjective before the noun, a
// clause after it with "that":
//   我 今天 在 学校 学习       → I study at school today
//   我 在 家 吃 饭             → I eat at home             (吃 饭 is one verb, "eat")
//   我 看见 的 猫              → the cat that I see
//   红色 的 书                 → the red book
//   我 爱 水课                 → I love easy courses       (a bare noun is a plural)
// The verb agrees with he and she (sees, studies). Every English word translates one
// Chinese word (its alignment is never -1): "the" and the noun that follows it translate the
// noun, "that" translates 的, "at" and "in" translate 在, "every day" 每天. 的 after an
// adjective and 饭 after 吃 have no English word of their own.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/teaching/tasks.hpp"

namespace attn {

class ChineseGrammar {
 public:
  // Appends the Chinese words, then the English ones, to a vocabulary that holds the markers.
  static std::shared_ptr<const ChineseGrammar> build(Vocabulary& vocabulary);

  static int max_source_length();  // S = 9: 他们 晚上 在 图书馆 买 她 看见 的 书
  static int max_target_length();  // T = 14

  Example random_example(SplitMix64& rng) const;
  // The English of a Chinese sentence of the grammar, with its alignment; throws
  // AttentionError naming the word that breaks the grammar, and why.
  Example translate(const std::vector<int>& source, const Vocabulary& vocabulary) const;
  bool is_noun(int id) const;  // a Chinese noun, or an English word of one (course, courses)
  // The message for a word or character the lexicon does not know.
  std::string unknown_word_message(const std::string& what, const std::string& piece,
                                   const Vocabulary& vocabulary) const;

  struct Tables;  // the words' ids by role (tasks_zh.cpp)
  explicit ChineseGrammar(std::unique_ptr<Tables> tables);
  ~ChineseGrammar();

 private:
  std::unique_ptr<Tables> t_;
};

}  // namespace attn
