// run_case: text or matrices in, a full attention trace out.
#include "core/teaching/case.hpp"
#include "core/base/engine_calls.hpp"

#include "core/model/weights.hpp"
#include "core/teaching/text.hpp"

namespace attn {
namespace {

// Refuses, before allocating anything large, work whose weights (4·D²), inputs and trace
// would not fit in config.memory_limit_bytes.
void require_fits(std::size_t t_q, std::size_t t_k, const AttentionConfig& config) {
  const auto d = static_cast<double>(config.d_model);
  const double need = 4.0 * d * d * sizeof(float) +
                      static_cast<double>(t_q + t_k) * d * sizeof(float) +
                      static_cast<double>(estimate_trace_bytes(t_q, t_k, config));
  if (need > static_cast<double>(config.memory_limit_bytes)) {
    throw AttentionError("this needs about " + std::to_string(static_cast<long long>(need / 1048576.0)) +
                         " MiB (D = " + std::to_string(config.d_model) + ", " +
                         std::to_string(t_q) + " queries × " + std::to_string(t_k) + " keys, " +
                         std::to_string(config.heads) + " heads), over the limit of " +
                         std::to_string(config.memory_limit_bytes >> 20) +
                         " MiB; use a smaller D, fewer tokens or fewer heads");
  }
}

}  // namespace

CaseResult run_case(const AttentionCase& c) {
  CaseResult r;
  run_case(c, r);
  return r;
}

void run_case(const AttentionCase& c, CaseResult& r) {
  note_engine_entry("run_case");
  validate_config(c.config);
  const bool cross = c.config.mode == AttentionMode::Cross;
  const int d = c.config.d_model;
  r.k_tokens.clear();
  r.q_tokens.clear();
  r.y.resize(0, 0);
  r.head_info.clear();
  if (c.designed) {
    if (!c.from_text) {
      throw AttentionError(
          "the designed heads read a structured embedding made from text: give a sentence "
          "(\"text\"), not a matrix");
    }
    if (c.weights) throw AttentionError("choose either the designed heads or given weights");
    validate_designed(d, c.config.heads);
  }
  if (!c.from_text) {
    const auto t_k = static_cast<std::size_t>(c.x.rows());
    require_fits(cross ? static_cast<std::size_t>(c.y.rows()) : t_k, t_k, c.config);
  }
  const auto embed_text = [&](const std::vector<std::string>& tokens) {
    return c.designed ? designed_embedding(tokens, d, c.seed) : embed(tokens, d, c.seed);
  };
  if (c.from_text) {
    TokenizeOptions options;
    options.max_tokens = c.max_tokens;
    r.k_tokens = tokenize(c.text, options);
    if (r.k_tokens.empty()) throw AttentionError("the source sentence is empty: type some words");
    if (cross) r.q_tokens = tokenize(c.target_text, options);
    require_fits(cross ? r.q_tokens.size() : r.k_tokens.size(), r.k_tokens.size(), c.config);
    r.x = embed_text(r.k_tokens);
    if (cross) {
      if (r.q_tokens.empty()) {
        throw AttentionError("the target sentence is empty: cross-attention needs queries");
      }
      r.y = embed_text(r.q_tokens);
    } else {
      r.q_tokens = r.k_tokens;
    }
  } else {
    r.x = c.x;
    if (cross) r.y = c.y;
    if (!c.x_tokens.empty()) {
      if (static_cast<Eigen::Index>(c.x_tokens.size()) != c.x.rows() ||
          (cross && static_cast<Eigen::Index>(c.y_tokens.size()) != c.y.rows())) {
        throw AttentionError("the token labels do not match the rows of the matrices");
      }
      r.k_tokens = c.x_tokens;
      r.q_tokens = cross ? c.y_tokens : c.x_tokens;
    }
  }
  if (c.designed) {
    r.weights = designed_weights(d, c.config.heads, c.seed);
    const int d_k = d / c.config.heads;
    for (int h = 0; h < c.config.heads; ++h) r.head_info.push_back(designed_head_info(h, d_k));
  } else if (c.weights) {
    if (c.config.head_dim == 0 && c.config.kv_heads == 0) {
      validate_weights(*c.weights, d);
    } else {
      // A pretrained model's layer: its own head width and K/V heads (config.hpp).
      validate_weights(*c.weights, c.config);
      for (const Matrix* m : {&c.weights->w_q, &c.weights->w_k, &c.weights->w_v, &c.weights->w_o}) {
        require_finite(*m, "a weight matrix");
      }
    }
    r.weights = *c.weights;
  } else {
    r.weights = random_weights(d, c.seed);
  }
  multi_head_attention(r.x, cross ? MatrixRef(r.y) : MatrixRef(r.x), r.weights, c.config,
                       r.trace);
}

}  // namespace attn
