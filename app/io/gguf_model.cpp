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

namespace {
using json = nlohmann::json;  // where the other files have theirs (a unity build joins them)
}  // namespace

namespace {

// The families a GGUF file opens as, by general.architecture (llama.cpp's LLM_ARCH names),
// and what its metadata says beyond what every one says (metadata_extras below). Mistral's
// files say "llama" too: its sliding window is not in their metadata.
enum class ArchKeys { Llama, Gpt2, GptNeox, Phi3, Gemma2, Gemma3 };
struct GgufArch {
  const char* name;
  Family family;
  ArchKeys keys;
  bool permuted_qk;  // the converter permuted q and k rows (LlamaModel.permute)
};
const GgufArch kArchs[] = {
    {"llama", Family::Llama, ArchKeys::Llama, true},       {"qwen2", Family::Qwen2, ArchKeys::Llama, false},
    {"qwen3", Family::Qwen3, ArchKeys::Llama, false},      {"olmo2", Family::Olmo2, ArchKeys::Llama, false},
    {"phi3", Family::Phi3, ArchKeys::Phi3, false},         {"gemma2", Family::Gemma2, ArchKeys::Gemma2, false},
    {"gemma3", Family::Gemma3, ArchKeys::Gemma3, false},   {"gptneox", Family::GptNeox, ArchKeys::GptNeox, false},
    {"gpt2", Family::Gpt2, ArchKeys::Gpt2, false},
};

const GgufArch* arch_named(const std::string& name) {
  for (const GgufArch& a : kArchs) {
    if (name == a.name) return &a;
  }
  return nullptr;
}

// The family's tensors under llama.cpp's names (LLM_TENSOR_NAMES): each part the family's
// Hugging Face files have, named as the GGUF file names that part. What the converter did
// to the values is undone by what is switched here: it wrote every matrix as nn.Linear's
// (GPT-2's Conv1D transposed), Gemma's norms with their 1 already added, and GPT-NeoX's
// q, k and v as three blocks instead of head by head. Phi-3's fused gate and up projections
// lie in ffn_up.
TensorNames gguf_names(const TensorNames& hf) {
  const auto named = [](const std::string& pattern, const std::string& gguf) {
    return pattern.empty() ? std::string() : gguf;
  };
  const auto norm = [&](const NormNames& n, const std::string& base) {
    return NormNames{named(n.weight, base + ".weight"), named(n.bias, base + ".bias")};
  };
  // A weight and its bias: "blk.%d.attn_q" → .weight, .bias.
  const auto pair = [&](const std::string& weight, const std::string& bias, const std::string& base,
                        std::string& w, std::string& b) {
    w = named(weight, base + ".weight");
    b = named(bias, base + ".bias");
  };
  TensorNames n;
  n.embedding = named(hf.embedding, "token_embd.weight");
  n.main.positions = named(hf.main.positions, "position_embd.weight");
  n.main.final_norm = norm(hf.main.final_norm, "output_norm");
  n.output = named(hf.output, "output.weight");
  const LayerNames& h = hf.main.layer;
  LayerNames& y = n.main.layer;
  const std::string b = "blk.%d.";
  y.attention_norm = norm(h.attention_norm, b + "attn_norm");
  const AttentionNames& ha = h.attention;
  AttentionNames& a = y.attention;
  pair(ha.q, ha.q_bias, b + "attn_q", a.q, a.q_bias);
  pair(ha.k, ha.k_bias, b + "attn_k", a.k, a.k_bias);
  pair(ha.v, ha.v_bias, b + "attn_v", a.v, a.v_bias);
  pair(ha.o, ha.o_bias, b + "attn_output", a.o, a.o_bias);
  pair(ha.qkv, ha.qkv_bias, b + "attn_qkv", a.qkv, a.qkv_bias);
  a.q_norm = named(ha.q_norm, b + "attn_q_norm.weight");
  a.k_norm = named(ha.k_norm, b + "attn_k_norm.weight");
  y.mlp_norm = norm(h.mlp_norm, b + "ffn_norm");
  y.attention_output_norm = norm(h.attention_output_norm, b + "post_attention_norm");
  y.mlp_output_norm = norm(h.mlp_output_norm, b + "post_ffw_norm");
  pair(h.gate, h.gate_bias, b + "ffn_gate", y.gate, y.gate_bias);
  pair(h.up, h.up_bias, b + "ffn_up", y.up, y.up_bias);
  pair(h.down, h.down_bias, b + "ffn_down", y.down, y.down_bias);
  y.gate_up = named(h.gate_up, b + "ffn_up.weight");
  return n;
}

// Every tensor of the file under its own name; Llama's q and k with the heads whose rows
// are to be un-permuted.
std::map<std::string, GgufSource> tensor_map(const std::vector<std::shared_ptr<const GgufFile>>& parts,
                                             const GgufArch& arch, const decoder::Architecture& a) {
  std::map<std::string, GgufSource> names;
  for (const auto& p : parts) {
    for (const GgufTensor& t : p->tensors()) {
      GgufSource source{t.name, 0};
      const bool layer = t.name.rfind("blk.", 0) == 0;
      if (arch.permuted_qk && layer && t.name.find(".attn_q.") != std::string::npos) source.permuted_heads = a.heads;
      if (arch.permuted_qk && layer && t.name.find(".attn_k.") != std::string::npos) source.permuted_heads = a.kv_heads;
      names.emplace(t.name, source);
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

// Metadata values as JSON, refused by key when of another kind.
class Metadata {
 public:
  Metadata(const GgufFile& file, const GgufArch& arch) : file_(file), arch_(arch), p_(std::string(arch.name) + ".") {}

  // {arch}.key, a number, or null.
  const json* number(const std::string& key) const { return metadata_number(file_, p_ + key); }
  // {arch}.key, a number, into c[field] when present.
  void copy(const std::string& key, json& c, const char* field) const {
    if (const json* v = number(key)) c[field] = *v;
  }
  // {arch}.key, a number that must be there.
  const json& required(const std::string& key) const {
    const json* v = number(key);
    if (v == nullptr) {
      throw std::runtime_error(fmt(tr("'{0}': the metadata has no {1}, which a {2} model needs"), file_.what(), p_ + key,
                                   arch_.name));
    }
    return *v;
  }
  // {arch}.key, true or false, or null.
  const json* flag(const std::string& key) const {
    const json* v = file_.find(p_ + key);
    if (v != nullptr && !v->is_boolean()) {
      throw std::runtime_error(fmt(tr("'{0}': {1} is {2}, not true or false"), file_.what(), p_ + key, brief(*v)));
    }
    return v;
  }
  const json* find(const std::string& key) const { return file_.find(p_ + key); }
  std::string key(const std::string& key) const { return p_ + key; }
  static std::string brief(const json& v) { return v.dump(-1, ' ', false, json::error_handler_t::replace); }

 private:
  const GgufFile& file_;
  const GgufArch& arch_;
  std::string p_;
};

// The config.json a Hugging Face folder of the same model would have, from the metadata
// (the keys convert_hf_to_gguf.py writes for each architecture), and what llama.cpp
// assumes where the metadata is silent.
json config_of(const GgufFile& file, const Parts& parts, const GgufArch& arch) {
  const Metadata m(file, arch);
  json c = json::object();
  c["model_type"] = family_row(arch.family).model_types.front();
  const bool gpt2 = arch.keys == ArchKeys::Gpt2;
  // GPT-2's config.json names its sizes its own way; its MLP is 4·D, whatever the file says.
  c[gpt2 ? "n_layer" : "num_hidden_layers"] = m.required("block_count");
  c[gpt2 ? "n_embd" : "hidden_size"] = m.required("embedding_length");
  c[gpt2 ? "n_head" : "num_attention_heads"] = m.required("attention.head_count");
  c[gpt2 ? "n_positions" : "max_position_embeddings"] = m.required("context_length");
  if (!gpt2) c["intermediate_size"] = m.required("feed_forward_length");
  if (const json* kv = m.find("attention.head_count_kv")) {
    if (!kv->is_number()) {
      throw std::runtime_error(fmt(tr("'{0}': {1} is {2}; a number of K/V heads for every layer is read, not one a layer"),
                                   file.what(), m.key("attention.head_count_kv"), kv->is_array() ? "[…]" : Metadata::brief(*kv)));
    }
    c["num_key_value_heads"] = *kv;
  }
  const json* key_length = m.number("attention.key_length");
  const json* value_length = m.number("attention.value_length");
  if (key_length != nullptr && value_length != nullptr && *key_length != *value_length) {
    throw std::runtime_error(fmt(tr("'{0}': keys of {1} values and values of {2}: a head's keys and values here are as wide"),
                                 file.what(), Metadata::brief(*key_length), Metadata::brief(*value_length)));
  }
  if (key_length != nullptr) c["head_dim"] = *key_length;
  m.copy("attention.layer_norm_rms_epsilon", c, "rms_norm_eps");
  m.copy("attention.layer_norm_epsilon", c, gpt2 ? "layer_norm_epsilon" : "layer_norm_eps");
  m.copy("rope.freq_base", c, "rope_theta");
  if (const json* type = m.find("rope.scaling.type"); type != nullptr && *type != "none") {
    const json* factor = m.number("rope.scaling.factor");
    if (*type != "linear" || factor == nullptr) {
      throw std::runtime_error(fmt(tr("'{0}': {1} is {2}; of the scalings written in the metadata, linear is read"),
                                   file.what(), m.key("rope.scaling.type"), Metadata::brief(*type)));
    }
    c["rope_scaling"] = {{"rope_type", "linear"}, {"factor", *factor}};
  }
  // The vocabulary is the embedding's rows (llama.cpp's own files need not say it).
  const GgufTensor* embedding = tensor_in(parts, "token_embd.weight");
  if (embedding == nullptr) throw std::runtime_error(fmt(tr("'{0}' has no tensor '{1}'"), file.what(), "token_embd.weight"));
  c["vocab_size"] = embedding->dims.size() == 2 ? embedding->dims[1] : 0;
  c["tie_word_embeddings"] = tensor_in(parts, "output.weight") == nullptr;

  // The width of a head, as the family's row will make it.
  const auto head_width = [&]() -> double {
    if (key_length != nullptr) return key_length->get<double>();
    const double heads = c.at(gpt2 ? "n_head" : "num_attention_heads").get<double>();
    return heads > 0 ? c.at(gpt2 ? "n_embd" : "hidden_size").get<double>() / heads : 0.0;
  };
  // The part of each head that turns (rope.dimension_count) as the fraction the family's
  // config says, a half value more so that the row's int(d_k · fraction) is the count.
  const auto rotated = [&](const char* field) {
    const json* dims = m.number("rope.dimension_count");
    if (dims == nullptr) return;
    const double n = dims->get<double>(), width = head_width();
    c[field] = width > 0 && n < width ? (n + 0.5) / width : 1.0;
  };
  switch (arch.keys) {
    case ArchKeys::Llama:
    case ArchKeys::Gpt2:
      break;
    case ArchKeys::GptNeox: {
      rotated("rotary_pct");
      if (const json* parallel = m.flag("use_parallel_residual")) c["use_parallel_residual"] = *parallel;
      break;
    }
    case ArchKeys::Phi3: {
      rotated("partial_rotary_factor");
      // 0: none (llama.cpp runs Phi-3 without one; transformers with the config's).
      if (const json* window = m.number("attention.sliding_window"); window != nullptr && *window != 0) {
        c["sliding_window"] = *window;
      }
      m.copy("rope.scaling.original_context_length", c, "original_max_position_embeddings");
      // The long-context models carry their scaling as two tensors of factors.
      if (tensor_in(parts, "rope_factors_long.weight") != nullptr) c["rope_scaling"] = {{"type", "longrope"}};
      break;
    }
    case ArchKeys::Gemma2:
    case ArchKeys::Gemma3: {
      m.copy("attention.sliding_window", c, "sliding_window");
      m.copy("final_logit_softcapping", c, "final_logit_softcapping");
      if (arch.keys == ArchKeys::Gemma2) m.copy("attn_logit_softcapping", c, "attn_logit_softcapping");
      // The score scale is not in the metadata: llama.cpp divides by √d_k, and for the
      // 27B models (46 layers of Gemma 2, 62 of Gemma 3) by √(D / H), as their configs'
      // query_pre_attn_scalar say. The local layers are llama.cpp's: every other one of
      // Gemma 2's (0, 2, …), five of every six of Gemma 3's, those on a RoPE base of 10000
      // (the row's defaults).
      const int big = arch.keys == ArchKeys::Gemma2 ? 46 : 62;
      if (c.at("num_hidden_layers") == big) {
        c["query_pre_attn_scalar"] = c.at("hidden_size").get<double>() / c.at("num_attention_heads").get<double>();
      }
      break;
    }
  }
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
    TensorFiles files(parts, tensor_map(parts, *arch, w.arch), dtype, progress);
    read_weights(files, gguf_names(config.family->tensors), w);
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
