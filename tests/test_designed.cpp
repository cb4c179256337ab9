// Designed heads on sentences that are not among the presets: each head does its one job,
// with the causal mask on and off, for several head counts and widths d_k = D/H; a head
// too narrow for its job says so in its name. Here the minimum widths are established:
// each head passes its check at designed_head_min_width and fails it one column below.
//
// Legend: T tokens, D model width, H heads, d_k = D/H.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "core/teaching/case.hpp"
#include "core/teaching/designed.hpp"
#include "core/teaching/text.hpp"

using namespace attn;

namespace {

const char* const kSentences[] = {
    "the old wooden boat crossed the wide river at night",
    "a brave young fox met a hungry grey wolf in the dark forest",
    "my clever sister baked a sweet cake for the tired teacher",
    "the quiet library had a tall window and a small red door where the old cat slept",
    // 41 tokens: long lessons lean on the previous-token and first-token heads.
    "the small grey cat watched the old man walk along the quiet river while a cold wind "
    "moved the tall green trees , and the tired cat slept beside the warm fire near the "
    "old house until the bright morning came"};

CaseResult run_designed(const std::string& text, int d, int h, bool causal) {
  AttentionCase c;
  c.config.d_model = d;
  c.config.heads = h;
  c.config.causal = causal;
  c.from_text = true;
  c.text = text;
  c.designed = true;
  c.seed = 11;
  return run_case(c);
}

// 64-bit FNV-1a over the shape and the bits of every float, row by row: equal hashes mean
// the matrices are equal bit for bit (not merely close).
std::uint64_t fnv1a_bits(const Matrix& m) {
  std::uint64_t h = 14695981039346656037ull;
  const auto eat = [&h](std::uint32_t word) {
    for (int b = 0; b < 4; ++b) {
      h ^= (word >> (8 * b)) & 0xffu;
      h *= 1099511628211ull;
    }
  };
  eat(static_cast<std::uint32_t>(m.rows()));
  eat(static_cast<std::uint32_t>(m.cols()));
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    for (Eigen::Index c = 0; c < m.cols(); ++c) {
      const float v = m(r, c);
      std::uint32_t bits = 0;
      std::memcpy(&bits, &v, sizeof bits);
      eat(bits);
    }
  }
  return h;
}

std::uint64_t fnv1a_bits(const MhaWeights& w) {
  std::uint64_t h = fnv1a_bits(w.w_q);
  for (const Matrix* m : {&w.w_k, &w.w_v, &w.w_o}) h = h * 1099511628211ull ^ fnv1a_bits(*m);
  return h;
}

Eigen::Index argmax_row(const Matrix& w, Eigen::Index i) {
  Eigen::Index j = 0;
  w.row(i).maxCoeff(&j);
  return j;
}

// The queries (divided by √d_k) and keys of designed head `head` at width d_k, in a model
// just wide enough to hold it: H = max(5, ceil(96 / d_k)) heads, D = d_k·H. Q, K: T×d_k.
// Long texts are checked through one head's logits, without the whole trace (H·T² floats).
struct HeadQK {
  Matrix q;
  Matrix k;
};

HeadQK head_qk(const std::vector<std::string>& tokens, int head, int d_k,
               std::uint64_t seed = 11) {
  const int h = std::max(5, (kDesignedMinDModel + d_k - 1) / d_k);
  const int d = d_k * h;
  const Matrix x = designed_embedding(tokens, d, seed);
  const MhaWeights w = designed_weights(d, h, seed);
  return {(x * w.w_q.middleCols(head * d_k, d_k)) / std::sqrt(static_cast<float>(d_k)),
          x * w.w_k.middleCols(head * d_k, d_k)};
}

// Calls visit(i, logits of query i over every key, 1×T) for each query, making the logits
// 256 rows at a time (a T×T matrix at T = 4096 is 64 MB, slow to make and to touch).
template <class Visit>
void for_each_logit_row(const HeadQK& qk, Visit visit) {
  constexpr Eigen::Index kBlock = 256;
  Matrix block;
  for (Eigen::Index r = 0; r < qk.q.rows(); r += kBlock) {
    const Eigen::Index n = std::min(kBlock, qk.q.rows() - r);
    block.noalias() = qk.q.middleRows(r, n) * qk.k.transpose();
    for (Eigen::Index i = 0; i < n; ++i) visit(r + i, block.row(i));
  }
}

// Softmax of query i's logits over the keys it may see: [0, i] causal, else all T.
Eigen::RowVectorXf row_weights(const Eigen::Ref<const Eigen::RowVectorXf>& logits,
                               Eigen::Index i, bool causal) {
  const Eigen::RowVectorXf row = logits.head(causal ? i + 1 : logits.size());
  const Eigen::RowVectorXf e = (row.array() - row.maxCoeff()).exp().matrix();
  return e / e.sum();
}

// The most tokens the program takes in one sentence (AttentionCase::max_tokens): a head
// "does its job" only if it does so this far.
constexpr int kLongText = 4096;

// Words in neither list of the lexicon, all different: the positional heads see only
// where they are, and the adjective → noun head sees its "near" kernel alone.
std::vector<std::string> neutral_tokens(int t) {
  std::vector<std::string> tokens;
  for (int i = 0; i < t; ++i) tokens.push_back("w" + std::to_string(i));
  return tokens;
}

// The least weight a row gives to its target: key i − 1 (previous token, rows i >= 1) or
// key 0 (first token).
float worst_target_weight(const HeadQK& qk, bool causal, bool previous) {
  float worst = 1.0f;
  for_each_logit_row(qk, [&](Eigen::Index i, const auto& logits) {
    if (previous && i == 0) return;
    worst = std::min(worst, row_weights(logits, i, causal)(previous ? i - 1 : 0));
  });
  return worst;
}

// How far the logit of key i − 1 stays above every key two or more places from it, over
// all rows: the "near" kernel's hold on the adjective right before a noun against any
// adjective outside its run.
float worst_near_margin(const HeadQK& qk, bool causal) {
  float worst = INFINITY;
  for_each_logit_row(qk, [&](Eigen::Index i, const auto& logits) {
    if (i == 0) return;
    const Eigen::Index n = causal ? i + 1 : logits.size();
    for (Eigen::Index j = 0; j < n; ++j) {
      if (std::abs(j - (i - 1)) >= 2) worst = std::min(worst, logits(i - 1) - logits(j));
    }
  });
  return worst;
}

// The share of ordered pairs of different words (u, v) in which u's query scores v at
// least as high as itself, over `words` made-up words and seeds 0..seeds-1. Identity
// vectors are hashes of the text, so made-up words are as good as real ones.
double same_word_confusion(int d_k, int words, int seeds) {
  const std::vector<std::string> tokens = neutral_tokens(words);
  long confused = 0;
  long pairs = 0;
  for (int seed = 0; seed < seeds; ++seed) {
    const HeadQK qk = head_qk(tokens, 2, d_k, static_cast<std::uint64_t>(seed));
    for_each_logit_row(qk, [&](Eigen::Index u, const auto& logits) {
      for (Eigen::Index v = 0; v < logits.size(); ++v) {
        if (u == v) continue;
        ++pairs;
        if (logits(v) >= logits(u)) ++confused;
      }
    });
  }
  return static_cast<double>(confused) / static_cast<double>(pairs);
}

std::string needs_note(int head) {
  return " (needs d_k ≥ " + std::to_string(designed_head_min_width(head)) + ")";
}

struct Shape {
  int d;
  int h;
  bool causal;
};

class DesignedHeads : public ::testing::TestWithParam<Shape> {};

}  // namespace

// Every head that has room for its job (d_k >= its minimum width) does it on every
// sentence; every head's name says whether it has that room.
TEST_P(DesignedHeads, EachHeadDoesItsJob) {
  const Shape shape = GetParam();
  const int d_k = shape.d / shape.h;
  const auto designed = static_cast<int>(designed_heads().size());
  const auto works = [&](int head) {
    return head < shape.h && d_k >= designed_head_min_width(head);
  };
  for (const char* sentence : kSentences) {
    SCOPED_TRACE(sentence);
    const CaseResult r = run_designed(sentence, shape.d, shape.h, shape.causal);
    const auto t = static_cast<Eigen::Index>(r.k_tokens.size());
    ASSERT_EQ(r.head_info.size(), static_cast<std::size_t>(shape.h));
    for (int h = 0; h < shape.h; ++h) {
      const DesignedHeadInfo& info = r.head_info[static_cast<std::size_t>(h)];
      if (h >= designed) {
        EXPECT_EQ(info.name, "random");
        continue;
      }
      const std::string& base = designed_heads()[static_cast<std::size_t>(h)].name;
      EXPECT_EQ(info.works, works(h)) << info.name;
      EXPECT_EQ(info.name, works(h) ? base : base + needs_note(h));
    }
    const auto word = [&](Eigen::Index i) -> const std::string& {
      return r.k_tokens[static_cast<std::size_t>(i)];
    };
    if (works(0)) {
      const MatrixRef prev = r.trace.heads[0].weights;
      for (Eigen::Index i = 1; i < t; ++i) EXPECT_EQ(argmax_row(prev, i), i - 1) << "row " << i;
    }
    if (works(1)) {
      const MatrixRef first = r.trace.heads[1].weights;
      for (Eigen::Index i = 0; i < t; ++i) EXPECT_GE(first(i, 0), 0.5f) << "row " << i;
    }
    if (works(2)) {
      // Each token peaks on an occurrence of its own word (itself or a repeat).
      const MatrixRef same = r.trace.heads[2].weights;
      for (Eigen::Index i = 0; i < t; ++i) {
        EXPECT_EQ(word(argmax_row(same, i)), word(i)) << "row " << i;
      }
    }
    if (works(3)) {
      const MatrixRef adj = r.trace.heads[3].weights;
      for (Eigen::Index i = 0; i < t; ++i) {
        if (part_of_speech(word(i)) != PartOfSpeech::Noun) continue;
        // Its adjectives: the run of adjectives right before it (skipping nothing).
        std::vector<Eigen::Index> own;
        for (Eigen::Index j = i - 1; j >= 0; --j) {
          if (part_of_speech(word(j)) != PartOfSpeech::Adjective) break;
          own.push_back(j);
        }
        if (own.empty()) continue;
        const Eigen::Index peak = argmax_row(adj, i);
        EXPECT_NE(std::find(own.begin(), own.end(), peak), own.end())
            << word(i) << " peaks on " << word(peak);
      }
    }
    if (works(4)) {
      // No key visible to a row gets twice the weight of another.
      const MatrixRef broad = r.trace.heads[4].weights;
      for (Eigen::Index i = 0; i < t; ++i) {
        const auto row = broad.row(i).head(shape.causal ? i + 1 : t);
        EXPECT_LT(row.maxCoeff(), 2.0f * row.minCoeff()) << "row " << i;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Shapes, DesignedHeads,
    ::testing::Values(Shape{96, 1, false}, Shape{96, 3, true}, Shape{128, 4, false},
                      Shape{128, 4, true}, Shape{160, 5, false}, Shape{160, 5, true},
                      Shape{256, 8, false}, Shape{512, 16, true},
                      // d_k = 16: every designed head still works.
                      Shape{128, 8, false}, Shape{128, 8, true}, Shape{256, 16, false},
                      Shape{96, 6, true},
                      // Narrower: the heads that still have room are checked.
                      Shape{112, 8, true}, Shape{104, 8, false}, Shape{96, 8, true},
                      Shape{128, 16, false}, Shape{96, 16, true}),
    [](const auto& info) {
      return "D" + std::to_string(info.param.d) + "H" + std::to_string(info.param.h) +
             (info.param.causal ? "Causal" : "Full");
    });

// The minimum widths. Each check is run on the longest text the program takes, with the
// mask on and off; each head passes at its minimum and above, and fails one column below.

// Previous token: at least half of every row on the token before it. With d_k/2 pairs
// the peak stays sharp (its neighbours score b_prev·Σ(1 − cos ω_k) lower) but, with few
// pairs, the fast ones come round together further back and steal weight there.
TEST(DesignedWidths, PreviousTokenHoldsHalfOfEveryRowFromItsMinimum) {
  const std::vector<std::string> tokens = neutral_tokens(kLongText);
  const int min_width = designed_head_min_width(0);
  for (int d_k : {min_width, 16, 32}) {
    SCOPED_TRACE("d_k = " + std::to_string(d_k));
    const HeadQK qk = head_qk(tokens, 0, d_k);
    EXPECT_GE(worst_target_weight(qk, true, true), 0.5f);
    EXPECT_GE(worst_target_weight(qk, false, true), 0.5f);
  }
  EXPECT_LT(worst_target_weight(head_qk(tokens, 0, min_width - 1), false, true), 0.5f);
}

// First token: rank 1 (the query is the same for every token), so the logits are the
// same at every width, down to d_k = 1.
TEST(DesignedWidths, FirstTokenHoldsHalfOfEveryRowAtAnyWidth) {
  EXPECT_EQ(designed_head_min_width(1), 1);
  const std::vector<std::string> tokens = neutral_tokens(kLongText);
  const HeadQK wide = head_qk(tokens, 1, 32);
  for (int d_k : {1, 7, 32}) {
    SCOPED_TRACE("d_k = " + std::to_string(d_k));
    const HeadQK qk = head_qk(tokens, 1, d_k);
    // The query is the same for every token: row 0 of the logits is every row.
    const Eigen::RowVectorXf logits = qk.q.row(0) * qk.k.transpose();
    const Eigen::RowVectorXf wide_logits = wide.q.row(0) * wide.k.transpose();
    EXPECT_LT((logits - wide_logits).cwiseAbs().maxCoeff(), 1e-4f);
    EXPECT_GE(worst_target_weight(qk, true, false), 0.5f);
    EXPECT_GE(worst_target_weight(qk, false, false), 0.5f);
  }
}

// Adjective → noun: every adjective gets b_adj from a noun's query, so which one wins is
// the "near" kernel's doing. It must keep the key right before the query at least 0.1
// (about a tenth more weight) above any key two or more places from it, or an adjective
// elsewhere in a long text outscores the noun's own.
TEST(DesignedWidths, AdjectiveNearKernelHoldsFromItsMinimum) {
  const std::vector<std::string> tokens = neutral_tokens(kLongText);
  const int min_width = designed_head_min_width(3);
  for (int d_k : {min_width, 16, 32}) {
    SCOPED_TRACE("d_k = " + std::to_string(d_k));
    const HeadQK qk = head_qk(tokens, 3, d_k);
    EXPECT_GE(worst_near_margin(qk, true), 0.1f);
    EXPECT_GE(worst_near_margin(qk, false), 0.1f);
  }
  EXPECT_LT(worst_near_margin(head_qk(tokens, 3, min_width - 1), false), 0.1f);
}

// Same word: with m identity columns a word's own score varies and other words' scores
// spread about 0, so now and then another word outscores a word's own. Reliable here
// means under 1 ordered pair of different words in 6000 (over 300 words and 10 seeds);
// then in about 94% of sentences of 20 different words every word peaks on itself.
// The rate about halves with each column: 16 columns give 1 in 9000, 15 give 1 in 4800.
TEST(DesignedWidths, SameWordTellsWordsApartFromItsMinimum) {
  const int min_width = designed_head_min_width(2);
  constexpr double kReliable = 1.0 / 6000.0;
  EXPECT_LT(same_word_confusion(min_width, 300, 10), kReliable);
  EXPECT_GE(same_word_confusion(min_width - 1, 300, 10), kReliable);
  EXPECT_EQ(same_word_confusion(32, 300, 10), 0.0);
}

// Broad: rank 1 like first token, with a tiny gain: no key gets twice another's weight.
TEST(DesignedWidths, BroadStaysNearlyUniformAtAnyWidth) {
  EXPECT_EQ(designed_head_min_width(4), 1);
  const std::vector<std::string> tokens = neutral_tokens(kLongText);
  for (int d_k : {1, 16, 32}) {
    SCOPED_TRACE("d_k = " + std::to_string(d_k));
    const HeadQK qk = head_qk(tokens, 4, d_k);
    // The query is the same for every token: row 0 of the logits is every row.
    const Eigen::RowVectorXf logits = qk.q.row(0) * qk.k.transpose();
    EXPECT_LT(logits.maxCoeff() - logits.minCoeff(), std::log(2.0f));
  }
}

TEST(DesignedWidths, TooNarrowHeadsSaySoInTheirNames) {
  // D = 128 with 16 heads: d_k = 8.
  const CaseResult r = run_designed(kSentences[1], 128, 16, false);
  ASSERT_EQ(r.head_info.size(), 16u);
  EXPECT_EQ(r.head_info[0].name, "previous token (needs d_k ≥ 14)");
  EXPECT_EQ(r.head_info[1].name, "first token");
  EXPECT_EQ(r.head_info[2].name, "same word (needs d_k ≥ 16)");
  EXPECT_EQ(r.head_info[3].name, "adjective → noun (needs d_k ≥ 13)");
  EXPECT_EQ(r.head_info[4].name, "broad");
  for (std::size_t h = 5; h < 16; ++h) EXPECT_EQ(r.head_info[h].name, "random");
  for (std::size_t h : {0u, 2u, 3u}) {
    EXPECT_FALSE(r.head_info[h].works);
    // The description says what the head does instead, at this width.
    EXPECT_NE(r.head_info[h].description, designed_heads()[h].description);
    EXPECT_NE(r.head_info[h].description.find("d_k = 8"), std::string::npos)
        << r.head_info[h].description;
  }
  for (int head = 0; head < 8; ++head) {
    for (int d_k = 1; d_k <= 40; ++d_k) {
      const DesignedHeadInfo info = designed_head_info(head, d_k);
      const bool works = d_k >= designed_head_min_width(head);
      EXPECT_EQ(info.works, works) << head << " at d_k = " << d_k;
      EXPECT_EQ(info.name.find(" (needs d_k ≥ ") != std::string::npos, !works) << info.name;
      EXPECT_FALSE(info.description.empty());
    }
  }
  for (int head = 0; head < 5; ++head) EXPECT_LE(designed_head_min_width(head), 16);
  EXPECT_EQ(designed_head_min_width(5), 1);
  EXPECT_THROW(designed_head_min_width(-1), AttentionError);
  EXPECT_THROW(designed_head_info(0, 0), AttentionError);
}

// Heads with d_k >= 32 keep the weights the shipped screenshots and lessons were made
// with, bit for bit; these hashes were taken before the narrow-head designs were added.
// The embedding's two were taken again when its rows came to be normalized in double, in
// order (the same bits on every build, the WebAssembly one too; each value within two
// units in a float's last place of Eigen's normalize()).
TEST(Designed, WideHeadsKeepTheirWeightsBitForBit) {
  EXPECT_EQ(fnv1a_bits(designed_weights(128, 4, 0)), 0x3e591e5229343413ull);
  EXPECT_EQ(fnv1a_bits(designed_weights(512, 8, 0)), 0xe58ffb4b9472dd96ull);
  EXPECT_EQ(fnv1a_bits(designed_weights(160, 5, 11)), 0x801fac917ab56813ull);
  EXPECT_EQ(fnv1a_bits(designed_weights(96, 3, 7)), 0xb29897e3cd9a6c50ull);
  const std::vector<std::string> tokens =
      tokenize("a fluffy blue creature roamed the verdant forest and the creature slept");
  EXPECT_EQ(fnv1a_bits(designed_embedding(tokens, 128, 0)), 0x8151fb8462a1fd56ull);
  EXPECT_EQ(fnv1a_bits(designed_embedding(tokens, 96, 11)), 0x6b82121f52c7f828ull);
}

// At d_k = 32 (D = 160, H = 5) and at d_k = 16 (D = 128, H = 8).
TEST(Designed, SameWordFindsItsRepeats) {
  for (const auto& [d, h] : {std::pair{160, 5}, std::pair{128, 8}}) {
    SCOPED_TRACE("D = " + std::to_string(d) + ", H = " + std::to_string(h));
    const CaseResult r = run_designed("the cat saw the dog and the cat ran", d, h, true);
    const MatrixRef same = r.trace.heads[2].weights;
    // "cat" at 7 looks at "cat" at 1 (and itself); "the" at 6 at the earlier "the"s.
    EXPECT_GT(same(7, 1) + same(7, 7), 0.9f);
    EXPECT_GT(same(7, 1), 0.4f);
    EXPECT_GT(same(6, 0) + same(6, 3), 0.6f);
    // A word seen once attends to itself.
    EXPECT_EQ(argmax_row(same, 2), 2);
  }
}

TEST(Designed, BroadIsNearlyUniform) {
  for (const auto& [d, h] : {std::pair{160, 5}, std::pair{128, 8}, std::pair{128, 16}}) {
    SCOPED_TRACE("D = " + std::to_string(d) + ", H = " + std::to_string(h));
    const CaseResult r = run_designed("one two three four five six", d, h, false);
    const MatrixRef broad = r.trace.heads[4].weights;
    EXPECT_LT((broad.array() - 1.0f / 6.0f).abs().maxCoeff(), 0.03f);
    EXPECT_EQ(r.head_info[4].name, "broad");
  }
}

TEST(Designed, ExtraHeadsAreRandomAndNamedSo) {
  const CaseResult r = run_designed("a b c", 256, 8, false);
  EXPECT_EQ(r.head_info[5].name, "random");
  EXPECT_EQ(r.head_info[7].name, "random");
}

// D never grows for the head count: only a D too small for the embedding is refused.
TEST(Designed, TooSmallDIsRefusedWithTheMinimum) {
  EXPECT_EQ(designed_min_d_model(1), 96);
  EXPECT_EQ(designed_min_d_model(5), 100);
  EXPECT_EQ(designed_min_d_model(7), 98);
  EXPECT_EQ(designed_min_d_model(16), 96);
  EXPECT_NO_THROW(validate_designed(128, 8));
  EXPECT_NO_THROW(validate_designed(96, 16));
  try {
    run_designed("a fluffy blue creature", 64, 4, false);
    FAIL() << "no error";
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("need D >= 96 (got D = 64)"), std::string::npos)
        << e.what();
  }
}

TEST(Designed, LexiconKnowsTheLessonWords) {
  EXPECT_EQ(part_of_speech("fluffy"), PartOfSpeech::Adjective);
  EXPECT_EQ(part_of_speech("Blue"), PartOfSpeech::Adjective);
  EXPECT_EQ(part_of_speech("creature"), PartOfSpeech::Noun);
  EXPECT_EQ(part_of_speech("forest"), PartOfSpeech::Noun);
  EXPECT_EQ(part_of_speech("roamed"), PartOfSpeech::Other);
  EXPECT_EQ(part_of_speech("zyzzyva"), PartOfSpeech::Other);
}
