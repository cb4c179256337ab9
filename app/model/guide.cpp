#include "model/guide.hpp"

#include <cstdio>
#include <exception>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"
#include "model/shipped_data.hpp"

namespace attn::app {

bool png_size(const std::string& path, int& width, int& height, std::string& problem) {
  width = height = 0;
  std::FILE* f = io::platform::open_file(path, "rb");
  if (f == nullptr) {
    problem = fmt(tr("not found: {0}"), path);
    return false;
  }
  // The signature (8 bytes), then the IHDR chunk: length (4), "IHDR", width and height as
  // 32-bit big-endian numbers.
  unsigned char head[24] = {};
  const std::size_t got = std::fread(head, 1, sizeof head, f);
  std::fclose(f);
  static constexpr unsigned char kSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
  bool png = got == sizeof head && head[12] == 'I' && head[13] == 'H' && head[14] == 'D' && head[15] == 'R';
  for (int i = 0; i < 8 && png; ++i) png = head[i] == kSignature[i];
  const auto be32 = [&](int at) {
    return (static_cast<unsigned long>(head[at]) << 24) | (static_cast<unsigned long>(head[at + 1]) << 16) |
           (static_cast<unsigned long>(head[at + 2]) << 8) | static_cast<unsigned long>(head[at + 3]);
  };
  // Pictures of the window: a side over 16384 pixels is not one of them.
  if (!png || be32(16) == 0 || be32(20) == 0 || be32(16) > 16384 || be32(20) > 16384) {
    problem = fmt(tr("not a PNG picture: {0}"), path);
    return false;
  }
  width = static_cast<int>(be32(16));
  height = static_cast<int>(be32(20));
  return true;
}

Guide load_guide(const std::vector<std::string>& places, const std::string& data_dir) {
  Guide g;
  for (const std::string& place : places) {
    g.looked_at.push_back(place);
    if (io::platform::file_info(place).is_file) {
      g.path = place;
      break;
    }
  }
  if (g.path.empty()) {
    if (g.looked_at.empty()) {
      g.error = tr("The teacher's guide is not installed: the program's own folder, beside which "
                   "its data are (share/attention-explorer), is not known.");
    } else {
      g.error = tr("The teacher's guide is not installed. Looked for it at:");
      for (const std::string& p : g.looked_at) g.error += "\n  " + p;
    }
    g.error += tr("\nIt is docs/teachers-guide.md in the program's source folder, and it is installed with "
                  "the program (the Debian package, the Windows zip, cmake --install).");
    return g;
  }
  std::string text;
  try {
    text = io::read_file(g.path, std::size_t{8} << 20);
  } catch (const std::exception& e) {
    g.error = fmt(tr("Could not read the teacher's guide: {0}"), e.what());
    g.path.clear();
    return g;
  }
  g.document = view::parse_markdown(text);
  for (int h : g.document.headings) {
    if (g.document.blocks[static_cast<std::size_t>(h)].level == 1) {
      g.title = g.document.blocks[static_cast<std::size_t>(h)].text;
      break;
    }
  }
  const auto slash = g.path.find_last_of('/');
  const std::string guide_dir = slash == std::string::npos ? "." : g.path.substr(0, slash);
  for (const view::MarkdownBlock& b : g.document.blocks) {
    if (b.kind != view::BlockKind::Picture) continue;
    GuidePicture p;
    p.path = guide_picture_path(guide_dir, data_dir, b.target);
    if (p.path.empty()) {
      p.problem = fmt(tr("not shown offline: {0}"), b.target);
    } else {
      png_size(p.path, p.width, p.height, p.problem);
    }
    g.pictures.push_back(std::move(p));
  }
  return g;
}

Guide load_teachers_guide() {
  const std::string data = shipped_data_dir();
  if (!data.empty()) return load_guide(teachers_guide_places(data), data);
  // No data folder: where it would have been, as shipped_data_dir() looks.
  const std::string exe = executable_dir();
  if (exe.empty()) return load_guide({}, "");
  return load_guide({exe + "/../share/attention-explorer/docs/teachers-guide.md",
                     exe + "/share/attention-explorer/docs/teachers-guide.md"},
                    "");
}

}  // namespace attn::app
