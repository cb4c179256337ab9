#include "io/model_folder.hpp"

#include <cstdlib>
#include <filesystem>
#include <future>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/base/threads.hpp"
#include "io/atomic_file.hpp"
#include "io/gguf_model.hpp"
#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "io/tensor_files.hpp"

namespace attn::io {

namespace fs = std::filesystem;

namespace {

// id2label's names by id, "class N" where it has none.
std::vector<std::string> class_names(const std::string& config_text, int classes) {
  std::vector<std::string> out(static_cast<std::size_t>(classes));
  for (int i = 0; i < classes; ++i) out[static_cast<std::size_t>(i)] = fmt(tr("class {0}"), i);
  const nlohmann::json config = nlohmann::json::parse(config_text, nullptr, false);
  const auto labels = config.is_object() ? config.find("id2label") : config.end();
  if (labels == config.end() || !labels->is_object()) return out;
  for (const auto& [key, value] : labels->items()) {
    char* end = nullptr;
    const long id = std::strtol(key.c_str(), &end, 10);
    if (end == key.c_str() || *end != '\0' || id < 0 || id >= classes || !value.is_string()) continue;
    out[static_cast<std::size_t>(id)] = value.get<std::string>();
  }
  return out;
}

// A vision model's weights, its image processor and its classes' names.
void open_vision(const fs::path& folder, const fs::path& config_path, const std::function<void(float)>& progress,
                 ModelFolder& out) {
  decoder::Weights& w = out.weights;
  std::string first_file;
  {
    TensorFiles files(folder, progress);
    first_file = files.first_name();
    read_weights(files, family_row(out.family).tensors, w);
    out.dtype = files.dtype();
  }
  if (progress) progress(1.0f);
  const fs::path processor = folder / "preprocessor_config.json";
  std::error_code ec;
  if (fs::is_regular_file(processor, ec)) {
    const std::string what = platform::from_path(processor);
    out.processor = std::make_shared<const ImageProcessor>(read_image_processor(read_file(what, std::size_t{1} << 20), what));
  } else {
    out.processor = std::make_shared<const ImageProcessor>(default_image_processor(w.arch));
  }
  out.labels = class_names(read_file(platform::from_path(config_path), std::size_t{1} << 20), w.arch.vocabulary);
  try {
    decoder::validate(w);
  } catch (const AttentionError& e) {
    throw std::runtime_error("'" + first_file + "': " + e.what());
  }
}

}  // namespace

decoder::Architecture parse_model_config(const std::string& text, const std::string& what) {
  return read_model_config(text, what).arch;
}

ModelFolder open_model_folder(const std::string& dir, const std::function<void(float)>& progress) {
  const fs::path folder = platform::to_path(dir);
  std::error_code ec;
  // A GGUF file: named .gguf, or an Ollama blob (named by its hash) that starts as one.
  if (!fs::is_directory(folder, ec) && (is_gguf_path(dir) || starts_as_gguf(dir))) {
    if (!fs::is_regular_file(folder, ec)) throw std::runtime_error(fmt(tr("'{0}' does not exist"), dir));
    return open_gguf_model(dir, progress);
  }
  if (!fs::is_directory(folder, ec)) {
    throw std::runtime_error(fmt(tr("'{0}' is not a folder; a model is a folder with config.json, "
                                    "model.safetensors and tokenizer.json"),
                                 dir));
  }
  const fs::path config_path = folder / "config.json";
  if (!fs::is_regular_file(config_path, ec)) {
    throw std::runtime_error(fmt(tr("'{0}' is missing; a model folder holds config.json, "
                                    "model.safetensors and tokenizer.json"),
                                 platform::from_path(config_path)));
  }
  // What must be there, before any of it is read: the parameters and the tokenizer.
  if (!fs::is_regular_file(folder / "model.safetensors", ec) &&
      !fs::is_regular_file(folder / "model.safetensors.index.json", ec)) {
    throw std::runtime_error(fmt(tr("'{0}' is missing, and there is no model.safetensors.index.json naming shards"),
                                 platform::from_path(folder / "model.safetensors")));
  }
  ModelFolder out;
  out.path = dir;
  out.name = folder.filename().empty() ? platform::from_path(folder.parent_path().filename()) : platform::from_path(folder.filename());
  // A snapshot of the Hugging Face cache is named by its repository, not by its commit.
  if (const std::string repo = repo_of_snapshot(dir); !repo.empty()) out.name = repo;
  decoder::Weights& w = out.weights;
  const ModelConfig config =
      read_model_config(read_file(platform::from_path(config_path), std::size_t{1} << 20), platform::from_path(config_path));
  const FamilyRow& family = *config.family;
  out.family = family.family;
  w.arch = config.arch;
  if (w.arch.reads_pictures()) {
    open_vision(folder, config_path, progress, out);
    return out;
  }
  const std::vector<std::string> tokenizer_names = choose_tokenizer_files(folder, family.tokenizer, w.arch.family);
  const fs::path tokenizer_path = folder / tokenizer_names.front();
  // The tokenizer is read beside the parameters, on a thread of its own.
  std::future<std::shared_ptr<const Tokenizer>> tokenizer = std::async(
      kBesideCaller, [folder, open = family.tokenizer.open, tokenizer_names] { return open(folder, tokenizer_names); });
  std::string first_file;
  try {
    TensorFiles files(folder, progress);
    first_file = files.first_name();
    read_weights(files, family.tensors, w);
    out.dtype = files.dtype();
  } catch (...) {
    tokenizer.wait();
    throw;
  }
  if (progress) progress(1.0f);  // buffers and a tied lm_head were not read
  out.tokenizer = tokenizer.get();
  if (out.tokenizer->vocabulary_size() > w.arch.vocabulary) {
    throw std::runtime_error(fmt(tr("'{0}' has ids up to {1} but the model embeds {2} tokens (vocab_size in config.json)"),
                                 platform::from_path(tokenizer_path), out.tokenizer->vocabulary_size() - 1, w.arch.vocabulary));
  }
  try {
    decoder::validate(w);
  } catch (const AttentionError& e) {
    throw std::runtime_error("'" + first_file + "': " + e.what());
  }
  return out;
}

}  // namespace attn::io
