#include "io/gguf_model.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <filesystem>
#include <map>
#include <memory>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/kernels/quants.hpp"
#include "io/download_text.hpp"
#include "io/gguf_tokenizer.hpp"
#include "io/i18n.hpp"
#include "io/model_families.hpp"
#include "io/platform.hpp"
#include "io/tensor_files.hpp"

namespace attn::io {

using json = nlohmann::json;

namespace {

// The families a GGUF file opens as, by general.architecture (llama.cpp's LLM_ARCH names).
// Mistral's files say "llama" too: its sliding window is not in their metadata.
struct GgufArch {
  const char* name;
  Family family;
  bool permuted_qk;  // the converter permuted q and k rows (LlamaModel.permute)
};
const GgufArch kArchs[] = {
    {"llama", Family::Llama, true},
    {"qwen2", Family::Qwen2, false},
};

// A layer's tensors: llama.cpp's name after "blk.N." → the folder's after "model.layers.N.".
const std::pair<const char*, const char*> kLayerNames[] = {
    {"attn_norm", "input_layernorm"},      {"attn_q", "self_attn.q_proj"},
    {"attn_k", "self_attn.k_proj"},        {"attn_v", "self_attn.v_proj"},
    {"attn_output", "self_attn.o_proj"},   {"attn_q_norm", "self_attn.q_norm"},
    {"attn_k_norm", "self_attn.k_norm"},   {"ffn_norm", "post_attention_layernorm"},
    {"ffn_gate", "mlp.gate_proj"},         {"ffn_up", "mlp.up_proj"},
    {"ffn_down", "mlp.down_proj"},
};
// The tensors outside the layers.
const std::pair<const char*, const char*> kModelNames[] = {
    {"token_embd", "model.embed_tokens"},
    {"output_norm", "model.norm"},
    {"output", "lm_head"},
};

const GgufArch* arch_named(const std::string& name) {
  for (const GgufArch& a : kArchs) {
    if (name == a.name) return &a;
  }
  return nullptr;
}

// Every tensor a model of `layers` layers may have: the folder's name → where it lies in
// the file ("model.layers.3.self_attn.q_proj.weight" → "blk.3.attn_q.weight"), those the
// file lacks too, so that one the model needs and the file lacks is named as the file
// would name it. Llama's q and k carry their heads, to be un-permuted.
std::map<std::string, GgufSource> tensor_map(const GgufArch& arch, const decoder::Architecture& a) {
  std::map<std::string, GgufSource> names;
  for (const char* suffix : {".weight", ".bias"}) {
    for (const auto& [gguf, hf] : kModelNames) names[hf + std::string(suffix)] = {gguf + std::string(suffix), 0};
    for (int l = 0; l < a.layers; ++l) {
      const std::string n = std::to_string(l);
      for (const auto& [gguf, hf] : kLayerNames) {
        GgufSource source{"blk." + n + "." + gguf + suffix, 0};
        if (arch.permuted_qk && std::string(gguf) == "attn_q") source.permuted_heads = a.heads;
        if (arch.permuted_qk && std::string(gguf) == "attn_k") source.permuted_heads = a.kv_heads;
        names["model.layers." + n + "." + hf + suffix] = source;
      }
    }
  }
  return names;
}

// A whole number of the metadata, or null when absent; refused when of another kind.
const json* metadata_number(const GgufFile& file, const std::string& key) {
  const json* v = file.find(key);
  if (v != nullptr && !v->is_number()) {
    // TRANSLATORS: {1} a metadata key (llama.block_count), {2} its value as JSON.
    throw std::runtime_error(fmt(tr("'{0}': {1} is {2}, not a number"), file.what(), key, v->dump(-1, ' ', false, json::error_handler_t::replace)));
  }
  return v;
}

// The config.json a Hugging Face folder of the same model would have, from the metadata.
using Parts = std::vector<std::shared_ptr<const GgufFile>>;

// The tensor `name` in whichever part holds it, or null.
const GgufTensor* tensor_in(const Parts& parts, const std::string& name) {
  for (const auto& p : parts) {
    if (const GgufTensor* t = p->tensor(name)) return t;
  }
  return nullptr;
}

json config_of(const GgufFile& file, const Parts& parts, const GgufArch& arch) {
  const std::string p = std::string(arch.name) + ".";
  json c = json::object();
  c["model_type"] = family_row(arch.family).model_types.front();
  const std::pair<const char*, const char*> required[] = {
      {"block_count", "num_hidden_layers"},
      {"embedding_length", "hidden_size"},
      {"feed_forward_length", "intermediate_size"},
      {"attention.head_count", "num_attention_heads"},
      {"context_length", "max_position_embeddings"},
  };
  for (const auto& [key, field] : required) {
    const json* v = metadata_number(file, p + key);
    if (v == nullptr) {
      throw std::runtime_error(fmt(tr("'{0}': the metadata has no {1}, which a {2} model needs"), file.what(), p + key,
                                   arch.name));
    }
    c[field] = *v;
  }
  if (const json* kv = file.find(p + "attention.head_count_kv")) {
    if (!kv->is_number()) {
      throw std::runtime_error(fmt(tr("'{0}': {1} is {2}; a number of K/V heads for every layer is read, not one a layer"),
                                   file.what(), p + "attention.head_count_kv", kv->is_array() ? "[…]" : kv->dump(-1, ' ', false, json::error_handler_t::replace)));
    }
    c["num_key_value_heads"] = *kv;
  }
  const json* key_length = metadata_number(file, p + "attention.key_length");
  const json* value_length = metadata_number(file, p + "attention.value_length");
  if (key_length != nullptr && value_length != nullptr && *key_length != *value_length) {
    throw std::runtime_error(fmt(tr("'{0}': keys of {1} values and values of {2}: a head's keys and values here are as wide"),
                                 file.what(), key_length->dump(-1, ' ', false, json::error_handler_t::replace), value_length->dump(-1, ' ', false, json::error_handler_t::replace)));
  }
  if (key_length != nullptr) c["head_dim"] = *key_length;
  if (const json* eps = metadata_number(file, p + "attention.layer_norm_rms_epsilon")) c["rms_norm_eps"] = *eps;
  if (const json* theta = metadata_number(file, p + "rope.freq_base")) c["rope_theta"] = *theta;
  if (const json* type = file.find(p + "rope.scaling.type"); type != nullptr && *type != "none") {
    const json* factor = metadata_number(file, p + "rope.scaling.factor");
    if (*type != "linear" || factor == nullptr) {
      throw std::runtime_error(fmt(tr("'{0}': {1} is {2}; of the scalings written in the metadata, linear is read"),
                                   file.what(), p + "rope.scaling.type", type->dump(-1, ' ', false, json::error_handler_t::replace)));
    }
    c["rope_scaling"] = {{"rope_type", "linear"}, {"factor", *factor}};
  }
  // The vocabulary is the embedding's rows (llama.cpp's own files need not say it).
  const GgufTensor* embedding = tensor_in(parts, "token_embd.weight");
  if (embedding == nullptr) throw std::runtime_error(fmt(tr("'{0}' has no tensor '{1}'"), file.what(), "token_embd.weight"));
  c["vocab_size"] = embedding->dims.size() == 2 ? embedding->dims[1] : 0;
  c["tie_word_embeddings"] = tensor_in(parts, "output.weight") == nullptr;
  return c;
}

// A split set's parts, the first given (llama.cpp's gguf-split: PREFIX-00001-of-0000N.gguf
// holds the metadata and split.no 0, split.count N, split.tensors.count; each other part
// its share of the tensors, named PREFIX-0000K-of-0000N.gguf); a file that is no part of
// one alone.
std::vector<std::shared_ptr<const GgufFile>> split_parts(std::shared_ptr<const GgufFile> first, const std::string& path) {
  std::vector<std::shared_ptr<const GgufFile>> parts{first};
  const json* count = first->find("split.count");
  if (count == nullptr || !count->is_number_unsigned() || count->get<std::uint64_t>() <= 1) return parts;
  const std::uint64_t n = count->get<std::uint64_t>();
  const json* no = first->find("split.no");
  if (no != nullptr && (!no->is_number_unsigned() || no->get<std::uint64_t>() != 0)) {
    // TRANSLATORS: {1} the part's number, {2} how many parts the set has.
    throw std::runtime_error(fmt(tr("'{0}' is part {1} of {2} of a split model: open its first part (…-00001-of-…)"), path,
                                 no->is_number_unsigned() ? std::to_string(no->get<std::uint64_t>() + 1) : no->dump(-1, ' ', false, json::error_handler_t::replace), n));
  }
  SplitName name;
  if (!split_name(path, name) || name.part != "00001" || std::stoull(name.count) != n) {
    std::string digits = std::to_string(n);
    digits.insert(0, digits.size() < 5 ? 5 - digits.size() : 0, '0');
    throw std::runtime_error(fmt(tr("'{0}' is the first of {1} parts of a split model, but is not named as one "
                                    "(…-00001-of-{2}.gguf), so its other parts cannot be found"),
                                 path, n, digits));
  }
  std::uint64_t tensors = first->tensors().size();
  for (std::uint64_t k = 2; k <= n; ++k) {
    std::string number = std::to_string(k);
    number.insert(0, number.size() < 5 ? 5 - number.size() : 0, '0');
    const std::string part = name.prefix + "-" + number + "-of-" + name.count + ".gguf";
    std::error_code ec;
    if (!std::filesystem::is_regular_file(platform::to_path(part), ec)) {
      throw std::runtime_error(fmt(tr("'{0}' is missing: '{1}' is the first of {2} parts"), part, path, n));
    }
    auto file = std::make_shared<const GgufFile>(GgufFile::open(part));
    const json* part_no = file->find("split.no");
    if (part_no == nullptr || !part_no->is_number_unsigned() || part_no->get<std::uint64_t>() != k - 1) {
      throw std::runtime_error(fmt(tr("'{0}': split.no is {1}; as part {2} of the set it must be {3}"), part,
                                   part_no == nullptr ? std::string("—") : part_no->dump(-1, ' ', false, json::error_handler_t::replace), k, k - 1));
    }
    tensors += file->tensors().size();
    parts.push_back(std::move(file));
  }
  if (const json* total = first->find("split.tensors.count");
      total != nullptr && total->is_number_integer() && total->get<std::int64_t>() != static_cast<std::int64_t>(tensors)) {
    throw std::runtime_error(fmt(tr("'{0}': split.tensors.count says {1} tensors, and the {2} parts hold {3}"), path,
                                 total->dump(-1, ' ', false, json::error_handler_t::replace), n, tensors));
  }
  return parts;
}

}  // namespace

std::string gguf_architectures_text() {
  std::string s;
  for (const GgufArch& a : kArchs) s += (s.empty() ? "" : ", ") + std::string(a.name);
  return s;
}

std::string gguf_file_type(const GgufFile& file) {
  // llama.cpp's llama_ftype, the names its files are known by.
  static const std::map<std::uint64_t, const char*> kTypes = {
      {0, "F32"},     {1, "F16"},     {2, "Q4_0"},    {3, "Q4_1"},    {7, "Q8_0"},    {8, "Q5_0"},
      {9, "Q5_1"},    {10, "Q2_K"},   {11, "Q3_K_S"}, {12, "Q3_K_M"}, {13, "Q3_K_L"}, {14, "Q4_K_S"},
      {15, "Q4_K_M"}, {16, "Q5_K_S"}, {17, "Q5_K_M"}, {18, "Q6_K"},   {32, "BF16"},
  };
  const json* t = file.find("general.file_type");
  if (t == nullptr || !t->is_number_unsigned()) return "";
  const auto it = kTypes.find(t->get<std::uint64_t>());
  return it == kTypes.end() ? "" : it->second;
}

void check_gguf_fits(const std::string& path, std::uint64_t needed, std::uint64_t file_bytes, std::uint64_t memory) {
  if (memory == 0 || needed <= memory / 4 * 3) return;
  // TRANSLATORS: {1} the file's size, {2} the memory its weights take here, {3} the computer's memory.
  throw std::runtime_error(fmt(tr("'{0}': this {1} file's weights would take {2} of memory, more than three quarters of "
                                  "this computer's {3}; a smaller model opens"),
                               path, bytes_text(file_bytes), bytes_text(needed), bytes_text(memory)));
}

ModelFolder open_gguf_model(const std::string& path, const std::function<void(float)>& progress) {
  auto file = std::make_shared<const GgufFile>(GgufFile::open(path));
  const Parts parts = split_parts(file, path);  // a split set's metadata is its first part's
  const json* arch_name = file->find("general.architecture");
  if (arch_name == nullptr || !arch_name->is_string()) {
    throw std::runtime_error(fmt(tr("'{0}': the metadata has no general.architecture naming the model's kind"), path));
  }
  const GgufArch* arch = arch_named(arch_name->get<std::string>());
  if (arch == nullptr) {
    // TRANSLATORS: {1} general.architecture's value ("gemma2"), {2} the list of those that open.
    throw std::runtime_error(fmt(tr("'{0}': general.architecture is {1}; GGUF files of these open: {2}"), path,
                                 arch_name->dump(-1, ' ', false, json::error_handler_t::replace), gguf_architectures_text()));
  }
  ModelFolder out;
  out.path = path;
  // The name the file gives itself (an Ollama blob's file is named by its hash), else its own.
  const json* given = file->find("general.name");
  out.name = given != nullptr && given->is_string() && !given->get<std::string>().empty()
                 ? given->get<std::string>()
                 : platform::from_path(platform::to_path(path).stem());
  const ModelConfig config = read_model_config(config_of(*file, parts, *arch).dump(), path);
  // The matrices stay in the file's blocks, mapped; the F32 tensors (norms) are copied out
  // as floats and Llama's q and k copied with their rows back in order. Refused before any
  // is read when the memory cannot hold them.
  std::uint64_t file_bytes = 0, copied = 0;
  for (const auto& p : parts) {
    for (const GgufTensor& t : p->tensors()) {
      file_bytes += t.bytes;
      const bool reordered = arch->permuted_qk && (t.name.find(".attn_q.") != std::string::npos ||
                                                   t.name.find(".attn_k.") != std::string::npos);
      if (t.type == static_cast<std::uint32_t>(kernels::QuantType::F32) || reordered) copied += t.bytes;
    }
  }
  check_gguf_fits(path, file_bytes + copied, file_bytes, platform::physical_memory());
  out.family = config.family->family;
  decoder::Weights& w = out.weights;
  w.arch = config.arch;
  // Llama 3's scaling, as the file gives it: one divisor a frequency.
  if (const GgufTensor* freqs = tensor_in(parts, "rope_freqs.weight")) {
    if (freqs->dims.size() != 1 || freqs->dims[0] * 2 != static_cast<std::uint64_t>(w.arch.rotated())) {
      throw std::runtime_error(fmt(tr("'{0}': rope_freqs.weight holds {1} values; heads that turn {2} values need {3}"), path,
                                   freqs->elements(), w.arch.rotated(), w.arch.rotated() / 2));
    }
    std::vector<float> divisors(static_cast<std::size_t>(freqs->elements()));
    kernels::dequantize_row(static_cast<kernels::QuantType>(freqs->type), freqs->data, divisors.data(), divisors.size());
    w.arch.rope_scaling = RopeScaling{};
    w.arch.rope_scaling.kind = RopeScaling::Kind::Divisors;
    w.arch.rope_scaling.divisors.assign(divisors.begin(), divisors.end());
    w.arch.rope_scaling.factor = *std::max_element(divisors.begin(), divisors.end());
  }
  std::string dtype = gguf_file_type(*file);
  if (dtype.empty()) dtype = kernels::quant_name(tensor_in(parts, "token_embd.weight")->type);
  // The tokenizer first: a file whose tokenizer does not read is refused before its weights are.
  out.tokenizer = gguf_tokenizer(*file);
  {
    TensorFiles files(parts, tensor_map(*arch, w.arch), dtype, progress);
    read_weights(files, config.family->tensors, w);
    out.dtype = files.dtype();
  }
  if (progress) progress(1.0f);
  if (out.tokenizer->vocabulary_size() > w.arch.vocabulary) {
    throw std::runtime_error(fmt(tr("'{0}': the tokenizer has ids up to {1} but the model embeds {2} tokens"), path,
                                 out.tokenizer->vocabulary_size() - 1, w.arch.vocabulary));
  }
  try {
    decoder::validate(w);
  } catch (const AttentionError& e) {
    throw std::runtime_error("'" + path + "': " + e.what());
  }
  return out;
}

}  // namespace attn::io
