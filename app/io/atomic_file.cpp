#include "io/atomic_file.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace attn::io {
namespace {

std::runtime_error io_error(const std::string& what, const std::string& path, int err) {
  return std::runtime_error(what + " '" + path + "': " + std::strerror(err));
}

std::string directory_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

}  // namespace

void write_file_atomic(const std::string& path, const std::string& contents) {
  if (path.empty()) throw std::runtime_error("cannot write a file with an empty name");
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    throw std::runtime_error("cannot write '" + path + "': it is a directory");
  }
  std::string tmpl = path + ".tmp-XXXXXX";
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  const int fd = ::mkstemp(name.data());
  if (fd < 0) throw io_error("cannot create a temporary file beside", path, errno);
  const std::string tmp(name.data());
  auto fail = [&](const std::string& what, int err) {
    ::close(fd);
    ::unlink(tmp.c_str());
    throw io_error(what, path, err);
  };
  std::size_t written = 0;
  while (written < contents.size()) {
    const ssize_t n = ::write(fd, contents.data() + written, contents.size() - written);
    if (n < 0) {
      if (errno == EINTR) continue;
      fail("cannot write", errno);
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fchmod(fd, 0644) != 0) fail("cannot set permissions of", errno);
  if (::fsync(fd) != 0) fail("cannot flush", errno);
  if (::close(fd) != 0) {
    const int err = errno;
    ::unlink(tmp.c_str());
    throw io_error("cannot close", path, err);
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    ::unlink(tmp.c_str());
    throw io_error("cannot replace", path, err);
  }
  // Make the rename itself durable.
  const int dir = ::open(directory_of(path).c_str(), O_RDONLY | O_DIRECTORY);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
}

int remove_stale_temporaries(const std::string& path, int min_age_seconds) {
  const auto slash = path.find_last_of('/');
  const std::string dir = directory_of(path);
  const std::string prefix = (slash == std::string::npos ? path : path.substr(slash + 1)) + ".tmp-";
  if (prefix == ".tmp-") return 0;
  DIR* d = ::opendir(dir.c_str());
  if (d == nullptr) return 0;
  const std::time_t now = std::time(nullptr);
  int removed = 0;
  while (const dirent* e = ::readdir(d)) {
    const std::string name = e->d_name;
    // mkstemp replaces XXXXXX by six letters and digits.
    if (name.size() != prefix.size() + 6 || name.compare(0, prefix.size(), prefix) != 0) continue;
    bool six = true;
    for (std::size_t i = prefix.size(); i < name.size(); ++i) {
      six = six && std::isalnum(static_cast<unsigned char>(name[i])) != 0;
    }
    if (!six) continue;
    const std::string full = (dir == "/" ? "" : dir) + "/" + name;
    struct stat st {};
    if (::lstat(full.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
    if (now - st.st_mtime < min_age_seconds) continue;
    if (::unlink(full.c_str()) == 0) ++removed;
  }
  ::closedir(d);
  return removed;
}

std::string read_file(const std::string& path, std::size_t max_bytes) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) throw io_error("cannot read", path, errno);
  if (S_ISDIR(st.st_mode)) throw std::runtime_error("cannot read '" + path + "': it is a directory");
  if (static_cast<std::size_t>(st.st_size) > max_bytes) {
    throw std::runtime_error("'" + path + "' is " + std::to_string(st.st_size >> 20) +
                             " MiB, more than the " + std::to_string(max_bytes >> 20) +
                             " MiB this program reads");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw io_error("cannot read", path, errno);
  std::ostringstream s;
  s << in.rdbuf();
  if (in.bad()) throw io_error("cannot read", path, errno);
  return s.str();
}

}  // namespace attn::io
