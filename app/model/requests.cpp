#include "model/requests.hpp"

#include <algorithm>

namespace attn::app {

std::string repeated_source(const AppState& s) {
  const int n = std::max(1, s.source_repeat);
  if (n == 1) return s.source_text;
  std::string out;
  out.reserve((s.source_text.size() + 1) * static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) {
    if (i > 0) out += ' ';
    out += s.source_text;
  }
  return out;
}

AttentionCase model_case(const AppState& s) {
  AttentionCase c = attention_case(s.model);
  c.config.causal = false;  // each case its own mask (compute_request)
  c.from_text = true;
  if (!s.model.designed) c.weights = s.model.weights;
  c.max_tokens = kMaxSourceTokens;
  return c;
}

ComputeRequest compute_request(const AppState& s, std::uint64_t generation) {
  ComputeRequest request;
  request.generation = generation;
  request.source = model_case(s);
  request.source.text = repeated_source(s);
  request.source.config.causal = s.model.causal;
  request.one_copy = s.source_text;
  request.target_text = s.target_text;
  request.has_target = s.target_text.find_first_not_of(" \t\r\n") != std::string::npos;
  if (request.has_target) {
    request.target = model_case(s);
    request.target.text = s.target_text;
    request.target.config.causal = true;
    request.cross = model_case(s);
    request.cross.config.mode = AttentionMode::Cross;
    request.cross.text = request.source.text;
    request.cross.target_text = s.target_text;
  }
  if (s.model.trained) {
    request.trained = s.model.trained;
    request.trained_layer = s.model.trained_layer;
    request.source_text = s.source_text;
  }
  return request;
}

LeakRequest leak_request(const AppState& s, std::uint64_t id) {
  LeakRequest r;
  r.id = id;
  r.self_case = model_case(s);
  r.self_case.text = repeated_source(s);
  r.token = s.leak_token;
  return r;
}

MeaningRequest meaning_request(const AppState& s, std::uint64_t id) {
  MeaningRequest r;
  r.id = id;
  r.base = model_case(s);
  r.base.config.causal = s.model.causal;
  r.sentence_a = s.meaning_a;
  r.sentence_b = s.meaning_b;
  r.word = s.meaning_word;
  return r;
}

}  // namespace attn::app
