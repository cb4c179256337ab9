// A model's download from the Hub in the page, a turn at a time (the page has no thread to
// wait on): the same list, files and cache layout as download_model (hf_download.hpp), in
// the page's home folder, which the browser keeps. Each step() looks at the request on the
// way (http::page) and takes at most a given number of its bytes, so that the window keeps
// drawing between them.
//
// What differs from the desktop's: the browser follows the Hub's redirects itself, so the
// files' sizes and hashes come from the list (blobs=true) rather than from each file's
// headers; a small file's blob is named by its git hash from the list (by its SHA-256 when a
// mirror gives none); bytes arrive in /tmp and reach blobs/ whole, so the storage the browser
// keeps never holds a part (a download stopped half way starts that file again); failed
// requests are not tried again (the message says so, and Get starts again).
#pragma once
#ifdef __EMSCRIPTEN__

#include <cstddef>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "io/hf_download.hpp"
#include "io/hf_hub.hpp"
#include "io/sha256.hpp"

namespace attn::io {

class PageDownload {
 public:
  PageDownload(const HubSettings& settings, const RepoRevision& what);
  ~PageDownload();
  PageDownload(const PageDownload&) = delete;
  PageDownload& operator=(const PageDownload&) = delete;

  // Goes on by at most `budget` bytes; true when it did anything (took bytes, finished a
  // file, changed stage). Throws DownloadError when it fails.
  bool step(std::size_t budget);
  bool done() const { return phase_ == Phase::Done; }
  const DownloadProgress& progress() const { return progress_; }
  const DownloadResult& result() const { return result_; }
  // Stops the request on the way and removes its part.
  void stop();

 private:
  enum class Phase { List, Files, Link, Done };
  bool step_list();
  bool step_file(std::size_t budget);
  void link();
  int request(const std::string& url);
  void close_part(bool remove);

  HubSettings s_;
  RepoRevision what_;
  std::string repo_dir_;
  Phase phase_ = Phase::List;
  int request_ = -1;         // the request on the way, -1: none
  std::string body_;         // the list's, or an error page's start
  hub::Listing listing_;
  std::vector<const hub::ListedFile*> files_;  // those to fetch, in order
  std::vector<std::pair<std::string, std::string>> blobs_;  // (file, blob) fetched or found
  std::size_t next_ = 0;     // the file on the way
  std::FILE* part_ = nullptr;
  std::string part_path_;
  Sha256 sha_;
  std::uint64_t received_ = 0;  // bytes of the file on the way
  double started_ = 0.0;
  DownloadProgress progress_;
  DownloadResult result_;
};

}  // namespace attn::io

#endif
