#include "io/hf_hub.hpp"

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/hf_cache.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::io {
namespace {

bool is_true(const char* value) {
  if (value == nullptr) return false;
  std::string v(value);
  std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
  return v == "1" || v == "ON" || v == "YES" || v == "TRUE";
}

std::string trimmed(std::string text) {
  const auto space = [](unsigned char c) { return std::isspace(c) != 0; };
  while (!text.empty() && space(static_cast<unsigned char>(text.back()))) text.pop_back();
  std::size_t start = 0;
  while (start < text.size() && space(static_cast<unsigned char>(text[start]))) ++start;
  return text.substr(start);
}

std::string without_trailing_slashes(std::string url) {
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

// The token as huggingface_hub finds it: HF_TOKEN, else the file HF_TOKEN_PATH, else
// HF_HOME/token.
std::string token_from_environment() {
  if (const char* token = platform::environment("HF_TOKEN"); token != nullptr && *token != '\0') return trimmed(token);
  std::string file = environment_file_path("HF_TOKEN_PATH");
  if (file.empty()) {
    const std::string home = hf_home_directory();
    if (home.empty()) return "";
    file = home + "/token";
  }
  if (!platform::file_info(file).is_file) return "";
  try {
    return trimmed(read_file(file, 4096));
  } catch (const std::exception&) {
    return "";
  }
}

bool has(const std::vector<std::string>& files, const std::string& name) {
  return std::find(files.begin(), files.end(), name) != files.end();
}

bool starts_with(const std::string& text, const std::string& start) { return text.rfind(start, 0) == 0; }
bool ends_with(const std::string& text, const std::string& end) {
  return text.size() >= end.size() && text.compare(text.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

HubSettings HubSettings::from_environment(const std::string& endpoint, const std::string& token) {
  HubSettings s;
  if (!endpoint.empty()) {
    s.endpoint = without_trailing_slashes(endpoint);
  } else if (const char* e = platform::environment("HF_ENDPOINT"); e != nullptr && *e != '\0') {
    s.endpoint = without_trailing_slashes(trimmed(e));
  }
  s.token = token.empty() ? token_from_environment() : token;
  s.offline = is_true(platform::environment("HF_HUB_OFFLINE"));
  s.cache = hub_cache_directory();
  return s;
}

RepoRevision parse_repo_revision(const std::string& text) {
  RepoRevision out;
  const std::string t = trimmed(text);
  const std::size_t at = t.find('@');
  out.repo = t.substr(0, at);
  if (at != std::string::npos) out.revision = t.substr(at + 1);
  if (!is_repo_id(out.repo)) {
    throw std::invalid_argument(fmt(tr("'{0}' is not a repository: write ORG/NAME (\"HuggingFaceTB/SmolLM2-135M\"), "
                                       "optionally @REVISION (a branch, a tag or a commit)"),
                                    t));
  }
  if (!is_safe_relative_path(out.revision)) {
    throw std::invalid_argument(fmt(tr("'{0}' is not a revision: a branch, a tag or a commit, such as main, v1.0 or "
                                       "refs/pr/1"),
                                    out.revision));
  }
  return out;
}

std::vector<std::string> files_to_fetch(const std::vector<std::string>& files) {
  if (!has(files, "config.json")) {
    throw DownloadError(DownloadError::Kind::Refused,
                        tr("it has no config.json, so it is not a model of the families that open here"));
  }
  std::vector<std::string> out = {"config.json"};
  // The tokenizer's files that are there: each family's reader takes the ones it knows
  // (model_tokenizer.cpp), and they are small; a vision model's preprocessor_config.json
  // says how a picture is made ready (image_processor.hpp).
  for (const char* name : {"tokenizer.json", "tokenizer_config.json", "vocab.json", "merges.txt", "vocab.txt",
                           "spiece.model", "source.spm", "target.spm", "preprocessor_config.json"}) {
    if (has(files, name)) out.push_back(name);
  }
  if (has(files, "model.safetensors")) {
    out.push_back("model.safetensors");
    return out;
  }
  if (has(files, "model.safetensors.index.json")) {
    out.push_back("model.safetensors.index.json");
    // The shards, as the index names them ("model-00001-of-00002.safetensors"); the
    // downloader checks the index against them once it has it.
    for (const std::string& f : files) {
      if (f.find('/') == std::string::npos && starts_with(f, "model-") && ends_with(f, ".safetensors")) out.push_back(f);
    }
    return out;
  }
  const bool pickled = std::any_of(files.begin(), files.end(), [](const std::string& f) {
    return f == "pytorch_model.bin" || (starts_with(f, "pytorch_model-") && ends_with(f, ".bin"));
  });
  if (pickled) {
    throw DownloadError(DownloadError::Kind::Refused,
                        tr("its weights are only in pytorch_model.bin (PyTorch's pickle format, which can run code "
                           "when read), and this program opens safetensors only"));
  }
  throw DownloadError(DownloadError::Kind::Refused,
                      tr("it has no weights that open here: neither model.safetensors nor model.safetensors.index.json"));
}

namespace hub {

std::string quote(const std::string& text, const std::string& keep) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '-' || c == '.' || c == '_' || c == '~' || keep.find(c) != std::string::npos) {
      out += c;
    } else {
      out += '%';
      out += hex[u >> 4];
      out += hex[u & 15];
    }
  }
  return out;
}

std::string listing_url(const std::string& endpoint, const std::string& repo, const std::string& revision) {
  return endpoint + "/api/models/" + repo + "/revision/" + quote(revision) + "?blobs=true";
}

std::string resolve_url(const std::string& endpoint, const std::string& repo, const std::string& revision,
                        const std::string& file) {
  return endpoint + "/" + repo + "/resolve/" + quote(revision) + "/" + quote(file, "/");
}

const ListedFile* Listing::find(const std::string& name) const {
  for (const ListedFile& f : files) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

bool is_sha256_hex(const std::string& text) {
  return text.size() == 64 && std::all_of(text.begin(), text.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

namespace {
bool is_commit_hex(const std::string& text) {
  return text.size() == 40 && std::all_of(text.begin(), text.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}
}  // namespace

Listing parse_listing(const std::string& json, const std::string& repo) {
  const auto bad = [&](const std::string& what) {
    return DownloadError(DownloadError::Kind::Other,
                         fmt(tr("the Hub's list of the files of {0} is not what was expected: {1}"), repo, what));
  };
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(json);
  } catch (const std::exception&) {
    throw bad(tr("it is not JSON"));
  }
  if (!j.is_object() || !j.contains("sha") || !j["sha"].is_string()) throw bad(tr("no \"sha\" (the commit)"));
  Listing out;
  out.commit = j["sha"].get<std::string>();
  if (!is_commit_hex(out.commit)) throw bad(fmt(tr("the commit '{0}' is not 40 hex digits"), out.commit));
  if (!j.contains("siblings") || !j["siblings"].is_array()) throw bad(tr("no \"siblings\" (the files)"));
  for (const nlohmann::json& s : j["siblings"]) {
    if (!s.is_object() || !s.contains("rfilename") || !s["rfilename"].is_string()) throw bad(tr("a file without a name"));
    ListedFile f;
    f.name = s["rfilename"].get<std::string>();
    if (!is_safe_relative_path(f.name)) {
      throw DownloadError(DownloadError::Kind::Refused,
                          fmt(tr("the Hub's list of the files of {0} names '{1}', a path outside the repository; "
                                 "nothing was downloaded"),
                              repo, f.name));
    }
    if (s.contains("size") && s["size"].is_number_unsigned()) f.size = s["size"].get<std::uint64_t>();
    if (s.contains("blobId") && s["blobId"].is_string()) f.blob_id = blob_name_of_etag(s["blobId"].get<std::string>());
    if (s.contains("lfs") && s["lfs"].is_object()) {
      const nlohmann::json& lfs = s["lfs"];
      if (lfs.contains("sha256") && lfs["sha256"].is_string()) f.sha256 = lfs["sha256"].get<std::string>();
      if (lfs.contains("size") && lfs["size"].is_number_unsigned()) f.size = lfs["size"].get<std::uint64_t>();
    }
    out.files.push_back(f);
  }
  return out;
}

std::vector<std::string> parse_pull_request_refs(const std::string& json) {
  std::vector<std::string> out;
  try {
    const nlohmann::json j = nlohmann::json::parse(json);
    if (!j.is_object() || !j.contains("pullRequests") || !j["pullRequests"].is_array()) return out;
    for (const nlohmann::json& pr : j["pullRequests"]) {
      if (pr.is_object() && pr.contains("ref") && pr["ref"].is_string()) out.push_back(pr["ref"].get<std::string>());
    }
  } catch (const std::exception&) {
    return {};
  }
  // refs/pr/N, newest (largest N) first.
  const auto number = [](const std::string& ref) {
    const std::size_t slash = ref.find_last_of('/');
    try {
      return std::stol(ref.substr(slash + 1));
    } catch (const std::exception&) {
      return 0L;
    }
  };
  std::stable_sort(out.begin(), out.end(), [&](const std::string& a, const std::string& b) { return number(a) > number(b); });
  return out;
}

std::string blob_name_of_etag(const std::string& etag) {
  std::string e = etag;
  if (starts_with(e, "W/")) e = e.substr(2);
  if (e.size() >= 2 && e.front() == '"' && e.back() == '"') e = e.substr(1, e.size() - 2);
  const bool plain = !e.empty() && e.size() <= 128 && std::all_of(e.begin(), e.end(), [](unsigned char c) {
    return std::isalnum(c) != 0 || c == '-' || c == '_';
  });
  return plain ? e : "";
}

bool is_passing_status(int status) { return status >= 500 || status == 429 || status == 408; }

DownloadError error_for_status(const http::Response& response, const std::string& body, const std::string& endpoint,
                               const std::string& repo, const std::string& revision, const std::string& file,
                               bool had_token) {
  using Kind = DownloadError::Kind;
  const std::string code = response.header("x-error-code");
  const std::string page = endpoint + "/" + repo;
  const int status = response.status;
  if (status == 401 || status == 403) {
    if (code == "GatedRepo" || status == 403) {
      return DownloadError(
          Kind::Gated,
          had_token ? fmt(tr("{0} is gated: its authors ask each user to accept their conditions first. Open {1} while "
                             "logged in, accept them, then make a token (Settings ▸ Access Tokens, read) and give it "
                             "here (Get a model ▸ Token) or in HF_TOKEN (the token given has no access to it yet)"),
                          repo, page)
                    : fmt(tr("{0} is gated: its authors ask each user to accept their conditions first. Open {1} while "
                             "logged in, accept them, then make a token (Settings ▸ Access Tokens, read) and give it "
                             "here (Get a model ▸ Token) or in HF_TOKEN"),
                          repo, page));
    }
    return DownloadError(Kind::NotFound,
                         fmt(tr("no repository {0} at {1} (or it is private: give a token that can read it)"), repo, endpoint));
  }
  if (status == 404) {
    if (code == "RevisionNotFound") {
      return DownloadError(Kind::NotFound, fmt(tr("{0} has no revision '{1}' (a branch, a tag or a commit)"), repo, revision));
    }
    if (code == "EntryNotFound" || !file.empty()) {
      return DownloadError(Kind::NotFound, fmt(tr("{0} at {1} has no file {2}"), repo, revision, file));
    }
    return DownloadError(Kind::NotFound,
                         fmt(tr("no repository {0} at {1} (check the name: ORG/NAME as on its page)"), repo, endpoint));
  }
  std::string detail = response.header("x-error-message");
  if (detail.empty() && body.size() < 300) detail = trimmed(body);
  return DownloadError(is_passing_status(status) ? Kind::Network : Kind::Other,
                       file.empty() ? (detail.empty() ? fmt(tr("{0} answered {1} for {2}"), endpoint, status, repo)
                                                      : fmt(tr("{0} answered {1} for {2}: {3}"), endpoint, status, repo, detail))
                       : detail.empty() ? fmt(tr("{0} answered {1} for {2} of {3}"), endpoint, status, file, repo)
                                        : fmt(tr("{0} answered {1} for {2} of {3}: {4}"), endpoint, status, file, repo, detail));
}

}  // namespace hub
}  // namespace attn::io
