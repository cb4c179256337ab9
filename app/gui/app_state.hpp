// The program's one state struct (owned by run_gui, passed by reference to every panel)
// and the results the panels read. Panels change AppState and raise request flags; the
// frame loop acts on the flags between frames (recompute, re-upload textures, rebuild
// fonts), so nothing heavy happens per frame.
//
// Legend: T1 source tokens, T2 target tokens, D model width, H heads, d_k = D / H.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "attention.hpp"
#include "case.hpp"
#include "gui/colormap.hpp"
#include "teaching.hpp"

namespace attn::gui {

// The views, in Tab order.
enum class View { Heads, Compare, Pipeline, Why, Assembly, Exercises, Decoder, Leaks, Cost, Meaning };
inline constexpr int kViewCount = 10;
// The colour range of a set of maps: [0, max over all maps], [0, max of each map], [0, 1].
enum class ScaleMode { Shared, PerMap, Fixed };
// What the colours show: softmax weights, or the scaled scores before softmax (signed).
enum class ValueKind { Weights, Scores };
enum class PromptKind { None, Open, Save, LoadWeights };

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

  // Files.
  std::string lesson_path;  // the lesson last opened or saved
  PromptKind prompt = PromptKind::None;
  bool prompt_just_opened = false;
  std::string prompt_path;
  std::string prompt_error;

  // Requests, acted on by the frame loop between frames.
  bool need_recompute = true;   // inputs or model changed
  bool need_maps = true;        // colours, scale, focus or view changed: re-upload textures
  bool need_fonts = true;       // font scale, content scale or new CJK glyphs
  bool need_style = true;       // theme or scale
  bool need_fullscreen_toggle = false;
  bool need_export = false;     // Ctrl+E: write the current view as PNG
  bool state_changed = true;    // rewrite --dump-state
  bool quit = false;

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
};

void set_status(AppState& s, std::string message, bool is_error = false);

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
  unsigned texture = 0;
  int masked_cells = 0;
};

// One run_case and what is derived from it for display.
struct CaseSlot {
  bool ok = false;
  std::string error;  // why ok is false
  CaseResult result;
  Matrix average_weights;  // mean over heads, Tq×Tk
  Matrix average_scaled;   // mean over heads; masked stays -inf
};

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
  std::vector<MapView> head_maps;     // H heads, then the average
  std::vector<MapView> compare_maps;  // source self, target self, cross
  TeachingResults teach;
  std::vector<unsigned> textures;     // owned; reused between uploads
  unsigned hatch_texture = 0;         // small repeating stripes for masked cells
};

}  // namespace attn::gui
