// A model's download from the Hugging Face Hub in the window (File ▸ Get a model…): one
// download at a time on its own thread (background.hpp), io::download_model fetching into
// the Hugging Face cache, its progress published as snapshots the frame reads without
// waiting, a cancel the download answers within half a second, and how it ended: the
// snapshot folder to open, the message of a failure, or cancelled (what was fetched stays
// in the cache as .incomplete files, and the next download of the repository resumes them).
//
//   Idle ──start──▶ Running ──▶ Done       (snapshot: the folder to open)
//                      │  └───▶ Failed     (error, error_kind)
//                      └─cancel▶ Cancelled
//   Done, Failed, Cancelled ──start──▶ Running (a new id)
//
// In the page there is no thread: the download is io::PageDownload, a turn at a time
// between frames (a TurnTaker, background.hpp), with the same snapshots.
//
// Not here: what to download and with which endpoint and token (the window's settings,
// panels/get_model_panel.cpp), opening the folder (the Model view's session), the HTTP.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "io/hf_download.hpp"
#include "model/background.hpp"
#ifdef __EMSCRIPTEN__
#include "io/hf_download_page.hpp"
#endif

namespace attn::app {

enum class DownloadState { Idle, Running, Done, Failed, Cancelled };
// "idle", "running", "done", "failed", "cancelled" (--dump-state).
const char* download_state_name(DownloadState state);

struct DownloadSnapshot {
  DownloadState state = DownloadState::Idle;
  std::uint64_t id = 0;          // which download: grows with each start
  std::string repo;              // "ORG/NAME"
  std::string revision;          // "main", a tag, a branch or a commit
  io::DownloadProgress progress; // the latest the download reported
  std::string snapshot;          // Done: the snapshot folder in the cache
  std::uint64_t bytes_fetched = 0;  // Done: over the network (0: all was in the cache)
  std::string error;             // Failed: the message, for the user
  io::DownloadError::Kind error_kind = io::DownloadError::Kind::Other;
  double started = 0.0;          // steady-clock seconds at the start
  double published = 0.0;        // steady-clock seconds when this snapshot was made
  double seconds = 0.0;          // from the start to this snapshot
  double ended_at = 0.0;         // when it ended (done, failed, cancelled): wall-clock
                                 // seconds since 1970, as a test's own clock reads them
  std::uint64_t version = 0;     // grows with every snapshot
};

#ifdef __EMSCRIPTEN__
class DownloadSession final : public TurnTaker {
#else
class DownloadSession {
#endif
 public:
  DownloadSession();
  ~DownloadSession();
  DownloadSession(const DownloadSession&) = delete;
  DownloadSession& operator=(const DownloadSession&) = delete;

  // Called on the download's thread after each snapshot (the window ends its wait for
  // events). Set before the first start.
  void set_wake(std::function<void()> wake);

  // Starts downloading `what`; false (nothing changes) while a download runs.
  bool start(const io::HubSettings& settings, const io::RepoRevision& what);
  // Asks the download running to stop; it ends Cancelled within half a second.
  void cancel();
  bool running() const { return snapshot()->state == DownloadState::Running; }
  // Cancel was asked and the download has not ended yet ("Cancelling…").
  bool cancelling() const { return cancel_.load() && running(); }

#ifdef __EMSCRIPTEN__
  std::shared_ptr<const DownloadSnapshot> snapshot() const { return published_; }
  // The page cannot wait: true when no download runs.
  bool wait_idle(double /*seconds*/ = -1.0) { return !running(); }
  // A turn of the download: at most a few hundred kilobytes taken (run_background_turns).
  bool take_turn() override;

 private:
  std::unique_ptr<io::PageDownload> page_;
  std::shared_ptr<const DownloadSnapshot> published_ = std::make_shared<const DownloadSnapshot>();
#else
  std::shared_ptr<const DownloadSnapshot> snapshot() const { return thread_.snapshot(); }
  // Waits until no download runs, at most `seconds` (negative: no limit); true when none does.
  bool wait_idle(double seconds = -1.0) { return thread_.wait_until_settled(seconds); }

 private:
#endif
  struct Request {
    io::HubSettings settings;
    io::RepoRevision what;
  };
  // Worker thread only: the download, from start to its end.
  void fetch(Request& request);
  // A snapshot from `current_` changed by `change`, published (any thread; under mutex_).
  void publish(const std::function<void(DownloadSnapshot&)>& change);
  // The snapshot of a download that starts: Running, with a new id.
  void publish_started(const io::HubSettings& settings, const io::RepoRevision& what);

  std::atomic<bool> cancel_{false};
  std::mutex mutex_;         // current_ and wake_
  DownloadSnapshot current_;
  std::function<void()> wake_;
#ifndef __EMSCRIPTEN__
  Channel<Request> asked_;
  BackgroundWorker<DownloadSnapshot> thread_;  // last: started once the rest is made
#endif
};

}  // namespace attn::app
