#include "gui/results.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>
#include <string>
#include <vector>

#include "gui/heatmap.hpp"

namespace attn::gui {
namespace {

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

void fill_averages(CaseSlot& slot) {
  const auto& heads = slot.result.trace.heads;
  if (heads.empty()) return;
  slot.average_weights = Matrix::Zero(heads[0].weights.rows(), heads[0].weights.cols());
  slot.average_scaled = Matrix::Zero(heads[0].scaled.rows(), heads[0].scaled.cols());
  for (const HeadTrace& h : heads) {
    slot.average_weights += h.weights;
    slot.average_scaled += h.scaled;  // -inf where masked stays -inf
  }
  const float n = static_cast<float>(heads.size());
  slot.average_weights /= n;
  slot.average_scaled /= n;
}

// Runs one case into a slot; returns the error message ("" on success).
std::string run_into(CaseSlot& slot, const AttentionCase& c) {
  try {
    CaseResult r = run_case(c);
    slot.result = std::move(r);
    slot.ok = true;
    slot.error.clear();
    fill_averages(slot);
    return "";
  } catch (const std::exception& e) {
    return e.what();
  }
}

std::string shape_text(const char* rows_name, const char* cols_name, long rows, long cols) {
  return std::string(rows_name) + "×" + cols_name + " = " + std::to_string(rows) + "×" +
         std::to_string(cols);
}

float finite_abs_max(const Matrix& m) {
  float best = 0.0f;
  for (Eigen::Index i = 0; i < m.size(); ++i) {
    const float v = m.data()[i];
    if (std::isfinite(v)) best = std::max(best, std::fabs(v));
  }
  return best;
}

// A map of head h of a slot (h == -1: the average over heads).
MapView make_map(const CaseSlot& slot, int h, std::string title, std::string shape) {
  MapView m;
  const CaseResult& r = slot.result;
  m.title = std::move(title);
  m.shape = std::move(shape);
  if (h < 0) {
    m.weights = &slot.average_weights;
    m.scaled = &slot.average_scaled;
    m.is_average = true;
  } else {
    const HeadTrace& t = r.trace.heads[static_cast<std::size_t>(h)];
    m.weights = &t.weights;
    m.scores = &t.scores;
    m.scaled = &t.scaled;
  }
  m.rows = static_cast<int>(m.weights->rows());
  m.cols = static_cast<int>(m.weights->cols());
  m.mask = &r.trace.mask;
  m.row_tokens = &r.q_tokens;
  m.col_tokens = &r.k_tokens;
  return m;
}

// Colour ranges for a group of maps, then the upload.
void colour_and_upload(std::vector<MapView>& maps, const AppState& s, Results& results,
                       std::size_t& next_texture) {
  const bool is_signed = s.values == ValueKind::Scores;
  float group = 0.0f;
  for (MapView& m : maps) {
    m.signed_values = is_signed;
    const float own = is_signed ? finite_abs_max(*m.scaled) : m.weights->maxCoeff();
    m.hi = own;
    group = std::max(group, own);
  }
  for (MapView& m : maps) {
    m.lo = 0.0f;
    if (s.scale_mode == ScaleMode::Shared) m.hi = group;
    if (s.scale_mode == ScaleMode::Fixed) m.hi = is_signed ? group : 1.0f;
    if (!(m.hi > 0.0f)) m.hi = 1.0f;
    if (next_texture >= results.textures.size()) results.textures.push_back(0);
    m.texture = results.textures[next_texture];
    upload_map_texture(m, s.colormap);
    results.textures[next_texture] = m.texture;
    ++next_texture;
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
  v.hi = finite_abs_max(m);
  return v;
}

std::string bracket_shape(const char* symbolic, long rows, long cols) {
  return std::string(symbolic) + " = [" + std::to_string(rows) + " × " + std::to_string(cols) +
         "]";
}

void upload(MapView& m, const AppState& s, Results& results, std::size_t& next_texture) {
  if (!(m.hi > 0.0f)) m.hi = 1.0f;
  if (next_texture >= results.textures.size()) results.textures.push_back(0);
  m.texture = results.textures[next_texture];
  upload_map_texture(m, s.colormap);
  results.textures[next_texture] = m.texture;
  ++next_texture;
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
  if (!results.source.ok) return;
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
    maps.push_back(std::move(m));
  }
  maps.push_back(matrix_map(ht.context, "Z" + hs + " = weights·V" + hs,
                            bracket_shape("T×d_k", tq, dk), "context z", tokens, dims, true));
  maps.push_back(matrix_map(r.trace.concat, "concat(Z1 … Z" + std::to_string(heads) + ")",
                            bracket_shape("T×D", tq, d), "concat", tokens, dims, true));
  maps.push_back(matrix_map(r.trace.output, "output = concat·W_O", bracket_shape("T×D", tq, d),
                            "output", tokens, dims, true));
  for (MapView& m : maps) upload(m, s, results, next_texture);

  // The assembly view: every head's context on the concatenation's colour range, so the
  // slices of the concatenation look exactly like the heads they come from.
  const float concat_hi = finite_abs_max(r.trace.concat);
  for (int i = 0; i < heads; ++i) {
    const HeadTrace& head = r.trace.heads[static_cast<std::size_t>(i)];
    MapView m = matrix_map(head.context, "Z" + std::to_string(i + 1),
                           "[" + std::to_string(tq) + " × " + std::to_string(dk) + "]",
                           "context z", tokens, dims, true);
    m.hi = concat_hi;
    t.context_maps.push_back(std::move(m));
  }
  for (MapView& m : t.context_maps) upload(m, s, results, next_texture);
  t.w_o_map = matrix_map(r.weights.w_o, "W_O", bracket_shape("D×D", d, d), "w_o", &t.d_labels,
                         dims, true);
  upload(t.w_o_map, s, results, next_texture);
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

void recompute(AppState& s, Results& results) {
  s.need_recompute = false;
  s.need_maps = true;
  s.need_leaks = true;
  s.need_meaning = true;
  s.state_changed = true;

  AttentionCase source = base_case(s);
  source.text = s.source_text;
  source.config.causal = s.model.causal;
  CaseSlot fresh_source;
  const std::string source_error = run_into(fresh_source, source);
  if (!source_error.empty()) {
    set_status(s, (results.source.ok ? "Still showing the last good result: "
                                     : "Nothing to show: ") + source_error, true);
    return;
  }
  results.source = std::move(fresh_source);

  const bool has_target = s.target_text.find_first_not_of(" \t\r\n") != std::string::npos;
  std::string target_error;
  if (!has_target) {
    results.target = CaseSlot{};
    results.cross = CaseSlot{};
    results.target.error = results.cross.error =
        "Type a target sentence (Y) to see its masked self-attention and cross-attention.";
  } else {
    AttentionCase target = base_case(s);
    target.text = s.target_text;
    target.config.causal = true;
    target_error = run_into(results.target, target);
    if (!target_error.empty()) {
      results.target = CaseSlot{};
      results.target.error = target_error;
    }
    AttentionCase cross = base_case(s);
    cross.config.mode = AttentionMode::Cross;
    cross.text = s.source_text;
    cross.target_text = s.target_text;
    const std::string cross_error = run_into(results.cross, cross);
    if (!cross_error.empty()) {
      results.cross = CaseSlot{};
      results.cross.error = cross_error;
      if (target_error.empty()) target_error = cross_error;
    }
  }

  compute_tables(s, results);

  if (!target_error.empty()) {
    set_status(s, "Target sentence: " + target_error, true);
  } else if (!results.source.result.trace.warnings.empty()) {
    set_status(s, results.source.result.trace.warnings.front());
  } else if (s.status_is_error) {
    set_status(s, "Ready.");
  }
}

void build_maps(const AppState& s, Results& results) {
  std::size_t next_texture = 0;
  results.head_maps.clear();
  results.compare_maps.clear();

  if (results.source.ok) {
    const CaseSlot& src = results.source;
    const auto t = static_cast<long>(src.result.q_tokens.size());
    const std::string shape = shape_text("T", "T", t, t);
    const int heads = static_cast<int>(src.result.trace.heads.size());
    for (int h = 0; h < heads; ++h) {
      results.head_maps.push_back(make_map(src, h, head_title(src, h), shape));
    }
    results.head_maps.push_back(
        make_map(src, -1, "Average of " + std::to_string(heads) + " heads", shape));
    colour_and_upload(results.head_maps, s, results, next_texture);

    // The compare view shows one head of each case (or their averages).
    const int h = s.focused_head;
    auto pick = [&](const CaseSlot& slot) {
      return h >= 0 && static_cast<std::size_t>(h) < slot.result.trace.heads.size() ? h : -1;
    };
    {
      MapView m = make_map(src, pick(src), std::string("Source self-attention") +
                                               (s.model.causal ? " (causal)" : ""),
                           shape_text("T1", "T1", t, t));
      results.compare_maps.push_back(std::move(m));
    }
    if (results.target.ok) {
      const auto t2 = static_cast<long>(results.target.result.q_tokens.size());
      MapView m = make_map(results.target, pick(results.target),
                           "Target masked self-attention", shape_text("T2", "T2", t2, t2));
      m.is_target_rows = m.is_target_cols = true;
      results.compare_maps.push_back(std::move(m));
    }
    if (results.cross.ok) {
      const auto t2 = static_cast<long>(results.cross.result.q_tokens.size());
      const auto t1 = static_cast<long>(results.cross.result.k_tokens.size());
      MapView m = make_map(results.cross, pick(results.cross), "Cross-attention Y → X",
                           shape_text("T2", "T1", t2, t1));
      m.is_target_rows = true;
      results.compare_maps.push_back(std::move(m));
    }
    colour_and_upload(results.compare_maps, s, results, next_texture);
  }
  build_teaching_maps(s, results, next_texture);

  // Textures no map uses any more.
  for (std::size_t i = next_texture; i < results.textures.size(); ++i) {
    delete_texture(results.textures[i]);
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
  AttentionCase c = base_case(s);
  c.text = s.source_text;
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
  for (unsigned t : results.textures) delete_texture(t);
  results.textures.clear();
  for (MapView& m : results.head_maps) m.texture = 0;
  for (MapView& m : results.compare_maps) m.texture = 0;
  for (MapView& m : results.teach.pipeline_maps) m.texture = 0;
  for (MapView& m : results.teach.context_maps) m.texture = 0;
  results.teach.w_o_map.texture = 0;
  delete_texture(results.hatch_texture);
  results.hatch_texture = 0;
}

}  // namespace attn::gui
