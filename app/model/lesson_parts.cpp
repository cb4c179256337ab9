#include "model/lesson_parts.hpp"

namespace attn::app {
namespace {

constexpr const char* kDiffNames[kDiffKinds] = {"mask", "heads", "sentences", "layers", "steps", "checkpoints", "models"};
constexpr const char* kAttentionNames[kDiffAttentions] = {"encoder", "decoder", "cross"};

}  // namespace

const char* diff_between_name(DiffBetween between) { return kDiffNames[static_cast<int>(between)]; }

std::optional<DiffBetween> diff_between_from_name(const std::string& name) {
  for (int i = 0; i < kDiffKinds; ++i) {
    if (name == kDiffNames[i]) return static_cast<DiffBetween>(i);
  }
  return std::nullopt;
}

const char* diff_attention_name(DiffAttention attention) { return kAttentionNames[static_cast<int>(attention)]; }

AttentionCase attention_case(const AttentionSettings& s) {
  AttentionCase c;
  c.config.d_model = s.d_model;
  c.config.heads = s.heads;
  c.seed = s.seed;
  c.designed = s.designed;
  c.config.causal = s.causal;
  c.config.scale = s.scale;
  c.config.temperature = s.temperature;
  return c;
}

AttentionSettings attention_settings(const AttentionCase& c) {
  AttentionSettings s;
  s.d_model = c.config.d_model;
  s.heads = c.config.heads;
  s.seed = c.seed;
  s.designed = c.designed;
  s.causal = c.config.causal;
  s.scale = c.config.scale;
  s.temperature = c.config.temperature;
  return s;
}

}  // namespace attn::app
