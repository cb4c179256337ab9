#include "io/hf_cache.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <system_error>

#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/i18n.hpp"
#include "io/local_models.hpp"
#include "io/model_families.hpp"
#include "io/platform.hpp"
#include "io/tensor_files.hpp"

namespace attn::io {
namespace fs = std::filesystem;
namespace {

const std::string kModelsPrefix = "models--";

// An environment variable that is set and not empty, "~/" expanded as Python's expanduser
// does; "" otherwise.
std::string environment_path(const char* name) {
  const char* value = platform::environment(name);
  if (value == nullptr || *value == '\0') return "";
  std::string path = platform::generic_path(value);
  if (path == "~" || path.rfind("~/", 0) == 0) path = platform::home_directory() + path.substr(1);
  return path;
}

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == '.';
}

// One part of a repository id ("HuggingFaceTB", "SmolLM2-135M").
bool is_repo_name(const std::string& part) {
  if (part.empty() || !std::all_of(part.begin(), part.end(), is_name_char)) return false;
  const auto edge = [](char c) { return c == '-' || c == '.'; };
  return !edge(part.front()) && !edge(part.back());
}

bool is_folder(const fs::path& p) {
  std::error_code ec;
  return fs::is_directory(p, ec);
}

bool is_file(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);  // a link to a blob that is not there (yet) is not a file
}

// The commit a ref file holds (huggingface_hub writes it without a newline); "" when it is
// not a ref.
std::string read_ref(const fs::path& file) {
  std::string commit;
  try {
    commit = read_file(platform::from_path(file), 1024);
  } catch (const std::exception&) {
    return "";
  }
  while (!commit.empty() && (commit.back() == '\n' || commit.back() == '\r' || commit.back() == ' ')) commit.pop_back();
  return commit.find('/') == std::string::npos && is_safe_relative_path(commit) ? commit : "";
}

// Every ref under `refs` (refs/main, refs/refs/pr/1) and the commit it points at.
std::vector<std::pair<std::string, std::string>> read_refs(const fs::path& refs) {
  std::vector<std::pair<std::string, std::string>> out;
  std::error_code ec;
  if (!is_folder(refs)) return out;
  for (fs::recursive_directory_iterator it(refs, ec), end; !ec && it != end; it.increment(ec)) {
    if (!is_file(it->path())) continue;
    const std::string commit = read_ref(it->path());
    if (!commit.empty()) out.emplace_back(platform::from_path(it->path().lexically_relative(refs)), commit);
  }
  return out;
}

// The sizes of the snapshot's files, following their links into the blobs.
std::uint64_t folder_bytes(const fs::path& folder) {
  std::uint64_t bytes = 0;
  std::error_code ec;
  for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
    if (is_file(it->path())) bytes += platform::file_info(platform::from_path(it->path())).size;
  }
  return bytes;
}

// What is missing of the parameters: model.safetensors, or a shard the index names; "" when
// nothing is.
std::string missing_parameters(const fs::path& folder) {
  if (is_file(folder / "model.safetensors")) return "";
  const fs::path index = folder / "model.safetensors.index.json";
  if (!is_file(index)) return tr("no model.safetensors");
  std::map<std::string, std::string> weight_map;
  try {
    weight_map = parse_safetensors_index(read_file(platform::from_path(index)), platform::from_path(index));
  } catch (const std::exception&) {
    return tr("model.safetensors.index.json does not parse");
  }
  for (const auto& tensor_and_shard : weight_map) {
    const std::string& shard = tensor_and_shard.second;
    if (!is_file(folder / platform::to_path(shard))) return fmt(tr("{0} is not there"), shard);
  }
  return "";
}

// The family of the snapshot and whether its reader finds every file it needs; `missing`
// says what is not there. Nothing is opened but config.json and the shards' index.
void check_family(const fs::path& folder, CachedModel& m) {
  const fs::path config_path = folder / "config.json";
  if (!is_file(config_path)) {
    m.missing = tr("no config.json");
    return;
  }
  nlohmann::json config;
  try {
    config = nlohmann::json::parse(read_file(platform::from_path(config_path), std::size_t{1} << 20));
  } catch (const std::exception&) {
    m.missing = tr("config.json does not parse");
    return;
  }
  std::string type = "gpt2";  // GPT-2's first configs had no model_type
  if (config.is_object() && config.contains("model_type")) {
    type = config["model_type"].is_string() ? config["model_type"].get<std::string>() : "";
  }
  const FamilyRow* row = family_of_model_type(type);
  if (row == nullptr) {
    m.missing = fmt(tr("model_type '{0}' does not open here"), type);
    return;
  }
  m.family = row->name;
  m.missing = missing_parameters(folder);
  if (!m.missing.empty()) return;
  try {
    choose_tokenizer_files(folder, row->tokenizer, type);
  } catch (const std::exception&) {
    m.missing = fmt(tr("no tokenizer ({0})"), tr(row->tokenizer.holds.c_str()));
    return;
  }
  m.openable = true;
}

}  // namespace

std::string hub_cache_directory() {
  for (const char* name : {"HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE"}) {
    if (std::string dir = environment_path(name); !dir.empty()) return dir;
  }
  const std::string home = hf_home_directory();
  return home.empty() ? "" : home + "/hub";
}

std::string hf_home_directory() {
  if (std::string home = environment_path("HF_HOME"); !home.empty()) return home;
  if (const std::string xdg = environment_path("XDG_CACHE_HOME"); !xdg.empty()) return xdg + "/huggingface";
  const std::string home = platform::home_directory();
  return home.empty() ? "" : home + "/.cache/huggingface";
}

std::string environment_file_path(const char* name) { return environment_path(name); }

bool is_repo_id(const std::string& text) {
  const bool doubled = text.find("--") != std::string::npos || text.find("..") != std::string::npos;
  if (text.empty() || text.size() > 96 || doubled) return false;
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos) return is_repo_name(text);
  return is_repo_name(text.substr(0, slash)) && is_repo_name(text.substr(slash + 1));
}

// A ref's or a commit's name as a path under refs/ or snapshots/: "main", "refs/pr/1",
// "v1.0"; nothing that climbs out ("..") or starts at a root.
bool is_safe_relative_path(const std::string& name) {
  if (name.empty() || name.front() == '/' || name.back() == '/' || name.find('\\') != std::string::npos ||
      name.find(':') != std::string::npos) {
    return false;
  }
  std::size_t start = 0;
  while (start <= name.size()) {
    const std::size_t end = std::min(name.find('/', start), name.size());
    const std::string part = name.substr(start, end - start);
    if (part.empty() || part == "." || part == "..") return false;
    start = end + 1;
  }
  return true;
}

std::string repo_folder(const std::string& cache, const std::string& repo) {
  std::string name = kModelsPrefix + repo;
  for (std::size_t at = name.find('/'); at != std::string::npos; at = name.find('/', at + 2)) name.replace(at, 1, "--");
  return cache + "/" + name;
}

std::string cached_snapshot(const std::string& cache, const std::string& repo, const std::string& revision) {
  if (cache.empty() || !is_repo_id(repo) || !is_safe_relative_path(revision)) return "";
  const fs::path folder = platform::to_path(repo_folder(cache, repo));
  std::string commit = revision;
  if (const fs::path ref = folder / "refs" / platform::to_path(revision); is_file(ref)) commit = read_ref(ref);
  if (commit.empty() || commit.find('/') != std::string::npos) return "";
  const fs::path snapshot = folder / "snapshots" / platform::to_path(commit);
  return is_folder(snapshot) ? platform::from_path(snapshot) : "";
}

std::string repo_of_snapshot(const std::string& folder) {
  fs::path p = platform::to_path(folder).lexically_normal();
  if (p.filename().empty()) p = p.parent_path();  // "…/C/"
  const std::string snapshots = platform::from_path(p.parent_path().filename());
  const std::string repo_dir = platform::from_path(p.parent_path().parent_path().filename());
  if (snapshots != "snapshots" || repo_dir.rfind(kModelsPrefix, 0) != 0) return "";
  std::string repo = repo_dir.substr(kModelsPrefix.size());
  const std::size_t sep = repo.find("--");
  if (sep != std::string::npos) repo.replace(sep, 2, "/");
  return is_repo_id(repo) ? repo : "";
}

std::vector<CachedModel> list_cached_models(const std::string& cache) {
  std::vector<CachedModel> out;
  if (cache.empty() || !platform::file_info(cache).exists) return out;
  std::error_code ec;
  fs::directory_iterator repos(platform::to_path(cache), ec);
  if (ec) throw std::runtime_error(fmt(tr("'{0}' could not be read: {1}"), cache, ec.message()));
  for (fs::directory_iterator end; repos != end; repos.increment(ec)) {
    if (ec) throw std::runtime_error(fmt(tr("'{0}' could not be read: {1}"), cache, ec.message()));
    const fs::directory_entry& entry = *repos;
    const std::string name = platform::from_path(entry.path().filename());
    if (name.rfind(kModelsPrefix, 0) != 0 || !is_folder(entry.path())) continue;
    const std::string repo = repo_of_snapshot(platform::from_path(entry.path() / "snapshots" / "x"));
    if (repo.empty()) continue;
    const std::vector<std::pair<std::string, std::string>> refs = read_refs(entry.path() / "refs");
    std::error_code sec;
    for (fs::directory_iterator it(entry.path() / "snapshots", sec), last; !sec && it != last; it.increment(sec)) {
      if (!is_folder(it->path())) continue;
      CachedModel m;
      m.repo = repo;
      m.commit = platform::from_path(it->path().filename());
      m.path = platform::from_path(it->path());
      for (const auto& [ref, commit] : refs) {
        if (commit == m.commit) m.revisions.push_back(ref);
      }
      std::sort(m.revisions.begin(), m.revisions.end());
      m.bytes = folder_bytes(it->path());
      check_family(it->path(), m);
      out.push_back(std::move(m));
    }
  }
  // By repository; within one, main's snapshot first, then those other refs name, by commit.
  const auto rank = [](const CachedModel& m) {
    return std::count(m.revisions.begin(), m.revisions.end(), "main") > 0 ? 0 : m.revisions.empty() ? 2 : 1;
  };
  std::sort(out.begin(), out.end(), [&](const CachedModel& a, const CachedModel& b) {
    if (a.repo != b.repo) return a.repo < b.repo;
    if (rank(a) != rank(b)) return rank(a) < rank(b);
    return a.commit < b.commit;
  });
  return out;
}

std::string repo_reference(const std::string& text, const std::string& base_dir) {
  if (text.empty()) return "";
  fs::path path = platform::to_path(text);
  if (!platform::is_absolute(text) && !base_dir.empty()) path = platform::to_path(base_dir) / path;
  std::error_code ec;
  if (is_folder(path) || fs::is_regular_file(path, ec)) return "";  // a folder, or a file (a GGUF model)
  const std::size_t at = text.rfind('@');
  const std::string repo = text.substr(0, at);
  const std::string revision = at == std::string::npos ? "main" : text.substr(at + 1);
  // A bare "gpt2" is a repository on the Hub too, but here more likely a folder misspelt.
  if (repo.find('/') == std::string::npos || !is_repo_id(repo) || !is_safe_relative_path(revision)) return "";
  return text;
}

std::string resolve_model_reference(const std::string& text, const std::string& base_dir) {
  // A model of Ollama's store, named as `ollama list` names it.
  if (text.rfind("ollama:", 0) == 0) {
    const std::string store = ollama_models_directory();
    const std::string path = ollama_model_path(store, text.substr(7));
    if (path.empty()) {
      throw std::runtime_error(fmt(tr("'{0}': Ollama's store ({1}) holds no model of that name that opens (`ollama list` "
                                      "names them)"),
                                   text, store.empty() ? std::string(tr("no home folder")) : store));
    }
    return path;
  }
  const std::string reference = repo_reference(text, base_dir);
  if (reference.empty()) {
    if (text.empty() || platform::is_absolute(text) || base_dir.empty()) return text;
    return platform::from_path(platform::to_path(base_dir) / platform::to_path(text));
  }
  const std::size_t at = reference.rfind('@');
  const std::string repo = reference.substr(0, at);
  const std::string revision = at == std::string::npos ? "main" : reference.substr(at + 1);
  const std::string cache = hub_cache_directory();
  const std::string snapshot = cached_snapshot(cache, repo, revision);
  if (!snapshot.empty()) return snapshot;
  throw NotInCache(repo + (revision == "main" ? "" : "@" + revision),
                   fmt(tr("'{0}' is neither a folder nor in the Hugging Face cache ({1}); get it first: `{2}`, or "
                          "File ▸ Get a model… in the window"),
                       text, cache.empty() ? std::string(tr("no cache folder: no home folder")) : cache,
                       "attention-explorer download " + reference));
}

}  // namespace attn::io
