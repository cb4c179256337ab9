#include "io/atomic_file.hpp"

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <stdexcept>
#include <system_error>

#include "io/dir_listing.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::io {

void write_file_atomic(const std::string& path, const std::string& contents) {
  if (path.empty()) throw std::runtime_error(tr("cannot write a file with an empty name"));
  if (platform::file_info(path).is_directory) {
    throw std::runtime_error(fmt(tr("cannot write '{0}': it is a directory"), path));
  }
  const std::string tmp = platform::write_temporary_beside(path, contents);
  try {
    platform::replace_file(tmp, path);
  } catch (...) {
    platform::remove_file(tmp);
    throw;
  }
}

int remove_stale_temporaries(const std::string& path, int min_age_seconds) {
  const auto slash = path.find_last_of('/');
  const std::string dir = directory_of(path);
  const std::string prefix = (slash == std::string::npos ? path : path.substr(slash + 1)) + ".tmp-";
  if (prefix == ".tmp-") return 0;
  std::error_code ec;
  std::filesystem::directory_iterator it(platform::to_path(dir), ec);
  if (ec) return 0;
  const std::time_t now = std::time(nullptr);
  int removed = 0;
  for (; it != std::filesystem::directory_iterator(); it.increment(ec)) {
    if (ec) break;
    const std::string name = platform::from_path(it->path().filename());
    // The temporary's name ends in six letters and digits.
    if (name.size() != prefix.size() + 6 || name.compare(0, prefix.size(), prefix) != 0) continue;
    bool six = true;
    for (std::size_t i = prefix.size(); i < name.size(); ++i) {
      six = six && std::isalnum(static_cast<unsigned char>(name[i])) != 0;
    }
    if (!six) continue;
    std::error_code entry_ec;
    if (!it->is_regular_file(entry_ec) || it->is_symlink(entry_ec)) continue;
    const std::string full = (dir == "/" ? "" : dir) + "/" + name;
    const platform::FileInfo info = platform::file_info(full);
    if (!info.is_file || now - info.modified < min_age_seconds) continue;
    if (platform::remove_file(full)) ++removed;
  }
  return removed;
}

std::string read_file(const std::string& path, std::size_t max_bytes) {
  const platform::FileInfo info = platform::file_info(path);
  if (info.is_directory) throw std::runtime_error(fmt(tr("cannot read '{0}': it is a directory"), path));
  if (info.size > max_bytes) {
    throw std::runtime_error(fmt(tr("'{0}' is {1} MiB, more than the {2} MiB this program reads"), path, info.size >> 20,
                                 max_bytes >> 20));
  }
  std::FILE* f = platform::open_file(path, "rb");
  if (f == nullptr) throw std::runtime_error(fmt(tr("cannot read '{0}': {1}"), path, std::strerror(errno)));
  std::string out;
  char buf[1 << 16];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) {
    out.append(buf, n);
    if (out.size() > max_bytes) break;  // grew while being read
  }
  const bool bad = std::ferror(f) != 0;
  const int err = errno;
  std::fclose(f);
  if (bad) throw std::runtime_error(fmt(tr("cannot read '{0}': {1}"), path, std::strerror(err)));
  if (out.size() > max_bytes) {
    throw std::runtime_error(fmt(tr("'{0}' is more than the {1} MiB this program reads"), path, max_bytes >> 20));
  }
  return out;
}

}  // namespace attn::io
