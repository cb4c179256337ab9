#include "core/model/picture.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace attn {
namespace {

constexpr double kPi = 3.14159265358979323846;

// PIL's filters and their supports (Resample.c), as functions of the distance in input
// pixels (divided by the scale when shrinking).
double box_filter(double x) { return x > -0.5 && x <= 0.5 ? 1.0 : 0.0; }

double bilinear_filter(double x) {
  x = std::abs(x);
  return x < 1.0 ? 1.0 - x : 0.0;
}

double hamming_filter(double x) {
  x = std::abs(x);
  if (x == 0.0) return 1.0;
  if (x >= 1.0) return 0.0;
  x *= kPi;
  // PIL writes these two constants as floats.
  return std::sin(x) / x * (static_cast<double>(0.54f) + static_cast<double>(0.46f) * std::cos(x));
}

// The cubic convolution with a = −0.5 (PIL's, and PyTorch's antialiased bicubic).
double bicubic_filter(double x) {
  constexpr double a = -0.5;
  x = std::abs(x);
  if (x < 1.0) return ((a + 2.0) * x - (a + 3.0)) * x * x + 1.0;
  if (x < 2.0) return (((x - 5.0) * x + 8.0) * x - 4.0) * a;
  return 0.0;
}

double sinc(double x) {
  if (x == 0.0) return 1.0;
  x *= kPi;
  return std::sin(x) / x;
}

double lanczos_filter(double x) { return -3.0 <= x && x < 3.0 ? sinc(x) * sinc(x / 3.0) : 0.0; }

struct Filter {
  double (*weight)(double);
  double support;
};

Filter filter_of(Resampling r) {
  switch (r) {
    case Resampling::Box: return {box_filter, 0.5};
    case Resampling::Bilinear: return {bilinear_filter, 1.0};
    case Resampling::Hamming: return {hamming_filter, 1.0};
    case Resampling::Bicubic: return {bicubic_filter, 2.0};
    case Resampling::Lanczos: return {lanczos_filter, 3.0};
    case Resampling::Nearest: break;
  }
  return {box_filter, 0.5};
}

// Each output pixel's first input pixel, count and weights (summing to 1), as PIL's
// precompute_coeffs makes them for `out` pixels from `in`.
struct Coefficients {
  int size = 0;  // weights per output pixel (the most any has)
  std::vector<int> first, count;
  std::vector<double> weights;  // out × size
};

Coefficients coefficients(int in, int out, const Filter& filter) {
  const double scale = static_cast<double>(in) / out;
  const double filter_scale = std::max(scale, 1.0);
  const double support = filter.support * filter_scale;
  Coefficients c;
  c.size = static_cast<int>(std::ceil(support)) * 2 + 1;
  c.first.resize(static_cast<std::size_t>(out));
  c.count.resize(static_cast<std::size_t>(out));
  c.weights.assign(static_cast<std::size_t>(out) * static_cast<std::size_t>(c.size), 0.0);
  const double inverse = 1.0 / filter_scale;
  for (int o = 0; o < out; ++o) {
    const double center = (o + 0.5) * scale;
    // PIL rounds by truncating the value plus one half (towards zero).
    const int lo = std::max(static_cast<int>(center - support + 0.5), 0);
    const int hi = std::min(static_cast<int>(center + support + 0.5), in);
    const int n = hi - lo;
    double* w = &c.weights[static_cast<std::size_t>(o) * static_cast<std::size_t>(c.size)];
    double total = 0.0;
    for (int x = 0; x < n; ++x) {
      w[x] = filter.weight((x + lo - center + 0.5) * inverse);
      total += w[x];
    }
    if (total != 0.0) {
      for (int x = 0; x < n; ++x) w[x] /= total;
    }
    c.first[static_cast<std::size_t>(o)] = lo;
    c.count[static_cast<std::size_t>(o)] = n;
  }
  return c;
}

// PIL's 8-bit passes: coefficients in fixed point of 22 bits, a half added, the sum shifted
// back and clamped to 0..255.
constexpr int kPrecisionBits = 32 - 8 - 2;

std::vector<int> fixed_point(const std::vector<double>& weights) {
  std::vector<int> out(weights.size());
  for (std::size_t i = 0; i < weights.size(); ++i) {
    const double v = weights[i] * (1 << kPrecisionBits);
    out[i] = static_cast<int>(weights[i] < 0 ? v - 0.5 : v + 0.5);
  }
  return out;
}

std::uint8_t clip8(long long sum) {
  const long long v = sum >> kPrecisionBits;  // an arithmetic shift: rounds down
  return static_cast<std::uint8_t>(std::clamp<long long>(v, 0, 255));
}

// One pass along x (horizontal) or y (vertical) from `in` to `out`.
Picture pass(const Picture& in, int out_size, bool horizontal, const Filter& filter) {
  const int in_size = horizontal ? in.width : in.height;
  const Coefficients c = coefficients(in_size, out_size, filter);
  const std::vector<int> k = fixed_point(c.weights);
  Picture out = Picture::black(horizontal ? out_size : in.width, horizontal ? in.height : out_size);
  for (int y = 0; y < out.height; ++y) {
    for (int x = 0; x < out.width; ++x) {
      const int o = horizontal ? x : y;
      const int first = c.first[static_cast<std::size_t>(o)];
      const int n = c.count[static_cast<std::size_t>(o)];
      const int* w = &k[static_cast<std::size_t>(o) * static_cast<std::size_t>(c.size)];
      for (int ch = 0; ch < 3; ++ch) {
        long long sum = 1LL << (kPrecisionBits - 1);
        for (int i = 0; i < n; ++i) {
          const std::uint8_t v = horizontal ? in.at(first + i, y, ch) : in.at(x, first + i, ch);
          sum += static_cast<long long>(v) * w[i];
        }
        out.at(x, y, ch) = clip8(sum);
      }
    }
  }
  return out;
}

Picture nearest(const Picture& in, int width, int height) {
  Picture out = Picture::black(width, height);
  const double sx = static_cast<double>(in.width) / width, sy = static_cast<double>(in.height) / height;
  for (int y = 0; y < height; ++y) {
    const int iy = std::min(static_cast<int>((y + 0.5) * sy), in.height - 1);
    for (int x = 0; x < width; ++x) {
      const int ix = std::min(static_cast<int>((x + 0.5) * sx), in.width - 1);
      for (int ch = 0; ch < 3; ++ch) out.at(x, y, ch) = in.at(ix, iy, ch);
    }
  }
  return out;
}

void require_picture(const Picture& p, const char* what) {
  if (p.width < 1 || p.height < 1 || p.rgb.size() != p.offset(0, p.height) * 3) {
    throw AttentionError(std::string(what) + ": the picture is empty or its bytes are not " + std::to_string(p.width) +
                         "×" + std::to_string(p.height) + "×3");
  }
}

using Doubles = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// PyTorch's cubic convolution coefficients (a = −0.75) of the four inputs around a source
// position whose fraction is t.
std::array<double, 4> cubic_weights(double t) {
  constexpr double a = -0.75;
  const auto near = [](double x) { return ((a + 2.0) * x - (a + 3.0)) * x * x + 1.0; };
  const auto far = [](double x) { return ((a * x - 5.0 * a) * x + 8.0 * a) * x - 4.0 * a; };
  return {far(t + 1.0), near(t), near(1.0 - t), far(2.0 - t)};
}

// The linear map from `in` samples to `out` along one axis, out×in: PyTorch's bicubic
// (align_corners false, indices clamped to the edge) or its antialiased one (PIL's weights
// in double, without the 8-bit steps).
Doubles axis_map(int in, int out, GridResize how) {
  Doubles m = Doubles::Zero(out, in);
  if (how == GridResize::BicubicAntialias) {
    const Coefficients c = coefficients(in, out, filter_of(Resampling::Bicubic));
    for (int o = 0; o < out; ++o) {
      for (int i = 0; i < c.count[static_cast<std::size_t>(o)]; ++i) {
        m(o, c.first[static_cast<std::size_t>(o)] + i) +=
            c.weights[static_cast<std::size_t>(o) * static_cast<std::size_t>(c.size) + static_cast<std::size_t>(i)];
      }
    }
    return m;
  }
  const double scale = static_cast<double>(in) / out;
  for (int o = 0; o < out; ++o) {
    const double source = scale * (o + 0.5) - 0.5;
    const double floor = std::floor(source);
    const std::array<double, 4> w = cubic_weights(source - floor);
    for (int i = 0; i < 4; ++i) {
      const int index = std::clamp(static_cast<int>(floor) - 1 + i, 0, in - 1);
      m(o, index) += w[static_cast<std::size_t>(i)];
    }
  }
  return m;
}

}  // namespace

const char* resampling_name(Resampling filter) {
  switch (filter) {
    case Resampling::Nearest: return "nearest";
    case Resampling::Lanczos: return "lanczos";
    case Resampling::Bilinear: return "bilinear";
    case Resampling::Bicubic: return "bicubic";
    case Resampling::Box: return "box";
    case Resampling::Hamming: return "hamming";
  }
  return "";
}

Resampling resampling_from_number(int number) {
  if (number < 0 || number > 5) {
    throw AttentionError("resampling " + std::to_string(number) +
                         " is not one of PIL's filters: 0 nearest, 1 lanczos, 2 bilinear, 3 bicubic, 4 box, 5 hamming");
  }
  return static_cast<Resampling>(number);
}

Picture resize_picture(const Picture& in, int width, int height, Resampling filter) {
  require_picture(in, "resize");
  if (width < 1 || height < 1) {
    throw AttentionError("a picture cannot be resized to " + std::to_string(width) + "×" + std::to_string(height));
  }
  if (filter == Resampling::Nearest) return nearest(in, width, height);
  const Filter f = filter_of(filter);
  Picture out = in;
  if (width != in.width) out = pass(out, width, true, f);
  if (height != in.height) out = pass(out, height, false, f);
  return out;
}

Picture center_crop(const Picture& in, int width, int height) {
  require_picture(in, "crop");
  if (width < 1 || height < 1) {
    throw AttentionError("a picture cannot be cropped to " + std::to_string(width) + "×" + std::to_string(height));
  }
  // Where the crop is larger, the picture is first centred on a black one of the larger
  // size (the pad's extra pixel on the far side), as Hugging Face pads.
  const int big_w = std::max(width, in.width), big_h = std::max(height, in.height);
  const int pad_left = (big_w - in.width + 1) / 2, pad_top = (big_h - in.height + 1) / 2;
  const int left = pad_left + (in.width - width >= 0 ? (in.width - width) / 2 : -((width - in.width + 1) / 2));
  const int top = pad_top + (in.height - height >= 0 ? (in.height - height) / 2 : -((height - in.height + 1) / 2));
  Picture out = Picture::black(width, height);
  for (int y = 0; y < height; ++y) {
    const int sy = top + y - pad_top;
    if (sy < 0 || sy >= in.height) continue;
    for (int x = 0; x < width; ++x) {
      const int sx = left + x - pad_left;
      if (sx < 0 || sx >= in.width) continue;
      for (int ch = 0; ch < 3; ++ch) out.at(x, y, ch) = in.at(sx, sy, ch);
    }
  }
  return out;
}

Pixels pixel_values(const Picture& in, double scale, bool normalize, const std::array<float, 3>& mean,
                    const std::array<float, 3>& std) {
  require_picture(in, "pixel values");
  for (int c = 0; c < 3 && normalize; ++c) {
    if (!std::isfinite(mean[static_cast<std::size_t>(c)]) || !std::isfinite(std[static_cast<std::size_t>(c)]) ||
        std[static_cast<std::size_t>(c)] == 0.0f) {
      throw AttentionError("image_std must be finite and not 0, image_mean finite");
    }
  }
  Pixels out;
  out.channels = 3;
  out.width = in.width;
  out.height = in.height;
  out.values.resize(out.offset(3, 0, 0));
  for (int c = 0; c < 3; ++c) {
    for (int y = 0; y < in.height; ++y) {
      for (int x = 0; x < in.width; ++x) {
        // The rescale in double, kept as float; the normalisation in float.
        auto v = static_cast<float>(static_cast<double>(in.at(x, y, c)) * scale);
        if (normalize) v = (v - mean[static_cast<std::size_t>(c)]) / std[static_cast<std::size_t>(c)];
        out.at(c, y, x) = v;
      }
    }
  }
  return out;
}

Matrix resize_grid(const Matrix& grid, int rows, int cols, int new_rows, int new_cols, GridResize how) {
  if (rows < 1 || cols < 1 || new_rows < 1 || new_cols < 1 || grid.rows() != static_cast<Eigen::Index>(rows) * cols) {
    throw AttentionError("a grid of " + std::to_string(grid.rows()) + " vectors cannot be resized from " +
                         std::to_string(rows) + "×" + std::to_string(cols) + " to " + std::to_string(new_rows) + "×" +
                         std::to_string(new_cols));
  }
  if (rows == new_rows && cols == new_cols) return grid;
  const Doubles by_row = axis_map(rows, new_rows, how);  // new_rows × rows
  const Doubles by_col = axis_map(cols, new_cols, how);  // new_cols × cols
  const Doubles in = grid.cast<double>();
  Matrix out(static_cast<Eigen::Index>(new_rows) * new_cols, grid.cols());
  Eigen::RowVectorXd sum(grid.cols());
  for (int r = 0; r < new_rows; ++r) {
    for (int c = 0; c < new_cols; ++c) {
      sum.setZero();
      for (int i = 0; i < rows; ++i) {
        const double wr = by_row(r, i);
        if (wr == 0.0) continue;
        for (int j = 0; j < cols; ++j) {
          const double w = wr * by_col(c, j);
          if (w != 0.0) sum += w * in.row(static_cast<Eigen::Index>(i) * cols + j);
        }
      }
      out.row(static_cast<Eigen::Index>(r) * new_cols + c) = sum.cast<float>();
    }
  }
  return out;
}

}  // namespace attn
