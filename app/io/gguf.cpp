#include "io/gguf.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <cstring>
#include <optional>
#include <stdexcept>

#include "core/kernels/quants.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "gguf.cpp reads the file's numbers as they lie in memory: little-endian hosts only"
#endif

namespace attn::io {

namespace {
using json = nlohmann::json;  // where the other files have theirs (a unity build joins them)
}  // namespace

namespace {

// Arrays within arrays: as deep as a file may nest them.
constexpr int kMaxNesting = 4;
constexpr std::uint32_t kMaxDims = 4;

// The bytes read in order, every read checked against the end.
class Reader {
 public:
  Reader(const unsigned char* data, std::size_t size, const std::string& what) : data_(data), size_(size), what_(what) {}

  std::size_t at() const { return at_; }
  std::size_t left() const { return size_ - at_; }

  [[noreturn]] void fail(const std::string& problem) const { throw std::runtime_error("'" + what_ + "': " + problem); }

  template <typename T>
  T number(const char* what) {
    if (left() < sizeof(T)) {
      // TRANSLATORS: {0} what was being read (a count, a value), {1} the byte it starts at.
      fail(fmt(tr("the file is truncated: it ends in the middle of {0} (at byte {1})"), tr(what), at_));
    }
    T v;
    std::memcpy(&v, data_ + at_, sizeof(T));
    at_ += sizeof(T);
    return v;
  }

  std::string text(const char* what) {
    const auto n = number<std::uint64_t>(what);
    if (n > left()) {
      // TRANSLATORS: {0} what the string is (a metadata key, a tensor's name), {1} a byte offset.
      fail(fmt(tr("the string length of {0} at byte {1} is {2} bytes, more than the {3} left in the file"), tr(what), at_ - 8,
               n, left()));
    }
    std::string s(reinterpret_cast<const char*>(data_ + at_), static_cast<std::size_t>(n));
    at_ += static_cast<std::size_t>(n);
    return s;
  }

 private:
  const unsigned char* data_;
  std::size_t size_;
  const std::string& what_;
  std::size_t at_ = 0;
};

// The fewest bytes a value of type t takes in the file (a string's or an array's header).
std::size_t least_bytes(std::uint32_t t) {
  switch (static_cast<GgufType>(t)) {
    case GgufType::U8:
    case GgufType::I8:
    case GgufType::Bool: return 1;
    case GgufType::U16:
    case GgufType::I16: return 2;
    case GgufType::U32:
    case GgufType::I32:
    case GgufType::F32: return 4;
    case GgufType::String:
    case GgufType::U64:
    case GgufType::I64:
    case GgufType::F64: return 8;
    case GgufType::Array: return 12;
  }
  return 0;
}

json value(Reader& r, std::uint32_t type, int depth, std::uint32_t* element_type) {
  switch (static_cast<GgufType>(type)) {
    case GgufType::U8: return r.number<std::uint8_t>(N_("a UINT8"));
    case GgufType::I8: return r.number<std::int8_t>(N_("an INT8"));
    case GgufType::U16: return r.number<std::uint16_t>(N_("a UINT16"));
    case GgufType::I16: return r.number<std::int16_t>(N_("an INT16"));
    case GgufType::U32: return r.number<std::uint32_t>(N_("a UINT32"));
    case GgufType::I32: return r.number<std::int32_t>(N_("an INT32"));
    case GgufType::F32: return static_cast<double>(r.number<float>(N_("a FLOAT32")));
    case GgufType::Bool: {
      const auto b = r.number<std::uint8_t>(N_("a BOOL"));
      if (b > 1) r.fail(fmt(tr("a BOOL at byte {0} is {1}, not 0 or 1"), r.at() - 1, b));
      return b == 1;
    }
    case GgufType::String: return r.text(N_("a string"));
    case GgufType::U64: return r.number<std::uint64_t>(N_("a UINT64"));
    case GgufType::I64: return r.number<std::int64_t>(N_("an INT64"));
    case GgufType::F64: return r.number<double>(N_("a FLOAT64"));
    case GgufType::Array: {
      if (depth >= kMaxNesting) r.fail(fmt(tr("arrays nest deeper than {0} at byte {1}"), kMaxNesting, r.at()));
      const auto inner = r.number<std::uint32_t>(N_("an array's type"));
      const std::size_t least = least_bytes(inner);
      if (least == 0) r.fail(fmt(tr("an array at byte {0} holds values of type {1}, which GGUF does not have"), r.at() - 4, inner));
      const auto count = r.number<std::uint64_t>(N_("an array's count"));
      if (count > r.left() / least) {
        r.fail(fmt(tr("an array at byte {0} says it holds {1} values, more than the {2} bytes left in the file"),
                   r.at() - 12, count, r.left()));
      }
      if (element_type != nullptr) *element_type = inner;
      json out = json::array();
      out.get_ref<json::array_t&>().reserve(static_cast<std::size_t>(count));
      for (std::uint64_t i = 0; i < count; ++i) out.push_back(value(r, inner, depth + 1, nullptr));
      return out;
    }
  }
  r.fail(fmt(tr("a value at byte {0} has the type {1}, which GGUF does not have"), r.at() - 4, type));
}

}  // namespace

bool is_gguf_path(const std::string& path) {
  if (path.size() < 5) return false;
  std::string end = path.substr(path.size() - 5);
  std::transform(end.begin(), end.end(), end.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return end == ".gguf";
}

bool split_name(const std::string& path, SplitName& out) {
  // "-NNNNN-of-MMMMM.gguf": 20 characters after the prefix.
  if (!is_gguf_path(path) || path.size() < 21) return false;
  const std::string tail = path.substr(path.size() - 20, 15);
  const auto digits = [](const std::string& t) {
    return std::all_of(t.begin(), t.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
  };
  if (tail[0] != '-' || tail.compare(6, 4, "-of-") != 0 || !digits(tail.substr(1, 5)) || !digits(tail.substr(10, 5))) {
    return false;
  }
  out.prefix = path.substr(0, path.size() - 20);
  out.part = tail.substr(1, 5);
  out.count = tail.substr(10, 5);
  return true;
}

bool starts_as_gguf(const std::string& path) {
  std::ifstream in(platform::to_path(path), std::ios::binary);
  char magic[4] = {};
  return in.read(magic, 4) && std::memcmp(magic, "GGUF", 4) == 0;
}

std::string gguf_type_name(GgufType t) {
  static const char* const kNames[] = {"UINT8", "INT8", "UINT16", "INT16", "UINT32", "INT32", "FLOAT32",
                                       "BOOL",  "STRING", "ARRAY", "UINT64", "INT64", "FLOAT64"};
  const auto i = static_cast<std::uint32_t>(t);
  return i < 13 ? kNames[i] : "type " + std::to_string(i);
}

std::uint64_t GgufTensor::elements() const {
  std::uint64_t n = 1;
  for (const std::uint64_t d : dims) n *= d;
  return n;
}

struct GgufFile::Storage {
  const unsigned char* bytes = nullptr;
  std::size_t size = 0;
  std::optional<platform::MappedFile> mapping;
  std::string owned;
};

GgufFile GgufFile::open(const std::string& path) {
  auto storage = std::make_shared<Storage>();
  storage->mapping = platform::MappedFile::open(path);
  storage->bytes = storage->mapping->data();
  storage->size = storage->mapping->size();
  return GgufFile(std::move(storage), path);
}

GgufFile GgufFile::from_bytes(std::string bytes, const std::string& what) {
  auto storage = std::make_shared<Storage>();
  storage->owned = std::move(bytes);
  storage->bytes = reinterpret_cast<const unsigned char*>(storage->owned.data());
  storage->size = storage->owned.size();
  return GgufFile(std::move(storage), what);
}

GgufFile::GgufFile(std::shared_ptr<Storage> storage, const std::string& what) : storage_(std::move(storage)), what_(what) {
  parse();
}

void GgufFile::parse() {
  Reader r(storage_->bytes, storage_->size, what_);
  if (storage_->size < 4 || std::memcmp(storage_->bytes, "GGUF", 4) != 0) {
    std::string magic;
    for (std::size_t i = 0; i < std::min<std::size_t>(4, storage_->size); ++i) {
      const unsigned char c = storage_->bytes[i];
      if (c >= 0x20 && c < 0x7f) {
        magic += static_cast<char>(c);
      } else {
        magic += {'\\', 'x', "0123456789abcdef"[c >> 4], "0123456789abcdef"[c & 15]};
      }
    }
    r.fail(fmt(tr("not a GGUF file: its magic (the first four bytes) is '{0}', not 'GGUF'"), magic));
  }
  r.number<std::uint32_t>(N_("the magic"));
  version_ = r.number<std::uint32_t>(N_("the version"));
  if (version_ == 1) r.fail(tr("GGUF version 1 (2023's first files, with 32-bit counts) is not read; versions 2 and 3 are"));
  if (version_ != 2 && version_ != 3) r.fail(fmt(tr("GGUF version {0} is not read; versions 2 and 3 are"), version_));
  const auto tensor_count = r.number<std::uint64_t>(N_("the tensor count"));
  const auto kv_count = r.number<std::uint64_t>(N_("the metadata count"));
  // Each key–value takes at least 8 + 4 + 1 bytes, each tensor 8 + 4 + 8 + 4 + 8.
  if (kv_count > r.left() / 13) {
    r.fail(fmt(tr("the metadata count {0} is more than the file's {1} bytes can hold"), kv_count, storage_->size));
  }
  if (tensor_count > r.left() / 32) {
    r.fail(fmt(tr("the tensor count {0} is more than the file's {1} bytes can hold"), tensor_count, storage_->size));
  }
  for (std::uint64_t i = 0; i < kv_count; ++i) {
    std::string key = r.text(N_("a metadata key"));
    const auto type = r.number<std::uint32_t>(N_("a value's type"));
    std::uint32_t element = 0;
    json v = value(r, type, 0, &element);
    if (metadata_.count(key) != 0) r.fail(fmt(tr("the metadata key '{0}' is given twice"), key));
    types_[key] = static_cast<GgufType>(type);
    if (type == static_cast<std::uint32_t>(GgufType::Array)) array_types_[key] = static_cast<GgufType>(element);
    metadata_.emplace(std::move(key), std::move(v));
  }
  if (const json* a = find("general.alignment")) {
    if (!a->is_number_unsigned() || a->get<std::uint64_t>() == 0 || a->get<std::uint64_t>() > (1u << 30) ||
        (a->get<std::uint64_t>() & (a->get<std::uint64_t>() - 1)) != 0) {
      r.fail(fmt(tr("general.alignment is {0}; it must be a power of two"), a->dump(-1, ' ', false, json::error_handler_t::replace)));
    }
    alignment_ = a->get<std::uint32_t>();
  }
  tensors_.reserve(static_cast<std::size_t>(tensor_count));
  for (std::uint64_t i = 0; i < tensor_count; ++i) {
    GgufTensor t;
    t.name = r.text(N_("a tensor's name"));
    const auto n_dims = r.number<std::uint32_t>(N_("a tensor's dimension count"));
    if (n_dims == 0 || n_dims > kMaxDims) {
      r.fail(fmt(tr("tensor '{0}' has {1} dimensions; GGUF's have 1 to {2}"), t.name, n_dims, kMaxDims));
    }
    std::uint64_t product = 1;
    for (std::uint32_t d = 0; d < n_dims; ++d) {
      const auto n = r.number<std::uint64_t>(N_("a tensor's dimension"));
      if (n == 0) r.fail(fmt(tr("tensor '{0}' has a dimension of 0"), t.name));
      if (product > (std::uint64_t{1} << 62) / n) {
        r.fail(fmt(tr("the dimensions of tensor '{0}' overflow: their product passes 2^62 values"), t.name));
      }
      product *= n;
      t.dims.push_back(n);
    }
    t.type = r.number<std::uint32_t>(N_("a tensor's type"));
    t.offset = r.number<std::uint64_t>(N_("a tensor's offset"));
    if (kernels::quant_name(t.type).rfind("type ", 0) == 0) {
      r.fail(fmt(tr("tensor '{0}' has an unknown tensor type {1}: ggml has no type of that number"), t.name, t.type));
    }
    if (!kernels::is_known_quant(t.type)) {
      // TRANSLATORS: {0} a tensor, {1} ggml's name of its type (Q3_K, IQ2_XXS, or "type 42").
      r.fail(fmt(tr("tensor '{0}' is {1}, a type this program does not read (these are: F32, F16, BF16, Q8_0, Q4_0, "
                    "Q4_1, Q5_0, Q5_1, Q4_K, Q5_K, Q6_K)"),
                 t.name, kernels::quant_name(t.type)));
    }
    const auto q = static_cast<kernels::QuantType>(t.type);
    if (t.dims.front() % kernels::quant_block_values(q) != 0) {
      r.fail(fmt(tr("tensor '{0}' has rows of {1} values, not a whole number of {2}'s blocks of {3}"), t.name,
                 t.dims.front(), kernels::quant_name(t.type), kernels::quant_block_values(q)));
    }
    if (product / kernels::quant_block_values(q) > (std::uint64_t{1} << 62) / kernels::quant_block_bytes(q)) {
      r.fail(fmt(tr("the dimensions of tensor '{0}' overflow: their product passes 2^62 values"), t.name));
    }
    t.bytes = static_cast<std::size_t>(product / kernels::quant_block_values(q) * kernels::quant_block_bytes(q));
    if (index_.count(t.name) != 0) r.fail(fmt(tr("duplicate tensor name '{0}': a tensor is given twice"), t.name));
    index_.emplace(t.name, tensors_.size());
    tensors_.push_back(std::move(t));
  }
  // The data starts at the next multiple of the alignment.
  const std::size_t data = (r.at() + alignment_ - 1) / alignment_ * alignment_;
  const std::size_t room = data <= storage_->size ? storage_->size - data : 0;
  std::vector<std::pair<std::uint64_t, std::size_t>> spans;
  for (GgufTensor& t : tensors_) {
    if (t.offset % alignment_ != 0) {
      r.fail(fmt(tr("tensor '{0}' starts at {1}, not a multiple of the alignment {2}"), t.name, t.offset, alignment_));
    }
    if (t.offset > room || t.bytes > room - t.offset) {
      r.fail(fmt(tr("tensor '{0}' runs past the end of the file: {1} bytes at {2}, and the data holds {3}"), t.name,
                 t.bytes, t.offset, room));
    }
    t.data = storage_->bytes + data + t.offset;
    spans.emplace_back(t.offset, spans.size());
  }
  std::sort(spans.begin(), spans.end());
  for (std::size_t i = 1; i < spans.size(); ++i) {
    const GgufTensor& before = tensors_[spans[i - 1].second];
    if (before.offset + before.bytes > spans[i].first) {
      r.fail(fmt(tr("tensors '{0}' and '{1}' overlap"), before.name, tensors_[spans[i].second].name));
    }
  }
}

const json* GgufFile::find(const std::string& key) const {
  const auto it = metadata_.find(key);
  return it == metadata_.end() ? nullptr : &it->second;
}

GgufType GgufFile::type_of(const std::string& key) const { return types_.at(key); }
GgufType GgufFile::array_type_of(const std::string& key) const { return array_types_.at(key); }

const GgufTensor* GgufFile::tensor(const std::string& name) const {
  const auto it = index_.find(name);
  return it == index_.end() ? nullptr : &tensors_[it->second];
}

std::vector<float> GgufFile::floats(const GgufTensor& t) const {
  std::vector<float> out(static_cast<std::size_t>(t.elements()));
  kernels::dequantize_row(static_cast<kernels::QuantType>(t.type), t.data, out.data(), out.size());
  return out;
}

}  // namespace attn::io
