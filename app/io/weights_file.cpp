#include "io/weights_file.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <utility>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"

namespace attn::io {
namespace {

// Nine significant digits name every float; but near the largest float they name a
// number just above it, which readers refuse (case_json.cpp), so those get the float's
// exact value; and −0 is written as a real number so that its sign survives.
void append_number(std::string& out, float v) {
  if (v == 0.0f && std::signbit(v)) {  // "-0" would be read as the integer 0
    out += "-0.0";
    return;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(v));
  if (std::fabs(std::strtod(buf, nullptr)) > static_cast<double>(std::numeric_limits<float>::max())) {
    std::snprintf(buf, sizeof buf, "%.17g", static_cast<double>(v));
  }
  out += buf;
}

void append_matrix(std::string& out, const Matrix& m) {
  out += "[\n";
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    out += "  [";
    for (Eigen::Index c = 0; c < m.cols(); ++c) {
      if (c > 0) out += ", ";
      append_number(out, m(r, c));
    }
    out += r + 1 < m.rows() ? "],\n" : "]\n";
  }
  out += " ]";
}

}  // namespace

std::string weights_file_text(const MhaWeights& w) {
  const std::pair<const Matrix*, const char*> all[] = {
      {&w.w_q, "w_q"}, {&w.w_k, "w_k"}, {&w.w_v, "w_v"}, {&w.w_o, "w_o"}};
  const Eigen::Index d = w.w_q.rows();
  if (d <= 0) throw AttentionError(tr("no weights to write: w_q is empty"));
  for (const auto& [m, name] : all) {
    if (m->rows() != d || m->cols() != d) {
      throw AttentionError(fmt(tr("cannot write the weights: {0} is {1}×{2}, every matrix must be {3}×{3}"), name, m->rows(),
                               m->cols(), d));
    }
    if (!m->allFinite()) {
      throw AttentionError(fmt(tr("cannot write the weights: {0} holds a value that is not finite"), name));
    }
  }
  std::string out = "{\n";
  for (std::size_t i = 0; i < 4; ++i) {
    out += std::string(" \"") + all[i].second + "\": ";
    append_matrix(out, *all[i].first);
    out += i + 1 < 4 ? ",\n" : "\n";
  }
  out += "}\n";
  return out;
}

void save_weights_file(const std::string& path, const MhaWeights& w) {
  write_file_atomic(path, weights_file_text(w));
}

}  // namespace attn::io
