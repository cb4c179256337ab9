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

}  // namespace attn::app
