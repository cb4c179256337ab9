#include "gui/fonts.hpp"

#include <cmath>
#include <cstdint>
#include <exception>
#include <map>
#include <optional>
#include <string>

#include <imgui.h>
#include <imgui_impl_opengl3.h>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "io/utf8.hpp"
#include "model/shipped_data.hpp"

namespace attn::app {
namespace {

bool file_exists(const std::string& path) { return io::platform::file_info(path).is_file; }

bool is_cjk_codepoint(unsigned cp) {
  return (cp >= 0x2E80 && cp <= 0x9FFF) ||   // radicals, CJK punctuation, kana, ideographs
         (cp >= 0xAC00 && cp <= 0xD7AF) ||   // hangul syllables
         (cp >= 0xF900 && cp <= 0xFAFF) ||   // compatibility ideographs
         (cp >= 0xFF00 && cp <= 0xFFEF);     // full-width forms
}

// Symbols the interface itself writes (beyond Latin-1), for the Latin font; ␣ ↵ ⇥ mark a
// space, a newline and a tab inside GPT-2's tokens.
const char* const kInterfaceSymbols =
    "×√τ−→←↑↓·ᵀ…≤≥∞–—’“”√∑Σ≈≠⊙∘◂▸▾●○■□✓✗⚠␣↵⇥";

// Latin Extended-A, Greek, general punctuation.
const ImWchar kExtraRanges[] = {0x0100, 0x017F, 0x0370, 0x03FF, 0x2000, 0x206F, 0};

constexpr float kTitleScale = 1.45f;  // figure titles, relative to the interface font

// Languages written with CJK characters: their catalogs' characters go into the atlas.
bool cjk_interface(const std::string& tag) {
  return tag.rfind("zh", 0) == 0 || tag.rfind("ja", 0) == 0 || tag.rfind("ko", 0) == 0;
}

// ImGui's common Simplified Chinese range (GetGlyphRangesChineseSimplifiedCommon: 2500
// ideographs of common use and the punctuation, kana and full-width forms beside them),
// without its Basic Latin, Latin-1 and general punctuation, which the Latin font has.
const ImWchar* common_chinese_cjk_ranges() {
  static ImVector<ImWchar> ranges;
  if (ranges.empty()) {
    for (const ImWchar* r = ImGui::GetIO().Fonts->GetGlyphRangesChineseSimplifiedCommon(); r[0] != 0; r += 2) {
      if (is_cjk_codepoint(r[0]) || is_cjk_codepoint(r[1])) {
        ranges.push_back(r[0]);
        ranges.push_back(r[1]);
      }
    }
    ranges.push_back(0);
  }
  return ranges.Data;
}

// A font file's bytes, mapped once for the program's life and lent to the atlas at every
// rebuild (FontDataOwnedByAtlas false): the CJK font is megabytes and goes into the atlas
// three times (interface, titles, small labels). Reading and copying it at each rebuild took
// a fifth of a second of every start; mapped, only the pages of the tables and the glyphs
// the atlas draws are read. (ImGui's own AddFontFromFileTTF opens the file with fopen, which
// on Windows reads the name in the system's code page: a font under C:/Users/Zoë/… would
// not open. The mapping opens it by its UTF-8 name.)
ImFont* add_font(ImFontAtlas* atlas, const std::string& path, float size, const ImFontConfig* config,
                 const ImWchar* ranges) {
  static std::map<std::string, std::optional<io::platform::MappedFile>> mapped;  // the frame thread's only
  auto it = mapped.find(path);
  if (it == mapped.end()) {
    std::optional<io::platform::MappedFile> file;
    try {
      file = io::platform::MappedFile::open(path);
    } catch (const std::exception&) {
      file.reset();
    }
    it = mapped.emplace(path, std::move(file)).first;
  }
  const std::optional<io::platform::MappedFile>& file = it->second;
  if (!file || file->size() == 0 || file->size() > static_cast<std::size_t>(INT32_MAX)) return nullptr;
  ImFontConfig lent = *config;
  lent.FontDataOwnedByAtlas = false;  // only read (stb_truetype), never written or freed
  return atlas->AddFontFromMemoryTTF(const_cast<unsigned char*>(file->data()), static_cast<int>(file->size()), size,
                                     &lent, ranges);
}

}  // namespace

FontState find_fonts() {
  FontState f;
  // The Windows zip ships its fonts (share/attention-explorer/fonts); Linux uses the system's.
  const std::string shipped = shipped_data_dir();
  if (!shipped.empty() && file_exists(shipped + "/fonts/DejaVuSans.ttf")) {
    f.latin_path = shipped + "/fonts/DejaVuSans.ttf";
    if (file_exists(shipped + "/fonts/DejaVuSans-Bold.ttf")) f.title_path = shipped + "/fonts/DejaVuSans-Bold.ttf";
    if (file_exists(shipped + "/fonts/wqy-microhei.ttc")) f.cjk_path = shipped + "/fonts/wqy-microhei.ttc";
    return f;
  }
  const char* latin[] = {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                         "/usr/share/fonts/TTF/DejaVuSans.ttf",
                         "/usr/share/fonts/dejavu/DejaVuSans.ttf"};
  for (const char* p : latin) {
    if (file_exists(p)) {
      f.latin_path = p;
      break;
    }
  }
  const char* bold[] = {"/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                        "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf",
                        "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf"};
  for (const char* p : bold) {
    if (file_exists(p)) {
      f.title_path = p;
      break;
    }
  }
  const char* cjk[] = {"/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
                       "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
                       "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
                       "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
                       "/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf",
                       "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
                       "/usr/share/fonts/truetype/arphic/uming.ttc"};
  for (const char* p : cjk) {
    if (file_exists(p)) {
      f.cjk_path = p;
      break;
    }
  }
  return f;
}

std::set<unsigned> cjk_codepoints_in(const std::string& text) {
  std::set<unsigned> out;
  for (const std::uint32_t cp : io::code_points(text)) {  // a byte that begins no character is U+FFFD
    if (is_cjk_codepoint(cp)) out.insert(cp);
  }
  return out;
}

bool fonts_missing_glyphs(const FontState& fonts, const std::set<unsigned>& codepoints) {
  if (fonts.language != i18n::language()) return true;
  if (fonts.cjk_path.empty()) return false;  // nothing to add them from
  for (unsigned cp : codepoints) {
    if (fonts.cjk_codepoints.count(cp) == 0) return true;
  }
  return false;
}

void rebuild_fonts(FontState& fonts, float pixel_size, float small_pixel_size,
                   const std::set<unsigned>& codepoints) {
  ImGuiIO& io = ImGui::GetIO();
  io.Fonts->Clear();
  // The atlas as tall as its glyphs need, not the next power of two (a Chinese atlas at
  // 200% would otherwise be up to twice its size in memory).
  io.Fonts->Flags |= ImFontAtlasFlags_NoPowerOfTwoHeight;

  // The glyph range arrays must live until Build(): keep them in this scope.
  ImVector<ImWchar> latin_ranges;
  {
    ImFontGlyphRangesBuilder b;
    b.AddRanges(io.Fonts->GetGlyphRangesDefault());  // Basic Latin + Latin-1
    b.AddRanges(io.Fonts->GetGlyphRangesCyrillic());
    b.AddRanges(kExtraRanges);
    b.AddText(kInterfaceSymbols);
    b.BuildRanges(&latin_ranges);
  }
  // The CJK characters of every font: the texts' and, in a CJK language, the catalog's.
  fonts.language = i18n::language();
  std::set<unsigned> wanted = codepoints;
  if (cjk_interface(fonts.language)) {
    const std::set<unsigned> catalog = cjk_codepoints_in(i18n::catalog_text());
    wanted.insert(catalog.begin(), catalog.end());
  }
  ImVector<ImWchar> cjk_ranges;
  ImVector<ImWchar> interface_cjk_ranges;  // the same and, in Chinese, the common range
  {
    ImFontGlyphRangesBuilder b;
    for (unsigned cp : wanted) {
      if (cp <= 0xFFFF) b.AddChar(static_cast<ImWchar>(cp));
    }
    b.AddChar(0x3001);  // 、 and 。 so an atlas always has something to merge
    b.AddChar(0x3002);
    b.BuildRanges(&cjk_ranges);
    if (fonts.language.rfind("zh", 0) == 0) {
      // Only its CJK part: Latin and punctuation come from the Latin font, merged first.
      b.AddRanges(common_chinese_cjk_ranges());
      b.BuildRanges(&interface_cjk_ranges);
    } else {
      interface_cjk_ranges = cjk_ranges;
    }
  }

  ImFontConfig base;
  base.OversampleH = 2;
  base.OversampleV = 1;
  base.PixelSnapH = true;
  ImFont* font = nullptr;
  if (!fonts.latin_path.empty()) {
    font = add_font(io.Fonts, fonts.latin_path, pixel_size, &base,
                                        latin_ranges.Data);
  }
  if (font == nullptr) {
    ImFontConfig def;
    def.SizePixels = pixel_size;
    io.Fonts->AddFontDefault(&def);
  }
  fonts.cjk_codepoints.clear();
  ImFontConfig merge;
  merge.MergeMode = true;
  merge.OversampleH = 1;
  merge.OversampleV = 1;
  merge.PixelSnapH = true;
  if (!fonts.cjk_path.empty()) {
    if (add_font(io.Fonts, fonts.cjk_path, pixel_size, &merge, interface_cjk_ranges.Data) != nullptr) {
      fonts.cjk_codepoints = wanted;
    }
  }
  // The title font: second in the atlas, so the interface keeps the first as its default.
  const float title_size = std::round(pixel_size * kTitleScale);
  const std::string& title_path = fonts.title_path.empty() ? fonts.latin_path : fonts.title_path;
  ImFont* title = nullptr;
  if (font != nullptr && !title_path.empty()) {
    title = add_font(io.Fonts, title_path, title_size, &base, latin_ranges.Data);
  }
  if (title == nullptr) {
    ImFontConfig def;
    def.SizePixels = title_size;
    io.Fonts->AddFontDefault(&def);
  }
  if (!fonts.cjk_codepoints.empty()) {
    add_font(io.Fonts, fonts.cjk_path, title_size, &merge, cjk_ranges.Data);
  }
  // The small font, third: labels and titles of maps whose cells are smaller than a line of
  // the interface's text (widgets/text.hpp). Only when the interface is larger than it.
  const float small_size = std::round(small_pixel_size);
  if (small_size < pixel_size) {
    ImFont* small = nullptr;
    if (font != nullptr) {
      small = add_font(io.Fonts, fonts.latin_path, small_size, &base,
                                           latin_ranges.Data);
    }
    if (small == nullptr) {
      ImFontConfig def;
      def.SizePixels = small_size;
      io.Fonts->AddFontDefault(&def);
    }
    if (!fonts.cjk_codepoints.empty()) {
      add_font(io.Fonts, fonts.cjk_path, small_size, &merge, cjk_ranges.Data);
    }
  }
  io.Fonts->Build();
  io.Fonts->ClearInputData();  // the glyphs' tables; the files' bytes stay (add_font)
  fonts.pixel_size = pixel_size;
  ImGui_ImplOpenGL3_DestroyFontsTexture();
  ImGui_ImplOpenGL3_CreateFontsTexture();
  // The texture holds the pixels now; the atlas's own copies (8-bit and RGBA) are not read
  // again until the next rebuild, which makes them anew.
  io.Fonts->ClearTexData();
}


}  // namespace attn::app
