// --dump-state: a JSON description of what the views show, for tests and scripts.
//   {"view", "causal", "heads", "d_model", "d_k", "focused_head" (1-based, 0: none),
//    "source_tokens", "target_tokens", "maps": [{"title", "rows", "cols", "row_tokens",
//    "col_tokens", "masked_cells"}], "status", "status_is_error", "view_rect", ...,
//    "engine_calls_on_frame_thread" (0: the thread that draws computed nothing),
//    "first_engine_call_on_frame_thread"}
#pragma once

#include <string>

#include "gui/frame.hpp"
#include "model/state.hpp"

namespace attn::app {

std::string describe_state(const AppState& state, const Scene& scene, int window_w,
                           int window_h);

}  // namespace attn::app
