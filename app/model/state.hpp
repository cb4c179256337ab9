// The program's one state struct, owned by run_gui and passed by reference to every panel:
// what the lesson holds, the display choices, the files and the session, and the requests
// the frame loop acts on between frames (recompute, rebuild the maps and fonts), so that
// nothing heavy happens per frame. No results here (results.hpp) and nothing of GL.
//
// Legend: T1 source tokens, T2 target tokens, D model width, H heads, d_k = D / H.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/attention/attention.hpp"
#include "core/model/transformer.hpp"
#include "core/teaching/tasks.hpp"
#include "core/teaching/teaching.hpp"
#include "io/dir_listing.hpp"
#include "io/hf_cache.hpp"
#include "io/local_models.hpp"
#include "model/commands.hpp"
#include "model/layer_source.hpp"
#include "model/layer_measures.hpp"
#include "model/lesson_file.hpp"
#include "model/limits.hpp"
#include "model/model_catalog.hpp"
#include "model/session_files.hpp"
#include "model/views.hpp"
#include "view/colormap.hpp"
#include "view/zoom.hpp"

namespace attn::app {

// The colour range of a set of maps: [0, max over all maps], [0, max of each map], [0, 1].
enum class ScaleMode { Shared, PerMap, Fixed };
// What the colours show: softmax weights, or the scaled scores before softmax (signed).
enum class ValueKind { Weights, Scores };
// The modal open over the window: the file browser (open a lesson, save it, load
// weights), or the question about unsaved changes before quitting (Quit) or before
// opening another lesson (Unsaved).
// OpenModel: the file browser choosing a model folder (model_folder.hpp).
// OpenPicture: the file browser choosing a picture for a vision model.
enum class PromptKind { None, Open, Save, LoadWeights, Quit, Unsaved, OpenModel, OpenPicture };

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

// D, H, the seed, the designed heads, the mask (on the source's self-attention), the scaling
// and the temperature, as a lesson holds them (AttentionSettings), and what only the window has.
struct ModelSettings : AttentionSettings {
  // Weights loaded from a file (D×D each; D is then fixed) and the file's name.
  std::optional<MhaWeights> weights;
  std::string weights_name;
  // A whole model (trained in the Training view, or a pretrained one) as the weight source of every
  // view: one layer's attention, on the sentences (X its source, Y its target; Y blank: its
  // own output). D and H are then the model's. Null: designed, random or file weights as
  // above.
  std::shared_ptr<const LayerSource> trained;
  int trained_layer = 0;     // 0-based
  std::string trained_name;  // "the translate model (step 1500)"
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

// What is kept between runs (session.cpp): the autosave, the recent lessons, and
// whether the lesson has changes not saved to its file.
struct Session {
  std::string data_dir;         // …/attention-explorer; "" when nothing is kept
  bool enabled = false;         // off for --screenshot runs (reproducible pictures)
  double interval = 30.0;       // seconds between autosaves (ATTN_AUTOSAVE_SECONDS)
  double next_autosave = 0.0;   // steady-clock seconds
  std::optional<app::LessonSnapshot> autosaved;  // what autosave.json holds now
  std::string autosave_error;   // the last autosave's failure ("" after a good one)
  // autosave.json could not be restored: it is moved to this name just before the first
  // good autosave replaces it, so nothing is lost.
  std::string rejected_autosave;
  std::vector<std::string> recent;  // newest first, absolute paths
  std::vector<std::string> recent_models;  // model folders, likewise (recent-models.json)
  app::LessonSnapshot saved;     // the lesson as last opened from or saved to lesson_path
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

// The Training view's choices (the model itself is the TrainingSession's).
struct TrainingUi {
  int task = 0;  // TaskKind: translate, reverse, induction
  int layers = 2, d_model = 64, heads = 4, steps = 1500, batch = 64, seed = 1;
  float learning_rate = 3e-3f;
  // The model reads the Input panel's sentences: X, and Y without its <start> (empty: the
  // model's own output). What was last handed to the session, and the task it was for.
  std::string sent_source, sent_target;
  bool sent = false;
  std::uint64_t sent_generation = 0;
  int task_of_sentence = -1;
  std::string target_note;  // why Y is not what it reads (a word it lacks: its own output)
  // The model (TrainingSnapshot::model_generation) the fields were filled from.
  std::uint64_t settings_of_generation = 0;
  int layer = 0;                      // the layer whose maps are shown
  int head = 0;                       // the head of that layer
  // Switched-off heads, [layer · H + head] (training.hpp's Ablation).
  std::vector<char> off_encoder, off_decoder, off_cross;
  std::string file = "model.safetensors";  // the checkpoint to open or save
};

// The Model view's choices (the model itself is the ModelSession's).
struct PretrainedUi {
  std::string folder;          // the model folder to open, as typed or given
  bool need_open = false;      // open `folder` between frames
  int sort = 0;                // the maps' order: layers, then by each summary, then by effect
  int grids = 0;               // an encoder–decoder's grids shown: 0 all three, 1 the encoder's,
                               // 2 the decoder's self-attention, 3 the cross-attention
  bool sample = false;         // generation: drawn at `temperature` (else the most likely)
  float temperature = 0.8f;
  int seed = 1;
  int layer_off = 1;           // the layer whose attention "Layer on/off" switches (from 1)
  std::string ran_text;        // the text the session was last asked to run
  std::string ran_target;      // and the target (an encoder–decoder's Y)
  bool ask_which = false;      // W: "Which head is this?" on the head under the pointer
  int hovered_grid = -1, hovered_head = -1;  // the grid (decoder::Part) and head (layer·H + h) under it
  int ask_grid = -1, ask_head = -1;          // where the pointer was when W was pressed
  std::uint64_t seen_version = 0;  // the session's last snapshot the frame loop has seen
  std::string remembered;          // the open model's folder, once put in the recent ones
  // The Hugging Face cache's models offered while none is open (io/hf_cache.hpp): read when
  // the view first shows without a model and on "Look again", never every frame.
  bool cache_listed = false;
  std::string cache_dir;
  std::vector<io::CachedModel> cached_models;
  // The GGUF files Ollama's store and LM Studio's folder hold (io/local_models.hpp), listed
  // with the cache.
  std::string ollama_dir, lmstudio_dir;
  std::vector<io::LocalModel> ollama_models, lmstudio_models;
  std::string cache_error;  // why the cache could not be read; "" when it could
  // A repository the lesson or scene names ("ORG/NAME[@REVISION]") that is not in the cache:
  // the view offers its download in place of the maps. "" when none.
  std::string offer;
};

// The Across layers and Logit lens views (layers_panel.cpp, lens_panel.cpp): what they show,
// and what was last asked of a session, so that a frame asks once (layer_measures.hpp).
struct LayersUi {
  int show = 0;       // 0 rollout, 1 flow, 2 "is attention an explanation?"
  int layer = -1;     // the layer whose rollout is drawn (from 0; -1: the last)
  int query = -1;     // the row measured (-1: the prediction's)
  int part = 0;       // an encoder–decoder's: 0 the decoder through cross-attention, 1 the
                      // encoder, 2 the decoder's own self-attention
  int of = 0;         // whose model: 0 the Model view's when one is open, else the Training
                      // view's; 1 the Training view's; 2 the Model view's
  LayersWanted asked;            // last asked of the Model view's session
  std::uint64_t asked_run = 0;   // for that session's run
  bool asked_model = false;
  std::optional<LayersWanted> asked_training;  // last asked of the Training view's session
  int lens_row = -1, lens_position = -1;  // the lens's cell under the pointer (its tooltip)
};

// A vision model's picture over the Model view: which attention is laid over it, from which
// token (a patch hovered or clicked; 0: [CLS]).
struct PictureUi {
  int shows = 2;    // 0 a head, 1 the layer's heads averaged, 2 rollout
  int layer = -1;   // from 0; -1: the last
  int head = 0;     // from 0
  int query = 0;    // the token whose row is laid over the picture: [CLS], or a patch
  int hovered = -1; // the patch under the pointer this frame (its row shown instead)
  // "Where does this patch look?" (QuizState::picture): the map asked about, as shows,
  // layer and head were when it was asked; and Q or Space pressed, for the panel to act on.
  int quiz_shows = 0, quiz_layer = 0, quiz_head = 0;
  int key = 0;      // GLFW_KEY_Q or GLFW_KEY_SPACE since the last frame, else 0
};

// File ▸ Get a model… (panels/get_model_panel.cpp): its window, what is typed there, the
// Hub's address and token set there (hub-settings.json; "" each: the environment's), the
// list chosen for teaching (read once), and the download whose end was acted on.
struct GetModelUi {
  bool open = false;
  bool just_opened = false;        // focus the window (and the field) on the next frame
  std::string typed;               // ORG/NAME[@REVISION]
  std::string endpoint;            // set in the window; "" : HF_ENDPOINT or huggingface.co
  std::string endpoint_typed;      // the field, applied on Enter or when it loses the keyboard
  std::string token;               // set in the window; never shown, dumped or logged
  std::string token_typed;         // the password field while a token is being set
  bool settings_read = false;
  std::string settings_error;      // why hub-settings.json could not be read or written
  // What the environment gives, read when the window opens (not every frame: the token file).
  std::string environment_endpoint;
  bool environment_token = false;
  bool offline = false;            // HF_HUB_OFFLINE=1
  bool catalog_read = false;
  ModelCatalog catalog;
  std::string catalog_error;
  std::uint64_t seen_version = 0;      // the download's last snapshot the frame has seen
  std::uint64_t handled_download = 0;  // the download whose end was acted on (its id)
  bool show_settings = false;          // bring the address and token forward (after a failure)
  // A download asked for at start (the page's index.html?get=ORG/NAME&endpoint=URL): started
  // by the first frame, with that address for this run only.
  std::string asked;
  std::string asked_endpoint;
  // Where each control the end-to-end tests click was drawn: its middle, window pixels.
  std::map<std::string, std::array<int, 2>> places;
};

// Predict, then reveal (quiz.hpp): one query row of the open head hidden; the room picks
// the key it predicts, Space reveals the real weights.
struct QuizState {
  int head = -1;        // the head asked about (0-based); -1: no question
  int row = -1;         // the hidden query row
  int picked = -1;      // the key picked, -1: none yet
  bool revealed = false;
  int asked = 0;        // questions revealed, and how many were the head's own choice
  int right = 0;
  std::string message;  // after the reveal: what the pick got
  // "Which head is this?": the open head's name hidden (row stays -1), four names to choose
  // from; `answer` the right one's place among them, `chosen` the one picked.
  bool which = false;
  bool picture = false;    // the row asked is a patch of the Model view's picture (PictureUi)
  bool in_model = false;   // about a head of the Model view's grids (`grid`, head = layer·H + h)
  int grid = 0;
  std::string label;       // the head as the answer names it: "head 3", "L4·H7"
  std::vector<std::string> names;
  int answer = -1;
  int chosen = -1;
};

struct SceneState {
  std::vector<LessonScene> list;      // empty: the lesson is one scene
  int current = 0;              // the scene shown, 0-based
  LessonText lesson_notes;      // the lesson's own notes (each scene shows its own)
  // Before each scene change, the screen as it was, so that Ctrl+Z brings back what was
  // changed by hand.
  struct Undo {
    Lesson screen;
    int scene = 0;
  };
  std::vector<Undo> undo;
  std::string rename;           // the Rename field's text
  bool need_rename_focus = false;
};

// The teacher's guide (Help ▸ Teacher's guide, F1) in a window over the others. While it
// has the keyboard, the keys that move through a text scroll it (shortcuts.cpp queues them
// here, panels/help_panel.cpp applies them) and Esc closes it.
struct GuideUi {
  bool open = false;
  bool focused = false;  // its window has the keyboard (set as it is drawn)
  int lines = 0;         // ↓ ↑ to scroll by, in lines
  int pages = 0;         // PageDown / PageUp
  int ends = 0;          // End (+1) / Home (−1)
};

struct AppState {
  // What a lesson file holds. The title and notes in every language the lesson gives
  // (lesson_text.hpp): drawn with .shown(), edited with .set_shown().
  LessonText title;
  std::string source_text;  // X
  int source_repeat = 1;    // X is source_text written this many times (long inputs to show)
  std::string target_text;  // Y
  // The sentences in every language the lesson gives them (lesson_text.hpp), and the
  // language source_text and target_text were chosen in: switching language folds what was
  // edited into that language's and chooses the new one's (follow_language, lessons.hpp).
  LessonText source_languages, target_languages;
  std::string sentence_language;
  LessonText notes;
  // A trained model the lesson opens in the Training view (absolute path; empty: none); it
  // reads X and Y as every view does.
  std::string checkpoint;
  ModelSettings model;
  SceneState scenes;
  QuizState quiz;
  DiffSettings diff;  // the Diff view's comparison, as a lesson holds it
  View view = View::Heads;
  int focused_head = -1;  // -1: all heads (heads view) / average (compare view)
  view::ColorMapId colormap = view::ColorMapId::Viridis;
  float font_scale = 1.0f;  // 1..3
  float pending_font_scale = 0.0f;  // while the slider is dragged
  bool light_theme = true;
  std::string language_request;  // a tag chosen in View ▸ Language, switched between frames

  // Display choices.
  ScaleMode scale_mode = ScaleMode::Shared;
  ValueKind values = ValueKind::Weights;
  bool fullscreen = false;
  bool editing_notes = false;
  bool show_controls = true;  // the Input and Model panels (F9 hides them for more room)
  // The presenter window (F5, View ▸ Presenter window, --presenter): the teacher's screen
  // with the scene's notes, the next scene and a clock, while this window shows only the
  // view on the projector. Opening it hides the controls; closing it brings back what was.
  bool presenter = false;
  bool controls_before_presenter = true;
  double presenter_since = 0.0;  // now_seconds() when it opened (the clock counts from it)
  GuideUi guide;
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
  TrainingUi training;
  bool need_checkpoint_open = false;  // a lesson named a checkpoint: open it in the Training view
  PretrainedUi pretrained;
  GetModelUi get_model;
  LayersUi layers;
  // A vision model's picture: a PNG or JPEG file the Input panel chose (absolute; "" the
  // first shipped one), and what is laid over it.
  std::string picture;
  PictureUi picture_view;
  // What the panels and keys ask of the Training and Model views' sessions, handed over by
  // the frame (commands.hpp).
  std::vector<SessionCommand> commands;

  std::vector<KeyPress> key_presses;  // filled by the window's key callback
  std::vector<std::string> dropped;   // files dropped on the window since the last frame

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

}  // namespace attn::app
