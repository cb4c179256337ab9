#include "io/model_folder.hpp"

#include <algorithm>
#include <cstring>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <future>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/base/memory.hpp"
#include "core/base/parallel.hpp"
#include "io/atomic_file.hpp"
#include "io/gpt2_tokenizer.hpp"
#include "io/hf_tokenizer.hpp"
#include "io/platform.hpp"
#include "io/safetensors.hpp"
#include "io/sentencepiece_tokenizer.hpp"
#include "io/wordpiece_tokenizer.hpp"

namespace attn::io {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;
using decoder::Architecture;

// Sizes beyond any model of these families by a wide margin (Llama 3.1 405B: 126 layers,
// D 16384, 128 heads, 53248 wide MLP, 128256 tokens, 131072 positions), so that a config
// cannot ask for absurd memory.
constexpr long long kMaxLayers = 512;
constexpr long long kMaxWidth = 65536;
constexpr long long kMaxContext = 1 << 24;
constexpr long long kMaxVocabulary = 1 << 22;
constexpr std::size_t kMaxParameterBytes = std::size_t{64} << 30;

const json* field(const json& config, const char* name) {
  const auto it = config.find(name);
  return it == config.end() || it->is_null() ? nullptr : &*it;
}

int size_field(const json& config, const std::vector<const char*>& names, long long max,
               const std::string& what) {
  for (const char* name : names) {
    const json* v = field(config, name);
    if (v == nullptr) continue;
    if (!v->is_number_integer() || v->get<long long>() < 1 || v->get<long long>() > max) {
      throw std::runtime_error("'" + what + "': " + name + " must be an integer from 1 to " +
                               std::to_string(max) + ", got " + v->dump());
    }
    return static_cast<int>(v->get<long long>());
  }
  throw std::runtime_error("'" + what + "' has no " + names.front());
}

double number_field(const json& config, const char* name, double fallback, double low, double high,
                    const std::string& what) {
  const json* v = field(config, name);
  if (v == nullptr) return fallback;
  if (!v->is_number() || !(v->get<double>() > low) || !(v->get<double>() < high)) {
    std::ostringstream range;
    range << "(" << low << ", " << high << ")";
    throw std::runtime_error("'" + what + "': " + name + " must be a number in " + range.str() +
                             ", got " + v->dump());
  }
  return v->get<double>();
}

// A token id (0 or more), or `fallback` when the field is absent or null.
int id_field(const json& config, const char* name, int fallback, const std::string& what) {
  const json* v = field(config, name);
  if (v == nullptr) return fallback;
  if (v->is_array() && !v->empty()) v = &(*v)[0];  // an eos_token_id list: its first
  if (!v->is_number_integer() || v->get<long long>() < 0 || v->get<long long>() >= kMaxVocabulary) {
    throw std::runtime_error("'" + what + "': " + name + " must be a token id, got " + v->dump());
  }
  return static_cast<int>(v->get<long long>());
}

bool bool_field(const json& config, const char* name, bool fallback, const std::string& what) {
  const json* v = field(config, name);
  if (v == nullptr) return fallback;
  if (!v->is_boolean()) throw std::runtime_error("'" + what + "': " + name + " must be true or false, got " + v->dump());
  return v->get<bool>();
}

json parse_json(const std::string& text, const std::string& what) {
  json j;
  try {
    j = json::parse(text);
  } catch (const json::exception& e) {  // a syntax error, or a number beyond a double: 1e999
    throw std::runtime_error("'" + what + "' is not JSON: " + std::string(e.what()).substr(0, 200));
  }
  if (!j.is_object()) throw std::runtime_error("'" + what + "' must be a JSON object");
  return j;
}

Architecture gpt2_row(const json& config, const std::string& what) {
  if (const json* a = field(config, "activation_function")) {
    if (*a != "gelu_new" && *a != "gelu_pytorch_tanh") {
      throw std::runtime_error("'" + what + "': activation_function is " + a->dump() +
                               "; GPT-2 uses the tanh GELU (\"gelu_new\")");
    }
  }
  Architecture a;
  a.family = "gpt2";
  a.layers = size_field(config, {"n_layer"}, kMaxLayers, what);
  a.heads = size_field(config, {"n_head"}, kMaxWidth, what);
  a.kv_heads = a.heads;
  a.d_model = size_field(config, {"n_embd"}, kMaxWidth, what);
  a.context = size_field(config, {"n_positions", "n_ctx"}, kMaxContext, what);
  a.vocabulary = size_field(config, {"vocab_size"}, kMaxVocabulary, what);
  a.norm_eps = number_field(config, "layer_norm_epsilon", 1e-5, 0.0, 1.0, what);
  if (a.d_model % a.heads != 0) {
    throw std::runtime_error("'" + what + "': n_embd " + std::to_string(a.d_model) +
                             " is not a multiple of n_head " + std::to_string(a.heads));
  }
  a.head_dim = a.d_model / a.heads;
  a.mlp_width = 4 * a.d_model;
  return a;
}

RopeScaling rope_scaling(const json& config, const std::string& what) {
  RopeScaling s;
  const json* r = field(config, "rope_scaling");
  if (r == nullptr) return s;
  if (!r->is_object()) throw std::runtime_error("'" + what + "': rope_scaling must be an object or null");
  const json* type = field(*r, "rope_type");
  if (type == nullptr) type = field(*r, "type");
  const std::string kind = type != nullptr && type->is_string() ? type->get<std::string>() : "";
  if (kind == "default") return s;
  const std::string where = what + "' rope_scaling: '";
  if (kind == "linear") {
    s.kind = RopeScaling::Kind::Linear;
  } else if (kind == "llama3") {
    s.kind = RopeScaling::Kind::Llama3;
    s.low_freq_factor = number_field(*r, "low_freq_factor", 1.0, 0.0, 1e9, what);
    s.high_freq_factor = number_field(*r, "high_freq_factor", 4.0, 0.0, 1e9, what);
    s.original_context = number_field(*r, "original_max_position_embeddings", 8192, 0.0, 1e12, what);
  } else {
    throw std::runtime_error("'" + what + "': rope_scaling type " + (type ? type->dump() : "(none)") +
                             " is not supported; these are read: default, linear, llama3");
  }
  s.factor = number_field(*r, "factor", 1.0, 0.0, 1e9, what);
  return s;
}

Architecture llama_row(const json& config, const std::string& family, const std::string& what) {
  if (const json* act = field(config, "hidden_act")) {
    if (*act != "silu") {
      throw std::runtime_error("'" + what + "': hidden_act is " + act->dump() + "; " + family +
                               " models use SwiGLU with silu");
    }
  }
  Architecture a;
  a.family = family;
  a.layers = size_field(config, {"num_hidden_layers"}, kMaxLayers, what);
  a.d_model = size_field(config, {"hidden_size"}, kMaxWidth, what);
  a.heads = size_field(config, {"num_attention_heads"}, kMaxWidth, what);
  a.kv_heads = field(config, "num_key_value_heads") ? size_field(config, {"num_key_value_heads"}, kMaxWidth, what)
                                                    : a.heads;
  if (a.heads % a.kv_heads != 0) {
    throw std::runtime_error("'" + what + "': num_attention_heads " + std::to_string(a.heads) +
                             " is not a multiple of num_key_value_heads " + std::to_string(a.kv_heads));
  }
  if (field(config, "head_dim")) {
    a.head_dim = size_field(config, {"head_dim"}, kMaxWidth, what);
  } else {
    if (a.d_model % a.heads != 0) {
      throw std::runtime_error("'" + what + "': hidden_size " + std::to_string(a.d_model) +
                               " is not a multiple of num_attention_heads " + std::to_string(a.heads) +
                               " and there is no head_dim");
    }
    a.head_dim = a.d_model / a.heads;
  }
  if (a.head_dim % 2 != 0) {
    throw std::runtime_error("'" + what + "': the head width " + std::to_string(a.head_dim) +
                             " is odd; rotary positions turn pairs of values");
  }
  a.mlp_width = size_field(config, {"intermediate_size"}, kMaxWidth * 8, what);
  a.context = size_field(config, {"max_position_embeddings"}, kMaxContext, what);
  a.vocabulary = size_field(config, {"vocab_size"}, kMaxVocabulary, what);
  a.norm = decoder::Norm::RmsNorm;
  a.norm_eps = number_field(config, "rms_norm_eps", 1e-6, 0.0, 1.0, what);
  a.positions = decoder::Positions::Rotary;
  a.rope_theta = number_field(config, "rope_theta", 10000.0, 1.0, 1e15, what);
  a.rope_scaling = rope_scaling(config, what);
  a.mlp = decoder::Mlp::SwiGlu;
  a.tied_embeddings = bool_field(config, "tie_word_embeddings", false, what);
  const bool attention_bias = bool_field(config, "attention_bias", false, what);
  a.qkv_bias = attention_bias;
  a.o_bias = attention_bias;
  a.mlp_bias = bool_field(config, "mlp_bias", false, what);
  if (family == "qwen2") {
    a.qkv_bias = true;  // Qwen2's q, k and v always have biases, its o never
    a.o_bias = false;
  }
  if (family == "qwen3") a.qk_norm = true;
  if (family == "mistral" && field(config, "sliding_window")) {
    a.sliding_window = size_field(config, {"sliding_window"}, kMaxContext, what);
  }
  try {
    decoder::validate(a);
  } catch (const AttentionError& e) {
    throw std::runtime_error("'" + what + "': " + e.what());
  }
  return a;
}

// A row the reader filled, checked as the table checks it, named by the file.
Architecture checked(Architecture a, const std::string& what) {
  try {
    decoder::validate(a);
  } catch (const AttentionError& e) {
    throw std::runtime_error("'" + what + "': " + e.what());
  }
  return a;
}

Architecture bert_row(const json& config, const std::string& what) {
  if (const json* act = field(config, "hidden_act")) {
    if (*act != "gelu") {
      throw std::runtime_error("'" + what + "': hidden_act is " + act->dump() + "; BERT uses the exact GELU (\"gelu\")");
    }
  }
  if (const json* p = field(config, "position_embedding_type")) {
    if (*p != "absolute") {
      throw std::runtime_error("'" + what + "': position_embedding_type is " + p->dump() +
                               "; the BERT that opens has learned absolute positions (\"absolute\")");
    }
  }
  Architecture a;
  a.family = "bert";
  a.stacks = decoder::Stacks::Encoder;
  a.layers = size_field(config, {"num_hidden_layers"}, kMaxLayers, what);
  a.d_model = size_field(config, {"hidden_size"}, kMaxWidth, what);
  a.heads = size_field(config, {"num_attention_heads"}, kMaxWidth, what);
  a.kv_heads = a.heads;
  if (a.d_model % a.heads != 0) {
    throw std::runtime_error("'" + what + "': hidden_size " + std::to_string(a.d_model) +
                             " is not a multiple of num_attention_heads " + std::to_string(a.heads));
  }
  a.head_dim = a.d_model / a.heads;
  a.mlp_width = size_field(config, {"intermediate_size"}, kMaxWidth * 8, what);
  a.context = size_field(config, {"max_position_embeddings"}, kMaxContext, what);
  a.vocabulary = size_field(config, {"vocab_size"}, kMaxVocabulary, what);
  if (field(config, "type_vocab_size")) size_field(config, {"type_vocab_size"}, kMaxVocabulary, what);
  a.norm = decoder::Norm::LayerNorm;
  a.norm_eps = number_field(config, "layer_norm_eps", 1e-12, 0.0, 1.0, what);
  a.positions = decoder::Positions::Learned;
  a.mlp = decoder::Mlp::Gelu;
  a.causal = false;
  a.post_norm = true;
  a.embedding_norm = true;
  a.token_types = true;
  a.mlm_head = true;  // whether the folder has it is known once its tensors are listed
  a.output_bias = true;
  a.tied_embeddings = true;
  return checked(a, what);
}

// The MLP of an activation name (Hugging Face's ACT2FN keys the seq2seq models use).
decoder::Mlp activation(const json& name, const std::string& key, const std::string& what) {
  if (name == "swish" || name == "silu") return decoder::Mlp::Silu;
  if (name == "gelu") return decoder::Mlp::Gelu;
  if (name == "gelu_new" || name == "gelu_pytorch_tanh") return decoder::Mlp::GeluTanh;
  if (name == "relu") return decoder::Mlp::Relu;
  throw std::runtime_error("'" + what + "': " + key + " is " + name.dump() +
                           "; these are read: swish, silu, gelu, gelu_new, relu");
}

// Marian's and BART's row: a post-norm encoder–decoder with biases everywhere; Marian with
// sinusoidal positions and its embeddings scaled by √D, BART with learned positions two
// rows on and its embeddings normalized.
Architecture bart_row(const json& config, const std::string& family, const std::string& what) {
  Architecture a;
  a.family = family;
  a.stacks = decoder::Stacks::EncoderDecoder;
  a.d_model = size_field(config, {"d_model"}, kMaxWidth, what);
  a.encoder_layers = size_field(config, {"encoder_layers", "num_hidden_layers"}, kMaxLayers, what);
  a.layers = size_field(config, {"decoder_layers", "num_hidden_layers"}, kMaxLayers, what);
  a.heads = size_field(config, {"encoder_attention_heads"}, kMaxWidth, what);
  if (field(config, "decoder_attention_heads") &&
      size_field(config, {"decoder_attention_heads"}, kMaxWidth, what) != a.heads) {
    throw std::runtime_error("'" + what + "': the encoder and the decoder have different head counts; "
                             "the models that open have one");
  }
  a.kv_heads = a.heads;
  if (a.d_model % a.heads != 0) {
    throw std::runtime_error("'" + what + "': d_model " + std::to_string(a.d_model) +
                             " is not a multiple of encoder_attention_heads " + std::to_string(a.heads));
  }
  a.head_dim = a.d_model / a.heads;
  a.mlp_width = size_field(config, {"encoder_ffn_dim"}, kMaxWidth * 8, what);
  if (field(config, "decoder_ffn_dim") && size_field(config, {"decoder_ffn_dim"}, kMaxWidth * 8, what) != a.mlp_width) {
    throw std::runtime_error("'" + what + "': the encoder and the decoder have MLPs of different widths; "
                             "the models that open have one");
  }
  a.context = size_field(config, {"max_position_embeddings"}, kMaxContext, what);
  a.vocabulary = size_field(config, {"vocab_size"}, kMaxVocabulary, what);
  if (bool_field(config, "normalize_before", false, what)) {
    throw std::runtime_error("'" + what + "': normalize_before is true (mBART's pre-norm); the " + family +
                             " models that open put each norm after its sum");
  }
  a.norm = decoder::Norm::LayerNorm;
  a.norm_eps = 1e-5;  // Hugging Face's nn.LayerNorm default: these configs do not say
  a.post_norm = true;
  a.mlp = activation(field(config, "activation_function") ? *field(config, "activation_function") : json("gelu"),
                     "activation_function", what);
  if (bool_field(config, "scale_embedding", false, what)) a.embed_scale = std::sqrt(static_cast<float>(a.d_model));
  if (family == "marian") {
    a.positions = decoder::Positions::Sinusoidal;
  } else {
    a.positions = decoder::Positions::Learned;
    a.position_offset = 2;
    a.embedding_norm = true;
  }
  a.output_bias = true;  // final_logits_bias
  a.tied_embeddings = bool_field(config, "tie_word_embeddings", true, what);
  a.decoder_start = id_field(config, "decoder_start_token_id", id_field(config, "pad_token_id", 1, what), what);
  a.eos = id_field(config, "eos_token_id", 2, what);
  return checked(a, what);
}

Architecture t5_row(const json& config, const std::string& what) {
  Architecture a;
  a.family = "t5";
  a.stacks = decoder::Stacks::EncoderDecoder;
  a.d_model = size_field(config, {"d_model"}, kMaxWidth, what);
  a.encoder_layers = size_field(config, {"num_layers"}, kMaxLayers, what);
  a.layers = field(config, "num_decoder_layers") ? size_field(config, {"num_decoder_layers"}, kMaxLayers, what)
                                                 : a.encoder_layers;
  a.heads = size_field(config, {"num_heads"}, kMaxWidth, what);
  a.kv_heads = a.heads;
  a.head_dim = size_field(config, {"d_kv"}, kMaxWidth, what);
  a.mlp_width = size_field(config, {"d_ff"}, kMaxWidth * 8, what);
  a.vocabulary = size_field(config, {"vocab_size"}, kMaxVocabulary, what);
  // Relative positions bound no length; n_positions, where given, is what the model was
  // trained on.
  a.context = field(config, "n_positions") ? size_field(config, {"n_positions"}, kMaxContext, what) : 512;
  a.norm = decoder::Norm::RmsNorm;
  a.norm_eps = number_field(config, "layer_norm_epsilon", 1e-6, 0.0, 1.0, what);
  a.positions = decoder::Positions::Relative;
  a.relative_buckets = field(config, "relative_attention_num_buckets")
                           ? size_field(config, {"relative_attention_num_buckets"}, 1 << 16, what)
                           : 32;
  a.relative_max_distance = field(config, "relative_attention_max_distance")
                                ? size_field(config, {"relative_attention_max_distance"}, 1 << 24, what)
                                : 128;
  a.scale_scores = false;
  a.qkv_bias = false;
  a.o_bias = false;
  a.mlp_bias = false;
  const json* proj = field(config, "feed_forward_proj");
  const std::string ff = proj != nullptr && proj->is_string() ? proj->get<std::string>() : "relu";
  if (ff == "relu") {
    a.mlp = decoder::Mlp::Relu;
  } else if (ff == "gated-gelu") {
    a.mlp = decoder::Mlp::GatedGelu;
  } else if (ff == "gated-silu") {
    a.mlp = decoder::Mlp::SwiGlu;
  } else {
    throw std::runtime_error("'" + what + "': feed_forward_proj is " + (proj ? proj->dump() : "(none)") +
                             "; these are read: relu, gated-gelu, gated-silu");
  }
  a.tied_embeddings = bool_field(config, "tie_word_embeddings", true, what);
  if (a.tied_embeddings) a.output_scale = 1.0f / std::sqrt(static_cast<float>(a.d_model));
  a.decoder_start = id_field(config, "decoder_start_token_id", 0, what);
  a.eos = id_field(config, "eos_token_id", 1, what);
  return checked(a, what);
}

// Where each tensor is: one file, or the shards an index names.
class TensorFiles {
 public:
  TensorFiles(const fs::path& folder, const std::function<void(float)>& progress) : progress_(progress) {
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
            throw std::runtime_error("'" + platform::from_path(shard) + "' is missing; '" + platform::from_path(index) +
                                     "' names it for '" + tensor + "'");
          }
          files_.push_back(SafeTensorsFile::open(platform::from_path(shard)));
          names_.push_back(platform::from_path(shard));
          it = opened.emplace(file, files_.size() - 1).first;
        }
        if (files_[it->second].find(tensor) == nullptr) {
          throw std::runtime_error("'" + platform::from_path(index) + "' maps '" + tensor + "' to '" + file +
                                   "', which has no such tensor");
        }
        where_[tensor] = it->second;
      }
    } else {
      throw std::runtime_error("'" + platform::from_path(single) + "' is missing, and there is no '" + platform::from_path(index) +
                               "' naming shards");
    }
    for (const SafeTensorsFile& f : files_) {
      for (const TensorView& t : f.tensors()) total_ += t.bytes;
    }
  }

  bool has(const std::string& name) const { return where_.count(name) != 0; }

  // The shape of tensor `name` as the file gives it.
  std::vector<std::int64_t> shape(const std::string& name) const {
    const auto it = where_.find(name);
    if (it == where_.end()) throw std::runtime_error("'" + names_.front() + "' has no tensor '" + name + "'");
    const TensorView* t = files_[it->second].find(name);
    if (t == nullptr || t->shape.empty()) {
      throw std::runtime_error("'" + names_[it->second] + "': tensor '" + name + "' has no shape");
    }
    return t->shape;
  }

  // The tensor `name` as floats of `shape` ([n] reads as 1×n), transposed when `transpose`
  // (an nn.Linear weight, out×in, read as in×out).
  Matrix read(const std::string& name, const std::vector<std::int64_t>& shape, bool transpose = false) {
    const auto it = where_.find(name);
    if (it == where_.end()) throw std::runtime_error("'" + names_.front() + "' has no tensor '" + name + "'");
    const SafeTensorsFile& file = files_[it->second];
    const std::string& what = names_[it->second];
    const TensorView& t = file.float_tensor(name, shape);
    if (dtype_.empty()) dtype_ = t.dtype;
    const Eigen::Index rows = shape.size() == 1 ? 1 : shape[0];
    const Eigen::Index cols = shape.back();
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
    if (!finite) throw std::runtime_error("'" + what + "': tensor '" + name + "' holds NaN or infinity");
    done_ += t.bytes;
    if (progress_ && total_ > 0) progress_(static_cast<float>(static_cast<double>(done_) / static_cast<double>(total_)));
    return m;
  }

  // Whether tensor `name` is held in BF16 (false when there is no such tensor: reading it
  // says so).
  bool is_bf16(const std::string& name) const {
    const auto it = where_.find(name);
    if (it == where_.end()) return false;
    const TensorView* t = files_[it->second].find(name);
    return t != nullptr && t->dtype == "BF16";
  }

  // A BF16 nn.Linear weight (out×in in the file) as W (in×out), its values as they are.
  // An embedding (V×D) read this way is Eᵀ. Read in place from the file's mapping, which
  // the model then keeps: opening costs no copy and no new memory, only the check that
  // every value is finite (in parts on every core), which brings the pages in. A tensor
  // at an odd byte offset (the format does not promise alignment) is copied instead.
  // With check false, the caller finds whether every value is finite itself (pairing does,
  // as it reads them).
  Bf16Matrix read_bf16(const std::string& name, std::int64_t out, std::int64_t in, bool check = true) {
    const auto it = where_.find(name);
    if (it == where_.end()) throw std::runtime_error("'" + names_.front() + "' has no tensor '" + name + "'");
    const SafeTensorsFile& file = files_[it->second];
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
    if (!finite) throw std::runtime_error("'" + names_[it->second] + "': tensor '" + name + "' holds NaN or infinity");
    done_ += t.bytes;
    if (progress_ && total_ > 0) progress_(static_cast<float>(static_cast<double>(done_) / static_cast<double>(total_)));
    if (!in_place) {
      file.release(t);
      return Bf16Matrix(in, out, std::move(copy), true);
    }
    return Bf16Matrix(in, out, reinterpret_cast<const bf16*>(t.data), file.bytes_owner(), true);
  }

  // A BF16 nn.Linear weight that many rows are multiplied by, in the panels the products
  // read (base/weight.hpp): read as read_bf16 reads it, paired on every core into one
  // allocation for the whole model, and the tensor's pages of the mapping given back.
  Bf16Matrix read_paired(const std::string& name, std::int64_t out, std::int64_t in) {
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
    Bf16Matrix paired = read_bf16(name, out, in, false).paired(0, arena_.get());
    const SafeTensorsFile& file = files_[where_.at(name)];
    if (const TensorView* t = file.find(name)) file.release(*t);
    if (!paired.finite()) throw std::runtime_error("'" + file_name(name) + "': tensor '" + name + "' holds NaN or infinity");
    return paired;
  }

  // An nn.Linear weight as W (in×out): BF16 kept BF16 (in panels), else floats.
  Weight read_linear(const std::string& name, std::int64_t out, std::int64_t in) {
    if (is_bf16(name)) return read_paired(name, out, in);
    return read(name, {out, in}, true);
  }

  const std::string& dtype() const { return dtype_; }
  const std::string& file_name(const std::string& tensor) const { return names_[where_.at(tensor)]; }
  const std::string& first_name() const { return names_.front(); }

 private:
  std::vector<SafeTensorsFile> files_;
  std::vector<std::string> names_;
  std::map<std::string, std::size_t> where_;
  const std::function<void(float)>& progress_;
  std::string dtype_;
  std::size_t total_ = 0;
  std::size_t done_ = 0;
  std::unique_ptr<PanelArena> arena_;
};

void read_gpt2(TensorFiles& r, decoder::Weights& w) {
  const Architecture& a = w.arch;
  const std::string prefix = !r.has("wte.weight") && r.has("transformer.wte.weight") ? "transformer." : "";
  const std::int64_t d = a.d_model;
  w.embed = r.read(prefix + "wte.weight", {a.vocabulary, d});
  w.positions = r.read(prefix + "wpe.weight", {a.context, d});
  w.layers.resize(static_cast<std::size_t>(a.layers));
  for (int l = 0; l < a.layers; ++l) {
    const std::string p = prefix + "h." + std::to_string(l) + ".";
    decoder::Layer& y = w.layers[static_cast<std::size_t>(l)];
    y.norm1_w = r.read(p + "ln_1.weight", {d});
    y.norm1_b = r.read(p + "ln_1.bias", {d});
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
    y.norm2_w = r.read(p + "ln_2.weight", {d});
    y.norm2_b = r.read(p + "ln_2.bias", {d});
    y.up_w = r.read(p + "mlp.c_fc.weight", {d, 4 * d});
    y.up_b = r.read(p + "mlp.c_fc.bias", {4 * d});
    y.down_w = r.read(p + "mlp.c_proj.weight", {4 * d, d});
    y.down_b = r.read(p + "mlp.c_proj.bias", {d});
  }
  w.final_w = r.read(prefix + "ln_f.weight", {d});
  w.final_b = r.read(prefix + "ln_f.bias", {d});
}

// An nn.Linear weight (out×in) into the float or the BF16 member of the engine's attention
// weights.
void read_attention(TensorFiles& r, const std::string& name, std::int64_t out, std::int64_t in, Matrix& f,
                    Bf16Matrix& h) {
  if (r.is_bf16(name)) {
    h = r.read_paired(name, out, in);
  } else {
    f = r.read(name, {out, in}, true);
  }
}

// An embedding or output matrix (V×D): as floats V×D, or in BF16 as Eᵀ.
void read_embedding(TensorFiles& r, const std::string& name, const Architecture& a, Matrix& f, Bf16Matrix& h) {
  if (r.is_bf16(name)) {
    h = r.read_bf16(name, a.vocabulary, a.d_model);
  } else {
    f = r.read(name, {a.vocabulary, a.d_model});
  }
}

// Llama, Mistral, Qwen2 and Qwen3 name their tensors alike.
void read_llama(TensorFiles& r, decoder::Weights& w) {
  const Architecture& a = w.arch;
  const std::int64_t d = a.d_model;
  const std::int64_t q = static_cast<std::int64_t>(a.heads) * a.head_dim;
  const std::int64_t kv = static_cast<std::int64_t>(a.kv_heads) * a.head_dim;
  const std::int64_t f = a.mlp_width;
  read_embedding(r, "model.embed_tokens.weight", a, w.embed, w.embed16);
  w.layers.resize(static_cast<std::size_t>(a.layers));
  for (int l = 0; l < a.layers; ++l) {
    const std::string p = "model.layers." + std::to_string(l) + ".";
    decoder::Layer& y = w.layers[static_cast<std::size_t>(l)];
    MhaWeights& att = y.attention;
    y.norm1_w = r.read(p + "input_layernorm.weight", {d});
    read_attention(r, p + "self_attn.q_proj.weight", q, d, att.w_q, att.w_q16);
    read_attention(r, p + "self_attn.k_proj.weight", kv, d, att.w_k, att.w_k16);
    read_attention(r, p + "self_attn.v_proj.weight", kv, d, att.w_v, att.w_v16);
    read_attention(r, p + "self_attn.o_proj.weight", d, q, att.w_o, att.w_o16);
    if (a.qkv_bias) {
      att.b_q = r.read(p + "self_attn.q_proj.bias", {q});
      att.b_k = r.read(p + "self_attn.k_proj.bias", {kv});
      att.b_v = r.read(p + "self_attn.v_proj.bias", {kv});
    }
    if (a.o_bias) att.b_o = r.read(p + "self_attn.o_proj.bias", {d});
    if (a.qk_norm) {
      att.q_norm = r.read(p + "self_attn.q_norm.weight", {a.head_dim});
      att.k_norm = r.read(p + "self_attn.k_norm.weight", {a.head_dim});
      att.qk_norm_eps = static_cast<float>(a.norm_eps);
    }
    y.norm2_w = r.read(p + "post_attention_layernorm.weight", {d});
    y.gate_w = r.read_linear(p + "mlp.gate_proj.weight", f, d);
    y.up_w = r.read_linear(p + "mlp.up_proj.weight", f, d);
    y.down_w = r.read_linear(p + "mlp.down_proj.weight", d, f);
    if (a.mlp_bias) {
      y.gate_b = r.read(p + "mlp.gate_proj.bias", {f});
      y.up_b = r.read(p + "mlp.up_proj.bias", {f});
      y.down_b = r.read(p + "mlp.down_proj.bias", {d});
    }
  }
  w.final_w = r.read("model.norm.weight", {d});
  if (!a.tied_embeddings) read_embedding(r, "lm_head.weight", a, w.output, w.output16);
}

// The four projections of one attention, nn.Linear weights named `prefix` + q, k, v, o,
// with their biases where `biases`.
struct Projections {
  std::string q, k, v, o;
};
void read_mha(TensorFiles& r, const std::string& prefix, const Projections& n, const Architecture& a, bool biases,
              MhaWeights& w) {
  const std::int64_t d = a.d_model;
  const std::int64_t q = static_cast<std::int64_t>(a.heads) * a.head_dim;
  const std::int64_t kv = static_cast<std::int64_t>(a.kv_heads) * a.head_dim;
  read_attention(r, prefix + n.q + ".weight", q, d, w.w_q, w.w_q16);
  read_attention(r, prefix + n.k + ".weight", kv, d, w.w_k, w.w_k16);
  read_attention(r, prefix + n.v + ".weight", kv, d, w.w_v, w.w_v16);
  read_attention(r, prefix + n.o + ".weight", d, q, w.w_o, w.w_o16);
  if (!biases) return;
  w.b_q = r.read(prefix + n.q + ".bias", {q});
  w.b_k = r.read(prefix + n.k + ".bias", {kv});
  w.b_v = r.read(prefix + n.v + ".bias", {kv});
  w.b_o = r.read(prefix + n.o + ".bias", {d});
}

// BERT (BertForMaskedLM, BertForPreTraining or a bare BertModel), its names with or without
// "bert.", its norms' weights named weight and bias or, in old files, gamma and beta.
void read_bert(TensorFiles& r, decoder::Weights& w) {
  Architecture& a = w.arch;
  const std::string prefix = r.has("bert.embeddings.word_embeddings.weight") ? "bert." : "";
  const std::int64_t d = a.d_model;
  const std::int64_t f = a.mlp_width;
  const auto norm = [&](const std::string& base, Matrix& weight, Matrix& bias) {
    const bool old = !r.has(base + ".weight") && r.has(base + ".gamma");
    weight = r.read(base + (old ? ".gamma" : ".weight"), {d});
    bias = r.read(base + (old ? ".beta" : ".bias"), {d});
  };
  const std::string e = prefix + "embeddings.";
  read_embedding(r, e + "word_embeddings.weight", a, w.embed, w.embed16);
  w.positions = r.read(e + "position_embeddings.weight", {a.context, d});
  const std::int64_t types = r.shape(e + "token_type_embeddings.weight").at(0);
  w.token_type = r.read(e + "token_type_embeddings.weight", {types, d}).topRows(1);
  norm(e + "LayerNorm", w.embed_norm_w, w.embed_norm_b);
  w.layers.resize(static_cast<std::size_t>(a.layers));
  for (int l = 0; l < a.layers; ++l) {
    const std::string p = prefix + "encoder.layer." + std::to_string(l) + ".";
    decoder::Layer& y = w.layers[static_cast<std::size_t>(l)];
    read_mha(r, p + "attention.", {"self.query", "self.key", "self.value", "output.dense"}, a, true, y.attention);
    norm(p + "attention.output.LayerNorm", y.norm1_w, y.norm1_b);
    y.up_w = r.read_linear(p + "intermediate.dense.weight", f, d);
    y.up_b = r.read(p + "intermediate.dense.bias", {f});
    y.down_w = r.read_linear(p + "output.dense.weight", d, f);
    y.down_b = r.read(p + "output.dense.bias", {d});
    norm(p + "output.LayerNorm", y.norm2_w, y.norm2_b);
  }
  w.final_w.resize(0, 0);
  // The masked-LM head, when the folder has it; its output matrix is the embedding.
  const std::string h = "cls.predictions.";
  a.predicts = r.has(h + "transform.dense.weight");
  a.mlm_head = a.predicts;
  a.output_bias = a.predicts;
  if (!a.predicts) return;
  w.head_w = r.read(h + "transform.dense.weight", {d, d}, true);
  w.head_b = r.read(h + "transform.dense.bias", {d});
  norm(h + "transform.LayerNorm", w.head_norm_w, w.head_norm_b);
  const std::string bias = r.has(h + "bias") ? h + "bias" : h + "decoder.bias";
  w.output_bias = r.read(bias, {a.vocabulary});
}

// Marian (MarianMTModel) and BART (BartForConditionalGeneration): model.encoder.* and
// model.decoder.* layers, shared embeddings, final_logits_bias.
void read_bart(TensorFiles& r, decoder::Weights& w) {
  const Architecture& a = w.arch;
  const std::int64_t d = a.d_model;
  const std::int64_t f = a.mlp_width;
  const std::string embedding = r.has("model.shared.weight") ? "model.shared.weight" : "model.encoder.embed_tokens.weight";
  read_embedding(r, embedding, a, w.embed, w.embed16);
  const auto layers = [&](const std::string& stack, int count, bool cross, std::vector<decoder::Layer>& out) {
    out.resize(static_cast<std::size_t>(count));
    for (int l = 0; l < count; ++l) {
      const std::string p = "model." + stack + ".layers." + std::to_string(l) + ".";
      decoder::Layer& y = out[static_cast<std::size_t>(l)];
      const Projections names{"q_proj", "k_proj", "v_proj", "out_proj"};
      read_mha(r, p + "self_attn.", names, a, true, y.attention);
      y.norm1_w = r.read(p + "self_attn_layer_norm.weight", {d});
      y.norm1_b = r.read(p + "self_attn_layer_norm.bias", {d});
      if (cross) {
        read_mha(r, p + "encoder_attn.", names, a, true, y.cross);
        y.cross_norm_w = r.read(p + "encoder_attn_layer_norm.weight", {d});
        y.cross_norm_b = r.read(p + "encoder_attn_layer_norm.bias", {d});
      }
      y.up_w = r.read_linear(p + "fc1.weight", f, d);
      y.up_b = r.read(p + "fc1.bias", {f});
      y.down_w = r.read_linear(p + "fc2.weight", d, f);
      y.down_b = r.read(p + "fc2.bias", {d});
      y.norm2_w = r.read(p + "final_layer_norm.weight", {d});
      y.norm2_b = r.read(p + "final_layer_norm.bias", {d});
    }
  };
  layers("encoder", a.encoder_layers, false, w.encoder.layers);
  layers("decoder", a.layers, true, w.layers);
  if (a.learned_positions()) {
    const std::int64_t rows = a.context + a.position_offset;
    w.encoder.positions = r.read("model.encoder.embed_positions.weight", {rows, d});
    w.positions = r.read("model.decoder.embed_positions.weight", {rows, d});
  }
  if (a.embedding_norm) {
    w.encoder.embed_norm_w = r.read("model.encoder.layernorm_embedding.weight", {d});
    w.encoder.embed_norm_b = r.read("model.encoder.layernorm_embedding.bias", {d});
    w.embed_norm_w = r.read("model.decoder.layernorm_embedding.weight", {d});
    w.embed_norm_b = r.read("model.decoder.layernorm_embedding.bias", {d});
  }
  w.final_w.resize(0, 0);
  w.output_bias = r.read("final_logits_bias", {1, a.vocabulary});
  if (!a.tied_embeddings) read_embedding(r, "lm_head.weight", a, w.output, w.output16);
}

// T5 and Flan-T5 (T5ForConditionalGeneration): encoder.block.N.layer.* and
// decoder.block.N.layer.*, the relative position bias in each stack's first block.
void read_t5(TensorFiles& r, decoder::Weights& w) {
  const Architecture& a = w.arch;
  const std::int64_t d = a.d_model;
  const std::int64_t f = a.mlp_width;
  read_embedding(r, r.has("shared.weight") ? "shared.weight" : "encoder.embed_tokens.weight", a, w.embed, w.embed16);
  const Projections names{"q", "k", "v", "o"};
  const auto blocks = [&](const std::string& stack, int count, bool cross, std::vector<decoder::Layer>& out) {
    out.resize(static_cast<std::size_t>(count));
    for (int l = 0; l < count; ++l) {
      const std::string p = stack + ".block." + std::to_string(l) + ".layer.";
      decoder::Layer& y = out[static_cast<std::size_t>(l)];
      read_mha(r, p + "0.SelfAttention.", names, a, false, y.attention);
      y.norm1_w = r.read(p + "0.layer_norm.weight", {d});
      std::string ff = p + "1.";
      if (cross) {
        read_mha(r, p + "1.EncDecAttention.", names, a, false, y.cross);
        y.cross_norm_w = r.read(p + "1.layer_norm.weight", {d});
        ff = p + "2.";
      }
      if (a.gated()) {
        y.gate_w = r.read_linear(ff + "DenseReluDense.wi_0.weight", f, d);
        y.up_w = r.read_linear(ff + "DenseReluDense.wi_1.weight", f, d);
      } else {
        y.up_w = r.read_linear(ff + "DenseReluDense.wi.weight", f, d);
      }
      y.down_w = r.read_linear(ff + "DenseReluDense.wo.weight", d, f);
      y.norm2_w = r.read(ff + "layer_norm.weight", {d});
    }
  };
  blocks("encoder", a.encoder_layers, false, w.encoder.layers);
  blocks("decoder", a.layers, true, w.layers);
  const std::vector<std::int64_t> bias{a.relative_buckets, a.heads};
  w.encoder.relative_bias = r.read("encoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight", bias);
  w.relative_bias = r.read("decoder.block.0.layer.0.SelfAttention.relative_attention_bias.weight", bias);
  w.encoder.final_w = r.read("encoder.final_layer_norm.weight", {d});
  w.final_w = r.read("decoder.final_layer_norm.weight", {d});
  if (!a.tied_embeddings) read_embedding(r, "lm_head.weight", a, w.output, w.output16);
}

// The files a family's tokenizer is read from, the first set the folder has: Hugging Face's
// tokenizer.json, or a GPT-2 folder's vocab.json and merges.txt; BERT's vocab.txt (with
// tokenizer_config.json) or a WordPiece tokenizer.json; T5's spiece.model; Marian's
// source.spm, target.spm and vocab.json; BART's vocab.json and merges.txt. Throws naming
// the file missing and what such a folder holds.
std::vector<std::string> tokenizer_files(const fs::path& folder, const std::string& family) {
  std::vector<std::vector<std::string>> choices;
  std::string holds;
  if (family == "bert") {
    choices = {{"vocab.txt"}, {"tokenizer.json"}};
    holds = "vocab.txt (or a WordPiece tokenizer.json)";
  } else if (family == "t5") {
    choices = {{"spiece.model"}};
    holds = "spiece.model, T5's SentencePiece model";
  } else if (family == "marian") {
    choices = {{"source.spm", "target.spm", "vocab.json"}};
    holds = "source.spm, target.spm and vocab.json";
  } else if (family == "bart") {
    choices = {{"vocab.json", "merges.txt"}};
    holds = "vocab.json and merges.txt";
  } else {
    choices = {{"tokenizer.json"}, {"vocab.json", "merges.txt"}};
    holds = "config.json, model.safetensors (or shards and model.safetensors.index.json) and tokenizer.json (a "
            "GPT-2 folder may have vocab.json and merges.txt instead)";
  }
  std::error_code ec;
  for (const std::vector<std::string>& files : choices) {
    if (std::all_of(files.begin(), files.end(), [&](const std::string& f) { return fs::is_regular_file(folder / platform::to_path(f), ec); })) {
      return files;
    }
  }
  std::string first_missing = choices.front().front();
  for (const std::string& f : choices.front()) {
    if (!fs::is_regular_file(folder / platform::to_path(f), ec)) {
      first_missing = f;
      break;
    }
  }
  throw std::runtime_error("'" + platform::from_path(folder / first_missing) + "' is missing; a " + family + " folder holds " +
                           holds);
}

// The tokenizer from the files tokenizer_files chose.
std::shared_ptr<const Tokenizer> open_tokenizer(const fs::path& folder, const std::string& family,
                                                const std::vector<std::string>& files) {
  const auto path = [&](const std::string& name) { return platform::from_path(folder / name); };
  if (family == "bert") {
    if (files.front() == "vocab.txt") {
      return std::make_shared<WordPieceTokenizer>(WordPieceTokenizer::open_vocab(path("vocab.txt"), path("tokenizer_config.json")));
    }
    return std::make_shared<WordPieceTokenizer>(
        WordPieceTokenizer::from_json_text(read_file(path("tokenizer.json"), std::size_t{256} << 20), path("tokenizer.json")));
  }
  if (family == "t5") return std::make_shared<SentencePieceTokenizer>(SentencePieceTokenizer::open_t5(path("spiece.model")));
  if (family == "marian") {
    return std::make_shared<SentencePieceTokenizer>(
        SentencePieceTokenizer::open_marian(path("source.spm"), path("target.spm"), path("vocab.json")));
  }
  if (family == "bart") return std::make_shared<Gpt2Tokenizer>(Gpt2Tokenizer::open_bart(path("vocab.json"), path("merges.txt")));
  if (files.front() == "tokenizer.json") return std::make_shared<HfTokenizer>(HfTokenizer::open(path("tokenizer.json")));
  return std::make_shared<Gpt2Tokenizer>(Gpt2Tokenizer::open(path("vocab.json"), path("merges.txt")));
}

}  // namespace

const std::vector<std::string>& supported_model_types() {
  static const std::vector<std::string> types{"gpt2", "llama", "mistral", "qwen2", "qwen3", "bert", "marian", "t5", "bart"};
  return types;
}

std::map<std::string, std::string> parse_safetensors_index(const std::string& text, const std::string& what) {
  const json index = parse_json(text, what);
  const json* map = field(index, "weight_map");
  if (map == nullptr || !map->is_object()) throw std::runtime_error("'" + what + "' has no weight_map object");
  std::map<std::string, std::string> out;
  for (auto it = map->begin(); it != map->end(); ++it) {
    if (!it.value().is_string()) {
      throw std::runtime_error("'" + what + "': the file of '" + it.key() + "' must be a string, got " +
                               it.value().dump());
    }
    const std::string file = it.value().get<std::string>();
    // A shard lies in the folder itself: no other folder is read through an index.
    if (file.empty() || file.find('/') != std::string::npos || file.find('\\') != std::string::npos ||
        file == "." || file == "..") {
      throw std::runtime_error("'" + what + "': '" + file + "' (the file of '" + it.key() +
                               "') is not a file name in the model's folder");
    }
    out.emplace(it.key(), file);
  }
  if (out.empty()) throw std::runtime_error("'" + what + "': weight_map names no tensor");
  return out;
}

decoder::Architecture parse_model_config(const std::string& text, const std::string& what) {
  const json config = parse_json(text, what);
  const json* type = field(config, "model_type");
  std::string family = "gpt2";  // GPT-2's first configs had no model_type
  if (type != nullptr) {
    const auto& types = supported_model_types();
    if (!type->is_string() || std::find(types.begin(), types.end(), type->get<std::string>()) == types.end()) {
      std::string list;
      for (const std::string& t : types) list += (list.empty() ? "" : ", ") + t;
      throw std::runtime_error("'" + what + "': model_type " + type->dump() +
                               " is not supported; these open: " + list);
    }
    family = type->get<std::string>();
  }
  Architecture a = family == "gpt2"                          ? gpt2_row(config, what)
                   : family == "bert"                        ? bert_row(config, what)
                   : family == "marian" || family == "bart" ? bart_row(config, family, what)
                   : family == "t5"                          ? t5_row(config, what)
                                                             : llama_row(config, family, what);
  if (decoder::parameter_bytes(a) > kMaxParameterBytes) {
    throw std::runtime_error("'" + what + "': these sizes need " +
                             std::to_string(decoder::parameter_bytes(a) >> 30) +
                             " GiB of parameters, more than this program opens (64 GiB)");
  }
  return a;
}

ModelFolder open_model_folder(const std::string& dir, const std::function<void(float)>& progress) {
  const fs::path folder = platform::to_path(dir);
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) {
    throw std::runtime_error("'" + dir + "' is not a folder; a model is a folder with config.json, "
                             "model.safetensors and tokenizer.json");
  }
  const fs::path config_path = folder / "config.json";
  if (!fs::is_regular_file(config_path, ec)) {
    throw std::runtime_error("'" + platform::from_path(config_path) + "' is missing; a model folder holds config.json, "
                             "model.safetensors and tokenizer.json");
  }
  // What must be there, before any of it is read: the parameters and the tokenizer.
  if (!fs::is_regular_file(folder / "model.safetensors", ec) &&
      !fs::is_regular_file(folder / "model.safetensors.index.json", ec)) {
    throw std::runtime_error("'" + platform::from_path(folder / "model.safetensors") + "' is missing, and there is no "
                             "model.safetensors.index.json naming shards");
  }
  ModelFolder out;
  out.path = dir;
  out.name = folder.filename().empty() ? platform::from_path(folder.parent_path().filename()) : platform::from_path(folder.filename());
  decoder::Weights& w = out.weights;
  w.arch = parse_model_config(read_file(platform::from_path(config_path), std::size_t{1} << 20), platform::from_path(config_path));
  const std::string family = w.arch.family;
  const std::vector<std::string> tokenizer_names = tokenizer_files(folder, family);
  const fs::path tokenizer_path = folder / tokenizer_names.front();
  // The tokenizer is read beside the parameters, on a thread of its own.
  std::future<std::shared_ptr<const Tokenizer>> tokenizer = std::async(
      std::launch::async, [folder, family, tokenizer_names] { return open_tokenizer(folder, family, tokenizer_names); });
  std::string first_file;
  try {
    TensorFiles files(folder, progress);
    first_file = files.first_name();
    if (family == "gpt2") {
      read_gpt2(files, w);
    } else if (family == "bert") {
      read_bert(files, w);
    } else if (family == "marian" || family == "bart") {
      read_bart(files, w);
    } else if (family == "t5") {
      read_t5(files, w);
    } else {
      read_llama(files, w);
    }
    out.dtype = files.dtype();
  } catch (...) {
    tokenizer.wait();
    throw;
  }
  if (progress) progress(1.0f);  // buffers and a tied lm_head were not read
  out.tokenizer = tokenizer.get();
  if (out.tokenizer->size() > w.arch.vocabulary) {
    throw std::runtime_error("'" + platform::from_path(tokenizer_path) + "' has ids up to " +
                             std::to_string(out.tokenizer->size() - 1) + " but the model embeds " +
                             std::to_string(w.arch.vocabulary) + " tokens (vocab_size in config.json)");
  }
  try {
    decoder::validate(w);
  } catch (const AttentionError& e) {
    throw std::runtime_error("'" + first_file + "': " + e.what());
  }
  return out;
}

}  // namespace attn::io
