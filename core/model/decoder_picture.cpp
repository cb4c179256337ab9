// A Vision Transformer's side of the forward (decoder.hpp): a picture's pixel values cut
// into patches, each patch's p×p×C values through one product (the convolution with stride
// = kernel = p), [CLS], DeiT's distillation token and DINOv2's registers before them, the
// learned positions added (resized to the picture's grid when it is not the model's), then
// the same encoder stack every text encoder runs, and the classifier on its output.
//
//   patches  P = (H/p)·(W/p) rows of C·p·p values, row by row over the grid, each row in
//            (channel, row, column) order as the convolution's kernel is flattened
//   x        [CLS + pos_0; (DIST + pos_1); (REG_1 … REG_R); P·W_patch + b + pos_grid]
//   h        the encoder's output through its final LayerNorm (run.final)
//   logits   ViT: h[0]·W + b; DeiT: ((h[0]·W + b) + (h[1]·W_d + b_d)) / 2; DINOv2:
//            [h[0], mean of the patch rows]·W + b
#include <algorithm>
#include <cmath>
#include <memory>
#include <string>

#include "core/attention/linear.hpp"
#include "core/model/decoder_stack.hpp"

namespace attn::decoder {
namespace {

// The positions of the picture's grid: the model's own, or resized from its grid, which
// must be square as Hugging Face's implementations resize only a square one.
Matrix grid_positions(const Architecture& a, const Matrix& positions, int rows, int cols) {
  const Vision& v = a.vision;
  const Eigen::Index first = v.positioned();
  const Matrix grid = positions.bottomRows(positions.rows() - first);
  if (rows == v.grid_rows() && cols == v.grid_cols()) return grid;
  if (v.grid_rows() != v.grid_cols()) {
    throw AttentionError("the model's positions are a grid of " + std::to_string(v.grid_rows()) + "×" +
                         std::to_string(v.grid_cols()) + " patches, not a square one, so they cannot be resized to the "
                         "picture's " + std::to_string(rows) + "×" + std::to_string(cols));
  }
  return resize_grid(grid, v.grid_rows(), v.grid_cols(), rows, cols, v.position_resize);
}

void require_pixels(const Architecture& a, const Pixels& pixels) {
  const Vision& v = a.vision;
  if (pixels.channels != v.channels) {
    throw AttentionError("the model reads " + std::to_string(v.channels) + " channels, the picture has " +
                         std::to_string(pixels.channels));
  }
  if (pixels.height < v.patch_size || pixels.width < v.patch_size) {
    throw AttentionError("the picture is " + std::to_string(pixels.width) + "×" + std::to_string(pixels.height) +
                         " pixels, smaller than one patch of " + std::to_string(v.patch_size));
  }
  if (pixels.height % v.patch_size != 0 || pixels.width % v.patch_size != 0) {
    throw AttentionError("the patch size " + std::to_string(v.patch_size) + " does not divide the picture's " +
                         std::to_string(pixels.width) + "×" + std::to_string(pixels.height) + " pixels");
  }
  const long long patches = static_cast<long long>(pixels.height / v.patch_size) * (pixels.width / v.patch_size);
  if (patches > kMaxPatches) {
    throw AttentionError("the picture makes " + std::to_string(patches) + " patches, more than the " +
                         std::to_string(kMaxPatches) + " this program reads");
  }
  if (pixels.values.size() != pixels.offset(pixels.channels, 0, 0)) {
    throw AttentionError("the pixel values are not " + std::to_string(pixels.channels) + "×" +
                         std::to_string(pixels.height) + "×" + std::to_string(pixels.width));
  }
  for (std::size_t i = 0; i < pixels.values.size(); ++i) {
    if (!std::isfinite(pixels.values[i])) throw AttentionError("pixel value " + std::to_string(i) + " is not finite");
  }
}

bool is_removed(const std::vector<int>& removed, Eigen::Index token) {
  return std::find(removed.begin(), removed.end(), static_cast<int>(token)) != removed.end();
}

// The stream entering the first layer: the prefix tokens and the patches with their
// positions (T×D).
Matrix embed_picture(const Weights& w, const Pixels& pixels, const std::vector<int>& removed, int threads) {
  const Architecture& a = w.arch;
  const Vision& v = a.vision;
  const int p = v.patch_size;
  const int rows = pixels.height / p, cols = pixels.width / p;
  const Eigen::Index patches = static_cast<Eigen::Index>(rows) * cols;
  Matrix cut(patches, static_cast<Eigen::Index>(v.channels) * p * p);
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      float* out = cut.row(static_cast<Eigen::Index>(r) * cols + c).data();
      for (int ch = 0; ch < v.channels; ++ch) {
        for (int y = 0; y < p; ++y) {
          const float* in = &pixels.values[pixels.offset(ch, r * p + y, c * p)];
          std::copy_n(in, p, out);
          out += p;
        }
      }
    }
  }
  Matrix embedded;
  linear(cut, w.patch_w, w.patch_b, threads, embedded);
  const Matrix grid = grid_positions(a, w.positions, rows, cols);
  const Eigen::Index prefix = v.prefix();
  Matrix x(prefix + patches, a.d_model);
  Eigen::Index t = 0;
  x.row(t++) = w.cls_token + w.positions.row(0);
  if (v.distillation) x.row(t++) = w.distillation_token + w.positions.row(1);
  for (int r = 0; r < v.registers; ++r) x.row(t++) = w.register_tokens.row(r);
  x.bottomRows(patches) = embedded + grid;
  // A token taken away keeps its position alone (registers have none: zeros).
  for (Eigen::Index i = 0; i < x.rows(); ++i) {
    if (!is_removed(removed, i)) continue;
    if (i >= prefix) {
      x.row(i) = grid.row(i - prefix);
    } else if (i < v.positioned()) {
      x.row(i) = w.positions.row(i);
    } else {
      x.row(i).setZero();
    }
  }
  return x;
}

}  // namespace

std::vector<std::string> picture_tokens(const Architecture& a, int rows, int cols) {
  std::vector<std::string> out{"[CLS]"};
  if (a.vision.distillation) out.emplace_back("[DIST]");
  for (int r = 0; r < a.vision.registers; ++r) out.push_back("[REG" + std::to_string(r + 1) + "]");
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) out.push_back("p(" + std::to_string(r) + "," + std::to_string(c) + ")");
  }
  return out;
}

Run forward_picture(const Weights& weights, const Pixels& pixels, const Options& options) {
  Run run;
  forward_picture(weights, pixels, options, run);
  return run;
}

void forward_picture(const Weights& weights, const Pixels& pixels, const Options& options, Run& run) {
  const Architecture& a = weights.arch;
  if (!a.reads_pictures()) throw AttentionError("this " + a.family + " model reads text, not pictures");
  require_pixels(a, pixels);
  try {
    run.ids.clear();
    run.source.clear();
    run.encoder.clear();
    run.encoder_output.resize(0, 0);
    run.encoder_position_bias.reset();
    run.position_bias.reset();
    run.rotation.reset();
    run.causal = false;
    run.ablated = options.ablated;
    run.precision = options.precision;
    run.removed = options.removed;
    run.pixels = std::make_shared<const Pixels>(pixels);
    run.removed_source.clear();
    run.grid_rows = pixels.height / a.vision.patch_size;
    run.grid_cols = pixels.width / a.vision.patch_size;
    run.layers.resize(weights.layers.size());
    Matrix x = embed_picture(weights, pixels, options.removed, options.threads);
    run_stack(weights, main_stack(weights), Part::Self, 0, std::move(x), options.threads, run, run.layers, run.final);
  } catch (...) {
    run = Run{};
    throw;
  }
}

Matrix classifier_logits(const Weights& w, const Run& run) {
  const Architecture& a = w.arch;
  const Vision& v = a.vision;
  if (v.classifier == Classifier::None) {
    throw AttentionError("this " + a.family + " folder has no classifier (a bare encoder): "
                         "its attention can be shown, not its classes");
  }
  Matrix out;
  switch (v.classifier) {
    case Classifier::Cls:
      linear(run.final.topRows(1), w.classifier_w, w.classifier_b, 1, out);
      break;
    case Classifier::ClsAndDistillation: {
      Matrix second;
      linear(run.final.topRows(1), w.classifier_w, w.classifier_b, 1, out);
      linear(run.final.middleRows(1, 1), w.distillation_w, w.distillation_b, 1, second);
      out = (out + second) * 0.5f;
      break;
    }
    case Classifier::ClsAndPatchMean: {
      const Eigen::Index prefix = v.prefix();
      Matrix both(1, 2 * a.d_model);
      both.leftCols(a.d_model) = run.final.topRows(1);
      // The mean in double: a grid of thousands of patches sums without losing digits.
      const Eigen::RowVectorXd mean =
          run.final.bottomRows(run.final.rows() - prefix).cast<double>().colwise().mean();
      both.rightCols(a.d_model) = mean.cast<float>();
      linear(both, w.classifier_w, w.classifier_b, 1, out);
      break;
    }
    case Classifier::None: break;
  }
  return out;
}

}  // namespace attn::decoder
