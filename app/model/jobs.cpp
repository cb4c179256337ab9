#include "model/jobs.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <utility>

#include "core/attention/multi_head.hpp"
#include "core/base/parallel.hpp"
#include "io/i18n.hpp"
#include "model/limits.hpp"
#include "view/pooling.hpp"

namespace attn::app {
namespace {

// One core is left to the window, so that it keeps drawing while the cases run.
int worker_threads() { return std::max(1, resolve_threads(0) - 1); }

std::size_t matrix_bytes(const MatrixRef& m) { return static_cast<std::size_t>(m.size()) * sizeof(float); }

std::size_t result_bytes(const CaseResult& r) {
  std::size_t n = matrix_bytes(r.x) + matrix_bytes(r.y) + matrix_bytes(r.trace.concat) +
                  matrix_bytes(r.trace.output) + static_cast<std::size_t>(r.trace.mask.size());
  for (const HeadTrace& h : r.trace.heads) {
    n += matrix_bytes(h.q) + matrix_bytes(h.k) + matrix_bytes(h.v) + matrix_bytes(h.scores) +
         matrix_bytes(h.scaled) + sizeof(float) * h.weights.capacity() + matrix_bytes(h.context);
  }
  return n;
}


// Tokens of a sentence, or 0 when it cannot be tokenized (run_case then says why).
std::ptrdiff_t token_count(const std::string& text, std::size_t max_tokens) {
  try {
    TokenizeOptions o;
    o.max_tokens = max_tokens;
    return static_cast<std::ptrdiff_t>(tokenize(text, o).size());
  } catch (const std::exception&) {
    return 0;
  }
}

float finite_max(const Matrix& m) {
  float best = 0.0f;
  for (Eigen::Index i = 0; i < m.size(); ++i) {
    const float v = m.data()[i];
    if (std::isfinite(v)) best = std::max(best, v);
  }
  return best;
}

view::Window whole(std::ptrdiff_t rows, std::ptrdiff_t cols) {
  return {0, 0, static_cast<int>(rows), static_cast<int>(cols)};
}

// The pipeline view's matrices of head h of a detailed source: Q·Kᵀ ÷ divisor before the
// mask, and every colour range.
void prepare_pipeline_head(CaseSlot& slot, std::size_t h) {
  const HeadTrace& t = slot.result.trace.heads[h];
  slot.scaled_unmasked[h] = t.scores / score_divisor(slot.result.trace.d_k, slot.config);
  HeadRanges& r = slot.ranges[h];
  r.q = view::finite_abs_max(t.q);
  r.k = view::finite_abs_max(t.k);
  r.v = view::finite_abs_max(t.v);
  r.scores = view::finite_abs_max(t.scores);
  r.scaled_unmasked = view::finite_abs_max(slot.scaled_unmasked[h]);
  r.scaled = view::finite_abs_max(t.scaled);
  r.context = view::finite_abs_max(t.context);
}

// Q and K of head h before the rotation by position (RoPE), as the projection made them;
// left empty when they cannot be made (the views then show the rotated ones).
void prepare_unrotated_head(CaseSlot& slot, std::size_t h) {
  const CaseResult& r = slot.result;
  const bool cross = slot.config.mode == AttentionMode::Cross;
  const int head = static_cast<int>(h);
  try {
    slot.q_before[h] = head_projection(cross ? r.y : r.x, r.weights, slot.config, head, false, false);
    slot.k_before[h] = head_projection(r.x, r.weights, slot.config, head, true, false);
  } catch (const std::exception&) {
    slot.q_before[h].resize(0, 0);
    slot.k_before[h].resize(0, 0);
  }
}

// The colour ranges, the average over heads, masked cells and, for long maps, the
// max-pooled overviews of a slot; with `pipeline`, what the pipeline view shows of every
// head (and Q and K before a rotation). The heads (and the average, the largest job, first)
// are spread over the threads.
void prepare(CaseSlot& slot, bool pipeline) {
  const std::vector<HeadTrace>& heads = slot.result.trace.heads;
  const StridedMask& mask = slot.result.trace.mask;
  const int h_count = static_cast<int>(heads.size());
  slot.detailed = h_count > 0 && heads[0].scores.size() != 0;
  slot.masked_cells = mask.size() != 0 ? static_cast<int>(mask.count()) : 0;
  slot.weight_max.assign(static_cast<std::size_t>(h_count), 0.0f);
  slot.scaled_abs_max.assign(slot.detailed ? static_cast<std::size_t>(h_count) : 0u, 0.0f);
  slot.average_weight_max = slot.average_scaled_abs_max = 0.0f;
  slot.average_weights.resize(0, 0);
  slot.average_scaled.resize(0, 0);
  const bool with_pipeline = pipeline && slot.detailed;
  slot.scaled_unmasked.resize(with_pipeline ? static_cast<std::size_t>(h_count) : 0u);
  slot.ranges.assign(with_pipeline ? static_cast<std::size_t>(h_count) : 0u, HeadRanges{});
  const bool unrotated = pipeline && !slot.config.rotation.empty();
  slot.q_before.resize(unrotated ? static_cast<std::size_t>(h_count) : 0u);
  slot.k_before.resize(unrotated ? static_cast<std::size_t>(h_count) : 0u);
  if (h_count == 0) return;
  const Eigen::Index tq = heads[0].weights.rows();
  const Eigen::Index tk = heads[0].weights.cols();
  const bool pooled = tq > kOverviewCells || tk > kOverviewCells;
  const int out_r = static_cast<int>(std::min<std::ptrdiff_t>(tq, kOverviewCells));
  const int out_c = static_cast<int>(std::min<std::ptrdiff_t>(tk, kOverviewCells));
  slot.overviews.resize(pooled ? static_cast<std::size_t>(h_count) : 0u);
  if (!pooled) slot.average_overview.resize(0, 0);

  parallel_for(h_count + 1, worker_threads(), [&](int i) {
    if (i == 0) {
      if (pooled) {
        view::CellSource all;
        for (const HeadTrace& h : heads) all.parts.push_back(&h.weights);
        all.mask = &mask;
        slot.average_overview = view::max_pool(all, whole(tq, tk), out_r, out_c, view::PoolMode::Max);
        slot.average_weight_max = finite_max(slot.average_overview);
      }
      if (tq * tk <= kAverageCells) {
        Matrix& mean = slot.average_weights;
        mean = Matrix::Zero(tq, tk);
        for (const HeadTrace& h : heads) mean += h.weights.view();
        mean /= static_cast<float>(h_count);
        if (!pooled) slot.average_weight_max = mean.maxCoeff();
        if (slot.detailed) {
          Matrix& scaled = slot.average_scaled;
          scaled = Matrix::Zero(tq, tk);
          for (const HeadTrace& h : heads) scaled += h.scaled;  // -inf where masked stays -inf
          scaled /= static_cast<float>(h_count);
          slot.average_scaled_abs_max = view::finite_abs_max(scaled);
        }
      }
      if (with_pipeline) {
        slot.x_abs_max = view::finite_abs_max(slot.result.x);
        slot.concat_abs_max = view::finite_abs_max(slot.result.trace.concat);
        slot.output_abs_max = view::finite_abs_max(slot.result.trace.output);
        slot.w_o_abs_max = view::finite_abs_max(slot.result.weights.w_o);
      }
      return;
    }
    const auto h = static_cast<std::size_t>(i - 1);
    slot.weight_max[h] = heads[h].weights.maxCoeff();
    if (slot.detailed) slot.scaled_abs_max[h] = view::finite_abs_max(heads[h].scaled);
    if (with_pipeline) prepare_pipeline_head(slot, h);
    if (unrotated) prepare_unrotated_head(slot, h);
    if (pooled) {
      view::CellSource one;
      one.parts = {&heads[h].weights};
      one.mask = &mask;
      slot.overviews[h] = view::max_pool(one, whole(tq, tk), out_r, out_c, view::PoolMode::Max);
    }
  });
}

void fail(CaseSlot& slot, std::string message) {
  slot = CaseSlot{};
  slot.error = std::move(message);
}

// Runs one case into a slot, its storage reused when the shapes are unchanged.
void run_slot(CaseSlot& slot, AttentionCase& c, std::size_t memory_limit, bool pipeline) {
  const bool cross = c.config.mode == AttentionMode::Cross;
  const std::ptrdiff_t tk = c.from_text ? token_count(c.text, c.max_tokens) : static_cast<std::ptrdiff_t>(c.x.rows());
  const std::ptrdiff_t tq = !cross ? tk
                  : c.from_text ? token_count(c.target_text, c.max_tokens)
                                : static_cast<std::ptrdiff_t>(c.y.rows());
  c.config.detail = tq * tk <= kFullDetailCells ? TraceDetail::Full : TraceDetail::Weights;
  c.config.memory_limit_bytes = memory_limit;
  c.config.threads = worker_threads();
  try {
    run_case(c, slot.result);
    slot.ok = true;
    slot.error.clear();
    slot.config = c.config;
    prepare(slot, pipeline);
  } catch (const std::exception& e) {
    fail(slot, e.what());
  }
}


// The teacher-forcing table of the target, and the costs of this model.
void make_tables(const ComputeRequest& request, std::ptrdiff_t source_tokens, Tables& t) {
  t.forcing.clear();
  t.forcing_error.clear();
  const std::string target = strip_start_marker(request.target_text);
  if (target.find_first_not_of(" \t\r\n") == std::string::npos) {
    t.forcing_error = tr("Type a target sentence (Y) to see the decoder under teacher forcing.");
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
  const int d = request.source.config.d_model;
  const int h = request.source.config.heads;
  try {
    t.cost = cost_figures(d, h, std::max<std::ptrdiff_t>(1, source_tokens));
    for (const ModelPreset& p : model_presets()) t.preset_costs.push_back(cost_figures(p.d, p.h, p.context));
    for (long long n = 128; n <= 131072; n *= 4) t.growth.push_back(cost_figures(d, h, n));  // 128 … 131072
  } catch (const std::exception& e) {
    t.cost_error = e.what();
  }
}

}  // namespace

std::string strip_start_marker(const std::string& text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  const std::string marker = kStartToken;
  if (text.compare(first, marker.size(), marker) == 0) return text.substr(first + marker.size());
  return text.substr(first);
}

// The model's layer on the sentences, as the three cases. Throws AttentionError (or
// std::runtime_error) naming the problem (an unknown word, a sentence too long).
static void take_trained_cases(ComputeRequest& request) {
  LayerCases cases = request.trained->cases(request.source_text, strip_start_marker(request.target_text),
                                            request.trained_layer);
  request.source = std::move(cases.source);
  request.target = std::move(cases.target);
  request.cross = std::move(cases.cross);
  request.has_target = cases.has_target;
  request.one_copy.clear();
}

void compute(ComputeRequest& request, Computation& out) {
  const auto start = std::chrono::steady_clock::now();
  out.generation = request.generation;
  if (request.trained) {
    try {
      take_trained_cases(request);
    } catch (const std::exception& e) {
      out.has_target = false;
      fail(out.source, e.what());
      fail(out.target, "");
      fail(out.cross, "");
      make_tables(request, 1, out.tables);
      out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      return;
    }
  }
  out.has_target = request.has_target;
  out.source_tokens_per_copy =
      request.trained ? static_cast<int>(request.source.x.rows())
                      : static_cast<int>(token_count(request.one_copy, request.source.max_tokens));
  run_slot(out.source, request.source, kWindowMemoryBytes, /*pipeline=*/true);
  if (!out.source.ok) {
    fail(out.target, "");
    fail(out.cross, "");
  } else if (!request.has_target) {
    const std::string why = tr("Type a target sentence (Y) to see its masked self-attention and cross-attention.");
    fail(out.target, why);
    fail(out.cross, why);
  } else {
    std::size_t used = result_bytes(out.source.result);
    auto left = [&] { return used < kWindowMemoryBytes ? kWindowMemoryBytes - used : std::size_t{0}; };
    run_slot(out.target, request.target, left(), false);
    used += result_bytes(out.target.result);
    run_slot(out.cross, request.cross, left(), false);
  }
  make_tables(request, static_cast<std::ptrdiff_t>(out.source.result.q_tokens.size()), out.tables);
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

FocusDetail make_detail(const DetailRequest& request) {
  FocusDetail d;
  d.generation = request.generation;
  d.head = request.head;
  try {
    const CaseSlot& slot = *request.slot;
    HeadTrace ht = head_detail(slot.result.trace, request.head, slot.config);
    d.scores = std::move(ht.scores);
    d.scaled = std::move(ht.scaled);
  } catch (const std::exception&) {
    return d;  // empty: the view says the scores are not at hand
  }
  d.scaled_abs_max = view::finite_abs_max(d.scaled);
  const Eigen::Index tq = d.scaled.rows();
  const Eigen::Index tk = d.scaled.cols();
  if (tq > kOverviewCells || tk > kOverviewCells) {
    view::CellSource s;
    s.parts = {&d.scaled};
    s.mask = &request.slot->result.trace.mask;
    d.scaled_overview = view::max_pool(s, whole(tq, tk), static_cast<int>(std::min<std::ptrdiff_t>(tq, kOverviewCells)),
                                       static_cast<int>(std::min<std::ptrdiff_t>(tk, kOverviewCells)),
                                       view::PoolMode::MaxAbs);
  }
  return d;
}

LeakSlot make_leaks(LeakRequest& request) {
  LeakSlot slot;
  slot.id = request.id;
  request.self_case.config.threads = worker_threads();
  try {
    request.self_case.config.causal = true;
    slot.masked = leak_test(request.self_case, request.token);
    request.self_case.config.causal = false;
    slot.unmasked = leak_test(request.self_case, request.token);
    slot.ok = true;
  } catch (const std::exception& e) {
    slot.error = e.what();
  }
  return slot;
}

MeaningSlot make_meaning(MeaningRequest& request) {
  MeaningSlot slot;
  slot.id = request.id;
  request.base.config.threads = worker_threads();
  try {
    slot.shift = context_changes_meaning(request.base, request.sentence_a, request.sentence_b,
                                         request.word);
    slot.ok = true;
  } catch (const std::exception& e) {
    slot.error = e.what();
  }
  return slot;
}

std::string computation_words(const ComputeRequest& r) {
  const std::ptrdiff_t tokens = token_count(r.source.text, r.source.max_tokens);
  const int heads = r.source.config.heads;
  return fmt(trn("{0} head", "{0} heads", static_cast<std::uint64_t>(heads)), heads) + " × " +
         fmt(trn("{0} token", "{0} tokens", static_cast<std::uint64_t>(tokens)), tokens);
}

std::size_t computation_bytes(const Computation& c) {
  return result_bytes(c.source.result) + result_bytes(c.target.result) + result_bytes(c.cross.result);
}

}  // namespace attn::app
