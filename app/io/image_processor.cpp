#include "io/image_processor.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "io/i18n.hpp"
#include "io/json_fields.hpp"
#include "io/model_config.hpp"

namespace attn::io {
namespace {

using json = nlohmann::json;

// The largest side a processor may resize or crop to: 4096 pixels, 64 patches of 64 (a
// model reads at most decoder::kMaxPatches = 4096 patches), 200 MB as float pixel values.
constexpr int kMaxSide = 1 << 12;

// The kinds whose old single-number size is the shorter side (default_to_square false).
bool shortest_edge_kind(const std::string& kind) {
  return kind.rfind("BitImageProcessor", 0) == 0 || kind.rfind("CLIP", 0) == 0 || kind.rfind("Bit", 0) == 0;
}

// Each kind's defaults, as transformers' constructors set them.
ImageProcessor defaults_of(const std::string& kind) {
  ImageProcessor p;
  p.kind = kind;
  if (kind.rfind("DeiT", 0) == 0) {
    p.height = p.width = 256;
    p.resample = Resampling::Bicubic;
    p.crop = true;
    p.mean = {0.485f, 0.456f, 0.406f};
    p.std = {0.229f, 0.224f, 0.225f};
  } else if (shortest_edge_kind(kind)) {
    p.shortest_edge = true;
    p.edge = 224;
    p.resample = Resampling::Bicubic;
    p.crop = true;
    p.mean = {0.48145466f, 0.4578275f, 0.40821073f};
    p.std = {0.26862954f, 0.26130258f, 0.27577711f};
  }
  return p;
}

std::array<float, 3> three_numbers(const ConfigFields& f, const std::string& key, const std::array<float, 3>& fallback,
                                   bool nonzero) {
  const json* v = f.find(key);
  if (v == nullptr || v->is_null()) return fallback;
  std::array<float, 3> out{};
  // A single number stands for the three channels.
  if (v->is_number()) {
    out.fill(static_cast<float>(v->get<double>()));
  } else if (v->is_array() && v->size() == 3 && (*v)[0].is_number() && (*v)[1].is_number() && (*v)[2].is_number()) {
    for (std::size_t i = 0; i < 3; ++i) out[i] = static_cast<float>((*v)[i].get<double>());
  } else {
    f.refuse(fmt(tr("{0} is {1}; it must be three numbers, one per channel"), key, json_brief(*v)));
  }
  for (const float x : out) {
    if (!std::isfinite(x) || (nonzero && x == 0.0f)) {
      f.refuse(fmt(tr("{0} is {1}; it must be three finite numbers{2}"), key, json_brief(*v),
                   nonzero ? tr(", none of them 0") : ""));
    }
  }
  return out;
}

}  // namespace

ImageProcessor default_image_processor(const decoder::Architecture& a) {
  ImageProcessor p;
  p.height = a.vision.image_size;
  p.width = a.vision.image_width > 0 ? a.vision.image_width : a.vision.image_size;
  return p;
}

ImageProcessor read_image_processor(const std::string& text, const std::string& what) {
  const json config = parse_json_object(text, what);
  const ConfigFields f(config, what, "preprocessor");
  std::string kind = "ViTImageProcessor";
  for (const char* key : {"image_processor_type", "feature_extractor_type"}) {
    if (const json* k = f.find(key); k != nullptr && k->is_string()) {
      kind = k->get<std::string>();
      break;
    }
  }
  ImageProcessor p = defaults_of(kind);
  p.from_file = true;
  p.resize = f.flag("do_resize", true);
  if (const json* size = f.find("size"); size != nullptr && !size->is_null()) {
    if (size->is_number_integer()) {
      const int s = f.size_or("size", 224, kMaxSide);
      p.shortest_edge = shortest_edge_kind(kind);
      p.edge = p.height = p.width = s;
    } else if (size->is_object()) {
      const ConfigFields sizes(*size, what + ": size", "preprocessor");
      if (sizes.has("shortest_edge")) {
        if (sizes.has("longest_edge")) {
          f.refuse(tr("size has a longest_edge; the processors that open resize the shorter side alone"));
        }
        p.shortest_edge = true;
        p.edge = sizes.size_or("shortest_edge", 224, kMaxSide);
      } else if (sizes.has("height") || sizes.has("width")) {
        p.shortest_edge = false;
        p.height = sizes.size({"height"}, kMaxSide);
        p.width = sizes.size({"width"}, kMaxSide);
      } else {
        f.refuse(fmt(tr("size is {0}; it must give height and width, or shortest_edge"), json_brief(*size)));
      }
    } else {
      f.refuse(fmt(tr("size is {0}; it must be a number or an object"), json_brief(*size)));
    }
  }
  if (const json* r = f.find("resample"); r != nullptr && !r->is_null()) {
    if (!r->is_number_integer()) f.refuse(fmt(tr("resample is {0}; it must be PIL's filter number"), json_brief(*r)));
    try {
      p.resample = resampling_from_number(static_cast<int>(std::clamp<long long>(r->get<long long>(), -1, 1000)));
    } catch (const AttentionError& e) {
      f.refuse(e.what());
    }
  }
  p.crop = f.flag("do_center_crop", p.crop);
  if (const json* crop = f.find("crop_size"); crop != nullptr && !crop->is_null()) {
    if (crop->is_number_integer()) {
      p.crop_height = p.crop_width = f.size_or("crop_size", 224, kMaxSide);
    } else if (crop->is_object()) {
      const ConfigFields sizes(*crop, what + ": crop_size", "preprocessor");
      p.crop_height = sizes.size({"height"}, kMaxSide);
      p.crop_width = sizes.size({"width"}, kMaxSide);
    } else {
      f.refuse(fmt(tr("crop_size is {0}; it must be a number or an object"), json_brief(*crop)));
    }
  }
  p.rescale = f.flag("do_rescale", true);
  p.rescale_factor = f.number("rescale_factor", 1.0 / 255.0, 0.0, 1e6, true);
  p.normalize = f.flag("do_normalize", true);
  p.mean = three_numbers(f, "image_mean", p.mean, false);
  p.std = three_numbers(f, "image_std", p.std, true);
  return p;
}

PreparedPicture prepare_picture(const ImageProcessor& processor, const Picture& picture) {
  PreparedPicture out;
  Picture p = picture;
  if (processor.resize) {
    int width = processor.width, height = processor.height;
    if (processor.shortest_edge) {
      // As transformers' get_resize_output_image_size: the shorter side to the edge, the
      // longer in proportion, the division in double and rounded down.
      const double edge = processor.edge;
      if (p.width <= p.height) {
        width = processor.edge;
        height = static_cast<int>(edge * p.height / p.width);
      } else {
        height = processor.edge;
        width = static_cast<int>(edge * p.width / p.height);
      }
    }
    if (width < 1 || height < 1 || width > kMaxSide * 4 || height > kMaxSide * 4) {
      throw std::runtime_error(fmt(tr("a {0}×{1} picture would be resized to {2}×{3}"), p.width, p.height, width,
                                   height));
    }
    p = resize_picture(p, width, height, processor.resample);
  }
  out.resized_width = p.width;
  out.resized_height = p.height;
  if (processor.crop) p = center_crop(p, processor.crop_width, processor.crop_height);
  out.pixels = pixel_values(p, processor.rescale ? processor.rescale_factor : 1.0, processor.normalize, processor.mean,
                            processor.std);
  out.shown = std::move(p);
  return out;
}

std::string describe(const ImageProcessor& p) {
  std::string s;
  if (p.resize) {
    if (p.shortest_edge) {
      s += fmt(tr("resize the shorter side to {0} ({1})"), p.edge, resampling_name(p.resample));
    } else {
      s += fmt(tr("resize to {0}×{1} ({2})"), p.width, p.height, resampling_name(p.resample));
    }
  }
  if (p.crop) s += (s.empty() ? "" : ", ") + fmt(tr("centre crop {0}×{1}"), p.crop_width, p.crop_height);
  if (p.normalize) {
    char b[96];
    std::snprintf(b, sizeof b, "%.3g %.3g %.3g", static_cast<double>(p.mean[0]), static_cast<double>(p.mean[1]),
                  static_cast<double>(p.mean[2]));
    s += (s.empty() ? "" : ", ") + fmt(tr("normalise (mean {0})"), std::string(b));
  }
  return s;
}

}  // namespace attn::io
