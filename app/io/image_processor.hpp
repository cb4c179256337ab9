// A vision model's preprocessor_config.json: how Hugging Face's image processor turns a
// picture into what the model reads (ViTImageProcessor, DeiTImageProcessor,
// BitImageProcessor for DINOv2, and the older *FeatureExtractor files of the same fields):
//
//   resize       to size {"height", "width"}, or so that the shorter side is
//                {"shortest_edge"} (the longer one in proportion, rounded down), with PIL's
//                filter "resample" (0 nearest, 1 lanczos, 2 bilinear, 3 bicubic, 4 box,
//                5 hamming); an old file's single number is a square, or for
//                BitImageProcessor and CLIPImageProcessor the shorter side
//   centre crop  to crop_size, when do_center_crop
//   rescale      times rescale_factor (1/255), when do_rescale
//   normalise    (x − image_mean) / image_std per channel, when do_normalize
//
// The arithmetic is core/model/picture.hpp's, PIL's to the bit. A folder without the file
// reads pictures as ViT does: resized to its config's image_size, bilinear, mean and std 0.5.
#pragma once

#include <array>
#include <string>

#include "core/model/decoder.hpp"
#include "core/model/picture.hpp"

namespace attn::io {

struct ImageProcessor {
  std::string kind = "ViTImageProcessor";  // image_processor_type or feature_extractor_type
  bool resize = true;
  bool shortest_edge = false;  // resize the shorter side to `edge`; else to height×width
  int edge = 0;
  int height = 224, width = 224;
  Resampling resample = Resampling::Bilinear;
  bool crop = false;
  int crop_height = 224, crop_width = 224;
  bool rescale = true;
  double rescale_factor = 1.0 / 255.0;
  bool normalize = true;
  std::array<float, 3> mean{0.5f, 0.5f, 0.5f}, std{0.5f, 0.5f, 0.5f};
  bool from_file = false;  // false: the defaults above, from the model's image_size
};

// The processor a folder without preprocessor_config.json gets: ViT's, at the model's size.
ImageProcessor default_image_processor(const decoder::Architecture& a);
// preprocessor_config.json's text, named `what` in messages. Throws std::runtime_error
// naming the file and the field: not JSON, a size that is not one, a resampling filter PIL
// does not have, a mean or std that is not three numbers (a std of 0 included).
ImageProcessor read_image_processor(const std::string& text, const std::string& what);

// A picture as the model reads it: the 8-bit picture after resizing and cropping (what a
// view draws under the maps), and its pixel values.
struct PreparedPicture {
  Picture shown;
  Pixels pixels;
  int resized_width = 0, resized_height = 0;  // before the crop
};
// Throws AttentionError (or std::runtime_error) naming the problem: an empty picture, a
// resize to less than a pixel.
PreparedPicture prepare_picture(const ImageProcessor& processor, const Picture& picture);
// "resize to 256×256 (bicubic), centre crop 224×224, ×1/255, normalise (mean 0.485 …)", for
// the view's note of what the model read.
std::string describe(const ImageProcessor& processor);

}  // namespace attn::io
