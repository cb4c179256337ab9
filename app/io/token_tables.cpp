// token_tables.hpp: open addressing with linear probing, at most half the slots full.
#include "io/token_tables.hpp"

#include <functional>
#include <stdexcept>

namespace attn::io {

std::uint64_t TokenIds::hash(std::string_view token) { return std::hash<std::string_view>{}(token); }

std::size_t TokenIds::slot_of(std::string_view token, std::uint64_t h) const {
  const std::size_t mask = slots_.size() - 1;
  const std::uint64_t tag = h >> 32;
  for (std::size_t s = static_cast<std::size_t>(h) & mask;; s = (s + 1) & mask) {
    const std::uint64_t slot = slots_[s];
    if (slot == 0) return s;
    if ((slot >> 32) == tag && entries_[static_cast<std::uint32_t>(slot) - 1].first == token) return s;
  }
}

void TokenIds::grow(std::size_t slots) {
  std::size_t size = 16;
  while (size < slots) size *= 2;
  if (size <= slots_.size()) return;
  slots_.assign(size, 0);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    const std::uint64_t h = hash(entries_[i].first);
    slots_[slot_of(entries_[i].first, h)] = ((h >> 32) << 32) | (i + 1);
  }
}

void TokenIds::reserve(std::size_t tokens) {
  entries_.reserve(tokens);
  grow(2 * tokens);
}

const TokenIds::Entry* TokenIds::find(std::string_view token) const {
  if (slots_.empty()) return nullptr;
  const std::uint64_t slot = slots_[slot_of(token, hash(token))];
  return slot == 0 ? nullptr : &entries_[static_cast<std::uint32_t>(slot) - 1];
}

int TokenIds::at(std::string_view token) const {
  const Entry* e = find(token);
  if (e == nullptr) throw std::out_of_range("TokenIds::at: no such token");
  return e->second;
}

const std::string* TokenIds::token(int id) const {
  if (id < 0 || static_cast<std::size_t>(id) >= by_id_.size() || by_id_[static_cast<std::size_t>(id)] < 0) return nullptr;
  return &entries_[static_cast<std::size_t>(by_id_[static_cast<std::size_t>(id)])].first;
}

std::size_t TokenIds::put(std::string_view token, int id) {
  if (2 * (entries_.size() + 1) > slots_.size()) grow(2 * slots_.size() > 32 ? 2 * slots_.size() : 32);
  const std::uint64_t h = hash(token);
  const std::size_t s = slot_of(token, h);
  if (slots_[s] != 0) {
    const std::size_t index = static_cast<std::uint32_t>(slots_[s]) - 1;
    entries_[index].second = id;
    return index;
  }
  entries_.push_back({std::string(token), id});
  slots_[s] = ((h >> 32) << 32) | entries_.size();
  return entries_.size() - 1;
}

const std::string* TokenIds::add(std::string_view token, int id) {
  const auto at = static_cast<std::size_t>(id);
  if (at < by_id_.size() && by_id_[at] >= 0 && entries_[static_cast<std::size_t>(by_id_[at])].first != token) {
    return &entries_[static_cast<std::size_t>(by_id_[at])].first;
  }
  const std::size_t index = put(token, id);
  if (at >= by_id_.size()) by_id_.resize(at + 1, -1);
  by_id_[at] = static_cast<std::int32_t>(index);
  return nullptr;
}

void TokenIds::set(std::string_view token, int id) { put(token, id); }

std::optional<TokenIds::Clash> TokenIds::name_ids() {
  int largest = -1;
  for (const Entry& e : entries_) largest = e.second > largest ? e.second : largest;
  by_id_.assign(static_cast<std::size_t>(largest + 1), -1);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    std::int32_t& named = by_id_[static_cast<std::size_t>(entries_[i].second)];
    if (named >= 0) return Clash{entries_[i].second, &entries_[static_cast<std::size_t>(named)].first, &entries_[i].first};
    named = static_cast<std::int32_t>(i);
  }
  return std::nullopt;
}

// A multiply-shift hash of the pair: the ids of neighbouring tokens are close together.
std::size_t PairMerges::slot_of(std::uint64_t pair) const {
  const std::size_t mask = keys_.size() - 1;
  for (std::size_t s = static_cast<std::size_t>((pair * 0x9E3779B97F4A7C15ull) >> 32) & mask;; s = (s + 1) & mask) {
    if (keys_[s] == pair || keys_[s] == kEmpty) return s;
  }
}

void PairMerges::grow(std::size_t slots) {
  std::size_t size = 16;
  while (size < slots) size *= 2;
  if (size <= keys_.size()) return;
  std::vector<std::uint64_t> keys(size, kEmpty);
  std::vector<Merge> merges(size);
  keys.swap(keys_);
  merges.swap(merges_);
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (keys[i] == kEmpty) continue;
    const std::size_t s = slot_of(keys[i]);
    keys_[s] = keys[i];
    merges_[s] = merges[i];
  }
}

void PairMerges::reserve(std::size_t merges) { grow(2 * merges); }

void PairMerges::set(std::uint64_t pair, Merge merge) {
  if (2 * (size_ + 1) > keys_.size()) grow(keys_.size() > 16 ? 2 * keys_.size() : 32);
  const std::size_t s = slot_of(pair);
  if (keys_[s] == kEmpty) {
    keys_[s] = pair;
    ++size_;
  }
  merges_[s] = merge;
}

const PairMerges::Merge* PairMerges::find(std::uint64_t pair) const {
  if (keys_.empty()) return nullptr;
  const std::size_t s = slot_of(pair);
  return keys_[s] == kEmpty ? nullptr : &merges_[s];
}

}  // namespace attn::io
