#include "model/state.hpp"

#include <utility>

namespace attn::app {

void set_status(AppState& s, std::string message, bool is_error) {
  s.status = std::move(message);
  s.status_is_error = is_error;
  s.status_from_inputs = false;
  s.state_changed = true;
}

}  // namespace attn::app
