// Tokenizer and embedding: splitting rules, determinism, position encoding.
#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/teaching/text.hpp"
#include "test_helpers.hpp"

using namespace attn;
using Tokens = std::vector<std::string>;

TEST(Tokenize, WordsAndPunctuation) {
  EXPECT_EQ(tokenize("a fluffy blue creature roamed the verdant forest"),
            (Tokens{"a", "fluffy", "blue", "creature", "roamed", "the", "verdant", "forest"}));
  EXPECT_EQ(tokenize("The murderer was..."),
            (Tokens{"The", "murderer", "was", ".", ".", "."}));
  EXPECT_EQ(tokenize("don't stop, well-known!"),
            (Tokens{"don't", "stop", ",", "well-known", "!"}));
  EXPECT_EQ(tokenize("  'quoted'  "), (Tokens{"'", "quoted", "'"}));
  EXPECT_EQ(tokenize("Crème brûlée"), (Tokens{"Crème", "brûlée"}));
}

TEST(Tokenize, CjkIsOneTokenPerCharacter) {
  EXPECT_EQ(tokenize("我爱水课"), (Tokens{"我", "爱", "水", "课"}));
  EXPECT_EQ(tokenize("我爱 AI。"), (Tokens{"我", "爱", "AI", "。"}));
  EXPECT_EQ(tokenize("ひらがな"), (Tokens{"ひ", "ら", "が", "な"}));
}

TEST(Tokenize, MarkersStayWhole) {
  EXPECT_EQ(tokenize("<start> I love easy courses"),
            (Tokens{"<start>", "I", "love", "easy", "courses"}));
  EXPECT_EQ(tokenize("courses<end>"), (Tokens{"courses", "<end>"}));
  TokenizeOptions teacher;
  teacher.add_start = true;
  teacher.add_end = true;
  EXPECT_EQ(tokenize("I love", teacher), (Tokens{"<start>", "I", "love", "<end>"}));
  EXPECT_EQ(tokenize("a<b"), (Tokens{"a", "<", "b"}));
}

TEST(Tokenize, EmptyAndSpaceOnly) {
  EXPECT_TRUE(tokenize("").empty());
  EXPECT_TRUE(tokenize(" \t\n　").empty());
}

TEST(Tokenize, InvalidUtf8NamesTheByte) {
  try {
    tokenize(std::string("ok \xC3\x28 no"));
    FAIL() << "no error";
  } catch (const AttentionError& e) {
    EXPECT_STREQ(e.what(), "the text is not valid UTF-8 at byte 3");
  }
  EXPECT_THROW(tokenize(std::string("\xE6\x88")), AttentionError);       // truncated
  EXPECT_THROW(tokenize(std::string("\xC0\xAF")), AttentionError);       // overlong
  EXPECT_THROW(tokenize(std::string("\xED\xA0\x80")), AttentionError);   // surrogate
}

TEST(Tokenize, TooManyTokensIsRefused) {
  TokenizeOptions small;
  small.max_tokens = 3;
  EXPECT_NO_THROW(tokenize("a b c", small));
  try {
    tokenize("a b c d", small);
    FAIL() << "no error";
  } catch (const AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("more than 3 tokens"), std::string::npos);
  }
}

TEST(Embed, SameWordSameVectorAnyCase) {
  const Matrix v = token_vectors({"mole", "of", "Mole", "mole"}, 16, 42);
  EXPECT_TRUE(v.row(0).isApprox(v.row(2)));
  EXPECT_TRUE(v.row(0) == v.row(3));
  EXPECT_FALSE(v.row(0).isApprox(v.row(1)));
  const Matrix other_seed = token_vectors({"mole"}, 16, 43);
  EXPECT_FALSE(v.row(0).isApprox(other_seed.row(0)));
}

TEST(Embed, IsBitForBitReproducible) {
  // Golden values: the embedding uses only integer hashing and float arithmetic, so these
  // must not change between machines, compilers or runs.
  EXPECT_EQ(token_hash("attention", 0), 0x23352594260cf367ULL);
  EXPECT_EQ(token_hash("attention", 0), token_hash("ATTENTION", 0));
  const Matrix v = token_vectors({"attention"}, 4, 0);
  EXPECT_EQ(v(0, 0), -0.718955278f);
  EXPECT_EQ(v(0, 1), -0.607290626f);
  EXPECT_EQ(v(0, 2), -0.629394293f);
  EXPECT_EQ(v(0, 3), 1.30957174f);
}

TEST(Embed, VectorsLookNormal) {
  Tokens many;
  for (int i = 0; i < 200; ++i) many.push_back("w" + std::to_string(i));
  const Matrix v = token_vectors(many, 64, 7);
  const double mean = v.mean();
  const double var = (v.array() - static_cast<float>(mean)).square().mean();
  EXPECT_NEAR(mean, 0.0, 0.02);
  EXPECT_NEAR(var, 1.0, 0.05);
}

TEST(Embed, PositionEncodingMatchesThePaper) {
  const Matrix pe = position_encoding(3, 4);
  // PE(p, 2i) = sin(p / 10000^(2i/D)), PE(p, 2i+1) = cos(...); D = 4.
  EXPECT_FLOAT_EQ(pe(0, 0), 0.0f);
  EXPECT_FLOAT_EQ(pe(0, 1), 1.0f);
  EXPECT_FLOAT_EQ(pe(1, 0), std::sin(1.0f));
  EXPECT_FLOAT_EQ(pe(1, 1), std::cos(1.0f));
  EXPECT_FLOAT_EQ(pe(2, 2), std::sin(2.0f / 100.0f));
  EXPECT_FLOAT_EQ(pe(2, 3), std::cos(2.0f / 100.0f));
}

TEST(Embed, XIsTokensPlusPositions) {
  const Tokens t = {"one", "mole", "of", "carbon", "dioxide"};
  const Matrix x = embed(t, 8, 3);
  ASSERT_EQ(x.rows(), 5);
  ASSERT_EQ(x.cols(), 8);
  EXPECT_TRUE(attn::testing::check_matrix("X", x, token_vectors(t, 8, 3) + position_encoding(5, 8),
                                          0));
  EXPECT_THROW(embed({}, 8, 3), AttentionError);
  EXPECT_THROW(embed(t, 0, 3), AttentionError);
}
