#include "model/shipped_data.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <vector>

namespace attn::app {

std::string executable_dir() {
  std::vector<char> buf(PATH_MAX + 1);
  const ssize_t n = readlink("/proc/self/exe", buf.data(), buf.size() - 1);
  if (n <= 0) return "";
  const std::string path(buf.data(), static_cast<std::size_t>(n));
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? "" : path.substr(0, slash);
}

std::string shipped_data_dir() {
  const std::string exe = executable_dir();
  if (exe.empty()) return "";
  const std::string dir = exe + "/../share/attention-explorer";
  std::vector<char> resolved(PATH_MAX + 1);
  if (realpath(dir.c_str(), resolved.data()) == nullptr) return "";
  struct stat st {};
  if (stat(resolved.data(), &st) != 0 || !S_ISDIR(st.st_mode)) return "";
  return resolved.data();
}

}  // namespace attn::app
