// What differs between Linux and Windows, behind one interface: platform_posix.cpp and
// platform_windows.cpp implement it, and the build takes one of them. Nothing else in the
// program includes a system header of either.
//
// Paths are UTF-8 strings everywhere in the program. On Windows this file turns them into
// the wide-character (UTF-16) paths of the Windows APIs, so a lesson in C:\Users\Zoë\Leçons
// opens, and gives paths back with '/' between folders ("C:/Users/Zoë/Leçons"), which
// every Windows API takes, so the rest of the program splits paths at '/' alone.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace attn::io::platform {

// A UTF-8 path as std::filesystem wants it, and back ('/' between folders on Windows too).
std::filesystem::path to_path(const std::string& utf8);
std::string from_path(const std::filesystem::path& path);

// A path typed or given on the command line in the system's own way ("C:\Users\x" on
// Windows) written the program's way ("C:/Users/x"). Unchanged on Linux.
std::string generic_path(const std::string& path);

// True for "/x" on Linux; for "C:/x", "C:\x" and "//server/x" on Windows.
bool is_absolute(const std::string& path);

// The roots of the file system: {"/"} on Linux, the drives that exist ("C:/", "D:/") on
// Windows.
std::vector<std::string> roots();

// The root `path` is under ("/", "C:/"); "" for a relative path.
std::string root_of(const std::string& path);

struct FileInfo {
  bool exists = false;
  bool is_directory = false;  // following links
  bool is_file = false;       // a regular file, following links
  std::uint64_t size = 0;
  std::int64_t modified = 0;  // seconds since 1970
};
FileInfo file_info(const std::string& path);

// fopen with a UTF-8 name; null (errno set) when it cannot be opened.
std::FILE* open_file(const std::string& path, const char* mode);

// Creates the folder and those above it; throws naming the path when it cannot.
void make_directories(const std::string& dir);

// Best effort; false when there was nothing to remove or it could not be removed.
bool remove_file(const std::string& path);

// Writes `contents` to a new file NAME.tmp-XXXXXX beside `path` (six letters or digits),
// flushed to the disk, and returns its name. Throws naming `path` when it cannot.
std::string write_temporary_beside(const std::string& path, const std::string& contents);

// Puts `from` in place of `to` at once (a reader sees the old file or the new one, never
// half of one) and makes the change durable. Throws naming `to` when it cannot.
void replace_file(const std::string& from, const std::string& to);

// An exclusive lock on a file, created when missing, held until the object goes: flock()
// on Linux, LockFileEx on its first byte on Windows, the locks Python's filelock takes, so
// huggingface_hub and this program wait for each other over the same cache.
class FileLock {
 public:
  // Null when another process (or another FileLock here) holds it; throws naming the path
  // when the file cannot be created.
  static std::unique_ptr<FileLock> try_lock(const std::string& path);
  ~FileLock();
  FileLock(const FileLock&) = delete;
  FileLock& operator=(const FileLock&) = delete;

 private:
  FileLock() = default;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The bytes free for this user on the disk that holds `path` (an existing folder); 0 when
// it cannot be told.
std::uint64_t free_bytes(const std::string& path);

// A file's bytes mapped into memory, read-only; unmapped when the last copy goes.
class MappedFile {
 public:
  // Throws naming the path: missing, a directory, unreadable, or not mappable.
  static MappedFile open(const std::string& path);
  const unsigned char* data() const;
  std::size_t size() const;
  // Tells the system that these bytes will not be read again (their pages can go).
  void release(const void* begin, std::size_t bytes) const;

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;
};

// The running program's own file; "" when it cannot be found.
std::string executable_path();
std::string working_directory();
// The user's home folder ($HOME, %USERPROFILE%); "" when unknown.
std::string home_directory();

// The computer's memory (RAM) in bytes; 0 when unknown.
std::uint64_t physical_memory();

// The folder for programs' settings on Windows (%APPDATA%, "C:/Users/Zoë/AppData/Roaming");
// "" on Linux, where $XDG_DATA_HOME or ~/.local/share is used (model/session_files.hpp).
std::string app_data_directory();

// An environment variable as UTF-8; null when unset.
const char* environment(const char* name);

// The user's interface language as the system's settings name it ("zh-CN"): Windows' user
// UI language; the browser's (navigator.language) in the page; "" on Linux, where the locale
// variables say it (io/i18n.hpp).
std::string user_interface_language();

// The command line as UTF-8 (on Windows read again through the wide API: main's argv
// there is in the system's code page).
std::vector<std::string> utf8_arguments(int argc, char** argv);

// The local time of `t`, thread-safe (localtime_r, localtime_s).
std::tm local_time(std::time_t t);

bool stderr_is_terminal();
int process_id();

// Calls `on_stop` (from another thread or a signal handler: it may only set a flag) when
// the user asks the program to stop from outside the window: SIGTERM, SIGINT, SIGHUP on
// Linux; Ctrl+C, Ctrl+Break, the console closed, logoff or shutdown on Windows. Asked a
// second time while the first is not yet acted on, the program ends at once.
void on_stop_request(void (*on_stop)());

// A program run with arguments, its standard output and error written to `log`, its input
// empty.
class ChildProcess {
 public:
  // Throws when it cannot be started.
  ChildProcess(const std::vector<std::string>& argv, const std::string& log);
  ~ChildProcess();  // waits for it
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;
  // Blocks until it ends; its exit status (128 when it was killed).
  int wait();
  // Asks it to end now (wait() still to be called).
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace attn::io::platform
