// Downloads a model's files from the Hugging Face Hub (or a mirror that speaks its
// protocol) into the Hugging Face cache, in the layout huggingface_hub writes, so that a
// teacher's Python scripts and this program fetch each model once (hf_cache.hpp reads it):
//
//   CACHE/models--ORG--NAME/blobs/ETAG              a file's bytes (ETAG: the LFS SHA-256,
//                                                   or the git blob hash of a small file)
//   CACHE/models--ORG--NAME/blobs/ETAG.incomplete   while its bytes arrive; a later
//                                                   download resumes it with a range request
//   CACHE/models--ORG--NAME/snapshots/COMMIT/FILE   a relative link to ../../blobs/ETAG (a
//                                                   copy where links cannot be made)
//   CACHE/models--ORG--NAME/refs/REVISION           the commit REVISION names
//   CACHE/.locks/models--ORG--NAME/ETAG.lock        held while ETAG is fetched: a second
//                                                   download of the same file waits for it
//
// The protocol, as huggingface_hub speaks it:
//   GET  ENDPOINT/api/models/REPO/revision/REV?blobs=true   the commit ("sha") and the files
//        ("siblings": rfilename, size, lfs.sha256)
//   HEAD ENDPOINT/REPO/resolve/COMMIT/FILE    X-Repo-Commit, ETag or X-Linked-Etag,
//        Content-Length or X-Linked-Size, and for large files a redirect to where the bytes
//        are (another host: the token is never sent there)
//   GET  that place, with "Range: bytes=N-" to resume
//
// Only what the family readers need is fetched (config.json, the weights or their shards
// with the index, the tokenizer's files). A large file's SHA-256 is computed as its bytes
// arrive and compared with its LFS hash, and its size with X-Linked-Size: a file that does
// not match never reaches blobs/ or snapshots/.
//
// Not here: the threads (the caller runs download_model on a worker), the list of models
// chosen for teaching (assets/), or reading the cache (hf_cache.hpp).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace attn::io {

// Where and how to download, as huggingface_hub reads its environment.
struct HubSettings {
  std::string endpoint = "https://huggingface.co";  // HF_ENDPOINT: a mirror ("https://hf-mirror.com")
  std::string token;   // HF_TOKEN, else the file $HF_HOME/token; "" for none
  bool offline = false;  // HF_HUB_OFFLINE=1: nothing is fetched
  std::string cache;   // hub_cache_directory()
  // The waits before each new try after a failure that may pass (a 5xx, a 429, a dropped or
  // stalled connection); when they are used up, the download fails with a message.
  std::vector<double> retry_seconds = {1, 2, 4, 8};
  double stall_seconds = 30;  // no byte for this long: the connection is dropped and tried again

  // From the environment; `endpoint` and `token` given by the user (the window's settings,
  // --endpoint) take the place of the environment's when not empty.
  static HubSettings from_environment(const std::string& endpoint = "", const std::string& token = "");
};

// "ORG/NAME" and a revision: a branch, a tag or a commit.
struct RepoRevision {
  std::string repo;
  std::string revision = "main";
};
// "ORG/NAME" or "ORG/NAME@REVISION"; throws std::invalid_argument saying what a repository
// id looks like.
RepoRevision parse_repo_revision(const std::string& text);

// The state of a download, handed to the caller's `on_progress` (copied: the caller may
// keep it and read it on another thread).
struct DownloadProgress {
  enum class FileState { Waiting, Fetching, Done, AlreadyThere };
  struct File {
    std::string name;          // "model.safetensors"
    std::uint64_t bytes = 0;   // its size (the API's, then X-Linked-Size)
    std::uint64_t done = 0;    // bytes on disk, a resumed part included
    FileState state = FileState::Waiting;
  };
  std::string stage;           // what happens now, in words: "Asking the Hub for the files of gpt2"
  std::vector<File> files;     // known once the list has come
  std::uint64_t bytes = 0;     // all files
  std::uint64_t done = 0;
  double bytes_per_second = 0; // over the last few seconds; 0 before it is known
  double seconds_left = -1;    // -1 while unknown
  double seconds_without_bytes = 0;  // > a few seconds: the server has stalled
  bool waiting_for_lock = false;     // another download of the same file runs
  bool retrying = false;             // `stage` says what failed and when it is tried again
};

struct DownloadResult {
  std::string repo;
  std::string commit;
  std::string snapshot;            // CACHE/models--ORG--NAME/snapshots/COMMIT
  std::uint64_t bytes_fetched = 0; // over the network (0 when all was in the cache)
  std::vector<std::string> files;  // the files fetched or found, as in the snapshot
};

// Every failure, with a message for the user naming the repository or file and what to do
// ("meta-llama/Llama-3.2-1B is gated: accept its licence on …/meta-llama/Llama-3.2-1B and
// set a token"). `gated`, `not_found` and `refused` tell the kinds apart for the window.
class DownloadError : public std::runtime_error {
 public:
  enum class Kind { Other, Gated, NotFound, Refused, Offline, Network, Check, Disk };
  DownloadError(Kind k, const std::string& message) : std::runtime_error(message), kind(k) {}
  Kind kind;
};

// Thrown when `cancel` was set; what was fetched stays as .incomplete, to resume.
class DownloadCancelled : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The files of a repository's list that the family readers need: config.json, the
// tokenizer's files that are there, and the weights: model.safetensors, or the shards an
// index names with the index. Throws DownloadError(Refused) when the weights are only in
// pytorch_model.bin (or *.bin shards), saying so by name.
std::vector<std::string> files_to_fetch(const std::vector<std::string>& repository_files);

// The snapshot of `commit` in `repo_dir` (CACHE/models--ORG--NAME): for each (file, blob) a
// relative link snapshots/COMMIT/FILE → blobs/BLOB (a copy where links cannot be made), and
// refs/REVISION naming the commit when the revision is not the commit itself. Returns the
// snapshot folder; throws DownloadError(Disk).
std::string place_snapshot(const std::string& repo_dir, const std::string& commit, const std::string& revision,
                           const std::vector<std::pair<std::string, std::string>>& blobs);
// Throws DownloadError(Refused), naming `repo` and why, when config.json at `config` is not
// of a family this program opens.
void check_config_opens(const std::string& config, const std::string& repo);

// Fetches `what` into settings.cache and returns its snapshot. Blocks the calling thread;
// `on_progress` runs on it at most ten times a second and whenever a file changes state.
// `cancel` is read at least every 100 ms: when set, DownloadCancelled is thrown within
// 0.5 s. Failures throw DownloadError. With settings.offline, the snapshot comes from the
// cache or DownloadError(Offline) is thrown.
DownloadResult download_model(const HubSettings& settings, const RepoRevision& what,
                              const std::function<void(const DownloadProgress&)>& on_progress,
                              const std::atomic<bool>* cancel);

}  // namespace attn::io
