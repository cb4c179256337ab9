#include "model/model_session.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <utility>

#include "io/i18n.hpp"
#include "io/picture_file.hpp"
#include "model/jobs.hpp"
#include "model/open_models.hpp"
#include "view/pooling.hpp"

namespace attn::app {

namespace {
constexpr int kNextTokens = 10;
constexpr int kTopClasses = 5;
// A run whose maps take more than this is never held twice: at 1024 tokens GPT-2 small's
// 144 maps alone take 600 MB.
constexpr std::size_t kLargeRunBytes = std::size_t{128} << 20;

std::size_t map_bytes(const decoder::Architecture& c, std::size_t tokens) {
  return tokens * tokens * static_cast<std::size_t>(c.layers * c.heads) * sizeof(float);
}

std::vector<BiasMap> bias_maps(const std::shared_ptr<const std::vector<Matrix>>& maps) {
  std::vector<BiasMap> out;
  if (!maps) return out;
  for (const Matrix& m : *maps) {
    BiasMap b;
    if (m.size() == 0) {
      out.push_back(b);
      continue;
    }
    b.lo = m.minCoeff();
    b.hi = m.maxCoeff();
    const float range = b.hi > b.lo ? b.hi - b.lo : 1.0f;
    b.shown = (m.array() - b.lo) / range;
    out.push_back(std::move(b));
  }
  return out;
}

// A map max-pooled onto at most kThumbnailTexels a side (a strong weight in a block stays
// visible); empty for an empty map.
Matrix thumbnail(const MatrixView& map) {
  if (map.size() == 0) return Matrix();
  view::CellSource cells;
  cells.parts = {map};
  const int rows = static_cast<int>(map.rows()), cols = static_cast<int>(map.cols());
  return view::max_pool(cells, {0, 0, rows, cols}, std::min(rows, kThumbnailTexels), std::min(cols, kThumbnailTexels),
                        view::PoolMode::Max);
}

// A request worked out, or its refusal published (the model and run shown stay).
template <class Request>
Lane<Request> lane_of(std::function<void(Request&)> work, std::function<void(const std::string&)> refuse) {
  return {[work = std::move(work), refuse = std::move(refuse)](Request& request) {
            try {
              work(request);
            } catch (const std::exception& e) {
              refuse(e.what());
            }
            return std::monostate{};
          },
          {}, {}, {}};
}

// The keys a head may rest on, for the summaries: BERT's [SEP], an encoder's </s>.
std::vector<int> marked_positions(const std::vector<int>& ids, int marked_id) {
  std::vector<int> out;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] == marked_id && marked_id >= 0) out.push_back(static_cast<int>(i));
  }
  return out;
}
}  // namespace

ModelSession::ModelSession() {
  const auto refuse = [this](const std::string& error) { publish(error); };
  thread_.serve(open_, lane_of<OpenRequest>([this](OpenRequest& r) { open_folder(r); }, refuse));
  thread_.serve(run_asked_, lane_of<RunRequest>([this](RunRequest& r) { forward(r.text, r.target); }, refuse));
  thread_.serve(generate_, lane_of<GenerateRequest>([this](GenerateRequest& r) { generate_tokens(r); }, refuse));
  thread_.serve(effects_asked_, lane_of<bool>([this](bool&) { measure(); }, refuse));
  thread_.serve(layers_asked_, lane_of<LayersWanted>([this](LayersWanted& w) { measure_layers(w); }, refuse));
  thread_.start();
}

ModelSession::~ModelSession() { thread_.stop(); }

std::string ModelSession::folder() const {
  return thread_.locked([this] { return folder_; });
}

std::shared_ptr<const std::vector<Matrix>> ModelSession::thumbnails(const std::vector<BiasMap>& encoder_bias,
                                                                    const std::vector<BiasMap>& decoder_bias) {
  if (thumbnails_ && thumbnails_version_ == run_version_) return thumbnails_;
  const decoder::Run& run = *run_;
  auto out = std::make_shared<std::vector<Matrix>>();
  for (const decoder::LayerRecord& rec : run.encoder) {
    for (const HeadTrace& h : rec.attention.heads) out->push_back(thumbnail(h.weights));
  }
  for (const decoder::LayerRecord& rec : run.layers) {
    for (const HeadTrace& h : rec.attention.heads) out->push_back(thumbnail(h.weights));
  }
  for (const decoder::LayerRecord& rec : run.layers) {
    for (const HeadTrace& h : rec.cross.heads) out->push_back(thumbnail(h.weights));
  }
  for (const auto* maps : {&encoder_bias, &decoder_bias}) {
    for (const BiasMap& b : *maps) out->push_back(thumbnail(b.shown));
  }
  thumbnails_ = std::move(out);
  thumbnails_version_ = run_version_;
  return thumbnails_;
}

void ModelSession::publish(const std::string& error) {
  auto s = std::make_shared<ModelSnapshot>();
  s->model = model_;
  s->error = error;
  s->causal = ran_.causal;
  s->precision = ran_.precision;
  s->ablated = ran_.ablated;
  s->version = ++version_;
  s->run_version = run_version_;
  s->picture = picture_;
  s->picture_path = picture_path_;
  if (layers_ && layers_->run_version == run_version_) s->layers = layers_;
  if (model_ && run_ && error.empty() && model_->reads_pictures()) {
    // A vision model: its tokens are [CLS], the special tokens and the patches; it predicts
    // a class, and its heads are summed up over the grid.
    const decoder::Architecture& a = model_->weights.arch;
    s->run = run_;
    s->tokens = decoder::picture_tokens(a, run_->grid_rows, run_->grid_cols);
    s->prompt_tokens = static_cast<int>(s->tokens.size());
    if (a.predicts) {
      s->next = decoder::top_candidates(decoder::logits(model_->weights, *run_, 0), kTopClasses);
      for (const decoder::Candidate& c : s->next) s->next_tokens.push_back(model_->labels.at(static_cast<std::size_t>(c.id)));
    }
    for (const decoder::LayerRecord& rec : run_->layers) {
      for (const HeadTrace& h : rec.attention.heads) {
        s->summaries.push_back(summarize_picture_head(h.weights, a.vision.prefix(), run_->grid_rows, run_->grid_cols));
      }
    }
    s->thumbnails = thumbnails({}, {});
    s->effects = effects_;
  } else if (model_ && run_ && error.empty()) {
    const decoder::Architecture& a = model_->weights.arch;
    const io::Tokenizer& tok = *model_->tokenizer;
    s->run = run_;
    for (const int id : run_->ids) s->tokens.push_back(tok.display(id));
    s->prompt_tokens = prompt_tokens_;
    s->teacher_forced = a.encoder_decoder() && prompt_tokens_ > 1;
    s->finished = a.eos >= 0 && run_->ids.size() > 1 && run_->ids.back() == a.eos;
    const int sep = a.stacks == decoder::Stacks::Encoder ? tok.id_of("[SEP]") : a.eos;
    s->marked_name = sep >= 0 ? tok.text(sep) : "";
    if (a.stacks == decoder::Stacks::Encoder) {
      // BERT predicts no next token: its masked-LM head fills each [MASK].
      const int mask = tok.id_of("[MASK]");
      for (std::size_t p = 0; p < run_->ids.size() && a.predicts && mask >= 0; ++p) {
        if (run_->ids[p] != mask) continue;
        MaskFill fill;
        fill.position = static_cast<int>(p);
        fill.top = decoder::top_candidates(decoder::logits(model_->weights, *run_, static_cast<int>(p)), kNextTokens);
        for (const decoder::Candidate& c : fill.top) fill.texts.push_back(tok.display(c.id));
        s->masked.push_back(std::move(fill));
      }
    } else {
      const Matrix logits = decoder::logits(model_->weights, *run_, static_cast<int>(run_->ids.size()) - 1);
      s->next = decoder::top_candidates(logits, kNextTokens);
      for (const decoder::Candidate& c : s->next) s->next_tokens.push_back(tok.display(c.id));
    }
    const std::vector<int> main_marked = a.encoder_decoder() ? std::vector<int>{} : marked_positions(run_->ids, sep);
    for (const decoder::LayerRecord& rec : run_->layers) {
      for (const HeadTrace& h : rec.attention.heads) s->summaries.push_back(summarize_head(h.weights, main_marked));
      for (const HeadTrace& h : rec.cross.heads) s->cross_summaries.push_back(summarize_cross_head(h.weights));
    }
    if (a.encoder_decoder()) {
      for (const int id : run_->source) s->source_tokens.push_back(tok.display(id));
      const std::vector<int> source_marked = marked_positions(run_->source, sep);
      for (const decoder::LayerRecord& rec : run_->encoder) {
        for (const HeadTrace& h : rec.attention.heads) {
          s->encoder_summaries.push_back(summarize_head(h.weights, source_marked));
        }
      }
    }
    s->encoder_bias = bias_maps(run_->encoder_position_bias);
    s->decoder_bias = bias_maps(run_->position_bias);
    s->thumbnails = thumbnails(s->encoder_bias, s->decoder_bias);
    s->effects = effects_;
    s->kv_bytes = decoder::kv_cache_bytes(a, *run_);
  } else if (!error.empty()) {
    // A refusal keeps what was shown before it (the model, its last run).
    auto kept = std::make_shared<ModelSnapshot>(*thread_.snapshot());
    kept->error = error;
    kept->version = version_;
    thread_.publish(std::move(kept));
    return;
  }
  thread_.publish(std::move(s));
}

std::shared_ptr<decoder::Run> ModelSession::run_to_change(std::size_t tokens) {
  if (!run_) return std::make_shared<decoder::Run>();
  if (map_bytes(model_->weights.arch, tokens) < kLargeRunBytes) return std::make_shared<decoder::Run>(*run_);
  // Large: the snapshot lets the run go, and once the frame drawing it is done this thread
  // holds it alone and changes it in place.
  std::shared_ptr<decoder::Run> run = std::move(run_);
  publish("");
  while (run.use_count() > 1) std::this_thread::sleep_for(std::chrono::milliseconds(2));
  return run;
}

std::shared_ptr<const io::PreparedPicture> ModelSession::prepared_picture(const std::string& path) {
  if (picture_ && picture_path_ == path && picture_model_ == model_.get()) return picture_;
  if (path.empty()) throw std::runtime_error(tr("choose a picture in the Input panel: this model reads pictures"));
  return std::make_shared<const io::PreparedPicture>(io::prepare_picture(*model_->processor, io::read_picture(path)));
}

void ModelSession::forward(const std::string& text, const std::string& target) {
  if (!model_) return;
  const decoder::Architecture& a = model_->weights.arch;
  const RunSettings asked = thread_.locked([this] { return asked_; });
  decoder::Options options;
  options.causal = asked.causal;
  options.ablated = asked.ablated;
  options.precision = asked.precision;
  if (a.reads_pictures()) {
    // A picture refused leaves the one shown before, and its run.
    const std::shared_ptr<const io::PreparedPicture> picture = prepared_picture(asked.picture);
    options.causal = false;
    const auto patches = static_cast<std::size_t>(picture->pixels.height / a.vision.patch_size) *
                         static_cast<std::size_t>(picture->pixels.width / a.vision.patch_size);
    std::shared_ptr<decoder::Run> run = run_to_change(patches + static_cast<std::size_t>(a.vision.prefix()));
    decoder::forward_picture(model_->weights, picture->pixels, options, *run);
    picture_ = picture;
    picture_path_ = asked.picture;
    picture_model_ = model_.get();
    run_ = std::move(run);
    ++run_version_;
    ran_ = asked;
    prompt_tokens_ = run_->tokens();
    effects_.resize(0, 0);
    publish("");
    return;
  }
  std::vector<int> ids;
  int given = 0;
  if (a.encoder_decoder()) {
    // The text is the source. The decoder reads the start token, then the target's labels
    // but the last (teacher forcing, as Hugging Face's shift_tokens_right makes its input);
    // without a target, the start token alone, and Step makes the rest.
    options.source = model_->tokenizer->encode(text);
    ids.push_back(a.decoder_start);
    const std::string y = strip_start_marker(target);
    if (!y.empty()) {
      const std::vector<int> labels = model_->tokenizer->encode_target(y);
      ids.insert(ids.end(), labels.begin(), labels.end() - (labels.empty() ? 0 : 1));
    }
    given = static_cast<int>(ids.size());
  } else {
    ids = model_->tokenizer->encode(text);
    given = static_cast<int>(ids.size());
  }
  if (ids.empty() || ids.size() > static_cast<std::size_t>(a.context) ||
      (a.encoder_decoder() && (options.source.empty() || options.source.size() > static_cast<std::size_t>(a.context)))) {
    decoder::forward(model_->weights, ids, options);  // refused with its message; the run shown stays
  }
  std::shared_ptr<decoder::Run> run = run_to_change(ids.size());
  decoder::forward(model_->weights, ids, options, *run);
  run_ = std::move(run);
  ++run_version_;
  ran_ = asked;
  prompt_tokens_ = given;
  effects_.resize(0, 0);
  publish("");
}

void ModelSession::open_folder(const OpenRequest& request) {
  loading_ = true;
  progress_ = 0.0f;
  try {
    // The copy another session holds, when it has this folder open unchanged.
    auto opened = open_shared_model_folder(request.folder, [this](float f) { progress_ = f; });
    loading_ = false;
    model_ = std::move(opened);
    run_.reset();
    layers_.reset();
    ++run_version_;
    const decoder::Architecture& c = model_->weights.arch;
    thread_.locked([&] {
      asked_.ablated.assign(static_cast<std::size_t>(c.layers), std::vector<char>(static_cast<std::size_t>(c.heads), 0));
      asked_.causal = c.causal;  // BERT reads with no mask
      folder_ = request.folder;
    });
    ran_ = thread_.locked([this] { return asked_; });
    publish("");
  } catch (...) {
    loading_ = false;
    throw;
  }
  forward(request.text, request.target);
}

void ModelSession::open(const std::string& folder, const std::string& text, const std::string& target,
                        const std::string& picture) {
  thread_.ask([&] {
    asked_.picture = picture;
    open_.asked = OpenRequest{folder, text, target, picture};
    run_asked_.asked.reset();  // the folder's open runs the text
    generate_.asked.reset();
    effects_asked_.asked.reset();
  });
}

void ModelSession::ask_run(const std::function<void(RunSettings&)>& change, const std::string& text,
                           const std::string& target) {
  thread_.ask([&] {
    if (change) change(asked_);
    run_asked_.asked = RunRequest{text, target};
    generate_.asked.reset();  // a run starts again from the text
    effects_asked_.asked.reset();
  });
}

void ModelSession::run(const std::string& text, const std::string& target) { ask_run({}, text, target); }

void ModelSession::set_causal(bool causal, const std::string& text, const std::string& target) {
  ask_run([causal](RunSettings& s) { s.causal = causal; }, text, target);
}

void ModelSession::set_precision(Precision precision, const std::string& text, const std::string& target) {
  ask_run([precision](RunSettings& s) { s.precision = precision; }, text, target);
}

void ModelSession::toggle_head(int layer, int head, const std::string& text, const std::string& target) {
  ask_run(
      [layer, head](RunSettings& s) {
        if (layer < 0 || static_cast<std::size_t>(layer) >= s.ablated.size()) return;
        std::vector<char>& row = s.ablated[static_cast<std::size_t>(layer)];
        if (head < 0) {
          const bool any_on = std::any_of(row.begin(), row.end(), [](char c) { return c == 0; });
          std::fill(row.begin(), row.end(), any_on ? 1 : 0);
        } else if (static_cast<std::size_t>(head) < row.size()) {
          row[static_cast<std::size_t>(head)] ^= 1;
        }
      },
      text, target);
}

void ModelSession::clear_ablation(const std::string& text, const std::string& target) {
  ask_run(
      [](RunSettings& s) {
        for (std::vector<char>& row : s.ablated) std::fill(row.begin(), row.end(), 0);
      },
      text, target);
}

void ModelSession::generate(int steps, float temperature, std::uint64_t seed) {
  thread_.ask(generate_, GenerateRequest{steps, temperature, seed});
}

void ModelSession::measure_effects() { thread_.ask(effects_asked_, true); }

void ModelSession::set_picture(const std::string& path, const std::string& text, const std::string& target) {
  ask_run([&path](RunSettings& s) { s.picture = path; }, text, target);
}

void ModelSession::want_layers(const LayersWanted& wanted) { thread_.ask(layers_asked_, wanted); }

void ModelSession::measure_layers(const LayersWanted& wanted) {
  if (!model_ || !run_) return;
  auto measured = std::make_shared<LayerMeasures>(measure_pretrained(*model_, *run_, wanted));
  measured->run_version = run_version_;
  layers_ = std::move(measured);
  publish("");
}

void ModelSession::generate_tokens(const GenerateRequest& request) {
  if (!model_ || !run_) return;
  const decoder::Architecture& a = model_->weights.arch;
  if (a.stacks == decoder::Stacks::Encoder) return;  // BERT fills masks, a ViT classifies: neither generates
  for (int i = 0; i < request.steps; ++i) {
    // A translation ends at </s>; a context ends full.
    if (a.encoder_decoder() && a.eos >= 0 && run_->ids.size() > 1 && run_->ids.back() == a.eos) break;
    if (run_->ids.size() >= static_cast<std::size_t>(a.context)) break;
    const int step = static_cast<int>(run_->ids.size()) - prompt_tokens_;
    const Matrix logits = decoder::logits(model_->weights, *run_, static_cast<int>(run_->ids.size()) - 1);
    const int id = decoder::choose_next(logits, request.temperature, request.seed, step);
    std::shared_ptr<decoder::Run> grown = run_to_change(run_->ids.size() + 1);
    if (grown->causal) {
      decoder::extend(model_->weights, *grown, id);
    } else {
      std::vector<int> ids = grown->ids;
      ids.push_back(id);
      decoder::Options options;
      options.causal = false;
      options.ablated = ran_.ablated;
      options.precision = ran_.precision;
      options.source = grown->source;
      decoder::forward(model_->weights, ids, options, *grown);
    }
    run_ = std::move(grown);
    ++run_version_;
    effects_.resize(0, 0);
    publish("");
  }
}

void ModelSession::measure() {
  if (!model_ || !run_ || model_->weights.arch.stacks == decoder::Stacks::Encoder) return;
  effects_ = decoder::head_effects(model_->weights, *run_);
  publish("");
}

}  // namespace attn::app
