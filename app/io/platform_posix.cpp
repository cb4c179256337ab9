// platform.hpp on Linux (and other POSIX systems), and in the page (emscripten's POSIX: its
// files in memory, /data kept in the browser's storage).
#include "io/platform.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/heap.h>
#endif

#include <cerrno>
#include <atomic>
#include <climits>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <system_error>

#include "io/dir_listing.hpp"

extern char** environ;

namespace attn::io::platform {
namespace {

std::runtime_error io_error(const std::string& what, const std::string& path, int err) {
  return std::runtime_error(what + " '" + path + "': " + std::strerror(err));
}

}  // namespace

std::filesystem::path to_path(const std::string& utf8) { return std::filesystem::path(utf8); }
std::string from_path(const std::filesystem::path& path) { return path.string(); }
std::string generic_path(const std::string& path) { return path; }
bool is_absolute(const std::string& path) { return !path.empty() && path[0] == '/'; }
std::vector<std::string> roots() { return {"/"}; }
std::string root_of(const std::string& path) { return is_absolute(path) ? "/" : ""; }

FileInfo file_info(const std::string& path) {
  FileInfo info;
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return info;
  info.exists = true;
  info.is_directory = S_ISDIR(st.st_mode);
  info.is_file = S_ISREG(st.st_mode);
  info.size = static_cast<std::uint64_t>(st.st_size);
  info.modified = static_cast<std::int64_t>(st.st_mtime);
  return info;
}

std::FILE* open_file(const std::string& path, const char* mode) {
  return std::fopen(path.c_str(), mode);
}

void make_directories(const std::string& dir) {
  if (dir.empty()) throw std::runtime_error("cannot create a directory with an empty name");
  std::string sofar;
  std::size_t pos = 0;
  while (pos != std::string::npos) {
    pos = dir.find('/', pos + 1);
    sofar = dir.substr(0, pos);
    if (sofar.empty()) continue;
    if (::mkdir(sofar.c_str(), 0700) != 0 && errno != EEXIST) {
      throw io_error("cannot create the directory", sofar, errno);
    }
  }
  if (!file_info(dir).is_directory) {
    throw std::runtime_error("cannot create the directory '" + dir + "': a file of that name is in the way");
  }
}

bool remove_file(const std::string& path) { return ::unlink(path.c_str()) == 0; }

namespace {

// fsync, where there is a disk. The page's files are in memory and its script writes them to
// the browser's storage as a whole (app/web/pre.js); there emscripten's fsync would write
// that storage itself and wait for it by pausing the whole program (Asyncify), which the
// page's computations paused between frames (model/slices.hpp) cannot have.
bool flushed_to_disk(int fd) {
#ifdef __EMSCRIPTEN__
  static_cast<void>(fd);
  return true;
#else
  return ::fsync(fd) == 0;
#endif
}

}  // namespace

std::string write_temporary_beside(const std::string& path, const std::string& contents) {
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
  if (!flushed_to_disk(fd)) fail("cannot flush", errno);
  if (::close(fd) != 0) {
    const int err = errno;
    ::unlink(tmp.c_str());
    throw io_error("cannot close", path, err);
  }
  return tmp;
}

void replace_file(const std::string& from, const std::string& to) {
  if (::rename(from.c_str(), to.c_str()) != 0) throw io_error("cannot replace", to, errno);
  // Make the rename itself durable.
  const int dir = ::open(io::directory_of(to).c_str(), O_RDONLY | O_DIRECTORY);
  if (dir >= 0) {
    flushed_to_disk(dir);
    ::close(dir);
  }
}

struct MappedFile::Impl {
  void* mapping = nullptr;
  std::size_t size = 0;
  ~Impl() {
    if (mapping != nullptr) ::munmap(mapping, size);
  }
};

MappedFile MappedFile::open(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw io_error("cannot open", path, errno);
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    const int err = errno;
    ::close(fd);
    throw io_error("cannot open", path, err);
  }
  if (!S_ISREG(st.st_mode)) {
    ::close(fd);
    throw std::runtime_error("cannot open '" + path + "': " +
                             (S_ISDIR(st.st_mode) ? "it is a directory" : "not a regular file"));
  }
  MappedFile f;
  f.impl_ = std::make_shared<Impl>();
  f.impl_->size = static_cast<std::size_t>(st.st_size);
  if (f.impl_->size > 0) {  // mmap refuses an empty length
    void* m = ::mmap(nullptr, f.impl_->size, PROT_READ, MAP_SHARED, fd, 0);
    if (m == MAP_FAILED) {
      const int err = errno;
      ::close(fd);
      throw io_error("cannot map into memory", path, err);
    }
    f.impl_->mapping = m;
  }
  ::close(fd);  // the mapping keeps the file
  return f;
}

const unsigned char* MappedFile::data() const {
  return static_cast<const unsigned char*>(impl_->mapping);
}
std::size_t MappedFile::size() const { return impl_->size; }

void MappedFile::release(const void* begin, std::size_t bytes) const {
  if (impl_->mapping == nullptr || bytes == 0) return;
  const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
  const auto b = reinterpret_cast<std::uintptr_t>(begin);
  const std::uintptr_t first = (b + page - 1) / page * page;
  const std::uintptr_t last = (b + bytes) / page * page;
  // Advice only: should the kernel refuse it, the pages are given back at the unmapping.
  if (last > first) ::madvise(reinterpret_cast<void*>(first), last - first, MADV_DONTNEED);
}

std::string executable_path() {
#ifdef __EMSCRIPTEN__
  return "/bin/attention-explorer";  // the page: its data is at /share/attention-explorer
#endif
  std::vector<char> buf(PATH_MAX + 1);
  const ssize_t n = ::readlink("/proc/self/exe", buf.data(), buf.size() - 1);
  if (n <= 0) return "";
  return std::string(buf.data(), static_cast<std::size_t>(n));
}

std::string working_directory() {
  std::vector<char> buf(4096);
  if (::getcwd(buf.data(), buf.size()) == nullptr) return ".";
  return buf.data();
}

std::string home_directory() {
  const char* h = std::getenv("HOME");
  return h == nullptr ? "" : h;
}

std::uint64_t physical_memory() {
#ifdef __EMSCRIPTEN__
  return emscripten_get_heap_max();  // the page's memory can grow to this (4 GiB)
#endif
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page) : 0;
}

std::string app_data_directory() { return ""; }

const char* environment(const char* name) { return std::getenv(name); }

#ifdef __EMSCRIPTEN__
// The browser's language, "zh-CN" (navigator.language).
EM_JS(char*, attn_navigator_language, (), {
  const value = navigator.language || "";
  const size = lengthBytesUTF8(value) + 1;
  const out = _malloc(size);
  stringToUTF8(value, out, size);
  return out;
});

std::string user_interface_language() {
  char* value = attn_navigator_language();
  std::string out(value);
  std::free(value);
  return out;
}
#else
std::string user_interface_language() { return ""; }
#endif

std::vector<std::string> utf8_arguments(int argc, char** argv) {
  return std::vector<std::string>(argv, argv + argc);
}

std::tm local_time(std::time_t t) {
  std::tm tm{};
  localtime_r(&t, &tm);
  return tm;
}

bool stderr_is_terminal() { return ::isatty(STDERR_FILENO) != 0; }
int process_id() { return static_cast<int>(::getpid()); }

namespace {
void (*g_on_stop)() = nullptr;
volatile std::sig_atomic_t g_asked = 0;
}  // namespace

void on_stop_request(void (*on_stop)()) {
  g_on_stop = on_stop;
  struct sigaction sa {};
  sa.sa_handler = [](int sig) {
    if (g_asked != 0) {  // asked twice: the loop is stuck, stop at once
      ::signal(sig, SIG_DFL);
      ::raise(sig);
    }
    g_asked = 1;
    g_on_stop();
  };
  sigemptyset(&sa.sa_mask);
  sigaction(SIGTERM, &sa, nullptr);
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGHUP, &sa, nullptr);
}

struct ChildProcess::Impl {
  pid_t pid = 0;
  std::atomic<bool> waited{false};  // stop() may be called while another thread waits
  int status = 0;
};

ChildProcess::ChildProcess(const std::vector<std::string>& argv, const std::string& log)
    : impl_(std::make_unique<Impl>()) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, log.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  const int rc = posix_spawn(&impl_->pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) throw io_error("cannot start", argv.at(0), rc);
}

ChildProcess::~ChildProcess() { wait(); }

int ChildProcess::wait() {
  if (impl_->waited) return impl_->status;
  int ws = 0;
  while (::waitpid(impl_->pid, &ws, 0) < 0 && errno == EINTR) {
  }
  impl_->waited = true;
  impl_->status = WIFEXITED(ws) ? WEXITSTATUS(ws) : 128;
  return impl_->status;
}

void ChildProcess::stop() {
  if (!impl_->waited && impl_->pid > 0) ::kill(impl_->pid, SIGTERM);
}

struct FileLock::Impl {
  int fd = -1;
};

std::unique_ptr<FileLock> FileLock::try_lock(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) throw std::system_error(errno, std::generic_category(), "cannot create the lock file '" + path + "'");
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    const int error = errno;
    ::close(fd);
    if (error == EWOULDBLOCK || error == EINTR) return nullptr;
    throw std::system_error(error, std::generic_category(), "cannot lock '" + path + "'");
  }
  std::unique_ptr<FileLock> lock(new FileLock());
  lock->impl_ = std::make_unique<Impl>();
  lock->impl_->fd = fd;
  return lock;
}

FileLock::~FileLock() {
  if (impl_ && impl_->fd >= 0) ::close(impl_->fd);  // closing releases the lock
}

std::uint64_t free_bytes(const std::string& path) {
  struct statvfs s {};
  if (::statvfs(path.c_str(), &s) != 0) return 0;
  return static_cast<std::uint64_t>(s.f_bavail) * s.f_frsize;
}

}  // namespace attn::io::platform
