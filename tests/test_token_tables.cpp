// The flat tables of a vocabulary and its merges (io/token_tables.hpp) against the standard
// library's maps, on more entries than any slot table starts with: every lookup the same,
// ids given twice as a GGUF list and as a JSON object give them, and clashes named.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>

#include "io/token_tables.hpp"

namespace attn {
namespace {

// Tokens of 1 to 24 bytes, any byte but with a few letters most often, as a vocabulary has
// them: many short ones that share prefixes, and some long ones past a string's inline room.
std::string random_token(std::mt19937& rng) {
  std::uniform_int_distribution<int> length(1, 24), letter(0, 5), any(0, 255), pick(0, 9);
  std::string s(static_cast<std::size_t>(length(rng)), ' ');
  for (char& c : s) c = static_cast<char>(pick(rng) < 8 ? 'a' + letter(rng) : any(rng));
  return s;
}

TEST(TokenIds, FindsWhatAMapFindsAndNamesEachId) {
  std::mt19937 rng(7);
  io::TokenIds ids;  // no reserve: it grows many times
  std::unordered_map<std::string, int> reference;
  std::unordered_map<int, std::string> names;
  for (int id = 0; id < 40000; ++id) {
    const std::string token = random_token(rng);
    if (reference.count(token) != 0) continue;
    ASSERT_EQ(ids.add(token, id), nullptr);
    reference[token] = id;
    names[id] = token;
  }
  EXPECT_EQ(ids.size(), reference.size());
  for (const auto& [token, id] : reference) {
    const io::TokenIds::Entry* e = ids.find(token);
    ASSERT_NE(e, ids.end()) << token;
    EXPECT_EQ(e->first, token);
    EXPECT_EQ(e->second, id);
    EXPECT_EQ(ids.at(token), id);
  }
  for (int k = 0; k < 40000; ++k) {
    const std::string token = random_token(rng);
    EXPECT_EQ(ids.find(token) != ids.end(), reference.count(token) != 0) << token;
  }
  for (int id = -1; id <= 40001; ++id) {
    const std::string* name = ids.token(id);
    if (names.count(id) == 0) {
      EXPECT_EQ(name, nullptr) << id;
    } else {
      ASSERT_NE(name, nullptr) << id;
      EXPECT_EQ(*name, names[id]);
    }
  }
  EXPECT_THROW(static_cast<void>(ids.at(std::string(30, 'z'))), std::out_of_range);
  EXPECT_EQ(io::TokenIds().find("a"), nullptr) << "an empty table";
}

TEST(TokenIds, ATokenGivenTwice) {
  // A GGUF list: the piece's id is its last, and both ids decode to it.
  io::TokenIds list;
  EXPECT_EQ(list.add("a", 0), nullptr);
  EXPECT_EQ(list.add("b", 1), nullptr);
  EXPECT_EQ(list.add("a", 2), nullptr);
  EXPECT_EQ(list.at("a"), 2);
  ASSERT_NE(list.token(0), nullptr);
  EXPECT_EQ(*list.token(0), "a");
  EXPECT_EQ(*list.token(2), "a");
  EXPECT_EQ(list.size(), 2u);
  const std::string* clash = list.add("c", 1);
  ASSERT_NE(clash, nullptr);
  EXPECT_EQ(*clash, "b");
  EXPECT_EQ(list.find("c"), list.end()) << "a clash changes nothing";

  // A JSON object: the later value stands, the earlier id names nothing, and an id is free
  // for a token that comes before the one that gives it up.
  io::TokenIds object;
  object.set("y", 3);
  object.set("ab", 3);
  object.set("y", 17);
  EXPECT_FALSE(object.name_ids().has_value());
  EXPECT_EQ(object.at("y"), 17);
  EXPECT_EQ(*object.token(3), "ab");
  EXPECT_EQ(object.token(5), nullptr);
  EXPECT_EQ(object.largest_id(), 17);
  object.set("q", 17);
  const auto both = object.name_ids();
  ASSERT_TRUE(both.has_value());
  EXPECT_EQ(both->id, 17);
  EXPECT_EQ(*both->first, "y");
  EXPECT_EQ(*both->second, "q");
}

TEST(PairMerges, FindsWhatAMapFinds) {
  std::mt19937 rng(11);
  std::uniform_int_distribution<int> id(0, 3000);
  io::PairMerges merges;  // grows from nothing
  std::unordered_map<std::uint64_t, io::PairMerges::Merge> reference;
  for (int rank = 0; rank < 60000; ++rank) {
    const std::uint64_t pair = (static_cast<std::uint64_t>(id(rng)) << 32) | static_cast<std::uint32_t>(id(rng));
    const io::PairMerges::Merge m{rank, id(rng)};
    merges.set(pair, m);  // a pair set again keeps the later merge
    reference[pair] = m;
  }
  EXPECT_EQ(merges.size(), reference.size());
  for (std::uint32_t a = 0; a < 300; ++a) {
    for (std::uint32_t b = 0; b < 300; ++b) {
      const std::uint64_t pair = (static_cast<std::uint64_t>(a) << 32) | b;
      const io::PairMerges::Merge* found = merges.find(pair);
      const auto expected = reference.find(pair);
      ASSERT_EQ(found != nullptr, expected != reference.end()) << a << " " << b;
      if (found != nullptr) {
        EXPECT_EQ(found->rank, expected->second.rank);
        EXPECT_EQ(found->merged, expected->second.merged);
      }
    }
  }
  EXPECT_EQ(io::PairMerges().find(0), nullptr) << "an empty table";
}

}  // namespace
}  // namespace attn
