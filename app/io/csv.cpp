#include "io/csv.hpp"

#include <cmath>
#include <cstdio>

#include "io/i18n.hpp"

namespace attn::io {
namespace {

// `message`: "CSV: {0} row labels for a matrix with {1} rows" or its columns' twin.
void check_labels(const std::vector<std::string>& labels, Eigen::Index n, const char* message) {
  if (!labels.empty() && static_cast<Eigen::Index>(labels.size()) != n) {
    throw AttentionError(fmt(message, labels.size(), n));
  }
}

std::string label_at(const std::vector<std::string>& labels, Eigen::Index i) {
  return labels.empty() ? std::to_string(i) : labels[static_cast<std::size_t>(i)];
}

}  // namespace

std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string out = "\"";
  for (const char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

std::string csv_number(float value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value < 0 ? "-inf" : "inf";
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(value));
  return buf;
}

std::string matrix_to_csv(const MatrixRef& m, const std::vector<std::string>& row_labels,
                          const std::vector<std::string>& col_labels, const std::string& corner) {
  check_labels(row_labels, m.rows(), tr("CSV: {0} row labels for a matrix with {1} rows"));
  check_labels(col_labels, m.cols(), tr("CSV: {0} column labels for a matrix with {1} columns"));
  std::string out = csv_field(corner);
  for (Eigen::Index c = 0; c < m.cols(); ++c) out += "," + csv_field(label_at(col_labels, c));
  out += "\r\n";
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    out += csv_field(label_at(row_labels, r));
    for (Eigen::Index c = 0; c < m.cols(); ++c) out += "," + csv_number(m(r, c));
    out += "\r\n";
  }
  return out;
}

}  // namespace attn::io
