#ifdef __EMSCRIPTEN__
#include "io/hf_download_page.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "io/hf_cache.hpp"
#include "io/http.hpp"
#include "io/i18n.hpp"
#include "io/platform.hpp"

namespace attn::io {
namespace fs = std::filesystem;
namespace {

using Kind = DownloadError::Kind;
using FileState = DownloadProgress::FileState;

double seconds_now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// The parts wait here, outside the home folder the browser keeps.
constexpr const char* kParts = "/tmp/attention-explorer-downloads";

// An error page's start is kept for the message; the list whole (up to 64 MB).
constexpr std::size_t kBodyKept = std::size_t{64} << 20;

}  // namespace

PageDownload::PageDownload(const HubSettings& settings, const RepoRevision& what)
    : s_(settings), what_(what), repo_dir_(repo_folder(settings.cache, what.repo)), started_(seconds_now()) {
  if (!is_repo_id(what.repo) || !is_safe_relative_path(what.revision)) {
    throw DownloadError(Kind::Refused, fmt(tr("'{0}' is not a repository and revision"), what.repo + "@" + what.revision));
  }
  if (settings.cache.empty()) throw DownloadError(Kind::Disk, tr("no folder for the Hugging Face cache"));
  progress_.stage = fmt(tr("Asking {0} for the files of {1}"), s_.endpoint, what_.repo);
}

PageDownload::~PageDownload() { stop(); }

void PageDownload::stop() {
  if (request_ >= 0) http::page::end(request_);
  request_ = -1;
  close_part(true);
}

void PageDownload::close_part(bool remove) {
  if (part_ != nullptr) std::fclose(part_);
  part_ = nullptr;
  if (remove && !part_path_.empty()) platform::remove_file(part_path_);
  if (remove) part_path_.clear();
}

int PageDownload::request(const std::string& url) {
  http::Request r;
  r.url = url;
  if (!s_.token.empty()) r.headers.emplace_back("Authorization", "Bearer " + s_.token);
  body_.clear();
  return http::page::start(r);
}

bool PageDownload::step(std::size_t budget) {
  switch (phase_) {
    case Phase::List: return step_list();
    case Phase::Files: return step_file(budget);
    case Phase::Link: link(); return true;
    case Phase::Done: return false;
  }
  return false;
}

bool PageDownload::step_list() {
  if (request_ < 0) {
    request_ = request(hub::listing_url(s_.endpoint, what_.repo, what_.revision));
    return true;
  }
  http::page::Progress p = http::page::progress(request_);
  bool took = false;
  char buf[1 << 16];
  while (std::size_t n = http::page::take(request_, buf, sizeof buf)) {
    if (body_.size() < kBodyKept) body_.append(buf, n);
    took = true;
  }
  if (!p.done) return took;
  http::page::end(request_);
  request_ = -1;
  if (!p.error.empty()) {
    throw DownloadError(Kind::Network, fmt(tr("could not reach {0}: {1} (the address, the network, or a server "
                                              "that does not let web pages read it)"),
                                           s_.endpoint, p.error));
  }
  if (p.status != 200) {
    http::Response r;
    r.status = p.status;
    r.headers = p.headers;
    throw hub::error_for_status(r, body_, s_.endpoint, what_.repo, what_.revision, "", !s_.token.empty());
  }
  listing_ = hub::parse_listing(body_, what_.repo);
  std::vector<std::string> names;
  for (const hub::ListedFile& f : listing_.files) names.push_back(f.name);
  for (const std::string& name : files_to_fetch(names)) {
    const hub::ListedFile* f = listing_.find(name);
    files_.push_back(f);
    DownloadProgress::File shown;
    shown.name = name;
    shown.bytes = f->size;
    progress_.files.push_back(shown);
    progress_.bytes += f->size;
  }
  progress_.stage = fmt(tr("Fetching {0} files of {1}"), files_.size(), what_.repo);
  phase_ = Phase::Files;
  return true;
}

bool PageDownload::step_file(std::size_t budget) {
  if (next_ == files_.size()) {
    phase_ = Phase::Link;
    return true;
  }
  const hub::ListedFile& f = *files_[next_];
  DownloadProgress::File& shown = progress_.files[next_];
  const std::string known = !f.sha256.empty() ? f.sha256 : f.blob_id;
  if (request_ < 0) {
    // In the cache already (an earlier download, of this model or another with the same file).
    const platform::FileInfo there = known.empty() ? platform::FileInfo{} : platform::file_info(repo_dir_ + "/blobs/" + known);
    if (there.is_file && (f.size == 0 || there.size == f.size)) {
      shown.state = FileState::AlreadyThere;
      shown.done = shown.bytes = there.size;
      progress_.done += there.size;
      blobs_.emplace_back(f.name, known);
      ++next_;
      return true;
    }
    try {
      platform::make_directories(kParts);
    } catch (const std::exception& e) {
      throw DownloadError(Kind::Disk, e.what());
    }
    part_path_ = std::string(kParts) + "/" + std::to_string(next_) + ".part";
    part_ = platform::open_file(part_path_, "wb");
    if (part_ == nullptr) {
      throw DownloadError(Kind::Disk, fmt(tr("cannot write {0}: {1}"), part_path_, std::strerror(errno)));
    }
    received_ = 0;
    sha_ = Sha256();
    shown.state = FileState::Fetching;
    progress_.stage = fmt(tr("Fetching {0}"), f.name);
    request_ = request(hub::resolve_url(s_.endpoint, what_.repo, listing_.commit, f.name));
    return true;
  }
  const http::page::Progress p = http::page::progress(request_);
  if (p.status == 0 && !p.done) return false;
  const bool good = p.status == 200;
  std::size_t took = 0;
  char buf[1 << 16];
  while (took < budget) {
    const std::size_t n = http::page::take(request_, buf, std::min(sizeof buf, budget - took));
    if (n == 0) break;
    took += n;
    if (!good) {
      if (body_.size() < 4096) body_.append(buf, std::min<std::size_t>(n, 4096 - body_.size()));
      continue;
    }
    if (std::fwrite(buf, 1, n, part_) != n) {
      throw DownloadError(Kind::Disk, fmt(tr("cannot write {0}: {1}"), part_path_, std::strerror(errno)));
    }
    sha_.update(buf, n);
    received_ += n;
    shown.done = received_;
    progress_.done += n;
  }
  const double seconds = seconds_now() - started_;
  if (seconds > 0.5) progress_.bytes_per_second = static_cast<double>(progress_.done) / seconds;
  if (progress_.bytes_per_second > 0 && progress_.bytes >= progress_.done) {
    progress_.seconds_left = static_cast<double>(progress_.bytes - progress_.done) / progress_.bytes_per_second;
  }
  if (!p.done || p.waiting > took) return took > 0;
  http::page::end(request_);
  request_ = -1;
  if (!p.error.empty()) {
    throw DownloadError(Kind::Network, fmt(tr("could not fetch {0} of {1}: {2}. Get it again to start that file "
                                              "again."),
                                           f.name, what_.repo, p.error));
  }
  if (!good) {
    http::Response r;
    r.status = p.status;
    r.headers = p.headers;
    throw hub::error_for_status(r, body_, s_.endpoint, what_.repo, what_.revision, f.name, !s_.token.empty());
  }
  close_part(false);
  const std::string digest = sha_.hex_digest();
  if (f.size > 0 && received_ != f.size) {
    close_part(true);
    throw DownloadError(Kind::Check, fmt(tr("{0} of {1} arrived with {2} bytes, and the Hub says {3}; nothing was kept"),
                                         f.name, what_.repo, received_, f.size));
  }
  if (!f.sha256.empty() && digest != f.sha256) {
    close_part(true);
    throw DownloadError(Kind::Check, fmt(tr("{0} of {1} arrived damaged: its SHA-256 is {2}, and the Hub says {3}. "
                                            "Nothing was kept; get it again"),
                                         f.name, what_.repo, digest, f.sha256));
  }
  const std::string blob = known.empty() ? digest : known;
  const std::string blob_path = repo_dir_ + "/blobs/" + blob;
  std::error_code ec;
  try {
    platform::make_directories(repo_dir_ + "/blobs");
  } catch (const std::exception& e) {
    throw DownloadError(Kind::Disk, e.what());
  }
  // Another file system (the home folder the browser keeps): a copy, then the part goes.
  fs::copy_file(part_path_, blob_path, fs::copy_options::overwrite_existing, ec);
  close_part(true);
  if (ec) throw DownloadError(Kind::Disk, fmt(tr("cannot write {0}: {1}"), blob_path, ec.message()));
  shown.state = FileState::Done;
  result_.bytes_fetched += received_;
  blobs_.emplace_back(f.name, blob);
  ++next_;
  return true;
}

void PageDownload::link() {
  result_.repo = what_.repo;
  result_.commit = listing_.commit;
  result_.snapshot = place_snapshot(repo_dir_, listing_.commit, what_.revision, blobs_);
  for (const auto& [name, blob] : blobs_) result_.files.push_back(name);
  check_config_opens(result_.snapshot + "/config.json", what_.repo);
  progress_.done = progress_.bytes;
  progress_.stage = fmt(tr("Downloaded {0}"), what_.repo);
  phase_ = Phase::Done;
}

}  // namespace attn::io
#endif
