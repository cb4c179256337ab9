// A whole model as the weight source of every view: one of its layers' attention, on the
// sentences of the Input panel, as the three cases the views compute (the source's
// self-attention; the decoder's self- and cross-attention when there is a Y). Two kinds:
// a model trained in the Training view, and a pretrained model (any row of io/model_families.hpp)
// opened from its folder.
#pragma once

#include <memory>
#include <string>

#include "core/model/transformer.hpp"
#include "core/teaching/model_run.hpp"
#include "core/teaching/tasks.hpp"
#include "io/model_folder.hpp"

namespace attn::app {

class LayerSource {
 public:
  virtual ~LayerSource() = default;
  virtual int layers() const = 0;
  virtual int d_model() const = 0;
  virtual int heads() const = 0;
  // What X and Y are for this model, one line.
  virtual std::string input_hint() const = 0;
  // The model on X (and Y, without the "<start>" the views show before it) and its layer `layer` (from 0) as cases. Throws AttentionError
  // (or std::runtime_error) naming the problem: a word the model does not know, a sentence
  // too long, a Y for a model that reads one sequence.
  virtual LayerCases cases(const std::string& x_text, const std::string& y_text, int layer) const = 0;
};

// A model trained on `task` (training.hpp).
std::shared_ptr<const LayerSource> trained_source(std::shared_ptr<const Transformer> model, TaskKind task);
// A pretrained model, causal, on X alone, with its own head shape and rotation. A vision
// model reads `picture` (the one the Model view shows), not X: its tokens are [CLS], its
// special tokens and its patches.
std::shared_ptr<const LayerSource> pretrained_source(std::shared_ptr<const io::ModelFolder> model,
                                                     std::shared_ptr<const io::PreparedPicture> picture = nullptr);

}  // namespace attn::app
