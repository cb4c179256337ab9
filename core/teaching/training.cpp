#include "core/teaching/training.hpp"
#include "core/base/engine_calls.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <sstream>
#include <string>

#include "core/base/parallel.hpp"

namespace attn {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// The held-out set does not depend on the training seed: every run is scored on the same
// sentences.
constexpr std::uint64_t kHeldOutSeed = 0x4E1D0u;

int chunk_count(std::size_t items, int chunk) {
  return static_cast<int>((items + static_cast<std::size_t>(chunk) - 1) /
                          static_cast<std::size_t>(chunk));
}

template <typename T>
std::vector<T> slice(const std::vector<T>& all, int c, int chunk) {
  const auto begin = static_cast<std::size_t>(c) * static_cast<std::size_t>(chunk);
  const std::size_t end = std::min(all.size(), begin + static_cast<std::size_t>(chunk));
  return std::vector<T>(all.begin() + static_cast<long>(begin), all.begin() + static_cast<long>(end));
}

}  // namespace

TrainingSettings default_settings(TaskKind task) {
  TrainingSettings s;
  s.task = task;
  switch (task) {
    case TaskKind::Translate:
    case TaskKind::TranslateZh:  // the same sizes: both grammars are small and alike
      s.layers = 2;
      s.d_model = 64;
      s.heads = 4;
      s.steps = 1500;
      s.batch = 64;
      s.learning_rate = 3e-3f;
      break;
    case TaskKind::Reverse:
      s.layers = 2;
      s.d_model = 64;
      s.heads = 4;
      s.steps = 800;
      s.batch = 64;
      s.learning_rate = 3e-3f;
      break;
    case TaskKind::Induction:
      s.layers = 2;
      s.d_model = 64;
      s.heads = 4;
      s.mlp = false;
      // With learned positions this model finds a smeared, positional way to copy and no
      // induction head; with fixed sinusoidal ones a previous-token head forms in layer 1
      // and induction heads in layer 2 (prefix matching above 0.9 by step 2000 of 3000).
      s.positions = Positions::Sinusoidal;
      s.steps = 3000;
      s.batch = 32;
      s.learning_rate = 3e-3f;
      s.warmup_steps = 200;
      break;
  }
  return s;
}

void validate(const TrainingSettings& s) {
  auto within = [](double value, double lo, double hi, const std::string& what) {
    if (!(value >= lo && value <= hi)) {
      throw AttentionError(what + " must be between " + std::to_string(lo) + " and " +
                           std::to_string(hi) + ", got " + std::to_string(value));
    }
  };
  within(s.layers, 1, 8, "the number of layers");
  within(s.d_model, 4, 512, "d_model");
  within(s.heads, 1, 16, "the number of heads");
  if (s.d_model % s.heads != 0) {
    throw AttentionError("the number of heads (" + std::to_string(s.heads) +
                         ") must divide d_model (" + std::to_string(s.d_model) + ")");
  }
  within(s.steps, 1, 1'000'000, "the number of steps");
  within(s.batch, 1, 4096, "the batch size");
  if (!std::isfinite(s.learning_rate) || s.learning_rate <= 0) {
    throw AttentionError("the learning rate must be a positive number, got " +
                         std::to_string(s.learning_rate));
  }
  within(s.warmup_steps, 0, 1'000'000, "the warm-up steps");
  within(s.weight_decay, 0, 10, "the weight decay");
  within(s.clip, 0, 1e6, "the clipping norm");
  within(s.held_out, 1, Task::kMaxHeldOut, "the held-out examples");
}

TransformerConfig model_config(const Task& task, const TrainingSettings& s) {
  TransformerConfig c;
  c.architecture = task.decoder_only() ? Architecture::DecoderOnly : Architecture::EncoderDecoder;
  c.layers = s.layers;
  c.d_model = s.d_model;
  c.heads = s.heads;
  c.mlp = s.mlp;
  c.positions = s.positions;
  c.vocabulary = task.vocabulary().size();
  c.max_source = task.decoder_only() ? 0 : task.max_source_length();
  // The decoder reads <start> + target (encoder–decoder) or the sequence (decoder-only).
  c.max_target = task.max_target_length() + 1;
  return c;
}

Sample to_sample(const Task& task, const Example& e, bool repeated_half_only) {
  Sample s;
  if (task.decoder_only()) {
    // <start> first (a place for a head with nothing to look at to rest), then the
    // sequence; position k predicts target[k].
    const auto t = e.target.size();
    s.decoder_input.push_back(Vocabulary::kStart);
    s.decoder_input.insert(s.decoder_input.end(), e.target.begin(), e.target.end());
    s.labels.assign(t + 1, -1);
    for (std::size_t k = 0; k < t; ++k) {
      // Position k = i + 1 holds target[i] and predicts target[i + 1].
      if (!repeated_half_only || static_cast<int>(k) >= e.scored_from + 1) s.labels[k] = e.target[k];
    }
    return s;
  }
  s.source = e.source;
  s.decoder_input.push_back(Vocabulary::kStart);
  s.decoder_input.insert(s.decoder_input.end(), e.target.begin(), e.target.end());
  s.labels = e.target;
  s.labels.push_back(Vocabulary::kEnd);
  return s;
}

// ---- Greedy decoding -------------------------------------------------------------------------

namespace {

// What a held-out score needs of a decoding, so that it can stop as soon as that is known.
enum class DecodeNeeds {
  All,          // every token, to <end> or the longest target
  ExactMatch,   // whether the output is the target: a wrong token (or one too many) ends it
  FirstTokens,  // the tokens at the target's positions: ends once there are as many
};

// Greedy decoding of many sources at once (one forward pass per step for all). With targets,
// a source leaves the batch as soon as what `needs` asks of it is known; its Decoding then
// holds the tokens so far (and ended false, unless <end> came).
std::vector<Decoding> decode_batch(const Transformer& model, const Task& task,
                                   const std::vector<std::vector<int>>& sources,
                                   const std::vector<std::vector<int>>* targets, DecodeNeeds needs,
                                   const Ablation& ablation, int threads) {
  if (task.decoder_only()) {
    throw AttentionError(std::string("the ") + task_name(task.kind()) +
                         " task has no source to decode from");
  }
  std::vector<Decoding> out(sources.size());
  const int longest = model.config().max_target;  // decoder inputs, <start> included
  const int chunk = Trainer::kChunk;
  parallel_for(chunk_count(sources.size(), chunk), resolve_threads(threads), [&](int c) {
    const std::size_t first = static_cast<std::size_t>(c) * static_cast<std::size_t>(chunk);
    const std::size_t end = std::min(sources.size(), first + static_cast<std::size_t>(chunk));
    std::vector<Sample> samples;
    std::vector<std::size_t> which;
    ForwardRecord record;
    for (std::size_t i = first; i < end; ++i) {
      samples.push_back({sources[i], {Vocabulary::kStart}, {-1}});
      which.push_back(i);
    }
    while (!samples.empty()) {
      model.forward(samples, ablation, record);
      std::vector<Sample> still;
      std::vector<std::size_t> still_which;
      for (std::size_t s = 0; s < samples.size(); ++s) {
        Eigen::Index next = 0;
        record.logits.row(record.target_offset[s + 1] - 1).maxCoeff(&next);
        Decoding& d = out[which[s]];
        if (next == Vocabulary::kEnd) {
          d.ended = true;
          continue;
        }
        d.tokens.push_back(static_cast<int>(next));
        if (static_cast<int>(samples[s].decoder_input.size()) >= longest) continue;
        if (targets != nullptr) {
          const std::vector<int>& want = (*targets)[which[s]];
          const std::size_t j = d.tokens.size() - 1;
          if (needs == DecodeNeeds::ExactMatch && (j >= want.size() || want[j] != d.tokens[j])) continue;
          if (needs == DecodeNeeds::FirstTokens && d.tokens.size() >= want.size()) continue;
        }
        Sample more = samples[s];
        more.decoder_input.push_back(static_cast<int>(next));
        more.labels.push_back(-1);
        still.push_back(std::move(more));
        still_which.push_back(which[s]);
      }
      samples = std::move(still);
      which = std::move(still_which);
    }
  });
  return out;
}

}  // namespace

std::vector<Decoding> greedy_decode(const Transformer& model, const Task& task,
                                    const std::vector<std::vector<int>>& sources,
                                    const Ablation& ablation, int threads) {
  return decode_batch(model, task, sources, nullptr, DecodeNeeds::All, ablation, threads);
}

Decoding greedy_decode(const Transformer& model, const Task& task, const std::vector<int>& source,
                       const Ablation& ablation) {
  return greedy_decode(model, task, {source}, ablation, 1).front();
}

// ---- Evaluation ------------------------------------------------------------------------------

Evaluation evaluate(const Transformer& model, const Task& task,
                    const std::vector<Example>& examples, const Ablation& ablation, int threads) {
  Evaluation ev;
  ev.examples = static_cast<int>(examples.size());
  if (examples.empty()) return ev;
  const int chunk = Trainer::kChunk;
  const int chunks = chunk_count(examples.size(), chunk);
  const bool induction = task.decoder_only();
  // Per chunk: the whole sequences' score and, for induction, the repeated half's.
  std::vector<Score> all(static_cast<std::size_t>(chunks)), half(static_cast<std::size_t>(chunks));
  parallel_for(chunks, resolve_threads(threads), [&](int c) {
    const std::vector<Example> part = slice(examples, c, chunk);
    std::vector<Sample> samples;
    for (const Example& e : part) samples.push_back(to_sample(task, e));
    ForwardRecord record;
    model.forward(samples, ablation, record);
    all[static_cast<std::size_t>(c)] = Transformer::score(record, 1.0f, nullptr);
    if (induction) {
      // The same logits, scored on the repeated half only.
      std::size_t row = 0;
      for (const Example& e : part) {
        const Sample half_sample = to_sample(task, e, true);
        for (const int label : half_sample.labels) record.labels[row++] = label;
      }
      half[static_cast<std::size_t>(c)] = Transformer::score(record, 1.0f, nullptr);
    }
  });
  Score total, repeated;
  for (int c = 0; c < chunks; ++c) {
    const auto i = static_cast<std::size_t>(c);
    total.loss_sum += all[i].loss_sum;
    total.scored += all[i].scored;
    total.correct += all[i].correct;
    repeated.loss_sum += half[i].loss_sum;
    repeated.scored += half[i].scored;
    repeated.correct += half[i].correct;
  }
  ev.loss = total.scored > 0 ? total.loss_sum / total.scored : 0;
  ev.token_accuracy = total.scored > 0 ? static_cast<double>(total.correct) / total.scored : 0;
  if (induction) {
    ev.repeated_half_loss = repeated.scored > 0 ? repeated.loss_sum / repeated.scored : 0;
    ev.accuracy = repeated.scored > 0 ? static_cast<double>(repeated.correct) / repeated.scored : 0;
    return ev;
  }
  std::vector<std::vector<int>> sources, targets;
  for (const Example& e : examples) {
    sources.push_back(e.source);
    targets.push_back(e.target);
  }
  // Decoded only as far as the score needs: an untrained model never says <end>, and decoding
  // every held-out sentence to the longest target took most of a second at each start.
  const bool exact = task.translates();
  const std::vector<Decoding> decoded = decode_batch(
      model, task, sources, &targets, exact ? DecodeNeeds::ExactMatch : DecodeNeeds::FirstTokens, ablation, threads);
  int right = 0, tokens = 0, tokens_right = 0;
  for (std::size_t i = 0; i < examples.size(); ++i) {
    const std::vector<int>& want = examples[i].target;
    const Decoding& got = decoded[i];
    if (got.ended && got.tokens == want) ++right;
    for (std::size_t j = 0; j < want.size(); ++j) {
      ++tokens;
      if (j < got.tokens.size() && got.tokens[j] == want[j]) ++tokens_right;
    }
  }
  ev.accuracy = task.translates()
                    ? static_cast<double>(right) / static_cast<double>(examples.size())
                    : static_cast<double>(tokens_right) / std::max(1, tokens);
  return ev;
}

// ---- Head scores -------------------------------------------------------------------------------

const char* head_job_name(HeadJob job) {
  switch (job) {
    case HeadJob::InductionScore: return "induction (prefix match)";
    case HeadJob::PreviousToken: return "previous token";
    case HeadJob::Alignment: return "alignment";
  }
  return "";
}

std::vector<HeadJob> head_jobs(TaskKind task) {
  if (task == TaskKind::Induction) return {HeadJob::InductionScore, HeadJob::PreviousToken};
  return {HeadJob::Alignment};
}

namespace {
double row_entropy(const MatrixRef& w, Eigen::Index i) {
  double h = 0.0;
  for (Eigen::Index j = 0; j < w.cols(); ++j) {
    if (w(i, j) > 0.0f) h -= w(i, j) * std::log2(static_cast<double>(w(i, j)));
  }
  return h;
}
}  // namespace

HeadSummary summarize_head(const MatrixRef& w, const std::vector<int>& marked) {
  HeadSummary s;
  const Eigen::Index t = std::min(w.rows(), w.cols());
  if (t < 2) return s;
  for (Eigen::Index i = 1; i < t; ++i) {
    s.previous += w(i, i - 1);
    s.first += w(i, 0);
    s.self += w(i, i);
    s.entropy += static_cast<float>(row_entropy(w, i));
  }
  for (Eigen::Index i = 0; i + 1 < t; ++i) s.next += w(i, i + 1);
  for (Eigen::Index i = 0; i < t; ++i) {
    for (const int j : marked) {
      if (j >= 0 && j < w.cols()) s.marked += w(i, j);
    }
    s.peak += w.row(i).maxCoeff();
  }
  const auto n = static_cast<float>(t - 1);
  s.previous /= n;
  s.first /= n;
  s.self /= n;
  s.entropy /= n;
  s.next /= n;
  s.marked /= static_cast<float>(t);
  s.peak /= static_cast<float>(t);
  return s;
}

HeadSummary summarize_cross_head(const MatrixRef& w) {
  HeadSummary s;
  if (w.rows() == 0 || w.cols() == 0) return s;
  for (Eigen::Index i = 0; i < w.rows(); ++i) {
    s.entropy += static_cast<float>(row_entropy(w, i));
    s.peak += w.row(i).maxCoeff();
  }
  s.entropy /= static_cast<float>(w.rows());
  s.peak /= static_cast<float>(w.rows());
  return s;
}

HeadSummary summarize_picture_head(const MatrixRef& w, int prefix, int rows, int cols) {
  HeadSummary s;
  const Eigen::Index patches = static_cast<Eigen::Index>(rows) * cols;
  if (patches == 0 || w.rows() != prefix + patches || w.cols() != w.rows()) return s;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < cols; ++c) {
      const Eigen::Index i = prefix + static_cast<Eigen::Index>(r) * cols + c;
      s.first += w(i, 0);
      s.self += w(i, i);
      for (Eigen::Index j = 1; j < prefix; ++j) s.marked += w(i, j);
      for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
          const int nr = r + dr, nc = c + dc;
          if ((dr == 0 && dc == 0) || nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
          s.neighbours += w(i, prefix + static_cast<Eigen::Index>(nr) * cols + nc);
        }
      }
      s.entropy += static_cast<float>(row_entropy(w, i));
      s.peak += w.row(i).maxCoeff();
    }
  }
  const auto n = static_cast<float>(patches);
  s.first /= n;
  s.self /= n;
  s.marked /= n;
  s.neighbours /= n;
  s.entropy /= n;
  s.peak /= n;
  return s;
}

std::vector<std::vector<double>> head_scores(const Transformer& model, const Task& task,
                                             const std::vector<Example>& examples, HeadJob job,
                                             const Ablation& ablation, int threads) {
  const int layers = model.config().layers, heads = model.config().heads;
  const bool cross = job == HeadJob::Alignment;
  if (cross && task.decoder_only()) {
    throw AttentionError("a decoder-only model has no cross-attention to score");
  }
  const int chunk = Trainer::kChunk;
  const int chunks = chunk_count(examples.size(), chunk);
  using Sums = std::vector<double>;  // [layer · H + head], then the count at the end
  std::vector<Sums> sums(static_cast<std::size_t>(chunks),
                         Sums(static_cast<std::size_t>(layers * heads + 1), 0.0));
  parallel_for(chunks, resolve_threads(threads), [&](int c) {
    const std::vector<Example> part = slice(examples, c, chunk);
    std::vector<Sample> samples;
    for (const Example& e : part) samples.push_back(to_sample(task, e));
    ForwardRecord record;
    model.forward(samples, ablation, record);
    Sums& out = sums[static_cast<std::size_t>(c)];
    for (std::size_t s = 0; s < part.size(); ++s) {
      const Example& e = part[s];
      const int rows = record.target_offset[s + 1] - record.target_offset[s];
      // Decoder-only: row k holds target[k − 1] (row 0 is <start>).
      const int shift = task.decoder_only() ? 1 : 0;
      for (int row = shift; row < rows; ++row) {
        const int i = row - shift;
        std::vector<int> keys;  // the example positions whose weights add up to the score
        if (job == HeadJob::Alignment) {
          // Row i produces target[i] (its label): it should look at that word's source.
          const int key =
              i < static_cast<int>(e.alignment.size()) ? e.alignment[static_cast<std::size_t>(i)] : -1;
          if (key >= 0) keys.push_back(key);
        } else if (job == HeadJob::PreviousToken) {
          if (i > 0) keys.push_back(previous_token_target(i));
        } else if (i < static_cast<int>(e.target.size())) {
          keys = induction_targets(e, i);
        }
        if (keys.empty()) continue;
        out.back() += 1;
        for (int l = 0; l < layers; ++l) {
          const auto& layer = record.decoder[static_cast<std::size_t>(l)];
          const AttentionTrace& t = (cross ? layer.cross : layer.self).traces[s];
          for (int h = 0; h < heads; ++h) {
            double weight = 0;
            for (int key : keys) {
              weight += t.heads[static_cast<std::size_t>(h)].weights(row, key + (cross ? 0 : shift));
            }
            out[static_cast<std::size_t>(l * heads + h)] += weight;
          }
        }
      }
    }
  });
  Sums total(static_cast<std::size_t>(layers * heads + 1), 0.0);
  for (const Sums& s : sums) {
    for (std::size_t i = 0; i < total.size(); ++i) total[i] += s[i];
  }
  std::vector<std::vector<double>> out(static_cast<std::size_t>(layers),
                                       std::vector<double>(static_cast<std::size_t>(heads), 0.0));
  const double count = std::max(1.0, total.back());
  for (int l = 0; l < layers; ++l) {
    for (int h = 0; h < heads; ++h) {
      out[static_cast<std::size_t>(l)][static_cast<std::size_t>(h)] =
          total[static_cast<std::size_t>(l * heads + h)] / count;
    }
  }
  return out;
}

// ---- The trainer ------------------------------------------------------------------------------

namespace {

AdamWSettings adam_settings(const TrainingSettings& s) {
  AdamWSettings a;
  a.learning_rate = s.learning_rate;
  a.weight_decay = s.weight_decay;
  a.clip = s.clip;
  a.warmup_steps = s.warmup_steps;
  a.total_steps = s.steps;
  return a;
}

Transformer initialised(const Task& task, const TrainingSettings& s) {
  validate(s);
  Transformer model(model_config(task, s));
  model.initialise(s.seed);
  return model;
}

}  // namespace

Trainer::Trainer(const TrainingSettings& settings)
    : Trainer(settings, initialised(Task(settings.task), settings)) {}

Trainer::Trainer(const TrainingSettings& settings, Transformer model)
    : settings_(settings),
      task_(settings.task),
      model_(std::move(model)),
      adam_(model_.parameters(), model_.size(), adam_settings(settings)),
      stream_(settings.seed ^ 0x7A5C0FFEEULL),
      held_out_(task_.held_out(settings.held_out, kHeldOutSeed)) {
  validate(settings_);
  const TransformerConfig want = model_config(task_, settings_);
  const TransformerConfig& have = model_.config();
  if (have.vocabulary != want.vocabulary || have.architecture != want.architecture ||
      have.max_source < want.max_source || have.max_target < want.max_target) {
    throw AttentionError(std::string("this model was not made for the ") +
                         task_name(settings_.task) + " task (its vocabulary or lengths differ)");
  }
  settings_.layers = have.layers;
  settings_.d_model = have.d_model;
  settings_.heads = have.heads;
  settings_.mlp = have.mlp;
}

Trainer::Trainer(const TrainingSettings& settings, Transformer model, const TrainerState& state)
    : Trainer(settings, std::move(model)) {
  adam_.restore(state.m, state.v, state.steps);
  stream_ = SplitMix64(state.stream);
}

TrainerState Trainer::state() const {
  return {adam_.first_moment(), adam_.second_moment(), adam_.steps(), stream_.state()};
}

StepReport Trainer::step() {
  note_engine_entry("Trainer::step");
  const auto t0 = Clock::now();
  StepReport report;
  report.step = adam_.steps() + 1;
  std::vector<Sample> samples;
  samples.reserve(static_cast<std::size_t>(settings_.batch));
  int scored = 0;
  for (int i = 0; i < settings_.batch; ++i) {
    samples.push_back(to_sample(task_, task_.sample(stream_)));
    for (const int label : samples.back().labels) scored += label >= 0 ? 1 : 0;
  }
  const float scale = 1.0f / static_cast<float>(std::max(1, scored));
  const int chunks = chunk_count(samples.size(), kChunk);
  const std::size_t n = model_.size();
  chunk_gradients_.resize(static_cast<std::size_t>(chunks));
  records_.resize(static_cast<std::size_t>(chunks));
  d_logits_.resize(static_cast<std::size_t>(chunks));
  work_.resize(static_cast<std::size_t>(chunks));
  std::vector<double> loss(static_cast<std::size_t>(chunks), 0.0);
  std::vector<double> forward_time(static_cast<std::size_t>(chunks), 0.0);
  std::vector<double> backward_time(static_cast<std::size_t>(chunks), 0.0);
  const Ablation none;
  try {
    parallel_for(chunks, resolve_threads(settings_.threads), [&](int c) {
      const auto i = static_cast<std::size_t>(c);
      std::vector<float>& g = chunk_gradients_[i];
      g.assign(n, 0.0f);
      const auto f0 = Clock::now();
      model_.forward(slice(samples, c, kChunk), none, records_[i]);
      loss[i] = Transformer::score(records_[i], scale, &d_logits_[i]).loss_sum;
      const auto b0 = Clock::now();
      forward_time[i] = std::chrono::duration<double>(b0 - f0).count();
      model_.backward(records_[i], none, d_logits_[i], g, work_[i]);
      backward_time[i] = seconds_since(b0);
    });
  } catch (const AttentionError& e) {
    // A non-finite value on the way: the weights of this step's forward pass are bad.
    throw stop(report.step, e.what(), true);
  }
  gradients_.assign(n, 0.0f);
  Eigen::Map<Eigen::VectorXf> sum(gradients_.data(), static_cast<Eigen::Index>(n));
  double loss_sum = 0;
  for (int c = 0; c < chunks; ++c) {
    const auto i = static_cast<std::size_t>(c);
    sum += Eigen::Map<const Eigen::VectorXf>(chunk_gradients_[i].data(), static_cast<Eigen::Index>(n));
    loss_sum += loss[i];
    report.forward_seconds += forward_time[i];
    report.backward_seconds += backward_time[i];
  }
  report.loss = loss_sum / std::max(1, scored);
  if (!std::isfinite(report.loss)) throw stop(report.step, "the loss is not a finite number", true);
  const double guess = std::log(static_cast<double>(model_.config().vocabulary));
  if (report.loss > kDivergence * guess) {
    std::ostringstream why;
    why << std::fixed << std::setprecision(1) << "the loss (" << report.loss
        << " nats) is more than " << kDivergence << " times that of a uniform guess ("
        << guess << "): training has diverged";
    throw stop(report.step, why.str(), true);
  }
  previous_ = model_.values();
  const UpdateReport update = adam_.step(model_.values(), gradients_);
  report.gradient_norm = update.gradient_norm;
  report.learning_rate = update.learning_rate;
  if (!update.finite) throw stop(report.step, "a gradient is not a finite number", false);
  bool finite = true;
  for (std::size_t i = 0; finite && i < n; ++i) finite = std::isfinite(model_.values()[i]);
  if (!finite) {
    model_.values() = previous_;
    throw stop(report.step, "a weight is no longer a finite number", false);
  }
  report.seconds = seconds_since(t0);
  return report;
}

TrainingError Trainer::stop(int step, const std::string& why, bool weights_bad) {
  // The weights this step started from gave the bad value: go back to the ones before the
  // last update, which gave a good loss. Otherwise this step's starting weights are good.
  int kept = step - 1;
  if (weights_bad && adam_.steps() > 0 && previous_.size() == model_.size()) {
    model_.values() = previous_;
    kept = step - 2;
  }
  const std::string weights =
      kept == 0 ? "the initial weights are kept" : "the weights after step " + std::to_string(kept) + " are kept";
  return TrainingError("training stopped at step " + std::to_string(step) + ": " + why + "; " +
                           weights + " (try a smaller learning rate)",
                       step);
}

Evaluation Trainer::evaluate(const Ablation& ablation) const {
  return attn::evaluate(model_, task_, held_out_, ablation, settings_.threads);
}

ScorePoint score_point(const Trainer& trainer, const Ablation& ablation, int examples) {
  const std::vector<Example>& held_out = trainer.held_out();
  const std::vector<Example> few(held_out.begin(),
                                 held_out.begin() + std::min<std::ptrdiff_t>(
                                     examples, static_cast<std::ptrdiff_t>(held_out.size())));
  ScorePoint point;
  point.step = trainer.steps_done();
  for (const HeadJob job : head_jobs(trainer.task().kind())) {
    point.scores.push_back(head_scores(trainer.model(), trainer.task(), few, job, ablation,
                                       trainer.settings().threads));
  }
  return point;
}

EvaluationPoint evaluation_point(const Trainer& trainer, const Ablation& ablation) {
  const Evaluation e = evaluate(trainer.model(), trainer.task(), trainer.held_out(), ablation,
                                trainer.settings().threads);
  return {trainer.steps_done(), e.loss, e.accuracy};
}

}  // namespace attn
