// Fonts: a Latin font (DejaVu Sans when installed, else ImGui's own) at the pixel size of
// the interface scale, with a CJK font merged in for exactly the characters that are needed,
// so start-up stays fast: those the current texts use (a lesson, what is typed, a
// tokenizer's tokens: added when they first appear) and, when the interface is in Chinese,
// those of its catalog (i18n::catalog_text) and, in the interface font only, ImGui's common
// Simplified Chinese range (about 2500 ideographs), so that most of what is typed shows at
// once. In English the atlas holds only the texts' characters, as before the catalogs. Rebuilt, not stretched,
// when the scale changes: text stays crisp at 300%. A second, larger bold font (the same
// CJK glyphs merged in) writes the titles of figures, and a third, at 100%, the labels of
// maps whose cells are smaller than the interface's text.
#pragma once

#include <set>
#include <string>

namespace attn::app {

struct FontState {
  std::string latin_path;      // empty: ImGui's built-in font
  std::string title_path;      // bold face for figure titles; empty: latin_path
  std::string cjk_path;        // empty: none found (CJK tokens show as boxes)
  float pixel_size = 0.0f;     // of the atlas last built
  // Built for the projector (the controls hidden): no small font, so that the maps' labels
  // and titles are never smaller than the interface's text.
  bool projector = false;
  std::set<unsigned> cjk_codepoints;  // merged into every font of the last atlas
  std::string language;                // i18n::language() when the last atlas was built
};

// Looks for installed fonts once at start-up.
FontState find_fonts();

// Code points in `text` (UTF-8) that need the CJK font (ideographs, kana, hangul, CJK
// punctuation, full-width forms).
std::set<unsigned> cjk_codepoints_in(const std::string& text);

// True when `codepoints` holds one that the last atlas lacks, or the interface's language
// changed since it was built.
bool fonts_missing_glyphs(const FontState& fonts, const std::set<unsigned>& codepoints);

// Rebuilds ImGui's font atlas with `codepoints` from the CJK font, and re-creates the
// renderer's font texture. Call between frames only. The atlas holds, in this order (as
// widgets/text.hpp reads it): the interface font at `pixel_size`, the figures' title font,
// and, when small_pixel_size is smaller, a small font at that size for the labels of maps
// too small for the interface's text.
void rebuild_fonts(FontState& fonts, float pixel_size, float small_pixel_size,
                   const std::set<unsigned>& codepoints);

}  // namespace attn::app
