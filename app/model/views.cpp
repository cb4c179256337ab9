#include "model/views.hpp"

namespace attn::app {
namespace {

struct ViewNames {
  View view;
  const char* name;
  const char* label;
};

constexpr ViewNames kViews[kViewCount] = {
    {View::Heads, "heads", "All heads"},
    {View::Compare, "compare", "Self vs cross"},
    {View::Pipeline, "pipeline", "Pipeline"},
    {View::Why, "why", "Why a key wins"},
    {View::Assembly, "assembly", "Heads assembled"},
    {View::Exercises, "exercises", "Shape exercises"},
    {View::Decoder, "decoder", "Decoder"},
    {View::Leaks, "leaks", "No leaks"},
    {View::Cost, "cost", "Cost"},
    {View::Meaning, "meaning", "Meaning"},
    {View::Training, "training", "Training"},
    {View::Pretrained, "pretrained", "Model"},
    {View::Diff, "diff", "Diff"},
};

int view_index(View v) {
  for (int i = 0; i < kViewCount; ++i) {
    if (kViews[i].view == v) return i;
  }
  return 0;
}

}  // namespace

const char* view_name(View v) { return kViews[view_index(v)].name; }
const char* view_label(View v) { return kViews[view_index(v)].label; }

std::optional<View> view_from_name(const std::string& name) {
  for (const ViewNames& n : kViews) {
    if (name == n.name) return n.view;
  }
  return std::nullopt;
}

View next_view(View v, int direction) {
  const int i = (view_index(v) + direction % kViewCount + kViewCount) % kViewCount;
  return kViews[i].view;
}

std::vector<std::string> view_names() {
  std::vector<std::string> out;
  for (const ViewNames& n : kViews) out.emplace_back(n.name);
  return out;
}

std::string view_names_text() {
  std::string out;
  for (int i = 0; i < kViewCount; ++i) {
    if (i > 0) out += i + 1 == kViewCount ? " or " : ", ";
    out += kViews[i].name;
  }
  return out;
}

const char* pipeline_step_name(int step) {
  static constexpr const char* kNames[kPipelineSteps] = {
      "X", "Q K V", "rotate", "Q·Kᵀ", "÷√d_k", "mask", "softmax", "·V", "concat", "·W_O"};
  return step >= 0 && step < kPipelineSteps ? kNames[step] : "";
}

}  // namespace attn::app
