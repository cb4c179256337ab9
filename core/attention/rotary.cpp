#include "core/attention/rotary.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace attn {
namespace {

void require_positive(double value, const char* name) {
  if (!(value > 0.0) || !std::isfinite(value)) {
    std::ostringstream s;
    s << name << " must be finite and > 0, got " << value;
    throw AttentionError(s.str());
  }
}

}  // namespace

std::string rope_scaling_name(RopeScaling::Kind kind) {
  switch (kind) {
    case RopeScaling::Kind::Linear: return "linear";
    case RopeScaling::Kind::Llama3: return "llama3";
    case RopeScaling::Kind::Divisors: return "rope_freqs";
    case RopeScaling::Kind::None: break;
  }
  return "none";
}

std::vector<double> rope_frequencies(int d_k, double theta, const RopeScaling& scaling) {
  if (d_k < 2 || d_k % 2 != 0) {
    throw AttentionError("a rotated head needs an even width of at least 2, got d_k = " +
                         std::to_string(d_k));
  }
  if (!(theta > 1.0) || !std::isfinite(theta)) {
    std::ostringstream s;
    s << "rope_theta must be finite and > 1, got " << theta;
    throw AttentionError(s.str());
  }
  const int half = d_k / 2;
  std::vector<double> f(static_cast<std::size_t>(half));
  for (int c = 0; c < half; ++c) {
    f[static_cast<std::size_t>(c)] = std::pow(theta, -2.0 * c / d_k);
  }
  if (scaling.kind == RopeScaling::Kind::None) return f;
  require_positive(scaling.factor, "rope_scaling factor");
  if (scaling.kind == RopeScaling::Kind::Linear) {
    for (double& v : f) v /= scaling.factor;
    return f;
  }
  if (scaling.kind == RopeScaling::Kind::Divisors) {
    if (scaling.divisors.size() != f.size()) {
      throw AttentionError("rope_freqs holds " + std::to_string(scaling.divisors.size()) + " divisors; a head turning " +
                           std::to_string(d_k) + " values needs " + std::to_string(half));
    }
    for (std::size_t c = 0; c < f.size(); ++c) {
      require_positive(scaling.divisors[c], "a rope_freqs divisor");
      f[c] /= scaling.divisors[c];
    }
    return f;
  }
  // llama3: long wavelengths (low frequencies) slowed by the factor, short ones kept, and
  // those between blended, so that the positions of a longer context stay apart.
  require_positive(scaling.low_freq_factor, "rope_scaling low_freq_factor");
  require_positive(scaling.high_freq_factor, "rope_scaling high_freq_factor");
  require_positive(scaling.original_context, "rope_scaling original_max_position_embeddings");
  if (!(scaling.high_freq_factor > scaling.low_freq_factor)) {
    throw AttentionError("rope_scaling high_freq_factor must be above low_freq_factor");
  }
  const double low_wavelength = scaling.original_context / scaling.low_freq_factor;
  const double high_wavelength = scaling.original_context / scaling.high_freq_factor;
  for (double& v : f) {
    constexpr double kPi = 3.14159265358979323846;
    const double wavelength = 2.0 * kPi / v;
    if (wavelength < high_wavelength) continue;
    if (wavelength > low_wavelength) {
      v /= scaling.factor;
      continue;
    }
    const double smooth = (scaling.original_context / wavelength - scaling.low_freq_factor) /
                          (scaling.high_freq_factor - scaling.low_freq_factor);
    v = (1.0 - smooth) * v / scaling.factor + smooth * v;
  }
  return f;
}

std::shared_ptr<const RotationTable> make_rotation_table(std::vector<double> frequencies,
                                                         int positions, double theta) {
  auto table = std::make_shared<RotationTable>();
  table->theta = theta;
  const auto half = static_cast<Eigen::Index>(frequencies.size());
  table->cos.resize(positions, half);
  table->sin.resize(positions, half);
  for (Eigen::Index p = 0; p < positions; ++p) {
    for (Eigen::Index c = 0; c < half; ++c) {
      const double a = static_cast<double>(p) * frequencies[static_cast<std::size_t>(c)];
      table->cos(p, c) = static_cast<float>(std::cos(a));
      table->sin(p, c) = static_cast<float>(std::sin(a));
    }
  }
  table->frequencies = std::move(frequencies);
  return table;
}

void rotate_rows(float* rows, Eigen::Index ld, Eigen::Index n, Eigen::Index d_k,
                 const RotationTable& table, Eigen::Index first) {
  const Eigen::Index half = d_k / 2;
  for (Eigen::Index r = 0; r < n; ++r) {
    float* x = rows + r * ld;
    const float* c = table.cos.row(first + r).data();
    const float* s = table.sin.row(first + r).data();
    for (Eigen::Index i = 0; i < half; ++i) {
      const float a = x[i];
      const float b = x[i + half];
      x[i] = a * c[i] - b * s[i];
      x[i + half] = b * c[i] + a * s[i];
    }
  }
}

std::vector<float> scores_by_distance(const float* q, const float* k, Eigen::Index d_k,
                                      const RotationTable& table, int count, float divisor) {
  std::vector<float> out;
  std::vector<float> turned(static_cast<std::size_t>(d_k));
  for (int d = 0; d < count; ++d) {
    std::copy(q, q + d_k, turned.begin());
    rotate_rows(turned.data(), d_k, 1, table.d_k(), table, d);
    double s = 0.0;
    for (Eigen::Index i = 0; i < d_k; ++i) s += static_cast<double>(turned[static_cast<std::size_t>(i)]) * k[i];
    out.push_back(static_cast<float>(s / divisor));
  }
  return out;
}

void rms_norm_rows(float* rows, Eigen::Index ld, Eigen::Index n, Eigen::Index d_k,
                   const float* w, float eps) {
  for (Eigen::Index r = 0; r < n; ++r) {
    float* x = rows + r * ld;
    double squares = 0.0;
    for (Eigen::Index i = 0; i < d_k; ++i) squares += static_cast<double>(x[i]) * x[i];
    const auto scale =
        static_cast<float>(1.0 / std::sqrt(squares / static_cast<double>(d_k) + eps));
    for (Eigen::Index i = 0; i < d_k; ++i) x[i] = x[i] * scale * w[i];
  }
}

void finish_heads(float* rows, Eigen::Index ld, Eigen::Index n, int heads, Eigen::Index d_k,
                  const Matrix& norm, float eps, const RotationTable* table, Eigen::Index first) {
  const Eigen::Index width = static_cast<Eigen::Index>(heads) * d_k;
  if (norm.size() == width && norm.size() != d_k) rms_norm_rows(rows, ld, n, width, norm.data(), eps);
  for (int h = 0; h < heads; ++h) {
    float* head = rows + static_cast<Eigen::Index>(h) * d_k;
    if (norm.size() == d_k) rms_norm_rows(head, ld, n, d_k, norm.data(), eps);
    if (table != nullptr) rotate_rows(head, ld, n, table->d_k(), *table, first);
  }
}

}  // namespace attn
