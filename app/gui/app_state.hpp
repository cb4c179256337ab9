// The program's one state struct (owned by run_gui, passed by reference to every panel)
// and the results the panels read. Panels change AppState and raise request flags; the
// frame loop acts on the flags between frames (recompute, re-upload textures, rebuild
// fonts), so nothing heavy happens per frame.
//
// Legend: T1 source tokens, T2 target tokens, D model width, H heads, d_k = D / H.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"
#include "core/teaching/case.hpp"
#include "gui/colormap.hpp"
#include "io/dir_listing.hpp"
#include "io/session_files.hpp"
#include "core/teaching/teaching.hpp"
#include "view/zoom.hpp"

namespace attn::gui {

// The views, in Tab order.
enum class View { Heads, Compare, Pipeline, Why, Assembly, Exercises, Decoder, Leaks, Cost, Meaning };
inline constexpr int kViewCount = 10;
// The colour range of a set of maps: [0, max over all maps], [0, max of each map], [0, 1].
enum class ScaleMode { Shared, PerMap, Fixed };
// What the colours show: softmax weights, or the scaled scores before softmax (signed).
enum class ValueKind { Weights, Scores };
// The modal open over the window: the file browser (open a lesson, save it, load
// weights), or the question about unsaved changes before quitting (Quit) or before
// opening another lesson (Unsaved).
enum class PromptKind { None, Open, Save, LoadWeights, Quit, Unsaved };

const char* view_name(View v);   // "heads", "compare", "pipeline", ... (files, --view)
const char* view_label(View v);  // "All heads", "Pipeline", ... (buttons and menus)
std::optional<View> view_from_name(const std::string& name);
View next_view(View v, int direction);  // Tab order, wrapping

// The pipeline view's steps for one head, X → … → ·W_O.
enum class PipelineStep { X, Qkv, Scores, Scaled, Masked, Softmax, Context, Concat, Output };
inline constexpr int kPipelineSteps = 9;
const char* pipeline_step_name(int step);  // "X", "Q K V", "Q·Kᵀ", ...

// The shape exercises: the question on screen, what was typed, and the score.
struct ExerciseState {
  ExerciseKind kind = ExerciseKind::SelfSingle;
  bool random_sizes = true;       // sizes from random_exercise_sizes(seed), else `fixed`
  std::uint64_t seed = 1;         // advances on "New question"
  ExerciseSizes fixed;            // the sizes a teacher sets
  bool need_question = true;      // make a new question before the next frame
  std::optional<ShapeQuestion> question;
  std::string question_error;     // why no question could be made (sizes)
  std::vector<std::string> answers;                  // one per item
  std::vector<std::optional<ShapeVerdict>> verdicts;  // one per item; empty until checked
  bool revealed = false;          // the answers are shown
  int right = 0;                  // answers checked right / checked at all, this session
  int checked = 0;
};

struct ModelSettings {
  int d_model = 64;           // D
  int heads = 4;              // H
  std::uint64_t seed = 0;
  bool designed = false;      // the built-in designed heads instead of random weights
  // Weights loaded from a file (D×D each; D is then fixed) and the file's name.
  std::optional<MhaWeights> weights;
  std::string weights_name;
  bool causal = false;        // on the source's self-attention (heads view)
  bool scale = true;          // divide by sqrt(d_k)
  float temperature = 1.0f;
};

// The in-app file browser (panels/lesson_prompt.cpp). Kept between openings, so it comes
// back in the folder it was last in.
struct FileBrowser {
  std::string directory;        // absolute; "" until first opened
  io::DirListing listing;
  bool need_listing = true;     // read the folder again before drawing
  bool all_files = false;       // show every file, not only *.json
  int selected = -1;            // index into listing.entries; -1: none
  std::string file_name;        // the name field: a name, or a relative or absolute path
  bool name_replaced = false;   // file_name was set from the list: update the active field
  std::string path_bar;         // the editable folder path
  std::string error;            // why the last action failed (shown in red)
  std::string confirm_replace;  // an existing file the user chose to save over: ask first
  bool focus_name = false;      // give the name field the keyboard on the next frame
  bool request_up = false;      // Alt+↑ (from the key queue): go to the folder above
};

// What is kept between runs (gui/session.cpp): the autosave, the recent lessons, and
// whether the lesson has changes not saved to its file.
struct Session {
  std::string data_dir;         // …/attention-explorer; "" when nothing is kept
  bool enabled = false;         // off for --screenshot runs (reproducible pictures)
  double interval = 30.0;       // seconds between autosaves (ATTN_AUTOSAVE_SECONDS)
  double next_autosave = 0.0;   // steady-clock seconds
  std::optional<io::LessonSnapshot> autosaved;  // what autosave.json holds now
  std::string autosave_error;   // the last autosave's failure ("" after a good one)
  // autosave.json could not be restored: it is moved to this name just before the first
  // good autosave replaces it, so nothing is lost.
  std::string rejected_autosave;
  std::vector<std::string> recent;  // newest first, absolute paths
  io::LessonSnapshot saved;     // the lesson as last opened from or saved to lesson_path
  bool dirty = false;           // the lesson differs from `saved`
  double next_dirty_check = 0.0;
  bool quit_after_save = false;  // the quit prompt's Save went on to the file browser
  // What to open once the question about unsaved changes is answered: "" the file
  // browser, else this lesson (from Open recent). Empty optional: nothing waits.
  std::optional<std::string> open_after;
};

// The maps that zoom together: every map of the source's self-attention (all heads, the
// average, the compare view's left map), the target's, and the cross-attention's.
enum class ZoomGroup { Source, Target, Cross };
inline constexpr int kZoomGroups = 3;

// What the pointer is over, in token indices; -1 when nothing. Read from the previous
// frame so every map can highlight the same row and column, whichever was hovered.
struct LinkedHover {
  int source_query = -1;  // row of the source's self-attention
  int source_key = -1;    // column of the source's self-attention / cross-attention
  int target_query = -1;  // row of the target's self-attention and of cross-attention
  int target_key = -1;    // column of the target's self-attention
};

// A key pressed since the last frame (GLFW key code and modifier bits). Kept in a queue
// because ImGui 1.86 only sees whether a key is down at the start of a frame, so a quick
// tap between two frames would be lost.
struct KeyPress {
  int key = 0;
  int mods = 0;
};

struct AppState {
  // What a lesson file holds.
  std::string title;
  std::string source_text;  // X
  int source_repeat = 1;    // X is source_text written this many times (long inputs to show)
  std::string target_text;  // Y
  std::string notes;
  ModelSettings model;
  View view = View::Heads;
  int focused_head = -1;  // -1: all heads (heads view) / average (compare view)
  ColorMapId colormap = ColorMapId::Viridis;
  float font_scale = 1.0f;  // 1..3
  float pending_font_scale = 0.0f;  // while the slider is dragged
  bool light_theme = true;

  // Display choices.
  ScaleMode scale_mode = ScaleMode::Shared;
  ValueKind values = ValueKind::Weights;
  bool fullscreen = false;
  bool editing_notes = false;
  bool show_controls = true;  // the Input and Model panels (F9 hides them for more room)
  view::MapZoom zoom[kZoomGroups];  // per ZoomGroup; reset when a map's shape changes

  // Files.
  std::string lesson_path;  // the lesson last opened or saved (absolute)
  PromptKind prompt = PromptKind::None;
  bool prompt_just_opened = false;
  std::string prompt_path;   // a path to start the file browser with (its name field)
  FileBrowser browser;
  Session session;

  // Requests, acted on by the frame loop between frames.
  bool need_recompute = true;   // inputs or model changed
  bool need_maps = true;        // colours, scale, focus or view changed: re-upload textures
  bool need_fonts = true;       // font scale, content scale or new CJK glyphs
  bool need_style = true;       // theme or scale
  bool need_fullscreen_toggle = false;
  bool need_export = false;     // Ctrl+E: write the current view as a figure (PNG)
  // The view is being drawn into a figure for slides (figure.hpp): panels leave out their
  // buttons and the colour bar goes under the figure.
  bool drawing_figure = false;
  bool state_changed = true;    // rewrite --dump-state
  bool quit_requested = false;  // Ctrl+Q, the menu or the window's close button
  bool quit = false;            // leave the frame loop now

  // The teaching views.
  bool show_explanation = true;  // each view's paragraph for the room
  int pipeline_step = 0;         // 0 .. kPipelineSteps-1
  int why_query = -1;            // the query token of "why a key wins" (-1: the last token)
  int leak_token = -1;           // j, the token moved by the leak test (-1: the middle one)
  bool need_leaks = true;        // inputs, model or j changed: run leak_test again
  ExerciseState exercise;
  std::string meaning_a = "one mole of carbon dioxide";  // two sentences and the word
  std::string meaning_b = "American shrew mole";
  std::string meaning_word = "mole";
  bool need_meaning = true;      // sentences, word or model changed

  std::vector<KeyPress> key_presses;  // filled by the window's key callback

  LinkedHover hover;       // last frame's, for drawing
  LinkedHover hover_next;  // this frame's, filled while drawing

  // The view's rectangle in window pixels (for PNG export and the state dump).
  float view_rect[4] = {0, 0, 0, 0};
  float content_scale = 1.0f;  // the monitor's (HiDPI)
  bool cjk_font_missing = false;

  std::string status;
  bool status_is_error = false;
  bool status_from_inputs = false;  // the error is about the sentences or the model (recompute)
};

void set_status(AppState& s, std::string message, bool is_error = false);

// The texture of one heatmap and what it holds: the window of cells it was made for, pooled
// onto about want_rows×want_cols texels (out_rows×out_cols), and the colours of build
// `generation`. The heatmap widget refills it when it is drawn with another window or size
// (gui/heatmap.cpp).
struct MapTexture {
  unsigned id = 0;
  std::uint64_t generation = 0;  // Results::map_generation when it was filled; 0: never
  view::Window window;
  int want_rows = 0;  // the texels asked for (the pixels of the window on screen)
  int want_cols = 0;
  int out_rows = 0;   // the texels it has
  int out_cols = 0;
  float drawn[4] = {0, 0, 0, 0};  // where the cells were last drawn: x, y, w, h in window pixels
};

// One displayed heatmap: pointers into Results (valid until the next recompute) and the
// texture holding its colours.
struct MapView {
  std::string title;  // "Head 2", "Cross-attention  Y → X"
  std::string shape;  // "T2×T1 = 5×4"
  int rows = 0;       // queries
  int cols = 0;       // keys
  const Matrix* weights = nullptr;  // rows×cols after softmax
  const Matrix* scores = nullptr;   // rows×cols Q·Kᵀ (null for averages)
  const Matrix* scaled = nullptr;   // rows×cols what softmax sees; masked = -inf
  // The average over heads: the mean of these heads' weights (and scaled scores), made cell
  // by cell when drawn, so that no T×T average is kept. weights and scaled are then null.
  const std::vector<HeadTrace>* average_of = nullptr;
  // Max-pooled overviews of long maps (at most kOverviewCells a side), made with the
  // results: the heatmap pools its texture from them instead of from every cell.
  const Matrix* overview_weights = nullptr;
  const Matrix* overview_scaled = nullptr;
  const MaskMatrix* mask = nullptr;  // rows×cols or empty
  const std::vector<std::string>* row_tokens = nullptr;
  const std::vector<std::string>* col_tokens = nullptr;
  bool is_average = false;
  bool is_target_rows = false;  // rows are target tokens (compare view linking)
  bool is_target_cols = false;  // columns are target tokens
  // Columns are feature dimensions (X, Q, K, V, contexts, W_O), not key tokens; the
  // tooltip then names the token and the dimension, and `value_name` what the cell holds.
  bool feature_cols = false;
  std::string value_name;
  float lo = 0.0f, hi = 1.0f;   // colour range; signed maps use [-hi, hi]
  bool signed_values = false;
  MapTexture* texture = nullptr;  // owned by Results::textures
  int masked_cells = 0;
  int zoom_group = -1;   // a ZoomGroup: wheel and drag zoom and pan it; -1: the map stays whole
  // Drawn in place of the colours when the values asked for are not at hand (the scores of
  // a long input are made for one head at a time).
  std::string note;
};

// Maps longer than this a side keep max-pooled overviews (MapView::overview_weights).
inline constexpr int kOverviewCells = 512;
// Cases with more cells than this per head (T > 256 for self-attention) keep only the
// weights of each head (TraceDetail::Weights); the scores of one head are made on demand.
inline constexpr long kFullDetailCells = 256L * 256L;

// One run_case and what is derived from it for display (made by the compute worker).
struct CaseSlot {
  bool ok = false;
  std::string error;  // why ok is false
  CaseResult result;
  AttentionConfig config;           // what the case ran with (head_detail needs it)
  bool detailed = false;            // every head has scores and scaled (TraceDetail::Full)
  std::vector<float> weight_max;    // per head, the largest weight
  std::vector<float> scaled_abs_max;  // per head, the largest finite |scaled| (detailed only)
  float average_weight_max = 0.0f;
  float average_scaled_abs_max = 0.0f;  // detailed only
  std::vector<Matrix> overviews;    // per head, the weights max-pooled (long maps only)
  Matrix average_overview;          // the average's weights max-pooled (long maps only)
  int masked_cells = 0;             // cells the mask hides
};

// The scores of the focused head of a long source case, whose trace keeps only weights:
// head_detail made on the compute worker when a view needs them (scores colouring, why a
// key wins), for one head at a time.
struct FocusDetail {
  std::uint64_t generation = 0;  // of the source result it belongs to
  int head = -1;                 // -1: none
  Matrix scores;                 // Tq×Tk Q·Kᵀ
  Matrix scaled;                 // Tq×Tk what softmax sees; masked = -inf
  float scaled_abs_max = 0.0f;
  Matrix scaled_overview;        // max |scaled| pooled (long maps only)
};

class ComputeWorker;  // gui/compute.hpp

// The leak test, masked and unmasked, for the source's self-attention.
struct LeakSlot {
  bool ok = false;
  std::string error;
  LeakReport masked;    // causal mask on
  LeakReport unmasked;  // causal mask off
};

struct MeaningSlot {
  bool ok = false;
  std::string error;
  MeaningShift shift;
};

// What the teaching views read beyond the three cases, each made when its input changes.
struct TeachingResults {
  // The focused head's pipeline maps (X, Q, K, V, Q·Kᵀ, ÷√d_k, mask, softmax, Z_h,
  // concat, output) and, for the assembly view, every head's context and W_O.
  std::vector<MapView> pipeline_maps;
  std::vector<MapView> context_maps;  // one per head, T×d_k
  MapView w_o_map;                    // D×D
  int pipeline_head = 0;              // the head the maps show
  Matrix scaled_unmasked;             // Q·Kᵀ ÷ divisor before the mask, T×T
  std::vector<std::string> dim_labels;  // "0", "1", ... for feature columns
  std::vector<std::string> d_labels;    // "0" ... D-1 for W_O's rows
  std::vector<TeacherForcingRow> forcing;  // for the target sentence
  std::string forcing_error;
  CostFigures cost;                         // current D, H, T
  std::vector<CostFigures> preset_costs;    // model_presets() at their own context
  std::vector<CostFigures> growth;          // current D, H at T = 128 … 131072
  std::string cost_error;
  LeakSlot leaks;
  MeaningSlot meaning;
};

struct Results {
  CaseSlot source;  // self-attention of X (causal as set): heads view, compare left
  CaseSlot target;  // masked (causal) self-attention of Y
  CaseSlot cross;   // cross-attention, queries Y, keys and values X
  std::uint64_t generation = 0;       // of the computation shown; 0: none yet
  std::uint64_t requested_generation = 0;  // of the newest inputs handed to the worker
  int computations_shown = 0;         // swapped in so far (superseded ones never are)
  int source_tokens_per_copy = 0;     // tokens of one copy of the source sentence
  FocusDetail focus;                  // the focused head's scores, long inputs only
  std::uint64_t detail_asked_generation = 0;  // the scores last asked of the worker
  int detail_asked_head = -1;
  std::vector<MapView> head_maps;     // H heads, then the average
  std::vector<MapView> compare_maps;  // source self, target self, cross
  TeachingResults teach;
  std::vector<std::unique_ptr<MapTexture>> textures;  // owned; reused between builds
  std::uint64_t map_generation = 0;   // bumped by every build of the maps
  unsigned hatch_texture = 0;         // small repeating stripes for masked cells

  // The computation in progress, for the status line (set between frames).
  bool computing = false;             // a recompute or a head's scores are on the way
  double computing_seconds = 0.0;     // since it was asked for
  std::string computing_what;         // "8 heads × 4096 tokens"
  int frames_while_computing = 0;

  // Runs the recomputes off the frame loop; destroyed first (it waits for the running one).
  std::shared_ptr<ComputeWorker> worker;
};

}  // namespace attn::gui
