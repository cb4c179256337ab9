// The tasks: the translate grammar and its word lists, the three generators, the parser
// behind Task::reference, and the content hash that holds examples out.
//
// Legend: S source length, T target length, n the half length of an induction sequence.
//
// The translate grammar, in full:
//   sentence     = noun_phrase | noun_phrase verb noun_phrase  (the verb agrees with the subject)
//   noun_phrase  = determiner adjective{0..2} noun
//   determiner   = "the" | "a" / "an" (singular) | "some" (plural)
//   Two adjectives are of different kinds, in the English order of kinds
//     opinion < size < state < age < colour < type    ("the fluffy old cat")
// Its French:
//   the → le / la / les; a, an → un / une; some → des, or de when an adjective stands
//   before the plural noun ("some small cats" → "de petits chats", the written rule).
//   The BAGS adjectives (beauty, age, goodness, size: beau, joli, bon, mauvais, petit,
//   grand, gros, jeune, vieux, nouveau) go before the noun, in the English order; the others
//   after it, in the mirror of the English order ("the fluffy blue creature" →
//   "la créature bleue duveteuse"). Adjectives and verbs agree in gender and number.
// Every French word translates exactly one English word, so no translate alignment is -1.
// No French noun starts with a vowel or a mute h (hibou and hérisson have an aspirated
// h), so there is no elision (l', bel, vieil, nouvel) to make.
#include "core/teaching/tasks.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <set>
#include <utility>

#include "core/teaching/task_words.hpp"
#include "core/teaching/tasks_zh.hpp"

namespace attn {
namespace {

enum class Gender { Masculine, Feminine };
constexpr Gender kMasc = Gender::Masculine;
constexpr Gender kFem = Gender::Feminine;

struct NounEntry {
  const char* en;
  const char* en_plural;
  const char* fr;
  const char* fr_plural;
  Gender gender;
};

// Plurals in -eaux, -aux, -oux and -eux, and nouns that do not change (souris, nez).
const NounEntry kNouns[] = {
    {"creature", "creatures", "créature", "créatures", kFem},
    {"cat", "cats", "chat", "chats", kMasc},
    {"dog", "dogs", "chien", "chiens", kMasc},
    {"mouse", "mice", "souris", "souris", kFem},
    {"horse", "horses", "cheval", "chevaux", kMasc},
    {"rabbit", "rabbits", "lapin", "lapins", kMasc},
    {"fox", "foxes", "renard", "renards", kMasc},
    {"wolf", "wolves", "loup", "loups", kMasc},
    {"owl", "owls", "hibou", "hiboux", kMasc},
    {"snake", "snakes", "serpent", "serpents", kMasc},
    {"frog", "frogs", "grenouille", "grenouilles", kFem},
    {"turtle", "turtles", "tortue", "tortues", kFem},
    {"cow", "cows", "vache", "vaches", kFem},
    {"whale", "whales", "baleine", "baleines", kFem},
    {"butterfly", "butterflies", "papillon", "papillons", kMasc},
    {"duck", "ducks", "canard", "canards", kMasc},
    {"goat", "goats", "chèvre", "chèvres", kFem},
    {"pig", "pigs", "cochon", "cochons", kMasc},
    {"monkey", "monkeys", "singe", "singes", kMasc},
    {"tiger", "tigers", "tigre", "tigres", kMasc},
    {"giraffe", "giraffes", "girafe", "girafes", kFem},
    {"penguin", "penguins", "manchot", "manchots", kMasc},
    {"witch", "witches", "sorcière", "sorcières", kFem},
    {"wizard", "wizards", "sorcier", "sorciers", kMasc},
    {"ladybird", "ladybirds", "coccinelle", "coccinelles", kFem},
    {"king", "kings", "roi", "rois", kMasc},
    {"queen", "queens", "reine", "reines", kFem},
    {"knight", "knights", "chevalier", "chevaliers", kMasc},
    {"ghost", "ghosts", "fantôme", "fantômes", kMasc},
    {"fairy", "fairies", "fée", "fées", kFem},
    {"cake", "cakes", "gâteau", "gâteaux", kMasc},
    {"hat", "hats", "chapeau", "chapeaux", kMasc},
    {"boat", "boats", "bateau", "bateaux", kMasc},
    {"castle", "castles", "château", "châteaux", kMasc},
    {"house", "houses", "maison", "maisons", kFem},
    {"flower", "flowers", "fleur", "fleurs", kFem},
    {"moon", "moons", "lune", "lunes", kFem},
    {"cloud", "clouds", "nuage", "nuages", kMasc},
    {"car", "cars", "voiture", "voitures", kFem},
    {"book", "books", "livre", "livres", kMasc},
    {"game", "games", "jeu", "jeux", kMasc},
    {"apple", "apples", "pomme", "pommes", kFem},
    {"cheese", "cheeses", "fromage", "fromages", kMasc},
    {"soup", "soups", "soupe", "soupes", kFem},
    {"mountain", "mountains", "montagne", "montagnes", kFem},
    {"unicorn", "unicorns", "licorne", "licornes", kFem},
    {"mole", "moles", "taupe", "taupes", kFem},
    {"hedgehog", "hedgehogs", "hérisson", "hérissons", kMasc},
    {"jewel", "jewels", "bijou", "bijoux", kMasc},
    {"pebble", "pebbles", "caillou", "cailloux", kMasc},
    {"newspaper", "newspapers", "journal", "journaux", kMasc},
    {"nose", "noses", "nez", "nez", kMasc},
    {"bat", "bats", "chauve-souris", "chauves-souris", kFem},
    {"dinosaur", "dinosaurs", "dinosaure", "dinosaures", kMasc},
    {"parrot", "parrots", "perroquet", "perroquets", kMasc},
    {"kangaroo", "kangaroos", "kangourou", "kangourous", kMasc},
};

// The English order of adjective kinds: "the beautiful small fluffy old blue magic hat".
enum class AdjectiveKind { Opinion, Size, State, Age, Colour, Type };

const char* adjective_kind_name(AdjectiveKind kind) {
  switch (kind) {
    case AdjectiveKind::Opinion: return "opinion";
    case AdjectiveKind::Size: return "size";
    case AdjectiveKind::State: return "state";
    case AdjectiveKind::Age: return "age";
    case AdjectiveKind::Colour: return "colour";
    case AdjectiveKind::Type: return "type";
  }
  return "adjective";
}

struct AdjectiveEntry {
  const char* en;
  // Masculine singular, feminine singular, masculine plural, feminine plural.
  std::array<const char*, 4> fr;
  bool before_noun;  // the BAGS adjectives
  AdjectiveKind kind;
};

constexpr bool kBefore = true;
constexpr bool kAfter = false;
constexpr AdjectiveKind kOpinion = AdjectiveKind::Opinion, kSize = AdjectiveKind::Size,
                        kState = AdjectiveKind::State, kAge = AdjectiveKind::Age,
                        kColour = AdjectiveKind::Colour, kType = AdjectiveKind::Type;

const AdjectiveEntry kAdjectives[] = {
    // Before the noun (BAGS).
    {"beautiful", {"beau", "belle", "beaux", "belles"}, kBefore, kOpinion},
    {"pretty", {"joli", "jolie", "jolis", "jolies"}, kBefore, kOpinion},
    {"good", {"bon", "bonne", "bons", "bonnes"}, kBefore, kOpinion},
    {"bad", {"mauvais", "mauvaise", "mauvais", "mauvaises"}, kBefore, kOpinion},
    {"small", {"petit", "petite", "petits", "petites"}, kBefore, kSize},
    {"big", {"grand", "grande", "grands", "grandes"}, kBefore, kSize},
    {"fat", {"gros", "grosse", "gros", "grosses"}, kBefore, kSize},
    {"young", {"jeune", "jeune", "jeunes", "jeunes"}, kBefore, kAge},
    {"old", {"vieux", "vieille", "vieux", "vieilles"}, kBefore, kAge},
    {"new", {"nouveau", "nouvelle", "nouveaux", "nouvelles"}, kBefore, kAge},
    // After the noun.
    {"funny", {"drôle", "drôle", "drôles", "drôles"}, kAfter, kOpinion},
    {"strange", {"bizarre", "bizarre", "bizarres", "bizarres"}, kAfter, kOpinion},
    {"clever", {"malin", "maligne", "malins", "malignes"}, kAfter, kOpinion},
    {"kind", {"gentil", "gentille", "gentils", "gentilles"}, kAfter, kOpinion},
    {"crazy", {"fou", "folle", "fous", "folles"}, kAfter, kOpinion},
    {"mysterious", {"mystérieux", "mystérieuse", "mystérieux", "mystérieuses"}, kAfter, kOpinion},
    {"brave", {"courageux", "courageuse", "courageux", "courageuses"}, kAfter, kOpinion},
    {"curious", {"curieux", "curieuse", "curieux", "curieuses"}, kAfter, kOpinion},
    {"lazy", {"paresseux", "paresseuse", "paresseux", "paresseuses"}, kAfter, kOpinion},
    {"proud", {"fier", "fière", "fiers", "fières"}, kAfter, kOpinion},
    {"shy", {"timide", "timide", "timides", "timides"}, kAfter, kOpinion},
    {"noisy", {"bruyant", "bruyante", "bruyants", "bruyantes"}, kAfter, kOpinion},
    {"huge", {"énorme", "énorme", "énormes", "énormes"}, kAfter, kSize},
    {"tiny", {"minuscule", "minuscule", "minuscules", "minuscules"}, kAfter, kSize},
    {"fluffy", {"duveteux", "duveteuse", "duveteux", "duveteuses"}, kAfter, kState},
    {"soft", {"doux", "douce", "doux", "douces"}, kAfter, kState},
    {"shiny", {"brillant", "brillante", "brillants", "brillantes"}, kAfter, kState},
    {"cold", {"froid", "froide", "froids", "froides"}, kAfter, kState},
    {"hot", {"chaud", "chaude", "chauds", "chaudes"}, kAfter, kState},
    {"strong", {"fort", "forte", "forts", "fortes"}, kAfter, kState},
    {"slow", {"lent", "lente", "lents", "lentes"}, kAfter, kState},
    {"hungry", {"affamé", "affamée", "affamés", "affamées"}, kAfter, kState},
    {"sleepy", {"endormi", "endormie", "endormis", "endormies"}, kAfter, kState},
    {"happy", {"heureux", "heureuse", "heureux", "heureuses"}, kAfter, kState},
    {"sad", {"triste", "triste", "tristes", "tristes"}, kAfter, kState},
    {"wild", {"sauvage", "sauvage", "sauvages", "sauvages"}, kAfter, kState},
    {"blue", {"bleu", "bleue", "bleus", "bleues"}, kAfter, kColour},
    {"red", {"rouge", "rouge", "rouges", "rouges"}, kAfter, kColour},
    {"green", {"vert", "verte", "verts", "vertes"}, kAfter, kColour},
    {"black", {"noir", "noire", "noirs", "noires"}, kAfter, kColour},
    {"white", {"blanc", "blanche", "blancs", "blanches"}, kAfter, kColour},
    {"yellow", {"jaune", "jaune", "jaunes", "jaunes"}, kAfter, kColour},
    {"pink", {"rose", "rose", "roses", "roses"}, kAfter, kColour},
    {"purple", {"violet", "violette", "violets", "violettes"}, kAfter, kColour},
    {"grey", {"gris", "grise", "gris", "grises"}, kAfter, kColour},
    {"brown", {"brun", "brune", "bruns", "brunes"}, kAfter, kColour},
    {"golden", {"doré", "dorée", "dorés", "dorées"}, kAfter, kColour},
    {"magic", {"magique", "magique", "magiques", "magiques"}, kAfter, kType},
};

struct VerbEntry {
  const char* en;  // third person singular
  const char* en_plural;
  const char* fr;
  const char* fr_plural;
};

const VerbEntry kVerbs[] = {
    {"sees", "see", "voit", "voient"},
    {"likes", "like", "aime", "aiment"},
    {"follows", "follow", "suit", "suivent"},
    {"finds", "find", "trouve", "trouvent"},
    {"watches", "watch", "regarde", "regardent"},
    {"chases", "chase", "chasse", "chassent"},
    {"helps", "help", "aide", "aident"},
    {"knows", "know", "connaît", "connaissent"},
    {"hears", "hear", "entend", "entendent"},
    {"eats", "eat", "mange", "mangent"},
};

constexpr int kNounCount = static_cast<int>(std::size(kNouns));
constexpr int kAdjectiveCount = static_cast<int>(std::size(kAdjectives));
constexpr int kVerbCount = static_cast<int>(std::size(kVerbs));
constexpr int kMaxAdjectives = 2;
constexpr int kMaxNounPhrase = 1 + kMaxAdjectives + 1;  // determiner, adjectives, noun

// Reverse and induction: the letters a..t.
constexpr int kLetterCount = 20;
constexpr int kReverseMinLength = 4;
constexpr int kReverseMaxLength = 10;
constexpr int kInductionMinPeriod = 3;
constexpr int kInductionMaxPeriod = 16;
constexpr int kInductionLength = 32;
static_assert(kInductionMaxPeriod <= kLetterCount, "an induction period has distinct letters");
static_assert(2 * kInductionMaxPeriod <= kInductionLength, "every period is seen repeated");

using task_words::kFirstWord;
using task_words::kMarkers;
using task_words::lower_case;
using task_words::quoted;
using task_words::uniform_index;

// "a" before a consonant sound, "an" before a vowel sound ("an owl", "an old cat"); a
// word starting "uni" sounds "you" ("a unicorn").
bool takes_an(const std::string& word) {
  if (word.empty() || std::string("aeiou").find(word[0]) == std::string::npos) return false;
  return word.compare(0, 3, "uni") != 0;
}

// FNV-1a over the ids (each + 1, so that 0 can separate source from target), finished by
// one SplitMix64 step so that every bit depends on every id. std::hash is not portable.
std::uint64_t content_hash(const Example& e) {
  std::uint64_t h = 0xCBF29CE484222325ULL;
  auto mix = [&h](std::uint64_t v) {
    h ^= v;
    h *= 0x100000001B3ULL;
  };
  for (int id : e.source) mix(static_cast<std::uint64_t>(id) + 1);
  mix(0);
  for (int id : e.target) mix(static_cast<std::uint64_t>(id) + 1);
  SplitMix64 finish(h);
  return finish.next();
}

}  // namespace

// ---------------------------------------------------------------------------------------
// The translate grammar: its words' ids, the generator, the French of a sentence, and the
// parser of an English one.

struct Task::Grammar {
  enum class Role { None, Determiner, Noun, Adjective, Verb };  // None: markers and French
  enum class Determiner { The, A, An, Some };
  struct EnglishWord {
    Role role = Role::None;
    int index = -1;  // into kNouns, kAdjectives, kVerbs, or a Determiner
    bool plural = false;
  };
  struct NounPhrase {
    bool definite = true;
    bool plural = false;
    int noun = 0;
    std::vector<int> adjectives;  // into kAdjectives, in the English order of kinds
  };
  struct Sentence {
    NounPhrase subject;
    int verb = -1;  // into kVerbs; -1: the noun phrase alone
    NounPhrase object;
  };

  std::vector<EnglishWord> english;    // by id; Role::None for markers and French words
  std::array<int, 4> en_determiner{};  // by Determiner
  int fr_le = -1, fr_la = -1, fr_les = -1, fr_un = -1, fr_une = -1, fr_des = -1, fr_de = -1;
  std::vector<std::array<int, 2>> noun_en, noun_fr;  // [noun][plural]
  std::vector<int> adjective_en;
  std::vector<std::array<int, 4>> adjective_fr;  // [adjective][form], forms as in AdjectiveEntry
  std::vector<std::array<int, 2>> verb_en, verb_fr;  // [verb][plural]

  // Fills the vocabulary (after its markers): the English words, then the French ones.
  // Each English word is new and has one role; French forms repeat ("rouge" is masculine
  // and feminine) and share an id; a word that is both English and French is a mistake
  // in the tables (std::logic_error: it never depends on input).
  static std::shared_ptr<const Grammar> build(Vocabulary& vocabulary) {
    auto g = std::make_shared<Grammar>();
    std::vector<bool> french;
    auto find = [&](const std::string& text) {
      const auto at = std::find(vocabulary.tokens.begin(), vocabulary.tokens.end(), text);
      return at == vocabulary.tokens.end() ? -1 : static_cast<int>(at - vocabulary.tokens.begin());
    };
    auto add_english = [&](const char* text, Role role, int index, bool plural) {
      if (find(text) >= 0)
        throw std::logic_error(std::string("the English word ") + text + " is listed twice");
      vocabulary.tokens.push_back(text);
      g->english.push_back({role, index, plural});
      french.push_back(false);
      return vocabulary.size() - 1;
    };
    auto add_french = [&](const char* text) {
      const int known = find(text);
      if (known >= 0 && !french[static_cast<std::size_t>(known)]) {
        throw std::logic_error(std::string("the French word ") + text +
                               " is also English or a marker");
      }
      if (known >= 0) return known;
      vocabulary.tokens.push_back(text);
      g->english.push_back({});
      french.push_back(true);
      return vocabulary.size() - 1;
    };
    g->english.resize(vocabulary.tokens.size());  // the markers
    french.resize(vocabulary.tokens.size(), false);

    const char* const determiners[] = {"the", "a", "an", "some"};
    for (int d = 0; d < 4; ++d) {
      g->en_determiner[static_cast<std::size_t>(d)] =
          add_english(determiners[d], Role::Determiner, d, d == static_cast<int>(Determiner::Some));
    }
    for (int i = 0; i < kNounCount; ++i) {
      const NounEntry& n = kNouns[i];
      g->noun_en.push_back(
          {add_english(n.en, Role::Noun, i, false), add_english(n.en_plural, Role::Noun, i, true)});
    }
    for (int i = 0; i < kAdjectiveCount; ++i) {
      g->adjective_en.push_back(add_english(kAdjectives[i].en, Role::Adjective, i, false));
    }
    for (int i = 0; i < kVerbCount; ++i) {
      const VerbEntry& v = kVerbs[i];
      g->verb_en.push_back(
          {add_english(v.en, Role::Verb, i, false), add_english(v.en_plural, Role::Verb, i, true)});
    }
    g->fr_le = add_french("le");
    g->fr_la = add_french("la");
    g->fr_les = add_french("les");
    g->fr_un = add_french("un");
    g->fr_une = add_french("une");
    g->fr_des = add_french("des");
    g->fr_de = add_french("de");
    for (const NounEntry& n : kNouns)
      g->noun_fr.push_back({add_french(n.fr), add_french(n.fr_plural)});
    for (const AdjectiveEntry& a : kAdjectives) {
      g->adjective_fr.push_back(
          {add_french(a.fr[0]), add_french(a.fr[1]), add_french(a.fr[2]), add_french(a.fr[3])});
    }
    for (const VerbEntry& v : kVerbs)
      g->verb_fr.push_back({add_french(v.fr), add_french(v.fr_plural)});
    return g;
  }

  // Draws, in this order: number, definiteness, noun, how many adjectives (0, 1 or 2),
  // the adjectives (the second redrawn until its kind differs from the first's).
  static NounPhrase random_noun_phrase(SplitMix64& rng) {
    NounPhrase np;
    np.plural = uniform_index(rng, 2) == 1;
    np.definite = uniform_index(rng, 2) == 1;
    np.noun = uniform_index(rng, kNounCount);
    const int count = uniform_index(rng, kMaxAdjectives + 1);
    for (int k = 0; k < count; ++k) {
      int a = uniform_index(rng, kAdjectiveCount);
      while (k == 1 && kAdjectives[a].kind == kAdjectives[np.adjectives[0]].kind) {
        a = uniform_index(rng, kAdjectiveCount);
      }
      np.adjectives.push_back(a);
    }
    std::sort(np.adjectives.begin(), np.adjectives.end(),
              [](int a, int b) { return kAdjectives[a].kind < kAdjectives[b].kind; });
    return np;
  }

  // A noun phrase alone one time in four; subject, verb, object otherwise.
  static Sentence random_sentence(SplitMix64& rng) {
    Sentence s;
    s.subject = random_noun_phrase(rng);
    if (uniform_index(rng, 4) != 0) {
      s.verb = uniform_index(rng, kVerbCount);
      s.object = random_noun_phrase(rng);
    }
    return s;
  }

  static Determiner english_determiner(const NounPhrase& np) {
    if (np.definite) return Determiner::The;
    if (np.plural) return Determiner::Some;
    const char* next =
        np.adjectives.empty() ? kNouns[np.noun].en : kAdjectives[np.adjectives[0]].en;
    return takes_an(next) ? Determiner::An : Determiner::A;
  }

  void append_english(const NounPhrase& np, std::vector<int>& out) const {
    out.push_back(en_determiner[static_cast<std::size_t>(english_determiner(np))]);
    for (int a : np.adjectives) out.push_back(adjective_en[static_cast<std::size_t>(a)]);
    out.push_back(noun_en[static_cast<std::size_t>(np.noun)][np.plural ? 1 : 0]);
  }

  // The French of a noun phrase whose English starts at source index `at`, with the
  // source index of each French word: determiner, adjectives at + 1.., noun after them.
  void append_french(const NounPhrase& np, int at, Example& e) const {
    const bool feminine = kNouns[np.noun].gender == Gender::Feminine;
    const std::size_t form = (np.plural ? 2u : 0u) + (feminine ? 1u : 0u);
    const bool adjective_before = std::any_of(np.adjectives.begin(), np.adjectives.end(),
                                              [](int a) { return kAdjectives[a].before_noun; });
    auto push = [&e](int id, int source_index) {
      e.target.push_back(id);
      e.alignment.push_back(source_index);
    };
    int determiner = 0;
    if (np.definite) {
      determiner = np.plural ? fr_les : (feminine ? fr_la : fr_le);
    } else if (np.plural) {
      determiner = adjective_before ? fr_de : fr_des;
    } else {
      determiner = feminine ? fr_une : fr_un;
    }
    push(determiner, at);
    const int count = static_cast<int>(np.adjectives.size());
    for (int k = 0; k < count; ++k) {
      const int a = np.adjectives[static_cast<std::size_t>(k)];
      if (kAdjectives[a].before_noun)
        push(adjective_fr[static_cast<std::size_t>(a)][form], at + 1 + k);
    }
    push(noun_fr[static_cast<std::size_t>(np.noun)][np.plural ? 1 : 0], at + 1 + count);
    for (int k = count - 1; k >= 0; --k) {
      const int a = np.adjectives[static_cast<std::size_t>(k)];
      if (!kAdjectives[a].before_noun)
        push(adjective_fr[static_cast<std::size_t>(a)][form], at + 1 + k);
    }
  }

  Example example(const Sentence& s) const {
    Example e;
    append_english(s.subject, e.source);
    const int subject_length = static_cast<int>(e.source.size());
    append_french(s.subject, 0, e);
    if (s.verb >= 0) {
      const auto v = static_cast<std::size_t>(s.verb);
      e.source.push_back(verb_en[v][s.subject.plural ? 1 : 0]);
      e.target.push_back(verb_fr[v][s.subject.plural ? 1 : 0]);
      e.alignment.push_back(subject_length);
      append_english(s.object, e.source);
      append_french(s.object, subject_length + 1, e);
    }
    return e;
  }

  // The parser behind Task::reference: an English sentence of the grammar, or an error
  // that names the word that breaks it and says why.
  Sentence parse(const std::vector<int>& source, const Vocabulary& vocabulary) const {
    std::size_t at = 0;
    auto text = [&](std::size_t i) {
      return quoted(vocabulary.tokens[static_cast<std::size_t>(source[i])]);
    };
    auto word = [&](std::size_t i) -> const EnglishWord& {
      const int id = source[i];
      if (id < 0 || id >= vocabulary.size()) {
        throw AttentionError("word " + std::to_string(i + 1) + " has the id " + std::to_string(id) +
                             ", outside the translate vocabulary (0 to " +
                             std::to_string(vocabulary.size() - 1) + ")");
      }
      const EnglishWord& w = english[static_cast<std::size_t>(id)];
      if (w.role == Role::None) {
        throw AttentionError(text(i) + " (word " + std::to_string(i + 1) + ") is " +
                             (id < kFirstWord ? "a marker" : "French") +
                             "; the translate task reads English sentences such as "
                             "\"the small blue creature sees a cat\"");
      }
      return w;
    };
    auto noun_phrase = [&]() {
      NounPhrase np;
      const std::size_t first = at;
      const EnglishWord& d = word(at);
      if (d.role != Role::Determiner) {
        throw AttentionError("word " + std::to_string(at + 1) +
                             " should start a noun phrase with "
                             "the, a, an or some; it is " +
                             text(at));
      }
      const auto determiner = static_cast<Determiner>(d.index);
      ++at;
      while (at < source.size() && word(at).role == Role::Adjective) {
        const int a = word(at).index;
        if (np.adjectives.size() == static_cast<std::size_t>(kMaxAdjectives)) {
          throw AttentionError("the grammar takes at most 2 adjectives before a noun; " + text(at) +
                               " (word " + std::to_string(at + 1) + ") is a third");
        }
        if (!np.adjectives.empty()) {
          const AdjectiveEntry& before = kAdjectives[np.adjectives.back()];
          if (before.kind == kAdjectives[a].kind) {
            throw AttentionError(text(at - 1) + " and " + text(at) + " are both " +
                                 adjective_kind_name(before.kind) +
                                 " adjectives; the grammar takes one of each kind");
          }
          if (before.kind > kAdjectives[a].kind) {
            throw AttentionError(quoted(std::string(before.en) + " " + kAdjectives[a].en) +
                                 " is not in the grammar's order; say " +
                                 quoted(std::string(kAdjectives[a].en) + " " + before.en) +
                                 " (opinion, size, state, age, colour, type)");
          }
        }
        np.adjectives.push_back(a);
        ++at;
      }
      if (at == source.size()) {
        throw AttentionError("the noun phrase that starts at word " + std::to_string(first + 1) +
                             " (" + text(first) + ") has no noun");
      }
      const EnglishWord& n = word(at);
      if (n.role != Role::Noun) {
        throw AttentionError("word " + std::to_string(at + 1) +
                             " should be a noun or an adjective; it is " + text(at));
      }
      np.noun = n.index;
      np.plural = n.plural;
      np.definite = determiner == Determiner::The;
      if (!np.definite) {
        const std::string noun = text(at);
        if (determiner == Determiner::Some && !np.plural) {
          throw AttentionError("\"some\" goes with a plural, and " + noun +
                               " is singular; say \"some " + kNouns[np.noun].en_plural +
                               "\" or \"a\"");
        }
        if (determiner != Determiner::Some && np.plural) {
          throw AttentionError(text(first) + " goes with one thing, and " + noun +
                               " is plural; say \"some " + kNouns[np.noun].en_plural +
                               "\" or \"the\"");
        }
        const Determiner expected = english_determiner(np);
        if (determiner != expected) {
          throw AttentionError(std::string("say ") +
                               quoted(expected == Determiner::An ? "an" : "a") + " before " +
                               text(first + 1) + ", not " + text(first));
        }
      }
      ++at;
      return np;
    };

    if (source.empty()) throw AttentionError("the source is empty: type an English sentence");
    Sentence s;
    s.subject = noun_phrase();
    if (at == source.size()) return s;
    const EnglishWord& v = word(at);
    if (v.role != Role::Verb) {
      throw AttentionError("word " + std::to_string(at + 1) +
                           " should be a verb after the noun phrase; it is " + text(at));
    }
    if (v.plural != s.subject.plural) {
      const VerbEntry& entry = kVerbs[v.index];
      throw AttentionError(text(at) + " goes with a " + (v.plural ? "plural" : "singular") +
                           " subject, and the subject is " + (v.plural ? "singular" : "plural") +
                           "; say " + quoted(v.plural ? entry.en : entry.en_plural));
    }
    s.verb = v.index;
    ++at;
    if (at == source.size()) {
      throw AttentionError("the sentence ends after the verb " + text(at - 1) +
                           "; it needs an object");
    }
    s.object = noun_phrase();
    if (at < source.size()) {
      throw AttentionError("the sentence should end after word " + std::to_string(at) + ", but " +
                           text(at) + " follows");
    }
    return s;
  }
};

// ---------------------------------------------------------------------------------------

const char* task_name(TaskKind kind) {
  switch (kind) {
    case TaskKind::Translate: return "translate";
    case TaskKind::Reverse: return "reverse";
    case TaskKind::Induction: return "induction";
    case TaskKind::TranslateZh: return "translate-zh";
  }
  return "unknown";
}

std::optional<TaskKind> task_from_name(const std::string& name) {
  const std::string lower = lower_case(name);
  for (TaskKind kind :
       {TaskKind::Translate, TaskKind::Reverse, TaskKind::Induction, TaskKind::TranslateZh}) {
    if (lower == task_name(kind)) return kind;
  }
  return std::nullopt;
}

int Vocabulary::id(const std::string& token) const {
  const int exact = task_words::exact_id(*this, token);
  if (exact >= 0) return exact;
  const std::string lower = lower_case(token);
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (lower_case(tokens[i]) == lower) return static_cast<int>(i);
  }
  return -1;
}

int Vocabulary::size() const { return static_cast<int>(tokens.size()); }

bool operator==(const Example& a, const Example& b) {
  return a.source == b.source && a.target == b.target && a.alignment == b.alignment &&
         a.scored_from == b.scored_from;
}

bool operator!=(const Example& a, const Example& b) { return !(a == b); }

Task::Task(TaskKind kind) : kind_(kind) {
  vocabulary_.tokens.assign(std::begin(kMarkers), std::end(kMarkers));
  switch (kind) {
    case TaskKind::Translate: grammar_ = Grammar::build(vocabulary_); return;
    case TaskKind::TranslateZh: chinese_ = ChineseGrammar::build(vocabulary_); return;
    case TaskKind::Reverse:
    case TaskKind::Induction:
      for (int i = 0; i < kLetterCount; ++i)
        vocabulary_.tokens.emplace_back(1, static_cast<char>('a' + i));
      return;
  }
  throw AttentionError("unknown task kind " + std::to_string(static_cast<int>(kind)));
}

int Task::max_source_length() const {
  switch (kind_) {
    case TaskKind::Translate: return 2 * kMaxNounPhrase + 1;
    case TaskKind::TranslateZh: return ChineseGrammar::max_source_length();
    case TaskKind::Reverse: return kReverseMaxLength;
    case TaskKind::Induction: return 0;
  }
  return 0;
}

int Task::max_target_length() const {
  switch (kind_) {
    case TaskKind::Translate: return 2 * kMaxNounPhrase + 1;  // one French word an English one
    case TaskKind::TranslateZh: return ChineseGrammar::max_target_length();
    case TaskKind::Reverse: return kReverseMaxLength;
    case TaskKind::Induction: return kInductionLength;
  }
  return 0;
}

Example Task::draw(SplitMix64& rng) const {
  Example e;
  switch (kind_) {
    case TaskKind::Translate: return grammar_->example(Grammar::random_sentence(rng));
    case TaskKind::TranslateZh: return chinese_->random_example(rng);
    case TaskKind::Reverse: {
      const int length =
          kReverseMinLength + uniform_index(rng, kReverseMaxLength - kReverseMinLength + 1);
      for (int i = 0; i < length; ++i)
        e.source.push_back(kFirstWord + uniform_index(rng, kLetterCount));
      e.target.assign(e.source.rbegin(), e.source.rend());
      for (int i = 0; i < length; ++i) e.alignment.push_back(length - 1 - i);
      return e;
    }
    case TaskKind::Induction: {
      const int n =
          kInductionMinPeriod + uniform_index(rng, kInductionMaxPeriod - kInductionMinPeriod + 1);
      std::array<int, kLetterCount> letters{};
      for (int i = 0; i < kLetterCount; ++i) letters[static_cast<std::size_t>(i)] = kFirstWord + i;
      for (int i = 0; i < n; ++i) {
        std::swap(letters[static_cast<std::size_t>(i)],
                  letters[static_cast<std::size_t>(i + uniform_index(rng, kLetterCount - i))]);
      }
      for (int i = 0; i < kInductionLength; ++i) {
        e.target.push_back(letters[static_cast<std::size_t>(i % n)]);
      }
      e.alignment.assign(e.target.size(), -1);
      e.scored_from = n;
      return e;
    }
  }
  return e;
}

bool Task::is_held_out(const Example& example) const {
  return content_hash(example) % static_cast<std::uint64_t>(kHeldOutShare) == 0;
}

Example Task::sample(SplitMix64& rng) const {
  // Seven draws in eight are kept: the loop ends.
  Example e = draw(rng);
  while (is_held_out(e)) e = draw(rng);
  return e;
}

std::vector<Example> Task::held_out(int count, std::uint64_t seed) const {
  if (count < 0 || count > kMaxHeldOut) {
    throw AttentionError("the held-out set must have 0 to " + std::to_string(kMaxHeldOut) +
                         " examples, not " + std::to_string(count));
  }
  // Every task can make far more than kMaxHeldOut · kHeldOutShare different examples (the
  // fewest: reverse has 20^4 of length 4 alone), so the loop ends.
  SplitMix64 rng(seed);
  std::set<std::pair<std::vector<int>, std::vector<int>>> seen;
  std::vector<Example> out;
  while (static_cast<int>(out.size()) < count) {
    Example e = draw(rng);
    if (!is_held_out(e) || !seen.insert({e.source, e.target}).second) continue;
    out.push_back(std::move(e));
  }
  return out;
}

std::string Task::unknown_word_message(const std::string& word) const {
  std::string s = "the " + std::string(task_name(kind_)) + " task does not know the word " +
                  quoted(word) + "; it knows ";
  if (kind_ == TaskKind::Translate) {
    return s + std::to_string(vocabulary_.size() - kFirstWord) +
           " words: English ones such as the, a, some, creature, cat, mice, blue, small, sees, "
           "and their French translations such as la, créature, bleue";
  }
  s += "the " + std::to_string(kLetterCount) + " letters";
  for (int i = kFirstWord; i < vocabulary_.size(); ++i)
    s += " " + vocabulary_.tokens[static_cast<std::size_t>(i)];
  return s;
}

std::vector<int> Task::encode(const std::string& text) const {
  if (chinese_) {
    return task_words::segment_by_lexicon(
        text, vocabulary_, [this](const std::string& what, const std::string& piece) {
          return chinese_->unknown_word_message(what, piece, vocabulary_);
        });
  }
  std::vector<int> ids;
  for (const std::string& word : task_words::split_on_space(text)) {
    const int id = vocabulary_.id(word);
    if (id < 0) throw AttentionError(unknown_word_message(word));
    if (id < kFirstWord) {
      throw AttentionError(quoted(word) +
                           " is a marker, which the program adds itself; type words only");
    }
    ids.push_back(id);
  }
  return ids;
}

std::string Task::decode(const std::vector<int>& ids) const {
  std::string text;
  for (int id : ids) {
    if (id < 0 || id >= vocabulary_.size()) {
      throw AttentionError("id " + std::to_string(id) + " is outside the " + task_name(kind_) +
                           " vocabulary (0 to " + std::to_string(vocabulary_.size() - 1) + ")");
    }
    if (id < kFirstWord) continue;
    if (!text.empty()) text += ' ';
    text += vocabulary_.tokens[static_cast<std::size_t>(id)];
  }
  return text;
}

Example Task::reference_example(const std::vector<int>& source) const {
  switch (kind_) {
    case TaskKind::Translate: return grammar_->example(grammar_->parse(source, vocabulary_));
    case TaskKind::TranslateZh: return chinese_->translate(source, vocabulary_);
    case TaskKind::Reverse: {
      if (source.empty()) throw AttentionError("the source is empty: type a few letters");
      for (std::size_t i = 0; i < source.size(); ++i) {
        if (source[i] < kFirstWord || source[i] >= vocabulary_.size()) {
          throw AttentionError("word " + std::to_string(i + 1) + " of the source (id " +
                               std::to_string(source[i]) + ") is not one of the letters a to t");
        }
      }
      Example e;
      e.source = source;
      e.target.assign(source.rbegin(), source.rend());
      const int length = static_cast<int>(source.size());
      for (int i = 0; i < length; ++i) e.alignment.push_back(length - 1 - i);
      return e;
    }
    case TaskKind::Induction: break;
  }
  throw AttentionError("the induction task is decoder-only: it has no source to translate");
}

bool Task::is_noun(int id) const {
  if (chinese_) return chinese_->is_noun(id);
  if (!grammar_) return false;
  for (std::size_t n = 0; n < grammar_->noun_en.size(); ++n) {
    for (int plural = 0; plural < 2; ++plural) {
      if (grammar_->noun_en[n][static_cast<std::size_t>(plural)] == id ||
          grammar_->noun_fr[n][static_cast<std::size_t>(plural)] == id) {
        return true;
      }
    }
  }
  return false;
}

std::vector<int> Task::reference(const std::vector<int>& source) const {
  return reference_example(source).target;
}

std::vector<int> induction_targets(const Example& example, int i) {
  const int length = static_cast<int>(example.target.size());
  if (i < 0 || i >= length) {
    throw AttentionError("position " + std::to_string(i) + " is outside the sequence (0 to " +
                         std::to_string(length - 1) + ")");
  }
  const auto& t = example.target;
  std::vector<int> after;
  for (int j = 0; j < i; ++j) {
    if (t[static_cast<std::size_t>(j)] == t[static_cast<std::size_t>(i)]) after.push_back(j + 1);
  }
  return after;
}

int previous_token_target(int i) {
  if (i < 0) throw AttentionError("position " + std::to_string(i) + " is negative");
  return i - 1;
}

}  // namespace attn
