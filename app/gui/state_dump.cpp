#include "gui/state_dump.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "core/base/engine_calls.hpp"
#include "core/base/parallel.hpp"
#include "core/base/threads.hpp"
#include "core/teaching/tasks.hpp"
#include "io/i18n.hpp"
#include "model/layer_requests.hpp"
#include "model/slices.hpp"
#include "model/open_models.hpp"
#include "model/session.hpp"
#include "widgets/heatmap_layout.hpp"

namespace attn::app {
namespace {

nlohmann::json describe_map(const AppState& s, const MapTextures& textures, const MapView& m) {
  const MapTexture* texture = textures.of(m);
  nlohmann::json j;
  j["title"] = m.title;
  j["shape"] = m.shape;
  j["rows"] = m.rows;
  j["cols"] = m.cols;
  j["row_tokens"] = m.row_tokens ? *m.row_tokens : std::vector<std::string>{};
  j["col_tokens"] = m.col_tokens ? *m.col_tokens : std::vector<std::string>{};
  j["masked_cells"] = m.masked_cells;
  j["colour_range"] = {m.signed_values ? -m.hi : m.lo, m.hi};
  // The cells on screen under the zoom ([first row, first column, rows, columns]) and the
  // texels of the texture last drawn (fewer than the cells when they are max-pooled).
  const view::MapZoom* zoom = m.zoom_group >= 0 ? &s.zoom[m.zoom_group] : nullptr;
  const view::Window w = view::covering(visible_cells_of(m, zoom), std::max(m.rows, 1), std::max(m.cols, 1));
  j["window"] = {w.row, w.col, w.rows, w.cols};
  j["zoom"] = zoom != nullptr ? zoom->zoom : 1.0f;
  j["texture"] = {texture != nullptr ? texture->out_rows : 0, texture != nullptr ? texture->out_cols : 0};
  j["note"] = m.note;
  if (texture != nullptr) {
    j["cells_rect"] = {texture->drawn[0], texture->drawn[1], texture->drawn[2], texture->drawn[3]};
    j["title_drawn"] = texture->title_drawn;
    j["label_px"] = texture->label_px;
  }
  return j;
}

}  // namespace

std::string describe_state(const AppState& s, const Scene& scene, int window_w, int window_h) {
  const Results& r = scene.results;
  const Maps& all = scene.maps;
  const auto describe = [&](const MapView& m) { return describe_map(s, scene.textures, m); };
  nlohmann::json j;
  j["view"] = view_name(s.view);
  j["causal"] = s.model.causal;
  j["heads"] = s.model.heads;
  j["d_model"] = s.model.d_model;
  j["d_k"] = r.source.ok ? r.source.result.trace.d_k : 0;
  j["designed"] = s.model.designed;
  j["scale"] = s.model.scale;
  j["temperature"] = s.model.temperature;
  j["seed"] = s.model.seed;
  j["focused_head"] = s.focused_head + 1;
  j["colormap"] = view::colormap_name(s.colormap);
  j["values"] = s.values == ValueKind::Weights ? "weights" : "scores";
  j["font_scale"] = s.font_scale;
  j["theme"] = s.light_theme ? "light" : "dark";
  j["language"] = i18n::language();  // the interface's (View ▸ Language, --lang)
  j["source_tokens"] = r.source.ok ? r.source.result.k_tokens : std::vector<std::string>{};
  j["target_tokens"] = r.target.ok ? r.target.result.q_tokens : std::vector<std::string>{};
  j["source_token_count"] = r.source.ok ? r.source.result.k_tokens.size() : 0u;
  j["repeat"] = s.source_repeat;
  // The recompute: running off the frame loop, and how many have been shown.
  j["computing"] = r.computing;
  j["results_generation"] = r.generation;
  j["computations_shown"] = r.computations_shown;
  j["detailed"] = r.source.ok && r.source.detailed;
  j["lesson_path"] = s.lesson_path;
  j["status"] = s.status;
  j["status_is_error"] = s.status_is_error;
  // Files and the session: the open modal, unsaved changes, the recent lessons, the browser.
  static constexpr const char* kPromptNames[] = {"none", "open", "save", "weights", "quit", "unsaved", "model", "picture"};
  j["prompt"] = kPromptNames[static_cast<int>(s.prompt)];
  j["dirty"] = s.session.dirty;
  j["window_title"] = window_title_for(s);
  // The lesson's scenes: the one shown (from 1; 0 without scenes) and every title.
  j["scene"] = s.scenes.list.empty() ? 0 : s.scenes.current + 1;
  j["scene_count"] = s.scenes.list.size();
  {
    nlohmann::json titles = nlohmann::json::array();
    for (const LessonScene& ls : s.scenes.list) titles.push_back(ls.title.shown());
    j["scenes"] = titles;
  }
  j["notes"] = s.notes.shown();
  j["lesson_title"] = s.title.shown();
  j["source_text"] = s.source_text;
  j["target_text"] = s.target_text;
  j["meaning_sentences"] = {s.meaning_a, s.meaning_b, s.meaning_word};
  // The training task's words (its examples and held-out sentences are made of them).
  j["training_vocabulary"] = Task(scene.training.snapshot().settings.task).vocabulary().tokens;
  j["presenter"] = s.presenter;
  // The teacher's guide's window: the file read (or why none), what it holds, what the
  // last frame drew, and where each contents entry is (window pixels, for clicking it).
  {
    const GuideReader& g = scene.guide;
    const view::MarkdownDocument& doc = g.guide.document;
    j["guide_open"] = s.guide.open;
    j["guide_path"] = g.guide.path;
    j["guide_error"] = g.guide.error;
    j["guide_headings"] = doc.headings.size();
    // The guide's own words: an English document, data to --dump-text as a lesson's text is.
    nlohmann::json guide_text = nlohmann::json::array();
    for (const auto& block : doc.blocks) {
      guide_text.push_back(block.text);
      for (const auto& row : block.rows) guide_text.push_back(row);
    }
    j["guide_text"] = guide_text;
    j["guide_pictures"] = g.guide.pictures.size();
    int missing = 0;
    for (const GuidePicture& p : g.guide.pictures) missing += p.problem.empty() ? 0 : 1;
    j["guide_pictures_missing"] = missing;
    j["guide_pictures_drawn"] = g.pictures_drawn;
    j["guide_top_heading"] = g.top_heading >= 0 && static_cast<std::size_t>(g.top_heading) < doc.headings.size()
                                 ? doc.blocks[static_cast<std::size_t>(doc.headings[static_cast<std::size_t>(g.top_heading)])].text
                                 : "";
    j["guide_scroll"] = static_cast<int>(g.scroll);
    j["guide_scroll_max"] = static_cast<int>(g.scroll_max);
    nlohmann::json contents = nlohmann::json::array();
    for (std::size_t k = 0; k < g.contents_y.size() && k < doc.headings.size(); ++k) {
      if (g.contents_y[k] < 0.0f) continue;
      contents.push_back({{"title", doc.blocks[static_cast<std::size_t>(doc.headings[k])].text},
                          {"x", static_cast<int>(g.contents_x[k])}, {"y", static_cast<int>(g.contents_y[k])}});
    }
    j["guide_contents"] = contents;
  }
  j["show_controls"] = s.show_controls;
  // Predict, then reveal: the head and hidden row (from 1; 0: no question), the pick.
  j["quiz_head"] = s.quiz.head + 1;
  j["quiz_row"] = s.quiz.row + 1;
  j["quiz_picked"] = s.quiz.picked + 1;
  j["quiz_revealed"] = s.quiz.revealed;
  j["quiz_score"] = std::to_string(s.quiz.right) + " of " + std::to_string(s.quiz.asked);
  j["quiz_message"] = s.quiz.message;
  {
    std::string names;
    for (const std::string& n : s.quiz.names) names += (names.empty() ? "" : "|") + n;
    j["quiz_which"] = s.quiz.which;
    j["quiz_names"] = names;
  }
  j["autosave_path"] = autosave_path(s);
  j["recent_files"] = s.session.recent;
  j["recent_models"] = s.session.recent_models;
  j["browser_directory"] = s.browser.directory;
  j["browser_error"] = s.browser.error;
  j["browser_confirm_replace"] = s.browser.confirm_replace;
  j["browser_file_name"] = s.browser.file_name;
  {
    std::vector<std::string> names;
    for (const io::DirEntry& e : s.browser.listing.entries) {
      names.push_back(e.is_directory ? e.name + "/" : e.name);
    }
    j["browser_entries"] = names;
  }
  j["cjk_font_missing"] = s.cjk_font_missing;
  j["window"] = {window_w, window_h};
  j["view_rect"] = {s.view_rect[0], s.view_rect[1], s.view_rect[2], s.view_rect[3]};
  {
    // The Model view: the model, the text's tokens and the generated ones, the next tokens.
    const std::shared_ptr<const ModelSnapshot> g = scene.pretrained.snapshot();
    j["pretrained_folder"] = s.pretrained.folder;
    j["pretrained_offer"] = s.pretrained.offer;  // a repository the lesson names, not in the cache
    j["pretrained_loading"] = scene.pretrained.loading();
    j["pretrained_busy"] = scene.pretrained.busy();
    j["pretrained_model"] = g->model ? g->model->name : "";
    j["pretrained_architecture"] = g->model ? g->model->summary() : "";
    j["pretrained_sharing"] = g->model ? decoder::sharing(g->model->weights.arch) : "";
    j["pretrained_error"] = g->error;
    j["pretrained_tokens"] = g->tokens;
    j["pretrained_token_count"] = g->tokens.size();
    j["pretrained_prompt_tokens"] = g->prompt_tokens;
    j["pretrained_generated"] = g->run ? static_cast<int>(g->tokens.size()) - g->prompt_tokens : 0;
    j["pretrained_causal"] = g->causal;
    j["pretrained_kv_cache_bytes"] = g->kv_bytes;
    j["pretrained_maps"] = g->summaries.size();
    // The first thumbnail (layer 1, head 1 of the text's self-attention; a text of at most
    // kThumbnailTexels tokens is its whole map, unpooled), as rows: tests compare it with compute.
    {
      nlohmann::json rows = nlohmann::json::array();
      if (g->thumbnails && !g->thumbnails->empty()) {
        const Matrix& m = g->thumbnails->front();
        for (Eigen::Index row_index = 0; row_index < m.rows(); ++row_index) {
          nlohmann::json row = nlohmann::json::array();
          for (Eigen::Index c = 0; c < m.cols(); ++c) row.push_back(m(row_index, c));
          rows.push_back(std::move(row));
        }
      }
      j["pretrained_first_map"] = rows;
    }
    j["pretrained_effects_measured"] = g->effects.size() != 0;
    int off = 0;
    for (const auto& row : g->ablated) off += static_cast<int>(std::count(row.begin(), row.end(), 1));
    j["pretrained_heads_off"] = off;
    nlohmann::json next = nlohmann::json::array();
    for (std::size_t i = 0; i < g->next.size(); ++i) {
      next.push_back({{"token", g->next_tokens[i]}, {"id", g->next[i].id}, {"p", g->next[i].probability}});
    }
    j["pretrained_top_next"] = next;
    j["pretrained_top_id"] = g->next.empty() ? -1 : g->next.front().id;
    j["pretrained_version"] = g->version;
    // BERT: the [MASK]s' best fillers; an encoder–decoder: the source, its grids, the target.
    // "position:id" of each [MASK]'s best filler, and the decoder's input ids, as one line each.
    std::string masked, ids;
    for (const MaskFill& f : g->masked) {
      masked += (masked.empty() ? "" : " ") + std::to_string(f.position) + ":" + std::to_string(f.top.front().id);
    }
    if (g->run) {
      for (const int id : g->run->ids) ids += (ids.empty() ? "" : " ") + std::to_string(id);
    }
    j["pretrained_masked"] = masked;
    j["pretrained_source_tokens"] = g->source_tokens;
    j["pretrained_encoder_maps"] = g->encoder_summaries.size();
    j["pretrained_cross_maps"] = g->cross_summaries.size();
    j["pretrained_teacher_forced"] = g->teacher_forced;
    j["pretrained_finished"] = g->finished;
    j["pretrained_ids"] = ids;
    // A vision model's picture: the file, the size it was read at, its grid, the classes.
    j["picture"] = g->picture_path;
    j["picture_size"] = g->picture ? std::vector<int>{g->picture->shown.width, g->picture->shown.height}
                                   : std::vector<int>{};
    j["picture_grid"] = g->run && g->model && g->model->reads_pictures()
                            ? std::vector<int>{g->run->grid_rows, g->run->grid_cols}
                            : std::vector<int>{};
    j["picture_shows"] = s.picture_view.shows;
    j["picture_query"] = s.picture_view.query;
    j["quiz_on_picture"] = s.quiz.picture && s.quiz.row >= 0;
  }
  {
    // The views across layers: whose model, what they show and ask, what was measured.
    j["layers_show"] = s.layers.show;
    j["layers_query"] = s.layers.query;
    j["layers_of"] = s.layers.of;
    const std::shared_ptr<const ModelSnapshot> g = scene.pretrained.snapshot();
    const bool pretrained = layers_show_pretrained(s, *g);
    std::shared_ptr<const LayerMeasures> m;
    if (pretrained) {
      if (g->layers && g->layers->run_version == g->run_version) m = g->layers;
    } else {
      const TrainingSnapshot t = scene.training.snapshot();
      if (t.sentence) m = t.sentence->layers;
    }
    j["layers_model"] = pretrained ? "model" : "training";
    nlohmann::json measured;
    if (m) {
      measured["error"] = m->error;
      measured["rows"] = m->rows;
      measured["columns"] = m->columns;
      measured["layers"] = m->rollout.size();
      measured["query"] = m->query;
      measured["flow"] = m->flow;
      measured["flow_error"] = m->flow_error;
      if (!m->rollout.empty() && m->query < m->rollout.back().rows()) {
        const Matrix& last = m->rollout.back();
        measured["rollout_row"] = std::vector<float>(last.row(m->query).data(), last.row(m->query).data() + last.cols());
      }
      measured["explained"] = m->explained;
      measured["explain_error"] = m->explain_error;
      if (m->explained) {
        measured["predicted"] = m->predicted;
        measured["probability"] = m->probability;
        measured["agreement"] = m->explanation.agreement;
        measured["removal"] = m->explanation.removal;
      }
      measured["lens"] = m->lens != nullptr;
      measured["lens_error"] = m->lens_error;
      if (m->lens) {
        measured["lens_rows"] = m->lens->rows;
        measured["lens_positions"] = m->lens->positions;
        // The top token of the last row's last position, and the lens's texts for --dump-text.
        measured["lens_top"] = m->lens_texts.empty() || m->lens_texts.back().empty() ? "" : m->lens_texts.back().front();
        nlohmann::json texts = nlohmann::json::array();
        for (const auto& cell : m->lens_texts) texts.push_back(cell.empty() ? "" : cell.front());
        measured["lens_texts"] = texts;
        measured["residual_bytes"] = m->residual_bytes;
      }
    }
    j["layers_measured"] = measured;
    // The same as top-level numbers, for the end-to-end scripts.
    j["layers_rows"] = m ? m->rows.size() : 0u;
    j["layers_count"] = m ? m->rollout.size() : 0u;
    j["layers_flow_count"] = m ? m->flow.size() : 0u;
    j["layers_explained"] = m && m->explained;
    j["layers_agreement_count"] = m && m->explained ? m->explanation.agreement.size() : 0u;
    j["lens_rows"] = m && m->lens ? m->lens->rows : 0;
    j["lens_positions"] = m && m->lens ? m->lens->positions : 0;
  }
  {
    // File ▸ Get a model…: the window, the download (its state, bytes and files, how it
    // ended), the Hub's settings (the token only as set or not), and where the controls the
    // tests click were drawn ("X Y", window pixels).
    const GetModelUi& ui = s.get_model;
    const std::shared_ptr<const DownloadSnapshot> d = scene.download.snapshot();
    j["get_model_open"] = ui.open;
    nlohmann::json download;
    download["state"] = download_state_name(d->state);
    download["id"] = d->id;
    download["repo"] = d->repo;
    download["revision"] = d->revision;
    download["done"] = d->progress.done;
    download["bytes"] = d->progress.bytes;
    download["files"] = d->progress.files.size();
    download["cancelling"] = scene.download.cancelling();
    download["seconds_without_bytes"] = d->progress.seconds_without_bytes;
    download["snapshot"] = d->snapshot;
    download["bytes_fetched"] = d->bytes_fetched;
    download["error"] = d->error;
    download["seconds"] = d->seconds;
    download["ended_at"] = d->ended_at;
    j["download"] = download;
    j["hub_endpoint"] = ui.endpoint;
    j["hub_token"] = ui.token.empty() ? (ui.environment_token ? "set (environment)" : "not set") : "set";
    j["hub_offline"] = ui.offline;
    j["model_catalog"] = ui.catalog.models.size();
    // The list's own text (names, licences, what each shows: English data of
    // models/get-a-model.json, as a lesson's text is the lesson's), for --dump-text.
    nlohmann::json catalog_text = nlohmann::json::array();
    for (const CatalogModel& m : ui.catalog.models) {
      catalog_text.push_back({m.name, m.repo, m.family, m.licence, m.shows.shown()});
    }
    j["model_catalog_text"] = catalog_text;
    j["model_catalog_error"] = ui.catalog_error;
    j["cached_models"] = s.pretrained.cached_models.size();
    j["local_models"] = s.pretrained.ollama_models.size() + s.pretrained.lmstudio_models.size();
    nlohmann::json places = nlohmann::json::object();
    for (const auto& [name, at] : ui.places) places[name] = std::to_string(at[0]) + " " + std::to_string(at[1]);
    j["places"] = places;
  }

  nlohmann::json maps = nlohmann::json::array();
  if (s.view == View::Heads) {
    const int heads = static_cast<int>(all.heads.size()) - 1;
    if (s.focused_head >= 0 && s.focused_head < heads) {
      maps.push_back(describe(all.heads[static_cast<std::size_t>(s.focused_head)]));
    } else {
      for (const MapView& m : all.heads) maps.push_back(describe(m));
    }
  } else if (s.view == View::Compare || s.view == View::Decoder) {
    for (const MapView& m : all.compare) {
      if (s.view == View::Compare || m.is_target_rows) maps.push_back(describe(m));
    }
  } else if (s.view == View::Diff) {
    for (const MapView& m : all.diff) maps.push_back(describe(m));
  } else if (s.view == View::Pipeline) {
    // The step's result, the last map the step shows.
    static constexpr int kResultMap[kPipelineSteps] = {0, 3, 2, 4, 5, 6, 7, 8, 9, 10};
    const auto& p = all.pipeline;
    if (p.size() == kPipelineMaps) maps.push_back(describe(p[static_cast<std::size_t>(kResultMap[s.pipeline_step])]));
  } else if (s.view == View::Assembly) {
    for (const MapView& m : all.contexts) maps.push_back(describe(m));
    if (all.pipeline.size() == kPipelineMaps) {
      maps.push_back(describe(all.pipeline[kPipelineConcat]));
      maps.push_back(describe(all.w_o));
      maps.push_back(describe(all.pipeline[kPipelineOutput]));
    }
  }
  j["maps"] = maps;
  j["diff_error"] = all.diff_error;

  // The teaching views.
  j["show_explanation"] = s.show_explanation;
  j["pipeline_step"] = s.pipeline_step + 1;
  j["pipeline_step_name"] = pipeline_step_name(s.pipeline_step);
  j["pipeline_head"] = all.pipeline_head + 1;
  j["why_query"] = s.why_query;
  j["leak_token"] = s.leak_token;
  {
    const ExerciseState& e = s.exercise;
    nlohmann::json ex;
    ex["kind"] = exercise_kind_name(e.kind);
    ex["random_sizes"] = e.random_sizes;
    ex["seed"] = e.seed;
    ex["right"] = e.right;
    ex["checked"] = e.checked;
    if (e.question) {
      ex["prompt"] = e.question->prompt;
      ex["sizes"] = {e.question->sizes.t1, e.question->sizes.t2, e.question->sizes.d,
                     e.question->sizes.h};
      ex["items"] = e.question->items.size();
    }
    j["exercise"] = ex;
  }
  if (r.leaks.ok) {
    j["leaks"] = {{"token", r.leaks.masked.perturbed_token},
                  {"first_changed_row_masked", r.leaks.masked.first_changed_row},
                  {"first_changed_row_unmasked", r.leaks.unmasked.first_changed_row}};
  }
  if (r.meaning.ok) {
    const MeaningShift& m = r.meaning.shift;
    j["meaning"] = {{"word", m.word},
                    {"cosine_before", m.cosine_before},
                    {"cosine_embedded", m.cosine_embedded},
                    {"cosine_after", m.cosine_after}};
  }
  j["teacher_forcing_rows"] = r.tables.forcing.size();
  // Calls into the engine made on the thread that draws the frames (none: every number is
  // made on a worker), and the first one's entry point.
  j["engine_calls_on_frame_thread"] = engine_entries_on_frame_thread();
  // Threads: how many the engine's passes use, and whether the workers have their own (the
  // page without threads runs them between frames).
  j["engine_threads"] = kHaveThreads ? resolve_threads(0) : 1;
  j["worker_threads"] = kHaveThreads;
  // Without threads: how many times a computation paused for a frame (model/slices.hpp).
  j["computation_pauses"] = slices::pauses();
  j["first_engine_call_on_frame_thread"] = first_engine_entry_on_frame_thread();
  // Model folders read from disk so far: the Model view and the presenter's picture of a
  // scene naming the same folder share one copy (open_models.hpp).
  j["model_folder_reads"] = model_folder_reads();
  return j.dump(2) + "\n";
}

}  // namespace attn::app
