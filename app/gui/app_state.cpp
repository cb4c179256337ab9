#include "gui/app_state.hpp"

namespace attn::gui {

const char* view_name(View v) { return v == View::Compare ? "compare" : "heads"; }

void set_status(AppState& s, std::string message, bool is_error) {
  s.status = std::move(message);
  s.status_is_error = is_error;
  s.state_changed = true;
}

}  // namespace attn::gui
