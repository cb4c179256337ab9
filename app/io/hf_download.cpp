// The download of one repository revision into the Hugging Face cache (the layout and the
// protocol: hf_download.hpp). One Download object per call, on the caller's thread: it
// asks for the list, fetches each file the readers need into blobs/ (resuming a part left
// by an earlier try, checking size and SHA-256 as the bytes arrive), and only when every
// file is there makes the snapshot's links and the ref. A snapshot is therefore whole or
// absent; a failed or cancelled download leaves at most blobs/ETAG.incomplete to resume.
#include "io/hf_download.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <memory>
#include <set>
#include <system_error>
#include <thread>

#include <nlohmann/json.hpp>

#include "io/atomic_file.hpp"
#include "io/blob_writer.hpp"
#include "io/hf_cache.hpp"
#include "io/hf_hub.hpp"
#include "io/http.hpp"
#include "io/i18n.hpp"
#include "io/model_families.hpp"
#include "io/platform.hpp"
#include "io/sha256.hpp"

namespace attn::io {
namespace fs = std::filesystem;
namespace {

using Clock = std::chrono::steady_clock;
using Kind = DownloadError::Kind;
using FileState = DownloadProgress::FileState;

double seconds_between(Clock::time_point a, Clock::time_point b) { return std::chrono::duration<double>(b - a).count(); }

std::string megabytes(std::uint64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f MB", static_cast<double>(bytes) / 1e6);
  return text;
}

// What a file's resolve URL said (HEAD): its blob's name, size and where its bytes are.
struct FileHead {
  std::string etag;      // the blob's name: the LFS SHA-256, or the git hash of a small file
  std::uint64_t size = 0;
  std::string url;       // where to GET it: the redirect's target for a large file
};

// What one GET did, besides the bytes it handed over.
struct Transfer {
  http::Response response;
  std::string error_body;  // the start of a body that was not the file's
};

// Sleeps `seconds` in pieces of 0.1 s, returning early (false) when cancelled.
bool wait_unless_cancelled(double seconds, const std::atomic<bool>* cancel) {
  const auto end = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  while (Clock::now() < end) {
    if (cancel != nullptr && cancel->load()) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(std::min<long>(
        100, std::max<long>(1, static_cast<long>(seconds_between(Clock::now(), end) * 1000)))));
  }
  return cancel == nullptr || !cancel->load();
}

class Download {
 public:
  Download(const HubSettings& settings, const RepoRevision& what,
           const std::function<void(const DownloadProgress&)>& on_progress, const std::atomic<bool>* cancel)
      : s_(settings), what_(what), on_progress_(on_progress), cancel_(cancel),
        repo_dir_(repo_folder(settings.cache, what.repo)),
        endpoint_origin_(http::origin_of(settings.endpoint)) {}

  DownloadResult run() {
    try {
      return fetch_all();
    } catch (const DownloadError& e) {
      if (e.kind != Kind::Disk) throw;
      // The cache as it was: this download's blobs, links and snapshot go.
      remove_new_files();
      const std::string message = e.what();
      const std::uint64_t free = platform::free_bytes(s_.cache);
      if (!said_disk_full_ && free < (std::uint64_t{1} << 20)) {
        throw DownloadError(Kind::Disk, fmt(tr("the disk is full ({0} free): {1} does not fit in {2} ({3})"),
                                            megabytes(free), what_.repo, s_.cache, message));
      }
      throw;
    }
  }

 private:
  // ---- the whole ----------------------------------------------------------------------
  DownloadResult fetch_all() {
    stage(fmt(tr("Asking {0} for the files of {1}"), s_.endpoint, what_.repo));
    const hub::Listing listing = list_files();
    std::vector<std::string> names;
    std::vector<std::string> listed;
    for (const hub::ListedFile& f : listing.files) listed.push_back(f.name);
    try {
      names = files_to_fetch(listed);
    } catch (const DownloadError& e) {
      const std::string repo = what_.repo + (what_.revision == "main" ? "" : "@" + what_.revision);
      const std::string hint = refused_hint(e, listed);
      throw DownloadError(e.kind, hint.empty() ? fmt(tr("{0} cannot be opened here: {1}"), repo, e.what())
                                               : fmt(tr("{0} cannot be opened here: {1}. {2}"), repo, e.what(), hint));
    }
    commit_ = listing.commit;
    for (const std::string& name : names) {
      DownloadProgress::File f;
      f.name = name;
      if (const hub::ListedFile* l = listing.find(name)) f.bytes = l->size;
      progress_.files.push_back(f);
    }
    total_from_files();
    check_free_space(listing);

    DownloadResult result;
    result.repo = what_.repo;
    result.commit = commit_;
    std::vector<std::pair<std::string, std::string>> blobs;  // file → blob name
    for (std::size_t i = 0; i < progress_.files.size(); ++i) {
      const std::string name = progress_.files[i].name;
      blobs.emplace_back(name, fetch_file(i));
      if (name == "config.json") check_family(blob_path(blobs.back().second));
      if (name == "model.safetensors.index.json") check_index(blob_path(blobs.back().second));
    }
    stage(fmt(tr("Putting {0} in the cache"), what_.repo));
    result.snapshot = make_snapshot(blobs);
    result.bytes_fetched = fetched_;
    for (const auto& [name, blob] : blobs) result.files.push_back(name);
    stage(fmt(tr("Done: {0}"), what_.repo));
    report(true);
    return result;
  }

  // ---- the list -----------------------------------------------------------------------
  hub::Listing list_files() {
    const std::string url = hub::listing_url(s_.endpoint, what_.repo, what_.revision);
    std::string body;
    const http::Response r = ask("GET", url, "", &body);
    if (r.status != 200) throw hub::error_for_status(r, body, s_.endpoint, what_.repo, what_.revision, "", !s_.token.empty());
    return hub::parse_listing(body, what_.repo);
  }

  // Where a repository refused for its pickled weights has safetensors: the Hub's bot
  // opens a pull request "Adding `safetensors` variant of this model" on many of them.
  std::string refused_hint(const DownloadError& e, const std::vector<std::string>& listed) {
    const bool pickled = std::any_of(listed.begin(), listed.end(), [](const std::string& f) {
      return f.size() > 4 && f.compare(f.size() - 4, 4, ".bin") == 0;
    });
    if (e.kind != Kind::Refused || !pickled) return "";
    try {
      std::string body;
      const http::Response r = ask("GET", s_.endpoint + "/api/models/" + what_.repo + "/refs?include_prs=1", "", &body);
      if (r.status != 200) return "";
      int looked = 0;
      for (const std::string& ref : hub::parse_pull_request_refs(body)) {
        if (++looked > 8) break;
        std::string files;
        const http::Response l = ask("GET", hub::listing_url(s_.endpoint, what_.repo, ref), "", &files);
        if (l.status != 200) continue;
        const hub::Listing listing = hub::parse_listing(files, what_.repo);
        if (listing.find("model.safetensors") != nullptr || listing.find("model.safetensors.index.json") != nullptr) {
          return fmt(tr("Its safetensors are in the pull request {0}: get {1}"), ref, what_.repo + "@" + ref);
        }
      }
    } catch (const std::exception&) {
      // The hint is a courtesy: without it the message still says why.
    }
    return fmt(tr("Look on {0} for a pull request adding its safetensors, and get that revision ({1})"),
               s_.endpoint + "/" + what_.repo + "/discussions", what_.repo + "@refs/pr/N");
  }

  void check_family(const std::string& config) { check_config_opens(config, what_.repo); }

  // The index names its shards in weight_map: each must be one of the files fetched.
  void check_index(const std::string& index) {
    std::set<std::string> shards;
    try {
      const nlohmann::json j = nlohmann::json::parse(read_file(index));
      for (const auto& [tensor, file] : j.at("weight_map").items()) shards.insert(file.get<std::string>());
    } catch (const std::exception& e) {
      throw DownloadError(Kind::Other, fmt(tr("{0}'s model.safetensors.index.json does not read: {1}"), what_.repo, e.what()));
    }
    for (const std::string& shard : shards) {
      const bool listed = std::any_of(progress_.files.begin(), progress_.files.end(),
                                      [&](const DownloadProgress::File& f) { return f.name == shard; });
      if (!listed) {
        throw DownloadError(Kind::Refused,
                            fmt(tr("{0}'s index names the shard '{1}', which is not among its files"), what_.repo, shard));
      }
    }
  }

  void check_free_space(const hub::Listing& listing) {
    std::uint64_t needed = 0;
    for (const DownloadProgress::File& f : progress_.files) {
      const hub::ListedFile* l = listing.find(f.name);
      if (l != nullptr && !l->sha256.empty() && platform::file_info(blob_path(l->sha256)).is_file) continue;
      needed += f.bytes;
      if (l != nullptr && !l->sha256.empty()) {
        needed -= std::min<std::uint64_t>(f.bytes, platform::file_info(blob_path(l->sha256) + ".incomplete").size);
      }
    }
    make_directories(repo_dir_ + "/blobs");
    const std::uint64_t free = platform::free_bytes(repo_dir_ + "/blobs");
    if (free != 0 && needed > free) {
      throw DownloadError(Kind::Disk, fmt(tr("{0} needs {1} in {2}, and that disk has {3} free"), what_.repo,
                                          megabytes(needed), s_.cache, megabytes(free)));
    }
  }

  // ---- one file -----------------------------------------------------------------------
  // Returns the blob's name once blobs/NAME holds the file's checked bytes.
  std::string fetch_file(std::size_t index) {
    DownloadProgress::File& file = progress_.files[index];
    stage(fmt(tr("Fetching {0}"), file.name));
    file.state = FileState::Fetching;
    const FileHead head = head_of(file.name);
    set_file_size(index, head.size);
    const std::string blob = blob_path(head.etag);
    if (platform::file_info(blob).is_file) {
      finish_file(index, FileState::AlreadyThere);
      return head.etag;
    }
    const std::string locks = s_.cache + "/.locks/" + repo_dir_.substr(repo_dir_.find_last_of('/') + 1);
    make_directories(locks);
    std::unique_ptr<platform::FileLock> lock = wait_for_lock(locks + "/" + head.etag + ".lock");
    if (platform::file_info(blob).is_file) {  // another download fetched it meanwhile
      finish_file(index, FileState::AlreadyThere);
      return head.etag;
    }
    fetch_blob(index, head, blob);
    finish_file(index, FileState::Done);
    return head.etag;
  }

  std::unique_ptr<platform::FileLock> wait_for_lock(const std::string& path) {
    for (;;) {
      std::unique_ptr<platform::FileLock> lock;
      try {
        lock = platform::FileLock::try_lock(path);
      } catch (const std::exception& e) {
        throw DownloadError(Kind::Disk, e.what());
      }
      if (lock) {
        progress_.waiting_for_lock = false;
        return lock;
      }
      if (!progress_.waiting_for_lock) {
        progress_.waiting_for_lock = true;
        stage(fmt(tr("Waiting for another download of {0} to finish this file"), what_.repo));
        report(true);
      }
      if (!wait_unless_cancelled(0.1, cancel_)) throw DownloadCancelled("cancelled");
      report(false);
    }
  }

  // HEAD on the resolve URL, following the redirects that stay on the endpoint (a renamed
  // repository) and stopping at the one that leaves it (the bytes' host).
  FileHead head_of(const std::string& name) {
    std::string url = hub::resolve_url(s_.endpoint, what_.repo, commit_, name);
    for (int hops = 0; hops < 10; ++hops) {
      std::string body;
      const http::Response r = ask("HEAD", url, name, &body);
      if (r.status >= 300 && r.status < 400) {
        const std::string next = http::resolve_location(url, r.header("location"));
        if (http::origin_of(next) == endpoint_origin_ && r.header("x-linked-etag").empty()) {
          url = next;
          continue;
        }
        return head_from(r, name, next);
      }
      if (r.status != 200) throw hub::error_for_status(r, body, s_.endpoint, what_.repo, commit_, name, !s_.token.empty());
      return head_from(r, name, url);
    }
    throw DownloadError(Kind::Network, fmt(tr("{0} redirected {1} of {2} more than 10 times (a redirect loop)"),
                                           s_.endpoint, name, what_.repo));
  }

  FileHead head_from(const http::Response& r, const std::string& name, const std::string& url) {
    FileHead h;
    const std::string linked = r.header("x-linked-etag");
    h.etag = hub::blob_name_of_etag(linked.empty() ? r.header("etag") : linked);
    if (h.etag.empty()) {
      throw DownloadError(Kind::Other, fmt(tr("{0} gave no usable ETag for {1} of {2}: is it a Hugging Face Hub or a "
                                              "mirror of one?"),
                                           s_.endpoint, name, what_.repo));
    }
    const std::string size = r.header("x-linked-size").empty() ? r.header("content-length") : r.header("x-linked-size");
    try {
      h.size = std::stoull(size);
    } catch (const std::exception&) {
      throw DownloadError(Kind::Other, fmt(tr("{0} gave no size for {1} of {2}"), s_.endpoint, name, what_.repo));
    }
    if (const std::string commit = r.header("x-repo-commit"); !commit.empty() && commit != commit_) {
      throw DownloadError(Kind::Other, fmt(tr("{0} changed while it was being downloaded (commit {1} instead of {2}); "
                                              "try again"),
                                           what_.repo, commit, commit_));
    }
    h.url = url;
    return h;
  }

  // The bytes into blobs/ETAG.incomplete, from where an earlier try stopped, then checked
  // and renamed to blobs/ETAG.
  void fetch_blob(std::size_t index, const FileHead& head, const std::string& blob) {
    const std::string part = blob + ".incomplete";
    const std::string& name = progress_.files[index].name;
    const bool lfs = hub::is_sha256_hex(head.etag);
    std::size_t tries_left = s_.retry_seconds.size();
    for (;;) {
      std::uint64_t have = platform::file_info(part).size;
      if (have > head.size) {
        platform::remove_file(part);
        have = 0;
      }
      Sha256 hash;
      if (lfs && have > 0) hash_existing(part, have, hash);
      set_file_done(index, have);
      const std::uint64_t before = have;
      std::string failure;
      try {
        if (have < head.size || head.size == 0) get_into(index, head, part, have, hash);
      } catch (const http::TransferError& e) {
        failure = e.what();
      } catch (const Stalled&) {
        failure = fmt(tr("{0} (or the host of its files) sent nothing for {1} s"), s_.endpoint,
                      static_cast<int>(s_.stall_seconds));
      } catch (const PassingStatus& e) {
        failure = e.what();
      }
      if (failure.empty()) {
        finish_blob(name, head, part, blob, lfs ? hash.hex_digest() : "");
        return;
      }
      if (platform::file_info(part).size > before) tries_left = s_.retry_seconds.size();  // it moved on: start again
      if (tries_left == 0) {
        throw DownloadError(Kind::Network, fmt(tr("could not fetch {0} of {1}: {2}. What arrived is kept: get it again "
                                                  "to resume"),
                                               name, what_.repo, failure));
      }
      const double wait = s_.retry_seconds[s_.retry_seconds.size() - tries_left];
      --tries_left;
      retry_stage(fmt(tr("Fetching {0}: {1}"), name, failure), wait);
      report(true);
      if (!wait_unless_cancelled(wait, cancel_)) throw DownloadCancelled("cancelled");
      stage(fmt(tr("Fetching {0}"), name));
    }
  }

  struct Stalled {};
  struct PassingStatus : std::runtime_error {
    using std::runtime_error::runtime_error;
  };

  void hash_existing(const std::string& part, std::uint64_t bytes, Sha256& hash) {
    std::FILE* f = platform::open_file(part, "rb");
    if (f == nullptr) throw DownloadError(Kind::Disk, fmt(tr("cannot read {0}: {1}"), part, std::strerror(errno)));
    std::vector<char> buffer(std::size_t{1} << 20);
    std::uint64_t left = bytes;
    while (left > 0) {
      const std::size_t n = std::fread(buffer.data(), 1, std::min<std::uint64_t>(left, buffer.size()), f);
      if (n == 0) break;
      hash.update(buffer.data(), n);
      left -= n;
    }
    std::fclose(f);
  }

  // One GET from `have` on, following redirects; the bytes appended to `part`.
  void get_into(std::size_t index, const FileHead& head, const std::string& part, std::uint64_t& have, Sha256& hash) {
    std::string url = head.url;
    for (int hops = 0; hops < 10; ++hops) {
      // Written and hashed on the writer's own thread (blob_writer.hpp).
      std::unique_ptr<BlobWriter> out;
      std::string error_body;
      int write_error = 0;
      http::Request request;
      request.url = url;
      request.range_from = have;
      add_token(request);
      http::Callbacks calls;
      calls.on_headers = [&](const http::Response& r) {
        if (r.status == 200 || r.status == 206) {
          const bool again = r.status == 200 && have > 0;  // the server sends it all again: start over
          if (again) {
            have = 0;
            hash = Sha256();
            set_file_done(index, 0);
          }
          out = std::make_unique<BlobWriter>(part, again, &hash);
          if (out->error() != 0) {
            write_error = out->error();
            return false;
          }
        }
        return true;
      };
      calls.on_body = [&](const char* data, std::size_t size) {
        if (!out) {
          if (error_body.size() < 4096) error_body.append(data, std::min<std::size_t>(size, 4096));
          return true;
        }
        if (!out->write(data, size)) {
          write_error = out->error();
          return false;
        }
        have += size;
        add_done(index, size);
        return true;
      };
      calls.keep_going = [&] { return keep_going(); };
      http::Response r;
      last_bytes_ = Clock::now();
      try {
        r = http::perform(request, calls);
      } catch (const http::Stopped&) {
        if (out) out->finish();
        if (write_error != 0) throw disk_error(part, write_error);
        if (cancel_ != nullptr && cancel_->load()) throw DownloadCancelled("cancelled");
        throw Stalled{};
      }
      if (out && write_error == 0) write_error = out->finish();
      if (write_error != 0) throw disk_error(part, write_error);
      if (r.status >= 300 && r.status < 400) {
        url = http::resolve_location(url, r.header("location"));
        continue;
      }
      if (r.status == 200 || r.status == 206) return;
      if (r.status == 416 && have == head.size) return;  // it was all there
      if (hub::is_passing_status(r.status)) {
        throw PassingStatus(fmt(tr("{0} answered {1}"), s_.endpoint, r.status));
      }
      throw hub::error_for_status(r, error_body, s_.endpoint, what_.repo, commit_, progress_.files[index].name,
                                  !s_.token.empty());
    }
    throw DownloadError(Kind::Network, fmt(tr("the bytes of {0} of {1} were redirected more than 10 times (a redirect "
                                              "loop)"),
                                           progress_.files[index].name, what_.repo));
  }

  DownloadError disk_error(const std::string& part, int error) {
    platform::remove_file(part);
    const bool full = error == ENOSPC || error == EFBIG;
    said_disk_full_ = said_disk_full_ || full;
    return DownloadError(Kind::Disk, full ? fmt(tr("the disk is full: {0} does not fit in {1} (free some space, or set "
                                                   "HF_HUB_CACHE to a folder on another disk)"),
                                                what_.repo, s_.cache)
                                          : fmt(tr("cannot write {0}: {1}"), part, std::strerror(error)));
  }

  void finish_blob(const std::string& name, const FileHead& head, const std::string& part, const std::string& blob,
                   const std::string& sha256) {
    const std::uint64_t size = platform::file_info(part).size;
    if (size != head.size) {
      platform::remove_file(part);
      throw DownloadError(Kind::Check, fmt(tr("{0} of {1} arrived with {2} bytes, and the Hub says {3}; nothing was kept"),
                                           name, what_.repo, size, head.size));
    }
    if (!sha256.empty() && sha256 != head.etag) {
      platform::remove_file(part);
      throw DownloadError(Kind::Check, fmt(tr("{0} of {1} arrived damaged: its SHA-256 is {2}, and the Hub says {3}. "
                                              "Nothing was kept; get it again"),
                                           name, what_.repo, sha256, head.etag));
    }
    try {
      platform::replace_file(part, blob);
    } catch (const std::exception& e) {
      throw DownloadError(Kind::Disk, e.what());
    }
    new_blobs_.push_back(blob);
  }

  // ---- the snapshot -------------------------------------------------------------------
  std::string make_snapshot(const std::vector<std::pair<std::string, std::string>>& blobs) {
    const std::string snapshot = repo_dir_ + "/snapshots/" + commit_;
    if (!platform::file_info(snapshot).exists) new_snapshot_ = snapshot;
    return place_snapshot(repo_dir_, commit_, what_.revision, blobs);
  }

  void remove_new_files() {
    for (const std::string& blob : new_blobs_) platform::remove_file(blob);
    if (!new_snapshot_.empty()) {
      std::error_code ec;
      fs::remove_all(platform::to_path(new_snapshot_), ec);
    }
  }

  // ---- requests -----------------------------------------------------------------------
  void add_token(http::Request& request) const {
    if (!s_.token.empty() && http::origin_of(request.url) == endpoint_origin_) {
      request.headers.emplace_back("Authorization", "Bearer " + s_.token);
    }
  }

  // A request whose body is small (the list, a HEAD), tried again on what may pass.
  http::Response ask(const std::string& method, const std::string& url, const std::string& file, std::string* body) {
    std::size_t tries = 0;
    for (;;) {
      http::Request request;
      request.method = method;
      request.url = url;
      add_token(request);
      http::Callbacks calls;
      body->clear();
      calls.on_body = [&](const char* data, std::size_t size) {
        if (body->size() < (std::size_t{64} << 20)) body->append(data, size);
        return true;
      };
      calls.keep_going = [&] { return keep_going(); };
      std::string failure;
      last_bytes_ = Clock::now();
      try {
        const http::Response r = http::perform(request, calls);
        if (!hub::is_passing_status(r.status)) return r;
        failure = fmt(tr("{0} answered {1}"), s_.endpoint, r.status);
      } catch (const http::TransferError& e) {
        failure = e.what();
      } catch (const http::Stopped&) {
        if (cancel_ != nullptr && cancel_->load()) throw DownloadCancelled("cancelled");
        failure = fmt(tr("{0} sent nothing for {1} s"), s_.endpoint, static_cast<int>(s_.stall_seconds));
      }
      if (tries == s_.retry_seconds.size()) {
        throw DownloadError(Kind::Network, file.empty() ? fmt(tr("could not reach {0}: {1}"), what_.repo, failure)
                                                        : fmt(tr("could not reach {0} of {1}: {2}"), file, what_.repo, failure));
      }
      const double wait = s_.retry_seconds[tries++];
      retry_stage(failure, wait);
      report(true);
      if (!wait_unless_cancelled(wait, cancel_)) throw DownloadCancelled("cancelled");
    }
  }

  // Asked every 0.1 s or so while a request runs: the progress, cancel and a stall.
  bool keep_going() {
    if (cancel_ != nullptr && cancel_->load()) return false;
    const auto now = Clock::now();
    progress_.seconds_without_bytes = seconds_between(last_bytes_, now);
    report(false);
    return progress_.seconds_without_bytes < s_.stall_seconds;
  }

  // ---- progress -----------------------------------------------------------------------
  std::string blob_path(const std::string& etag) const { return repo_dir_ + "/blobs/" + etag; }

  void stage(const std::string& text) {
    progress_.stage = text;
    progress_.retrying = false;
  }
  // "<what failed>; trying again in 4 s", flagged so that a log can say it on a line of its own.
  void retry_stage(const std::string& failure, double wait) {
    progress_.stage = fmt(tr("{0}; trying again in {1} s"), failure, static_cast<int>(wait + 0.5));
    progress_.retrying = true;
  }

  void total_from_files() {
    progress_.bytes = 0;
    progress_.done = 0;
    for (const DownloadProgress::File& f : progress_.files) {
      progress_.bytes += f.bytes;
      progress_.done += f.done;
    }
  }
  void set_file_size(std::size_t index, std::uint64_t bytes) {
    progress_.files[index].bytes = bytes;
    total_from_files();
  }
  void set_file_done(std::size_t index, std::uint64_t done) {
    progress_.files[index].done = done;
    total_from_files();
    report(false);
  }
  void add_done(std::size_t index, std::size_t bytes) {
    progress_.files[index].done += bytes;
    progress_.done += bytes;
    fetched_ += bytes;
    last_bytes_ = Clock::now();
    report(false);
  }
  void finish_file(std::size_t index, FileState state) {
    DownloadProgress::File& f = progress_.files[index];
    f.state = state;
    f.done = f.bytes;
    total_from_files();
    report(true);
  }

  // At most ten times a second, or now when `now_please`.
  void report(bool now_please) {
    const auto now = Clock::now();
    if (!now_please && seconds_between(last_report_, now) < 0.1) return;
    last_report_ = now;
    samples_.emplace_back(now, fetched_);
    while (samples_.size() > 2 && seconds_between(samples_.front().first, now) > 5.0) samples_.pop_front();
    const double span = seconds_between(samples_.front().first, now);
    if (span >= 0.5) {
      progress_.bytes_per_second = static_cast<double>(fetched_ - samples_.front().second) / span;
      progress_.seconds_left = progress_.bytes_per_second > 0
                                   ? static_cast<double>(progress_.bytes - std::min(progress_.done, progress_.bytes)) /
                                         progress_.bytes_per_second
                                   : -1;
    }
    if (on_progress_) on_progress_(progress_);
  }

  static void make_directories(const std::string& dir) {
    try {
      platform::make_directories(dir);
    } catch (const std::exception& e) {
      throw DownloadError(Kind::Disk, e.what());
    }
  }

  const HubSettings& s_;
  RepoRevision what_;
  const std::function<void(const DownloadProgress&)>& on_progress_;
  const std::atomic<bool>* cancel_;
  std::string repo_dir_;
  std::string endpoint_origin_;
  std::string commit_;
  DownloadProgress progress_;
  std::uint64_t fetched_ = 0;
  std::vector<std::string> new_blobs_;
  std::string new_snapshot_;  // made by this download: removed when it fails for the disk
  Clock::time_point last_bytes_ = Clock::now();
  Clock::time_point last_report_{};
  bool said_disk_full_ = false;  // a write found the disk full: the message says so already
  std::deque<std::pair<Clock::time_point, std::uint64_t>> samples_;
};

}  // namespace

std::string place_snapshot(const std::string& repo_dir, const std::string& commit, const std::string& revision,
                           const std::vector<std::pair<std::string, std::string>>& blobs) {
  const std::string snapshot = repo_dir + "/snapshots/" + commit;
  try {
    for (const auto& [name, blob] : blobs) {
      const std::string link = snapshot + "/" + name;
      const std::size_t depth = static_cast<std::size_t>(std::count(name.begin(), name.end(), '/'));
      std::string target;
      for (std::size_t i = 0; i < depth + 2; ++i) target += "../";
      target += "blobs/" + blob;
      platform::make_directories(link.substr(0, link.find_last_of('/')));
      const fs::path link_path = platform::to_path(link);
      std::error_code ec;
      fs::remove(link_path, ec);
      fs::create_symlink(platform::to_path(target), link_path, ec);
      if (ec) {  // no links here (Windows without developer mode): a copy, as huggingface_hub makes
        fs::copy_file(platform::to_path(repo_dir + "/blobs/" + blob), link_path, fs::copy_options::overwrite_existing,
                      ec);
        if (ec) throw std::runtime_error(fmt(tr("cannot put {0} in place: {1}"), link, ec.message()));
      }
    }
    if (revision != commit) {
      const std::string ref = repo_dir + "/refs/" + revision;
      platform::make_directories(ref.substr(0, ref.find_last_of('/')));
      write_file_atomic(ref, commit);
    }
  } catch (const DownloadError&) {
    throw;
  } catch (const std::exception& e) {
    throw DownloadError(Kind::Disk, e.what());
  }
  return snapshot;
}

void check_config_opens(const std::string& config, const std::string& repo) {
  try {
    (void)read_model_config(read_file(config, std::size_t{1} << 20), fmt(tr("{0}'s config.json"), repo));
  } catch (const std::exception& e) {
    throw DownloadError(Kind::Refused, fmt(tr("{0} cannot be opened here: {1}"), repo, e.what()));
  }
}

DownloadResult download_model(const HubSettings& settings, const RepoRevision& what,
                              const std::function<void(const DownloadProgress&)>& on_progress,
                              const std::atomic<bool>* cancel) {
  if (!is_repo_id(what.repo) || !is_safe_relative_path(what.revision)) {
    throw DownloadError(Kind::Refused, fmt(tr("'{0}' is not a repository and revision"), what.repo + "@" + what.revision));
  }
  if (settings.cache.empty()) {
    throw DownloadError(Kind::Disk, tr("no folder for the Hugging Face cache: set HF_HOME or HF_HUB_CACHE"));
  }
  if (settings.offline) {
    const std::string snapshot = cached_snapshot(settings.cache, what.repo, what.revision);
    if (snapshot.empty()) {
      throw DownloadError(Kind::Offline, fmt(tr("HF_HUB_OFFLINE is set, so nothing is fetched, and {0} is not in the "
                                                "cache ({1})"),
                                             what.repo, settings.cache));
    }
    DownloadResult r;
    r.repo = what.repo;
    r.snapshot = snapshot;
    r.commit = snapshot.substr(snapshot.find_last_of('/') + 1);
    return r;
  }
  return Download(settings, what, on_progress, cancel).run();
}

}  // namespace attn::io
