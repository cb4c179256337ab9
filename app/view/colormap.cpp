#include "view/colormap.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace attn::view {
namespace {

// Ten evenly spaced knots (t = 0, 1/9, ..., 1) of each published map.
constexpr std::array<Rgb8, 10> kViridis = {{{68, 1, 84},
                                            {72, 40, 120},
                                            {62, 73, 137},
                                            {49, 104, 142},
                                            {38, 130, 142},
                                            {31, 158, 137},
                                            {53, 183, 121},
                                            {110, 206, 88},
                                            {181, 222, 43},
                                            {253, 231, 37}}};
constexpr std::array<Rgb8, 10> kCividis = {{{0, 34, 78},
                                            {18, 53, 112},
                                            {59, 73, 108},
                                            {87, 93, 109},
                                            {112, 113, 115},
                                            {138, 134, 120},
                                            {165, 156, 116},
                                            {195, 179, 105},
                                            {225, 204, 85},
                                            {254, 232, 56}}};
constexpr std::array<Rgb8, 10> kMagma = {{{0, 0, 4},
                                          {24, 15, 61},
                                          {68, 15, 118},
                                          {114, 31, 129},
                                          {158, 47, 127},
                                          {205, 64, 113},
                                          {241, 96, 93},
                                          {253, 150, 104},
                                          {254, 202, 141},
                                          {252, 253, 191}}};
// ColorBrewer RdBu (marked colour-blind safe), reversed so that negative is blue.
constexpr std::array<Rgb8, 11> kDiverging = {{{5, 48, 97},
                                              {33, 102, 172},
                                              {67, 147, 195},
                                              {146, 197, 222},
                                              {209, 229, 240},
                                              {247, 247, 247},
                                              {253, 219, 199},
                                              {244, 165, 130},
                                              {214, 96, 77},
                                              {178, 24, 43},
                                              {103, 0, 31}}};

template <std::size_t N>
Rgb8 interpolate(const std::array<Rgb8, N>& knots, float t) {
  if (!(t >= 0.0f)) t = 0.0f;  // also catches NaN
  if (t > 1.0f) t = 1.0f;
  const float x = t * static_cast<float>(N - 1);
  const auto i = std::min(static_cast<std::size_t>(x), N - 2);
  const float f = x - static_cast<float>(i);
  const Rgb8 a = knots[i];
  const Rgb8 b = knots[i + 1];
  auto mix = [f](std::uint8_t u, std::uint8_t v) {
    const float m = static_cast<float>(u) + (static_cast<float>(v) - static_cast<float>(u)) * f;
    return static_cast<std::uint8_t>(std::lround(m));
  };
  return {mix(a.r, b.r), mix(a.g, b.g), mix(a.b, b.b)};
}

}  // namespace

const char* colormap_name(ColorMapId id) {
  switch (id) {
    case ColorMapId::Viridis: return "viridis";
    case ColorMapId::Cividis: return "cividis";
    case ColorMapId::Magma: return "magma";
    case ColorMapId::Grayscale: return "grayscale";
  }
  return "viridis";
}

bool colormap_from_name(const char* name, ColorMapId* id) {
  for (ColorMapId m : kSequentialMaps) {
    if (std::strcmp(name, colormap_name(m)) == 0) {
      *id = m;
      return true;
    }
  }
  return false;
}

Rgb8 sample_colormap(ColorMapId id, float t) {
  switch (id) {
    case ColorMapId::Viridis: return interpolate(kViridis, t);
    case ColorMapId::Cividis: return interpolate(kCividis, t);
    case ColorMapId::Magma: return interpolate(kMagma, t);
    case ColorMapId::Grayscale: {
      const float c = std::clamp(std::isnan(t) ? 0.0f : t, 0.0f, 1.0f) * 255.0f;
      const auto v = static_cast<std::uint8_t>(std::lround(c));
      return {v, v, v};
    }
  }
  return interpolate(kViridis, t);
}

Rgb8 sample_diverging(float t) {
  if (std::isnan(t)) t = 0.0f;
  return interpolate(kDiverging, (std::clamp(t, -1.0f, 1.0f) + 1.0f) * 0.5f);
}

Rgb8 masked_colour(ColorMapId id) {
  // Grayscale covers every grey, so its masked cells get a muted brown instead.
  if (id == ColorMapId::Grayscale) return {120, 92, 70};
  return {128, 128, 128};
}

bool prefers_dark_text(Rgb8 c) {
  const float luminance = 0.2126f * static_cast<float>(c.r) + 0.7152f * static_cast<float>(c.g) +
                          0.0722f * static_cast<float>(c.b);
  return luminance > 140.0f;
}

}  // namespace attn::view
