#include "io/local_models.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/gguf.hpp"
#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::io {

namespace fs = std::filesystem;

namespace {

constexpr const char* kModelLayer = "application/vnd.ollama.image.model";
constexpr const char* kDefaultRegistry = "registry.ollama.ai";

bool is_folder(const fs::path& p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

// The folders in `dir`, by name.
std::vector<fs::path> folders_in(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code e;
    if (it->is_directory(e)) out.push_back(it->path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The blob a manifest's model layer names ("sha256:HEX" → blobs/sha256-HEX), or "" when the
// manifest is not one.
std::string model_blob(const std::string& manifest_text) {
  const nlohmann::json m = nlohmann::json::parse(manifest_text, nullptr, false);
  if (!m.is_object() || !m.contains("layers") || !m["layers"].is_array()) return "";
  for (const nlohmann::json& layer : m["layers"]) {
    if (!layer.is_object() || layer.value("mediaType", "") != kModelLayer) continue;
    const std::string digest = layer.value("digest", "");
    const bool hex = digest.size() == 71 && std::all_of(digest.begin() + 7, digest.end(), [](char c) {
      return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    });
    if (digest.rfind("sha256:", 0) != 0 || !hex) return "";
    return "sha256-" + digest.substr(7);
  }
  return "";
}

// The model of one manifest file, named as `ollama list` names it.
LocalModel ollama_model(const fs::path& store, const fs::path& manifest, const std::string& registry,
                        const std::string& space, const std::string& model, const std::string& tag) {
  LocalModel out;
  out.name = (registry == kDefaultRegistry ? "" : registry + "/") + (space == "library" ? "" : space + "/") + model + ":" + tag;
  std::string text;
  try {
    text = read_file(platform::from_path(manifest), std::size_t{1} << 20);
  } catch (const std::exception&) {
    return out;
  }
  const std::string blob = model_blob(text);
  if (blob.empty()) return out;
  const fs::path path = store / "blobs" / blob;
  out.path = platform::from_path(path);
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) {
    // TRANSLATORS: {0} a file's name (sha256-…), {1} a folder.
    out.missing = fmt(tr("its weights, {0}, are missing from {1}"), blob, platform::from_path(store / "blobs"));
    return out;
  }
  out.bytes = fs::file_size(path, ec);
  out.openable = true;
  return out;
}

}  // namespace

std::string ollama_models_directory() {
  if (const std::string dir = environment_file_path("OLLAMA_MODELS"); !dir.empty()) return dir;
  const std::string home = platform::home_directory();
  return home.empty() ? "" : home + "/.ollama/models";
}

std::string lmstudio_models_directory() {
  const std::string home = platform::home_directory();
  if (home.empty()) return "";
  const std::string older = home + "/.cache/lm-studio/models";
  if (!is_folder(platform::to_path(home + "/.lmstudio/models")) && is_folder(platform::to_path(older))) return older;
  return home + "/.lmstudio/models";
}

std::vector<LocalModel> list_ollama_models(const std::string& store) {
  std::vector<LocalModel> out;
  if (store.empty()) return out;
  const fs::path root = platform::to_path(store);
  for (const fs::path& registry : folders_in(root / "manifests")) {
    for (const fs::path& space : folders_in(registry)) {
      for (const fs::path& model : folders_in(space)) {
        std::error_code ec;
        std::vector<fs::path> tags;
        for (fs::directory_iterator it(model, ec), end; !ec && it != end; it.increment(ec)) {
          std::error_code e;
          if (it->is_regular_file(e)) tags.push_back(it->path());
        }
        std::sort(tags.begin(), tags.end());
        for (const fs::path& tag : tags) {
          LocalModel m = ollama_model(root, tag, platform::from_path(registry.filename()),
                                      platform::from_path(space.filename()), platform::from_path(model.filename()),
                                      platform::from_path(tag.filename()));
          if (!m.path.empty()) out.push_back(std::move(m));
        }
      }
    }
  }
  return out;
}

std::vector<LocalModel> list_lmstudio_models(const std::string& folder) {
  std::vector<LocalModel> out;
  if (folder.empty() || !is_folder(platform::to_path(folder))) return out;
  const fs::path root = platform::to_path(folder);
  std::error_code ec;
  fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
  for (const fs::recursive_directory_iterator end; !ec && it != end; it.increment(ec)) {
    if (it.depth() > 2) {
      it.disable_recursion_pending();
      continue;
    }
    std::error_code e;
    if (!it->is_regular_file(e)) continue;
    const std::string name = platform::from_path(it->path().filename());
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    SplitName split;
    const bool later_part = split_name(name, split) && split.part != "00001";
    if (!is_gguf_path(name) || lower.rfind("mmproj", 0) == 0 || later_part) continue;
    LocalModel m;
    m.name = platform::from_path(fs::relative(it->path(), root, e).generic_string());
    m.path = platform::from_path(it->path());
    m.bytes = it->file_size(e);
    m.openable = true;
    out.push_back(std::move(m));
  }
  std::sort(out.begin(), out.end(), [](const LocalModel& a, const LocalModel& b) { return a.name < b.name; });
  return out;
}

std::string ollama_model_path(const std::string& store, const std::string& name) {
  std::string wanted = name;
  if (wanted.find(':') == std::string::npos) wanted += ":latest";
  for (const LocalModel& m : list_ollama_models(store)) {
    if (m.name == wanted && m.openable) return m.path;
  }
  return "";
}

}  // namespace attn::io
