// Pictures as a Vision Transformer reads them: 8-bit RGB pictures; PIL's resampling filters
// (the library Hugging Face's image processors resize with) reproduced to the bit on 8-bit
// pictures; the centre crop; the rescale and normalisation to the float pixel values a model
// reads; and a grid of learned positions resized as PyTorch's interpolate does it, bicubic
// with and without antialias. Decoding PNG and JPEG files, and reading a folder's
// preprocessor_config.json, are the program's (app/io); this file is the arithmetic.
//
// Legend: W×H a picture's width and height in pixels, C channels (3). A Picture is row-major
// with its channels interleaved (RGB RGB …); Pixels are channel by channel (C planes of H×W,
// each row-major), as PyTorch's pixel_values of one image. A grid of vectors is a Matrix of
// rows·cols rows (row r, column c at r·cols + c), D columns.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/base/types.hpp"

namespace attn {

// An 8-bit RGB picture.
struct Picture {
  int width = 0, height = 0;
  std::vector<std::uint8_t> rgb;  // W·H·3, row by row
  std::uint8_t at(int x, int y, int c) const { return rgb[offset(x, y) * 3 + static_cast<std::size_t>(c)]; }
  std::uint8_t& at(int x, int y, int c) { return rgb[offset(x, y) * 3 + static_cast<std::size_t>(c)]; }
  // A black picture of this size.
  static Picture black(int width, int height) {
    Picture p;
    p.width = width;
    p.height = height;
    p.rgb.assign(p.offset(0, height) * 3, 0);
    return p;
  }
  std::size_t offset(int x, int y) const {
    return static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
  }
};

// The values a model reads: C planes of H×W floats.
struct Pixels {
  int channels = 3, height = 0, width = 0;
  std::vector<float> values;  // C·H·W
  float at(int c, int y, int x) const { return values[offset(c, y, x)]; }
  float& at(int c, int y, int x) { return values[offset(c, y, x)]; }
  std::size_t offset(int c, int y, int x) const {
    return (static_cast<std::size_t>(c) * static_cast<std::size_t>(height) + static_cast<std::size_t>(y)) *
               static_cast<std::size_t>(width) +
           static_cast<std::size_t>(x);
  }
};

// PIL's resampling filters, numbered as PIL and Hugging Face's preprocessor configs number
// them ("resample": 2 is bilinear).
enum class Resampling { Nearest = 0, Lanczos = 1, Bilinear = 2, Bicubic = 3, Box = 4, Hamming = 5 };
// "bilinear", "bicubic", …
const char* resampling_name(Resampling filter);
// Throws AttentionError naming the number and the filters there are, for a number that is
// not one.
Resampling resampling_from_number(int number);

// The picture resized to width×height as PIL's Image.resize resizes an 8-bit RGB picture:
// the filter's coefficients for each output pixel (its support widened by the scale when
// shrinking) in fixed point, a horizontal pass then a vertical one, each rounded to 8 bits;
// nearest takes the pixel under each output pixel's centre. The bytes are PIL's. Throws
// AttentionError for a size below 1 or an empty picture.
Picture resize_picture(const Picture& in, int width, int height, Resampling filter);

// The centre width×height of the picture, as Hugging Face's center_crop cuts it: top =
// (H − h) / 2, left = (W − w) / 2 rounded down; where the crop is larger than the picture,
// the picture is centred on black first.
Picture center_crop(const Picture& in, int width, int height);

// (value · scale − mean_c) / std_c for each channel c, in float (as the image processors
// compute in float32): 8-bit values to what the model reads. normalize false: value · scale.
Pixels pixel_values(const Picture& in, double scale, bool normalize, const std::array<float, 3>& mean,
                    const std::array<float, 3>& std);

// How a grid of learned positions is resized: PyTorch's bicubic interpolate, align_corners
// false (the cubic convolution with a = −0.75 on the 4×4 nearest, edges repeated), or the
// same with antialias (PIL's bicubic kernel, a = −0.5, widened by the scale when shrinking),
// as Hugging Face's ViT and DINOv2 (bicubic) and DINOv2 with registers (antialias) resize
// theirs.
enum class GridResize { Bicubic, BicubicAntialias };
// The grid (rows·cols vectors) resized to new_rows×new_cols, computed in double. The same
// size gives the grid back unchanged. Throws AttentionError for a size below 1 or a matrix
// that is not rows·cols rows.
Matrix resize_grid(const Matrix& grid, int rows, int cols, int new_rows, int new_cols, GridResize how);

}  // namespace attn
