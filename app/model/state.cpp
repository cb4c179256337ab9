#include "model/state.hpp"

#include <utility>

namespace attn::app {

void set_status(AppState& s, std::string message, bool is_error) {
  s.status = std::move(message);
  s.status_is_error = is_error;
  s.status_from_inputs = false;
  s.state_changed = true;
}

namespace {
constexpr const char* kDiffNames[kDiffKinds] = {"mask", "heads", "sentences", "layers", "steps", "checkpoints"};
}  // namespace

const char* diff_between_name(DiffBetween between) { return kDiffNames[static_cast<int>(between)]; }

std::optional<DiffBetween> diff_between_from_name(const std::string& name) {
  for (int i = 0; i < kDiffKinds; ++i) {
    if (name == kDiffNames[i]) return static_cast<DiffBetween>(i);
  }
  return std::nullopt;
}

}  // namespace attn::app
