// What the task grammars share (tasks.cpp, English → French; tasks_zh.cpp, Chinese →
// English): the markers, an unbiased index from a seed, lower case for the Latin scripts,
// splitting on spaces, and splitting unspaced text into the words of a lexicon. Internal to
// core/teaching: the public face of the tasks is tasks.hpp.
//
// Legend: V vocabulary size.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/base/random.hpp"
#include "core/teaching/tasks.hpp"

namespace attn::task_words {

inline constexpr const char* kMarkers[] = {"<pad>", "<start>", "<end>"};
inline constexpr int kFirstWord = 3;  // the first id after the markers

// An index in [0, n), every one equally likely (rejection: a plain % n favours the small
// indices). n ≥ 1.
int uniform_index(SplitMix64& rng, int n);

// ASCII A-Z, the Latin-1 capitals À-Þ (UTF-8 C3 80..9E, but × at C3 97) and Œ; every other
// byte as it is (Chinese has no case).
std::string lower_case(const std::string& text);

// Words separated by the C locale's white space.
std::vector<std::string> split_on_space(const std::string& text);

std::string quoted(const std::string& word);

// The id of a token written exactly so in the vocabulary; -1 when there is none.
int exact_id(const Vocabulary& vocabulary, const std::string& token);

// Text → ids by the vocabulary, longest word first: each space-separated piece that is a
// word is one id; any other piece is split, where it has no spaces, into the longest words
// of the vocabulary that start where the previous one ended ("我爱水课" → 我 爱 水课). A run
// of ASCII letters is a word on its own, never a prefix of a longer one. Where no word
// starts, throws AttentionError with unknown(what is not known, the piece it is in): the
// caller says which words it knows. A marker (<pad>, <start>, <end>) typed is refused.
using UnknownWordMessage = std::function<std::string(const std::string& what, const std::string& piece)>;
std::vector<int> segment_by_lexicon(const std::string& text, const Vocabulary& vocabulary,
                                    const UnknownWordMessage& unknown);

}  // namespace attn::task_words
