#include "io/safetensors.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>
#include <optional>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>

#include <nlohmann/json.hpp>

#include "core/kernels/quants.hpp"
#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

// The data is used as it lies in memory, and safetensors stores it little-endian.
#if !defined(__BYTE_ORDER__) || __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "safetensors.cpp reads and writes tensors as they lie in memory: little-endian hosts only"
#endif

namespace attn::io {
namespace {

using kernels::half_to_float;

using nlohmann::json;

// GPT-2's header is about 15 KB and a model with a thousand tensors needs a few hundred
// KB. The length is read from the file before anything else is checked, so a damaged or
// foreign file must not make us read and parse up to the whole file as JSON; 100 MB is
// also where the reference implementation stops.
constexpr std::uint64_t kMaxHeaderBytes = 100'000'000;

constexpr const char* kMetadataKey = "__metadata__";

// Bits per element of every dtype safetensors defines (F4 and F6 pack several elements
// into bytes; a tensor of them must then fill whole bytes).
const std::map<std::string, std::uint64_t>& dtype_bits() {
  static const std::map<std::string, std::uint64_t> bits = {
      {"BOOL", 8},    {"F4", 4},      {"F6_E2M3", 6}, {"F6_E3M2", 6},     {"U8", 8},
      {"I8", 8},      {"F8_E5M2", 8}, {"F8_E4M3", 8}, {"F8_E8M0", 8},     {"F8_E4M3FNUZ", 8},
      {"F8_E5M2FNUZ", 8}, {"I16", 16}, {"U16", 16},   {"F16", 16},        {"BF16", 16},
      {"I32", 32},    {"U32", 32},    {"F32", 32},    {"C64", 64},        {"F64", 64},
      {"I64", 64},    {"U64", 64}};
  return bits;
}

std::string known_dtypes() {
  std::string out;
  for (const auto& [name, bits] : dtype_bits()) out += (out.empty() ? "" : ", ") + name;
  return out;
}

// The product of a shape; a size of 0 anywhere makes it 0 whatever the others are. False
// when a size is negative or the product does not fit in an int64.
bool shape_elements(const std::vector<std::int64_t>& shape, std::uint64_t* elements) {
  for (const std::int64_t n : shape) {
    if (n < 0) return false;
    if (n == 0) {
      *elements = 0;
      return true;
    }
  }
  std::uint64_t product = 1;
  for (const std::int64_t n : shape) {
    if (__builtin_mul_overflow(product, static_cast<std::uint64_t>(n), &product)) return false;
  }
  if (product > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) return false;
  *elements = product;
  return true;
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string out = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) {
    out += (i > 0 ? ", " : "") + std::to_string(shape[i]);
  }
  return out + "]";
}

// A JSON value in a message: ASCII only and cut short, since it comes from the file, and
// written without recursing into its depths (dump would, as deep as the file nests).
void append_brief(std::string& out, const json& v, int depth) {
  if (!v.is_structured()) {
    out += v.dump(-1, ' ', true);
    return;
  }
  const bool array = v.is_array();
  out += array ? '[' : '{';
  if (depth >= 2 && !v.empty()) {
    out += "...";
  } else {
    bool first = true;
    for (auto it = v.begin(); it != v.end() && out.size() <= 60; ++it) {
      if (!first) out += ',';
      first = false;
      if (!array) out += json(it.key()).dump(-1, ' ', true) + ":";
      append_brief(out, it.value(), depth + 1);
    }
  }
  out += array ? ']' : '}';
}

std::string value_text(const json& v) {
  std::string text;
  append_brief(text, v, 0);
  if (text.size() > 60) text = text.substr(0, 57) + "...";
  return std::string(v.type_name()) + " " + text;
}

// A parser's message quotes the bytes it last read, which may be long and may not be
// UTF-8: the message we throw is kept short and ASCII, so that it can be shown and be put
// in JSON.
std::string ascii_excerpt(const std::string& text, std::size_t max_chars) {
  std::string out = text.substr(0, max_chars);
  for (char& c : out) {
    if (static_cast<unsigned char>(c) >= 0x80) c = '?';
  }
  return text.size() > max_chars ? out + "..." : out;
}

// A name from the file, quoted for a message: whole UTF-8 characters, at most about 100 bytes.
std::string name_text(const std::string& name) {
  if (name.size() <= 100) return "'" + name + "'";
  std::size_t cut = 100;
  while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80) --cut;
  return "'" + name.substr(0, cut) + "...'";
}

// A non-negative JSON integer (parsed non-negative integers are unsigned in nlohmann).
bool non_negative_integer(const json& v, std::uint64_t* out) {
  if (v.is_number_unsigned()) {
    *out = v.get<std::uint64_t>();
    return true;
  }
  if (v.is_number_integer() && v.get<std::int64_t>() >= 0) {
    *out = static_cast<std::uint64_t>(v.get<std::int64_t>());
    return true;
  }
  return false;
}

// A header entry before its place among the others is checked.
struct Entry {
  std::string name;
  std::string dtype;
  std::vector<std::int64_t> shape;
  std::uint64_t begin = 0;
  std::uint64_t end = 0;
};

std::string range_text(std::uint64_t begin, std::uint64_t end) {
  return "[" + std::to_string(begin) + ", " + std::to_string(end) + "]";
}

}  // namespace

struct SafeTensorsFile::Storage {
  const unsigned char* bytes = nullptr;
  std::size_t size = 0;
  std::optional<platform::MappedFile> mapping;  // when the bytes are a file's
  std::string owned;                            // the bytes, when they were given in memory
};

std::int64_t TensorView::elements() const {
  std::uint64_t n = 0;
  if (!shape_elements(shape, &n)) {
    throw std::runtime_error(fmt(tr("tensor '{0}' has the shape {1}, which has no element count"), name, shape_text(shape)));
  }
  return static_cast<std::int64_t>(n);
}

SafeTensorsFile SafeTensorsFile::open(const std::string& path) {
  auto storage = std::make_unique<Storage>();
  storage->mapping = platform::MappedFile::open(path);
  storage->bytes = storage->mapping->data();
  storage->size = storage->mapping->size();
  return SafeTensorsFile(std::move(storage), path);
}

void SafeTensorsFile::release(const TensorView& t) const {
  if (storage_->mapping && t.bytes > 0) storage_->mapping->release(t.data, t.bytes);
}

SafeTensorsFile SafeTensorsFile::from_bytes(std::string bytes, const std::string& what) {
  auto storage = std::make_unique<Storage>();
  storage->owned = std::move(bytes);
  storage->bytes = reinterpret_cast<const unsigned char*>(storage->owned.data());
  storage->size = storage->owned.size();
  return SafeTensorsFile(std::move(storage), what);
}

std::shared_ptr<const void> SafeTensorsFile::bytes_owner() const { return storage_; }

SafeTensorsFile::SafeTensorsFile(std::shared_ptr<Storage> storage, const std::string& what)
    : storage_(std::move(storage)), what_(what) {
  auto refuse = [&](const std::string& problem) {
    return std::runtime_error("'" + what_ + "': " + problem);
  };
  const unsigned char* base = storage_->bytes;
  const std::size_t size = storage_->size;
  if (size < 8) {
    throw refuse(fmt(tr("the file is {0} bytes, too short for a safetensors file (it starts with an 8-byte header "
                        "length)"),
                     size));
  }
  std::uint64_t header_bytes = 0;
  for (int i = 7; i >= 0; --i) header_bytes = (header_bytes << 8) | base[i];
  if (header_bytes > kMaxHeaderBytes) {
    throw refuse(fmt(tr("the header length {0} is more than the {1} bytes this program reads: the file is damaged or "
                        "not a safetensors file"),
                     header_bytes, kMaxHeaderBytes));
  }
  if (header_bytes > size - 8) {
    throw refuse(fmt(tr("the header length {0} runs past the end of the file ({1} bytes follow the length)"),
                     header_bytes, size - 8));
  }
  const char* header = reinterpret_cast<const char*>(base + 8);
  const unsigned char* data = base + 8 + header_bytes;
  const std::uint64_t data_bytes = size - 8 - header_bytes;

  // nlohmann keeps the last of two equal keys; a name given twice is refused instead.
  std::set<std::string> top_keys;
  std::string repeated_key;
  const json::parser_callback_t note_repeats = [&](int depth, json::parse_event_t event,
                                                   json& parsed) {
    if (depth == 1 && event == json::parse_event_t::key && repeated_key.empty() &&
        !top_keys.insert(parsed.get<std::string>()).second) {
      repeated_key = parsed.get<std::string>();
    }
    return true;
  };
  // nlohmann ends its input at a zero byte, which JSON never holds (not even in a string),
  // so that whatever followed one would go unread.
  if (const void* zero = std::memchr(header, 0, header_bytes)) {
    throw refuse(fmt(tr("the header is not valid JSON: it holds a zero byte at byte {0} of the header"),
                     static_cast<const char*>(zero) - header));
  }
  json root;
  try {
    root = json::parse(header, header + header_bytes, note_repeats);
  } catch (const json::parse_error& e) {
    throw refuse(fmt(tr("the header is not valid JSON (at byte {0} of the header): {1}"), e.byte,
                     ascii_excerpt(e.what(), 300)));
  } catch (const json::exception& e) {  // a number too large for a double: 1e999
    throw refuse(fmt(tr("the header is not valid JSON: {0}"), ascii_excerpt(e.what(), 300)));
  }
  if (!root.is_object()) {
    throw refuse(fmt(tr("the header must be a JSON object, got {0}"), root.type_name()));
  }
  if (!repeated_key.empty()) throw refuse(fmt(tr("the header names {0} twice"), name_text(repeated_key)));

  std::vector<Entry> entries;
  for (const auto& item : root.items()) {
    const std::string& name = item.key();
    const json& v = item.value();
    if (name == kMetadataKey) {
      if (!v.is_object()) {
        throw refuse(fmt(tr("{0} must be an object of strings, got {1}"), kMetadataKey, value_text(v)));
      }
      for (const auto& m : v.items()) {
        if (!m.value().is_string()) {
          throw refuse(fmt(tr("metadata {0} must be a string, got {1}"), name_text(m.key()), value_text(m.value())));
        }
        metadata_[m.key()] = m.value().get<std::string>();
      }
      continue;
    }
    const std::string tensor = name_text(name);
    if (!v.is_object()) {
      throw refuse(fmt(tr("tensor {0} must be an object with dtype, shape and data_offsets, got {1}"), tensor, value_text(v)));
    }
    for (const char* field : {"dtype", "shape", "data_offsets"}) {
      if (!v.contains(field)) throw refuse(fmt(tr("tensor {0} has no {1}"), tensor, field));
    }
    Entry e;
    e.name = name;
    const json& dtype = v.at("dtype");
    if (!dtype.is_string()) throw refuse(fmt(tr("tensor {0}: dtype must be a string, got {1}"), tensor, value_text(dtype)));
    e.dtype = dtype.get<std::string>();
    const auto bits = dtype_bits().find(e.dtype);
    if (bits == dtype_bits().end()) {
      throw refuse(fmt(tr("tensor {0} has the dtype {1}, which safetensors does not define (it defines {2})"), tensor,
                       name_text(e.dtype), known_dtypes()));
    }
    const json& shape = v.at("shape");
    bool shape_ok = shape.is_array();
    for (std::size_t i = 0; shape_ok && i < shape.size(); ++i) {
      std::uint64_t n = 0;
      shape_ok = non_negative_integer(shape[i], &n) &&
                 n <= static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
      e.shape.push_back(static_cast<std::int64_t>(n));
    }
    if (!shape_ok) {
      throw refuse(fmt(tr("tensor {0}: shape must be a list of non-negative integers, got {1}"), tensor, value_text(shape)));
    }
    const json& offsets = v.at("data_offsets");
    if (!offsets.is_array() || offsets.size() != 2 || !non_negative_integer(offsets[0], &e.begin) ||
        !non_negative_integer(offsets[1], &e.end) || e.begin > e.end) {
      throw refuse(fmt(tr("tensor {0}: data_offsets must be two integers [begin, end] with 0 <= begin <= end, got {1}"),
                       tensor, value_text(offsets)));
    }
    std::uint64_t elements = 0;
    std::uint64_t total_bits = 0;
    if (!shape_elements(e.shape, &elements) ||
        __builtin_mul_overflow(elements, bits->second, &total_bits)) {
      throw refuse(fmt(tr("tensor {0} has the shape {1}, more elements than any file holds"), tensor, shape_text(e.shape)));
    }
    if (total_bits % 8 != 0) {
      throw refuse(fmt(tr("tensor {0} is {1} of shape {2}, {3} bits, which is not a whole number of bytes"), tensor, e.dtype,
                       shape_text(e.shape), total_bits));
    }
    if (total_bits / 8 != e.end - e.begin) {
      throw refuse(fmt(tr("tensor {0} is {1} of shape {2}, {3} bytes, but its data_offsets {4} hold {5}"), tensor, e.dtype,
                       shape_text(e.shape), total_bits / 8, range_text(e.begin, e.end), e.end - e.begin));
    }
    if (e.end > data_bytes) {
      throw refuse(fmt(tr("tensor {0} has data_offsets {1}, past the end of the {2}-byte data"), tensor,
                       range_text(e.begin, e.end), data_bytes));
    }
    entries.push_back(std::move(e));
  }

  // In file order, each tensor must start where the one before it ended, and the last end
  // where the data does: then no byte is read as two tensors and none is left unexplained.
  std::sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
    return std::tie(a.begin, a.end, a.name) < std::tie(b.begin, b.end, b.name);
  });
  std::uint64_t covered = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const Entry& e = entries[i];
    if (e.begin < covered) {
      const Entry& before = entries[i - 1];
      throw refuse(fmt(tr("tensors {0} {1} and {2} {3} overlap"), name_text(before.name), range_text(before.begin, before.end),
                       name_text(e.name), range_text(e.begin, e.end)));
    }
    if (e.begin > covered) {
      throw refuse(i > 0 ? fmt(tr("bytes [{0}, {1}) of the data belong to no tensor (after {2}, before {3})"), covered,
                               e.begin, name_text(entries[i - 1].name), name_text(e.name))
                         : fmt(tr("bytes [{0}, {1}) of the data belong to no tensor (before {2})"), covered, e.begin,
                               name_text(e.name)));
    }
    covered = e.end;
  }
  if (covered != data_bytes) {
    throw refuse(entries.empty()
                     ? fmt(tr("bytes [{0}, {1}) of the data belong to no tensor (the header names none)"), covered, data_bytes)
                     : fmt(tr("bytes [{0}, {1}) of the data belong to no tensor (after {2}, at the end)"), covered, data_bytes,
                           name_text(entries.back().name)));
  }

  tensors_.reserve(entries.size());
  for (Entry& e : entries) {
    TensorView t;
    t.name = std::move(e.name);
    t.dtype = std::move(e.dtype);
    t.shape = std::move(e.shape);
    t.data = data + e.begin;
    t.bytes = static_cast<std::size_t>(e.end - e.begin);
    index_[t.name] = tensors_.size();
    tensors_.push_back(std::move(t));
  }
}

SafeTensorsFile::SafeTensorsFile(SafeTensorsFile&&) noexcept = default;
SafeTensorsFile& SafeTensorsFile::operator=(SafeTensorsFile&&) noexcept = default;
SafeTensorsFile::~SafeTensorsFile() = default;

const std::map<std::string, std::string>& SafeTensorsFile::metadata() const { return metadata_; }

const std::vector<TensorView>& SafeTensorsFile::tensors() const { return tensors_; }

const TensorView* SafeTensorsFile::find(const std::string& name) const {
  const auto it = index_.find(name);
  return it == index_.end() ? nullptr : &tensors_[it->second];
}

void SafeTensorsFile::read_floats(const std::string& name, const std::vector<std::int64_t>& shape,
                                  float* out) const {
  const TensorView& t = float_tensor(name, shape);
  convert_floats(t, 0, static_cast<std::size_t>(t.elements()), out);
}

const TensorView& SafeTensorsFile::float_tensor(const std::string& name,
                                                const std::vector<std::int64_t>& shape) const {
  const TensorView* t = find(name);
  if (t == nullptr) throw std::runtime_error(fmt(tr("'{0}' has no tensor '{1}'"), what_, name));
  if (t->dtype != "F32" && t->dtype != "F16" && t->dtype != "BF16") {
    throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' is {2}; only F32, F16 and BF16 tensors are read as floats"), what_,
                                 name, t->dtype));
  }
  if (t->shape != shape) {
    throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' has the shape {2}, expected {3}"), what_, name, shape_text(t->shape),
                                 shape_text(shape)));
  }
  return *t;
}

void convert_floats(const TensorView& t, std::size_t first, std::size_t count, float* out) {
  if (t.dtype == "F32") {
    if (count > 0) std::memcpy(out, t.data + first * sizeof(float), count * sizeof(float));
    return;
  }
  const unsigned char* in = t.data + first * 2;
  if (t.dtype == "BF16") {
    // The top half of a float's bits.
    for (std::size_t i = 0; i < count; ++i) {
      const std::uint32_t bits = (static_cast<std::uint32_t>(in[2 * i]) |
                                  static_cast<std::uint32_t>(in[2 * i + 1]) << 8)
                                 << 16;
      std::memcpy(out + i, &bits, sizeof(float));
    }
    return;
  }
  for (std::size_t i = 0; i < count; ++i) {
    out[i] = half_to_float(static_cast<std::uint16_t>(in[2 * i] | in[2 * i + 1] << 8));
  }
}

std::vector<float> SafeTensorsFile::floats(const std::string& name,
                                           const std::vector<std::int64_t>& shape) const {
  const TensorView* t = find(name);
  std::vector<float> out(t != nullptr && t->shape == shape ? static_cast<std::size_t>(t->elements()) : 0);
  read_floats(name, shape, out.data());
  return out;
}

std::string safetensors_bytes(const std::vector<TensorToWrite>& tensors,
                              const std::map<std::string, std::string>& metadata) {
  // JSON strings must be UTF-8; the message then shows the name with '?' for its
  // non-ASCII bytes, since it cannot be shown as it is.
  auto quoted = [](const std::string& s, const std::string& what) {
    try {
      return json(s).dump();
    } catch (const json::type_error&) {
      throw std::runtime_error(fmt(tr("cannot write {0}: '{1}' is not UTF-8"), what, ascii_excerpt(s, 100)));
    }
  };
  std::vector<const TensorToWrite*> sorted;
  sorted.reserve(tensors.size());
  for (const TensorToWrite& t : tensors) sorted.push_back(&t);
  std::sort(sorted.begin(), sorted.end(),
            [](const TensorToWrite* a, const TensorToWrite* b) { return a->name < b->name; });

  std::vector<std::string> entries;
  if (!metadata.empty()) {
    std::string m;
    for (const auto& [key, value] : metadata) {
      m += (m.empty() ? "" : ",") + quoted(key, tr("a metadata key")) + ":" +
           quoted(value, fmt(tr("the metadata '{0}'"), key));
    }
    entries.push_back(std::string("\"") + kMetadataKey + "\":{" + m + "}");
  }
  std::uint64_t offset = 0;
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    const TensorToWrite& t = *sorted[i];
    const std::string key = quoted(t.name, tr("a tensor name"));
    if (t.name == kMetadataKey) {
      throw std::runtime_error(fmt(tr("cannot write a tensor named '{0}': the name is the metadata's"), kMetadataKey));
    }
    if (i > 0 && sorted[i - 1]->name == t.name) {
      throw std::runtime_error(fmt(tr("cannot write tensor '{0}' twice"), t.name));
    }
    std::uint64_t elements = 0;
    if (!shape_elements(t.shape, &elements) || elements > (std::uint64_t{1} << 60)) {
      throw std::runtime_error(fmt(tr("cannot write tensor '{0}': the shape {1} has a negative size or too many elements"),
                                   t.name, shape_text(t.shape)));
    }
    if (t.data == nullptr && elements > 0) {
      throw std::runtime_error(fmt(tr("cannot write tensor '{0}': no data for its {1} floats"), t.name, elements));
    }
    std::string shape;
    for (const std::int64_t n : t.shape) shape += (shape.empty() ? "" : ",") + std::to_string(n);
    const std::uint64_t end = offset + elements * sizeof(float);
    entries.push_back(key + ":{\"dtype\":\"F32\",\"shape\":[" +
                      shape + "],\"data_offsets\":[" + std::to_string(offset) + "," +
                      std::to_string(end) + "]}");
    offset = end;
  }
  std::string header = "{";
  for (std::size_t i = 0; i < entries.size(); ++i) header += (i > 0 ? "," : "") + entries[i];
  header += "}";
  // Spaces up to a multiple of 8 keep the data, which follows 8 + header bytes, aligned.
  header.append((8 - header.size() % 8) % 8, ' ');
  if (header.size() > kMaxHeaderBytes) {
    throw std::runtime_error(fmt(tr("cannot write a safetensors header of {0} bytes, more than readers take"), header.size()));
  }

  std::string out;
  out.reserve(8 + header.size() + static_cast<std::size_t>(offset));
  std::uint64_t n = header.size();
  for (int i = 0; i < 8; ++i, n >>= 8) out.push_back(static_cast<char>(n & 0xff));
  out += header;
  for (const TensorToWrite* t : sorted) {
    std::uint64_t elements = 0;
    shape_elements(t->shape, &elements);
    if (elements > 0) {
      out.append(reinterpret_cast<const char*>(t->data),
                 static_cast<std::size_t>(elements) * sizeof(float));
    }
  }
  return out;
}

void write_safetensors(const std::string& path, const std::vector<TensorToWrite>& tensors,
                       const std::map<std::string, std::string>& metadata) {
  write_file_atomic(path, safetensors_bytes(tensors, metadata));
}

}  // namespace attn::io
