#include "model/open_models.hpp"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <map>
#include <mutex>
#include <tuple>
#include <vector>

#include "io/platform.hpp"

namespace attn::app {
namespace {

namespace fs = std::filesystem;

// One file of the folder as it was when the folder was read: name, size, modification time.
using FileStamp = std::tuple<std::string, std::uintmax_t, fs::file_time_type::rep>;

struct FolderKey {
  std::string path;  // canonical
  std::vector<FileStamp> files;  // sorted by name
  bool operator<(const FolderKey& o) const { return std::tie(path, files) < std::tie(o.path, o.files); }
};

// The folder's identity now. A folder that cannot be listed gets its path alone (its read
// then fails with io::open_model_folder's message).
FolderKey key_of(const std::string& dir) {
  FolderKey key;
  std::error_code ec;
  const fs::path p = io::platform::to_path(dir);
  const fs::path canonical = fs::canonical(p, ec);
  key.path = io::platform::from_path(ec ? p : canonical);
  if (ec) return key;
  for (fs::directory_iterator it(canonical, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code file_ec;
    if (!it->is_regular_file(file_ec)) continue;  // follows links, as the reader does
    const std::uintmax_t size = it->file_size(file_ec);
    const fs::file_time_type modified = it->last_write_time(file_ec);
    if (file_ec) continue;
    key.files.emplace_back(io::platform::from_path(it->path().filename()), size, modified.time_since_epoch().count());
  }
  std::sort(key.files.begin(), key.files.end());
  return key;
}

struct OpenModels {
  std::mutex reading;  // held while a folder is looked up and, when needed, read
  std::map<FolderKey, std::weak_ptr<const io::ModelFolder>> open;  // under `reading`
  std::atomic<std::uint64_t> reads{0};
};

OpenModels& open_models() {
  static OpenModels models;
  return models;
}

}  // namespace

std::shared_ptr<const io::ModelFolder> open_shared_model_folder(const std::string& dir,
                                                                const std::function<void(float)>& progress) {
  OpenModels& models = open_models();
  const std::lock_guard<std::mutex> guard(models.reading);
  // The folders nobody holds any more are forgotten.
  for (auto it = models.open.begin(); it != models.open.end();) {
    it = it->second.expired() ? models.open.erase(it) : std::next(it);
  }
  FolderKey key = key_of(dir);
  if (const auto it = models.open.find(key); it != models.open.end()) {
    if (auto shared = it->second.lock()) return shared;
  }
  ++models.reads;
  auto model = std::make_shared<const io::ModelFolder>(io::open_model_folder(dir, progress));
  models.open[std::move(key)] = model;
  return model;
}

std::uint64_t model_folder_reads() { return open_models().reads.load(); }

}  // namespace attn::app
