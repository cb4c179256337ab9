// Reading and writing safetensors files, the format Hugging Face publishes models in:
//
//   8 bytes   N, the header length (unsigned, little-endian)
//   N bytes   a JSON object: {"NAME": {"dtype": "F32", "shape": [..], "data_offsets":
//             [begin, end]}, ..., "__metadata__": {"key": "string", ...}}, padded with
//             spaces (our writer pads to a multiple of 8 so that the data stays aligned)
//   the rest  the data: each tensor's bytes, row-major, little-endian, at [begin, end)
//             counted from the start of the data. Tensors neither overlap nor leave gaps,
//             and together they cover the data to its last byte.
//
// A file is opened read-only and memory-mapped: a 500 MB model (GPT-2) opens at once,
// checking only the header, and the pages of a tensor are read from disk when it is
// touched. Every tensor's place and size is checked when the file opens, so a TensorView
// never points outside the file. The mapping assumes the file does not shrink while it is
// open, or while a BF16 model read from it in place is (no program of ours rewrites it in
// place: saves replace it by renaming, and a renamed or deleted file stays mapped).
//
// Only little-endian hosts (x86-64, arm64): the data is used as it lies in the file.
// Any safetensors dtype is accepted and its byte count checked; F32, F16 and BF16 can be
// read as floats (converted exactly: every half and bfloat16 is a float). A dtype that safetensors does not define is refused, since its size is unknown.
// The writer writes F32 only, keeps the whole file in memory once, and is not a
// streaming writer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace attn::io {

// One tensor of an open file: its name, dtype ("F32", or any other the file names), shape,
// and where its bytes are.
struct TensorView {
  std::string name;
  std::string dtype;
  std::vector<std::int64_t> shape;
  const unsigned char* data = nullptr;  // into the mapping; valid while the file is open
  std::size_t bytes = 0;
  // The product of the shape (1 for a scalar, shape []); checked not to overflow on open.
  std::int64_t elements() const;
};

// A safetensors file opened read-only and memory-mapped (or a byte string held in memory,
// for tests and the fuzzer). Throws std::runtime_error naming the path and the problem:
// missing or unreadable, shorter than 8 bytes, header length past the end of the file,
// header not JSON or not an object, a tensor entry malformed (dtype not a string, shape not
// a list of non-negative integers, data_offsets not two integers with begin <= end),
// offsets past the end of the data, overlapping tensors, a gap or bytes not covered, a
// byte count that does not match shape × dtype size, metadata values that are not strings.
class SafeTensorsFile {
 public:
  static SafeTensorsFile open(const std::string& path);
  // `what` names the bytes in messages, as a path would.
  static SafeTensorsFile from_bytes(std::string bytes, const std::string& what);

  const std::map<std::string, std::string>& metadata() const;
  const std::vector<TensorView>& tensors() const;  // in file order of offsets
  const TensorView* find(const std::string& name) const;  // null when absent
  // The tensor as floats (F32, F16 or BF16; another dtype throws naming the tensor and its
  // dtype), with its shape checked against `shape` (throws naming the tensor, the expected
  // and the found shape). Copies: the floats may lie unaligned in the file.
  std::vector<float> floats(const std::string& name, const std::vector<std::int64_t>& shape) const;
  // The same into `out`, which holds the shape's product of floats.
  void read_floats(const std::string& name, const std::vector<std::int64_t>& shape, float* out) const;
  // The tensor, checked as read_floats checks it, to be converted in parts (convert_floats).
  const TensorView& float_tensor(const std::string& name, const std::vector<std::int64_t>& shape) const;
  // Gives back the memory a mapped file's tensor occupies once it has been copied out (the
  // whole pages it spans; the file stays in the page cache): opening a model then takes
  // the model's size, not twice. Its data must not be read again. Nothing for bytes held in
  // memory.
  void release(const TensorView& t) const;
  // What holds the bytes (the mapping, or the bytes given): a TensorView's data stays valid
  // while a copy of this lives, after the file itself is closed (a BF16 model read in
  // place).
  std::shared_ptr<const void> bytes_owner() const;

  SafeTensorsFile(SafeTensorsFile&&) noexcept;
  SafeTensorsFile& operator=(SafeTensorsFile&&) noexcept;
  SafeTensorsFile(const SafeTensorsFile&) = delete;
  SafeTensorsFile& operator=(const SafeTensorsFile&) = delete;
  ~SafeTensorsFile();  // unmaps, once no bytes_owner() is held

 private:
  struct Storage;  // the mapping or the bytes; on the heap, so views survive a move
  SafeTensorsFile(std::shared_ptr<Storage> storage, const std::string& what);

  std::shared_ptr<Storage> storage_;
  std::string what_;  // the path, for messages
  std::map<std::string, std::string> metadata_;
  std::vector<TensorView> tensors_;
  std::map<std::string, std::size_t> index_;  // name → position in tensors_
};

// Elements [first, first + count) of an F32, F16 or BF16 tensor as floats into `out`
// (read_floats checks the dtype and the shape; this does not, so that several threads can
// convert parts of one tensor).
void convert_floats(const TensorView& t, std::size_t first, std::size_t count, float* out);

// What to write: named F32 tensors (any order; written sorted by name, 8-byte aligned
// header) and string metadata.
struct TensorToWrite {
  std::string name;
  std::vector<std::int64_t> shape;
  const float* data = nullptr;  // shape's product floats
};

// The whole file. Throws std::runtime_error naming the tensor when its name is repeated,
// "__metadata__" or not UTF-8, its shape has a negative size or more elements than fit in
// memory, or its data is null though the shape has elements; and when a metadata key or
// value is not UTF-8.
std::string safetensors_bytes(const std::vector<TensorToWrite>& tensors,
                              const std::map<std::string, std::string>& metadata);
// Atomically (io::write_file_atomic): a failed save leaves the old file as it was.
void write_safetensors(const std::string& path, const std::vector<TensorToWrite>& tensors,
                       const std::map<std::string, std::string>& metadata);

}  // namespace attn::io
