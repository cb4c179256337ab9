#include "io/dir_listing.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <system_error>

#include "io/gguf.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::io {
namespace fs = std::filesystem;
namespace {

int compare_ignoring_case(const std::string& a, const std::string& b) {
  const std::size_t n = std::min(a.size(), b.size());
  for (std::size_t i = 0; i < n; ++i) {
    const int ca = std::tolower(static_cast<unsigned char>(a[i]));
    const int cb = std::tolower(static_cast<unsigned char>(b[i]));
    if (ca != cb) return ca < cb ? -1 : 1;
  }
  if (a.size() != b.size()) return a.size() < b.size() ? -1 : 1;
  return a.compare(b);  // "A" and "a": a fixed order all the same
}

// "/a/b/" and "/a/./b" become "/a/b"; a root stays as it is ("/", "C:/").
std::string normalised(const fs::path& p) {
  std::string s = platform::from_path(p.lexically_normal());
  const std::size_t root = platform::root_of(s).size();
  while (s.size() > std::max<std::size_t>(root, 1) && s.back() == '/') s.pop_back();
  return s.empty() ? "/" : s;
}

}  // namespace

DirListing list_directory(const std::string& directory, bool all_files, bool models) {
  DirListing out;
  out.directory = absolute_path(directory.empty() ? "." : directory);
  std::error_code ec;
  const fs::file_status status = fs::status(platform::to_path(out.directory), ec);
  if (status.type() == fs::file_type::not_found) {
    out.error = fmt(tr("The folder '{0}' does not exist"), out.directory);
    return out;
  }
  if (ec) {
    out.error = fmt(tr("Cannot read the folder '{0}': {1}"), out.directory, ec.message());
    return out;
  }
  if (!fs::is_directory(status)) {
    out.error = fmt(tr("'{0}' is not a folder"), out.directory);
    return out;
  }
  fs::directory_iterator it(platform::to_path(out.directory), ec);
  if (ec) {
    out.error = fmt(tr("Cannot read the folder '{0}': {1}"), out.directory, ec.message());
    return out;
  }
  for (; it != fs::directory_iterator(); it.increment(ec)) {
    if (ec) break;
    DirEntry e;
    e.name = platform::from_path(it->path().filename());
    std::error_code entry_ec;
    e.is_directory = it->is_directory(entry_ec);  // follows links
    const bool hidden = !e.name.empty() && e.name[0] == '.';
    const bool shown_file = is_json_name(e.name) || (models && is_gguf_path(e.name));
    if (!all_files && (hidden || (!e.is_directory && !shown_file))) {
      ++out.left_out;
      continue;
    }
    if (!e.is_directory) {
      const std::uintmax_t size = it->file_size(entry_ec);
      e.size = entry_ec ? 0 : size;
    }
    out.entries.push_back(std::move(e));
  }
  if (ec) {
    out.error = fmt(tr("Cannot read all of the folder '{0}': {1}"), out.directory, ec.message());
  }
  std::sort(out.entries.begin(), out.entries.end(), [](const DirEntry& a, const DirEntry& b) {
    if (a.is_directory != b.is_directory) return a.is_directory;
    return compare_ignoring_case(a.name, b.name) < 0;
  });
  return out;
}

bool is_json_name(const std::string& name) {
  if (name.size() <= 5) return false;  // ".json" alone is a hidden file, not a lesson
  std::string ext = name.substr(name.size() - 5);
  std::transform(ext.begin(), ext.end(), ext.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".json";
}

std::string absolute_path(const std::string& path) {
  if (path.empty()) return "";
  std::error_code ec;
  fs::path p = fs::absolute(platform::to_path(platform::generic_path(path)), ec);
  if (ec) p = platform::to_path(path);
  return normalised(p);
}

std::string directory_of(const std::string& path) {
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  const std::string root = platform::root_of(path);
  return slash + 1 <= root.size() ? root : path.substr(0, slash);
}

std::string parent_directory(const std::string& directory) {
  const std::string d = absolute_path(directory);
  const std::string parent = normalised(platform::to_path(d).parent_path());
  return parent.empty() ? "/" : parent;
}

std::string resolve_typed_path(const std::string& directory, const std::string& typed,
                               const std::string& home) {
  if (typed.empty()) return absolute_path(directory);
  const std::string t = platform::generic_path(typed);
  if (platform::is_absolute(t)) return absolute_path(t);
  if (t == "~" || t.rfind("~/", 0) == 0) {
    return normalised(platform::to_path(home) / platform::to_path(t.substr(std::min<std::size_t>(2, t.size()))));
  }
  return normalised(platform::to_path(absolute_path(directory)) / platform::to_path(t));
}

std::string with_json_extension(const std::string& path, const std::string& extension) {
  const auto slash = path.find_last_of('/');
  const std::string last = slash == std::string::npos ? path : path.substr(slash + 1);
  if (last.empty() || last.find('.', 1) != std::string::npos) return path;
  return path + extension;
}

std::string human_size(std::uintmax_t bytes) {
  if (bytes < 1000) return fmt(trn("{0} byte", "{0} bytes", bytes), bytes);
  const char* units[] = {"KB", "MB", "GB", "TB"};
  double v = static_cast<double>(bytes) / 1000.0;
  int u = 0;
  while (v >= 1000.0 && u < 3) {
    v /= 1000.0;
    ++u;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, v < 10.0 ? "%.1f %s" : "%.0f %s", v, units[u]);
  return buf;
}

}  // namespace attn::io
