// The views of the program, in Tab order, with their names (files, --view) and labels
// (buttons, menus): the one list every other place reads.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace attn::app {

enum class View { Heads, Compare, Pipeline, Why, Assembly, Exercises, Decoder, Leaks, Cost, Meaning, Training,
                  Pretrained, Layers, Lens, Diff };
inline constexpr int kViewCount = 15;

const char* view_name(View v);   // "heads", "compare", "pipeline", ...
const char* view_label(View v);  // "All heads", "Pipeline", ...
std::optional<View> view_from_name(const std::string& name);
View next_view(View v, int direction);  // Tab order, wrapping
// Every view's name, in Tab order.
std::vector<std::string> view_names();
// "heads, compare, …, cost or meaning"
std::string view_names_text();

// The pipeline view's steps for one head, X → … → ·W_O.
enum class PipelineStep { X, Qkv, Rotate, Scores, Scaled, Masked, Softmax, Context, Concat, Output };
inline constexpr int kPipelineSteps = 10;
const char* pipeline_step_name(int step);  // "X", "Q K V", "Q·Kᵀ", ...

}  // namespace attn::app
