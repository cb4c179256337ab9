// GGUF, the file llama.cpp, Ollama and LM Studio run models from (ggml's docs/gguf.md,
// versions 2 and 3), read and checked whole before any weight is used:
//
//   u32 magic "GGUF", u32 version, u64 tensor count, u64 metadata count
//   metadata   key (a string), u32 value type, value; a string is u64 length + UTF-8 bytes;
//              an array is u32 element type, u64 count, the elements (arrays may nest)
//   tensors    name, u32 dimension count (1–4), u64 dimensions (innermost first: dims[0]
//              is a row's length), u32 ggml type, u64 offset from the data's start
//   padding    to general.alignment (a u32, default 32), where the data starts; each
//              tensor's offset is a multiple of it
//
// Everything is little-endian. The file is memory-mapped; its weights are read where they
// lie (quantized ones stay quantized until something multiplies by them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace attn::io {

// GGUF's value types, as the file numbers them.
enum class GgufType : std::uint32_t {
  U8 = 0, I8 = 1, U16 = 2, I16 = 3, U32 = 4, I32 = 5, F32 = 6, Bool = 7, String = 8, Array = 9, U64 = 10,
  I64 = 11, F64 = 12
};
// "UINT8", "ARRAY", … as the specification names them.
std::string gguf_type_name(GgufType t);

// Whether `path` is named as a GGUF file (ends in .gguf, any case).
bool is_gguf_path(const std::string& path);
// A split set's part as gguf-split names it, PREFIX-00002-of-00003.gguf: true with the
// prefix and the two five-digit numbers as written; false for any other name.
struct SplitName {
  std::string prefix, part, count;
};
bool split_name(const std::string& path, SplitName& out);
// Whether the file at `path` starts with GGUF's magic (an Ollama blob has no .gguf name).
bool starts_as_gguf(const std::string& path);

// One tensor of an open file.
struct GgufTensor {
  std::string name;
  std::vector<std::uint64_t> dims;     // innermost first
  std::uint32_t type = 0;              // ggml's type id (core/kernels/quants.hpp)
  std::uint64_t offset = 0;            // from the start of the data
  const unsigned char* data = nullptr; // into the mapping, valid while the file is held
  std::size_t bytes = 0;
  std::uint64_t elements() const;
  std::uint64_t row_length() const { return dims.front(); }
  std::uint64_t rows() const { return elements() / dims.front(); }
};

// A GGUF file opened read-only (or bytes held in memory, for tests and the fuzzer). Throws
// std::runtime_error naming the file and the problem: not GGUF (its first bytes), version 1
// or an unknown one, a count, a string or an array longer than the file, an unknown value
// type, a key given twice, general.alignment not a power of two, a tensor with no
// dimension or more than 4, dimensions whose product overflows, a row that is not a whole
// number of its type's blocks, a tensor name given twice, a type this program does not
// read (named: an I-quant, or an id ggml does not have), an offset that is not a multiple
// of the alignment, a tensor running past the end of the file, two tensors overlapping.
class GgufFile {
 public:
  static GgufFile open(const std::string& path);
  static GgufFile from_bytes(std::string bytes, const std::string& what);

  std::uint32_t version() const { return version_; }
  std::uint32_t alignment() const { return alignment_; }
  // The metadata: every value as JSON (integers, numbers, booleans, strings, arrays), and
  // each key's type (an array's element type in array_types).
  const std::map<std::string, nlohmann::json>& metadata() const { return metadata_; }
  const nlohmann::json* find(const std::string& key) const;
  GgufType type_of(const std::string& key) const;
  GgufType array_type_of(const std::string& key) const;
  const std::vector<GgufTensor>& tensors() const { return tensors_; }
  const GgufTensor* tensor(const std::string& name) const;
  // A tensor's values as floats (dequantized as ggml does), elements() of them.
  std::vector<float> floats(const GgufTensor& t) const;
  const std::string& what() const { return what_; }
  // What holds the bytes: a GgufTensor's data stays valid while a copy of this lives.
  std::shared_ptr<const void> bytes_owner() const { return storage_; }

 private:
  struct Storage;
  GgufFile(std::shared_ptr<Storage> storage, const std::string& what);
  void parse();

  std::shared_ptr<Storage> storage_;
  std::string what_;
  std::uint32_t version_ = 0;
  std::uint32_t alignment_ = 32;
  std::map<std::string, nlohmann::json> metadata_;
  std::map<std::string, GgufType> types_, array_types_;
  std::vector<GgufTensor> tensors_;
  std::map<std::string, std::size_t> index_;
};

}  // namespace attn::io
