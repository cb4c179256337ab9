// The desktop program's entry: opens the window and runs until it is closed (or, with
// screenshot set or --frames given, until `frames` frames are drawn and no computation is
// left running; then the PNG is written).
#pragma once

#include <chrono>
#include <string>

namespace attn::app {

struct GuiOptions {
  std::string lesson_path;      // --lesson FILE (empty: the last session, else the default lesson)
  bool fresh = false;           // --fresh: do not restore the last session
  bool presenter = false;       // --presenter: open the presenter window too (F5); the
                                // page's index.html?present
  // The page's presenter window (index.html?presenter=ID, gui/presenter_tab.hpp): this page
  // draws the presenter for the tab whose ID is given ("": the first that answers).
  bool presenter_tab = false;
  std::string presenter_id;
  // The page's index.html?get=ORG/NAME[@REVISION]&endpoint=URL: that model downloaded from
  // the Hub (or the mirror at URL, for this run) and opened, as File ▸ Get a model… does.
  std::string get_model;
  std::string endpoint;
  std::string view;             // --view NAME, see view_name (empty: the lesson's view)
  std::string model_path;       // --model DIR: a model folder, opened in the Model view
  std::string picture_path;     // --picture FILE: the picture a vision model reads
  std::string screenshot_path;  // --screenshot FILE: render `frames` frames, save PNG, exit
  int frames = 3;               // --frames N
  bool stop_after_frames = false;  // --frames given: exit after them even without --screenshot
  std::string dump_state_path;  // --dump-state FILE: JSON of what the views show, rewritten
                                // whenever it changes and at exit
  int width = 1600;             // --width, --height: initial window size in pixels
  int height = 1000;
  float font_scale = 0.0f;      // --font-scale (0: keep the lesson's or the default)
  bool train = false;           // --train: the Training view's Start, pressed at launch
  std::string dump_text_path;   // --dump-text FILE: every run of text drawn, and the ones
                                // neither translated nor data (gui/drawn_text.hpp), at exit
  bool report_frame_times = false;  // --report-frame-times: frame times, first frame, peak RSS
  std::string language;         // --lang TAG (main sets it before the window opens); "" when
                                // not given: the one kept in settings.json, else the system's
  // When the program started (the first frame's time is counted from here).
  std::chrono::steady_clock::time_point started = std::chrono::steady_clock::now();
};

// Returns the process exit status: 0 on success, 1 when no window could be opened.
int run_gui(const GuiOptions& options);

}  // namespace attn::app
