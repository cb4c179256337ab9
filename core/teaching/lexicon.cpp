// A small English lexicon for the adjective → noun head: common adjectives and nouns,
// lower case. Words in neither list (and words in both, such as "light") are Other.
#include <algorithm>
#include <string>
#include <unordered_set>

#include "core/teaching/designed.hpp"

namespace attn {
namespace {

const char* const kLexiconAdjectives[] = {
    "able", "american", "ancient", "angry", "bad", "beautiful", "best", "better", "big",
    "bitter", "black", "blue", "bold", "brave", "bright", "brilliant", "broad", "broken",
    "brown", "busy", "calm", "careful", "cheap", "chinese", "clean", "clear", "clever",
    "cold", "common", "cool", "crazy", "cruel", "curious", "cute", "dark", "dead", "deep",
    "delicious", "difficult", "dirty", "dry", "dull", "early", "easy", "elegant", "empty",
    "english", "enormous", "entire", "evil", "exact", "fair", "famous", "fancy", "fast",
    "fat", "fierce", "fine", "flat", "fluffy", "foggy", "foolish", "free", "fresh",
    "friendly", "full", "funny", "gentle", "giant", "glad", "golden", "good", "gorgeous",
    "great", "green", "grey", "gray", "guilty", "happy", "hard", "healthy", "heavy", "high",
    "holy", "honest", "hot", "huge", "hungry", "icy", "important", "innocent", "kind",
    "large", "late", "lazy", "little", "lonely", "long", "loud", "lovely", "low", "lucky",
    "mad", "main", "massive", "mighty", "modern", "mysterious", "narrow", "nasty", "new",
    "nice", "noisy", "old", "orange", "pale", "perfect", "pink", "plain", "polite", "poor",
    "powerful", "pretty", "proud", "purple", "quick", "quiet", "rapid", "rare", "real",
    "red", "rich", "rough", "round", "royal", "rude", "sad", "safe", "scary", "secret",
    "serious", "shallow", "sharp", "shiny", "short", "shy", "silent", "silly", "simple",
    "slim", "slow", "small", "smart", "smooth", "soft", "solid", "sour", "spicy", "square",
    "steep", "sticky", "strange", "strong", "stupid", "sudden", "sunny", "super", "sweet",
    "tall", "tender", "terrible", "thick", "thin", "tiny", "tired", "tough", "true", "ugly",
    "vast", "verdant", "violent", "warm", "weak", "wealthy", "weird", "wet", "white",
    "whole", "wicked", "wide", "wild", "wise", "wonderful", "wooden", "yellow", "young"};

const char* const kLexiconNouns[] = {
    "acid", "air", "animal", "answer", "apple", "arm", "army", "art", "atom", "attention",
    "baby", "bag", "ball", "bank", "bear", "bed", "bird", "boat", "body", "book", "bottle",
    "box", "boy", "brain", "bread", "bridge", "brother", "building", "butler", "cake", "car",
    "carbon", "castle", "cat", "chair", "chemist", "child", "city", "class", "cloud",
    "coffee", "computer", "country", "course", "courses", "cow", "creature", "cup", "day",
    "desk", "detective", "dinner", "dioxide", "doctor", "dog", "door", "dragon", "dream",
    "duck", "earth", "egg", "engine", "eye", "face", "family", "farm", "father", "field",
    "fire", "fish", "flower", "food", "forest", "fox", "friend", "game", "garden", "gas",
    "girl", "glass", "gold", "grass", "guest", "hair", "hall", "hand", "hat", "head",
    "heart", "hill", "horse", "hotel", "house", "idea", "island", "key", "king", "kitchen",
    "knife", "lady", "lake", "language", "letter", "library", "lion", "man", "map",
    "meaning", "meat", "milk", "mind", "model", "mole", "money", "monkey", "moon",
    "morning", "mother", "mountain", "mouse", "murderer", "music", "name", "night", "nose",
    "ocean", "office", "paper", "park", "party", "pen", "people", "person", "phone",
    "picture", "plant", "poison", "problem", "queen", "question", "rabbit", "rain", "river",
    "road", "rock", "room", "rose", "school", "sea", "sentence", "sheep", "ship", "shoe",
    "shrew", "sister", "sky", "snake", "snow", "soldier", "song", "soup", "star", "stone",
    "storm", "story", "street", "student", "sun", "table", "teacher", "tea", "tiger",
    "town", "train", "transformer", "tree", "truth", "village", "voice", "wall", "war",
    "water", "weapon", "wife", "wind", "window", "wine", "winter", "wolf", "woman", "word",
    "world", "writer", "year"};

}  // namespace

PartOfSpeech part_of_speech(const std::string& token) {
  static const std::unordered_set<std::string> adjectives(std::begin(kLexiconAdjectives),
                                                          std::end(kLexiconAdjectives));
  static const std::unordered_set<std::string> nouns(std::begin(kLexiconNouns), std::end(kLexiconNouns));
  std::string lower = token;
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) {
    return static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  });
  const bool adjective = adjectives.count(lower) > 0;
  const bool noun = nouns.count(lower) > 0;
  if (adjective && !noun) return PartOfSpeech::Adjective;
  if (noun && !adjective) return PartOfSpeech::Noun;
  return PartOfSpeech::Other;
}

}  // namespace attn
