#include "gui/results.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "gui/compute.hpp"
#include "gui/heatmap.hpp"
#include "core/teaching/text.hpp"
#include "view/pooling.hpp"

namespace attn::gui {
namespace {

// How long recompute waits for the worker before letting the frame go on: about a frame.
constexpr double kSynchronousSeconds = 0.012;

AttentionCase base_case(const AppState& s) {
  AttentionCase c;
  c.from_text = true;
  c.seed = s.model.seed;
  c.designed = s.model.designed;
  if (!s.model.designed) c.weights = s.model.weights;
  c.config.d_model = s.model.d_model;
  c.config.heads = s.model.heads;
  c.config.scale = s.model.scale;
  c.config.temperature = s.model.temperature;
  return c;
}

std::string shape_text(const char* rows_name, const char* cols_name, long rows, long cols) {
  return std::string(rows_name) + "×" + cols_name + " = " + std::to_string(rows) + "×" +
         std::to_string(cols);
}

MapTexture* texture_slot(Results& results, std::size_t& next_texture) {
  if (next_texture >= results.textures.size()) {
    results.textures.push_back(std::make_unique<MapTexture>());
  }
  return results.textures[next_texture++].get();
}

// A map of head h of a slot (h == -1: the average over heads), showing weights or, when
// is_signed, the scaled scores. A long source keeps only weights: the focused head's scores
// come from results.focus when they are there; otherwise the map carries a note.
MapView make_map(const Results& results, const CaseSlot& slot, int h, bool is_signed,
                 std::string title, std::string shape, ZoomGroup zoom_group) {
  MapView m;
  const CaseResult& r = slot.result;
  const auto& heads = r.trace.heads;
  m.title = std::move(title);
  m.shape = std::move(shape);
  m.rows = static_cast<int>(heads[0].weights.rows());
  m.cols = static_cast<int>(heads[0].weights.cols());
  m.mask = &r.trace.mask;
  m.masked_cells = slot.masked_cells;
  m.row_tokens = &r.q_tokens;
  m.col_tokens = &r.k_tokens;
  m.zoom_group = static_cast<int>(zoom_group);
  m.signed_values = is_signed;
  float weight_hi = 0.0f, scaled_hi = 0.0f;
  bool has_scaled = slot.detailed;
  if (h < 0) {
    m.average_of = &heads;
    m.is_average = true;
    if (slot.average_overview.size() != 0) m.overview_weights = &slot.average_overview;
    weight_hi = slot.average_weight_max;
    scaled_hi = slot.average_scaled_abs_max;
    if (is_signed && !has_scaled) {
      m.note = "The average of the scores is not kept for " + std::to_string(m.cols) +
               " tokens. Open one head to see its scores.";
    }
  } else {
    const auto hs = static_cast<std::size_t>(h);
    const HeadTrace& t = heads[hs];
    m.weights = &t.weights;
    if (hs < slot.overviews.size()) m.overview_weights = &slot.overviews[hs];
    weight_hi = slot.weight_max[hs];
    const FocusDetail& f = results.focus;
    if (slot.detailed) {
      m.scores = &t.scores;
      m.scaled = &t.scaled;
      scaled_hi = slot.scaled_abs_max[hs];
    } else if (&slot == &results.source && f.generation == results.generation && f.head == h &&
               f.scaled.size() != 0) {
      m.scores = &f.scores;
      m.scaled = &f.scaled;
      if (f.scaled_overview.size() != 0) m.overview_scaled = &f.scaled_overview;
      scaled_hi = f.scaled_abs_max;
      has_scaled = true;
    } else if (is_signed) {
      m.note = &slot == &results.source
                   ? "Making the scores of head " + std::to_string(h + 1) + "…"
                   : "The scores of this map are not kept for " + std::to_string(m.cols) +
                         " tokens.";
    }
  }
  m.hi = is_signed ? (has_scaled ? scaled_hi : 0.0f) : weight_hi;
  return m;
}

// Colour ranges for a group of maps, and a texture each (filled when drawn).
void colour_and_upload(std::vector<MapView>& maps, const AppState& s, Results& results,
                       std::size_t& next_texture) {
  const bool is_signed = s.values == ValueKind::Scores;
  float group = 0.0f;
  for (const MapView& m : maps) {
    if (m.note.empty()) group = std::max(group, m.hi);
  }
  for (MapView& m : maps) {
    m.lo = 0.0f;
    if (s.scale_mode == ScaleMode::Shared) m.hi = group;
    if (s.scale_mode == ScaleMode::Fixed) m.hi = is_signed ? group : 1.0f;
    if (!(m.hi > 0.0f)) m.hi = 1.0f;
    m.texture = texture_slot(results, next_texture);
  }
}

std::string head_title(const CaseSlot& slot, int h) {
  std::string t = "Head " + std::to_string(h + 1);
  const auto& info = slot.result.head_info;
  if (static_cast<std::size_t>(h) < info.size()) t += ": " + info[static_cast<std::size_t>(h)].name;
  return t;
}


// A map of any matrix of a trace: signed values on the diverging map, [−max|v|, max|v|].
MapView matrix_map(const Matrix& m, std::string title, std::string shape, std::string value_name,
                   const std::vector<std::string>* row_tokens,
                   const std::vector<std::string>* col_labels, bool feature_cols) {
  MapView v;
  v.title = std::move(title);
  v.shape = std::move(shape);
  v.value_name = std::move(value_name);
  v.rows = static_cast<int>(m.rows());
  v.cols = static_cast<int>(m.cols());
  v.weights = &m;
  v.scaled = &m;
  v.row_tokens = row_tokens;
  v.col_tokens = col_labels;
  v.feature_cols = feature_cols;
  v.signed_values = true;
  v.hi = view::finite_abs_max(m);
  return v;
}

std::string bracket_shape(const char* symbolic, long rows, long cols) {
  return std::string(symbolic) + " = [" + std::to_string(rows) + " × " + std::to_string(cols) +
         "]";
}

void upload(MapView& m, Results& results, std::size_t& next_texture) {
  if (!(m.hi > 0.0f)) m.hi = 1.0f;
  m.texture = texture_slot(results, next_texture);
}

std::vector<std::string> index_labels(long n) {
  std::vector<std::string> out;
  out.reserve(static_cast<std::size_t>(std::max(n, 0L)));
  for (long i = 0; i < n; ++i) out.push_back(std::to_string(i));
  return out;
}

// The pipeline of one head, the heads' contexts and W_O, from the source's trace.
void build_teaching_maps(const AppState& s, Results& results, std::size_t& next_texture) {
  TeachingResults& t = results.teach;
  t.pipeline_maps.clear();
  t.context_maps.clear();
  t.w_o_map = MapView{};
  t.scaled_unmasked = Matrix();
  // Every number of one head: for inputs short enough to keep them all (the views say so).
  if (!results.source.ok || !results.source.detailed) return;
  const CaseResult& r = results.source.result;
  const int heads = static_cast<int>(r.trace.heads.size());
  if (heads == 0) return;
  const int h = s.focused_head >= 0 && s.focused_head < heads ? s.focused_head : 0;
  t.pipeline_head = h;
  const HeadTrace& ht = r.trace.heads[static_cast<std::size_t>(h)];
  const long tq = static_cast<long>(ht.q.rows());
  const long tk = static_cast<long>(ht.k.rows());
  const long dk = static_cast<long>(ht.q.cols());
  const long d = static_cast<long>(r.x.cols());
  t.dim_labels = index_labels(d);
  t.d_labels = t.dim_labels;

  AttentionConfig cfg;
  cfg.scale = s.model.scale;
  cfg.temperature = s.model.temperature;
  t.scaled_unmasked = ht.scores / score_divisor(r.trace.d_k, cfg);

  const std::string hs = std::to_string(h + 1);
  const auto* tokens = &r.q_tokens;
  const auto* keys = &r.k_tokens;
  const auto* dims = &t.dim_labels;
  auto& maps = t.pipeline_maps;
  maps.push_back(matrix_map(r.x, "X", bracket_shape("T×D", tq, d), "x", tokens, dims, true));
  maps.push_back(matrix_map(ht.q, "Q" + hs, bracket_shape("T×d_k", tq, dk), "q", tokens, dims, true));
  maps.push_back(matrix_map(ht.k, "K" + hs, bracket_shape("T×d_k", tk, dk), "k", keys, dims, true));
  maps.push_back(matrix_map(ht.v, "V" + hs, bracket_shape("T×d_k", tk, dk), "v", keys, dims, true));
  maps.push_back(matrix_map(ht.scores, "Q·Kᵀ", bracket_shape("T×T", tq, tk), "score q·k", tokens,
                            keys, false));
  maps.push_back(matrix_map(t.scaled_unmasked, "Q·Kᵀ ÷ √d_k", bracket_shape("T×T", tq, tk),
                            "scaled score", tokens, keys, false));
  {
    MapView m = matrix_map(ht.scaled, "masked", bracket_shape("T×T", tq, tk),
                           "scaled score after the mask", tokens, keys, false);
    m.mask = &r.trace.mask;
    m.masked_cells = results.source.masked_cells;
    maps.push_back(std::move(m));
  }
  {
    MapView m = matrix_map(ht.weights, "softmax", bracket_shape("T×T", tq, tk),
                           "weight after softmax", tokens, keys, false);
    m.scaled = &ht.scaled;
    m.signed_values = false;
    m.lo = 0.0f;
    m.hi = 1.0f;
    m.mask = &r.trace.mask;
    m.masked_cells = results.source.masked_cells;
    maps.push_back(std::move(m));
  }
  maps.push_back(matrix_map(ht.context, "Z" + hs + " = weights·V" + hs,
                            bracket_shape("T×d_k", tq, dk), "context z", tokens, dims, true));
  maps.push_back(matrix_map(r.trace.concat, "concat(Z1 … Z" + std::to_string(heads) + ")",
                            bracket_shape("T×D", tq, d), "concat", tokens, dims, true));
  maps.push_back(matrix_map(r.trace.output, "output = concat·W_O", bracket_shape("T×D", tq, d),
                            "output", tokens, dims, true));
  for (MapView& m : maps) upload(m, results, next_texture);

  // The assembly view: every head's context on the concatenation's colour range, so the
  // slices of the concatenation look exactly like the heads they come from.
  const float concat_hi = view::finite_abs_max(r.trace.concat);
  for (int i = 0; i < heads; ++i) {
    const HeadTrace& head = r.trace.heads[static_cast<std::size_t>(i)];
    MapView m = matrix_map(head.context, "Z" + std::to_string(i + 1),
                           "[" + std::to_string(tq) + " × " + std::to_string(dk) + "]",
                           "context z", tokens, dims, true);
    m.hi = concat_hi;
    t.context_maps.push_back(std::move(m));
  }
  for (MapView& m : t.context_maps) upload(m, results, next_texture);
  t.w_o_map = matrix_map(r.weights.w_o, "W_O", bracket_shape("D×D", d, d), "w_o", &t.d_labels,
                         dims, true);
  upload(t.w_o_map, results, next_texture);
}

std::string strip_start_marker(const std::string& text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  const std::string marker = "<start>";
  if (text.compare(first, marker.size(), marker) == 0) return text.substr(first + marker.size());
  return text.substr(first);
}

// The teacher-forcing table and the cost figures: cheap, made with every recompute.
void compute_tables(const AppState& s, Results& results) {
  TeachingResults& t = results.teach;
  t.forcing.clear();
  t.forcing_error.clear();
  const std::string target = strip_start_marker(s.target_text);
  if (target.find_first_not_of(" \t\r\n") == std::string::npos) {
    t.forcing_error = "Type a target sentence (Y) to see the decoder under teacher forcing.";
  } else {
    try {
      t.forcing = teacher_forcing_table(target);
    } catch (const std::exception& e) {
      t.forcing_error = e.what();
    }
  }

  t.preset_costs.clear();
  t.growth.clear();
  t.cost_error.clear();
  try {
    const auto tokens = static_cast<long long>(results.source.result.q_tokens.size());
    t.cost = cost_figures(s.model.d_model, s.model.heads, std::max(1LL, tokens));
    for (const ModelPreset& p : model_presets()) t.preset_costs.push_back(cost_figures(p.d, p.h, p.context));
    for (long long n = 128; n <= 131072; n *= 4) {  // 128, 512, … 131072
      t.growth.push_back(cost_figures(s.model.d_model, s.model.heads, n));
    }
  } catch (const std::exception& e) {
    t.cost_error = e.what();
  }
}

}  // namespace

std::vector<int> valid_head_counts(int d_model) {
  std::vector<int> out;
  for (int h = 1; h <= 16; ++h) {
    if (d_model > 0 && d_model % h == 0) out.push_back(h);
  }
  return out;
}

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

void recompute(AppState& s, Results& results) {
  s.need_recompute = false;
  if (!results.worker) results.worker = std::make_shared<ComputeWorker>();

  ComputeRequest request;
  request.generation = ++results.requested_generation;
  request.source = base_case(s);
  request.source.text = repeated_source(s);
  request.source.config.causal = s.model.causal;
  request.one_copy = s.source_text;
  request.has_target = s.target_text.find_first_not_of(" \t\r\n") != std::string::npos;
  if (request.has_target) {
    request.target = base_case(s);
    request.target.text = s.target_text;
    request.target.config.causal = true;
    request.cross = base_case(s);
    request.cross.config.mode = AttentionMode::Cross;
    request.cross.text = request.source.text;
    request.cross.target_text = s.target_text;
  }
  long tokens = 0;
  try {
    tokens = static_cast<long>(tokenize(request.source.text).size());
  } catch (const std::exception&) {
    tokens = 0;  // the worker's run_case names the problem
  }
  results.computing_what = std::to_string(s.model.heads) + (s.model.heads == 1 ? " head × " : " heads × ") +
                           std::to_string(tokens) + (tokens == 1 ? " token" : " tokens");
  // The scores of one head of a long input are large: they go before the new computation
  // is made beside the one shown.
  if (results.focus.scaled.size() != 0 && !results.source.detailed) {
    results.focus = FocusDetail{};
    results.detail_asked_head = -1;
    s.need_maps = true;
  }
  // Waits a frame's time for the result, unless a computation is already running: an edit
  // during a long one (typing) must not hold up every frame.
  const bool was_busy = results.worker->busy();
  results.worker->submit(std::move(request));
  if (!was_busy) results.worker->wait_until_settled(kSynchronousSeconds);
  collect_results(s, results);
}

namespace {

// The head whose scores a view needs from a long source (which keeps only weights).
bool head_needing_scores(const AppState& s, const Results& r, int* head) {
  if (!r.source.ok || r.source.detailed || r.source.result.trace.heads.empty()) return false;
  const int heads = static_cast<int>(r.source.result.trace.heads.size());
  const bool focused = s.focused_head >= 0 && s.focused_head < heads;
  if (s.view == View::Why) {
    *head = focused ? s.focused_head : 0;
    return true;
  }
  if (s.values == ValueKind::Scores && focused &&
      (s.view == View::Heads || s.view == View::Compare)) {
    *head = s.focused_head;
    return true;
  }
  return false;
}

// A finished computation in place of the shown one. Returns true when anything changed.
bool publish(AppState& s, Results& results, std::unique_ptr<Computation> c) {
  s.state_changed = true;
  if (!c->source.ok) {
    set_status(s, (results.source.ok ? "Still showing the last good result: "
                                     : "Nothing to show: ") + c->source.error, true);
    s.status_from_inputs = true;
    results.worker->give_back(std::move(c));
    results.detail_asked_head = -1;  // a head's scores cancelled by the edit are asked again
    return true;
  }
  const auto shape = [](const CaseSlot& slot) {
    return std::pair<std::size_t, std::size_t>(slot.result.q_tokens.size(), slot.result.k_tokens.size());
  };
  const auto old_source = shape(results.source);
  const auto old_target = shape(results.target);
  const auto old_cross = shape(results.cross);
  std::swap(results.source, c->source);
  std::swap(results.target, c->target);
  std::swap(results.cross, c->cross);
  results.generation = c->generation;
  ++results.computations_shown;
  results.source_tokens_per_copy = c->source_tokens_per_copy;
  results.focus = FocusDetail{};
  results.detail_asked_head = -1;
  const bool has_target = c->has_target;
  results.worker->give_back(std::move(c));
  if (shape(results.source) != old_source) s.zoom[static_cast<int>(ZoomGroup::Source)] = {};
  if (shape(results.target) != old_target) s.zoom[static_cast<int>(ZoomGroup::Target)] = {};
  if (shape(results.cross) != old_cross) s.zoom[static_cast<int>(ZoomGroup::Cross)] = {};

  s.need_maps = true;
  s.need_leaks = true;
  s.need_meaning = true;
  compute_tables(s, results);

  std::string target_error;
  if (has_target) {
    if (!results.target.ok) target_error = results.target.error;
    else if (!results.cross.ok) target_error = results.cross.error;
  }
  if (!target_error.empty()) {
    set_status(s, "Target sentence: " + target_error, true);
    s.status_from_inputs = true;
  } else if (!results.source.result.trace.warnings.empty()) {
    set_status(s, results.source.result.trace.warnings.front());
  } else if (s.status_is_error && s.status_from_inputs) {
    set_status(s, "Ready.");  // the inputs are fixed; other errors (files) stay on show
  }
  return true;
}

}  // namespace

bool collect_results(AppState& s, Results& results) {
  if (!results.worker) return false;
  bool changed = false;
  if (std::unique_ptr<Computation> c = results.worker->take()) changed = publish(s, results, std::move(c));

  if (std::optional<FocusDetail> d = results.worker->take_detail()) {
    if (d->generation == results.generation) {
      results.focus = std::move(*d);
      s.need_maps = true;
      s.state_changed = true;
      changed = true;
    }
  }
  int head = -1;
  if (head_needing_scores(s, results, &head) &&
      !(results.focus.generation == results.generation && results.focus.head == head) &&
      !(results.detail_asked_generation == results.generation && results.detail_asked_head == head)) {
    // Only one head's scores are kept: the old ones go before the new ones are made.
    if (results.focus.scaled.size() != 0) {
      results.focus = FocusDetail{};
      s.need_maps = true;
    }
    results.detail_asked_generation = results.generation;
    results.detail_asked_head = head;
    const auto t = results.source.result.q_tokens.size();
    results.computing_what = "the scores of head " + std::to_string(head + 1) + " (" +
                             std::to_string(t) + " × " + std::to_string(t) + ")";
    results.worker->request_detail({results.generation, head, &results.source});
  }

  const bool was_computing = results.computing;
  results.computing = results.worker->busy();
  results.computing_seconds = results.worker->busy_seconds();
  if (results.computing != was_computing) s.state_changed = true;
  return changed;
}

void finish_results(AppState& s, Results& results) {
  // A detail asked for after a recompute is collected needs a second round.
  for (int round = 0; round < 4 && results.worker; ++round) {
    results.worker->wait_until_settled(-1.0);
    collect_results(s, results);
    if (!results.worker->busy()) break;
  }
}

bool results_pending(const Results& results) {
  return results.worker != nullptr && results.worker->busy();
}

void build_maps(const AppState& s, Results& results) {
  std::size_t next_texture = 0;
  ++results.map_generation;  // every texture is filled again when next drawn
  results.head_maps.clear();
  results.compare_maps.clear();
  const bool is_signed = s.values == ValueKind::Scores;

  if (results.source.ok) {
    const CaseSlot& src = results.source;
    const auto t = static_cast<long>(src.result.q_tokens.size());
    const std::string shape = shape_text("T", "T", t, t);
    const int heads = static_cast<int>(src.result.trace.heads.size());
    for (int h = 0; h < heads; ++h) {
      results.head_maps.push_back(
          make_map(results, src, h, is_signed, head_title(src, h), shape, ZoomGroup::Source));
    }
    results.head_maps.push_back(make_map(results, src, -1, is_signed,
                                         "Average of " + std::to_string(heads) + " heads", shape,
                                         ZoomGroup::Source));
    colour_and_upload(results.head_maps, s, results, next_texture);

    // The compare view shows one head of each case (or their averages).
    const int h = s.focused_head;
    auto pick = [&](const CaseSlot& slot) {
      return h >= 0 && static_cast<std::size_t>(h) < slot.result.trace.heads.size() ? h : -1;
    };
    {
      MapView m = make_map(results, src, pick(src), is_signed,
                           std::string("Source self-attention") + (s.model.causal ? " (causal)" : ""),
                           shape_text("T1", "T1", t, t), ZoomGroup::Source);
      results.compare_maps.push_back(std::move(m));
    }
    if (results.target.ok) {
      const auto t2 = static_cast<long>(results.target.result.q_tokens.size());
      MapView m = make_map(results, results.target, pick(results.target), is_signed,
                           "Target masked self-attention", shape_text("T2", "T2", t2, t2),
                           ZoomGroup::Target);
      m.is_target_rows = m.is_target_cols = true;
      results.compare_maps.push_back(std::move(m));
    }
    if (results.cross.ok) {
      const auto t2 = static_cast<long>(results.cross.result.q_tokens.size());
      const auto t1 = static_cast<long>(results.cross.result.k_tokens.size());
      MapView m = make_map(results, results.cross, pick(results.cross), is_signed,
                           "Cross-attention Y → X", shape_text("T2", "T1", t2, t1),
                           ZoomGroup::Cross);
      m.is_target_rows = true;
      results.compare_maps.push_back(std::move(m));
    }
    colour_and_upload(results.compare_maps, s, results, next_texture);
  }
  build_teaching_maps(s, results, next_texture);

  // Textures no map uses any more.
  for (std::size_t i = next_texture; i < results.textures.size(); ++i) {
    delete_texture(results.textures[i]->id);
  }
  results.textures.resize(next_texture);
}

void recompute_leaks(AppState& s, Results& results) {
  s.need_leaks = false;
  s.state_changed = true;
  LeakSlot& slot = results.teach.leaks;
  slot = LeakSlot{};
  if (!results.source.ok) {
    slot.error = "Nothing to test: the source sentence has no result.";
    return;
  }
  const int tokens = static_cast<int>(results.source.result.q_tokens.size());
  if (s.leak_token < 0) s.leak_token = tokens / 2;
  s.leak_token = std::clamp(s.leak_token, 0, std::max(0, tokens - 1));
  if (tokens > kLeakTestTokens) {
    slot.error = "The leak test runs attention four times over the whole text while you wait, "
                 "so it is offered up to " + std::to_string(kLeakTestTokens) + " tokens; X has " +
                 std::to_string(tokens) + ". Shorten the source sentence (or set repeat to ×1).";
    return;
  }
  AttentionCase c = base_case(s);
  c.text = repeated_source(s);
  try {
    c.config.causal = true;
    slot.masked = leak_test(c, s.leak_token);
    c.config.causal = false;
    slot.unmasked = leak_test(c, s.leak_token);
    slot.ok = true;
  } catch (const std::exception& e) {
    slot.error = e.what();
  }
}

void recompute_meaning(AppState& s, Results& results) {
  s.need_meaning = false;
  s.state_changed = true;
  MeaningSlot& slot = results.teach.meaning;
  slot = MeaningSlot{};
  AttentionCase c = base_case(s);
  c.config.causal = s.model.causal;
  try {
    slot.shift = context_changes_meaning(c, s.meaning_a, s.meaning_b, s.meaning_word);
    slot.ok = true;
  } catch (const std::exception& e) {
    slot.error = e.what();
  }
}

void release_textures(Results& results) {
  for (const auto& t : results.textures) delete_texture(t->id);
  results.textures.clear();
  for (MapView& m : results.head_maps) m.texture = nullptr;
  for (MapView& m : results.compare_maps) m.texture = nullptr;
  for (MapView& m : results.teach.pipeline_maps) m.texture = nullptr;
  for (MapView& m : results.teach.context_maps) m.texture = nullptr;
  results.teach.w_o_map.texture = nullptr;
  delete_texture(results.hatch_texture);
  results.hatch_texture = 0;
}

}  // namespace attn::gui
