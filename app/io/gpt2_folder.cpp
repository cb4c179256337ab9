#include "io/gpt2_folder.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <future>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/base/memory.hpp"
#include "core/base/parallel.hpp"
#include "io/safetensors.hpp"

namespace attn::io {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

// Sizes beyond any GPT-2 (gpt2-xl: 48 layers, 25 heads, 1600 wide, 1024 positions,
// 50257 tokens) by a wide margin, so that a config cannot ask for absurd memory.
constexpr long long kMaxLayers = 256;
constexpr long long kMaxWidth = 16384;
constexpr long long kMaxContext = 1 << 20;
constexpr long long kMaxVocabulary = 1 << 22;
constexpr std::size_t kMaxParameterBytes = std::size_t{32} << 30;

int size_field(const json& config, const std::vector<const char*>& names, long long max,
               const std::string& what) {
  for (const char* name : names) {
    if (!config.contains(name)) continue;
    const json& v = config.at(name);
    if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() > max) {
      throw std::runtime_error("'" + what + "': " + name + " must be an integer from 1 to " +
                               std::to_string(max) + ", got " + v.dump());
    }
    return static_cast<int>(v.get<long long>());
  }
  throw std::runtime_error("'" + what + "' has no " + names.front());
}

std::string read_file(const fs::path& path, std::size_t limit) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read '" + path.string() + "'");
  std::string text;
  char buffer[65536];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (text.size() > limit) throw std::runtime_error("'" + path.string() + "' is too large for what it should hold");
  }
  return text;
}

// Reads the model's tensors into `weights` (its config set), with the names as the file
// has them: plain or with "transformer.".
class TensorReader {
 public:
  TensorReader(const SafeTensorsFile& file, std::string what, const std::function<void(float)>& progress)
      : file_(file), what_(std::move(what)), progress_(progress) {
    prefix_ = file.find("wte.weight") == nullptr && file.find("transformer.wte.weight") != nullptr
                  ? "transformer."
                  : "";
    for (const TensorView& t : file.tensors()) total_ += t.bytes;
  }

  // The tensor `name` (without prefix) as rows×cols floats; a shape of [n] reads as 1×n.
  Matrix read(const std::string& name, std::vector<std::int64_t> shape) {
    const std::string full = prefix_ + name;
    const TensorView* t = file_.find(full);
    if (t == nullptr) throw std::runtime_error("'" + what_ + "' has no tensor '" + full + "'");
    if (dtype_.empty()) dtype_ = t->dtype;
    const Eigen::Index rows = shape.size() == 1 ? 1 : shape[0];
    const Eigen::Index cols = shape.back();
    Matrix m(rows, cols);
    advise_huge_pages(m.data(), static_cast<std::size_t>(m.size()) * sizeof(float));
    const TensorView& checked = file_.float_tensor(full, shape);
    // Converted and checked in parts on every core: a 500 MB model is read at the speed of
    // the memory, not of one core.
    const auto n = static_cast<std::size_t>(m.size());
    const std::size_t parts = std::max<std::size_t>(1, std::min<std::size_t>(64, n / (1 << 16)));
    std::atomic<bool> finite{true};
    parallel_for(static_cast<int>(parts), 0, [&](int p) {
      const std::size_t first = n * static_cast<std::size_t>(p) / parts;
      const std::size_t last = n * static_cast<std::size_t>(p + 1) / parts;
      convert_floats(checked, first, last - first, m.data() + first);
      if (!Eigen::Map<const Eigen::ArrayXf>(m.data() + first, static_cast<Eigen::Index>(last - first)).allFinite()) {
        finite = false;
      }
    });
    if (!finite) {
      throw std::runtime_error("'" + what_ + "': tensor '" + full + "' holds NaN or infinity");
    }
    done_ += t->bytes;
    if (progress_ && total_ > 0) progress_(static_cast<float>(static_cast<double>(done_) / static_cast<double>(total_)));
    return m;
  }

  const std::string& dtype() const { return dtype_; }

 private:
  const SafeTensorsFile& file_;
  std::string what_;
  const std::function<void(float)>& progress_;
  std::string prefix_;
  std::string dtype_;
  std::size_t total_ = 0;
  std::size_t done_ = 0;
};

// The parameters of `c` from the safetensors file into out.weights and out.dtype. The file
// is unmapped on return: its pages leave the process.
void read_parameters(const std::string& st_path, const gpt2::Config& c,
                     const std::function<void(float)>& progress, Gpt2Folder& out) {
  const SafeTensorsFile file = SafeTensorsFile::open(st_path);
  TensorReader r(file, st_path, progress);
  gpt2::Weights& w = out.weights;
  w.config = c;
  const std::int64_t d = c.d_model;
  w.wte = r.read("wte.weight", {c.vocabulary, d});
  w.wpe = r.read("wpe.weight", {c.context, d});
  w.layers.resize(static_cast<std::size_t>(c.layers));
  for (int l = 0; l < c.layers; ++l) {
    const std::string p = "h." + std::to_string(l) + ".";
    gpt2::Layer& y = w.layers[static_cast<std::size_t>(l)];
    y.ln1_w = r.read(p + "ln_1.weight", {d});
    y.ln1_b = r.read(p + "ln_1.bias", {d});
    const Matrix qkv = r.read(p + "attn.c_attn.weight", {d, 3 * d});
    const Matrix qkv_b = r.read(p + "attn.c_attn.bias", {3 * d});
    y.attention.w_q = qkv.middleCols(0, d);
    y.attention.w_k = qkv.middleCols(d, d);
    y.attention.w_v = qkv.middleCols(2 * d, d);
    y.attention.b_q = qkv_b.middleCols(0, d);
    y.attention.b_k = qkv_b.middleCols(d, d);
    y.attention.b_v = qkv_b.middleCols(2 * d, d);
    y.attention.w_o = r.read(p + "attn.c_proj.weight", {d, d});
    y.attention.b_o = r.read(p + "attn.c_proj.bias", {d});
    y.ln2_w = r.read(p + "ln_2.weight", {d});
    y.ln2_b = r.read(p + "ln_2.bias", {d});
    y.fc_w = r.read(p + "mlp.c_fc.weight", {d, 4 * d});
    y.fc_b = r.read(p + "mlp.c_fc.bias", {4 * d});
    y.proj_w = r.read(p + "mlp.c_proj.weight", {4 * d, d});
    y.proj_b = r.read(p + "mlp.c_proj.bias", {d});
  }
  w.lnf_w = r.read("ln_f.weight", {d});
  w.lnf_b = r.read("ln_f.bias", {d});
  out.dtype = r.dtype();
  if (progress) progress(1.0f);  // the buffers and a tied lm_head were not read
}

}  // namespace

gpt2::Config parse_gpt2_config(const std::string& text, const std::string& what) {
  json config;
  try {
    config = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error("'" + what + "' is not JSON: " + std::string(e.what()).substr(0, 200));
  }
  if (!config.is_object()) throw std::runtime_error("'" + what + "' must be a JSON object");
  if (config.contains("model_type") && config.at("model_type") != "gpt2") {
    throw std::runtime_error("'" + what + "': model_type is " + config.at("model_type").dump() +
                             "; only GPT-2 models (model_type \"gpt2\") open here");
  }
  if (config.contains("activation_function")) {
    const json& a = config.at("activation_function");
    if (a != "gelu_new" && a != "gelu_pytorch_tanh") {
      throw std::runtime_error("'" + what + "': activation_function is " + a.dump() +
                               "; GPT-2 uses the tanh GELU (\"gelu_new\")");
    }
  }
  gpt2::Config c;
  c.layers = size_field(config, {"n_layer"}, kMaxLayers, what);
  c.heads = size_field(config, {"n_head"}, kMaxWidth, what);
  c.d_model = size_field(config, {"n_embd"}, kMaxWidth, what);
  c.context = size_field(config, {"n_positions", "n_ctx"}, kMaxContext, what);
  c.vocabulary = size_field(config, {"vocab_size"}, kMaxVocabulary, what);
  if (config.contains("layer_norm_epsilon")) {
    const json& e = config.at("layer_norm_epsilon");
    if (!e.is_number() || !(e.get<double>() > 0.0) || !(e.get<double>() < 1.0)) {
      throw std::runtime_error("'" + what + "': layer_norm_epsilon must be a number in (0, 1), got " + e.dump());
    }
    c.layer_norm_eps = e.get<double>();
  }
  if (c.d_model % c.heads != 0) {
    throw std::runtime_error("'" + what + "': n_embd " + std::to_string(c.d_model) +
                             " is not a multiple of n_head " + std::to_string(c.heads));
  }
  if (gpt2::parameter_bytes(c) > kMaxParameterBytes) {
    throw std::runtime_error("'" + what + "': these sizes need " +
                             std::to_string(gpt2::parameter_bytes(c) >> 30) +
                             " GiB of parameters, more than this program opens (32 GiB)");
  }
  return c;
}

Gpt2Folder open_gpt2_folder(const std::string& dir, const std::function<void(float)>& progress) {
  const fs::path folder(dir);
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) {
    throw std::runtime_error("'" + dir + "' is not a folder; a model is a folder with config.json, "
                             "model.safetensors, vocab.json and merges.txt");
  }
  for (const char* name : {"config.json", "model.safetensors", "vocab.json", "merges.txt"}) {
    if (!fs::is_regular_file(folder / name, ec)) {
      throw std::runtime_error("'" + (folder / name).string() + "' is missing; a GPT-2 folder holds config.json, "
                               "model.safetensors, vocab.json and merges.txt");
    }
  }
  Gpt2Folder out;
  out.path = dir;
  out.name = folder.filename().empty() ? folder.parent_path().filename().string() : folder.filename().string();
  const fs::path config_path = folder / "config.json";
  const gpt2::Config c = parse_gpt2_config(read_file(config_path, std::size_t{1} << 20), config_path.string());
  // The vocabulary is read beside the parameters, on a thread of its own.
  std::future<Gpt2Tokenizer> tokenizer = std::async(std::launch::async, [folder] {
    return Gpt2Tokenizer::open((folder / "vocab.json").string(), (folder / "merges.txt").string());
  });
  const std::string st_path = (folder / "model.safetensors").string();
  try {
    read_parameters(st_path, c, progress, out);
  } catch (...) {
    tokenizer.wait();
    throw;
  }
  out.tokenizer = tokenizer.get();
  if (out.tokenizer.size() > c.vocabulary) {
    throw std::runtime_error("'" + (folder / "vocab.json").string() + "' has ids up to " +
                             std::to_string(out.tokenizer.size() - 1) + " but the model has " +
                             std::to_string(c.vocabulary) + " tokens (vocab_size in config.json)");
  }

  try {
    gpt2::validate(out.weights);
  } catch (const AttentionError& e) {
    throw std::runtime_error("'" + st_path + "': " + e.what());
  }
  return out;
}

}  // namespace attn::io
