#include "model/rules.hpp"

#include <algorithm>

#include "core/teaching/designed.hpp"
#include "io/i18n.hpp"

namespace attn::app {

std::vector<int> valid_head_counts(int d_model) {
  std::vector<int> out;
  for (int h = 1; h <= kMaxHeads; ++h) {
    if (d_model > 0 && d_model % h == 0) out.push_back(h);
  }
  return out;
}

int largest_head_count(int d_model, int at_most) {
  int best = 1;
  for (int v : valid_head_counts(d_model)) {
    if (v <= at_most) best = v;
  }
  return best;
}

std::string model_problem(int d_model, int heads) {
  if (d_model < kMinDModel || d_model > kMaxDModel) {
    return fmt(tr("D must be between {0} and {1}, got {2}"), kMinDModel, kMaxDModel, d_model);
  }
  if (heads < 1 || heads > kMaxHeads) {
    return fmt(tr("H must be between 1 and {0}, got {1}"), kMaxHeads, heads);
  }
  if (d_model % heads != 0) {
    return fmt(tr("H = {0} does not divide D = {1} (each head needs d_k = D / H columns)"), heads, d_model);
  }
  return "";
}

namespace {

// D, H, the mask and the designed heads are the trained model's while it is the source.
bool fixed_by_trained_model(AppState& state) {
  if (!state.model.trained) return false;
  set_status(state, tr("The trained model sets D, H and its masks: Forget it (Model panel) to change them"), true);
  return true;
}

}  // namespace

bool set_head_count(AppState& state, int heads) {
  ModelSettings& m = state.model;
  if (heads == m.heads) return false;
  if (fixed_by_trained_model(state)) return false;
  const std::string problem = model_problem(m.d_model, heads);
  if (!problem.empty()) {
    set_status(state, problem, true);
    return false;
  }
  m.heads = heads;
  set_status(state, fmt(trn("H = {0} head, d_k = {1}", "H = {0} heads, d_k = {1}", static_cast<std::uint64_t>(heads)),
                        heads, m.d_model / heads));
  if (state.focused_head >= heads) state.focused_head = -1;
  state.need_recompute = true;
  return true;
}

bool step_head_count(AppState& state, int direction) {
  const std::vector<int> valid = valid_head_counts(state.model.d_model);
  const int h = state.model.heads;
  if (direction > 0) {
    for (int v : valid) {
      if (v > h) return set_head_count(state, v);
    }
  } else {
    for (auto it = valid.rbegin(); it != valid.rend(); ++it) {
      if (*it < h) return set_head_count(state, *it);
    }
  }
  set_status(state, direction > 0 ? fmt(tr("H is already the largest divisor of D up to {0}"), kMaxHeads)
                                  : std::string(tr("H is already 1")));
  return false;
}

bool set_d_model(AppState& state, int d) {
  ModelSettings& m = state.model;
  if (fixed_by_trained_model(state)) return false;
  d = std::clamp(d, kMinDModel, kMaxDModel);
  if (m.designed && d < kDesignedMinDModel) {
    d = kDesignedMinDModel;
    set_status(state, fmt(tr("D stays at {0} or more: the designed embedding's blocks take 68 columns"), d));
  }
  if (d == m.d_model) return false;
  m.d_model = d;
  state.need_recompute = true;
  if (d % m.heads != 0) {
    const int best = largest_head_count(d, m.heads);
    set_status(state, fmt(tr("H changed from {0} to {1} so that it divides D = {2}"), m.heads, best, d));
    m.heads = best;
    if (state.focused_head >= best) state.focused_head = -1;
  }
  return true;
}

void set_causal(AppState& state, bool causal) {
  if (fixed_by_trained_model(state)) return;
  state.model.causal = causal;
  state.need_recompute = true;
  set_status(state, causal ? tr("Causal mask on: each token sees itself and the past")
                           : tr("Causal mask off: every token sees every token"));
}

bool set_designed(AppState& state, bool designed) {
  ModelSettings& m = state.model;
  if (designed == m.designed) return false;
  if (fixed_by_trained_model(state)) return false;
  if (designed && m.d_model < kDesignedMinDModel) {
    set_status(state, fmt(tr("The designed heads need D >= {0} (their embedding takes 68 columns): raise D first"),
                          kDesignedMinDModel),
               true);
    return false;
  }
  m.designed = designed;
  state.need_recompute = true;
  return true;
}

}  // namespace attn::app
