#include "io/tensor_files.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "core/base/memory.hpp"
#include "core/base/parallel.hpp"
#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/model_config.hpp"
#include "io/platform.hpp"

namespace attn::io {

namespace fs = std::filesystem;
namespace {
using json = nlohmann::json;  // where the other files have theirs (a unity build joins them)
}  // namespace

std::map<std::string, std::string> parse_safetensors_index(const std::string& text, const std::string& what) {
  const json index = parse_json_object(text, what);
  const auto found = index.find("weight_map");
  const json* map = found == index.end() ? nullptr : &*found;
  if (map == nullptr || !map->is_object()) throw std::runtime_error(fmt(tr("'{0}' has no weight_map object"), what));
  std::map<std::string, std::string> out;
  for (auto it = map->begin(); it != map->end(); ++it) {
    if (!it.value().is_string()) {
      throw std::runtime_error(
          fmt(tr("'{0}': the file of '{1}' must be a string, got {2}"), what, it.key(), it.value().dump()));
    }
    const std::string file = it.value().get<std::string>();
    // A shard lies in the folder itself: no other folder is read through an index.
    if (file.empty() || file.find('/') != std::string::npos || file.find('\\') != std::string::npos ||
        file == "." || file == "..") {
      throw std::runtime_error(
          fmt(tr("'{0}': '{1}' (the file of '{2}') is not a file name in the model's folder"), what, file, it.key()));
    }
    out.emplace(it.key(), file);
  }
  if (out.empty()) throw std::runtime_error(fmt(tr("'{0}': weight_map names no tensor"), what));
  return out;
}

TensorFiles::TensorFiles(const fs::path& folder, const std::function<void(float)>& progress) : progress_(progress) {
  std::error_code ec;
  const fs::path single = folder / "model.safetensors";
  const fs::path index = folder / "model.safetensors.index.json";
  if (fs::is_regular_file(single, ec)) {
    files_.push_back(SafeTensorsFile::open(platform::from_path(single)));
    names_.push_back(platform::from_path(single));
    for (const TensorView& t : files_.back().tensors()) where_[t.name] = 0;
  } else if (fs::is_regular_file(index, ec)) {
    const std::map<std::string, std::string> map =
        parse_safetensors_index(read_file(platform::from_path(index), std::size_t{64} << 20), platform::from_path(index));
    std::map<std::string, std::size_t> opened;
    for (const auto& [tensor, file] : map) {
      auto it = opened.find(file);
      if (it == opened.end()) {
        const fs::path shard = folder / platform::to_path(file);
        if (!fs::is_regular_file(shard, ec)) {
          throw std::runtime_error(fmt(tr("'{0}' is missing; '{1}' names it for '{2}'"), platform::from_path(shard),
                                       platform::from_path(index), tensor));
        }
        files_.push_back(SafeTensorsFile::open(platform::from_path(shard)));
        names_.push_back(platform::from_path(shard));
        it = opened.emplace(file, files_.size() - 1).first;
      }
      if (files_[it->second].find(tensor) == nullptr) {
        throw std::runtime_error(fmt(tr("'{0}' maps '{1}' to '{2}', which has no such tensor"),
                                     platform::from_path(index), tensor, file));
      }
      where_[tensor] = it->second;
    }
  } else {
    throw std::runtime_error(fmt(tr("'{0}' is missing, and there is no '{1}' naming shards"), platform::from_path(single),
                                 platform::from_path(index)));
}
  for (const SafeTensorsFile& f : files_) {
    for (const TensorView& t : f.tensors()) total_ += t.bytes;
}
}

TensorFiles::TensorFiles(std::vector<std::shared_ptr<const GgufFile>> gguf, std::map<std::string, GgufSource> names,
                         std::string dtype, const std::function<void(float)>& progress)
    : gguf_(std::move(gguf)), gguf_names_(std::move(names)), progress_(progress), dtype_(std::move(dtype)) {
  for (const auto& f : gguf_) names_.push_back(f->what());
  for (auto& [hf, source] : gguf_names_) {
    for (std::size_t i = 0; i < gguf_.size(); ++i) {
      if (const GgufTensor* t = gguf_[i]->tensor(source.name)) {
        source.file = i;
        where_[hf] = i;
        total_ += t->bytes;
        break;
      }
    }
  }
}

const GgufTensor& TensorFiles::gguf_tensor(const std::string& name) const {
  const GgufSource& source = gguf_names_.at(name);
  return *gguf_[source.file]->tensor(source.name);
}

std::size_t TensorFiles::file_of(const std::string& name) const {
  const auto it = where_.find(name);
  if (it == where_.end()) {
    // A GGUF file's tensor is named as the file would name it.
    const auto g = gguf_names_.find(name);
    const std::string& shown = g == gguf_names_.end() ? name : g->second.name;
    throw std::runtime_error(fmt(tr("'{0}' has no tensor '{1}'"), names_.front(), shown));
  }
  return it->second;
}

namespace {

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string s = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) s += (i > 0 ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

}  // namespace

void TensorFiles::check_gguf_shape(const std::string& name, const std::vector<std::int64_t>& shape) const {
  const GgufSource& source = gguf_names_.at(name);
  const GgufTensor& t = gguf_tensor(name);
  const std::string& what = names_[file_of(name)];
  // GGUF's dimensions are innermost first: a Hugging Face (rows, cols) is stored [cols, rows].
  std::vector<std::int64_t> stored;
  for (auto d = t.dims.rbegin(); d != t.dims.rend(); ++d) stored.push_back(static_cast<std::int64_t>(*d));
  std::vector<std::int64_t> wanted = shape;
  while (stored.size() > 1 && stored.front() == 1) stored.erase(stored.begin());
  while (wanted.size() > 1 && wanted.front() == 1) wanted.erase(wanted.begin());
  if (stored != wanted) {
    // TRANSLATORS: {1} a tensor's name in the file, {2} and {3} shapes as [rows, columns].
    throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' is {2}, but the file's metadata makes it {3}"), what,
                                 source.name, shape_text(stored), shape_text(wanted)));
  }
}

namespace {

// Where row i of a tensor permuted as GgufSource says lies in the file: within each head of
// d rows, row i < d/2 is stored at 2i and row d/2 + i at 2i + 1.
std::size_t stored_row(std::size_t i, std::size_t d) {
  const std::size_t h = i / d, r = i % d;
  return h * d + (r < d / 2 ? 2 * r : 2 * (r - d / 2) + 1);
}

}  // namespace

std::vector<float> TensorFiles::gguf_values(const std::string& name, const std::vector<std::int64_t>& shape) const {
  const std::size_t f = file_of(name);
  const GgufSource& source = gguf_names_.at(name);
  const GgufTensor& t = gguf_tensor(name);
  const std::string& what = names_[f];
  check_gguf_shape(name, shape);
  std::vector<float> values = gguf_[f]->floats(t);
  if (source.permuted_heads > 0) {
    // Each head's rows back in Hugging Face's order (the rows of a 1-D tensor are its values).
    const std::size_t row = t.dims.size() == 1 ? 1 : static_cast<std::size_t>(t.dims.front());
    const std::size_t rows = values.size() / row;
    const std::size_t heads = static_cast<std::size_t>(source.permuted_heads);
    if (rows % heads != 0 || (rows / heads) % 2 != 0) {
      throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' has {2} rows, which {3} heads of an even width cannot hold"),
                                   what, source.name, rows, heads));
    }
    const std::size_t d = rows / heads;
    std::vector<float> out(values.size());
    for (std::size_t i = 0; i < rows; ++i) std::copy_n(values.data() + stored_row(i, d) * row, row, out.data() + i * row);
    values.swap(out);
  }
  return values;
}

void TensorFiles::count_read(std::size_t bytes) {
  done_ += bytes;
  if (progress_ && total_ > 0) progress_(static_cast<float>(static_cast<double>(done_) / static_cast<double>(total_)));
}

std::vector<std::int64_t> TensorFiles::shape(const std::string& name) const {
  const std::size_t f = file_of(name);
  if (!gguf_.empty()) {
    const GgufTensor& t = gguf_tensor(name);
    return {t.dims.rbegin(), t.dims.rend()};
  }
  const TensorView* t = files_[f].find(name);
  if (t == nullptr || t->shape.empty()) {
    throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' has no shape"), names_[f], name));
  }
  return t->shape;
}

Matrix TensorFiles::read(const std::string& name, const std::vector<std::int64_t>& shape, bool transpose) {
  return read(name, shape, shape.size() == 1 ? 1 : shape[0], shape.back(), transpose);
}

Matrix TensorFiles::read(const std::string& name, const std::vector<std::int64_t>& shape, Eigen::Index rows,
                         Eigen::Index cols, bool transpose) {
  if (!gguf_.empty()) {
    const std::vector<float> values = gguf_values(name, shape);
    if (static_cast<Eigen::Index>(values.size()) != rows * cols) throw std::logic_error("a tensor read as a matrix of another size");
    const Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>> stored(values.data(), rows,
                                                                                                       cols);
    Matrix m = transpose ? Matrix(stored.transpose()) : Matrix(stored);
    if (!m.allFinite()) {
      throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' holds NaN or infinity"), names_[file_of(name)], gguf_names_.at(name).name));
    }
    count_read(gguf_tensor(name).bytes);
    return m;
  }
  const std::size_t f = file_of(name);
  const SafeTensorsFile& file = files_[f];
  const std::string& what = names_[f];
  const TensorView& t = file.float_tensor(name, shape);
  if (dtype_.empty()) dtype_ = t.dtype;
  std::int64_t values = 1;
  for (const std::int64_t n : shape) values *= n;
  if (values != rows * cols) throw std::logic_error("a tensor read as a matrix of another size");
  Matrix m = transpose ? Matrix(cols, rows) : Matrix(rows, cols);
  advise_huge_pages(m.data(), static_cast<std::size_t>(m.size()) * sizeof(float));
  std::atomic<bool> finite{true};
  if (!transpose) {
    // Converted and checked in parts on every core: a model is read at the speed of the
    // memory, not of one core.
    const auto n = static_cast<std::size_t>(m.size());
    const std::size_t parts = std::max<std::size_t>(1, std::min<std::size_t>(64, n / (1 << 16)));
    parallel_for(static_cast<int>(parts), 0, [&](int p) {
      const std::size_t first = n * static_cast<std::size_t>(p) / parts;
      const std::size_t last = n * static_cast<std::size_t>(p + 1) / parts;
      convert_floats(t, first, last - first, m.data() + first);
      if (!Eigen::Map<const Eigen::ArrayXf>(m.data() + first, static_cast<Eigen::Index>(last - first)).allFinite()) {
        finite = false;
      }
    });
  } else {
    // Blocks of 64 rows of the file, each converted and written as 64 columns.
    constexpr Eigen::Index kBlock = 64;
    const int blocks = static_cast<int>((rows + kBlock - 1) / kBlock);
    parallel_for(blocks, 0, [&](int b) {
      const Eigen::Index r0 = b * kBlock;
      const Eigen::Index n = std::min(kBlock, rows - r0);
      Matrix part(n, cols);
      convert_floats(t, static_cast<std::size_t>(r0 * cols), static_cast<std::size_t>(n * cols), part.data());
      if (!part.allFinite()) finite = false;
      m.middleCols(r0, n) = part.transpose();
    });
  }
  file.release(t);
  if (!finite) throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' holds NaN or infinity"), what, name));
  count_read(t.bytes);
  return m;
}

bool TensorFiles::is_compact(const std::string& name) const {
  const auto it = where_.find(name);
  if (it == where_.end()) return false;
  if (!gguf_.empty()) {
    const GgufTensor& t = gguf_tensor(name);
    return t.type != static_cast<std::uint32_t>(kernels::QuantType::F32) && t.dims.size() == 2;
  }
  const TensorView* t = files_[it->second].find(name);
  return t != nullptr && t->dtype == "BF16";
}

Bf16Matrix TensorFiles::gguf_compact(const std::string& name, std::int64_t out, std::int64_t in, std::int64_t first,
                                     std::int64_t count) {
  const std::size_t f = file_of(name);
  check_gguf_shape(name, {out, in});
  const GgufSource& source = gguf_names_.at(name);
  const GgufTensor& t = gguf_tensor(name);
  const auto type = static_cast<kernels::QuantType>(t.type);
  const std::size_t row_bytes = kernels::quant_row_bytes(type, static_cast<std::size_t>(in));
  if (count < 0) count = out;
  const auto rows = static_cast<std::size_t>(count);
  // A fused tensor's part (Phi-3's q, k and v in attn_qkv): its rows lie together.
  const unsigned char* data = t.data + static_cast<std::size_t>(first) * row_bytes;
  std::shared_ptr<const void> owner = gguf_[f]->bytes_owner();
  if (source.permuted_heads > 0) {
    if (first != 0 || count != out) throw std::logic_error("a part of a permuted tensor");
    const auto heads = static_cast<std::size_t>(source.permuted_heads);
    if (rows % heads != 0 || (rows / heads) % 2 != 0) {
      throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' has {2} rows, which {3} heads of an even width cannot hold"),
                                   names_[f], source.name, rows, heads));
    }
    auto copy = std::make_shared<std::vector<unsigned char>>(rows * row_bytes);
    for (std::size_t i = 0; i < rows; ++i) {
      std::memcpy(copy->data() + i * row_bytes, data + stored_row(i, rows / heads) * row_bytes, row_bytes);
    }
    data = copy->data();
    owner = std::move(copy);
  }
  // Whether every value is finite: each row dequantized (on every core), which also brings
  // the pages in.
  std::atomic<bool> finite{true};
  const std::size_t parts = std::max<std::size_t>(1, std::min<std::size_t>(64, rows / 16));
  parallel_for(static_cast<int>(parts), 0, [&](int p) {
    std::vector<float> row(static_cast<std::size_t>(in));
    for (std::size_t r = rows * static_cast<std::size_t>(p) / parts; r < rows * static_cast<std::size_t>(p + 1) / parts; ++r) {
      kernels::dequantize_row(type, data + r * row_bytes, row.data(), row.size());
      if (!Eigen::Map<const Eigen::ArrayXf>(row.data(), in).allFinite()) finite = false;
    }
  });
  if (!finite) throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' holds NaN or infinity"), names_[f], source.name));
  count_read(rows * row_bytes);
  if (type == kernels::QuantType::BF16) {
    return Bf16Matrix(in, count, reinterpret_cast<const bf16*>(data), std::move(owner), true);
  }
  return Bf16Matrix::blocks(in, count, type, data, std::move(owner), true);
}

Bf16Matrix TensorFiles::read_bf16(const std::string& name, std::int64_t out, std::int64_t in, bool check) {
  if (!gguf_.empty()) return gguf_compact(name, out, in);
  const std::size_t f = file_of(name);
  const SafeTensorsFile& file = files_[f];
  const TensorView& t = file.float_tensor(name, {out, in});
  if (dtype_.empty()) dtype_ = t.dtype;
  const std::size_t n = static_cast<std::size_t>(out * in);
  const bool in_place = reinterpret_cast<std::uintptr_t>(t.data) % alignof(bf16) == 0;
  Bf16Values copy;
  if (!in_place) {
    copy.resize(n);
    advise_huge_pages(copy.data(), n * sizeof(bf16));
  }
  const std::size_t parts = std::max<std::size_t>(1, std::min<std::size_t>(64, n / (1 << 17)));
  std::atomic<bool> finite{true};
  if (check || !in_place) parallel_for(static_cast<int>(parts), 0, [&](int p) {
    const std::size_t first = n * static_cast<std::size_t>(p) / parts;
    const std::size_t last = n * static_cast<std::size_t>(p + 1) / parts;
    const bf16* values = reinterpret_cast<const bf16*>(t.data) + first;
    if (!in_place) {
      std::memcpy(copy.data() + first, t.data + first * sizeof(bf16), (last - first) * sizeof(bf16));
      values = copy.data() + first;
    }
    if (!all_finite(values, last - first)) finite = false;
  });
  if (!finite) throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' holds NaN or infinity"), names_[f], name));
  count_read(t.bytes);
  if (!in_place) {
    file.release(t);
    return Bf16Matrix(in, out, std::move(copy), true);
  }
  return Bf16Matrix(in, out, reinterpret_cast<const bf16*>(t.data), file.bytes_owner(), true);
}

Bf16Matrix TensorFiles::paired(const Bf16Matrix& w) {
  if (!arena_) {
    // Room for every BF16 matrix of the folder (more than the linear ones need: the
    // pages never touched take no memory).
    std::size_t words = 0;
    for (const SafeTensorsFile& f : files_) {
      for (const TensorView& t : f.tensors()) {
        if (t.dtype == "BF16" && t.shape.size() == 2) words += Bf16Matrix::panel_words(t.shape[1], t.shape[0]);
      }
    }
    arena_ = std::make_unique<PanelArena>(words);
  }
  return w.paired(0, arena_.get());
}

Bf16Matrix TensorFiles::read_paired(const std::string& name, std::int64_t out, std::int64_t in) {
  Bf16Matrix paired = this->paired(read_bf16(name, out, in, false));
  if (!gguf_.empty()) return paired;
  const SafeTensorsFile& file = files_[where_.at(name)];
  if (const TensorView* t = file.find(name)) file.release(*t);
  if (!paired.finite()) throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' holds NaN or infinity"), file_name(name), name));
  return paired;
}

Weight TensorFiles::read_linear(const std::string& name, std::int64_t out, std::int64_t in) {
  if (is_compact(name)) return read_paired(name, out, in);
  return read(name, {out, in}, true);
}

Weight TensorFiles::read_linear_rows(const std::string& name, std::int64_t out, std::int64_t in, std::int64_t first,
                                     std::int64_t count) {
  if (first < 0 || count < 1 || first + count > out) throw std::logic_error("rows outside the tensor");
  if (first == 0 && count == out) return read_linear(name, out, in);
  if (!is_compact(name)) return Matrix(read(name, {out, in}, true).middleCols(first, count));
  if (!gguf_.empty()) return paired(gguf_compact(name, out, in, first, count));
  // The rows' values, copied out of the mapping (a part of a tensor need not be aligned).
  const std::size_t f = file_of(name);
  const SafeTensorsFile& file = files_[f];
  const TensorView& t = file.float_tensor(name, {out, in});
  if (dtype_.empty()) dtype_ = t.dtype;
  const auto n = static_cast<std::size_t>(count * in);
  Bf16Values copy(n);
  std::memcpy(copy.data(), t.data + static_cast<std::size_t>(first * in) * sizeof(bf16), n * sizeof(bf16));
  if (!all_finite(copy.data(), n)) {
    throw std::runtime_error(fmt(tr("'{0}': tensor '{1}' holds NaN or infinity"), names_[f], name));
  }
  count_read(n * sizeof(bf16));
  return paired(Bf16Matrix(in, count, std::move(copy), true));
}

}  // namespace attn::io
