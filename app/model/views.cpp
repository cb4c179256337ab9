#include "model/views.hpp"

#include "io/i18n.hpp"

namespace attn::app {
namespace {

struct ViewNames {
  View view;
  const char* name;
  const char* label;
};

constexpr ViewNames kViews[kViewCount] = {
    {View::Heads, "heads", N_("All heads")},
    {View::Compare, "compare", N_("Self vs cross")},
    {View::Pipeline, "pipeline", N_("Pipeline")},
    {View::Why, "why", N_("Why a key wins")},
    {View::Assembly, "assembly", N_("Heads assembled")},
    {View::Exercises, "exercises", N_("Shape exercises")},
    {View::Decoder, "decoder", N_("Decoder")},
    {View::Leaks, "leaks", N_("No leaks")},
    {View::Cost, "cost", N_("Cost")},
    {View::Meaning, "meaning", N_("Meaning")},
    {View::Training, "training", N_("Training")},
    {View::Pretrained, "pretrained", N_("Model")},
    {View::Layers, "layers", N_("Across layers")},
    {View::Lens, "lens", N_("Logit lens")},
    {View::Diff, "diff", N_("Diff")},
};

int view_index(View v) {
  for (int i = 0; i < kViewCount; ++i) {
    if (kViews[i].view == v) return i;
  }
  return 0;
}

}  // namespace

const char* view_name(View v) { return kViews[view_index(v)].name; }
// Translated here, when shown, so that every menu, button and title reads the same word.
const char* view_label(View v) { return tr(kViews[view_index(v)].label); }

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
    // TRANSLATORS: before the last of a list of names: "heads, compare, … or meaning".
    if (i > 0) out += i + 1 == kViewCount ? tr(" or ") : ", ";
    out += kViews[i].name;
  }
  return out;
}

const char* pipeline_step_name(int step) {
  static constexpr const char* kNames[kPipelineSteps] = {
      // English, as the state dump records it; the words are marked for the catalog and
      // translated where shown (tr(pipeline_step_name(s))); the symbols are data.
      "X", "Q K V", N_("rotate"), "Q·Kᵀ", "÷√d_k", N_("mask"), "softmax", "·V", N_("concat"), "·W_O"};
  return step >= 0 && step < kPipelineSteps ? kNames[step] : "";
}

}  // namespace attn::app
