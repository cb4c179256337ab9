// A Transformer model as Hugging Face publishes it: a folder with
//
//   config.json                     model_type and sizes (read into one row of the
//                                   architecture table, core/model/decoder.hpp)
//   model.safetensors               the parameters, F32, F16 or BF16; or shards
//   or model-0000N-of-0000M.safetensors with model.safetensors.index.json naming the file
//                                   of every tensor
//   the tokenizer's files           tokenizer.json, or what the family reads instead
//   or preprocessor_config.json     a vision model's: how a picture is resized, cropped and
//                                   normalised (optional), and config.json's id2label
//
// What each family reads (its config's fields, its tensors' names, its tokenizer's files)
// is its row of the family table, model_families.hpp; the files' reading, tensor_files.hpp.
//
// F32 and F16 parameters are read into floats, converted on every core, and their pages of
// the mapping given back. BF16 weights stay BF16 and are read in place: the model keeps
// the files' mappings (the page cache's copy, nothing more) for as long as it is open.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/model/decoder.hpp"
#include "io/image_processor.hpp"
#include "io/model_families.hpp"
#include "io/tokenizer.hpp"

namespace attn::io {

struct ModelFolder {
  std::string path;   // the folder
  std::string name;   // its last component ("SmolLM2-135M"); a cache snapshot's repository (hf_cache.hpp)
  Family family = Family::Gpt2;
  std::string dtype;  // of the parameters in the files: F32, F16 or BF16
  decoder::Weights weights;
  std::shared_ptr<const Tokenizer> tokenizer;  // null for a vision model
  // A vision model's: how a picture is made ready (preprocessor_config.json, or ViT's
  // defaults at its size), and its classes' names by id (config.json's id2label; "class N"
  // where it names none).
  std::shared_ptr<const ImageProcessor> processor;
  std::vector<std::string> labels;
  bool reads_pictures() const { return weights.arch.reads_pictures(); }
  // "30 layers · D 576 · 9 heads (3 K/V) · … · BF16"
  std::string summary() const { return decoder::summary(weights.arch, dtype); }
};

// The architecture in config.json's text (read_model_config's, model_families.hpp).
decoder::Architecture parse_model_config(const std::string& text, const std::string& what);

// Opens the folder, or a GGUF file (a path ending in .gguf: gguf_model.hpp). `progress`, when given, is called with the fraction of the parameters
// read so far (0 to 1), from the calling thread. Throws std::runtime_error naming the file
// and the problem: a file missing (a shard the index names included), a config that does
// not parse, a safetensors file that is truncated or malformed (safetensors.hpp), an index
// that is not JSON or maps a tensor to a file that does not hold it, a tensor missing or
// of the wrong shape for the configuration, a dtype other than F32, F16 and BF16, a NaN or
// infinite parameter, a tokenizer that does not parse or has ids past the embedding.
ModelFolder open_model_folder(const std::string& dir, const std::function<void(float)>& progress = {});

}  // namespace attn::io
