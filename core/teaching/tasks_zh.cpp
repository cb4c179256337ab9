// The translate-zh grammar's words, its generator, its English and the parser of a Chinese
// sentence (the grammar itself is written out in tasks_zh.hpp).
//
// Legend: S source length, T target length.
#include "core/teaching/tasks_zh.hpp"

#include <array>
#include <iterator>
#include <stdexcept>
#include <utility>

#include "core/teaching/task_words.hpp"

namespace attn {
namespace {

using task_words::exact_id;
using task_words::kFirstWord;
using task_words::quoted;
using task_words::uniform_index;

struct PronounEntry {
  const char* zh;
  const char* en;
  bool third_singular;  // he, she: the verb takes -s
};

const PronounEntry kPronouns[] = {
    {"我", "I", false},    {"你", "you", false},  {"他", "he", true},
    {"她", "she", true},   {"我们", "we", false}, {"他们", "they", false},
};

// An English phrase whose words all translate one Chinese word.
struct TimeEntry {
  const char* zh;
  const char* en;
};

const TimeEntry kTimes[] = {
    {"今天", "today"},
    {"每天", "every day"},
    {"早上", "in the morning"},
    {"晚上", "in the evening"},
};

// 在 + place: the English preposition translates 在, the rest the place.
struct PlaceEntry {
  const char* zh;
  const char* preposition;
  const char* en;
};

const PlaceEntry kPlaces[] = {
    {"家", "at", "home"},           {"学校", "at", "school"},
    {"公园", "in", "the park"},     {"图书馆", "in", "the library"},
    {"教室", "in", "the classroom"}, {"食堂", "in", "the canteen"},
};

struct VerbEntry {
  const char* zh;      // one word; an intransitive verb may be a verb and its object (吃 饭)
  const char* object;  // that object, or nullptr
  const char* en;
  const char* en_third;  // he, she
};

const VerbEntry kIntransitive[] = {
    {"吃", "饭", "eat", "eats"},         {"学习", nullptr, "study", "studies"},
    {"工作", nullptr, "work", "works"},   {"睡觉", nullptr, "sleep", "sleeps"},
    {"跑步", nullptr, "run", "runs"},     {"唱歌", nullptr, "sing", "sings"},
};

const VerbEntry kTransitive[] = {
    {"爱", nullptr, "love", "loves"},   {"喜欢", nullptr, "like", "likes"},
    {"看见", nullptr, "see", "sees"},   {"买", nullptr, "buy", "buys"},
    {"吃", nullptr, "eat", "eats"},     {"读", nullptr, "read", "reads"},
    {"画", nullptr, "draw", "draws"},   {"有", nullptr, "have", "has"},
    {"写", nullptr, "write", "writes"},
};

struct NounEntry {
  const char* zh;
  const char* en;  // singular, after "the"; may be two words (easy course)
  const char* en_plural;
};

const NounEntry kNouns[] = {
    {"书", "book", "books"},         {"猫", "cat", "cats"},
    {"狗", "dog", "dogs"},           {"苹果", "apple", "apples"},
    {"花", "flower", "flowers"},     {"电影", "film", "films"},
    {"歌", "song", "songs"},         {"朋友", "friend", "friends"},
    {"老师", "teacher", "teachers"}, {"水课", "easy course", "easy courses"},
};

struct AdjectiveEntry {
  const char* zh;
  const char* en;
};

const AdjectiveEntry kAdjectives[] = {
    {"红色", "red"}, {"蓝色", "blue"}, {"新", "new"},        {"旧", "old"},
    {"大", "big"},   {"小", "small"},  {"漂亮", "beautiful"}, {"有趣", "interesting"},
};

constexpr int kPronounCount = static_cast<int>(std::size(kPronouns));
constexpr int kTimeCount = static_cast<int>(std::size(kTimes));
constexpr int kPlaceCount = static_cast<int>(std::size(kPlaces));
constexpr int kIntransitiveCount = static_cast<int>(std::size(kIntransitive));
constexpr int kTransitiveCount = static_cast<int>(std::size(kTransitive));
constexpr int kNounCount = static_cast<int>(std::size(kNouns));
constexpr int kAdjectiveCount = static_cast<int>(std::size(kAdjectives));

std::vector<std::string> words_of(const char* phrase) { return task_words::split_on_space(phrase); }

}  // namespace

struct ChineseGrammar::Tables {
  enum class Role { None, Pronoun, Time, At, Place, Intransitive, Transitive, Rice, Noun, Adjective, De };
  struct ChineseWord {
    Role role = Role::None;
    int index = -1;  // into the table of its role
  };
  struct NounPhrase {
    int noun = 0;
    int adjective = -1;       // adjective 的 noun
    int clause_subject = -1;  // pronoun transitive 的 noun
    int clause_verb = -1;
  };
  struct Sentence {
    bool noun_phrase_alone = false;
    NounPhrase object;  // the noun phrase alone, or the transitive verb's object
    int subject = 0, time = -1, place = -1, intransitive = -1, transitive = -1;
  };

  std::vector<ChineseWord> chinese;  // by id; Role::None for markers and English words
  int zai = -1, de = -1, fan = -1;   // 在, 的, 饭
  int en_the = -1, en_that = -1;
  std::vector<int> pronoun_zh, pronoun_en, time_zh, place_zh, place_preposition, intransitive_zh,
      transitive_zh, noun_zh, adjective_zh, adjective_en;
  std::vector<std::vector<int>> time_en, place_en, noun_en, noun_en_plural;
  std::vector<std::array<int, 2>> intransitive_en, transitive_en;  // [verb][third singular]
  std::vector<bool> noun;  // by id

  // ---- Chinese ----------------------------------------------------------------------

  void append_chinese(const NounPhrase& np, std::vector<int>& out) const {
    if (np.adjective >= 0) {
      out.push_back(adjective_zh[static_cast<std::size_t>(np.adjective)]);
      out.push_back(de);
    } else if (np.clause_subject >= 0) {
      out.push_back(pronoun_zh[static_cast<std::size_t>(np.clause_subject)]);
      out.push_back(transitive_zh[static_cast<std::size_t>(np.clause_verb)]);
      out.push_back(de);
    }
    out.push_back(noun_zh[static_cast<std::size_t>(np.noun)]);
  }

  // ---- English, with the source index each word translates ---------------------------

  int verb_form(const std::array<int, 2>& forms, int pronoun) const {
    return forms[kPronouns[pronoun].third_singular ? 1 : 0];
  }

  // The noun phrase whose Chinese starts at source index `at`.
  void append_english(const NounPhrase& np, int at, Example& e) const {
    auto push = [&e](int id, int source_index) {
      e.target.push_back(id);
      e.alignment.push_back(source_index);
    };
    const auto n = static_cast<std::size_t>(np.noun);
    if (np.adjective < 0 && np.clause_subject < 0) {
      for (int id : noun_en_plural[n]) push(id, at);
      return;
    }
    const int noun_at = at + (np.adjective >= 0 ? 2 : 3);
    push(en_the, noun_at);
    if (np.adjective >= 0) push(adjective_en[static_cast<std::size_t>(np.adjective)], at);
    for (int id : noun_en[n]) push(id, noun_at);
    if (np.clause_subject >= 0) {
      push(en_that, at + 2);
      push(pronoun_en[static_cast<std::size_t>(np.clause_subject)], at);
      push(verb_form(transitive_en[static_cast<std::size_t>(np.clause_verb)], np.clause_subject), at + 1);
    }
  }

  Example example(const Sentence& s) const {
    Example e;
    if (s.noun_phrase_alone) {
      append_chinese(s.object, e.source);
      append_english(s.object, 0, e);
      return e;
    }
    auto push = [&e](int id, int source_index) {
      e.target.push_back(id);
      e.alignment.push_back(source_index);
    };
    e.source.push_back(pronoun_zh[static_cast<std::size_t>(s.subject)]);
    push(pronoun_en[static_cast<std::size_t>(s.subject)], 0);
    int time_at = -1, place_at = -1;
    if (s.time >= 0) {
      time_at = static_cast<int>(e.source.size());
      e.source.push_back(time_zh[static_cast<std::size_t>(s.time)]);
    }
    if (s.place >= 0) {
      place_at = static_cast<int>(e.source.size());
      e.source.push_back(zai);
      e.source.push_back(place_zh[static_cast<std::size_t>(s.place)]);
    }
    const int verb_at = static_cast<int>(e.source.size());
    if (s.intransitive >= 0) {
      const auto v = static_cast<std::size_t>(s.intransitive);
      e.source.push_back(intransitive_zh[v]);
      if (kIntransitive[v].object) e.source.push_back(fan);
      push(verb_form(intransitive_en[v], s.subject), verb_at);
    } else {
      const auto v = static_cast<std::size_t>(s.transitive);
      e.source.push_back(transitive_zh[v]);
      push(verb_form(transitive_en[v], s.subject), verb_at);
      append_chinese(s.object, e.source);
      append_english(s.object, verb_at + 1, e);
    }
    if (place_at >= 0) {
      push(place_preposition[static_cast<std::size_t>(s.place)], place_at);
      for (int id : place_en[static_cast<std::size_t>(s.place)]) push(id, place_at + 1);
    }
    if (time_at >= 0) {
      for (int id : time_en[static_cast<std::size_t>(s.time)]) push(id, time_at);
    }
    return e;
  }

  // ---- The generator -------------------------------------------------------------------

  // A bare noun, an adjective with 的, or a clause with 的: one in three each.
  static NounPhrase random_noun_phrase(SplitMix64& rng) {
    NounPhrase np;
    np.noun = uniform_index(rng, kNounCount);
    const int kind = uniform_index(rng, 3);
    if (kind == 1) np.adjective = uniform_index(rng, kAdjectiveCount);
    if (kind == 2) {
      np.clause_subject = uniform_index(rng, kPronounCount);
      np.clause_verb = uniform_index(rng, kTransitiveCount);
    }
    return np;
  }

  // A noun phrase alone one time in five; otherwise a subject, a time one time in two, a
  // place one time in two, and an intransitive verb one time in three.
  static Sentence random_sentence(SplitMix64& rng) {
    Sentence s;
    if (uniform_index(rng, 5) == 0) {
      s.noun_phrase_alone = true;
      s.object = random_noun_phrase(rng);
      return s;
    }
    s.subject = uniform_index(rng, kPronounCount);
    if (uniform_index(rng, 2) == 1) s.time = uniform_index(rng, kTimeCount);
    if (uniform_index(rng, 2) == 1) s.place = uniform_index(rng, kPlaceCount);
    if (uniform_index(rng, 3) == 0) {
      s.intransitive = uniform_index(rng, kIntransitiveCount);
    } else {
      s.transitive = uniform_index(rng, kTransitiveCount);
      s.object = random_noun_phrase(rng);
    }
    return s;
  }

  // ---- The parser ----------------------------------------------------------------------

  Sentence parse(const std::vector<int>& source, const Vocabulary& vocabulary) const {
    if (source.empty()) {
      throw AttentionError("the source is empty: type a Chinese sentence such as 我 在 家 吃 饭");
    }
    std::size_t at = 0;
    auto text = [&](std::size_t i) {
      return quoted(vocabulary.tokens[static_cast<std::size_t>(source[i])]);
    };
    auto position = [](std::size_t i) { return "word " + std::to_string(i + 1); };
    auto word = [&](std::size_t i) -> const ChineseWord& {
      const int id = source[i];
      if (id < 0 || id >= vocabulary.size()) {
        throw AttentionError(position(i) + " has the id " + std::to_string(id) +
                             ", outside the translate-zh vocabulary (0 to " +
                             std::to_string(vocabulary.size() - 1) + ")");
      }
      const ChineseWord& w = chinese[static_cast<std::size_t>(id)];
      if (w.role == Role::None) {
        throw AttentionError(text(i) + " (" + position(i) + ") is " +
                             (id < kFirstWord ? "a marker" : "English") +
                             "; the translate-zh task reads Chinese sentences such as "
                             "\"我 今天 在 学校 学习\"");
      }
      return w;
    };
    auto role_at = [&](std::size_t i) { return i < source.size() ? word(i).role : Role::None; };
    auto expect = [&](Role role, const std::string& what) {
      if (at == source.size()) {
        throw AttentionError("the sentence ends after " + text(at - 1) + "; " + what + " should follow");
      }
      if (word(at).role != role) {
        throw AttentionError(position(at) + " should be " + what + "; it is " + text(at));
      }
      return word(at++).index;
    };
    auto noun_phrase = [&]() {
      NounPhrase np;
      if (at == source.size()) {
        throw AttentionError("the sentence ends after the verb " + text(at - 1) + "; it needs an object");
      }
      const ChineseWord& first = word(at);
      if (first.role == Role::Adjective) {
        np.adjective = first.index;
        ++at;
        expect(Role::De, "的 (an adjective before a noun takes 的: 红色 的 书)");
      } else if (first.role == Role::Pronoun) {
        np.clause_subject = first.index;
        ++at;
        np.clause_verb = expect(Role::Transitive, "a verb such as 看见 (a clause before a noun: 我 看见 的 猫)");
        expect(Role::De, "的 (a clause before a noun takes 的: 我 看见 的 猫)");
      } else if (first.role != Role::Noun) {
        throw AttentionError(position(at) + " should start a noun phrase (a noun such as 猫, " +
                             "红色 的 书 or 我 看见 的 猫); it is " + text(at));
      }
      np.noun = expect(Role::Noun, "a noun");
      return np;
    };
    auto end_here = [&]() {
      if (at == source.size()) return;
      const Role r = word(at).role;
      const std::string why = r == Role::Time || r == Role::At
                                  ? "; in Chinese the time and the place go before the verb "
                                    "(我 今天 在 学校 学习)"
                                  : "";
      throw AttentionError("the sentence should end after word " + std::to_string(at) + ", but " +
                           text(at) + " follows" + why);
    };

    Sentence s;
    // A pronoun starts a sentence, unless a verb and 的 follow it: then a clause.
    if (word(0).role != Role::Pronoun ||
        (role_at(1) == Role::Transitive && role_at(2) == Role::De)) {
      s.noun_phrase_alone = true;
      s.object = noun_phrase();
      end_here();
      return s;
    }
    s.subject = word(at++).index;
    if (role_at(at) == Role::Time) s.time = word(at++).index;
    if (role_at(at) == Role::At) {
      ++at;
      s.place = expect(Role::Place, "a place such as 家 or 学校 (在 家: at home)");
    }
    if (at == source.size()) {
      throw AttentionError("the sentence ends after " + text(at - 1) + "; it needs a verb");
    }
    const ChineseWord& verb = word(at);
    if (verb.role == Role::Transitive && source[at] == intransitive_zh[0] &&
        role_at(at + 1) == Role::Rice) {
      s.intransitive = 0;  // 吃 饭
      at += 2;
    } else if (verb.role == Role::Intransitive) {
      s.intransitive = verb.index;
      ++at;
    } else if (verb.role == Role::Transitive) {
      s.transitive = verb.index;
      ++at;
      s.object = noun_phrase();
    } else {
      const std::string why = verb.role == Role::Time ? " (the time goes before 在 and the place)" : "";
      throw AttentionError(position(at) + " should be a verb; it is " + text(at) + why);
    }
    end_here();
    return s;
  }
};

ChineseGrammar::ChineseGrammar(std::unique_ptr<Tables> tables) : t_(std::move(tables)) {}
ChineseGrammar::~ChineseGrammar() = default;

std::shared_ptr<const ChineseGrammar> ChineseGrammar::build(Vocabulary& vocabulary) {
  using Role = Tables::Role;
  auto t = std::make_unique<Tables>();
  t->chinese.resize(vocabulary.tokens.size());
  // A Chinese word has one role (吃 is a transitive verb; 吃 饭, the intransitive one, is
  // found by the parser); English words repeat (the, in, eat) and share an id. A mistake
  // in the tables is a std::logic_error: it never depends on input.
  auto add_chinese = [&](const char* text, Role role, int index) {
    if (exact_id(vocabulary, text) >= 0)
      throw std::logic_error(std::string("the Chinese word ") + text + " is listed twice");
    vocabulary.tokens.push_back(text);
    t->chinese.push_back({role, index});
    return vocabulary.size() - 1;
  };
  auto add_english = [&](const std::string& text) {
    const int known = exact_id(vocabulary, text);
    if (known >= 0 && t->chinese[static_cast<std::size_t>(known)].role != Role::None)
      throw std::logic_error("the English word " + text + " is also Chinese");
    if (known >= kFirstWord) return known;
    if (known >= 0) throw std::logic_error("the English word " + text + " is a marker");
    vocabulary.tokens.push_back(text);
    t->chinese.push_back({});
    return vocabulary.size() - 1;
  };
  auto add_phrase = [&](const char* phrase) {
    std::vector<int> ids;
    for (const std::string& w : words_of(phrase)) ids.push_back(add_english(w));
    return ids;
  };

  for (int i = 0; i < kPronounCount; ++i) t->pronoun_zh.push_back(add_chinese(kPronouns[i].zh, Role::Pronoun, i));
  for (int i = 0; i < kTimeCount; ++i) t->time_zh.push_back(add_chinese(kTimes[i].zh, Role::Time, i));
  t->zai = add_chinese("在", Role::At, 0);
  for (int i = 0; i < kPlaceCount; ++i) t->place_zh.push_back(add_chinese(kPlaces[i].zh, Role::Place, i));
  for (int i = 0; i < kIntransitiveCount; ++i) {
    // 吃 is the transitive verb's word; 吃 饭 borrows it.
    if (kIntransitive[i].object) continue;
    t->intransitive_zh.push_back(add_chinese(kIntransitive[i].zh, Role::Intransitive, i));
  }
  for (int i = 0; i < kTransitiveCount; ++i)
    t->transitive_zh.push_back(add_chinese(kTransitive[i].zh, Role::Transitive, i));
  t->fan = add_chinese("饭", Role::Rice, 0);
  for (int i = 0; i < kNounCount; ++i) t->noun_zh.push_back(add_chinese(kNouns[i].zh, Role::Noun, i));
  for (int i = 0; i < kAdjectiveCount; ++i)
    t->adjective_zh.push_back(add_chinese(kAdjectives[i].zh, Role::Adjective, i));
  t->de = add_chinese("的", Role::De, 0);
  // 吃 饭's Chinese verb is 吃, the transitive one.
  t->intransitive_zh.insert(t->intransitive_zh.begin(), t->transitive_zh[4]);

  for (const PronounEntry& p : kPronouns) t->pronoun_en.push_back(add_english(p.en));
  for (const TimeEntry& e : kTimes) t->time_en.push_back(add_phrase(e.en));
  for (const PlaceEntry& p : kPlaces) {
    t->place_preposition.push_back(add_english(p.preposition));
    t->place_en.push_back(add_phrase(p.en));
  }
  for (const VerbEntry& v : kIntransitive) t->intransitive_en.push_back({add_english(v.en), add_english(v.en_third)});
  for (const VerbEntry& v : kTransitive) t->transitive_en.push_back({add_english(v.en), add_english(v.en_third)});
  t->en_the = add_english("the");
  t->en_that = add_english("that");
  for (const NounEntry& n : kNouns) {
    t->noun_en.push_back(add_phrase(n.en));
    t->noun_en_plural.push_back(add_phrase(n.en_plural));
  }
  for (const AdjectiveEntry& a : kAdjectives) t->adjective_en.push_back(add_english(a.en));

  t->noun.assign(static_cast<std::size_t>(vocabulary.size()), false);
  for (std::size_t n = 0; n < std::size(kNouns); ++n) {
    t->noun[static_cast<std::size_t>(t->noun_zh[n])] = true;
    t->noun[static_cast<std::size_t>(t->noun_en[n].back())] = true;  // course, not easy
    t->noun[static_cast<std::size_t>(t->noun_en_plural[n].back())] = true;
  }
  return std::make_shared<const ChineseGrammar>(std::move(t));
}

int ChineseGrammar::max_source_length() { return 9; }
int ChineseGrammar::max_target_length() { return 14; }

Example ChineseGrammar::random_example(SplitMix64& rng) const {
  return t_->example(Tables::random_sentence(rng));
}

Example ChineseGrammar::translate(const std::vector<int>& source, const Vocabulary& vocabulary) const {
  return t_->example(t_->parse(source, vocabulary));
}

bool ChineseGrammar::is_noun(int id) const {
  return id >= 0 && static_cast<std::size_t>(id) < t_->noun.size() && t_->noun[static_cast<std::size_t>(id)];
}

std::string ChineseGrammar::unknown_word_message(const std::string& what, const std::string& piece,
                                                 const Vocabulary& vocabulary) const {
  std::string s = "the translate-zh task does not know " + quoted(what);
  if (piece != what) s += " (in " + quoted(piece) + ")";
  return s + "; it knows " + std::to_string(vocabulary.size() - kFirstWord) +
         " words: Chinese ones such as 我, 爱, 水课, 今天, 在, 家, 吃, 饭, 看见, 的, 猫, and "
         "their English translations such as I, love, easy, courses";
}

}  // namespace attn
