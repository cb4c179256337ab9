// CSV of a matrix as the program shows it: a header row with the column labels (key tokens
// or dimension numbers), then one row per matrix row starting with its label (the query
// token). Fields are quoted as RFC 4180 says (a field holding a comma, a double quote, a
// carriage return or a line feed is put in double quotes, its quotes doubled) and records
// end in CRLF. Numbers are printed with %.9g, enough digits to read back the same float;
// masked scores are -inf.
//
// Knows nothing of windows: the GUI copies the text to the clipboard or saves it.
#pragma once

#include <string>
#include <vector>

#include "core/attention/attention.hpp"

namespace attn::io {

// `text` as one CSV field: unchanged, or quoted when it has to be.
std::string csv_field(const std::string& text);

// A float with enough digits to round-trip (%.9g); "inf", "-inf" and "nan" otherwise.
std::string csv_number(float value);

// The whole table. `row_labels` and `col_labels` must have one entry per row and column
// of `m`, or be empty (then the labels are the indices 0, 1, ...); `corner` is the first
// field of the header ("query \ key"). Throws AttentionError when a label count is wrong.
std::string matrix_to_csv(const MatrixRef& m, const std::vector<std::string>& row_labels,
                          const std::vector<std::string>& col_labels, const std::string& corner);

}  // namespace attn::io
