// libFuzzer target: the safetensors reader on arbitrary bytes. A file is either refused
// with a std::runtime_error or opens; when it opens, every view lies whole inside the
// data, every F32 tensor reads as floats, and writing its F32 tensors and metadata back
// gives a file that opens with the same names, shapes, bits and metadata. The same bytes
// are then opened as a model checkpoint (checkpoint.hpp): refused with a runtime_error, or
// a whole model with every weight finite. And the same bytes as a GPT-2 folder's
// config.json and as model.safetensors.index.json (model_folder.hpp) and, cut at the first NUL, as its vocab.json and merges.txt:
// refused with a runtime_error, or a configuration that validates and a tokenizer that
// encodes.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/model/decoder.hpp"
#include "io/checkpoint.hpp"
#include "io/gpt2_tokenizer.hpp"
#include "io/model_folder.hpp"
#include "io/safetensors.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

}  // namespace

static void open_as_checkpoint(const std::uint8_t* data, std::size_t size) {
  try {
    const attn::io::Checkpoint c = attn::io::checkpoint_from_bytes(
        std::string(reinterpret_cast<const char*>(data), size), "fuzz input");
    check(c.model != nullptr);
    for (const float v : c.model->values()) check(std::isfinite(v));
  } catch (const std::runtime_error& e) {
    check(e.what()[0] != '\0');
  }
}

static void open_as_gpt2_files(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const attn::decoder::Architecture c = attn::io::parse_model_config(text, "config.json");
    attn::decoder::validate(c);
  } catch (const std::runtime_error& e) {
    check(e.what()[0] != '\0');
  }
  try {
    const auto map = attn::io::parse_safetensors_index(text, "model.safetensors.index.json");
    for (const auto& [tensor, file] : map) check(!file.empty() && file.find('/') == std::string::npos);
  } catch (const std::runtime_error& e) {
    check(e.what()[0] != '\0');
  }
  const std::size_t nul = text.find('\0');
  try {
    const attn::io::Gpt2Tokenizer t = attn::io::Gpt2Tokenizer::from_texts(
        text.substr(0, nul), nul == std::string::npos ? "" : text.substr(nul + 1), "vocab.json", "merges.txt");
    const std::string sample = "Hello, world! It's 42 \xE2\x9D\xA4";
    check(t.decode(t.encode(sample)) == sample);
  } catch (const std::runtime_error& e) {
    check(e.what()[0] != '\0');
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  open_as_checkpoint(data, size);
  open_as_gpt2_files(data, size);
  using attn::io::SafeTensorsFile;
  using attn::io::TensorView;
  std::optional<SafeTensorsFile> opened;
  try {
    opened.emplace(SafeTensorsFile::from_bytes(
        std::string(reinterpret_cast<const char*>(data), size), "fuzz input"));
  } catch (const std::runtime_error& e) {  // the one refusal; anything else escapes and fails
    check(e.what()[0] != '\0');
    return 0;
  }
  const SafeTensorsFile& f = *opened;

  // The views follow each other without gaps, each as long as its shape says; touching
  // every byte lets AddressSanitizer see any that lies outside the input.
  std::uint32_t sum = 0;
  for (std::size_t i = 0; i < f.tensors().size(); ++i) {
    const TensorView& t = f.tensors()[i];
    check(f.find(t.name) == &t);
    check(t.elements() >= 0);
    if (i > 0) check(f.tensors()[i - 1].data + f.tensors()[i - 1].bytes == t.data);
    for (std::size_t b = 0; b < t.bytes; ++b) sum += t.data[b];
  }
  (void)sum;

  // Write the F32 tensors back (the writer writes no other dtype) and read them again.
  std::vector<std::vector<float>> values;
  std::vector<attn::io::TensorToWrite> to_write;
  values.reserve(f.tensors().size());
  for (const TensorView& t : f.tensors()) {
    if (t.dtype == "F16" || t.dtype == "BF16") {
      check(f.floats(t.name, t.shape).size() == static_cast<std::size_t>(t.elements()));
    }
    if (t.dtype != "F32") continue;
    values.push_back(f.floats(t.name, t.shape));
    check(values.back().size() == static_cast<std::size_t>(t.elements()));
    to_write.push_back({t.name, t.shape, values.back().data()});
  }
  const std::string written = attn::io::safetensors_bytes(to_write, f.metadata());
  const SafeTensorsFile again = SafeTensorsFile::from_bytes(written, "written back");
  check(again.metadata() == f.metadata());
  check(again.tensors().size() == to_write.size());
  for (std::size_t i = 0; i < to_write.size(); ++i) {
    const TensorView* t = again.find(to_write[i].name);
    check(t != nullptr && t->dtype == "F32" && t->shape == to_write[i].shape);
    check(t->bytes == values[i].size() * sizeof(float));
    check(t->bytes == 0 || std::memcmp(t->data, values[i].data(), t->bytes) == 0);
  }
  // What we write, we write the same way twice.
  std::vector<attn::io::TensorToWrite> rewrite;
  for (const TensorView& t : again.tensors()) {
    rewrite.push_back({t.name, t.shape, reinterpret_cast<const float*>(t.data)});
  }
  check(attn::io::safetensors_bytes(rewrite, again.metadata()) == written);
  return 0;
}
