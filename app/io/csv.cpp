#include "io/csv.hpp"

#include <cmath>
#include <cstdio>

namespace attn::io {
namespace {

void check_labels(const std::vector<std::string>& labels, Eigen::Index n, const char* what) {
  if (!labels.empty() && static_cast<Eigen::Index>(labels.size()) != n) {
    throw AttentionError(std::string("CSV: ") + std::to_string(labels.size()) + " " + what +
                         " labels for a matrix with " + std::to_string(n) + " " + what + "s");
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
  check_labels(row_labels, m.rows(), "row");
  check_labels(col_labels, m.cols(), "column");
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
