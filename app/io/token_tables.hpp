// A vocabulary's two directions, token → id and id → token, and its merges, pair of ids →
// (rank, merged id), in flat arrays: tables of slots probed in turn (open addressing) and a
// list indexed by id. Hash maps of nodes, an allocation per token, per id and per merge,
// made most of the time to open Gemma's 262,000 tokens and half a million merges (three
// lookups each), and of each lookup of a merge while a word is cut.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace attn::io {

class TokenIds {
 public:
  // As a hash map's element: the token, its id.
  struct Entry {
    std::string first;
    int second;
  };

  // The token's entry; end() (nullptr) when it is not in the vocabulary. An entry stays
  // where it is until the next add().
  const Entry* find(std::string_view token) const;
  const Entry* end() const { return nullptr; }
  // The token's id. Throws std::out_of_range when it has none.
  int at(std::string_view token) const;
  // The token that has `id`; nullptr when none has it.
  const std::string* token(int id) const;
  // Gives `token` the id `id` (0 or more), and `id` names the token. A token given another
  // id later takes that one, and both ids name it (a GGUF list where a piece comes twice:
  // both decode to it). Returns the other token `id` names already, and then changes
  // nothing; else nullptr.
  const std::string* add(std::string_view token, int id);
  // The tokens of a JSON object, where a key given twice has its later value: set() each
  // (token → id only), then name_ids() makes each id name its token. It returns the first id
  // given to two tokens, if one is.
  void set(std::string_view token, int id);
  struct Clash {
    int id;
    const std::string* first;
    const std::string* second;
  };
  std::optional<Clash> name_ids();

  void reserve(std::size_t tokens);
  std::size_t size() const { return entries_.size(); }  // the tokens
  int largest_id() const { return static_cast<int>(by_id_.size()) - 1; }  // of the ids named; -1 for none

 private:
  static std::uint64_t hash(std::string_view token);
  // The slot where `token` is, or the empty slot where it would go.
  std::size_t slot_of(std::string_view token, std::uint64_t h) const;
  void grow(std::size_t slots);
  // The entry of `token` given `id`, made when there is none.
  std::size_t put(std::string_view token, int id);

  std::vector<Entry> entries_;
  // 0 for an empty slot; else the hash's high half above the entry's index + 1.
  std::vector<std::uint64_t> slots_;
  std::vector<std::int32_t> by_id_;  // id → entry index, -1 for none (4 bytes up to the largest id)
};

// Merges: a pair of ids (BpeModel::pair_key) → its rank and the id it makes.
class PairMerges {
 public:
  struct Merge {
    int rank;
    int merged;
  };
  // Sets the pair's merge; a pair set again keeps the later one.
  void set(std::uint64_t pair, Merge merge);
  // The pair's merge; nullptr when the pair is not a merge.
  const Merge* find(std::uint64_t pair) const;
  void reserve(std::size_t merges);
  std::size_t size() const { return size_; }

 private:
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};  // no pair of ids 0..2^31 is this
  std::size_t slot_of(std::uint64_t pair) const;
  void grow(std::size_t slots);

  std::vector<std::uint64_t> keys_;
  std::vector<Merge> merges_;
  std::size_t size_ = 0;
};

}  // namespace attn::io
