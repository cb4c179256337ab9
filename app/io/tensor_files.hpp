// A model folder's parameter files as one set of named tensors: model.safetensors, or the
// shards model.safetensors.index.json names (its weight_map: tensor name → shard file).
// Tensors are read as floats (F32, F16, BF16 converted on every core, their pages of the
// mapping given back once copied) or, BF16 ones, kept BF16 in place in the mapping or
// paired into panels for the products (base/weight.hpp). Every read checks the shape it is
// asked for and that every value is finite, and reports the fraction read so far.
//
// It knows no family and no tensor's meaning: the names are the family table's
// (tensor_names.hpp walks them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/base/weight.hpp"
#include "io/gguf.hpp"
#include "io/safetensors.hpp"

namespace attn::io {

// The weight_map of model.safetensors.index.json's text: tensor name → shard file name.
// Throws std::runtime_error naming `what` and the problem: not JSON, no weight_map object,
// a file that is not a string or not a plain file name (a shard lies in the folder itself).
std::map<std::string, std::string> parse_safetensors_index(const std::string& text, const std::string& what);

// A tensor of a GGUF file as a Hugging Face folder's tensor: its name in the file, and for
// Llama's q and k projections the heads whose rows llama.cpp's converter permuted (within
// each head of d rows, stored row 2i is row i and row 2i + 1 is row i + d/2, so that
// llama.cpp turns neighbouring pairs); 0: as stored.
struct GgufSource {
  std::string name;
  int permuted_heads = 0;
  std::size_t file = 0;  // which file of a split set holds it (found when the files open)
};

class TensorFiles {
 public:
  // Opens model.safetensors, or the shards the index names. `progress`, when given, is
  // called with the fraction of the bytes read so far and must outlive this. Throws
  // std::runtime_error naming the file: both missing, a shard missing, a tensor the index
  // maps to a shard that does not hold it, a file that is not safetensors.
  TensorFiles(const std::filesystem::path& folder, const std::function<void(float)>& progress);
  // A GGUF file's tensors (`names`: the name a tensor is asked for → where it lies in the
  // file, gguf_model.cpp asking by the file's own names), floats read as floats and the
  // matrices kept in their blocks (rows back in Hugging Face's order where permuted);
  // `dtype` names the file's type ("Q4_K_M"). Reading a tensor the map lacks names it by
  // its GGUF name where the map has one.
  // A split set's parts are given in order; a tensor is read from the part that holds it.
  TensorFiles(std::vector<std::shared_ptr<const GgufFile>> gguf, std::map<std::string, GgufSource> names,
              std::string dtype, const std::function<void(float)>& progress);

  bool has(const std::string& name) const { return where_.count(name) != 0; }
  // The shape of tensor `name` as the file gives it.
  std::vector<std::int64_t> shape(const std::string& name) const;
  // The tensor `name` as floats of `shape` ([n] reads as 1×n), transposed when `transpose`
  // (an nn.Linear weight, out×in, read as in×out).
  Matrix read(const std::string& name, const std::vector<std::int64_t>& shape, bool transpose = false);
  // A tensor of any rank whose shape in the file is `shape`, its values in order as a
  // rows×cols matrix (rows·cols values: a convolution's D×C×p×p kernel as D×(C·p·p), a
  // 1×N×D table as N×D), transposed when `transpose`.
  Matrix read(const std::string& name, const std::vector<std::int64_t>& shape, Eigen::Index rows, Eigen::Index cols,
              bool transpose = false);
  // Whether tensor `name` is held in BF16, or as a GGUF file's F16 or quantized blocks: a
  // matrix read_bf16 keeps as it is (false when there is no such tensor: reading it says
  // so).
  bool is_compact(const std::string& name) const;
  // A BF16 nn.Linear weight (out×in in the file) as W (in×out), its values as they are
  // (a GGUF file's F16 or quantized one: its blocks, base/weight.hpp's Blocks).
  // An embedding (V×D) read this way is Eᵀ. Read in place from the file's mapping, which
  // the model then keeps: opening costs no copy and no new memory, only the check that
  // every value is finite (in parts on every core), which brings the pages in. A tensor
  // at an odd byte offset (the format does not promise alignment) is copied instead.
  // With check false, the caller finds whether every value is finite itself (pairing does,
  // as it reads them).
  Bf16Matrix read_bf16(const std::string& name, std::int64_t out, std::int64_t in, bool check = true);
  // A BF16 nn.Linear weight that many rows are multiplied by, in the panels the products
  // read (base/weight.hpp): read as read_bf16 reads it, paired on every core into one
  // allocation for the whole model, and the tensor's pages of the mapping given back.
  Bf16Matrix read_paired(const std::string& name, std::int64_t out, std::int64_t in);
  // An nn.Linear weight as W (in×out): BF16 kept BF16 (in panels), F16 and quantized ones
  // of a GGUF file in their blocks, else floats.
  Weight read_linear(const std::string& name, std::int64_t out, std::int64_t in);
  // Rows [first, first + count) of an nn.Linear weight of out×in in the file, as W
  // (in×count), BF16 kept BF16: one of the matrices a fused one holds side by side (Phi-3's
  // gate_up_proj, the gate's rows then the up projection's).
  Weight read_linear_rows(const std::string& name, std::int64_t out, std::int64_t in, std::int64_t first,
                          std::int64_t count);

  // The dtype of the first tensor read ("F32", "F16", "BF16").
  const std::string& dtype() const { return dtype_; }
  const std::string& file_name(const std::string& tensor) const { return names_[where_.at(tensor)]; }
  const std::string& first_name() const { return names_.front(); }

 private:
  // The file holding `name`; throws naming the first file when there is none.
  std::size_t file_of(const std::string& name) const;
  // `w` in panels, in the arena every BF16 matrix of the folder shares.
  Bf16Matrix paired(const Bf16Matrix& w);
  void count_read(std::size_t bytes);

  // Throws unless GGUF tensor `name` has Hugging Face's `shape`.
  void check_gguf_shape(const std::string& name, const std::vector<std::int64_t>& shape) const;
  // A GGUF tensor of F16, BF16 or a quantized type as W (in×out), or its `count` rows from
  // `first` (a part of a fused tensor), in place where it can be (Llama's q and k, whose
  // rows are put back in order, are copied).
  Bf16Matrix gguf_compact(const std::string& name, std::int64_t out, std::int64_t in, std::int64_t first = 0,
                          std::int64_t count = -1);
  // A GGUF tensor's values in Hugging Face's order, rows × row length.
  std::vector<float> gguf_values(const std::string& name, const std::vector<std::int64_t>& shape) const;

  const GgufTensor& gguf_tensor(const std::string& name) const;

  std::vector<std::shared_ptr<const GgufFile>> gguf_;
  std::map<std::string, GgufSource> gguf_names_;
  std::vector<SafeTensorsFile> files_;
  std::vector<std::string> names_;
  std::map<std::string, std::size_t> where_;
  const std::function<void(float)>& progress_;
  std::string dtype_;
  std::size_t total_ = 0;
  std::size_t done_ = 0;
  std::unique_ptr<PanelArena> arena_;
};

}  // namespace attn::io
