#include "gui/drawn_text.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <functional>
#include <regex>
#include <iostream>
#include <utility>

#include <imgui.h>
#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/utf8.hpp"

namespace attn::app {
namespace {

struct GlyphInfo {
  unsigned codepoint = 0;
  float u1 = 0.0f, v1 = 0.0f;
  float font_size = 0.0f;
  float space = 0.0f;  // the font's advance of a space
};

// The letters pseudo() writes, and its brackets: a run holding one went through tr().
bool is_pseudo_mark(std::uint32_t cp) {
  if (cp == '[' || cp == ']') return true;
  return (cp >= 0xC0 && cp <= 0x17F && cp != 0xD7 && cp != 0xF7);  // Latin-1 letters, Latin Extended-A
}

// Symbols of formulas and units the interface writes as they are in every language.
const std::set<std::string>& symbols() {
  static const std::set<std::string> s = {
      "softmax", "argmax", "concat", "exp",  "log",   "max", "min",  "mean", "std",  "sqrt", "dim",
      "tok",     "pos",    "emb",  "ReLU",  "GELU", "SiLU", "RoPE", "ALiBi", "LayerNorm", "RMSNorm",
      "px",      "ms",     "KB",   "MB",    "GB",  "TB",   "KiB",  "MiB",  "GiB",  "TiB",  "fps",  "bf",   "fp",   "int",
      "Attention", "Explorer",  // the program's name
      "Hugging", "Face",        // the Hub's owner
      "Transformer", "Transformers", "Ctrl", "Shift", "Alt", "Esc", "Enter", "Tab", "PageUp",
      "PageDown", "Home", "End", "Space", "Backspace", "Delete"};  // key names, as on keyboards
  return s;
}

}  // namespace

std::vector<DrawnRun> drawn_text(const ImDrawData& data, const ImFontAtlas& atlas) {
  std::map<std::pair<float, float>, GlyphInfo> glyphs;
  for (ImFont* font : atlas.Fonts) {
    const ImFontGlyph* space = font->FindGlyphNoFallback(' ');
    const float space_advance = space != nullptr ? space->AdvanceX : font->FontSize * 0.3f;
    for (const ImFontGlyph& g : font->Glyphs) {
      if (g.Visible == 0) continue;
      glyphs.emplace(std::make_pair(g.U0, g.V0),
                     GlyphInfo{g.Codepoint, g.U1, g.V1, font->FontSize, space_advance});
    }
  }
  std::vector<DrawnRun> runs;
  for (int l = 0; l < data.CmdListsCount; ++l) {
    const ImVector<ImDrawVert>& v = data.CmdLists[l]->VtxBuffer;
    DrawnRun run;
    float last_x1 = 0.0f, last_y0 = 0.0f, last_space = 0.0f, last_size = 0.0f;
    auto flush = [&] {
      if (!run.text.empty()) runs.push_back(run);
      run = DrawnRun{};
    };
    for (int i = 0; i + 3 < v.Size;) {
      const auto it = glyphs.find({v[i].uv.x, v[i].uv.y});
      const bool quad = it != glyphs.end() && v[i + 1].uv.x == it->second.u1 && v[i + 1].uv.y == v[i].uv.y &&
                        v[i + 2].uv.x == it->second.u1 && v[i + 2].uv.y == it->second.v1 &&
                        v[i + 3].uv.x == v[i].uv.x && v[i + 3].uv.y == it->second.v1;
      if (!quad) {
        ++i;
        continue;
      }
      const GlyphInfo& g = it->second;
      const float x0 = v[i].pos.x, y0 = v[i].pos.y;
      if (!run.text.empty()) {
        const float gap = x0 - last_x1;
        const bool same_line = std::fabs(y0 - last_y0) < 0.6f * last_size && g.font_size == last_size;
        if (!same_line || gap < -1.0f || gap > 3.0f * last_space) {
          flush();
        } else if (gap > 0.5f * last_space) {
          run.text += ' ';
        }
      }
      if (run.text.empty()) {
        run.x = x0;
        run.y = y0;
      }
      io::append_utf8(g.codepoint, run.text);
      last_x1 = v[i + 2].pos.x;
      last_y0 = y0;
      last_space = g.space;
      last_size = g.font_size;
      i += 4;
    }
    flush();
  }
  return runs;
}

std::vector<std::string> ascii_words(const std::string& text) {
  std::vector<std::string> words;
  std::string w;
  for (const char c : text) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
      w += c;
    } else if (!w.empty()) {
      words.push_back(w);
      w.clear();
    }
  }
  if (!w.empty()) words.push_back(w);
  return words;
}

// `run` without what is data by its shape: markers in angle brackets ("<end>", "<pad>"),
// paths ("/tmp/x/docs/teachers-gui", cut or whole, "C:\\Users\\…") and file names
// ("model.safetensors", "tokenizer.json").
std::string without_data_shapes(const std::string& run) {
  static const std::regex kShapes(
      R"(<[^<>\s]{1,20}>|(?:[A-Za-z]:)?(?:[/\\][^\s/\\]+)+[/\\]?|[A-Za-z0-9_\-]+(\.[A-Za-z0-9_\-]+)*\.[a-z]{2,12}\b)");
  return std::regex_replace(run, kShapes, " ");
}

bool translated_or_data(const std::string& run, const std::set<std::string>& data_words) {
  for (const std::uint32_t cp : io::code_points(run)) {
    if (is_pseudo_mark(cp)) return true;
  }
  // A run cut with an ellipsis ends in part of a word: that part is not read.
  std::string whole = run;
  const std::string ellipsis = "…";
  if (whole.size() >= ellipsis.size() && whole.compare(whole.size() - ellipsis.size(), ellipsis.size(), ellipsis) == 0) {
    whole.resize(whole.size() - ellipsis.size());
    while (!whole.empty() && std::isalpha(static_cast<unsigned char>(whole.back())) != 0) whole.pop_back();
  }
  for (const std::string& w : ascii_words(without_data_shapes(whole))) {
    if (w.size() < 3) continue;
    if (data_words.count(w) != 0 || symbols().count(w) != 0) continue;
    const bool acronym = w.size() <= 5 && std::all_of(w.begin(), w.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
    if (acronym) continue;
    return false;
  }
  return true;
}

void TextRecorder::record(const ImDrawData& data, const ImFontAtlas& atlas, const std::string& where) {
  ++frames_;
  for (const DrawnRun& r : drawn_text(data, atlas)) {
    all_.emplace(r.text, where);
    if (!translated_or_data(r.text, data_words_)) unmarked_.emplace(r.text, where);
  }
}

std::string TextRecorder::json() const {
  nlohmann::json j;
  j["frames"] = frames_;
  j["runs"] = all_.size();
  j["unmarked_count"] = unmarked_.size();
  nlohmann::json unmarked = nlohmann::json::array();
  for (const auto& [text, where] : unmarked_) unmarked.push_back({{"text", text}, {"where", where}});
  j["unmarked"] = unmarked;
  nlohmann::json all = nlohmann::json::array();
  for (const auto& [text, where] : all_) all.push_back({{"text", text}, {"where", where}});
  j["all"] = all;
  return j.dump(1);
}

void TextRecorder::write() const {
  try {
    io::write_file_atomic(path_, json());
  } catch (const std::exception& e) {
    std::cerr << "attention-explorer: " << e.what() << "\n";
  }
}

std::set<std::string> data_words_of_dump(const std::string& dump_json) {
  static const std::set<std::string> kDataFields = {
      "row_tokens",       "col_tokens",       "source_tokens",    "target_tokens",       "lesson_path",
      "scenes",           "notes",            "recent_files",     "recent_models",       "browser_entries",
      "browser_directory", "browser_file_name", "pretrained_folder", "pretrained_model",   "pretrained_architecture",
      "pretrained_tokens", "pretrained_prompt_tokens", "pretrained_source_tokens", "pretrained_top_next",
      "pretrained_generated", "guide_contents", "guide_path", "window_title", "model_catalog", "cached_models",
      "places",           "hub_endpoint",     "download",         "pretrained_offer",    "quiz_names",
      "autosave_path",    "lesson_title",     "source_text",      "target_text",         "meaning_sentences",
      "colormap",         "model_catalog_text", "training_vocabulary", "guide_text", "layers_measured",
      "picture"};
  std::set<std::string> words;
  std::function<void(const nlohmann::json&)> take = [&](const nlohmann::json& v) {
    if (v.is_string()) {
      for (std::string& w : ascii_words(v.get<std::string>())) words.insert(std::move(w));
    } else if (v.is_array() || v.is_object()) {
      for (const auto& e : v) take(e);
    }
  };
  std::function<void(const nlohmann::json&)> walk = [&](const nlohmann::json& v) {
    if (!v.is_object() && !v.is_array()) return;
    if (v.is_array()) {
      for (const auto& e : v) walk(e);
      return;
    }
    for (auto it = v.begin(); it != v.end(); ++it) {
      if (kDataFields.count(it.key()) != 0) {
        take(it.value());
      } else {
        walk(it.value());
      }
    }
  };
  try {
    walk(nlohmann::json::parse(dump_json));
  } catch (const std::exception&) {
  }
  return words;
}

namespace {
TextRecorder* g_recorder = nullptr;
}

TextRecorder* text_recorder() { return g_recorder; }
void set_text_recorder(TextRecorder* recorder) { g_recorder = recorder; }

}  // namespace attn::app
