// The teacher's guide as the Help window shows it: found where the program finds its
// shipped data (shipped_data.hpp), read, parsed (view/markdown.hpp), and each picture it
// names resolved to a file with its size read from the PNG's header, so the window can
// lay the guide out before any picture is decoded. Offline: an address is never fetched.
// No drawing and no GL here (panels/help_panel.cpp draws, widgets/picture.cpp decodes).
#pragma once

#include <string>
#include <vector>

#include "view/markdown.hpp"

namespace attn::app {

struct GuidePicture {
  std::string path;        // the file read ("" for an address, which is not read)
  int width = 0, height = 0;  // from the PNG's header; 0 when it could not be read
  std::string problem;     // why it cannot be shown ("not found: …"); "" when it can
};

struct Guide {
  std::string path;                    // the guide read; "" when none was
  std::vector<std::string> looked_at;  // every place looked at, in order
  std::string error;                   // why there is no guide (names the places or the file)
  view::MarkdownDocument document;
  std::vector<GuidePicture> pictures;  // one per Picture block of the document, in order
  std::string title;                   // the first heading's text ("Teacher's guide")
};

// Reads the first of `places` that is a file. With none, `error` says where it looked.
Guide load_guide(const std::vector<std::string>& places, const std::string& data_dir);

// The installed teacher's guide (shipped_data_dir(), teachers_guide_places()).
Guide load_teachers_guide();

// The width and height of a PNG file from its header; false (and `problem` set) when it is
// missing or not a PNG.
bool png_size(const std::string& path, int& width, int& height, std::string& problem);

}  // namespace attn::app
