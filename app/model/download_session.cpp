#include "model/download_session.hpp"

#include <algorithm>
#include <chrono>
#include <exception>
#include <utility>

#include "io/i18n.hpp"

namespace attn::app {
namespace {

double steady_seconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

// The first snapshot of a download that has ended says when, by the wall clock.
void stamp_end(DownloadSnapshot& s) {
  using namespace std::chrono;
  const bool ended = s.state != DownloadState::Idle && s.state != DownloadState::Running;
  if (ended && s.ended_at == 0.0) s.ended_at = duration<double>(system_clock::now().time_since_epoch()).count();
}

}  // namespace

void DownloadSession::publish_started(const io::HubSettings& settings, const io::RepoRevision& what) {
  publish([&](DownloadSnapshot& s) {
    const std::uint64_t id = s.id + 1;
    const double now = s.published;
    s = DownloadSnapshot{};
    s.published = now;
    s.state = DownloadState::Running;
    s.id = id;
    s.repo = what.repo;
    s.revision = what.revision;
    s.progress.stage = fmt(tr("Asking {0} for the files of {1}"), settings.endpoint, what.repo);
    s.started = s.published;
  });
}

const char* download_state_name(DownloadState state) {
  switch (state) {
    case DownloadState::Idle: return "idle";
    case DownloadState::Running: return "running";
    case DownloadState::Done: return "done";
    case DownloadState::Failed: return "failed";
    case DownloadState::Cancelled: return "cancelled";
  }
  return "idle";
}

#ifdef __EMSCRIPTEN__
DownloadSession::DownloadSession() { turn_takers().push_back(this); }

DownloadSession::~DownloadSession() {
  auto& all = turn_takers();
  all.erase(std::remove(all.begin(), all.end(), this), all.end());
}

void DownloadSession::set_wake(std::function<void()> wake) { wake_ = std::move(wake); }

bool DownloadSession::start(const io::HubSettings& settings, const io::RepoRevision& what) {
  if (current_.state == DownloadState::Running) return false;
  cancel_ = false;
  publish_started(settings, what);
  try {
    page_ = std::make_unique<io::PageDownload>(settings, what);
  } catch (const io::DownloadError& e) {
    publish([&](DownloadSnapshot& s) {
      s.state = DownloadState::Failed;
      s.error = e.what();
      s.error_kind = e.kind;
    });
  }
  return true;
}

void DownloadSession::cancel() {
  if (running()) cancel_ = true;
}

void DownloadSession::publish(const std::function<void(DownloadSnapshot&)>& change) {
  const std::uint64_t version = current_.version + 1;
  current_.published = steady_seconds();
  change(current_);
  stamp_end(current_);
  current_.version = version;
  current_.seconds = current_.published - current_.started;
  published_ = std::make_shared<const DownloadSnapshot>(current_);
}

bool DownloadSession::take_turn() {
  if (page_ == nullptr) return false;
  using Kind = io::DownloadError::Kind;
  const auto failed = [this](Kind kind, const std::string& message) {
    page_.reset();
    publish([&](DownloadSnapshot& s) {
      s.state = DownloadState::Failed;
      s.error = message;
      s.error_kind = kind;
    });
  };
  if (cancel_.load()) {
    page_.reset();  // the request stops, its part goes
    publish([](DownloadSnapshot& s) { s.state = DownloadState::Cancelled; });
    return true;
  }
  try {
    // A quarter of a megabyte a turn: the loop runs turns for about 12 ms between frames.
    if (!page_->step(std::size_t{1} << 18)) return false;
    if (page_->done()) {
      const io::DownloadResult result = page_->result();
      page_.reset();
      publish([&](DownloadSnapshot& s) {
        s.state = DownloadState::Done;
        s.snapshot = result.snapshot;
        s.bytes_fetched = result.bytes_fetched;
        s.progress.done = s.progress.bytes;
      });
    } else {
      const io::DownloadProgress progress = page_->progress();
      publish([&](DownloadSnapshot& s) { s.progress = progress; });
    }
  } catch (const io::DownloadError& e) {
    failed(e.kind, e.what());
  } catch (const std::exception& e) {
    failed(Kind::Other, e.what());
  }
  return true;
}
#else
DownloadSession::DownloadSession() {
  thread_.serve(asked_, Lane<Request>{[this](Request& r) {
                                        fetch(r);
                                        return std::monostate{};
                                      },
                                      {},
                                      [](const Request& r) { return fmt(tr("downloading {0}"), r.what.repo); },
                                      {}});
  thread_.start();
}

DownloadSession::~DownloadSession() {
  cancel_ = true;  // a download running ends within half a second
  thread_.stop();
}

void DownloadSession::set_wake(std::function<void()> wake) {
  const std::lock_guard<std::mutex> lock(mutex_);
  wake_ = std::move(wake);
}

bool DownloadSession::start(const io::HubSettings& settings, const io::RepoRevision& what) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (current_.state == DownloadState::Running) return false;
  }
  cancel_ = false;
  publish_started(settings, what);
  thread_.ask(asked_, Request{settings, what});
  return true;
}

void DownloadSession::cancel() {
  if (running()) cancel_ = true;
}

void DownloadSession::publish(const std::function<void(DownloadSnapshot&)>& change) {
  std::function<void()> wake;
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    const std::uint64_t version = current_.version + 1;
    current_.published = steady_seconds();
    change(current_);
    stamp_end(current_);
    current_.version = version;
    current_.seconds = current_.published - current_.started;
    thread_.publish(std::make_shared<const DownloadSnapshot>(current_));
    wake = wake_;
  }
  if (wake) wake();
}

void DownloadSession::fetch(Request& request) {
  using Kind = io::DownloadError::Kind;
  const auto failed = [this](Kind kind, const std::string& message) {
    publish([&](DownloadSnapshot& s) {
      s.state = DownloadState::Failed;
      s.error = message;
      s.error_kind = kind;
    });
  };
  try {
    const io::DownloadResult result = io::download_model(
        request.settings, request.what,
        [this](const io::DownloadProgress& p) { publish([&](DownloadSnapshot& s) { s.progress = p; }); }, &cancel_);
    publish([&](DownloadSnapshot& s) {
      s.state = DownloadState::Done;
      s.snapshot = result.snapshot;
      s.bytes_fetched = result.bytes_fetched;
      s.progress.done = s.progress.bytes;  // whole, whatever the last report said
    });
  } catch (const io::DownloadCancelled&) {
    publish([](DownloadSnapshot& s) { s.state = DownloadState::Cancelled; });
  } catch (const io::DownloadError& e) {
    failed(e.kind, e.what());
  } catch (const std::exception& e) {
    failed(Kind::Other, e.what());
  }
}
#endif

}  // namespace attn::app
