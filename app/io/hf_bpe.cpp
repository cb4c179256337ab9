// Byte-pair encoding of a tokenizer.json's model (hf_bpe.hpp): reading the vocabulary and
// merges, and merging a word's symbols by rank.
#include "io/hf_bpe.hpp"

#include <algorithm>
#include <cstddef>
#include <queue>
#include <stdexcept>
#include <string_view>

#include "io/i18n.hpp"
#include "io/utf8.hpp"

namespace attn::io::hf {

void BpeModel::read(const json& model, BpeLists& lists) {
  const JsonFields f = fields(model, "model");
  std::string type = f.text("type", "");
  if (type.empty() && f.has("merges")) type = "BPE";  // files from before "type"
  if (type.empty()) throw Invalid(tr("model: \"type\" is missing (only BPE is supported)"));
  if (type != "BPE") {
    throw Invalid(fmt(tr("the model type '{0}' is not supported (only BPE, the byte-pair encoding of GPT-2, Llama, "
                         "Mistral and Qwen)"),
                      type));
  }
  if (const json* dropout = f.find("dropout")) {
    f.fail("dropout", fmt(tr("is {0}; a tokenizer with dropout gives random ids, only null is supported"), json_brief(*dropout)));
  }
  const json* v = f.find("vocab");
  if (v == nullptr || !v->is_object()) f.fail("vocab", tr("must be an object of token → id"));
  // An object in the document is one the reader took out: its entries are in `lists`. A
  // token listed twice has its later id, as in Hugging Face's map.
  vocab.reserve(lists.vocab.size());
  for (const BpeLists::Token& t : lists.vocab) {
    // The place for a message made only when there is one: 150,000 strings otherwise.
    vocab.set(t.text, t.id >= 0 ? static_cast<int>(t.id) : read_id(lists.odd_values[t.odd], "model.vocab['" + t.text + "']"));
  }
  lists.vocab = {};
  if (const auto clash = vocab.name_ids()) {
    throw Invalid(fmt(tr("model.vocab: the id {0} is given to both '{1}' and '{2}'"), clash->id, *clash->first, *clash->second));
  }
  max_id = vocab.largest_id();
  unk_token = f.text("unk_token", "");
  has_unk = f.has("unk_token");
  fuse_unk = f.flag("fuse_unk", false);
  byte_fallback = f.flag("byte_fallback", false);
  ignore_merges = f.flag("ignore_merges", false);
  has_prefix = f.has("continuing_subword_prefix");
  prefix = f.text("continuing_subword_prefix", "");
  has_suffix = f.has("end_of_word_suffix");
  suffix = f.text("end_of_word_suffix", "");

  const json* m = f.find("merges");
  if (m == nullptr) return;
  if (!m->is_array()) f.fail("merges", tr("must be a list"));
  int rank = 0;
  // Kept between merges: their strings are reused, not made anew for each of 150,000.
  std::string a, b, joined;
  const auto where = [](std::size_t line) { return "model.merges[" + std::to_string(line) + "]"; };
  // "a b", as in merges.txt; Hugging Face skips a "#version" line and wants one space.
  // False for the "#version" line.
  const auto split = [&](std::string_view s, std::size_t line) {
    if (s.rfind("#version", 0) == 0) return false;
    const std::size_t space = s.find(' ');
    if (space == std::string::npos || s.find(' ', space + 1) != std::string::npos) {
      throw Invalid(fmt(tr("{0}: '{1}' is not two tokens separated by one space"), where(line), std::string(s)));
    }
    a.assign(s, 0, space);
    b.assign(s, space + 1, std::string::npos);
    return true;
  };
  const auto add_merge = [&](std::size_t line) {
    const auto ia = vocab.find(a);
    if (ia == vocab.end()) throw Invalid(fmt(tr("{0}: '{1}' is not in the vocabulary"), where(line), a));
    const auto ib = vocab.find(b);
    if (ib == vocab.end()) throw Invalid(fmt(tr("{0}: '{1}' is not in the vocabulary"), where(line), b));
    if (b.size() < prefix.size() || b.compare(0, prefix.size(), prefix) != 0) {
      throw Invalid(fmt(tr("{0}: '{1}' does not begin with the continuing_subword_prefix '{2}'"), where(line), b, prefix));
    }
    joined.assign(a).append(b, prefix.size(), std::string::npos);
    const auto ij = vocab.find(joined);
    if (ij == vocab.end()) {
      throw Invalid(fmt(tr("{0}: the merged token '{1}' is not in the vocabulary"), where(line), joined));
    }
    // A pair listed twice keeps its later rank, as Hugging Face's map of merges does.
    merges.set(pair_key(ia->second, ib->second), {rank, ij->second});
    ++rank;
  };
  // A list in the document is one the reader took out, as the vocabulary.
  merges.reserve(lists.merges.size());
  for (std::size_t line = 0; line < lists.merges.size(); ++line) {
    const BpeLists::Merge& entry = lists.merges[line];
    if (entry.odd != BpeLists::kNotOdd) {
      throw Invalid(fmt(tr("{0} must be \"a b\" or [\"a\", \"b\"], got {1}"), where(line),
                        json_brief(lists.odd_values[entry.odd])));
    }
    const std::string_view text = std::string_view(lists.merge_text).substr(entry.begin, entry.end - entry.begin);
    if (entry.middle != BpeLists::kWhole) {
      a.assign(text.substr(0, entry.middle - entry.begin));
      b.assign(text.substr(entry.middle - entry.begin));
    } else if (!split(text, line)) {
      continue;
    }
    add_merge(line);
  }
  lists.merges = {};
  lists.merge_text = {};
}

void BpeModel::word_ids(const std::string& word, std::vector<int>& ids) const {
  if (ignore_merges) {
    if (const auto found = vocab.find(word); found != vocab.end()) {
      ids.push_back(found->second);
      return;
    }
  }
  merge_word(word, ids);
}

void BpeModel::merge_word(const std::string& word, std::vector<int>& ids) const {
  struct Symbol {
    int id;
    std::ptrdiff_t prev;
    std::ptrdiff_t next;
    std::size_t len;
  };
  std::vector<Symbol> symbols;
  auto add = [&symbols](int id, std::size_t len) {
    const auto n = static_cast<std::ptrdiff_t>(symbols.size());
    if (!symbols.empty()) symbols.back().next = n;
    symbols.push_back({id, n - 1, -1, len});
  };
  int unk_id = -1;
  std::size_t unk_len = 0;
  auto unknown_id = [this]() {
    const auto found = vocab.find(unk_token);
    if (found == vocab.end()) {
      throw std::runtime_error(fmt(tr("the unknown token '{0}' of this tokenizer is not in its vocabulary"), unk_token));
    }
    return found->second;
  };
  for (std::size_t i = 0; i < word.size();) {
    const std::size_t n = utf8_step(word, i);
    std::string s = word.substr(i, n);
    if (i > 0 && has_prefix) s = prefix + s;
    if (i + n >= word.size() && has_suffix) s += suffix;
    i += n;
    if (const auto found = vocab.find(s); found != vocab.end()) {
      if (unk_id >= 0) add(unk_id, unk_len), unk_id = -1;
      add(found->second, n);
      continue;
    }
    if (byte_fallback) {
      std::vector<int> bytes;
      for (const char c : s) {
        const auto found_byte = vocab.find(byte_token(static_cast<unsigned char>(c)));
        if (found_byte == vocab.end()) break;
        bytes.push_back(found_byte->second);
      }
      if (bytes.size() == s.size()) {
        // Hugging Face adds them without first adding an unknown token waiting before them.
        for (const int b : bytes) add(b, 1);
        continue;
      }
    }
    if (has_unk) {
      if (unk_id >= 0 && fuse_unk) {
        unk_len += n;
      } else {
        if (unk_id >= 0) add(unk_id, unk_len);
        unk_id = unknown_id();
        unk_len = n;
      }
    }
    // Without an unknown token, a character the vocabulary lacks is left out.
  }
  if (unk_id >= 0) add(unk_id, unk_len);

  struct Merge {
    std::size_t pos;
    int rank;
    int new_id;
    bool operator<(const Merge& o) const { return rank != o.rank ? rank > o.rank : pos > o.pos; }
  };
  std::priority_queue<Merge> queue;
  auto find_merge = [this](int a, int b) { return merges.find(pair_key(a, b)); };
  for (std::size_t k = 0; k + 1 < symbols.size(); ++k) {
    if (const auto* m = find_merge(symbols[k].id, symbols[k + 1].id)) queue.push({k, m->rank, m->merged});
  }
  while (!queue.empty()) {
    const Merge top = queue.top();
    queue.pop();
    Symbol& current = symbols[top.pos];
    if (current.len == 0 || current.next == -1) continue;
    const auto next_pos = static_cast<std::size_t>(current.next);
    const Symbol right = symbols[next_pos];
    const auto* still = find_merge(current.id, right.id);
    if (still == nullptr || still->merged != top.new_id) continue;  // an expired entry
    current.id = top.new_id;
    current.len += right.len;
    current.next = right.next;
    symbols[next_pos].len = 0;
    if (right.next >= 0) symbols[static_cast<std::size_t>(right.next)].prev = static_cast<std::ptrdiff_t>(top.pos);
    if (current.prev >= 0) {
      const auto prev = static_cast<std::size_t>(current.prev);
      if (const auto* m = find_merge(symbols[prev].id, current.id)) queue.push({prev, m->rank, m->merged});
    }
    if (current.next >= 0) {
      const auto next = static_cast<std::size_t>(current.next);
      if (const auto* m = find_merge(current.id, symbols[next].id)) queue.push({top.pos, m->rank, m->merged});
    }
  }
  for (const Symbol& s : symbols) {
    if (s.len != 0) ids.push_back(s.id);
  }
}

}  // namespace attn::io::hf
