// Tasks to train small Transformers on, made from a seed (nothing is downloaded): their
// vocabulary, random training examples, a fixed held-out set, and the reference a test
// scores a model against. It does not know models, training or losses: it only makes the
// examples and says which positions of them count.
//
// Legend: V vocabulary size, S source length, T target length (tokens, without markers),
// n the period of an induction sequence (the length of the part that repeats).
//
//   translate  encoder-decoder. A small English → French grammar: a noun phrase alone, or
//              subject VERB object. Noun phrase = determiner, 0 to 2 adjectives, noun. French
//              puts most adjectives after the noun, so a French word's source is often not
//              at its own position ("the blue creature" → "la créature bleue"): that is
//              what makes cross-attention cross. S, T ≤ 9. The grammar in full: tasks.cpp.
//   translate-zh  encoder-decoder. A small Chinese → English grammar (tasks_zh.hpp): time and
//              place before the verb in Chinese, after it in English (我 在 家 吃 饭 → I eat
//              at home); modifiers with 的 before the noun (我 看见 的 猫 → the cat that I
//              see). S ≤ 9, T ≤ 14. Typed Chinese is split into the task's words, longest
//              first, with or without spaces (我爱水课 reads 我 爱 水课).
//   reverse    encoder-decoder. 4 to 10 letters of a..t → the same letters reversed.
//   induction  decoder-only. n distinct letters of a..t (n drawn from 3..16 for each
//              example, so no fixed offset finds the repeat: only content does), repeated
//              until the sequence is T = 32 long (the last repeat cut short; n = 16 is the
//              letters exactly twice). "The repeated half" is everything after the first n.
//
// One vocabulary a task, ids 0, 1, 2 are the markers <pad>, <start>, <end>; a translate
// vocabulary holds the English and the French words (no word is both), a translate-zh one
// the Chinese and the English words.
//
// Held-out examples are a fixed part of each task's examples, chosen by a hash of their
// content (one in kHeldOutShare): sample() never returns one, held_out() returns only
// those, whatever the seeds. Everything is drawn from SplitMix64 (core/base/random.hpp), so
// a seed gives the same examples on every machine.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/base/types.hpp"

namespace attn {

class ChineseGrammar;  // translate-zh's words and parser (tasks_zh.hpp)

// In the order of the Training view's list (its index is the kind's value).
enum class TaskKind { Translate, Reverse, Induction, TranslateZh };

const char* task_name(TaskKind kind);  // "translate", "reverse", "induction", "translate-zh"
// The kind of a name given by task_name (any case); nullopt for any other name.
std::optional<TaskKind> task_from_name(const std::string& name);

// Token ids; 0, 1, 2 are always "<pad>", "<start>", "<end>". Tokens are lower case, but
// for translate-zh's English "I".
struct Vocabulary {
  std::vector<std::string> tokens;  // id -> text
  static constexpr int kPad = 0, kStart = 1, kEnd = 2;
  // The id of a token written so, else of the token equal to it in lower case (A-Z and the
  // accented capitals À-Þ, Œ: "Blue" is "blue", "i" is "I"); -1 when unknown.
  int id(const std::string& token) const;
  int size() const;
};

struct Example {
  std::vector<int> source;     // encoder input, S ids without markers (empty for decoder-only)
  std::vector<int> target;     // encoder-decoder: T ids without markers (the trainer adds
                               // <start>/<end>); decoder-only (induction): the whole sequence
  std::vector<int> alignment;  // T entries: the index in `source` of the word target[i]
                               // translates / mirrors, or -1 when it has none (induction: all -1;
                               // see induction_targets)
  // Induction: n, 0 otherwise. The next-token prediction made at position i (of
  // target[i + 1], from target[0..i]) counts as "the repeated half" for
  // scored_from ≤ i ≤ T − 2: T − n − 1 predictions, each of which a copy of what followed
  // the same letter earlier gets right. (At i = n − 1 the first repeated letter is only a
  // guess: n varies, so nothing before it says the repeat starts there.)
  int scored_from = 0;
};
bool operator==(const Example& a, const Example& b);
bool operator!=(const Example& a, const Example& b);

class Task {
 public:
  // One example in kHeldOutShare (by the hash of its content) is held out.
  static constexpr int kHeldOutShare = 8;
  // held_out() makes at most this many examples.
  static constexpr int kMaxHeldOut = 100000;

  explicit Task(TaskKind kind);  // the vocabulary and the grammar are fixed; no seed here
  TaskKind kind() const { return kind_; }
  bool decoder_only() const { return kind_ == TaskKind::Induction; }
  // Translate and translate-zh: scored by whole sentences, their alignments cross.
  bool translates() const { return kind_ == TaskKind::Translate || kind_ == TaskKind::TranslateZh; }
  const Vocabulary& vocabulary() const { return vocabulary_; }
  int max_source_length() const;  // S, over every example the task can make (0 for induction)
  int max_target_length() const;  // T, the same

  // A random training example: draws from `rng` until the example is not held out.
  Example sample(SplitMix64& rng) const;
  // `count` held-out examples drawn from SplitMix64(seed), all different from each other.
  // The same count and seed give the same list; a longer list starts with a shorter one.
  // Throws AttentionError for count < 0 or count > kMaxHeldOut.
  std::vector<Example> held_out(int count, std::uint64_t seed) const;
  // True when the example (by its source and target) belongs to the held-out part.
  bool is_held_out(const Example& example) const;

  // Text → ids for a typed sentence: lower case, split on white space. An unknown word (or
  // a marker: the program adds those) throws AttentionError naming it and saying which
  // words the task knows. Translate knows the English and the French words; translate-zh
  // the Chinese and the English ones, and splits Chinese written without spaces into its
  // words, the longest first (我爱水课 → 我 爱 水课; an unknown character is named).
  std::vector<int> encode(const std::string& text) const;
  // Translate: whether a token is a noun, English or French (singular or plural);
  // translate-zh: a Chinese noun or the English noun word (course, not easy); false for
  // every other token and task.
  bool is_noun(int id) const;
  // Ids → text: joined by single spaces, markers skipped. Throws for an id outside [0, V).
  std::string decode(const std::vector<int>& ids) const;
  // The target the task expects for a source. Translate (translate-zh): the grammar's own
  // translation of an English (a Chinese) sentence of the grammar (throws AttentionError saying which word breaks the
  // grammar, and why, for any other); reverse: the letters reversed. The decoder-only task
  // has no source and throws. Throws for an empty source.
  std::vector<int> reference(const std::vector<int>& source) const;
  // The same as a whole example: source, reference target and the alignment of each target
  // word (what sample() returns for that source). Throws as reference() does.
  Example reference_example(const std::vector<int>& source) const;

 private:
  struct Grammar;  // translate's words by role and their ids (tasks.cpp)

  Example draw(SplitMix64& rng) const;  // any example, held out or not
  std::string unknown_word_message(const std::string& word) const;

  TaskKind kind_;
  Vocabulary vocabulary_;
  std::shared_ptr<const Grammar> grammar_;  // translate only; shared, so copies are cheap
  std::shared_ptr<const ChineseGrammar> chinese_;  // translate-zh only (tasks_zh.hpp)
};

// What an induction head at position i of a decoder-only example looks at (prefix
// matching): every position just after an earlier occurrence of the token target[i], in
// order; none when the token is new. In an induction example with period n that is
// i − n + 1, i − 2n + 1, … down to 1 for i ≥ n, and none before n.
// Throws AttentionError for i outside [0, T).
std::vector<int> induction_targets(const Example& example, int i);

// What a previous-token head at position i looks at: i − 1, or -1 for i = 0. Throws
// AttentionError for i < 0.
int previous_token_target(int i);

}  // namespace attn
