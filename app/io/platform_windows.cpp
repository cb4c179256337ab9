// platform.hpp on Windows: every path goes through the wide-character (UTF-16) APIs.
#include "io/platform.hpp"

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>
#include <io.h>
#include <shellapi.h>

#include <atomic>
#include <chrono>
#include <cwchar>
#include <map>
#include <mutex>
#include <random>
#include <stdexcept>
#include <system_error>

namespace attn::io::platform {
namespace {

std::wstring wide(const std::string& utf8) {
  if (utf8.empty()) return L"";
  const int n = MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
  std::wstring out(static_cast<std::size_t>(n), L'\0');
  MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), out.data(), n);
  return out;
}

std::string narrow(const std::wstring& w) {
  if (w.empty()) return "";
  const int n = WideCharToMultiByte(CP_UTF8, 0, w.data(), static_cast<int>(w.size()), nullptr, 0,
                                    nullptr, nullptr);
  std::string out(static_cast<std::size_t>(n), '\0');
  WideCharToMultiByte(CP_UTF8, 0, w.data(), static_cast<int>(w.size()), out.data(), n, nullptr, nullptr);
  return out;
}

std::string error_text(DWORD err) {
  wchar_t* buf = nullptr;
  const DWORD n = FormatMessageW(
      FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
      nullptr, err, 0, reinterpret_cast<wchar_t*>(&buf), 0, nullptr);
  std::string text = n > 0 && buf != nullptr ? narrow(std::wstring(buf, n)) : "";
  if (buf != nullptr) LocalFree(buf);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r' || text.back() == '.' ||
                           text.back() == ' ')) {
    text.pop_back();
  }
  return text.empty() ? "error " + std::to_string(err) : text;
}

std::runtime_error io_error(const std::string& what, const std::string& path, DWORD err) {
  return std::runtime_error(what + " '" + path + "': " + error_text(err));
}

bool is_drive_root_prefix(const std::string& p) {
  return p.size() >= 3 && ((p[0] >= 'A' && p[0] <= 'Z') || (p[0] >= 'a' && p[0] <= 'z')) &&
         p[1] == ':' && (p[2] == '/' || p[2] == '\\');
}

class Handle {
 public:
  explicit Handle(HANDLE h) : h_(h) {}
  ~Handle() {
    if (h_ != nullptr && h_ != INVALID_HANDLE_VALUE) CloseHandle(h_);
  }
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
  HANDLE get() const { return h_; }
  bool valid() const { return h_ != nullptr && h_ != INVALID_HANDLE_VALUE; }
  HANDLE take() {
    HANDLE h = h_;
    h_ = nullptr;
    return h;
  }

 private:
  HANDLE h_;
};

}  // namespace

std::filesystem::path to_path(const std::string& utf8) { return std::filesystem::path(wide(utf8)); }

std::string from_path(const std::filesystem::path& path) { return narrow(path.generic_wstring()); }

std::string generic_path(const std::string& path) {
  std::string out = path;
  for (char& c : out) {
    if (c == '\\') c = '/';
  }
  return out;
}

bool is_absolute(const std::string& path) {
  return is_drive_root_prefix(path) || (!path.empty() && (path[0] == '/' || path[0] == '\\'));
}

std::vector<std::string> roots() {
  std::vector<std::string> out;
  const DWORD drives = GetLogicalDrives();
  for (int i = 0; i < 26; ++i) {
    if ((drives & (1u << i)) != 0) out.push_back(std::string(1, static_cast<char>('A' + i)) + ":/");
  }
  if (out.empty()) out.push_back("C:/");
  return out;
}

std::string root_of(const std::string& path) {
  if (is_drive_root_prefix(path)) {
    return std::string(1, static_cast<char>(std::toupper(static_cast<unsigned char>(path[0])))) + ":/";
  }
  if (!path.empty() && (path[0] == '/' || path[0] == '\\')) return "/";
  return "";
}

FileInfo file_info(const std::string& path) {
  FileInfo info;
  WIN32_FILE_ATTRIBUTE_DATA a{};
  if (path.empty() || !GetFileAttributesExW(wide(path).c_str(), GetFileExInfoStandard, &a)) return info;
  info.exists = true;
  info.is_directory = (a.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) != 0;
  info.is_file = !info.is_directory && (a.dwFileAttributes & FILE_ATTRIBUTE_DEVICE) == 0;
  info.size = (static_cast<std::uint64_t>(a.nFileSizeHigh) << 32) | a.nFileSizeLow;
  const std::uint64_t ticks =
      (static_cast<std::uint64_t>(a.ftLastWriteTime.dwHighDateTime) << 32) | a.ftLastWriteTime.dwLowDateTime;
  // FILETIME counts 100 ns from 1601; Unix time seconds from 1970.
  info.modified = static_cast<std::int64_t>(ticks / 10000000ULL) - 11644473600LL;
  return info;
}

std::FILE* open_file(const std::string& path, const char* mode) {
  return _wfopen(wide(path).c_str(), wide(mode).c_str());
}

void make_directories(const std::string& dir) {
  if (dir.empty()) throw std::runtime_error("cannot create a directory with an empty name");
  std::error_code ec;
  std::filesystem::create_directories(to_path(dir), ec);
  if (file_info(dir).is_directory) return;
  if (ec) throw std::runtime_error("cannot create the directory '" + dir + "': " + ec.message());
  throw std::runtime_error("cannot create the directory '" + dir + "': a file of that name is in the way");
}

bool remove_file(const std::string& path) { return DeleteFileW(wide(path).c_str()) != 0; }

std::string write_temporary_beside(const std::string& path, const std::string& contents) {
  static const char kLetters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::mt19937_64 random(static_cast<std::uint64_t>(
      std::chrono::high_resolution_clock::now().time_since_epoch().count()) ^ GetCurrentProcessId());
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string tmp = path + ".tmp-";
    for (int i = 0; i < 6; ++i) tmp += kLetters[random() % 62];
    Handle h(CreateFileW(wide(tmp).c_str(), GENERIC_WRITE, 0, nullptr, CREATE_NEW,
                         FILE_ATTRIBUTE_NORMAL, nullptr));
    if (!h.valid()) {
      const DWORD err = GetLastError();
      if (err == ERROR_FILE_EXISTS || err == ERROR_ALREADY_EXISTS) continue;
      throw io_error("cannot create a temporary file beside", path, err);
    }
    std::size_t written = 0;
    while (written < contents.size()) {
      const DWORD chunk = static_cast<DWORD>(std::min<std::size_t>(contents.size() - written, 1u << 30));
      DWORD n = 0;
      if (!WriteFile(h.get(), contents.data() + written, chunk, &n, nullptr)) {
        const DWORD err = GetLastError();
        CloseHandle(h.take());
        DeleteFileW(wide(tmp).c_str());
        throw io_error("cannot write", path, err);
      }
      written += n;
    }
    if (!FlushFileBuffers(h.get())) {
      const DWORD err = GetLastError();
      CloseHandle(h.take());
      DeleteFileW(wide(tmp).c_str());
      throw io_error("cannot flush", path, err);
    }
    return tmp;
  }
  throw std::runtime_error("cannot create a temporary file beside '" + path + "': every name tried was taken");
}

void replace_file(const std::string& from, const std::string& to) {
  // Write-through: the move is on the disk when it returns.
  if (!MoveFileExW(wide(from).c_str(), wide(to).c_str(), MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
    throw io_error("cannot replace", to, GetLastError());
  }
}

struct MappedFile::Impl {
  const void* view = nullptr;
  std::size_t size = 0;
  ~Impl() {
    if (view != nullptr) UnmapViewOfFile(view);
  }
};

MappedFile MappedFile::open(const std::string& path) {
  const FileInfo info = file_info(path);
  if (info.exists && info.is_directory) {
    throw std::runtime_error("cannot open '" + path + "': it is a directory");
  }
  Handle file(CreateFileW(wide(path).c_str(), GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_DELETE, nullptr,
                          OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr));
  if (!file.valid()) throw io_error("cannot open", path, GetLastError());
  LARGE_INTEGER size{};
  if (!GetFileSizeEx(file.get(), &size)) throw io_error("cannot open", path, GetLastError());
  MappedFile f;
  f.impl_ = std::make_shared<Impl>();
  f.impl_->size = static_cast<std::size_t>(size.QuadPart);
  if (f.impl_->size == 0) return f;  // nothing to map: the reader refuses an empty file
  Handle mapping(CreateFileMappingW(file.get(), nullptr, PAGE_READONLY, 0, 0, nullptr));
  if (!mapping.valid()) throw io_error("cannot map into memory", path, GetLastError());
  f.impl_->view = MapViewOfFile(mapping.get(), FILE_MAP_READ, 0, 0, 0);
  if (f.impl_->view == nullptr) throw io_error("cannot map into memory", path, GetLastError());
  return f;  // the view keeps the mapping and the file open
}

const unsigned char* MappedFile::data() const { return static_cast<const unsigned char*>(impl_->view); }
std::size_t MappedFile::size() const { return impl_->size; }

// Windows keeps a read-only file view's pages as a cache it can drop by itself when memory
// is short; there is no advice to give.
void MappedFile::release(const void*, std::size_t) const {}

std::string executable_path() {
  std::wstring buf(MAX_PATH, L'\0');
  for (;;) {
    const DWORD n = GetModuleFileNameW(nullptr, buf.data(), static_cast<DWORD>(buf.size()));
    if (n == 0) return "";
    if (n < buf.size()) {
      buf.resize(n);
      return from_path(std::filesystem::path(buf));
    }
    buf.resize(buf.size() * 2);
  }
}

std::string working_directory() {
  const DWORD n = GetCurrentDirectoryW(0, nullptr);
  if (n == 0) return ".";
  std::wstring buf(n, L'\0');
  const DWORD m = GetCurrentDirectoryW(n, buf.data());
  buf.resize(m);
  std::string out = from_path(std::filesystem::path(buf));
  while (out.size() > 3 && out.back() == '/') out.pop_back();
  return out;
}

const char* environment(const char* name) {
  static std::mutex lock;
  static std::map<std::string, std::string> values;  // kept: the pointers given out stay valid
  const wchar_t* v = _wgetenv(wide(name).c_str());
  if (v == nullptr) return nullptr;
  const std::lock_guard<std::mutex> guard(lock);
  std::string& slot = values[name];
  const std::string now = narrow(v);
  if (slot != now) slot = now;
  return slot.c_str();
}

std::string user_interface_language() {
  wchar_t name[LOCALE_NAME_MAX_LENGTH] = {};
  const LCID lcid = MAKELCID(GetUserDefaultUILanguage(), SORT_DEFAULT);
  if (LCIDToLocaleName(lcid, name, LOCALE_NAME_MAX_LENGTH, 0) <= 0) return "";
  return narrow(name);
}

std::uint64_t physical_memory() {
  MEMORYSTATUSEX status{};
  status.dwLength = sizeof status;
  return GlobalMemoryStatusEx(&status) ? static_cast<std::uint64_t>(status.ullTotalPhys) : 0;
}

std::string home_directory() {
  const char* h = environment("USERPROFILE");
  return h == nullptr ? "" : generic_path(h);
}

std::string app_data_directory() {
  const char* a = environment("APPDATA");
  return a == nullptr ? "" : generic_path(a);
}

std::vector<std::string> utf8_arguments(int argc, char** argv) {
  int n = 0;
  wchar_t** w = CommandLineToArgvW(GetCommandLineW(), &n);
  if (w == nullptr || n != argc) {  // should not happen; the code page's argv then
    if (w != nullptr) LocalFree(w);
    return std::vector<std::string>(argv, argv + argc);
  }
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(narrow(w[i]));
  LocalFree(w);
  return out;
}

std::tm local_time(std::time_t t) {
  std::tm tm{};
  localtime_s(&tm, &t);
  return tm;
}

bool stderr_is_terminal() { return _isatty(_fileno(stderr)) != 0; }
int process_id() { return static_cast<int>(GetCurrentProcessId()); }

namespace {
void (*g_on_stop)() = nullptr;
std::atomic<bool> g_asked{false};

BOOL WINAPI console_event(DWORD event) {
  if (g_asked.exchange(true)) return FALSE;  // asked twice: the default handler ends it
  g_on_stop();
  if (event == CTRL_CLOSE_EVENT || event == CTRL_LOGOFF_EVENT || event == CTRL_SHUTDOWN_EVENT) {
    // Windows ends the process when this returns: give the loop time to write the autosave
    // and return from main (which ends the process first).
    Sleep(4000);
  }
  return TRUE;
}
}  // namespace

void on_stop_request(void (*on_stop)()) {
  g_on_stop = on_stop;
  SetConsoleCtrlHandler(console_event, TRUE);
}

namespace {
// One argument quoted as CommandLineToArgvW reads it back.
std::wstring quote_argument(const std::wstring& arg) {
  if (!arg.empty() && arg.find_first_of(L" \t\n\v\"") == std::wstring::npos) return arg;
  std::wstring out = L"\"";
  for (auto it = arg.begin();; ++it) {
    std::size_t backslashes = 0;
    while (it != arg.end() && *it == L'\\') {
      ++it;
      ++backslashes;
    }
    if (it == arg.end()) {
      out.append(backslashes * 2, L'\\');
      break;
    }
    if (*it == L'"') {
      out.append(backslashes * 2 + 1, L'\\');
    } else {
      out.append(backslashes, L'\\');
    }
    out.push_back(*it);
  }
  out.push_back(L'"');
  return out;
}
}  // namespace

struct ChildProcess::Impl {
  HANDLE process = nullptr;
  std::atomic<bool> waited{false};
  int status = 0;
  ~Impl() {
    if (process != nullptr) CloseHandle(process);
  }
};

ChildProcess::ChildProcess(const std::vector<std::string>& argv, const std::string& log)
    : impl_(std::make_unique<Impl>()) {
  SECURITY_ATTRIBUTES inherit{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
  Handle out(CreateFileW(wide(log).c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                         &inherit, CREATE_ALWAYS,
                         FILE_ATTRIBUTE_NORMAL, nullptr));
  if (!out.valid()) throw io_error("cannot write", log, GetLastError());
  Handle in(CreateFileW(L"NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &inherit, OPEN_EXISTING,
                        FILE_ATTRIBUTE_NORMAL, nullptr));
  // The program's own name in Windows' form: some programs (cmd.exe) read "C:/x" as switches.
  std::wstring program = wide(argv.at(0));
  for (wchar_t& c : program) {
    if (c == L'/') c = L'\\';
  }
  std::wstring command = quote_argument(program);
  for (std::size_t i = 1; i < argv.size(); ++i) command += L' ' + quote_argument(wide(argv[i]));
  STARTUPINFOW si{};
  si.cb = sizeof si;
  si.dwFlags = STARTF_USESTDHANDLES;
  si.hStdInput = in.get();
  si.hStdOutput = out.get();
  si.hStdError = out.get();
  PROCESS_INFORMATION pi{};
  if (!CreateProcessW(program.c_str(), command.data(), nullptr, nullptr, TRUE, CREATE_NO_WINDOW,
                      nullptr, nullptr, &si, &pi)) {
    throw io_error("cannot start", argv.at(0), GetLastError());
  }
  CloseHandle(pi.hThread);
  impl_->process = pi.hProcess;
}

ChildProcess::~ChildProcess() { wait(); }

int ChildProcess::wait() {
  if (impl_->waited) return impl_->status;
  WaitForSingleObject(impl_->process, INFINITE);
  DWORD code = 128;
  GetExitCodeProcess(impl_->process, &code);
  impl_->status = static_cast<int>(code);
  impl_->waited = true;
  return impl_->status;
}

void ChildProcess::stop() {
  if (!impl_->waited) TerminateProcess(impl_->process, 128);
}

struct FileLock::Impl {
  HANDLE file = INVALID_HANDLE_VALUE;
};

std::unique_ptr<FileLock> FileLock::try_lock(const std::string& path) {
  HANDLE file = CreateFileW(wide(path).c_str(), GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                            nullptr, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, nullptr);
  if (file == INVALID_HANDLE_VALUE) throw std::runtime_error("cannot create the lock file '" + path + "'");
  OVERLAPPED at{};
  if (!LockFileEx(file, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
    CloseHandle(file);
    return nullptr;
  }
  std::unique_ptr<FileLock> lock(new FileLock());
  lock->impl_ = std::make_unique<Impl>();
  lock->impl_->file = file;
  return lock;
}

FileLock::~FileLock() {
  if (impl_ && impl_->file != INVALID_HANDLE_VALUE) CloseHandle(impl_->file);  // closing releases the lock
}

std::uint64_t free_bytes(const std::string& path) {
  ULARGE_INTEGER available{};
  if (!GetDiskFreeSpaceExW(wide(path).c_str(), &available, nullptr, nullptr)) return 0;
  return available.QuadPart;
}

}  // namespace attn::io::platform
