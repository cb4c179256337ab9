#include "io/export_paths.hpp"

#include <cctype>
#include <ctime>
#include <filesystem>
#include <system_error>

#include "io/platform.hpp"

namespace attn::io {
namespace {

bool path_taken(const std::string& path) {
  std::error_code ec;
  return std::filesystem::symlink_status(platform::to_path(path), ec).type() !=
         std::filesystem::file_type::not_found;
}

}  // namespace

std::string export_path(const std::string& stem, const std::string& extension) {
  char stamp[32];
  const std::time_t now = std::time(nullptr);
  const std::tm tm = platform::local_time(now);
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
  const std::string dir = platform::working_directory();
  const std::string base = (dir == "/" ? "" : dir) + "/" + stem + "-" + stamp;
  std::string path = base + "." + extension;
  for (int n = 2; path_taken(path); ++n) path = base + "-" + std::to_string(n) + "." + extension;
  return path;
}

std::string file_slug(const std::string& text) {
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (std::isalnum(c) != 0 && c < 0x80) {
      out += static_cast<char>(std::tolower(c));
    } else if (!out.empty() && out.back() != '-') {
      out += '-';
    }
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.empty() ? "map" : out;
}

}  // namespace attn::io
