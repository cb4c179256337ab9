#include "model/shipped_data.hpp"

#include <filesystem>
#include <system_error>

#include "io/platform.hpp"

namespace attn::app {

std::string executable_dir() {
  const std::string path = io::platform::executable_path();
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

std::string shipped_data_dir() {
  const std::string exe = executable_dir();
  if (exe.empty()) return "";
  // Installed on Linux: PREFIX/bin/attention-explorer and PREFIX/share/attention-explorer.
  // Unpacked on Windows: attention-explorer.exe with share/attention-explorer beside it.
  for (const char* up : {"/../share/attention-explorer", "/share/attention-explorer"}) {
    std::error_code ec;
    const auto resolved = std::filesystem::canonical(io::platform::to_path(exe + up), ec);
    if (ec) continue;
    const std::string dir = io::platform::from_path(resolved);
    if (io::platform::file_info(dir).is_directory) return dir;
  }
  return "";
}

std::vector<std::string> teachers_guide_places(const std::string& data_dir) {
  if (data_dir.empty()) return {};
  std::vector<std::string> places = {data_dir + "/docs/teachers-guide.md"};
  // The source tree's assets/ (the build tree's link to it): docs/ is beside it.
  const auto slash = data_dir.find_last_of('/');
  if (slash != std::string::npos && data_dir.substr(slash + 1) == "assets") {
    places.push_back(data_dir.substr(0, slash) + "/docs/teachers-guide.md");
  }
  return places;
}

std::string guide_picture_path(const std::string& guide_dir, const std::string& data_dir,
                               const std::string& target) {
  if (target.empty() || target.find("://") != std::string::npos || io::platform::is_absolute(target)) return "";
  const std::string assets = "../assets/";
  if (!data_dir.empty() && target.compare(0, assets.size(), assets) == 0) {
    return data_dir + "/" + target.substr(assets.size());
  }
  return guide_dir + "/" + target;
}

}  // namespace attn::app
