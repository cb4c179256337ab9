#include "model/maps.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "io/csv.hpp"
#include "io/i18n.hpp"
#include "model/diff_job.hpp"
#include "model/quiz.hpp"

namespace attn::app {
namespace {

std::string bracket_shape(const char* symbolic, std::ptrdiff_t rows, std::ptrdiff_t cols) {
  return std::string(symbolic) + " = [" + std::to_string(rows) + " × " + std::to_string(cols) +
         "]";
}

// A map of head h of a slot (h == -1: the average over heads), showing weights or, when
// is_signed, the scaled scores. A long source keeps only weights: the focused head's scores
// come from results.focus when they are there; otherwise the map carries a note.
MapView head_map(const Results& results, const CaseSlot& slot, int h, bool is_signed,
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
    m.is_average = true;
    if (slot.average_weights.size() != 0) {
      m.weights = &slot.average_weights;
    } else {
      m.average_of = &heads;
    }
    if (slot.average_scaled.size() != 0) m.scaled = &slot.average_scaled;
    if (slot.average_overview.size() != 0) m.overview_weights = &slot.average_overview;
    weight_hi = slot.average_weight_max;
    scaled_hi = slot.average_scaled_abs_max;
    if (is_signed && m.scaled == nullptr) {
      m.note = fmt(tr("The average of the scores is not kept for {0} tokens. Open one head to see its scores."), m.cols);
    }
    has_scaled = m.scaled != nullptr;
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
                   ? fmt(tr("Making the scores of head {0}…"), h + 1)
                   : fmt(tr("The scores of this map are not kept for {0} tokens."), m.cols);
    }
  }
  m.hi = is_signed ? (has_scaled ? scaled_hi : 0.0f) : weight_hi;
  return m;
}

// A texture slot for each map, in order.
void number(std::vector<MapView>& maps, Maps& all) {
  for (MapView& m : maps) m.slot = all.slots++;
}

// One colour range for a group of maps, as the display asks.
void colour_group(std::vector<MapView>& maps, const AppState& s) {
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
  }
}

std::string head_title(const CaseSlot& slot, int h) {
  const auto& info = slot.result.head_info;
  if (static_cast<std::size_t>(h) >= info.size()) return fmt(tr("Head {0}"), h + 1);
  // TRANSLATORS: {0} is the head's number, {1} its job ("previous token").
  return fmt(tr("Head {0}: {1}"), h + 1, head_name_text(info[static_cast<std::size_t>(h)].name));
}

// A map of any matrix of a trace: signed values on the diverging map, [−hi, hi].
MapView matrix_map(MatrixView m, float hi, std::string title, std::string shape,
                   std::string value_name, const std::vector<std::string>* row_tokens,
                   const std::vector<std::string>* col_labels, bool feature_cols) {
  MapView v;
  v.title = std::move(title);
  v.shape = std::move(shape);
  v.value_name = std::move(value_name);
  v.rows = static_cast<int>(m.rows());
  v.cols = static_cast<int>(m.cols());
  v.weights = m;
  v.scaled = m;
  v.row_tokens = row_tokens;
  v.col_tokens = col_labels;
  v.feature_cols = feature_cols;
  v.csv_corner = feature_cols ? "token \\ dimension" : "query \\ key";
  v.signed_values = true;
  v.hi = hi > 0.0f ? hi : 1.0f;
  return v;
}

std::vector<std::string> index_labels(std::ptrdiff_t n) {
  std::vector<std::string> out;
  out.reserve(static_cast<std::size_t>(std::max<std::ptrdiff_t>(n, 0)));
  for (std::ptrdiff_t i = 0; i < n; ++i) out.push_back(std::to_string(i));
  return out;
}

// The pipeline of one head, the heads' contexts and W_O, from the source's trace: for
// inputs short enough to keep every number (the views say so otherwise).
void build_teaching_maps(const AppState& s, const Results& results, Maps& all) {
  all.pipeline.clear();
  all.contexts.clear();
  all.w_o = MapView{};
  const CaseSlot& src = results.source;
  if (!src.ok || !src.detailed || src.ranges.empty()) return;
  const CaseResult& r = src.result;
  const int heads = static_cast<int>(r.trace.heads.size());
  if (heads == 0) return;
  const int h = s.focused_head >= 0 && s.focused_head < heads ? s.focused_head : 0;
  all.pipeline_head = h;
  const auto hs = static_cast<std::size_t>(h);
  const HeadTrace& ht = r.trace.heads[hs];
  const HeadRanges& range = src.ranges[hs];
  const std::ptrdiff_t tq = static_cast<std::ptrdiff_t>(ht.q.rows());
  const std::ptrdiff_t tk = static_cast<std::ptrdiff_t>(ht.k.rows());
  const std::ptrdiff_t dk = static_cast<std::ptrdiff_t>(ht.q.cols());
  const std::ptrdiff_t d = static_cast<std::ptrdiff_t>(r.x.cols());
  all.dim_labels = index_labels(d);

  const std::string hn = std::to_string(h + 1);
  const auto* tokens = &r.q_tokens;
  const auto* keys = &r.k_tokens;
  const auto* dims = &all.dim_labels;
  auto& maps = all.pipeline;
  maps.push_back(matrix_map(r.x, src.x_abs_max, "X", bracket_shape("T×D", tq, d), "x", tokens, dims, true));
  maps.push_back(matrix_map(ht.q, range.q, "Q" + hn, bracket_shape("T×d_k", tq, dk), "q", tokens, dims, true));
  maps.push_back(matrix_map(ht.k, range.k, "K" + hn, bracket_shape("T×d_k", tk, dk), "k", keys, dims, true));
  maps.push_back(matrix_map(ht.v, range.v, "V" + hn, bracket_shape("T×d_k", tk, dk), "v", keys, dims, true));
  maps.push_back(matrix_map(ht.scores, range.scores, "Q·Kᵀ", bracket_shape("T×T", tq, tk),
                            tr("score q·k"), tokens, keys, false));
  maps.push_back(matrix_map(src.scaled_unmasked[hs], range.scaled_unmasked, "Q·Kᵀ ÷ √d_k",
                            bracket_shape("T×T", tq, tk), tr("scaled score"), tokens, keys, false));
  {
    MapView m = matrix_map(ht.scaled, range.scaled, tr("masked"), bracket_shape("T×T", tq, tk),
                           tr("scaled score after the mask"), tokens, keys, false);
    m.mask = &r.trace.mask;
    m.masked_cells = src.masked_cells;
    maps.push_back(std::move(m));
  }
  {
    MapView m = matrix_map(ht.weights, 1.0f, "softmax", bracket_shape("T×T", tq, tk),
                           tr("weight after softmax"), tokens, keys, false);
    m.scaled = &ht.scaled;
    m.signed_values = false;
    m.lo = 0.0f;
    m.hi = 1.0f;
    m.mask = &r.trace.mask;
    m.masked_cells = src.masked_cells;
    maps.push_back(std::move(m));
  }
  maps.push_back(matrix_map(ht.context, range.context, fmt(tr("Z{0} = weights·V{0}"), hn),
                            bracket_shape("T×d_k", tq, dk), tr("context z"), tokens, dims, true));
  maps.push_back(matrix_map(r.trace.concat, src.concat_abs_max,
                            "concat(Z1 … Z" + std::to_string(heads) + ")",
                            bracket_shape("T×D", tq, d), tr("concat"), tokens, dims, true));
  maps.push_back(matrix_map(r.trace.output, src.output_abs_max, tr("output = concat·W_O"),
                            bracket_shape("T×D", tq, d), tr("output"), tokens, dims, true));
  // Q and K before the rotation by position (made with the results), on the colour ranges
  // of the rotated ones: a rotation keeps each pair's length, so the two look alike in scale
  // and differ in where the values sit. Without a rotation they are Q and K.
  {
    const bool unrotated = hs < src.q_before.size() && src.q_before[hs].size() != 0 && src.k_before[hs].size() != 0;
    const MatrixView q_before = unrotated ? MatrixView(src.q_before[hs]) : MatrixView(ht.q);
    const MatrixView k_before = unrotated ? MatrixView(src.k_before[hs]) : MatrixView(ht.k);
    maps.push_back(matrix_map(q_before, range.q, fmt(tr("Q{0} before"), hn), bracket_shape("T×d_k", tq, dk), tr("q before rotation"),
                              tokens, dims, true));
    maps.push_back(matrix_map(k_before, range.k, fmt(tr("K{0} before"), hn), bracket_shape("T×d_k", tk, dk), tr("k before rotation"),
                              keys, dims, true));
  }
  number(maps, all);

  // The assembly view: every head's context on the concatenation's colour range, so the
  // slices of the concatenation look exactly like the heads they come from.
  for (int i = 0; i < heads; ++i) {
    const HeadTrace& head = r.trace.heads[static_cast<std::size_t>(i)];
    all.contexts.push_back(matrix_map(head.context, src.concat_abs_max,
                                      "Z" + std::to_string(i + 1),
                                      "[" + std::to_string(tq) + " × " + std::to_string(dk) + "]",
                                      tr("context z"), tokens, dims, true));
  }
  number(all.contexts, all);
  all.w_o = matrix_map(r.weights.w_o, src.w_o_abs_max, "W_O", bracket_shape("D×D", d, d), "w_o",
                       dims, dims, true);
  all.w_o.csv_corner = "row \\ column";
  all.w_o.slot = all.slots++;
}

}  // namespace

namespace {

// A, B and A − B as maps (A and B weights from 0 to 1, the difference signed).
// The tokens of a map's rows and columns.
struct Labels {
  const std::vector<std::string>* rows;
  const std::vector<std::string>* cols;
};

void diff_maps(Maps& all, const std::string& title_a, const std::string& title_b, const std::string& shape,
               Labels a, Labels b) {
  all.diff_d = all.diff_a - all.diff_b;
  for (int k = 0; k < 2; ++k) {
    MapView v;
    v.title = k == 0 ? title_a : title_b;
    v.shape = shape;
    v.rows = static_cast<int>(all.diff_a.rows());
    v.cols = static_cast<int>(all.diff_a.cols());
    v.weights = k == 0 ? &all.diff_a : &all.diff_b;
    v.row_tokens = k == 0 ? a.rows : b.rows;
    v.col_tokens = k == 0 ? a.cols : b.cols;
    v.lo = 0.0f;
    v.hi = 1.0f;
    v.value_name = tr("weight");
    all.diff.push_back(std::move(v));
  }
  const float most = all.diff_d.size() > 0 ? all.diff_d.cwiseAbs().maxCoeff() : 0.0f;
  all.diff.push_back(matrix_map(&all.diff_d, most > 0.0f ? most : 1.0f, "A − B", shape, "A − B",
                                a.rows, a.cols, false));
  number(all.diff, all);
}

}  // namespace

// The Diff view's A, B and A − B, or why there is nothing to compare (all.diff_error). What
// takes a run of the engine comes made from the worker (results.diff, diff_job.hpp): until it
// has come, the view says it is computing.
void build_diff_maps(const AppState& s, const Results& results, Maps& all) {
  all.diff.clear();
  all.diff_error.clear();
  all.diff_note.clear();
  all.diff_built = s.view == View::Diff;
  if (!all.diff_built) return;
  const DiffSettings& d = s.diff;
  const DiffSlot& made = results.diff;
  if (diff_of_trained_model(d.between) || d.between == DiffBetween::Models) {
    // The Training view's model, or two pretrained ones: the last made for this kind (it
    // follows the model as it trains, one job behind at most).
    if (made.id == 0 || made.between != d.between) return;
    all.diff_note = made.note;
    if (!made.error.empty()) {
      all.diff_error = made.error;
      return;
    }
    all.diff_a = made.a;
    all.diff_b = made.b;
    all.diff_tokens_a = made.row_tokens;
    all.diff_tokens_b = made.col_tokens;
    const Labels labels{&all.diff_tokens_a, &all.diff_tokens_b};
    diff_maps(all, made.title_a, made.title_b, made.shape, labels, labels);
    return;
  }
  if (!results.source.ok) {
    all.diff_error = tr("Nothing to compare yet: see the message in the status line below.");
    return;
  }
  const CaseSlot& src = results.source;
  const auto& heads = src.result.trace.heads;
  const int h = s.focused_head >= 0 && s.focused_head < static_cast<int>(heads.size()) ? s.focused_head : 0;
  const auto hs = static_cast<std::size_t>(h);
  const std::ptrdiff_t t = static_cast<std::ptrdiff_t>(src.result.q_tokens.size());
  if (t > kDiffMaxTokens) {
    all.diff_error = fmt(tr("The Diff view compares up to {0} tokens; X has {1}."), kDiffMaxTokens, t);
    return;
  }
  std::string title_a, title_b;
  all.diff_tokens_a = src.result.q_tokens;
  all.diff_tokens_b = src.result.q_tokens;
  if (d.between == DiffBetween::Heads) {
    const int a = std::clamp(d.head_a, 0, static_cast<int>(heads.size()) - 1);
    const int b = std::clamp(d.head_b, 0, static_cast<int>(heads.size()) - 1);
    all.diff_a = heads[static_cast<std::size_t>(a)].weights.view();
    all.diff_b = heads[static_cast<std::size_t>(b)].weights.view();
    title_a = "A: " + head_title(src, a);  // A and B: the names of the two maps, as the view says them
    title_b = "B: " + head_title(src, b);
  } else {
    // B of the results shown, not of the ones before.
    if (made.id == 0 || made.between != d.between || made.generation != results.generation) return;
    if (!made.error.empty()) {
      all.diff_error = made.error;
      return;
    }
    if (hs >= made.heads_b.size()) return;
    const Matrix shown = heads[hs].weights.view();
    if (d.between == DiffBetween::Mask) {
      // A is the causal one.
      all.diff_a = made.b_causal ? made.heads_b[hs] : shown;
      all.diff_b = made.b_causal ? shown : made.heads_b[hs];
      title_a = fmt(tr("A: head {0}, causal mask on"), h + 1);
      title_b = fmt(tr("B: head {0}, no mask"), h + 1);
    } else {
      all.diff_a = shown;
      all.diff_b = made.heads_b[hs];
      all.diff_tokens_b = made.tokens_b;
      title_a = fmt(tr("A: head {0} on X"), h + 1);
      title_b = fmt(tr("B: head {0} on the second sentence"), h + 1);
    }
  }
  diff_maps(all, title_a, title_b, shape_text("T", "T", t, t), {&all.diff_tokens_a, &all.diff_tokens_a},
            {&all.diff_tokens_b, &all.diff_tokens_b});
}

void build_maps(const AppState& s, const Results& results, Maps& all) {
  all.slots = 0;
  ++all.generation;  // every texture is filled again when next drawn
  all.heads.clear();
  all.compare.clear();
  const bool is_signed = s.values == ValueKind::Scores;

  if (results.source.ok) {
    const CaseSlot& src = results.source;
    const auto t = static_cast<std::ptrdiff_t>(src.result.q_tokens.size());
    const std::string shape = shape_text("T", "T", t, t);
    const int heads = static_cast<int>(src.result.trace.heads.size());
    for (int h = 0; h < heads; ++h) {
      all.heads.push_back(
          head_map(results, src, h, is_signed, head_title(src, h), shape, ZoomGroup::Source));
    }
    // "Which head is this?": the name of the head asked about hidden until the answer.
    if (s.quiz.which && !s.quiz.revealed && s.quiz.head >= 0 && s.quiz.head < heads) {
      all.heads[static_cast<std::size_t>(s.quiz.head)].title = fmt(tr("Head {0}: ?"), s.quiz.head + 1);
    }
    all.heads.push_back(head_map(results, src, -1, is_signed,
                                 fmt(trn("Average of {0} head", "Average of {0} heads", static_cast<std::uint64_t>(heads)), heads),
                                 shape,
                                 ZoomGroup::Source));
    colour_group(all.heads, s);
    number(all.heads, all);

    // The compare view shows one head of each case (or their averages).
    const int h = s.focused_head;
    auto pick = [&](const CaseSlot& slot) {
      return h >= 0 && static_cast<std::size_t>(h) < slot.result.trace.heads.size() ? h : -1;
    };
    all.compare.push_back(head_map(results, src, pick(src), is_signed,
                                   s.model.causal ? tr("Source self-attention (causal)") : tr("Source self-attention"),
                                   shape_text("T1", "T1", t, t), ZoomGroup::Source));
    if (results.target.ok) {
      const auto t2 = static_cast<std::ptrdiff_t>(results.target.result.q_tokens.size());
      MapView m = head_map(results, results.target, pick(results.target), is_signed,
                           tr("Target masked self-attention"), shape_text("T2", "T2", t2, t2),
                           ZoomGroup::Target);
      m.is_target_rows = m.is_target_cols = true;
      all.compare.push_back(std::move(m));
    }
    if (results.cross.ok) {
      const auto t2 = static_cast<std::ptrdiff_t>(results.cross.result.q_tokens.size());
      const auto t1 = static_cast<std::ptrdiff_t>(results.cross.result.k_tokens.size());
      MapView m = head_map(results, results.cross, pick(results.cross), is_signed,
                           tr("Cross-attention Y → X"), shape_text("T2", "T1", t2, t1),
                           ZoomGroup::Cross);
      m.is_target_rows = true;
      all.compare.push_back(std::move(m));
    }
    colour_group(all.compare, s);
    number(all.compare, all);
  }
  build_teaching_maps(s, results, all);
  build_diff_maps(s, results, all);
}

view::Rgb8 map_colour(const MapView& map, float v, view::ColorMapId cmap) {
  if (map.signed_values) return view::sample_diverging(map.hi > 0.0f ? v / map.hi : 0.0f);
  const float span = map.hi - map.lo;
  return view::sample_colormap(cmap, span > 0.0f ? (v - map.lo) / span : 0.0f);
}

bool map_masked(const MapView& map, int r, int c) {
  return map.mask != nullptr && map.mask->size() > 0 && (*map.mask)(r, c);
}

view::CellSource cells_of(const MapView& map) {
  view::CellSource s;
  s.mask = map.mask;
  if (map.average_of != nullptr) {
    // A long average: the mean of the heads' weights (it has no scaled scores).
    for (const HeadTrace& h : *map.average_of) s.parts.push_back(&h.weights);
  } else {
    s.parts.push_back(map.signed_values ? map.scaled : map.weights);
  }
  return s;
}

float map_weight(const MapView& map, int r, int c) {
  if (map.average_of != nullptr) return cells_of(map).at(r, c);
  return (*map.weights)(r, c);
}

float map_value(const MapView& map, int r, int c) {
  if (!map.signed_values) return map_weight(map, r, c);
  return (*map.scaled)(r, c);
}

std::string map_csv(const MapView& map) {
  const long long cells = static_cast<long long>(map.rows) * map.cols;
  if (cells > kCsvMaxCells) {
    throw std::runtime_error(
        fmt(tr("it has {0} cells, more than the {1} a CSV from the window may hold; `attention-explorer compute` "
               "writes every matrix of a case as JSON"),
            cells, kCsvMaxCells));
  }
  if (!map.note.empty()) throw std::runtime_error(map.note);
  const MatrixView values = map.signed_values ? map.scaled : map.weights;
  if (values == nullptr || values->size() == 0) throw std::runtime_error(tr("the map has no values"));
  const auto labels = [](const std::vector<std::string>* tokens, int n) {
    return tokens != nullptr && static_cast<int>(tokens->size()) == n ? *tokens
                                                                      : std::vector<std::string>{};
  };
  return io::matrix_to_csv(Matrix(values.view()), labels(map.row_tokens, map.rows),
                           labels(map.col_tokens, map.cols), map.csv_corner);
}

}  // namespace attn::app
