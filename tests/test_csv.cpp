// The CSV writer (app/io/csv.hpp): RFC 4180 quoting, the header row and the label column,
// and numbers that read back as the same float.
#include <cmath>
#include <cstdlib>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "io/csv.hpp"

using attn::Matrix;
using attn::io::csv_field;
using attn::io::csv_number;
using attn::io::matrix_to_csv;

namespace {

// A small RFC 4180 reader: records of fields, quoted fields with doubled quotes and line
// breaks inside, records ended by CRLF.
std::vector<std::vector<std::string>> parse_csv(const std::string& text) {
  std::vector<std::vector<std::string>> records(1);
  std::string field;
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      records.back().push_back(field);
      field.clear();
    } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
      records.back().push_back(field);
      field.clear();
      records.emplace_back();
      ++i;
    } else {
      field += c;
    }
  }
  EXPECT_FALSE(quoted) << "unterminated quoted field";
  EXPECT_TRUE(field.empty() && records.back().empty()) << "the last record has no CRLF";
  records.pop_back();
  return records;
}

}  // namespace

TEST(Csv, FieldsAreQuotedOnlyWhenTheyMustBe) {
  EXPECT_EQ(csv_field("fluffy"), "fluffy");
  EXPECT_EQ(csv_field(""), "");
  EXPECT_EQ(csv_field("créature"), "créature");
  EXPECT_EQ(csv_field(" spaced "), " spaced ");
  EXPECT_EQ(csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csv_field("\""), "\"\"\"\"");
  EXPECT_EQ(csv_field("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(csv_field("cr\rhere"), "\"cr\rhere\"");
}

TEST(Csv, NumbersKeepNineDigitsAndNameInfinities) {
  EXPECT_EQ(csv_number(0.5f), "0.5");
  EXPECT_EQ(csv_number(1.0f), "1");
  EXPECT_EQ(csv_number(0.1f), "0.100000001");  // the float nearest 0.1, exactly enough
  EXPECT_EQ(csv_number(-3.25e-7f), "-3.25000002e-07");
  EXPECT_EQ(csv_number(-std::numeric_limits<float>::infinity()), "-inf");
  EXPECT_EQ(csv_number(std::numeric_limits<float>::infinity()), "inf");
  EXPECT_EQ(csv_number(std::nanf("")), "nan");
}

TEST(Csv, HeaderHoldsTheKeysAndTheFirstColumnTheQueries) {
  Matrix m(2, 3);
  m << 0.25f, 0.5f, 0.25f,
       1.0f, 0.0f, -std::numeric_limits<float>::infinity();
  const std::string csv =
      matrix_to_csv(m, {"<start>", "I, too"}, {"a", "say \"x\"", "b"}, "query \\ key");
  EXPECT_EQ(csv,
            "query \\ key,a,\"say \"\"x\"\"\",b\r\n"
            "<start>,0.25,0.5,0.25\r\n"
            "\"I, too\",1,0,-inf\r\n");
}

TEST(Csv, MissingLabelsAreIndicesAndWrongCountsAreRefused) {
  Matrix m = Matrix::Zero(2, 2);
  EXPECT_EQ(matrix_to_csv(m, {}, {}, ""), ",0,1\r\n0,0,0\r\n1,0,0\r\n");
  EXPECT_THROW(matrix_to_csv(m, {"only one"}, {}, ""), attn::AttentionError);
  try {
    matrix_to_csv(m, {}, {"a", "b", "c"}, "");
    FAIL() << "three column labels for two columns were accepted";
  } catch (const attn::AttentionError& e) {
    EXPECT_NE(std::string(e.what()).find("3 column labels for a matrix with 2 columns"),
              std::string::npos)
        << e.what();
  }
}

TEST(Csv, EveryValueAndLabelReadsBackExactly) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> mantissa(-1.0f, 1.0f);
  std::uniform_int_distribution<int> exponent(-30, 30);
  Matrix m(6, 5);
  for (Eigen::Index i = 0; i < m.size(); ++i) {
    m.data()[i] = std::ldexp(mantissa(rng), exponent(rng));
  }
  m(0, 0) = std::numeric_limits<float>::denorm_min();
  m(0, 1) = std::numeric_limits<float>::max();
  m(0, 2) = -0.0f;
  m(1, 1) = -std::numeric_limits<float>::infinity();  // a masked score
  const std::vector<std::string> rows = {"a", "fluffy,", "\"blue\"", "line\nbreak", "我", ""};
  const std::vector<std::string> cols = {"0", "1", "2", "3", "4"};
  const auto records = parse_csv(matrix_to_csv(m, rows, cols, "token \\ dimension"));
  ASSERT_EQ(records.size(), 7u);
  EXPECT_EQ(records[0], (std::vector<std::string>{"token \\ dimension", "0", "1", "2", "3", "4"}));
  for (int r = 0; r < 6; ++r) {
    const auto& rec = records[static_cast<std::size_t>(r) + 1];
    ASSERT_EQ(rec.size(), 6u);
    EXPECT_EQ(rec[0], rows[static_cast<std::size_t>(r)]);
    for (int c = 0; c < 5; ++c) {
      const float back = std::strtof(rec[static_cast<std::size_t>(c) + 1].c_str(), nullptr);
      const float want = m(r, c);
      EXPECT_TRUE(back == want && std::signbit(back) == std::signbit(want))
          << "(" << r << ", " << c << "): wrote " << rec[static_cast<std::size_t>(c) + 1]
          << " for " << want;
    }
  }
}
