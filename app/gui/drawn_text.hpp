// What the window drew as text, read back from ImGui's draw data rather than from the code
// that asked for it: every glyph is a quad whose texture corners are that glyph's place in
// the font atlas, so the quads of a frame spell out its text, whatever widget drew it.
//
// `--dump-text FILE` records every frame's runs of text, main window and presenter window,
// and writes them at exit with the ones that are neither translated nor data. In the
// pseudo-language (en-XA) every catalog string is accented and bracketed, so a run of plain
// English words there is a string that never went through the catalog: the end-to-end test
// (tests/e2e/pseudo_e2e.sh) draws every view and dialog and expects none.
//
// Spaces draw nothing: a run's words are split where the gap between two glyphs is wider
// than a fifth of the line's height. Glyphs cut by a clip rectangle on the CPU (text inputs)
// have shifted corners and are not read.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

struct ImDrawData;
struct ImFontAtlas;

namespace attn::app {

struct DrawnRun {
  std::string text;  // UTF-8
  float x = 0.0f, y = 0.0f;
};

// The runs of text in a frame's draw data, in drawing order.
std::vector<DrawnRun> drawn_text(const ImDrawData& data, const ImFontAtlas& atlas);

// The words of `text` that the check reads: maximal runs of ASCII letters (a token like
// "d_k" or "GPT-2" splits into "d", "k", "GPT").
std::vector<std::string> ascii_words(const std::string& text);

// True when `run` is translated (a pseudo-language letter or bracket in it), or is data:
// every word of three or more ASCII letters is in `data_words`, a formula or unit symbol, or
// an acronym (capitals only, up to five).
bool translated_or_data(const std::string& run, const std::set<std::string>& data_words);

// Records what each frame drew; the main window's loop and the presenter window feed it.
class TextRecorder {
 public:
  explicit TextRecorder(std::string path) : path_(std::move(path)) {}
  // The words of what the views show as data (tokens, lesson text, paths, model names),
  // from the state's dump: replaced each frame.
  void set_data_words(std::set<std::string> words) { data_words_ = std::move(words); }
  void record(const ImDrawData& data, const ImFontAtlas& atlas, const std::string& where);
  // {"frames", "runs", "translated_or_data", "unmarked": [{"text", "where"}], "all": [...]}
  std::string json() const;
  void write() const;  // to the path; a failure is told on stderr

 private:
  std::string path_;
  std::set<std::string> data_words_;
  int frames_ = 0;
  std::map<std::string, std::string> all_;       // run -> where first seen
  std::map<std::string, std::string> unmarked_;  // run -> where first seen
};

// The data words in a --dump-state JSON text: the values of the fields that hold tokens,
// lesson text, paths and model names.
std::set<std::string> data_words_of_dump(const std::string& dump_json);

// The recorder of this process, or null when --dump-text is not given (the presenter
// window's frame reads it).
TextRecorder* text_recorder();
void set_text_recorder(TextRecorder* recorder);

}  // namespace attn::app
